import FileSafety
import Foundation

/// An SVG file (as any design tool exports it) to layers: `rect`, `circle` and round `ellipse` with
/// solid or linear-gradient fills become `color`/`gradient` layers, `text` text layers, `image`
/// image layers; anything else drawn (paths, lines, polygons, radial gradients, rotated shapes) is
/// drawn alone by librsvg into an image beside the design. Element ids become layer ids. An SVG has
/// no scroll behaviour: every layer scrolls with the content.
public struct SVGImporter {
    let folder: String
    let assetFolder: String
    var screen: ImportedScreen
    var ids = LayerIds()
    var files = UniqueFileNames()
    var gradients: [String: SVGElement] = [:]
    /// Everything a shape drawn alone may refer to (gradients, clip paths, symbols), as XML.
    var defs = ""
    var counter = 0
    var keys: [ObjectIdentifier: String] = [:]

    public static func importFile(data: Data, name: String, folder: String, assetFolder: String) throws(ImportError) -> ImportedScreen {
        let root = try SVGTreeBuilder.parse(data)
        let viewBox = (root.attributes["viewBox"] ?? "").split { $0 == " " || $0 == "," }.compactMap { Double($0) }
        let width = root.attributes["width"].flatMap(SVGLength.points) ?? (viewBox.count == 4 ? viewBox[2] : nil)
        let height = root.attributes["height"].flatMap(SVGLength.points) ?? (viewBox.count == 4 ? viewBox[3] : nil)
        guard let width, let height, width > 0, height > 0 else { throw ImportError("no size: the <svg> has no width and height or viewBox") }
        var view = SVGTransform.identity
        if viewBox.count == 4, viewBox[2] > 0, viewBox[3] > 0 {
            view = SVGTransform(a: width / viewBox[2], d: height / viewBox[3]).concatenating(SVGTransform(e: -viewBox[0], f: -viewBox[1]))
        }
        var importer = SVGImporter(folder: folder, assetFolder: assetFolder,
                                   screen: ImportedScreen(name: root.attributes["id"] ?? name, origin: "SVG \(name).svg", width: width, height: height))
        for gradient in root.descendants(named: ["linearGradient", "radialGradient"]) {
            if let id = gradient.attributes["id"] { importer.gradients[id] = gradient }
        }
        importer.defs = root.descendants(named: ["defs"]).flatMap(\.children).map(\.xml).joined()
            + root.children.filter { ["linearGradient", "radialGradient", "clipPath", "symbol", "mask", "pattern", "filter"].contains($0.name) }.map(\.xml).joined()
        try importer.walk(root.children, transform: view, style: SVGStyle().applying(root), ancestors: [])
        return importer.screen
    }

    static let skipped: Set<String> = ["defs", "title", "desc", "metadata", "linearGradient", "radialGradient", "clipPath", "mask", "style",
                                       "symbol", "pattern", "filter", "marker"]

    mutating func walk(_ elements: [SVGElement], transform parent: SVGTransform, style inherited: SVGStyle, ancestors: [String]) throws(ImportError) {
        for element in elements where !Self.skipped.contains(element.name) && element.name != "#text" {
            let style = inherited.applying(element)
            guard !style.hidden else { continue }
            var transform = parent
            if let text = element.attributes["transform"] { transform = parent.concatenating(try SVGTransform(parsing: text)) }
            let before = screen.layers.count
            let node = key(element)
            defer {
                for index in before..<screen.layers.count where screen.layers[index].node.isEmpty {
                    screen.layers[index].node = node
                    screen.layers[index].ancestors = ancestors
                }
            }
            switch element.name {
            case "g", "a", "switch", "svg":
                let children = element.children.filter { !Self.skipped.contains($0.name) && $0.name != "#text" }
                try walk(children, transform: transform, style: style, ancestors: ancestors + [node])
                // A group's box: what its children drew (for `--content`).
                let drawn = screen.layers[before...].map(\.box)
                if let first = drawn.first {
                    let box = drawn.dropFirst().reduce(first) { a, b in
                        let x = min(a.x, b.x), y = min(a.y, b.y)
                        return ImportBox(x: x, y: y, width: max(a.x + a.width, b.x + b.width) - x, height: max(a.bottom, b.bottom) - y)
                    }
                    screen.containers[node] = ImportedContainer(name: element.attributes["id"] ?? element.name, box: box, children: children.map { key($0) })
                }
            case "rect", "circle", "ellipse": try shape(element, transform: transform, parent: parent, style: style)
            case "text": text(element, transform: transform, style: style)
            case "image": try image(element, transform: transform, style: style)
            case "line", "polyline", "polygon", "path": try raster(element, transform: parent, own: transform, style: style)
            default: screen.notes.warn("<\(element.name)> dropped: not drawn", node: element.attributes["id"] ?? element.name)
            }
        }
    }

    func attribute(_ element: SVGElement, _ key: String) -> Double { element.attributes[key].flatMap(SVGLength.points) ?? 0 }

    mutating func newLayer(_ element: SVGElement, kind: String, box: ImportBox, style: SVGStyle, fields: [(String, DesignValue)]) -> ImportedLayer {
        let name = element.attributes["id"] ?? element.name
        let id = ids.claim(name, fallback: element.name)
        return ImportedLayer(id: id, name: name, source: key(element), kind: kind, box: box,
                             behaviour: .scrolls, alpha: style.opacity, fields: fields)
    }

