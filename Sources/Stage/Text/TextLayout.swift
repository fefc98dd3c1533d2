import CSDL2
import DisplayList
import LineBreaking

/// Text broken into lines and font runs, in pixels: what `TextRasterizer` draws and what
/// `TextMeasurer` reports, so measured and drawn sizes are the same numbers.
struct TextLayout {
    struct Run {
        var text: String
        var face: Int
        /// How HarfBuzz shapes it (right to left for Arabic and Hebrew).
        var direction = RunDirection.leftToRight
        /// Left edge within the line.
        var x: Int
        var width: Int
    }

    struct Line {
        var runs: [Run]
        var width: Int
    }

    var lines: [Line]
    /// Distance from a line's top to the common baseline of all its runs.
    var ascent: Int
    /// From one line's top to the next's.
    var lineHeight: Int
    /// The fonts' own line height: `lineHeight` unless a line height multiple changed it.
    var glyphHeight: Int

    init(lines: [Line], ascent: Int, lineHeight: Int, glyphHeight: Int? = nil) {
        self.lines = lines
        self.ascent = ascent
        self.lineHeight = lineHeight
        self.glyphHeight = glyphHeight ?? lineHeight
    }

    var width: Int { lines.map(\.width).max() ?? 0 }
    /// The last line's glyphs end the text, whether taller than the line pitch or not.
    var height: Int { lines.isEmpty ? 0 : (lines.count - 1) * lineHeight + max(lineHeight, glyphHeight) }
    /// Space above each line's glyphs when lines are further apart than the fonts' line height
    /// (TextKit puts a lineHeightMultiple's extra space above the baseline).
    var leading: Int { max(0, lineHeight - glyphHeight) }

    /// How many lines of this pitch fit `height` pixels (at least one).
    static func lines(fitting height: Int, lineHeight: Int, glyphHeight: Int) -> Int {
        guard lineHeight > 0 else { return 1 }
        return max(1, (height - max(lineHeight, glyphHeight)) / lineHeight + 1)
    }

    static let empty = TextLayout(lines: [], ascent: 0, lineHeight: 0)
}

/// Lays out text with the font fallback chain: picks a face per character, wraps greedily at the
/// break opportunities of UAX #14 (`LineBreaks`, libunibreak; splitting a word only when it alone
/// is too wide),
/// orders each line's runs by the Unicode bidi algorithm (`BidiParagraph`, FriBidi) and measures
/// runs with SDL_ttf (`TTF_SizeUTF8`, shaped by HarfBuzz in their direction).
struct TextLayoutEngine {
    let fonts: FontSet

    /// Wrapped text stops after this many lines, the last ending in "…" (a row's subtitle is
    /// UILabel's numberOfLines with a limit, not a label as tall as the text).
    static let maximumWrappedLines = 40
    /// Unwrapped text (the HUD, measuring a title's width) is laid out up to this many characters.
    static let maximumUnwrappedCharacters = 4096

    /// How many characters of a text can show: no glyph that shows is narrower than a pixel, so a
    /// line `width` pixels wide holds at most `width` of them. Laying out only this prefix keeps
    /// time and memory independent of the string's length (a 60 MB subtitle is read, not laid out).
    static func visibleCharacters(_ key: TextKey) -> Int {
        switch key.lineBreak {
        case .wrap: maximumWrappedLines * ((key.width ?? 0) + 2)
        case .truncateTail: (key.width ?? 0) + 2
        case .none: maximumUnwrappedCharacters
        case let .lines(count, _): lineLimit(count, height: key.height) * ((key.width ?? 0) + 2)
        }
    }

    /// At most this many lines of a `.lines` text: its count, or with 0 as many as its frame's
    /// height could hold at a pixel a line, never more than a wrapped row's `maximumWrappedLines`.
    static func lineLimit(_ count: Int, height: Int?) -> Int {
        min(maximumWrappedLines, count > 0 ? count : max(1, height ?? 1))
    }

    func layout(_ key: TextKey) -> TextLayout {
        let limit = Self.visibleCharacters(key)
        // limit + 1: one character past the limit tells the layout the text goes on.
        let text = GraphemeBudget.visiblePrefix(key.text, clusters: limit + 1)
        switch key.lineBreak {
        case .wrap: return layout(text, weight: key.weight, pixelSize: key.pixelSize, maximumWidth: key.width,
                                  truncatingAt: key.width, maximumLines: Self.maximumWrappedLines)
        case .truncateTail: return layout(text, weight: key.weight, pixelSize: key.pixelSize, maximumWidth: nil,
                                          truncatingAt: key.width, maximumLines: 1)
        case .none: return layout(text, weight: key.weight, pixelSize: key.pixelSize, maximumWidth: nil)
        case let .lines(count, lineHeight):
            return layout(text, weight: key.weight, pixelSize: key.pixelSize, maximumWidth: key.width, truncatingAt: key.width,
                          maximumLines: Self.lineLimit(count, height: key.height), fittingHeight: count == 0 ? key.height : nil,
                          lineHeightMultiple: lineHeight)
        }
    }

