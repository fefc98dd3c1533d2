import Foundation

/// The file a path finally names, through any chain of symbolic links: saving over a link must
/// change the file it points to, not swap the link for a regular file.
public enum LinkTarget {
    /// `path` itself when it is no link; a dangling link gives the (missing) file it names. A loop
    /// stops after 40 hops (the kernel's own limit) and gives the path reached.
    public static func resolve(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/")
                ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        return current
    }
}
