import ScrollCore
import Testing
@testable import StretchyKit
import TestSupport

/// Esc closes the topmost thing open: the help (drawn over everything), then the value being
/// typed, then the panel; only then the window.
@Suite struct EscapeTargetTests {
    func openPanel(typing: Bool) -> ParameterPanel {
        var panel = ParameterPanel()
        panel.isOpen = true
        if typing {
            let layout = panel.layout(left: 390, height: 844, parameters: Parameters(catalog: ShippedDesigns.design("seed004").catalog))
            _ = panel.handle(KeyPress(.enter), selected: "decelerationRate", layout: layout)
        }
        return panel
    }

    @Test func theHelpOverThePanelClosesFirst() {
        #expect(EscapeTarget.topmost(helpVisible: true, panel: openPanel(typing: true)) == .help)
        #expect(EscapeTarget.topmost(helpVisible: true, panel: openPanel(typing: false)) == .help)
        #expect(EscapeTarget.topmost(helpVisible: true, panel: ParameterPanel()) == .help)
    }

    @Test func thenTheValueBeingTypedThenThePanelThenTheWindow() {
        var panel = openPanel(typing: true)
        #expect(panel.entry != nil)
        #expect(EscapeTarget.topmost(helpVisible: false, panel: panel) == .valueField)
        panel.cancelEntry()
        #expect(panel.isOpen && panel.entry == nil)
        #expect(EscapeTarget.topmost(helpVisible: false, panel: panel) == .panel)
        panel.close()
        #expect(EscapeTarget.topmost(helpVisible: false, panel: panel) == .window)
    }
}
