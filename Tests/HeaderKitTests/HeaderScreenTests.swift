import Testing
import HeaderKit
import TestSupport
import ScrollCore

@Suite struct HeaderScreenTests {
    @Test func theSevenPresetsShipAsDesignsFirst() {
        #expect(Array(ShippedDesigns.library.names.prefix(7)) == ShippedDesigns.designNames)
    }

    @Test func aDesignsParametersComeFirstThenTheSharedOnes() {
        let seed000 = Parameters(catalog: ShippedDesigns.design("seed000").catalog)
        #expect(seed000["stretchFactor"] == 1.2 && seed000["refreshDuration"] == 1.5 && seed000.flag("refreshEnabled"))
        #expect(seed000.catalog.specs.first?.name == "seed000InsetRatio")
        #expect(seed000.value("zoomDistance") == nil)
        let seed004 = Parameters(catalog: ShippedDesigns.design("seed004").catalog)
        #expect(seed004["zoomDistance"] == 60 && seed004["barHeight"] == 44)
        #expect(seed004.catalog.specs.count == 4 + ParameterCatalog.shared.specs.count)
        #expect(Parameters(catalog: ShippedDesigns.design("appbar").catalog)["stretchTriggerOffset"] == 100)
    }

    @Test(arguments: ShippedDesigns.designNames)
    func composeDrawsThePhotoWithinItsClipAndOnlyOnScreenRows(designName: String) {
        var s = screen(designName, rows: 1_000_000)
        let rest = -s.baseContentInset.top
        var scene = Scene(size: .zero)
        let photoLayer = s.design.layers.firstIndex { if case .image = $0.kind { true } else { false } }
        for offset in [rest - 120, rest, rest + 150, 40_000] {
            let state = scrollState(offsetY: offset, screen: s, phase: .dragging)
            let correction = s.layOutAndCompose(into: &scene, state: state, frame: FrameDecorations())
            let m = s.metrics(offsetY: offset + correction)
            let first = scene.items.first { if case .image = $0 { true } else { false } }
            guard case let .image(_, source, destination, _, _, clip)? = first else {
                // Fully collapsed seed000/seed003/carousel draw no photo (height 0); parallax's photo
                // has moved out of its clip far down the list.
                let hidden = photoLayer.map { i in
                    m.layers[i].scaledFrame(anchor: s.design.layers[i].anchor).intersection(m.layers[i].clip).isEmpty
                } ?? true
                #expect(m.headerFrame.height == 0 || m.headerFrame.maxY <= 0 || hidden)
                continue
            }
            if let photoLayer {
                let layer = m.layers[photoLayer]
                expectClose(destination, layer.scaledFrame(anchor: s.design.layers[photoLayer].anchor), within: 1e-9)
            }
            #expect(source.width > 0 && source.height > 0)
            #expect(clip.map { $0.minY >= 0 && $0.maxY <= phone.height } ?? false)
            for item in scene.items {
                switch item {
                case let .fill(rect, _, _, clip), let .text(_, _, rect, _, _, _, clip):
                    #expect(clip != nil)
                    if let clip { #expect(!rect.intersection(clip).isEmpty) }
                default: break
                }
            }
        }
    }

    /// Generated rows repeat their heights every three rows: measuring three measures a million,
    /// each exactly as RowStyle measures it on its own.
    @Test func generatedRowsAreAllMeasuredUpFrontFromOnePeriod() {
        let s = screen("seed003", rows: 1_000_000)
        #expect(s.list.measuredCount == 1_000_000)
        let content = ListContent(title: "T", source: .generated(count: 1_000_000))
        for index in [0, 1, 2, 3, 500_001, 999_999] {
            let alone = s.rowStyle.height(of: content.row(at: index), rowWidth: phone.width, measurer: FixedAdvanceMeasurer())
            #expect(abs(s.list.height(ofRow: index) - alone) < 1e-6, "row \(index)")
        }
        #expect(s.list.height(ofRow: 0) != s.list.height(ofRow: 1))
    }

    @Test func rowTextsAreTheVisibleRowsOnly() {
        var s = screen("seed003", rows: 1_000_000)
        var scene = Scene(size: .zero)
        let offset = 50_000.0
        s.layOutAndCompose(into: &scene, state: scrollState(offsetY: offset, screen: s), frame: FrameDecorations())
        let titles = scene.items.compactMap { item -> String? in
            if case let .text(text, _, frame, _, .truncateTail, _, _) = item, frame.maxY > 0, frame.minY < phone.height { return text }
            return nil
        }
        let expected = s.list.visibleRows(in: offset, offset + phone.height).map { "Row \($0 + 1)" }
        #expect(titles == expected)
        #expect(titles.count > 5 && titles.count < 40)
    }

    @Test func hitTestFindsRowsBarAndHeader() {
        var s = screen("seed004")
        var scene = Scene(size: .zero)
        let state = scrollState(offsetY: 0, screen: s)
        s.layOutAndCompose(into: &scene, state: state, frame: FrameDecorations())
        #expect(s.hitTest(Point(x: 10, y: 100), state: state) == .header)
        #expect(s.hitTest(Point(x: 10, y: 220), state: state) == .bar(segment: 0))
        #expect(s.hitTest(Point(x: 389, y: 220), state: state) == .bar(segment: 2))
        let firstRowHeight = s.list.height(ofRow: 0)
        #expect(s.hitTest(Point(x: 10, y: 245), state: state) == .row(0))
        #expect(s.hitTest(Point(x: 10, y: 244 + firstRowHeight + 1), state: state) == .row(1))
        #expect(s.hitTest(Point(x: -1, y: 300), state: state) == HitTarget.none)
        // Scrolled far: the bar pins at the top and covers the rows under it.
        let far = scrollState(offsetY: 5000, screen: s)
        #expect(s.hitTest(Point(x: 10, y: 20), state: far) == .bar(segment: 0))
        #expect(s.hitTest(Point(x: 10, y: 50), state: far) == .row(s.list.rowIndex(at: 5000 + 50 - 244)))
    }

    @Test func seed000RowsLieOverThePhoto() {
        let s = screen("seed000")
        let state = scrollState(offsetY: -219.375, screen: s)
        #expect(s.hitTest(Point(x: 10, y: 230), state: state) == .row(0))
        #expect(s.hitTest(Point(x: 10, y: 100), state: state) == .header)
    }

    @Test func carouselDrawsNeighbouringPagesWhileSwiping() {
        var s = screen("carousel")
        var scene = Scene(size: .zero)
        let state = scrollState(offsetY: -s.baseContentInset.top, screen: s)
        s.layOutAndCompose(into: &scene, state: state, frame: FrameDecorations(carouselOffset: 390 * 1.25))
        let pages = scene.items.compactMap { item -> (ImageRef, Rect)? in
            if case let .image(ref, _, destination, _, _, _) = item { return (ref, destination) }
            return nil
        }
        #expect(pages.map(\.0) == [.photo(1), .photo(2)])
        #expect(isClose(pages[0].1.minX, -97.5, within: 1e-9) && isClose(pages[1].1.minX, 292.5, within: 1e-9))
    }

    @Test func refreshingDrawsTheSpinnerAndIndicatorShrinksWhenOverscrolled() {
        var s = screen("seed003", rows: 20)
        var scene = Scene(size: .zero)
        var refresh = s.makeRefreshControl()
        refresh.update(pull: 100, isDragging: true, time: 0)
        let pulled = scrollState(offsetY: -295, screen: s, phase: .dragging)
        s.layOutAndCompose(into: &scene, state: pulled, frame: FrameDecorations(refresh: refresh))
        let dots = scene.items.filter { if case let .fill(r, _, 2, _) = $0 { r.width == 4 } else { false } }
        #expect(dots.count == 8)
        let overscrolled = scrollIndicatorFrame(state: scrollState(offsetY: -295, screen: s))!
        let resting = scrollIndicatorFrame(state: scrollState(offsetY: -195, screen: s))!
        expectClose(resting.height - overscrolled.height, 100, within: 1e-9)
        #expect(resting.maxX == 387)
    }

    @Test func resizingFollowsTheWidthAndRemeasures() {
        var s = screen("seed000")
        var scene = Scene(size: .zero)
        s.layOutAndCompose(into: &scene, state: scrollState(offsetY: -219.375, screen: s), frame: FrameDecorations())
        #expect(s.list.measuredCount > 0)
        s.update(viewport: Size(width: 320, height: 568))
        #expect(s.baseContentInset.top == 180)
        #expect(s.list.measuredCount == 0)
    }
}

@Suite struct HeaderScreenFrameTests {
    @Test func aRepeatedFrameMeasuresNothingAndDrawsTheSameScene() {
        var s = screen("parallax", rows: 1_000_000)
        var first = Scene(size: .zero), second = Scene(size: .zero)
        let state = scrollState(offsetY: 120_000, screen: s)
        s.layOutAndCompose(into: &first, state: state, frame: FrameDecorations())
        let measured = s.list.measuredCount
        let capacity = first.items.capacity
        #expect(s.layOutAndCompose(into: &second, state: state, frame: FrameDecorations()) == 0)
        #expect(s.list.measuredCount == measured)
        #expect(first == second)
        s.layOutAndCompose(into: &first, state: state, frame: FrameDecorations())
        #expect(first.items.capacity == capacity)
    }

