import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

/// A `--compare` side read from the command line: a design name, a design file or a config file.
extension ComparisonVariant {
    /// A design name wins over a file of the same name (write `./seed003` for the file). A file
    /// with `layers` is a design file; any other is a config file.
    public static func resolve(_ spec: String, library: DesignLibrary) throws(StretchyError) -> ComparisonVariant {
        if let design = library.design(named: spec) {
            return ComparisonVariant(spec: spec, label: spec, preset: spec, parameterOverrides: [:], configPath: nil, design: design)
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
            return ComparisonVariant(spec: spec, label: design.name, preset: design.file, parameterOverrides: [:], configPath: nil,
                                     design: design)
        }
        return try parseConfig(document, file: spec, library: library)
    }

    /// A config file's document: parameters by name, plus an optional `"preset"`.
    public static func parseConfig(_ document: JSONValue, file: String, library: DesignLibrary) throws(StretchyError) -> ComparisonVariant {
        let reader = JSONFieldReader(file: file)
        let members = try reader.object(document, at: "")
        var preset: String?
        var design: Design?
        var parameters: [(String, JSONValue)] = []
        for (name, value) in members {
            if ConfigFile.designKeys.contains(name) {
                // A name or a design file, as `run` and `export-code` read the same field.
                let reference = try reader.string(value, at: name)
                do { design = try library.resolve(reference) } catch { throw reader.fail(name, error.message) }
                preset = library.design(named: reference) == nil ? design?.file : reference
            } else {
                parameters.append((name, value))
            }
        }
        let overrides = try ParameterOverrides.parse(.object(parameters), reader: reader, at: "", catalog: catalog(design, library))
        var label = URL(fileURLWithPath: file).lastPathComponent
        if label.hasSuffix(".json"), label.count > 5 { label.removeLast(5) }
        return ComparisonVariant(spec: file, label: label, preset: preset, parameterOverrides: overrides, configPath: file,
                                 design: design)
    }

    /// The names a config may set: any shipped design's, and a design file's own.
    static func catalog(_ design: Design?, _ library: DesignLibrary) -> ParameterCatalog {
        let shipped = library.anyCatalog
        guard let design else { return shipped }
        return ParameterCatalog(specs: design.parameters.filter { shipped.spec(named: $0.name) == nil } + shipped.specs)
    }

    /// The phones of `--compare`: two to four specs.
    public static func resolveAll(_ specs: [String], library: DesignLibrary) throws(StretchyError) -> [ComparisonVariant] {
        guard SessionGroup.comparedCounts.contains(specs.count) else {
            throw .badInput("--compare takes two to four designs, design files or config files (A B [C [D]]), found \(specs.count)")
        }
        var variants: [ComparisonVariant] = []
        for spec in specs { variants.append(try resolve(spec, library: library)) }
        return variants
    }
}
