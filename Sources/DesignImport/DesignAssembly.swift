import DesignDocument

/// An imported screen as a design (README "Design files"): the frame's content scrolls from offset 0
/// (no inset), so a layer's y at rest is its y in the frame.
/// - SCROLLS → `"space": "content"`, y in content points: it moves with the list;
/// - FIXED → viewport y: pinned;
/// - STICKY_SCROLLS → `max(top, y - offset)`: scrolls, then pins below the fixed bars at the top;
/// - the content reaches the lowest scrolling layer (`scroll.rowsTop`, with no rows of its own).
public enum DesignAssembly {
    /// DesignLoader.maximumLayers.
    public static let maximumLayers = 1000

    public static func design(_ screen: ImportedScreen, behaviour: BehaviourChoices = BehaviourChoices()) throws(ImportError) -> DesignValue {
        // The design loader refuses more (a frame's layer work must stay inside its budget).
        guard screen.layers.count <= maximumLayers else {
            throw ImportError("frame '\(screen.name)' makes \(screen.layers.count) layers; a design holds at most \(maximumLayers) (import a smaller frame)")
        }
        try behaviour.check(screen)
        let top = pinTop(screen)
        let contentBottom = screen.layers.filter { $0.behaviour == .scrolls }.map(\.box.bottom).max() ?? 0
        let rows = try behaviour.content.map { name throws(ImportError) in try ContentRows(name, in: screen) }
        var parameters: [(String, DesignValue)] = []
        var variables: [(String, DesignValue)] = []
        if top > 0 { variables.append(("pinTop", .points(top))) }
        var layers: [DesignValue] = []
        for index in screen.layers.indices where !(rows?.replaced.contains(index) ?? false) {
            let layer = screen.layers[index]
            var frame: [(String, DesignValue)] = [("x", .points(layer.box.x)), ("y", .points(layer.box.y)),
                                                  ("width", .points(layer.box.width)), ("height", .points(layer.box.height))]
            var space: [(String, DesignValue)] = []
            var role: [(String, DesignValue)] = []
            if layer.fillsViewport {
                // Below the list: it is the screen's background, not a header over the first row.
                frame = [("x", .number(0)), ("y", .number(0)), ("width", .string("W")), ("height", .string("H"))]
                space = [("z", .string("belowList"))]
            } else if behaviour.stretch.contains(where: { layer.matches($0) }) {
                // The seed designs' rule: the top scrolls with the content until it reaches the top of
                // the screen, a pull stretches the height, a scroll past the top compresses it to
                // `collapsedHeight`; its bottom stays on the content below it throughout.
                let y = Expression.number(layer.box.y), h = Expression.number(layer.box.height)
                if !parameters.contains(where: { $0.0 == "collapsedHeight" }) {
                    let collapsed = min(layer.box.height, max(0, top - layer.box.y))
                    parameters.append(("collapsedHeight", .object([("default", .points(collapsed)), ("min", .number(0)),
                                                                   ("max", .points(layer.box.height)), ("step", .number(1)), ("unit", .string("pt")),
                                                                   ("summary", .string("height the stretching header compresses to"))])))
                }
                frame[1].1 = .string("\(y) - clamp(offset, 0, \(y))")
                frame[3].1 = .string("max(collapsedHeight, \(h) - (offset - clamp(offset, 0, \(y))))")
                role = [("role", .string("header"))]
            } else if layer.behaviour == .sticky || behaviour.pin.contains(where: { layer.matches($0) }) {
                frame[1].1 = .string("max(\(top > 0 ? "pinTop" : "0"), \(Expression.number(layer.box.y)) - offset)")
            } else if layer.behaviour == .scrolls {
                space = [("space", .string("content"))]
            }
            // A clipping frame's box, in viewport points (the schema's clip): fixed where the layer
            // is fixed, moving with the content where it scrolls. Pinned and stretched layers move
            // by their own expressions: their clip is left out.
            var clip: [(String, DesignValue)] = []
            if let box = layer.clipBox, role.isEmpty, !frame[1].1.isExpression || space.first?.1 == .string("content") {
                let y: DesignValue = space.first?.1 == .string("content") ? .string("\(Expression.number(box.y)) - offset") : .points(box.y)
                clip = [("clip", .object([("x", .points(box.x)), ("y", y), ("width", .points(box.width)), ("height", .points(box.height))]))]
            }
            var members: [(String, DesignValue)] = [("id", .string(layer.id)), ("source", .string(layer.source)), ("kind", .string(layer.kind))]
            members += space + role + frame
            if layer.alpha < 0.999 { members.append(("alpha", .number(FigmaImporter.round(layer.alpha)))) }
            members += clip
            members += layer.fields
            layers.append(.object(members))
        }
        var design: [(String, DesignValue)] = [("name", .string(screen.name)), ("summary", .string("Imported from \(screen.origin)"))]
        if !parameters.isEmpty { design.append(("parameters", .object(parameters))) }
        if !variables.isEmpty { design.append(("variables", .object(variables))) }
        if let rows {
            // The rows start where the list's first child was; the layers below it keep their places
            // as long as the rows keep Figma's spacing.
            design.append(("scroll", .object([("alwaysBounceVertical", .bool(true)), ("contentInsetTop", .number(0)), ("rowsTop", .points(rows.top))])))
            design.append(("list", .object([("background", .string("clear")), ("separator", .object([("hidden", .bool(true))]))])))
            design.append(("rowTemplates", .object([(rows.templateName, rows.template)])))
            design.append(("content", .object([("sections", .array([.object([("template", .string(rows.templateName)), ("rows", .array(rows.rows))])]))])))
        } else {
            design.append(("scroll", .object([("alwaysBounceVertical", .bool(true)), ("contentInsetTop", .number(0)),
                                              ("rowsTop", .points(max(contentBottom, screen.height)))])))
            // The frame is the whole screen: no list rows of its own under it.
            design.append(("content", .object([("rows", .array([]))])))
        }
        design.append(("layers", .array(layers)))
        return .object(design)
    }

    /// Where sticky and pinned layers stop: the bottom of the FIXED layers at the top of the frame
    /// (a navigation bar), or 0.
    static func pinTop(_ screen: ImportedScreen) -> Double {
        screen.layers.filter { $0.behaviour == .fixed && !$0.fillsViewport && $0.box.y <= 1 && $0.box.bottom < screen.height / 2 }
            .map(\.box.bottom).max() ?? 0
    }
}

extension DesignValue {
    /// A string: an expression where the import writes numbers.
    var isExpression: Bool {
        if case .string = self { return true }
        return false
    }
}

/// Numbers in expressions, as the JSON writes them.
enum Expression {
    static func number(_ value: Double) -> String { JSONWriter.format((value * 100).rounded() / 100) }
}
