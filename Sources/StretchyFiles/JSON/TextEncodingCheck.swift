import StretchyKit

/// JSON files are UTF-8. Editors on Windows start them with a byte-order mark, which is skipped
/// (columns in messages then match what the editor shows); UTF-16 is refused by name rather than
/// as "unexpected character 'ÿ'".
enum TextEncodingCheck {
    static func utf8Body(_ bytes: [UInt8], path: String) throws(StretchyError) -> ArraySlice<UInt8> {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return bytes.dropFirst(3) }
        // A UTF-16 byte-order mark, or ASCII text with every other byte zero (UTF-16 without one).
        let utf16BOM = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        let zeroInterleaved = bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0)
        if utf16BOM || zeroInterleaved {
            throw .badInput("\(path): UTF-16 is not supported, save as UTF-8")
        }
        return bytes[...]
    }
}
