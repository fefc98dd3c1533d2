import Foundation
import Testing

/// Issue 43 item 5: a replay's screenshots of a layer coloured `mix(#000000, #FFFFFF, offset / 100)`
/// show the closed-form grey, round(255 × clamp(offset / 100, 0, 1)), at each offset the sidecar gives.
@Suite(.serialized) struct ColorExpressionReplayCLITests {
    @Test func aMixedFillIsTheClosedFormGreyAtEveryOffset() throws {
        let folder = try TemporaryFolder()
        let design = """
        {"name": "fade", "layers": [
          {"id": "fill", "kind": "color", "color": "mix(#000000, #FFFFFF, offset / 100)", "x": 20, "y": 300, "width": 100, "height": 100}
        ]}
        """
        try design.write(toFile: "\(folder.path)/fade.json", atomically: true, encoding: .utf8)
        // A slow push up (180 pt in 1.2 s), touches every 8 ms, a screenshot every 90 ms.
        let script = SlowPushScript(fromY: 700, distance: 180, durationMs: 1200, shots: 15, shotEveryMs: 90, shotPrefix: "f")
        try script.json.write(toFile: "\(folder.path)/script.json", atomically: true, encoding: .utf8)
        let out = folder.path + "/out"
        let outcome = try CLI.run(["replay", "\(folder.path)/script.json", "--design", "\(folder.path)/fade.json", "--out", out])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        var between = 0
        for k in 0..<15 {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(out)/f\(k).json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let state = try #require(json["state"] as? [String: Any])
            let offset = try #require(state["offset_y"] as? Double)
            let image = try RGBAImage(png: "\(out)/f\(k).png")
            let scale = Double(image.width) / 390
            let i = (Int(350 * scale) * image.width + Int(70 * scale)) * 4
            let expected = (255 * min(1, max(0, offset / 100))).rounded()
            for channel in 0..<3 {
                #expect(abs(Double(image.bytes[i + channel]) - expected) <= 1, "f\(k) at offset \(offset): \(image.bytes[i + channel]) against \(expected)")
            }
            if offset > 5 && offset < 95 { between += 1 }
        }
        // The push passes through the mix, not only its ends.
        #expect(between >= 4, "\(between) screenshots between offsets 5 and 95")
    }
}
