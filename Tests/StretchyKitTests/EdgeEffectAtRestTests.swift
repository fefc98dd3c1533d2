import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

/// D1: the scroll edge effect never blurs content at rest that is not under the bar. A bar of
/// always-visible glass buttons (`"bar": true`) over a list whose first row rests 50 pt below it:
/// at rest the effect covers the bar alone; once rows pass under it the feather below grows with
/// how far they have passed (up to its 50 pt).
@Suite struct EdgeEffectAtRestTests {
    static let json = """
    {"name": "buttons", "scroll": {"contentInsetTop": 150, "rowsTop": 0},
     "layers": [{"id": "follow", "kind": "glass", "bar": true, "x": "W - 110", "y": 50, "width": 94, "height": 44}]}
    """

    func topEffect(_ system: SystemVersion, passed: Double) throws -> ProgressiveBlur? {
        let folder = try TemporaryFolder()
        let design = try DesignLoader.load(path: try folder.write("d.json", Self.json), warn: { _ in }).design
        var screen = try HeaderScreen(design: design, parameters: Parameters(catalog: design.catalog), viewport: Size(width: 390, height: 844),
                                      content: ListContent(title: "T", source: .generated(count: 100)),
                                      images: ImageTable(paths: [], sizes: []), measurer: FixedAdvanceTextMeasurer())
        screen.update(system: system)
        var state = ScrollState()
        state.contentOffset = Point(x: 0, y: -150 + passed)
        state.boundsSize = screen.viewport
        state.contentSize = Size(width: 390, height: screen.contentHeight)
        var scene = Scene(size: .zero)
        screen.layOutAndCompose(into: &scene, state: state, frame: FrameDecorations())
        for item in scene.items { if case let .progressiveBlur(p) = item, p.edge == .top { return p } }
        return nil
    }

    @Test(arguments: [SystemVersion.ios26, .ios27])
    func atRestOnlyTheBarIsCovered(system: SystemVersion) throws {
        let rest = try topEffect(system, passed: 0)
        // The glass ends at y 94: nothing below it is blurred at rest (iOS 27 draws nothing yet).
        if let rest { #expect(rest.band.maxY <= 94 + 1e-9, "\(system): \(rest.band)") }
        let scrolled = try #require(try topEffect(system, passed: 120))
        #expect(scrolled.band.maxY > 94, "the feather shows once rows pass under the bar")
        let partly = try #require(try topEffect(.ios26, passed: 20))
        #expect(abs(partly.band.maxY - (94 + 20)) < 1e-9, "the feather is as deep as the rows have passed: \(partly.band)")
    }
}
