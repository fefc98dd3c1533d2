import InputGeometry

/// A `SceneItem` as `Scene` keeps it: the same drawing command with its references (texts, icon
/// glyph names, gradients, glass shapes) moved into the scene's tables and named by index, so
/// the item is plain bytes. A frame writes every item, then the renderer reads it, each time
/// after SDL's blits evicted it from the caches; with strings in the items `reset` also read every
/// item again to release them, and the renderer copied each text's fields through the runtime's
/// generic tuple copy (callgrind, grid-profile: about 570 L1 misses a frame of the 3,770 the
/// frame spends over SDL's floor).
public enum PackedSceneItem: Equatable, Sendable {
    case image(ImageRef, source: Rect, destination: Rect, alpha: Double, blurRadius: Double, clip: Rect?)
    case maskedImage(ImageRef, source: Rect, destination: Rect, cornerRadius: Double, alpha: Double, blurRadius: Double, clip: Rect?)
    case fill(Rect, Color, cornerRadius: Double, clip: Rect?)
    /// `Scene.texts[text]`.
    case text(Int, style: TextStyle, frame: Rect, alignment: TextAlignment, lineBreak: TextLineBreak, alpha: Double, clip: Rect?)
    /// `Scene.texts[glyph]`.
    case icon(Int, weight: SymbolWeight, color: Color, frame: Rect, alpha: Double, clip: Rect?)
    case line(from: Point, to: Point, color: Color, width: Double, clip: Rect?)
    case backdropBlur(Rect, blurRadius: Double, alpha: Double, cornerRadius: Double, clip: Rect?)
    /// `Scene.gradients[gradient]`.
    case gradient(Int, Rect, cornerRadius: Double, alpha: Double, clip: Rect?)
    case shadow(Rect, cornerRadius: Double, color: Color, blurRadius: Double, clip: Rect?)
    case border(Rect, cornerRadius: Double, width: Double, color: Color, clip: Rect?)
    /// `Scene.glasses[glass]`.
    case glass(Int)
    case progressiveBlur(ProgressiveBlur)

    /// The item as it was appended to `scene`.
    func unpacked(in scene: Scene) -> SceneItem {
        switch self {
        case let .image(ref, source, destination, alpha, blurRadius, clip):
            .image(ref, source: source, destination: destination, alpha: alpha, blurRadius: blurRadius, clip: clip)
        case let .maskedImage(ref, source, destination, cornerRadius, alpha, blurRadius, clip):
            .maskedImage(ref, source: source, destination: destination, cornerRadius: cornerRadius, alpha: alpha,
                         blurRadius: blurRadius, clip: clip)
        case let .fill(rect, color, cornerRadius, clip):
            .fill(rect, color, cornerRadius: cornerRadius, clip: clip)
        case let .text(text, style, frame, alignment, lineBreak, alpha, clip):
            .text(scene.texts[text], style: style, frame: frame, alignment: alignment, lineBreak: lineBreak, alpha: alpha, clip: clip)
        case let .icon(glyph, weight, color, frame, alpha, clip):
            .icon(scene.texts[glyph], weight: weight, color: color, frame: frame, alpha: alpha, clip: clip)
        case let .line(from, to, color, width, clip):
            .line(from: from, to: to, color: color, width: width, clip: clip)
        case let .backdropBlur(rect, blurRadius, alpha, cornerRadius, clip):
            .backdropBlur(rect, blurRadius: blurRadius, alpha: alpha, cornerRadius: cornerRadius, clip: clip)
        case let .gradient(gradient, rect, cornerRadius, alpha, clip):
            .gradient(scene.gradients[gradient], rect, cornerRadius: cornerRadius, alpha: alpha, clip: clip)
        case let .shadow(rect, cornerRadius, color, blurRadius, clip):
            .shadow(rect, cornerRadius: cornerRadius, color: color, blurRadius: blurRadius, clip: clip)
        case let .border(rect, cornerRadius, width, color, clip):
            .border(rect, cornerRadius: cornerRadius, width: width, color: color, clip: clip)
        case let .glass(glass):
            .glass(scene.glasses[glass])
        case let .progressiveBlur(blur):
            .progressiveBlur(blur)
        }
    }
}
