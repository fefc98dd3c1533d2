import Foundation
import HeaderKit
import ScrollCore
import Stage
@testable import stretchy
import StretchyKit
import Testing

/// What `stretchy run` alone opens (issue 48): profile on an iPhone 15, the HUD off, and a line of
/// keys at the bottom of the phone until the first key or drag.
@Suite struct FirstWindowTests {
    static let phone = Size(width: 393, height: 852)

    func state() throws -> WindowState {
        let setup = SessionSetup(designName: "seed003", viewport: Self.phone,
                                 content: ListContent(title: "T", source: .generated(count: 200)),
                                 parameterOverrides: [:], photoSizes: [Size(width: 1680, height: 1050)])
        let group = SessionGroup(try Session(setup: setup, measurer: FixedAdvanceTextMeasurer()))
        return WindowState(group: group, baseDesign: "seed003", pacing: FramePacing(framesPerSecond: 60, vsync: false))
    }

    func context() -> WindowContext {
        WindowContext(measurer: FixedAdvanceTextMeasurer(), pixelsPerPoint: 1, usableDisplayArea: { nil })
    }

    /// The hint's pill, when the overlays draw it.
    func hintFrame(_ state: inout WindowState) -> Rect? {
        var scene = Scene(size: Self.phone)
        state.appendOverlays(to: &scene, atMs: 0, measurer: FixedAdvanceTextMeasurer())
        return scene.items.lazy.compactMap { item -> Rect? in
            if case let .text(text, _, frame, _, _, _, _) = item, text == KeyHint.text { return frame }
            return nil
        }.first
    }

    @Test func runAloneOpensProfileOnAnIPhone15() throws {
        let (options, variants) = try RunCommand.parse([]).windowSetup()
        #expect(options.design.name == "profile" && variants.isEmpty)
        #expect(options.device?.name == "iphone-15" && options.viewport == Size(width: 393, height: 852))
        // Replays keep their default: every existing script draws what it drew.
        #expect(Script.defaultDesign == "seed004")
        #expect(try RunCommand.parse(["--design", "seed004"]).windowSetup().0.design.name == "seed004")
    }

    @Test func theHUDIsOffAndTheHintShowsAtTheBottomUntilAKey() throws {
        var window = try state()
        #expect(!window.hudVisible && window.hudFrames(bannerHeight: 0).isEmpty)
        let frame = try #require(hintFrame(&window), "the hint is drawn")
        #expect(frame.midY > Self.phone.height / 2 && frame.maxY <= Self.phone.height, "\(frame)")
        _ = window.reduce(.key(try #require(KeyPress(parsing: "l")), isRepeat: false), atMs: 10, context: context())
        #expect(hintFrame(&window) == nil, "any key dismisses it")
        _ = window.reduce(.key(try #require(KeyPress(parsing: "h")), isRepeat: false), atMs: 20, context: context())
        #expect(window.hudVisible, "H still shows the HUD")
    }

    @Test func aTapKeepsTheHintAndADragEndsIt() throws {
        var window = try state()
        let start = Point(x: 200, y: 600)
        _ = window.reduce(.input(.pointerDown(start)), atMs: 0, context: context())
        _ = window.reduce(.input(.pointerUp(start)), atMs: 50, context: context())
        #expect(hintFrame(&window) != nil, "a tap is not a drag")
        _ = window.reduce(.input(.pointerDown(start)), atMs: 100, context: context())
        _ = window.reduce(.input(.pointerMove(Point(x: 200, y: 500))), atMs: 116, context: context())
        #expect(hintFrame(&window) != nil, "it stays while the finger is down")
        _ = window.reduce(.input(.pointerUp(Point(x: 200, y: 400))), atMs: 133, context: context())
        #expect(hintFrame(&window) == nil, "the first drag's end dismisses it")
    }
}
