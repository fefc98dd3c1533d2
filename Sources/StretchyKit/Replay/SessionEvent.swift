import HeaderKit
import ScrollCore

/// What a session reports beside the scroll view's callbacks: `events.csv`'s other rows, as
/// values. `name` and `detail` are their text there, made only when a file or a page asks.
public enum SessionEvent: Equatable, Sendable {
    /// The pull passed the design's stretch trigger (once per pull).
    case stretchTrigger
    case beginRefreshing
    case endRefreshing
    /// A press released within the slop, at this viewport point, on what it hit.
    case tap(Point, on: HitTarget)
    /// The design's pager came to rest on a page.
    case pagerDidEndDecelerating(page: Int)
    /// The content's shown tab changed (a tap on the strip, or a swipe's end).
    case didSwitchTab(to: Int, from: Int)

    /// The event's name in `events.csv`.
    public var name: String {
        switch self {
        case .stretchTrigger: "onStretchTrigger"
        case .beginRefreshing: "beginRefreshing"
        case .endRefreshing: "endRefreshing"
        case .tap: "tap"
        case .pagerDidEndDecelerating: "pagerDidEndDecelerating"
        case .didSwitchTab: "didSwitchTab"
        }
    }

    /// `events.csv`'s detail: `;` between fields, `=` for values, never a comma.
    public var detail: String {
        switch self {
        case .stretchTrigger, .beginRefreshing, .endRefreshing: ""
        case let .tap(point, target):
            Self.target(target) + "x=\(FrameRecord.number(point.x));y=\(FrameRecord.number(point.y))"
        case let .pagerDidEndDecelerating(page): "page=\(page)"
        case let .didSwitchTab(tab, from): "tab=\(tab);from=\(from)"
        }
    }

    /// What a tap hit, before its place: `row=3;`, `segment=1;`, `header;` (the pager too), or nothing.
    private static func target(_ target: HitTarget) -> String {
        switch target {
        case let .row(row): "row=\(row);"
        case let .bar(segment): "segment=\(segment);"
        case .header, .pager: "header;"
        case .none: ""
        }
    }
}
