import ScrollCore

/// What one frame of a session measured: a row of `trace.csv` and the `state` of a sidecar.
public struct FrameRecord: Equatable, Sendable {
    public var timeMs: Double
    public var offsetY: Double
    public var velocityY: Double
    public var phase: ScrollPhase
    public var headerFrame: Rect
    public var headerScale: Double
    /// Top of the hover bar in viewport points; nil when the preset has none.
    public var barY: Double?
    public var stretchFactor: Double
    public var titleAlpha: Double
    public var scrimAlpha: Double
    public var contentInsetTop: Double
    public var zoomScale: Double
    /// The design's pager's horizontal offset (0 when it has none).
    public var pagerOffsetX: Double
    /// Every layer of the design at this moment (sidecars, `--trace-layers`).
    public var layers: [LayerRecord] = []
    /// The tab shown, fractional during a swipe; nil (and no `tab` column) when the content has no tabs.
    public var tab: Double?
    /// Each row section's horizontal offset, in `HeaderScreen.rowSections` order (`row_x.T.S` columns; none without row sections).
    public var rowOffsets: [Double] = []
    /// The shown tab's visible content section headers (sidecars' `section_headers`, filled by
    /// `Session.sidecarRecord`; none for a plain list).
    public var sectionHeaders: [SectionHeaderRecord] = []

    public init(timeMs: Double, offsetY: Double, velocityY: Double, phase: ScrollPhase, headerFrame: Rect,
                headerScale: Double, barY: Double?, stretchFactor: Double, titleAlpha: Double, scrimAlpha: Double,
                contentInsetTop: Double, zoomScale: Double, pagerOffsetX: Double) {
        self.timeMs = timeMs; self.offsetY = offsetY; self.velocityY = velocityY; self.phase = phase
        self.headerFrame = headerFrame; self.headerScale = headerScale; self.barY = barY
        self.stretchFactor = stretchFactor; self.titleAlpha = titleAlpha; self.scrimAlpha = scrimAlpha
        self.contentInsetTop = contentInsetTop; self.zoomScale = zoomScale; self.pagerOffsetX = pagerOffsetX
    }

    /// Offsets in points, `velocity_y` in points per second (`events.csv`'s `willEndDragging`
    /// velocity is in points per millisecond, as UIKit's delegate receives it).
    public static let csvHeader =
        "t_ms,offset_y,velocity_y,phase,header_y,header_height,header_scale,bar_y,stretch_factor,title_alpha,scrim_alpha,content_inset_top,zoom_scale,pager_x"

    /// One CSV line; numbers rounded to 1/1000 so traces are stable byte for byte.
    public var csvLine: String {
        [Self.number(timeMs), Self.number(offsetY), Self.number(velocityY), phase.rawValue,
         Self.number(headerFrame.minY), Self.number(headerFrame.height), Self.number(headerScale),
         barY.map(Self.number) ?? "", Self.number(stretchFactor), Self.number(titleAlpha), Self.number(scrimAlpha),
         Self.number(contentInsetTop), Self.number(zoomScale), Self.number(pagerOffsetX)].joined(separator: ",")
            + (tab.map { "," + Self.number($0) } ?? "") + rowOffsets.map { "," + Self.number($0) }.joined()
    }

    /// The trace's header: `csvHeader`, `tab` when the content has tabs, then one `row_x.T.S` per row section.
    public static func csvHeader(tabs: Bool, rowSections: [String] = []) -> String {
        csvHeader + (tabs ? ",tab" : "") + rowSections.map { "," + $0 }.joined()
    }


    /// `--trace-layers`: the columns appended to trace.csv for these layer ids.
    public static func layerCSVHeader(_ ids: [String]) -> String {
        ids.flatMap { id in ["x", "y", "width", "height", "alpha"].map { csvField("\(id).\($0)") } }.joined(separator: ",")
    }

    /// A field as RFC 4180 writes it: in double quotes (a quote doubled) when it holds a comma or a
    /// quote, so an id like `a,b` stays one column. (Ids cannot hold line breaks: the loader refuses them.)
    public static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" }) else { return text }
        return "\"" + String(text.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] }) + "\""
    }

    /// This frame's layer columns, in the order of `layerCSVHeader`.
    public var layerCSVFields: String {
        layers.flatMap { l in [l.frame.minX, l.frame.minY, l.frame.width, l.frame.height, l.alpha].map(Self.number) }
            .joined(separator: ",")
    }

    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let r = (value * 1000).rounded() / 1000
        return r == 0 ? 0 : r  // no "-0"
    }

    public static func number(_ value: Double) -> String {
        let r = rounded(value)
        // Past 2^53 a Double has no fraction left, and Int64 cannot hold every such value.
        if abs(r) >= 0x1p53 { return String(r) }
        if r == r.rounded() { return String(Int64(r)) }
        var text = String(Int64((abs(r) * 1000).rounded()))
        while text.count < 4 { text = "0" + text }
        let integer = text.dropLast(3), fraction = text.suffix(3)
        var trimmed = String(fraction)
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        return (r < 0 ? "-" : "") + integer + "." + trimmed
    }
}
