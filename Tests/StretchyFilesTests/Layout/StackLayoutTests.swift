import Foundation
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit
import Testing
import TestSupport

/// Stacks, measured text and frame references as a design file says them, checked against frames
/// worked out here from the stack rule (not from the loader's expressions) at every frame of a replay.
@Suite struct StackLayoutTests {
    static let name = "A name long enough to wrap onto a second line here"

    /// A card (vertical stack) whose avatar shrinks with the scroll, over a wrapped name and a
    /// horizontal row (a fixed swatch, a spacer, a button title measured on one line).
    static let stacked = """
        {"name": "stacked", "scroll": {"contentInsetTop": 300},
         "layers": [
          {"id": "card", "kind": "stack", "axis": "vertical", "spacing": 8, "alignment": "leading", "color": "#EEEEEE",
           "padding": {"top": 12, "leading": 16, "bottom": 10, "trailing": 14},
           "x": 20, "y": "max(40, -offset - 200)", "width": "W - 40",
           "children": [
            {"id": "avatar", "kind": "color", "color": "#FF0000", "width": "max(30, 80 - (offset + 300) * 0.2)", "height": "avatar.width"},
            {"id": "name", "kind": "text", "text": "\(name)", "size": 17, "lines": 0},
            {"id": "row", "kind": "stack", "axis": "horizontal", "spacing": 6, "height": 32, "children": [
              {"id": "swatch", "kind": "color", "color": "#00FF00", "width": 40, "height": 20},
              {"kind": "spacer"},
              {"id": "follow", "kind": "text", "text": "Follow", "size": 17}]}]},
          {"id": "badge", "kind": "color", "color": "#0000FF", "x": "avatar.maxX + 4", "y": "avatar.midY - 5", "width": 10, "height": 10}]}
        """

    /// Writes `json` as a design file and loads it; the error's text when refused.
    static func load(_ json: String) throws -> Result<Design, StretchyError> {
        let folder = NSTemporaryDirectory() + "stretchy-stack-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/stacked.json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        do { return .success(try DesignLoader.load(path: path, warn: { _ in }).design) } catch { return .failure(error) }
    }

    /// The frames the stack rule gives at `offset` on a 390 pt wide screen, with the fixed-advance
    /// font (every character size/2 wide, lines size·1.2 tall).
    static func expected(offset: Double) -> [String: Rect] {
        let w = 390.0, size = 17.0, advance = size / 2, line = size * 1.2
        let card = (x: 20.0, y: max(40, -offset - 200), width: w - 40)
        let innerX = card.x + 16, innerWidth = card.width - 16 - 14
        let side = max(30, 80 - (offset + 300) * 0.2)
        let avatar = Rect(x: innerX, y: card.y + 12, width: side, height: side)
        let perLine = (innerWidth / advance).rounded(.down)
        let lines = (Double(name.count) / perLine).rounded(.up)
        let nameFrame = Rect(x: innerX, y: avatar.maxY + 8, width: innerWidth, height: lines * line)
        let row = Rect(x: innerX, y: nameFrame.maxY + 8, width: innerWidth, height: 32)
        let swatch = Rect(x: row.minX, y: row.minY + (32 - 20) / 2, width: 40, height: 20)
        let followWidth = Double("Follow".count) * advance
        let follow = Rect(x: row.maxX - followWidth, y: row.minY + (32 - line) / 2, width: followWidth, height: line)
        let spacer = Rect(x: swatch.maxX + 6, y: row.minY, width: follow.minX - 6 - swatch.maxX - 6, height: 32)
        let cardFrame = Rect(x: card.x, y: card.y, width: card.width, height: row.maxY + 10 - card.y)
        let badge = Rect(x: avatar.maxX + 4, y: avatar.midY - 5, width: 10, height: 10)
        return ["card": cardFrame, "avatar": avatar, "name": nameFrame, "row": row, "swatch": swatch, "spacer_1": spacer,
                "follow": follow, "badge": badge]
    }

