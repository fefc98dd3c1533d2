import HeaderKit
import ScrollCore
import Stage
@testable import stretchy
@testable import StretchyFiles
import StretchyKit
import Testing

/// The window's decisions as a value (`WindowState`), tested as the core is: no window, no SDL, no
/// clock — each event reduced at a time the test gives, its effects compared with what the window
/// must be asked to do.
@Suite struct WindowStateTests {
    static let phone = Size(width: 390, height: 844)
    /// A 1280 × 1024 display, as the Xvfb of the window tests.
    static let display = Rect(x: 0, y: 0, width: 1280, height: 1024)

    func window(fps: Double = 60) throws -> WindowState {
        let setup = SessionSetup(designName: "seed003", viewport: Self.phone,
                                 content: ListContent(title: "T", source: .generated(count: 200)),
                                 parameterOverrides: [:], photoSizes: [Size(width: 1680, height: 1050)])
        let group = SessionGroup(try Session(setup: setup, measurer: FixedAdvanceTextMeasurer()))
        var state = WindowState(group: group, baseDesign: "seed003", pacing: FramePacing(framesPerSecond: fps, vsync: false))
        #expect(state.retitled() == .setTitle("Stretchy — seed003"), "the shell sets the first title")
        return state
    }

    func context(display: Rect? = Self.display) -> WindowContext {
        WindowContext(measurer: FixedAdvanceTextMeasurer(), pixelsPerPoint: 1, usableDisplayArea: { display })
    }

    func key(_ text: String, repeat isRepeat: Bool = false) throws -> WindowEvent {
        .key(try #require(KeyPress(parsing: text), "key \(text)"), isRepeat: isRepeat)
    }

    @Test func tabWidensTheWindowByThePanelAndEscClosesPanelThenWindow() throws {
        var state = try window()
        let wide = Self.phone.width + PanelLayout.width
        #expect(state.reduce(try key("tab"), atMs: 0, context: context())
                == [.setSize(Size(width: wide, height: 844)), .keepWithin(Self.display, width: wide)])
        #expect(state.panel.isOpen && state.pictureSize == Size(width: wide, height: 844))
        // The window manager's answer: the phones keep their own width.
        #expect(state.reduce(.resized(Size(width: wide, height: 844)), atMs: 10, context: context()).isEmpty)
        #expect(state.group.viewport == Self.phone)
        #expect(state.reduce(try key("escape"), atMs: 20, context: context()) == [.setSize(Self.phone)])
        #expect(!state.panel.isOpen && state.running)
        #expect(state.reduce(try key("escape"), atMs: 30, context: context()).isEmpty)
        #expect(!state.running, "Esc with nothing open closes the window")
    }

    /// A display narrower than phone + panel: the panel covers the phone's right part, the window keeps its size.
    @Test func onANarrowDisplayThePanelGoesOverThePhone() throws {
        var state = try window()
        let narrow = Rect(x: 0, y: 0, width: Self.phone.width + PanelLayout.width - 1, height: 1024)
        #expect(state.reduce(try key("tab"), atMs: 0, context: context(display: narrow)).isEmpty)
        #expect(state.panel.isOpen && state.panelPlacement != .beside && state.pictureSize == Self.phone)
        #expect(state.reduce(try key("escape"), atMs: 10, context: context()).isEmpty, "closing asks for no size either")
    }

    /// A window dragged past the frame limit asks for the capped size: 8000² pt at 1 px/pt is
    /// 64 Mpx; the limit is 32 Mi px, so each side × √(2²⁵ / 6.4·10⁷) = 5792.6 → 5792.
    @Test func aResizePastTheFrameLimitAsksForTheCappedSize() throws {
        var state = try window()
        let effects = state.reduce(.resized(Size(width: 8000, height: 8000)), atMs: 0, context: context())
        #expect(effects == [.setSize(Size(width: 5792, height: 5792))])
        #expect(state.group.viewport == Size(width: 5792, height: 5792) && state.layout.size == Size(width: 5792, height: 5792))
    }

    /// A recorder as the shell builds it when R's folder and restart went well.
    func recorder(_ state: WindowState) -> Recorder {
        Recorder(startMs: 0, designName: "seed003", viewport: Self.phone, parameters: state.group[0].parameters)
    }

    @Test func rStartsAndStopsATakeAndInputIsRecordedAtTheSessionsTime() throws {
        var state = try window()
        #expect(state.reduce(try key("r"), atMs: 100, context: context()) == [.startRecording])
        // The shell prepared the folder and restarted the phones: the take starts now.
        #expect(state.reduce(.recordingStarted(recorder(state), note: "from rest"), atMs: 100) == [.releaseDrag])
        #expect(state.sessionOffsetMs == 100 && state.overlays.toastText == "recording — from rest; R stops")
        _ = state.reduce(.input(.pointerDown(Point(x: 200, y: 400))), atMs: 350, context: context())
        _ = state.reduce(.input(.pointerUp(Point(x: 200, y: 400))), atMs: 400, context: context())
        let take = try #require(state.recorder)
        #expect(take.script.events.map(\.timeMs) == [250, 300], "window time − the take's start")
        // R again: the take, ending at session time 500 − 100, is handed over to be written.
        let written = WindowState.Take(text: take.json(endingAtMs: 400), eventCount: 2)
        #expect(state.reduce(try key("r"), atMs: 500, context: context()) == [.writeTakes([written])])
        #expect(state.recorder == nil && state.unsavedTakes.isEmpty)
        #expect(state.reduce(.takeSaved(written, path: "/rec/take.json", firstFolderFailure: nil), atMs: 510).isEmpty)
        #expect(state.overlays.toastText == "recorded 2 events → /rec/take.json")
    }

