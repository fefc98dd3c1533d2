import DesignDocument
import Testing

/// Each patch against the text a designer would write by hand: only the patched value's bytes
/// change, and new lines copy their neighbours.
@Suite struct DocumentPatchTests {
    static let design = """
    {
      "name": "mine",
      "parameters": {
        "heroHeight": {"default": 300, "min": 100, "max": 500}
      },
      "layers": [
        {"id": "photo", "kind": "image", "y": 0},
        {"id": "avatar", "kind": "image", "y": "heroHeight - 40"},
        {"id": "title", "kind": "text", "y": 12}
      ]
    }

    """

    static func patched(_ text: String = design, _ change: (inout DesignDocument) throws -> Void) throws -> String {
        var document = try DesignDocument(text: text)
        try change(&document)
        return document.text
    }

    @Test func aValueSetByLayerIdChangesOnlyItsBytes() throws {
        let text = try Self.patched { try $0.set(.number(52), at: "layers['avatar'].y") }
        #expect(text == Self.design.replacingOccurrences(of: #""y": "heroHeight - 40""#, with: #""y": 52"#))
        let byIndex = try Self.patched { try $0.set(.number(420), at: "parameters.heroHeight.default") }
        #expect(byIndex == Self.design.replacingOccurrences(of: #""default": 300"#, with: #""default": 420"#))
    }

    @Test func aMemberAddedToAnObjectOnOneLineStaysOnThatLine() throws {
        let text = try Self.patched { try $0.set(.string("pt"), at: "parameters.heroHeight.unit") }
        #expect(text == Self.design.replacingOccurrences(of: #""max": 500}"#, with: #""max": 500, "unit": "pt"}"#))
    }

    @Test func aMemberAddedToAnObjectOfLinesGetsItsOwnLine() throws {
        let text = try Self.patched { try $0.set(.object([("default", .number(4)), ("min", .number(0))]), at: "parameters.lift") }
        #expect(text == Self.design.replacingOccurrences(of: "\"max\": 500}\n", with: "\"max\": 500},\n    \"lift\": {\"default\": 4, \"min\": 0}\n"))
    }

    @Test func aLayerAddedGoesOnItsOwnLineAfterTheLast() throws {
        let layer: JSONValue = .object([("id", .string("bar")), ("kind", .string("color")), ("height", .number(44))])
        let expected = Self.design.replacingOccurrences(of: #""y": 12}"#, with: "\"y\": 12},\n    {\"id\": \"bar\", \"kind\": \"color\", \"height\": 44}")
        #expect(try Self.patched { try $0.append(layer, to: "layers") } == expected)
        #expect(try Self.patched { try $0.set(layer, at: "layers[3]") } == expected)
        let first = try Self.patched { try $0.insert(layer, at: 0, in: "layers") }
        #expect(first == Self.design.replacingOccurrences(of: "[\n    {\"id\": \"photo\"", with: "[\n    {\"id\": \"bar\", \"kind\": \"color\", \"height\": 44},\n    {\"id\": \"photo\""))
        let middle = try Self.patched { try $0.insert(layer, at: 2, in: "layers") }
        #expect(middle == Self.design.replacingOccurrences(of: "    {\"id\": \"title\"", with: "    {\"id\": \"bar\", \"kind\": \"color\", \"height\": 44},\n    {\"id\": \"title\""))
    }

    @Test func aKeyRemovedTakesItsCommaAndNothingElse() throws {
        #expect(try Self.patched { try $0.remove(at: "layers['avatar'].kind") }
                == Self.design.replacingOccurrences(of: #""avatar", "kind": "image","#, with: #""avatar","#))
        #expect(try Self.patched { try $0.remove(at: "layers['title'].y") }
                == Self.design.replacingOccurrences(of: #""text", "y": 12}"#, with: #""text"}"#))
        #expect(try Self.patched { try $0.remove(at: "layers['avatar']") }
                == Self.design.replacingOccurrences(of: "    {\"id\": \"avatar\", \"kind\": \"image\", \"y\": \"heroHeight - 40\"},\n", with: ""))
        #expect(try Self.patched { try $0.remove(at: "layers['title']") }
                == Self.design.replacingOccurrences(of: "\"heroHeight - 40\"},\n    {\"id\": \"title\", \"kind\": \"text\", \"y\": 12}", with: "\"heroHeight - 40\"}"))
        #expect(try Self.patched { try $0.remove(at: "parameters.heroHeight") }
                == Self.design.replacingOccurrences(of: "{\n    \"heroHeight\": {\"default\": 300, \"min\": 100, \"max\": 500}\n  }", with: "{}"))
    }

