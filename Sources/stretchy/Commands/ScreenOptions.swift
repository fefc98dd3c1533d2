import ArgumentParser
import HeaderKit
import StretchyKit

/// `--device`, `--appearance`, `--chrome`: the screen `run`, `replay` and `gallery` show.
struct ScreenOptions: ParsableArguments {
    @Option(name: .long, help: "A device: its viewport, safe areas and chrome (`stretchy devices` lists them).")
    var device: String?

    @Option(name: .long, help: "light or dark (default: a script's \"appearance\", else light; L in the window switches).")
    var appearance: String?

    @Option(name: .long, help: "on or off: the device's status bar, Dynamic Island, home indicator and corners (C in the window).")
    var chrome: String?

    func chosenDevice() throws(StretchyError) -> Device? {
        guard let device else { return nil }
        return try WindowDevices.device(named: device)
    }

    func chosenAppearance(default fallback: Appearance = .light) throws(StretchyError) -> Appearance {
        try appearance.map { text throws(StretchyError) in try WindowDevices.appearance(text) } ?? fallback
    }

    func showsChrome(default fallback: Bool = true) throws(StretchyError) -> Bool {
        try chrome.map { text throws(StretchyError) in try WindowDevices.chrome(text) } ?? fallback
    }
}
