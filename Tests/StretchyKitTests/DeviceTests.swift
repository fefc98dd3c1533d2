import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

/// Issue 13: devices with safe areas and chrome, the status-bar tap, light and dark mode, the
/// fading row selection. Expected numbers come from Apple's figures (iPhone 15: 393 × 852 pt,
/// safe area 59 / 34), not from the code under test.
@Suite struct DeviceTests {
    let iPhone15 = Device.named("iphone-15")!

    func session(_ designName: String, device: Device?, appearance: Appearance = .light) throws -> Session {
        var setup = SessionSetup(designName: designName, viewport: device?.size ?? Size(width: 390, height: 844),
                                 content: ListContent(title: "T", source: .generated(count: 200)),
                                 parameterOverrides: [:], photoSizes: [Size(width: 1680, height: 1050)])
        setup.device = device
        setup.appearance = appearance
        return try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
    }

    @Test func theCatalogueHoldsApplesFigures() {
        let expected: [(String, Double, Double, Double, Double)] = [
            ("iphone-se", 375, 667, 20, 0), ("iphone-15", 393, 852, 59, 34), ("iphone-15-pro-max", 430, 932, 59, 34),
            ("iphone-16-pro", 402, 874, 62, 34), ("ipad-mini", 744, 1133, 24, 20),
        ]
        for (name, w, h, top, bottom) in expected {
            let device = Device.named(name)
            #expect(device?.size == Size(width: w, height: h) && device?.safeArea.top == top && device?.safeArea.bottom == bottom, "\(name)")
        }
        #expect(Device.named("iphone-15")?.hasDynamicIsland == true && Device.named("iphone-se")?.hasDynamicIsland == false)
    }

    /// seed004's segmented bar pins under the status bar: at the safe-area top, 59 pt.
    @Test func seed004sBarRestsAtTheSafeAreaTopWhenCollapsed() throws {
        var phone = try session("seed004", device: iPhone15)
        phone.setContentOffset(phone.collapsedOffset + 400)
        #expect(phone.record().barY == 59)
        var bare = try session("seed004", device: nil)
        bare.setContentOffset(bare.collapsedOffset + 400)
        #expect(bare.record().barY == 0)
    }

    /// parallax's collapsed toolbar: 44 pt below the status bar, whichever is taller (20 pt, or the device's 59).
    @Test func theAppBarsCollapseBelowTheSafeArea() throws {
        for designName in ["parallax", "appbar"] {
            var phone = try session(designName, device: iPhone15)
            phone.setContentOffset(phone.collapsedOffset + 300)
            #expect(phone.record().headerFrame.height == 59 + 44, "\(designName)")
            var bare = try session(designName, device: nil)
            bare.setContentOffset(bare.collapsedOffset + 300)
            #expect(bare.record().headerFrame.height == 20 + 44, "\(designName)")
        }
    }

    /// UIScrollView.scrollsToTop: a tap on the status bar (y = 20) animates to the top, from the
    /// touch-up (iOS's status bar reacts to a tap, not to the touch-down).
    @Test func aTapOnTheStatusBarScrollsToTop() throws {
        var phone = try session("seed003", device: iPhone15)
        let top = phone.restingTopOffset
        phone.setContentOffset(2000)
        _ = phone.apply(.down(Point(x: 200, y: 20)), atMs: 100)
        phone.advance(toMs: 140)
        #expect(!phone.eventLog.contains(.shouldScrollToTop) && phone.record().offsetY == 2000, "nothing on the press")
        _ = phone.apply(.up(Point(x: 200, y: 20)), atMs: 150)
        phone.advance(toMs: 2000)
        let callbacks = phone.eventLog.callbacks
        #expect(callbacks.contains(TimedCallback(time: 0.15, callback: .shouldScrollToTop)), "\(callbacks)")
        #expect(phone.eventLog.contains(.didScrollToTop))
        #expect(abs(phone.record().offsetY - top) < 0.5)
        // No device, no status bar: the same press is a tap on the list.
        var bare = try session("seed003", device: nil)
        bare.setContentOffset(2000)
        _ = bare.apply(.down(Point(x: 200, y: 20)), atMs: 100)
        _ = bare.apply(.up(Point(x: 200, y: 20)), atMs: 150)
        bare.advance(toMs: 2000)
        #expect(!bare.eventLog.contains(.didScrollToTop) && bare.record().offsetY == 2000)
    }

