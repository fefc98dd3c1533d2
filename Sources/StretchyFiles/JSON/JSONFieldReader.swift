import StretchyKit

/// Typed access to the members of a parsed JSON file, with errors that name the file and the
/// field's path (`events[3].x`) and say what was expected.
public struct JSONFieldReader {
    public let file: String
    /// Unknown members met so far (`noteUnknownMembers`).
    public let ignored = IgnoredFields()

    public init(file: String) { self.file = file }

    /// `FILE: 'path': problem` — every file error's form (`profile.json: 'layers[2].height': …`).
    public func fail(_ path: String, _ problem: String) -> StretchyError {
        .badInput("\(file): \(path.isEmpty ? "" : "'\(path)': ")\(problem)")
    }

    /// Member `key` of the object `value` at `path`, or the error that says it is missing
    /// (`hint`, in parentheses after it, says what it should be).
    public func required(_ value: JSONValue, _ key: String, at path: String, _ hint: String? = nil) throws(StretchyError) -> JSONValue {
        guard let member = value[key] else { throw fail(path.isEmpty ? key : "\(path).\(key)", "is missing" + (hint.map { " (\($0))" } ?? "")) }
        return member
    }

    public func object(_ value: JSONValue, at path: String) throws(StretchyError) -> [(String, JSONValue)] {
        guard case let .object(members) = value else { throw fail(path, "must be an object, found \(value.typeDescription)") }
        return members
    }

    public func array(_ value: JSONValue, at path: String) throws(StretchyError) -> [JSONValue] {
        guard case let .array(elements) = value else { throw fail(path, "must be an array, found \(value.typeDescription)") }
        return elements
    }

    public func number(_ value: JSONValue, at path: String) throws(StretchyError) -> Double {
        guard case let .number(number) = value else { throw fail(path, "must be a number, found \(value.typeDescription)") }
        return number
    }

    public func string(_ value: JSONValue, at path: String) throws(StretchyError) -> String {
        guard case let .string(text) = value else { throw fail(path, "must be a string, found \(value.typeDescription)") }
        return text
    }

    public func bool(_ value: JSONValue, at path: String) throws(StretchyError) -> Bool {
        guard case let .bool(flag) = value else { throw fail(path, "must be true or false, found \(value.typeDescription)") }
        return flag
    }

    /// A whole number within `range`.
    public func integer(_ value: JSONValue, at path: String, in range: ClosedRange<Int>) throws(StretchyError) -> Int {
        let number = try number(value, at: path)
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw fail(path, "must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(JSONWriter.describe(number))")
        }
        return Int(number)
    }

    /// Notes members not in `known` in `ignored` (a warning, not an error).
    public func noteUnknownMembers(_ members: [(String, JSONValue)], known: [String], at path: String) {
        for (key, _) in members where !known.contains(key) {
            ignored.note(key, at: path.isEmpty ? key : "\(path).\(key)", known: known)
        }
    }

    /// Reads and parses a JSON file, reporting a missing/unreadable file or a syntax error with
    /// its line and column.
    public static func load(path: String) throws(StretchyError) -> JSONValue {
        let bytes = try FileBytes.read(path: path)
        do {
            return try JSONParser.parse(bytes: Array(try TextEncodingCheck.utf8Body(bytes)))
        } catch let error as JSONParser.SyntaxError {
            throw .badInput("\(path): \(error.description)")
        } catch {
            throw .badInput("\(path): \(error)")
        }
    }
}
