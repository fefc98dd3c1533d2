import Foundation
import StretchyKit

/// Writes a file the user must not lose (a window's take) into the first of several folders that
/// takes it: the folder asked for, then fallbacks (a full disk, a folder removed meanwhile).
public enum FirstFolderThatTakes {
    public struct Written: Sendable, Equatable {
        public var path: String
        /// Why the first folder did not take it; nil when it did.
        public var firstFolderFailure: String?
    }

    /// The file `name` with `bytes` in the first of `folders` that takes it; when none does, the
    /// error gives every folder's reason (the caller keeps the bytes and tries again later).
    public static func write(_ bytes: [UInt8], named name: String, into folders: [String]) throws(StretchyError) -> Written {
        var failures: [String] = []
        for folder in folders {
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            do throws(StretchyError) {
                try FileBytes.prepareDirectory(folder)
                try FileBytes.writeAtomically(bytes, to: path)
                return Written(path: path, firstFolderFailure: failures.first)
            } catch {
                failures.append(error.message)
            }
        }
        throw .environment(failures.joined(separator: "; "))
    }
}
