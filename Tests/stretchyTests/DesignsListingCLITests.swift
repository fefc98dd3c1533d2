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

    /// A broken design, and a second file taking a shipped name, added to the designs folder:
    /// each is skipped with one warning naming it; every other design still lists and replays.
    @Test func aBrokenDesignInTheFolderIsSkippedNotFatal() throws {
        let folder = try TemporaryFolder()
        let resources = folder.file("Resources")
        try FileManager.default.copyItem(atPath: CLI.repositoryRoot.appendingPathComponent("Resources").path, toPath: resources)
        _ = try folder.write("Resources/designs/broken.json", #"{"layers": [{"id": "a", "kind": "colour"}]}"#)
        _ = try folder.write("Resources/designs/twin.json", #"{"name": "seed003", "layers": [{"id": "a", "kind": "color"}]}"#)
        let environment = ["STRETCHY_RESOURCES": resources]
        let listing = try CLI.run(["designs"], environment: environment)
        #expect(listing.status == 0, "\(listing.stderr)")
        let warnings = listing.stderr.split(separator: "\n")
        #expect(warnings.count == 2, "\(listing.stderr)")
        #expect(warnings.contains { $0.hasPrefix("stretchy: warning: ") && $0.contains("broken.json") && $0.contains("skipped") })
        #expect(warnings.contains { $0.contains("twin.json: skipped: the name 'seed003' is taken by seed003.json") })
        #expect(listing.stdout.components(separatedBy: "seed003").count == 2, "seed003 listed once: \(listing.stdout)")
        let script = try folder.write("s.json", #"{"events": []}"#)
        let replay = try CLI.run(["replay", script, "--out", folder.file("out"), "--design", "seed004"], environment: environment)
        #expect(replay.status == 0, "\(replay.stderr)")
    }
}
