import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

/// Sticky section headers pin below the design's bar (UITableView's plain style), never under it.
@Suite struct SectionHeadersTests {
    static let json = """
    {"name": "sections", "scroll": {"contentInsetTop": 0, "rowsTop": 200,
      "sectionHeaders": {"rowsPerSection": 10, "height": 28, "pinTop": "64"}},
     "layers": [{"id": "photo", "kind": "color", "color": "#336699", "role": "header",
                 "y": "-max(0, offset)", "height": "max(64, 200 - offset) + max(0, offset) - max(0, offset)"}]}
    """

    func screen(json: String = Self.json) throws -> HeaderScreen {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sections-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("sections.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let design = try DesignLoader.load(path: path, warn: { _ in }).design
        var screen = try HeaderScreen(design: design, parameters: Parameters(catalog: design.catalog), viewport: Size(width: 390, height: 844),
                                      content: ListContent(title: "T", source: .generated(count: 100)),
                                      images: ImageTable(paths: [], sizes: []), measurer: FixedAdvanceTextMeasurer())
        screen.measureRowsUpFront(ifAtMost: 5000)
        return screen
    }

    @Test func firstRowsOfSectionsCarryTheHeaderBand() throws {
        let s = try screen()
        #expect(abs(s.list.height(ofRow: 10) - s.list.height(ofRow: 13) - 28) < 1e-9, "rows 10 and 13 have the same text; 10 starts a section")
        #expect(abs(s.list.height(ofRow: 0) - s.list.height(ofRow: 3) - 28) < 1e-9)
        #expect(abs(s.list.height(ofRow: 11) - s.list.height(ofRow: 14)) < 1e-9)
    }

    @Test func headersRestInPlacePinBelowTheBarAndArePushedUp() throws {
        let s = try screen()
        // At rest the first header sits above row 0, at content y 200.
        #expect(s.sectionHeaderY(0, offsetY: 0) == 200)
        // Scrolled 300: its natural place is -100, above the bar: it pins at 64.
        #expect(s.sectionHeaderY(0, offsetY: 300) == 64)
        // When section 1's header comes within 28 pt of the bar, it pushes section 0's up.
        let next = s.rowY(10, offsetY: 0)  // section 1's header at offset 0
        let offset = next - 64 - 10          // 10 pt before it reaches the bar
        let pushed = try #require(s.sectionHeaderY(0, offsetY: offset))
        #expect(abs(pushed - (64 + 10 - 28)) < 1e-9, "pushed up by the next header: \(pushed)")
        #expect(abs((s.sectionHeaderY(1, offsetY: offset) ?? 0) - 74) < 1e-9)
        var scene = Scene(size: .zero)
        var screen = s
        var state = ScrollState()
        state.contentOffset = Point(x: 0, y: 300)
        state.boundsSize = screen.viewport
        state.contentSize = Size(width: 390, height: screen.contentHeight)
        screen.layOutAndCompose(into: &scene, state: state, frame: FrameDecorations())
        let titles = scene.items.compactMap { if case let .text(text, _, frame, _, _, _, _) = $0, text.hasPrefix("Section") { (text, frame.minY) } else { nil } }
        #expect(titles.first?.0 == "Section 1" && (titles.first?.1 ?? 0) >= 64, "\(titles)")
    }

    /// With a layer below the list every row paints its background; a separator drawn before the
    /// next row's fill lay under it whenever the rows sat at fractional pixels (at rest with
    /// section headers, on a probe's design): no row fill may come after a separator it touches.
    @Test func separatorsAreDrawnAfterEveryRowFill() throws {
        let below = Self.json.replacingOccurrences(of: #""layers": ["#, with: ##""layers": [{"id": "under", "kind": "color", "color": "#000000", "z": "belowList"}, "##)
        var screen = try screen(json: below)
        var state = ScrollState()
        state.contentOffset = Point(x: 0, y: 13.3)
        state.boundsSize = screen.viewport
        state.contentSize = Size(width: 390, height: screen.contentHeight)
        var scene = Scene(size: .zero)
        screen.layOutAndCompose(into: &scene, state: state, frame: FrameDecorations())
        let fills = scene.items.enumerated().compactMap { item -> (Int, Rect)? in
            if case let .fill(rect, _, _, _) = item.element { (item.offset, rect) } else { nil }
        }
        let separators = fills.filter { $0.1.height == 0.5 }
        let rowFills = fills.filter { $0.1.minX == 0 && $0.1.width == 390 && $0.1.height > 20 }
        #expect(separators.count > 5 && rowFills.count > 5, "\(separators.count) separators, \(rowFills.count) row fills")
        for (index, line) in separators {
            let later = rowFills.filter { $0.0 > index && $0.1.minY <= line.maxY + 1 && $0.1.maxY >= line.minY - 1 }
            #expect(later.isEmpty, "separator at y \(line.minY) is painted over by \(later.map(\.1))")
        }
    }
}
