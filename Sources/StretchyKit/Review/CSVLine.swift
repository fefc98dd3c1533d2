/// Splits one CSV line into fields: commas separate, double quotes may wrap a field and `""` inside
/// quotes is a literal quote (RFC 4180, without line breaks inside fields).
func csvFields(_ line: Substring) -> [String] {
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

/// The non-blank lines of a CSV text with their 1-based line numbers (`\r\n` endings accepted).
func csvLines(_ text: String) -> [(number: Int, text: Substring)] {
    // "\r\n" is one Character in Swift, and a newline, so splitting on newlines covers both endings.
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().compactMap { offset, line in
        line.allSatisfy(\.isWhitespace) ? nil : (offset + 1, line)
    }
}
