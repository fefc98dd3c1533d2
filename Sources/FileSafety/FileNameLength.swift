/// Linux file names (each component of a path) are at most 255 bytes of UTF-8; past that mkdir and
/// open fail with ENAMETOOLONG, which Foundation words as "The file name is invalid."
public enum FileNameLength {
    public static let maximumBytes = 255

    /// The first component of `path` longer than `limit` bytes, and its length; nil when all fit.
    public static func tooLong(in path: String, limit: Int = maximumBytes) -> (name: String, bytes: Int)? {
        for component in path.split(separator: "/") where component.utf8.count > limit {
            return (String(component), component.utf8.count)
        }
        return nil
    }

    /// "'aaaaaaaaaaaa…' is 300 bytes", short enough for a one-line message.
    public static func describe(_ name: String, bytes: Int) -> String {
        "'\(name.count > 16 ? name.prefix(16) + "…" : Substring(name))' is \(bytes) bytes"
    }
}
