import ScrollCore

/// Where a tab bar and its accessory sit on a screen, for one iOS and a minimise progress
/// (0 full … 1 minimised; iOS 17 has no minimising). Sizes: `TabBarMetrics`.
public struct TabBarLayout: Equatable, Sendable {
    public var bar: Rect
    public var accessory: Rect?
    /// The list's bottom inset with the bar full (UIKit keeps it while the bar minimises).
    public var bottomInset: Double

    public init(viewport: Size, safeArea: EdgeInsets, system: SystemVersion, hasAccessory: Bool, minimized progress: Double) {
        typealias M = TabBarMetrics
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        if system.hasLiquidGlass {
            let inset = M.floatingInset, fullWidth = max(0, viewport.width - 2 * inset)
            let height = mix(M.floatingHeight, M.minimizedHeight), width = mix(fullWidth, min(fullWidth, M.minimizedWidth))
            bar = Rect(x: inset, y: viewport.height - inset - height, width: width, height: height)
            if hasAccessory {
                // Above the full bar; inline beside the minimised one.
                let above = Rect(x: inset, y: viewport.height - inset - M.floatingHeight - M.accessoryGap - M.accessoryHeight,
                                 width: fullWidth, height: M.accessoryHeight)
                let inlineX = inset + M.minimizedWidth + M.accessoryGap
                let inline = Rect(x: inlineX, y: viewport.height - inset - M.minimizedHeight,
                                  width: max(0, viewport.width - inset - inlineX), height: M.minimizedHeight)
                var moving = Rect(x: mix(above.minX, inline.minX), y: mix(above.minY, inline.minY),
                                  width: mix(above.width, inline.width), height: M.accessoryHeight)
                // Once it comes down beside the shrinking bar it keeps clear of it (D3: the bar's
                // icons drew over the accessory's title).
                if moving.maxY > bar.minY {
                    let x = max(moving.minX, bar.maxX + M.accessoryGap)
                    moving = Rect(x: x, y: moving.minY, width: max(0, viewport.width - inset - x), height: moving.height)
                }
                accessory = moving
            } else {
                accessory = nil
            }
            let top = viewport.height - inset - M.floatingHeight - (hasAccessory ? M.accessoryGap + M.accessoryHeight : 0)
            bottomInset = max(safeArea.bottom, viewport.height - top)
        } else {
            let height = M.classicHeight + safeArea.bottom
            bar = Rect(x: 0, y: viewport.height - height, width: viewport.width, height: height)
            // iOS 17's mini player: a rounded strip just above the bar [EST, from Music].
            accessory = hasAccessory ? Rect(x: 8, y: bar.minY - M.accessoryGap - M.accessoryHeight, width: max(0, viewport.width - 16),
                                            height: M.accessoryHeight) : nil
            bottomInset = height + (hasAccessory ? M.accessoryGap + M.accessoryHeight : 0)
        }
    }
}
