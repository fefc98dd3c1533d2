import Foundation
import PNGWriting
import Stage
import Testing

/// Issue 25: masked photos were missing from single frames (SDL refused a whole textured-geometry
/// call when one texture coordinate rounded past 1.0). Every screenshot of a pull, a release
/// and a flick must show each masked layer's own colour at its centre, at @1×, @2× and @3×.
@Suite(.serialized) struct MaskedImageFramesCLITests {
    static let colours: [(name: String, rgb: (UInt8, UInt8, UInt8))] = [("red", (255, 0, 0)), ("green", (0, 160, 0)), ("blue", (0, 0, 255))]

    func writeFixtures(in folder: TemporaryFolder) throws -> (design: String, script: String) {
        for (name, rgb) in Self.colours {
            var pixels = PixelBuffer(width: 120, height: 90)
            for i in stride(from: 0, to: pixels.bytes.count, by: 4) {
                // PixelBuffer's default layout is RGBA.
                pixels.bytes[i] = rgb.0; pixels.bytes[i + 1] = rgb.1; pixels.bytes[i + 2] = rgb.2; pixels.bytes[i + 3] = 255
            }
            try PNGWriter.writeSynchronously(pixels, to: "\(folder.path)/\(name).png")
        }
        // Sizes and speeds with no round numbers, so the outlines land on every fraction of a pixel.
        let design = """
        {"name": "masks", "layers": [
          {"id": "header", "kind": "color", "color": "#808080", "role": "header", "x": 0, "y": 0, "width": "W", "height": "max(0, 230 - offset)"},
          {"id": "red", "kind": "image", "image": "red.png", "mask": "circle", "x": 21.3, "y": "37.7 - offset * 0.37",
           "width": "79.3 + max(0, -offset) * 0.131", "height": "79.3 + max(0, -offset) * 0.131"},
          {"id": "green", "kind": "image", "image": "green.png", "mask": "rounded", "cornerRadius": 11.7, "x": 151.9,
           "y": "61.1 - offset * 0.71", "width": "88.7 + max(0, -offset) * 0.07", "height": 69.3},
          {"id": "blue", "kind": "image", "image": "blue.png", "mask": "circle", "space": "content", "x": 283.4, "y": 121.9,
           "width": "57.1 + max(0, -offset) * 0.29", "height": "57.1 + max(0, -offset) * 0.29"}
        ]}
        """
        try design.write(toFile: "\(folder.path)/masks.json", atomically: true, encoding: .utf8)
        // A slow pull (267 pt in 900 ms), a hold, a release, then a flick up (370 pt in 110 ms),
        // as touches every 8 ms, with screenshots between them.
        var events: [(t: Int, json: String)] = []
        func touch(_ type: String, _ t: Int, _ y: Double) { events.append((t, #"{"t": \#(t), "type": "\#(type)", "x": 195, "y": \#(y)}"#)) }
        touch("down", 100, 250)
        for t in stride(from: 108, through: 1000, by: 8) { touch("move", t, 250 + 267 * Double(t - 100) / 900) }
        touch("up", 1100, 517)
        touch("down", 1700, 600)
        for t in stride(from: 1708, through: 1810, by: 8) { touch("move", t, 600 - 370 * Double(t - 1700) / 110) }
        touch("up", 1812, 230)
        for k in 0..<64 { events.append((121 + k * 37, #"{"t": \#(121 + k * 37), "type": "screenshot", "name": "f\#(k)"}"#)) }
        let ordered = events.sorted { $0.t < $1.t }.map(\.json)
        let script = #"{"viewport": {"width": 390, "height": 844}, "duration_ms": 2600, "events": [\#(ordered.joined(separator: ",\n"))]}"#
        try script.write(toFile: "\(folder.path)/script.json", atomically: true, encoding: .utf8)
        return ("\(folder.path)/masks.json", "\(folder.path)/script.json")
    }

    @Test(arguments: [1.0, 2.0, 3.0]) func everyMaskedLayerIsInEveryScreenshot(scale: Double) throws {
        let folder = try TemporaryFolder()
        let (design, script) = try writeFixtures(in: folder)
        let out = folder.path + "/out"
        let outcome = try CLI.run(["replay", script, "--design", design, "--out", out, "--scale", String(scale)])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        var checked = 0, missing: [String] = []
        for k in 0..<64 {
            let sidecar = "\(out)/f\(k).json"
            let data = try Data(contentsOf: URL(fileURLWithPath: sidecar))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let layers = try #require(json["layers"] as? [[String: Any]])
            let image = try RGBAImage(png: "\(out)/f\(k).png")
            for (name, rgb) in Self.colours {
                let layer = try #require(layers.first { $0["id"] as? String == name })
                let frame = try #require(layer["frame"] as? [Double])
                let cx = Int(((frame[0] + frame[2] / 2) * scale).rounded(.down))
                let cy = Int(((frame[1] + frame[3] / 2) * scale).rounded(.down))
                guard frame[2] > 4, cx >= 0, cy >= 0, cx < image.width, cy < image.height else { continue }
                let i = (cy * image.width + cx) * 4
                let pixel = (image.bytes[i], image.bytes[i + 1], image.bytes[i + 2])
                checked += 1
                if abs(Int(pixel.0) - Int(rgb.0)) > 2 || abs(Int(pixel.1) - Int(rgb.1)) > 2 || abs(Int(pixel.2) - Int(rgb.2)) > 2 {
                    missing.append("f\(k) \(name) at (\(cx), \(cy)): \(pixel)")
                }
            }
        }
        #expect(checked > 120, "masked layers on screen in \(checked) checks")
        #expect(missing.isEmpty, "\(missing.count) of \(checked) missing: \(missing.prefix(8))")
    }
}
