import DesignDocument
import Foundation

/// Draws an SVG document to PNG bytes with librsvg's `rsvg-convert` (Debian's librsvg2-bin): what
/// the design cannot express as a layer (a vector path, a radial gradient, an ellipse that is not
/// a circle) becomes an image drawn by a real SVG renderer, at @3× like an iPhone's assets.
public enum RasterImage {
    public static let scale = 3.0

    /// Where `rsvg-convert` is: `STRETCHY_RSVG_CONVERT`, else the first on PATH.
    static var converter: String? {
        if let path = ProcessInfo.processInfo.environment["STRETCHY_RSVG_CONVERT"], !path.isEmpty { return path }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// PNG bytes of `svg` at `width` × `height` points (× `scale` pixels); SVG text goes in on stdin
    /// and the PNG comes out on stdout, so nothing is written until the import succeeds.
    public static func png(svg: String, width: Double, height: Double) throws(ImportError) -> Data {
        guard let converter else {
            throw ImportError("rsvg-convert not found: install librsvg2-bin (make deps) to rasterise vectors")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        let pixels = { (points: Double) in String(max(1, Int((points * scale).rounded(.up)))) }
        process.arguments = ["--format=png", "--width=\(pixels(width))", "--height=\(pixels(height))"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw ImportError("rsvg-convert did not start: \(error.localizedDescription)") }
        // Write on another thread: a large PNG fills the stdout pipe while the SVG is still going in.
        let svgData = Data(svg.utf8)
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: svgData)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let png = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        // Not `waitUntilExit()`: on Linux it spins this thread's run loop and races with
        // Foundation's process-monitor thread (as FFmpeg.kill says); both pipes are at their end.
        while process.isRunning { usleep(2_000) }
        guard process.terminationStatus == 0, !png.isEmpty else {
            let reason = String(decoding: message, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "status \(process.terminationStatus)"
            throw ImportError("rsvg-convert could not draw a shape: \(reason)")
        }
        return png
    }

    /// A standalone SVG document of `body` in a `width` × `height` viewBox starting at (`x`, `y`).
    public static func document(_ body: String, x: Double = 0, y: Double = 0, width: Double, height: Double, defs: String = "") -> String {
        let box = [x, y, max(width, 0.01), max(height, 0.01)].map(number).joined(separator: " ")
        return #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="\#(box)" preserveAspectRatio="none">"#
            + (defs.isEmpty ? "" : "<defs>\(defs)</defs>") + body + "</svg>"
    }

    static func number(_ value: Double) -> String { JSONWriter.format((value * 1000).rounded() / 1000) }

    /// Text safe inside an XML attribute value.
    public static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
