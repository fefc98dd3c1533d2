import FileSafety
import Foundation
import HeaderKit
import StretchyKit

/// Reading and atomically writing whole files, with errors that name the path.
public enum FileBytes {
    /// Files larger than this are refused before reading (a script or content file is small).
    public static let maximumInputSize = 64 * 1024 * 1024

    public static func read(path: String) throws(StretchyError) -> [UInt8] {
        do {
            return [UInt8](try BoundedFile.read(path: path, limit: maximumInputSize))
        } catch {
            throw .badInput("\(path): \(problem(error))")
        }
    }

    /// What went wrong reading a file, in the words every input's message uses.
    public static func problem(_ failure: BoundedFile.Failure) -> String {
        switch failure {
        case .missing: "no such file"
        case .directory: "is a directory, expected a file"
        case let .notRegular(kind): "is \(kind)"
        case .tooLarge: "larger than \(maximumInputSize / 1_048_576) MB"
        case let .unreadable(reason): "cannot be read (\(reason))"
        }
    }

    /// What is being written: an output of a command (a trace, a sidecar, exported code), or the
    /// user's own document saved in place (the config).
    public enum Destination: Sendable {
        /// Never lands on an input of the command, and a symbolic link at `path` is replaced, not
        /// written through (`PathSafety`).
        case output
        /// Written through a symbolic link to its target (the link stays), keeping its permissions.
        case document
    }

    /// Writes to a temporary name in the same directory, then renames, so a reader never sees a
    /// partial file and a failure leaves nothing behind. An existing file keeps its permissions (a
    /// 0600 config stays 0600).
    public static func writeAtomically(_ bytes: some DataProtocol, to path: String,
                                       as destination: Destination = .output) throws(StretchyError) {
        let target = try checkWritable(path, as: destination)
        do {
            try AtomicFile.write(to: target) { temporary in try Data(bytes).write(to: URL(fileURLWithPath: temporary)) }
        } catch {
            switch error {
            case let .writing(failure): throw .environment("\(path): cannot write (\(Self.reason(failure)))")
            case let .moving(reason): throw .environment("\(path): cannot write (\(reason))")
            }
        }
    }

    /// What `writeAtomically` checks before writing, for a command to call before its work (so a
    /// bad `--out` is refused first); returns the path to rename onto (a document's after its links).
    @discardableResult
    public static func checkWritable(_ path: String, as destination: Destination = .output) throws(StretchyError) -> String {
        let target = destination == .document ? LinkTarget.resolve(path) : path
        if let kind = ReplaceableFile.refusal(target, followingLinks: destination == .document) {
            throw .badInput("\(path)\(target == path ? "" : " → \(target)"): is \(kind); nothing written")
        }
        if destination == .output, let refusal = PathSafety.refusal(writing: path) {
            throw .badInput("\(path): \(refusal)")
        }
        try checkFolder(of: target, named: path)
        return target
    }

    /// The folder a file is to be written in must be one (Foundation said "NSCocoaErrorDomain
    /// error 512" for a file in the way) and the name short enough for its temporary copy.
    static func checkFolder(of target: String, named path: String) throws(StretchyError) {
        if let file = fileAmongParents(of: target) {
            throw .environment("\(path): cannot write, because \(file) is a file, not a folder")
        }
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder) else {
            throw .environment("\(path): cannot write, because the folder \(folder) does not exist")
        }
        let limit = FileNameLength.maximumBytes - AtomicFile.temporaryNameMargin
        if let long = FileNameLength.tooLong(in: target, limit: limit) {
            throw .badInput("\(path): the name \(FileNameLength.describe(long.name, bytes: long.bytes)); a file written here may have at most \(limit)")
        }
    }

    /// Creates `path` (and parents) if needed and checks it can be written.
    public static func prepareDirectory(_ path: String) throws(StretchyError) {
        guard !path.isEmpty else { throw .badInput("the output folder name is empty: give a folder, e.g. --out out") }
        if let file = fileAmongParents(of: path) {
            throw .environment("\(path): cannot create directory, because \(file) is a file, not a folder")
        }
        if let long = FileNameLength.tooLong(in: path) {
            throw .badInput("\(path): cannot create directory: the name \(FileNameLength.describe(long.name, bytes: long.bytes)); a name may have at most 255")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .environment("\(path): exists and is not a directory") }
        } else {
            try FolderCreation.create(path)
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw .environment("\(path): directory is not writable")
        }
    }

    /// The nearest existing parent of `path` that is not a directory (mkdir's ENOTDIR, named).
    public static func fileAmongParents(of path: String) -> String? {
        var parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        while parent != "/", !parent.isEmpty {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : parent
            }
            parent = URL(fileURLWithPath: parent).deletingLastPathComponent().path
        }
        return nil
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        switch nsError.code {
        case NSFileWriteOutOfSpaceError: return "disk full"
        case NSFileWriteNoPermissionError: return "permission denied"
        default: return nsError.localizedDescription
        }
    }
}
