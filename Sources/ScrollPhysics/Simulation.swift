/// A motion along one axis as a function of time, solved in closed form (Flutter's `Simulation`).
/// `time` is seconds since the simulation started; positions in points, velocities in points/s.
public protocol Simulation: Sendable {
    func position(at time: Double) -> Double
    func velocity(at time: Double) -> Double
    /// Seconds from the start until the motion is over, or hands over to another.
    var doneTime: Double { get }
}

extension Simulation {
    public func isDone(at time: Double) -> Bool { time >= doneTime }
}
