import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

/// Compare mode's core: two sessions under one input stream, each with its own physics.
@Suite struct CompareTests {
    let viewport = Size(width: 390, height: 844)

    func base(designName: String = "seed004", params: [String: Double] = ["touchSlop": 0]) -> SessionSetup {
        SessionSetup(designName: designName, viewport: viewport, content: ListContent(title: "T", source: .generated(count: 500)),
                     parameterOverrides: params, photoSizes: [Size(width: 1680, height: 1050)])
    }

    func fastConfig() throws -> ComparisonVariant {
        let document = try JSONParser.parse(#"{"preset": "seed003", "decelerationRate": 0.99}"#)
        return try ComparisonVariant.parseConfig(document, file: "/tmp/fast.json")
    }

    func pair() throws -> SessionGroup {
        try SessionGroup(base: base(), variants: [ComparisonVariant.resolve("seed003"), fastConfig()],
                         measurer: FixedAdvanceTextMeasurer())
    }

    /// One upward fling on both sides: same release velocity v; the normal side (0.998/ms) then
    /// travels (v − 10)/(−1000 ln 0.998) ≈ 0.4995·(v − 10), the fast one (0.99/ms)
    /// (v − 10)/(−1000 ln 0.99) ≈ 0.0995·(v − 10), each stopping at 10 pt/s.
    @Test func oneFlingDrivesBothSidesEachWithItsOwnDeceleration() throws {
        var pair = try pair()
        // Scroll into the list first so neither side meets an edge.
        _ = pair.apply(.down(Point(x: 195, y: 800)), atMs: 0)
        for step in 1...10 { _ = pair.apply(.move(Point(x: 195, y: 800 - Double(step) * 60)), atMs: Double(step) * 20) }
        _ = pair.apply(.move(Point(x: 195, y: 200)), atMs: 1000)  // hold still: no fling
        _ = pair.apply(.up(nil), atMs: 1100)
        pair.advance(toMs: 1500)
        #expect(pair[0].scrollState.phase == .idle && pair[1].scrollState.phase == .idle)
        #expect(abs(pair[0].scrollState.contentOffset.y - pair[1].scrollState.contentOffset.y) < 0.001,
                "the same drag moved both sides alike")

        _ = pair.apply(.down(Point(x: 195, y: 600)), atMs: 2000)
        for step in 1...8 { _ = pair.apply(.move(Point(x: 195, y: 600 - Double(step) * 16)), atMs: 2000 + Double(step) * 8) }
        _ = pair.apply(.up(nil), atMs: 2064)
        let va = pair[0].scrollState.velocity.y, vb = pair[1].scrollState.velocity.y
        let startA = pair[0].scrollState.contentOffset.y, startB = pair[1].scrollState.contentOffset.y
        #expect(va > 1000 && abs(va - vb) < 0.001, "same release velocity: \(va) vs \(vb)")
        #expect(pair[0].scrollState.isDecelerating && pair[1].scrollState.isDecelerating)
        pair.advance(toMs: 12_000)
        let travelA = pair[0].scrollState.contentOffset.y - startA, travelB = pair[1].scrollState.contentOffset.y - startB
        let expectedA = (va - 10) / (-1000 * log(0.998)), expectedB = (vb - 10) / (-1000 * log(0.99))
        #expect(abs(travelA - expectedA) < 0.01 * expectedA, "normal: \(travelA) vs \(expectedA)")
        #expect(abs(travelB - expectedB) < 0.03 * expectedB, "fast: \(travelB) vs \(expectedB)")
        #expect(pair[0].designName == "seed003" && pair[1].designName == "seed003")
        #expect(pair[0].parameters["decelerationRate"] == 0.998 && pair[1].parameters["decelerationRate"] == 0.99)
        #expect(pair[0].parameters["touchSlop"] == 0 && pair[1].parameters["touchSlop"] == 0, "base params on both sides")
    }

