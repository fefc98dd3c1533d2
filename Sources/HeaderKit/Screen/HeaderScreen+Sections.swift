import ScrollCore

/// The heights of one tab's layout rows: list rows by their template (self-sizing), grid lines and
/// horizontal rows by their cells, section headers by the list's style. A value, so the list can be
/// measured while the screen is being mutated.
public struct LineMeasurer {
    let plan: TabPlan
    let style: RowStyle
    let look: ListLook
    let width: Double
    let measurer: any TextMeasuring
    /// The design's `scroll.sectionHeaders` (bands by row index; only over a plain list).
    let legacySections: SectionHeaders?
    /// The design's own row templates and the values their expressions start from.
    let templates: [String: DesignRowTemplate]
    let values: ExpressionValues

    /// UITableView's plain section header height; inset-grouped headers have room above their caption.
    public static let plainHeaderHeight = 28.0, groupedHeaderHeight = 44.0
    /// A horizontal row's padding above and below its items, and the caption under each.
    public static let rowPadding = 12.0, rowCaption = 20.0

    var rowWidth: Double { max(1, width - 2 * look.rowInset) }

    func height(_ row: Int) -> Double {
        if plan.isPlainList {
            return style.height(of: ListContent.row(row, of: plan.sections[0].items), rowWidth: width, measurer: measurer)
                + (legacySections?.band(ofRow: row) ?? 0)
        }
        switch plan.line(at: row) {
        case .header:
            return look.style == .insetGrouped ? Self.groupedHeaderHeight : Self.plainHeaderHeight
        case let .items(s, line):
            let section = plan.sections[s]
            switch section.style {
            case .list:
                let row = ListContent.row(line, of: section.items)
                if let template = templates[section.template] {
                    return template.height(of: row, index: line, width: rowWidth, values: values, measurer: measurer)
                }
                return RowTemplate.height(section.template, row: row, width: rowWidth, style: style, measurer: measurer)
            case .grid:
                let cell = section.cellSize(width: width)
                return cell.height + (line < section.itemLines - 1 ? section.spacing : 0)
            case .row:
                // A template draws the whole item; the built-in item has its title under the image.
                return 2 * Self.rowPadding + section.cellSize(width: width).height + (templates[section.template] == nil ? Self.rowCaption : 0)
            }
        }
    }
}

extension HeaderScreen {
    var lineMeasurer: LineMeasurer { lineMeasurer(plan) }

    func lineMeasurer(_ plan: TabPlan) -> LineMeasurer {
        LineMeasurer(plan: plan, style: rowStyle, look: design.list, width: viewport.width, measurer: measurer,
                     legacySections: design.scroll.sectionHeaders, templates: design.rowTemplates, values: values)
    }

    /// Draws `row` (item `index`) with the design's template `template` into `box` (row coordinates
    /// moved there; the row clips its layers).
    func drawTemplate(_ template: DesignRowTemplate, row: ListContent.Row, index: Int, box: Rect, frame: FrameDecorations,
                      clip: Rect, into scene: inout Scene) {
        let rowClip = box.intersection(clip)
        guard !rowClip.isEmpty else { return }
        let resolved = template.resolve(row, index: index, width: box.width, height: box.height, values: values, measurer: measurer)
        for (layer, r) in zip(template.layers, resolved) {
            var placed = r
            placed.frame = r.frame.offsetBy(dx: box.minX, dy: box.minY)
            placed.clip = r.clip.offsetBy(dx: box.minX, dy: box.minY).intersection(rowClip)
            drawLayer(layer, placed, frame: frame, text: { DesignRowTemplate.substitute($0, row) },
                      image: { imageSet.byPath[DesignRowTemplate.substitute(template.images[$0], row)] }, into: &scene)
        }
    }

    /// The bitmap of a row's image file (nil: not among the loaded images). Pass it on as
    /// `{ contentImage($0) }`: the method as a value copies the whole screen for every cell drawn.
    func contentImage(_ path: String) -> (ref: Int, size: Size)? {
        guard !path.isEmpty, let ref = imageSet.byPath[path] else { return nil }
        return (ref, images.sizes[ref])
    }

    /// The item images of `tab`'s sections (`RowSectionKey.sharedTab`: the shared ones'), made with
    /// the screen: a cell's image is found without reading or hashing a string.
    func sectionImages(tab: Int) -> SectionImages { tab == RowSectionKey.sharedTab ? imageSet.shared : imageSet.tabs[tab] }

