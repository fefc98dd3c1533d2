import FileSafety
import Foundation

/// A shape's fills, bottom first, each one layer: SOLID → `color`, GRADIENT_LINEAR → `gradient`,
/// IMAGE → `image`; radial gradients and ellipses that are not circles are drawn by librsvg. The
/// corners, the strokes (→ `border`, on the top fill) and the effects go on these layers.
extension FigmaImporter {
    mutating func fills(of node: FigmaNode, box: ImportBox, behaviour: ScrollBehaviour, opacity: Double,
                        isBackground: Bool = false) throws(ImportError) {
        let ellipse = node.type == "ELLIPSE"
        let circle = ellipse && abs(box.width - box.height) < 0.5
        let (radius, mixedCorners) = node.cornerRadius
        if mixedCorners { screen.notes.warn("per-corner radii drawn as the largest", node: node.name) }
        var made: [ImportedLayer] = []
        for (index, paint) in node.paints("fills").enumerated() {
            let part = index == 0 ? "" : "#fill\(index + 1)"
            guard var layer = try fillLayer(node, paint: paint, part: part, box: box, behaviour: behaviour,
                                            opacity: opacity, ellipse: ellipse && !circle) else { continue }
            if circle { layer.set("shape", .string("circle")) } else if radius > 0, !ellipse { layer.set("cornerRadius", .points(radius)) }
            layer.fillsViewport = isBackground
            made.append(layer)
        }
        stroke(of: node, on: &made, box: box, behaviour: behaviour, opacity: opacity, circle: circle, radius: radius)
        if made.isEmpty, ["RECTANGLE", "ELLIPSE"].contains(node.type), node.paints("fills").isEmpty, node.paints("strokes").isEmpty {
            // A shape with nothing visible to paint: named, so every visible node is accounted for.
            screen.notes.warn("\(node.type) without a visible fill or stroke: nothing drawn", node: node.name)
        }
        if !made.isEmpty { effects(of: node, on: &made) } else if !node.effects.isEmpty, node.type != "GROUP" {
            for effect in node.effects { screen.notes.warn("\(effect["type"] as? String ?? "effect") dropped: no fill to draw it on", node: node.name) }
        }
        screen.layers += made
    }

    /// A SOLID stroke as the top layer's `border` (a clear layer of the shape's outline when there is
    /// no fill); an ellipse that is not a circle has no outline a border can follow.
    mutating func stroke(of node: FigmaNode, on made: inout [ImportedLayer], box: ImportBox, behaviour: ScrollBehaviour,
                         opacity: Double, circle: Bool, radius: Double) {
        guard let stroke = node.paints("strokes").first, stroke["type"] as? String == "SOLID",
              let weight = node.number("strokeWeight"), weight > 0,
              let color = HexColor.figma(stroke["color"])?.withAlpha(times: (stroke["opacity"] as? NSNumber)?.doubleValue ?? 1) else { return }
        if node.type == "ELLIPSE", !circle {
            screen.notes.warn("stroke of an ellipse that is not a circle dropped", node: node.name)
            return
        }
        if made.isEmpty {
            var outline = layer(node, part: "#stroke", kind: "color", box: box, behaviour: behaviour, opacity: opacity,
                                fields: [("color", .string("clear"))])
            if circle { outline.set("shape", .string("circle")) } else if radius > 0 { outline.set("cornerRadius", .points(radius)) }
            made.append(outline)
        }
        made[made.count - 1].set("border", .object([("width", .points(weight)), ("color", .string(color.text))]))
        if node.raw["strokeAlign"] as? String != "INSIDE" { screen.notes.count("strokes drawn inside the outline") }
    }

    /// One fill as a layer, or nil (with a note) when it cannot be drawn.
    mutating func fillLayer(_ node: FigmaNode, paint: [String: Any], part: String, box: ImportBox, behaviour: ScrollBehaviour,
                            opacity: Double, ellipse: Bool) throws(ImportError) -> ImportedLayer? {
        let type = paint["type"] as? String ?? "?"
        // A paint's opacity is its colours' alpha (the node's own opacity is the layer's alpha);
        // an image has no colour to carry it, so its layer's alpha does.
        let paintOpacity = (paint["opacity"] as? NSNumber)?.doubleValue ?? 1
        var paint = paint
        if let color = HexColor.figma(paint["color"]) { paint["color"] = color.withAlpha(times: paintOpacity).figma }
        if let stops = paint["gradientStops"] as? [[String: Any]] {
            paint["gradientStops"] = stops.map { stop in
                var stop = stop
                stop["color"] = HexColor.figma(stop["color"])?.withAlpha(times: paintOpacity).figma
                return stop
            }
        }
        switch type {
        case "SOLID" where !ellipse:
            guard let color = HexColor.figma(paint["color"]) else { return nil }
            return layer(node, part: part, kind: "color", box: box, behaviour: behaviour, opacity: opacity, fields: [("color", .string(color.text))])
        case "GRADIENT_LINEAR" where !ellipse:
            guard let (colors, locations) = Self.stops(paint), let handles = paint["gradientHandlePositions"] as? [[String: Any]],
                  handles.count >= 2 else { return nil }
            func point(_ p: [String: Any]) -> DesignValue {
                .array([.number(Self.round((p["x"] as? NSNumber)?.doubleValue ?? 0)), .number(Self.round((p["y"] as? NSNumber)?.doubleValue ?? 0))])
            }
            return layer(node, part: part, kind: "gradient", box: box, behaviour: behaviour, opacity: opacity,
                         fields: [("colors", .array(colors.map { .string($0.text) })), ("locations", .array(locations.map { .number(Self.round($0)) })),
                                  ("startPoint", point(handles[0])), ("endPoint", point(handles[1]))])
        case "IMAGE":
            return try imageLayer(node, paint: paint, part: part, box: box, behaviour: behaviour, opacity: opacity * paintOpacity, ellipse: ellipse)
        case "SOLID", "GRADIENT_LINEAR", "GRADIENT_RADIAL":
            // An ellipse that is not a circle, or a radial gradient: drawn by librsvg as Figma shows it.
            let svg = try shapeSVG(paint: paint, box: box, ellipse: ellipse, radius: node.cornerRadius.radius)
            let png = try RasterImage.png(svg: svg, width: box.width, height: box.height)
            screen.notes.count("shapes rasterised")
            let path = addFile(named: "\(node.name)\(part).png", key: node.id + part, data: png)
            return layer(node, part: part, kind: "image", box: box, behaviour: behaviour, opacity: opacity,
                         fields: [("image", .string(path)), ("contentMode", .string("aspectFill"))])
        default:
            screen.notes.warn("\(type) fill dropped: not drawn", node: node.name)
            return nil
        }
    }

