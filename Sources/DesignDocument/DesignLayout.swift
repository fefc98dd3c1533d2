/// A new design file laid out as the shipped designs are: the top level one member per line, each
/// layer on its own line, each parameter, variable and scroll setting on its own line, everything
/// else inline, so a designer can read and diff it (`stretchy import` writes this).
enum DesignLayout {
    /// The top-level members whose entries get a line each.
    static let listed: Set<String> = ["layers", "parameters", "variables", "scroll"]

    static func text(_ design: JSONValue, style: DocumentStyle) -> String {
        let end = style.endsWithNewline ? style.newline : ""
        guard case let .object(members) = design, !members.isEmpty else { return JSONWriter.inline(design) + end }
        let step = style.indentUnit, inner = step + step
        let lines = members.map { key, value -> String in
            let name = step + JSONWriter.quoted(key) + ": "
            guard listed.contains(key) else { return name + JSONWriter.inline(value) }
            switch value {
            case let .array(items) where !items.isEmpty:
                return name + "[" + style.newline + items.map { inner + JSONWriter.inline($0) }.joined(separator: "," + style.newline)
                    + style.newline + step + "]"
            case let .object(entries) where !entries.isEmpty:
                return name + "{" + style.newline
                    + entries.map { inner + JSONWriter.quoted($0) + ": " + JSONWriter.inline($1) }.joined(separator: "," + style.newline)
                    + style.newline + step + "}"
            default: return name + JSONWriter.inline(value)
            }
        }
        return "{" + style.newline + lines.joined(separator: "," + style.newline) + style.newline + "}" + end
    }
}
