import Stage

/// The window's clock in milliseconds: SDL's performance counter in the real window
/// (`FrameClock`), a clock the test moves in the headless one. Everything the window decides
/// takes its times from here, as arguments.
protocol WindowClock {
    var nowMs: Double { get }
}

extension FrameClock: WindowClock {}
