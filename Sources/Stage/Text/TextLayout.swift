import CSDL2
import HeaderKit

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
    var lineHeight: Int

    var width: Int { lines.map(\.width).max() ?? 0 }
    var height: Int { lines.count * lineHeight }

    static let empty = TextLayout(lines: [], ascent: 0, lineHeight: 0)
}

/// Lays out text with the font fallback chain: picks a face per character, wraps greedily at the
/// break opportunities `LineBreakRules` allows (splitting a word only when it alone is too wide),
/// and measures runs with SDL_ttf (`TTF_SizeUTF8`).
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
        }
    }

    func layout(_ key: TextKey) -> TextLayout {
        let limit = Self.visibleCharacters(key)
        // prefix(limit + 1): one character past the limit tells the layout the text goes on.
        // utf8.count is O(1); at most one UTF-8 byte per character.
        let text = key.text.utf8.count <= limit ? key.text : String(key.text.prefix(limit + 1))
        switch key.lineBreak {
        case .wrap: return layout(text, weight: key.weight, pixelSize: key.pixelSize, maximumWidth: key.width,
                                  truncatingAt: key.width, maximumLines: Self.maximumWrappedLines)
        case .truncateTail: return layout(text, weight: key.weight, pixelSize: key.pixelSize, maximumWidth: nil,
                                          truncatingAt: key.width, maximumLines: 1)
        case .none: return layout(text, weight: key.weight, pixelSize: key.pixelSize, maximumWidth: nil)
        }
    }

    /// Wrapped to `maximumWidth` when given; otherwise each paragraph is one line, cut with "…" at
    /// `truncationWidth` when given. With `maximumLines`, text past that many lines is dropped and
    /// the last line ends in "…" (UILabel's numberOfLines; 1 for a title with a newline in it).
    func layout(_ text: String, weight: TextWeight, pixelSize: Int, maximumWidth: Int?,
                truncatingAt truncationWidth: Int? = nil, maximumLines: Int = .max) -> TextLayout {
        var characters = Array(text)
        if characters.isEmpty { return .empty }
        var faces = faceIndices(characters)
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
            if let maximumWidth {
                wrap(paragraph, characters, faces, weight, pixelSize, maximumWidth, into: &lines, starts: &lineStarts)
            } else if let truncationWidth {
                lines.append(truncatedLine(paragraph, characters, faces, weight, pixelSize, truncationWidth, forced: false))
                lineStarts.append(paragraph.lowerBound)
            } else {
                lines.append(line(paragraph, characters, faces, weight, pixelSize))
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
            lines.append(truncatedLine(start..<end, characters, faces, weight, pixelSize, truncationWidth, forced: true))
        }
        var ascent = 0, descent = 0
        var lineSkip = 0
        for face in Set(faces) {
            guard let sized = fonts.sizedFont(face: face, weight: weight, pixelSize: pixelSize) else { continue }
            ascent = max(ascent, sized.scaled(TTF_FontAscent(sized.font)))
            descent = min(descent, sized.scaled(TTF_FontDescent(sized.font)))
            lineSkip = max(lineSkip, sized.scaled(TTF_FontLineSkip(sized.font)))
        }
        return TextLayout(lines: lines, ascent: ascent, lineHeight: max(lineSkip, ascent - descent))
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
                      _ pixelSize: Int, _ maximumWidth: Int, into lines: inout [TextLayout.Line], starts: inout [Int]) {
        if paragraph.isEmpty {
            lines.append(TextLayout.Line(runs: [], width: 0))
            starts.append(paragraph.lowerBound)
            return
        }
        // One line past the caller's limit is enough to know the text goes on.
        let lineLimit = Self.maximumWrappedLines + 1
        // Unbreakable units: each runs from one break opportunity to the next (trailing spaces included).
        var unitEnds: [Int] = []
        for index in paragraph.dropFirst()
        where LineBreakRules.canBreak(between: characters[index - 1], and: characters[index]) {
            unitEnds.append(index)
        }
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
            let unit = unitWidths(unitStart..<unitEnd, characters, faces, weight, pixelSize)
            let estimate = lineAdvance + unit.trimmed, margin = 2 * (joins + 1)
            let fits = estimate + margin <= maximumWidth ? true
                : estimate - margin > maximumWidth ? false
                : line(lineStart..<unitEnd, characters, faces, weight, pixelSize).width <= maximumWidth
            if fits {
                lineEnd = unitEnd
                lineAdvance += unit.full
                joins += 1
                unitIndex += 1
                continue
            }
            if lineEnd > lineStart {
                lines.append(line(lineStart..<lineEnd, characters, faces, weight, pixelSize))
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
                if line(lineStart..<middle, characters, faces, weight, pixelSize).width <= maximumWidth { fit = middle } else { high = middle - 1 }
            }
            lines.append(line(lineStart..<fit, characters, faces, weight, pixelSize))
            starts.append(lineStart)
            lineStart = fit
            lineEnd = fit
        }
        if lineEnd > lineStart || lines.isEmpty {
            lines.append(line(lineStart..<lineEnd, characters, faces, weight, pixelSize))
            starts.append(lineStart)
        }
    }

    /// `range`'s width with its trailing spaces (`full`, what it adds before a following unit)
    /// and without them (`trimmed`, its width at a line's end).
    private func unitWidths(_ range: Range<Int>, _ characters: [Character], _ faces: [Int], _ weight: TextWeight,
                            _ pixelSize: Int) -> (full: Int, trimmed: Int) {
        let trimmed = line(range, characters, faces, weight, pixelSize).width
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
    private func truncatedLine(_ range: Range<Int>, _ characters: [Character], _ faces: [Int], _ weight: TextWeight,
                               _ pixelSize: Int, _ width: Int, forced: Bool) -> TextLayout.Line {
        let whole = line(range, characters, faces, weight, pixelSize)
        guard whole.width > width || forced else { return whole }
        let ellipsisIndex = characters.count - 1
        func cut(keeping count: Int) -> TextLayout.Line {
            var end = range.lowerBound + count
            while end > range.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
            var kept = line(range.lowerBound..<end, characters, faces, weight, pixelSize)
            let dots = line(ellipsisIndex..<(ellipsisIndex + 1), characters, faces, weight, pixelSize).runs
            kept.runs += dots.map { TextLayout.Run(text: $0.text, face: $0.face, x: kept.width + $0.x, width: $0.width) }
            kept.width += dots.reduce(0) { $0 + $1.width }
            return kept
        }
        // Binary search for the longest prefix that fits (widths grow with the prefix).
        var low = 0, high = forced ? range.count : range.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if cut(keeping: middle).width <= width { low = middle } else { high = middle - 1 }
        }
        return cut(keeping: low)
    }

    /// One line of `range` (trailing spaces dropped) split into runs of one face each.
    private func line(_ range: Range<Int>, _ characters: [Character], _ faces: [Int], _ weight: TextWeight,
                      _ pixelSize: Int) -> TextLayout.Line {
        var end = range.upperBound
        while end > range.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
        var runs: [TextLayout.Run] = []
        var x = 0
        var runStart = range.lowerBound
        var direction = RunDirection.leftToRight
        var lineDirection: RunDirection?
        while runStart < end {
            direction = RunDirection.of(characters[runStart]) ?? direction
            lineDirection = lineDirection ?? RunDirection.of(characters[runStart])
            var runEnd = runStart + 1
            while runEnd < end, faces[runEnd] == faces[runStart], (RunDirection.of(characters[runEnd]) ?? direction) == direction { runEnd += 1 }
            let text = String(characters[runStart..<runEnd])
            let width = measuredWidth(text, face: faces[runStart], direction: direction, weight: weight, pixelSize: pixelSize)
            runs.append(TextLayout.Run(text: text, face: faces[runStart], direction: direction, x: x, width: width))
            x += width
            runStart = runEnd
        }
        if lineDirection?.rightToLeft == true {
            // A right-to-left line: its first run is the rightmost.
            var right = x
            for index in runs.indices { right -= runs[index].width; runs[index].x = right }
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