    /// Draws the visible layout rows of a tab that is not a plain list: template rows, grid cells,
    /// horizontal rows; then separators, then the sticky section headers over them. `top` is the
    /// content y of the first row (`rowsTop`; the shared sections' own); `dx` shifts the whole list
    /// sideways (a tab swipe shows two lists).
    func drawSections(list: ListLayout, plan: TabPlan, tab: Int, top listTop: Double, offsetY: Double, dx: Double,
                               frame: FrameDecorations, into scene: inout Scene, clip: Rect) {
        let look = design.list, style = rowStyle
        let inset = look.rowInset, rowWidth = max(1, viewport.width - 2 * inset)
        let visible = list.visibleRows(in: offsetY - listTop, offsetY + viewport.height - listTop)
        let highlight = tab == currentTab ? frame.highlightedRow : nil
        let cellImages = sectionImages(tab: tab)
        for index in visible {
            let top = listTop + list.origin(ofRow: index) - offsetY, height = list.height(ofRow: index)
            guard case let .items(s, line) = plan.line(at: index) else { continue }
            let section = plan.sections[s]
            switch section.style {
            case .list:
                let row = ListContent.row(line, of: section.items)
                let box = Rect(x: dx + inset, y: top, width: rowWidth, height: height)
                let first = line == 0, last = line == section.itemCount - 1
                let background = index == highlight ? style.highlight : style.background
                fillRow(box, background, roundTop: look.style == .insetGrouped && first, roundBottom: look.style == .insetGrouped && last,
                        clip: clip, into: &scene)
                if let template = design.rowTemplates[section.template] {
                    drawTemplate(template, row: row, index: line, box: box, frame: frame, clip: clip, into: &scene)
                } else {
                    RowTemplate.draw(section.template, row: row, index: line, frame: box, style: style, measurer: measurer,
                                     image: { contentImage($0) }, clip: clip, into: &scene)
                }
                // The section's own separators (hidden, inset, colour) before the list's.
                let own = section.separator
                if !last && !(own?.hidden ?? style.separatorHidden) {
                    let x = box.minX + (own?.leading ?? style.separatorInset ?? RowTemplate.textColumn(section.template, style: style, width: rowWidth).x)
                    let color = own?.color?.resolved(appearance) ?? style.separator
                    scene.append(.fill(Rect(x: x, y: top + height - style.separatorThickness, width: max(0, box.maxX - (own?.trailing ?? 0) - x),
                                            height: style.separatorThickness), color, cornerRadius: 0, clip: clip))
                }
            case .grid:
                let cell = section.cellSize(width: viewport.width), template = design.rowTemplates[section.template]
                let details = cellImages.hasDetails(section: s)
                for item in plan.items(section: s, line: line) {
                    let column = Double(item - line * section.columns)
                    let box = Rect(x: dx + column * (cell.width + section.spacing), y: top, width: cell.width, height: cell.height)
                    if let template {
                        drawTemplate(template, row: ListContent.row(item, of: section.items), index: item, box: box, frame: frame,
                                     clip: clip, into: &scene)
                    } else {
                        let detail = details ? ListContent.row(item, of: section.items).field("detail") : ""
                        drawCell(cellImages.image(section: s, item: item, in: images), detail: detail, in: box, mask: section.mask,
                                 clip: clip, into: &scene)
                    }
                }
            case .row:
                let key = RowSectionKey(tab: tab, section: s)
                drawRowSection(section, images: cellImages, key: key, top: top, offsetX: frame.rowOffsets[key] ?? 0, dx: dx, frame: frame,
                               clip: clip, into: &scene)
            }
        }
        drawContentSectionHeaders(list: list, plan: plan, visible: visible, top: listTop, offsetY: offsetY, dx: dx, into: &scene, clip: clip)
    }

    private func fillRow(_ box: Rect, _ color: Color, roundTop: Bool, roundBottom: Bool, clip: Rect, into scene: inout Scene) {
        guard roundTop || roundBottom else {
            scene.append(.fill(box, color, cornerRadius: 0, clip: clip))
            return
        }
        // A card's rounded ends: the rounded rectangle, squared off again on the side that continues.
        let radius = min(ListLook.groupedCornerRadius, box.height / 2)
        scene.append(.fill(box, color, cornerRadius: radius, clip: clip))
        if !roundTop { scene.append(.fill(Rect(x: box.minX, y: box.minY, width: box.width, height: radius), color, cornerRadius: 0, clip: clip)) }
        if !roundBottom { scene.append(.fill(Rect(x: box.minX, y: box.maxY - radius, width: box.width, height: radius), color, cornerRadius: 0, clip: clip)) }
    }

