/// Row heights known without measuring each row: `heights` over and over (generated rows come in
/// a few kinds), plus a `band` atop every `bandEvery`-th row from row 0 (a section header). Any
/// origin is then a closed form, O(1): a million rows are measured again, after a tuned parameter,
/// by measuring one period. A uniform estimate is the one-height pattern with no band.
struct RepeatingHeights: Equatable, Sendable {
    let heights: [Double]
    /// `prefix[k]`: the first `k` heights together (`prefix.last`: one period).
    private let prefix: [Double]
    let band: Double
    let bandEvery: Int

    init(heights: [Double], band: Double = 0, every bandEvery: Int = 1) {
        self.heights = heights.isEmpty ? [0] : heights
        var sum = 0.0
        prefix = [0] + self.heights.map { sum += $0; return sum }
        self.band = band
        self.bandEvery = max(1, bandEvery)
    }

    var isUniform: Bool { heights.count == 1 && band == 0 }

    /// Top of row `index` (≥ 0) from row 0's top.
    func origin(_ index: Int) -> Double {
        if isUniform { return Double(index) * heights[0] }
        let period = heights.count
        let rows = Double(index / period) * prefix[period] + prefix[index % period]
        // Rows 0, bandEvery, 2·bandEvery… below `index`'s top carry a band: ⌈index / bandEvery⌉.
        return band == 0 ? rows : rows + Double((index + bandEvery - 1) / bandEvery) * band
    }

    /// The `count` rows from `index` together (a uniform pattern's as `count · height`, not a
    /// difference of two large origins).
    func height(from index: Int, count: Int) -> Double {
        isUniform ? Double(count) * heights[0] : origin(index + count) - origin(index)
    }

    /// The height of row `index`.
    func height(ofRow index: Int) -> Double {
        heights[index % heights.count] + (band != 0 && index % bandEvery == 0 ? band : 0)
    }
}
