/// An error a user can cause or fix, carried to the one place (the CLI's entry) that prints it as
/// one line on stderr and exits: status 1 for bad input, 2 for the environment (no display...).
public struct StretchyError: Error, Equatable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        case badInput
        case environment
    }

    public var kind: Kind
    /// One line, naming the file or field and the problem.
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public static func badInput(_ message: String) -> StretchyError { StretchyError(.badInput, message) }
    public static func environment(_ message: String) -> StretchyError { StretchyError(.environment, message) }

    public var exitStatus: Int32 { kind == .badInput ? 1 : 2 }
    public var description: String { message }
}