    @Test func floatingAppBarRevealsItsToolbarOnAnUpwardScroll() {
        var s = screen("appbar", ["pinned": 0, "floating": 1])
        var scene = Scene(size: .zero)
        s.layOutAndCompose(into: &scene, state: scrollState(offsetY: 2000, screen: s), frame: FrameDecorations())
        #expect(s.metrics(offsetY: 2000).headerFrame.maxY == 0)
        s.layOutAndCompose(into: &scene, state: scrollState(offsetY: 1970, screen: s), frame: FrameDecorations())
        #expect(s.metrics(offsetY: 1970).headerFrame.maxY == 30)
        s.layOutAndCompose(into: &scene, state: scrollState(offsetY: 1990, screen: s), frame: FrameDecorations())
        #expect(s.metrics(offsetY: 1990).headerFrame.maxY == 10)
    }

    @Test func tuningTheRowStyleRemeasures() {
        var s = screen("seed003")
        var scene = Scene(size: .zero)
        s.layOutAndCompose(into: &scene, state: scrollState(offsetY: -195, screen: s), frame: FrameDecorations())
        let height = s.list.height(ofRow: 0)
        s.update(parameters: parameters(s.design, ["rowPadding": 20]))
        #expect(s.list.measuredCount == 0)
        s.layOutAndCompose(into: &scene, state: scrollState(offsetY: -195, screen: s), frame: FrameDecorations())
        #expect(s.list.height(ofRow: 0) == height + 16)
    }
}

@Suite struct ScrollIndicatorInsetTests {
    /// UIKit's scrollIndicatorInsets move the track: with 100 pt top and 50 pt bottom insets the
    /// indicator at the top of the range starts at 3 + 100 and at the end stops at 844 - 3 - 50.
    @Test func insetsShortenTheTrack() throws {
        var state = ScrollState()
        state.boundsSize = Size(width: 390, height: 844)
        state.contentSize = Size(width: 390, height: 8440)
        state.scrollIndicatorAlpha = 1
        let insets = EdgeInsets(top: 100, bottom: 50)
        state.contentOffset.y = 0
        let top = try #require(scrollIndicatorFrame(state: state, insets: insets))
        #expect(top.minY == 103)
        state.contentOffset.y = state.maximumOffsetY
        let bottom = try #require(scrollIndicatorFrame(state: state, insets: insets))
        #expect(abs(bottom.maxY - (844 - 3 - 50)) < 1e-9)
        // Track 688 pt; content 10× the viewport: 68.8 pt long.
        #expect(abs(top.height - (844 - 6 - 150) * 844 / 8440) < 1e-9)
    }
}

/// Rows align as UILabel's natural alignment does: Hebrew and Arabic from the right edge.
@Suite struct NaturalAlignmentTests {
    @Test func theFirstStrongCharacterDecides() {
        #expect(ParagraphDirection.isRightToLeft("שלום עולם"))
        #expect(ParagraphDirection.isRightToLeft("123 مرحبا"), "digits do not decide")
        #expect(!ParagraphDirection.isRightToLeft("Hello שלום"))
        #expect(!ParagraphDirection.isRightToLeft("下拉弹性效果"))
        #expect(!ParagraphDirection.isRightToLeft("  42 "))
    }

    @Test func hebrewRowsAreDrawnTrailing() throws {
        let content = ListContent(title: "T", source: .rows([.init(title: "שלום", subtitle: "مرحبا بالعالم"), .init(title: "Hello", subtitle: "World")]))
        let design = ShippedDesigns.design("seed003")
        var s = try HeaderScreen(design: design, parameters: parameters(design), viewport: phone, content: content,
                                 images: ShippedDesigns.images(size: photo), measurer: FixedAdvanceMeasurer())
        var scene = Scene(size: .zero)
        s.layOutAndCompose(into: &scene, state: scrollState(offsetY: -195, screen: s), frame: FrameDecorations())
        let alignments = Dictionary(uniqueKeysWithValues: scene.items.compactMap { item -> (String, TextAlignment)? in
            if case let .text(text, _, _, alignment, _, _, _) = item { (text, alignment) } else { nil }
        })
        #expect(alignments["שלום"] == .trailing && alignments["مرحبا بالعالم"] == .trailing)
        #expect(alignments["Hello"] == .leading && alignments["World"] == .leading)
    }
}
