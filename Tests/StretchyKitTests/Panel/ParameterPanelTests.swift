import HeaderKit
import ScrollCore
import StretchyKit
import Testing
import TestSupport

/// The panel's interaction: clicks, typing, scrubbing, double-click, wheel and keys, as commands.
@Suite struct ParameterPanelTests {
    let parameters = Parameters(catalog: ShippedDesigns.design("seed004").catalog)

    func openPanel() -> ParameterPanel {
        var panel = ParameterPanel()
        panel.isOpen = true
        return panel
    }

    func layout(_ panel: ParameterPanel, _ parameters: Parameters? = nil) -> PanelLayout {
        panel.layout(left: 390, height: 844, parameters: parameters ?? self.parameters)
    }

    /// The centre of `name`'s value box.
    func valuePoint(_ name: String, in layout: PanelLayout) throws -> Point {
        let index = try #require(layout.lines.firstIndex { $0.row?.name == name })
        let box = layout.valueFrame(ofLine: index)
        return Point(x: box.midX, y: box.midY)
    }

    func press(_ key: Key, shift: Bool = false, alt: Bool = false) -> KeyPress { KeyPress(key, shift: shift, alt: alt) }

    @Test func layoutPutsTheFirstRowUnderTheDesignHeading() throws {
        let l = layout(openPanel())
        // Header 62, heading 26: headerHeight's row is 88–124, its value box from x 390 + 226.
        #expect(l.frame(ofLine: 1) == Rect(x: 390, y: 88, width: 380, height: 36))
        #expect(l.hit(Point(x: 700, y: 98)) == .value("headerHeight"))
        #expect(l.hit(Point(x: 420, y: 98)) == .row("headerHeight"))
        #expect(l.hit(Point(x: 420, y: 70)) == .panel, "the Design heading")
        #expect(l.hit(Point(x: 200, y: 98)) == nil, "the phone")
    }

    @Test func clickingAValueTypesItAndEnterApplies() throws {
        var panel = openPanel()
        let point = try valuePoint("zoomDistance", in: layout(panel))
        #expect(panel.pointerDown(at: point, atMs: 0, layout: layout(panel)) == [.select("zoomDistance")])
        #expect(panel.pointerUp() == [])
        #expect(panel.entry == ValueEntry(name: "zoomDistance", text: "60", selected: true), "the field starts with the value, selected")
        for key in [Key.backspace, .backspace, .digit2, .digit0, .digit0] { _ = panel.handle(press(key), selected: "zoomDistance", layout: layout(panel)) }
        #expect(panel.entry?.text == "200")
        #expect(panel.handle(press(.enter), selected: "zoomDistance", layout: layout(panel)) == [.set("zoomDistance", 200)])
        #expect(panel.entry == nil)
    }

    /// A digit over a number starts a typed field; over an on/off row (`bounces`) it opens none,
    /// and neither does the decimal point: the panel leaves both keys alone.
    @Test func digitsTypeOverNumbersOnlyNeverOverAFlag() throws {
        var panel = openPanel()
        #expect(panel.handle(press(.digit1), selected: "zoomDistance", layout: layout(panel)) == [])
        #expect(panel.entry == ValueEntry(name: "zoomDistance", text: "1"))
        panel.cancelEntry()
        for key in [Key.digit1, .digit5, .digit9, .period] {
            #expect(panel.handle(press(key), selected: "bounces", layout: layout(panel)) == nil, "\(key)")
            #expect(panel.entry == nil, "\(key) opened a typing field on an on/off parameter")
        }
    }

