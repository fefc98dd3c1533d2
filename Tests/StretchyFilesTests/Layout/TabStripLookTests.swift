import Foundation
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit
import Testing
import TestSupport

/// A `tabs` strip's `indicator`, `color` and `selectedColor`, drawn: Threads' 1 pt full-width
/// underline in `label`, and the default strip unchanged (a 4 pt system-blue bar as wide as its title).
@Suite struct TabStripLookTests {
    /// The fills and texts the strip layer draws at rest, on a 390 pt screen with the fixed-advance font.
    static func strip(_ design: Design, tab: Double) throws -> (box: Rect, fills: [(Rect, Color)], texts: [(String, Color)]) {
        let viewport = Size(width: 390, height: 844)
        let content = try #require(design.content)
        var screen = try HeaderScreen(design: design, parameters: Parameters(catalog: design.catalog), viewport: viewport, content: content,
                                      images: ImageTable(paths: design.images, sizes: design.images.map { _ in Size(width: 100, height: 100) }),
                                      measurer: FixedAdvanceTextMeasurer())
        let index = try #require(design.layers.firstIndex { $0.tabStrip != nil })
        var state = ScrollState()
        state.boundsSize = viewport
        state.contentInset = screen.baseContentInset
        state.contentOffset = Point(x: 0, y: -screen.baseContentInset.top)
        _ = screen.layoutPass(offsetY: state.contentOffset.y, time: 0)
        let box = screen.metrics(offsetY: state.contentOffset.y).layers[index].frame
        var scene = Scene(size: viewport)
        var frame = FrameDecorations()
        frame.tabPosition = tab
        screen.compose(into: &scene, state: state, frame: frame)
        var fills: [(Rect, Color)] = [], texts: [(String, Color)] = []
        for item in scene.items {
            switch item {
            case let .fill(rect, color, _, _) where rect.minY >= box.minY - 0.01 && rect.maxY <= box.maxY + 0.01 && rect.height < box.height:
                fills.append((rect, color))
            case let .text(text, style, rect, _, _, _, _) where rect.minY >= box.minY && rect.maxY <= box.maxY:
                texts.append((text, style.color))
            default: break
            }
        }
        return (box, fills, texts)
    }

    @Test func threadsDrawsAFullWidthOnePointUnderlineInLabel() throws {
        let design = try DesignLoader.load(path: Repository.root.appendingPathComponent("examples/threads.json").path, warn: { _ in }).design
        let (box, fills, texts) = try Self.strip(design, tab: 1)
        let cell = box.width / 3
        let black = Color(0, 0, 0)
        let underline = fills.filter { $0.1 == black && abs($0.0.height - 1) < 1e-9 }
        #expect(underline.count == 1, "\(fills)")
        if let (rect, _) = underline.first {
            #expect(abs(rect.minX - (box.minX + cell)) < 1e-9 && abs(rect.width - cell) < 1e-9 && abs(rect.maxY - box.maxY) < 1e-9)
        }
        #expect(texts.map(\.0) == ["Threads", "Replies", "Reposts"])
        #expect(texts[1].1 == black)
        #expect(texts[0].1 == SystemColor.secondaryLabel.light && texts[2].1 == SystemColor.secondaryLabel.light)
    }

    @Test func theDefaultStripIsUnchanged() throws {
        let design = ShippedDesigns.design("profile")
        let (box, fills, _) = try Self.strip(design, tab: 0)
        let blue = SystemColor.systemBlue.light
        let indicator = try #require(fills.first { $0.1 == blue })
        // 4 pt tall at the bottom, as wide as "Posts" (5 characters of 7.5 pt) under the first of four titles.
        #expect(abs(indicator.0.height - 4) < 1e-9 && abs(indicator.0.maxY - box.maxY) < 1e-9)
        #expect(abs(indicator.0.width - 5 * 7.5) < 1e-9)
        #expect(abs(indicator.0.midX - (box.minX + box.width / 8)) < 1e-9)
    }
}
