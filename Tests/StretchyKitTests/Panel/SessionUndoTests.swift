import HeaderKit
import ScrollCore
@testable import StretchyKit
import Testing
import TestSupport

/// Undo and redo through the session's own input (as the window and a replay send it).
@Suite struct SessionUndoTests {
    func session(_ design: String = "seed004") throws -> Session {
        let setup = SessionSetup(designName: design, viewport: Size(width: 390, height: 844),
                                 content: ListContent(title: "T", source: .generated(count: 50)),
                                 parameterOverrides: [:], photoSizes: [Size(width: 1680, height: 1050)])
        return try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
    }

    func key(_ text: String) -> ScriptEvent.Action { .key(KeyPress(parsing: text)!) }

    @Test func undoAndRedoAParameterAToggleAndADesignSwitch() throws {
        var s = try session()
        _ = s.apply(.set(parameter: "zoomDistance", value: 200), atMs: 100)
        _ = s.apply(key("b"), atMs: 2000)
        _ = s.apply(key("]"), atMs: 3000)
        let next = s.designName
        #expect(next != "seed004")
        #expect(s.apply(key("ctrl+z"), atMs: 4000) == [.toast("undid design \(next) → seed004")])
        #expect(s.designName == "seed004" && s.parameters["zoomDistance"] == 200)
        #expect(s.apply(key("ctrl+z"), atMs: 5000) == [.toast("undid bounces off → on")])
        #expect(s.parameters["bounces"] == 1)
        #expect(s.apply(key("ctrl+z"), atMs: 6000) == [.toast("undid zoomDistance 200 → 60")], "said as the reversal, not as the change")
        #expect(s.parameters["zoomDistance"] == 60)
        #expect(s.apply(key("ctrl+z"), atMs: 7000) == [.toast("nothing to undo")])
        #expect(s.apply(key("ctrl+shift+z"), atMs: 8000) == [.toast("redid zoomDistance 60 → 200")])
        #expect(s.apply(key("ctrl+y"), atMs: 9000) == [.toast("redid bounces on → off")])
        #expect(s.parameters["zoomDistance"] == 200 && s.parameters["bounces"] == 0)
    }

    /// The same design file saved with other content (a live reload) is an undo step: designs
    /// compare by value, not by name and file; a save that changed nothing records none.
    @Test func aReloadOfTheSameFileWithOtherContentIsOneUndoStep() throws {
        var s = try session()
        let original = s.design
        var edited = original
        edited.summary += " (edited)"
        #expect(edited.name == original.name && edited.file == original.file)
        try s.reloadDesign(original)
        #expect(s.undoLabels.isEmpty, "the same content again: no step")
        try s.reloadDesign(edited)
        #expect(s.undoLabels == ["design seed004 edited"])
        #expect(s.apply(key("ctrl+z"), atMs: 1000) == [.toast("undid design seed004 edited")])
        #expect(s.design == original)
        #expect(s.apply(key("ctrl+shift+z"), atMs: 2000) == [.toast("redid design seed004 edited")])
        #expect(s.design == edited)
    }

    @Test func aScrubIsOneUndoStep() throws {
        var s = try session()
        for (i, value) in [65.0, 70, 75, 80].enumerated() { _ = s.apply(.set(parameter: "zoomDistance", value: value), atMs: 100 + Double(i) * 16) }
        #expect(s.undoLabels == ["zoomDistance 60 → 80"])
        // A change a second later is its own step.
        _ = s.apply(.set(parameter: "zoomDistance", value: 90), atMs: 2000)
        #expect(s.undoLabels == ["zoomDistance 60 → 80", "zoomDistance 80 → 90"])
        // Scrubbed back to where it started: no step at all.
        _ = s.apply(.set(parameter: "zoomDistance", value: 80), atMs: 2010)
        #expect(s.undoLabels == ["zoomDistance 60 → 80"])
    }

    @Test func plusThenMinusComesBack() throws {
        var s = try session()
        // Shift+= is how `+` is typed: one step like `=` (10 pt for headerHeight), so − returns.
        _ = s.apply(key("shift+="), atMs: 100)
        #expect(s.parameters["headerHeight"] == 210)
        _ = s.apply(key("-"), atMs: 200)
        #expect(s.parameters["headerHeight"] == 200)
        _ = s.apply(key("shift+-"), atMs: 300)
        #expect(s.parameters["headerHeight"] == 100, "Shift ×10 on −")
        _ = s.apply(key("alt+="), atMs: 400)
        #expect(s.parameters["headerHeight"] == 101, "Alt ÷10")
    }

    @Test func aReloadedConfigIsOneUndoStep() throws {
        var s = try session()
        let reloaded = try s.parameters(withOverrides: ["zoomDistance": 200, "barHeight": 60])
        s.applyParameters(reloaded)
        #expect(s.undoLabels == ["2 parameters"])
        _ = s.apply(key("ctrl+z"), atMs: 100)
        #expect(s.parameters["zoomDistance"] == 60 && s.parameters["barHeight"] == 44)
    }

    @Test func anOutOfRangeSetIsRefusedAndNotAnUndoStep() throws {
        var s = try session()
        let effects = s.apply(.set(parameter: "zoomDistance", value: 5000), atMs: 100)
        #expect(effects == [.toast("parameter 'zoomDistance' = 5000 is outside [1, 1000]")])
        #expect(s.parameters["zoomDistance"] == 60 && s.undoLabels.isEmpty)
    }
}
