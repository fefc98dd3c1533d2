import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

@Suite struct JSONParserTests {
    @Test func parsesEveryValueKind() throws {
        let value = try JSONParser.parse(#"{"a": [1, -2.5e2, true, false, null], "b": "x\u00e9\n\"", "c": {}}"#)
        #expect(value["a"] == .array([.number(1), .number(-250), .bool(true), .bool(false), .null]))
        #expect(value["b"] == .string("xé\n\""))
        #expect(value["c"] == .object([]))
    }

    /// Stream-Safe Text (UAX #15 §13): a run of more than 30 marks is cut to 30 as the file is read
    /// (a "Z" with 20,000 marks cost 150 ms every time the string was hashed); shorter runs,
    /// Devanagari's and Thai's clusters, and escaped marks are read as written.
    @Test func runsOfMoreThanThirtyCombiningMarksAreCutToThirty() throws {
        let marks = String(repeating: "\u{0301}\u{0323}", count: 10_000)
        let value = try JSONParser.parse("{\"t\": \"Z\(marks)!\", \"e\": \"a\\u0301b\", \"d\": \"क्षत्रिय ไทย\"}")
        guard case let .string(text) = value["t"] else { Issue.record("not a string"); return }
        #expect(Array(text.unicodeScalars) == Array(("Z" + String(repeating: "\u{0301}\u{0323}", count: 15) + "!").unicodeScalars))
        #expect(value["e"] == .string("a\u{0301}b"))
        #expect(value["d"] == .string("क्षत्रिय ไทย"))
    }

    @Test func keepsBooleansApartFromNumbers() throws {
        let value = try JSONParser.parse(#"{"flag": true, "one": 1}"#)
        #expect(value["flag"] == .bool(true))
        #expect(value["one"] == .number(1))
    }

    @Test(arguments: [
        ("{\n  \"a\": 1,\n  \"b\": [1, 2,, 3]\n}", 3, 14),
        ("{\"a\": 1", 1, 8),
        ("[1, 2]\n  x", 2, 3),
        ("{\"a\": tru}", 1, 7),
        ("{\"汉字\": ?}", 1, 8),
    ])
    func reportsTheLineAndColumnOfTheFault(text: String, line: Int, column: Int) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("expected a syntax error for \(text)")
        } catch {
            #expect(error.line == line)
            #expect(error.column == column)
            #expect(error.description.hasPrefix("invalid JSON at line \(line), column \(column): "))
        }
    }

    @Test func numbersOutsideDoubleAreRefused() {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse("1e999") }
    }

    @Test func deepNestingIsRefusedNotCrashed() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
    }

    @Test func duplicateMembersAreRefusedWithTheirPath() {
        do {
            _ = try JSONParser.parse(#"{"params": {"a": 1}, "rows": [{"x": 1}, {"x": 2, "y": 3, "x": 4}]}"#)
            Issue.record("expected a duplicate-member error")
        } catch {
            #expect(error.reason == #"duplicate member "x" in rows[1]"#)
        }
        // Past the small-object scan: a large object finds its duplicate through the set.
        let many = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse("{\(many), \"k7\": 0}") }
        #expect((try? JSONParser.parse("{\(many)}")) != nil)
    }

    @Test func writerRoundTripsThroughTheParser() throws {
        let value = JSONValue.object([("n", .number(0.998)), ("i", .number(390)), ("s", .string("行\t\"q\"")),
                                      ("a", .array([.bool(true), .null]))])
        let text = JSONWriter.string(value)
        #expect(try JSONParser.parse(text) == value)
        #expect(text.contains("\"i\": 390,"))
        #expect(text.contains("\"n\": 0.998,"))
    }
}
