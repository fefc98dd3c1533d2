import Foundation
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit
import Testing

/// Issue 43 item 7: a content section's heading scrolls with its rows (`"pinned": false`) or pins
/// under the bar while its section passes, and a section hides or insets its own separators.
@Suite struct SectionLookTests {
    /// Three 10-row sections of 44 pt `value1` rows under 28 pt plain headings, below a 100 pt bar,
    /// rows from y = 300: the second section's heading scrolls, the others pin; the first section
    /// hides its separators, the second insets them 16 pt in red.
    static let design = """
        {"name": "sections", "scroll": {"rowsTop": 300},
         "layers": [{"id": "bar", "kind": "color", "color": "white", "role": "bar", "width": "W", "height": 100}],
         "content": {"title": "S", "sections": [
           {"header": "First", "template": "value1", "separator": {"hidden": true}, "rows": \(rows)},
           {"header": "Second", "pinned": false, "template": "value1", "separator": {"inset": {"leading": 16, "trailing": 0}, "color": "#FF0000"}, "rows": \(rows)},
           {"header": "Third", "template": "value1", "rows": \(rows)}]}}
        """
    static let rows = "[" + (0..<10).map { #"{"title": "Row \#($0)", "detail": "\#($0)"}"# }.joined(separator: ", ") + "]"

    static func screen() throws -> HeaderScreen {
        let folder = NSTemporaryDirectory() + "stretchy-sections-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(design.utf8).write(to: URL(fileURLWithPath: folder + "/sections.json"))
        let design = try DesignLoader.load(path: folder + "/sections.json", warn: { _ in }).design
        var screen = try HeaderScreen(design: design, parameters: Parameters(catalog: design.catalog), viewport: Size(width: 390, height: 844),
                                      content: try #require(design.content), images: ImageTable(paths: [], sizes: []),
                                      measurer: FixedAdvanceTextMeasurer())
        screen.measureRowsUpFront(ifAtMost: 1000)
        return screen
    }

    @Test func aHeadingThatDoesNotPinMovesWithItsRowsAndAPinnedOneSticks() throws {
        let screen = try Self.screen()
        let header = 28.0, row = 44.0, section = header + 10 * row, rowsTop = 300.0, bar = 100.0
        var scrolled = 0, stuck = 0
        for offset in stride(from: -100.0, through: 1400, by: 7) {
            let frames = screen.sectionHeaderFrames(offsetY: offset)
            for (index, title) in ["First", "Second", "Third"].enumerated() {
                let natural = rowsTop + Double(index) * section - offset
                let end = natural + section
                let visible = end > 0 && natural < 844
                let found = frames.first { $0.title == title }
                guard visible, let found else {
                    #expect(!visible || found != nil, "\(title) missing at offset \(offset)")
                    continue
                }
                // Closed forms: UITableView .grouped (its place in the list) and .plain (pinned under the bar, pushed up by the next).
                let expected = title == "Second" ? natural : min(max(natural, bar), end - header)
                #expect(abs(found.frame.minY - expected) < 1e-9, "\(title) at offset \(offset): y \(found.frame.minY), expected \(expected)")
                #expect(found.pinned == (title != "Second") && found.frame.height == header)
                if title == "Second", natural < bar { scrolled += 1 }
                if title != "Second", natural < bar, found.frame.minY == bar { stuck += 1 }
            }
        }
        // Offsets reach past where each heading would pin.
        #expect(scrolled > 10 && stuck > 10)
    }

    @Test func aSectionHidesOrInsetsItsSeparators() throws {
        var screen = try Self.screen()
        let viewport = Size(width: 390, height: 844)
        var state = ScrollState()
        state.boundsSize = viewport
        let offset = 200.0  // rows 300 - 200 = 100 … the first two sections on screen
        state.contentOffset = Point(x: 0, y: offset)
        _ = screen.layoutPass(offsetY: offset, time: 0)
        var scene = Scene(size: viewport)
        screen.compose(into: &scene, state: state, frame: FrameDecorations())
        let hairlines = scene.items.compactMap { item -> (Rect, Color)? in
            if case let .fill(rect, color, _, _) = item, rect.height == 0.5 { return (rect, color) }
            return nil
        }
        let first = 300 - offset + 28, second = first + 440 + 28  // the first row of each section
        func inSection(_ top: Double, _ r: Rect) -> Bool { r.minY > top && r.maxY <= top + 440 }
        #expect(!hairlines.contains { inSection(first, $0.0) }, "the first section hides its separators")
        let red = hairlines.filter { inSection(second, $0.0) }
        // One under each row drawn (those starting on screen) but the section's last, 16 pt in, to the trailing edge, in red.
        let onScreen = (0..<9).filter { second + Double($0) * 44 < 844 }.count
        #expect(red.count == onScreen && onScreen >= 5, "\(red.count) of \(onScreen)")
        for (rect, color) in red {
            #expect(rect.minX == 16 && rect.maxX == 390 && color == Color(255, 0, 0))
            #expect(abs((rect.maxY - second).truncatingRemainder(dividingBy: 44)) < 1e-9)
        }
    }

    @Test func aMalformedSeparatorIsOneLineNamingItsPath() throws {
        let folder = NSTemporaryDirectory() + "stretchy-sections-bad-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bad = Self.design.replacingOccurrences(of: #""leading": 16"#, with: #""leading": -4"#)
        try Data(bad.utf8).write(to: URL(fileURLWithPath: folder + "/bad.json"))
        do {
            _ = try DesignLoader.load(path: folder + "/bad.json", warn: { _ in })
            Issue.record("a negative inset loaded")
        } catch {
            #expect(error.description.contains("sections[1].separator.inset.leading") && !error.description.contains("\n"), "\(error.description)")
        }
    }
}
