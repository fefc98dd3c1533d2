import HeaderKit
import ScrollCore

/// The window's overlays as `Scene` items, appended after the session's own: the HUD panel (text
/// lines and a frame-time graph), the help sheet, a toast and the screenshot flash. Pure: the
/// window draws what this builds, and tests read it.
public enum HUDScene {
    public static let margin = 8.0
    public static let panelWidth = 236.0
    public static let lineHeight = 14.0
    public static let textStyle = TextStyle(size: 11, color: Color(255, 255, 255))
    public static let panelColor = Color(16, 16, 18, 222)
    public static let graphHeight = 40.0
    public static let graphBars = 180

    /// The HUD's panel frame for `lineCount` lines in a scene of `size` (bottom-left corner),
    /// `bottomInset` points higher (above the window's error banner).
    public static func panelFrame(lineCount: Int, in size: Size, bottomInset: Double = 0) -> Rect {
        let height = 8 + Double(lineCount) * lineHeight + 6 + graphHeight + 8
        let width = min(panelWidth, max(0, size.width - 2 * margin))
        return Rect(x: margin, y: max(margin, size.height - margin - height - 24 - bottomInset), width: width, height: height)
    }

    /// The HUD panel: `lines` of text, then bars of the recent frame times against `targetMs`
    /// (green within the frame budget, amber past it, red past twice it) and a budget line.
    public static func appendHUD(to scene: inout Scene, lines: [String], frameTimes: FrameTimeHistory, targetMs: Double,
                                 bottomInset: Double = 0) {
        let panel = panelFrame(lineCount: lines.count, in: scene.size, bottomInset: bottomInset)
        guard panel.width > 0 else { return }
        scene.append(.fill(panel, panelColor, cornerRadius: 8, clip: nil))
        for (index, line) in lines.enumerated() {
            let frame = Rect(x: panel.minX + 8, y: panel.minY + 8 + Double(index) * lineHeight,
                             width: panel.width - 16, height: lineHeight)
            scene.append(.text(line, style: textStyle, frame: frame, alignment: .leading, lineBreak: .none, alpha: 1, clip: panel))
        }
        let graph = Rect(x: panel.minX + 8, y: panel.maxY - 8 - graphHeight, width: panel.width - 16, height: graphHeight)
        appendGraph(to: &scene, in: graph, frameTimes: frameTimes, targetMs: targetMs, clip: panel)
    }

    /// One bar per slot of `graph`; when there are more samples than slots each bar shows the
    /// worst of its samples (a dropped frame must not vanish). Full height is 3× the budget.
    static func appendGraph(to scene: inout Scene, in graph: Rect, frameTimes: FrameTimeHistory, targetMs: Double, clip: Rect) {
        scene.append(.fill(graph, Color(255, 255, 255, 28), cornerRadius: 0, clip: clip))
        let ceiling = max(1, targetMs * 3)
        let count = frameTimes.count
        let slots = min(graphBars, max(1, count))
        let slotWidth = graph.width / Double(graphBars)
        if count > 0 {
            for slot in 0..<slots {
                let first = slot * count / slots, last = max(first + 1, (slot + 1) * count / slots)
                var worst = 0.0
                for index in first..<last { worst = max(worst, frameTimes.sample(at: index)) }
                let height = min(1, worst / ceiling) * graph.height
                let color = worst > targetMs * 2 ? Color(255, 69, 58) : (worst > targetMs * 1.25 ? Color(255, 179, 64) : Color(48, 209, 88))
                let x = graph.maxX - Double(slots - slot) * slotWidth
                scene.append(.fill(Rect(x: x, y: graph.maxY - height, width: max(0.5, slotWidth - 0.25), height: height),
                                   color, cornerRadius: 0, clip: clip))
            }
        }
        let budgetY = graph.maxY - graph.height / 3
        scene.append(.fill(Rect(x: graph.minX, y: budgetY, width: graph.width, height: 1), Color(255, 255, 255, 150),
                           cornerRadius: 0, clip: clip))
    }

    public static let toastStyle = TextStyle(size: 13, weight: .bold, color: .white)

    /// A rounded pill near the top with `text` (wrapped to the width), faded by `alpha`, centred
    /// on the first `width` points of the picture (the phones, not the panel beside or over them).
    public static func appendToast(_ text: String, alpha: Double, to scene: inout Scene, width: Double? = nil,
                                   measurer: any TextMeasuring) {
        guard alpha > 0, !text.isEmpty else { return }
        let size = Size(width: min(scene.size.width, width ?? scene.size.width), height: scene.size.height)
        let maximumWidth = max(1, size.width - 2 * margin - 24)
        let measured = measurer.measure(text, style: toastStyle, width: maximumWidth)
        let width = min(maximumWidth, measured.width) + 24, height = measured.height + 14
        let frame = Rect(x: (size.width - width) / 2, y: min(60, max(0, size.height - height)), width: width, height: height)
        scene.append(.fill(frame, Color(28, 28, 30, UInt8((220 * min(1, alpha)).rounded())), cornerRadius: min(16, height / 2), clip: nil))
        scene.append(.text(text, style: toastStyle, frame: Rect(x: frame.minX + 12, y: frame.minY + 7, width: width - 24, height: measured.height),
                           alignment: .center, lineBreak: .wrap, alpha: alpha, clip: nil))
    }

