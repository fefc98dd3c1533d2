/// UITableView's plain-style section headers over the design's list: every `rowsPerSection` rows
/// begin with a `height`-point header that, while its section is on screen, pins at `pinTop`
/// (viewport points — the bottom of the design's pinned bar) and is pushed up by the next one.
/// Pinning *below* the bar is the point: a header pinned at y = 0 slides under a stretchy header.
public struct SectionHeaders: Sendable, Equatable {
    public var rowsPerSection: Int
    public var height: Double
    public var pinTop: DesignExpression

    public init(rowsPerSection: Int, height: Double, pinTop: DesignExpression) {
        self.rowsPerSection = max(1, rowsPerSection)
        self.height = max(0, height)
        self.pinTop = pinTop
    }

    /// Whether row `index` starts a section (its height includes the header above its content).
    public func startsSection(_ index: Int) -> Bool { index % rowsPerSection == 0 }

    /// The header height row `index` carries.
    public func band(ofRow index: Int) -> Double { startsSection(index) ? height : 0 }

    public func title(ofSection section: Int) -> String { "Section \(section + 1)" }
}
