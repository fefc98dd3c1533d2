import Foundation
import HeaderKit
import ScrollCore

/// One side of `--compare A B`: a design name or design file, or a config file (a JSON object of parameter names
/// to values, as `--config` reads; it may also name a `"preset"`, else the base preset is used).
/// A variant's parameters go on top of the base ones (a script's `params`, `--config`).
public struct ComparisonVariant: Equatable, Sendable {
    /// The spelling given on the command line.
    public var spec: String
    /// What the HUD, captions and output folders call this side: the preset name, or the config
    /// file's name without `.json`.
    public var label: String
    /// The variant's own preset; nil means the base preset.
    public var preset: String?
    /// Parameter overrides from the config file (empty for a preset).
    public var parameterOverrides: [String: Double]
    /// The config file's path, when the variant is a file.
    public var configPath: String?

    public init(spec: String, label: String, preset: String?, parameterOverrides: [String: Double], configPath: String?) {
        self.spec = spec; self.label = label; self.preset = preset
        self.parameterOverrides = parameterOverrides; self.configPath = configPath
    }

    /// A design name wins over a file of the same name (write `./seed003` for the file). A file
    /// with `layers` is a design file; any other is a config file.
    public static func resolve(_ spec: String, library: DesignLibrary) throws(StretchyError) -> ComparisonVariant {
        if library.design(named: spec) != nil {
            return ComparisonVariant(spec: spec, label: spec, preset: spec, parameterOverrides: [:], configPath: nil)
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
            return ComparisonVariant(spec: spec, label: design.name, preset: design.file, parameterOverrides: [:], configPath: nil)
        }
        return try parseConfig(document, file: spec, library: library)
    }

    /// A config file's document: parameters by name, plus an optional `"preset"`.
    public static func parseConfig(_ document: JSONValue, file: String, library: DesignLibrary) throws(StretchyError) -> ComparisonVariant {
        let reader = JSONFieldReader(file: file)
        let members = try reader.object(document, at: "")
        var preset: String?
        var parameters: [(String, JSONValue)] = []
        for (name, value) in members {
            if name == "preset" || name == "design" {
                let name = try reader.string(value, at: name)
                guard library.design(named: name) != nil else {
                    throw reader.fail("design", "unknown design '\(name)' \(NearestNames.hint(name, among: library.names, listedBy: "`stretchy designs`"))")
                }
                preset = name
            } else {
                parameters.append((name, value))
            }
        }
        let overrides = try ParameterOverrides.parse(.object(parameters), reader: reader, at: "", catalog: library.anyCatalog)
        var label = URL(fileURLWithPath: file).lastPathComponent
        if label.hasSuffix(".json"), label.count > 5 { label.removeLast(5) }
        return ComparisonVariant(spec: file, label: label, preset: preset, parameterOverrides: overrides, configPath: file)
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

    /// The preset this side shows over `basePreset`.
    public func preset(over basePreset: String) -> String { preset ?? basePreset }

    /// The base overrides with this variant's on top.
    public func parameterOverrides(over base: [String: Double]) -> [String: Double] {
        base.merging(parameterOverrides) { _, mine in mine }
    }

    /// The setup for this side: `base` with the variant's design and parameters.
    public func setup(over base: SessionSetup) throws(StretchyError) -> SessionSetup {
        var setup = base
        if let preset { setup.design = try base.library.resolve(preset) }
        setup.parameterOverrides = parameterOverrides(over: base.parameterOverrides)
        return setup
    }

    /// The caption: "seed003", or "fast (seed004)" for a file over a preset.
    public func caption(over basePreset: String) -> String {
        configPath == nil ? label : "\(label) (\(preset(over: basePreset)))"
    }

    /// The label made safe for a file name: letters, digits, `-`, `_`, `.`; others become `_`.
    public var fileSafeLabel: String {
        let safe = String(label.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
        return safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe
    }
}
