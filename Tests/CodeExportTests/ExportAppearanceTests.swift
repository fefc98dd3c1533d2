import Foundation
import Testing
import TestSupport

/// A design's forced appearance is exported as UIKit's `overrideUserInterfaceStyle` and SwiftUI's
/// `preferredColorScheme`, and named as not exported where a target has no such switch.
@Suite struct ExportAppearanceTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func playlistIsDarkInEveryAppleTargetAndNamedInTheOthers() throws {
        func text(_ target: String) throws -> String {
            let out = folder.file("playlist-" + target)
            let outcome = try CLI.run(["export-code", "--design", "playlist", "--target", target, "--out", out, "--inline-content"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return try String(contentsOfFile: out, encoding: .utf8)
        }
        #expect(try text("uikit").contains("overrideUserInterfaceStyle = .dark"))
        #expect(try text("swiftui").contains(".preferredColorScheme(.dark)"))
        #expect(try text("compose").contains("appearance 'dark'"))
        #expect(try text("flutter").contains("appearance 'dark'"))
    }
}
