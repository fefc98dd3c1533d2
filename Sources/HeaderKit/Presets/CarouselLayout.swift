import ScrollCore

/// carousel — an Airbnb-style photo pager above the list: contentInset.top = W · carouselInsetRatio,
/// stretching on pull-down like seed003. The pager's horizontal offset (points) is a separate input;
/// page i is drawn at x = i·W - pagerOffset, and the dots show round(pagerOffset / W).
enum CarouselLayout {
    static func insetTop(_ c: HeaderConfiguration) -> Double { c.width * c.carouselInsetRatio }

    static func metrics(offsetY: Double, _ c: HeaderConfiguration) -> HeaderMetrics {
        Seed003Layout.stretchedAboveContent(offsetY: offsetY, restingHeight: insetTop(c), width: c.width)
    }

    /// The page the dots highlight for a pager offset, clamped to the pages.
    static func currentPage(pagerOffset: Double, _ c: HeaderConfiguration) -> Int {
        guard c.width > 0 else { return 0 }
        return min(max(0, Int((pagerOffset / c.width).rounded())), max(0, c.carouselPages - 1))
    }

    /// Pages that intersect the viewport horizontally.
    static func visiblePages(pagerOffset: Double, _ c: HeaderConfiguration) -> ClosedRange<Int> {
        guard c.width > 0, c.carouselPages > 0 else { return 0...0 }
        let first = max(0, Int((pagerOffset / c.width).rounded(.down)))
        let last = min(c.carouselPages - 1, Int(((pagerOffset + c.width) / c.width).rounded(.up)) - 1)
        return min(first, c.carouselPages - 1)...max(min(first, c.carouselPages - 1), last)
    }
}
