import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

private struct WindowTestMeasurer: TextMeasuring {
    func measure(_ text: String, style: TextStyle, width: Double?) -> Size {
        let advance = style.size / 2, lineHeight = style.size * 1.2
        let textWidth = Double(text.count) * advance
        guard let width, width > 0, textWidth > width else { return Size(width: textWidth, height: lineHeight) }
        let perLine = max(1, (width / advance).rounded(.down))
        return Size(width: width, height: (Double(text.count) / perLine).rounded(.up) * lineHeight)
    }
}

private func texts(_ scene: Scene) -> [String] {
    scene.items.compactMap { if case let .text(text, _, _, _, _, _, _) = $0 { text } else { nil } }
}

@Suite struct WindowHUDSceneTests {
    @Test func hudShowsItsLinesAndOneBarPerFrameSample() {
        var history = FrameTimeHistory(capacity: 180)
        for i in 0..<90 { history.record(i == 45 ? 50 : 16.7) }
        var scene = Scene(size: Size(width: 390, height: 844))
        let record = FrameRecord(timeMs: 0, offsetY: -300, velocityY: 1200, phase: .decelerating,
                                 headerFrame: Rect(x: 0, y: 0, width: 390, height: 300), headerScale: 1, barY: nil,
                                 stretchFactor: 1.25, titleAlpha: 1, scrimAlpha: 0, contentInsetTop: 300, zoomScale: 1,
                                 pagerOffsetX: 0)
        let lines = HUDText.lines(.init(selectedParameter: "decelerationRate = 0.998", designName: "seed004", record: record,
                                        framesPerSecond: 60, frameP50Ms: 16.7, frameP99Ms: 50, drawP50Ms: 1.5,
                                        rendererName: "opengl", recordingSeconds: nil))
        HUDScene.appendHUD(to: &scene, lines: lines, frameTimes: history, targetMs: 16.7)
        let shown = texts(scene)
        #expect(shown == lines)
        #expect(shown.contains("▸ decelerationRate = 0.998"))
        #expect(shown.contains("design seed004"))
        #expect(shown.contains("offset_y -300.0  v 1200 pt/s"))
        #expect(shown.contains("phase decelerating  stretch 1.25"))
        // Panel + graph background + 90 bars + the budget line; the 50 ms frame is red.
        let fills = scene.items.filter { if case .fill = $0 { true } else { false } }
        #expect(fills.count == 1 + 1 + 90 + 1)
        #expect(scene.items.contains { if case let .fill(_, color, _, _) = $0 { color == Color(255, 69, 58) } else { false } })
        // Everything stays inside the scene.
        let panel = HUDScene.panelFrame(lineCount: lines.count, in: scene.size)
        #expect(panel.minX >= 0 && panel.maxX <= 390 && panel.minY >= 0 && panel.maxY <= 844)
    }

    @Test func moreSamplesThanBarsKeepTheWorstFrame() {
        var history = FrameTimeHistory(capacity: 720)
        for i in 0..<720 { history.record(i == 333 ? 40 : 8) }
        var scene = Scene(size: Size(width: 390, height: 844))
        HUDScene.appendHUD(to: &scene, lines: ["a"], frameTimes: history, targetMs: 8.33)
        let red = scene.items.filter { if case let .fill(_, color, _, _) = $0 { color == Color(255, 69, 58) } else { false } }
        #expect(red.count == 1)
        let bars = scene.items.filter { if case .fill = $0 { true } else { false } }.count - 3
        #expect(bars == HUDScene.graphBars)
    }

    @Test func helpListsEveryKey() {
        var scene = Scene(size: Size(width: 390, height: 2000))
        HelpSheet().append(to: &scene, measurer: WindowTestMeasurer())
        let shown = texts(scene).joined(separator: "\n")
        for key in ["S", "H", "?  F1", "Tab", "B", "D", "P", "[  ]", "M", "K", "Ctrl+S", "R", "Esc  Q", "Home", "PgDn", "Shift+0", "Alt"] {
            #expect(shown.contains(key), "help lacks \(key)")
        }
    }

    @Test func toastIsCentredAndFlashCoversTheScreen() {
        var scene = Scene(size: Size(width: 390, height: 844))
        HUDScene.appendToast("bounces off", alpha: 1, to: &scene, measurer: WindowTestMeasurer())
        HUDScene.appendFlash(alpha: 0.5, to: &scene)
        guard case let .fill(pill, _, _, _) = scene.items[0], case let .fill(flash, color, _, _) = scene.items[2] else {
            Issue.record("unexpected items \(scene.items)"); return
        }
        #expect(abs(pill.midX - 195) < 0.001)
        #expect(texts(scene) == ["bounces off"])
        #expect(flash == Rect(x: 0, y: 0, width: 390, height: 844) && color.a == 128)
        var tiny = Scene(size: Size(width: 1, height: 1))
        HUDScene.appendToast("a long message that cannot fit", alpha: 1, to: &tiny, measurer: WindowTestMeasurer())
        HUDScene.appendHUD(to: &tiny, lines: ["x"], frameTimes: FrameTimeHistory(capacity: 4), targetMs: 16)
    }

