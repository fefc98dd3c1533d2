import HeaderKit
import ScrollCore
import StretchyKit

/// Tuned values become the design: each tuned parameter the design file declares gets its
/// `parameters.NAME.default` token replaced in place, every other byte of the file as written (its
/// order, spacing and comments-free formatting), so a diff shows just those numbers.
public enum DesignBake {
    public struct Change: Equatable, Sendable {
        public var name: String
        public var from: Double
        public var to: Double
    }

    public struct Result: Equatable, Sendable {
        /// The design file's new bytes (equal to the old ones when nothing changed).
        public var bytes: [UInt8]
        /// The defaults changed, in file order.
        public var changes: [Change]
        /// Tuned names the design file does not declare (shared physics such as
        /// `decelerationRate`): they stay in the config.
        public var kept: [String]
    }

    /// `tuned` holds the config's values (already checked against `design`).
    public static func bake(_ tuned: [String: Double], into bytes: [UInt8], design: Design) -> Result {
        let spans = JSONValueSpans(bytes: bytes)
        var edits: [(span: Range<Int>, token: String, change: Change)] = []
        var kept: [String] = []
        for (name, value) in tuned.sorted(by: { $0.key < $1.key }) {
            guard let spec = design.parameters.first(where: { $0.name == name }), let span = spans["parameters", name, "default"] else {
                kept.append(name)
                continue
            }
            // A toggle is its on/off state: 0.3 against a default of off is no change (issue 42),
            // and a change is reported as the 0 or 1 written.
            let baked = spec.kind == .toggle ? (ParameterSpec.isOn(value) ? 1.0 : 0.0) : value
            let current = spec.kind == .toggle ? (ParameterSpec.isOn(spec.defaultValue) ? 1.0 : 0.0) : spec.defaultValue
            guard baked != current else { continue }
            let token = spec.kind == .toggle ? (baked == 1 ? "true" : "false") : JSONWriter.format(value)
            edits.append((span, token, Change(name: name, from: current, to: baked)))
        }
        edits.sort { $0.span.lowerBound < $1.span.lowerBound }
        var result = bytes
        // From the end, so the earlier spans stay where they were.
        for edit in edits.reversed() { result.replaceSubrange(edit.span, with: Array(edit.token.utf8)) }
        return Result(bytes: result, changes: edits.map(\.change), kept: kept)
    }
}
