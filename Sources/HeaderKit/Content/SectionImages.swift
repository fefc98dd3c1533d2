import ScrollCore

/// Each item's `image` of a tab's sections as an index into the screen's images, looked up once
/// when the screen is made. Drawing a grid cell from its row copied the row (its field dictionary
/// retained), looked `image` up in that dictionary and the path in the screen's path dictionary
/// (two string hashes, a 29-byte path's SipHash among them) and `detail` in the fields again:
/// ≈ 1.3 k instructions a cell, 18 cells a frame on `grid-profile`, every read a cold line after
/// SDL's blits. Here a cell is one 4-byte read. One flat array (not one per section): reading
/// an inner array would retain it. Generated rows have no images (no entries).
struct SectionImages: Sendable {
    /// Where each section's items start in `refs`, and one past the last section's.
    private let starts: [Int]
    /// Each item's index in the screen's `ImageTable`, or −1 (no image field, or a file not loaded).
    private let refs: [Int32]
    /// Whether any item of the section has a `detail` (a grid cell then draws it over its image).
    private let details: [Bool]

    init(sections: [ContentSection], indices: [String: Int]) {
        var starts = [0], refs: [Int32] = [], details: [Bool] = []
        for section in sections {
            var detail = false
            if case let .rows(rows) = section.items {
                for row in rows {
                    let path = row.field("image")
                    refs.append(path.isEmpty ? -1 : indices[path].map(Int32.init) ?? -1)
                    detail = detail || !row.field("detail").isEmpty
                }
            }
            starts.append(refs.count)
            details.append(detail)
        }
        self.starts = starts
        self.refs = refs
        self.details = details
    }

    /// Item `item` of section `section`: its image's index in `images` and its size, nil when it has none.
    func image(section: Int, item: Int, in images: ImageTable) -> (ref: Int, size: Size)? {
        guard section >= 0, section + 1 < starts.count, item >= 0, starts[section] + item < starts[section + 1] else { return nil }
        let ref = Int(refs[starts[section] + item])
        return ref < 0 ? nil : (ref, images.sizes[ref])
    }

    /// Whether a cell of section `section` may have a `detail` to draw.
    func hasDetails(section: Int) -> Bool { details.indices.contains(section) && details[section] }
}
