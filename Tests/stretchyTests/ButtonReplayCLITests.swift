import Foundation
import Testing

/// Issue 43 items 4 and 7 as a user sees them in a replay: the screenshots' button backgrounds are
/// the closed-form colours over a white page (filled: systemBlue; tinted: systemBlue at 38/255 over
/// white; gray: secondarySystemFill #787880 at 41/255 over white); the sidecar lists each button
/// by id with its frame; its `section_headers` show a heading with `"pinned": false` at its place
/// in the list (rowsTop + its origin − offset) and a pinned one never above the bar's bottom.
@Suite(.serialized) struct ButtonReplayCLITests {
    @Test func buttonPixelsAndSectionHeadingsInAReplay() throws {
        let folder = try TemporaryFolder()
        func rows(_ n: Int) -> String { "[" + (0..<n).map { #"{"title": "Row \#($0)", "detail": "\#($0)"}"# }.joined(separator: ", ") + "]" }
        let design = """
        {"name": "buttons", "scroll": {"rowsTop": 300},
         "content": {"title": "B", "sections": [
           {"header": "Moves", "pinned": false, "template": "value1", "rows": \(rows(4))},
           {"header": "Sticks", "template": "value1", "rows": \(rows(20))}]},
         "layers": [
          {"id": "page", "kind": "color", "color": "white", "role": "bar", "width": "W", "height": 300},
          {"id": "filled", "kind": "button", "title": "F", "x": 20, "y": 40, "width": 160, "height": 44},
          {"id": "tinted", "kind": "button", "title": "T", "style": "tinted", "x": 20, "y": 100, "width": 160, "height": 44},
          {"id": "gray", "kind": "button", "title": "G", "style": "gray", "x": 20, "y": 160, "width": 160, "height": 44},
          {"id": "follow", "kind": "button", "title": "Follow", "symbol": "plus", "x": 200, "y": 40}]}
        """
        try design.write(toFile: "\(folder.path)/buttons.json", atomically: true, encoding: .utf8)
        // A slow push up (600 pt in 1.5 s), a screenshot every 100 ms.
        let script = SlowPushScript(fromY: 800, distance: 600, durationMs: 1500, shots: 16, shotEveryMs: 100, shotPrefix: "b")
        try script.json.write(toFile: "\(folder.path)/script.json", atomically: true, encoding: .utf8)
        let out = folder.path + "/out"
        let outcome = try CLI.run(["replay", "\(folder.path)/script.json", "--design", "\(folder.path)/buttons.json", "--out", out])
        #expect(outcome.status == 0, "\(outcome.stderr)")

        // Background pixels 8 pt in from each button's left edge, at its middle (clear of its centred title).
        let image = try RGBAImage(png: "\(out)/b0.png")
        func pixel(_ x: Int, _ y: Int) -> [Int] { let i = (y * image.width + x) * 4; return (0..<3).map { Int(image.bytes[i + $0]) } }
        func over(_ c: Int, alpha: Double) -> Int { Int((255 + (Double(c) - 255) * alpha).rounded()) }
        let expected: [(String, Int, [Int])] = [("filled", 62, [0, 122, 255]),
                                                ("tinted", 122, [over(0, alpha: 38 / 255), over(122, alpha: 38 / 255), 255]),
                                                ("gray", 182, [over(120, alpha: 41 / 255), over(120, alpha: 41 / 255), over(128, alpha: 41 / 255)])]
        for (id, y, color) in expected {
            let found = pixel(28, y)
            #expect(zip(found, color).allSatisfy { abs($0 - $1) <= 2 }, "\(id): \(found), expected \(color)")
        }

        var moved = 0, pinned = 0
        for k in 0..<16 {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(out)/b\(k).json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let offset = try #require((json["state"] as? [String: Any])?["offset_y"] as? Double)
            let layers = try #require(json["layers"] as? [[String: Any]])
            let follow = try #require(layers.first { $0["id"] as? String == "follow" }?["frame"] as? [Double])
            // A self-sized button: where the design puts it, a medium button's height (34 pt ± 2).
            #expect(follow[0] == 200 && follow[1] == 40 && abs(follow[3] - 34.33) < 2 && follow[2] > 34, "\(follow)")
            let headers = json["section_headers"] as? [[String: Any]] ?? []
            for header in headers {
                let title = header["title"] as? String, frame = try #require(header["frame"] as? [Double])
                if title == "Moves" {
                    #expect(header["pinned"] as? Bool == false && abs(frame[1] - (300 - offset)) < 0.01, "offset \(offset): \(frame)")
                    if 300 - offset < 300 { moved += 1 }
                } else {
                    // The second heading's place: after the first section (28 + 4 × 44 pt); pinned at the bar's bottom once it gets there.
                    let natural = 300 + 28 + 4 * 44 - offset
                    #expect(header["pinned"] as? Bool == true && abs(frame[1] - max(natural, 300)) < 0.01, "offset \(offset): \(frame)")
                    if natural < 300 { pinned += 1 }
                }
            }
        }
        #expect(moved >= 3 && pinned >= 3, "moved \(moved), pinned \(pinned)")
    }
}
