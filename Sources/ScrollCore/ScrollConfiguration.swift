/// The scroll physics as typed values, built once from `Parameters` whenever they change so that
/// nothing looks a name up per frame. Times in seconds, distances in points.
public struct ScrollConfiguration: Sendable, Equatable {
    /// Velocity kept per ms of coasting (UIKit `.normal` 0.998, `.fast` 0.99).
    public var decelerationRatePerMillisecond: Double = 0.998
    /// UIKit's rubber-band constant `c` (0.55).
    public var rubberBandConstant: Double = 0.55
    /// Points a press moves before it becomes a drag (UIKit ≈ 10).
    public var touchSlop: Double = 10
    public var bounces: Bool = true
    public var alwaysBounceVertical: Bool = false
    public var alwaysBounceHorizontal: Bool = false
    public var scrollEnabled: Bool = true
    public var pagingEnabled: Bool = false
    /// Page size along the axis; 0 means the viewport's size.
    public var pageSize: Double = 0
    public var directionalLockEnabled: Bool = true
    public var delaysContentTouches: Bool = true
    /// UIKit's delaysContentTouches delay (150 ms), in s.
    public var touchDelay: Double = 0.15
    public var showsScrollIndicator: Bool = true
    /// Period of the critically damped spring back to an edge, in s (pages land on `LandingCurve`).
    public var bounceResponse: Double = 0.5
    /// How far back (s) the release velocity may look for its last three sample pairs.
    public var velocityWindow: Double = 0.1
    /// Duration of a programmatic animated scroll, in s; also the wheel's spring period.
    public var scrollAnimationDuration: Double = 0.3
    public var wheelLineHeight: Double = 40
    public var minimumZoomScale: Double = 1
    public var maximumZoomScale: Double = 3
    public var bouncesZoom: Bool = true
    /// Cap on the finger's release velocity, points/s (Flutter's `kMaxFlingVelocity`). Repeated
    /// flicks go faster through carried momentum, up to `maximumMomentumVelocity`.
    public var maximumFlingVelocity: Double = 8000
    /// A flick while the content still coasts adds to its speed (`CarriedMomentum`).
    public var carriesMomentum: Bool = true
    /// Slow motion: animations and decelerations take this many times longer (≥ 1).
    public var animationSlowdown: Double = 1

    /// UIKit's defaults.
    public init() {}

    /// Reads the physics names from `parameters`; names its catalog lacks keep their defaults.
    public init(parameters: Parameters) {
        func number(_ name: String, _ fallback: Double) -> Double {
            guard let value = parameters.values[name], value.isFinite else { return fallback }
            return value
        }
        func flag(_ name: String, _ fallback: Bool) -> Bool {
            guard let value = parameters.values[name] else { return fallback }
            return value >= 0.5
        }
        let d = ScrollConfiguration()
        decelerationRatePerMillisecond = number("decelerationRate", d.decelerationRatePerMillisecond)
        rubberBandConstant = number("rubberBandConstant", d.rubberBandConstant)
        touchSlop = number("touchSlop", d.touchSlop)
        bounces = flag("bounces", d.bounces)
        alwaysBounceVertical = flag("alwaysBounceVertical", d.alwaysBounceVertical)
        alwaysBounceHorizontal = flag("alwaysBounceHorizontal", d.alwaysBounceHorizontal)
        scrollEnabled = flag("scrollEnabled", d.scrollEnabled)
        pagingEnabled = flag("pagingEnabled", d.pagingEnabled)
        pageSize = number("pageHeight", d.pageSize)
        directionalLockEnabled = flag("directionalLockEnabled", d.directionalLockEnabled)
        delaysContentTouches = flag("delaysContentTouches", d.delaysContentTouches)
        touchDelay = number("touchDelayMs", d.touchDelay * 1000) / 1000
        showsScrollIndicator = flag("showsVerticalScrollIndicator", d.showsScrollIndicator)
        bounceResponse = number("bounceResponse", d.bounceResponse)
        velocityWindow = number("velocityWindowMs", d.velocityWindow * 1000) / 1000
        scrollAnimationDuration = number("scrollAnimationDuration", d.scrollAnimationDuration)
        wheelLineHeight = number("wheelLineHeight", d.wheelLineHeight)
        minimumZoomScale = number("minimumZoomScale", d.minimumZoomScale)
        maximumZoomScale = number("maximumZoomScale", d.maximumZoomScale)
        bouncesZoom = flag("bouncesZoom", d.bouncesZoom)
        maximumFlingVelocity = number("maximumFlingVelocity", d.maximumFlingVelocity)
        carriesMomentum = flag("carriesMomentum", d.carriesMomentum)
        animationSlowdown = number("animationSlowdown", d.animationSlowdown)
    }

    /// Values safe to compute with even if set by hand out of range.
    var sanitized: ScrollConfiguration {
        var c = self
        func clamp(_ v: Double, _ lo: Double, _ hi: Double, _ fallback: Double) -> Double {
            v.isFinite ? min(max(v, lo), hi) : fallback
        }
        c.decelerationRatePerMillisecond = clamp(c.decelerationRatePerMillisecond, 1e-6, 0.99999, 0.998)
        c.rubberBandConstant = clamp(c.rubberBandConstant, 0.01, 10, 0.55)
        c.touchSlop = clamp(c.touchSlop, 0, 1000, 10)
        c.pageSize = clamp(c.pageSize, 0, 1e7, 0)
        c.touchDelay = clamp(c.touchDelay, 0, 10, 0.15)
        c.bounceResponse = clamp(c.bounceResponse, 0.02, 20, 0.5)
        c.velocityWindow = clamp(c.velocityWindow, 0.005, 5, 0.1)
        c.scrollAnimationDuration = clamp(c.scrollAnimationDuration, 0.005, 20, 0.3)
        c.minimumZoomScale = clamp(c.minimumZoomScale, 0.01, 100, 1)
        c.maximumZoomScale = clamp(c.maximumZoomScale, c.minimumZoomScale, 100, 3)
        c.maximumFlingVelocity = clamp(c.maximumFlingVelocity, 1, 1e6, 8000)
        c.animationSlowdown = clamp(c.animationSlowdown, 1, 1000, 1)
        return c
    }
}
