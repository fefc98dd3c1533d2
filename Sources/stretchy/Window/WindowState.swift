import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

/// What `stretchy run`'s window decides, as a value reduced by window events (as
/// `Session.apply(_:atMs:)` is by actions): the phones, their layout, the pacing, the HUD, the
/// overlays, the tuning panel, the take being recorded. Times are arguments (the window's clock,
/// in ms); what touches the display, the renderer or the disk comes back as `WindowEffect`s for
/// the shell (`WindowApp`) to carry out. Tested without a window (`WindowStateTests`).
struct WindowState {
    /// The last Ctrl+Shift+S bake, undoable with Ctrl+Z until `untilMs` (window clock).
    struct BakeUndo: Equatable {
        var path: String
        var baked: DesignBakeFile.Baked
        var untilMs: Double
    }

    var group: SessionGroup
    private(set) var layout: PhoneLayout
    /// The caption strip over compared phones ("A: seed003", …), fixed for the window's life.
    let captions: [String]
    /// Session time = window time − this (moved when recording restarts the sessions at 0).
    var sessionOffsetMs = 0.0
    var pacing: FramePacing
    /// Whether the picture has stopped changing, so the loop sleeps on events (`WindowRest`).
    var rest = WindowRest()
    var running = true
    var minimized = false

    // Overlays.
    /// `H`: off until asked for (issue 48: a first window shows the design, not diagnostics).
    var hudVisible = false
    /// The line of keys a new window shows until the first key or drag.
    var keyHint = KeyHint()
    /// `T`: the touch indicator, on every phone and in screenshots.
    var touchesVisible = false
    /// Each phone's HUD text.
    var hudLines: [[String]]
    var hudClock = HUDRefreshClock()
    var overlays = TransientOverlays()
    /// The tuning panel beside the phone (Tab), and its last design check.
    var panel = ParameterPanel()
    /// Beside the phones, or over their right part when the window cannot widen (`PanelPlacement`).
    var panelPlacement = PanelPlacement.beside
    var panelWarning: String?
    var panelCheckedSnapshot: TuningSnapshot?

    // Files and recording.
    /// S: the label of the screenshot the next frame takes (the shell dates it when it saves).
    var pendingScreenshot: String?
    var recorder: Recorder?
    /// Takes stopped but not yet on disk (every folder failed): written again at the next stop and at quit.
    var unsavedTakes: [Take] = []
    var pendingBakeUndo: BakeUndo?
    /// The window's title as last set.
    private(set) var title = ""

    /// `baseDesign`: the design named in the options (the captions of compared phones start from it).
    init(group: SessionGroup, baseDesign: String, pacing: FramePacing) {
        self.group = group
        layout = PhoneLayout(viewport: group.viewport, count: group.count)
        captions = group.captions(baseDesign: baseDesign)
        hudLines = Array(repeating: [], count: group.count)
        self.pacing = pacing
    }

    /// The phones' time at window time `nowMs`.
    func sessionMs(atMs nowMs: Double) -> Double { nowMs - sessionOffsetMs }

    // MARK: Events

    /// One window event at `nowMs` (the window's clock when it was polled). The panel, when open,
    /// takes what falls on it (picture points); the rest goes to the phones at their local point.
    mutating func reduce(_ event: WindowEvent, atMs nowMs: Double, context: WindowContext) -> [WindowEffect] {
        var effects: [WindowEffect] = []
        keyHint.observe(event)
        handle(event, atMs: nowMs, context: context, effects: &effects)
        if let retitle = retitled() { effects.append(retitle) }
        return effects
    }

    private mutating func handle(_ event: WindowEvent, atMs nowMs: Double, context: WindowContext, effects: inout [WindowEffect]) {
        switch event {
        case let .input(.pointerDown(point)): route(.down(point), .down(phonePoint(point)), atMs: nowMs, context, &effects)
        case let .input(.pointerMove(point)): route(.move(point), .move(phonePoint(point)), atMs: nowMs, context, &effects)
        case let .input(.pointerUp(point)): route(.up(point), .up(phonePoint(point)), atMs: nowMs, context, &effects)
        case .input(.pointerCancel): route(.cancel, .cancel, atMs: nowMs, context, &effects)
        case let .input(.wheel(_, dy, _)) where overlays.helpVisible:
            overlays.help.scroll(by: dy * HelpSheet.lineScroll, size: pictureSize, measurer: context.measurer)
        case let .input(.wheel(dx, dy, precise)): route(.wheel(dx: dx, dy: dy, precise: precise), nil, atMs: nowMs, context, &effects)
        case let .input(.zoom(factor, anchor)): send(.zoom(factor: factor, anchor: phonePoint(anchor)), atMs: nowMs, &effects)
        case let .key(press, isRepeat):
            if isRepeat, !KeyBindings.repeats(press) { return }
            if press.key == .escape, !press.control {
                if !isRepeat { closeTopmost(&effects) }
                return
            }
            if overlays.helpVisible, overlays.help.handle(press, size: pictureSize, measurer: context.measurer) { return }
            if !isRepeat, undoBake(press, atMs: nowMs, &effects) { return }
            route(.key(press), nil, atMs: nowMs, context, &effects)
        case let .resized(asked):
            // The window's pixels are capped as a replay's frame is: window-sized buffers stay bounded.
            let size = FrameBudget.fitting(asked, scale: context.pixelsPerPoint)
            if size != asked { effects.append(.setSize(size)) }
            send(.resize(PhoneLayout.viewport(fitting: phonesSize(ofWindow: size), count: group.count)), atMs: nowMs, &effects)
        case let .minimized(isMinimized): minimized = isMinimized
        case let .renderReset(reset): effects.append(.recoverRenderer(reset))
        case .quit: running = false
        }
    }

