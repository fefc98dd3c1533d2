import ArgumentParser
import HeaderKit
import ScrollCore

struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the header presets, one name per line (use with --preset or a script's \"preset\")."
    )

    @Flag(name: .long, help: "Also print each preset's tunable parameters with their defaults and ranges.")
    var verbose = false

    func run() {
        for name in HeaderPresets.names {
            print(name)
            guard verbose else { continue }
            for spec in ParameterCatalog.header.specs where spec.applies(to: name) && !spec.presets.isEmpty {
                print("    \(spec.name) = \(ParameterSpec.format(spec.defaultValue)) \(spec.rangeDescription)  \(spec.summary)")
            }
        }
    }
}
