/// A content of one photo grid with any number of cells (`stretchy bench --grid N`): Instagram's
/// 3 columns, 1 pt apart, square cells, each showing one of `images` in turn. The rows share their
/// few field dictionaries, so a 100,000-cell grid stores 100,000 references, not 100,000 copies.
public enum GeneratedGrid {
    public static func content(cells: Int, images: [String]) -> ListContent {
        let kinds = images.isEmpty ? [ListContent.Row(title: "")] : images.map { ListContent.Row(title: "", fields: ["image": $0]) }
        let rows = (0..<max(0, cells)).map { kinds[$0 % kinds.count] }
        let grid = ContentSection(style: .grid, columns: 3, spacing: 1, aspect: 1, items: .rows(rows))
        return ListContent(title: "Grid", tabs: [ContentTab(title: "", sections: [grid])], hasTabs: false)
    }
}
