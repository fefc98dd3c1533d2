import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

/// The library read from disk: the shipped designs' folder, and `--design NAME|FILE` references
/// that name a design file.
extension DesignLibrary {
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
}