    @Test func eachSideKeepsItsOwnPresetAndHeader() throws {
        var pair = try SessionGroup(base: base(), variants: [ComparisonVariant.resolve("seed003"), ComparisonVariant.resolve("seed004")],
                                    measurer: FixedAdvanceTextMeasurer())
        #expect(pair[0].designName == "seed003" && pair[1].designName == "seed004")
        #expect(pair[0].restingTopOffset == -195, "seed003: inset W/2")
        // Pull both down 100 pt: both stretch, each its own way.
        _ = pair.apply(.down(Point(x: 195, y: 300)), atMs: 0)
        for step in 1...10 { _ = pair.apply(.move(Point(x: 195, y: 300 + Double(step) * 10)), atMs: Double(step) * 10) }
        pair.advance(toMs: 200)
        #expect(pair[0].scrollState.phase == .dragging && pair[1].scrollState.phase == .dragging)
        #expect(pair[0].metrics.headerFrame.height != pair[1].metrics.headerFrame.height)
    }

    @Test func shellEffectsComeBackOnceAndModelKeysChangeBothSides() throws {
        var pair = try pair()
        #expect(pair.apply(.key(KeyPress(.h)), atMs: 10) == [.toggleHUD])
        #expect(pair.apply(.screenshot(name: "x"), atMs: 20) == [.screenshot])
        let bounces = pair.apply(.key(KeyPress(.b)), atMs: 30)
        #expect(bounces == [.toast("bounces off")])
        #expect(!pair[0].parameters.flag("bounces") && !pair[1].parameters.flag("bounces"))
        // D toggles each side from its own rate: the toasts differ, so both are named.
        let d = pair.apply(.key(KeyPress(.d)), atMs: 40)
        #expect(d == [.toast("A: decelerationRate fast 0.99 · B: decelerationRate normal 0.998")])
    }

    @Test func theLayoutPutsAOnTheLeftBOnTheRightAndMapsPointsToEachSide() {
        let layout = PhoneLayout(viewport: viewport, count: 2)
        #expect(layout.size == Size(width: 2 * 390 + PhoneLayout.gap, height: 844 + PhoneLayout.captionStripHeight))
        #expect(layout.frame(of: 0) == Rect(x: 0, y: PhoneLayout.captionStripHeight, width: 390, height: 844))
        #expect(layout.frame(of: 1).minX == 390 + PhoneLayout.gap)
        let left = layout.localPoint(Point(x: 100, y: 124))
        #expect(left.index == 0 && left.point == Point(x: 100, y: 100))
        let right = layout.localPoint(Point(x: 398 + 100, y: 124))
        #expect(right.index == 1 && right.point == Point(x: 100, y: 100))
        #expect(layout.localPoint(Point(x: 392, y: 50)).index == 0)
        #expect(layout.localPoint(Point(x: 396, y: 50)).index == 1)
        #expect(layout.localPoint(Point(x: 5000, y: 50)).index == 1)
        #expect(PhoneLayout.viewport(fitting: layout.size, count: 2) == viewport)
    }