    /// Esc: the help, else the value being typed, else the panel, else the window (`EscapeTarget`).
    private mutating func closeTopmost(_ effects: inout [WindowEffect]) {
        switch EscapeTarget.topmost(helpVisible: overlays.helpVisible, panel: panel) {
        case .help: overlays.helpVisible = false
        case .valueField: panel.cancelEntry()
        case .panel: setPanel(open: false, area: { nil }, &effects)
        case .window: running = false
        }
    }

    /// `action` to the panel when it takes it, else to the phones as `phoneAction` (the same
    /// action in the phone's local coordinates; nil: unchanged).
    private mutating func route(_ action: ScriptEvent.Action, _ phoneAction: ScriptEvent.Action?, atMs nowMs: Double,
                                _ context: WindowContext, _ effects: inout [WindowEffect]) {
        if panelTakes(action, atMs: nowMs, context, &effects) { return }
        send(phoneAction ?? action, atMs: nowMs, &effects)
    }

    /// A point of the picture in the local coordinates of the phone under it: every phone takes
    /// the same local point (one drag drives them all).
    func phonePoint(_ picturePoint: Point) -> Point { layout.localPoint(picturePoint).point }

    /// Applies `action` to every phone at their time, records it when recording, and carries out
    /// what the sessions ask of the shell.
    mutating func send(_ action: ScriptEvent.Action, atMs nowMs: Double, _ effects: inout [WindowEffect]) {
        // The sessions' clock already stands at the last frame's presentation time, a little ahead
        // of `nowMs`, and applies earlier input at its own time: record the time it really used,
        // so a replay applies the input at the same moment and draws the same frames.
        let time = max(sessionMs(atMs: nowMs), group.timeMs)
        if recorder != nil, KeyBindings.isRecorded(action) { recorder?.record(action, atMs: time) }
        let sessionEffects = group.apply(action, atMs: time)
        if case .resize = action { layout = PhoneLayout(viewport: group.viewport, count: group.count) }
        for effect in sessionEffects { perform(effect, atMs: nowMs, &effects) }
    }

    private mutating func perform(_ effect: SessionEffect, atMs nowMs: Double, _ effects: inout [WindowEffect]) {
        switch effect {
        case .screenshot: pendingScreenshot = group.screenshotLabel
        case .toggleHUD: hudVisible.toggle()
        case .toggleHelp: overlays.helpVisible.toggle()
        case .toggleTouches:
            touchesVisible.toggle()
            showToast("show touches \(ParameterSpec.onOff(touchesVisible))", atMs: nowMs)
        case .toggleRecording: effects.append(recorder == nil ? .startRecording : .writeTakes(endTakes(atMs: nowMs)))
        case .saveConfiguration: effects.append(.saveConfiguration)
        case .bakeIntoDesign: effects.append(.bakeIntoDesign)
        case .exportCode: effects.append(.exportCode)
        case .quit:
            if overlays.helpVisible { overlays.helpVisible = false } else { running = false }
        case let .toast(text): showToast(text, atMs: nowMs)
        }
    }

    /// The title to set when the phones' title changed since it was last set (nil: unchanged).
    mutating func retitled() -> WindowEffect? {
        let now = group.title
        guard now != title else { return nil }
        title = now
        return .setTitle(now)
    }

    mutating func showToast(_ text: String, atMs nowMs: Double) {
        overlays.showToast(text, atMs: nowMs)
    }

    // MARK: Bake

    /// How long the bake's toast (and its undo) lasts: long enough to read the change and press Ctrl+Z.
    static let bakeUndoMs = 6000.0

    /// Ctrl+Z while the bake's toast shows: the undo for the shell. True when the press was taken
    /// (the session's own undo then does not run).
    private mutating func undoBake(_ press: KeyPress, atMs nowMs: Double, _ effects: inout [WindowEffect]) -> Bool {
        guard let pending = pendingBakeUndo, press.key == .z, press.control, !press.shift else { return false }
        pendingBakeUndo = nil
        guard nowMs <= pending.untilMs else { return false }
        effects.append(.undoBake(pending))
        return true
    }
}
