import ArgumentParser
import HeaderKit
import ScrollCore

/// `--appearance light|dark`, parsed by swift-argument-parser: a bad value is its one line, naming
/// the choices. Any case is accepted, as before.
extension Appearance: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

/// `--ios 27|26|17` (also `ios27`, `27.0`).
extension SystemVersion: ExpressibleByArgument {
    public init?(argument: String) { self.init(text: argument) }
}

/// `--chrome on|off` (also true/false, yes/no, in any case).
enum ChromeChoice: String, ExpressibleByArgument, CaseIterable {
    case on, off

    init?(argument: String) {
        guard let on = OnOff.parse(argument) else { return nil }
        self = on ? .on : .off
    }

    var isOn: Bool { self == .on }
}