    /// Probe D5: a press on the status bar that drags away is no tap (no scroll to top, and the
    /// list does not follow it); one held still 800 ms and lifted within 10 pt still is.
    @Test func aDragFromTheStatusBarDoesNotScrollToTop() throws {
        var phone = try session("seed003", device: iPhone15)
        phone.setContentOffset(2000)
        _ = phone.apply(.down(Point(x: 200, y: 20)), atMs: 100)
        _ = phone.apply(.move(Point(x: 200, y: 60)), atMs: 120)
        _ = phone.apply(.move(Point(x: 200, y: 400)), atMs: 160)
        _ = phone.apply(.up(Point(x: 200, y: 400)), atMs: 200)
        phone.advance(toMs: 2000)
        #expect(!phone.eventLog.contains(.shouldScrollToTop) && !phone.eventLog.contains(.didScrollToTop) && phone.record().offsetY == 2000)
        // Out and back within the slop: moved past it once, so no tap either.
        _ = phone.apply(.down(Point(x: 200, y: 20)), atMs: 2100)
        _ = phone.apply(.move(Point(x: 200, y: 45)), atMs: 2120)
        _ = phone.apply(.up(Point(x: 200, y: 20)), atMs: 2140)
        phone.advance(toMs: 3000)
        #expect(!phone.eventLog.contains(.shouldScrollToTop) && !phone.eventLog.contains(.didScrollToTop) && phone.record().offsetY == 2000)
        // Held still and lifted 8 pt away: a tap.
        _ = phone.apply(.down(Point(x: 200, y: 20)), atMs: 3100)
        _ = phone.apply(.move(Point(x: 205, y: 26)), atMs: 3500)
        _ = phone.apply(.up(Point(x: 205, y: 26)), atMs: 3900)
        phone.advance(toMs: 6000)
        #expect(phone.eventLog.callbacks.contains(TimedCallback(time: 3.9, callback: .shouldScrollToTop)))
        #expect(abs(phone.record().offsetY - phone.restingTopOffset) < 0.5)
    }

    /// Probe D7: the scroll views end their bounces within half a pixel of the device's screen
    /// (UIScreen.scale from the device table); a bare viewport keeps 1 pixel per point.
    @Test func theScrollViewsKnowTheScreenScale() throws {
        for (name, scale) in [("iphone-15", 3.0), ("iphone-15-pro-max", 3), ("iphone-16-pro", 3), ("iphone-se", 2), ("ipad-mini", 2)] {
            let phone = try session("seed003", device: Device.named(name))
            #expect(phone.scrollView.screenScale == scale && phone.pager.screenScale == scale, "\(name)")
        }
        #expect(try session("seed003", device: nil).scrollView.screenScale == 1)
    }

    /// The home indicator's safe area is added to the bottom inset (contentInsetAdjustmentBehavior).
    @Test func theBottomInsetIncludesTheHomeIndicator() throws {
        #expect(try session("seed003", device: iPhone15).scrollState.contentInset.bottom == 34)
        #expect(try session("seed003", device: nil).scrollState.contentInset.bottom == 0)
    }

