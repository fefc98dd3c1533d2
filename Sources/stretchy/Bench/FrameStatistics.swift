/// Percentiles of a set of durations (nearest rank), for the benchmark's report.
struct FrameStatistics {
    private let sorted: [Double]

    init(_ samples: [Double]) { sorted = samples.sorted() }

    var median: Double { percentile(50) }

    func percentile(_ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