    /// A rect, circle or ellipse as a layer when it is one (axis-aligned, a solid or simple linear
    /// fill, a round ellipse), else drawn by librsvg.
    mutating func shape(_ element: SVGElement, transform: SVGTransform, parent: SVGTransform, style: SVGStyle) throws(ImportError) {
        let local: ImportBox
        var round = false
        switch element.name {
        case "rect": local = ImportBox(x: attribute(element, "x"), y: attribute(element, "y"), width: attribute(element, "width"), height: attribute(element, "height"))
        case "circle":
            let r = attribute(element, "r")
            local = ImportBox(x: attribute(element, "cx") - r, y: attribute(element, "cy") - r, width: 2 * r, height: 2 * r)
            round = true
        default:
            let rx = attribute(element, "rx"), ry = attribute(element, "ry")
            local = ImportBox(x: attribute(element, "cx") - rx, y: attribute(element, "cy") - ry, width: 2 * rx, height: 2 * ry)
            round = true
        }
        guard local.width > 0, local.height > 0 else { return }
        let box = transform.bounds(local)
        let fill = paint(style["fill"], opacity: style.number("fill-opacity") ?? 1)
        let simple = transform.isAxisAligned && (!round || abs(box.width - box.height) < 0.5) && fill != nil
        guard simple, var fields = fill else { return try raster(element, transform: parent, own: transform, style: style) }
        if round { fields.append(("shape", .string("circle"))) } else if let rx = element.attributes["rx"].flatMap(SVGLength.points) ?? element.attributes["ry"].flatMap(SVGLength.points), rx > 0 {
            fields.append(("cornerRadius", .points(rx * transform.a)))
        }
        let strokeWidth = (style.number("stroke-width") ?? 1) * transform.a
        if let stroke = style["stroke"], stroke != "none", let color = SVGColor.parse(stroke), strokeWidth > 0 {
            fields.append(("border", .object([("width", .points(strokeWidth)),
                                              ("color", .string(color.withAlpha(times: style.number("stroke-opacity") ?? 1).text))])))
            screen.notes.count("strokes drawn inside the outline")
        } else if fields.first?.1 == .string("clear") {
            return  // no fill, no stroke: nothing drawn
        }
        let kind = fields.first?.0 == "colors" ? "gradient" : "color"
        var layer = newLayer(element, kind: kind, box: box, style: style, fields: fields)
        // A first rect over the whole frame is its background: it stays behind everything, pulled or not.
        if screen.layers.isEmpty, kind == "color", abs(box.x) < 0.5, abs(box.y) < 0.5,
           abs(box.width - screen.width) < 0.5, abs(box.height - screen.height) < 0.5 {
            layer.fillsViewport = true
            layer.behaviour = .fixed
        }
        screen.layers.append(layer)
    }

    /// A fill as a `color` or `gradient` layer's fields; nil when only librsvg can draw it.
    func paint(_ value: String?, opacity: Double) -> [(String, DesignValue)]? {
        guard let value = value?.trimmingCharacters(in: .whitespaces) else { return [("color", .string("#000000"))] }
        if value == "none" { return [("color", .string("clear"))] }
        if value.hasPrefix("url(") {
            let id = value.dropFirst(4).prefix { $0 != ")" }.trimmingCharacters(in: CharacterSet(charactersIn: "#'\" "))
            guard let gradient = gradients[id], gradient.name == "linearGradient", gradient.attributes["gradientUnits"] != "userSpaceOnUse",
                  gradient.attributes["gradientTransform"] == nil else { return nil }
            let stops = gradient.children.filter { $0.name == "stop" }
            guard stops.count >= 2 else { return nil }
            func fraction(_ text: String?, _ fallback: Double) -> Double {
                guard let text else { return fallback }
                return text.hasSuffix("%") ? (Double(text.dropLast()) ?? fallback * 100) / 100 : Double(text) ?? fallback
            }
            var colors: [DesignValue] = [], locations: [DesignValue] = []
            for stop in stops {
                let colorText = stop.attributes["stop-color"] ?? Self.styleValue(stop, "stop-color") ?? "black"
                let stopOpacity = Double(stop.attributes["stop-opacity"] ?? Self.styleValue(stop, "stop-opacity") ?? "1") ?? 1
                guard let color = SVGColor.parse(colorText) else { return nil }
                colors.append(.string(color.withAlpha(times: stopOpacity * opacity).text))
                locations.append(.number(FigmaImporter.round(min(1, max(0, fraction(stop.attributes["offset"], 0))))))
            }
            let a = gradient.attributes
            return [("colors", .array(colors)), ("locations", .array(locations)),
                    ("startPoint", .array([.number(fraction(a["x1"], 0)), .number(fraction(a["y1"], 0))])),
                    ("endPoint", .array([.number(fraction(a["x2"], 1)), .number(fraction(a["y2"], 0))]))]
        }
        guard let color = SVGColor.parse(value) else { return nil }
        return [("color", .string(color.withAlpha(times: opacity).text))]
    }

    static func styleValue(_ element: SVGElement, _ key: String) -> String? {
        for declaration in (element.attributes["style"] ?? "").split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, parts[0] == key { return parts[1] }
        }
        return nil
    }

    /// An element's source: its id, else its name and order of first use (`rect#3`).
    mutating func key(_ element: SVGElement) -> String {
        if let id = element.attributes["id"] { return id }
        if let known = keys[ObjectIdentifier(element)] { return known }
        counter += 1
        let made = "\(element.name)#\(counter)"
        keys[ObjectIdentifier(element)] = made
        return made
    }

    /// A file to write beside the design.
    mutating func addFile(named name: String, key: String, data: Data) -> String {
        let path = assetFolder + "/" + files.claim(name, for: key)
        screen.files.append((path, data))
        return path
    }
}
