import Foundation
import HeaderKit
import PNGWriting
import ScrollCore
@testable import Stage
import LineBreaking
import Testing

extension SDLSuites {
    @Suite struct TextRendering {
        let white = Color.white

        /// `text` drawn alone, top-left at (0, 0), on white.
        func render(_ text: String, style: TextStyle, width: Double, lineBreak: TextLineBreak = .wrap,
                    fonts: FontSet? = nil) throws -> (PixelBuffer, Renderer) {
            let renderer = try Renderer.headless(size: Size(width: width + 40, height: 400), fonts: fonts ?? Fixtures.fonts())
            var scene = Scene(size: Size(width: width + 40, height: 400), background: white)
            scene.append(.text(text, style: style, frame: Rect(x: 0, y: 0, width: width, height: 400),
                               alignment: .leading, lineBreak: lineBreak, alpha: 1, clip: nil))
            try renderer.draw(scene)
            return (try renderer.readPixels(), renderer)
        }

        /// Issue 13: a bold title with Chinese draws bold Chinese from the CJK font's own bold face
        /// (Noto Sans CJK Bold, found through fontconfig), beside the bold Latin, not the regular
        /// face. Stroke weight is measured as ink: at 24 px Noto Sans CJK Bold inks about 1.5× the
        /// pixels Regular does (its wider stems), well past what anti-aliasing varies by.
        @Test func boldChineseIsDrawnWithTheCJKFontsBoldFace() throws {
            let fonts = try Fixtures.fonts()
            try #require(fonts.missingCJKFontNotice == nil, "needs a CJK font (make deps)")
            let cjk = fonts.faces[fonts.face(for: "中")]
            let bold = try #require(cjk.bold, "the CJK face has no bold file: bold Chinese would be the regular face emboldened")
            #expect(bold != cjk.regular)
            let style = TextStyle(size: 24)
            let text = "下拉弹性效果"
            var boldStyle = style
            boldStyle.weight = .bold
            let (regularPixels, _) = try render(text, style: style, width: 300, fonts: fonts)
            let (boldPixels, _) = try render(text, style: boldStyle, width: 300, fonts: fonts)
            let regularInk = regularPixels.count(in: (x: 0, y: 0, w: 200, h: 40), where: isDark)
            let boldInk = boldPixels.count(in: (x: 0, y: 0, w: 200, h: 40), where: isDark)
            #expect(Double(boldInk) > 1.3 * Double(regularInk))
        }

        @Test func chineseGlyphsComeFromTheCJKFallback() throws {
            let fonts = try Fixtures.fonts()
            try #require(fonts.missingCJKFontNotice == nil, "needs fonts-noto-cjk")
            let style = TextStyle(size: 24)
            let chinese = "下拉弹性效果"
            let privateUse = String(String.UnicodeScalarView((0xE000..<0xE006).compactMap(Unicode.Scalar.init)))
            let (hanzi, _) = try render(chinese, style: style, width: 300, fonts: fonts)
            let (tofu, _) = try render(privateUse, style: style, width: 300, fonts: fonts)
            #expect(hanzi != tofu)
            // Every character cell of the Chinese line has ink; the ideographs are denser than boxes.
            let cell = 24
            for index in 0..<6 {
                #expect(hanzi.count(in: (x: index * cell, y: 0, w: cell, h: 34), where: isDark) > 15, "glyph \(index)")
            }
            let hanziInk = hanzi.count(in: (x: 0, y: 0, w: 200, h: 40), where: isDark)
            let tofuInk = tofu.count(in: (x: 0, y: 0, w: 200, h: 40), where: isDark)
            #expect(hanziInk > tofuInk)
        }

        @Test func withoutTheFallbackChineseIsNotDrawnAndTheGapIsReported() throws {
            let fonts = try Fixtures.fonts(systemFallbacks: false)
            #expect(fonts.missingCJKFontNotice?.contains("fonts-noto-cjk") == true)
            let withFallback = try Fixtures.fonts()
            let (bare, _) = try render("弹性效果", style: TextStyle(size: 24), width: 300, fonts: fonts)
            let (full, _) = try render("弹性效果", style: TextStyle(size: 24), width: 300, fonts: withFallback)
            #expect(bare != full)
        }