    /// A problem that stays until it is fixed (an invalid design file saved while the window
    /// runs): a red strip across the bottom, wrapped to the width.
    public static func appendBanner(_ text: String, to scene: inout Scene, measurer: any TextMeasuring) {
        guard !text.isEmpty else { return }
        let size = scene.size
        let width = max(1, size.width - 24)
        let height = bannerHeight(text, in: size, measurer: measurer)
        let frame = Rect(x: 0, y: max(0, size.height - height), width: size.width, height: height)
        scene.append(.fill(frame, Color(190, 30, 45, 235), cornerRadius: 0, clip: nil))
        scene.append(.text(text, style: toastStyle, frame: Rect(x: 12, y: frame.minY + 8, width: width, height: height - 16),
                           alignment: .leading, lineBreak: .wrap, alpha: 1, clip: frame))
    }

    /// How tall the banner for `text` is across a picture of `size` (0 without one): the HUD and
    /// the mode pills go above it.
    public static func bannerHeight(_ text: String?, in size: Size, measurer: any TextMeasuring) -> Double {
        guard let text, !text.isEmpty else { return 0 }
        return min(size.height, measurer.measure(text, style: toastStyle, width: max(1, size.width - 24)).height + 16)
    }

    /// The screenshot flash: white over everything, `alpha` fading from 1 to 0.
    public static func appendFlash(alpha: Double, to scene: inout Scene) {
        guard alpha > 0 else { return }
        let a = UInt8((min(1, alpha) * 255).rounded())
        scene.append(.fill(Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height), Color(255, 255, 255, a),
                           cornerRadius: 0, clip: nil))
    }
}

/// The HUD's text, rebuilt at most ~10× a second so changing numbers do not thrash the text cache.
public enum HUDText {
    public struct Inputs: Sendable {
        public var selectedParameter: String
        public var designName: String
        public var record: FrameRecord
        public var framesPerSecond: Double
        public var frameP50Ms: Double
        public var frameP99Ms: Double
        public var drawP50Ms: Double
        public var rendererName: String
        public var recordingSeconds: Double?

        public init(selectedParameter: String, designName: String, record: FrameRecord, framesPerSecond: Double,
                    frameP50Ms: Double, frameP99Ms: Double, drawP50Ms: Double, rendererName: String,
                    recordingSeconds: Double?) {
            self.selectedParameter = selectedParameter; self.designName = designName; self.record = record
            self.framesPerSecond = framesPerSecond; self.frameP50Ms = frameP50Ms; self.frameP99Ms = frameP99Ms
            self.drawP50Ms = drawP50Ms; self.rendererName = rendererName; self.recordingSeconds = recordingSeconds
        }
    }

    public static func lines(_ inputs: Inputs) -> [String] {
        let r = inputs.record
        var lines = [
            "▸ \(inputs.selectedParameter)",
            "design \(inputs.designName)",
            "offset_y \(fixed(r.offsetY, 1))  v \(fixed(r.velocityY, 0)) pt/s",
            "phase \(r.phase.rawValue)  stretch \(fixed(r.stretchFactor, 2))",
            "fps \(fixed(inputs.framesPerSecond, 0))  frame p50 \(fixed(inputs.frameP50Ms, 1)) p99 \(fixed(inputs.frameP99Ms, 1)) ms",
            "draw p50 \(fixed(inputs.drawP50Ms, 2)) ms  \(inputs.rendererName)",
        ]
        if let seconds = inputs.recordingSeconds { lines.append("● REC \(fixed(seconds, 1)) s") }
        return lines
    }

    /// `value` with `digits` decimals (no locale, no "-0").
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let negative = value < 0 && scaled > 0
        let whole = Int64(scaled / scale)
        var text = String(whole)
        if digits > 0 {
            var fraction = String(Int64(scaled - Double(whole) * scale))
            while fraction.count < digits { fraction = "0" + fraction }
            text += "." + fraction
        }
        return (negative ? "-" : "") + text
    }
}

/// The help sheet's lines (and `run --help`'s), from the key table (`KeyBindings`).
public enum KeyHelp {
    public struct Entry: Equatable, Sendable {
        public var keys: String
        public var action: String
    }

    public static let entries: [Entry] = KeyBindings.table.map { Entry(keys: $0.label, action: $0.help) }
}
