import Foundation
import Testing
@testable import StretchyFiles
@testable import StretchyKit

/// Issue 42: what a file's size decides stays in proportion. Escapes decode to the same text as
/// before (each kind, mixed with raw text and split surrogates); warnings stop at a bound; the
/// stale-file sweep knows every kind of file an output folder holds.
@Suite struct UnboundedInputTests {
    @Test func escapesDecodeAsTheRawTextWouldRead() throws {
        let raw = "line\nbreak\ttab \"quoted\" back\\slash é 汉 😀"
        for repeats in [1, 3, 1000] {
            let text = String(repeating: raw, count: repeats)
            var escaped = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\n": escaped += "\\n"
                case "\t": escaped += "\\t"
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case _ where scalar.value > 0x7F:
                    // As Python's json.dumps writes them: \uXXXX, astral scalars as surrogate pairs.
                    for unit in String(scalar).utf16 { escaped += String(format: "\\u%04x", unit) }
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            #expect(try JSONParser.parse("\"\(escaped)\"") == .string(text), "\(repeats) repeats")
        }
    }

    @Test func aMillionEscapedLineBreaksParse() throws {
        let value = try JSONParser.parse("{\"text\": \"" + String(repeating: "\\n", count: 1_000_000) + "\"}")
        #expect(value["text"] == .string(String(repeating: "\n", count: 1_000_000)))
    }

    @Test(arguments: [1, 20, 21, 300, 30_000])
    func unknownFieldsWarnInABoundedNumberOfLines(_ count: Int) {
        let ignored = IgnoredFields()
        for index in 0..<count { ignored.note("field\(index)", at: "field\(index)", known: ["name", "layers"]) }
        let lines = ignored.messages(file: "d.json")
        #expect(lines.count == min(count, IgnoredFields.maximumLines) + (count > IgnoredFields.maximumLines ? 1 : 0), "\(lines.count)")
        if count > IgnoredFields.maximumLines { #expect(lines.last?.contains("and \(count - IgnoredFields.maximumLines) more") == true) }
    }

    /// Tabs and sections are capped (issue 42: 5.3 M empty tabs took 3.2 GB); one more than the cap
    /// is one line naming the field, the cap itself loads, and the check comes before any tab or
    /// section is built (100,000 is refused as one over is).
    @Test(arguments: [("tabs", ContentLoader.maximumTabs), ("sections", ContentLoader.maximumSections)])
    func tabsAndSectionsAreCapped(field: String, cap: Int) throws {
        let element = field == "tabs" ? #"{"rows": [{"title": "a"}]}"# : #"{"rows": [{"title": "a"}]}"#
        func content(_ count: Int) throws -> JSONValue {
            try JSONParser.parse(#"{"\#(field)": ["# + Array(repeating: element, count: count).joined(separator: ",") + "]}")
        }
        let atCap = try ContentLoader.parse(try content(cap), file: "c.json", warn: { _ in })
        #expect((field == "tabs" ? atCap.tabs.count : atCap.tabs[0].sections.count) == cap)
        for count in [cap + 1, 100_000] {
            let document = try content(count)
            do throws(StretchyError) {
                _ = try ContentLoader.parse(document, file: "c.json", warn: { _ in })
                Issue.record("\(count) \(field) loaded")
            } catch {
                #expect(error.message.contains("'\(field)'") && error.message.contains("has \(count) \(field); at most \(cap)"), "\(error.message)")
            }
        }
    }

    @Test func aFieldWithoutEffectNamesItsKindWithTheRightArticle() {
        let ignored = IgnoredFields()
        ignored.noteNoEffect("cornerRadius", at: "layers[0].cornerRadius", kind: "image")
        ignored.noteNoEffect("blur", at: "layers[1].blur", kind: "text")
        #expect(ignored.messages(file: "d.json") == ["d.json: 'layers[0].cornerRadius' has no effect on an image layer, ignored",
                                                     "d.json: 'layers[1].blur' has no effect on a text layer, ignored"])
    }

    @Test(arguments: ["webm", "mp4", "gif", "html"])
    func aKilledReviewsVideoTemporaryIsStale(_ kind: String) {
        #expect(StaleTemporaryFiles.writerPID(ofTemporary: ".video.\(kind).4242.4000000000.tmp") == 4242)
    }
}
