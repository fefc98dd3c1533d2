import ScrollCore

/// Where the design's layers are this frame, and the figures the trace reads from their roles;
/// computed in closed form from the offset.
public struct HeaderMetrics: Equatable, Sendable {
    /// Every layer, in the design's order.
    public var layers: [ResolvedLayer]
    /// The `header` layer's frame and scale (trace: header_y, header_height, header_scale).
    public var headerFrame: Rect
    public var headerScale: Double
    /// Top of the `bar` layer; nil when the design has none or it is hidden.
    public var barY: Double?
    public var titleAlpha: Double
    public var scrimAlpha: Double
    /// GSKStretchyHeaderView's normalized progress: 1 expanded at rest, 0 collapsed, > 1 stretched.
    public var stretchFactor: Double
}

public enum HeaderError: Error, Equatable, Sendable, CustomStringConvertible {
    case noPhotos
    /// A section names a template neither built in nor among the design's `rowTemplates`.
    case unknownTemplate(path: String, name: String, design: String, nearest: [String])

    public var description: String {
        switch self {
        case .noPhotos: "at least one header photo size is needed"
        case let .unknownTemplate(path, name, design, nearest):
            "content '\(path)': unknown row template '\(name)' for design '\(design)' ("
                + (nearest.isEmpty ? "known: built-in subtitle, thumbnail, value1, track and the design's rowTemplates)"
                   : "did you mean \(nearest.map { "'\($0)'" }.joined(separator: ", "))?)")
        }
    }
}
