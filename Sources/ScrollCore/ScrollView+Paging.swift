import ScrollPhysics

/// Paging: which page a release lands on, and the motion onto it.
extension ScrollView {
    /// A release faster than this (points/s) turns the page it points to; a slower one lands on
    /// the nearest page. UIKit documents no figure: "a flick above a small velocity turns the
    /// page" (issue 16); 300 pt/s (0.3 pt/ms) is a gentle flick, well above a drag's drift.
    /// Flutter's `PageScrollPhysics` turns on any release its drag counts as a fling, above
    /// `kMinFlingVelocity` (50 logical px/s, after 18 px of `kTouchSlop`): that lower figure
    /// turns a page on a slow, deliberate drag that stops just short of half a page, which an
    /// iPhone returns; 300 is an estimate between the two, not a measured UIKit constant.
    public static let pageTurnVelocity = 300.0

    var pageLength: Double { physics.pageSize > 0 ? physics.pageSize : viewportLength }

    /// Fractional page index of an offset; pages start at `-inset` (the minimum offset).
    func pageIndex(of x: Double) -> Double { (x - minimumOffset) / pageLength }

    var lastPage: Double { ((maximumOffset - minimumOffset) / pageLength).rounded(.up) }

    func offset(ofPage page: Double) -> Double {
        clampedToRange(minimumOffset + min(max(page, 0), lastPage) * pageLength)
    }

    /// Where a release at `x` with `velocity` lands when paging, as UIKit decides: a flick turns
    /// to the next page boundary the way it points, a slow release goes to the nearest one; at
    /// most one page from where the drag began.
    func pagingTarget(from x: Double, velocity: Double, startPage: Double) -> Double {
        let index = pageIndex(of: x)
        // A hair of tolerance, so an offset that is on a boundary counts as on it.
        let page: Double
        if velocity > Self.pageTurnVelocity {
            page = (index - 1e-6).rounded(.up)
        } else if velocity < -Self.pageTurnVelocity {
            page = (index + 1e-6).rounded(.down)
        } else {
            page = index.rounded()
        }
        return offset(ofPage: min(max(page, startPage - 1), startPage + 1))
    }

    /// Lands on `target` from the current offset, starting with `velocity` (local points/s)
    /// exactly: `LandingCurve`, then `didEndDecelerating` (or `purpose`'s callback).
    mutating func startLanding(on target: Double, velocity: Double, purpose: Motion.Purpose = .settle, at t: Double) {
        let sim = LandingCurve(target: target, position: offset, velocity: velocity)
        motion = .landing(sim, start: t, purpose: purpose)
        state.phase = purpose == .settle ? .decelerating : .animating
    }
}
