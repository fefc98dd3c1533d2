import DisplayList

/// A small strict JSON parser (RFC 8259) that reports where a document is broken as line and
/// column, and refuses duplicate members.
///
/// Why not Foundation's `JSONDecoder` with an error mapper (tried with Swift 6.3.1 on Linux,
/// swift-corelibs-foundation, November 2026):
/// - a syntax error carries no position at all. For `{"a": 1,\n "b": [1, 2,, 3]}` `JSONDecoder`
///   throws `DecodingError.dataCorrupted` with debugDescription "The given data was not valid
///   JSON." and `underlyingError: nil`; `JSONSerialization` says "Invalid value around character
///   21." (a byte offset, no line or column, no reason). This parser says
///   "invalid JSON at line 2, column 13: unexpected character ',', expected a value".
/// - a repeated member is accepted silently (`{"a": 1, "a": 2}`: `JSONDecoder` keeps the first,
///   `JSONSerialization` the last), where a design or script with `"preset"` twice must be refused.
/// - `{"a": 01}` comes back as a type mismatch ("Expected to decode String but found number")
///   instead of a syntax error.
/// So the stack stays (`JSONValue`, this parser, `JSONFieldReader`'s typed access with paths,
/// `JSONWriter`'s byte-stable output); re-check when Foundation's parser reports positions.
public struct JSONParser {
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var reason: String
        public var description: String { "invalid JSON at line \(line), column \(column): \(reason)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    /// Nesting limit so a hostile file cannot overflow the stack.
    private let maximumDepth = 512
    /// Where the parser is (member names and array indices), rendered only for an error message.
    private var path = JSONPath()

    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        return try parser.parseDocument()
    }

    public static func parse(bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func parseDocument() throws(SyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count { throw error("unexpected text after the end of the document") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth < maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        guard let byte = peek() else { throw error("unexpected end of file, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character '\(Character(Unicode.Scalar(byte)))', expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var members: [(String, JSONValue)] = []
        var seen = MemberNames()
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a quoted member name") }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after member name \"\(key)\"") }
            // A repeated name would silently win over the first (`"preset"` twice): refuse it.
            if seen.containsDuplicate(key, in: members) {
                throw error("duplicate member \"\(key)\" in \(path.describe(orTop: "the top-level object"))")
            }
            index += 1
            skipWhitespace()
            path.push(.member(key))
            members.append((key, try parseValue(depth: depth + 1)))
            path.pop()
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}' in object")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            path.push(.element(elements.count))
            elements.append(try parseValue(depth: depth + 1))
            path.pop()
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("expected ',' or ']' in array")
            }
        }
    }

    /// The string's raw bytes and its escapes' scalars collect as UTF-8 and become a `String` once:
    /// appending to a String's scalar view at every escape made a file of a million `\n` (what
    /// Python writes by default) take 12.7 s.
    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1
        var utf8: [UInt8] = []
        var chunkStart = index
        while true {
            guard let byte = peek() else { throw error("unterminated string") }
            if byte == UInt8(ascii: "\"") {
                let text = utf8.isEmpty ? String(decoding: bytes[chunkStart..<index], as: UTF8.self)
                    : String(decoding: utf8 + bytes[chunkStart..<index], as: UTF8.self)
                index += 1
                return String(StreamSafeText.capped(text.unicodeScalars))
            }
            if byte < 0x20 { throw error("control character in string (escape it)") }
            if byte == UInt8(ascii: "\\") {
                utf8.append(contentsOf: bytes[chunkStart..<index])
                index += 1
                utf8.append(contentsOf: UTF8.encode(try parseEscape())!)
                chunkStart = index
                continue
            }
            index += 1
        }
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = peek() else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate in \\u escape") }
                let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(combined) ?? "\u{FFFD}"
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in \\u escape") }
            return scalar
        default:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexDigit(byte) else { throw error("expected 4 hex digits after \\u") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), Self.isDigit(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let next = peek(), Self.isDigit(next) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let next = peek(), Self.isDigit(next) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("number \(text) is out of range")
        }
        return value
    }

    private mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func expectLiteral(_ literal: String) throws(SyntaxError) {
        let start = index
        for expected in literal.utf8 {
            guard peek() == expected else {
                index = start  // report where the word begins
                throw error("invalid literal, expected '\(literal)'")
            }
            index += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// An error at the current position, counting lines and UTF-8 characters up to it.
    private func error(_ reason: String) -> SyntaxError {
        var line = 1, column = 1
        var i = 0
        let end = min(index, bytes.count)
        while i < end {
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SyntaxError(line: line, column: column, reason: reason)
    }
}
