/// What took the content over from the finger or a coast, and when: a bounce at an edge, paging
/// onto a page, or a snap onto an adjusted target. Read by annotated videos ("snap", "bounce"),
/// never by the physics; the time is the simulation's own start (s), so it does not depend on
/// when frames are sampled.
public struct ScrollTakeover: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case bounce, page, snap
    }
    public var kind: Kind
    /// Session time (s) it started.
    public var time: Double
    public init(kind: Kind, time: Double) {
        self.kind = kind; self.time = time
    }
}
