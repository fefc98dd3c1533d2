import DisplayList

/// Text costs what shows: the prefix of a text a layout may need, with every grapheme cluster
/// bounded, so laying out, shaping and measuring stay proportional to what a line can show. A
/// visible-characters limit alone is not enough: one cluster can be a letter with 80,000 combining
/// marks, which HarfBuzz shapes whole at every measurement of a truncation's search.
enum GraphemeBudget {
    /// Unicode's Stream-Safe Text Format (UAX #15 §13): text from files arrives capped already;
    /// text made in code (a replay's caption, a generated row) is capped here.
    static let maximumMarksInARow = StreamSafeText.maximumMarksInARow

    /// The first `clusters` grapheme clusters of `text` (at most; fewer when it is shorter), each
    /// with at most `maximumMarksInARow` combining marks in a row. Reads the UTF-8 once, up to the
    /// scalars those clusters can hold, with the marks dropped from them.
    static func visiblePrefix(_ text: String, clusters: Int) -> String {
        // utf8.count is O(1): text this short has no more clusters than allowed, nor long mark runs.
        if text.utf8.count <= min(clusters, maximumMarksInARow) { return text }
        var text = text
        text.makeContiguousUTF8()
        let bounded = text.utf8.withContiguousStorageIfAvailable { boundedMarks($0, scalarBudget: (clusters + 1) * (maximumMarksInARow + 8)) }
        return String((bounded ?? text).prefix(clusters))
    }

    /// The text of `bytes` (valid UTF-8: a Swift string's) with runs of marks cut to the maximum,
    /// stopping after `scalarBudget` kept scalars. Decoded by hand: a mark run 80,000 long must
    /// cost microseconds a scalar at most, even unoptimised.
    private static func boundedMarks(_ bytes: UnsafeBufferPointer<UInt8>, scalarBudget: Int) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(min(bytes.count, scalarBudget * 4))
        var cache = MarkCache()
        var index = 0, marksInARow = 0, keptScalars = 0
        while index < bytes.count, keptScalars < scalarBudget {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            let end = min(index + length, bytes.count)
            var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> UInt32(length))
            var next = index + 1
            while next < end {
                value = value << 6 | UInt32(bytes[next] & 0x3F)
                next += 1
            }
            if value >= 0x300, cache.isMark(value) {
                marksInARow += 1
            } else {
                marksInARow = 0
            }
            if marksInARow <= maximumMarksInARow {
                var byte = index
                while byte < end {
                    kept.append(bytes[byte])
                    byte += 1
                }
                keptScalars += 1
            }
            index = end
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// Whether a scalar extends the cluster before it (Grapheme_Extend: nonspacing and enclosing
    /// marks, variation selectors; and spacing marks), remembered for the scalars seen last.
    private struct MarkCache {
        private var values = [UInt32](repeating: .max, count: 256)
        private var marks = [Bool](repeating: false, count: 256)

        mutating func isMark(_ value: UInt32) -> Bool {
            let slot = Int(value & 0xFF)
            if values[slot] == value { return marks[slot] }
            let mark = Unicode.Scalar(value).map(StreamSafeText.isMark) ?? false
            values[slot] = value
            marks[slot] = mark
            return mark
        }
    }
}
