/// UITableView's highlight and selection: a row under a resting finger highlights after the
/// touch delay; a tap selects it (and a bar segment).
struct RowSelection: Equatable {
    var highlightedRow: Int?
    var selectedRow: Int?
    /// When the tap selected it (ms): the grey fades out from then.
    var selectedAtMs = 0.0
    var selectedSegment = 0
}
