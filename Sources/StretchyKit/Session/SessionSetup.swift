import HeaderKit
import ScrollCore

/// Everything a session starts from: a script's header fields, or the window's options.
public struct SessionSetup: Sendable {
    public var preset: String
    public var viewport: Size
    public var content: ListContent
    /// Parameter overrides by name (already validated).
    public var parameterOverrides: [String: Double]
    /// Pixel sizes of the photos (the header photo first, then carousel pages).
    public var photoSizes: [Size]

    public init(preset: String, viewport: Size, content: ListContent, parameterOverrides: [String: Double], photoSizes: [Size]) {
        self.preset = preset
        self.viewport = viewport
        self.content = content
        self.parameterOverrides = parameterOverrides
        self.photoSizes = photoSizes
    }
}
