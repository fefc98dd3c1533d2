import Foundation

/// The one atomic write: the bytes go to a hidden temporary name in the target's folder
/// (`.NAME.PID.RAND.tmp`), then rename(2) puts them in place, so a reader never sees a partial
/// file and a failure leaves nothing behind. An existing target keeps its permissions (a 0600
/// config stays 0600). Callers check the target first (`ReplaceableFile`, links, folders) and word
/// the failure their own way.
public enum AtomicFile {
    public enum Failure: Error {
        /// `produce` threw: the temporary file was removed.
        case writing(any Error)
        /// The finished file could not be renamed into place (strerror's words).
        case moving(String)
    }

    /// Bytes the temporary name adds to the target's: ".", and ".PID.RAND.tmp" with a 32-bit pid
    /// and a 32-bit random number (at most 10 digits each).
    public static let temporaryNameMargin = 1 + 1 + 10 + 1 + 10 + 4

    /// `.NAME.PID.RAND.tmp` beside `path` (`StaleTemporaryFiles` reads the pid back).
    public static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
    }

    /// Calls `produce` with the temporary path to write, then renames it onto `target`.
    public static func write(to target: String, _ produce: (String) throws -> Void) throws(Failure) {
        let temporary = temporaryPath(for: target)
        do {
            try produce(temporary)
        } catch {
            unlink(temporary)
            throw .writing(error)
        }
        var existing = stat()
        if stat(target, &existing) == 0 { chmod(temporary, existing.st_mode & 0o7777) }
        // rename(2) replaces an existing file atomically.
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .moving(reason)
        }
    }
}
