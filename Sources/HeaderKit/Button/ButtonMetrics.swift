import ScrollCore

/// How big a `button` draws: `UIButton.Configuration`'s content insets, title font, symbol spacing
/// and corners per `buttonSize`. Apple publishes none of these numbers; each is an estimate [EST]
/// from the iOS 17 simulator's default configurations (a medium `.filled()` "Button" is 34.33 pt
/// tall: a 17 pt body line, 20.33 pt, plus 7 pt above and below), and the code exports set the
/// same values explicitly so the exported button matches the drawing.
public struct ButtonMetrics: Sendable, Equatable {
    /// Title font size (points): [EST] subheadline 15 for small, body 17 for medium and large.
    public var fontSize: Double
    /// [EST] Semibold on filled and large buttons (the prominent look), regular otherwise.
    public var weight: TextWeight
    /// Content insets: [EST] small 5/10, medium 7/12, large 14/20 (vertical/horizontal).
    public var vertical: Double
    public var horizontal: Double
    /// `imagePadding`, the gap between symbol and title: [EST] 6 pt at every size.
    public var imagePadding: Double
    /// The symbol's point size: the title's (a symbol configured with the title's text style).
    public var symbolSize: Double { fontSize }

    /// [EST] `.tinted()`'s background alpha over the tint.
    public static let tintedAlpha = 0.15
    /// The outline of a `bordered` button (points).
    public static let borderWidth = 1.0

    public init(size: ButtonLayer.Size, style: ButtonLayer.Style) {
        switch size {
        case .small: (fontSize, vertical, horizontal) = (15, 5, 10)
        case .medium: (fontSize, vertical, horizontal) = (17, 7, 12)
        case .large: (fontSize, vertical, horizontal) = (17, 14, 20)
        }
        weight = style == .filled || size == .large ? .semibold : .regular
        imagePadding = 6
    }

    /// The points the content adds to the title's width: insets, and the symbol with its padding.
    public func extraWidth(symbol: Bool, title: Bool) -> Double {
        2 * horizontal + (symbol ? symbolSize + (title ? imagePadding : 0) : 0)
    }

    /// The corner radius of a frame `height` tall on `system`: a capsule where Liquid Glass draws
    /// (iOS 26 and 27: "capsules dominate", `cornerStyle = .capsule`), else `.dynamic`'s system
    /// radius [EST]: small 6, medium 8, large 12 pt on iOS 17.
    public static func cornerRadius(size: ButtonLayer.Size, height: Double, system: SystemVersion) -> Double {
        if system.hasLiquidGlass { return height / 2 }
        let radius: Double = switch size { case .small: 6; case .medium: 8; case .large: 12 }
        return min(radius, height / 2)
    }
}
