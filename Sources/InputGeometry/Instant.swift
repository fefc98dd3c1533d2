/// A time on the session clock, typed so the unit is never a guess: scripts, events and CSV rows
/// name times in milliseconds, the models (`ScrollView`, springs, decays) compute in seconds.
///
/// Stored as the milliseconds it was named in; `seconds` is `ms / 1000` and `init(seconds:)`
/// stores `s · 1000`, the one place either conversion is written. Kept in milliseconds (not
/// seconds) because `(ms / 1000) · 1000` is not always `ms` in floating point: a script's
/// 1716.6666666666667 ms comes back out as exactly that.
public struct Instant: Sendable, Equatable, Comparable, Hashable {
    public var milliseconds: Double

    public init(milliseconds: Double) { self.milliseconds = milliseconds }
    public init(seconds: Double) { self.milliseconds = seconds * 1000 }

    /// The same time in seconds, the unit every model computes in.
    public var seconds: Double { milliseconds / 1000 }

    public static let zero = Instant(milliseconds: 0)

    public static func < (a: Instant, b: Instant) -> Bool { a.milliseconds < b.milliseconds }
}
