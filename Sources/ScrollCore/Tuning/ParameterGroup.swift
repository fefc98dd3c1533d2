/// Where a parameter is listed in the tuning panel and `designs --verbose`: the design's own
/// numbers, then the physics every design shares, the list, pull to refresh.
public enum ParameterGroup: String, Sendable, Equatable, CaseIterable {
    case design
    case scrollPhysics
    case list
    case refresh

    /// The heading the panel shows.
    public var title: String {
        switch self {
        case .design: "Design"
        case .scrollPhysics: "Scroll physics"
        case .list: "List"
        case .refresh: "Refresh"
        }
    }
}
