import HeaderKit
import ScrollCore
import Testing
@testable import StretchyKit
import TestSupport

/// The one key table: every press has at most one row, and what recordings keep, which keys
/// repeat and what the help sheet lists all come from it.
@Suite struct KeyBindingsTests {
    /// Every key with every Shift / Ctrl combination.
    static let everyPress: [KeyPress] = Key.allCases.flatMap { key in
        [false, true].flatMap { shift in [false, true].map { control in KeyPress(key, shift: shift, control: control) } }
    }

    @Test func noPressIsClaimedByTwoRows() {
        for press in Self.everyPress {
            let rows = KeyBindings.table.filter { row in row.presses.contains { $0.chord.matches(press) } }
            #expect(rows.count <= 1, "\(press) is bound by \(rows.map(\.label))")
        }
    }

    @Test func modifiersPickTheCommand() {
        #expect(KeyBindings.binding(for: KeyPress(.s))?.command == .screenshot)
        #expect(KeyBindings.binding(for: KeyPress(.s, control: true))?.command == .saveConfiguration)
        #expect(KeyBindings.binding(for: KeyPress(.s, shift: true))?.command == .screenshot)
        #expect(KeyBindings.binding(for: KeyPress(.space))?.command == .pageDown)
        #expect(KeyBindings.binding(for: KeyPress(.space, shift: true))?.command == .pageUp)
        #expect(KeyBindings.binding(for: KeyPress(.digit0, shift: true))?.command == .resetAllParameters)
        #expect(KeyBindings.binding(for: KeyPress(.tab, shift: true))?.command == .previousParameter)
        #expect(KeyBindings.binding(for: KeyPress(.slash, shift: true))?.command == .toggleHelp)
        #expect(KeyBindings.binding(for: KeyPress(.slash)) == nil, "a plain / does nothing")
        #expect(KeyBindings.binding(for: KeyPress(.plus, alt: true))?.command == .increase, "Alt only scales")
        #expect(KeyBindings.binding(for: KeyPress(.z, control: true))?.command == .undo)
        #expect(KeyBindings.binding(for: KeyPress(.z, shift: true, control: true))?.command == .redo)
        #expect(KeyBindings.binding(for: KeyPress(.y, control: true))?.command == .redo)
        #expect(KeyBindings.binding(for: KeyPress(.z)) == nil && KeyBindings.binding(for: KeyPress(.y)) == nil)
    }

    /// The shell's own keys stay out of takes (a screenshot is recorded as a `screenshot` event).
    @Test func recordingsKeepTheModelsKeysOnly() {
        let shellKeys = [KeyPress(.s), KeyPress(.s, control: true), KeyPress(.r), KeyPress(.h), KeyPress(.t), KeyPress(.e),
                         KeyPress(.question), KeyPress(.f1), KeyPress(.slash, shift: true), KeyPress(.escape), KeyPress(.q)]
        for press in shellKeys { #expect(!KeyBindings.isRecorded(.key(press)), "\(press)") }
        let modelKeys = [KeyPress(.b), KeyPress(.d), KeyPress(.p), KeyPress(.m), KeyPress(.k), KeyPress(.l), KeyPress(.c),
                         KeyPress(.tab), KeyPress(.plus), KeyPress(.digit0), KeyPress(.leftBracket), KeyPress(.down), KeyPress(.home)]
        for press in modelKeys { #expect(KeyBindings.isRecorded(.key(press)), "\(press)") }
        #expect(KeyBindings.isRecorded(.down(Point(x: 1, y: 1))) && KeyBindings.isRecorded(.wheel(dx: 0, dy: 1, precise: false)))
    }

    /// Scrolling, stepping and typing a value repeat (X reports a digit typed twice within a
    /// millisecond as a repeat); toggles fire once per press.
    @Test func scrollingStepsAndTypingRepeatTogglesDoNot() {
        let repeating: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .space, .plus, .minus, .equals, .backspace, .period,
                                .comma, .digit0, .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9]
        for key in Key.allCases {
            #expect(KeyBindings.repeats(KeyPress(key)) == repeating.contains(key), "\(key)")
            #expect(KeyBindings.repeats(KeyPress(key, shift: true)) == repeating.contains(key), "Shift+\(key)")
        }
    }

    /// What the open sheet draws, in a window tall enough for every row: each row of the table,
    /// in its order, its keys in the key style beside its help in the action style — and nothing
    /// else but the title.
    @Test func theHelpSheetIsTheTable() {
        var scene = Scene(size: Size(width: 390, height: 20_000))
        HelpSheet().append(to: &scene, measurer: FixedAdvanceTextMeasurer())
        let drawn = scene.items.compactMap { item -> (text: String, style: TextStyle, y: Double)? in
            guard case let .text(text, style, frame, _, _, _, _) = item else { return nil }
            return (text, style, frame.minY)
        }
        #expect(drawn.first?.text == "Keys" && drawn.first?.style == HelpSheet.titleStyle)
        let rows = Array(drawn.dropFirst())
        #expect(rows.count == 2 * KeyBindings.table.count)
        for (index, binding) in KeyBindings.table.enumerated() where 2 * index + 1 < rows.count {
            let keys = rows[2 * index], help = rows[2 * index + 1]
            #expect(keys.text == binding.label && keys.style == HelpSheet.keyStyle, "row \(index): \(keys.text)")
            #expect(help.text == binding.help && help.style == HelpSheet.actionStyle, "row \(index): \(help.text)")
            #expect(keys.y == help.y, "row \(index): the help sits beside its keys")
            if index > 0 { #expect(keys.y > rows[2 * index - 2].y, "row \(index) is below the one before") }
        }
    }

    /// The session runs the table's command: Ctrl+S and S differ, Shift+0 resets every parameter.
    @Test func theSessionDispatchesThroughTheTable() throws {
        var session = try Session(setup: SessionSetup(designName: "seed004", viewport: Size(width: 390, height: 844),
                                                      content: ListContent(title: "T", source: .generated(count: 50)),
                                                      parameterOverrides: ["bounces": 0], photoSizes: [Size(width: 800, height: 600)]),
                                  measurer: FixedAdvanceTextMeasurer())
        #expect(session.apply(.key(KeyPress(.s, control: true)), atMs: 0) == [.saveConfiguration])
        #expect(session.apply(.key(KeyPress(.s)), atMs: 0) == [.screenshot])
        #expect(!session.parameters.flag("bounces"))
        #expect(session.apply(.key(KeyPress(.digit0, shift: true)), atMs: 10) == [.toast("all parameters reset")])
        #expect(session.parameters.flag("bounces"), "bounces is on by default")
        #expect(session.apply(.key(KeyPress(.slash)), atMs: 20) == [])
    }
}
