@testable import HeaderKit
import ScrollCore
import TestSupport

/// The tests' font: HeaderKit's fixed-advance stand-in.
typealias FixedAdvanceMeasurer = FixedAdvanceTextMeasurer

let phone = Size(width: 390, height: 844)
let photo = Size(width: 2000, height: 1500)

/// The seven presets, now shipped design files.
enum TestDesign: String { case seed000, seed001, seed003, seed004, parallax, appbar, carousel }

func parameters(_ design: Design, _ changes: [String: Double] = [:]) -> Parameters {
    var p = Parameters(catalog: design.catalog)
    for (name, value) in changes { try! p.set(name, to: value) }
    return p
}

/// A screen over `rows` generated rows, measured up front as the app's session does.
func screen(_ designName: String, rows: Int = 1000, _ changes: [String: Double] = [:], viewport: Size = phone) -> HeaderScreen {
    let design = ShippedDesigns.design(designName)
    var screen = try! HeaderScreen(design: design, parameters: parameters(design, changes), viewport: viewport,
                                   content: ListContent(title: "Stretchy", source: .generated(count: rows)),
                                   images: ShippedDesigns.images(size: photo), measurer: FixedAdvanceMeasurer())
    screen.measureRowsUpFront(ifAtMost: 5000)
    return screen
}

/// A preset's design evaluated by a HeaderScreen, read the way the formula tests read it.
struct DesignLayout {
    var screen: HeaderScreen

    var contentInset: EdgeInsets { screen.baseContentInset }
    var rowsTop: Double { screen.rowsTop }

    func metrics(offsetY: Double, floatingReveal: Double = 0) -> DesignMetrics {
        var s = screen
        s.floatingReveal = floatingReveal
        return DesignMetrics(metrics: s.metrics(offsetY: offsetY), design: s.design)
    }

    func snapTarget(proposedOffset: Double, velocity: Double) -> Double? {
        screen.snapPolicy.target(proposedOffset: proposedOffset, velocity: velocity)
    }

    func hasPassedStretchTrigger(offsetY: Double) -> Bool { screen.hasPassedStretchTrigger(offsetY: offsetY) }
}

/// HeaderMetrics with the layers the formula tests look at by id.
struct DesignMetrics {
    var metrics: HeaderMetrics
    var design: Design

    func layer(_ id: String) -> ResolvedLayer? {
        design.layers.firstIndex { $0.id == id }.map { metrics.layers[$0] }
    }

    var headerFrame: Rect { metrics.headerFrame }
    var headerScale: Double { metrics.headerScale }
    var barY: Double? { metrics.barY }
    var stretchFactor: Double { metrics.stretchFactor }
    var titleAlpha: Double { metrics.titleAlpha }
    var scrimAlpha: Double { metrics.scrimAlpha }
    var photoFrame: Rect { layer("photo")?.frame ?? headerFrame }
    var blurRadius: Double { layer("photo")?.blur ?? 0 }
    var titleFontSize: Double { layer("title")?.textSize ?? 0 }

    /// Where a title `textWidth` wide is drawn: its frame's x plus the alignment bias of the slack.
    func titleFrame(textWidth: Double) -> Rect? {
        guard let title = layer("title") else { return nil }
        let x = title.frame.minX + max(0, title.frame.width - textWidth) * title.textAlignment
        return Rect(x: x, y: title.frame.minY, width: textWidth, height: title.frame.height)
    }
}

func layout(_ designName: TestDesign, _ changes: [String: Double] = [:], viewport: Size = phone) -> DesignLayout {
    DesignLayout(screen: screen(designName.rawValue, rows: 10, changes, viewport: viewport))
}

func scrollState(offsetY: Double, screen: HeaderScreen, phase: ScrollPhase = .idle) -> ScrollState {
    var state = ScrollState()
    state.contentOffset = Point(x: 0, y: offsetY)
    state.boundsSize = screen.viewport
    state.contentInset = screen.baseContentInset
    state.contentSize = Size(width: screen.viewport.width, height: screen.contentHeight)
    state.phase = phase
    state.scrollIndicatorAlpha = 1
    return state
}
