import Foundation
@testable import stretchy
import StretchyKit
import Testing
import TestSupport

/// The edit loop a designer walks (issue 42): `stretchy run` on a copy of every shipped design and
/// every example design, the file edited the ways a designer edits it, the window reloading after
/// each. The oracle is the file itself: where a start on the edited file shows a picture, the
/// reloaded window shows the same pixels; where a start refuses the file, the window keeps the last
/// good picture under the error's banner. (Before the fix the first edit — a changed number —
/// crashed the window on every design with photos in its list: `profile`, `grid-profile`, `cards`.)
@Suite(.serialized, .sdlTurn) struct DesignEditLoopTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        // The copies find their photos and content where the originals do (relative paths): a
        // folder like Resources, each entry a link to the real one's but `designs`, whose copies
        // are written beside links to its `images` and `content`.
        let fm = FileManager.default, resources = CLI.repositoryRoot.appendingPathComponent("Resources")
        try fm.createDirectory(atPath: folder.file("Resources/designs"), withIntermediateDirectories: true)
        try fm.createDirectory(atPath: folder.file("examples"), withIntermediateDirectories: true)
        for name in try fm.contentsOfDirectory(atPath: resources.path) where name != "designs" {
            try fm.createSymbolicLink(atPath: folder.file("Resources/\(name)"), withDestinationPath: resources.appendingPathComponent(name).path)
        }
        for name in ["images", "content"] {
            try fm.createSymbolicLink(atPath: folder.file("Resources/designs/\(name)"),
                                      withDestinationPath: resources.appendingPathComponent("designs/\(name)").path)
        }
    }

    /// Every shipped design and every design in `examples/` (scripts aside), as `folder/file`.
    static let designFiles: [String] = {
        let root = CLI.repositoryRoot
        func designs(in folder: String) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            return names.filter { $0.hasSuffix(".json") }.sorted().filter { name in
                let url = root.appendingPathComponent(folder).appendingPathComponent(name)
                let json = (try? Data(contentsOf: url)).flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
                return json?["layers"] != nil
            }.map { "\(folder)/\($0)" }
        }
        return designs(in: "Resources/designs") + designs(in: "examples")
    }()

    @Test func everyShippedDesignAndExampleIsEdited() {
        #expect(Self.designFiles.count >= 15, "\(Self.designFiles)")
        #expect(Self.designFiles.contains("examples/cards.json") && Self.designFiles.contains("Resources/designs/grid-profile.json"))
    }

    @Test(arguments: designFiles)
    func everyEditReloadsToWhatAFreshStartShows(_ source: String) throws {
        let original = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent(source), encoding: .utf8)
        let copy = folder.file(source)
        try original.write(toFile: copy, atomically: true, encoding: .utf8)
        let window = try open(copy)
        try window.run(frames: 2)
        var lastGood = try picture(window)
        for edit in DesignEdit.sequence(for: try DesignEdit.object(original)) {
            try edit.text.write(toFile: copy, atomically: true, encoding: .utf8)
            try window.run(milliseconds: FileWatcher.designIntervalMs + 60)
            let shown = try picture(window)
            let banner = window.app.state.overlays.banner
            if let fresh = try? open(copy) {
                try fresh.run(frames: 2)
                let expected = try picture(fresh)
                let differing = shown.differingBytes(expected)
                #expect(differing == 0, "\(source), \(edit.name): the reloaded window differs from a fresh start on the file (\(differing) bytes differ); banner: \(banner ?? "none")")
                lastGood = shown
            } else {
                #expect(banner?.isEmpty == false, "\(source), \(edit.name): a file a start refuses shows its error as a banner")
                let differing = shown.differingBytes(lastGood)
                #expect(differing == 0, "\(source), \(edit.name): the last good picture stays (\(differing) bytes differ)")
            }
        }
    }

    func open(_ design: String) throws -> HeadlessWindow {
        try HeadlessWindow(["--design", design, "--viewport", "390x844", "--fps", "20",
                            "--screenshot-dir", folder.file("shots"), "--record-dir", folder.file("rec")])
    }

    /// The phone's picture as the screenshot key saves it (no toast, no banner), as RGBA bytes.
    func picture(_ window: HeadlessWindow) throws -> Picture {
        let sidecar = try window.screenshot()
        let image = try RGBAImage(png: Sidecars.png(sidecar))
        return Picture(width: image.width, height: image.height, bytes: image.bytes)
    }
}

