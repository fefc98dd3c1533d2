import Foundation

/// VECTOR, BOOLEAN_OPERATION, STAR, LINE, REGULAR_POLYGON → an image drawn by librsvg at @3× from
/// the node's `fillGeometry` / `strokeGeometry` (SVG path data in the node's own coordinates, present
/// when the response was saved with `?geometry=paths`); without them the node is dropped and named.
extension FigmaImporter {
    mutating func vector(_ node: FigmaNode, box: ImportBox, behaviour: ScrollBehaviour, opacity: Double) throws(ImportError) {
        let fillPaths = node.list("fillGeometry"), strokePaths = node.list("strokeGeometry")
        guard !fillPaths.isEmpty || !strokePaths.isEmpty else {
            screen.notes.warn("\(node.type == "VECTOR" ? "vectors" : node.type) dropped: no geometry (save with ?geometry=paths)", node: node.name)
            return
        }
        // A line (or any flat shape) has no height: its stroke reaches half its weight either side.
        let pad = (node.number("strokeWeight") ?? 1) / 2
        var drawn = box
        if drawn.height < 1 { drawn.y -= pad; drawn.height += 2 * pad }
        if drawn.width < 1 { drawn.x -= pad; drawn.width += 2 * pad }
        let n = RasterImage.number
        func paths(_ geometry: [[String: Any]], _ paint: [String: Any]) -> String {
            guard paint["type"] as? String == "SOLID", let color = HexColor.figma(paint["color"]) else { return "" }
            let alpha = color.alpha * ((paint["opacity"] as? NSNumber)?.doubleValue ?? 1)
            return geometry.map { path in
                let rule = path["windingRule"] as? String == "EVENODD" ? "evenodd" : "nonzero"
                return #"<path d="\#(RasterImage.escaped(path["path"] as? String ?? ""))" fill="\#(color.text.prefix(7))" fill-opacity="\#(n(alpha))" fill-rule="\#(rule)"/>"#
            }.joined()
        }
        let body = node.paints("fills").map { paths(fillPaths, $0) }.joined() + node.paints("strokes").map { paths(strokePaths, $0) }.joined()
        if node.paints("fills").contains(where: { $0["type"] as? String != "SOLID" }) || node.paints("strokes").contains(where: { $0["type"] as? String != "SOLID" }) {
            screen.notes.warn("gradient or image paint on a vector dropped", node: node.name)
        }
        let svg = RasterImage.document(body, x: drawn.x - box.x, y: drawn.y - box.y, width: drawn.width, height: drawn.height)
        let png = try RasterImage.png(svg: svg, width: drawn.width, height: drawn.height)
        screen.notes.count("vectors rasterised")
        let path = addFile(named: "\(node.name).png", key: node.id, data: png)
        var made = [layer(node, kind: "image", box: drawn, behaviour: behaviour, opacity: opacity,
                          fields: [("image", .string(path)), ("contentMode", .string("aspectFill"))])]
        effects(of: node, on: &made)
        screen.layers += made
    }
}
