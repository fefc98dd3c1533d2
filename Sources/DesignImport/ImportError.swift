/// Bad input: one line for the user (the command adds the file name and exits 1, nothing written).
public struct ImportError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
