import ScrollPhysics

/// The scroll physics every preset shares, one declaration each (name, default, range, step,
/// summary); defaults are UIKit's where UIKit has one. `ScrollConfiguration` reads them typed.
public enum PhysicsParameter {
    public static let decelerationRate = Parameter<Double>(ParameterSpec(
        "decelerationRate", default: DecelerationRate.normal, range: 0...1, step: 0.001, open: true,
        unit: "/ms", group: .scrollPhysics, summary: "velocity kept per ms of coasting (UIKit .normal 0.998, .fast 0.99)"))
    public static let rubberBandConstant = Parameter<Double>(ParameterSpec(
        "rubberBandConstant", default: 0.55, range: 0.01...2, step: 0.05,
        group: .scrollPhysics, summary: "c in b = (1 - 1/(x·c/d + 1))·d, UIKit's 0.55"))
    public static let touchSlop = Parameter<Double>(ParameterSpec(
        "touchSlop", default: 10, range: 0...100, step: 1,
        unit: "pt", group: .scrollPhysics, summary: "points a press moves before it becomes a drag"))
    public static let bounces = Parameter<Bool>(toggle: .toggle(
        "bounces", default: true, group: .scrollPhysics, summary: "rubber-band and bounce at the edges"))
    public static let alwaysBounceVertical = Parameter<Bool>(toggle: .toggle(
        "alwaysBounceVertical", default: false, group: .scrollPhysics, summary: "bounce even when the content is short"))
    public static let scrollEnabled = Parameter<Bool>(toggle: .toggle(
        "scrollEnabled", default: true, group: .scrollPhysics, summary: "drags scroll the content"))
    public static let pagingEnabled = Parameter<Bool>(toggle: .toggle(
        "pagingEnabled", default: false, group: .scrollPhysics, summary: "releases snap to page boundaries"))
    public static let pageHeight = Parameter<Double>(ParameterSpec(
        "pageHeight", default: 0, range: 0...100_000, step: 10,
        unit: "pt", group: .scrollPhysics, summary: "page size for paging in points; 0 means the viewport height"))
    public static let directionalLockEnabled = Parameter<Bool>(toggle: .toggle(
        "directionalLockEnabled", default: true,
        group: .scrollPhysics, summary: "a drag on the carousel pages or scrolls, decided once (off: both at once)"))
    public static let delaysContentTouches = Parameter<Bool>(toggle: .toggle(
        "delaysContentTouches", default: true, group: .scrollPhysics, summary: "wait before highlighting a touched row"))
    public static let touchDelayMs = Parameter<Double>(ParameterSpec(
        "touchDelayMs", default: 150, range: 0...1000, step: 10,
        unit: "ms", group: .scrollPhysics, summary: "UIKit's delaysContentTouches highlight delay in ms"))
    public static let showsVerticalScrollIndicator = Parameter<Bool>(toggle: .toggle(
        "showsVerticalScrollIndicator", default: true, group: .scrollPhysics, summary: "draw the scroll indicator"))
    public static let scrollIndicatorInsetTop = Parameter<Double>(ParameterSpec(
        "scrollIndicatorInsetTop", default: 0, range: 0...2000, step: 4,
        unit: "pt", group: .scrollPhysics, summary: "scrollIndicatorInsets.top: the indicator's track starts this far down"))
    public static let scrollIndicatorInsetBottom = Parameter<Double>(ParameterSpec(
        "scrollIndicatorInsetBottom", default: 0, range: 0...2000, step: 4,
        unit: "pt", group: .scrollPhysics, summary: "scrollIndicatorInsets.bottom: the track ends this far above the bottom"))
    public static let bounceResponse = Parameter<Double>(ParameterSpec(
        "bounceResponse", default: 0.5, range: 0.05...5, step: 0.05,
        unit: "s", group: .scrollPhysics, summary: "period in s of the critically damped spring that returns to an edge"))
    public static let velocityWindowMs = Parameter<Double>(ParameterSpec(
        "velocityWindowMs", default: 100, range: 10...1000, step: 10,
        unit: "ms", group: .scrollPhysics, summary: "how far back (ms) the release velocity may look for its last three sample pairs"))
    public static let scrollAnimationDuration = Parameter<Double>(ParameterSpec(
        "scrollAnimationDuration", default: 0.3, range: 0.01...5, step: 0.05,
        unit: "s", group: .scrollPhysics, summary: "seconds of a programmatic (animated) scroll"))
    public static let wheelLineHeight = Parameter<Double>(ParameterSpec(
        "wheelLineHeight", default: 40, range: 1...1000, step: 5,
        unit: "pt", group: .scrollPhysics, summary: "points scrolled per mouse-wheel notch"))
    public static let minimumZoomScale = Parameter<Double>(ParameterSpec(
        "minimumZoomScale", default: 1, range: 0.1...10, step: 0.1, unit: "×", group: .scrollPhysics, summary: "smallest zoomScale"))
    public static let maximumZoomScale = Parameter<Double>(ParameterSpec(
        "maximumZoomScale", default: 3, range: 0.1...10, step: 0.1, unit: "×", group: .scrollPhysics, summary: "largest zoomScale"))
    public static let bouncesZoom = Parameter<Bool>(toggle: .toggle(
        "bouncesZoom", default: true, group: .scrollPhysics, summary: "zoom rubber-bands past its limits and springs back"))
    public static let maximumFlingVelocity = Parameter<Double>(ParameterSpec(
        "maximumFlingVelocity", default: 8000, range: 100...100_000, step: 500,
        unit: "pt/s", group: .scrollPhysics, summary: "cap on the finger's release velocity in points/s (repeated flicks go faster)"))
    public static let carriesMomentum = Parameter<Bool>(toggle: .toggle(
        "carriesMomentum", default: true,
        group: .scrollPhysics, summary: "a flick while the list still coasts adds to its speed (Flutter's iOS fit)"))
    public static let alwaysBounceHorizontal = Parameter<Bool>(toggle: .toggle(
        "alwaysBounceHorizontal", default: false,
        group: .scrollPhysics, summary: "bounce horizontally even when the content is narrow"))
    public static let animationSlowdown = Parameter<Double>(ParameterSpec(
        "animationSlowdown", default: 1, range: 1...20, step: 1,
        unit: "×", group: .scrollPhysics, summary: "slow motion: animations run this many times slower (M toggles 10)"))

    /// Every physics parameter, in the HUD's Tab order.
    public static let all: [ParameterSpec] = [
        decelerationRate.spec,
        rubberBandConstant.spec,
        touchSlop.spec,
        bounces.spec,
        alwaysBounceVertical.spec,
        scrollEnabled.spec,
        pagingEnabled.spec,
        pageHeight.spec,
        directionalLockEnabled.spec,
        delaysContentTouches.spec,
        touchDelayMs.spec,
        showsVerticalScrollIndicator.spec,
        scrollIndicatorInsetTop.spec,
        scrollIndicatorInsetBottom.spec,
        bounceResponse.spec,
        velocityWindowMs.spec,
        scrollAnimationDuration.spec,
        wheelLineHeight.spec,
        minimumZoomScale.spec,
        maximumZoomScale.spec,
        bouncesZoom.spec,
        maximumFlingVelocity.spec,
        carriesMomentum.spec,
        alwaysBounceHorizontal.spec,
        animationSlowdown.spec,
    ]
}

extension ParameterCatalog {
    /// The scroll physics every preset shares (`PhysicsParameter`).
    public static let physics = ParameterCatalog(specs: PhysicsParameter.all)
}