    /// A grid cell: its image, or a grey tile; a `detail` (a reel's views) at its bottom left.
    private func drawCell(_ image: (ref: Int, size: Size)?, detail: String, in box: Rect, mask: LayerKind.Mask, clip: Rect,
                          into scene: inout Scene) {
        guard box.intersects(clip) else { return }
        RowTemplate.drawItemImage(image, in: box, mask: mask, cornerRadius: 8, clip: clip, into: &scene)
        if !detail.isEmpty {
            scene.append(.text(detail, style: TextStyle(size: 13, weight: .semibold, color: .white),
                               frame: Rect(x: box.minX + 6, y: box.maxY - 22, width: box.width - 12, height: 15.6),
                               alignment: .leading, lineBreak: .truncateTail, alpha: 1, clip: clip))
        }
    }

    /// Where sticky headers pin: the design's `scroll.sectionHeaders.pinTop`, else the bottom of its
    /// bar (the pinned tab strip), else the safe area's top.
    func contentHeaderPinTop(offsetY: Double) -> Double {
        let v = values(at: offsetY)
        if let pin = design.scroll.sectionHeaders?.pinTop { return Design.bounded(pin.evaluate(v)) }
        if let bar = design.layer(withRole: .bar) {
            let r = design.resolve(layer: bar, v, viewport: viewport)
            if r.isVisible { return r.frame.maxY }
        }
        return safeArea.top
    }

    /// The section headers of the shown tab at `offsetY`, each with its title, its band in viewport
    /// points and whether it pins (the sidecar's `section_headers`).
    public func sectionHeaderFrames(offsetY: Double) -> [(title: String, frame: Rect, pinned: Bool)] {
        guard !drawsPlainRows else { return [] }
        let visible = list.visibleRows(in: offsetY - rowsTop, offsetY + viewport.height - rowsTop)
        return contentSectionHeaderBands(list: list, plan: plan, visible: visible, top: rowsTop, offsetY: offsetY, dx: 0)
            .map { (plan.sections[$0.section].header ?? "", $0.band, plan.sections[$0.section].pinned) }
    }

    /// Where each visible section's header is: a plain list's pins under `contentHeaderPinTop`
    /// while its section passes, pushed up by the next (UITableView `.plain`); an inset-grouped
    /// list's, or a section's with `"pinned": false`, scrolls with its rows (`.grouped`).
    func contentSectionHeaderBands(list: ListLayout, plan: TabPlan, visible: Range<Int>, top: Double, offsetY: Double,
                                   dx: Double) -> [(section: Int, band: Rect)] {
        guard !visible.isEmpty else { return [] }
        let grouped = design.list.style == .insetGrouped
        let pinTop = contentHeaderPinTop(offsetY: offsetY)
        var bands: [(section: Int, band: Rect)] = []
        for s in plan.section(ofRow: visible.lowerBound)...plan.section(ofRow: visible.upperBound - 1) {
            guard let headerRow = plan.headerRow(ofSection: s), plan.sections[s].header != nil else { continue }
            let height = list.height(ofRow: headerRow)
            let natural = top + list.origin(ofRow: headerRow) - offsetY
            let end = top + list.origin(ofRow: plan.end(ofSection: s)) - offsetY
            let y = grouped || !plan.sections[s].pinned ? natural : min(max(natural, pinTop), end - height)
            bands.append((s, Rect(x: dx, y: y, width: viewport.width, height: height)))
        }
        return bands
    }

    private func drawContentSectionHeaders(list: ListLayout, plan: TabPlan, visible: Range<Int>, top: Double, offsetY: Double,
                                           dx: Double, into scene: inout Scene, clip: Rect) {
        let grouped = design.list.style == .insetGrouped
        let background = design.list.screenBackground(appearance) ?? SystemColor.secondarySystemBackground.resolved(appearance)
        for (s, band) in contentSectionHeaderBands(list: list, plan: plan, visible: visible, top: top, offsetY: offsetY, dx: dx) {
            guard let title = plan.sections[s].header else { continue }
            let y = band.minY, height = band.height
            guard band.intersects(clip) else { continue }
            if !grouped { scene.append(.fill(band, background, cornerRadius: 0, clip: clip)) }
            let textStyle = grouped ? TextStyle(size: 13, color: SystemColor.secondaryLabel.resolved(appearance))
                : TextStyle(size: 15, weight: .bold, color: rowStyle.title.color)
            let lineHeight = textStyle.size * 1.2
            let textY = grouped ? band.maxY - 7 - lineHeight : y + (height - lineHeight) / 2
            scene.append(.text(grouped ? title.uppercased() : title, style: textStyle,
                               frame: Rect(x: dx + design.list.rowInset + rowStyle.horizontalPadding, y: textY,
                                           width: rowStyle.textWidth(rowWidth: viewport.width - 2 * design.list.rowInset), height: lineHeight),
                               alignment: .leading, lineBreak: .truncateTail, alpha: 1, clip: clip))
        }
    }
}
