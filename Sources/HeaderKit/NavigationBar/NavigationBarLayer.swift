/// A `navigationBar` layer: the system navigation bar (`UINavigationBar` / SwiftUI's navigation
/// toolbar), as `tabBar` is the system tab bar. It places itself at the top of the safe area (its
/// frame follows `NavigationBarLayout`, not the layer's x/y/width/height): an inline title between
/// leading and trailing items, a large title below them that collapses as the list scrolls, an
/// optional search field and an integrated top tab bar. On iOS 27 it minimises on scroll
/// (`UINavigationItem.navigationBarMinimization`, `toolbarMinimizationBehavior(_:for: .navigationBar)`).
public struct NavigationBarLayer: Sendable, Equatable {
    /// A bar button item: an SF Symbol or a title, the words of its action, and the group whose
    /// items share one glass platter (`UIBarButtonItemGroup`; nil: its own platter).
    public struct Item: Sendable, Equatable {
        public var symbol: String?
        public var title: String?
        public var action: String?
        public var group: String?
        public init(symbol: String? = nil, title: String? = nil, action: String? = nil, group: String? = nil) {
            self.symbol = symbol; self.title = title; self.action = action; self.group = group
        }
        /// What the item says (its action, else its title, else its symbol's name).
        public var label: String { action ?? title ?? symbol ?? "" }
    }

    /// `UIBarMinimizationBehavior` / `ToolbarMinimizationBehavior` (iOS 27).
    public enum Minimize: String, Sendable, Equatable, CaseIterable { case onScrollDown, onScrollUp, never, automatic }

    /// `"$title"` shows the content's screen title.
    public var title: String
    public var largeTitle: Bool
    public var leading: [Item]
    public var trailing: [Item]
    public var minimize: Minimize
    /// An integrated top tab bar's titles (empty: none) and the selected one.
    public var tabs: [String]
    public var selectedTab: Int
    /// A search field in the bar.
    public var search: Bool

    public init(title: String, largeTitle: Bool = false, leading: [Item] = [], trailing: [Item] = [], minimize: Minimize = .automatic,
                tabs: [String] = [], selectedTab: Int = 0, search: Bool = false) {
        self.title = title; self.largeTitle = largeTitle; self.leading = leading; self.trailing = trailing
        self.minimize = minimize; self.tabs = tabs; self.selectedTab = selectedTab; self.search = search
    }

    /// The direction that minimises it, or nil when it never does: `.automatic` minimises on
    /// scroll down when the bar holds a search field ("automatic minimises when a searchable uses
    /// the toolbarPrincipal placement" [Apple: ToolbarMinimizationBehavior.automatic]).
    public var minimizingDirection: TabBarLayer.Minimize {
        switch minimize {
        case .onScrollDown: .onScrollDown
        case .onScrollUp: .onScrollUp
        case .never: .never
        case .automatic: search ? .onScrollDown : .never
        }
    }
}
