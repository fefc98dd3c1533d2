import DisplayList
import Foundation
import PNGWriting
import Stage
@testable import stretchy
import StretchyFiles
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
        // A fresh start's picture for each version of the file (an edit undone shows the one before).
        var fresh: [String: Picture?] = [:], refused: [String] = []
        for edit in DesignEdit.sequence(for: try DesignEdit.object(original)) {
            try edit.text.write(toFile: copy, atomically: true, encoding: .utf8)
            try window.run(milliseconds: FileWatcher.designIntervalMs + 60)
            let shown = try picture(window)
            let banner = window.app.state.overlays.banner
            if fresh[edit.text] == nil { fresh[edit.text] = try freshStart(copy) }
            if let expected = fresh[edit.text] ?? nil {
                let differing = shown.differingBytes(expected)
                #expect(differing == 0, "\(source), \(edit.name): the reloaded window differs from a fresh start on the file (\(differing) bytes differ); banner: \(banner ?? "none")")
                lastGood = shown
            } else {
                refused.append(edit.name)
                #expect(banner?.isEmpty == false, "\(source), \(edit.name): a file a start refuses shows its error as a banner")
                let differing = shown.differingBytes(lastGood)
                #expect(differing == 0, "\(source), \(edit.name): the last good picture stays (\(differing) bytes differ)")
            }
        }
        // Only what no start can show is refused: every other version was compared with a fresh start.
        let refusable: Set = ["broken JSON", "a photo swapped for a missing one", "a layer id renamed"]
        #expect(refused.contains("broken JSON") && Set(refused).isSubset(of: refusable), "\(source): refused \(refused)")
    }

    /// The picture a start on `design` shows; nil when the start refuses the file.
    func freshStart(_ design: String) throws -> Picture? {
        guard let window = try? open(design) else { return nil }
        try window.run(frames: 2)
        return try picture(window)
    }

    func open(_ design: String) throws -> HeadlessWindow {
        try HeadlessWindow(["--design", design, "--viewport", "390x844", "--fps", "20",
                            "--screenshot-dir", folder.file("shots"), "--record-dir", folder.file("rec")])
    }

    /// The phone's picture as the screenshot key draws it (no toast, no banner), read back from
    /// the renderer (not through a PNG file: this test compares some 200 pictures).
    func picture(_ window: HeadlessWindow) throws -> Picture {
        let app = window.app
        var scene = Scene(size: app.state.layout.size), phones: [Scene] = []
        app.state.composePicture(into: &scene, phoneScenes: &phones, withHUD: false, measurer: app.renderer.textMeasurer)
        try app.renderer.draw(scene)
        let pixels = try app.renderer.readPixels()
        return Picture(width: pixels.width, height: pixels.height, bytes: pixels.bytes)
    }
}

/// A picture's pixels, compared whole.
struct Picture: Equatable {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    /// How many bytes differ: 0 found by one memcmp (a loop over 1.3 M bytes in this unoptimised
    /// test build took half a second, most of this suite's time), counted only when they differ.
    func differingBytes(_ other: Picture) -> Int {
        guard width == other.width, height == other.height, bytes.count == other.bytes.count else { return max(bytes.count, other.bytes.count) }
        let same = bytes.withUnsafeBytes { a in other.bytes.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
        return same ? 0 : zip(bytes, other.bytes).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }
}

/// One version of a design file in the edit sequence: what a designer saves, and what to call it.
/// Edited as ordered JSON: a design's `variables` read the ones before them, so key order matters.
struct DesignEdit {
    let name: String
    let text: String

    static func object(_ text: String) throws -> JSONValue { try JSONParser.parse(text) }

    static func json(_ value: JSONValue) -> String { JSONWriter.string(value) + "\n" }

    /// Photos every machine has: the shipped ones, by absolute path.
    static func photo(_ name: String) -> String {
        CLI.repositoryRoot.appendingPathComponent("Resources/designs/images/screens/\(name)").path
    }

