import CSDL2
import FileSafety
import Foundation
import Synchronization

/// Complex scripts the bundled DejaVu Sans does not cover, each with the fontconfig language that
/// finds a font for it (Noto Sans Devanagari, Thai… from `fonts-noto-core`) and a letter to check.
/// A character of one of these with no font is reported once per script, not drawn as silent boxes.
enum ScriptFonts {
    struct Script {
        var name: String
        var language: String
        var sample: Unicode.Scalar
        var range: ClosedRange<UInt32>
    }

    static let scripts: [Script] = [
        Script(name: "Devanagari", language: "hi", sample: "क", range: 0x0900...0x097F),
        Script(name: "Bengali", language: "bn", sample: "ক", range: 0x0980...0x09FF),
        Script(name: "Tamil", language: "ta", sample: "க", range: 0x0B80...0x0BFF),
        Script(name: "Thai", language: "th", sample: "ก", range: 0x0E00...0x0E7F),
        Script(name: "Arabic", language: "ar", sample: "ع", range: 0x0600...0x06FF),
        Script(name: "Hebrew", language: "he", sample: "א", range: 0x0590...0x05FF),
    ]

    static func script(of scalar: Unicode.Scalar) -> Script? {
        scripts.first { $0.range.contains(scalar.value) }
    }

    private static let warned = Mutex<Set<String>>([])

    /// Once per script per process: "no installed font covers Thai (U+0E01); install fonts-noto-core".
    static func warnUncovered(_ scalar: Unicode.Scalar) {
        guard let script = script(of: scalar) else { return }
        let first = warned.withLock { $0.insert(script.name).inserted }
        guard first else { return }
        let code = String(scalar.value, radix: 16, uppercase: true)
        StderrLine.write("warning: no installed font covers \(script.name) (U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code)); it shows as boxes (install fonts-noto-core)")
    }
}
