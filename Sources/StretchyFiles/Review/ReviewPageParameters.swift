import ScrollCore

/// The review page's parameter table: one row per parameter any phone has, one value column per
/// phone. A row whose value differs between phones is marked `differs` and listed first; a value
/// moved from its default is marked `changed`. Words, unit and summary come from the spec.
struct ReviewPageParameters {
    let phones: [ReviewPage.Phone]

    struct Row {
        var spec: ParameterSpec
        /// Each phone's value; nil when its design has no such parameter.
        var values: [Double?]
        var differs: Bool { values.contains { $0 != values.first } }
        var changed: Bool { values.contains { $0 != nil && $0 != spec.defaultValue } }
    }

    /// Differing rows first, then changed ones, then the rest, each in the designs' order.
    var rows: [Row] {
        var seen: Set<String> = []
        var rows: [Row] = []
        for phone in phones {
            for spec in phone.parameters.catalog.specs where seen.insert(spec.name).inserted {
                rows.append(Row(spec: spec, values: phones.map { other in
                    other.parameters.catalog.spec(named: spec.name) == nil ? nil : other.parameters[spec.name]
                }))
            }
        }
        func rank(_ row: Row) -> Int { row.differs ? 0 : row.changed ? 1 : 2 }
        return rows.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// The rows that differ or moved from their default in a table of their own; the others
    /// (the same everywhere, at their defaults) folded away below, as they are most of the list.
    var html: String {
        let all = rows
        let marked = all.filter { $0.differs || $0.changed }, rest = all.filter { !$0.differs && !$0.changed }
        let shown = marked.isEmpty ? "<p>Every parameter is at its default on every phone.</p>" : table(marked)
        let fold = marked.isEmpty ? "All \(rest.count) parameters" : "\(rest.count) more at their defaults on every phone"
        let folded = rest.isEmpty ? "" : "<details><summary>\(fold)</summary>\(table(rest))</details>"
        return """
        <p class="hint">Rows that differ between phones are highlighted and listed first; values moved from their default are bold.</p>
        \(shown)
        \(folded)
        """
    }

    private func table(_ rows: [Row]) -> String {
        let e = HTMLText.escaped
        let heads = phones.map { "<th>\(e($0.label))</th>" }.joined()
        let body = rows.map { row in
            let cells = row.values.map { value in
                guard let value else { return "<td class=\"absent\">—</td>" }
                let changed = value != row.spec.defaultValue ? " class=\"changed\"" : ""
                return "<td\(changed)>\(e(row.spec.valueText(value)))</td>"
            }.joined()
            let defaultText = row.spec.valueText(row.spec.defaultValue)
            return "<tr\(row.differs ? " class=\"differs\"" : "")><th scope=\"row\">\(e(row.spec.spokenName))<small>\(e(row.spec.name))</small></th>"
                + "\(cells)<td class=\"default\">\(e(defaultText))</td><td class=\"summary\">\(e(row.spec.summary))</td></tr>"
        }.joined(separator: "\n")
        return """
        <div class="scroll"><table class="parameters"><thead><tr><th>Parameter</th>\(heads)<th>Default</th><th>What it does</th></tr></thead>
        <tbody>
        \(body)
        </tbody></table></div>
        """
    }
}