    /// Rows with photos, as list rows, a grid, a sideways row and (when the design has templates)
    /// rows drawn by its first template: every section kind that indexes into the image table.
    static func sections(_ count: Int, templates: [String]) -> JSONValue {
        let rows = JSONValue.array((1...5).map {
            .object([("title", .string("Row \($0)")), ("subtitle", .string("An edited row")), ("detail", .string("\($0)h")),
                     ("image", .string(photo("avatar-\($0).jpg")))])
        })
        var kinds: [JSONValue] = [.object([("style", .string("grid")), ("columns", .number(3)), ("rows", rows)]),
                                  .object([("style", .string("row")), ("itemWidth", .number(64)), ("itemHeight", .number(64)), ("rows", rows)]),
                                  .object([("style", .string("list")), ("rows", rows)])]
        if let template = templates.first { kinds.insert(.object([("style", .string("list")), ("template", .string(template)), ("rows", rows)]), at: 0) }
        return .array((0..<count).map { kinds[$0 % kinds.count] })
    }

    /// The edits, in the order a designer might make them; each applies to the one before.
    static func sequence(for original: JSONValue) -> [DesignEdit] {
        var edits: [DesignEdit] = [], current = original
        func save(_ name: String, _ value: JSONValue) {
            current = value
            edits.append(DesignEdit(name: name, text: json(value)))
        }
        let templates = original["rowTemplates"]?.members?.map(\.0) ?? []
        let layers = original["layers"]?.elements ?? []
        func withLayers(_ layers: [JSONValue]) -> JSONValue { current.setting("layers", .array(layers)) }

        // A number changed: the first number of the first layer that has one.
        if let index = layers.firstIndex(where: { $0.members?.contains { if case .number = $0.1 { true } else { false } } == true }),
           let (key, value) = layers[index].members?.first(where: { if case .number = $0.1 { true } else { false } }),
           case let .number(number) = value {
            var changed = layers
            changed[index] = layers[index].setting(key, .number(number + 3))
            save("a number changed (layers[\(index)].\(key))", withLayers(changed))
        }
        let edited = current["layers"]?.elements ?? layers
        // A layer added, then removed.
        let badge = JSONValue.object([("id", .string("edited-badge")), ("kind", .string("color")), ("color", .string("#FF3B30")),
                                      ("x", .number(24)), ("y", .number(140)), ("width", .number(44)), ("height", .number(44)),
                                      ("cornerRadius", .number(22))])
        save("a layer added", withLayers(edited + [badge]))
        save("the layer removed", withLayers(edited))
        // Photos in the list: sections of every kind, then tabs, then fewer tabs, then none.
        save("content with photos in rows, a grid, a row and templates",
             current.setting("content", .object([("title", .string("Edited")), ("sections", sections(4, templates: templates))])))
        save("three tabs", current.setting("content", .object([("title", .string("Edited")), ("tabs", .array((1...3).map {
            .object([("title", .string("Tab \($0)")), ("sections", sections($0 + 1, templates: templates))])
        }))])))
        save("one tab of two sections", current.setting("content", .object([("title", .string("Edited")), ("tabs", .array([
            .object([("title", .string("Only")), ("sections", sections(2, templates: templates))])]))])))
        save("the content removed", current.setting("content", nil))
        // A photo swapped for one that does not exist, then put back.
        if let index = edited.firstIndex(where: { if case .string = $0["image"] { true } else { false } }) {
            var missing = edited
            missing[index] = edited[index].setting("image", .string("no-such-photo.jpg"))
            save("a photo swapped for a missing one", withLayers(missing))
            save("the photo put back", withLayers(edited))
        }
        // The JSON broken mid-edit, then fixed.
        let good = current
        edits.append(DesignEdit(name: "broken JSON", text: String(json(good).dropLast(4))))
        save("the JSON fixed", good)
        // A layer renamed: whatever read its id now reads another.
        if let index = edited.firstIndex(where: { if case .string = $0["id"] { true } else { false } }),
           case let .string(id) = edited[index]["id"] {
            var renamed = edited
            renamed[index] = edited[index].setting("id", .string("\(id)-renamed"))
            save("a layer id renamed", withLayers(renamed))
        }
        save("back to the original", original)
        return edits
    }
}

extension JSONValue {
    var elements: [JSONValue]? { if case let .array(elements) = self { elements } else { nil } }

    var members: [(String, JSONValue)]? { if case let .object(members) = self { members } else { nil } }

    /// This object with `key` set to `value` in its place (appended when new; removed for nil).
    func setting(_ key: String, _ value: JSONValue?) -> JSONValue {
        var members = self.members ?? []
        if let index = members.firstIndex(where: { $0.0 == key }) {
            if let value { members[index].1 = value } else { members.remove(at: index) }
        } else if let value {
            members.append((key, value))
        }
        return .object(members)
    }
}
