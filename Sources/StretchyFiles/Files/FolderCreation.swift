import Foundation
import StretchyKit

/// `mkdir -p` with mkdir(2), so a failure is worded from its errno and the component that failed,
/// not Foundation's ("The file doesn't exist." for /proc/foo, "A file with the same name already
/// exists." for a link to nowhere).
enum FolderCreation {
    static func create(_ path: String) throws(StretchyError) {
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            if isDirectory(built) || mkdir(built, 0o777) == 0 { continue }
            let code = errno
            if code == EEXIST, isDirectory(built) { continue }  // made by someone else meanwhile
            throw .environment("\(path): cannot create directory, because \(reason(for: built, errno: code))")
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Why `component` is not a folder now.
    private static func reason(for component: String, errno code: Int32) -> String {
        let shown = component.hasPrefix("./") ? String(component.dropFirst(2)) : component
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: component), !FileManager.default.fileExists(atPath: component) {
            return "\(shown) is a symbolic link to \(target), which does not exist"
        }
        if code == EEXIST { return "\(shown) exists and is not a folder" }
        let parent = URL(fileURLWithPath: component).deletingLastPathComponent().path
        // /proc, /sys: the folder exists but takes no new entries (mkdir says ENOENT).
        if code == ENOENT, isDirectory(parent) { return "\(parent) does not take new folders (\(String(cString: strerror(code))))" }
        return "\(shown): \(String(cString: strerror(code)))"
    }
}
