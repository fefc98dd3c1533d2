import ScrollCore

/// A `button` layer: `UIButton.Configuration`'s look in one layer — a title and/or an SF Symbol on
/// the style's background, sized by its content (`ButtonMetrics`) unless the design gives a size.
public struct ButtonLayer: Sendable, Equatable {
    /// The configuration it is drawn as: `.filled()`, `.tinted()`, `.gray()`, a 1 pt outline in the
    /// tint (`bordered`, Material's outlined button), `.plain()`, and iOS 26's `.glass()`.
    public enum Style: String, Sendable, Equatable, CaseIterable { case filled, tinted, gray, bordered, plain, glass }
    /// `UIButton.Configuration.Size` (`buttonSize`).
    public enum Size: String, Sendable, Equatable, CaseIterable { case small, medium, large }

    public var style: Style
    /// The label ("" for a symbol-only button).
    public var title: String
    /// An SF Symbol name `SymbolTable` draws, before the title.
    public var symbol: String?
    /// `baseBackgroundColor` of a filled button, the label and symbol colour of the others.
    public var tint: DynamicColor
    public var size: Size

    public init(style: Style = .filled, title: String = "", symbol: String? = nil, tint: DynamicColor = SystemColor.systemBlue,
                size: Size = .medium) {
        self.style = style
        self.title = title
        self.symbol = symbol
        self.tint = tint
        self.size = size
    }

    public var metrics: ButtonMetrics { ButtonMetrics(size: size, style: style) }

    /// The background under the content (nil: none — plain and bordered, glass draws glass).
    public func background(_ appearance: Appearance) -> Color? {
        switch style {
        case .filled: tint.resolved(appearance)
        // [EST] `.tinted()`: the tint at about 15 % over what is behind (read off iOS 17 screenshots).
        case .tinted: tint.resolved(appearance).withAlpha(ButtonMetrics.tintedAlpha)
        // [EST] `.gray()`: the system's secondary fill (a grey wash that darkens in dark mode).
        case .gray: SystemColor.secondarySystemFill.resolved(appearance)
        case .bordered, .plain, .glass: nil
        }
    }

    /// The title's and symbol's colour: white on a filled button, the label colour on glass
    /// (`.glass` keeps the primary label colour), the tint otherwise.
    public func foreground(_ appearance: Appearance) -> Color {
        switch style {
        case .filled: .white
        case .glass: SystemColor.label.resolved(appearance)
        case .tinted, .gray, .bordered, .plain: tint.resolved(appearance)
        }
    }
}
