/// Why a document could not be read or patched, as one line (the caller puts the file's path first).
public struct DocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}
