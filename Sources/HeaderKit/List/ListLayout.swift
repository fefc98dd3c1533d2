import ScrollCore

/// Virtualised vertical list geometry: O(log n) origins, visible ranges and hit rows at any length,
/// with rows not measured yet taking `estimatedRowHeight` (UITableView's self-sizing model).
/// Coordinates are list-relative: row 0's top is 0 (the screen adds the header's `rowsTop`).
public struct ListLayout: Equatable, Sendable {
    private var heights: HeightDeltaTree
    private var measured: [UInt64]
    public private(set) var measuredCount = 0
    public let estimatedRowHeight: Double

    public init(count: Int, estimatedRowHeight: Double) {
        self.estimatedRowHeight = estimatedRowHeight
        heights = HeightDeltaTree(count: count, base: RepeatingHeights(heights: [estimatedRowHeight]))
        measured = Array(repeating: 0, count: (max(0, count) + 63) / 64)
    }

    public var count: Int { heights.count }
    public var totalHeight: Double { heights.totalHeight }

    /// Top of row `index` (`count` gives the bottom of the last row).
    public func origin(ofRow index: Int) -> Double { heights.origin(index) }

    public func height(ofRow index: Int) -> Double { heights.origin(index + 1) - heights.origin(index) }

    public func frame(ofRow index: Int) -> (minY: Double, height: Double) {
        let top = heights.origin(index)
        return (top, heights.origin(index + 1) - top)
    }

    public func isMeasured(_ index: Int) -> Bool { measured[index >> 6] & (1 << UInt64(index & 63)) != 0 }

    /// The row containing `y`, clamped to the rows (0 when empty).
    public func rowIndex(at y: Double) -> Int { heights.rowIndex(at: y) }

    /// Rows that intersect `minY..<maxY`; empty when the list is.
    public func visibleRows(in minY: Double, _ maxY: Double) -> Range<Int> {
        guard count > 0, maxY > minY, maxY > 0, minY < totalHeight else { return 0..<0 }
        let first = rowIndex(at: minY)
        let last = rowIndex(at: maxY)
        let lastIncluded = origin(ofRow: last) < maxY ? last : last - 1
        return first..<max(first, lastIncluded) + 1
    }

    /// Every row's height at once, all marked measured (O(n)).
    public mutating func setAllHeights(_ height: (Int) -> Double) {
        let base = heights.base
        heights.setAllDeltas { height($0) - base.height(ofRow: $0) }
        markAllMeasured()
    }

    /// Every row's height when they repeat `period` over and over, with `band` more atop every
    /// `bandEvery`-th row from row 0 (section headers), all marked measured: O(period), whatever
    /// the length, so a list measured again on every tuned parameter stays cheap at a million rows.
    public mutating func setRepeatingHeights(_ period: [Double], band: Double = 0, every bandEvery: Int = 1) {
        heights.reset(base: RepeatingHeights(heights: period, band: band, every: bandEvery))
        markAllMeasured()
    }

    private mutating func markAllMeasured() {
        for word in measured.indices { measured[word] = .max }
        measuredCount = count
    }

    /// Records a measured height. Returns how far rows below it moved.
    @discardableResult
    public mutating func setHeight(_ height: Double, ofRow index: Int) -> Double {
        let change = height - self.height(ofRow: index)
        if change != 0 { heights.addDelta(change, at: index) }
        if !isMeasured(index) {
            measured[index >> 6] |= 1 << UInt64(index & 63)
            measuredCount += 1
        }
        return change
    }

    /// Measures the unmeasured rows visible in `minY..<maxY` (repeating while the range changes as
    /// heights replace estimates) and returns how far the anchor row moved: add it to
    /// contentOffset.y so the anchor stays where it was on screen. The anchor is the first visible
    /// row that was already measured (it was on screen last frame), else the row at `minY`; so rows
    /// entering at the top while scrolling back up get their real heights above it without a jump.
    /// Rows are measured only here, lazily, as they come within `lookahead` points of the visible
    /// range: measured before they show, the rows a scroll reaches (and so contentSize at an edge)
    /// do not depend on which moments happened to be frames.
    public mutating func measureVisibleRows(in minY: Double, _ maxY: Double, lookahead: Double = 0,
                                            height measure: (Int) -> Double) -> Double {
        guard count > 0, measuredCount < count else { return 0 }  // all measured: nothing can move
        let visible = visibleRows(in: minY, maxY)
        let anchor = visible.first(where: isMeasured) ?? rowIndex(at: minY)
        let anchorBefore = origin(ofRow: anchor)
        var shift = 0.0
        for _ in 0..<8 {
            var changed = false
            for row in visibleRows(in: minY - lookahead + shift, maxY + lookahead + shift) where !isMeasured(row) {
                setHeight(measure(row), ofRow: row)
                changed = true
            }
            shift = origin(ofRow: anchor) - anchorBefore
            if !changed { break }
        }
        return shift
    }
}
