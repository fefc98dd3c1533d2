import ScrollCore

/// Where each tab-bar item is drawn while the bar minimises (D3: items never squeeze, overlap or
/// truncate). Over the first half of the minimise the other items fade out in their full cells
/// while the selected one stays in its own; over the second half the selected one alone moves
/// into the minimised capsule and its title fades (the minimised bar shows its symbol) [EST:
/// the order read off iOS 26 captures, where the other items are gone before the capsule is small].
public struct TabBarItemFrames: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public var index: Int
        public var cell: Rect
        public var alpha: Double
        /// The title's opacity within the item (the symbol stays).
        public var titleAlpha: Double
    }

    public var items: [Item]

    /// How far the capsule itself has shrunk at minimise `progress`: only once the other items
    /// are gone (the second half), so no item is ever outside it.
    public static func barProgress(_ progress: Double) -> Double { max(0, min(1, 2 * progress - 1)) }

    /// `band`: the items' band at this progress; `fullBand`: the band of the full bar.
    public init(count: Int, selected: Int, band: Rect, fullBand: Rect, progress: Double, hasSymbol: (Int) -> Bool) {
        let p = min(1, max(0, progress))
        let fade = max(0, 1 - 2 * p), move = max(0, 2 * p - 1)
        let fullCell = fullBand.width / Double(max(1, count))
        var items: [Item] = []
        for index in 0..<count {
            let own = Rect(x: fullBand.minX + Double(index) * fullCell, y: band.minY, width: fullCell, height: band.height)
            if index == selected {
                let cell = Rect(x: own.minX + (band.minX - own.minX) * move, y: band.minY,
                                width: own.width + (band.width - own.width) * move, height: band.height)
                items.append(Item(index: index, cell: cell, alpha: 1, titleAlpha: hasSymbol(index) ? 1 - move : 1))
            } else if fade > 0.01 {
                items.append(Item(index: index, cell: own, alpha: fade, titleAlpha: 1))
            }
        }
        self.items = items
    }
}
