/// JSON files are UTF-8. Editors on Windows start them with a byte-order mark, which is skipped
/// (columns in messages then match what the editor shows; a document keeps it when written back);
/// UTF-16 is refused by name rather than as "unexpected character 'ÿ'".
public enum TextEncodingCheck {
    /// The UTF-8 byte-order mark some editors write first.
    public static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

    public static func utf8Body(_ bytes: [UInt8]) throws(DocumentError) -> ArraySlice<UInt8> {
        if bytes.starts(with: utf8BOM) { return bytes.dropFirst(3) }
        // A UTF-16 byte-order mark, or ASCII text with every other byte zero (UTF-16 without one).
        let utf16BOM = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        let zeroInterleaved = bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0)
        if utf16BOM || zeroInterleaved { throw DocumentError("UTF-16 is not supported, save as UTF-8") }
        return bytes[...]
    }
}
