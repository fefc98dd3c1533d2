import DesignImport
import Foundation
import Testing

/// The Figma mapping without the CLI: ids, sources, behaviours, notes, and the errors' words.
@Suite struct FigmaImportTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/import/profile-figma.json")

    static func screen(frame: String? = nil) throws -> ImportedScreen {
        try FigmaImporter.importFrame(data: Data(contentsOf: fixture), frame: frame, imagesFolder: nil, assetFolder: "p-images")
    }

    @Test func layersKeepTheNodesIdsBehaviourAndDrawing() throws {
        let screen = try Self.screen()
        #expect(screen.width == 390 && screen.height == 844 && screen.name == "Profile")
        let byId = Dictionary(screen.layers.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(screen.layers.map(\.id).count == Set(screen.layers.map(\.id)).count, "ids are unique")
        #expect(screen.layers.filter { $0.name == "Row" }.map(\.id) == ["Row", "Row-2", "Row-3", "Row-4", "Row-5", "Row-6"])
        #expect(byId["Card-title"]?.source == "3:3" && byId["Card-title"]?.behaviour == .scrolls)  // a group's child: its group's
        #expect(byId["Title"]?.behaviour == .fixed && byId["Back"]?.behaviour == .fixed)  // children of the FIXED bar
        #expect(byId["Tabs"]?.behaviour == .sticky)
        #expect(byId["Header"]?.box == ImportBox(x: 0, y: 0, width: 390, height: 260))
        #expect(byId["Card"]?.field("color") == .string("#3366CC"))
        #expect(byId["Nav-Bar"]?.kind == "material" && byId["Nav-Bar"]?.field("color") == .string("#FFFFFFB8"))
        // Its translucent fill over a background blur: glass on iOS 26, the material on iOS 17.
        #expect(byId["Nav-Bar"]?.field("ios") == .number(17) && byId["Nav-Bar-2"]?.field("ios") == .number(26))
        #expect(byId["Nav-Bar-2"]?.kind == "glass" && byId["Nav-Bar-2"]?.source == "6:1#glass" && byId["Nav-Bar-2"]?.field("tint") == .string("#FFFFFFB8"))
        #expect(byId["Avatar"]?.field("shape") == .string("circle") && byId["Avatar"]?.field("color") == .string("systemGray4"))
        #expect(byId["Name"]?.field("weight") == .string("bold") && byId["Name"]?.field("text") == .string("Ada Lovelace"))
        #expect(!screen.layers.contains { $0.name == "Hidden note" })
        #expect(screen.notes.number(of: "INNER_SHADOW dropped: not drawn") == 1)
        #expect(screen.notes.number(of: "vectors rasterised") == 1)
        // The rasterised vector is a PNG at @3×, named inside the assets folder.
        let back = try #require(screen.files.first { $0.path == "p-images/Back.png" })
        #expect(back.data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func theDesignPinsStickyLayersBelowTheFixedBarAndReachesTheLowestRow() throws {
        let design = try DesignAssembly.design(try Self.screen())
        #expect(design["variables"]?["pinTop"] == .number(96))
        #expect(design["scroll"]?["rowsTop"] == .number(1404))  // the last row: 700 + 5 · 120 + 104
        guard case let .array(layers)? = design["layers"] else { Issue.record("no layers"); return }
        let tabs = try #require(layers.first { $0["id"] == .string("Tabs") })
        #expect(tabs["y"] == .string("max(pinTop, 600 - offset)") && tabs["space"] == nil)
        let row = try #require(layers.first { $0["id"] == .string("Row") })
        #expect(row["space"] == .string("content") && row["y"] == .number(700))
        let bar = try #require(layers.first { $0["id"] == .string("Nav-Bar") })
        #expect(bar["space"] == nil && bar["y"] == .number(0))
    }

    @Test func badResponsesAreNamed() throws {
        func failure(_ text: String, frame: String? = nil) -> String? {
            do {
                _ = try FigmaImporter.importFrame(data: Data(text.utf8), frame: frame, imagesFolder: nil, assetFolder: "a")
                return nil
            } catch { return error.message }
        }
        #expect(failure("[1, 2")?.hasPrefix("not JSON") == true)
        #expect(failure(#"{"nodes": 3}"#) == "not a Figma response: no 'document' or 'nodes'")
        let two = #"{"nodes": {"1:1": {"document": {"id": "1:1", "name": "A", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10}}},"#
            + #" "2:2": {"document": {"id": "2:2", "name": "B", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10}}}}}"#
        #expect(failure(two) == "2 frames; choose one with --frame NAME|ID: 'A' (1:1), 'B' (2:2)")
        #expect(failure(two, frame: "C") == "no frame 'C' (frames: 'A' (1:1), 'B' (2:2))")
        #expect(failure(two, frame: "2:2") == nil && failure(two, frame: "B") == nil)
    }

    @Test func withoutBoundingBoxesRelativeTransformsPlaceTheNodes() throws {
        func node(_ id: String, _ type: String, _ x: Double, _ y: Double, children: String = "") -> String {
            #"{"id": "\#(id)", "name": "\#(id)", "type": "\#(type)", "relativeTransform": [[1, 0, \#(x)], [0, 1, \#(y)]], "size": {"x": 30, "y": 40},"#
                + #" "fills": [{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}], "children": [\#(children)]}"#
        }
        // A frame at (500, 0); inside it a frame at (10, 20) holding a rect at (1, 2), and a group
        // whose child is placed from the frame (Figma: a group does not move its children's coordinates).
        let inner = node("inner", "FRAME", 10, 20, children: node("rect", "RECTANGLE", 1, 2))
        let group = node("group", "GROUP", 5, 5, children: node("grouped", "RECTANGLE", 50, 60))
        let frame = node("frame", "FRAME", 500, 0, children: inner + ", " + group)
        let screen = try FigmaImporter.importFrame(data: Data(#"{"nodes": {"1:1": {"document": \#(frame)}}}"#.utf8), frame: nil,
                                                   imagesFolder: nil, assetFolder: "a")
        let boxes = Dictionary(screen.layers.map { ($0.id, $0.box) }, uniquingKeysWith: { a, _ in a })
        #expect(boxes["inner"] == ImportBox(x: 10, y: 20, width: 30, height: 40))
        #expect(boxes["rect"] == ImportBox(x: 11, y: 22, width: 30, height: 40))
        #expect(boxes["grouped"] == ImportBox(x: 50, y: 60, width: 30, height: 40))
    }

    @Test func aLineIsRasterisedWithItsStrokeWidthAsItsHeight() throws {
        let line = #"{"id": "2:1", "name": "Rule", "type": "LINE", "absoluteBoundingBox": {"x": 0, "y": 50, "width": 100, "height": 0},"#
            + #" "strokes": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}], "strokeWeight": 2,"#
            + #" "strokeGeometry": [{"path": "M0 -1L100 -1L100 1L0 1Z", "windingRule": "NONZERO"}]}"#
        let frame = #"{"nodes": {"1:1": {"document": {"id": "1:1", "name": "F", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 100, "height": 100}, "children": ["#
            + line + "]}}}}"
        let screen = try FigmaImporter.importFrame(data: Data(frame.utf8), frame: nil, imagesFolder: nil, assetFolder: "F-images")
        #expect(screen.layers.first?.box == ImportBox(x: 0, y: 49, width: 100, height: 2))
        let png = try #require(screen.files.first?.data)
        // The PNG's size (IHDR: width and height at bytes 16 and 20) is the box at @3×.
        let size = [16, 20].map { at in png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(size == [300, 6])
    }

    @Test func aFrameThatClipsItsContentClipsItsChildren() throws {
        func rect(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, type: String = "RECTANGLE", extra: String = "") -> String {
            #"{"id": "\#(id)", "name": "\#(id)", "type": "\#(type)", "absoluteBoundingBox": {"x": \#(x), "y": \#(y), "width": \#(w), "height": \#(h)},"#
                + #" "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 1, "a": 1}}]\#(extra)}"#
        }
        // A strip at y 100 that clips; a card inside reaches past its right edge. A FIXED bar clips too.
        let strip = rect("strip", 0, 100, 390, 120, type: "FRAME", extra: #", "clipsContent": true, "children": ["# + rect("card", 300, 110, 200, 100) + "]")
        let bar = rect("bar", 0, 0, 390, 44, type: "FRAME", extra: #", "scrollBehavior": "FIXED", "clipsContent": true, "children": ["# + rect("icon", 380, 10, 20, 20) + "]")
        let frame = #"{"nodes": {"1:1": {"document": {"id": "1:1", "name": "F", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 390, "height": 844}, "clipsContent": true, "children": ["#
            + strip + ", " + bar + "]}}}}"
        let screen = try FigmaImporter.importFrame(data: Data(frame.utf8), frame: nil, imagesFolder: nil, assetFolder: "a")
        let design = try DesignAssembly.design(screen)
        guard case let .array(layers)? = design["layers"] else { Issue.record("no layers"); return }
        func clip(_ id: String) -> DesignValue? { layers.first { $0["id"] == .string(id) }?["clip"] }
        #expect(clip("card") == .object([("x", .number(0)), ("y", .string("100 - offset")), ("width", .number(390)), ("height", .number(120))]))
        #expect(clip("icon") == .object([("x", .number(0)), ("y", .number(0)), ("width", .number(390)), ("height", .number(44))]))
        #expect(clip("strip") == nil && clip("bar") == nil, "a frame's own fill is not clipped by itself; the top frame is the viewport")
    }

    @Test func namesNeverLeaveTheAssetsFolder() throws {
        let node = #"{"id": "9:9", "name": "../../etc/passwd", "type": "VECTOR", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10},"#
            + #" "fills": [{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}], "fillGeometry": [{"path": "M0 0L10 0L10 10Z", "windingRule": "NONZERO"}]}"#
        let frame = #"{"nodes": {"1:1": {"document": {"id": "1:1", "name": "F", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 20, "height": 20}, "children": ["#
            + node + "]}}}}"
        let screen = try FigmaImporter.importFrame(data: Data(frame.utf8), frame: nil, imagesFolder: nil, assetFolder: "F-images")
        let path = try #require(screen.files.first?.path)
        #expect(path == "F-images/_._.._etc_passwd.png")  // PathSafety.component: "/" → "_", no leading "."
        #expect(screen.layers.first?.id == "etc-passwd")
    }
}
