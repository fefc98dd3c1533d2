import ScrollCore

extension HeaderScreen {
    /// Fills `scene` for this frame: the layers below the list, the rows, the layers above it, the
    /// refresh spinner and the scroll indicator, at `state`'s offset as the last `layoutPass` laid
    /// it out. Drawing changes nothing: measuring rows, correcting the offset and tracking the
    /// bars is the layout pass's, which the session runs every frame.
    public func compose(into scene: inout Scene, state: ScrollState, frame: FrameDecorations) {
        let offset = state.contentOffset.y
        let m = metrics(offsetY: offset)
        let viewportRect = Rect(origin: .zero, size: viewport)
        scene.reset(size: viewport, background: design.list.screenBackground(appearance) ?? SystemColor.systemBackground.resolved(appearance))

        drawLayers(m, depth: .belowList, frame: frame, into: &scene)
        if drawsPlainRows {
            drawRows(offsetY: offset, frame: frame, into: &scene, viewportRect: viewportRect)
            drawSectionHeaders(offsetY: offset, into: &scene, viewportRect: viewportRect)
        } else {
            drawTabs(position: frame.tabPosition, offsetY: offset, frame: frame, into: &scene, clip: viewportRect)
        }
        let effects = edgeEffects(m, offsetY: offset)
        // Content that scrolls (content-space layers, and what the design draws under them) passes
        // under the effect; the layers after the last of them (the bars) stay sharp. Design order is
        // kept: a backdrop before the content is never drawn over it.
        let split = effects.isEmpty ? design.layers.count : (design.layers.lastIndex { $0.space == .content } ?? -1) + 1
        drawLayers(m, depth: .aboveList, frame: frame, into: &scene, indices: 0..<split)
        drawEdgeEffects(effects, passedUnder: offset + insetTop, into: &scene)
        drawLayers(m, depth: .aboveList, frame: frame, into: &scene, indices: split..<design.layers.count)
        if !design.layers.contains(where: { if case .spinner = $0.kind { true } else { false } }) {
            drawSpinner(frame.refresh, center: Point(x: viewport.width / 2, y: safeArea.top + 20 + frame.refresh.spinnerHeight / 2),
                        into: &scene, clip: viewportRect)
        }
        if showsScrollIndicator, let bar = scrollIndicatorFrame(state: state, insets: scrollIndicatorInsets) {
            let alpha = UInt8((0.35 * state.scrollIndicatorAlpha * 255).rounded())
            scene.append(.fill(bar, Color(0, 0, 0, alpha), cornerRadius: bar.width / 2, clip: viewportRect))
        }
    }

