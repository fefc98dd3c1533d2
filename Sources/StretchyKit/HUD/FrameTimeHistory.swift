/// The last few seconds of frame times (ms) in a fixed ring: recording a frame allocates nothing.
/// The HUD draws it as a bar graph; `percentile` gives p50/p99 for the HUD and the exit summary.
public struct FrameTimeHistory: Sendable {
    public let capacity: Int
    private var samples: [Double]
    private var next = 0
    public private(set) var count = 0
    private var scratch: [Double] = []

    public init(capacity: Int) {
        self.capacity = max(1, capacity)
        samples = [Double](repeating: 0, count: self.capacity)
        scratch.reserveCapacity(self.capacity)
    }

    public mutating func record(_ milliseconds: Double) {
        samples[next] = milliseconds
        next = (next + 1) % capacity
        count = min(capacity, count + 1)
    }

    /// The `index`th sample, oldest first (`0..<count`).
    public func sample(at index: Int) -> Double {
        samples[(next - count + index + capacity * 2) % capacity]
    }

    /// The `p`th percentile (0...1) by nearest rank; 0 when empty.
    public mutating func percentile(_ p: Double) -> Double {
        guard count > 0 else { return 0 }
        scratch.removeAll(keepingCapacity: true)
        for index in 0..<count { scratch.append(sample(at: index)) }
        scratch.sort()
        let rank = Int((min(1, max(0, p)) * Double(count - 1)).rounded())
        return scratch[rank]
    }

    public mutating func removeAll() { next = 0; count = 0 }
}