    /// An IMAGE fill: the downloaded `IMAGEREF.png|jpg` copied beside the design, or a grey placeholder.
    mutating func imageLayer(_ node: FigmaNode, paint: [String: Any], part: String, box: ImportBox, behaviour: ScrollBehaviour,
                             opacity: Double, ellipse: Bool) throws(ImportError) -> ImportedLayer {
        let reference = paint["imageRef"] as? String ?? ""
        let mode = paint["scaleMode"] as? String ?? "FILL"
        guard let path = try imageFile(reference) else {
            screen.notes.warn("image fills missing (grey placeholder)", node: node.name)
            return layer(node, part: part, kind: "color", box: box, behaviour: behaviour, opacity: opacity, fields: [("color", .string("systemGray4"))])
        }
        if mode == "TILE" { screen.notes.warn("TILE image drawn as FILL", node: node.name) }
        var fields: [(String, DesignValue)] = [("image", .string(path)), ("contentMode", .string(mode == "FIT" ? "aspectFit" : "aspectFill"))]
        if ellipse { fields.append(("mask", .string("circle"))) }
        return layer(node, part: part, kind: "image", box: box, behaviour: behaviour, opacity: opacity, fields: fields)
    }

    /// The design's path of the image fill `reference`, copied once; nil when not downloaded.
    mutating func imageFile(_ reference: String) throws(ImportError) -> String? {
        if let known = copiedImages[reference] { return known }
        guard !reference.isEmpty, let (data, ext) = try images.lookup(reference) else { return nil }
        let path = addFile(named: reference + "." + ext, key: "image:" + reference, data: data)
        copiedImages[reference] = path
        return path
    }

    /// A gradient's stop colours and positions.
    static func stops(_ paint: [String: Any]) -> ([HexColor], [Double])? {
        guard let stops = paint["gradientStops"] as? [[String: Any]], stops.count >= 2 else { return nil }
        let colors = stops.compactMap { HexColor.figma($0["color"]) }
        let positions = stops.map { min(1, max(0, ($0["position"] as? NSNumber)?.doubleValue ?? 0)) }
        guard colors.count == stops.count else { return nil }
        return (colors, positions)
    }

    static func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// An SVG of one fill over the node's box: an ellipse or (rounded) rectangle, solid or gradient.
    func shapeSVG(paint: [String: Any], box: ImportBox, ellipse: Bool, radius: Double) throws(ImportError) -> String {
        let n = RasterImage.number
        var defs = "", fill = "#000000", fillOpacity = 1.0
        if let color = HexColor.figma(paint["color"]) {
            fill = String(color.text.prefix(7))
            fillOpacity = color.alpha
        } else if let (colors, locations) = Self.stops(paint), let handles = paint["gradientHandlePositions"] as? [[String: Any]], handles.count >= 2 {
            let stops = zip(colors, locations).map { c, l in
                #"<stop offset="\#(n(l))" stop-color="\#(c.text.prefix(7))" stop-opacity="\#(n(c.alpha))"/>"#
            }.joined()
            func coordinate(_ i: Int, _ k: String) -> Double { (handles[i][k] as? NSNumber)?.doubleValue ?? 0 }
            if paint["type"] as? String == "GRADIENT_RADIAL" {
                // Figma's handles: centre, then the ends of the two radii (unit box coordinates).
                let cx = coordinate(0, "x") * box.width, cy = coordinate(0, "y") * box.height
                let r = hypot((coordinate(1, "x") - coordinate(0, "x")) * box.width, (coordinate(1, "y") - coordinate(0, "y")) * box.height)
                defs = #"<radialGradient id="g" gradientUnits="userSpaceOnUse" cx="\#(n(cx))" cy="\#(n(cy))" r="\#(n(r))">\#(stops)</radialGradient>"#
            } else {
                defs = #"<linearGradient id="g" x1="\#(n(coordinate(0, "x")))" y1="\#(n(coordinate(0, "y")))" x2="\#(n(coordinate(1, "x")))" y2="\#(n(coordinate(1, "y")))">\#(stops)</linearGradient>"#
            }
            fill = "url(#g)"
        }
        let shape = ellipse
            ? #"<ellipse cx="\#(n(box.width / 2))" cy="\#(n(box.height / 2))" rx="\#(n(box.width / 2))" ry="\#(n(box.height / 2))""#
            : #"<rect width="\#(n(box.width))" height="\#(n(box.height))" rx="\#(n(radius))""#
        return RasterImage.document(shape + #" fill="\#(fill)" fill-opacity="\#(n(fillOpacity))"/>"#, width: box.width, height: box.height, defs: defs)
    }
}
