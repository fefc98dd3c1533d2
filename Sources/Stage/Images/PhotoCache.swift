import Foundation

/// Decoded photos kept for the next load of the same file: a design reload, a `[`/`]` switch or
/// another window in the same process decodes only what changed. A photo is the same while its
/// path, size, modification time and file identity are (an edited photo is read again), and the
/// texture limit and thumbnail mode it was decoded for are. Bounded: least recently used photos
/// leave once the decoded pixels pass `budgetBytes`. Thumbnails are never kept.
final class PhotoCache: @unchecked Sendable {  // @unchecked: every access holds `lock`
    static let shared = PhotoCache(budgetBytes: 512 << 20)

    struct Key: Hashable {
        let path: String
        let size: UInt64
        let modified: Double
        let inode: UInt64
        let side: Int
        let isThumbnail: Bool
    }

    private let lock = NSLock()
    private let budgetBytes: Int
    private var entries: [Key: (bitmap: PhotoBitmap, used: UInt64)] = [:]
    private var clock: UInt64 = 0
    private var sizes: [Key: (width: Int, height: Int)] = [:]
    private var bytes = 0

    init(budgetBytes: Int) { self.budgetBytes = budgetBytes }

    /// The file's photo decoded for `side` (`isThumbnail` as `PhotoBitmap` takes it): kept, or decoded now.
    func bitmap(path: String, maximumTextureSide side: Int, isThumbnail: Bool) throws -> PhotoBitmap {
        // Thumbnails (a contact sheet's screenshots) are not kept: their memory follows the sheet.
        guard !isThumbnail, let key = Self.key(path, side: side, isThumbnail: isThumbnail) else {
            // Not a file we can stamp: decoded (the decoder says what is wrong with it), not kept.
            return try PhotoBitmap(path: path, maximumTextureSide: side, isThumbnail: isThumbnail)
        }
        lock.lock()
        clock += 1
        if let hit = entries[key] {
            entries[key] = (hit.bitmap, clock)
            lock.unlock()
            return hit.bitmap
        }
        lock.unlock()
        let bitmap = try PhotoBitmap(path: path, maximumTextureSide: side, isThumbnail: isThumbnail)
        lock.lock()
        defer { lock.unlock() }
        entries[key] = (bitmap, clock)
        bytes += bitmap.decodedBytes
        while bytes > budgetBytes, entries.count > 1, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
            entries[oldest.key] = nil
            bytes -= oldest.value.bitmap.decodedBytes
        }
        return bitmap
    }

    /// The viewed size `path` declares (read from its header, not decoded), kept while the file is
    /// the same: a reload sizes its photos for the budget without reading each again.
    func declaredSize(path: String) throws -> (width: Int, height: Int) {
        let key = Self.key(path, side: 0, isThumbnail: false)
        if let key {
            lock.lock()
            defer { lock.unlock() }
            if let size = sizes[key] { return size }
        }
        let size = try imagePixelSize(at: path, enforcingLimits: true)
        if let key {
            lock.lock()
            defer { lock.unlock() }
            // Sizes are a few bytes each: the table is only emptied when it grows past many reloads' worth.
            if sizes.count > 100_000 { sizes.removeAll() }
            sizes[key] = size
        }
        return size
    }

    private static func key(_ path: String, side: Int, isThumbnail: Bool) -> Key? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = (attributes[.size] as? NSNumber)?.uint64Value,
              let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 else { return nil }
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        return Key(path: path, size: size, modified: modified, inode: inode, side: side, isThumbnail: isThumbnail)
    }
}

extension PhotoBitmap {
    /// The memory its two surfaces hold.
    var decodedBytes: Int {
        Int(sharp.pointee.pitch) * Int(sharp.pointee.h) + Int(blurred.pointee.pitch) * Int(blurred.pointee.h)
    }
}
