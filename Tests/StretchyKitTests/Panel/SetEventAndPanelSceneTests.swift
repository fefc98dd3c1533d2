import Foundation
import HeaderKit
import ScrollCore
import Testing
import StretchyFiles
@testable import StretchyKit
import TestSupport

/// The panel's changes as script events (recorded by R, replayed), and the panel as a display list.
@Suite struct SetEventAndPanelSceneTests {
    func script(_ events: String) throws -> Script {
        let text = #"{"design": "seed004", "viewport": {"width": 390, "height": 844}, "events": [\#(events)]}"#
        return try ScriptLoader.parse(try JSONParser.parse(text), file: "s.json", baseFolder: "/")
    }

    @Test func aSetEventParsesWritesBackAndReplays() throws {
        let parsed = try script(#"{"t": 5, "type": "set", "name": "zoomDistance", "value": 200}, {"t": 6, "type": "set", "name": "bounces", "value": false}"#)
        #expect(parsed.events.map(\.action) == [.set(parameter: "zoomDistance", value: 200), .set(parameter: "bounces", value: 0)])
        let written = JSONWriter.string(ScriptWriter.json(parsed))
        #expect(try ScriptLoader.parse(try JSONParser.parse(written), file: "w.json", baseFolder: "/").events == parsed.events)
        let missing = (try? script(#"{"t": 5, "type": "set", "name": "zoomDistance"}"#)) == nil
        #expect(missing, "a set without a value is refused")

        let setup = SessionSetup(designName: "seed004", viewport: Size(width: 390, height: 844),
                                 content: ListContent(title: "T", source: .generated(count: 20)),
                                 parameterOverrides: [:], photoSizes: [Size(width: 1680, height: 1050)])
        var session = try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
        for event in parsed.events { _ = session.apply(event.action, atMs: event.timeMs) }
        #expect(session.parameters["zoomDistance"] == 200 && session.parameters["bounces"] == 0)
    }

    @Test func theSceneShowsTheWarningTheChangedMarkAndARefusal() throws {
        var parameters = Parameters(catalog: ShippedDesigns.design("seed004").catalog)
        try parameters.set("zoomDistance", to: 200)
        var panel = ParameterPanel()
        panel.isOpen = true
        let layout = panel.layout(left: 390, height: 844, parameters: parameters)
        _ = panel.handle(KeyPress(.enter), selected: "barHeight", layout: layout)
        for key in [Key.backspace, .backspace, .digit9, .digit9, .digit9, .enter] { _ = panel.handle(KeyPress(key), selected: "barHeight", layout: layout) }
        var scene = Scene(size: Size(width: 770, height: 844))
        PanelScene.append(to: &scene, panel: panel, layout: layout, design: "seed004", selected: "barHeight",
                          warning: "gap above the first row pulled 150 pt (y 0–75 pt)")
        let texts = scene.items.compactMap { item -> String? in if case let .text(text, _, _, _, _, _, _) = item { text } else { nil } }
        #expect(texts.first == "seed004 · 1 changed")
        #expect(texts.contains("⚠ gap above the first row pulled 150 pt (y 0–75 pt)"))
        #expect(texts.contains("999|") && texts.contains("999 is outside [10, 200]"), "the field and why it was refused")
        #expect(texts.contains("200 pt") && texts.contains("DESIGN") && texts.contains("SCROLL PHYSICS"))
        // Everything is drawn inside the panel's column, right of the phone.
        for item in scene.items {
            if case let .fill(rect, _, _, _) = item { #expect(rect.minX >= 390 && rect.maxX <= 770.5) }
        }
    }
}
