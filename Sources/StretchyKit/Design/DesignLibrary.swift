import Foundation
import HeaderKit
import ScrollCore

/// The shipped designs (`Resources/designs/*.json`), in the order `stretchy designs` lists them and
/// `[` / `]` cycle through them, and the lookup of a `--design NAME|FILE` reference.
public struct DesignLibrary: Sendable {
    public let designs: [Design]
    public let folder: String

    public init(designs: [Design], folder: String) {
        self.designs = designs
        self.folder = folder
    }

    /// Every `*.json` in `folder`, ordered by their `order` field, then name.
    public static func load(folder: String, warn: (String) -> Void = IgnoredFields.printWarning) throws(StretchyError) -> DesignLibrary {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw .environment("\(folder): cannot list the shipped designs (\(error.localizedDescription))")
        }
        var loaded: [LoadedDesign] = []
        for file in files { loaded.append(try DesignLoader.load(path: "\(folder)/\(file)", warn: warn)) }
        let ordered = loaded.sorted { ($0.order, $0.design.name) < ($1.order, $1.design.name) }.map(\.design)
        return DesignLibrary(designs: ordered, folder: folder)
    }

    public var names: [String] { designs.map(\.name) }

    public func design(named name: String) -> Design? { designs.first { $0.name == name } }

    /// Whether `reference` reads as a file rather than a name (a path, or ending in `.json`).
    public static func isFile(_ reference: String) -> Bool { reference.contains("/") || reference.hasSuffix(".json") }

    /// A shipped design by name, else a design file (relative paths against `folder`). A name wins
    /// over a file of the same name (write `./NAME.json` for the file).
    public func resolve(_ reference: String, relativeTo base: String? = nil,
                        warn: (String) -> Void = IgnoredFields.printWarning) throws(StretchyError) -> Design {
        if let design = design(named: reference) { return design }
        guard Self.isFile(reference) else {
            throw .badInput("unknown design '\(reference)' \(NearestNames.hint(reference, among: names, listedBy: "`stretchy designs`")); or give a design file path")
        }
        let path = ScriptLoader.resolve(reference, in: base ?? FileManager.default.currentDirectoryPath)
        return try DesignLoader.load(path: path, warn: warn).design
    }

    /// Every parameter some shipped design or every design declares (a config file that may go
    /// with any design is checked against it); the first declaration of a name wins.
    public var anyCatalog: ParameterCatalog {
        var seen = Set<String>(), specs: [ParameterSpec] = []
        for spec in ParameterCatalog.shared.specs + designs.flatMap(\.parameters) where seen.insert(spec.name).inserted {
            specs.append(spec)
        }
        return ParameterCatalog(specs: specs)
    }

    /// Whether some shipped design declares `parameter` (a config file written for another design
    /// may carry it; it is skipped, not refused).
    public func declaresAnywhere(_ parameter: String) -> Bool {
        designs.contains { design in design.parameters.contains { $0.name == parameter } }
    }
}
