import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

/// The `resize` script event: the window's size changes at a time, as recordings capture it.
@Suite struct ResizeEventTests {
    func script(_ events: String) throws(StretchyError) -> Script {
        let text = #"{"preset": "seed003", "viewport": {"width": 390, "height": 844}, "events": [\#(events)]}"#
        let document: JSONValue
        do { document = try JSONParser.parse(text) } catch { throw .badInput("\(error)") }
        return try ScriptLoader.parse(document, file: "s.json", baseFolder: "/")
    }

    func message(_ events: String) -> String {
        do { _ = try script(events); return "" } catch { return error.description }
    }

    @Test func parsesWritesAndChecksLaterCoordinatesAgainstTheNewSize() throws {
        let parsed = try script(#"{"t": 5, "type": "resize", "width": 744, "height": 1133}, {"t": 6, "type": "down", "x": 1400, "y": 2000}"#)
        #expect(parsed.events.first?.action == .resize(Size(width: 744, height: 1133)))
        // A captured drag may leave the window (issue 32): only a position past 65,536 pt is refused.
        #expect(message(#"{"t": 6, "type": "down", "x": 1400, "y": 20}"#).isEmpty)
        #expect(message(#"{"t": 6, "type": "down", "x": 70000, "y": 20}"#).contains("events[0].x"))
        // Written back as the same event.
        let written = JSONWriter.string(ScriptWriter.json(parsed))
        #expect(written.contains(#""type": "resize""#) && written.contains(#""width": 744"#))
        let reread = try JSONParser.parse(written)
        #expect(try ScriptLoader.parse(reread, file: "w.json", baseFolder: "/").events == parsed.events)
    }

    @Test func badSizesNameTheField() {
        #expect(message(#"{"t": 1, "type": "resize", "height": 500}"#).contains("events[0].width"))
        #expect(message(#"{"t": 1, "type": "resize", "width": 0, "height": 500}"#).contains("events[0].width"))
        #expect(message(#"{"t": 1, "type": "resize", "width": 300, "height": 1e9}"#).contains("events[0].height"))
    }

    /// seed003's inset is W/2: resting at the top, a wider window shows the taller header at once.
    @Test func aListRestingAtTheTopStaysAtTheNewTop() throws {
        let setup = SessionSetup(designName: "seed003", viewport: Size(width: 390, height: 844),
                                 content: ListContent(title: "T", source: .generated(count: 100)),
                                 parameterOverrides: [:], photoSizes: [Size(width: 1680, height: 1050)])
        var session = try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
        #expect(session.record().offsetY == -195)
        _ = session.apply(.resize(Size(width: 744, height: 1133)), atMs: 100)
        session.advance(toMs: 200)
        let record = session.record()
        #expect(record.offsetY == -744 / 2 && record.headerFrame.height == 744 / 2 && record.phase == .idle)
        #expect(session.viewport == Size(width: 744, height: 1133))
    }
}
