import HeaderKit
import ScrollCore

/// One prototype screen in motion: the scroll view, the header preset over its list, pull to
/// refresh, a carousel pager, taps and the tuning cursor. The window and the replay harness both
/// drive this same value with timestamped actions, so what a script shows is what a hand feels.
/// Time is the session's `clock` (an `Instant`: milliseconds as scripts name them, seconds as the
/// models compute); nothing here reads a clock.
public struct Session {
    public internal(set) var parameters: Parameters
    /// The design's name.
    public internal(set) var designName: String
    public internal(set) var viewport: Size
    public internal(set) var tuner: Tuner
    public internal(set) var eventLog = EventLog()
    /// The session's clock: what every model inside has been advanced to.
    public internal(set) var clock = Instant.zero
    /// `clock` in milliseconds, as scripts, events and records name times.
    public var timeMs: Double { clock.milliseconds }
    /// The phone shown (nil: a bare viewport), light or dark mode, and whether chrome is drawn.
    public internal(set) var device: Device?
    public internal(set) var appearance: Appearance
    /// Which iOS draws the screen (fixed for the session).
    public internal(set) var system: SystemVersion
    /// iOS 27's Settings glass tint the screen draws (`G`).
    public var glassTint: Double { screen.glassTint }
    public internal(set) var showsChrome: Bool
    /// A content file's rows are measured up front when there are at most this many (longer files
    /// as their rows come near the viewport); generated rows always, from one period of them.
    static let eagerMeasureLimit = 5000
    /// UITableView's `deselectRow(at:animated: true)` fade (Core Animation's default 0.25–0.3 s).
    static let deselectDurationMs = 300.0

    var scrollView: ScrollView
    /// The design's horizontal photo pager (idle when it has none).
    var pager: ScrollView
    /// Each `row` section's own horizontal scroll view (made at its first press), and the one the
    /// current press drives sideways (nil: the pager).
    var rowScrollers: [RowSectionKey: ScrollView] = [:]
    var horizontalRow: RowSectionKey?
    var screen: HeaderScreen
    var refresh: RefreshControl
    var pointer = PointerRouter()
    var selection = RowSelection()
    var keyboardShown = false
    /// Ctrl+Z / Ctrl+Shift+Z over parameter changes, design switches and toggles.
    var history = UndoHistory<TuningSnapshot>()
    /// The last `set` action's parameter and time: a scrub's stream of values is one undo step.
    var lastSetting: (name: String, timeMs: Double)?
    var stretchTriggerFired = false
    /// A tap on a tab strip's title, switched once the tap is logged.
    var pendingTab: Int?
    /// The last non-zero direction of the offset's motion (+1 up, −1 down), for `direction`.
    var lastDirection = 1.0
    /// Reused to drain the scroll views' callbacks each frame.
    var callbackBuffer: [TimedCallback] = []
    public internal(set) var content: ListContent
    /// The content of a design without its own (nil: `content` is the user's, under every design).
    let sharedContent: ListContent?
    var images: ImageTable
    let library: DesignLibrary
    /// The overrides the session started with (kept across design switches).
    let overrides: [String: Double]
    let measurer: any TextMeasuring

