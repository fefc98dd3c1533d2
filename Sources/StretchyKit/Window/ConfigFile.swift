import Foundation
import HeaderKit
import ScrollCore

/// The window's config file: one JSON object of parameter names to values, the same names and
/// checks as a script's `params` (`{"decelerationRate": 0.99, "bounces": false}`). Parameters the
/// file leaves out keep their defaults. Ctrl+S writes every parameter, atomically.
public enum ConfigFile {
    /// Where Ctrl+S saves when no `--config` was given.
    public static let defaultPath = "stretchy-config.json"

    public static func load(path: String) throws(StretchyError) -> [String: Double] {
        let document = try JSONFieldReader.load(path: path)
        return try parse(document, file: path)
    }

    /// The file's overrides by name; errors name the file and the field.
    public static func parse(_ document: JSONValue, file: String) throws(StretchyError) -> [String: Double] {
        try ParameterOverrides.parse(document, reader: JSONFieldReader(file: file), at: "")
    }

    public static func text(_ parameters: Parameters) -> String {
        JSONWriter.string(ParameterOverrides.json(parameters)) + "\n"
    }

    public static func save(_ parameters: Parameters, to path: String) throws(StretchyError) {
        try FileBytes.writeAtomically(Array(text(parameters).utf8), to: path)
    }
}
