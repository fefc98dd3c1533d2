import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

/// Issue 45's reviewer defects as rules, on designs written for the test: D2 the status bar
/// follows the luminance of what is under the clock (a light avatar in a light UI gives a dark
/// status bar); D5 a blurred photo never draws outside its frame.
@Suite struct ReviewerDefectRulesTests {
    static func json(photo: String) -> String {
        """
        {"name": "rules", "scroll": {"contentInsetTop": 300},
         "layers": [{"id": "avatar", "kind": "image", "image": "\(photo)", "mask": "circle", "x": 12, "y": 8, "width": 80, "height": 80},
                    {"id": "banner", "kind": "image", "image": "\(photo)", "blur": 12, "y": 120, "width": "W", "height": 100}]}
        """
    }

    func compose(lightness: Double) throws -> (scene: Scene, banner: Rect) {
        let folder = try TemporaryFolder()
        let photo = Repository.root.appendingPathComponent("Resources/designs/images/album-artwork.jpg").path
        let design = try DesignLoader.load(path: try folder.write("rules.json", Self.json(photo: photo)), warn: { _ in }).design
        let side = ImageTable.lightnessGridSide
        let images = ImageTable(paths: design.images, sizes: design.images.map { _ in Size(width: 600, height: 600) },
                                lightness: design.images.map { _ in [Double](repeating: lightness, count: side * side) })
        var setup = SessionSetup(design: design, library: DesignLibrary(designs: [design], folder: folder.path),
                                 viewport: Size(width: 393, height: 852), content: ListContent(title: "T", source: .generated(count: 40)),
                                 parameterOverrides: [:], images: images)
        setup.device = Device.named("iphone-15")
        let session = try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
        var scene = Scene(size: .zero)
        session.compose(into: &scene)
        let banner = session.record().layers.first { $0.id == "banner" }!.frame
        return (scene, banner)
    }

    func clockColor(_ scene: Scene) -> Color? {
        for item in scene.items { if case let .text("9:41", style, _, _, _, _, _) = item { return style.color } }
        return nil
    }

    @Test func aLightPhotoUnderTheClockGivesADarkStatusBar() throws {
        #expect(clockColor(try compose(lightness: 0.92).scene) == .black, "a light avatar under the clock: dark content")
        #expect(clockColor(try compose(lightness: 0.08).scene) == .white, "a dark one: light content")
    }

    @Test func aBlurredPhotoStaysInsideItsFrame() throws {
        let (scene, banner) = try compose(lightness: 0.5)
        var checked = 0
        for item in scene.items {
            guard case let .image(_, _, destination, _, blur, clip) = item, blur > 0 else { continue }
            let drawn = try #require(clip)
            #expect(drawn.minX >= banner.minX - 1e-9 && drawn.maxX <= banner.maxX + 1e-9
                    && drawn.minY >= banner.minY - 1e-9 && drawn.maxY <= banner.maxY + 1e-9, "clip \(drawn) inside \(banner)")
            #expect(destination == banner)
            checked += 1
        }
        #expect(checked == 1)
    }
}

/// D7: a review video's annotation pills sit above a tab bar, never over its icons.
@Suite struct AnnotationsAvoidBarsTests {
    @Test func pillsSitAboveTheTabBar() throws {
        var setup = SessionSetup(designName: "album", viewport: Size(width: 393, height: 852),
                                 content: ListContent(title: "T", source: .generated(count: 50)),
                                 parameterOverrides: [:], photoSizes: [Size(width: 800, height: 800)])
        setup.device = Device.named("iphone-15")
        let session = try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
        let bar = try #require(session.record().layers.compactMap { layer -> Rect? in
            session.design.layers.first { $0.id == layer.id }.flatMap { if case .tabBar = $0.kind { layer.frame } else { nil } }
        }.first)
        var scene = Scene(size: Size(width: 393, height: 852))
        session.appendAnnotation(path: nil, extra: [FrameAnnotation.Label(text: "slow ×4", kind: .slow, opacity: 1)], to: &scene)
        let pills = scene.items.compactMap { item -> Rect? in if case let .fill(rect, _, _, _) = item { rect } else { nil } }
        #expect(!pills.isEmpty)
        for pill in pills { #expect(pill.maxY <= bar.minY, "pill \(pill) above the tab bar \(bar)") }
    }
}

/// D6: a glyph in the label colour on glass reads on what the glass shows: white over a dark
/// photo, black over a light one, in light mode alike; iOS 17 keeps the label colour.
@Suite struct VibrantGlyphTests {
    static func json(photo: String) -> String {
        """
        {"name": "vibrant", "scroll": {"contentInsetTop": 300},
         "layers": [{"id": "photo", "kind": "image", "image": "\(photo)", "width": "W", "height": 300},
                    {"id": "button", "kind": "glass", "shape": "circle", "x": 20, "y": 100, "width": 44, "height": 44},
                    {"id": "glyph", "kind": "icon", "symbol": "ellipsis", "size": 20, "color": "label", "x": 20, "y": 100, "width": 44, "height": 44}]}
        """
    }

    func glyphColor(lightness: Double, system: SystemVersion) throws -> Color? {
        let folder = try TemporaryFolder()
        let photo = Repository.root.appendingPathComponent("Resources/designs/images/album-artwork.jpg").path
        let design = try DesignLoader.load(path: try folder.write("v.json", Self.json(photo: photo)), warn: { _ in }).design
        let side = ImageTable.lightnessGridSide
        let images = ImageTable(paths: design.images, sizes: design.images.map { _ in Size(width: 600, height: 600) },
                                lightness: design.images.map { _ in [Double](repeating: lightness, count: side * side) })
        var setup = SessionSetup(design: design, library: DesignLibrary(designs: [design], folder: folder.path),
                                 viewport: Size(width: 393, height: 852), content: ListContent(title: "T", source: .generated(count: 10)),
                                 parameterOverrides: [:], images: images)
        setup.system = system
        let session = try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
        var scene = Scene(size: .zero)
        session.compose(into: &scene)
        for item in scene.items { if case let .icon(_, _, color, _, _, _) = item { return color } }
        return nil
    }

    @Test func glyphsOnGlassFollowWhatIsBehind() throws {
        #expect(try glyphColor(lightness: 0.05, system: .ios27) == .white, "dark photo behind light-mode glass: a white glyph")
        #expect(try glyphColor(lightness: 0.95, system: .ios27) == .black)
        #expect(try glyphColor(lightness: 0.05, system: .ios17) == .black, "iOS 17: the appearance's label")
    }
}
