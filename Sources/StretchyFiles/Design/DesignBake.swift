import HeaderKit
import ScrollCore
import StretchyKit

/// Tuned values become the design: each tuned parameter the design file declares gets its
/// `parameters.NAME.default` value patched in the file's `DesignDocument`, every other byte of the
/// file as written (its order, spacing and comments-free formatting), so a diff shows just those numbers.
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

    /// `tuned` holds the config's values (already checked against `design`). Each change is a
    /// patch of `document` (`parameters.NAME.default` set), so every other byte stays as written
    /// (a byte-order mark included).
    public static func bake(_ tuned: [String: Double], into document: DesignDocument, design: Design) -> Result {
        var document = document
        var changes: [Change] = []
        var kept: [String] = []
        for (name, value) in tuned.sorted(by: { $0.key < $1.key }) {
            let path = DocumentPath([.member("parameters"), .member(name), .member("default")])
            guard let spec = design.parameters.first(where: { $0.name == name }), document.value(at: path) != nil else {
                kept.append(name)
                continue
            }
            // A toggle is its on/off state: 0.3 against a default of off is no change (issue 42),
            // and a change is reported as the 0 or 1 written.
            let baked = spec.kind == .toggle ? (ParameterSpec.isOn(value) ? 1.0 : 0.0) : value
            let current = spec.kind == .toggle ? (ParameterSpec.isOn(spec.defaultValue) ? 1.0 : 0.0) : spec.defaultValue
            guard baked != current else { continue }
            // A number patched in is always valid JSON where a value stood: the patch cannot fail.
            try? document.set(spec.kind == .toggle ? .bool(baked == 1) : .number(value), at: path)
            changes.append(Change(name: name, from: current, to: baked))
        }
        // In file order, as a diff lists them.
        let order = Dictionary(changes.map { change in
            (change.name, document.span(at: DocumentPath([.member("parameters"), .member(change.name), .member("default")]))?.lowerBound ?? 0)
        }, uniquingKeysWith: { first, _ in first })
        changes.sort { order[$0.name, default: 0] < order[$1.name, default: 0] }
        return Result(bytes: document.bytes, changes: changes, kept: kept)
    }
}
