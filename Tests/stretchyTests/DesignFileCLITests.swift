import Foundation
import Testing

/// A design file written from the README's schema alone, replayed: every screenshot sidecar's
/// layer frames equal the design's expressions worked out here by hand at the sidecar's
/// offset_y; bad design files are one line with the JSON path and exit 1.
@Suite struct DesignFileCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let photo = CLI.repositoryRoot.appendingPathComponent("Resources/header.jpg").path

    /// bannerHeight 180, avatarSize 84; banner fills max(-offset, 44); avatar scrolls with the
    /// content and scales 1 → 0.6 over offsets 0…60 (linear); banner blur 12 → 0 over
    /// -380…-180; title alpha by keyframes with easeIn.
    static let design = """
    {
      "name": "profile-test",
      "parameters": {"bannerHeight": {"default": 180, "min": 80, "max": 400, "step": 10},
                     "avatarSize": {"default": 84, "min": 40, "max": 140, "step": 2}},
      "scroll": {"contentInsetTop": "bannerHeight", "rowsTop": 120},
      "layers": [
        {"id": "banner", "kind": "image", "image": "\(photo)", "role": "header",
         "x": 0, "y": 0, "width": "W", "height": "max(-offset, 44)",
         "blur": {"offset": ["-bannerHeight - 200", "-bannerHeight"], "value": [12, 0]}},
        {"id": "avatar", "kind": "image", "image": "\(photo)", "mask": "circle", "space": "content",
         "x": 16, "y": -40, "width": "avatarSize", "height": "avatarSize",
         "scale": {"offset": [0, 60], "value": [1, 0.6]}},
        {"id": "title", "kind": "text", "text": "Name", "style": "headline", "x": 0, "y": 0, "width": "W", "height": 44,
         "alpha": {"offset": [60, 120], "value": [0, 1], "curve": "easeIn"}}
      ]
    }
    """

    @Test func sidecarLayersEqualTheExpressionsAtTheSidecarsOffset() throws {
        let designPath = try folder.write("profile.json", Self.design)
        let shotTimes = [0, 520, 750, 1150, 1400, 2600]
        let shots = shotTimes.enumerated().map { (Double($1), #"{"t": \#($1), "type": "screenshot", "name": "s\#($0)"}"#) }
        let events = [(100.0, #"{"t": 100, "type": "drag", "from": [195, 300], "to": [195, 560], "duration_ms": 400, "hz": 120, "release": false}"#),
                      (700, #"{"t": 700, "type": "up"}"#),
                      (1000, #"{"t": 1000, "type": "drag", "from": [195, 700], "to": [195, 300], "duration_ms": 120, "hz": 120}"#)]
        let all = (events + shots).sorted { $0.0 < $1.0 }.map(\.1)
        let script = try folder.write("s.json", #"{"design": "profile.json", "rows": 200, "duration_ms": 3000, "events": [\#(all.joined(separator: ","))]}"#)
        _ = designPath
        let outcome = try CLI.run(["replay", script, "--out", folder.file("out"), "--trace-layers"])
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        var offsets: [Double] = []
        for index in shotTimes.indices {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.file("out/s\(index).json")))
            let sidecar = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let design = try #require(sidecar["design"] as? [String: Any])
            #expect(design["name"] as? String == "profile-test")
            let state = try #require(sidecar["state"] as? [String: Any])
            let offset = try #require(state["offset_y"] as? Double)
            offsets.append(offset)
            let layers = try #require(sidecar["layers"] as? [[String: Any]])
            func layer(_ id: String) throws -> (frame: [Double], alpha: Double, scale: Double, blur: Double) {
                let l = try #require(layers.first { $0["id"] as? String == id })
                return (try #require(l["frame"] as? [Double]), try #require(l["alpha"] as? Double),
                        try #require(l["scale"] as? Double), try #require(l["blur"] as? Double))
            }
            let banner = try layer("banner"), avatar = try layer("avatar"), title = try layer("title")
            let tolerance = 0.01
            #expect(abs(banner.frame[3] - max(-offset, 44)) < tolerance, "offset \(offset)")
            let blur = offset <= -380 ? 12 : offset >= -180 ? 0 : 12 * (1 - (offset + 380) / 200)
            #expect(abs(banner.blur - blur) < tolerance, "offset \(offset)")
            #expect(abs(avatar.frame[1] - (-40 - offset)) < tolerance, "content space: y - offset")
            #expect(abs(avatar.frame[2] - 84) < tolerance && abs(avatar.frame[0] - 16) < tolerance)
            let scale = 1 - 0.4 * min(1, max(0, offset / 60))
            #expect(abs(avatar.scale - scale) < tolerance, "offset \(offset)")
            // easeIn = cubic Bézier (0.42, 0, 1, 1): y at x found by bisection.
            let x = min(1, max(0, (offset - 60) / 60))
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 {
                let s = (lo + hi) / 2
                if 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s + s * s * s < x { lo = s } else { hi = s }
            }
            let s = (lo + hi) / 2
            #expect(abs(title.alpha - (3 * (1 - s) * s * s + s * s * s)) < tolerance, "offset \(offset)")
        }
        // The shots cover pulled, resting and scrolled states.
        #expect(offsets.contains { $0 < -200 } && offsets.contains { $0 > 60 })
        let trace = try String(contentsOfFile: folder.file("out/trace.csv"), encoding: .utf8)
        let header = try #require(trace.split(separator: "\n").first)
        #expect(header.hasSuffix(",banner.x,banner.y,banner.width,banner.height,banner.alpha,avatar.x,avatar.y,avatar.width,avatar.height,avatar.alpha,title.x,title.y,title.width,title.height,title.alpha"))
        for line in trace.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            let offset = Double(fields[1])!, bannerHeight = Double(fields[17])!
            #expect(abs(bannerHeight - max(-offset, 44)) < 0.01)
        }
    }

    @Test(arguments: [
        (#""height": "max(-ofset, 44)""#, "'layers['a'].height': unknown variable 'ofset' (known: offset, W, H"),
        (#""kind": "imag""#, "'layers['a'].kind': unknown layer kind 'imag' (known: image, color"),
        (#""y": "max(1, (2)""#, "'layers['a'].y': expression error at column 11: expected ')'"),
        (#""image": "missing.jpg""#, "'layers['a'].image': image not found: "),
        (#""blur": {"offset": [0, 10], "value": [1]}"#, "'layers['a'].blur': has 2 offsets but 1 values"),
        (#""blur": {"offset": [10, 0], "value": [1, 2]}"#, "'layers['a'].blur.offset': offsets must not decrease: 10 then 0"),
        (#""height": "(offset - offset) / (offset - offset)""#, "'layers['a'].height': is NaN at offset"),
        // Issue 32: each names its real cause.
        (#""x": {"offset": [-300, 0], "value": [1e308, -1e308]}"#, "are too far apart to interpolate: their difference overflows"),
        (#""image": "/""#, "'layers['a'].image': / is a folder, not an image file"),
        (#""id": "a\nb""#, "'layers[0].id': holds a line break"),
    ])
    func badDesignFilesAreOneLineWithTheJSONPath(change: String, message: String) throws {
        let key = String(change.split(separator: ":")[0])
        var fields = [#""id": "a""#, #""kind": "image""#, #""image": "\#(Self.photo)""#, #""height": 100"#]
        fields.removeAll { $0.hasPrefix(key) }
        fields.append(change)
        let path = try folder.write("bad.json", #"{"layers": [{\#(fields.joined(separator: ", "))}]}"#)
        let script = try folder.write("s.json", #"{"events": []}"#)
        let outcome = try CLI.run(["replay", script, "--out", folder.file("out"), "--design", path])
        #expect(outcome.status == 1 && !outcome.crashed)
        #expect(outcome.stderrLines.count == 1, "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.contains("bad.json: ") && outcome.stderr.contains(message), "stderr: \(outcome.stderr)")
    }

    /// The README's worked example loads with no warning and replays.
    @Test func theReadmeExampleReplays() throws {
        let example = CLI.repositoryRoot.appendingPathComponent("examples/my-header.json").path
        let review = CLI.repositoryRoot.appendingPathComponent("examples/review.json").path
        let outcome = try CLI.run(["replay", review, "--out", folder.file("out"), "--design", example, "--trace-layers"])
        #expect(outcome.status == 0 && !outcome.stderr.contains("warning"), "\(outcome.stderr)")
        let readme = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let file = try String(contentsOfFile: example, encoding: .utf8)
        #expect(readme.contains(file.trimmingCharacters(in: .whitespacesAndNewlines)), "README shows examples/my-header.json as it is")
    }

    /// seed004 is sound at its defaults; a zoom distance of 200 leaves white above the zoomed photo.
    @Test func tunedNumbersThatOpenAGapAreWarnedAbout() throws {
        let tuned = try folder.write("z.json", #"{"design": "seed004", "params": {"zoomDistance": 200}, "events": []}"#)
        let warned = try CLI.run(["replay", tuned, "--out", folder.file("z")])
        #expect(warned.status == 0 && warned.stderr.contains("warning: with these parameters, seed004 shows a gap above the first row pulled 150 pt: y 0–75"), "\(warned.stderr)")
        let plain = try folder.write("p.json", #"{"design": "seed004", "params": {"zoomDistance": 60}, "events": []}"#)
        let quiet = try CLI.run(["replay", plain, "--out", folder.file("p")])
        #expect(quiet.status == 0 && !quiet.stderr.contains("warning"), "\(quiet.stderr)")
    }

    @Test func duplicateIdsAndCyclesAreRefused() throws {
        let script = try folder.write("s.json", #"{"events": []}"#)
        let duplicate = try folder.write("dup.json", #"{"layers": [{"id": "a", "kind": "color"}, {"id": "a", "kind": "color"}]}"#)
        let first = try CLI.run(["replay", script, "--out", folder.file("out"), "--design", duplicate])
        #expect(first.status == 1 && first.stderr.contains("'layers[1].id': duplicate layer id 'a' (also layers[0])"), "\(first.stderr)")
        let cycle = try folder.write("cycle.json", #"{"variables": {"a": "b + 1", "b": "2"}, "layers": [{"id": "a", "kind": "color"}]}"#)
        let second = try CLI.run(["replay", script, "--out", folder.file("out"), "--design", cycle])
        #expect(second.status == 1 && second.stderr.contains("'variables.a': reads 'b'") && second.stderr.contains("cycle"), "\(second.stderr)")
        let inset = try folder.write("inset.json", #"{"scroll": {"contentInsetTop": "insetTop + 1"}, "layers": []}"#)
        let third = try CLI.run(["replay", script, "--out", folder.file("out"), "--design", inset])
        #expect(third.status == 1 && third.stderr.contains("'scroll.contentInsetTop'") && third.stderr.contains("cycle"), "\(third.stderr)")
    }

    @Test func aDesignThatLeavesAGapIsWarnedAbout() throws {
        let gap = try folder.write("gap.json", """
        {"scroll": {"contentInsetTop": 200}, "layers": [{"id": "photo", "kind": "color", "color": "#336699", "height": 150}]}
        """)
        let script = try folder.write("s.json", #"{"events": []}"#)
        let outcome = try CLI.run(["replay", script, "--out", folder.file("out"), "--design", gap])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("warning: gap.json: gap shows a gap above the first row at rest: y 150–200"), "\(outcome.stderr)")
        let designs = try CLI.run(["designs"])
        for name in ["seed000", "seed001", "seed003", "seed004", "parallax", "appbar", "carousel"] {
            #expect(designs.stdout.contains(name))
        }
        #expect(!designs.stderr.contains("warning"), "a shipped design warns: \(designs.stderr)")
    }

    /// A y of 1e19 trapped converting the trace's number to Int64 (SIGILL) and a text size of
    /// 1e19 trapped sizing the font: values are held within ±1e6 pt and text within 500 pt.
    @Test func absurdNumbersAreBoundedNotCrashed() throws {
        let absurd = try folder.write("absurd.json", """
        {"scroll": {"contentInsetTop": "1e19"}, "layers": [
          {"id": "far", "kind": "color", "color": "#ff0000", "y": 1e19, "width": "offset * 1e30", "height": 10},
          {"id": "big", "kind": "text", "text": "Hi", "size": 1e19, "scale": 1e19, "width": 100, "height": 40}]}
        """)
        let script = try folder.write("s.json", #"{"events": [{"t": 50, "type": "screenshot", "name": "shot"}]}"#)
        let outcome = try CLI.run(["replay", script, "--out", folder.file("out"), "--design", absurd, "--trace-layers"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: folder.file("out/shot.json")))
        let sidecar = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let layers = try #require(sidecar["layers"] as? [[String: Any]])
        let far = try #require(layers.first { $0["id"] as? String == "far" }?["frame"] as? [Double])
        #expect(far == [0, 1e6, 0, 10])  // width: offset·1e30 = -1e36 → -1e6 → no width
        #expect(layers.first { $0["id"] as? String == "big" }?["scale"] as? Double == 1e6)
        let state = try #require(sidecar["state"] as? [String: Any])
        #expect(state["content_inset_top"] as? Double == 1e6 && state["offset_y"] as? Double == -1e6)
    }

    /// 300,000 layers took a minute and 1.3 GB before the first frame: a design is refused past
    /// 1,000 layers, at once, and 1,000 still load.
    @Test func tooManyLayersAreRefused() throws {
        func design(_ count: Int) -> String {
            #"{"layers": ["# + (0..<count).map { #"{"id": "l\#($0)", "kind": "color", "height": 1}"# }.joined(separator: ",") + "]}"
        }
        let script = try folder.write("s.json", #"{"events": []}"#)
        let many = try CLI.run(["replay", script, "--out", folder.file("many"), "--design", try folder.write("many.json", design(1001))])
        #expect(many.status == 1 && many.stderrLines.count == 1
                && many.stderr.contains("many.json: 'layers': has 1001 layers, at most 1000"), "\(many.stderr)")
        let enough = try CLI.run(["replay", script, "--out", folder.file("enough"), "--design", try folder.write("enough.json", design(1000))])
        #expect(enough.status == 0, "\(enough.stderr)")
    }

    /// A word that is no alignment read as an unknown variable; a refresh threshold of -5 was
    /// accepted; a file that is no image was named without the design: each is one line naming
    /// the field and what it takes.
    @Test(arguments: [
        (#"{"layers": [{"id": "t", "kind": "text", "text": "x", "alignment": "middle"}]}"#,
         "'layers['t'].alignment': unknown alignment 'middle' (leading, center, trailing, or a 0…1 expression)"),
        (#"{"scroll": {"refresh": {"threshold": -5}}, "layers": [{"id": "c", "kind": "color"}]}"#,
         "'scroll.refresh.threshold': -5 is outside [10, 500] pt"),
        // The design file itself as its image: found, but no image; the layer that asked is named.
        (#"{"layers": [{"id": "p", "kind": "image", "image": "d.json"}]}"#,
         "'layers['p'].image': not an image (not JPEG, PNG, WebP or HEIC data): "),
    ])
    func wordsAndNumbersOutsideWhatAFieldTakesAreRefused(design: String, message: String) throws {
        let script = try folder.write("s.json", #"{"events": []}"#)
        let outcome = try CLI.run(["replay", script, "--out", folder.file("out"), "--design", try folder.write("d.json", design)])
        #expect(outcome.status == 1 && outcome.stderrLines.count == 1 && outcome.stderr.contains("d.json: " + message), "\(outcome.stderr)")
    }
}
