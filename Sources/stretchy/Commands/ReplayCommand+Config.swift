import Foundation
import HeaderKit
import StretchyFiles
import StretchyKit

/// `replay --config FILE` and the base design `--compare`'s config files are checked against.
extension ReplayCommand {
    /// The config's values go over the script's `params`; its `"design"` (relative to the config
    /// file) replaces the script's, as `run --config` opens it. `--design` still wins after this.
    static func apply(config: String, to script: inout Script) throws(StretchyError) {
        let document = try JSONFieldReader.load(path: config)
        script.parameters.merge(try ConfigFile.parse(document, file: config)) { _, configured in configured }
        if let design = try ConfigFile.design(in: document, file: config) {
            script.designName = design
            script.designField = nil
        }
    }

    /// `--compare`'s phones; a config file without a `"design"` is checked against the design the
    /// replay opens (the script's, the config's or `--design`'s).
    func compareVariants(_ loaded: Script, library: DesignLibrary) throws(StretchyError) -> [ComparisonVariant] {
        guard !compare.isEmpty else { return [] }
        let base: Design
        do { base = try library.resolve(loaded.designName) } catch { throw StretchyError(error.kind, designPlace(loaded) + error.message) }
        return try ComparisonVariant.resolveAll(compare, library: library, base: base)
    }
}
