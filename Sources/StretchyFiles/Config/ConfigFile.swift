import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

/// The window's config file: one JSON object of parameter names to values, the same names and
/// checks as a script's `params` (`{"decelerationRate": 0.99, "bounces": false}`). Parameters the
/// file leaves out keep their defaults. Ctrl+S writes what differs from the defaults plus what the
/// file already named, atomically.
public enum ConfigFile {
    /// Where Ctrl+S saves when no `--config` was given.
    public static let defaultPath = "stretchy-config.json"

    /// `"design"` (or its older name `"preset"`): the design the numbers were tuned on, as
    /// `--compare` reads the same file. `run` and `export-code` open it when no `--design` is
    /// given; it is not a parameter.
    public static let designKeys: Set<String> = ["design", "preset"]

    public static func load(path: String) throws(StretchyError) -> [String: Double] {
        let document = try JSONFieldReader.load(path: path)
        return try parse(document, file: path)
    }

    /// The file's overrides by name; errors name the file and the field.
    public static func parse(_ document: JSONValue, file: String) throws(StretchyError) -> [String: Double] {
        let reader = JSONFieldReader(file: file)
        let parameters = try reader.object(document, at: "").filter { !designKeys.contains($0.0) }
        return try ParameterOverrides.parse(.object(parameters), reader: reader, at: "")
    }

    /// The file's `"design"` (or `"preset"`), nil when it names none. A design file path is
    /// relative to the config file (as a script's is to the script), not to the current folder.
    public static func design(path: String) throws(StretchyError) -> String? {
        try design(in: try JSONFieldReader.load(path: path), file: path)
    }

    /// `design(path:)` of an already loaded document.
    public static func design(in document: JSONValue, file: String) throws(StretchyError) -> String? {
        let reader = JSONFieldReader(file: file)
        for (name, value) in try reader.object(document, at: "") where designKeys.contains(name) {
            let reference = try reader.string(value, at: name)
            guard !reference.isEmpty else { throw reader.fail(name, "must name a design or a design file") }
            guard DesignLibrary.isFile(reference) else { return reference }
            return ScriptLoader.resolve(reference, in: URL(fileURLWithPath: file).deletingLastPathComponent().path)
        }
        return nil
    }

    /// The file's text: the parameters that differ from their defaults, and those `kept` (the
    /// names the file already had), in catalog order; then any other members of `kept` as they
    /// were (numbers of another design). A designer's two-line diff stays two lines.
    public static func text(_ parameters: Parameters, keeping kept: [(String, JSONValue)] = []) -> String {
        let keptNames = Set(kept.map(\.0))
        let json = ParameterOverrides.json(parameters)
        guard case let .object(all) = json else { return "{}\n" }
        var members = all.filter { name, _ in
            keptNames.contains(name) || parameters.catalog.spec(named: name).map { parameters[name] != $0.defaultValue } ?? false
        }
        members += kept.filter { name, _ in parameters.catalog.spec(named: name) == nil }
        return JSONWriter.string(.object(members)) + "\n"
    }

    /// Ctrl+S: merges into the file as it is now (re-read under a lock on its folder, so two
    /// windows saving at once take turns): the names `sync` says were changed here get this
    /// window's values, every other member stays as the file has it (another window's save, a hand
    /// edit), and `"design"` names `design` (the design shown; nil keeps the file's). Returns the
    /// sync after the save.
    @discardableResult
    public static func save(_ parameters: Parameters, design: String? = nil, to path: String,
                            sync: ConfigSync? = nil) throws(StretchyError) -> ConfigSync {
        let folderLock = FolderLock(of: path)
        defer { folderLock.release() }
        var members: [(String, JSONValue)] = []
        if FileManager.default.fileExists(atPath: path) {
            // A save merges into what the file holds; a file it cannot read (being edited, broken,
            // not a config) is the user's, so it is left as it is and the save refused.
            let existing: JSONValue
            do { existing = try JSONFieldReader.load(path: path) } catch {
                throw .badInput("\(error.message) — not saved over it; fix or move the file, then save again")
            }
            guard case let .object(values) = existing else {
                throw .badInput("\(path): not a config (a JSON object) — not saved over it")
            }
            members = values
        }
        let sync = sync ?? .unsynced(parameters)
        guard case let .object(values) = ParameterOverrides.json(parameters) else { return sync }
        let catalogOrder = Dictionary(uniqueKeysWithValues: parameters.catalog.specs.enumerated().map { ($1.name, $0) })
        for name in sync.changedHere(parameters) {
            guard let value = values.first(where: { $0.0 == name })?.1, let position = catalogOrder[name] else { continue }
            if let index = members.firstIndex(where: { $0.0 == name }) {
                members[index].1 = value.inKind(of: members[index].1)
            } else if parameters[name] != parameters.catalog.spec(named: name)?.defaultValue {
                // A new name goes before the first of the file's names that the catalog lists after it.
                let index = members.firstIndex { catalogOrder[$0.0].map { $0 > position } ?? false } ?? members.endIndex
                members.insert((name, value), at: index)
            }
        }
        if let design {
            members.removeAll { designKeys.contains($0.0) }
            members.insert(("design", .string(design)), at: 0)
        }
        try FileBytes.writeAtomically(Array((JSONWriter.string(.object(members)) + "\n").utf8), to: path, as: .document)
        let written = (try? parse(.object(members), file: path)) ?? [:]
        return ConfigSync(fileValues: written, window: parameters)
    }
}

private extension JSONValue {
    /// This value written as the file wrote the name before: an on/off the file gave as a number
    /// stays a number (`"bounces": 0`), as the user typed it.
    func inKind(of existing: JSONValue) -> JSONValue {
        if case let .bool(on) = self, case .number = existing { return .number(on ? 1 : 0) }
        return self
    }
}
