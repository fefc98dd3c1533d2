import FileSafety
import Foundation

/// `text` (with its `tspan`s) → a text layer; `image` → an image layer with the picture copied
/// beside the design (embedded `data:` URIs and files next to the SVG).
extension SVGImporter {
    mutating func text(_ element: SVGElement, transform: SVGTransform, style: SVGStyle) {
        let spans = element.descendants(named: ["tspan"])
        let first = spans.first { $0.attributes["x"] != nil || $0.attributes["y"] != nil }
        let x = element.attributes["x"].flatMap(SVGLength.points) ?? first?.attributes["x"].flatMap(SVGLength.points) ?? 0
        let baseline = element.attributes["y"].flatMap(SVGLength.points) ?? first?.attributes["y"].flatMap(SVGLength.points) ?? 0
        // Each tspan with its own y starts a line (how design tools export wrapped text).
        let lineStarts = Set(spans.compactMap { $0.attributes["y"] }).count
        func collect(_ e: SVGElement) -> String { e.text + e.children.map(collect).joined() }
        let words = lineStarts > 1 ? spans.map(collect).joined(separator: "\n") : collect(element)
        let content = words.split(separator: "\n").map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }.joined(separator: "\n")
        guard !content.isEmpty else { return }
        let scale = transform.a
        let size = (style.number("font-size") ?? 16) * scale
        let lines = max(1, content.split(separator: "\n").count)
        let (originX, originY) = transform.apply(x, baseline)
        // A line box of 1.2 × size whose baseline is the SVG's: its top is about 0.95 × size above.
        let top = originY - 0.95 * size
        var box = ImportBox(x: originX, y: top, width: max(1, screen.width - originX), height: 1.2 * size * Double(lines))
        var fields: [(String, DesignValue)] = [("text", .string(content)), ("size", .points(size))]
        let weight = style["font-weight"] ?? "normal"
        fields.append(("weight", .string(weight == "bold" || (Double(weight) ?? 400) >= 650 ? "bold" : (Double(weight) ?? 400) >= 550 ? "semibold" : "regular")))
        if let fill = style["fill"], let color = SVGColor.parse(fill) {
            fields.append(("color", .string(color.withAlpha(times: style.number("fill-opacity") ?? 1).text)))
        }
        // The anchor decides the box: it starts, is centred on, or ends at x.
        switch style["text-anchor"] {
        case "middle":
            let half = max(1, min(originX, screen.width - originX))
            box.x = originX - half
            box.width = 2 * half
            fields.append(("alignment", .string("center")))
        case "end":
            box.x = 0
            box.width = max(1, originX)
            fields.append(("alignment", .string("trailing")))
        default: break
        }
        if lines > 1 { fields.append(("lines", .number(Double(lines)))) }
        screen.layers.append(newLayer(element, kind: "text", box: box, style: style, fields: fields))
    }

    mutating func image(_ element: SVGElement, transform: SVGTransform, style: SVGStyle) throws(ImportError) {
        let label = element.attributes["id"] ?? "image"
        let local = ImportBox(x: attribute(element, "x"), y: attribute(element, "y"), width: attribute(element, "width"), height: attribute(element, "height"))
        guard local.width > 0, local.height > 0 else { return }
        let box = transform.bounds(local)
        let href = element.attributes["href"] ?? element.attributes["xlink:href"] ?? ""
        var data: Data?
        var ext = "png"
        if href.hasPrefix("data:") {
            let header = href.prefix { $0 != "," }
            if header.contains("jpeg") || header.contains("jpg") { ext = "jpg" }
            if header.hasSuffix(";base64") { data = Data(base64Encoded: String(href.dropFirst(header.count + 1)), options: .ignoreUnknownCharacters) }
        } else if !href.isEmpty, !href.hasPrefix("/"), !href.contains("://"), !href.split(separator: "/").contains("..") {
            // Only files beside the SVG (or below it) are read.
            let path = (folder as NSString).appendingPathComponent(href)
            data = try? BoundedFile.read(path: path, limit: 200 << 20)
            ext = (href as NSString).pathExtension.lowercased()
        }
        guard let data, !data.isEmpty else {
            screen.notes.warn("images missing (grey placeholder)", node: label)
            screen.layers.append(newLayer(element, kind: "color", box: box, style: style, fields: [("color", .string("systemGray4"))]))
            return
        }
        let layer = newLayer(element, kind: "image", box: box, style: style, fields: [])
        let path = addFile(named: layer.id + "." + (ext.isEmpty ? "png" : ext), key: layer.source, data: data)
        var made = layer
        let slice = (element.attributes["preserveAspectRatio"] ?? "").contains("slice")
        made.fields = [("image", .string(path)), ("contentMode", .string(slice ? "aspectFill" : "aspectFit"))]
        screen.layers.append(made)
    }
}
