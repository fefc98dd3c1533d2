import CSDL2

/// Milliseconds since the window opened, from SDL's performance counter (sub-microsecond on
/// Linux). Input is stamped with it when polled — SDL2's own event stamps are whole milliseconds
/// and bunched per pump — and frames are scheduled on it.
public struct FrameClock {
    public init() {}

    private let origin = SDL_GetPerformanceCounter()
    private let millisecondsPerTick = 1000 / Double(SDL_GetPerformanceFrequency())

    public var nowMs: Double { Double(SDL_GetPerformanceCounter() &- origin) * millisecondsPerTick }
}
