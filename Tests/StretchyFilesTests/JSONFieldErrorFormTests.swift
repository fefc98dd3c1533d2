import StretchyFiles
import StretchyKit
import Testing

/// Issue 31: one error form for every JSON file — `FILE: 'path': problem` — whether the field is
/// missing, of the wrong type or refused by the loader (designs and scripts said `'path' problem`
/// and `'path': problem` before, a colon apart).
@Suite struct JSONFieldErrorFormTests {
    let reader = JSONFieldReader(file: "take.json")

    @Test func aMissingMemberNamesItsPathAndHint() throws {
        let event = JSONValue.object([("type", .string("down"))])
        #expect(throws: StretchyError.badInput("take.json: 'events[2].t': is missing (time in ms from the start)")) {
            try reader.required(event, "t", at: "events[2]", "time in ms from the start")
        }
        #expect(throws: StretchyError.badInput("take.json: 'layers': is missing")) {
            try reader.required(.object([]), "layers", at: "")
        }
        #expect(try reader.required(event, "type", at: "events[2]") == .string("down"))
    }

    @Test func wrongTypesAndRefusalsTakeTheSameForm() {
        #expect(throws: StretchyError.badInput("take.json: 'events[0].x': must be a number, found a string")) {
            try reader.number(.string("ten"), at: "events[0].x")
        }
        #expect(reader.fail("layers[1].kind", "unknown layer kind 'blob'") == .badInput("take.json: 'layers[1].kind': unknown layer kind 'blob'"))
        #expect(reader.fail("", "must be an object") == .badInput("take.json: must be an object"))
    }
}
