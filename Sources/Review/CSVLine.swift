import Foundation

/// Splits one CSV line into fields: commas separate, double quotes may wrap a field and `""` inside
/// quotes is a literal quote (RFC 4180, without line breaks inside fields). Lines without quotes
/// (every line `stretchy replay` writes) are split on their UTF-8 bytes: a 300,000-row trace has
/// 4 million fields, and walking them as Characters took most of `plot`'s time.
func csvFields(_ line: Substring) -> [String] {
    let bytes = line.utf8
    guard bytes.contains(UInt8(ascii: "\"")) else {
        var fields: [String] = []
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: ",") {
                fields.append(String(line[start..<index]))
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        fields.append(String(line[start..<bytes.endIndex]))
        return fields
    }
    return quotedCSVFields(line)
}

private func quotedCSVFields(_ line: Substring) -> [String] {
    var fields: [String] = []
    var field = ""
    var inQuotes = false
    var index = line.startIndex
    while index < line.endIndex {
        let character = line[index]
        let next = line.index(after: index)
        if inQuotes {
            if character == "\"" {
                if next < line.endIndex, line[next] == "\"" {
                    field.append("\""); index = line.index(after: next); continue
                }
                inQuotes = false
            } else {
                field.append(character)
            }
        } else if character == "\"" {
            inQuotes = true
        } else if character == "," {
            fields.append(field); field = ""
        } else {
            field.append(character)
        }
        index = next
    }
    fields.append(field)
    return fields
}

/// The non-blank lines of a CSV text with their 1-based line numbers (`\n`, `\r\n` and `\r`
/// endings accepted), found on the UTF-8 bytes.
func csvLines(_ text: String) -> [(number: Int, text: Substring)] {
    let bytes = text.utf8
    var lines: [(number: Int, text: Substring)] = []
    var number = 1
    // A byte-order mark (a spreadsheet's "CSV UTF-8" save) is not part of the first column's name.
    var start = text.hasPrefix("\u{FEFF}") ? text.index(after: text.startIndex) : bytes.startIndex
    var index = start
    var blank = true
    func finish(at end: String.Index) {
        if !blank { lines.append((number, text[start..<end])) }
        number += 1
        blank = true
    }
    while index < bytes.endIndex {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D {
            finish(at: index)
            index = bytes.index(after: index)
            if byte == 0x0D, index < bytes.endIndex, bytes[index] == 0x0A { index = bytes.index(after: index) }
            start = index
            continue
        }
        if byte != 0x20 && byte != 0x09 { blank = false }
        index = bytes.index(after: index)
    }
    finish(at: bytes.endIndex)
    return lines
}

/// `field` without leading and trailing spaces and tabs; the field itself (no copy) when it has none.
func trimmedCSVField(_ field: String) -> String {
    let bytes = field.utf8
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    guard let first = bytes.first, let last = bytes.last, isSpace(first) || isSpace(last) else { return field }
    return field.trimmingCharacters(in: .whitespaces)
}
