import Foundation
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit
import Testing
import TestSupport

/// `icon` layers and multi-line `text` fields as design files spell them.
@Suite struct SymbolLayerTests {
    /// `layers` (JSON) loaded as a design file; the error's text when it is refused.
    func load(layers: String) throws -> Result<Design, StretchyError> {
        let folder = NSTemporaryDirectory() + "stretchy-symbol-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/icons.json"
        try Data("{\"name\": \"icons\", \"layers\": \(layers)}".utf8).write(to: URL(fileURLWithPath: path))
        do { return .success(try DesignLoader.load(path: path, warn: { _ in }).design) } catch { return .failure(error) }
    }

    @Test func anUnknownSymbolIsRefusedWithTheNearestName() throws {
        let layers = """
            [{"id": "a", "kind": "color"}, {"id": "b", "kind": "color"}, {"id": "c", "kind": "color"},
             {"id": "back", "kind": "icon", "symbol": "chevron.lefft", "size": 17}]
            """
        guard case let .failure(error) = try load(layers: layers) else { Issue.record("loaded"); return }
        #expect(error.description.contains("'layers['back'].symbol': unknown symbol 'chevron.lefft' (did you mean 'chevron.left'?)"),
                "\(error.description)")
        guard case let .failure(far) = try load(layers: "[{\"id\": \"x\", \"kind\": \"icon\", \"symbol\": \"zzzzzzzz\"}]") else { return }
        #expect(far.description.contains("unknown symbol 'zzzzzzzz' (`stretchy symbols` lists them)"), "\(far.description)")
    }

    @Test func iconFieldsAreRead() throws {
        let layers = """
            [{"id": "share", "kind": "icon", "symbol": "square.and.arrow.up", "size": 22, "weight": "semibold", "color": "#FF0000"}]
            """
        let design = try load(layers: layers).get()
        guard case let .icon(symbol, size, weight, color) = design.layers[0].kind else { Issue.record("not an icon"); return }
        #expect(symbol == "square.and.arrow.up")
        #expect(size.constantValue == 22)
        #expect(weight == .semibold)
        #expect(color.light == Color(255, 0, 0))
    }

    @Test func textLinesAndLineHeightAreRead() throws {
        let design = try load(layers: "[{\"id\": \"bio\", \"kind\": \"text\", \"text\": \"Hi\", \"lines\": 0, \"lineHeight\": 1.25}]").get()
        guard case let .text(_, _, _, _, _, lines, lineHeight) = design.layers[0].kind else { Issue.record("not text"); return }
        #expect(lines == 0)
        #expect(lineHeight == 1.25)
        let plain = try load(layers: "[{\"id\": \"t\", \"kind\": \"text\", \"text\": \"Hi\"}]").get()
        guard case let .text(_, _, _, _, _, one, single) = plain.layers[0].kind else { return }
        #expect(one == 1 && single == 1)
        guard case let .failure(error) = try load(layers: "[{\"id\": \"t\", \"kind\": \"text\", \"text\": \"Hi\", \"lines\": -1}]") else {
            Issue.record("lines -1 loaded"); return
        }
        #expect(error.description.contains("layers['t'].lines"))
    }

    /// The table covers the names iOS headers use most, and every glyph it names ships.
    @Test func everyMappedGlyphShipsUnderItsLicence() {
        #expect(SymbolTable.glyphs.count >= 80)
        let folder = ShippedDesigns.resources.appendingPathComponent("icons")
        for (symbol, glyph) in SymbolTable.glyphs {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(glyph + ".svg").path), "\(symbol) → \(glyph)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("LICENSE").path))
        for name in ["chevron.left", "chevron.right", "chevron.down", "chevron.up", "ellipsis", "ellipsis.circle",
                     "square.and.arrow.up", "heart", "heart.fill", "magnifyingglass", "play.fill", "pause.fill", "shuffle",
                     "repeat", "bell", "person", "person.circle", "bookmark", "plus", "xmark", "gear", "house", "house.fill",
                     "star", "star.fill", "message", "paperplane", "camera", "photo", "music.note", "arrow.clockwise",
                     "line.3.horizontal", "slider.horizontal.3", "trash", "pencil", "checkmark", "info.circle"] {
            #expect(SymbolTable.glyphs[name] != nil, "\(name)")
        }
    }
}
