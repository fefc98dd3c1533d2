/// A release's whole motion with no finger on the content, as one value (Flutter's
/// `BouncingScrollSimulation`): a coast (`DecelerationSimulation`) that meets an edge hands over
/// there to a bounce (`BounceSimulation`) started with the coast's velocity; a bounce that passes
/// its edge into the content (a flick back) hands over to a coast with its crossing velocity; that
/// coast may meet the other edge and bounce there. A start past an edge begins with the bounce.
///
/// Every hand-off is solved in closed form when the value is made, so the position at any time is
/// a pure function of the start: no sampling, no frame rate. Each `Segment` runs on its own clock
/// from its `startTime`, and starts where and as fast as the one before ended (the coast's edge
/// crossing, the bounce's `crossingTime`): the composed motion is continuous in position and
/// velocity. A bounce started on its edge never passes it, so there are at most four segments.
///
/// Times in s from the start, positions in points, velocities in points/s.
public struct BallisticSimulation: Simulation, Equatable {
    /// What shapes the motion besides its start: the range's edges and the release law.
    public struct Law: Equatable, Sendable {
        /// The offsets the content rests within.
        public var range: ClosedRange<Double>
        /// A coast's `DecelerationRate` (per millisecond, UIKit's unit).
        public var decelerationRate: Double
        /// Whether the content passes its edges and springs back; without, a coast stops at the edge.
        public var bounces: Bool
        /// The rubber band's dimension (the viewport's length) and constant.
        public var dimension: Double
        public var constant: Double
        /// The bounce spring's response (s).
        public var response: Double
        /// Pixels per point of the screen (a bounce ends within half a pixel of its edge).
        public var screenScale: Double

        public init(range: ClosedRange<Double>, decelerationRate: Double, bounces: Bool, dimension: Double,
                    constant: Double, response: Double, screenScale: Double = 1) {
            self.range = range
            self.decelerationRate = decelerationRate
            self.bounces = bounces
            self.dimension = dimension
            self.constant = constant
            self.response = response
            self.screenScale = screenScale
        }

        /// Whether `x` lies past an edge (by more than rounding: the range's own test).
        public func isOutside(_ x: Double) -> Bool {
            x < range.lowerBound - Self.rangeSlack || x > range.upperBound + Self.rangeSlack
        }

        /// The edge a position past the range belongs to.
        public func edge(nearest x: Double) -> Double { x > range.upperBound ? range.upperBound : range.lowerBound }

        /// Points past an edge that still count as on it (rounding of offsets computed in pieces).
        public static let rangeSlack = 1e-9
    }

    public enum Kind: Equatable, Sendable {
        case coast(DecelerationSimulation)
        case bounce(BounceSimulation)
    }

    /// One piece of the motion, on the composed clock; over (`doneTime`) when the next takes over.
    public struct Segment: Simulation, Equatable {
        public let kind: Kind
        /// When it takes over (s from the composed start).
        public let startTime: Double
        /// How long it runs before it ends or hands over (s).
        public let duration: Double
        /// Where it leaves the content: the edge it meets or passes, or where it rests.
        public let endPosition: Double

        public var endTime: Double { startTime + duration }
        public var doneTime: Double { endTime }

        public func position(at time: Double) -> Double {
            switch kind {
            case .coast(let coast): coast.position(at: time - startTime)
            case .bounce(let bounce): bounce.position(at: time - startTime)
            }
        }

        public func velocity(at time: Double) -> Double {
            switch kind {
            case .coast(let coast): coast.velocity(at: time - startTime)
            case .bounce(let bounce): bounce.velocity(at: time - startTime)
            }
        }

        public var isBounce: Bool { if case .bounce = kind { true } else { false } }
    }

    public let segments: [Segment]
    /// Where the content comes to rest (within the range).
    public let restPosition: Double

    /// `flick`: a finger's release, whose velocity towards the content carries on through the
    /// edge (`BounceSimulation`'s flick). `landing`: a first coast at its own `rate` that rests
    /// exactly on `rest` (a target chosen at release; the rate was solved to travel there).
    public init(position: Double, velocity: Double, law: Law, flick: Bool = false,
                landing: (rate: Double, rest: Double)? = nil) {
        var segments: [Segment] = []
        var time = 0.0
        var next: Kind? = law.isOutside(position) && law.bounces
            ? .bounce(Self.bounce(from: position, edge: law.edge(nearest: position), velocity: velocity, law: law, flick: flick))
            : .coast(DecelerationSimulation(position: law.isOutside(position) ? law.edge(nearest: position) : position,
                                            velocity: law.isOutside(position) ? 0 : velocity,
                                            decelerationRatePerMillisecond: landing?.rate ?? law.decelerationRate))
        var rest = position
        while let kind = next, segments.count < 8 {
            let (segment, following) = Self.segment(kind, at: time, law: law, landing: segments.isEmpty ? landing?.rest : nil)
            segments.append(segment)
            time = segment.endTime
            rest = segment.endPosition
            next = following
        }
        self.segments = segments
        self.restPosition = law.isOutside(rest) ? min(max(rest, law.range.lowerBound), law.range.upperBound) : rest
    }

    /// `kind` started at `time`, how it ends, and what takes over then (nil: it rests).
    private static func segment(_ kind: Kind, at time: Double, law: Law, landing: Double?) -> (Segment, Kind?) {
        switch kind {
        case .coast(let coast):
            var end = coast.doneTime
            let edge: Double? = coast.startVelocity > 0 ? law.range.upperBound
                : (coast.startVelocity < 0 ? law.range.lowerBound : nil)
            if let edge, let crossing = coast.time(atPosition: edge), crossing <= end {
                end = crossing
                let segment = Segment(kind: kind, startTime: time, duration: end, endPosition: edge)
                guard law.bounces else { return (segment, nil) }
                return (segment, .bounce(bounce(from: edge, edge: edge, velocity: coast.velocity(at: end), law: law)))
            }
            let rest = landing ?? coast.finalPosition
            let segment = Segment(kind: kind, startTime: time, duration: end, endPosition: rest)
            // Resting past an edge (a range that ended inside the coast's reach): back to it.
            guard law.isOutside(rest), law.bounces else { return (segment, nil) }
            return (segment, .bounce(bounce(from: rest, edge: law.edge(nearest: rest), velocity: 0, law: law)))
        case .bounce(let bounce):
            let segment = Segment(kind: kind, startTime: time, duration: bounce.doneTime, endPosition: bounce.edge)
            guard let velocity = bounce.velocityAtCrossing else { return (segment, nil) }
            // Flicked back through the edge: the momentum carries on into the content.
            return (segment, .coast(DecelerationSimulation(position: bounce.edge, velocity: velocity,
                                                           decelerationRatePerMillisecond: law.decelerationRate)))
        }
    }

    private static func bounce(from x: Double, edge: Double, velocity: Double, law: Law, flick: Bool = false) -> BounceSimulation {
        BounceSimulation(edge: edge, position: x, velocity: velocity, dimension: law.dimension, constant: law.constant,
                         response: law.response, screenScale: law.screenScale, flick: flick)
    }

    /// The segment running at `time` (the last one from its start on).
    public func segmentIndex(at time: Double) -> Int {
        segments.firstIndex { time < $0.endTime } ?? segments.count - 1
    }

    public func position(at time: Double) -> Double {
        time < doneTime ? segments[segmentIndex(at: time)].position(at: time) : restPosition
    }

    public func velocity(at time: Double) -> Double {
        time < doneTime ? segments[segmentIndex(at: time)].velocity(at: time) : 0
    }

    public var doneTime: Double { segments.last?.endTime ?? 0 }
}
