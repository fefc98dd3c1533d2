/// A small direct-mapped cache of rows by index, so drawing the same visible rows frame after
/// frame reuses their strings instead of generating them again (no allocation in steady state).
/// Filled by the layout pass; drawing only reads it.
struct RowTextCache {
    private var indices: [Int]
    private var rows: [ListContent.Row]

    init(slots: Int = 256) {
        indices = Array(repeating: -1, count: slots)
        rows = Array(repeating: ListContent.Row(title: ""), count: slots)
    }

    /// Keeps rows `indices` (those on screen after a layout pass), generating only the new ones.
    mutating func keep(_ range: Range<Int>, of content: ListContent) {
        for index in range {
            let slot = index % indices.count
            guard indices[slot] != index else { continue }
            indices[slot] = index
            rows[slot] = content.row(at: index)  // a plain list: layout row i is the first section's row i
        }
    }

    /// Row `index`: the kept one, or made for this once (drawn at an offset not laid out).
    func row(_ index: Int, in content: ListContent) -> ListContent.Row {
        let slot = index % indices.count
        return indices[slot] == index ? rows[slot] : content.row(at: index)
    }

    mutating func removeAll() {
        for i in indices.indices { indices[i] = -1 }
    }
}
