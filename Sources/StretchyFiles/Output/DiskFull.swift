import Foundation
import StretchyKit

/// A replay that fills the disk: says that the disk is full and how much this run had written,
/// instead of libpng's "encoding failed (Write Error)".
public struct DiskFull {
    public let folder: String
    /// Files modified from here on count as this run's.
    private let start = Date().addingTimeInterval(-1)

    public init(folder: String) { self.folder = folder }

    /// `error` reworded when the disk holding `folder` is full; otherwise `error` itself. A full
    /// disk elsewhere (a `--video` on another disk) is not this folder's: with plenty free here the
    /// error keeps its own words, which name its file.
    public func explaining(_ error: StretchyError) -> StretchyError {
        let free = Self.freeBytes(folder)
        let says = ["No space left on device", "disk full", "Disk quota exceeded"].contains { error.message.contains($0) }
        // A failed write removes its partial file, so a full disk may show a little room again.
        guard free.map({ $0 < 1 << 20 || (says && $0 < Self.roomAfterAFailedWrite) }) ?? says else { return error }
        let (files, bytes) = written()
        let freeText = free.map { ", \(Self.megabytes($0)) free" } ?? ""
        return .environment("the disk holding \(folder) is full\(freeText): this run wrote \(files) file\(files == 1 ? "" : "s") "
            + "(\(Self.megabytes(bytes))) there before it filled; \(error.message)")
    }

    /// Files in `folder` and its immediate subfolders modified since the run started, and their size.
    public func written() -> (files: Int, bytes: Int64) {
        var files = 0, bytes: Int64 = 0
        var folders = [folder]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        folders += names.map { folder + "/" + $0 }
        for path in folders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path + "/" + name),
                      attributes[.type] as? FileAttributeType == .typeRegular,
                      let modified = attributes[.modificationDate] as? Date, modified >= start else { continue }
                files += 1
                bytes += (attributes[.size] as? NSNumber)?.int64Value ?? 0
            }
        }
        return (files, bytes)
    }

    /// The largest file a replay writes at once (a 4K frame's PNG) is well under this.
    static let roomAfterAFailedWrite: Int64 = 256 << 20

    public static func freeBytes(_ path: String) -> Int64? {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return nil }
        return Int64(info.f_bavail) * Int64(info.f_frsize)
    }

    public static func megabytes(_ bytes: Int64) -> String {
        bytes >= 1 << 30 ? String(format: "%.1f GB", Double(bytes) / Double(1 << 30)) : String(format: "%.1f MB", Double(bytes) / Double(1 << 20))
    }
}
