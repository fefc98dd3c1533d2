import Foundation
import HeaderKit
import ScrollCore
@testable import Stage
import Testing

/// Issue 18: text layout is bounded whatever the string (UILabel's truncation and line limit),
/// and a title is one line measured and drawn alike.
extension SDLSuites {
    @Suite struct BoundedTextLayout {
        func key(_ text: String, width: Double, _ lineBreak: TextLineBreak) -> TextKey {
            TextKey(text, style: TextStyle(size: 15), width: width, lineBreak: lineBreak, alignment: .leading, pixelsPerPoint: 1)
        }

        @Test func aLongUnbrokenRunWrapsAnywhereToAtMostTheLineLimit() throws {
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            let layout = engine.layout(key(String(repeating: "x", count: 200_000), width: 300, .wrap))
            #expect(layout.lines.count == TextLayoutEngine.maximumWrappedLines)
            for line in layout.lines { #expect(line.width <= 300) }
            #expect(layout.lines.last?.runs.last?.text.hasSuffix("…") == true)
            #expect(layout.lines.first?.runs.first?.text.count ?? 0 > 10)
        }

        @Test func aLongTitleTruncatesWithAnEllipsis() throws {
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            let layout = engine.layout(key(String(repeating: "Wide words ", count: 20_000), width: 200, .truncateTail))
            #expect(layout.lines.count == 1)
            #expect(layout.width <= 200)
            #expect(layout.lines[0].runs.last?.text.hasSuffix("…") == true)
        }

        @Test func aNewlineInATitleKeepsItOneLineEndingInAnEllipsis() throws {
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            let layout = engine.layout(key("First\nSecond", width: 300, .truncateTail))
            #expect(layout.lines.count == 1)
            #expect(layout.lines[0].runs.map(\.text).joined() == "First…")
        }

        @Test func theRowTitleIsMeasuredAsTheOneLineDrawn() throws {
            let measurer = TextMeasurer(fonts: try Fixtures.fonts())
            let style = RowStyle(parameters: Parameters(catalog: .shared))
            let one = style.titleHeight(of: ListContent.Row(title: "Title", subtitle: "s"), measurer: measurer)
            let two = style.titleHeight(of: ListContent.Row(title: "Title\nmore", subtitle: "s"), measurer: measurer)
            #expect(one > 0 && one == two)
            #expect(style.titleHeight(of: ListContent.Row(title: "", subtitle: "kept"), measurer: measurer) == 0)
        }
    }
}
