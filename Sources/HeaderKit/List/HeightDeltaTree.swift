/// A Fenwick (binary indexed) tree of row-height deltas over a base pattern (a uniform estimate,
/// or measured heights that repeat): row i is `base.height(ofRow: i) + delta(i)` tall, so origins
/// are `base.origin(i) + prefix(i)` in O(log n). The tree is allocated at the first delta: a list
/// whose every row follows its base (a reset, a repeating pattern) costs O(1) at any length.
struct HeightDeltaTree: Equatable, Sendable {
    private(set) var count: Int
    private(set) var base: RepeatingHeights
    private var tree: [Double] = []  // 1-based once allocated; empty while every delta is 0

    init(count: Int, base: RepeatingHeights) {
        self.count = max(0, count)
        self.base = base
    }

    /// Sum of deltas of rows 0..<index.
    func deltaPrefix(_ index: Int) -> Double {
        guard !tree.isEmpty else { return 0 }
        var i = min(index, count), sum = 0.0
        while i > 0 { sum += tree[i]; i &= i - 1 }
        return sum
    }

    /// Origin of row `index` (0...count) measured from the first row's top.
    func origin(_ index: Int) -> Double { base.origin(index) + deltaPrefix(index) }

    var totalHeight: Double { origin(count) }

    /// Every row follows `base` again (all deltas 0), in O(1).
    mutating func reset(base: RepeatingHeights) {
        self.base = base
        tree = []
    }

    /// Sets every row's delta at once: the Fenwick tree built bottom-up in O(n).
    mutating func setAllDeltas(_ delta: (Int) -> Double) {
        guard count > 0 else { return }
        tree = Array(repeating: 0, count: count + 1)
        for i in 1...count { tree[i] = delta(i - 1) }
        for i in 1...count {
            let parent = i + (i & -i)
            if parent <= count { tree[parent] += tree[i] }
        }
    }

    mutating func addDelta(_ delta: Double, at index: Int) {
        if tree.isEmpty { tree = Array(repeating: 0, count: count + 1) }
        var i = index + 1
        while i <= count { tree[i] += delta; i += i & -i }
    }

    /// The last row whose origin is ≤ y (clamped to 0..<count); -1 never returned. Fenwick descent:
    /// node `pos + step` covers exactly the `step` rows from `pos`, so its height is its delta plus
    /// the base's height of those rows.
    func rowIndex(at y: Double) -> Int {
        guard count > 0 else { return 0 }
        if y <= 0 { return 0 }
        var pos = 0, remaining = y
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = pos + step
            if next <= count {
                let blockHeight = (tree.isEmpty ? 0 : tree[next]) + base.height(from: pos, count: step)
                if blockHeight <= remaining { pos = next; remaining -= blockHeight }
            }
            step /= 2
        }
        // `pos` rows fit entirely at or above y: row `pos` contains y.
        return min(pos, count - 1)
    }
}
