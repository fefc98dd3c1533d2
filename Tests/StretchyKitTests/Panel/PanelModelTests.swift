import HeaderKit
import ScrollCore
@testable import StretchyKit
import Testing
import TestSupport

/// The panel's pure parts: what a typed value means, how far a scrub moves, the undo stack.
@Suite struct PanelModelTests {
    let zoomDistance = ShippedDesigns.design("seed004").catalog.spec(named: "zoomDistance")!  // [1, 1000] step 5 pt
    let deceleration = ParameterCatalog.physics.spec(named: "decelerationRate")!  // (0, 1) step 0.001
    let bounces = ParameterCatalog.physics.spec(named: "bounces")!

    @Test func typedTextIsReadAsADesignerWritesIt() {
        func value(_ text: String, _ spec: ParameterSpec) -> Double? { try? ValueEntry.parse(text, for: spec).get() }
        #expect(value("200", zoomDistance) == 200)
        #expect(value(" 200 pt ", zoomDistance) == 200, "the unit may be typed")
        #expect(value("12,5", zoomDistance) == 12.5, "a decimal comma")
        #expect(value(".995", deceleration) == 0.995)
        #expect(value("off", bounces) == 0 && value("true", bounces) == 1 && value("0", bounces) == 0)
    }

    @Test func refusedTextSaysWhyWithTheRange() {
        func refusal(_ text: String, _ spec: ParameterSpec) -> String? {
            if case let .failure(problem) = ValueEntry.parse(text, for: spec) { return problem.message }
            return nil
        }
        #expect(refusal("5000", zoomDistance) == "5000 is outside [1, 1000]")
        #expect(refusal("1", deceleration) == "1 is outside (0, 1)", "an open range shows as one")
        #expect(refusal("abc", zoomDistance) == "'abc' is not a number")
        #expect(refusal("", zoomDistance) == "'' is not a number")
        #expect(refusal("maybe", bounces) == "'maybe' is not on or off", "the toast before it names the parameter")
    }

    @Test func anEntryKeepsItsRefusalUntilTheTextChanges() {
        var entry = ValueEntry(name: "zoomDistance", text: "5000")
        #expect(entry.commit(zoomDistance) == nil)
        #expect(entry.refusal == "5000 is outside [1, 1000]")
        entry.deleteBackward()
        #expect(entry.refusal == nil && entry.text == "500")
        #expect(entry.commit(zoomDistance) == 500)
    }

    @Test func scrubMovesOneStepPerFourPointsFromWhereThePressStarted() {
        var gesture = ScrubGesture(spec: zoomDistance, startX: 500, startValue: 60)
        func at(_ x: Double, _ multiplier: Double = 1) -> Double? { gesture.value(atX: x, multiplier: multiplier) }
        let jitter = at(502), right = at(540), back = at(502), left = at(460)
        let shifted = at(540, 10), fine = at(540, 0.1), far = at(5000), farLeft = at(-5000)
        #expect(jitter == nil, "under 3 pt it is still a click")
        #expect(right == 110.0, "40 pt = 10 steps of 5 from 60")
        #expect(back == 60.0, "once scrubbing, back near the start is the start value")
        #expect(left == 10.0)
        #expect(shifted == 560.0, "Shift ×10")
        #expect(fine == 65.0, "Alt ÷10: 10 steps of 0.5")
        #expect(far == 1000.0 && farLeft == 1.0, "clamped to the range")
    }

    @Test func scrubbingAFineValueLandsOnItsGridWithoutFloatNoise() {
        // 0.998 + 1 step of 0.001 is 0.999 exactly, not 0.9990000000000001.
        #expect(ScrubGesture.value(start: 0.998, travel: 4, spec: deceleration) == 0.999)
        // An open range stops just inside it.
        #expect(ScrubGesture.value(start: 0.998, travel: 400, spec: deceleration) < 1)
        var flag = ScrubGesture(spec: bounces, startX: 0, startValue: 1)
        #expect(flag.value(atX: 100) == nil, "a flag is not scrubbed")
    }

    @Test func undoRedoWalksBackAndForthAndANewChangeDropsTheRedo() {
        var history = UndoHistory<Int>()
        history.record(before: 1, label: "a")  // 1 → 2
        history.record(before: 2, label: "b")  // 2 → 3
        let undone = history.undo(current: 3)
        #expect(undone == .init(label: "b", state: 2))
        #expect(history.undo(current: 2) == .init(label: "a", state: 1))
        #expect(history.undo(current: 1) == nil)
        #expect(history.redo(current: 1) == .init(label: "a", state: 2))
        history.record(before: 2, label: "c")
        #expect(!history.canRedo, "a new change after undo drops what could be redone")
        #expect(history.undoEntries.map(\.label) == ["a", "c"])
    }

    @Test func undoHistoryKeepsOnlyTheNewestEntries() {
        var history = UndoHistory<Int>(limit: 3)
        for i in 0..<5 { history.record(before: i, label: "\(i)") }
        #expect(history.undoEntries.map(\.state) == [2, 3, 4])
    }

    @Test func rowsAreGroupedInPanelOrderWithTheirTexts() throws {
        let design = ShippedDesigns.design("seed004")
        var parameters = Parameters(catalog: design.catalog)
        try parameters.set("zoomDistance", to: 200)
        let lines = PanelLine.lines(for: parameters)
        let headings = lines.compactMap { if case let .heading(group) = $0 { group } else { nil } }
        #expect(headings == [.design, .scrollPhysics, .list, .refresh])
        #expect(lines.compactMap(\.row).count == design.catalog.specs.count, "every parameter once")
        let zoom = try #require(lines.compactMap(\.row).first { $0.name == "zoomDistance" })
        #expect(zoom.isChanged && zoom.valueText == "200 pt")
        #expect(zoom.detailText.hasPrefix("[1, 1000] · default 60 · pull that doubles the photo"))
        let bounce = try #require(lines.compactMap(\.row).first { $0.name == "bounces" })
        #expect(!bounce.isChanged && bounce.valueText == "on" && bounce.detailText.hasPrefix("on/off · default on"))
    }
}
