import Foundation
import StretchyKit

/// Removes the hidden temporary files an earlier run left in an output folder when it was killed
/// mid-write (`AtomicFile`'s `.shot.png.PID.RAND.tmp`, `.trace.csv.PID.RAND.tmp`; an older
/// build's `.trace.csv.PID.tmp`). Only files whose process is gone:
/// a live writer's file is left alone.
public enum StaleTemporaryFiles {
    /// The pid in a temporary file's name, or nil when the name is not one of ours.
    public static func writerPID(ofTemporary name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst().dropLast(4).split(separator: ".")
        func number(_ index: Int) -> pid_t? {
            index >= 2 && parts[index].allSatisfy(\.isNumber) ? pid_t(parts[index]) : nil
        }
        // NAME.png|json|csv.PID.RAND (AtomicFile) or NAME.json|csv.PID (before it), read from the
        // end; other programs' temporary files in a folder given as --out are not ours to remove.
        // Every kind an output folder holds: pictures, sidecars, traces, the review's videos and page.
        let last = parts.count - 1, ours = ["png", "json", "csv", "webm", "mp4", "gif", "html"]
        // RAND is 32-bit unsigned: digits, not always a pid_t.
        if last >= 2, parts[last].allSatisfy(\.isNumber), let pid = number(last - 1), ours.contains(String(parts[last - 2])) { return pid }
        if let pid = number(last), ["json", "csv"].contains(parts[last - 1]) { return pid }
        return nil
    }

    /// Deletes the stale ones in `folder` and its immediate subfolders (`frames/`, a comparison's
    /// sides); returns how many.
    @discardableResult
    public static func remove(in folder: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var removed = 0
        for name in names where !name.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                removed += removeFiles(in: path)
            }
        }
        return removed + removeFiles(in: folder)
    }

    private static func removeFiles(in folder: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var removed = 0
        for name in names {
            guard let pid = writerPID(ofTemporary: name), !isAlive(pid) else { continue }
            if unlink(URL(fileURLWithPath: folder).appendingPathComponent(name).path) == 0 { removed += 1 }
        }
        return removed
    }

    private static func isAlive(_ pid: pid_t) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
