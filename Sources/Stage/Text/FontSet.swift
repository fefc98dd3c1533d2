import CSDL2
import FileSafety
import Foundation
import DisplayList
import Synchronization

/// The fonts text is drawn with, as a fallback chain: bundled DejaVu Sans first, then a CJK font
/// and an emoji font (a colour bitmap font such as Noto Color Emoji is scaled to the text's size)
/// found through fontconfig. Each character is drawn by the first face that has
/// its glyph. Fonts are opened lazily per pixel size and kept for the life of the set.
public final class FontSet {
    struct Face {
        var name: String
        var regular: FontFile
        /// nil: bold is synthesised from `regular` (SDL_ttf's TTF_STYLE_BOLD).
        var bold: FontFile?
        /// nil: semibold is drawn as bold.
        var semibold: FontFile? = nil
        /// The pixel height of a bitmap-only font's one strike (Noto Color Emoji: 128 px), whose
        /// images are scaled to the text's size; nil for scalable fonts.
        var strikeHeight: Int? = nil
        /// The emoji font: characters with emoji presentation go to it before the others.
        var isEmoji = false
    }

    /// An opened font and the factor that brings its metrics and images to the asked size: 1 for
    /// scalable fonts, primary height ÷ strike height for a bitmap strike.
    struct SizedFont {
        var font: OpaquePointer
        var scale: Double
        func scaled(_ pixels: Int32) -> Int { Int((Double(pixels) * scale).rounded()) }
    }

    private struct OpenFontKey: Hashable { var file: FontFile; var pixelSize: Int; var syntheticBold: Bool }

    let faces: [Face]
    /// The icon glyphs (`Resources/icons`, SVG) an `icon` item draws, found beside the fonts.
    let iconFolder: URL
    private var openFonts: [OpenFontKey: OpaquePointer] = [:]
    /// Released after `deinit` has closed `openFonts`.
    private let mappedFiles = MappedFontFiles()
    private var faceForScalar: [UInt32: Int] = [:]

    /// Set when no font with Chinese glyphs was found: one line for the HUD. Also printed once to
    /// stderr per process.
    public let missingCJKFontNotice: String?

    private static let noticePrinted = Mutex<Bool>(false)
    /// Glyph coverage does not depend on size; this size is used to ask.
    private static let probeSize = 16

    /// - Parameter systemFallbacks: false keeps only the bundled font (tests of the tofu path).
    /// - Parameter prefersInter: draw with Inter (Debian `fonts-inter`, an open font close to San
    ///   Francisco's metrics) ahead of DejaVu when fontconfig finds it: what `--device` shows.
    public init(resources: ResourceLocator, systemFallbacks: Bool = true, prefersInter: Bool = false) throws {
        iconFolder = resources.file("icons")
        let primary = Face(name: "DejaVu Sans", regular: FontFile(path: resources.regularFont.path),
                           bold: FontFile(path: resources.boldFont.path))
        // Open the bundled files now so a broken bundle fails here, with the file named.
        for file in [primary.regular, primary.bold!] {
            guard let font = TTF_OpenFontIndex(file.path, Int32(Self.probeSize), file.index) else {
                throw StageError.fontUnavailable(path: file.path, reason: lastSDLError())
            }
            TTF_CloseFont(font)
        }
        var faces = [primary]
        if prefersInter, let ui = PlatformFonts.uiFamilies.lazy.compactMap(Self.uiFace).first { faces.insert(ui, at: 0) }
        var foundCJK = false
        if systemFallbacks {
            let cjkFound = PlatformFonts.cjkPatterns.lazy.compactMap { pattern in
                SystemFontLocator.match(pattern).map { (pattern, $0) }
            }.first { Self.provides($0.1, "中") && Self.strikeHeight($0.1) == nil }
            if let (pattern, cjk) = cjkFound {
                var bold = SystemFontLocator.match("\(pattern):weight=bold")
                if let candidate = bold, !Self.provides(candidate, "中") || Self.strikeHeight(candidate) != nil { bold = nil }
                faces.append(Face(name: Self.displayName(cjk), regular: cjk, bold: bold))
                foundCJK = true
            }
            // Complex scripts DejaVu lacks (Devanagari, Thai…): one face per script fontconfig finds.
            for script in ScriptFonts.scripts where !faces.contains(where: { Self.provides($0.regular, script.sample) }) {
                if let file = SystemFontLocator.match("sans-serif:lang=\(script.language)"), Self.provides(file, script.sample),
                   !faces.contains(where: { $0.regular.path == file.path }) {
                    let bold = SystemFontLocator.match("sans-serif:lang=\(script.language):weight=bold")
                    faces.append(Face(name: Self.displayName(file), regular: file,
                                      bold: bold.flatMap { Self.provides($0, script.sample) ? $0 : nil }))
                }
            }
            if let emoji = SystemFontLocator.match("emoji"),
               !faces.contains(where: { $0.regular.path == emoji.path }),
               Self.provides(emoji, "😀") {
                faces.append(Face(name: Self.displayName(emoji), regular: emoji, bold: nil,
                                  strikeHeight: Self.strikeHeight(emoji), isEmoji: true))
            }
        }
        self.faces = faces
        if foundCJK {
            missingCJKFontNotice = nil
        } else {
            missingCJKFontNotice = "No CJK font: Chinese, Japanese and Korean text shows as boxes (\(PlatformFonts.cjkInstallHint))"
            if systemFallbacks {
                Self.noticePrinted.withLock { printed in
                    if !printed {
                        StderrLine.write("warning: no font with Chinese glyphs found through fontconfig; \(PlatformFonts.cjkInstallHint)")
                        printed = true
                    }
                }
            }
        }
    }