    @Test func everyChildFollowsTheStackRuleAtEveryFrameOfAReplay() throws {
        let design = try Self.load(Self.stacked).get()
        #expect(design.layers.map(\.id) == ["card", "avatar", "name", "row", "swatch", "spacer_1", "follow", "badge"])
        let setup = SessionSetup(design: design, library: ShippedDesigns.library, viewport: ReplayFixture.viewport,
                                 content: ListContent(title: "T", source: .generated(count: 200)), parameterOverrides: ["touchSlop": 0],
                                 images: ImageTable(paths: [], sizes: []))
        let folder = NSTemporaryDirectory() + "stack-replay-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var runner = ReplayRunner(session: try Session(setup: setup, measurer: FixedAdvanceTextMeasurer()),
                                  script: ReplayFixture.script("stacked"), outputFolder: folder, options: ReplayRunner.Options())
        var capturer = DiscardingCapturer()
        let records = try runner.run(capturing: &capturer).records
        #expect(records.count > 100)
        var offsets = Set<Double>(), worst = 0.0
        for record in records {
            let expected = Self.expected(offset: record.offsetY)
            #expect(record.layers.count == expected.count)
            for layer in record.layers {
                guard let want = expected[layer.id] else { Issue.record("unexpected layer \(layer.id)"); continue }
                let error = max(abs(layer.frame.minX - want.minX), abs(layer.frame.minY - want.minY),
                                abs(layer.frame.width - want.width), abs(layer.frame.height - want.height))
                worst = max(worst, error)
                #expect(error < 0.5, "\(layer.id) at offset \(record.offsetY): \(layer.frame) against \(want)")
            }
            offsets.insert(record.offsetY)
        }
        #expect(worst < 1e-3)
        // The replay pulled, flung and came to rest: the avatar's size and the card's place moved.
        #expect(offsets.count > 50)
        #expect(offsets.contains { $0 < -300 } && offsets.contains { $0 > -200 })
    }

    @Test func aCycleIsRefusedInOneLineNamingItsValues() throws {
        let json = """
            {"name": "cycle", "layers": [
              {"id": "name", "kind": "text", "text": "Hi", "x": 0, "y": "badge.maxY + 4", "width": 100, "height": 20},
              {"id": "badge", "kind": "color", "x": 0, "y": "name.maxY", "width": 10, "height": 10}]}
            """
        guard case let .failure(error) = try Self.load(json) else { Issue.record("a cycle loaded"); return }
        #expect(error.description.contains("'name.y' → 'badge.maxY' → 'name.maxY'"), "\(error.description)")
        #expect(!error.description.contains("\n"))
    }

    @Test func misspeltIdsAndMembersGetTheNearestNames() throws {
        func message(_ y: String) throws -> String {
            let json = """
                {"name": "typo", "layers": [{"id": "avatar", "kind": "color", "width": 10, "height": 10},
                  {"id": "badge", "kind": "color", "y": "\(y)", "width": 10, "height": 10}]}
                """
            guard case let .failure(error) = try Self.load(json) else { return "loaded" }
            return error.description
        }
        #expect(try message("avatr.maxY").contains("unknown layer 'avatr' in 'avatr.maxY' (did you mean 'avatar'?)"))
        #expect(try message("avatar.maxy").contains("did you mean 'maxY'"))
        #expect(try message("offst").contains("did you mean 'offset'?"))
    }

    /// A nested stack's children share the outer stack's space: all scroll with the content.
    @Test func nestedChildrenShareTheOuterStacksSpace() throws {
        let json = """
            {"name": "nested", "layers": [{"id": "outer", "kind": "stack", "space": "content", "y": -100, "children": [
              {"id": "row", "kind": "stack", "axis": "horizontal", "height": 20, "children": [
                {"id": "a", "kind": "color", "width": 10}]}]}]}
            """
        let design = try Self.load(json).get()
        #expect(design.layers.map(\.space) == [.content, .content, .content])
    }

    @Test func stackChildrenCannotBePlacedByHand() throws {
        let json = """
            {"name": "placed", "layers": [{"id": "s", "kind": "stack", "children": [
              {"id": "a", "kind": "color", "y": 10, "height": 10}]}]}
            """
        guard case let .failure(error) = try Self.load(json) else { Issue.record("loaded"); return }
        #expect(error.description.contains("'layers['a'].y': a stack places its children"), "\(error.description)")
    }

    /// A design that reads no frame has no layout plan and the scope it had: it evaluates as before.
    @Test func aDesignWithoutReferencesKeepsItsScope() {
        for name in ["seed004", "parallax", "appbar"] {
            #expect(ShippedDesigns.design(name).layout == nil)
            #expect(ShippedDesigns.design(name).scope.layerIDs.isEmpty)
        }
    }
}
