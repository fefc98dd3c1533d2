import HeaderKit
import ScrollCore
import ScrollPhysics

/// Drives a `Session` with random input from a seed, as a hand, a script and a restless designer
/// together might: presses in every phase, drags at absurd speeds, zero-length drags, wheel and
/// zoom, tuning keys, live parameter changes — with timestamps that repeat and run backwards — at
/// a random frame rate. After every frame it checks `InvariantChecker`; after every burst it lets
/// go and checks that the scroll view comes to rest within `restBudgetMs` of simulated time.
///
/// `stretchy soak` and the fuzz tests share this type, so a seed that breaks one reproduces in
/// the other.
public struct RandomGestureGenerator {
    /// Photo pixel sizes a session may get: landscape, portrait, square, extreme.
    public static let photoSizeChoices: [Size] = [
        Size(width: 1680, height: 1050), Size(width: 1200, height: 750), Size(width: 1200, height: 1600),
        Size(width: 2000, height: 1500), Size(width: 1000, height: 1000), Size(width: 16384, height: 64),
        Size(width: 1, height: 1),
    ]
    public static let frameRates: [Double] = [24, 30, 60, 90, 120, 144, 240]
    public static let rowCounts: [Int] = [0, 1, 3, 40, 500, 100_000, 1_000_000]
    /// How long the scroll view may take to come to rest once the pointer is up and the spinner
    /// has finished (UIKit's 0.998 deceleration from 8000 pt/s stops at 10 pt/s after 3.3 s; with
    /// carried momentum, 20,000 pt/s, after 3.8 s).
    public static let restBudgetMs = 5000.0
    /// Keys that change the model; the shell-only ones (screenshot, HUD, help, record, save,
    /// quit) are left out because the session only hands them back.
    static let modelKeys: [Key] = [.tab, .plus, .minus, .equals, .digit0, .b, .p, .d, .m, .k, .leftBracket, .rightBracket,
                                   .home, .end, .up, .down, .pageUp, .pageDown, .space, .a, .digit5]

    public let designName: String
    public let seed: UInt64
    public private(set) var session: Session
    /// Actions generated so far (a composite action, such as a fling, counts once).
    public private(set) var eventCount = 0
    public private(set) var frameCount = 0
    /// Bursts that ended with the scroll view checked at rest.
    public private(set) var settleCount = 0
    /// What the last action was, for a violation's message.
    public private(set) var lastAction = "start"

    var rng: SplitMix64
    var framesPerSecond: Double
    var nextFrame = 0
    /// The generator's clock; stamps handed to the session may lag behind it.
    var clockMs = 0.0
    var isPressed = false
    var point: Point
    var eventsUntilSettle: Int
    /// Compose a scene on this fraction of frames (it applies offset corrections, as the window does).
    let composeProbability: Double
    var scene: Scene

    public init(design: Design, library: DesignLibrary, seed: UInt64, composeProbability: Double = 0.05) throws(StretchyError) {
        let designName = design.name
        var rng = SplitMix64(seed: seed ^ 0x5EED_5EED)
        let viewport = rng.chance(0.7) ? Script.defaultViewport
            : Size(width: rng.range(100, 1200).rounded(), height: rng.range(100, 1400).rounded())
        let paths = ImageTable.paths(of: [design])
        let images = ImageTable(paths: paths, sizes: paths.map { _ in rng.pick(Self.photoSizeChoices) })
        let setup = SessionSetup(design: design, library: library, viewport: viewport,
                                 content: ListContent(title: "Fuzz", source: .generated(count: rng.pick(Self.rowCounts))),
                                 parameterOverrides: [:], images: images)
        self.session = try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
        self.designName = designName
        self.seed = seed
        self.rng = rng
        self.framesPerSecond = 60
        self.point = Point(x: viewport.width / 2, y: viewport.height / 2)
        self.eventsUntilSettle = 0
        self.composeProbability = composeProbability
        self.scene = Scene(size: viewport)
        startBurst()
    }

    /// Generates and applies `count` actions, checking every frame; throws at the first broken invariant.
    public mutating func run(events count: Int) throws(InvariantViolation) {
        for _ in 0..<count { try step() }
    }

    /// One random action, the frames up to it, and (at the end of a burst) the settle check.
    public mutating func step() throws(InvariantViolation) {
        let stamp = nextStamp()
        try frames(through: clockMs)
        applyRandomAction(atMs: stamp)
        eventCount += 1
        try check(session.record())
        eventsUntilSettle -= 1
        if eventsUntilSettle <= 0 {
            try settle()
            startBurst()
        }
    }

