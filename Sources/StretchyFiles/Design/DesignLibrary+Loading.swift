import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

/// The library read from disk: the shipped designs' folder, and `--design NAME|FILE` references
/// that name a design file.
extension DesignLibrary {
    /// Every `*.json` in `folder`, ordered by their `order` field, then name. A file that does not
    /// load, or repeats a name loaded before it, is skipped with a warning: adding one broken
    /// design to the folder must not take every other design (and every command) down with it.
    public static func load(folder: String, warn: (String) -> Void = IgnoredFields.printWarning) throws(StretchyError) -> DesignLibrary {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw .environment("\(folder): cannot list the shipped designs (\(error.localizedDescription))")
        }
        var loaded: [LoadedDesign] = []
        for file in files {
            do {
                let design = try DesignLoader.load(path: "\(folder)/\(file)", warn: warn)
                if let first = loaded.first(where: { $0.design.name == design.design.name }) {
                    warn("\(file): skipped: the name '\(design.design.name)' is taken by \(URL(fileURLWithPath: first.design.file).lastPathComponent)")
                } else {
                    loaded.append(design)
                }
            } catch {
                warn("skipped: \(error.message)")
            }
        }
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
