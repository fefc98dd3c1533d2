/// How a file lays out its text, read from the file itself so a patch's new lines look like the
/// designer's: the indentation step (spaces or a tab), the line end (`\n` or Windows' `\r\n`)
/// and whether the file ends with one.
public struct DocumentStyle: Equatable, Sendable {
    public var indentUnit: String
    public var newline: String
    public var endsWithNewline: Bool

    /// What `JSONWriter` and the shipped designs use: two spaces, `\n`, a final line end.
    public init(indentUnit: String = "  ", newline: String = "\n", endsWithNewline: Bool = true) {
        self.indentUnit = indentUnit
        self.newline = newline
        self.endsWithNewline = endsWithNewline
    }

    /// The style of `bytes`: the line end of its first line; the indentation of its first indented
    /// line (the top level's members sit one step in); the defaults where the file has no example.
    public init(detectedIn bytes: ArraySlice<UInt8>) {
        self.init()
        guard let firstNewline = bytes.firstIndex(of: 0x0A) else {
            endsWithNewline = false
            return
        }
        if firstNewline > bytes.startIndex, bytes[firstNewline - 1] == 0x0D { newline = "\r\n" }
        endsWithNewline = bytes.last == 0x0A
        var lineStart = firstNewline + 1
        while lineStart < bytes.endIndex {
            var end = lineStart
            while end < bytes.endIndex, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            // A blank line says nothing; the first line with text after whitespace does.
            if end > lineStart, end < bytes.endIndex, bytes[end] != 0x0A, bytes[end] != 0x0D {
                indentUnit = String(decoding: bytes[lineStart..<end], as: UTF8.self)
                return
            }
            guard let next = bytes[lineStart...].firstIndex(of: 0x0A) else { return }
            lineStart = next + 1
        }
    }
}