    private func drawRows(offsetY: Double, frame: FrameDecorations, into scene: inout Scene, viewportRect: Rect) {
        let clip = viewportRect
        let style = rowStyle, width = viewport.width, textWidth = style.textWidth(rowWidth: width)
        // A white row on the white background only needs painting where a layer lies under it
        // (seed000's photo); skipping it saves the software renderer a screenful of fill.
        let rowsCoverContent = design.layers.contains { $0.z == .belowList } || style.background != scene.background
        let sections = design.scroll.sectionHeaders
        for index in visibleRows(offsetY: offsetY) {
            let row = rowCache.row(index, in: content)
            let band = sections?.band(ofRow: index) ?? 0
            let y = rowY(index, offsetY: offsetY) + band
            let height = list.height(ofRow: index) - band
            // A tapped row's grey fades out (UITableView's animated deselect); a held row stays grey.
            let background = index == frame.highlightedRow ? style.highlight
                : index == frame.selectedRow && frame.selectionFade > 0
                ? style.background.mixed(with: style.highlight, frame.selectionFade) : style.background
            if background != style.background || rowsCoverContent {
                scene.append(.fill(Rect(x: 0, y: y, width: width, height: height), background, cornerRadius: 0, clip: clip))
            }
            let titleHeight = style.titleHeight(of: row, measurer: measurer)
            let titleFrame = Rect(x: style.horizontalPadding, y: y + style.verticalPadding, width: textWidth, height: titleHeight)
            // Natural alignment (UILabel's): a Hebrew or Arabic label reads from the right edge.
            if titleFrame.intersects(clip) {
                scene.append(.text(row.title, style: style.title, frame: titleFrame,
                                   alignment: ParagraphDirection.naturalAlignment(row.title), lineBreak: .truncateTail, alpha: 1, clip: clip))
            }
            if !row.subtitle.isEmpty {
                let subtitleY = y + style.verticalPadding + titleHeight + style.spacing
                let subtitleHeight = max(0, y + height - style.verticalPadding - subtitleY)
                let subtitleFrame = Rect(x: style.horizontalPadding, y: subtitleY, width: textWidth, height: subtitleHeight)
                if subtitleFrame.intersects(clip) { scene.append(.text(row.subtitle, style: style.subtitle,
                                   frame: subtitleFrame, alignment: ParagraphDirection.naturalAlignment(row.subtitle),
                                   lineBreak: .wrap, alpha: 1, clip: clip)) }
            }
        }
        // After every row's fill: a hairline snapped to whole pixels would otherwise lie under the
        // next row's fill whenever the rows sit at fractional pixels (at rest with section headers).
        for index in visibleRows(offsetY: offsetY) {
            let bottom = rowY(index, offsetY: offsetY) + list.height(ofRow: index)
            let separator = Rect(x: style.horizontalPadding, y: bottom - style.separatorThickness,
                                 width: width - style.horizontalPadding, height: style.separatorThickness)
            if separator.intersects(clip) {
                scene.append(.fill(separator, style.separator, cornerRadius: 0, clip: clip))
            }
        }
    }
}

extension HeaderScreen {
    /// Where section `section`'s header is drawn at `offsetY`: at its place above its first row,
    /// or pinned at `pinTop` while its section passes under it, pushed up by the next header.
    public func sectionHeaderY(_ section: Int, offsetY: Double) -> Double? {
        guard let sections = design.scroll.sectionHeaders else { return nil }
        let first = section * sections.rowsPerSection
        guard first < list.count else { return nil }
        let natural = rowY(first, offsetY: offsetY)
        let pinTop = Design.bounded(sections.pinTop.evaluate(values(at: offsetY)))
        let next = first + sections.rowsPerSection
        let sectionEnd = next < list.count ? rowY(next, offsetY: offsetY) : rowY(list.count - 1, offsetY: offsetY) + list.height(ofRow: list.count - 1)
        return min(max(natural, pinTop), sectionEnd - sections.height)
    }

    /// The headers of the sections on screen (the pinned one last, over the rows it covers).
    func drawSectionHeaders(offsetY: Double, into scene: inout Scene, viewportRect: Rect) {
        guard let sections = design.scroll.sectionHeaders, sections.height > 0, list.count > 0 else { return }
        let visible = list.visibleRows(in: offsetY - rowsTop, offsetY + viewport.height - rowsTop)
        guard !visible.isEmpty else { return }
        let style = TextStyle(size: 13, weight: .bold, color: Color(60, 60, 67))
        for section in (visible.lowerBound / sections.rowsPerSection)...((visible.upperBound - 1) / sections.rowsPerSection) {
            guard let y = sectionHeaderY(section, offsetY: offsetY) else { continue }
            let band = Rect(x: 0, y: y, width: viewport.width, height: sections.height)
            guard band.intersects(viewportRect) else { continue }
            scene.append(.fill(band, Palette.sectionHeader, cornerRadius: 0, clip: viewportRect))
            let lineHeight = style.size * 1.2
            scene.append(.text(sections.title(ofSection: section), style: style,
                               frame: Rect(x: rowStyle.horizontalPadding, y: y + (sections.height - lineHeight) / 2,
                                           width: rowStyle.textWidth(rowWidth: viewport.width), height: lineHeight),
                               alignment: .leading, lineBreak: .truncateTail, alpha: 1, clip: viewportRect))
        }
    }
}

extension Rect {
    /// Whether the two rectangles share some area (what is worth drawing inside a clip).
    func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }
}