    /// `family`'s regular, bold and semibold through fontconfig (Inter; SF Pro on macOS), or nil
    /// when it is not installed (fontconfig answers every query with some font: the file's name
    /// must be the family's, as `Inter-Bold.otf` or `SF-Pro-Text-Bold.otf`).
    private static func uiFace(_ family: String) -> Face? {
        func squeezed(_ name: String) -> String { name.filter { $0 != "-" && $0 != " " }.lowercased() }
        let stem = squeezed(family)
        guard let regular = SystemFontLocator.match("\(family):weight=regular"), squeezed(displayName(regular)).hasPrefix(stem),
              provides(regular, "A") else { return nil }
        func face(_ weight: String, _ suffix: String) -> FontFile? {
            SystemFontLocator.match("\(family):weight=\(weight)").flatMap { squeezed(displayName($0)) == stem + suffix ? $0 : nil }
        }
        return Face(name: family, regular: regular, bold: face("bold", "bold"), semibold: face("semibold", "semibold"))
    }

    /// Whether `file` opens and has a glyph for `sample`.
    private static func provides(_ file: FontFile, _ sample: Unicode.Scalar) -> Bool {
        guard let font = TTF_OpenFontIndex(file.path, Int32(probeSize), file.index) else { return false }
        defer { TTF_CloseFont(font) }
        return TTF_GlyphIsProvided32(font, sample.value) != 0
    }

    /// The strike height of a bitmap-only font, nil for a scalable one. SDL_ttf reads the size of
    /// a bitmap font as the index of a strike, so its height is the same at any asked size.
    private static func strikeHeight(_ file: FontFile) -> Int? {
        guard let small = TTF_OpenFontIndex(file.path, Int32(probeSize), file.index) else { return nil }
        defer { TTF_CloseFont(small) }
        guard let large = TTF_OpenFontIndex(file.path, Int32(probeSize * 4), file.index) else { return nil }
        defer { TTF_CloseFont(large) }
        let height = TTF_FontHeight(small)
        return height == TTF_FontHeight(large) && height > 0 ? Int(height) : nil
    }

    deinit {
        for font in openFonts.values { TTF_CloseFont(font) }
    }

    private static func displayName(_ file: FontFile) -> String {
        URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
    }

    /// `face` in `weight` drawn at `pixelSize`: a bitmap strike comes with the scale that makes it
    /// as tall as the primary font at that size.
    func sizedFont(face: Int, weight: TextWeight, pixelSize: Int) -> SizedFont? {
        guard let font = font(face: face, weight: weight, pixelSize: pixelSize) else { return nil }
        guard let strikeHeight = faces[face].strikeHeight else { return SizedFont(font: font, scale: 1) }
        guard let primary = self.font(face: 0, weight: weight, pixelSize: pixelSize) else { return nil }
        return SizedFont(font: font, scale: Double(TTF_FontHeight(primary)) / Double(strikeHeight))
    }

    /// The opened font of `face` in `weight` at `pixelSize` (SDL_ttf sizes are pixels at 72 dpi;
    /// a bitmap font has one size, opened once).
    func font(face: Int, weight: TextWeight, pixelSize: Int) -> OpaquePointer? {
        let chosen = faces[face]
        let file = switch weight {
        case .regular: chosen.regular
        case .semibold: chosen.semibold ?? chosen.bold ?? chosen.regular
        case .bold: chosen.bold ?? chosen.regular
        }
        let isBitmap = chosen.strikeHeight != nil
        let key = OpenFontKey(file: file, pixelSize: isBitmap ? 0 : pixelSize,
                              syntheticBold: weight != .regular && file == chosen.regular && !isBitmap)
        if let open = openFonts[key] { return open }
        guard let opened = mappedFiles.openFont(file, pixelSize: pixelSize) else { return nil }
        if key.syntheticBold { TTF_SetFontStyle(opened, TTF_STYLE_BOLD) }
        openFonts[key] = opened
        return opened
    }

    /// The first face with a glyph for `scalar` (the emoji font first for characters shown as
    /// emoji by default, which DejaVu also has in black and white); 0 (drawn as the primary font's
    /// missing-glyph box) when none has one.
    func face(for scalar: Unicode.Scalar) -> Int {
        if let known = faceForScalar[scalar.value] { return known }
        var found = 0
        let emojiFaces = scalar.properties.isEmojiPresentation ? faces.indices.filter { faces[$0].isEmoji } : []
        for index in emojiFaces + Array(faces.indices) {
            if let font = font(face: index, weight: .regular, pixelSize: Self.probeSize),
               TTF_GlyphIsProvided32(font, scalar.value) != 0 {
                found = index
                break
            }
        }
        faceForScalar[scalar.value] = found
        if found == 0, !hasGlyph(scalar, face: 0) { ScriptFonts.warnUncovered(scalar) }
        return found
    }

    func hasGlyph(_ scalar: Unicode.Scalar, face: Int) -> Bool {
        guard let font = font(face: face, weight: .regular, pixelSize: Self.probeSize) else { return false }
        return TTF_GlyphIsProvided32(font, scalar.value) != 0
    }
}
