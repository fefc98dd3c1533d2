/// A motion along one axis as a function of time, solved in closed form (Flutter's `Simulation`).
/// `time` is seconds since the simulation started; positions in points, velocities in points/s.
public protocol Simulation: Sendable {
    func position(at time: Double) -> Double
    func velocity(at time: Double) -> Double
    func isDone(at time: Double) -> Bool
}
