import ScrollCore

/// The screen's image table and every index into it, made together from one design, one content
/// and one table. A reload or a design switch replaces the whole value, never a part: an index
/// cannot outlive the table it points into. (Issue 42: a reload swapped the table — without the
/// list's photos — and kept the sections' indices into the old one; the next grid cell read past
/// the end of `sizes`.)
struct ScreenImages: Sendable {
    /// Every image the session loaded (sizes and lightness, by index).
    let table: ImageTable
    /// Where the design's image `i` sits in `table` (0 for a file it does not hold).
    let design: [Int]
    /// Where each loaded file sits in `table`: a row's or a template's image by its path.
    let byPath: [String: Int]
    /// Every tab's section items' images, and the shared sections'.
    let tabs: [SectionImages]
    let shared: SectionImages

    init(table: ImageTable, design: Design, tabs: [[ContentSection]], shared: [ContentSection]) {
        let byPath = Dictionary(table.paths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.table = table
        self.design = table.indices(for: design)
        self.byPath = byPath
        self.tabs = tabs.map { SectionImages(sections: $0, indices: byPath) }
        self.shared = SectionImages(sections: shared, indices: byPath)
    }

    /// The image file `path` of a row (nil: empty, or not among the loaded images).
    func content(_ path: String) -> (ref: Int, size: Size)? {
        guard !path.isEmpty, let ref = byPath[path] else { return nil }
        return (ref, table.sizes[ref])
    }

    /// The design's image `index` and its size.
    func designImage(_ index: Int) -> (ref: Int, size: Size) {
        let ref = design[index]
        return (ref, table.sizes[ref])
    }
}
