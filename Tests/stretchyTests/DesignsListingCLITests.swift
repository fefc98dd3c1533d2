import Foundation
import HeaderKit
import ScrollCore
import Testing

/// `stretchy presets --verbose` (issue 17): every parameter with default, unit, range and
/// description — each design's own under it, the shared ones once, grouped.
@Suite struct DesignsListingCLITests {
    @Test func verboseListsTheSharedParametersOnceWithTheirRanges() throws {
        let outcome = try CLI.run(["presets", "--verbose"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        func line(_ name: String) -> [String] { lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(name) = ") } }
        #expect(line("decelerationRate") == ["    decelerationRate = 0.998 /ms (0, 1)  velocity kept per ms of coasting (UIKit .normal 0.998, .fast 0.99)"])
        #expect(line("rubberBandConstant").first?.contains("= 0.55 [0.01, 2]") == true)
        // Listed once among the shared ones; designs that turn it off say so under their name.
        #expect(line("refreshEnabled").last == "    refreshEnabled = on (on/off)  pull to refresh", "\(line("refreshEnabled"))")
        #expect(line("refreshEnabled").dropLast().allSatisfy { $0.hasSuffix("(this design's default)") })
        #expect(line("titleFontSize") == ["    titleFontSize = 17 pt [6, 60]  row title size"])
        // The groups, in panel order, after the designs.
        let headings = lines.filter { $0.hasSuffix("(every design)") }
        #expect(headings == ["Scroll physics (every design)", "List (every design)", "Refresh (every design)"])
        // A design's own numbers under it, with units.
        #expect(line("zoomDistance").first?.contains("= 60 pt [1, 1000]") == true)
    }
}
