import HeaderKit
import ScrollCore

/// One design layer as a sidecar and `--trace-layers` write it: its frame in viewport points
/// (before scale), alpha, scale and blur at that moment.
public struct LayerRecord: Equatable, Sendable {
    public var id: String
    public var frame: Rect
    public var alpha: Double
    public var scale: Double
    public var blur: Double
    public var isVisible: Bool
    /// A tab bar's minimise progress (0 full … 1 minimised).
    public var minimized: Double?
    /// A tab bar's or a navigation bar's tab strip's shown items with their frames.
    public var items: [ResolvedLayer.ItemFrame]

    public init(id: String, _ layer: ResolvedLayer) {
        self.id = id
        frame = layer.frame
        alpha = layer.alpha
        scale = layer.scale
        blur = layer.blur
        isVisible = layer.isVisible
        minimized = layer.minimized
        items = layer.items
    }

}
