/// The list shown under the header: a screen title and rows, from a content file or generated.
public struct ListContent: Sendable, Equatable {
    public struct Row: Sendable, Equatable, Codable {
        public var title: String
        public var subtitle: String
        public init(title: String, subtitle: String = "") { self.title = title; self.subtitle = subtitle }
    }

    public enum Source: Sendable, Equatable {
        case rows([Row])
        /// `count` rows produced on demand (a million rows are not a million stored strings).
        case generated(count: Int)
    }

    public var title: String
    public var source: Source

    public init(title: String, source: Source) { self.title = title; self.source = source }

    public var count: Int {
        switch source {
        case let .rows(rows): rows.count
        case let .generated(count): count
        }
    }

    /// Generated rows come in this many kinds (a subtitle of one, two or three sentences).
    static let generatedKinds = 3

    /// When rows `i` and `i + period` always have the same height: generated rows differ from the
    /// row `generatedKinds` before only in the number in their one-line title, so measuring the
    /// first `period` rows measures them all. Nil for a content file's rows.
    public var rowHeightPeriod: Int? {
        if case .generated = source { Self.generatedKinds } else { nil }
    }

    /// Row `index`; generated rows are made from their index, so any index costs the same.
    public func row(at index: Int) -> Row {
        switch source {
        case let .rows(rows):
            return rows[index]
        case .generated:
            let lines = (index % Self.generatedKinds) + 1
            let subtitle = String(repeating: "Generated row for scrolling long lists. ", count: lines)
            return Row(title: "Row \(index + 1)", subtitle: subtitle)
        }
    }
}
