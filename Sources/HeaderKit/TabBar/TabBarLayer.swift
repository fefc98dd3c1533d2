/// A `tabBar` layer: the app's tab bar. On iOS 26 a floating glass capsule that can minimise while
/// the list scrolls (`UITabBarController.tabBarMinimizeBehavior`), with an optional bottom accessory
/// (a mini player) above it — inline beside it once minimised; on iOS 17 the full-width bar. It
/// places itself (its frame follows `TabBarLayout`, not the layer's x/y/width/height).
public struct TabBarLayer: Sendable, Equatable {
    public struct Item: Sendable, Equatable {
        public var title: String
        /// An SF Symbol name (drawn once the icon renderer is merged; the title shows meanwhile).
        public var symbol: String?
        public init(title: String, symbol: String? = nil) {
            self.title = title
            self.symbol = symbol
        }
    }

    /// `UITabBarController.MinimizeBehavior`: which scroll direction minimises it.
    public enum Minimize: String, Sendable, Equatable, CaseIterable { case onScrollDown, onScrollUp, never }

    public var items: [Item]
    public var selected: Int
    public var minimize: Minimize
    /// The bottom accessory's title (nil: none).
    public var accessory: String?

    public init(items: [Item], selected: Int = 0, minimize: Minimize = .never, accessory: String? = nil) {
        self.items = items
        self.selected = selected
        self.minimize = minimize
        self.accessory = accessory
    }
}
