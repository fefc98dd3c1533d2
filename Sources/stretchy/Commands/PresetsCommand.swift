import ArgumentParser
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit

struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "designs",
        abstract: "List the shipped designs with their summaries (use with --design or a script's \"design\").",
        aliases: ["presets"]
    )

    @Flag(name: .long, help: "Also print every parameter (the design's own, then the shared ones) with default, range, unit and description.")
    var verbose = false

    func run() throws {
        let library = try DesignLibrary.shipped(warn: IgnoredFields.printWarning)
        let width = library.names.map(\.count).max() ?? 0
        for design in library.designs {
            print(design.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + design.summary)
            guard verbose else { continue }
            for spec in design.catalog.specs {
                let unit = spec.unit.map { " \($0)" } ?? ""
                print("    \(spec.name) = \(ParameterSpec.format(spec.defaultValue))\(unit) \(spec.rangeDescription)  \(spec.summary)")
            }
        }
    }
}
