/// The navigation bar's sizes, in points. Apple publishes none of the iOS 26/27 figures; each is
/// marked with where it comes from.
public enum NavigationBarMetrics {
    /// iOS 17's bar row: 44 tall, 17 pt semibold centred title [3p: zelez-lab/dija's UINavigationBar
    /// metrics; the long-standing UIKit figure].
    public static let classicRowHeight = 44.0
    /// iOS 26/27's row holds 44 pt glass items with room around them [EST: the items' ≥ 44 pt slot
    /// (wix RNN) plus ≈ 4 pt above and below on iOS 26 captures].
    public static let glassRowHeight = 52.0
    /// A glass item's platter: 44 pt circles, a two-item group a 44 pt tall capsule [EST, as the fact sheet].
    public static let itemSide = 44.0
    /// Space between the screen's edge and the first platter, and between platters [EST].
    public static let edgeInset = 16.0
    public static let itemGap = 8.0
    /// The large title: 34 pt bold in a 52 pt block that collapses as the list scrolls [3p: dija 34 pt;
    /// Unwrap and cranpose-liquid 52 pt].
    public static let largeTitleSize = 34.0
    public static let largeTitleBlock = 52.0
    public static let inlineTitleSize = 17.0
    /// The inline title fades in over the last points of the large title's collapse [EST].
    public static let inlineTitleFade = 10.0
    /// An integrated top tab bar: a 36 pt strip of 15 pt titles [EST].
    public static let tabsHeight = 36.0
    public static let tabsTitleSize = 15.0
    /// A search field: 36 tall with 10 below it [EST: UISearchBar's field is 36 pt].
    public static let searchHeight = 36.0
    public static let searchGap = 10.0

    /// iOS 27 minimised [EST: nothing measured yet; drawn as a compact bar that keeps every control
    /// reachable]: the row 34 pt with 30 pt items, the title 13 pt, the tab strip 26 pt with 12 pt
    /// titles; the search field folds away.
    public static let minimizedRowHeight = 34.0
    public static let minimizedItemSide = 30.0
    public static let minimizedTitleSize = 13.0
    public static let minimizedTabsHeight = 26.0
    public static let minimizedTabsTitleSize = 12.0
}
