import Foundation
import HeaderKit
import ScrollCore
import StretchyKit
import Testing
import TestSupport

/// The tuning panel in the real window (issue 17): a value typed, a value scrubbed, undo and
/// redo, Ctrl+S keeping a config's diff, a broken config on stderr — driven by xdotool, checked
/// through the screenshot sidecars and the saved file.
@Suite(.serialized, .tags(.window)) struct PanelWindowTests {
    /// Where `name`'s value box is in the window (the panel starts at the 390 pt phone's edge).
    func valuePoint(_ name: String, design: String = "seed004") throws -> (x: Int, y: Int) {
        let parameters = Parameters(catalog: ShippedDesigns.design(design).catalog)
        let layout = PanelLayout(left: 390, height: 844, lines: PanelLine.lines(for: parameters), scrollY: 0)
        let index = try #require(layout.lines.firstIndex { $0.row?.name == name })
        let box = layout.valueFrame(ofLine: index)
        return (Int(box.midX.rounded()), Int(box.midY.rounded()))
    }

    func param(_ sidecar: String, _ name: String) -> Double? { Sidecars.params(sidecar)?[name] as? Double }

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func typingScrubbingUndoAndRedo() throws {
        guard let session = try XvfbSession.start(arguments: ["--design", "seed004"]) else { return }
        defer { session.stop() }
        let w = session.window
        // Tab opens the panel: the window widens by the panel's width.
        try session.xdo(session.key("Tab") + ["sleep", "0.5"])
        let geometry = try session.xdo(["getwindowgeometry", w])
        #expect(geometry.contains("Geometry: \(390 + Int(PanelLayout.width))x844"), "\(geometry)")

        // Click zoomDistance's value, replace 60 by 200, Enter.
        let zoom = try valuePoint("zoomDistance")
        try session.xdo(["mousemove", "--window", w, "\(zoom.x)", "\(zoom.y)", "click", "1", "sleep", "0.3"]
            + ["key", "--window", w, "--delay", "40", "BackSpace", "BackSpace", "2", "0", "0", "Return", "sleep", "0.3"])
        let typed = try session.screenshot()
        #expect(param(typed, "zoomDistance") == 200, "\(Sidecars.params(typed) ?? [:])")

        // Drag barHeight's value 40 pt right: 10 steps of 2 pt, 44 → 64.
        let bar = try valuePoint("barHeight")
        var drag = ["mousemove", "--window", w, "\(bar.x)", "\(bar.y)", "mousedown", "1"]
        for dx in stride(from: 5, through: 40, by: 5) { drag += ["sleep", "0.02", "mousemove", "--window", w, "\(bar.x + dx)", "\(bar.y)"] }
        try session.xdo(drag + ["sleep", "0.1", "mouseup", "1", "sleep", "0.3"])
        let scrubbed = try session.screenshot()
        #expect(param(scrubbed, "barHeight") == 64, "\(Sidecars.params(scrubbed) ?? [:])")
        #expect(param(scrubbed, "zoomDistance") == 200)

        // Ctrl+Z takes the whole scrub back, then the typed value; Ctrl+Shift+Z brings it back.
        try session.xdo(session.key("ctrl+z") + ["sleep", "0.2"])
        let undoneScrub = try session.screenshot()
        #expect(param(undoneScrub, "barHeight") == 44 && param(undoneScrub, "zoomDistance") == 200)
        try session.xdo(session.key("ctrl+z") + ["sleep", "0.2"])
        let undoneTyping = try session.screenshot()
        #expect(param(undoneTyping, "zoomDistance") == 60)
        try session.xdo(session.key("ctrl+shift+z") + ["sleep", "0.2"])
        let redone = try session.screenshot()
        #expect(param(redone, "zoomDistance") == 200 && param(redone, "barHeight") == 44)

        // Esc closes the panel: the window is the phone's width again, and the app still runs.
        try session.xdo(session.key("Escape") + ["sleep", "0.5"])
        let narrowed = try session.xdo(["getwindowgeometry", w])
        #expect(narrowed.contains("Geometry: 390x844") && session.isAlive, "\(narrowed)")
        let after = try session.screenshot()
        #expect(param(after, "zoomDistance") == 200, "closing the panel keeps the values")
    }

    /// A save names the design shown (issue 32: reopening the file shows what was tuned), so the
    /// file gains `"design"` besides its parameters; the parameters stay two, then three.
    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func ctrlSKeepsATwoKeyConfigAtTwoKeysThenThree() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/tuned.json"
        try Data("{\"zoomDistance\": 120, \"bounces\": false}\n".utf8).write(to: URL(fileURLWithPath: config))
        guard let session = try XvfbSession.start(arguments: ["--design", "seed004", "--config", config]) else { return }
        defer { session.stop() }
        func keys(after save: () throws -> Void, expecting count: Int) throws -> [String: Any] {
            let before = (try? Data(contentsOf: URL(fileURLWithPath: config))) ?? Data()
            try save()
            let deadline = Date().addingTimeInterval(20)
            var object: [String: Any] = [:]
            while Date() < deadline {
                let data = (try? Data(contentsOf: URL(fileURLWithPath: config))) ?? Data()
                object = ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any]) ?? [:]
                if data != before || object.count == count + 1 { break }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return object
        }
        let saved = try keys(after: { try session.xdo(session.key("ctrl+s") + ["sleep", "0.5"]) }, expecting: 2)
        #expect(saved.count == 3 && saved["design"] as? String == "seed004" && saved["zoomDistance"] as? Double == 120, "\(saved)")
        #expect(try String(contentsOfFile: config, encoding: .utf8).contains("\"bounces\": false"), "an on/off stays true/false")
        // One more change through the panel: Tab opens it on headerHeight, `=` steps it to 210.
        let more = try keys(after: {
            try session.xdo(session.key("Tab") + ["sleep", "0.3"] + session.key("equal") + ["sleep", "0.3"] + session.key("ctrl+s") + ["sleep", "0.5"])
        }, expecting: 3)
        #expect(more.count == 4 && more["headerHeight"] as? Double == 210, "\(more)")
        let text = try String(contentsOfFile: config, encoding: .utf8)
        // Catalog order: the design's own numbers first, then the physics.
        let order = ["headerHeight", "zoomDistance", "bounces"].map { text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order[0]! < order[1]! && order[1]! < order[2]!, "\(text)")
    }

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func aPanelChangeIsRecordedAndReplays() throws {
        guard let session = try XvfbSession.start(arguments: ["--design", "seed004"]) else { return }
        defer { session.stop() }
        let w = session.window
        let zoom = try valuePoint("zoomDistance")
        // R, then type 200 into zoomDistance, then stop: the take holds a `set` event.
        try session.xdo(session.key("r") + ["sleep", "0.3"] + session.key("Tab") + ["sleep", "0.4"]
            + ["mousemove", "--window", w, "\(zoom.x)", "\(zoom.y)", "click", "1", "sleep", "0.3"]
            + ["key", "--window", w, "--delay", "40", "BackSpace", "BackSpace", "2", "0", "0", "Return", "sleep", "0.3"]
            + session.key("r"))
        let recording = try session.waitForFile(in: session.recordFolder, suffix: ".json")
        let events = try #require(Sidecars.json(recording)?["events"] as? [[String: Any]])
        let sets = events.filter { $0["type"] as? String == "set" }
        #expect(sets.count == 1 && sets.first?["name"] as? String == "zoomDistance" && sets.first?["value"] as? Double == 200, "\(events)")
        #expect(!events.contains { $0["key"] as? String == "tab" }, "opening the panel is the window's, not the take's")
        // Replayed headless, the design warns about the gap the change opens.
        let binary = try #require(stretchyBinary)
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment.removeValue(forKey: "DISPLAY")
        let replay = try stretchyTests.run(binary, ["replay", recording, "--out", session.folder + "/replay"], environment: environment, timeout: 180)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stderr.contains("stretchy: warning: after the script's changes, seed004 shows a gap above the first row pulled 150 pt: y 0–75"),
                "\(replay.stderr)")
    }

    @Test(.enabled(if: XvfbSession.isAvailable, "needs Xvfb and xdotool")) func aBrokenConfigSavedWhileRunningGoesToStderr() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/tuned.json"
        try Data("{\"zoomDistance\": 120}\n".utf8).write(to: URL(fileURLWithPath: config))
        guard let session = try XvfbSession.start(arguments: ["--design", "seed004", "--config", config]) else { return }
        defer { session.stop() }
        Thread.sleep(forTimeInterval: 0.6)
        try Data("{\"zoomDistance\": 5000}\n".utf8).write(to: URL(fileURLWithPath: config))
        Thread.sleep(forTimeInterval: 1.5)  // the watcher looks every 500 ms
        let kept = try session.screenshot()
        #expect(param(kept, "zoomDistance") == 120, "the last good values stay")
        _ = try? session.xdo(session.key("Escape"))
        waitForExit(session.app, timeout: 15)
        #expect(session.stderr.contains("stretchy: config not applied — \(config): 'zoomDistance'"), "\(session.stderr)")
    }
}
