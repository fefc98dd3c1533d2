/// A design file (or any JSON file) as a lossless document: its bytes exactly as read, the value
/// they hold, where each value sits in them, and the file's own layout (`DocumentStyle`). Every
/// change is a patch of the bytes (`set`, `append`, `remove`, `update(to:)`) that leaves every
/// other byte as the designer wrote it, so a diff shows only what changed; bake, import's
/// `--onto` and a future in-window editor all read → change → write through it.
public struct DesignDocument: Equatable, Sendable {
    /// The file's bytes, a UTF-8 byte-order mark included when it had one.
    public private(set) var bytes: [UInt8]
    /// The value the bytes hold (after every patch, the bytes read again).
    public private(set) var value: JSONValue
    /// The file's indentation and line ends, read once; patches write new lines in it.
    public let style: DocumentStyle
    /// Where each value sits in `body` (offsets from `bodyStart`).
    private(set) var spans: JSONValueSpans
    /// 3 after a byte-order mark, else 0.
    let bodyStart: Int

    /// Reads `bytes`; a syntax error says where (line and column), UTF-16 is refused by name.
    public init(bytes: [UInt8]) throws(DocumentError) {
        let body = try TextEncodingCheck.utf8Body(bytes)
        self.bytes = bytes
        bodyStart = body.startIndex
        style = DocumentStyle(detectedIn: body)
        (value, spans) = try Self.read(body)
    }

    public init(text: String) throws(DocumentError) { try self.init(bytes: Array(text.utf8)) }

    /// A new design file for `value` in the shipped designs' layout (`DesignLayout`).
    public init(new value: JSONValue, style: DocumentStyle = DocumentStyle()) {
        let text = DesignLayout.text(value, style: style)
        bytes = Array(text.utf8)
        bodyStart = 0
        self.style = style
        // Read back, as every patch is: what the bytes hold (a non-finite number is written null).
        self.value = (try? JSONParser.parse(bytes: bytes)) ?? value
        spans = JSONValueSpans(bytes: bytes)
    }

    private static func read(_ body: ArraySlice<UInt8>) throws(DocumentError) -> (JSONValue, JSONValueSpans) {
        let array = Array(body)
        do {
            return (try JSONParser.parse(bytes: array), JSONValueSpans(bytes: array))
        } catch {
            throw DocumentError(error.description)
        }
    }

    /// The bytes as text (they are UTF-8: the document read them).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The value at `path`, nil when it names none.
    public func value(at path: DocumentPath) -> JSONValue? {
        guard let keys = path.keys(in: value) else { return nil }
        return value.at(keys)
    }

    /// Where the value at `path` sits in `bytes` (its text, from its first byte to its last).
    public func span(at path: DocumentPath) -> Range<Int>? {
        guard let keys = path.keys(in: value), let span = spans.spans[keys] else { return nil }
        return span.lowerBound + bodyStart..<span.upperBound + bodyStart
    }

    /// Every value's path and span, as `JSONValueSpans` keys them (element indices as text).
    public var allSpans: [(keys: [String], span: Range<Int>)] {
        spans.spans.map { ($0.key, $0.value.lowerBound + bodyStart..<$0.value.upperBound + bodyStart) }
    }

    /// `range` of the bytes replaced by `text`, then the whole read again (values and spans).
    /// A patch that would leave the document unreadable changes nothing.
    mutating func replace(_ range: Range<Int>, with text: String) throws(DocumentError) {
        var next = bytes
        next.replaceSubrange(range, with: Array(text.utf8))
        (value, spans) = try Self.read(next[bodyStart...])
        bytes = next
    }
}

extension JSONValue {
    /// The value at `keys` (`JSONValueSpans`' form: member names, element indices as text).
    func at(_ keys: [String]) -> JSONValue? {
        var current = self
        for key in keys {
            switch current {
            case let .object(members):
                guard let member = members.first(where: { $0.0 == key }) else { return nil }
                current = member.1
            case let .array(elements):
                guard let index = Int(key), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default: return nil
            }
        }
        return current
    }
}