    public init(setup: SessionSetup, measurer: any TextMeasuring) throws(StretchyError) {
        let parameters = try Self.parameters(for: setup.design, overrides: setup.parameterOverrides, library: setup.library,
                                             source: setup.parameterSource)
        self.parameters = parameters
        self.designName = setup.design.name
        self.viewport = setup.viewport
        self.tuner = Tuner(catalog: parameters.catalog)
        self.content = setup.content
        self.sharedContent = setup.sharedContent
        self.images = setup.images
        self.library = setup.library
        self.overrides = setup.parameterOverrides
        self.measurer = measurer
        self.device = setup.device
        self.appearance = setup.appearance
        self.system = setup.system
        self.showsChrome = setup.showsChrome
        do {
            screen = try HeaderScreen(design: setup.design, parameters: parameters, viewport: setup.viewport,
                                      safeArea: setup.device?.safeArea ?? .zero, appearance: setup.appearance,
                                      content: setup.content, images: setup.images, measurer: measurer)
        } catch {
            throw .badInput(error.description)
        }
        screen.update(system: setup.system)
        screen.glassTint = setup.glassTint
        screen.measureRowsUpFront(ifAtMost: Self.eagerMeasureLimit)
        refresh = screen.makeRefreshControl()
        scrollView = Self.makeScrollView(screen: screen, parameters: parameters, viewport: setup.viewport)
        pager = Self.makePager(screen: screen, parameters: parameters, viewport: setup.viewport)
        scrollView.screenScale = setup.device?.scale ?? 1
        pager.screenScale = scrollView.screenScale
        advance(to: .zero)
    }

