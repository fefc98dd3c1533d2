/// A small direct-mapped cache of rows by index, so drawing the same visible rows frame after
/// frame reuses their strings instead of generating them again (no allocation in steady state).
struct RowTextCache {
    private var indices: [Int]
    private var rows: [ListContent.Row]

    init(slots: Int = 256) {
        indices = Array(repeating: -1, count: slots)
        rows = Array(repeating: ListContent.Row(title: ""), count: slots)
    }

    mutating func row(_ index: Int, in content: ListContent) -> ListContent.Row {
        let slot = index % indices.count
        if indices[slot] != index {
            indices[slot] = index
            rows[slot] = content.row(at: index)  // a plain list: layout row i is the first section's row i
        }
        return rows[slot]
    }

    mutating func removeAll() {
        for i in indices.indices { indices[i] = -1 }
    }
}
