import Foundation
import ScrollCore

/// Colours of the toolbars, bars and dots (UIKit system colours).
enum Palette {
    static let toolbar = Color(0, 122, 255)          // systemBlue, the scrim / app bar colour
    static let bar = Color(242, 242, 247)            // systemGroupedBackground
    static let segmentSelected = Color.white
    static let segmentText = Color.black
    static let barSeparator = Color(200, 199, 204)
    static let dot = Color.white
    static let dotInactive = Color(255, 255, 255, 128)
    static let spinner = Color(142, 142, 147)        // systemGray
}

extension HeaderScreen {
    func drawOverlays(_ m: HeaderMetrics, frame: FrameDecorations, into scene: inout Scene, viewportRect: Rect) {
        let c = layout.configuration
        switch preset {
        case .seed004:
            drawHoverBar(at: m.barY ?? 0, selected: frame.selectedSegment, into: &scene, clip: viewportRect)
        case .parallax, .appbar:
            let header = m.headerFrame.intersection(viewportRect)
            // Flutter without zoomBackground: the stretched area below the photo shows the bar colour.
            if m.photoFrame.maxY < m.headerFrame.maxY {
                let gap = Rect(x: 0, y: m.photoFrame.maxY, width: c.width, height: m.headerFrame.maxY - m.photoFrame.maxY)
                scene.append(.fill(gap, Palette.toolbar, cornerRadius: 0, clip: header))
            }
            if m.scrimAlpha > 0, !header.isEmpty {
                var scrim = Palette.toolbar
                scrim.a = UInt8((m.scrimAlpha * 255).rounded())
                scene.append(.fill(m.headerFrame, scrim, cornerRadius: 0, clip: header))
            }
            if let titleFrame = m.titleFrame, m.titleAlpha > 0, !header.isEmpty {
                scene.append(.text(content.title, style: TextStyle(size: m.titleFontSize, weight: .bold, color: .white),
                                   frame: titleFrame, alignment: .leading, lineBreak: .none, alpha: m.titleAlpha, clip: header))
            }
        case .carousel:
            drawPageDots(m, pagerOffset: frame.carouselOffset, into: &scene, viewportRect: viewportRect)
        case .seed000, .seed001, .seed003:
            break
        }
    }

    /// seed004's segmented control: a bar with equal segments, the selected one on a white pill.
    private func drawHoverBar(at y: Double, selected: Int, into scene: inout Scene, clip: Rect) {
        let c = layout.configuration
        let bar = Rect(x: 0, y: y, width: c.width, height: c.barHeight)
        guard !bar.intersection(clip).isEmpty else { return }
        scene.append(.fill(bar, Palette.bar, cornerRadius: 0, clip: clip))
        let segments = max(1, c.segmentCount)
        let segmentWidth = c.width / Double(segments)
        let labelSize = 13.0
        for segment in 0..<segments {
            let cell = Rect(x: Double(segment) * segmentWidth, y: y, width: segmentWidth, height: c.barHeight)
            if segment == selected {
                let pill = Rect(x: cell.minX + 4, y: cell.minY + 6, width: cell.width - 8, height: cell.height - 12)
                scene.append(.fill(pill, Palette.segmentSelected, cornerRadius: 7, clip: clip))
            }
            let label = segment < Self.segmentTitles.count ? Self.segmentTitles[segment] : "Tab \(segment + 1)"
            let lineHeight = labelSize * 1.2
            scene.append(.text(label, style: TextStyle(size: labelSize, weight: segment == selected ? .bold : .regular,
                                                       color: Palette.segmentText),
                               frame: Rect(x: cell.minX, y: cell.midY - lineHeight / 2, width: cell.width, height: lineHeight),
                               alignment: .center, lineBreak: .truncateTail, alpha: 1, clip: clip))
        }
        scene.append(.fill(Rect(x: 0, y: bar.maxY - 0.5, width: c.width, height: 0.5), Palette.barSeparator,
                           cornerRadius: 0, clip: clip))
    }

    static let segmentTitles = ["Photos", "Details", "Reviews", "Map", "Hosts", "More"]

    /// Page dots centred 12 pt above the header's bottom; the current page is opaque.
    private func drawPageDots(_ m: HeaderMetrics, pagerOffset: Double, into scene: inout Scene, viewportRect: Rect) {
        let c = layout.configuration
        let pages = max(1, c.carouselPages), diameter = 7.0, pitch = 16.0
        let clip = m.headerFrame.intersection(viewportRect)
        guard !clip.isEmpty else { return }
        let current = CarouselLayout.currentPage(pagerOffset: pagerOffset, c)
        let startX = (c.width - Double(pages - 1) * pitch) / 2 - diameter / 2
        let y = m.headerFrame.maxY - 12 - diameter
        for page in 0..<pages {
            let dot = Rect(x: startX + Double(page) * pitch, y: y, width: diameter, height: diameter)
            scene.append(.fill(dot, page == current ? Palette.dot : Palette.dotInactive, cornerRadius: diameter / 2, clip: clip))
        }
    }

    /// UIRefreshControl's spinner: 8 spokes (drawn as dots) around a 10 pt circle below the status
    /// bar; shows `progress` of the spokes while pulling, all of them spinning while refreshing.
    func drawSpinner(_ refresh: RefreshControl, into scene: inout Scene, viewportRect: Rect) {
        let progress = refresh.progress
        guard refresh.isEnabled, progress > 0 else { return }
        let spokes = 8, radius = 10.0, dot = 4.0
        // UIRefreshControl sits above the content: it scrolls away with it once the list moves up
        // past the spinner's resting place.
        let restingPull = refresh.isRefreshing ? refresh.spinnerHeight : 0
        let center = Point(x: viewport.width / 2, y: 20 + refresh.spinnerHeight / 2 + min(0, refresh.pull - restingPull))
        let shown = refresh.isRefreshing ? spokes : Int((progress * Double(spokes)).rounded(.up))
        let lead = refresh.rotation
        for spoke in 0..<shown {
            let angle = lead - Double(spoke) * 2 * Double.pi / Double(spokes)
            let fade = refresh.isRefreshing ? 1 - Double(spoke) / Double(spokes) : 1
            var color = Palette.spinner
            color.a = UInt8((fade * progress * 255).rounded())
            let x = center.x + radius * sin(angle) - dot / 2, y = center.y - radius * cos(angle) - dot / 2
            scene.append(.fill(Rect(x: x, y: y, width: dot, height: dot), color, cornerRadius: dot / 2, clip: viewportRect))
        }
    }
}
