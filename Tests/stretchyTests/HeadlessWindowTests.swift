import Foundation
import HeaderKit
import PNGWriting
import ScrollCore
import Stage
@testable import stretchy
import StretchyFiles
import StretchyKit
import Testing
import TestSupport

/// The window's decisions without X (`HeadlessWindow`): the tuning panel, Ctrl+S, config and
/// design reloads, the bake and its undo, recording, the touch indicator, the photo warning and
/// the compare window's shared values — at times the test gives, with no sleeps. These were
/// Xvfb suites (PanelWindowTests, BakeWindowTests, DesignReloadWindowTests, WindowTouchesTests,
/// PhotoResolutionWindowTests, two of WindowFilesTests, two of CompareWindowTests, two of
/// WindowFaultTests); stderr lines are checked as the toasts and banners that carry the same words.
/// Serialized, and in turn with `SDLSuites` (`.sdlTurn`): SDL's renderer state is process-wide.
@Suite(.serialized, .sdlTurn) struct HeadlessWindowTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    func open(_ arguments: [String]) throws -> HeadlessWindow {
        let sized = arguments.contains { ["--viewport", "--device"].contains($0) } ? arguments : arguments + ["--viewport", "390x844"]
        // seed004, the design these tests were written on; `run` alone now opens profile (issue 48).
        let designed = sized.contains { ["--design", "--preset", "--compare"].contains($0) } ? sized : sized + ["--design", "seed004"]
        // 20 frames a second: the decisions here go by time, not by frame, and each frame is drawn
        // in software; a third of the frames of 60 fps is a third of the test's time.
        return try HeadlessWindow(["--screenshot-dir", folder.file("shots"), "--record-dir", folder.file("rec"), "--fps", "20"] + designed)
    }

    /// The middle of `name`'s value box in the open panel (picture points).
    func valuePoint(_ name: String, in window: HeadlessWindow) throws -> Point {
        let layout = window.app.state.panelLayout
        let index = try #require(layout.lines.firstIndex { $0.row?.name == name })
        let box = layout.valueFrame(ofLine: index)
        return Point(x: box.midX, y: box.midY)
    }

    func click(_ point: Point, in window: HeadlessWindow) throws {
        window.send(.input(.pointerDown(point)))
        try window.run()
        window.send(.input(.pointerUp(point)))
        try window.run()
    }

    /// Tab opens the panel (the window asks to widen by its width), as the window manager answers.
    func openPanel(_ window: HeadlessWindow) throws {
        try window.press("tab")
        let widened = try #require(window.surface.askedSizes.last)
        #expect(widened == Size(width: 390 + PanelLayout.width, height: 844))
        window.send(.resized(widened))
        try window.run()
    }

    func param(_ sidecar: String, _ name: String) -> Double? { Sidecars.params(sidecar)?[name] as? Double }

    @Test func typingScrubbingUndoAndRedo() throws {
        let window = try open(["--design", "seed004"])
        try window.run(frames: 2)
        try openPanel(window)
        // Click zoomDistance's value, replace 60 by 200, Enter.
        try click(try valuePoint("zoomDistance", in: window), in: window)
        try window.press("backspace", "backspace", "2", "0", "0", "enter")
        #expect(param(try window.screenshot(), "zoomDistance") == 200)

        // Drag barHeight's value 40 pt right: 8 moves of 5 pt, 44 → 64.
        let bar = try valuePoint("barHeight", in: window)
        window.send(.input(.pointerDown(bar)))
        for dx in stride(from: 5.0, through: 40, by: 5) {
            try window.run()
            window.send(.input(.pointerMove(Point(x: bar.x + dx, y: bar.y))))
        }
        window.send(.input(.pointerUp(Point(x: bar.x + 40, y: bar.y))))
        let scrubbed = try window.screenshot()
        #expect(param(scrubbed, "barHeight") == 64 && param(scrubbed, "zoomDistance") == 200, "\(Sidecars.params(scrubbed) ?? [:])")

        // Ctrl+Z takes the whole scrub back, then the typed value; Ctrl+Shift+Z brings it back.
        try window.press("ctrl+z")
        let undoneScrub = try window.screenshot()
        #expect(param(undoneScrub, "barHeight") == 44 && param(undoneScrub, "zoomDistance") == 200)
        try window.press("ctrl+z")
        #expect(param(try window.screenshot(), "zoomDistance") == 60)
        try window.press("ctrl+shift+z")
        let redone = try window.screenshot()
        #expect(param(redone, "zoomDistance") == 200 && param(redone, "barHeight") == 44)

        // Esc closes the panel: the window asks for the phone's width again, and runs on.
        try window.press("escape")
        #expect(window.surface.askedSizes.last == Size(width: 390, height: 844) && window.app.state.running)
        #expect(param(try window.screenshot(), "zoomDistance") == 200, "closing the panel keeps the values")
        // Esc again: nothing is open, the window closes.
        try window.press("escape")
        #expect(!window.app.state.running)
    }

    /// A save names the design shown (issue 32), so the file gains `"design"` besides its
    /// parameters; the parameters stay two, then three, in catalog order.
    @Test func ctrlSKeepsATwoKeyConfigAtTwoKeysThenThree() throws {
        let config = try folder.write("tuned.json", "{\"zoomDistance\": 120, \"bounces\": false}\n")
        let window = try open(["--design", "seed004", "--config", config])
        try window.run()
        func saved() throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: config))) as? [String: Any])
        }
        try window.press("ctrl+s")
        let first = try saved()
        #expect(first.count == 3 && first["design"] as? String == "seed004" && first["zoomDistance"] as? Double == 120, "\(first)")
        #expect(try String(contentsOfFile: config, encoding: .utf8).contains("\"bounces\": false"), "an on/off stays true/false")
        #expect(window.toast == "parameters saved to \(config)")
        // One more change through the panel: Tab opens it on headerHeight, `=` steps it to 210.
        try openPanel(window)
        try window.press("=", "ctrl+s")
        let more = try saved()
        #expect(more.count == 4 && more["headerHeight"] as? Double == 210, "\(more)")
        let text = try String(contentsOfFile: config, encoding: .utf8)
        let order = ["headerHeight", "zoomDistance", "bounces"].map { text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order[0]! < order[1]! && order[1]! < order[2]!, "\(text)")
    }

    /// Ctrl+S through a symlinked config writes its target, keeps the link and the file's mode.
    @Test func ctrlSOnASymlinkedConfigWritesThroughToItsTargetAndKeepsItsMode() throws {
        try FileManager.default.createDirectory(atPath: folder.file("dotfiles"), withIntermediateDirectories: true)
        let target = try folder.write("dotfiles/stretchy.json", "{\"decelerationRate\": 0.99}\n")
        chmod(target, 0o600)
        let link = folder.file("config.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "dotfiles/stretchy.json")
        let window = try open(["--config", link])
        try window.run()
        // B turns bounces off; Ctrl+S writes the file's own key and that one change, nothing else.
        try window.press("b", "ctrl+s")
        let text = try String(contentsOfFile: target, encoding: .utf8)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(text.contains("\"bounces\": false") && object?.keys.count == 3 && object?["design"] as? String == "seed004", "\(text)")
        #expect(try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("dotfiles")).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    /// A config saved broken while the window runs: the last good values stay, a banner says which
    /// field; fixing the file takes the banner away.
    @Test func aBrokenConfigSavedWhileRunningKeepsTheValuesAndShowsABanner() throws {
        let config = try folder.write("tuned.json", "{\"zoomDistance\": 120}\n")
        let window = try open(["--design", "seed004", "--config", config])
        try window.run(milliseconds: 600)
        try folder.write("tuned.json", "{\"zoomDistance\": 5000}\n")
        try window.run(milliseconds: FileWatcher.configIntervalMs + 100)
        #expect(param(try window.screenshot(), "zoomDistance") == 120, "the last good values stay")
        #expect(window.app.state.overlays.configBanner?.hasPrefix("config not applied — \(config): 'zoomDistance'") == true,
                "\(window.app.state.overlays.configBanner ?? "no banner")")
        try folder.write("tuned.json", "{\"zoomDistance\": 150}\n")
        try window.run(milliseconds: FileWatcher.configIntervalMs + 100)
        let fixed = try window.screenshot()
        #expect(window.app.state.overlays.configBanner == nil && param(fixed, "zoomDistance") == 150)
    }

    /// A panel change while recording is a `set` event of the take; opening the panel is not.
    @Test func aPanelChangeIsRecorded() throws {
        let window = try open(["--design", "seed004"])
        try window.run()
        try window.press("r")
        try window.run()
        try openPanel(window)
        try click(try valuePoint("zoomDistance", in: window), in: window)
        try window.press("backspace", "backspace", "2", "0", "0", "enter")
        try window.run()
        try window.press("r")
        let events = try #require(try take(window)["events"] as? [[String: Any]])
        let sets = events.filter { $0["type"] as? String == "set" }
        #expect(sets.count == 1 && sets.first?["name"] as? String == "zoomDistance" && sets.first?["value"] as? Double == 200, "\(events)")
        #expect(!events.contains { $0["key"] as? String == "tab" }, "opening the panel is the window's, not the take's")
        #expect(window.toast?.hasPrefix("recorded ") == true, "\(window.toast ?? "no toast")")
        // Replayed headless, the design warns about the gap the change opens.
        let takePath = folder.file("rec/" + folder.files(under: "rec").filter { $0.hasSuffix(".json") }[0])
        let replay = try CLI.run(["replay", takePath, "--out", folder.file("replay")])
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stderr.contains("stretchy: warning: after the script's changes, seed004 shows a gap above the first row pulled 150 pt: y 0–75"),
                "\(replay.stderr)")
    }

    /// R with a file where the record folder should be: refused when it starts, not lost at stop.
    @Test func recordingIntoAnUnusableFolderIsRefusedWhenRStarts() throws {
        let notAFolder = try folder.write("rec", "x")
        let window = try open([])
        try window.run()
        try window.press("r")
        #expect(window.app.state.recorder == nil)
        #expect(window.toast == "cannot start recording: \(notAFolder): exists and is not a directory", "\(window.toast ?? "no toast")")
    }

    /// Ctrl+Shift+S: a value typed in the panel becomes the design file's default (only that
    /// number changes); Ctrl+Z while the toast shows puts the file's bytes back.
    @Test func ctrlShiftSBakesTheTunedValueAndCtrlZRestoresTheFile() throws {
        let original = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("examples/my-header.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"../Resources/header.jpg\"",
                                  with: "\"\(CLI.repositoryRoot.appendingPathComponent("Resources/header.jpg").path)\"")
        let path = try folder.write("mine.json", original)
        let window = try open(["--design", path])
        try window.run()
        try openPanel(window)
        try click(try valuePoint("photoHeight", in: window), in: window)
        try window.press("backspace", "backspace", "backspace", "3", "0", "0", "enter", "ctrl+shift+s")
        let baked = original.replacingOccurrences(of: "\"photoHeight\": {\"default\": 260,", with: "\"photoHeight\": {\"default\": 300,")
        let afterBake = try String(contentsOfFile: path, encoding: .utf8)
        #expect(baked != original && afterBake == baked)
        try window.run(milliseconds: 1000)
        try window.press("ctrl+z")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
        // After the toast (6 s), Ctrl+Z is the session's undo again: the file stays. (The window
        // first reloads the restored file, as it does within 100 ms of any save.)
        try window.run(milliseconds: FileWatcher.designIntervalMs + 50)
        try window.press("ctrl+shift+s")
        let second = window.toast ?? "no toast"
        try window.run(milliseconds: WindowState.bakeUndoMs + 100)
        try window.press("ctrl+z")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == baked, "after the second bake: \(second)")
    }

    static func design(height: String) -> String {
        let photo = CLI.repositoryRoot.appendingPathComponent("Resources/header.jpg").path
        return """
        {"name": "live", "scroll": {"contentInsetTop": 200}, "layers": [
          {"id": "photo", "kind": "image", "image": "\(photo)", "role": "header", "height": "\(height)"}]}
        """
    }

    func layerHeight(_ sidecar: String) -> Double? {
        ((Sidecars.json(sidecar)?["layers"] as? [[String: Any]])?.first?["frame"] as? [Double])?[3]
    }

    /// Saving the design file shows the new version at the same scroll position; an invalid save
    /// keeps the last good design with the error as a banner; the next good save applies.
    @Test func savingTheDesignFileReloadsItKeepingTheScrollPosition() throws {
        let path = try folder.write("live.json", Self.design(height: "max(0, -offset)"))
        let window = try open(["--design", path])
        try window.run()
        try window.press("down")
        try window.run(milliseconds: 600)
        let before = try window.screenshot()
        let scrolled = try #require(Sidecars.offset(before))
        #expect(scrolled > -200 && layerHeight(before) == max(0, -scrolled))

        func save(_ text: String) throws {
            try folder.write("live.json", text)
            try window.run(milliseconds: FileWatcher.designIntervalMs + 50)
        }
        try save(Self.design(height: "max(0, -offset) / 2 + 7"))
        let after = try window.screenshot()
        let kept = try #require(Sidecars.offset(after))
        #expect(abs(kept - scrolled) < 0.5, "scroll position kept: \(scrolled) → \(kept)")
        let expected = max(0, -kept) / 2 + 7
        #expect(abs((layerHeight(after) ?? -1) - expected) < 0.01)

        try save(#"{"layers": [{"id": "photo", "kind": "image", "height": "max(0, -ofset)"}]}"#)
        #expect(abs((layerHeight(try window.screenshot()) ?? -1) - expected) < 0.01, "the last good design stays")
        #expect(window.app.state.overlays.banner?.contains("live.json: 'layers['photo'].image': is missing") == true, "\(window.app.state.overlays.banner ?? "")")

        try save(Self.design(height: "33"))
        let fixed = try window.screenshot()
        #expect(layerHeight(fixed) == 33, "\(Sidecars.json(fixed)?["layers"] ?? "no layers")")
        #expect(window.app.state.overlays.banner?.contains("is missing") != true, "the error went with the fix: \(window.app.state.overlays.banner ?? "")")
    }

    /// T: the touch indicator under a resting finger, in the window's screenshots (centred on it).
    @Test func theTKeyDrawsTheTouchUnderThePointer() throws {
        let window = try open([])
        try window.run()
        window.send(.input(.pointerDown(Point(x: 195, y: 500))))
        try window.run(milliseconds: 400)
        try window.press("t")
        #expect(window.toast == "show touches on")
        let shown = try window.screenshot()
        try window.press("t")
        let hidden = try window.screenshot()
        window.send(.input(.pointerUp(Point(x: 195, y: 500))))
        let withTouch = try #require(try Media.frames(Sidecars.png(shown)).first)
        let without = try #require(try Media.frames(Sidecars.png(hidden)).first)
        let region = withTouch.differingRegion(without)
        #expect(region.count > 800, "differing pixels: \(region.count)")
        #expect(abs(region.x - 195) < 3 && abs(region.y - 500) < 3, "touch drawn at (\(region.x), \(region.y)), pointer at (195, 500)")
    }

    /// A photo with fewer pixels than the header shows is named once, however often the window changes.
    @Test func aSmallPhotoIsNamedOnceInTheWindow() throws {
        let photo = folder.file("tiny.png")
        var pixels = PixelBuffer(width: 40, height: 30)  // white, under a 390 pt header: stretched ~10×
        pixels.bytes = [UInt8](repeating: 255, count: pixels.bytes.count)
        try PNGWriter.writeSynchronously(pixels, to: photo)
        let window = try open(["--image", photo])
        try window.run()
        #expect(window.toast?.contains("tiny.png") == true && window.toast?.contains("blurred") == true, "\(window.toast ?? "no toast")")
        try window.run(milliseconds: TransientOverlays.warningDurationMs + 100)
        #expect(window.toast == nil)
        try window.resize(Size(width: 500, height: 900))
        try window.run(frames: 3)
        #expect(window.toast == nil, "named once: \(window.toast ?? "")")
    }

    /// The compare window's Ctrl+S saves what every phone shares (not B's own override); a hand
    /// edit of the config reaches every phone with each variant's own values on top.
    @Test func ctrlSAndConfigReloadWorkOverEveryPhone() throws {
        let fast = try folder.write("fast.json", #"{"preset": "seed003", "decelerationRate": 0.99}"#)
        let config = folder.file("config.json")
        let window = try open(["--compare", "seed003", fast, "--viewport", "320x600", "--config", config])
        try window.run()
        try window.press("b", "ctrl+s")
        let text = try String(contentsOfFile: config, encoding: .utf8)
        #expect(text.contains("\"bounces\": false") && !text.contains("decelerationRate"), "saved: \(text)")

        try folder.write("config.json", #"{"bounces": false, "decelerationRate": 0.995, "wheelLineHeight": 30}"#)
        try window.run(milliseconds: FileWatcher.configIntervalMs + 100)
        let before = window.sidecars.count
        try window.press("s")
        try window.run()
        window.app.screenshots.waitUntilIdle()
        let shots = window.sidecars
        try #require(shots.count == before + 2, "a sidecar per phone")
        let a = try #require(Sidecars.params(shots[before])), b = try #require(Sidecars.params(shots[before + 1]))
        #expect(a["decelerationRate"] as? Double == 0.995 && b["decelerationRate"] as? Double == 0.99, "\(a) \(b)")
        #expect(a["wheelLineHeight"] as? Double == 30 && b["wheelLineHeight"] as? Double == 30)
        #expect(a["bounces"] as? Bool == false && b["bounces"] as? Bool == false)
    }

    /// A drag from (x, fromY) to (x, toY) in `steps` moves a frame apart.
    func drag(_ window: HeadlessWindow, x: Double, fromY: Double, toY: Double, steps: Int = 10) throws {
        window.send(.input(.pointerDown(Point(x: x, y: fromY))))
        for step in 1...steps {
            try window.run()
            window.send(.input(.pointerMove(Point(x: x, y: fromY + (toY - fromY) * Double(step) / Double(steps)))))
        }
        window.send(.input(.pointerUp(Point(x: x, y: toY))))
    }

    func take(_ window: HeadlessWindow) throws -> [String: Any] {
        let takes = folder.files(under: "rec").filter { $0.hasSuffix(".json") }
        try #require(takes.count == 1, "\(takes)")
        let data = try Data(contentsOf: URL(fileURLWithPath: folder.file("rec/" + takes[0])))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// With `--device`, a compare take names the device as the single window's does, so its replay
    /// has the same safe areas and chrome.
    @Test func aCompareRecordingNamesTheDevice() throws {
        let window = try open(["--device", "iphone-15", "--compare", "seed003", "parallax"])
        try window.run()
        try window.press("r")
        try drag(window, x: 160, fromY: 500, toY: 300)
        try window.run(milliseconds: 300)
        try window.press("r")
        #expect(try take(window)["device"] as? String == "iphone-15")
    }

    /// A window resized to 1 × 1 point and back while recording: nothing breaks (a drag and a
    /// screenshot at 1 × 1), the take holds both sizes, and the phone draws its photo again.
    @Test func resizeToOnePointAndBack() throws {
        let window = try open([])
        try window.run()
        try window.press("r")
        try window.resize(Size(width: 1, height: 1))
        try drag(window, x: 0, fromY: 0, toY: 0, steps: 2)
        let tiny = try window.screenshot()
        let viewport = Sidecars.json(tiny)?["viewport"] as? [String: Any]
        #expect(viewport?["width"] as? Double == 1 && viewport?["height"] as? Double == 1, "\(viewport ?? [:])")
        try window.resize(Size(width: 390, height: 844))
        try window.run()
        try window.press("r")
        let events = try #require(try take(window)["events"] as? [[String: Any]])
        let sizes = events.filter { $0["type"] as? String == "resize" }.map { [$0["width"] as? Double, $0["height"] as? Double] }
        #expect(sizes.first == [1, 1] && sizes.last == [390, 844], "recorded resizes: \(sizes)")
        try drag(window, x: 195, fromY: 700, toY: 300)
        try window.press("home")
        try window.run(milliseconds: 1000)
        let back = try window.screenshot()
        #expect(Sidecars.offset(back).map { $0.isFinite && abs($0) < 2000 } == true)
        let image = try RGBAImage(png: Sidecars.png(back))
        #expect(image.width == 390 && image.height == 844)
        #expect(image.brightness(rows: 10..<190).deviation > 10, "the photo is drawn again")
    }

    /// The `--image` file deleted after start: the photo is kept in memory, drawn after drags and
    /// after switching designs away and back.
    @Test func aDeletedImageFileKeepsDrawingThePhoto() throws {
        let photo = folder.file("photo.jpg")
        try FileManager.default.copyItem(atPath: CLI.repositoryRoot.appendingPathComponent("Resources/header.jpg").path, toPath: photo)
        let window = try open(["--image", photo])
        try window.run()
        let rest = try RGBAImage(png: Sidecars.png(try window.screenshot())).brightness(rows: 10..<190)
        #expect(rest.deviation > 10, "the resting screenshot shows no photo: \(rest)")
        try FileManager.default.removeItem(atPath: photo)
        try drag(window, x: 195, fromY: 300, toY: 700)
        try window.run(milliseconds: 500)
        try drag(window, x: 195, fromY: 700, toY: 200)
        try window.run(milliseconds: 500)
        try window.press("]")
        try window.run(milliseconds: 500)
        try window.press("[", "home")
        try window.run(milliseconds: 1000)
        let after = try RGBAImage(png: Sidecars.png(try window.screenshot())).brightness(rows: 10..<190)
        #expect(after.deviation > rest.deviation * 0.5 && abs(after.mean - rest.mean) < 25, "photo area \(after) vs at rest \(rest)")
    }
}