    // MARK: Time and frames

    private var frameInterval: Double { 1000 / framesPerSecond }

    /// Mostly forward, sometimes the same millisecond (SDL stamps pairs), sometimes backwards,
    /// sometimes a long pause.
    private mutating func nextStamp() -> Double {
        switch rng.unit() {
        case ..<0.15: return clockMs
        case ..<0.25: return max(0, clockMs - rng.range(0, 50))
        case ..<0.27: clockMs += rng.range(100, 3000); return clockMs
        default: clockMs += rng.range(0.2, 30); return clockMs
        }
    }

    /// Runs every frame due at or before `timeMs`, checking each.
    private mutating func frames(through timeMs: Double) throws(InvariantViolation) {
        while Double(nextFrame) * frameInterval <= timeMs + 1e-9 {
            try frame(atMs: Double(nextFrame) * frameInterval)
        }
    }

    private mutating func frame(atMs time: Double) throws(InvariantViolation) {
        nextFrame += 1
        frameCount += 1
        session.advance(toMs: time)
        if rng.chance(composeProbability) { session.compose(into: &scene) }
        try check(session.record())
    }

    private func check(_ record: FrameRecord) throws(InvariantViolation) {
        if let problem = InvariantChecker.problem(record: record, state: session.scrollState) {
            throw violation(problem)
        }
    }

    private func violation(_ problem: String) -> InvariantViolation {
        InvariantViolation(designName: designName, seed: seed, eventIndex: eventCount, timeMs: session.timeMs, lastAction: lastAction, problem: problem)
    }

    // MARK: Bursts

    /// A new frame rate and, often, new parameters; then 20–400 actions until the next settle.
    private mutating func startBurst() {
        let fps = rng.pick(Self.frameRates)
        // Keep frame times on the new grid without going back in time.
        nextFrame = Int((session.timeMs * fps / 1000).rounded(.up))
        framesPerSecond = fps
        eventsUntilSettle = Int(rng.range(20, 400))
        if rng.chance(0.6) { session.setParameters(randomParameters(from: session.parameters), at: session.clock.seconds) }
    }

    /// Each number drawn from its declared range (with probability 0.3), the ones that set how
    /// long motion lasts kept where UIKit-like settling within 5 s is promised.
    private mutating func randomParameters(from base: Parameters) -> Parameters {
        var parameters = base
        for spec in parameters.catalog.specs where rng.chance(0.3) {
            let value: Double
            if spec.kind == .toggle {
                value = rng.chance(0.5) ? 1 : 0
            } else {
                let low = spec.includesLowerBound ? spec.range.lowerBound : spec.range.lowerBound + spec.step / 100
                let high = spec.includesUpperBound ? spec.range.upperBound : spec.range.upperBound - spec.step / 100
                value = rng.chance(0.1) ? rng.pick([low, high, spec.defaultValue]) : rng.range(low, high)
            }
            try? parameters.set(spec.name, to: value)
        }
        Self.keepSettling(&parameters)
        return parameters
    }

    /// Bounds for the numbers that stretch motion out in time, so the 5 s rest promise applies:
    /// deceleration ≤ 0.998/ms, fling ≤ 8000 pt/s, springs and animations ≤ 1 s, no slow motion,
    /// refresh ≤ 3 s.
    static func keepSettling(_ parameters: inout Parameters) {
        func cap(_ parameter: Parameter<Double>, _ low: Double, _ high: Double) {
            let value = parameters[parameter]
            if value < low || value > high { try? parameters.set(parameter, to: min(max(value, low), high)) }
        }
        cap(PhysicsParameter.decelerationRate, 0.5, DecelerationRate.normal)
        cap(PhysicsParameter.maximumFlingVelocity, 100, 8000)
        cap(PhysicsParameter.bounceResponse, 0.05, 0.8)
        cap(PhysicsParameter.scrollAnimationDuration, 0.01, 1)
        cap(PhysicsParameter.animationSlowdown, 1, 1)
        cap(RefreshParameter.refreshDuration, 0.1, 3)
    }

