/// The tab bar's sizes, in points.
/// iOS 26 (floating glass capsule): 62 tall, 21 from the screen's sides and bottom, 10 pt labels
/// [3p: ryanashcraft/FabBar, a reimplementation measured against iOS 26]. Minimised: a capsule of
/// the selected item, 48 tall and 62 wide [EST]. iOS 17: full width, 49 tall plus the safe area's
/// bottom, a hairline on top, 10 pt labels (UITabBar).
public enum TabBarMetrics {
    public static let floatingHeight = 62.0
    public static let floatingInset = 21.0
    public static let minimizedHeight = 48.0
    public static let minimizedWidth = 62.0
    public static let classicHeight = 49.0
    public static let labelSize = 10.0
    /// An item's symbol: the square its glyph fills, above the label [EST, from iOS 26 captures'
    /// ≈ 22 pt glyphs].
    public static let symbolSize = 22.0
    /// The gap between the tab bar and an accessory above it (or beside it, minimised) [EST].
    public static let accessoryGap = 8.0
    public static let accessoryHeight = 48.0
}