    /// The design's parameters with `overrides` applied. A name no design declares is refused
    /// (with the nearest names); one that another shipped design declares is skipped (config files
    /// travel between designs). Errors name `source`'s file and field when given.
    public static func parameters(for design: Design, overrides: [String: Double], library: DesignLibrary,
                                  source: ParameterSource? = nil) throws(StretchyError) -> Parameters {
        var parameters = Parameters(catalog: design.catalog)
        let source = source ?? ParameterSource(file: nil, path: "")
        for (name, value) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let spec = parameters.catalog.spec(named: name) else {
                if library.declaresAnywhere(name) { continue }
                let near = NearestNames.suggest(name, among: parameters.catalog.specs.map(\.name))
                let hint = near.isEmpty ? "" : "did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))? "
                throw source.fail(name, "unknown parameter for design '\(design.name)' (\(hint)`stretchy designs --verbose` lists them)")
            }
            guard spec.accepts(value) else {
                throw source.fail(name, "= \(ParameterSpec.format(value)) is outside \(spec.rangeDescription)")
            }
            try? parameters.set(name, to: value)
        }
        return parameters
    }

    static func makeScrollView(screen: HeaderScreen, parameters: Parameters, viewport: Size) -> ScrollView {
        var view = ScrollView(axis: .vertical, configuration: ScrollConfiguration(parameters: parameters),
                              boundsSize: viewport, contentSize: Size(width: viewport.width, height: screen.contentHeight),
                              contentInset: screen.baseContentInset)
        installSnap(on: &view, screen: screen)
        return view
    }

    /// The design's snap points as the scroll view's target adjuster, for the current parameters.
    static func installSnap(on view: inout ScrollView, screen: HeaderScreen) {
        let policy = screen.snapPolicy
        guard !policy.points.isEmpty else { view.targetContentOffsetAdjuster = nil; return }
        view.targetContentOffsetAdjuster = { velocity, proposed in
            policy.target(proposedOffset: proposed, velocity: velocity) ?? proposed
        }
    }

    /// A horizontal paging scroll view over the design's pager, one viewport width per page.
    static func makePager(screen: HeaderScreen, parameters: Parameters, viewport: Size) -> ScrollView {
        let pages = max(1, screen.hasPager ? screen.pagerPages : screen.tabCount)
        return ScrollView(axis: .horizontal, configuration: pagerConfiguration(parameters),
                          boundsSize: viewport, contentSize: Size(width: viewport.width * Double(pages), height: viewport.height),
                          contentInset: .zero)
    }

    /// The pager's physics: the session's, paging by whole widths. Rebuilt on every parameter
    /// change, so slow motion and the bounce reach the pager live.
    static func pagerConfiguration(_ parameters: Parameters) -> ScrollConfiguration {
        var pagerParameters = parameters
        try? pagerParameters.set(PhysicsParameter.pagingEnabled, to: true)
        try? pagerParameters.set(PhysicsParameter.pageHeight, to: 0)
        return ScrollConfiguration(parameters: pagerParameters)
    }

    mutating func measureRowsUpFront() {
        screen.measureRowsUpFront(ifAtMost: Self.eagerMeasureLimit)
    }

    // MARK: Reading

    public var scrollState: ScrollState { scrollView.state }
    public var metrics: HeaderMetrics { screen.metrics(offsetY: scrollView.state.contentOffset.y) }
    /// The header's frame with the list at its top rest (not pulled, not scrolled): the size a
    /// header photo must cover, whatever the scroll position now.
    public var restingHeaderFrame: Rect { screen.metrics(offsetY: -scrollView.state.contentInset.top).headerFrame }
    public var design: Design { screen.design }
    /// Every image the session can show (what the renderer loaded).
    public var imageTable: ImageTable { images }
    /// Whether `K`'s simulated keyboard is up.
    public var isKeyboardShown: Bool { keyboardShown }
    /// The safe area the design lays out in (a `--device`'s; zero with a bare viewport).
    public var safeArea: EdgeInsets { screen.safeArea }
    public var isRefreshing: Bool { refresh.isRefreshing }
    public var selectedRow: Int? { selection.selectedRow }

    /// The frame's measurements, as the trace and the sidecar write them.
    public func record() -> FrameRecord {
        let state = scrollView.state
        let m = screen.metrics(offsetY: state.contentOffset.y)
        var record = FrameRecord(timeMs: timeMs, offsetY: state.contentOffset.y, velocityY: state.velocity.y, phase: state.phase,
                           headerFrame: m.headerFrame, headerScale: m.headerScale, barY: m.barY,
                           stretchFactor: m.stretchFactor, titleAlpha: m.titleAlpha, scrimAlpha: m.scrimAlpha,
                           contentInsetTop: state.contentInset.top, zoomScale: state.zoomScale,
                           pagerOffsetX: pager.state.contentOffset.x)
        record.layers = zip(screen.design.layers, m.layers).map { LayerRecord(id: $0.id, $1) }
        if hasTabs { record.tab = tabPosition }
        record.rowOffsets = screen.rowSections.map(rowOffset)
        return record
    }

    /// `record()` with the shown tab's section headers on screen, for a sidecar (the trace, read
    /// every frame, has no column for them).
    public func sidecarRecord() -> FrameRecord {
        var record = record()
        record.sectionHeaders = screen.sectionHeaderFrames(offsetY: scrollView.state.contentOffset.y).map {
            SectionHeaderRecord(title: $0.title, frame: $0.frame, pinned: $0.pinned)
        }
        return record
    }

    /// Fills `scene` with this moment's display list, as `advance(toMs:)` laid it out; changes nothing.
    public func compose(into scene: inout Scene) {
        var decorations = FrameDecorations(
            time: clock.seconds, carouselOffset: pager.state.contentOffset.x, selectedSegment: selection.selectedSegment,
            refresh: refresh, highlightedRow: selection.highlightedRow, selectedRow: selection.selectedRow,
            selectionFade: max(0, 1 - (timeMs - selection.selectedAtMs) / Self.deselectDurationMs),
            touch: pointer.route != .none ? pointer.lastPoint : nil)
        decorations.tabPosition = tabPosition
        decorations.rowOffsets = rowOffsets
        screen.compose(into: &scene, state: scrollView.state, frame: decorations)
        scene.zoomPhotos(by: scrollView.state.zoomScale)
        // The keyboard rises with the bottom inset it adds (animated by the scroll view).
        let keyboard = min(Self.keyboardHeight, max(0, scrollView.state.contentInset.bottom - screen.baseContentInset.bottom))
        // The chrome and keyboard follow what the screen draws (a design may force dark mode).
        SimulatedKeyboard.append(to: &scene, visibleHeight: keyboard, dark: screen.appearance == .dark)
        if showsChrome, let device { DeviceChrome(device: device, appearance: screen.appearance, system: system).append(to: &scene, images: images) }
    }
}