    @Test func fixedFormatting() {
        #expect(HUDText.fixed(-0.04, 1) == "0.0")
        #expect(HUDText.fixed(-12.35, 1) == "-12.4" || HUDText.fixed(-12.35, 1) == "-12.3")
        #expect(HUDText.fixed(1234.5, 0) == "1235" || HUDText.fixed(1234.5, 0) == "1234")
        #expect(HUDText.fixed(3.14159, 2) == "3.14")
        #expect(HUDText.fixed(.nan, 2) == "–")
    }
}

@Suite struct WindowFrameTimeHistoryTests {
    @Test func ringKeepsTheNewestSamplesInOrder() {
        var history = FrameTimeHistory(capacity: 4)
        for value in 1...6 { history.record(Double(value)) }
        #expect(history.count == 4)
        #expect((0..<4).map { history.sample(at: $0) } == [3, 4, 5, 6])
        #expect(history.percentile(0) == 3)
        #expect(history.percentile(1) == 6)
        #expect(history.percentile(0.5) == 5 || history.percentile(0.5) == 4)
    }
}

@Suite struct WindowOptionsTests {
    @Test func devicesByName() throws {
        #expect(try Device.lookup("pixel-7").size == Size(width: 412, height: 915))
        do {
            _ = try Device.lookup("nokia")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("iphone-15-pro-max"))
            #expect(error.exitStatus == 1)
        }
    }

    @Test func screenshotNames() {
        let date = Date(timeIntervalSince1970: 1_700_000_000.125)
        let utc = TimeZone(identifier: "UTC")!
        #expect(ScreenshotNaming.screenshotBaseName(designName: "seed004", date: date, timeZone: utc) == "stretchy-seed004-20231114-221320-125")
        #expect(ScreenshotNaming.recordingFileName(date: date, timeZone: utc) == "stretchy-20231114-221320-125.json")
    }
}

