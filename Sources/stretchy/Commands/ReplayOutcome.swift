import HeaderKit
import StretchyFiles
import StretchyKit

/// What a replay made, typed, for what follows it in the same run (`stretchy review`'s page and
/// videos): no file it wrote is read back.
struct ReplayOutcome {
    /// The script as replayed (config, `--design` and screen options applied).
    let script: Script
    let headless: HeadlessReplay
    /// `--compare`'s variants; empty for one phone.
    let variants: [ComparisonVariant]
    /// "A: seed003", … over compared phones (the caption strip's texts).
    let captions: [String]
    /// Each phone's design.
    let designs: [Design]
    let result: ReplayRunner.Result
    /// The contact sheets' paths.
    let contactSheets: [String]
}