        @Test func longChineseWrapsInsideTheWidthWithoutLeadingClosingPunctuation() throws {
            let fonts = try Fixtures.fonts()
            let engine = TextLayoutEngine(fonts: fonts)
            let text = "这是一段很长的中文文字，用来测试换行时标点符号不会出现在行首，例如逗号，句号。顿号、括号）引号」感叹号！问号？都应该跟在前一个字后面。"
            for width in [100, 131, 157, 200, 243] {
                let layout = engine.layout(text, weight: .regular, pixelSize: 15, maximumWidth: width)
                #expect(layout.lines.count > 2)
                for line in layout.lines {
                    #expect(line.width <= width)
                    let first = line.runs.first?.text.first
                    // The text's closing punctuation (UAX #14's CL and EX): never first on a line.
                    #expect(first.map { !"，。、）」！？".contains($0) } ?? true,
                            "line starts with \(String(describing: first)) at width \(width)")
                }
                // Nothing lost or duplicated.
                #expect(layout.lines.flatMap { $0.runs.map(\.text) }.joined() == text)
            }
        }

        /// Greedy wrapping, measured against whole lines: every line fits, and the next line's
        /// first unbreakable piece would not have (the layout sums piece widths and only measures
        /// whole lines near the limit). Over the bundled content's subtitles and titles at several widths.
        @Test func wrappedLinesAreFullAndFit() throws {
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            let data = try Data(contentsOf: try Fixtures.resources().contentFile)
            let rows = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["rows"] as? [[String: String]])
            let texts = rows.flatMap { [$0["title"] ?? "", $0["subtitle"] ?? ""] }.filter { !$0.isEmpty }
            #expect(texts.count > 100)
            func width(_ text: String) -> Int { engine.layout(text, weight: .regular, pixelSize: 15, maximumWidth: nil).width }
            for maximumWidth in [90, 157, 243, 358] {
                for text in texts {
                    let lines = engine.layout(text, weight: .regular, pixelSize: 15, maximumWidth: maximumWidth).lines
                        .map { $0.runs.map(\.text).joined() }
                    for (index, line) in lines.enumerated() {
                        #expect(width(line) <= maximumWidth, "'\(line)' is wider than \(maximumWidth)")
                        guard index + 1 < lines.count else { continue }
                        // The next line's first piece: up to its first break opportunity.
                        let next = Array(lines[index + 1])
                        let end = LineBreaks.opportunities(in: next).first ?? next.count
                        let gap = text.contains(line + " " + String(next)) ? " " : ""
                        let joined = line + gap + String(next[..<end]).trimmingCharacters(in: .whitespaces)
                        #expect(width(joined) > maximumWidth || line.count == 1,
                                "'\(String(next[..<end]))' would have fitted after '\(line)' at \(maximumWidth)")
                    }
                }
            }
        }

        @Test func latinWordsAreNotSplit() throws {
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            let text = "Pull down and the photo grows to fill the gap instead of revealing an empty background"
            let layout = engine.layout(text, weight: .regular, pixelSize: 16, maximumWidth: 150)
            let words = Set(text.split(separator: " ").map(String.init))
            for line in layout.lines {
                for word in line.runs.map(\.text).joined().split(separator: " ") { #expect(words.contains(String(word))) }
            }
            #expect(layout.lines.count > 3)
        }

        @Test func measureAgreesWithTheRenderedText() throws {
            let fonts = try Fixtures.fonts()
            let cases: [(String, TextStyle, Double)] = [
                ("UIImageView与UIScrollView的一点UX效果实现", TextStyle(size: 17, weight: .bold), 200),
                ("Pull down and the photo grows to fill the gap instead of revealing an empty background.",
                 TextStyle(size: 14), 180),
                ("視差スクロール · 스크롤 헤더", TextStyle(size: 15), 300),
            ]
            for (text, style, width) in cases {
                let (frame, renderer) = try render(text, style: style, width: width, fonts: fonts)
                let measured = renderer.textMeasurer.measure(text, style: style, width: width)
                #expect(measured.width <= width)
                let ink = try #require(frame.inkBounds(background: white))
                #expect(Double(ink.maxX) < measured.width + 1, "\(text)")
                #expect(Double(ink.maxY) < measured.height + 1, "\(text)")
                #expect(Double(ink.maxX) > measured.width - 4, "ink reaches the measured right edge: \(text)")
                #expect(Double(ink.maxY) > measured.height - style.size, "ink reaches the last line: \(text)")
                let key = TextKey(text, style: style, width: width, lineBreak: .wrap, alignment: .leading, pixelsPerPoint: 1)
                let entry = try #require(try renderer.textCache.texture(for: key, renderer: renderer.renderer))
                #expect(Double(entry.width) == measured.width && Double(entry.height) == measured.height)
            }
        }

        /// Noto Color Emoji is one 128 px bitmap strike: its glyphs come out in colour, scaled to
        /// the text's size (an emoji about one line tall), inside the measured size.
        @Test func colourEmojiAreDrawnInColourAtTheTextSize() throws {
            let fonts = try Fixtures.fonts()
            let emojiFace = fonts.faces.first { $0.isEmoji }
            let emoji = try #require(emojiFace, "needs fonts-noto-color-emoji")
            let style = TextStyle(size: 20)
            let text = "Ship it 🎉📱"
            let (frame, renderer) = try render(text, style: style, width: 300, fonts: fonts)
            let measured = renderer.textMeasurer.measure(text, style: style, width: 300)
            let oneLine = renderer.textMeasurer.measure("Ship it", style: style, width: 300)
            #expect(measured.height <= oneLine.height * 1.25, "emoji line \(measured) vs Latin \(oneLine) (\(emoji.name))")
            let perEmoji = (measured.width - renderer.textMeasurer.measure("Ship it ", style: style, width: nil).width) / 2
            #expect(perEmoji > style.size * 0.8 && perEmoji < style.size * 1.6, "an emoji is \(perEmoji) pt wide")
            let ink = try #require(frame.inkBounds(background: white))
            #expect(Double(ink.maxX) < measured.width + 1 && Double(ink.maxY) < measured.height + 1)
            // Colour: saturated pixels where the emoji are; the Latin words alone have none.
            let isSaturated = { (c: Color) in Int(max(c.r, c.g, c.b)) - Int(min(c.r, c.g, c.b)) > 80 }
            let emojiArea = (x: Int(oneLine.width), y: 0, w: Int(measured.width - oneLine.width), h: Int(measured.height))
            #expect(frame.count(in: emojiArea, where: isSaturated) > 100)
            #expect(frame.count(in: (x: 0, y: 0, w: Int(oneLine.width), h: Int(measured.height)), where: isSaturated) == 0)
        }

        @Test func measureScalesWithPixelsPerPoint() throws {
            let fonts = try Fixtures.fonts()
            let one = TextMeasurer(fonts: fonts, pixelsPerPoint: 1)
            let three = TextMeasurer(fonts: fonts, pixelsPerPoint: 3)
            let style = TextStyle(size: 15)
            let a = one.measure("Stretchy headers 弹性", style: style, width: nil)
            let b = three.measure("Stretchy headers 弹性", style: style, width: nil)
            #expect(abs(a.width - b.width) < 3 && abs(a.height - b.height) < 2)
            #expect(one.measure("", style: style, width: 100) == .zero)
        }

        /// One-line titles end in "…" where they would pass their frame, as UILabel's
        /// .byTruncatingTail: the longest prefix that fits with it, and short text unchanged.
        @Test func truncatedLinesEndInAnEllipsisInsideTheWidth() throws {
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            let text = "UIImageView与UIScrollView的一点UX效果实现 and a long tail"
            let full = engine.layout(text, weight: .bold, pixelSize: 17, maximumWidth: nil)
            for width in [40, 120, 200, 333] {
                let cut = engine.layout(text, weight: .bold, pixelSize: 17, maximumWidth: nil, truncatingAt: width)
                #expect(cut.lines.count == 1 && cut.width <= width && cut.width > width - 30, "width \(width): \(cut.width)")
                let shown = cut.lines[0].runs.map(\.text).joined()
                #expect(shown.hasSuffix("…") && !shown.dropLast().hasSuffix(" "), "\(shown)")
                #expect(text.hasPrefix(String(shown.dropLast())), "\(shown) is not a prefix")
                // One more character would not have fitted.
                let longer = String(text.prefix(shown.count)) + "…"
                #expect(engine.layout(longer, weight: .bold, pixelSize: 17, maximumWidth: nil).width > width
                        || longer.dropLast().last?.isWhitespace == true)
            }
            let roomy = engine.layout(text, weight: .bold, pixelSize: 17, maximumWidth: nil, truncatingAt: full.width)
            #expect(roomy.lines[0].runs.map(\.text).joined() == text)
            let none = engine.layout(text, weight: .bold, pixelSize: 17, maximumWidth: nil, truncatingAt: 3)
            #expect(none.lines[0].runs.map(\.text).joined() == "…")
        }

        @Test func newlinesStartNewLines() throws {
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            let layout = engine.layout("one\ntwo\n\nfour", weight: .regular, pixelSize: 14, maximumWidth: 300)
            #expect(layout.lines.count == 4)
            let unwrapped = engine.layout("one\ntwo", weight: .regular, pixelSize: 14, maximumWidth: nil)
            #expect(unwrapped.lines.count == 2)
        }
    }
}