@Suite struct WindowConfigFileTests {
    @Test func saveThenLoadRoundTrips() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        var parameters = Parameters(catalog: .shared)
        try parameters.set("decelerationRate", to: 0.99)
        try parameters.set("bounces", to: false)
        let path = folder + "/config.json"
        try ConfigFile.save(parameters, to: path)
        let loaded = try ConfigFile.load(path: path)
        #expect(loaded == ["decelerationRate": 0.99, "bounces": 0], "only what differs from the defaults")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"bounces\": false"))
    }

    /// Ctrl+S keeps a designer's diff small: a 2-key file stays 2 keys (a value set back to its
    /// default stays named), one more change makes it 3, another design's number in the file is kept.
    @Test func savingKeepsTheFilesKeysAndAddsOnlyChanges() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        let path = folder + "/config.json"
        try Data(#"{"decelerationRate": 0.99, "expandedHeight": 250}"#.utf8).write(to: URL(fileURLWithPath: path))
        var parameters = try Session.parameters(for: ShippedDesigns.design("seed004"), overrides: ConfigFile.load(path: path),
                                                library: ShippedDesigns.library)
        var sync = ConfigSync(fileValues: try ConfigFile.load(path: path), window: parameters)
        try parameters.set("decelerationRate", to: 0.998)  // back to its default: still named
        sync = try ConfigFile.save(parameters, to: path, sync: sync)
        #expect(try ConfigFile.load(path: path) == ["decelerationRate": 0.998, "expandedHeight": 250])
        try parameters.set("zoomDistance", to: 90)
        try ConfigFile.save(parameters, to: path, sync: sync)
        #expect(try ConfigFile.load(path: path) == ["decelerationRate": 0.998, "zoomDistance": 90, "expandedHeight": 250])
    }

    /// A merged save keeps the file's way of writing: a new name goes in catalog order among the
    /// file's names, an on/off the file wrote as a number stays a number, a new one is true/false.
    @Test func aMergedSaveKeepsCatalogOrderAndTheFilesTypes() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        let path = folder + "/config.json"
        try Data(#"{"zoomDistance": 120, "bounces": 0}"#.utf8).write(to: URL(fileURLWithPath: path))
        let design = ShippedDesigns.design("seed004")
        var parameters = try Session.parameters(for: design, overrides: ConfigFile.load(path: path), library: ShippedDesigns.library)
        let sync = ConfigSync(fileValues: try ConfigFile.load(path: path), window: parameters)
        try parameters.set("headerHeight", to: 210)
        try parameters.set("bounces", to: true)
        try parameters.set("pagingEnabled", to: true)
        try ConfigFile.save(parameters, to: path, sync: sync)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let names = ["headerHeight", "zoomDistance", "bounces", "pagingEnabled"]
        let order = names.compactMap { text.range(of: "\"\($0)\"")?.lowerBound }
        let catalog = parameters.catalog.specs.map(\.name)
        #expect(order.count == 4 && order == order.sorted(), "\(text)")
        #expect(names.map { catalog.firstIndex(of: $0)! } == names.map { catalog.firstIndex(of: $0)! }.sorted(), "the catalog's order")
        #expect(text.contains("\"bounces\": 1") && text.contains("\"pagingEnabled\": true"), "\(text)")
    }

    /// Two windows on one config, each changing one parameter and saving: both changes are in the
    /// file (a save writes only what its window changed, into the file as it is now), and the
    /// design named is the one shown.
    @Test func twoWindowsSavingOneConfigKeepBothChanges() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        let path = folder + "/config.json"
        try Data(#"{"design": "seed004", "bounces": false}"#.utf8).write(to: URL(fileURLWithPath: path))
        let design = ShippedDesigns.design("seed004")
        func window() throws -> (Parameters, ConfigSync) {
            let file = try ConfigFile.load(path: path)
            let parameters = try Session.parameters(for: design, overrides: file, library: ShippedDesigns.library)
            return (parameters, ConfigSync(fileValues: file, window: parameters))
        }
        var (a, syncA) = try window()
        var (b, syncB) = try window()
        try a.set("decelerationRate", to: 0.99)
        try b.set("zoomDistance", to: 90)
        syncA = try ConfigFile.save(a, design: "seed004", to: path, sync: syncA)
        syncB = try ConfigFile.save(b, design: "seed004", to: path, sync: syncB)
        #expect(try ConfigFile.load(path: path) == ["bounces": 0, "decelerationRate": 0.99, "zoomDistance": 90])
        #expect(try ConfigFile.design(path: path) == "seed004")

        // A reloads after B's save and keeps its own unsaved change; B's arrives.
        try a.set("touchSlop", to: 20)
        let (overrides, kept) = syncA.reloadOverrides(fileNow: try ConfigFile.load(path: path), current: a)
        #expect(kept == ["touchSlop"] && overrides["zoomDistance"] == 90 && overrides["touchSlop"] == 20, "\(overrides)")
        _ = syncB
    }

    /// The design shown is the design named: a save after `]` names album, not the file's seed004.
    @Test func aSaveNamesTheDesignShown() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        let path = folder + "/config.json"
        try Data(#"{"design": "seed004"}"#.utf8).write(to: URL(fileURLWithPath: path))
        try ConfigFile.save(Parameters(catalog: ShippedDesigns.design("album").catalog), design: "album", to: path)
        #expect(try ConfigFile.design(path: path) == "album")
    }

    @Test func partialFilesKeepDefaultsAndBadFieldsAreNamed() throws {
        let partial = try ConfigFile.parse(JSONParser.parse("{\"decelerationRate\": 0.99}"), file: "c.json")
        #expect(partial["decelerationRate"] == 0.99)
        #expect(partial.count == 1)
        // Names and ranges are checked against the design when a session starts.
        let design = ShippedDesigns.design("seed004")
        do {
            _ = try Session.parameters(for: design, overrides: ["decelerationRate": 7], library: ShippedDesigns.library)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("decelerationRate"))
        }
        do {
            _ = try Session.parameters(for: design, overrides: ["warpSpeed": 1], library: ShippedDesigns.library)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("warpSpeed"))
        }
        // A number another shipped design declares is skipped (a config file written for appbar).
        let skipped = try Session.parameters(for: design, overrides: ["expandedHeight": 200], library: ShippedDesigns.library)
        #expect(skipped.value("expandedHeight") == nil)
    }
}

private struct NoCapture: FrameCapturing {
    mutating func capture(_ scene: Scene, to path: String) throws(StretchyError) {}
}

