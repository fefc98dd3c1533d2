import DesignImport
import Foundation
import Testing

/// The SVG mapping without the CLI: transforms, viewBox scale, gradients, text, and parse errors.
@Suite struct SVGImportTests {
    static func screen(_ svg: String) throws(ImportError) -> ImportedScreen {
        try SVGImporter.importFile(data: Data(svg.utf8), name: "t", folder: "/nonexistent", assetFolder: "t-images")
    }

    @Test func shapesUnderTransformsAndAViewBoxAreLayersAtTheirBoxes() throws {
        let screen = try Self.screen("""
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 400 200">
          <linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></linearGradient>
          <g transform="translate(10, 20) scale(2)">
            <rect id="a" x="5" y="5" width="20" height="10" rx="2" style="fill: #ff0000; opacity: 0.5"/>
            <circle id="dot" cx="50" cy="30" r="10" fill="url(#g)"/>
          </g>
          <text id="label" x="200" y="100" font-size="20" text-anchor="middle">Hi <tspan font-weight="bold">there</tspan></text>
        </svg>
        """)
        let byId = Dictionary(screen.layers.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        // viewBox halves, the group doubles and moves: (10 + 2·5) / 2 = 10, (20 + 2·5) / 2 = 15.
        #expect(byId["a"]?.box == ImportBox(x: 10, y: 15, width: 20, height: 10))
        #expect(byId["a"]?.alpha == 0.5 && byId["a"]?.field("color") == .string("#FF0000") && byId["a"]?.field("cornerRadius") == .number(2))
        #expect(byId["dot"]?.kind == "gradient" && byId["dot"]?.field("shape") == .string("circle"))
        #expect(byId["dot"]?.field("colors") == .array([.string("#FFFFFF"), .string("#00000080")]))
        #expect(byId["dot"]?.box == ImportBox(x: 45, y: 30, width: 20, height: 20))
        #expect(byId["label"]?.field("text") == .string("Hi there") && byId["label"]?.field("alignment") == .string("center"))
        #expect(byId["label"]?.box.x == 0 && byId["label"]?.box.width == 200)
    }

    @Test func aGroupOfLikeGroupsBecomesRows() throws {
        let rows = (0..<3).map { i in
            ##"<g><rect x="0" y="\##(100 + 60 * i)" width="390" height="50" fill="#eeeeee"/><text x="16" y="\##(130 + 60 * i)" font-size="17">Item \##(i)</text></g>"##
        }.joined()
        let screen = try Self.screen(#"<svg width="390" height="844"><g id="list">\#(rows)</g></svg>"#)
        let design = try DesignAssembly.design(screen, behaviour: BehaviourChoices(content: "list"))
        #expect(design["rowTemplates"]?["list"]?["height"] == .number(60))
        guard case let .array(sections)? = design["content"]?["sections"], case let .array(items)? = sections.first?["rows"] else {
            Issue.record("no rows"); return
        }
        #expect(items.map { $0["title"] } == [.string("Item 0"), .string("Item 1"), .string("Item 2")])
        #expect(design["scroll"]?["rowsTop"] == .number(100))
    }

    @Test func aFileThatDoesNotParseNamesItsLineAndColumn() {
        #expect(throws: ImportError.self) { try Self.screen("<svg width='1' height='1'>\n<rect\n") }
        do {
            _ = try Self.screen("<svg width='1' height='1'>\n<g></svg>")
            Issue.record("a mismatched tag parsed")
        } catch {
            #expect(error.message.hasPrefix("not SVG: XML error at line 2, column"), "\(error.message)")
        }
        do {
            _ = try Self.screen("<html/>")
            Issue.record("<html> imported")
        } catch {
            #expect(error.message == "not SVG: the root element is <html>, not <svg>")
        }
    }
}
