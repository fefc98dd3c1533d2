import HeaderKit
import ScrollCore
@testable import Stage
import Testing

extension SDLSuites {
    /// `text` layers' `lines` and `lineHeight` (UILabel's numberOfLines, NSParagraphStyle's
    /// lineHeightMultiple), laid out by the renderer's own engine.
    @Suite struct MultiLineText {
        let text = "Pull down and the photo grows to fill the gap instead of revealing an empty background"

        func layout(_ text: String, width: Double, height: Double = 400, lines: Int, lineHeight: Double = 1) throws -> TextLayout {
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            return engine.layout(TextKey(text, style: TextStyle(size: 16), width: width, height: height,
                                         lineBreak: .lines(lines, lineHeight: lineHeight), alignment: .leading, pixelsPerPoint: 1))
        }

        func strings(_ layout: TextLayout) -> [String] { layout.lines.map { $0.runs.map(\.text).joined() } }

        @Test func anEllipsisEndsTheLastLineOnlyWhenTextIsCut() throws {
            let wide = try layout(text, width: 2000, lines: 2)
            #expect(strings(wide) == [text])
            let cut = try strings(layout(text, width: 150, lines: 2))
            #expect(cut.count == 2)
            #expect(cut[1].hasSuffix("…"))
            #expect(!cut[0].hasSuffix("…"))
            // Exactly as many lines as the text needs: nothing cut, no "…".
            let needed = try layout(text, width: 150, lines: 0).lines.count
            let whole = try strings(layout(text, width: 150, lines: needed))
            #expect(whole.count == needed)
            #expect(!whole.joined().contains("…"))
            #expect(whole.joined(separator: " ") == text)
        }

        /// `lines: 0`: as many lines as the frame's height holds, counted from the font's own line
        /// height (a one-line layout), never fewer than one.
        @Test func zeroLinesFollowTheFramesHeight() throws {
            let pitch = try layout("Ag", width: 2000, lines: 1).lineHeight
            #expect(pitch > 10)
            for count in 1...5 {
                let height = Double(count * pitch) + Double(pitch) * 0.9
                let fitted = try layout(text, width: 120, height: height, lines: 0)
                #expect(fitted.lines.count == count, "\(height) pt tall")
                #expect(fitted.height <= Int(height))
                #expect(strings(fitted).last?.hasSuffix("…") == true)
            }
            #expect(try layout(text, width: 120, height: Double(pitch) / 2, lines: 0).lines.count == 1)
        }

        @Test func lineHeightSpacesLinesByItsMultiple() throws {
            let single = try layout(text, width: 150, lines: 3)
            let spaced = try layout(text, width: 150, lines: 3, lineHeight: 1.5)
            #expect(spaced.lineHeight == Int((Double(single.lineHeight) * 1.5).rounded()))
            #expect(spaced.height == 3 * spaced.lineHeight)
            #expect(strings(spaced) == strings(single))
            // The extra space is above each line's glyphs: the first line's ink moves down by it.
            func inkTop(_ lineHeight: Double) throws -> Int {
                let renderer = try Renderer.headless(size: Size(width: 200, height: 200), fonts: Fixtures.fonts())
                var scene = Scene(size: Size(width: 200, height: 200), background: .white)
                scene.append(.text(text, style: TextStyle(size: 16), frame: Rect(x: 0, y: 0, width: 150, height: 200), alignment: .leading,
                                   lineBreak: .lines(3, lineHeight: lineHeight), alpha: 1, clip: nil))
                try renderer.draw(scene)
                return try #require(try renderer.readPixels().inkBounds(background: .white)).minY
            }
            #expect(try inkTop(1.5) - inkTop(1) == spaced.lineHeight - single.lineHeight)
        }

        /// One line, "…" and all, is what a single-line label always drew (`.truncateTail`).
        @Test func oneLineIsTheTruncatingLabel() throws {
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            for sample in [text, "Short", "Two\nparagraphs", "中文，日本語。「引用」です"] {
                for width in [40.0, 90, 150, 400] {
                    let old = engine.layout(TextKey(sample, style: TextStyle(size: 16), width: width, lineBreak: .truncateTail,
                                                    alignment: .leading, pixelsPerPoint: 2))
                    let new = engine.layout(TextKey(sample, style: TextStyle(size: 16), width: width, lineBreak: .lines(1, lineHeight: 1),
                                                    alignment: .leading, pixelsPerPoint: 2))
                    #expect(strings(new) == strings(old), "\(sample) at \(width)")
                    #expect(new.height == old.height)
                }
            }
        }

        /// Each wrapped line of a right-to-left paragraph is ordered by the bidi algorithm on its own.
        @Test func hebrewWrapsAndEachLineReadsRightToLeft() throws {
            let hebrew = "שלום עולם זהו משפט ארוך מאוד שצריך לעבור לשורה הבאה"
            let wrapped = try layout(hebrew, width: 120, lines: 0)
            #expect(wrapped.lines.count > 1)
            for line in wrapped.lines { #expect(line.runs.allSatisfy { $0.direction.rightToLeft }) }
        }
    }
}