    /// Lets go, lets the spinner finish, and checks the list comes to rest within the budget.
    private mutating func settle() throws(InvariantViolation) {
        var parameters = session.parameters
        Self.keepSettling(&parameters)
        if parameters != session.parameters { session.setParameters(parameters, at: session.clock.seconds) }
        if isPressed {
            clockMs += rng.range(0, 20)
            try frames(through: clockMs)
            _ = session.apply(rng.chance(0.9) ? .up(nil) : .cancel, atMs: clockMs)
            isPressed = false
        }
        // The spinner holds the inset for refreshDuration; wait for it, then for rest.
        let refreshLimit = clockMs + 3000 + Self.restBudgetMs
        while session.isRefreshing {
            guard clockMs <= refreshLimit else { throw violation("still refreshing \(FrameRecord.number(refreshLimit - clockMs)) ms after release") }
            clockMs += frameInterval
            try frames(through: clockMs)
        }
        let deadline = clockMs + Self.restBudgetMs
        while session.scrollState.phase != .idle {
            guard clockMs <= deadline else {
                throw violation("not at rest \(FrameRecord.number(Self.restBudgetMs)) ms after input stopped (phase \(session.scrollState.phase.rawValue), velocity \(FrameRecord.number(session.scrollState.velocity.y)))")
            }
            clockMs += frameInterval
            try frames(through: clockMs)
        }
        settleCount += 1
    }

    // MARK: Actions

    private mutating func randomPoint() -> Point {
        let size = session.viewport
        if rng.chance(0.85) { return Point(x: rng.range(0, size.width), y: rng.range(0, size.height)) }
        return Point(x: rng.range(-size.width, 2 * size.width), y: rng.range(-size.height, 2 * size.height))
    }

    private mutating func applyRandomAction(atMs stamp: Double) {
        switch rng.unit() {
        case ..<0.10:
            point = randomPoint()
            isPressed = true
            lastAction = "down \(point)"
            _ = session.apply(.down(point), atMs: stamp)
        case ..<0.55:
            let step: Double = rng.chance(0.03) ? 1e4 : (rng.chance(0.1) ? 0 : rng.range(-60, 60))
            point = Point(x: point.x + (rng.chance(0.2) ? rng.range(-40, 40) : 0), y: point.y + step * (rng.chance(0.5) ? 1 : -1))
            if abs(point.y) > 1e6 { point.y = session.viewport.height / 2 }
            lastAction = "move \(point)"
            _ = session.apply(.move(point), atMs: stamp)
        case ..<0.65:
            isPressed = false
            lastAction = "up"
            _ = session.apply(.up(rng.chance(0.5) ? nil : point), atMs: stamp)
        case ..<0.67:
            isPressed = false
            lastAction = "cancel"
            _ = session.apply(.cancel, atMs: stamp)
        case ..<0.70:
            // A zero-length drag: press and release on the same spot at the same time (a tap).
            point = randomPoint()
            lastAction = "zero-length drag at \(point)"
            _ = session.apply(.down(point), atMs: stamp)
            _ = session.apply(.move(point), atMs: stamp)
            _ = session.apply(.up(point), atMs: stamp)
            isPressed = false
        case ..<0.75:
            // A fling at an absurd speed: 10,000 pt in a millisecond.
            point = randomPoint()
            let distance = rng.pick([-1e4, 1e4, rng.range(-2000, 2000)])
            lastAction = "fling \(distance) pt in 1 ms from \(point)"
            _ = session.apply(.down(point), atMs: stamp)
            _ = session.apply(.move(Point(x: point.x, y: point.y + distance / 2)), atMs: stamp + 0.5)
            point = Point(x: point.x, y: point.y + distance)
            _ = session.apply(.move(point), atMs: stamp + 1)
            _ = session.apply(.up(point), atMs: stamp + 1)
            clockMs = max(clockMs, stamp + 1)
            isPressed = false
        case ..<0.85:
            let dy = rng.chance(0.1) ? rng.pick([-10_000.0, 10_000]) : rng.range(-20, 20)
            lastAction = "wheel dy \(dy)"
            _ = session.apply(.wheel(dx: rng.chance(0.2) ? rng.range(-5, 5) : 0, dy: dy, precise: rng.chance(0.5)), atMs: stamp)
        case ..<0.89:
            let factor = rng.range(0.3, 3)
            lastAction = "zoom ×\(factor)"
            _ = session.apply(.zoom(factor: factor, anchor: randomPoint()), atMs: stamp)
        case ..<0.98:
            let press = KeyPress(rng.pick(Self.modelKeys), shift: rng.chance(0.25), control: false, alt: rng.chance(0.1))
            lastAction = "key \(press.shift ? "shift+" : "")\(press.alt ? "alt+" : "")\(press.key.rawValue) (\(session.tuner.selectedName))"
            _ = session.apply(.key(press), atMs: stamp)
        default:
            // A designer dragging a HUD value while the list moves.
            lastAction = "new parameters"
            session.setParameters(randomParameters(from: session.parameters), at: Instant(milliseconds: max(stamp, session.timeMs)).seconds)
        }
    }
}
