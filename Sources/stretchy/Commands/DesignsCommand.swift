import ArgumentParser
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit

struct DesignsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "designs",
        abstract: "List the shipped designs with their summaries (use with --design or a script's \"design\").",
        aliases: ["presets"]
    )

    @Flag(name: .long, help: "Also print every parameter (each design's own, then the shared ones once, by group) with default, range, unit and description.")
    var verbose = false

    func run() throws {
        let library = try DesignLibrary.shipped(warn: IgnoredFields.printWarning)
        let width = library.names.map(\.count).max() ?? 0
        for design in library.designs {
            print(design.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + design.summary)
            guard verbose else { continue }
            design.parameters.forEach { print("    " + Self.line($0)) }
            // Shared numbers whose default this design's `scroll` block changes.
            for spec in design.catalog.specs where ParameterCatalog.shared.spec(named: spec.name).map({ $0.defaultValue != spec.defaultValue }) ?? false {
                print("    " + Self.line(spec) + " (this design's default)")
            }
        }
        guard verbose else { return }
        // The shared numbers are the same for every design: listed once, by panel group.
        for group in ParameterGroup.allCases where group != .design {
            print("\n\(group.title) (every design)")
            ParameterCatalog.shared.specs.filter { $0.group == group }.forEach { print("    " + Self.line($0)) }
        }
    }

    /// `name = default unit range  description`; flags as on/off.
    static func line(_ spec: ParameterSpec) -> String {
        if spec.kind == .toggle { return "\(spec.name) = \(spec.display(spec.defaultValue)) (on/off)  \(spec.summary)" }
        let unit = spec.unit.map { " \($0)" } ?? ""
        return "\(spec.name) = \(ParameterSpec.format(spec.defaultValue))\(unit) \(spec.rangeDescription)  \(spec.summary)"
    }
}
