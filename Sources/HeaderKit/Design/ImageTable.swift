import ScrollCore

/// Every image file a session may show (the images of all designs it can switch to), in the
/// order the renderer loaded them, with their pixel sizes: `ImageRef.photo(i)` is entry i.
public struct ImageTable: Sendable, Equatable {
    public private(set) var paths: [String]
    public private(set) var sizes: [Size]
    /// Per image, the mean luminance (0…1) of each cell of a `lightnessGridSide`² grid over it,
    /// rows first (what the status bar's style follows over a photo); empty when not measured.
    public private(set) var lightness: [[Double]]
    public static let lightnessGridSide = 8

    public init(paths: [String], sizes: [Size], lightness: [[Double]] = []) {
        precondition(paths.count == sizes.count, "one size per image")
        self.paths = paths
        self.sizes = sizes
        self.lightness = lightness.count == paths.count ? lightness : []
    }

    /// The luminance of image `index` around `point` (its pixels), or nil when not measured.
    public func lightness(of index: Int, at point: Point) -> Double? {
        guard lightness.indices.contains(index), sizes[index].width > 0, sizes[index].height > 0 else { return nil }
        let side = Self.lightnessGridSide
        let column = min(side - 1, max(0, Int(point.x / sizes[index].width * Double(side))))
        let row = min(side - 1, max(0, Int(point.y / sizes[index].height * Double(side))))
        let grid = lightness[index]
        return grid.count == side * side ? grid[row * side + column] : nil
    }

    /// The files of `designs`' images, each once, in first-use order (what the shell loads).
    public static func paths(of designs: [Design]) -> [String] {
        var seen = Set<String>(), paths: [String] = []
        for path in designs.flatMap(\.images) where seen.insert(path).inserted { paths.append(path) }
        return paths
    }

    /// Where each of `design`'s images sits in the table (entry 0 for a file it does not hold).
    public func indices(for design: Design) -> [Int] {
        design.images.map { path in paths.firstIndex(of: path) ?? 0 }
    }
}

extension Design {
    /// This design with its first image replaced (`--image` swaps the main photo).
    public func replacingFirstImage(with path: String?) -> Design {
        guard let path, !images.isEmpty else { return self }
        var copy = self
        copy.images[0] = path
        return copy
    }
}
