import HeaderKit
import ScrollCore
import StretchyKit

/// A frame of the window, at times given by the shell: the phones advanced to when it will be on
/// screen, the picture composed with the HUD and the overlays, the pacing told when it was presented.
extension WindowState {
    /// A frame starts at `startMs`: the phones move to its presentation time.
    mutating func beginFrame(atMs startMs: Double) {
        group.advance(toMs: pacing.presentationMs(frameStartMs: startMs) - sessionOffsetMs)
    }

    /// The frame started at `start` began presenting at `presentStart` and ended at `end`.
    mutating func framePresented(start: Double, presentStart: Double, end: Double) {
        pacing.record(frameStart: start, presentStart: presentStart, end: end)
        hudClock.frameDrawn()
    }

    /// The picture at `nowMs`: the phones with their HUDs (refreshed when due), the mode pills, the
    /// panel and the transient overlays. `rendererName` goes into the HUD.
    mutating func draw(into scene: inout Scene, phoneScenes: inout [Scene], atMs nowMs: Double, rendererName: String,
                       measurer: any TextMeasuring) {
        if hudVisible, hudClock.isDue(atMs: nowMs) { updateHUDLines(atMs: nowMs, rendererName: rendererName) }
        // Every few frames the picture is kept to tell whether it still changes (`WindowRest`).
        let samples = rest.wantsSample(atMs: nowMs)
        var bare: [Scene] = []
        composePicture(into: &scene, phoneScenes: &phoneScenes, withHUD: hudVisible, measurer: measurer) { if samples { bare.append($0) } }
        let overlaysStart = scene.packedItems.count
        appendOverlays(to: &scene, atMs: nowMs, measurer: measurer)
        guard samples else { return }
        let overlays = (overlaysStart..<scene.packedItems.count).map(scene.item)
        rest.frameDrawn(phones: bare, overlays: overlays, atMs: nowMs, busy: recorder != nil)
    }

    /// Every phone into `scene` (laid out with their captions when compared), each with its HUD
    /// panel when `withHUD`; `bare` sees each phone's picture before its HUD (`WindowRest`).
    func composePicture(into scene: inout Scene, phoneScenes: inout [Scene], withHUD: Bool, measurer: any TextMeasuring,
                        bare: (Scene) -> Void = { _ in }) {
        let hudLines = hudLines, frameIntervals = pacing.frameIntervals, intervalMs = pacing.intervalMs
        let bannerHeight = bannerHeight(measurer: measurer)
        group.compose(into: &scene, phones: &phoneScenes, layout: layout, captions: captions,
                      showingTouches: touchesVisible) { phone, phoneScene in
            bare(phoneScene)
            guard withHUD else { return }
            HUDScene.appendHUD(to: &phoneScene, lines: hudLines[phone], frameTimes: frameIntervals, targetMs: intervalMs,
                               bottomInset: bannerHeight)
        }
    }

    /// The window's picture: the phones, and the panel when it widens the window.
    var pictureSize: Size {
        Size(width: panel.isOpen ? panelPlacement.windowWidth(phonesWidth: layout.size.width) : layout.size.width,
             height: layout.size.height)
    }

    /// The part of the picture the phones show uncovered by the panel (toasts and pills centre there).
    var uncoveredPhonesWidth: Double {
        panel.isOpen ? panelPlacement.uncoveredWidth(phonesWidth: layout.size.width) : layout.size.width
    }

    /// The error banner's height across the window (the HUD and the pills sit above it).
    func bannerHeight(measurer: any TextMeasuring) -> Double {
        HUDScene.bannerHeight(overlays.bannerText, in: pictureSize, measurer: measurer)
    }

    /// Each phone's HUD panel in picture points (the pills keep off them).
    func hudFrames(bannerHeight inset: Double) -> [Rect] {
        guard hudVisible else { return [] }
        return group.indices.map { phone in
            let origin = layout.frame(of: phone)
            let frame = HUDScene.panelFrame(lineCount: hudLines[phone].count, in: layout.viewport, bottomInset: inset)
            return Rect(x: origin.minX + frame.minX, y: origin.minY + frame.minY, width: frame.width, height: frame.height)
        }
    }

    /// The mode pills (over the single phone's home indicator, or the picture's corner) and the
    /// transient overlays, across the whole picture.
    mutating func appendOverlays(to scene: inout Scene, atMs nowMs: Double, measurer: any TextMeasuring) {
        let first = group[0]
        let modes = ModeIndicators.labels(recordingElapsedMs: recorder.map { first.timeMs - $0.startMs },
                                          slowdown: first.parameters[PhysicsParameter.animationSlowdown],
                                          keyboardShown: first.isKeyboardShown, compare: group.isComparison)
        let bannerHeight = bannerHeight(measurer: measurer)
        let bottomInset = (group.isComparison ? 0 : first.safeArea.bottom) + bannerHeight
        ModeIndicators.append(modes, to: &scene, bottomInset: bottomInset, right: uncoveredPhonesWidth,
                              avoiding: hudFrames(bannerHeight: bannerHeight), measurer: measurer)
        keyHint.append(to: &scene, width: uncoveredPhonesWidth, bottomInset: bottomInset, measurer: measurer)
        // The HUD and the pills belong to the phones; the panel goes beside them, under the help,
        // toasts and banners, which span the window (the toast is centred on the phones).
        appendPanel(to: &scene)
        overlays.append(to: &scene, nowMs: nowMs, toastWidth: uncoveredPhonesWidth, measurer: measurer)
    }

    mutating func updateHUDLines(atMs nowMs: Double, rendererName: String) {
        hudClock.restart(atMs: nowMs)
        for phone in group.indices {
            let session = group[phone]
            let inputs = HUDText.Inputs(
                selectedParameter: session.selectedParameterDescription, designName: group.hudName(phone), record: session.record(),
                framesPerSecond: hudClock.measuredFPS, frameP50Ms: pacing.frameIntervals.percentile(0.5),
                frameP99Ms: pacing.frameIntervals.percentile(0.99), drawP50Ms: pacing.workTimes.percentile(0.5),
                rendererName: "\(rendererName), \(pacing.name)",
                recordingSeconds: recorder.map { (sessionMs(atMs: nowMs) - $0.startMs) / 1000 })
            let lines = HUDText.lines(inputs)
            // Keep the old strings where nothing changed (the text cache then hashes, never redraws).
            if lines != hudLines[phone] { hudLines[phone] = lines }
        }
    }
}