    @Test func anOutOfRangeValueIsRefusedWithTheRangeAndEscCancels() throws {
        var panel = openPanel()
        _ = panel.handle(press(.down), selected: "headerHeight", layout: layout(panel))
        _ = panel.handle(press(.enter), selected: "barHeight", layout: layout(panel))
        for key in [Key.backspace, .backspace, .digit9, .digit9, .digit9] { _ = panel.handle(press(key), selected: "barHeight", layout: layout(panel)) }
        #expect(panel.handle(press(.enter), selected: "barHeight", layout: layout(panel)) == [.toast("barHeight: 999 is outside [10, 200]")])
        #expect(panel.entry?.refusal == "999 is outside [10, 200]", "the field stays open with the reason")
        #expect(panel.handle(press(.q), selected: "barHeight", layout: layout(panel)) == [], "typing keys never reach the session")
        #expect(panel.handle(press(.escape), selected: "barHeight", layout: layout(panel)) == [])
        #expect(panel.entry == nil && panel.isOpen, "Esc cancels the field, not the panel")
        #expect(panel.handle(press(.escape), selected: "barHeight", layout: layout(panel)) == [.close])
    }

    @Test func draggingAValueScrubsIt() throws {
        var panel = openPanel()
        let point = try valuePoint("zoomDistance", in: layout(panel))
        _ = panel.pointerDown(at: point, atMs: 0, layout: layout(panel))
        #expect(panel.pointerMoved(to: Point(x: point.x + 2, y: point.y)) == [], "a jitter is still a click")
        #expect(panel.pointerMoved(to: Point(x: point.x + 20, y: point.y)) == [.set("zoomDistance", 85)], "60 + 5 steps of 5")
        #expect(panel.pointerMoved(to: Point(x: point.x + 20, y: point.y), multiplier: 10) == [.set("zoomDistance", 310)], "60 + 50 steps of 5")
        #expect(panel.pointerUp() == [])
        #expect(panel.entry == nil, "a scrub does not open the field")
    }

    @Test func doubleClickResetsAndAFlagFlipsOnClick() throws {
        var changed = parameters
        try changed.set("zoomDistance", to: 200)
        var panel = openPanel()
        let point = try valuePoint("zoomDistance", in: layout(panel, changed))
        _ = panel.pointerDown(at: point, atMs: 1000, layout: layout(panel, changed))
        _ = panel.pointerUp()
        let second = panel.pointerDown(at: point, atMs: 1250, layout: layout(panel, changed))
        #expect(second == [.select("zoomDistance"), .set("zoomDistance", 60), .toast("zoomDistance reset to 60 pt")])
        _ = panel.pointerUp()
        #expect(panel.entry == nil)
        // Later than the double-click time, a second click types instead.
        _ = panel.pointerDown(at: point, atMs: 5000, layout: layout(panel, changed))
        _ = panel.pointerUp()
        #expect(panel.pointerDown(at: point, atMs: 5500, layout: layout(panel, changed)) == [.select("zoomDistance")])
        _ = panel.pointerUp()

        let flag = try valuePoint("bounces", in: layout(panel))
        #expect(panel.pointerDown(at: flag, atMs: 9000, layout: layout(panel)) == [.select("bounces"), .set("bounces", 0)])
    }

    @Test func wheelOverAValueStepsItAndElsewhereScrollsTheList() throws {
        var panel = openPanel()
        let point = try valuePoint("zoomDistance", in: layout(panel))
        // A notch away from the user (InputEvent's sign: negative, towards the top) steps the value up.
        #expect(panel.wheel(dy: -1, at: point, layout: layout(panel)) == [.select("zoomDistance"), .set("zoomDistance", 65)])
        // Two notches down with Shift: 60 − 2 × 50 is below the minimum, so 1.
        #expect(panel.wheel(dy: 2, at: point, multiplier: 10, layout: layout(panel)) == [.select("zoomDistance"), .set("zoomDistance", 1)])
        #expect(panel.wheel(dy: 3, at: Point(x: 420, y: 400), layout: layout(panel)) == [])
        #expect(panel.scrollY == 3 * ParameterPanel.wheelScroll)
        #expect(panel.wheel(dy: 1, at: Point(x: 100, y: 400), layout: layout(panel)) == nil, "the phone's wheel")
    }