@Suite struct WindowRecorderTests {
    /// A live session driven at irregular times (as the window drives it), recorded; the
    /// recording, loaded as a script and replayed, reaches the same state.
    @Test func recordingReplaysToTheSameTrace() throws {
        let setup = SessionSetup(designName: "seed004", viewport: Size(width: 390, height: 844),
                                 content: ListContent(title: "T", source: .generated(count: 200)),
                                 parameterOverrides: ["decelerationRate": 0.99], photoSizes: [Size(width: 2000, height: 1500)])
        var live = try Session(setup: setup, measurer: WindowTestMeasurer())
        var recorder = Recorder(startMs: 0, designName: "seed004", viewport: setup.viewport, parameters: live.parameters, rows: 200)
        var actions: [(Double, ScriptEvent.Action)] = [(103.37, .down(Point(x: 195, y: 600)))]
        var t = 103.37
        for step in 1...12 { t += 7.9 + Double(step % 3); actions.append((t, .move(Point(x: 195, y: 600 - Double(step) * 25)))) }
        actions.append((t + 5.2, .up(nil)))
        actions.append((t + 400.5, .key(KeyPress(.b))))
        actions.append((t + 700.25, .wheel(dx: 0, dy: 2, precise: false)))
        var frame = 0.0
        for (time, action) in actions {
            while frame + 16.7 < time { frame += 16.7; live.advance(toMs: frame) }
            recorder.record(action, atMs: time)
            _ = live.apply(action, atMs: time)
        }
        let end = t + 2500
        live.advance(toMs: end)

        let temporary = try TemporaryFolder()
        let folder = temporary.path
        let path = folder + "/take.json"
        try FileBytes.writeAtomically(Array(recorder.json(endingAtMs: end).utf8), to: path)
        let script = try ScriptLoader.load(path: path)
        #expect(script.events.count == actions.count)
        // The idle lead-in before the first press is trimmed: every time 103.37 ms earlier.
        let lead = 103.37
        #expect(script.events.first?.timeMs == 0 && abs((script.events.last?.timeMs ?? 0) - (t + 700.25 - lead)) < 1e-9)
        #expect(script.designName == "seed004" && script.rows == 200 && abs((script.durationMs ?? 0) - (end - lead)) < 1e-9)
        #expect(script.parameters["decelerationRate"] == 0.99)

        var replaySetup = setup
        replaySetup.parameterOverrides = script.parameters
        let replaySession = try Session(setup: replaySetup, measurer: WindowTestMeasurer())
        var options = ReplayRunner.Options()
        options.framesPerSecond = 1000 / 16.7
        var runner = ReplayRunner(session: replaySession, script: script, outputFolder: folder + "/out", options: options)
        var capturer = NoCapture()
        let result = try runner.run(capturing: &capturer)
        var check = try Session(setup: replaySetup, measurer: WindowTestMeasurer())
        for event in script.events { _ = check.apply(event.action, atMs: event.timeMs) }
        check.advance(toMs: end - lead)
        let last = try #require(result.records.last)
        // The replay's frames land elsewhere in time; compare the state at the same instant.
        #expect(abs(check.record().offsetY - live.record().offsetY) < 0.01)
        #expect(check.parameters == live.parameters)
        #expect(last.phase == live.record().phase || abs(last.timeMs - (end - lead)) > 0)
        #expect(live.parameters["bounces"] == 0)
    }
}

/// The README's key table and the help sheet name the same keys.
@Suite struct KeyTableReadmeTests {
    @Test func everyHelpSheetKeyIsInTheReadmesTable() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let table = readme.components(separatedBy: "#### Keys").dropFirst().first?.components(separatedBy: "\n\n").dropFirst().first ?? ""
        #expect(table.contains("| `S` |") && table.contains("| `Ctrl+S` |"), "found the table: \(table.prefix(80))")
        for entry in KeyHelp.entries {
            for key in entry.keys.split(separator: " ") where key.count == 1 && key.first!.isLetter {
                #expect(table.contains("| `\(key)` |") || table.contains("`\(key)`"), "key \(key) (\(entry.action)) is missing from README's key table")
            }
        }
        for letter in table.matches(of: /\| `([A-Z])` \|/).map({ String($0.1) }) {
            #expect(KeyHelp.entries.contains { $0.keys.split(separator: " ").contains(Substring(letter)) }, "README's key \(letter) is not on the help sheet")
        }
    }
}

/// The modes that stay visible with the HUD off.
@Suite struct ModeIndicatorTests {
    @Test func recordingSlowMotionKeyboardAndCompareAreNamed() {
        #expect(ModeIndicators.labels(recordingElapsedMs: nil, slowdown: 1, keyboardShown: false, compare: false).isEmpty)
        #expect(ModeIndicators.labels(recordingElapsedMs: 83_400, slowdown: 10, keyboardShown: true, compare: true)
                == ["● REC 1:23", "slow motion ×10", "keyboard", "compare"])
        var scene = Scene(size: Size(width: 390, height: 844))
        ModeIndicators.append(["● REC 0:05", "keyboard"], to: &scene, bottomInset: 34, measurer: FixedAdvanceTextMeasurer())
        let fills = scene.items.compactMap { if case let .fill(rect, _, _, _) = $0 { rect } else { nil } }
        #expect(fills.count == 2 && fills.allSatisfy { $0.maxY <= 844 - 34 - 8 + 0.001 && $0.maxX <= 390 - 8 + 0.001 })
    }
}
