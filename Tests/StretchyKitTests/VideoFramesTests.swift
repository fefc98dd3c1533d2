import HeaderKit
import ScrollCore
import Testing
@testable import StretchyKit

/// The video frame loop: how many frames, at which times, and what it appends to the session's
/// scene (the touch indicator, captions).
@Suite struct VideoFramesTests {
    func session(_ script: Script) throws -> SessionGroup {
        let setup = SessionSetup(designName: script.designName, viewport: script.viewport,
                                 content: ListContent(title: "T", source: .generated(count: 50)),
                                 parameterOverrides: script.parameters, photoSizes: [Size(width: 800, height: 600)])
        return SessionGroup(try Session(setup: setup, measurer: FixedAdvanceTextMeasurer()))
    }

    @Test(arguments: [(1000.0, 60.0, 60), (5200, 50, 260), (5200, 60, 312), (1010, 30, 30), (10, 30, 1)])
    func frameCountIsDurationTimesRate(durationMs: Double, fps: Double, expected: Int) {
        #expect(VideoFrames(script: Script(durationMs: durationMs), framesPerSecond: fps).count == expected)
    }

    /// Frame k shows t = k/fps: the frames' times, read from the session, step by exactly 1/fps.
    @Test func framesShowTheMomentTheyStart() throws {
        let script = Script(viewport: Size(width: 200, height: 300), durationMs: 500)
        var subject = try session(script)
        var times: [Double] = []
        try VideoFrames(script: script, framesPerSecond: 20).run(&subject, look: VideoLook(showsTouches: false),
                                                                 measurer: FixedAdvanceTextMeasurer()) { _, index throws(StretchyError) in
            times.append(Double(index))
        }
        #expect(times == (0..<10).map(Double.init))
        #expect(subject.timeMs == 500, "the script still runs to its end")
    }

    /// Down at 100 ms, up at 300 ms: the disc is opaque while down, half faded 125 ms after the
    /// release, gone after 250 ms, and drawn centred on the finger.
    @Test func theTouchIndicatorFollowsThePointerAndFades() throws {
        let finger = Point(x: 80, y: 150)
        let script = Script(viewport: Size(width: 200, height: 300), durationMs: 800, events: [
            ScriptEvent(timeMs: 100, action: .down(Point(x: 80, y: 200))),
            ScriptEvent(timeMs: 200, action: .move(finger)),
            ScriptEvent(timeMs: 300, action: .up(nil)),
        ])
        var subject = try session(script)
        var discs: [Int: [SceneItem]] = [:]
        try VideoFrames(script: script, framesPerSecond: 40).run(&subject, look: VideoLook(), measurer: FixedAdvanceTextMeasurer()) { scene, index throws(StretchyError) in
            discs[index] = scene.items.filter {
                if case let .fill(rect, _, radius, _) = $0 { return radius * 2 == rect.width && rect.width >= 39 }
                return false
            }
        }
        func alpha(_ index: Int) -> UInt8? {
            guard case let .fill(rect, color, _, _)? = discs[index]?.first else { return nil }
            #expect(abs(rect.midX - finger.x) < 1e-9 && abs(rect.midY - finger.y) < 1e-9, "centred on the finger: \(rect)")
            return color.a
        }
        #expect(discs[2]?.isEmpty == true, "nothing before the press (50 ms)")
        #expect(alpha(10) == 150, "opaque while down (250 ms)")
        let fading = try #require(alpha(17), "fading 125 ms after the release (425 ms)")
        #expect(fading > 60 && fading < 90)
        #expect(alpha(23) == nil, "gone 275 ms after the release (575 ms)")
    }

    @Test func aParameterReadsAsWordsWithItsUnitAndDefault() {
        let hero = ParameterSpec("heroHeight", default: 500, range: 200...700, step: 10, unit: "pt", summary: "hero photo height")
        #expect(hero.reading(420) == "hero height 420 pt (default 500)")
        let ratio = ParameterSpec("artworkRatio", default: 0.68, range: 0.3...1, step: 0.01, unit: "×W", summary: "side")
        #expect(ratio.reading(0.5) == "artwork ratio 0.5×W (default 0.68)")
        #expect(ParameterSpec.toggle("blurOn", default: true, summary: "blur").reading(0) == "blur on off (default on)")
    }

    @Test func theAutoCaptionNamesTheDesignAndChangedParameters() throws {
        var parameters = Parameters(catalog: .shared)
        try parameters.set("decelerationRate", to: 0.99)
        try parameters.set("bounces", to: false)
        let text = VideoCaption.autoText(designName: "seed004", parameters: parameters)
        #expect(text.hasPrefix("seed004 · "))
        #expect(text.contains("deceleration rate 0.99/ms (default 0.998)") && text.contains("bounces off (default on)"), "\(text)")
        #expect(VideoCaption.autoText(designName: "seed003", parameters: Parameters(catalog: .shared)) == "seed003")
    }

    /// A caption longer than the band holds is cut to whole lines ending in "…", never clipped
    /// mid-line: with the fixed-advance measurer (6.5 pt a character at 13 pt, 15.6 pt a line),
    /// a 180-point-wide band takes 27 characters a line and 3 lines within 60 pt.
    @Test func aLongCaptionIsCutToTheBandsLinesWithAnEllipsis() {
        let measurer = FixedAdvanceTextMeasurer()
        let long = String(repeating: "x", count: 500)
        let fitted = VideoCaption.fitted(long, width: 180, measurer: measurer)
        #expect(fitted == String(repeating: "x", count: 3 * 27 - 1) + "…", "\(fitted.count) characters")
        #expect(VideoCaption.fitted("short", width: 180, measurer: measurer) == "short")
        var scene = Scene(size: Size(width: 200, height: 300))
        VideoCaption.append(long, in: Rect(x: 0, y: 0, width: 200, height: 300), measurer: measurer, to: &scene)
        let drawn = scene.items.compactMap { item -> String? in if case let .text(text, _, _, _, _, _, _) = item { text } else { nil } }
        #expect(drawn == [fitted])
    }

    /// Cut at a word: the words kept are whole words of the caption, and it ends on one.
    @Test func aLongCaptionIsCutBetweenWords() {
        let measurer = FixedAdvanceTextMeasurer()
        let words = (0..<60).map { "word\($0)" }
        let fitted = VideoCaption.fitted(words.joined(separator: " · "), width: 180, measurer: measurer)
        #expect(fitted.hasSuffix("…"))
        let kept = fitted.dropLast().split(separator: " ").filter { $0 != "·" }.map(String.init)
        #expect(!kept.isEmpty && kept == Array(words.prefix(kept.count)), "\(fitted)")
        #expect(measurer.measure(fitted, style: VideoCaption.style, width: 180).height <= VideoCaption.maximumHeight)
    }
}
