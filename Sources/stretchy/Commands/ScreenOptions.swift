import ArgumentParser
import HeaderKit
import ScrollCore
import StretchyKit

/// `--viewport` or `--device`: the phone's size (`run`, `replay`, `gallery`, `bench`).
struct ScreenSizeOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Viewport in points, each side 1...10000 (default 390x844, or the script's).", valueName: "WxH"))
    var viewport: Viewport?

    @Option(name: .long, help: ArgumentHelp("A device instead of --viewport: its size, safe areas and chrome (`stretchy devices` lists them).",
                                            valueName: "NAME"))
    var device: String?

    func chosenDevice() throws(StretchyError) -> Device? {
        guard let device else { return nil }
        return try Device.lookup(device)
    }

    /// The size asked for (nil: neither option, the caller's default stands); both is refused.
    func chosenSize() throws(StretchyError) -> Size? {
        if viewport != nil, device != nil { throw .badInput("--viewport and --device both set: give one") }
        return try chosenDevice()?.size ?? viewport?.size
    }

    /// What a size refused by `FrameBudget` is called.
    var optionName: String { device != nil ? "--device" : "--viewport" }
}

/// The screen `run`, `replay` and `gallery` show: its size, `--appearance` and `--chrome`.
struct ScreenOptions: ParsableArguments {
    @OptionGroup var size: ScreenSizeOptions

    @Option(name: .long, help: ArgumentHelp("Default: a script's \"appearance\", else light; L in the window switches.",
                                            valueName: "light|dark"))
    var appearance: Appearance?

    @Option(name: .long, help: ArgumentHelp("The device's status bar, Dynamic Island, home indicator and corners (C in the window).",
                                            valueName: "on|off"))
    var chrome: ChromeChoice?

    @Option(name: .long, help: ArgumentHelp("Which iOS draws: 27 (the navigation bar that minimises, the glass tint), 26 (Liquid Glass, the scroll edge effect, the floating tab bar) or 17. Default: a script's \"ios\", else 27.",
                                            valueName: "27|26|17"))
    var ios: SystemVersion?

    @Option(name: .long, help: ArgumentHelp("iOS 27's Settings glass tint: 0 ultra clear … 1 fully tinted (G in the window). Default: a script's \"glassTint\", else 0.",
                                            valueName: "0…1"))
    var glassTint: Double?

    func chosenGlassTint(default fallback: Double = GlassTint.systemDefault) throws(StretchyError) -> Double {
        guard let glassTint else { return fallback }
        guard glassTint.isFinite, (0...1).contains(glassTint) else { throw .badInput("--glass-tint must be from 0 to 1, found \(glassTint)") }
        return glassTint
    }

    var device: String? { size.device }

    func chosenSystem(default fallback: SystemVersion = .current) -> SystemVersion { ios ?? fallback }

    func chosenDevice() throws(StretchyError) -> Device? { try size.chosenDevice() }

    func chosenAppearance(default fallback: Appearance = .light) -> Appearance { appearance ?? fallback }

    func showsChrome(default fallback: Bool = true) -> Bool { chrome?.isOn ?? fallback }
}
