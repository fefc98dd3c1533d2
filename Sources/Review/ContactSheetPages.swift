/// A run's screenshots split over contact sheets of at most `cellsPerPage` cells: one sheet of
/// 1,000 screenshots would be 1200×80,000 pixels, which no common viewer opens, and would hold every
/// screenshot in memory at once. One page is `contact-sheet.png`; more are `contact-sheet-1.png`, ….
public struct ContactSheetPages: Equatable, Sendable {
    /// 6 columns × 8 rows.
    public static let cellsPerPage = 48

    public let shotCount: Int

    public init(shotCount: Int) { self.shotCount = shotCount }

    /// At least one: a run without screenshots still gets its (empty) sheet.
    public var count: Int { max(1, (shotCount + Self.cellsPerPage - 1) / Self.cellsPerPage) }

    /// The shots on page `page` (from 0).
    public func shots(onPage page: Int) -> Range<Int> {
        let start = page * Self.cellsPerPage
        return min(start, shotCount)..<min(start + Self.cellsPerPage, shotCount)
    }

    public func fileName(ofPage page: Int) -> String {
        count == 1 ? "contact-sheet.png" : "contact-sheet-\(page + 1).png"
    }

    /// The sheet's title with the page and its shots, when there is more than one page.
    public func title(_ title: String, page: Int) -> String {
        guard count > 1 else { return title }
        let range = shots(onPage: page)
        return "\(title) · page \(page + 1) of \(count) (shots \(range.lowerBound + 1)–\(range.upperBound))"
    }

    /// Whether `name` is a contact sheet of some run (`contact-sheet.png`, `contact-sheet-12.png`):
    /// an earlier run's pages are removed before new ones are written.
    public static func isSheetFileName(_ name: String) -> Bool {
        guard name.hasPrefix("contact-sheet"), name.hasSuffix(".png") else { return false }
        let middle = name.dropFirst("contact-sheet".count).dropLast(4)
        return middle.isEmpty || (middle.hasPrefix("-") && middle.count > 1 && middle.dropFirst().allSatisfy(\.isNumber))
    }
}
