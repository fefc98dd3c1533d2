import CSDL2
import Foundation
import HeaderKit
@testable import Stage
import Testing

/// Issue 18: mixed right-to-left and left-to-right text is ordered by the Unicode bidi algorithm
/// (UAX #9, through FriBidi), as a browser and UILabel order it.
extension SDLSuites {
    @Suite struct BidiOrder {
        /// A line's characters as they appear from left to right (logical characters; a mirrored
        /// bracket is still its logical character here, HarfBuzz draws its mirror image).
        static func visual(_ line: TextLayout.Line) -> String {
            line.runs.sorted { $0.x < $1.x }.map { $0.direction.rightToLeft ? String($0.text.reversed()) : $0.text }.joined()
        }

        /// Expected orders: headless Chromium's (each character's box, sorted by x, in a
        /// `dir="auto"` element: see docs/text-and-photos/bidi-cases.html), each checked by hand
        /// against the UAX #9 rule that decides it.
        static let cases: [(text: String, visual: String)] = [
            // P2–P3: the first strong letter (Hebrew) makes the paragraph right to left.
            ("שלום abc", "abc םולש"),
            ("abc שלום def", "abc םולש def"),
            // N0: brackets around Hebrew in a left-to-right paragraph take the embedding direction.
            ("abc (שלום) def", "abc (םולש) def"),
            // N0 c.2: brackets around Latin in a right-to-left paragraph, Hebrew before them: R.
            ("שלום (abc) עולם", "םלוע )abc( םולש"),
            // I2: European digits in a right-to-left paragraph stay left to right (level 2).
            ("בשנת 2024 היו", "ויה 2024 תנשב"),
            // W2 (EN after AL becomes AN), W5 does not apply, so "%" resolves right to left (N1).
            ("خصم 50% اليوم", "مويلا %50 مصخ"),
            ("العدد ١٢٣ هنا", "انه ١٢٣ ددعلا"),
            // N1: a number after Hebrew counts as R, so it joins the Hebrew in a Latin line.
            ("Order 123 שלום 456 ok", "Order 123 456 םולש ok"),
            // N1/N2: "!" between Hebrew and the end of a left-to-right paragraph takes L.
            ("hello שלום!", "hello םולש!"),
            // UAX #9's N0 example 1 (uppercase written as Hebrew), right-to-left paragraph.
            ("אב(גד[&ef]!)gh", "gh)!]ef&[דג(בא"),
            ("שלום, world!", "!world ,םולש"),
            ("مرحبا (iPhone 15) بالعالم", "ملاعلاب )iPhone 15( ابحرم"),
            ("1 + 2 = 3 שווה", "הווש 3 = 2 + 1"),
            ("abc ש(ל)ם def", "abc ם)ל(ש def"),
        ]

        @Test(arguments: cases.indices) func linesOrderAsTheBidiAlgorithmOrdersThem(_ index: Int) throws {
            let (text, expected) = Self.cases[index]
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            let line = try #require(engine.layout(text, weight: .regular, pixelSize: 15, maximumWidth: nil).lines.first)
            #expect(Self.visual(line) == expected, "\(text)")
            // Runs tile the line from its left edge without gaps or overlaps.
            var x = 0
            for run in line.runs.sorted(by: { $0.x < $1.x }) { #expect(run.x == x); x += run.width }
            #expect(x == line.width)
        }

        /// HarfBuzz mirrors a Bidi_Mirrored character in a right-to-left run: "(" shaped right to
        /// left is drawn as ")" is left to right. With the test above (the bracket's run is right
        /// to left), a bracket around Hebrew text is drawn facing the way Chromium draws it.
        @Test func aBracketInARightToLeftRunIsDrawnMirrored() throws {
            let fonts = try Fixtures.fonts()
            let engine = TextLayoutEngine(fonts: fonts)
            let line = try #require(engine.layout("א(ב)", weight: .regular, pixelSize: 30, maximumWidth: nil).lines.first)
            let bracketRuns = line.runs.filter { $0.text.contains("(") }
            #expect(!bracketRuns.isEmpty && bracketRuns.allSatisfy { $0.direction.rightToLeft })
            func glyphs(_ text: String, rightToLeft: Bool) throws -> [UInt8] {
                var layout = engine.layout(text, weight: .regular, pixelSize: 30, maximumWidth: nil)
                layout.lines[0].runs[0].direction = RunDirection(rightToLeft: rightToLeft, script: "Hebr")
                let surface = try #require(try TextRasterizer(fonts: fonts).rasterize(
                    layout, weight: .regular, pixelSize: 30, color: Color(0, 0, 0), alignment: .leading))
                defer { SDL_FreeSurface(surface) }
                return Self.alpha(surface)
            }
            let mirrored = try glyphs("(", rightToLeft: true), closing = try glyphs(")", rightToLeft: false)
            let opening = try glyphs("(", rightToLeft: false)
            #expect(mirrored == closing)
            #expect(opening != closing)
        }

        /// The alpha of every pixel of an ARGB8888 surface, row by row.
        static func alpha(_ surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt8] {
            let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
            let bytes = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            return (0..<height).flatMap { y in (0..<width).map { x in bytes[y * pitch + x * 4 + 3] } }
        }

        /// Levels come from the whole paragraph and each line is reordered alone (UAX #9 L1–L2):
        /// the second line of a right-to-left paragraph stays right to left although its own
        /// first strong letter is Latin. Expected: Chromium at the same break ("!abc 123").
        @Test func aWrappedLineKeepsItsParagraphsDirection() throws {
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            let text = "שלום עולם 123 abc!"
            let firstLine = engine.layout("שלום עולם", weight: .regular, pixelSize: 15, maximumWidth: nil).width
            let layout = engine.layout(text, weight: .regular, pixelSize: 15, maximumWidth: firstLine + 4)
            #expect(layout.lines.map(Self.visual) == ["םלוע םולש", "!abc 123"])
        }

        /// UILabel's tail truncation of a right-to-left line puts "…" at the line's logical end:
        /// its left edge. A left-to-right line keeps it at the right edge.
        @Test(arguments: ["שלום עולם זהו טקסט ארוך מאוד בעברית", "مرحبا بالعالم، هذا نص عربي طويل جدا", "שלום hello world again and again"])
        func aTruncatedRightToLeftLineEndsInAnEllipsisOnTheLeft(_ text: String) throws {
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            let key = TextKey(text, style: TextStyle(size: 15), width: 120, lineBreak: .truncateTail, alignment: .trailing, pixelsPerPoint: 1)
            let line = try #require(engine.layout(key).lines.first)
            #expect(line.width <= 120)
            let leftmost = try #require(line.runs.min { $0.x < $1.x })
            #expect(leftmost.x == 0)
            #expect(leftmost.direction.rightToLeft ? leftmost.text.hasSuffix("…") : leftmost.text.hasPrefix("…"), "\(line.runs.map(\.text))")
            #expect(Self.visual(line).hasPrefix("…"))
            #expect(Self.visual(line).filter { $0 == "…" }.count == 1)
        }

        @Test func aTruncatedLeftToRightLineEndsInAnEllipsisOnTheRight() throws {
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            let key = TextKey("hello שלום עולם זהו טקסט ארוך", style: TextStyle(size: 15), width: 120, lineBreak: .truncateTail,
                              alignment: .leading, pixelsPerPoint: 1)
            let line = try #require(engine.layout(key).lines.first)
            #expect(Self.visual(line).hasPrefix("hello "))
            #expect(Self.visual(line).hasSuffix("…"))
        }
    }
}
