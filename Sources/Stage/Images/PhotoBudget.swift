/// How many pixels all of a design's photos may hold once decoded, and how each photo is cut to fit.
///
/// Each photo alone is bounded (`ImageFileInspector.maximumPixels`), but a grid of a hundred
/// ordinary 12-Mpx phone photos would hold 4.8 GB of bitmaps and as much again in textures. The
/// budget is shared by water-filling: photos smaller than an equal share keep every pixel, and the
/// larger ones are each decoded at the same pixel count, the most that keeps the total within it.
/// A cell of a grid or a row's thumbnail draws a few hundred pixels a side, so a photo cut to a
/// share of 64 Mpx still has more pixels than it is drawn with until there are hundreds of them.
public struct PhotoBudget: Equatable, Sendable {
    /// One photo's decoded size, equal to the largest single photo accepted (so one photo alone is
    /// never cut): 256 MB of ARGB bitmaps, and the same again in textures.
    public static let standardPixels = ImageFileInspector.maximumPixels

    public let totalPixels: Int

    public init(totalPixels: Int = PhotoBudget.standardPixels) { self.totalPixels = max(1, totalPixels) }

    /// The largest side each photo of `sizes` (pixels, already within the texture limit) may be
    /// decoded at: its own longer side when everything fits, a smaller one for the largest photos
    /// when not. The cut photos' pixels sum to at most `totalPixels`.
    public func longestSides(for sizes: [(width: Int, height: Int)]) -> [Int] {
        let pixels = sizes.map { max(1, $0.width) * max(1, $0.height) }
        let share = Self.share(of: pixels, total: totalPixels)
        return zip(sizes, pixels).map { size, count in
            let longest = max(1, size.width, size.height)
            guard count > share else { return longest }
            // Scaling both sides by s scales the pixels by s²; rounding down keeps the total within.
            return max(1, Int((Double(longest) * (Double(share) / Double(count)).squareRoot()).rounded(.down)))
        }
    }

    /// The pixel count every photo above it is cut to (`Int.max` when all fit): the largest share
    /// with Σ min(pixels, share) ≤ total.
    static func share(of pixels: [Int], total: Int) -> Int {
        guard pixels.reduce(0, { $0 &+ $1 }) > total else { return .max }
        var remaining = total, left = pixels.count
        for count in pixels.sorted() {
            let equal = remaining / left
            if count > equal { return max(1, equal) }
            remaining -= count
            left -= 1
        }
        return .max
    }

    /// One line naming the cut, or nil when every photo keeps its pixels.
    public func note(for sizes: [(width: Int, height: Int)]) -> String? {
        let pixels = sizes.map { max(1, $0.width) * max(1, $0.height) }
        let share = Self.share(of: pixels, total: totalPixels)
        guard share != .max else { return nil }
        let cut = pixels.filter { $0 > share }.count
        func megapixels(_ count: Int) -> String { String(format: "%.1f Mpx", Double(count) / 1_048_576) }
        return "photos: \(sizes.count) photos hold \(megapixels(pixels.reduce(0, +))) together; "
            + "the \(cut) largest are decoded at \(megapixels(share)) each to stay within \(megapixels(totalPixels))"
    }
}
