import ScrollCore

/// iOS 26's scroll edge effect (`UIScrollEdgeEffect`, `.scrollEdgeEffectStyle`): how content that
/// passes under the bars at the top and bottom stays legible now that bars are clear. A design's
/// `"scroll": {"edgeEffect": {"top": …, "bottom": …}}`.
public struct ScrollEdgeEffect: Sendable, Equatable {
    public enum Style: String, Sendable, Equatable, CaseIterable {
        /// Soft where a bar is pinned on iOS 26 (the system's default), nothing on iOS 17.
        case automatic
        /// A progressive blur and fade of the content under the bar.
        case soft
        /// A nearly opaque cut the bar's height, ended by a line.
        case hard
        case none
    }

    public var top: Style = .automatic
    public var bottom: Style = .automatic

    public init(top: Style = .automatic, bottom: Style = .automatic) {
        self.top = top
        self.bottom = bottom
    }

    /// What `style` draws on `system` where a bar exists at that edge (`hasBar`). On iOS 17 an
    /// asked-for soft or hard effect is the bar's own material (that release's equivalent).
    public static func resolved(_ style: Style, system: SystemVersion, hasBar: Bool) -> Resolved {
        guard hasBar else { return .none }
        // iOS 27: "a uniform toolbar background appears across the top" under floating bars
        // [Apple: WWDC26 Platforms State of the Union].
        if system == .ios27, style == .automatic || style == .soft { return .toolbar }
        switch (style, system.hasLiquidGlass) {
        case (.none, _), (.automatic, false): return .none
        case (.automatic, true), (.soft, true): return .soft
        case (.hard, true): return .hard
        case (.soft, false), (.hard, false): return .material
        }
    }

    public enum Resolved: Sendable, Equatable { case none, soft, hard, material, toolbar }

    /// The feather below a top bar (above a bottom one) over which the effect eases out
    /// [EST: ≈ 50 pt on iOS 26 captures, per the reimplementations in the fact sheet].
    public static let feather = 50.0
    /// The soft effect's strongest blur (points, Gaussian sigma) and fade toward the background
    /// [EST, read off iOS 26 screenshots: rows under the bar are unreadable but their colour shows].
    public static let softBlur = 8.0
    public static let softFade = 0.6
    /// The hard effect: the background at this alpha, ended by a hairline.
    public static let hardAlpha = 0.94
    /// iOS 27's uniform toolbar background: the background at this alpha over the bar's extent,
    /// blurred as the soft effect, with a short feather below [EST: nothing measured; uniform per
    /// the keynote's description, opaque enough that rows under it do not compete with titles].
    public static let toolbarAlpha = 0.78
    public static let toolbarFeather = 12.0
}
