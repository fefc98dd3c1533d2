import HeaderKit

/// A layer's `shape` and `border` in Compose and Flutter, by the renderer's rule
/// (`LayerOutlineCode`): a shape (circle, capsule) rounds by half the frame's short side, a border
/// strokes the outline inside the frame, on the kinds with an outline only. The layer's own
/// drawing goes inside: Compose clips a `Box` to the shape (`RoundedCornerShape(50)`, half the
/// short side) with a `border`; Flutter a `ClipRRect` under a foreground `DecoratedBox`.
struct PortableOutlineCode {
    let code: DesignCode
    let layer: DesignLayer
    let frame: LayerFrameCode.Layer

    private var outline: LayerOutlineCode { LayerOutlineCode(code: code, layer: layer) }
    private var colors: SystemColorCode { SystemColorCode(language: code.language) }

    /// Whether there is anything to wrap: a shape, or a border on a kind with an outline.
    private var wraps: Bool { layer.shape != nil || (outline.border != nil && frame.borderWidth != nil) }

    func compose(_ content: String) -> String {
        guard wraps else { return content }
        let shape = layer.shape != nil ? "RoundedCornerShape(50)" : "RoundedCornerShape((\(frame.cornerRadius ?? "0f")).dp)"
        var modifier = "Modifier.fillMaxSize()" + (layer.shape != nil ? ".clip(\(shape))" : "")
        if let border = outline.border, let width = frame.borderWidth {
            modifier += ".border(max(0f, \(width)).dp, \(colors.compose(border.color)), \(shape))"
        }
        return "Box(\(modifier)) { \(content) }"
    }

    func flutter(_ content: String) -> String {
        guard wraps else { return content }
        let radius = layer.shape != nil ? "BorderRadius.circular(math.min(\(frame.width), \(frame.height)) / 2)"
            : "BorderRadius.circular(\(frame.cornerRadius ?? "0.0"))"
        var widget = layer.shape != nil ? "ClipRRect(borderRadius: \(radius), child: \(content))" : content
        if let border = outline.border, let width = frame.borderWidth {
            widget = "DecoratedBox(position: DecorationPosition.foreground, decoration: BoxDecoration(border: Border.all(color: \(colors.flutter(border.color)), width: math.max(0.0, \(width)).toDouble()), borderRadius: \(radius)), child: \(widget))"
        }
        return widget
    }
}
