import HeaderKit
import ScrollCore

extension Session {
    /// Applies a whole parameter set (hotkeys, a reloaded config file) without losing the scroll
    /// position; the inset follows when a preset number changes it.
    public mutating func setParameters(_ newValue: Parameters, at seconds: Double? = nil) {
        let seconds = seconds ?? timeMs / 1000
        parameters = newValue
        scrollView.configuration = ScrollConfiguration(parameters: newValue)
        screen.update(parameters: newValue)
        measureRowsUpFront()
        let pages = screen.preset == .carousel ? max(1, Int(newValue["carouselPages"])) : 1
        pager.setContentSize(Size(width: viewport.width * Double(pages), height: viewport.height), at: seconds)
        let wasRefreshing = refresh
        refresh = screen.makeRefreshControl()
        if wasRefreshing.isRefreshing, refresh.isEnabled { refresh = wasRefreshing }
        applyContentInset(animated: false, at: seconds)
        scrollView.setContentSize(Size(width: viewport.width, height: screen.contentHeight), at: seconds)
        keepOffsetNearRange(at: seconds)
    }

    /// Another preset over the same content and parameters, at rest at its top.
    public mutating func switchPreset(to name: String) {
        guard let next = try? HeaderScreen(preset: name, parameters: parameters, viewport: viewport, content: content,
                                           photoSizes: photoSizes, measurer: measurer) else { return }
        presetName = name
        screen = next
        measureRowsUpFront()
        tuner.presetChanged(to: name)
        refresh = screen.makeRefreshControl()
        pointer = PointerRouter()
        selection = RowSelection()
        scrollView = Self.makeScrollView(screen: screen, parameters: parameters, viewport: viewport)
        pager = Self.makePager(screen: screen, parameters: parameters, viewport: viewport)
        if keyboardShown { applyContentInset(animated: false, at: timeMs / 1000) }
        advance(toMs: timeMs)
    }

    /// The window was resized: layout follows the new size (width-relative insets included). A
    /// list resting at the top stays at the (new) top, as UIKit keeps it when the inset changes.
    public mutating func resize(to size: Size) {
        let size = Size(width: max(1, size.width), height: max(1, size.height))
        guard size != viewport else { return }
        let seconds = timeMs / 1000
        let before = scrollView.state
        let restedAtTop = before.phase == .idle && abs(before.contentOffset.y - before.minimumOffsetY) < 0.5
        viewport = size
        screen.update(viewport: size)
        measureRowsUpFront()
        scrollView.setBoundsSize(size, at: seconds)
        pager.setBoundsSize(size, at: seconds)
        applyContentInset(animated: false, at: seconds)
        scrollView.setContentSize(Size(width: size.width, height: screen.contentHeight), at: seconds)
        if restedAtTop { scrollView.setContentOffset(scrollView.state.minimumOffsetY, animated: false, at: seconds) }
        advance(toMs: timeMs)
    }
}

extension Session {
    /// UIKit's `setContentOffset(_:animated: false)`: jumps to `offsetY` at rest (galleries, tests).
    public mutating func setContentOffset(_ offsetY: Double) {
        scrollView.setContentOffset(offsetY, animated: false, at: timeMs / 1000)
        advance(toMs: timeMs)
    }

    /// The offset at which the preset's header is half way through its collapse (its "compressed"
    /// look), for galleries and demos.
    public var halfCollapsedOffset: Double {
        let p = parameters
        switch presetName {
        case "seed001": return p["sectionHeaderHeight"] / 2
        case "seed004": return p["headerHeight"] / 2
        case "parallax", "appbar": return (p["expandedHeight"] - p["statusBarHeight"] - p["minimumHeight"]) / 2
        default: return -screen.baseContentInset.top / 2
        }
    }

    /// The resting offset at the top (`-contentInset.top`).
    public var restingTopOffset: Double { -scrollView.state.contentInset.top }
}
