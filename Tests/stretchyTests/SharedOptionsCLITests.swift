import Foundation
import Testing

/// Options declared once (`Viewport`, `ScreenSizeOptions`, `DesignOption`, `PixelScaleOption`)
/// read and refuse the same way in every command that takes them.
@Suite struct SharedOptionsCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    func refusal(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let outcome = try CLI.run(arguments)
        #expect(outcome.status == 1, "status \(outcome.status): \(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.stderrLines.count == 1, "stderr: \(outcome.stderr)", sourceLocation: sourceLocation)
        return outcome.stderrLines.first ?? ""
    }

    func screenshotScript() throws -> String {
        try folder.write("shot.json", #"{"viewport": {"width": 390, "height": 844}, "events": [{"t": 0, "type": "screenshot", "name": "rest"}]}"#)
    }

    @Test func aBadViewportIsTheSameLineInEveryCommand() throws {
        let script = try screenshotScript()
        for value in ["390", "0x4", "abcx844", "20000x10"] {
            let lines = try [
                refusal(["run", "--viewport", value]),
                refusal(["replay", script, "--out", folder.file("out"), "--viewport", value]),
                refusal(["gallery", "--out", folder.file("g.png"), "--viewport", value]),
                refusal(["bench", "--viewport", value]),
            ]
            #expect(Set(lines).count == 1, "\(lines)")
            #expect(lines[0] == "stretchy: The value '\(value)' is invalid for '--viewport <WxH>' (see stretchy --help)")
        }
    }

    @Test func viewportAndDeviceTogetherAreRefusedEverywhere() throws {
        let script = try screenshotScript()
        for arguments in [["run"], ["replay", script, "--out", folder.file("out")], ["gallery", "--out", folder.file("g.png")], ["bench"]] {
            let line = try refusal(arguments + ["--viewport", "320x600", "--device", "iPhone 15"])
            #expect(line == "stretchy: --viewport and --device both set: give one")
        }
    }

    /// `replay --viewport` replaces the script's viewport (and any device it named).
    @Test func replayTakesAViewport() throws {
        let script = try screenshotScript()
        let out = folder.file("out")
        let outcome = try CLI.run(["replay", script, "--out", out, "--viewport", "320x600"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let sidecar = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/rest.json"))) as? [String: Any]
        let viewport = sidecar?["viewport"] as? [String: Any]
        #expect(viewport?["width"] as? Double == 320 && viewport?["height"] as? Double == 600, "\(viewport ?? [:])")
    }

    /// One pixel scale for every command that renders to files: 0.5 to 4 (bench allowed 1 to 3).
    @Test func theScaleRangeIsOneForReplayExportAndBench() throws {
        let script = try screenshotScript()
        for value in ["0.4", "4.5"] {
            let lines = try [
                refusal(["replay", script, "--out", folder.file("out"), "--scale", value]),
                refusal(["export", script, "--video", folder.file("v.mp4"), "--scale", value]),
                refusal(["bench", "--scale", value]),
            ]
            #expect(Set(lines).count == 1, "\(lines)")
            #expect(lines[0].hasPrefix("stretchy: --scale must be from 0.5 to 4, found \(value)"), "\(lines[0])")
        }
    }

    /// `--preset`, the older name of `--design`, works wherever `--design` does.
    @Test func exportCodeTakesTheOlderDesignName() throws {
        let outcome = try CLI.run(["export-code", "--preset", "seed004", "--target", "swiftui"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("import SwiftUI"))
        #expect(try refusal(["export-code", "--target", "swiftui"]) == "stretchy: export-code needs --design NAME|FILE")
    }
}
