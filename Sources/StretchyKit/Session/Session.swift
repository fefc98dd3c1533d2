import HeaderKit
import ScrollCore

/// One prototype screen in motion: the scroll view, the header preset over its list, pull to
/// refresh, a carousel pager, taps and the tuning cursor. The window and the replay harness both
/// drive this same value with timestamped actions, so what a script shows is what a hand feels.
/// Times are milliseconds on the session's clock; nothing here reads a clock.
public struct Session {
    public internal(set) var parameters: Parameters
    public internal(set) var presetName: String
    public internal(set) var viewport: Size
    public internal(set) var tuner: Tuner
    public internal(set) var eventLog = EventLog()
    public internal(set) var timeMs: Double = 0
    /// A content file's rows are measured up front when there are at most this many (longer files
    /// as their rows come near the viewport); generated rows always, from one period of them.
    static let eagerMeasureLimit = 5000

    var scrollView: ScrollView
    /// The carousel's horizontal photo pager (idle for other presets).
    var pager: ScrollView
    var screen: HeaderScreen
    var refresh: RefreshControl
    var pointer = PointerRouter()
    var selection = RowSelection()
    var keyboardShown = false
    var stretchTriggerFired = false
    /// Reused to drain the scroll views' callbacks each frame.
    var callbackBuffer: [TimedCallback] = []
    let content: ListContent
    let photoSizes: [Size]
    let measurer: any TextMeasuring

    public init(setup: SessionSetup, measurer: any TextMeasuring) throws(StretchyError) {
        var parameters = Parameters(catalog: .all)
        for (name, value) in setup.parameterOverrides.sorted(by: { $0.key < $1.key }) {
            do { try parameters.set(name, to: value) } catch { throw .badInput(error.description) }
        }
        self.parameters = parameters
        self.presetName = setup.preset
        self.viewport = setup.viewport
        self.tuner = Tuner(preset: setup.preset)
        self.content = setup.content
        self.photoSizes = setup.photoSizes
        self.measurer = measurer
        do {
            screen = try HeaderScreen(preset: setup.preset, parameters: parameters, viewport: setup.viewport,
                                      content: setup.content, photoSizes: setup.photoSizes, measurer: measurer)
        } catch {
            throw .badInput(error.description)
        }
        screen.measureRowsUpFront(ifAtMost: Self.eagerMeasureLimit)
        refresh = screen.makeRefreshControl()
        scrollView = Self.makeScrollView(screen: screen, parameters: parameters, viewport: setup.viewport)
        pager = Self.makePager(screen: screen, parameters: parameters, viewport: setup.viewport)
        advance(toMs: 0)
    }

    static func makeScrollView(screen: HeaderScreen, parameters: Parameters, viewport: Size) -> ScrollView {
        var view = ScrollView(axis: .vertical, configuration: ScrollConfiguration(parameters: parameters),
                              boundsSize: viewport, contentSize: Size(width: viewport.width, height: screen.contentHeight),
                              contentInset: screen.baseContentInset)
        let layout = screen.layout
        if screen.preset == .appbar {
            view.targetContentOffsetAdjuster = { velocity, proposed in
                layout.snapTarget(proposedOffset: proposed, velocity: velocity) ?? proposed
            }
        }
        return view
    }

    /// A horizontal paging scroll view over the carousel's photos, one viewport width per page.
    static func makePager(screen: HeaderScreen, parameters: Parameters, viewport: Size) -> ScrollView {
        var pagerParameters = parameters
        try? pagerParameters.set("pagingEnabled", to: true)
        try? pagerParameters.set("pageHeight", to: 0)
        let pages = screen.preset == .carousel ? max(1, Int(parameters["carouselPages"])) : 1
        return ScrollView(axis: .horizontal, configuration: ScrollConfiguration(parameters: pagerParameters),
                          boundsSize: viewport, contentSize: Size(width: viewport.width * Double(pages), height: viewport.height),
                          contentInset: .zero)
    }

    mutating func measureRowsUpFront() {
        screen.measureRowsUpFront(ifAtMost: Self.eagerMeasureLimit)
    }

    // MARK: Reading

    public var scrollState: ScrollState { scrollView.state }
    public var metrics: HeaderMetrics { screen.metrics(offsetY: scrollView.state.contentOffset.y) }
    public var isRefreshing: Bool { refresh.isRefreshing }
    public var selectedRow: Int? { selection.selectedRow }

    /// The frame's measurements, as the trace and the sidecar write them.
    public func record() -> FrameRecord {
        let state = scrollView.state
        let m = screen.metrics(offsetY: state.contentOffset.y)
        return FrameRecord(timeMs: timeMs, offsetY: state.contentOffset.y, velocityY: state.velocity.y, phase: state.phase,
                           headerFrame: m.headerFrame, headerScale: m.headerScale, barY: m.barY,
                           stretchFactor: m.stretchFactor, titleAlpha: m.titleAlpha, scrimAlpha: m.scrimAlpha,
                           contentInsetTop: state.contentInset.top, zoomScale: state.zoomScale,
                           pagerOffsetX: pager.state.contentOffset.x)
    }

    /// Fills `scene` with this moment's display list.
    public mutating func compose(into scene: inout Scene) {
        let decorations = FrameDecorations(
            time: timeMs / 1000, carouselOffset: pager.state.contentOffset.x, selectedSegment: selection.selectedSegment,
            refresh: refresh, highlightedRow: selection.highlightedRow, selectedRow: selection.selectedRow)
        let correction = screen.compose(into: &scene, state: scrollView.state, frame: decorations)
        scene.zoomPhotos(by: scrollView.state.zoomScale)
        if correction != 0 {
            scrollView.shiftContentOffset(by: correction)
            keepOffsetNearRange(at: timeMs / 1000)
        }
    }
}
