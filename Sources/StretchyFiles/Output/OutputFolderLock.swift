import Foundation
import StretchyKit

/// One replay at a time per output folder: two runs into one `--out` would mix their files and
/// both exit 0. An flock(2) on `.stretchy.lock` in the folder; the kernel drops it when the process
/// dies, so a killed run never blocks the next one.
public final class OutputFolderLock {
    public static let fileName = ".stretchy.lock"
    private let path: String
    private var descriptor: Int32

    /// Creates `folder` if needed and locks it, or says which run holds it (exit status 2).
    public init(folder: String) throws(StretchyError) {
        try FileBytes.prepareDirectory(folder)
        path = URL(fileURLWithPath: folder).appendingPathComponent(Self.fileName).path
        while true {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                throw .environment("\(folder): cannot create the lock file \(Self.fileName) (\(String(cString: strerror(errno))))")
            }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let code = errno
                let holder = (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                close(fd)
                if code == EWOULDBLOCK {
                    let who = holder.isEmpty ? "another stretchy run" : "another stretchy run (pid \(holder))"
                    throw .environment("\(folder) is in use by \(who); wait for it to finish or choose another --out")
                }
                throw .environment("\(folder): cannot lock \(Self.fileName) (\(String(cString: strerror(code))))")
            }
            // The previous holder removes the file as it finishes: if it did so after we opened it,
            // our lock is on a file nobody else will open. Start again on the new one.
            var opened = stat(), current = stat()
            if fstat(fd, &opened) == 0, stat(path, &current) == 0, opened.st_ino == current.st_ino, opened.st_dev == current.st_dev {
                descriptor = fd
                break
            }
            close(fd)
        }
        // The holder's pid, for the message a second run prints.
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// Removes the lock file (a finished run leaves only its results) and lets the next run in.
    public func release() {
        guard descriptor >= 0 else { return }
        unlink(path)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
