import ScrollCore
import Testing
@testable import HeaderKit

/// `Scene` keeps its items packed (`PackedSceneItem`, references in tables): what comes back out is
/// what went in, in order, and the kept list holds no reference.
@Suite struct ScenePackingTests {
    static let look = GlassLook(bevel: 6, refraction: 0.5, frost: 2, emission: .white, washAlpha: 0.1, transmittance: 0.9,
                                chroma: 1, tint: .clear, highlight: 0.5, highlightWidth: 1, contour: 0.2, contourWidth: 0.5)
    static let clip = Rect(x: 1, y: 2, width: 300, height: 400)

    /// One item of every kind, two texts and two gradients among them (each table holds more than one entry).
    static let everyKind: [SceneItem] = [
        .image(.photo(1), source: Rect(x: 0, y: 0, width: 10, height: 20), destination: Rect(x: 5, y: 6, width: 7, height: 8),
               alpha: 0.5, blurRadius: 3, clip: clip),
        .text("Title", style: TextStyle(size: 17, weight: .semibold, color: .black), frame: Rect(x: 1, y: 1, width: 100, height: 20),
              alignment: .leading, lineBreak: .truncateTail, alpha: 1, clip: nil),
        .maskedImage(.photo(2), source: Rect(x: 1, y: 1, width: 2, height: 2), destination: Rect(x: 0, y: 0, width: 44, height: 44),
                     cornerRadius: 22, alpha: 1, blurRadius: 0, clip: nil),
        .fill(Rect(x: 0, y: 0, width: 390, height: 1), Color(1, 2, 3, 4), cornerRadius: 0.5, clip: clip),
        .gradient(LinearGradient(colors: [.black, .white]), Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2, alpha: 1, clip: nil),
        .icon("ellipsis", weight: .bold, color: Color(9, 8, 7), frame: Rect(x: 3, y: 3, width: 22, height: 22), alpha: 0.7, clip: clip),
        .line(from: Point(x: 0, y: 0), to: Point(x: 5, y: 9), color: .black, width: 2, clip: nil),
        .backdropBlur(Rect(x: 0, y: 0, width: 390, height: 103), blurRadius: 20, alpha: 1, cornerRadius: 0, clip: nil),
        .text("二行目の字幕 — a longer subtitle than fits inline in a String", style: TextStyle(size: 13),
              frame: Rect(x: 1, y: 30, width: 200, height: 40), alignment: .trailing, lineBreak: .lines(2, lineHeight: 1.2),
              alpha: 0.9, clip: clip),
        .gradient(LinearGradient(colors: [.clear, .black, .white], locations: [0, 0.2, 1], start: Point(x: 0, y: 0),
                                 end: Point(x: 1, y: 1)), Rect(x: 0, y: 50, width: 10, height: 10), cornerRadius: 0, alpha: 0.5, clip: clip),
        .shadow(Rect(x: 4, y: 4, width: 50, height: 50), cornerRadius: 8, color: Color(0, 0, 0, 80), blurRadius: 6, clip: nil),
        .border(Rect(x: 4, y: 4, width: 50, height: 50), cornerRadius: 8, width: 1, color: .black, clip: clip),
        .glass(GlassItem(frame: Rect(x: 10, y: 700, width: 370, height: 62), cornerRadius: 31, look: look, alpha: 1, clip: nil)),
        .progressiveBlur(ProgressiveBlur(band: Rect(x: 0, y: 0, width: 390, height: 120), edge: .top, solid: 40, blurRadius: 8,
                                         fade: Color(255, 255, 255, 200), clip: nil)),
    ]

    @Test func itemsComeBackAsAppendedInOrder() {
        var scene = Scene(size: Size(width: 390, height: 844))
        for item in Self.everyKind { scene.append(item) }
        #expect(scene.items == Self.everyKind)
        #expect(scene.packedItems.count == Self.everyKind.count)
        for (index, item) in Self.everyKind.enumerated() { #expect(scene.item(index) == item) }
        #expect(scene.texts == ["Title", "ellipsis", "二行目の字幕 — a longer subtitle than fits inline in a String"])
        #expect(scene.gradients.count == 2 && scene.glasses.count == 1)
        #expect(Scene(size: scene.size, items: Self.everyKind) == scene)
    }

    /// The kept list is plain bytes: nothing to release when it is reset, copied as memory.
    @Test func packedItemsHoldNoReference() {
        #expect(_isPOD(PackedSceneItem.self))
    }

    @Test func resetForgetsItemsAndTablesSoTheNextFrameStartsAtIndexZero() {
        var scene = Scene(size: Size(width: 390, height: 844), items: Self.everyKind)
        scene.reset(size: Size(width: 100, height: 100), background: .black)
        #expect(scene.items.isEmpty && scene.texts.isEmpty && scene.gradients.isEmpty && scene.glasses.isEmpty)
        let second = Array(Self.everyKind.reversed())
        scene.append(contentsOf: second)
        #expect(scene.items == second)
        #expect(scene == Scene(size: Size(width: 100, height: 100), background: .black, items: second))
    }

    @Test func scenesDifferWhenATextDiffers() {
        let size = Size(width: 10, height: 10), style = TextStyle(size: 12)
        func scene(_ text: String) -> Scene {
            Scene(size: size, items: [.text(text, style: style, frame: .zero, alignment: .center, lineBreak: .none, alpha: 1, clip: nil)])
        }
        #expect(scene("a") == scene("a"))
        #expect(scene("a") != scene("b"))
    }
}
