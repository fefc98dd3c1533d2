import Foundation
import Testing

/// `stretchy import` end to end (issue 46): a hand-written Figma response and an SVG become designs
/// that `replay` loads; the sidecars' layer frames are the nodes' boxes, worked out here from the
/// fixtures themselves; FIXED stays put and SCROLLS moves with a scroll; bad input writes nothing.
@Suite struct ImportCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let fixtures = CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/import").path

    /// A script on `design` in the frame's viewport: a screenshot at rest, a slow 220 pt drag held
    /// (no fling), a screenshot.
    func replay(_ design: String) throws -> [String: [String: Any]] {
        let script = try folder.write("s.json", """
        {"design": "\(design)", "viewport": {"width": 390, "height": 844}, "duration_ms": 1500, "events": [
          {"t": 50, "type": "screenshot", "name": "rest"},
          {"t": 100, "type": "drag", "from": [195, 700], "to": [195, 480], "duration_ms": 600, "hz": 60, "release": false},
          {"t": 1000, "type": "screenshot", "name": "scrolled"}]}
        """)
        let outcome = try CLI.run(["replay", script, "--out", folder.file("out"), "--trace-layers"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("warning"), "an imported design loads without warnings: \(outcome.stderr)")
        var sidecars: [String: [String: Any]] = [:]
        for name in ["rest", "scrolled"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.file("out/\(name).json")))
            sidecars[name] = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        return sidecars
    }

    static func frames(_ sidecar: [String: Any]) -> [String: [Double]] {
        let layers = sidecar["layers"] as? [[String: Any]] ?? []
        return Dictionary(layers.compactMap { l in (l["id"] as? String).flatMap { id in (l["frame"] as? [Double]).map { (id, $0) } } },
                          uniquingKeysWith: { a, _ in a })
    }

    static func offset(_ sidecar: [String: Any]) -> Double { (sidecar["state"] as? [String: Any])?["offset_y"] as? Double ?? .nan }

    /// Every node of the fixture that is drawn: its id, box relative to the frame, and scrollBehavior
    /// (its top-level ancestor's), read from the response as Figma wrote it.
    static func figmaNodes() throws -> [(id: String, name: String, type: String, box: [Double], behaviour: String)] {
        let data = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/profile-figma.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let page = try #require(((root["document"] as? [String: Any])?["children"] as? [[String: Any]])?.first)
        let frame = try #require((page["children"] as? [[String: Any]])?.first)
        let origin = try #require(frame["absoluteBoundingBox"] as? [String: Double])
        var found: [(String, String, String, [Double], String)] = []
        func visit(_ node: [String: Any], behaviour: String) {
            guard node["visible"] as? Bool ?? true else { return }
            let b = node["absoluteBoundingBox"] as? [String: Double] ?? [:]
            found.append((node["id"] as? String ?? "", node["name"] as? String ?? "", node["type"] as? String ?? "",
                          [b["x"]! - origin["x"]!, b["y"]! - origin["y"]!, b["width"]!, b["height"]!], behaviour))
            for child in node["children"] as? [[String: Any]] ?? [] { visit(child, behaviour: behaviour) }
        }
        for child in frame["children"] as? [[String: Any]] ?? [] { visit(child, behaviour: child["scrollBehavior"] as? String ?? "SCROLLS") }
        return found
    }

    @Test func figmaFrameImportsToADesignWhoseLayersAreTheNodesBoxes() throws {
        let design = folder.file("profile.json")
        let outcome = try CLI.run(["import", "figma", Self.fixtures + "/profile-figma.json", "--images", Self.fixtures + "/images", "--out", design])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderrLines.last?.contains("imported 18 layers from 'Profile' (") == true, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("1 INNER_SHADOW dropped: not drawn") && outcome.stderr.contains("1 vectors rasterised")
                && outcome.stderr.contains("'Sparkle': STAR dropped: no geometry"), "\(outcome.stderr)")
        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: design))) as? [String: Any])
        let layers = try #require(written["layers"] as? [[String: Any]])
        let idBySource = Dictionary(layers.map { ($0["source"] as? String ?? "", $0["id"] as? String ?? "") }, uniquingKeysWith: { a, _ in a })

        let sidecars = try replay("profile.json")
        let rest = try #require(sidecars["rest"]), scrolled = try #require(sidecars["scrolled"])
        let restFrames = Self.frames(rest), scrolledFrames = Self.frames(scrolled)
        let offset = Self.offset(scrolled)
        #expect(Self.offset(rest) == 0)
        #expect(abs(offset - 200) <= 25, "a 220 pt drag scrolls about 200 pt (touch slop): \(offset)")
        var checked = 0
        for node in try Self.figmaNodes() {
            // A group draws nothing of its own; the star has no geometry (dropped, named above).
            guard node.type != "GROUP", node.name != "Sparkle" else { continue }
            let id = try #require(idBySource[node.id], "node \(node.id) '\(node.name)' has no layer")
            let frame = try #require(restFrames[id], "layer \(id) not in the sidecar")
            for k in 0..<4 { #expect(abs(frame[k] - node.box[k]) <= 0.5, "\(id) at rest: \(frame) vs node \(node.box)") }
            let moved = try #require(scrolledFrames[id])
            switch node.behaviour {
            case "FIXED": #expect(moved == frame, "\(id) is FIXED: \(moved) vs \(frame)")
            case "SCROLLS": #expect(abs(moved[1] - (frame[1] - offset)) <= 0.01, "\(id) scrolls with the content")
            default: #expect(abs(moved[1] - max(96, frame[1] - offset)) <= 0.01, "\(id) is sticky below the 96 pt bar")
            }
            checked += 1
        }
        #expect(checked == 16)  // 18 layers: these, the frame's background and the bar's iOS 26 glass
        // Solid fills show their colour: the card (#3366CC) at rest, away from its text and gradient.
        let picture = try #require(try Media.frames(folder.file("out/rest.png")).first)
        let card = picture.pixel(300, 460)
        #expect(abs(card.0 - 0x33) <= 3 && abs(card.1 - 0x66) <= 3 && abs(card.2 - 0xCC) <= 3, "\(card)")
    }

    @Test func stretchAndPinGiveTheLayersBehaviour() throws {
        let design = folder.file("profile.json")
        let outcome = try CLI.run(["import", "figma", Self.fixtures + "/profile-figma.json", "--images", Self.fixtures + "/images", "--out", design,
                                   "--stretch", "Header", "--pin", "Name"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let sidecars = try replay("profile.json")
        let rest = Self.frames(try #require(sidecars["rest"])), scrolled = Self.frames(try #require(sidecars["scrolled"]))
        let offset = Self.offset(try #require(sidecars["scrolled"]))
        #expect(rest["Header"] == [0, 0, 390, 260])
        // Scrolled: the header compresses from the top to the bar (collapsedHeight 96), not below it.
        #expect(scrolled["Header"] == [0, 0, 390, max(96, 260 - offset)], "\(scrolled["Header"] ?? [])")
        // The name (y 312) pins under the 96 pt bar once it gets there.
        #expect(scrolled["Name"]?[1] == max(96, 312 - offset))
        let typo = try CLI.run(["import", "figma", Self.fixtures + "/profile-figma.json", "--out", folder.file("typo.json"), "--pin", "Nmae"])
        #expect(typo.status == 1 && typo.stderrLines.count == 1 && typo.stderr.contains("--pin 'Nmae': no layer of that name (layers: "), "\(typo.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("typo.json")))
    }

    @Test func contentMakesAGroupsCardsTheDesignsRows() throws {
        let design = folder.file("feed.json")
        let outcome = try CLI.run(["import", "figma", Self.fixtures + "/feed-figma-nodes.json", "--images", Self.fixtures + "/images",
                                   "--out", design, "--content", "Feed"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        _ = try replay("feed.json")
        // Five 88 pt cards (#F2F2F7, from y 120, 96 pt apart) on the white frame, as in Figma.
        let picture = try #require(try Media.frames(folder.file("out/rest.png")).first)
        for k in 0..<5 {
            let top = 120 + 96 * k
            let card = picture.pixel(200, top + 80), gap = picture.pixel(200, top + 92)
            #expect(card.0 == 0xF2 && card.2 == 0xF7, "card \(k): \(card)")
            #expect(gap == (255, 255, 255), "gap below card \(k): \(gap)")
        }
    }

    @Test func svgImportsWithItsIdsFramesAndColours() throws {
        let design = folder.file("card.json")
        let outcome = try CLI.run(["import", "svg", Self.fixtures + "/card.svg", "--out", design])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let sidecars = try replay("card.json")
        let rest = Self.frames(try #require(sidecars["rest"]))
        // The viewBox is 780 × 1688 drawn at 390 × 844: every SVG number is halved, after each
        // element's transforms (hero: translate(32 40); the rest: scale(2), which cancels it).
        let expected: [String: [Double]] = [
            "background": [0, 0, 390, 844],
            "banner": [16, 20, 358, 200],
            "avatar": [(32 + 100 - 64) / 2, (40 + 400 - 64) / 2, 64, 64],
            "tile": [16, 340, 170, 120],
            "badge": [270, 20, 60, 40],
        ]
        for (id, box) in expected {
            let frame = try #require(rest[id], "no layer '\(id)'")
            for k in 0..<4 { #expect(abs(frame[k] - box[k]) <= 0.5, "\(id): \(frame) vs \(box)") }
        }
        let picture = try #require(try Media.frames(folder.file("out/rest.png")).first)
        let avatar = picture.pixel(66, 220)  // rgb(52, 199, 89)
        #expect(abs(avatar.0 - 52) <= 3 && abs(avatar.1 - 199) <= 3 && abs(avatar.2 - 89) <= 3, "\(avatar)")
        let tile = picture.pixel(100, 400)  // #007AFF at opacity 0.5 over #F2F2F7
        #expect(abs(tile.0 - (0 + 0xF2) / 2) <= 4 && abs(tile.1 - (0x7A + 0xF2) / 2) <= 4 && abs(tile.2 - (0xFF + 0xF7) / 2) <= 4, "\(tile)")
        let badge = picture.pixel(300, 40)  // a polygon drawn by librsvg: #FFCC00
        #expect(abs(badge.0 - 0xFF) <= 4 && abs(badge.1 - 0xCC) <= 4 && badge.2 <= 4, "\(badge)")
    }

    @Test func reimportOntoAnEditedDesignKeepsTheDesignersExpressions() throws {
        let first = folder.file("first.json")
        #expect(try CLI.run(["import", "figma", Self.fixtures + "/profile-figma.json", "--out", first]).status == 0)
        // The designer's edit: the name rises 0.5 pt per point scrolled.
        var text = try String(contentsOfFile: first, encoding: .utf8)
        let before = #""source": "2:3", "kind": "text", "space": "content", "x": 16, "y": 312,"#
        #expect(text.contains(before))
        text = text.replacingOccurrences(of: before, with: #""source": "2:3", "kind": "text", "space": "content", "x": 16, "y": "312 - offset / 2","#)
        try text.write(toFile: first, atomically: true, encoding: .utf8)
        // Figma changed: the name moved right and was renamed.
        var figma = try String(contentsOfFile: Self.fixtures + "/profile-figma.json", encoding: .utf8)
        figma = figma.replacingOccurrences(of: "\"Ada Lovelace\"", with: "\"Ada King\"")
        let changed = try folder.write("changed.json", figma.replacingOccurrences(of: #""x": 116,"#, with: #""x": 124,"#))
        let second = folder.file("second.json")
        let outcome = try CLI.run(["import", "figma", changed, "--out", second, "--onto", first])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let written = try String(contentsOfFile: second, encoding: .utf8)
        #expect(written.contains(#""text": "Ada King""#) && written.contains(#""y": "312 - offset / 2""#), "\(written)")
        let sidecars = try replay("second.json")
        let scrolled = try #require(sidecars["scrolled"])
        let name = try #require(Self.frames(scrolled)["Name"])
        // x: Figma's new 24 (124 on the canvas − the frame's 100); y: the designer's expression in content space.
        #expect(name[0] == 24 && abs(name[1] - (312 - Self.offset(scrolled) / 2 - Self.offset(scrolled))) < 0.01, "\(name)")
        // In place is refused: the design is an input of the command.
        let inPlace = try CLI.run(["import", "figma", changed, "--out", first, "--onto", first])
        #expect(inPlace.status == 1 && inPlace.stderr.contains("would overwrite an input"), "\(inPlace.stderr)")
    }

    @Test func badInputIsOneLineAndWritesNothing() throws {
        let out = folder.file("out.json")
        let cases: [(String, String, String)] = [
            ("notjson.json", "{\"document\": ", "not JSON"),
            ("other.json", #"{"name": "x"}"#, "not a Figma response: no 'document' or 'nodes'"),
            ("empty.json", #"{"document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "type": "CANVAS", "children": []}]}}"#, "no frames"),
        ]
        for (name, text, message) in cases {
            let input = try folder.write(name, text)
            let outcome = try CLI.run(["import", "figma", input, "--out", out])
            #expect(outcome.status == 1 && outcome.stderrLines.count == 1 && outcome.stderr.contains(message), "\(name): \(outcome.stderr)")
        }
        let noImages = try CLI.run(["import", "figma", Self.fixtures + "/profile-figma.json", "--images", folder.file("nowhere"), "--out", out])
        #expect(noImages.status == 1 && noImages.stderrLines.count == 1 && noImages.stderr.contains("nowhere: no such folder"), "\(noImages.stderr)")
        let wrongFrame = try CLI.run(["import", "figma", Self.fixtures + "/profile-figma.json", "--frame", "Settings", "--out", out])
        #expect(wrongFrame.status == 1 && wrongFrame.stderr.contains("no frame 'Settings' (frames: 'Profile' (1:2))"), "\(wrongFrame.stderr)")
        let svg = try folder.write("bad.svg", "<svg width=\"10\" height=\"10\">\n  <rect width=\"5\"\n</svg>")
        let badSVG = try CLI.run(["import", "svg", svg, "--out", out])
        #expect(badSVG.status == 1 && badSVG.stderrLines.count == 1 && badSVG.stderr.contains("XML error at line 3, column"), "\(badSVG.stderr)")
        // The output may not be the input.
        let input = try folder.write("in.svg", #"<svg width="10" height="10"><rect width="5" height="5"/></svg>"#)
        let onto = try CLI.run(["import", "svg", input, "--out", input])
        #expect(onto.status == 1 && onto.stderr.contains("would overwrite an input"), "\(onto.stderr)")
        #expect(try String(contentsOfFile: input, encoding: .utf8).hasPrefix("<svg"))
        #expect(!FileManager.default.fileExists(atPath: out) && !FileManager.default.fileExists(atPath: folder.file("out-images")))
        // A group of subcommands: its own help, not the window's (the root's default command).
        let help = try CLI.run(["import", "--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW: Make a design file"), "\(help.stdout.prefix(200))")
    }
}
