import Foundation
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit
import TestSupport

/// A replay of one design into a temporary folder: a pull past the top and its release, a fling
/// up and a tap on a row — every phase and most events. Remove the folder with `remove()`.
struct ReplayFixture {
    static let viewport = Size(width: 390, height: 844)
    let folder: String
    let result: ReplayRunner.Result

    init(design: String, writesEveryFrame: Bool = false) throws {
        folder = NSTemporaryDirectory() + "replay-fixture-\(UUID().uuidString)"
        let script = Self.script(design)
        let setup = SessionSetup(designName: design, viewport: Self.viewport, content: ListContent(title: "T", source: .generated(count: 200)),
                                 parameterOverrides: script.parameters, photoSizes: [Size(width: 1680, height: 1050)])
        var options = ReplayRunner.Options()
        options.writesEveryFrame = writesEveryFrame
        var runner = ReplayRunner(session: try Session(setup: setup, measurer: FixedAdvanceTextMeasurer()), script: script,
                                  outputFolder: folder, options: options)
        var capturer = DiscardingCapturer()
        result = try runner.run(capturing: &capturer)
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    static func script(_ design: String) -> Script {
        var script = Script(designName: design, viewport: viewport, parameters: ["touchSlop": 0], durationMs: 3000)
        script.events = [ScriptEvent(timeMs: 0, action: .down(Point(x: 195, y: 300)))]
        for step in 1...10 { script.events.append(ScriptEvent(timeMs: Double(step) * 16.7, action: .move(Point(x: 195, y: 300 + Double(step) * 13.3)))) }
        script.events.append(ScriptEvent(timeMs: 180, action: .up(nil)))
        script.events.append(ScriptEvent(timeMs: 1200, action: .down(Point(x: 195, y: 700))))
        for step in 1...8 { script.events.append(ScriptEvent(timeMs: 1200 + Double(step) * 9.1, action: .move(Point(x: 195, y: 700 - Double(step) * 37.7)))) }
        script.events.append(ScriptEvent(timeMs: 1280, action: .up(nil)))
        script.events.append(ScriptEvent(timeMs: 2600, action: .down(Point(x: 120, y: 600))))
        script.events.append(ScriptEvent(timeMs: 2650, action: .up(nil)))
        return script
    }
}
