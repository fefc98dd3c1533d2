/// A Fenwick (binary indexed) tree of row-height deltas over a uniform estimate: row i is
/// `estimate + delta(i)` tall, so origins are `i·estimate + prefix(i)` in O(log n), and the tree
/// starts as zeros (no O(n) build; a million rows are 8 MB of deltas, no strings).
struct HeightDeltaTree: Equatable, Sendable {
    private(set) var count: Int
    var estimate: Double
    private var tree: [Double]  // 1-based

    init(count: Int, estimate: Double) {
        self.count = max(0, count)
        self.estimate = estimate
        self.tree = Array(repeating: 0, count: self.count + 1)
    }

    /// Sum of deltas of rows 0..<index.
    func deltaPrefix(_ index: Int) -> Double {
        var i = min(index, count), sum = 0.0
        while i > 0 { sum += tree[i]; i &= i - 1 }
        return sum
    }

    /// Origin of row `index` (0...count) measured from the first row's top.
    func origin(_ index: Int) -> Double { Double(index) * estimate + deltaPrefix(index) }

    var totalHeight: Double { origin(count) }

    /// Sets every row's delta at once: the Fenwick tree built bottom-up in O(n).
    mutating func setAllDeltas(_ delta: (Int) -> Double) {
        guard count > 0 else { return }
        for i in 1...count { tree[i] = delta(i - 1) }
        for i in 1...count {
            let parent = i + (i & -i)
            if parent <= count { tree[parent] += tree[i] }
        }
    }

    mutating func addDelta(_ delta: Double, at index: Int) {
        var i = index + 1
        while i <= count { tree[i] += delta; i += i & -i }
    }

    /// The last row whose origin is ≤ y (clamped to 0..<count); -1 never returned. Fenwick descent:
    /// node `pos + step` covers exactly `step` rows, so its height is `tree[...] + step·estimate`.
    func rowIndex(at y: Double) -> Int {
        guard count > 0 else { return 0 }
        if y <= 0 { return 0 }
        var pos = 0, remaining = y
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = pos + step
            if next <= count {
                let blockHeight = tree[next] + Double(step) * estimate
                if blockHeight <= remaining { pos = next; remaining -= blockHeight }
            }
            step /= 2
        }
        // `pos` rows fit entirely at or above y: row `pos` contains y.
        return min(pos, count - 1)
    }
}
