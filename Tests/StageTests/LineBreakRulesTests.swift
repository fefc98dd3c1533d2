@testable import Stage
import Testing

@Suite struct LineBreakRulesTests {
    @Test func breaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        #expect(LineBreakRules.canBreak(between: "中", and: "文"))
        #expect(!LineBreakRules.canBreak(between: "中", and: "，"))
        #expect(!LineBreakRules.canBreak(between: "中", and: "。"))
        #expect(!LineBreakRules.canBreak(between: "「", and: "中"))
        #expect(LineBreakRules.canBreak(between: "，", and: "中"))
    }

    @Test func latinBreaksOnlyAfterSpaces() {
        #expect(!LineBreakRules.canBreak(between: "a", and: "b"))
        #expect(!LineBreakRules.canBreak(between: "a", and: " "))
        #expect(LineBreakRules.canBreak(between: " ", and: "b"))
        #expect(LineBreakRules.canBreak(between: "a", and: "中"))
    }
}
