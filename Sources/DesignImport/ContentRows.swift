/// `--content NAME`: a container of similar children (a list drawn as repeated cards or rows)
/// becomes the design's content: its first child's layers a row template in row coordinates, each
/// child a row whose differing texts and images are the row's fields (`$title`, `$subtitle`,
/// `$detail`, then `$text4`…; `$image`, `$image2`…). The rows start where the first child is, one
/// child's height apart plus the gap between the first two.
struct ContentRows {
    var templateName: String
    var template: DesignValue
    var rows: [DesignValue]
    var top: Double
    /// The layers that became rows: removed from the design's own.
    var replaced: Set<Int>

    init(_ name: String, in screen: ImportedScreen) throws(ImportError) {
        let matches = screen.containers.filter { $0.key == name || $0.value.name == name }
        guard let (containerId, container) = matches.sorted(by: { $0.key < $1.key }).first else {
            let names = Set(screen.containers.values.map(\.name)).sorted().prefix(20).map { "'\($0)'" }
            throw ImportError("--content '\(name)': no group or frame of that name (containers: \(names.joined(separator: ", ")))")
        }
        guard container.children.count >= 2 else {
            throw ImportError("--content '\(name)': has \(container.children.count) child; a list needs at least two similar children")
        }
        // Each child's layers, in paint order.
        var perChild: [[Int]] = container.children.map { _ in [] }
        var replaced = Set<Int>()
        for (index, layer) in screen.layers.enumerated() {
            if layer.node == containerId { replaced.insert(index); continue }  // the container's own fill: the list's background
            guard let at = layer.ancestors.firstIndex(of: containerId) else { continue }
            let child = at + 1 < layer.ancestors.count ? layer.ancestors[at + 1] : layer.node
            guard let row = container.children.firstIndex(of: child) else { continue }
            perChild[row].append(index)
            replaced.insert(index)
        }
        let first = perChild[0]
        for (row, indices) in perChild.enumerated().dropFirst() {
            let kinds = indices.map { screen.layers[$0].kind }, expected = first.map { screen.layers[$0].kind }
            guard kinds == expected else {
                throw ImportError("--content '\(name)': child \(row + 1) draws \(kinds.count) layers (\(kinds.joined(separator: ", "))), "
                                  + "child 1 draws \(expected.count) (\(expected.joined(separator: ", "))); a list needs children drawn alike")
            }
        }
        let boxes = perChild.map { indices in indices.map { screen.layers[$0].box } }
        let tops = boxes.map { $0.map(\.y).min() ?? 0 }
        let height = (boxes[0].map(\.bottom).max() ?? 0) - tops[0]
        let gap = max(0, tops[1] - tops[0] - height)

        var ids = LayerIds()
        var textFields = 0, imageFields = 0
        var layers: [DesignValue] = []
        var rowValues: [[(String, DesignValue)]] = perChild.map { _ in [] }
        for (position, index) in first.enumerated() {
            let layer = screen.layers[index]
            var fields = layer.fields
            for key in ["text", "image"] {
                let values = perChild.map { screen.layers[$0[position]].field(key) }
                guard let value = values[0], values.contains(where: { $0 != value }) else { continue }
                let field: String
                if key == "text" {
                    textFields += 1
                    field = ["title", "subtitle", "detail"].indices.contains(textFields - 1) ? ["title", "subtitle", "detail"][textFields - 1] : "text\(textFields)"
                } else {
                    imageFields += 1
                    field = imageFields == 1 ? "image" : "image\(imageFields)"
                }
                fields = fields.map { $0.0 == key ? (key, .string("$" + field)) : $0 }
                for row in rowValues.indices { rowValues[row].append((field, values[row] ?? .string(""))) }
            }
            var members: [(String, DesignValue)] = [("id", .string(ids.claim(layer.id, fallback: layer.kind))), ("kind", .string(layer.kind)),
                                                    ("x", .points(layer.box.x)), ("y", .points(layer.box.y - tops[0])),
                                                    ("width", .points(layer.box.width)), ("height", .points(layer.box.height))]
            if layer.alpha < 0.999 { members.append(("alpha", .number(FigmaImporter.round(layer.alpha)))) }
            layers.append(.object(members + fields))
        }
        var names = LayerIds()
        self.templateName = names.claim(container.name, fallback: "rows")
        // A fixed height holds the gap too (paddingBottom counts only for "auto" heights).
        self.template = .object([("height", .points(height + gap)), ("layers", .array(layers))])
        self.rows = rowValues.map { .object($0) }
        self.top = tops[0]
        self.replaced = replaced
    }
}
