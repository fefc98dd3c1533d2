import HeaderKit
import ScrollCore

/// The shipped designs (`Resources/designs/*.json`), in the order `stretchy designs` lists them and
/// `[` / `]` cycle through them, and the lookup of a `--design NAME|FILE` reference.
public struct DesignLibrary: Sendable {
    public let designs: [Design]
    public let folder: String

    public init(designs: [Design], folder: String) {
        self.designs = designs
        self.folder = folder
    }

    public var names: [String] { designs.map(\.name) }

    public func design(named name: String) -> Design? { designs.first { $0.name == name } }

    /// Whether `reference` reads as a file rather than a name (a path, or ending in `.json`).
    public static func isFile(_ reference: String) -> Bool { reference.contains("/") || reference.hasSuffix(".json") }

    /// Whether some shipped design declares `parameter` (a config file written for another design
    /// may carry it; it is skipped, not refused).
    public func declaresAnywhere(_ parameter: String) -> Bool {
        designs.contains { design in design.parameters.contains { $0.name == parameter } }
    }
}
