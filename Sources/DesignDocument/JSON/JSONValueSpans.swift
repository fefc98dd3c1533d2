/// Where each value of a JSON document sits in its bytes, by member path (`["parameters",
/// "heroHeight", "default"]`; array elements by index), so a tool can change one number and leave
/// every other byte as written (`stretchy bake`). `JSONParser` gives values, not places, and
/// re-writing the whole value with `JSONWriter` would reflow the designer's file. The document
/// must already have parsed with `JSONParser`: this scanner reports no syntax errors.
public struct JSONValueSpans: Sendable, Equatable {
    public private(set) var spans: [[String]: Range<Int>] = [:]
    /// Where each object member begins: its name's opening quote (a member removed goes from here).
    public private(set) var memberStarts: [[String]: Int] = [:]
    private let bytes: [UInt8]
    private var index = 0

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        skipWhitespace()
        if index < bytes.count { value(at: []) }
    }

    public subscript(path: String...) -> Range<Int>? { spans[path] }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func value(at path: [String]) {
        let start = index
        switch peek() {
        case UInt8(ascii: "{"): index += 1; members(at: path)
        case UInt8(ascii: "["): index += 1; elements(at: path)
        case UInt8(ascii: "\""): _ = string()
        default:  // a number, true, false or null: up to the next delimiter
            while let byte = peek(), !Array(",}] \t\r\n".utf8).contains(byte) { index += 1 }
        }
        spans[path] = start..<index
    }

    private mutating func members(at path: [String]) {
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { index += 1; return }
        while index < bytes.count {
            skipWhitespace()
            let nameStart = index
            let name = string()
            skipWhitespace()
            index += 1  // ':'
            skipWhitespace()
            memberStarts[path + [name]] = nameStart
            value(at: path + [name])
            skipWhitespace()
            let delimiter = peek()
            index += 1  // ',' or '}'
            if delimiter != UInt8(ascii: ",") { return }
        }
    }

    private mutating func elements(at path: [String]) {
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { index += 1; return }
        var position = 0
        while index < bytes.count {
            skipWhitespace()
            value(at: path + [String(position)])
            position += 1
            skipWhitespace()
            let delimiter = peek()
            index += 1  // ',' or ']'
            if delimiter != UInt8(ascii: ",") { return }
        }
    }

    /// A string token, decoded by `JSONParser` (escapes included).
    private mutating func string() -> String {
        let start = index
        index += 1
        while let byte = peek(), byte != UInt8(ascii: "\"") { index += byte == UInt8(ascii: "\\") ? 2 : 1 }
        index += 1
        guard case let .string(text)? = try? JSONParser.parse(bytes: Array(bytes[start..<min(index, bytes.count)])) else { return "" }
        return text
    }
}
