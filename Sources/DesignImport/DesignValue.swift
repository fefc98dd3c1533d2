import DesignDocument

/// An imported design is a JSON value whose objects keep their members' order, so it is written
/// with a stable, readable key order (`id`, `source`, `kind`, then the frame) and the same input
/// always gives the same bytes (a re-import's diff shows only what changed): the design
/// document's `JSONValue`, under the name this module has always used.
public typealias DesignValue = JSONValue

extension JSONValue {
    /// Points rounded to 1/100 pt: Figma's boxes carry float noise (12.000000953674316).
    public static func points(_ value: Double) -> JSONValue {
        .number((value * 100).rounded() / 100)
    }
}