    @Test func aPathThatNamesNothingIsRefusedAndChangesNothing() throws {
        var document = try DesignDocument(text: Self.design)
        #expect(throws: DocumentError("'layers['nobody'].y' names no value in the document")) { try document.set(.number(1), at: "layers['nobody'].y") }
        #expect(throws: DocumentError("'name.first' names no value in the document")) { try document.set(.number(1), at: "name.first") }
        #expect(throws: DocumentError("'layers[7]' names no value in the document")) { try document.remove(at: "layers[7]") }
        #expect(document.text == Self.design)
    }

    /// New lines in the file's own indentation (a tab) and line ends (Windows' CRLF).
    @Test func newLinesUseTheFilesIndentationAndLineEnds() throws {
        let text = "{\r\n\t\"layers\": [\r\n\t\t{\"id\": \"a\"}\r\n\t]\r\n}"
        let document = try DesignDocument(text: text)
        #expect(document.style == DocumentStyle(indentUnit: "\t", newline: "\r\n", endsWithNewline: false))
        let added = try Self.patched(text) { try $0.append(.object([("id", .string("b"))]), to: "layers") }
        #expect(added == "{\r\n\t\"layers\": [\r\n\t\t{\"id\": \"a\"},\r\n\t\t{\"id\": \"b\"}\r\n\t]\r\n}")
        let spread = try Self.patched(text) { try $0.set(.object([("x", .number(1)), ("y", .array([.number(2)]))]), at: "scroll") }
        #expect(spread == "{\r\n\t\"layers\": [\r\n\t\t{\"id\": \"a\"}\r\n\t],\r\n\t\"scroll\": {\r\n\t\t\"x\": 1,\r\n\t\t\"y\": [\r\n\t\t\t2\r\n\t\t]\r\n\t}\r\n}")
    }

    @Test func styleIsReadFromTheFile() throws {
        #expect(try DesignDocument(text: "{\n    \"a\": 1\n}\n").style == DocumentStyle(indentUnit: "    ", newline: "\n", endsWithNewline: true))
        #expect(try DesignDocument(text: "{\"a\": 1}").style == DocumentStyle(indentUnit: "  ", newline: "\n", endsWithNewline: false))
        #expect(try DesignDocument(text: "{\n\n  \"a\": 1}").style.indentUnit == "  ", "a blank line says nothing")
    }

    @Test func aByteOrderMarkIsKeptAndUTF16Refused() throws {
        var document = try DesignDocument(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        try document.set(.number(2), at: "a")
        #expect(document.bytes == [0xEF, 0xBB, 0xBF] + Array(#"{"a": 2}"#.utf8))
        #expect(document.span(at: "a") == 9..<10)
        #expect(throws: DocumentError("UTF-16 is not supported, save as UTF-8")) { try DesignDocument(bytes: [0xFF, 0xFE, 0x7B, 0]) }
        #expect(throws: DocumentError("invalid JSON at line 2, column 8: expected ',' or '}' in object")) { try DesignDocument(text: "{\"a\": 1,\n\"b\": 2 3}") }
    }

    /// A re-import's merged value written as patches: the removed layer's line goes, the changed
    /// number changes, the new member joins the end, and the designer's spacing stays.
    @Test func anUpdateToANewValueIsTheFewestPatches() throws {
        var document = try DesignDocument(text: Self.design)
        var layers: [JSONValue] = []
        if case let .array(old)? = document.value["layers"] { layers = old }
        layers.remove(at: 1)
        layers[1] = .object([("id", .string("title")), ("kind", .string("text")), ("y", .number(16))])
        let new: JSONValue = .object([("name", .string("mine")), ("parameters", document.value["parameters"]!), ("layers", .array(layers)),
                                      ("summary", .string("imported"))])
        try document.update(to: new)
        #expect(document.text == """
        {
          "name": "mine",
          "parameters": {
            "heroHeight": {"default": 300, "min": 100, "max": 500}
          },
          "layers": [
            {"id": "photo", "kind": "image", "y": 0},
            {"id": "title", "kind": "text", "y": 16}
          ],
          "summary": "imported"
        }

        """)
        #expect(document.value == new)
    }

    /// A new design in the shipped designs' layout: a line per top-level member, per layer, per parameter.
    @Test func aNewDesignIsLaidOutAsTheShippedOnes() {
        let design: JSONValue = .object([
            ("name", .string("mine")),
            ("parameters", .object([("h", .object([("default", .number(1.5))]))])),
            ("scroll", .object([])),
            ("layers", .array([.object([("id", .string("a")), ("y", .number(0))]), .object([("id", .string("b\u{2028}"))])])),
        ])
        #expect(DesignDocument(new: design).text == """
        {
          "name": "mine",
          "parameters": {
            "h": {"default": 1.5}
          },
          "scroll": {},
          "layers": [
            {"id": "a", "y": 0},
            {"id": "b\\u2028"}
          ]
        }

        """)
    }
}
