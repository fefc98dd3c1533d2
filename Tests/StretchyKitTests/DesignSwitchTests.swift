import HeaderKit
import ScrollCore
import StretchyKit
import Testing
import TestSupport

/// `]` / `[` load the next design's own defaults: only what was tuned on the old one follows.
@Suite struct DesignSwitchTests {
    func session(_ design: String) throws -> Session {
        let setup = SessionSetup(designName: design, viewport: Size(width: 390, height: 844),
                                 content: ListContent(title: "T", source: .generated(count: 50)),
                                 parameterOverrides: [:], photoSizes: [Size(width: 1680, height: 1050)])
        return try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
    }

    /// seed004's scroll block turns on `alwaysBounceVertical` and `refresh`; album's does not. After
    /// the switch album has exactly the parameters it has when opened directly.
    @Test func aSwitchShowsTheNewDesignAtItsDefaults() throws {
        var s = try session("seed004")
        #expect(s.parameters["alwaysBounceVertical"] != (try session("album")).parameters["alwaysBounceVertical"],
                "seed004's scroll block sets a shared default album does not")
        try s.switchDesign(named: "album")
        let fresh = try session("album")
        #expect(s.designName == "album")
        #expect(s.parameters == fresh.parameters, "carried: \(s.parameters.changedValues) vs \(fresh.parameters.changedValues)")
    }

    /// A value the designer tuned on a shared parameter is kept across the switch.
    @Test func aTunedSharedValueFollows() throws {
        var s = try session("seed004")
        _ = s.apply(.set(parameter: "decelerationRate", value: 0.99), atMs: 100)
        try s.switchDesign(named: "album")
        #expect(s.parameters["decelerationRate"] == 0.99)
        #expect(s.parameters["alwaysBounceVertical"] == (try session("album")).parameters["alwaysBounceVertical"])
    }
}