    @Test func translatedItemsMoveAndStayInsideTheirSide() {
        let bounds = Rect(x: 398, y: 24, width: 390, height: 844)
        let offset = bounds.origin
        let fill = PhoneLayout.translated(.fill(Rect(x: 10, y: 20, width: 30, height: 40), .black, cornerRadius: 2, clip: nil),
                                            by: offset, clippedTo: bounds)
        #expect(fill == .fill(Rect(x: 408, y: 44, width: 30, height: 40), .black, cornerRadius: 2, clip: bounds))
        let clipped = PhoneLayout.translated(.line(from: Point(x: 0, y: 0), to: Point(x: 10, y: 10), color: .black, width: 1,
                                                     clip: Rect(x: -50, y: 0, width: 100, height: 100)),
                                               by: offset, clippedTo: bounds)
        #expect(clipped == .line(from: Point(x: 398, y: 24), to: Point(x: 408, y: 34), color: .black, width: 1,
                                 clip: Rect(x: 398, y: 24, width: 50, height: 100)))
        let outside = PhoneLayout.translated(.text("t", style: TextStyle(size: 10), frame: Rect(x: 0, y: 0, width: 5, height: 5),
                                                     alignment: .leading, lineBreak: .none, alpha: 1, clip: Rect(x: 500, y: 0, width: 10, height: 10)),
                                               by: offset, clippedTo: bounds)
        guard case let .text(_, _, _, _, _, _, clip) = outside else { Issue.record("not text"); return }
        #expect(clip?.isEmpty == true, "a clip outside the side clips everything")
    }

    @Test func theCombinedSceneHasBothSidesAndTheirCaptions() throws {
        let pair = try pair()
        var phones: [Scene] = [], combined = Scene(size: viewport)
        let layout = PhoneLayout(viewport: viewport, count: 2)
        pair.compose(into: &combined, phones: &phones, layout: layout, captions: ["A: seed003", "B: fast (seed003)"], showingTouches: false)
        #expect(combined.size == layout.size)
        #expect(combined.items.count == phones[0].items.count + phones[1].items.count + 5)
        let texts = combined.items.compactMap { item -> String? in if case let .text(t, _, _, _, _, _, _) = item { t } else { nil } }
        #expect(texts.contains("A: seed003") && texts.contains("B: fast (seed003)"))
        let images = combined.items.compactMap { item -> Rect? in if case let .image(_, _, d, _, _, _) = item { d } else { nil } }
        #expect(images.contains { $0.minX < 390 } && images.contains { $0.minX >= 398 }, "a photo on each side")
    }

    @Test func variantsNameAPresetOrAConfigFileAndErrorsNameBoth() throws {
        let designName = try ComparisonVariant.resolve("seed001")
        #expect(designName.label == "seed001" && designName.designName == "seed001" && designName.parameterOverrides.isEmpty)
        let folder = NSTemporaryDirectory() + "compare-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = folder + "/bouncy.json"
        try Data(#"{"bounces": false, "decelerationRate": 0.99}"#.utf8).write(to: URL(fileURLWithPath: plain))
        let file = try ComparisonVariant.resolve(plain)
        #expect(file.label == "bouncy" && file.designName == nil && file.designName(over: "seed004") == "seed004")
        #expect(file.parameterOverrides == ["bounces": 0, "decelerationRate": 0.99])
        #expect(file.caption(over: "seed004") == "bouncy (seed004)")
        #expect(file.parameterOverrides(over: ["decelerationRate": 0.998, "touchSlop": 0]) == ["bounces": 0, "decelerationRate": 0.99, "touchSlop": 0])

        do { _ = try ComparisonVariant.resolve("nope"); Issue.record("accepted 'nope'") } catch {
            #expect(error.kind == .badInput)
            #expect(error.message.contains("'nope'") && error.message.contains("design") && error.message.contains("seed004")
                    && error.message.contains("no such file"), "\(error.message)")
        }
        let badDesign = folder + "/bad.json"
        try Data(#"{"preset": "seed999"}"#.utf8).write(to: URL(fileURLWithPath: badDesign))
        do { _ = try ComparisonVariant.resolve(badDesign); Issue.record("accepted seed999") } catch {
            #expect(error.message.contains(badDesign) && error.message.contains("seed999"))
        }
        let badParam = folder + "/param.json"
        try Data(#"{"decelerationRate": 5}"#.utf8).write(to: URL(fileURLWithPath: badParam))
        do { _ = try ComparisonVariant.resolve(badParam); Issue.record("accepted 5") } catch {
            #expect(error.message.contains(badParam) && error.message.contains("decelerationRate"))
        }
        do { _ = try ComparisonVariant.resolveAll(["seed003"]); Issue.record("accepted one") } catch {
            #expect(error.message.contains("two to four"))
        }
        do { _ = try ComparisonVariant.resolveAll(Array(repeating: "seed003", count: 5)); Issue.record("accepted five") } catch {
            #expect(error.message.contains("two to four") && error.message.contains("found 5"))
        }
    }

    @Test func theReplayWritesPerSideTracesOneCombinedShotAndTwoSidecars() throws {
        var script = Script(designName: "seed004", viewport: viewport, parameters: ["touchSlop": 0], durationMs: 2000)
        script.events = [ScriptEvent(timeMs: 0, action: .down(Point(x: 195, y: 600)))]
        for step in 1...8 { script.events.append(ScriptEvent(timeMs: Double(step) * 8, action: .move(Point(x: 195, y: 600 - Double(step) * 16)))) }
        script.events.append(ScriptEvent(timeMs: 64, action: .up(nil)))
        script.events.append(ScriptEvent(timeMs: 500, action: .screenshot(name: "flung")))
        let folder = NSTemporaryDirectory() + "compare-replay-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pair = try SessionGroup(base: base(params: script.parameters),
                                    variants: [ComparisonVariant.resolve("seed003"), fastConfig()], measurer: FixedAdvanceTextMeasurer())
        var runner = ReplayRunner(group: pair, script: script, outputFolder: folder, options: ReplayRunner.Options())
        var capturer = DiscardingCapturer()
        let result = try runner.run(capturing: &capturer)
        #expect(capturer.paths == [folder + "/flung.png"], "one combined picture per screenshot")
        #expect(result.phones.map(\.folderName) == ["a-seed003", "b-fast"])
        for side in ["a-seed003", "b-fast"] {
            #expect(FileManager.default.fileExists(atPath: "\(folder)/\(side)/trace.csv"))
            #expect(FileManager.default.fileExists(atPath: "\(folder)/\(side)/events.csv"))
        }
        #expect(result.phones[0].records.count == 121 && result.phones[1].records.count == 121)
        #expect(result.phones[0].records != result.phones[1].records)
        let a = try JSONParser.parse(String(contentsOfFile: folder + "/flung.a.json", encoding: .utf8))
        let b = try JSONParser.parse(String(contentsOfFile: folder + "/flung.b.json", encoding: .utf8))
        #expect(a["side"] == .string("a") && a["label"] == .string("seed003") && a["preset"] == .string("seed003"))
        #expect(b["side"] == .string("b") && b["label"] == .string("fast") && b["preset"] == .string("seed003"))
        #expect(a["image"] == .string("flung.png") && a["name"] == .string("flung"))
        #expect(a["params"]?["decelerationRate"] == .number(0.998) && b["params"]?["decelerationRate"] == .number(0.99))
        #expect(a["state"]?["offset_y"] != b["state"]?["offset_y"], "the sides moved differently after the fling")
    }

    /// Four phones: the picture is 4 viewports and 3 gaps wide, a point on the third phone is
    /// its local point, and a toast that differs names every phone by letter.
    @Test func fourPhonesStandSideBySideAndTheirToastsAreNamed() throws {
        let layout = PhoneLayout(viewport: viewport, count: 4)
        #expect(layout.size == Size(width: 4 * 390 + 3 * PhoneLayout.gap, height: 844 + PhoneLayout.captionStripHeight))
        let third = layout.localPoint(Point(x: 2 * (390 + PhoneLayout.gap) + 50, y: PhoneLayout.captionStripHeight + 10))
        #expect(third.index == 2 && third.point == Point(x: 50, y: 10))
        #expect(PhoneLayout.viewport(fitting: layout.size, count: 4) == viewport)
        let single = PhoneLayout(viewport: viewport)
        #expect(single.size == viewport && single.frame(of: 0) == Rect(origin: .zero, size: viewport), "one phone fills the picture")
        #expect(single.localPoint(Point(x: 7, y: 9)) == (0, Point(x: 7, y: 9)))

        var group = try SessionGroup(base: base(), variants: [ComparisonVariant.resolve("seed003"), fastConfig(),
                                                              ComparisonVariant.resolve("seed004"), ComparisonVariant.resolve("parallax")],
                                     measurer: FixedAdvanceTextMeasurer())
        #expect(group.count == 4 && group.captions(baseDesign: "seed004") == ["A: seed003", "B: fast (seed003)", "C: seed004", "D: parallax"])
        let d = group.apply(.key(KeyPress(.d)), atMs: 10)
        #expect(d == [.toast("A: decelerationRate fast 0.99 · B: decelerationRate normal 0.998 · C: decelerationRate fast 0.99 · D: decelerationRate fast 0.99")])
        #expect(group.apply(.key(KeyPress(.h)), atMs: 20) == [.toggleHUD], "a shell effect comes back once")
    }

    /// A config file reloaded reaches every phone, each variant's own values on top; Ctrl+S saves
    /// A's values without A's own overrides.
    @Test func aConfigReachesEveryPhoneUnderItsVariant() throws {
        var group = try SessionGroup(base: base(), variants: [fastConfig(), ComparisonVariant.resolve("seed003")],
                                     measurer: FixedAdvanceTextMeasurer())
        let changed = try group.applyConfig(["decelerationRate": 0.995, "wheelLineHeight": 30], at: Instant(seconds: 1))
        #expect(Set(changed) == ["decelerationRate", "wheelLineHeight", "touchSlop"], "touchSlop was the base setup's own: \(changed)")
        #expect(group[0].parameters["decelerationRate"] == 0.99 && group[1].parameters["decelerationRate"] == 0.995)
        #expect(group[0].parameters["wheelLineHeight"] == 30 && group[1].parameters["wheelLineHeight"] == 30)
        #expect(try group.applyConfig(["decelerationRate": 0.995, "wheelLineHeight": 30], at: Instant(seconds: 2)).isEmpty, "the same file again changes nothing")
        let shared = group.sharedParameters
        #expect(shared["wheelLineHeight"] == 30 && shared["decelerationRate"] == 0.998, "A's own 0.99 is not saved for everyone")
    }

    /// Three phones over a replay: a folder and a sidecar per phone, lettered a, b, c.
    @Test func aReplayOverThreePhonesWritesAFolderAndASidecarForEach() throws {
        var script = Script(designName: "seed004", viewport: viewport, parameters: ["touchSlop": 0], durationMs: 200)
        script.events = [ScriptEvent(timeMs: 100, action: .screenshot(name: "shot"))]
        let folder = NSTemporaryDirectory() + "compare-three-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let group = try SessionGroup(base: base(params: script.parameters),
                                     variants: [ComparisonVariant.resolve("seed003"), fastConfig(), ComparisonVariant.resolve("parallax")],
                                     measurer: FixedAdvanceTextMeasurer())
        var runner = ReplayRunner(group: group, script: script, outputFolder: folder, options: ReplayRunner.Options())
        var capturer = DiscardingCapturer()
        let result = try runner.run(capturing: &capturer)
        #expect(result.phones.map(\.folderName) == ["a-seed003", "b-fast", "c-parallax"])
        #expect(result.size == Size(width: 3 * 390 + 2 * PhoneLayout.gap, height: 844 + PhoneLayout.captionStripHeight))
        for name in ["shot.a.json", "shot.b.json", "shot.c.json", "c-parallax/trace.csv", "c-parallax/events.csv"] {
            #expect(FileManager.default.fileExists(atPath: "\(folder)/\(name)"), "\(name)")
        }
        let c = try JSONParser.parse(String(contentsOfFile: folder + "/shot.c.json", encoding: .utf8))
        #expect(c["side"] == .string("c") && c["label"] == .string("parallax") && c["image"] == .string("shot.png"))
    }
}
