import Foundation

/// What the layers cannot draw (a path, a line, a polygon, a rotated or radially filled shape) is
/// drawn alone by librsvg, with the file's definitions and its inherited style, into an image as
/// large as the shape's box (its stroke included).
extension SVGImporter {
    mutating func raster(_ element: SVGElement, transform parent: SVGTransform, own: SVGTransform, style: SVGStyle) throws(ImportError) {
        let label = element.attributes["id"] ?? element.name
        guard var local = localBounds(element) else {
            screen.notes.warn("<\(element.name)> dropped: no shape", node: label)
            return
        }
        if let stroke = style["stroke"], stroke != "none" {
            let pad = (style.number("stroke-width") ?? 1) / 2
            local = ImportBox(x: local.x - pad, y: local.y - pad, width: local.width + 2 * pad, height: local.height + 2 * pad)
        }
        let box = own.bounds(local)
        guard box.width > 0.01, box.height > 0.01 else { return }
        // The element keeps its own transform; the <g> carries its ancestors' and their style.
        let body = #"<g transform="\#(parent.svgText)"\#(style.attributesText)>"# + element.xml(without: ["opacity"]) + "</g>"
        let svg = RasterImage.document(body, x: box.x, y: box.y, width: box.width, height: box.height, defs: defs)
        let png = try RasterImage.png(svg: svg, width: box.width, height: box.height)
        screen.notes.count("shapes rasterised")
        let layer = newLayer(element, kind: "image", box: box, style: style, fields: [])
        let path = addFile(named: layer.id + ".png", key: layer.source, data: png)
        var made = layer
        made.fields = [("image", .string(path)), ("contentMode", .string("aspectFill"))]
        screen.layers.append(made)
    }

    /// The shape's box in its own coordinates.
    func localBounds(_ element: SVGElement) -> ImportBox? {
        switch element.name {
        case "line":
            let xs = [attribute(element, "x1"), attribute(element, "x2")], ys = [attribute(element, "y1"), attribute(element, "y2")]
            return SVGPathBounds.box(xs, ys)
        case "polyline", "polygon":
            let values = (element.attributes["points"] ?? "").split { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }.compactMap { Double($0) }
            guard values.count >= 4 else { return nil }
            return SVGPathBounds.box(stride(from: 0, to: values.count - 1, by: 2).map { values[$0] },
                                     stride(from: 1, to: values.count, by: 2).map { values[$0] })
        case "path": return SVGPathBounds.bounds(element.attributes["d"] ?? "")
        case "rect":
            return ImportBox(x: attribute(element, "x"), y: attribute(element, "y"), width: attribute(element, "width"), height: attribute(element, "height"))
        case "circle":
            let r = attribute(element, "r")
            return ImportBox(x: attribute(element, "cx") - r, y: attribute(element, "cy") - r, width: 2 * r, height: 2 * r)
        case "ellipse":
            let rx = attribute(element, "rx"), ry = attribute(element, "ry")
            return ImportBox(x: attribute(element, "cx") - rx, y: attribute(element, "cy") - ry, width: 2 * rx, height: 2 * ry)
        default: return nil
        }
    }
}
