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
    public var designName: String?
    /// Parameter overrides from the config file (empty for a preset).
    public var parameterOverrides: [String: Double]
    /// The config file's path, when the variant is a file.
    public var configPath: String?
    /// The variant's own design, resolved when the variant was read (a design file is read once);
    /// nil means the base design.
    public var design: Design?

    public init(spec: String, label: String, designName: String?, parameterOverrides: [String: Double], configPath: String?,
                design: Design? = nil) {
        self.spec = spec; self.label = label; self.designName = designName
        self.parameterOverrides = parameterOverrides; self.configPath = configPath
        self.design = design
    }

    /// The preset this side shows over `basePreset`.
    public func designName(over baseDesign: String) -> String { designName ?? baseDesign }

    /// The base overrides with this variant's on top.
    public func parameterOverrides(over base: [String: Double]) -> [String: Double] {
        base.merging(parameterOverrides) { _, mine in mine }
    }

    /// The setup for this side: `base` with the variant's design and parameters. A side showing
    /// its own design takes only the base numbers that design declares: the base design's own
    /// (a take's `params` lists them all) mean nothing to it.
    public func setup(over base: SessionSetup) -> SessionSetup {
        var setup = base
        var baseOverrides = base.parameterOverrides
        if let design {
            setup.design = design
            baseOverrides = baseOverrides.filter { design.catalog.spec(named: $0.key) != nil }
        }
        setup.parameterOverrides = parameterOverrides(over: baseOverrides)
        return setup
    }

    /// The caption: "seed003", or "fast (seed004)" for a file over a preset (a design file by its
    /// design's name, not its path).
    public func caption(over baseDesign: String) -> String {
        configPath == nil ? label : "\(label) (\(design?.name ?? designName(over: baseDesign)))"
    }

    /// The label made safe for a file name: letters, digits, `-`, `_`, `.`; others become `_`.
    public var fileSafeLabel: String {
        let safe = String(label.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
        return safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe
    }
}
