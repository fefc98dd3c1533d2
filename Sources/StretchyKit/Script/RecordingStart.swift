import HeaderKit
import ScrollCore

/// What a take starts from, as its replay will: the script's preset, viewport, parameters and
/// screen (device, appearance, chrome), and what the toast says was reset.
public struct RecordingStart: Sendable {
    public var designName: String
    public var viewport: Size
    public var parameters: Parameters
    public var note: String
    /// The device's name while the window still has its size; nil when resized (the viewport alone).
    public var device: String?
    public var appearance: Appearance
    public var showsChrome: Bool
    public var system: SystemVersion

    /// The screen of `setup` (the phones were just rebuilt from it), with `parameters` written in full.
    public init(setup: SessionSetup, parameters: Parameters, note: String) {
        designName = setup.design.reference(shippedIn: setup.library.folder)
        viewport = setup.viewport
        self.parameters = parameters
        self.note = note
        device = setup.device.flatMap { $0.size == setup.viewport ? $0.name : nil }
        appearance = setup.appearance
        showsChrome = setup.showsChrome
        system = setup.system
    }
}

extension SessionGroup {
    /// `R`: the phones at rest, as a replay of the take starts. One phone keeps its current design,
    /// viewport, parameters, appearance and chrome; compared phones restart from `launch` and
    /// `launchParameters` (the base design's, written in the script) (the replay's `--compare` puts each variant on top again) in the current viewport,
    /// appearance and chrome. Either way the take records the device, so its replay has the same
    /// safe areas and chrome.
    public mutating func restartForRecording(launch: SessionSetup, launchParameters: Parameters,
                                             measurer: any TextMeasuring) throws(StretchyError) -> RecordingStart {
        var setup = launch
        setup.viewport = viewport
        setup.appearance = self[0].appearance
        setup.showsChrome = self[0].showsChrome
        setup.system = self[0].system
        if isComparison {
            self = try SessionGroup(base: setup, variants: variants, measurer: measurer)
            return RecordingStart(setup: setup, parameters: launchParameters,
                                  note: "every phone reset to rest and its launch parameters")
        }
        let session = self[0]
        setup.design = session.design
        setup.parameterOverrides = session.parameters.changedValues
        self = SessionGroup(try Session(setup: setup, measurer: measurer))
        return RecordingStart(setup: setup, parameters: self[0].parameters, note: "view reset to rest")
    }
}
