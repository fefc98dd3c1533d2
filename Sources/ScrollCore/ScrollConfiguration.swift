import ScrollPhysics

/// The scroll physics as typed values, built once from `Parameters` whenever they change so that
/// nothing looks a name up per frame. Times in seconds, distances in points. Every default and
/// range is `PhysicsParameter`'s (the one declaration).
public struct ScrollConfiguration: Sendable, Equatable {
    /// Velocity kept per ms of coasting (`DecelerationRate.normal` 0.998, `.fast` 0.99).
    public var decelerationRatePerMillisecond: Double
    /// UIKit's rubber-band constant `c` (0.55).
    public var rubberBandConstant: Double
    /// Points a press moves before it becomes a drag (UIKit ≈ 10).
    public var touchSlop: Double
    public var bounces: Bool
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal: Bool
    public var scrollEnabled: Bool
    public var pagingEnabled: Bool
    /// Page size along the axis; 0 means the viewport's size.
    public var pageSize: Double
    public var directionalLockEnabled: Bool
    public var delaysContentTouches: Bool
    /// UIKit's delaysContentTouches delay (150 ms), in s.
    public var touchDelay: Double
    public var showsScrollIndicator: Bool
    /// Period of the critically damped spring back to an edge, in s (pages land on `LandingCurve`).
    public var bounceResponse: Double
    /// How far back (s) the release velocity may look for its last three sample pairs.
    public var velocityWindow: Double
    /// Duration of a programmatic animated scroll, in s; also the wheel's spring period.
    public var scrollAnimationDuration: Double
    public var wheelLineHeight: Double
    public var minimumZoomScale: Double
    public var maximumZoomScale: Double
    public var bouncesZoom: Bool
    /// Cap on the finger's release velocity, points/s (Flutter's `kMaxFlingVelocity`). Repeated
    /// flicks go faster through carried momentum, up to `maximumMomentumVelocity`.
    public var maximumFlingVelocity: Double
    /// A flick while the content still coasts adds to its speed (`CarriedMomentum`).
    public var carriesMomentum: Bool
    /// Slow motion: animations and decelerations take this many times longer (≥ 1).
    public var animationSlowdown: Double

    /// UIKit's defaults (the declared ones).
    public init() { self.init(parameters: Parameters(catalog: .physics)) }

    /// Reads the physics from `parameters`; names its catalog lacks keep their defaults.
    public init(parameters p: Parameters) {
        typealias P = PhysicsParameter
        decelerationRatePerMillisecond = p[P.decelerationRate]
        rubberBandConstant = p[P.rubberBandConstant]
        touchSlop = p[P.touchSlop]
        bounces = p[P.bounces]
        alwaysBounceVertical = p[P.alwaysBounceVertical]
        alwaysBounceHorizontal = p[P.alwaysBounceHorizontal]
        scrollEnabled = p[P.scrollEnabled]
        pagingEnabled = p[P.pagingEnabled]
        pageSize = p[P.pageHeight]
        directionalLockEnabled = p[P.directionalLockEnabled]
        delaysContentTouches = p[P.delaysContentTouches]
        touchDelay = p[P.touchDelayMs] / 1000
        showsScrollIndicator = p[P.showsVerticalScrollIndicator]
        bounceResponse = p[P.bounceResponse]
        velocityWindow = p[P.velocityWindowMs] / 1000
        scrollAnimationDuration = p[P.scrollAnimationDuration]
        wheelLineHeight = p[P.wheelLineHeight]
        minimumZoomScale = p[P.minimumZoomScale]
        maximumZoomScale = p[P.maximumZoomScale]
        bouncesZoom = p[P.bouncesZoom]
        maximumFlingVelocity = p[P.maximumFlingVelocity]
        carriesMomentum = p[P.carriesMomentum]
        animationSlowdown = p[P.animationSlowdown]
    }

    /// Values safe to compute with even if set in code outside their declared ranges (values set
    /// through `Parameters` are checked there). The deceleration rate is left to
    /// `DecelerationRate.clamped`, the one place a rate is clamped.
    var sanitized: ScrollConfiguration {
        typealias P = PhysicsParameter
        var c = self
        c.rubberBandConstant = P.rubberBandConstant.sanitized(c.rubberBandConstant)
        c.touchSlop = P.touchSlop.sanitized(c.touchSlop)
        c.pageSize = P.pageHeight.sanitized(c.pageSize)
        c.touchDelay = Self.seconds(P.touchDelayMs, c.touchDelay)
        c.bounceResponse = P.bounceResponse.sanitized(c.bounceResponse)
        c.velocityWindow = Self.seconds(P.velocityWindowMs, c.velocityWindow)
        c.scrollAnimationDuration = P.scrollAnimationDuration.sanitized(c.scrollAnimationDuration)
        c.wheelLineHeight = P.wheelLineHeight.sanitized(c.wheelLineHeight)
        c.minimumZoomScale = P.minimumZoomScale.sanitized(c.minimumZoomScale)
        c.maximumZoomScale = max(P.maximumZoomScale.sanitized(c.maximumZoomScale), c.minimumZoomScale)
        c.maximumFlingVelocity = P.maximumFlingVelocity.sanitized(c.maximumFlingVelocity)
        c.animationSlowdown = P.animationSlowdown.sanitized(c.animationSlowdown)
        return c
    }

    /// A time in seconds checked against a parameter declared in milliseconds; unchanged when valid.
    private static func seconds(_ parameter: Parameter<Double>, _ value: Double) -> Double {
        let ms = value * 1000
        return ms.isFinite && parameter.spec.accepts(ms) ? value : parameter.sanitized(ms) / 1000
    }
}
