import ScrollCore

/// Sections every tab shares (a content file's `sections` beside `tabs`): part of the header, as
/// Instagram's highlights row sits between the profile and the grid / reels strip. They are laid
/// out like a tab's sections (the same layout rows and heights, measured whole: a header holds a
/// handful), end where the design's tab strip starts at rest and scroll with the header; a tab
/// swipe never moves them. The design leaves them room by placing its strip (and `rowsTop`) below.
extension HeaderScreen {
    /// Content y of the shared sections' top: their height above the strip's top at rest (the
    /// `tabs` layer's, else `rowsTop`).
    public var sharedTop: Double { sharedBottom - sharedList.totalHeight }

    /// Content y where the shared sections end: the tab strip's top at the resting offset.
    var sharedBottom: Double {
        guard let strip = design.layers.firstIndex(where: { $0.tabStrip != nil }) else { return rowsTop }
        let rest = -insetTop
        return design.resolve(layer: strip, values(at: rest), viewport: viewport).frame.minY + rest
    }

    /// Every shared row's height, measured now (a new width, style or estimate).
    mutating func measureSharedSections() {
        sharedList = ListLayout(count: sharedPlan.count, estimatedRowHeight: parameters[ListParameter.estimatedRowHeight])
        let measure = lineMeasurer(sharedPlan)
        sharedList.setAllHeights(measure.height)
    }

    /// Draws the shared sections at `offsetY` (not shifted by a tab swipe).
    func drawSharedSections(offsetY: Double, frame: FrameDecorations, into scene: inout Scene, clip: Rect) {
        guard sharedPlan.count > 0 else { return }
        drawSections(list: sharedList, plan: sharedPlan, tab: RowSectionKey.sharedTab, top: sharedTop, offsetY: offsetY, dx: 0,
                     frame: frame, into: &scene, clip: clip)
    }

    /// The shared row section under `point`, unless a layer above the list (the bar) covers it there.
    func sharedRowSection(at point: Point, offsetY: Double) -> RowSectionKey? {
        let y = offsetY + point.y - sharedTop
        guard sharedPlan.count > 0, y >= 0, y < sharedList.totalHeight,
              case let .items(s, _) = sharedPlan.line(at: sharedList.rowIndex(at: y)), sharedPlan.sections[s].style == .row,
              !isCoveredByLayer(point, offsetY: offsetY) else { return nil }
        return RowSectionKey(tab: RowSectionKey.sharedTab, section: s)
    }
}
