import ScrollCore

extension HeaderScreen {
    /// Fills `scene` for this frame (photo first, then rows, bars, titles, spinner, indicator; all
    /// clipped to the viewport). Measures rows becoming visible and returns the contentOffset.y
    /// correction the app must add so the anchor row does not move on screen (0 usually).
    @discardableResult
    public mutating func compose(into scene: inout Scene, state: ScrollState, frame: FrameDecorations) -> Double {
        let correction = measureVisibleRows(offsetY: state.contentOffset.y)
        let offset = state.contentOffset.y + correction
        trackFloating(offsetY: offset)
        let m = metrics(offsetY: offset)
        let viewportRect = Rect(origin: .zero, size: viewport)
        scene.reset(size: viewport, background: .white)

        drawPhoto(m, pagerOffset: frame.carouselOffset, into: &scene, viewportRect: viewportRect)
        drawRows(m, offsetY: offset, frame: frame, into: &scene, viewportRect: viewportRect)
        drawOverlays(m, frame: frame, into: &scene, viewportRect: viewportRect)
        drawSpinner(frame.refresh, into: &scene, viewportRect: viewportRect)
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
        let top = offsetY - layout.rowsTop
        return list.measureVisibleRows(in: top, top + viewport.height, lookahead: viewport.height) { index in
            style.height(of: content.row(at: index), rowWidth: width, measurer: measurer)
        }
    }

    /// appbar `floating`: an upward scroll (offset falling) reveals the toolbar by as much, a
    /// downward one hides it again. Direction is what closed-form metrics cannot know.
    mutating func trackFloating(offsetY: Double) {
        let c = layout.configuration
        defer { lastOffsetY = offsetY }
        guard c.preset == .appbar, c.floating, !c.pinned, let last = lastOffsetY else { floatingReveal = 0; return }
        floatingReveal = min(c.collapsedHeight, max(0, floatingReveal + (last - offsetY)))
    }

    private func drawPhoto(_ m: HeaderMetrics, pagerOffset: Double, into scene: inout Scene, viewportRect: Rect) {
        // seed004 zooms into the gap above its frame, so it clips from the viewport top.
        let clipArea = preset == .seed004
            ? Rect(x: 0, y: 0, width: viewport.width, height: max(0, m.headerFrame.maxY))
            : m.headerFrame
        let clip = clipArea.intersection(viewportRect)
        guard !clip.isEmpty, !m.photoFrame.isEmpty else { return }
        let destination = m.photoFrame.scaled(by: m.headerScale)
        if preset == .carousel {
            let c = layout.configuration
            for page in CarouselLayout.visiblePages(pagerOffset: pagerOffset, c) {
                let pageFrame = destination.offsetBy(dx: Double(page) * viewport.width - pagerOffset, dy: 0)
                guard !pageFrame.intersection(clip).isEmpty else { continue }
                let size = photoSizes[page % photoSizes.count]
                scene.append(.image(.photo(page), source: aspectFillSource(imageSize: size, frame: m.photoFrame.size),
                                    destination: pageFrame, alpha: 1, blurRadius: m.blurRadius, clip: clip))
            }
        } else {
            scene.append(.image(.photo(0), source: aspectFillSource(imageSize: photoSizes[0], frame: m.photoFrame.size),
                                destination: destination, alpha: 1, blurRadius: m.blurRadius, clip: clip))
        }
    }

    private mutating func drawRows(_ m: HeaderMetrics, offsetY: Double, frame: FrameDecorations,
                                   into scene: inout Scene, viewportRect: Rect) {
        let clipTop = rowsClipTop(m)
        let clip = Rect(x: 0, y: clipTop, width: viewport.width, height: viewport.height - clipTop)
        guard !clip.isEmpty else { return }
        let top = offsetY + clipTop - layout.rowsTop
        let style = rowStyle, width = viewport.width, textWidth = style.textWidth(rowWidth: width)
        let rowsCoverContent = preset == .seed000 || style.background != scene.background
        for index in list.visibleRows(in: top, offsetY + viewport.height - layout.rowsTop) {
            let row = rowCache.row(index, in: content)
            let y = rowY(index, offsetY: offsetY)
            let height = list.height(ofRow: index)
            let background = index == frame.highlightedRow ? style.highlight
                : index == frame.selectedRow ? style.selected : style.background
            // A white row on the white background only needs painting where something lies under
            // it (seed000's photo); skipping it saves the software renderer a screenful of fill.
            if background != style.background || rowsCoverContent {
                scene.append(.fill(Rect(x: 0, y: y, width: width, height: height), background, cornerRadius: 0, clip: clip))
            }
            let titleHeight = style.title.size * 1.2
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
