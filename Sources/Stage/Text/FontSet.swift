import CSDL2
import Foundation
import HeaderKit
import Synchronization

/// The fonts text is drawn with, as a fallback chain: bundled DejaVu Sans first, then a CJK font
/// and an emoji font found through fontconfig. Each character is drawn by the first face that has
/// its glyph. Fonts are opened lazily per pixel size and kept for the life of the set.
public final class FontSet {
    struct Face {
        var name: String
        var regular: FontFile
        /// nil: bold is synthesised from `regular` (SDL_ttf's TTF_STYLE_BOLD).
        var bold: FontFile?
    }

    private struct OpenFontKey: Hashable { var file: FontFile; var pixelSize: Int; var syntheticBold: Bool }

    let faces: [Face]
    private var openFonts: [OpenFontKey: OpaquePointer] = [:]
    private var faceForScalar: [UInt32: Int] = [:]

    /// Set when no font with Chinese glyphs was found: one line for the HUD. Also printed once to
    /// stderr per process.
    public let missingCJKFontNotice: String?
    /// The faces in fallback order, for display (e.g. "DejaVu Sans, Noto Sans CJK SC").
    public var faceNames: [String] { faces.map(\.name) }

    private static let noticePrinted = Mutex<Bool>(false)
    /// Glyph coverage does not depend on size; this size is used to ask.
    private static let probeSize = 16

    /// - Parameter systemFallbacks: false keeps only the bundled font (tests of the tofu path).
    public init(resources: ResourceLocator, systemFallbacks: Bool = true) throws {
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
        var foundCJK = false
        if systemFallbacks {
            if let cjk = SystemFontLocator.match("sans-serif:lang=zh-cn"), Self.isUsable(cjk, providing: "中") {
                var bold = SystemFontLocator.match("sans-serif:lang=zh-cn:weight=bold")
                if let candidate = bold, !Self.isUsable(candidate, providing: "中") { bold = nil }
                faces.append(Face(name: Self.displayName(cjk), regular: cjk, bold: bold))
                foundCJK = true
            }
            if let emoji = SystemFontLocator.match("emoji"),
               !faces.contains(where: { $0.regular.path == emoji.path }),
               Self.isUsable(emoji, providing: "😀") {
                faces.append(Face(name: Self.displayName(emoji), regular: emoji, bold: nil))
            }
        }
        self.faces = faces
        if foundCJK {
            missingCJKFontNotice = nil
        } else {
            missingCJKFontNotice = "No CJK font: Chinese, Japanese and Korean text shows as boxes (install fonts-noto-cjk)"
            if systemFallbacks {
                Self.noticePrinted.withLock { printed in
                    if !printed {
                        FileHandle.standardError.write(Data("stretchy: warning: no font with Chinese glyphs found through fontconfig; install fonts-noto-cjk\n".utf8))
                        printed = true
                    }
                }
            }
        }
    }

    /// Whether `file` opens as a scalable font with a glyph for `sample`. Bitmap-only fonts (colour
    /// emoji strikes at one fixed size) are skipped: SDL_ttf would draw them many times too large.
    private static func isUsable(_ file: FontFile, providing sample: Unicode.Scalar) -> Bool {
        guard let font = TTF_OpenFontIndex(file.path, Int32(probeSize), file.index) else { return false }
        defer { TTF_CloseFont(font) }
        return TTF_GlyphIsProvided32(font, sample.value) != 0 && TTF_FontHeight(font) <= probeSize * 3
    }

    deinit {
        for font in openFonts.values { TTF_CloseFont(font) }
    }

    private static func displayName(_ file: FontFile) -> String {
        URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
    }

    /// The opened font of `face` in `weight` at `pixelSize` (SDL_ttf sizes are pixels at 72 dpi).
    func font(face: Int, weight: TextWeight, pixelSize: Int) -> OpaquePointer? {
        let chosen = faces[face]
        let file = weight == .bold ? (chosen.bold ?? chosen.regular) : chosen.regular
        let key = OpenFontKey(file: file, pixelSize: pixelSize, syntheticBold: weight == .bold && chosen.bold == nil)
        if let open = openFonts[key] { return open }
        guard let opened = TTF_OpenFontIndex(file.path, Int32(pixelSize), file.index) else { return nil }
        if key.syntheticBold { TTF_SetFontStyle(opened, TTF_STYLE_BOLD) }
        openFonts[key] = opened
        return opened
    }

    /// The first face with a glyph for `scalar`; 0 (drawn as the primary font's missing-glyph box)
    /// when none has one.
    func face(for scalar: Unicode.Scalar) -> Int {
        if let known = faceForScalar[scalar.value] { return known }
        var found = 0
        for index in faces.indices {
            if let font = font(face: index, weight: .regular, pixelSize: Self.probeSize),
               TTF_GlyphIsProvided32(font, scalar.value) != 0 {
                found = index
                break
            }
        }
        faceForScalar[scalar.value] = found
        return found
    }

    func hasGlyph(_ scalar: Unicode.Scalar, face: Int) -> Bool {
        guard let font = font(face: face, weight: .regular, pixelSize: Self.probeSize) else { return false }
        return TTF_GlyphIsProvided32(font, scalar.value) != 0
    }
}
