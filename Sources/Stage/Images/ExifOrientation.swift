import Foundation

/// The EXIF orientation tag (0x0112) of a JPEG's APP1 segment: how a phone camera says which way
/// up the sensor's pixels are (6: rotate 90° clockwise to view, 8: 90° counter-clockwise, 3: 180°,
/// 2/4/5/7 mirrored). Read here rather than through libexif: it is one tag in IFD0, and the JPEG
/// markers are already walked to find the frame size, so no new dependency is needed.
enum ExifOrientation {
    /// `segment`: the APP1 payload after its length field. 1 (upright) when absent or malformed.
    static func read(_ segment: Data) -> Int {
        let b = [UInt8](segment.prefix(64 * 1024))
        guard b.count >= 14, Array(b[0..<6]) == Array("Exif\0\0".utf8) else { return 1 }
        let tiff = 6
        let little: Bool
        switch (b[tiff], b[tiff + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return 1
        }
        func value(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= b.count else { return nil }
            var v = 0
            for i in 0..<count { v |= Int(b[at + (little ? i : count - 1 - i)]) << (8 * i) }
            return v
        }
        guard let ifd = value(tiff + 4, 4), let entries = value(tiff + ifd, 2) else { return 1 }
        for entry in 0..<min(entries, 512) {
            let at = tiff + ifd + 2 + entry * 12
            guard let tag = value(at, 2) else { return 1 }
            if tag == 0x0112, let orientation = value(at + 8, 2) {
                return (1...8).contains(orientation) ? orientation : 1
            }
        }
        return 1
    }

    /// Orientations 5–8 turn the picture a quarter: the viewed width is the stored height.
    static func swapsSides(_ orientation: Int) -> Bool { orientation >= 5 }
}
