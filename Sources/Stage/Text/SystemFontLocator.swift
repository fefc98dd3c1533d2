import CSDL2
import Foundation

/// A font file and the face inside it (`.ttc` collections hold several).
public struct FontFile: Hashable, Sendable {
    public var path: String
    public var index: Int
    public init(path: String, index: Int = 0) { self.path = path; self.index = index }
}

/// Asks fontconfig (in process, as `fc-match` would) for system fonts at run time, so no font path
/// is hard-coded. In-process matching costs a few ms where launching `fc-match` cost ~60 ms each.
enum SystemFontLocator {
    /// The file fontconfig picks for `pattern` (fc-match syntax), or nil when fontconfig fails.
    /// fontconfig always answers with *some* font: callers check it has the glyphs they need.
    static func match(_ pattern: String) -> FontFile? {
        guard let config = FcConfigGetCurrent() ?? FcInitLoadConfigAndFonts(),
              let query = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(query) }
        FcConfigSubstitute(config, query, FcMatchPattern)
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(config, query, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(found, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        let path = String(cString: file)
        var index: Int32 = 0
        if FcPatternGetInteger(found, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return FontFile(path: path, index: Int(index))
    }
}
