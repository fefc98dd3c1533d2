/// A problem in a file a user handed to a review command, printed as one line
/// `file:line: problem` (or `file: problem` when no line applies).
public struct ReviewFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based, counting the header as line 1.
    public var line: Int?
    public var problem: String

    public init(file: String, line: Int?, problem: String) {
        self.file = file; self.line = line; self.problem = problem
    }

    public var description: String {
        if let line { "\(file):\(line): \(problem)" } else { "\(file): \(problem)" }
    }
}