    /// R into a folder that cannot take files: refused with a stderr line and a toast; R again tries again.
    @Test func aRefusedStartSaysWhyAndRecordsNothing() throws {
        var state = try window()
        _ = state.reduce(try key("r"), atMs: 100, context: context())
        let message = "cannot start recording: /rec is not a folder"
        #expect(state.reduce(.recordingRefused(reason: "/rec is not a folder"), atMs: 100) == [.stderrLine(message)])
        #expect(state.recorder == nil && state.sessionOffsetMs == 0 && state.overlays.toastText == message)
        #expect(state.reduce(try key("r"), atMs: 200, context: context()) == [.startRecording])
    }

    /// A take no folder takes is kept and written again with the next one, and at quit; one
    /// written elsewhere than --record-dir says where and why.
    @Test func anUnsavedTakeIsKeptAndWrittenAgainAtTheNextStopAndAtQuit() throws {
        var state = try window()
        _ = state.reduce(.recordingStarted(recorder(state), note: "n"), atMs: 0)
        guard case let .writeTakes(first)? = state.reduce(try key("r"), atMs: 1000, context: context()).first else {
            Issue.record("R did not hand over the take"); return
        }
        let take = try #require(first.first)
        #expect(state.reduce(.takeNotSaved(take, reason: "disk full"), atMs: 1010)
                == [.stderrLine("recording not saved yet (kept, tried again at the next R and at quit): disk full")])
        #expect(state.unsavedTakes == [take])
        _ = state.reduce(.recordingStarted(recorder(state), note: "n"), atMs: 2000)
        guard case let .writeTakes(both)? = state.reduce(try key("r"), atMs: 3000, context: context()).first else {
            Issue.record("R did not hand over the takes"); return
        }
        #expect(both.count == 2 && both.first == take, "the kept take first, then the new one")
        #expect(state.reduce(.takeSaved(take, path: "/tmp/stretchy-takes/t.json", firstFolderFailure: "/rec: read-only"), atMs: 3010)
                == [.stderrLine("recording saved to /tmp/stretchy-takes/t.json instead: /rec: read-only")])
        _ = state.reduce(.takeNotSaved(take, reason: "disk full"), atMs: 3020)
        #expect(state.endTakes(atMs: 4000) == [take], "quit writes what is still kept")
        #expect(state.endTakes(atMs: 4000).isEmpty)
    }

    /// What the outcomes of Ctrl+S, S, E and the bake show: a toast, and a stderr line with it for a problem.
    @Test func fileOutcomesBecomeToastsAndStderrLines() throws {
        var state = try window()
        #expect(state.reduce(.configSaved(path: "stretchy.json"), atMs: 0).isEmpty)
        #expect(state.overlays.toastText == "parameters saved to stretchy.json")
        #expect(state.reduce(.configNotSaved(reason: "stretchy.json is a link"), atMs: 10)
                == [.stderrLine("parameters not saved: stretchy.json is a link")])
        #expect(state.overlays.toastText == "parameters not saved: stretchy.json is a link")
        #expect(state.reduce(.screenshotNotSaved("screenshot not saved: disk full"), atMs: 20)
                == [.stderrLine("screenshot not saved: disk full")])
        #expect(state.reduce(.codeExported(folder: "shots", paths: ["shots/a.swift", "shots/a.kt"]), atMs: 30)
                == [.stderrLine("code export → shots/a.swift, shots/a.kt")])
        #expect(state.overlays.toastText == "code for UIKit, SwiftUI, Compose and Flutter in shots/")
        #expect(state.reduce(.codeNotExported(reason: "shots is a file"), atMs: 40) == [.stderrLine("code not exported: shots is a file")])
        // Ctrl+Shift+S and its Ctrl+Z.
        #expect(state.reduce(.bakeRefused(reason: "'seed003' is a shipped design"), atMs: 50)
                == [.stderrLine("design not changed: 'seed003' is a shipped design")])
        #expect(state.overlays.toastText == "design not changed: 'seed003' is a shipped design")
        #expect(state.reduce(.bakeChangedNothing(file: "/d/mine.json"), atMs: 60).isEmpty)
        #expect(state.overlays.toastText == "/d/mine.json: no default changed (the tuned values are its defaults already)")
        #expect(state.reduce(.bakeUndone(path: "/d/mine.json"), atMs: 70) == [.stderrLine("restored /d/mine.json (bake undone)")])
        #expect(state.overlays.toastText == "mine.json restored (bake undone)")
        #expect(state.reduce(.bakeNotUndone(reason: "/d is read-only"), atMs: 80) == [.stderrLine("bake not undone: /d is read-only")])
    }

    @Test func fileKeysBecomeEffects() throws {
        var state = try window()
        #expect(state.reduce(try key("ctrl+s"), atMs: 0, context: context()) == [.saveConfiguration])
        #expect(state.reduce(try key("ctrl+shift+s"), atMs: 0, context: context()) == [.bakeIntoDesign])
        #expect(state.reduce(try key("e"), atMs: 0, context: context()) == [.exportCode])
        #expect(state.reduce(try key("s"), atMs: 0, context: context()).isEmpty)
        #expect(state.pendingScreenshot == "seed003", "S: the next frame takes the screenshot")
    }

    /// Ctrl+Z undoes the bake while its toast shows (6 s), once; later it is the session's undo.
    @Test func ctrlZUndoesTheBakeOnlyWhileItsToastShows() throws {
        let baked = DesignBakeFile.Baked(result: DesignBake.Result(bytes: [1], changes: [], kept: []), previous: [0], designName: "mine")
        for (pressMs, undone) in [(7000.0, true), (7000.5, false)] {
            var state = try window()
            #expect(state.reduce(.baked(baked, file: "/tmp/mine.json"), atMs: 1000) == [.stderrLine("baked into /tmp/mine.json: \(baked.changesText)")])
            #expect(state.overlays.toastText?.hasPrefix("baked into mine.json") == true)
            let undo = WindowState.BakeUndo(path: "/tmp/mine.json", baked: baked, untilMs: 7000)
            #expect(state.reduce(try key("ctrl+z"), atMs: pressMs, context: context()) == (undone ? [.undoBake(undo)] : []))
            #expect(!state.reduce(try key("ctrl+z"), atMs: pressMs, context: context()).contains(.undoBake(undo)), "once")
        }
    }

    /// A toast shows for 1.5 s of window time, whatever the frame rate.
    @Test func aToastLastsItsTimeAtAnyFrameRate() throws {
        for fps in [20.0, 60, 120] {
            var state = try window(fps: fps)
            _ = state.reduce(try key("t"), atMs: 1000, context: context())
            #expect(state.touchesVisible && state.overlays.toastText == "show touches on")
            var scene = Scene(size: Self.phone), phones: [Scene] = []
            var showing: [Double] = []
            for frame in 0...Int(2 * fps) {
                let nowMs = 1000 + Double(frame) * 1000 / fps
                state.beginFrame(atMs: nowMs)
                state.draw(into: &scene, phoneScenes: &phones, atMs: nowMs, rendererName: "test", measurer: FixedAdvanceTextMeasurer())
                if state.overlays.toastText != nil { showing.append(nowMs) }
            }
            // Frames 0 ..< 1.5 s × fps start before the toast is over.
            #expect(showing.first == 1000 && showing.count == Int(1.5 * fps), "\(fps) fps: \(showing.count) frames")
        }
    }

    /// The phones advance to the frame's presentation time on their own clock: the timer's first
    /// frame is presented after the starting work estimate (2 ms), minus the take's offset.
    @Test func aFrameAdvancesThePhonesToItsPresentationTime() throws {
        var state = try window()
        state.pacing.restart(atMs: 1000)
        state.sessionOffsetMs = 400
        state.beginFrame(atMs: 1000)
        #expect(state.group.timeMs == 602)
        state.framePresented(start: 1000, presentStart: 1003, end: 1004)
        state.beginFrame(atMs: 1010)
        // The next deadline (one interval on) plus the estimate smoothed toward the 4 ms of work: 2 × 0.9 + 4 × 0.1.
        #expect(abs(state.group.timeMs - (1000 + 1000 / 60.0 + 2.2 - 400)) < 1e-9)
    }

    /// Help open: Esc and Q close it, not the window; the wheel scrolls it, not the phones.
    @Test func theHelpTakesEscQAndTheWheel() throws {
        var state = try window(), without = try window()
        _ = state.reduce(try key("f1"), atMs: 0, context: context())
        #expect(state.overlays.helpVisible)
        let restingOffset = state.group[0].record().offsetY
        for var phones in [state, without] {
            _ = phones.reduce(.input(.wheel(dx: 0, dy: 3, precise: false)), atMs: 10, context: context())
            phones.beginFrame(atMs: 300)
            let moved = phones.group[0].record().offsetY != restingOffset
            #expect(moved == !phones.overlays.helpVisible, "the wheel scrolls the phone only without the help")
        }
        _ = state.reduce(try key("q"), atMs: 20, context: context())
        #expect(!state.overlays.helpVisible && state.running)
        _ = state.reduce(try key("f1"), atMs: 30, context: context())
        _ = state.reduce(try key("escape"), atMs: 40, context: context())
        #expect(!state.overlays.helpVisible && state.running)
        _ = state.reduce(.quit, atMs: 50, context: context())
        #expect(!state.running)
    }
}
