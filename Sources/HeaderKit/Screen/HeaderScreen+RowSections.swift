import ScrollCore

/// Where a `row` section sits in the content: its tab and its index there (`sharedTab` for the
/// sections above the tab strip). Each row section has its own horizontal scroll view in the
/// session (`row_x.T.S` in the trace; `row_x.shared.S` for a shared one).
public struct RowSectionKey: Hashable, Sendable {
    public let tab: Int
    public let section: Int
    public init(tab: Int, section: Int) { self.tab = tab; self.section = section }

    /// The "tab" of the content's shared sections (above the strip, every tab's).
    public static let sharedTab = -1

    /// The trace column of this row's horizontal offset.
    public var traceColumn: String { "row_x.\(tab == Self.sharedTab ? "shared" : String(tab)).\(section)" }
}

extension ContentSection {
    /// A row section's item `item` left edge in its scrolling content (the row's padding first).
    func rowItemX(_ item: Int, padding: Double, width: Double) -> Double {
        padding + Double(item) * (cellSize(width: width).width + spacing)
    }

    /// A row section's contentSize.width: its items, the spacing between them and the padding at both ends.
    public func rowContentWidth(padding: Double, width: Double) -> Double {
        itemCount == 0 ? 0 : rowItemX(itemCount, padding: padding, width: width) - spacing + padding
    }
}

extension HeaderScreen {
    /// Every row section of the content: the shared ones, then tab by tab.
    public var rowSections: [RowSectionKey] {
        ([(RowSectionKey.sharedTab, content.shared)] + content.tabs.enumerated().map { ($0, $1.sections) }).flatMap { t, sections in
            sections.indices.filter { sections[$0].style == .row }.map { RowSectionKey(tab: t, section: $0) }
        }
    }

    /// The section `key` names.
    func section(_ key: RowSectionKey) -> ContentSection {
        key.tab == RowSectionKey.sharedTab ? content.shared[key.section] : content.tabs[key.tab].sections[key.section]
    }

    /// The width a row section's items span (its horizontal scroll view's content width).
    public func rowContentWidth(_ key: RowSectionKey) -> Double {
        section(key).rowContentWidth(padding: rowStyle.horizontalPadding, width: viewport.width)
    }

    /// The row section under `point` (a press there may scroll it sideways): a shared one, else the shown tab's.
    public func rowSection(at point: Point, state: ScrollState) -> RowSectionKey? {
        if let shared = sharedRowSection(at: point, offsetY: state.contentOffset.y) { return shared }
        guard case let .row(index) = hitTest(point, state: state), !plan.isPlainList, index < plan.count,
              case let .items(s, _) = plan.line(at: index), plan.sections[s].style == .row else { return nil }
        return RowSectionKey(tab: currentTab, section: s)
    }

    /// A row section's line: the items in view at horizontal offset `offsetX`, each drawn by the
    /// section's template (in a cell of the item's size) or as its image (from `images`, its tab's
    /// `SectionImages`) over its title.
    func drawRowSection(_ section: ContentSection, images cellImages: SectionImages, key: RowSectionKey, top: Double, offsetX: Double,
                        dx: Double, frame: FrameDecorations, clip: Rect, into scene: inout Scene) {
        let cell = section.cellSize(width: viewport.width), pad = rowStyle.horizontalPadding
        let pitch = cell.width + section.spacing
        guard section.itemCount > 0, pitch > 0 else { return }
        let first = max(0, Int(((offsetX - pad) / pitch).rounded(.down)))
        let template = design.rowTemplates[section.template]
        for item in first..<section.itemCount {
            let x = dx + section.rowItemX(item, padding: pad, width: viewport.width) - offsetX
            if x > dx + viewport.width { break }
            let row = ListContent.row(item, of: section.items)
            let box = Rect(x: x, y: top + LineMeasurer.rowPadding, width: cell.width, height: cell.height)
            if let template {
                drawTemplate(template, row: row, index: item, box: box, frame: frame, clip: clip, into: &scene)
                continue
            }
            RowTemplate.drawItemImage(cellImages.image(section: key.section, item: item, in: images), in: box, mask: section.mask,
                                      cornerRadius: 8, clip: clip, into: &scene)
            scene.append(.text(row.title, style: TextStyle(size: 12, color: rowStyle.title.color),
                               frame: Rect(x: x - 6, y: box.maxY + 4, width: cell.width + 12, height: 14.4),
                               alignment: .center, lineBreak: .truncateTail, alpha: 1, clip: clip))
        }
    }
}
