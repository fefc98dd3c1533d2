import ScrollCore

/// Every image file a session may show (the images of all designs it can switch to), in the
/// order the renderer loaded them, with their pixel sizes: `ImageRef.photo(i)` is entry i.
public struct ImageTable: Sendable, Equatable {
    public private(set) var paths: [String]
    public private(set) var sizes: [Size]

    public init(paths: [String], sizes: [Size]) {
        precondition(paths.count == sizes.count, "one size per image")
        self.paths = paths
        self.sizes = sizes
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
