import DesignDocument
import DesignImport
import Foundation
import Testing

/// `--onto`: a re-import changes what the designer drew in Figma and keeps what they wrote in the design.
@Suite struct ReimportTests {
    static func layer(_ design: DesignValue, _ id: String) -> DesignValue? {
        guard case let .array(layers)? = design["layers"] else { return nil }
        return layers.first { $0["id"] == .string(id) }
    }

    @Test func expressionsKeyframesAndAddedLayersSurviveAReimport() throws {
        let first = try DesignAssembly.design(try FigmaImportTests.screen())
        // The designer's edits: an expression, keyframes, a parameter and a layer of their own.
        var text = DesignDocument(new: first).text
        text = text.replacingOccurrences(of: #""id": "Name", "source": "2:3", "kind": "text", "space": "content", "x": 16, "y": 312,"#,
                                          with: #""id": "Name", "source": "2:3", "kind": "text", "space": "content", "x": 16, "y": "312 + lift", "alpha": {"offset": [0, 100], "value": [1, 0]},"#)
        text = text.replacingOccurrences(of: #""scroll": {"#, with: #""parameters": {"lift": {"default": 4, "min": 0, "max": 20}}, "scroll": {"#)
        text = text.replacingOccurrences(of: #"{"id": "Card", "#, with: #"{"id": "mine", "kind": "color", "color": "red", "height": 2}, {"id": "Card", "#)
        #expect(text.contains("312 + lift") && text.contains(#""id": "mine""#))
        // Figma changed: the name moved and reads differently.
        var screen = try FigmaImportTests.screen()
        let index = try #require(screen.layers.firstIndex { $0.source == "2:3" })
        screen.layers[index].box.x = 24
        screen.layers[index].set("text", .string("Ada King"))
        let merged = try Reimport.merge(new: try DesignAssembly.design(screen), onto: Data(text.utf8))
        let name = try #require(Self.layer(merged, "Name"))
        #expect(name["y"] == .string("312 + lift"), "the designer's expression stays")
        #expect(name["alpha"]?["value"] == .array([.number(1), .number(0)]), "keyframes stay")
        #expect(name["x"] == .number(24) && name["text"] == .string("Ada King"), "Figma's changes land")
        #expect(merged["parameters"]?["lift"]?["default"] == .number(4))
        guard case let .array(layers)? = merged["layers"] else { Issue.record("no layers"); return }
        let ids = layers.compactMap { if case let .string(id)? = $0["id"] { id } else { nil } }
        let mine = try #require(ids.firstIndex(of: "mine")), card = try #require(ids.firstIndex(of: "Card"))
        #expect(card == mine + 1, "the designer's layer stays where it was: \(ids)")
    }

    /// `--onto` writes the merge as patches of the designer's file: their indentation (four
    /// spaces), line ends (CRLF) and expression stay byte for byte, and only the text Figma
    /// changed is new.
    @Test func aReimportIsWrittenInTheDesignersOwnLayout() throws {
        let first = try DesignAssembly.design(try FigmaImportTests.screen())
        let text = DesignDocument(new: first, style: DocumentStyle(indentUnit: "    ", newline: "\r\n")).text
            .replacingOccurrences(of: #""x": 16, "y": 312,"#, with: #""x": 16, "y": "312 + lift","#)
        #expect(text.contains("\r\n        {\"id\": \"Name\"") && text.contains("312 + lift"))
        var screen = try FigmaImportTests.screen()
        let index = try #require(screen.layers.firstIndex { $0.source == "2:3" })
        screen.layers[index].set("text", .string("Ada King"))
        let onto = try Reimport.document(Data(text.utf8))
        let merged = Reimport.merge(new: try DesignAssembly.design(screen), onto: onto.value)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reimport-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("p.json").path
        try ImportWriter.write(design: merged, onto: onto, files: [], to: out)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written == text.replacingOccurrences(of: #""Ada Lovelace""#, with: #""Ada King""#))
    }

    @Test func aReimportOfTheSameFileChangesNothing() throws {
        let design = try DesignAssembly.design(try FigmaImportTests.screen())
        let text = DesignDocument(new: design).text
        let again = try Reimport.merge(new: design, onto: Data(text.utf8))
        #expect(DesignDocument(new: again).text == text)
    }
}
