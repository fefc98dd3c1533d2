import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

/// A `--compare` side read from the command line: a design name, a design file or a config file.
extension ComparisonVariant {
    /// A design name wins over a file of the same name (write `./seed003` for the file). A file
    /// with `layers` is a design file; any other is a config file.
    /// `base` is the design a config file without a `"design"` is checked against and shown on.
    public static func resolve(_ spec: String, library: DesignLibrary, base: Design) throws(StretchyError) -> ComparisonVariant {
        if let design = library.design(named: spec) {
            return ComparisonVariant(spec: spec, label: spec, designName: spec, parameterOverrides: [:], configPath: nil, design: design)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: spec, isDirectory: &isDirectory) else {
            throw .badInput("--compare: '\(spec)' is neither a design (known: \(library.names.joined(separator: ", "))) nor a file (no such file)")
        }
        guard !isDirectory.boolValue else {
            throw .badInput("--compare: '\(spec)' is a directory, expected a design name, a design file or a config file")
        }
        let document = try JSONFieldReader.load(path: spec)
        if document["layers"] != nil {
            let design = try DesignLoader.load(path: spec).design
            return ComparisonVariant(spec: spec, label: design.name, designName: design.file, parameterOverrides: [:], configPath: nil,
                                     design: design)
        }
        return try parseConfig(document, file: spec, library: library, base: base)
    }

    /// A config file's document: parameters by name, plus an optional `"design"` (or `"preset"`):
    /// a design name, or a design file relative to the config file. Its parameters are checked
    /// against that design, else against `base` (the design the replay or window opens).
    public static func parseConfig(_ document: JSONValue, file: String, library: DesignLibrary,
                                   base: Design) throws(StretchyError) -> ComparisonVariant {
        let reader = JSONFieldReader(file: file)
        let members = try reader.object(document, at: "")
        var own: Design?
        if let reference = try ConfigFile.design(in: document, file: file) {
            do { own = try library.resolve(reference) } catch { throw reader.fail("design", error.message) }
        }
        let parameters = members.filter { !ConfigFile.designKeys.contains($0.0) }
        let overrides = try ParameterOverrides.parse(.object(parameters), reader: reader, at: "")
        _ = try Session.parameters(for: own ?? base, overrides: overrides, library: library, source: ParameterSource(file: file, path: ""))
        var label = URL(fileURLWithPath: file).lastPathComponent
        if label.hasSuffix(".json"), label.count > 5 { label.removeLast(5) }
        // A shipped design by its name, a design file by its path (as a design-file variant).
        let designName = own.map { library.design(named: $0.name)?.file == $0.file ? $0.name : $0.file }
        return ComparisonVariant(spec: file, label: label, designName: designName, parameterOverrides: overrides, configPath: file, design: own)
    }

    /// The phones of `--compare`: two to four specs.
    /// An error names the phone's letter and its spec ("--compare B (a.json): …").
    public static func resolveAll(_ specs: [String], library: DesignLibrary, base: Design) throws(StretchyError) -> [ComparisonVariant] {
        guard SessionGroup.comparedCounts.contains(specs.count) else {
            throw .badInput("--compare takes two to four designs, design files or config files (A B [C [D]]), found \(specs.count)")
        }
        var variants: [ComparisonVariant] = []
        for (index, spec) in specs.enumerated() {
            do { variants.append(try resolve(spec, library: library, base: base)) } catch {
                throw StretchyError(error.kind, "--compare \(SessionGroup.letter(index)) (\(spec)): \(error.message)")
            }
        }
        return variants
    }
}
