import DesignImport
import Foundation
import Testing

/// `--content NAME`: a group of similar children becomes a row template and the design's rows.
@Suite struct ContentRowsTests {
    static func feed() throws -> ImportedScreen {
        let url = FigmaImportTests.fixture.deletingLastPathComponent().appendingPathComponent("feed-figma-nodes.json")
        return try FigmaImporter.importFrame(data: Data(contentsOf: url), frame: nil, imagesFolder: nil, assetFolder: "feed-images")
    }

    @Test func similarChildrenBecomeATemplateAndRowsWithTheirDifferingTexts() throws {
        let design = try DesignAssembly.design(try Self.feed(), behaviour: BehaviourChoices(content: "Feed"))
        let template = try #require(design["rowTemplates"]?["Feed"])
        #expect(template["height"] == .number(96), "an 88 pt card and the 8 pt gap to the next")
        guard case let .array(layers)? = template["layers"], case let .array(sections)? = design["content"]?["sections"],
              case let .array(rows)? = sections.first?["rows"] else { Issue.record("no template layers or rows"); return }
        #expect(layers.compactMap { $0["id"] } == ["Post", "Avatar", "Author", "Body", "Badge"].map { .string($0) })
        #expect(layers[2]["text"] == .string("$title") && layers[3]["text"] == .string("$subtitle"))
        #expect(layers[4]["text"] == .string("NEW"), "the same in every row: kept as it is")
        #expect(layers[1]["y"] == .number(20) && layers[1]["x"] == .number(28), "row coordinates")
        #expect(rows.count == 5 && rows[1]["title"] == .string("Grace") && rows[4]["subtitle"] == .string("Post number 5"))
        #expect(design["scroll"]?["rowsTop"] == .number(120))
        guard case let .array(own)? = design["layers"] else { Issue.record("no layers"); return }
        #expect(own.compactMap { $0["id"] } == ["Feed-screen", "Footer", "Bar"].map { .string($0) }, "the rows' layers left the design's own")
    }

    @Test func childrenDrawnDifferentlyAreRefusedWithWhatDiffers() throws {
        do {
            _ = try DesignAssembly.design(try FigmaImportTests.screen(), behaviour: BehaviourChoices(content: "Card"))
            Issue.record("a group of unlike children became rows")
        } catch let error as ImportError {
            #expect(error.message == "--content 'Card': child 2 draws 1 layers (text), child 1 draws 1 (color); a list needs children drawn alike")
        }
        #expect(throws: ImportError("--content 'Nope': no group or frame of that name (containers: 'Card', 'Nav Bar', 'Tabs')")) {
            try DesignAssembly.design(try FigmaImportTests.screen(), behaviour: BehaviourChoices(content: "Nope"))
        }
    }
}
