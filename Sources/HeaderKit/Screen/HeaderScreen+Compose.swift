import ScrollCore

extension HeaderScreen {
    /// Fills `scene` for this frame: the layers below the list, the rows, the layers above it, the
    /// refresh spinner and the scroll indicator. Measures rows becoming visible and returns the
    /// contentOffset.y correction the app must add so the anchor row does not move on screen.
    @discardableResult
    public mutating func compose(into scene: inout Scene, state: ScrollState, frame: FrameDecorations) -> Double {
        let correction = measureVisibleRows(offsetY: state.contentOffset.y)
        let offset = state.contentOffset.y + correction
        trackFloating(offsetY: offset)
        let m = metrics(offsetY: offset)
        let viewportRect = Rect(origin: .zero, size: viewport)
        scene.reset(size: viewport, background: .white)

        drawLayers(m, depth: .belowList, frame: frame, into: &scene)
        drawRows(offsetY: offset, frame: frame, into: &scene, viewportRect: viewportRect)
        drawLayers(m, depth: .aboveList, frame: frame, into: &scene)
        if !design.layers.contains(where: { $0.kind == .spinner }) {
            drawSpinner(frame.refresh, center: Point(x: viewport.width / 2, y: 20 + frame.refresh.spinnerHeight / 2),
                        into: &scene, clip: viewportRect)
        }
        var indicatorState = state
        indicatorState.contentOffset.y = offset
        if showsScrollIndicator, let bar = scrollIndicatorFrame(state: indicatorState, insets: scrollIndicatorInsets) {
            let alpha = UInt8((0.35 * state.scrollIndicatorAlpha * 255).rounded())
            scene.append(.fill(bar, Color(0, 0, 0, alpha), cornerRadius: bar.width / 2, clip: viewportRect))
        }
        return correction
    }

    /// Measures rows coming within a viewport of the visible ones (a fling at UIKit's 8000 pt/s
    /// limit moves 267 pt between frames at 30 fps, less than any viewport); returns the anchor's shift.
    mutating func measureVisibleRows(offsetY: Double) -> Double {
        let measurer = self.measurer, style = rowStyle, content = self.content, width = viewport.width
        let top = offsetY - rowsTop
        return list.measureVisibleRows(in: top, top + viewport.height, lookahead: viewport.height) { index in
            style.height(of: content.row(at: index), rowWidth: width, measurer: measurer)
        }
    }

    /// A floating bar (Flutter's `floating`): an upward scroll (offset falling) reveals it by as
    /// much, a downward one hides it again. Direction is what closed-form expressions cannot know.
    mutating func trackFloating(offsetY: Double) {
        defer { lastOffsetY = offsetY }
        let limit = design.scroll.floating.map { Design.finite($0.evaluate(values(at: offsetY))) } ?? 0
        guard limit > 0, let last = lastOffsetY else { floatingReveal = 0; return }
        floatingReveal = min(limit, max(0, floatingReveal + (last - offsetY)))
    }

    private mutating func drawRows(offsetY: Double, frame: FrameDecorations, into scene: inout Scene, viewportRect: Rect) {
        let clip = viewportRect
        let top = offsetY - rowsTop
        let style = rowStyle, width = viewport.width, textWidth = style.textWidth(rowWidth: width)
        // A white row on the white background only needs painting where a layer lies under it
        // (seed000's photo); skipping it saves the software renderer a screenful of fill.
        let rowsCoverContent = design.layers.contains { $0.z == .belowList } || style.background != scene.background
        for index in list.visibleRows(in: top, offsetY + viewport.height - rowsTop) {
            let row = rowCache.row(index, in: content)
            let y = rowY(index, offsetY: offsetY)
            let height = list.height(ofRow: index)
            let background = index == frame.highlightedRow ? style.highlight
                : index == frame.selectedRow ? style.selected : style.background
            if background != style.background || rowsCoverContent {
                scene.append(.fill(Rect(x: 0, y: y, width: width, height: height), background, cornerRadius: 0, clip: clip))
            }
            let titleHeight = style.titleHeight(of: row, measurer: measurer)
            let titleFrame = Rect(x: style.horizontalPadding, y: y + style.verticalPadding, width: textWidth, height: titleHeight)
            if titleFrame.intersects(clip) {
                scene.append(.text(row.title, style: style.title, frame: titleFrame,
                                   alignment: .leading, lineBreak: .truncateTail, alpha: 1, clip: clip))
            }
            if !row.subtitle.isEmpty {
                let subtitleY = y + style.verticalPadding + titleHeight + style.spacing
                let subtitleHeight = max(0, y + height - style.verticalPadding - subtitleY)
                let subtitleFrame = Rect(x: style.horizontalPadding, y: subtitleY, width: textWidth, height: subtitleHeight)
                if subtitleFrame.intersects(clip) { scene.append(.text(row.subtitle, style: style.subtitle,
                                   frame: subtitleFrame, alignment: .leading, lineBreak: .wrap, alpha: 1, clip: clip)) }
            }
            let separator = Rect(x: style.horizontalPadding, y: y + height - style.separatorThickness,
                                 width: width - style.horizontalPadding, height: style.separatorThickness)
            if separator.intersects(clip) {
                scene.append(.fill(separator, style.separator, cornerRadius: 0, clip: clip))
            }
        }
    }
}

extension Rect {
    /// Whether the two rectangles share some area (what is worth drawing inside a clip).
    func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }
}
