import ScrollCore
import Testing
@testable import StretchyKit
import TestSupport

@Suite struct KeyPressTests {
    @Test func parsesKeysAndModifiers() {
        #expect(KeyPress(parsing: "b") == KeyPress(.b))
        #expect(KeyPress(parsing: "shift+0") == KeyPress(.digit0, shift: true))
        #expect(KeyPress(parsing: "ctrl+s") == KeyPress(.s, control: true))
        #expect(KeyPress(parsing: "PageDown") == KeyPress(.pageDown))
        #expect(KeyPress(parsing: "+") == KeyPress(.plus))
        #expect(KeyPress(parsing: "shift++") == KeyPress(.plus, shift: true))
        #expect(KeyPress(parsing: "esc") == KeyPress(.escape))
    }

    @Test func refusesUnknownNames() {
        #expect(KeyPress(parsing: "bogus") == nil)
        #expect(KeyPress(parsing: "hyper+b") == nil)
        #expect(KeyPress(parsing: "") == nil)
    }
}