/// A picture's pixels, compared whole.
struct Picture: Equatable {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    func differingBytes(_ other: Picture) -> Int {
        guard width == other.width, height == other.height else { return max(bytes.count, other.bytes.count) }
        return zip(bytes, other.bytes).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }
}

/// One version of a design file in the edit sequence: what a designer saves, and what to call it.
struct DesignEdit {
    let name: String
    let text: String

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func json(_ object: [String: Any]) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data(), as: UTF8.self)
    }

    /// Photos every machine has: the shipped ones, by absolute path.
    static func photo(_ name: String) -> String {
        CLI.repositoryRoot.appendingPathComponent("Resources/designs/images/screens/\(name)").path
    }

    /// Rows with photos, as list rows, a grid, a sideways row and (when the design has templates)
    /// rows drawn by its first template: every section kind that indexes into the image table.
    static func sections(_ count: Int, templates: [String]) -> [[String: Any]] {
        let rows: [[String: Any]] = (1...5).map {
            ["title": "Row \($0)", "subtitle": "An edited row", "detail": "\($0)h", "image": photo("avatar-\($0).jpg")]
        }
        var kinds: [[String: Any]] = [["style": "grid", "columns": 3, "rows": rows],
                                      ["style": "row", "itemWidth": 64, "itemHeight": 64, "rows": rows],
                                      ["style": "list", "rows": rows]]
        if let template = templates.first { kinds.insert(["style": "list", "template": template, "rows": rows], at: 0) }
        return (0..<count).map { kinds[$0 % kinds.count] }
    }

    /// The edits, in the order a designer might make them; each applies to the one before.
    static func sequence(for original: [String: Any]) -> [DesignEdit] {
        var edits: [DesignEdit] = [], current = original
        func save(_ name: String, _ object: [String: Any]) {
            current = object
            edits.append(DesignEdit(name: name, text: json(object)))
        }
        let templates = ((original["rowTemplates"] as? [String: Any])?.keys.sorted()) ?? []
        var layers = original["layers"] as? [[String: Any]] ?? []

        // A number changed: the first layer's first number.
        if let index = layers.indices.first(where: { i in layers[i].values.contains { $0 is NSNumber && !($0 is Bool) } }),
           let key = layers[index].keys.sorted().first(where: { layers[index][$0] is NSNumber }) {
            layers[index][key] = ((layers[index][key] as? Double) ?? 0) + 3
            save("a number changed (layers[\(index)].\(key))", current.merging(["layers": layers]) { $1 })
        }
        // A layer added, then removed.
        let badge: [String: Any] = ["id": "edited-badge", "kind": "color", "color": "#FF3B30", "x": 24, "y": 140,
                                    "width": 44, "height": 44, "cornerRadius": 22]
        save("a layer added", current.merging(["layers": layers + [badge]]) { $1 })
        save("the layer removed", current.merging(["layers": layers]) { $1 })
        // Photos in the list: sections of every kind, then tabs, then fewer tabs, then none.
        save("content with photos in rows, a grid, a row and templates",
             current.merging(["content": ["title": "Edited", "sections": sections(4, templates: templates)]]) { $1 })
        save("three tabs", current.merging(["content": ["title": "Edited", "tabs": (1...3).map {
            ["title": "Tab \($0)", "sections": sections($0 + 1, templates: templates)]
        }]]) { $1 })
        save("one tab of two sections", current.merging(["content": ["title": "Edited", "tabs": [
            ["title": "Only", "sections": sections(2, templates: templates)]]]]) { $1 })
        var noContent = current
        noContent["content"] = nil
        save("the content removed", noContent)
        // A photo swapped for one that does not exist, then put back.
        if let index = layers.firstIndex(where: { $0["image"] is String }) {
            var missing = layers
            missing[index]["image"] = "no-such-photo.jpg"
            save("a photo swapped for a missing one", current.merging(["layers": missing]) { $1 })
            save("the photo put back", current.merging(["layers": layers]) { $1 })
        }
        // The JSON broken mid-edit, then fixed.
        let good = current
        edits.append(DesignEdit(name: "broken JSON", text: String(json(good).dropLast(4))))
        save("the JSON fixed", good)
        // A layer renamed: whatever read its id now reads another.
        if let index = layers.firstIndex(where: { $0["id"] is String }) {
            var renamed = layers
            renamed[index]["id"] = "\(layers[index]["id"]!)-renamed"
            save("a layer id renamed", current.merging(["layers": renamed]) { $1 })
        }
        save("back to the original", original)
        return edits
    }
}