    @Test func sidecarsNameTheDeviceSafeAreaAndAppearance() throws {
        let phone = try session("seed004", device: iPhone15, appearance: .dark)
        let json = JSONWriter.string(Sidecar.json(design: phone.design, viewport: phone.viewport, pixelsPerPoint: 1,
                                                  parameters: phone.parameters, record: phone.record(), name: "x",
                                                  device: phone.device, appearance: phone.appearance, system: phone.system))
        let document = try JSONParser.parse(json)
        #expect(document["device"] == .string("iphone-15"))
        #expect(document["safe_area"]?["top"] == .number(59) && document["safe_area"]?["bottom"] == .number(34))
        #expect(document["appearance"] == .string("dark"))
        #expect(document["ios"] == .number(27), "every sidecar says which iOS drew it (27 by default)")
        let bare = try session("seed004", device: nil)
        let plain = try JSONParser.parse(JSONWriter.string(Sidecar.json(
            design: bare.design, viewport: bare.viewport, pixelsPerPoint: 1, parameters: bare.parameters, record: bare.record(),
            name: "x", device: nil, appearance: .light, system: .ios17)))
        #expect(plain["ios"] == .number(17))
        #expect(plain["device"] == .null && plain["safe_area"]?["top"] == .number(0) && plain["appearance"] == .string("light"))
    }