    @Test func keysSelectAndStepByTheSameAmountEitherWay() throws {
        var panel = openPanel()
        let l = layout(panel)
        #expect(panel.handle(press(.down), selected: "headerHeight", layout: l) == [.select("barHeight")])
        let last = try #require(l.lines.compactMap(\.row).last?.name)
        #expect(panel.handle(press(.up), selected: "headerHeight", layout: l) == [.select(last)], "↑ from the first row wraps to the last")
        // headerHeight 200, step 10: `=`, `+` (Shift+=) and → all +10, `-` and ← −10.
        #expect(panel.handle(press(.equals), selected: "headerHeight", layout: l) == [.set("headerHeight", 210)])
        #expect(panel.handle(press(.equals, shift: true), selected: "headerHeight", layout: l) == [.set("headerHeight", 210)])
        #expect(panel.handle(press(.minus), selected: "headerHeight", layout: l) == [.set("headerHeight", 190)])
        #expect(panel.handle(press(.right, shift: true), selected: "headerHeight", layout: l) == [.set("headerHeight", 300)])
        #expect(panel.handle(press(.left, alt: true), selected: "headerHeight", layout: l) == [.set("headerHeight", 199)])
        #expect(panel.handle(press(.minus, shift: true), selected: "headerHeight", layout: l) == [.set("headerHeight", 100)])
        #expect(panel.handle(press(.h), selected: "headerHeight", layout: l) == nil, "other keys are the session's")
        // A digit starts a fresh field with it.
        #expect(panel.handle(press(.digit3), selected: "headerHeight", layout: l) == [])
        #expect(panel.entry == ValueEntry(name: "headerHeight", text: "3"))
    }

    /// Enter selects the old value, as Figma does: typing 300 over 200 gives 300, not 200300.
    @Test func enterSelectsTheValueSoTypingReplacesIt() {
        var panel = openPanel()
        let l = layout(panel)
        _ = panel.handle(press(.enter), selected: "headerHeight", layout: l)
        #expect(panel.entry == ValueEntry(name: "headerHeight", text: "200", selected: true))
        for key in [Key.digit3, .digit0, .digit0] { _ = panel.handle(press(key), selected: "headerHeight", layout: l) }
        #expect(panel.entry?.text == "300" && panel.entry?.isSelected == false)
        #expect(panel.handle(press(.enter), selected: "headerHeight", layout: l) == [.set("headerHeight", 300)])
        // → puts the cursor after the old text: typing then appends.
        _ = panel.handle(press(.enter), selected: "headerHeight", layout: l)
        _ = panel.handle(press(.right), selected: "headerHeight", layout: l)
        _ = panel.handle(press(.digit5), selected: "headerHeight", layout: l)
        #expect(panel.entry?.text == "2005")
        // Backspace on the selection clears it.
        _ = panel.handle(press(.escape), selected: "headerHeight", layout: l)
        _ = panel.handle(press(.enter), selected: "headerHeight", layout: l)
        _ = panel.handle(press(.backspace), selected: "headerHeight", layout: l)
        #expect(panel.entry?.text == "")
    }

    /// A flag's field holds on / off, and a refusal names the parameter once.
    @Test func anOnOffRowIsTypedAsOnOrOff() {
        var panel = openPanel()
        let l = layout(panel)
        _ = panel.handle(press(.enter), selected: "alwaysBounceVertical", layout: l)
        // seed004 bounces a short article (its design file's alwaysBounceVertical: true).
        #expect(panel.entry == ValueEntry(name: "alwaysBounceVertical", text: "on", selected: true))
        for key in [Key.m, .a, .y, .b, .e] { _ = panel.handle(press(key), selected: "alwaysBounceVertical", layout: l) }
        #expect(panel.entry?.text == "maybe")
        #expect(panel.handle(press(.enter), selected: "alwaysBounceVertical", layout: l)
                == [.toast("alwaysBounceVertical: 'maybe' is not on or off")])
        _ = panel.handle(press(.escape), selected: "alwaysBounceVertical", layout: l)
        _ = panel.handle(press(.enter), selected: "alwaysBounceVertical", layout: l)
        for key in [Key.o, .f, .f] { _ = panel.handle(press(key), selected: "alwaysBounceVertical", layout: l) }
        #expect(panel.handle(press(.enter), selected: "alwaysBounceVertical", layout: l) == [.set("alwaysBounceVertical", 0)])
    }
}
