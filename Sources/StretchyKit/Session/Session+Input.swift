import HeaderKit
import ScrollCore

extension Session {
    /// Applies one input at its own time (first advancing the clock to it). Times earlier than the
    /// session's clock are taken as "now": the clock never runs backwards.
    public mutating func apply(_ action: ScriptEvent.Action, atMs time: Double) -> [SessionEffect] {
        advance(to: Instant(milliseconds: time))
        let seconds = clock.seconds
        switch action {
        case let .down(point) where point.y >= 0 && point.y < statusBarHeight:
            // The status bar is the window's, not the list's: the finger drives nothing until it
            // lifts, and a tap there (up within the slop) scrolls to top (UIScrollView.scrollsToTop).
            pointer.pressStatusBar(at: point)
        case let .down(point):
            // A row section takes sideways drags before the tab swipe (the inner scroll view wins, as in UIKit).
            horizontalRow = screen.rowSection(at: point, state: scrollView.state)
            let onPager = horizontalRow != nil || pagesHorizontally(screen.hitTest(point, state: scrollView.state))
            pointer.press(at: point, onPager: onPager, locksDirection: scrollView.configuration.directionalLockEnabled)
            scrollView.handle(InputEvent(time: seconds, kind: .pointerDown(point)))
            if onPager { handleHorizontally(InputEvent(time: seconds, kind: .pointerDown(point))) }
        case let .move(point):
            route(move: point, at: seconds)
        case let .up(point):
            let point = point ?? pointer.lastPoint
            release(InputEvent(time: seconds, kind: .pointerUp(point)))
        case .cancel:
            release(InputEvent(time: seconds, kind: .pointerCancel))
        case let .wheel(dx, dy, precise):
            scrollView.handle(InputEvent(time: seconds, kind: .wheel(dx: dx, dy: dy, precise: precise)))
        case let .zoom(factor, anchor):
            scrollView.handle(InputEvent(time: seconds, kind: .zoom(factor: factor, anchor: anchor)))
        case let .key(press):
            let before = tuningSnapshot
            let effects: [SessionEffect]
            lastSetting = nil
            if let undone = handleUndoKey(press) {
                effects = undone
            } else {
                effects = handleKey(press, at: seconds)
                noteChange(from: before)
            }
            keepOffsetNearRange(at: seconds)
            collectCallbacks()
            return effects
        case let .set(name, value):
            let before = tuningSnapshot
            let effects = setting(name, to: value, at: seconds, toast: nil)
            noteSetting(name, from: before, atMs: timeMs)
            keepOffsetNearRange(at: seconds)
            collectCallbacks()
            return effects
        case let .resize(size):
            resize(to: size)
        case .screenshot:
            return [.screenshot]
        }
        // Pull-to-refresh reacts at the input's own time (a release past the threshold begins
        // refreshing now, not at the next frame), so the trace does not depend on the frame rate.
        updateRefresh(at: seconds)
        keepOffsetNearRange(at: seconds)
        collectCallbacks()
        return []
    }

    /// A range change (a live parameter, the spinner's inset ending under a long pull, rows
    /// measured, a zoom, a resize) can leave the offset far outside the new range. No frame shows
    /// more than a screenful of blank space: beyond that the offset jumps to the nearest edge, as
    /// UITableView's `reloadData` does, instead of springing back from thousands of points away.
    mutating func keepOffsetNearRange(at seconds: Double) {
        let state = scrollView.state
        let slack = state.boundsSize.height
        let y = state.contentOffset.y
        if y < state.minimumOffsetY - slack {
            scrollView.setContentOffset(state.minimumOffsetY, animated: false, at: seconds)
        } else if y > state.maximumOffsetY + slack {
            scrollView.setContentOffset(state.maximumOffsetY, animated: false, at: seconds)
        }
    }

    private mutating func route(move point: Point, at seconds: Double) {
        let event = InputEvent(time: seconds, kind: .pointerMove(point))
        switch pointer.route {
        case .none: pointer.lastPoint = point
        case .statusBar: pointer.moveOnStatusBar(to: point)
        case .vertical: pointer.lastPoint = point; scrollView.handle(event)
        case .horizontal: pointer.lastPoint = point; handleHorizontally(event)
        case .both: pointer.lastPoint = point; scrollView.handle(event); handleHorizontally(event)
        case .undecided:
            switch pointer.decide(moveTo: point, slop: parameters[PhysicsParameter.touchSlop]) {
            case .horizontal?:
                scrollView.handle(InputEvent(time: seconds, kind: .pointerCancel))
                handleHorizontally(event)
            case .vertical?:
                handleHorizontally(InputEvent(time: seconds, kind: .pointerCancel))
                scrollView.handle(event)
            default:
                scrollView.handle(event)
                handleHorizontally(event)
            }
        }
    }

    private mutating func release(_ event: InputEvent) {
        switch pointer.route {
        case .none: break
        case .statusBar:
            // UIKit's status bar scrolls to top on a tap: the touch lifts without having moved
            // past the slop (a press that dragged is no tap, wherever it lifts).
            if case .pointerUp(let point) = event.kind {
                pointer.moveOnStatusBar(to: point)
                if pointer.statusBarTap != nil { scrollView.scrollToTop(at: event.time) }
            }
        case .vertical: scrollView.handle(event)
        case .horizontal: handleHorizontally(event)
        case .both: scrollView.handle(event); handleHorizontally(event)
        case .undecided:
            // Released within the slop: a tap, which the list reports; the pager just lets go.
            scrollView.handle(event)
            handleHorizontally(InputEvent(time: event.time, kind: .pointerCancel))
        }
        pointer.end(at: event.time)
        selection.highlightedRow = nil
    }

