import ScrollCore

/// A phone or tablet the screen is shown on: its size in points, the safe area UIKit reports in
/// portrait, and what the chrome pass draws (status bar, Dynamic Island, home indicator, corners).
///
/// Sources: sizes are Apple's HIG "Layout" → "Specifications" device table (points, portrait);
/// scales are `UIScreen.scale` on each device (Apple's device table; the Pixel 7's 420 dpi density
/// is 2.625); safe-area insets are what `UIWindow.safeAreaInsets` reports on each device in the iOS 17/18
/// simulators (HIG shows them only as drawings); corner radii are the screens' display corner
/// radii as the simulators' device frames use them (Apple publishes no figure).
public struct Device: Sendable, Equatable {
    public var name: String
    public var size: Size
    public var safeArea: EdgeInsets
    /// Height of the status bar's content band (≤ safeArea.top; 20 on a home-button phone).
    public var statusBarHeight: Double
    public var cornerRadius: Double
    public var hasDynamicIsland: Bool
    /// Phones with no home button show the home indicator (a 134×5 pt capsule, 8 pt above the bottom).
    public var hasHomeIndicator: Bool
    /// false: a viewport only (no safe area, no chrome), as a device with no iOS chrome.
    public var hasChrome: Bool
    /// Pixels per point (`UIScreen.scale`): motions end within half of one of these pixels.
    public var scale: Double

    public init(name: String, size: Size, safeArea: EdgeInsets = .zero, statusBarHeight: Double = 0, cornerRadius: Double = 0,
                hasDynamicIsland: Bool = false, hasHomeIndicator: Bool = false, hasChrome: Bool = true, scale: Double = 1) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
        self.statusBarHeight = statusBarHeight
        self.cornerRadius = cornerRadius
        self.hasDynamicIsland = hasDynamicIsland
        self.hasHomeIndicator = hasHomeIndicator
        self.hasChrome = hasChrome
        self.scale = scale
    }

    public static let all: [Device] = [
        Device(name: "iphone-15", size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34),
               statusBarHeight: 54, cornerRadius: 55, hasDynamicIsland: true, hasHomeIndicator: true, scale: 3),
        Device(name: "iphone-se", size: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20, bottom: 0),
               statusBarHeight: 20, scale: 2),
        // Android: a viewport only (this prototype draws no Android chrome).
        Device(name: "pixel-7", size: Size(width: 412, height: 915), hasChrome: false, scale: 2.625),
        Device(name: "ipad-mini", size: Size(width: 744, height: 1133), safeArea: EdgeInsets(top: 24, bottom: 20),
               statusBarHeight: 24, cornerRadius: 21.5, hasHomeIndicator: true, scale: 2),
        Device(name: "iphone-15-pro-max", size: Size(width: 430, height: 932), safeArea: EdgeInsets(top: 59, bottom: 34),
               statusBarHeight: 54, cornerRadius: 55, hasDynamicIsland: true, hasHomeIndicator: true, scale: 3),
        Device(name: "iphone-16-pro", size: Size(width: 402, height: 874), safeArea: EdgeInsets(top: 62, bottom: 34),
               statusBarHeight: 54, cornerRadius: 62, hasDynamicIsland: true, hasHomeIndicator: true, scale: 3),
    ]

    public static func named(_ name: String) -> Device? { all.first { $0.name == name.lowercased() } }
}

/// UIKit's `UIUserInterfaceStyle`: which value of every system colour is drawn.
public enum Appearance: String, Sendable, Equatable, CaseIterable {
    case light, dark
}