    @Test func scriptsNameADeviceAndAnAppearance() throws {
        func parse(_ text: String) throws -> Script {
            try ScriptLoader.parse(try JSONParser.parse(text), file: "s.json", baseFolder: "/")
        }
        let script = try parse(#"{"device": "iphone-15", "appearance": "dark", "chrome": false, "events": []}"#)
        #expect(script.viewport == Size(width: 393, height: 852) && script.device == "iphone-15")
        #expect(script.appearance == .dark && !script.showsChrome)
        let reread = try parse(JSONWriter.string(ScriptWriter.json(script)))
        #expect(reread.device == "iphone-15" && reread.appearance == .dark && !reread.showsChrome)
        #expect(throws: StretchyError.self) { try parse(#"{"device": "iphone-15", "viewport": {"width": 1, "height": 1}, "events": []}"#) }
        #expect(throws: StretchyError.self) { try parse(#"{"device": "nokia", "events": []}"#) }
        #expect(throws: StretchyError.self) { try parse(#"{"appearance": "sepia", "events": []}"#) }
    }

    /// `"ios"`: 27 unless the script says 26 or 17 (a number or a string); a recording keeps it.
    @Test func scriptsNameTheIOSVersion() throws {
        func parse(_ text: String) throws -> Script {
            try ScriptLoader.parse(try JSONParser.parse(text), file: "s.json", baseFolder: "/")
        }
        let plain = try parse(#"{"events": []}"#), old = try parse(#"{"ios": 17, "events": []}"#)
        let spelled = try parse(#"{"ios": "17", "events": []}"#), reread = try parse(JSONWriter.string(ScriptWriter.json(old)))
        #expect(plain.system == .ios27)
        let ios26 = try parse(#"{"ios": 26, "events": []}"#), ios27 = try parse(#"{"ios": "ios27", "events": []}"#)
        #expect(ios26.system == .ios26 && ios27.system == .ios27)
        #expect(old.system == .ios17 && spelled.system == .ios17)
        #expect(reread.system == .ios17)
        #expect(throws: StretchyError.self) { try parse(#"{"ios": 18, "events": []}"#) }
    }

    /// Dark mode: the list's background is systemBackground's dark value (black), titles are white.
    @Test func darkModeChangesTheRows() throws {
        func firstTitleColor(_ scene: Scene) -> Color? {
            for item in scene.items { if case let .text(_, style, _, _, _, _, _) = item, style.size == 17 { return style.color } }
            return nil
        }
        var light = try session("seed003", device: nil), dark = try session("seed003", device: nil, appearance: .dark)
        var scene = Scene(size: .zero)
        light.compose(into: &scene)
        #expect(scene.background == Color(255, 255, 255) && firstTitleColor(scene) == Color(0, 0, 0))
        dark.compose(into: &scene)
        #expect(scene.background == Color(0, 0, 0) && firstTitleColor(scene) == Color(255, 255, 255))
        // The window's key switches it.
        _ = light.apply(.key(KeyPress(.l)), atMs: 10)
        light.compose(into: &scene)
        #expect(light.appearance == .dark && scene.background == Color(0, 0, 0))
    }

    /// The chrome pass: the Dynamic Island (a black 126 pt capsule) and the home indicator on an
    /// iPhone 15; none with chrome off or without a device.
    @Test func chromeIsDrawnOnTopAndToggles() throws {
        func hasIsland(_ scene: Scene) -> Bool {
            scene.items.contains { if case let .fill(r, c, _, _) = $0 { r.width == 126 && c == .black } else { false } }
        }
        var phone = try session("seed003", device: iPhone15)
        var scene = Scene(size: .zero)
        phone.compose(into: &scene)
        #expect(hasIsland(scene))
        if case let .fill(r, _, _, _)? = scene.items.first(where: { if case let .fill(r, _, _, _) = $0 { r.width == 134 } else { false } }) {
            #expect(r.maxY == 852 - 8)
        } else { Issue.record("no home indicator") }
        _ = phone.apply(.key(KeyPress(.c)), atMs: 10)
        phone.compose(into: &scene)
        #expect(!hasIsland(scene))
        let bare = try session("seed003", device: nil)
        bare.compose(into: &scene)
        #expect(!hasIsland(scene))
    }

    /// UITableView's deselect: the tapped row is systemGray4 at the tap and fades to the
    /// background over 0.3 s.
    @Test func theSelectionGreyFadesOut() throws {
        var s = try session("seed003", device: nil)
        let y = s.restingTopOffset.magnitude + 20
        _ = s.apply(.down(Point(x: 100, y: y)), atMs: 100)
        _ = s.apply(.up(Point(x: 100, y: y)), atMs: 160)
        #expect(s.selectedRow == 0)
        func rowFill(_ s: inout Session) -> Color? {
            var scene = Scene(size: .zero)
            s.compose(into: &scene)
            for item in scene.items {
                if case let .fill(r, c, _, _) = item, r.width == 390, r.minY < y, r.maxY > y { return c }
            }
            return nil
        }
        let atTap = rowFill(&s)
        s.advance(toMs: s.timeMs + 150)
        let halfway = rowFill(&s)
        s.advance(toMs: s.timeMs + 400)
        let after = rowFill(&s)
        #expect(atTap.map { $0.r < 215 && $0.r > 200 } == true, "systemGray4 (209) at the tap: \(String(describing: atTap))")
        #expect(halfway.map { $0.r > 220 && $0.r < 245 } == true, "half way: \(String(describing: halfway))")
        #expect(after == nil || after == Color(255, 255, 255))
    }

    /// The status bar's content is black over a light photo and white over a dark one (the
    /// photo's measured lightness under the clock), as iOS's default style over those pixels.
    @Test func theStatusBarFollowsThePhotoUnderIt() throws {
        func clockColor(lightness: Double) throws -> Color? {
            let paths = ImageTable.paths(of: ShippedDesigns.library.designs)
            let grid = [Double](repeating: lightness, count: ImageTable.lightnessGridSide * ImageTable.lightnessGridSide)
            var setup = SessionSetup(design: ShippedDesigns.design("seed003"), library: ShippedDesigns.library,
                                     viewport: iPhone15.size, content: ListContent(title: "T", source: .generated(count: 50)),
                                     parameterOverrides: [:],
                                     images: ImageTable(paths: paths, sizes: paths.map { _ in Size(width: 1680, height: 1050) },
                                                        lightness: paths.map { _ in grid }))
            setup.device = iPhone15
            let s = try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
            var scene = Scene(size: .zero)
            s.compose(into: &scene)
            for item in scene.items { if case let .text("9:41", style, _, _, _, _, _) = item { return style.color } }
            return nil
        }
        #expect(try clockColor(lightness: 0.9) == .black)
        #expect(try clockColor(lightness: 0.1) == .white)
    }
}
