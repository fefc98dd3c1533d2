import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

/// A design's `"appearance"` is UIKit's `overrideUserInterfaceStyle`: the screen draws in it
/// whatever the system's appearance is; without it the screen follows the system.
@Suite struct DesignAppearanceTests {
    static func json(_ appearance: String?) -> String {
        """
        {"name": "forced", \(appearance.map { "\"appearance\": \"\($0)\"," } ?? "")
         "scroll": {"contentInsetTop": 0, "rowsTop": 300},
         "layers": [{"id": "page", "kind": "color", "color": "systemBackground", "height": 300}]}
        """
    }

    func load(_ appearance: String?) throws -> Design {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appearance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("forced.json").path
        try Data(Self.json(appearance).utf8).write(to: URL(fileURLWithPath: path))
        return try DesignLoader.load(path: path, warn: { _ in }).design
    }

    func pageColor(_ design: Design, system: Appearance, switchTo later: Appearance? = nil) throws -> Color? {
        var screen = try HeaderScreen(design: design, parameters: Parameters(catalog: design.catalog), viewport: Size(width: 390, height: 844),
                                      appearance: system, content: ListContent(title: "T", source: .generated(count: 10)),
                                      images: ImageTable(paths: [], sizes: []), measurer: FixedAdvanceTextMeasurer())
        if let later { screen.update(appearance: later) }
        var state = ScrollState()
        state.boundsSize = screen.viewport
        state.contentSize = Size(width: 390, height: screen.contentHeight)
        var scene = Scene(size: .zero)
        screen.layOutAndCompose(into: &scene, state: state, frame: FrameDecorations())
        return scene.items.lazy.compactMap { if case let .fill(rect, color, _, _) = $0, rect.height == 300 { color } else { nil } }.first
    }

    @Test func aForcedDarkDesignDrawsDarkInLightModeAndAfterASwitch() throws {
        let dark = SystemColor.systemBackground.resolved(.dark), light = SystemColor.systemBackground.resolved(.light)
        #expect(dark != light)
        let forced = try load("dark")
        #expect(forced.appearance == .dark)
        #expect(try pageColor(forced, system: .light) == dark)
        #expect(try pageColor(forced, system: .dark, switchTo: .light) == dark)
        let following = try load(nil)
        #expect(try pageColor(following, system: .light) == light)
        #expect(try pageColor(following, system: .light, switchTo: .dark) == dark)
    }

    @Test func anUnknownAppearanceIsRefusedWithTheChoices() throws {
        #expect(throws: StretchyError.self) { try load("blue") }
        do { _ = try load("blue") } catch { #expect("\(error)".contains("appearance"), "\(error)") }
    }
}