    /// Wrapped to `maximumWidth` when given; otherwise each paragraph is one line, cut with "…" at
    /// `truncationWidth` when given. With `maximumLines`, text past that many lines is dropped and
    /// the last line ends in "…" (UILabel's numberOfLines; 1 for a title with a newline in it).
    /// With `fittingHeight`, no more lines than fit that many pixels; lines are
    /// `lineHeightMultiple` times the fonts' line height apart.
    func layout(_ text: String, weight: TextWeight, pixelSize: Int, maximumWidth: Int?,
                truncatingAt truncationWidth: Int? = nil, maximumLines: Int = .max, fittingHeight: Int? = nil,
                lineHeightMultiple: Double = 1) -> TextLayout {
        var characters = Array(ControlCharacters.displayable(text))
        if characters.isEmpty { return .empty }
        var faces = faceIndices(characters)
        var ascent = 0, descent = 0
        var lineSkip = 0
        for face in Set(faces) {
            guard let sized = fonts.sizedFont(face: face, weight: weight, pixelSize: pixelSize) else { continue }
            ascent = max(ascent, sized.scaled(TTF_FontAscent(sized.font)))
            descent = min(descent, sized.scaled(TTF_FontDescent(sized.font)))
            lineSkip = max(lineSkip, sized.scaled(TTF_FontLineSkip(sized.font)))
        }
        let glyphHeight = max(lineSkip, ascent - descent)
        let lineHeight = lineHeightMultiple == 1 ? glyphHeight : max(1, Int((Double(glyphHeight) * lineHeightMultiple).rounded()))
        var maximumLines = maximumLines
        if let fittingHeight {
            maximumLines = min(maximumLines, TextLayout.lines(fitting: fittingHeight, lineHeight: lineHeight, glyphHeight: glyphHeight))
        }
        let textEnd = characters.count
        if truncationWidth != nil {
            // The ellipsis lives past the text's end, so a truncated line is a range plus it.
            characters.append(Self.ellipsis)
            faces.append(fonts.face(for: "…"))
        }
        var lines: [TextLayout.Line] = []
        // Where each line starts, so the last kept line can be laid out again ending in "…".
        var lineStarts: [Int] = []
        var paragraphStart = 0
        for index in 0...textEnd where index == textEnd || characters[index].isNewline {
            let paragraph = paragraphStart..<index
            // Levels are resolved over the whole paragraph, then each line is reordered (UAX #9).
            let bidi = BidiParagraph(characters[paragraph])
            if let maximumWidth {
                wrap(paragraph, characters, faces, weight, pixelSize, bidi, maximumWidth, lineLimit: maximumLines,
                     into: &lines, starts: &lineStarts)
            } else if let truncationWidth {
                lines.append(truncatedLine(paragraph, characters, faces, weight, pixelSize, bidi, truncationWidth, forced: false))
                lineStarts.append(paragraph.lowerBound)
            } else {
                lines.append(line(paragraph, characters, faces, weight, pixelSize, bidi))
                lineStarts.append(paragraph.lowerBound)
            }
            paragraphStart = index + 1
            if lines.count > maximumLines { break }
        }
        if lines.count > maximumLines, let truncationWidth {
            // More text than lines: the last line shown runs on to its paragraph's end and is cut with "…".
            let start = lineStarts[maximumLines - 1]
            let end = characters[start..<textEnd].firstIndex(where: \.isNewline) ?? textEnd
            lines.removeLast(lines.count - maximumLines + 1)
            let paragraphStart = characters[..<start].lastIndex(where: \.isNewline).map { $0 + 1 } ?? 0
            let bidi = BidiParagraph(characters[paragraphStart..<end])
            lines.append(truncatedLine(start..<end, characters, faces, weight, pixelSize, bidi, truncationWidth, forced: true))
        }
        return TextLayout(lines: lines, ascent: ascent, lineHeight: lineHeight, glyphHeight: glyphHeight)
    }

