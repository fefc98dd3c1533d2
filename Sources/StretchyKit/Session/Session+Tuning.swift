import HeaderKit
import ScrollCore

extension Session {
    /// Applies a whole parameter set (hotkeys, a reloaded config file) without losing the scroll
    /// position; the inset follows when a preset number changes it.
    public mutating func setParameters(_ newValue: Parameters, at seconds: Double? = nil) {
        let seconds = seconds ?? clock.seconds
        parameters = newValue
        scrollView.configuration = ScrollConfiguration(parameters: newValue)
        screen.update(parameters: newValue)
        Self.installSnap(on: &scrollView, screen: screen)
        measureRowsUpFront()
        pager.configuration = Self.pagerConfiguration(newValue)
        let pages = max(1, screen.pagerPages)
        pager.setContentSize(Size(width: viewport.width * Double(pages), height: viewport.height), at: seconds)
        updateRowSections(at: seconds)
        let wasRefreshing = refresh
        refresh = screen.makeRefreshControl()
        if wasRefreshing.isRefreshing, refresh.isEnabled { refresh = wasRefreshing }
        applyContentInset(animated: false, at: seconds)
        scrollView.setContentSize(Size(width: viewport.width, height: screen.contentHeight), at: seconds)
        keepOffsetNearRange(at: seconds)
    }

    /// Another design over the same content, at rest at its top, with its own defaults (its
    /// `scroll` block's included, with the session's starting overrides). Only what was tuned on the
    /// old design — a shared parameter away from that design's default — is carried over, so
    /// seed004's `alwaysBounceVertical` does not follow into album as a change nobody made.
    /// Under it, its own content — else the shared content, or the user's, as a start shows it.
    /// Throws, changing nothing, when the design cannot show that content (a template it lacks).
    public mutating func switchDesign(to design: Design) throws(StretchyError) {
        let content = sharedContent.map { design.content ?? $0 } ?? self.content
        let fresh = try Self.parameters(for: design, overrides: overrides, library: library)
        let untuned = try? Self.parameters(for: self.design, overrides: overrides, library: library)
        var next = fresh
        for spec in fresh.catalog.specs where parameters.catalog.spec(named: spec.name) != nil && overrides[spec.name] == nil
            && untuned.map({ $0.catalog.spec(named: spec.name) != nil && $0[spec.name] != parameters[spec.name] }) ?? true {
            try? next.set(spec.name, to: parameters[spec.name])
        }
        var screen: HeaderScreen
        do {
            screen = try HeaderScreen(design: design, parameters: next, viewport: viewport, safeArea: self.screen.safeArea,
                                      appearance: appearance, content: content, images: images, measurer: measurer)
        } catch {
            throw .badInput(error.description)
        }
        screen.update(system: system)
        screen.glassTint = self.screen.glassTint
        self.content = content
        designName = design.name
        parameters = next
        self.screen = screen
        measureRowsUpFront()
        tuner.catalogChanged(to: next.catalog)
        refresh = screen.makeRefreshControl()
        pointer = PointerRouter()
        selection = RowSelection()
        scrollView = Self.makeScrollView(screen: screen, parameters: next, viewport: viewport)
        pager = Self.makePager(screen: screen, parameters: next, viewport: viewport)
        rowScrollers = [:]
        horizontalRow = nil
        if keyboardShown { applyContentInset(animated: false, at: clock.seconds) }
        advance(to: clock)
    }

    /// The session's design parameters with a config file's `overrides` (a reload); errors name
    /// `file` and the field.
    public func parameters(withOverrides overrides: [String: Double], file: String? = nil) throws(StretchyError) -> Parameters {
        try Self.parameters(for: design, overrides: overrides, library: library, source: ParameterSource(file: file, path: ""))
    }

    /// A shipped design by name (`[` / `]`).
    public mutating func switchDesign(named name: String) throws(StretchyError) {
        if let design = library.design(named: name) { try switchDesign(to: design) }
    }

    /// The same design file saved again (live reload), or undo across one: keeps the scroll
    /// position, the shown tab and every parameter the new version still declares. The screen is
    /// made afresh over the new design, `content` and `images` (each nil: the session's own), so
    /// it draws what a start on the file draws; the row scroll views of sections that are gone
    /// go with them. Throws, changing nothing, when the new version cannot be shown.
    /// One undo step (`design NAME edited`) when the new version differs.
    public mutating func reloadDesign(_ design: Design, content: ListContent? = nil, images: ImageTable? = nil,
                                      at seconds: Double? = nil) throws(StretchyError) {
        let before = tuningSnapshot
        try showReloaded(design, content: content, images: images, at: seconds)
        noteChange(from: before)
        lastSetting = nil
    }

    /// `reloadDesign` without the undo step (undo itself puts a version back this way).
    mutating func showReloaded(_ design: Design, content: ListContent? = nil, images: ImageTable? = nil,
                               at seconds: Double? = nil) throws(StretchyError) {
        var next = Parameters(catalog: design.catalog)
        for spec in next.catalog.specs where parameters.catalog.spec(named: spec.name) != nil {
            try? next.set(spec.name, to: parameters[spec.name])
        }
        let content = content ?? self.content, images = images ?? self.images
        do {
            screen = try screen.reloaded(design: design, parameters: next, content: content, images: images)
        } catch {
            throw .badInput(error.description)
        }
        self.content = content
        self.images = images
        designName = design.name
        let sections = Set(screen.rowSections)
        rowScrollers = rowScrollers.filter { sections.contains($0.key) }
        if let row = horizontalRow, !sections.contains(row) { horizontalRow = nil }
        selection.highlightedRow = nil
        selection.selectedRow = nil
        tuner.catalogChanged(to: next.catalog)
        setParameters(next, at: seconds)
    }

    /// The window was resized: layout follows the new size (width-relative insets included). A
    /// list resting at the top stays at the (new) top, as UIKit keeps it when the inset changes.
    public mutating func resize(to size: Size) {
        let size = Size(width: max(1, size.width), height: max(1, size.height))
        guard size != viewport else { return }
        let seconds = clock.seconds
        let before = scrollView.state
        let restedAtTop = before.phase == .idle && abs(before.contentOffset.y - before.minimumOffsetY) < 0.5
        viewport = size
        screen.update(viewport: size)
        measureRowsUpFront()
        scrollView.setBoundsSize(size, at: seconds)
        pager.setBoundsSize(size, at: seconds)
        updateRowSections(at: seconds)
        applyContentInset(animated: false, at: seconds)
        scrollView.setContentSize(Size(width: size.width, height: screen.contentHeight), at: seconds)
        if restedAtTop { scrollView.setContentOffset(scrollView.state.minimumOffsetY, animated: false, at: seconds) }
        advance(to: clock)
    }
}

extension Session {
    /// UIKit's `setContentOffset(_:animated: false)`: jumps to `offsetY` at rest (galleries, tests).
    public mutating func setContentOffset(_ offsetY: Double) {
        scrollView.setContentOffset(offsetY, animated: false, at: clock.seconds)
        advance(to: clock)
    }

    /// Where the design's header is fully collapsed.
    public var collapsedOffset: Double { screen.collapsedOffset }

    /// The resting offset at the top (`-contentInset.top`).
    public var restingTopOffset: Double { -scrollView.state.contentInset.top }
}
