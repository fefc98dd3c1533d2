import StretchyFiles
import StretchyKit
import Testing

/// Issue 31: drawing does not move the model. The layout pass (rows measured, the offset
/// corrected, bars tracked) runs in `Session.advance` only, so a replay that draws every frame
/// (`--frames`) writes the same trace and events as one that draws none.
@Suite struct DrawingMovesNothingTests {
    @Test(arguments: ["seed003", "appbar", "profile", "grid-profile", "large-title"])
    func theTraceIsTheSameWhetherOrNotFramesAreDrawn(design: String) throws {
        let drawn = try ReplayFixture(design: design, writesEveryFrame: true)
        defer { drawn.remove() }
        let undrawn = try ReplayFixture(design: design)
        defer { undrawn.remove() }
        #expect(drawn.result.records.count == undrawn.result.records.count)
        #expect(drawn.result.records == undrawn.result.records)
        #expect(drawn.result.events.entries == undrawn.result.events.entries)
    }
}
