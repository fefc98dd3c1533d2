import Foundation
import TestSupport
import Testing

/// ffprobe / ffmpeg as the tests' independent reader of what `--video` wrote, and a GIF block
/// walker for what ffprobe does not show (frame delays, the loop count).
enum Media {
    /// Runs a tool from PATH and returns its stdout; fails the test on a non-zero status.
    static func tool(_ name: String, _ arguments: [String]) throws -> Data {
        let process = try RunningProcess.run("/usr/bin/env", [name] + arguments)
        #expect(process.status == 0, "\(name) \(arguments.joined(separator: " ")) failed: \(process.stderr)")
        return process.stdoutData
    }

    /// The first video stream's fields (codec_name, width, height, r_frame_rate, nb_read_frames…).
    static func probe(_ path: String) throws -> [String: String] {
        let text = String(decoding: try tool("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                                         "-show_entries", "stream=codec_name,width,height,r_frame_rate,nb_read_frames,pix_fmt",
                                                         "-of", "default=noprint_wrappers=1", path]), as: UTF8.self)
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    /// A picture as 8-bit RGB, decoded by ffmpeg.
    struct RGBImage {
        var width: Int, height: Int
        var bytes: [UInt8]

        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * width + x) * 3
            return (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]))
        }

        /// Mean absolute difference per channel over the common area.
        func meanAbsoluteDifference(_ other: RGBImage) -> Double {
            var sum = 0, count = 0
            for y in 0..<min(height, other.height) {
                for x in 0..<min(width, other.width) {
                    let a = pixel(x, y), b = other.pixel(x, y)
                    sum += abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2)
                    count += 3
                }
            }
            return Double(sum) / Double(max(1, count))
        }

        /// Centroid and count of the pixels that differ from `other` by more than `threshold` in
        /// some channel.
        func differingRegion(_ other: RGBImage, threshold: Int = 24) -> (x: Double, y: Double, count: Int) {
            var sx = 0, sy = 0, count = 0
            for y in 0..<min(height, other.height) {
                for x in 0..<min(width, other.width) {
                    let a = pixel(x, y), b = other.pixel(x, y)
                    if max(abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2)) > threshold { sx += x; sy += y; count += 1 }
                }
            }
            return (Double(sx) / Double(max(1, count)), Double(sy) / Double(max(1, count)), count)
        }
    }

    /// Every frame of a video (or the one picture of a PNG), decoded to RGB at its own size.
    static func frames(_ path: String) throws -> [RGBImage] {
        let size = try probe(path)
        let width = Int(size["width"] ?? "") ?? 0, height = Int(size["height"] ?? "") ?? 0
        let data = try tool("ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        let frameBytes = width * height * 3
        guard frameBytes > 0 else { return [] }
        let bytes = [UInt8](data)
        return stride(from: 0, to: bytes.count - frameBytes + 1, by: frameBytes).map {
            RGBImage(width: width, height: height, bytes: Array(bytes[$0..<$0 + frameBytes]))
        }
    }

    /// A GIF's frame delays (hundredths of a second, from each Graphic Control Extension), its
    /// image count and the NETSCAPE2.0 loop count (nil when absent: plays once).
    struct GIFTiming {
        var delays: [Int] = []
        var images = 0
        var loopCount: Int?
    }

    static func gifTiming(_ path: String) throws -> GIFTiming {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var timing = GIFTiming()
        guard bytes.count > 13, String(decoding: bytes[0..<6], as: UTF8.self).hasPrefix("GIF8") else { return timing }
        var i = 13
        if bytes[10] & 0x80 != 0 { i += 3 << (Int(bytes[10] & 7) + 1) }
        func skipSubBlocks() { while i < bytes.count, bytes[i] != 0 { i += Int(bytes[i]) + 1 }; i += 1 }
        while i < bytes.count {
            switch bytes[i] {
            case 0x21:
                let label = bytes[i + 1]
                if label == 0xF9 { timing.delays.append(Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8) }
                if label == 0xFF, String(decoding: bytes[i + 3..<i + 14], as: UTF8.self) == "NETSCAPE2.0" {
                    timing.loopCount = Int(bytes[i + 16]) | Int(bytes[i + 17]) << 8
                }
                i += 2
                skipSubBlocks()
            case 0x2C:
                timing.images += 1
                let packed = bytes[i + 9]
                i += 10
                if packed & 0x80 != 0 { i += 3 << (Int(packed & 7) + 1) }
                i += 1  // LZW minimum code size
                skipSubBlocks()
            default:
                return timing  // 0x3B, the trailer
            }
        }
        return timing
    }
}
