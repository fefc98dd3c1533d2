import Foundation
import Review
import Testing
import TestSupport

/// Issue 30: `stretchy calibrate` on device traces made by an independent simulation, bad traces,
/// and the UIKit export's recorder (compiled against the stand-in) round-tripping through it.
@Suite(.serialized) struct CalibrateCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    func lastLineJSON(_ stdout: String) throws -> [String: Any] {
        let last = try #require(stdout.split(separator: "\n").last)
        return try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    }

    @Test func calibrateFitsWritesTheDiffThePlotAndAConfig() throws {
        var synthetic = SyntheticDeviceTrace()
        synthetic.seed = 11
        let trace = synthetic.make()
        let path = try folder.write("phone.json", SyntheticDeviceTrace.json(trace))
        let config = folder.file("fitted.json")
        let run = try CLI.run(["calibrate", path, "--out", folder.file("cal"), "--write-config", config])
        #expect(run.status == 0, "\(run.stderr)")
        let result = try lastLineJSON(run.stdout)
        let fitted = try #require(result["fitted"] as? [String: Double])
        let before = try #require(result["rms_before"] as? Double), after = try #require(result["rms_after"] as? Double)
        #expect(abs(fitted["decelerationRate"]! - 0.9975) <= 0.0003)
        #expect(abs(fitted["rubberBandConstant"]! - 0.50) <= 0.04)
        #expect(fitted["bounceResponse"] != nil)
        #expect(after < 1.5 && after < before)
        #expect(result["accepted"] as? Bool == true && (result["reasons"] as? [Any])?.isEmpty == true)
        #expect(result["latency_ms"] as? Double != nil && result["touch_slop"] as? Double != nil)
        #expect(run.stdout.contains("rubber band") && run.stdout.contains("deceleration") && run.stdout.contains("bounce"))

        let diff = try String(contentsOfFile: folder.file("cal/diff.csv"), encoding: .utf8).split(separator: "\n")
        #expect(diff.first == "t_ms,device_offset,model_offset,difference,phase,fitted_offset,fitted_difference")
        #expect(diff.count == trace.frames.count + 1)
        let png = try Data(contentsOf: URL(fileURLWithPath: folder.file("cal/overlay.png")))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // The config is one the window and replays take, and it holds the fitted values.
        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: config))) as? [String: Double])
        #expect(abs(written["decelerationRate"]! - fitted["decelerationRate"]!) < 1e-5)
        let again = try CLI.run(["calibrate", path, "--config", config, "--out", folder.file("cal2")])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try lastLineJSON(again.stdout)["rms_before"] as? Double ?? 99 <= after + 0.01)
    }

    /// Issue 49: a trace the model cannot follow (its `contentHeight` is wrong: the list ends
    /// 50 pt down, the fling coasts 1,000 pt) is refused: `"accepted": false` with the reasons,
    /// --write-config writes nothing and says why in one line (exit 1), --force writes it.
    @Test func aFitThatCannotBeTrustedIsRefused() throws {
        var synthetic = SyntheticDeviceTrace()
        synthetic.seed = 12
        var trace = synthetic.make()
        trace.contentHeight = 900
        let path = try folder.write("wrong-height.json", SyntheticDeviceTrace.json(trace))
        let config = folder.file("refused.json")
        let run = try CLI.run(["calibrate", path, "--out", folder.file("refused-cal"), "--write-config", config])
        #expect(run.status == 1 && run.stderrLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("not written") && run.stderr.contains("--force"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: config))
        let result = try lastLineJSON(run.stdout)
        #expect(result["accepted"] as? Bool == false)
        let reasons = try #require(result["reasons"] as? [String])
        #expect(!reasons.isEmpty && reasons.allSatisfy { !$0.contains("\n") }, "\(reasons)")
        #expect(run.stdout.contains("fit refused: "))
        // The overlay and the diff are still written: they show why.
        #expect(FileManager.default.fileExists(atPath: folder.file("refused-cal/overlay.png")))

        let forced = try CLI.run(["calibrate", path, "--out", folder.file("forced-cal"), "--write-config", config, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(FileManager.default.fileExists(atPath: config))
    }

    @Test func badTracesGetOneLineAndExitOne() throws {
        let good = SyntheticDeviceTrace().make()
        var noFrames = good
        noFrames.frames = []
        var backwards = good
        backwards.frames.swapAt(3, 4)
        var endless = good
        endless.touches.removeLast()
        let cases: [(String, String, String)] = [
            ("no-frames.json", SyntheticDeviceTrace.json(noFrames), "no frames"),
            ("backwards.json", SyntheticDeviceTrace.json(backwards), "times must increase"),
            ("endless.json", SyntheticDeviceTrace.json(endless), "never ends"),
            ("format.json", #"{"format": "other/2", "viewport": {"width": 1, "height": 1}, "contentHeight": 1, "touches": [], "frames": []}"#, "expected 'stretchy-device-trace/1'"),
        ]
        for (name, text, message) in cases {
            let path = try folder.write(name, text)
            let run = try CLI.run(["calibrate", path, "--out", folder.file("out-\(name)")])
            #expect(run.status == 1 && run.stderrLines.count == 1 && run.stderr.contains(message), "\(name): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.file("out-\(name)")))
        }
        let path = try folder.write("ok.json", SyntheticDeviceTrace.json(good))
        let overwrite = try CLI.run(["calibrate", path, "--write-config", path])
        #expect(overwrite.status == 1 && overwrite.stderr.contains("would overwrite an input"))
    }

    /// The recorder in the UIKit export, compiled against the stand-in: a harness plays a device
    /// trace through its gesture recognizer and display link, the recorder writes its file to
    /// Documents, and `calibrate` reads it back with the same touches and frames.
    @Test func theRecordersTraceRoundTripsThroughCalibrate() throws {
        let source = folder.file("seed003.swift")
        let export = try CLI.run(["export-code", "--design", "seed003", "--target", "uikit", "--recorder", "--out", source, "--inline-content"])
        #expect(export.status == 0, "\(export.stderr)")
        let code = try String(contentsOfFile: source, encoding: .utf8)
        let type = try #require(code.split(separator: "\n").first { $0.hasPrefix("final class ") && $0.contains("HeaderViewController") }?
            .split(separator: " ")[2].split(separator: ":")[0])
        let recorder = try #require(code.split(separator: "\n").first { $0.hasPrefix("final class ") && $0.contains("TraceRecorder") }?
            .split(separator: " ")[2].split(separator: ":")[0])
        let plain = try ExportRun.shipped("seed003", "uikit")
        #expect(!plain.stdout.contains("TraceRecorder"), "no recorder unless asked")
        let refused = try CLI.run(["export-code", "--design", "seed003", "--target", "flutter", "--recorder"])
        #expect(refused.status == 1 && refused.stderrLines.count == 1)

        var synthetic = SyntheticDeviceTrace()
        synthetic.insetTop = 0
        let original = synthetic.make()
        let input = try folder.write("device.json", SyntheticDeviceTrace.json(original))
        let home = folder.file("home")
        try FileManager.default.createDirectory(atPath: home + "/Documents", withIntermediateDirectories: true)
        let main = """
        import Foundation
        import UIKit
        UserDefaults.standard.set(true, forKey: "StretchyRecord")
        let controller = \(type)()
        controller.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        controller.viewDidLoad()
        controller.viewDidLayoutSubviews()
        let table = controller.view.subviews.compactMap { $0 as? UITableView }.first!
        let recorder = controller.view.gestureRecognizers!.compactMap { $0 as? \(recorder) }.first!
        let trace = try! JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))) as! [String: Any]
        table.contentSize = CGSize(width: 393, height: trace["contentHeight"] as! Double)
        table.contentInset.top = CGFloat(trace["contentInsetTop"] as! Double)
        // Media-clock seconds: the recorder must measure from its first touch, not from 0.
        let clock = 1234.5
        var events: [(t: Double, apply: () -> Void)] = []
        for touch in trace["touches"] as! [[String: Any]] {
            let t = touch["t"] as! Double
            let uiTouch = UITouch(timestamp: clock + t / 1000, location: CGPoint(x: touch["x"] as! Double, y: touch["y"] as! Double))
            let phase = touch["phase"] as! String
            events.append((t, {
                switch phase {
                case "began": recorder.touchesBegan([uiTouch], with: UIEvent())
                case "moved": recorder.touchesMoved([uiTouch], with: UIEvent())
                case "ended": recorder.touchesEnded([uiTouch], with: UIEvent())
                default: recorder.touchesCancelled([uiTouch], with: UIEvent())
                }
            }))
        }
        var last = 0.0
        for frame in trace["frames"] as! [[String: Any]] {
            let t = frame["t"] as! Double, offset = frame["offset"] as! Double
            last = t
            events.append((t, {
                table.contentOffset.y = CGFloat(offset)
                CADisplayLink.running.forEach { $0.step(at: clock + t / 1000) }
            }))
        }
        for (_, apply) in events.enumerated().sorted(by: { ($0.element.t, $0.offset) < ($1.element.t, $1.offset) }).map({ $0.element }) { apply() }
        // Still after the trace: the recorder ends it after 2 s.
        for k in 1...180 { CADisplayLink.running.forEach { $0.step(at: clock + (last + Double(k) * 1000 / 60) / 1000) } }
        print(FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first!.path)
        """
        let build = folder.file("build")
        try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
        let uikit = try StandInModules.uikit()
        let mainPath = try folder.write("main.swift", main)
        let harness = try StandInModules.swiftc(["-I", uikit, "-L", uikit, "-lUIKit", mainPath, source, "-o", build + "/harness"], in: build)
        try #require(harness.status == 0, "the exported recorder compiles: \(harness.output)")
        let exportedWarnings = harness.output.split(separator: "\n").filter { $0.contains("warning:") && $0.hasPrefix(source) }
        #expect(exportedWarnings.isEmpty, "\(exportedWarnings)")
        // The app's Documents folder, in a folder of the test's own: Foundation on Linux reads it
        // from XDG's user-dirs.dirs (it ignores HOME).
        let config = folder.file("xdg")
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        _ = try folder.write("xdg/user-dirs.dirs", "XDG_DOCUMENTS_DIR=\(home)/Documents\n")
        let process = try RunningProcess.run(build + "/harness", [input],
                                             environment: ProcessInfo.processInfo.environment.merging(["XDG_CONFIG_HOME": config]) { _, new in new })
        let output = process.stdout + process.stderr
        #expect(process.status == 0, "\(output)")
        let documents = try #require(process.stdout.split(separator: "\n").last.map(String.init))
        #expect(documents.hasPrefix(home), "\(documents)")
        let recorded = documents + "/stretchy-trace-1.json"
        #expect(FileManager.default.fileExists(atPath: recorded), "\(output)")

        let calibrated = try CLI.run(["calibrate", recorded, "--out", folder.file("recorded")])
        #expect(calibrated.status == 0, "\(calibrated.stderr)")
        let fitted = try #require(try lastLineJSON(calibrated.stdout)["fitted"] as? [String: Double])
        #expect(abs(fitted["decelerationRate"]! - 0.9975) <= 0.0003)
        // Same touches, from the first touch on (the display link starts with it).
        let back = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: recorded))) as! [String: Any]
        let touches = back["touches"] as! [[String: Any]]
        #expect(touches.count == original.touches.count)
        let shift = original.touches[0].t
        for (a, b) in zip(touches, original.touches) {
            #expect(abs(a["t"] as! Double - (b.t - shift)) < 0.002 && a["phase"] as? String == b.phase.rawValue && abs(a["y"] as! Double - b.y) < 1e-3)
        }
        #expect((back["viewport"] as? [String: Double])?["height"] == 852)
    }
}
