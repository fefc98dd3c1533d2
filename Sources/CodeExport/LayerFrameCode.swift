import HeaderKit

/// The per-frame arithmetic every target writes the same way: the built-in variables, the
/// design's variables, then each layer's x, y, width, height, alpha, scale and visibility, and
/// the per-frame values its kind draws with (text size and alignment, corner radius, blur, pages,
/// clip rectangle).
struct LayerFrameCode {
    struct Layer {
        var name: String
        var x: String, y: String, width: String, height: String, alpha: String, scale: String, visible: String
        var anchor: (String, String)
        /// Whether the layer is visible when that reads no variable (folded at export).
        var constantlyVisible: Bool?
        /// Text layers.
        var fontSize: String?, alignment: String?
        /// Layers whose outline has a corner radius (`LayerOutlineCode`).
        var cornerRadius: String?
        /// Layers with a border; with a shadow: opacity, radius, x, y.
        var borderWidth: String?, shadow: (String, String, String, String)?
        /// Image layers with a blur.
        var blur: String?
        /// Pager layers.
        var pages: String?
        /// Layers with a clip: x, y, width, height in viewport points.
        var clip: (String, String, String, String)?
    }

    let code: DesignCode

    private var slots: UsedSlots { UsedSlots(design: code.design) }

    /// What the layers read (the offset always: it is the state they follow).
    var layerReads: Set<Int> {
        slots.closure(properties: slots.layerProperties(blur: true) { LayerOutlineCode(code: code, layer: $0).writes($1) }, expressions: code.design.layers.flatMap(\.kind.expressions))
            .union([ExpressionScope.offsetSlot])
    }

    /// `let`-style lines defining insetTop and the variables `reads` needs, in order
    /// (`declare(name, value)` writes one).
    func variableLines(reading reads: Set<Int>, declare: (String, String) -> String) -> [String] {
        let inset = reads.contains(ExpressionScope.insetTopSlot)
            ? [declare("insetTop", code.insetTopCode)] : []
        return inset + code.variables.enumerated().filter { slots.needsVariable($0.offset, in: reads) }.map { declare($0.element.name, $0.element.code) }
    }


    var layers: [Layer] {
        code.design.layers.map { layer in
            let y = layer.space == .content ? "(\(code.code(layer.y)) - offset)" : code.code(layer.y)
            var frame = Layer(name: code.identifier(layer), x: code.code(layer.x), y: y, width: code.code(layer.width),
                              height: code.code(layer.height), alpha: code.code(layer.alpha), scale: code.code(layer.scale),
                              visible: code.code(layer.visible),
                              anchor: (code.language.number(layer.anchor.x), code.language.number(layer.anchor.y)))
            frame.constantlyVisible = code.constant(layer.visible).map { $0 > 0 }
            switch layer.kind {
            case let .text(_, size, _, _, alignment, _, _):
                frame.fontSize = code.code(size)
                frame.alignment = code.code(alignment)
            case let .icon(_, size, _, _):
                frame.fontSize = code.code(size)
            case .image:
                if layer.blur.constantValue != 0 { frame.blur = code.code(layer.blur) }
            case let .pager(_, pages, _):
                frame.pages = code.code(pages)
            default: break
            }
            let outline = LayerOutlineCode(code: code, layer: layer)
            if case let .property(radius) = outline.radius { frame.cornerRadius = code.code(radius) }
            frame.borderWidth = outline.border.map { code.code($0.width) }
            frame.shadow = outline.shadow.map { (code.code($0.opacity), code.code($0.radius), code.code($0.x), code.code($0.y)) }
            if let clip = layer.clip {
                frame.clip = (clip.x.map(code.code) ?? code.language.number(0), clip.y.map(code.code) ?? code.language.number(0),
                              clip.width.map(code.code) ?? "W", clip.height.map(code.code) ?? "H")
            }
            return frame
        }
    }
}