    /// Moves the clock to `time` (ms): physics, row measurement, refresh, highlight.
    public mutating func advance(toMs time: Double) { advance(to: Instant(milliseconds: time)) }

    /// Moves the clock to `time` (never back): physics, row measurement, refresh, highlight.
    mutating func advance(to time: Instant) {
        let time = max(time, clock)
        // A refresh that ends inside this step ends at its own time, whatever the frame rate.
        if let end = refresh.endTime.map(Instant.init(seconds:)), end > clock, end < time { advance(to: end) }
        clock = time
        let seconds = time.seconds
        scrollView.advance(to: seconds)
        pager.advance(to: seconds)
        advanceRowSections(to: seconds)
        updateMotion()
        layOut(at: seconds)
        if screen.contentHeight != scrollView.state.contentSize.height {
            scrollView.setContentSize(Size(width: viewport.width, height: screen.contentHeight), at: seconds)
        }
        updateRefresh(at: seconds)
        keepOffsetNearRange(at: seconds)
        updateHighlight(at: seconds)
        collectCallbacks()
        // The range, the refresh inset or a tab switch may have moved the list since: lay it out
        // again where it is drawn, so drawing (`compose`) finds every row measured.
        if layOut(at: seconds) { keepOffsetNearRange(at: seconds) }
    }

    /// The screen's layout pass at the list's offset (rows entering the viewport measured, bars
    /// tracked), the offset shifted by its correction so the rows on screen stay put. Whether it shifted.
    @discardableResult
    private mutating func layOut(at seconds: Double) -> Bool {
        let correction = screen.layoutPass(offsetY: scrollView.state.contentOffset.y, time: seconds)
        scrollView.shiftContentOffset(by: correction)
        return correction != 0
    }

    private mutating func updateRefresh(at seconds: Double) {
        let state = scrollView.state
        let pull = screen.pull(offsetY: state.contentOffset.y)
        if screen.hasPassedStretchTrigger(offsetY: state.contentOffset.y) {
            if !stretchTriggerFired {
                stretchTriggerFired = true
                eventLog.append(.stretchTrigger, atMs: timeMs)
            }
        } else if pull <= 0 {
            stretchTriggerFired = false
        }
        switch refresh.update(pull: pull, isDragging: state.isDragging, time: seconds) {
        case .beganRefreshing?:
            eventLog.append(.beginRefreshing, atMs: timeMs)
            applyContentInset(animated: true, at: seconds)
        case .endedRefreshing?:
            eventLog.append(.endRefreshing, atMs: timeMs)
            applyContentInset(animated: true, at: seconds)
        case .armed?, nil:
            break
        }
    }

    /// The inset the preset wants, plus the spinner while refreshing and the simulated keyboard.
    mutating func applyContentInset(animated: Bool, at seconds: Double) {
        var inset = screen.baseContentInset
        inset.top += refresh.extraTopInset
        inset.bottom += keyboardShown ? Self.keyboardHeight : 0
        scrollView.setContentInset(inset, animated: animated, at: seconds)
    }

    /// Height of the device's status bar band (0 with no device: no status bar to press).
    var statusBarHeight: Double { device.map { $0.hasChrome ? $0.statusBarHeight : 0 } ?? 0 }

    /// An iPhone's on-screen keyboard height in points (portrait, with the QuickType bar).
    static let keyboardHeight = 336.0

    /// UITableView highlights the row under a resting finger once the touch delay has passed.
    private mutating func updateHighlight(at seconds: Double) {
        guard case .vertical = pointer.route, let location = scrollView.highlightedLocation,
              case let .row(row) = screen.hitTest(location, state: scrollView.state) else {
            selection.highlightedRow = nil
            return
        }
        selection.highlightedRow = row
    }

    /// Moves the scroll views' callbacks into the event log, turning taps into selections.
    mutating func collectCallbacks() {
        // One buffer reused frame after frame: draining `didScroll`s allocates nothing.
        var buffer = callbackBuffer
        callbackBuffer = []
        defer { buffer.removeAll(keepingCapacity: true); callbackBuffer = buffer }
        scrollView.moveCallbacks(into: &buffer)
        for callback in buffer {
            if case let .tap(point) = callback.callback {
                eventLog.append(.tap(point, on: selectTapped(at: point)), atMs: Instant(seconds: callback.time).milliseconds)
                if let tab = pendingTab { pendingTab = nil; switchTab(to: tab, at: callback.time, animated: true) }
            } else {
                eventLog.append(callback)
            }
        }
        buffer.removeAll(keepingCapacity: true)
        pager.moveCallbacks(into: &buffer)
        for callback in buffer where callback.callback == .didEndDecelerating {
            if swipesTabs { settleTabSwipe(at: callback.time); continue }
            let page = Int((pager.state.contentOffset.x / max(1, viewport.width)).rounded())
            eventLog.append(.pagerDidEndDecelerating(page: page), atMs: Instant(seconds: callback.time).milliseconds)
        }
    }

    /// Selects what a tap at `point` hit (a row, a segment, a tab to switch to) and returns it.
    private mutating func selectTapped(at point: Point) -> HitTarget {
        let target = screen.hitTest(point, state: scrollView.state)
        switch target {
        case let .row(row):
            selection.selectedRow = row
            selection.selectedAtMs = timeMs
        case let .bar(segment):
            selection.selectedSegment = segment
            if screen.switchesTabs(at: point, state: scrollView.state) { pendingTab = segment }
        case .header, .pager, .none: break
        }
        return target
    }
}
