/// UITableView's highlight and selection: a row under a resting finger highlights after the
/// touch delay; a tap selects it (and a bar segment).
struct RowSelection: Equatable {
    var highlightedRow: Int?
    var selectedRow: Int?
    var selectedSegment = 0
}