    /// The face drawing each character: the first in the chain with its glyph; spaces, joiners and
    /// marks stay with their neighbour's face so runs are not cut at every space — except after an
    /// emoji, whose font's space is an emoji wide.
    private func faceIndices(_ characters: [Character]) -> [Int] {
        var faces = [Int](repeating: -1, count: characters.count)
        for (index, character) in characters.enumerated() where !character.isWhitespace {
            if let scalar = character.unicodeScalars.first { faces[index] = fonts.face(for: scalar) }
            // A keycap (1️⃣: digit, VS16, U+20E3) or a character asking for emoji presentation
            // (VS16) is drawn whole by the emoji font, not as a digit and a box.
            if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }),
               let emoji = fonts.faces.firstIndex(where: \.isEmoji) {
                faces[index] = emoji
            }
        }
        var previous = faces.first(where: { $0 >= 0 }) ?? 0
        for index in faces.indices {
            if faces[index] < 0 {
                faces[index] = fonts.hasGlyph(" ", face: previous) && !fonts.faces[previous].isEmoji ? previous : 0
            } else {
                previous = faces[index]
            }
        }
        return faces
    }

    private func wrap(_ paragraph: Range<Int>, _ characters: [Character], _ faces: [Int], _ weight: TextWeight,
                      _ pixelSize: Int, _ bidi: BidiParagraph, _ maximumWidth: Int, lineLimit maximumLines: Int,
                      into lines: inout [TextLayout.Line], starts: inout [Int]) {
        if paragraph.isEmpty {
            lines.append(TextLayout.Line(runs: [], width: 0))
            starts.append(paragraph.lowerBound)
            return
        }
        // One line past the caller's limit is enough to know the text goes on.
        let lineLimit = min(maximumLines, Self.maximumWrappedLines) + 1
        // Unbreakable units: each runs from one break opportunity to the next (trailing spaces included).
        var unitEnds = LineBreaks.opportunities(in: characters[paragraph]).map { paragraph.lowerBound + $0 }
        unitEnds.append(paragraph.upperBound)

        // Each unit is measured alone (with and without its trailing spaces) and a line's width
        // estimated as their sum: O(n) measuring instead of measuring the growing line again for
        // every unit. Only a sum within a few pixels of the limit (glyph overhangs and rounding
        // differ by about a pixel per join) is settled by measuring the line whole.
        var lineStart = paragraph.lowerBound
        var lineEnd = lineStart
        var lineAdvance = 0, joins = 0
        var unitIndex = 0
        while unitIndex < unitEnds.count, lines.count <= lineLimit {
            let unitEnd = unitEnds[unitIndex]
            let unitStart = max(lineStart, unitIndex == 0 ? paragraph.lowerBound : unitEnds[unitIndex - 1])
            let unit = unitWidths(unitStart..<unitEnd, characters, faces, weight, pixelSize, bidi)
            let estimate = lineAdvance + unit.trimmed, margin = 2 * (joins + 1)
            let fits = estimate + margin <= maximumWidth ? true
                : estimate - margin > maximumWidth ? false
                : line(lineStart..<unitEnd, characters, faces, weight, pixelSize, bidi).width <= maximumWidth
            if fits {
                lineEnd = unitEnd
                lineAdvance += unit.full
                joins += 1
                unitIndex += 1
                continue
            }
            if lineEnd > lineStart {
                lines.append(line(lineStart..<lineEnd, characters, faces, weight, pixelSize, bidi))
                starts.append(lineStart)
                lineStart = lineEnd
                lineAdvance = 0
                joins = 0
                continue
            }
            // A single unit wider than the line: break it between characters (anywhere, as UILabel
            // does), at least one per line; the longest fitting prefix by binary search.
            var fit = lineStart + 1, high = unitEnd
            while fit < high {
                let middle = (fit + high + 1) / 2
                if line(lineStart..<middle, characters, faces, weight, pixelSize, bidi).width <= maximumWidth { fit = middle } else { high = middle - 1 }
            }
            lines.append(line(lineStart..<fit, characters, faces, weight, pixelSize, bidi))
            starts.append(lineStart)
            lineStart = fit
            lineEnd = fit
        }
        if lineEnd > lineStart || lines.isEmpty {
            lines.append(line(lineStart..<lineEnd, characters, faces, weight, pixelSize, bidi))
            starts.append(lineStart)
        }
    }

    /// `range`'s width with its trailing spaces (`full`, what it adds before a following unit)
    /// and without them (`trimmed`, its width at a line's end).
    private func unitWidths(_ range: Range<Int>, _ characters: [Character], _ faces: [Int], _ weight: TextWeight,
                            _ pixelSize: Int, _ bidi: BidiParagraph) -> (full: Int, trimmed: Int) {
        let trimmed = line(range, characters, faces, weight, pixelSize, bidi).width
        guard let last = range.last, characters[last].isWhitespace else { return (trimmed, trimmed) }
        var full = 0
        var runStart = range.lowerBound
        while runStart < range.upperBound {
            var runEnd = runStart + 1
            while runEnd < range.upperBound, faces[runEnd] == faces[runStart] { runEnd += 1 }
            full += measuredWidth(String(characters[runStart..<runEnd]), face: faces[runStart], weight: weight, pixelSize: pixelSize)
            runStart = runEnd
        }
        return (full, trimmed)
    }

    static let ellipsis: Character = "…"

    /// `range` on one line; when wider than `width`, its longest prefix that fits with "…" after
    /// it (UILabel's .byTruncatingTail). `characters` ends with the ellipsis. `forced`: text
    /// follows that is not shown (more lines), so the "…" is drawn even when `range` fits.
    /// The "…" follows the kept text in logical order and the bidi algorithm places it, in the
    /// paragraph's direction: at the right end of a left-to-right line, at the left end of a
    /// right-to-left one (where UILabel draws it).
    private func truncatedLine(_ range: Range<Int>, _ characters: [Character], _ faces: [Int], _ weight: TextWeight,
                               _ pixelSize: Int, _ bidi: BidiParagraph, _ width: Int, forced: Bool) -> TextLayout.Line {
        let whole = line(range, characters, faces, weight, pixelSize, bidi)
        guard whole.width > width || forced else { return whole }
        func cut(keeping count: Int) -> TextLayout.Line {
            var end = range.lowerBound + count
            while end > range.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
            let kept = Array(characters[range.lowerBound..<end]) + [Self.ellipsis]
            let keptFaces = Array(faces[range.lowerBound..<end]) + [faces[faces.count - 1]]
            let keptBidi = BidiParagraph(kept[...], rightToLeft: bidi.isRightToLeft)
            return line(kept.indices, kept, keptFaces, weight, pixelSize, keptBidi)
        }
        // Binary search for the longest prefix that fits (widths grow with the prefix).
        var low = 0, high = forced ? range.count : range.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if cut(keeping: middle).width <= width { low = middle } else { high = middle - 1 }
        }
        return cut(keeping: low)
    }

    /// One line of `range` (trailing spaces dropped) in visual order, left to right: the bidi
    /// algorithm's directional runs, each split where the face or the script changes. The pieces
    /// of a right-to-left run are placed from its right end (its first character is rightmost).
    private func line(_ range: Range<Int>, _ characters: [Character], _ faces: [Int], _ weight: TextWeight,
                      _ pixelSize: Int, _ bidi: BidiParagraph) -> TextLayout.Line {
        var end = range.upperBound
        while end > range.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
        var runs: [TextLayout.Run] = []
        var x = 0
        for directional in bidi.visualRuns(range.lowerBound..<end) {
            var pieces: [TextLayout.Run] = []
            var pieceStart = directional.range.lowerBound
            while pieceStart < directional.range.upperBound {
                var script = RunDirection.script(of: characters[pieceStart])
                var pieceEnd = pieceStart + 1
                while pieceEnd < directional.range.upperBound, faces[pieceEnd] == faces[pieceStart] {
                    if let next = RunDirection.script(of: characters[pieceEnd]) {
                        if script == nil { script = next } else if next != script { break }
                    }
                    pieceEnd += 1
                }
                let direction = RunDirection(rightToLeft: directional.rightToLeft, script: script ?? "Zzzz")
                let text = String(characters[pieceStart..<pieceEnd])
                let width = measuredWidth(text, face: faces[pieceStart], direction: direction, weight: weight, pixelSize: pixelSize)
                pieces.append(TextLayout.Run(text: text, face: faces[pieceStart], direction: direction, x: 0, width: width))
                pieceStart = pieceEnd
            }
            if directional.rightToLeft { pieces.reverse() }
            for var piece in pieces {
                piece.x = x
                x += piece.width
                runs.append(piece)
            }
        }
        return TextLayout.Line(runs: runs, width: x)
    }

    private func measuredWidth(_ text: String, face: Int, direction: RunDirection = .leftToRight, weight: TextWeight, pixelSize: Int) -> Int {
        guard let sized = fonts.sizedFont(face: face, weight: weight, pixelSize: pixelSize) else { return 0 }
        direction.apply(to: sized.font)
        var width: Int32 = 0, height: Int32 = 0
        return TTF_SizeUTF8(sized.font, text, &width, &height) == 0 ? sized.scaled(width) : 0
    }
}
