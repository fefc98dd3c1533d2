import Foundation
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit
import Testing
import TestSupport

/// Issue 43 item 5: a layer's `color` as `mix(A, B, t)` or `alpha(A, t)`, evaluated at each offset
/// and per appearance. Expected colours are the HIG's values mixed by hand.
@Suite struct ColorExpressionTests {
    /// `layers` (JSON) loaded as a design file; the error when it is refused.
    func load(layers: String) throws -> Result<Design, StretchyError> {
        let folder = try TemporaryFolder()
        let path = folder.path + "/colours.json"
        try Data("{\"name\": \"colours\", \"layers\": \(layers)}".utf8).write(to: URL(fileURLWithPath: path))
        do { return .success(try DesignLoader.load(path: path, warn: { _ in }).design) } catch { return .failure(error) }
    }

    /// Layer `index`'s drawn colour at `offset`.
    func color(_ design: Design, layer index: Int, offset: Double) -> DynamicColor? {
        var values = design.values(parameters: Parameters(catalog: design.catalog), viewport: Size(width: 390, height: 844), safeArea: .zero)
        values.offset = offset
        return design.resolve(layer: index, values, viewport: Size(width: 390, height: 844)).color
    }

    @Test func mixFollowsTheOffsetAndHoldsWithinItsEnds() throws {
        let design = try load(layers: #"[{"id": "fill", "kind": "color", "color": "mix(#000000, #FFFFFF, offset / 100)"}]"#).get()
        for (offset, level) in [(-40.0, 0), (0, 0), (10, 26), (25, 64), (50, 128), (80, 204), (100, 255), (400, 255)] as [(Double, UInt8)] {
            #expect(color(design, layer: 0, offset: offset) == DynamicColor(Color(level, level, level)), "offset \(offset)")
        }
        // What cannot move (export) draws A.
        guard case let .color(still, _) = design.layers[0].kind else { Issue.record("not a colour layer"); return }
        #expect(still == DynamicColor(.black))
    }

    @Test func systemColoursMixLightWithLightAndDarkWithDark() throws {
        // label: black / white; systemBlue: #007AFF / #0A84FF. Halfway (offset 25 of 50), rounded half up.
        let design = try load(layers: #"[{"id": "name", "kind": "text", "text": "Hi", "color": "mix(label, systemBlue, offset / 50)"}]"#).get()
        let half = try #require(color(design, layer: 0, offset: 25))
        #expect(half.light == Color(0, 61, 128))
        #expect(half.dark == Color(133, 194, 255))
        #expect(color(design, layer: 0, offset: 50) == SystemColor.systemBlue)
    }

    @Test func alphaReplacesTheAlphaPerAppearance() throws {
        // systemRed: #FF3B30 / #FF453A; alpha 0.25 of 255 is 64 (63.75 rounded).
        let design = try load(layers: #"[{"id": "glyph", "kind": "icon", "symbol": "heart.fill", "color": "alpha(systemRed, 0.25 + offset / 1000)"}]"#).get()
        #expect(color(design, layer: 0, offset: 0) == DynamicColor(light: Color(255, 59, 48, 64), dark: Color(255, 69, 58, 64)))
        #expect(color(design, layer: 0, offset: 750)?.light == Color(255, 59, 48, 255))
    }

    /// The screen draws the moved colour, in the appearance it is shown in.
    @Test func theScreenDrawsTheMixedColourInDarkMode() throws {
        let design = try load(layers: #"[{"id": "fill", "kind": "color", "color": "mix(systemBackground, systemBlue, 0.5)", "width": 100, "height": 100}]"#).get()
        let viewport = Size(width: 390, height: 844)
        let screen = try HeaderScreen(design: design, parameters: Parameters(catalog: design.catalog), viewport: viewport, appearance: .dark,
                                      content: ListContent(title: "T", source: .rows([])), images: ImageTable(paths: [], sizes: []),
                                      measurer: FixedAdvanceTextMeasurer())
        var state = ScrollState()
        state.boundsSize = viewport
        var scene = Scene(size: viewport)
        screen.compose(into: &scene, state: state, frame: FrameDecorations())
        let fills = scene.items.compactMap { item -> Color? in
            if case let .fill(rect, color, _, _) = item, rect == Rect(x: 0, y: 0, width: 100, height: 100) { return color }
            return nil
        }
        // systemBackground dark is #000000, systemBlue dark #0A84FF: halfway (5, 66, 128).
        #expect(fills == [Color(5, 66, 128)])
    }

    @Test func aBadColourExpressionIsRefusedInOneLineNamingThePath() throws {
        let cases = [
            ("mix(#000000, #FFFFFF)", "'layers['fill'].color': mix(A, B, t) takes 3 arguments, found 2"),
            ("mix(#000000, systemBlu, offset)", "'layers['fill'].color': unknown colour 'systemBlu' in mix(A, B, t) (did you mean 'systemBlue'"),
            ("blend(#000000, #FFFFFF, 1)", "'layers['fill'].color': unknown colour function 'blend' (mix(A, B, t) or alpha(A, t))"),
            ("alpha(white, offest)", "'layers['fill'].color'"),
            ("mix(white, black, offset", "'layers['fill'].color': 'mix(white, black, offset' has no closing parenthesis"),
        ]
        for (text, message) in cases {
            guard case let .failure(error) = try load(layers: "[{\"id\": \"fill\", \"kind\": \"color\", \"color\": \"\(text)\"}]") else {
                Issue.record("\(text) loaded"); continue
            }
            #expect(error.description.contains(message), "\(error.description)")
            #expect(!error.description.trimmingCharacters(in: .newlines).contains("\n"), "\(error.description)")
        }
    }

    @Test func aColourThatCannotMoveYetSaysSo() throws {
        let layers = #"[{"id": "shade", "kind": "color", "border": {"width": 1, "color": "mix(white, black, offset / 100)"}}]"#
        guard case let .failure(error) = try load(layers: layers) else { Issue.record("loaded"); return }
        #expect(error.description.contains("'layers['shade'].border.color': 'mix(white, black, offset / 100)': colour expressions move a layer's color"),
                "\(error.description)")
    }

    @Test func gradientStopsMove() throws {
        let layers = ##"[{"id": "shade", "kind": "gradient", "colors": ["#FF0000", "mix(#000000, #FFFFFF, offset / 100)"]}, {"id": "pair", "kind": "gradient", "top": "alpha(black, offset / 100)", "bottom": "white"}]"##
        let design = try load(layers: layers).get()
        var values = design.values(parameters: Parameters(catalog: design.catalog), viewport: Size(width: 390, height: 844), safeArea: .zero)
        values.offset = 50
        let shade = design.resolve(layer: 0, values, viewport: Size(width: 390, height: 844)).gradient
        #expect(shade?.colors == [DynamicColor(Color(255, 0, 0)), DynamicColor(Color(128, 128, 128))])
        let pair = design.resolve(layer: 1, values, viewport: Size(width: 390, height: 844)).gradient
        #expect(pair?.colors == [DynamicColor(Color(0, 0, 0, 128)), DynamicColor(.white)])
    }

    @Test func tabStripColoursMove() throws {
        let layers = #"[{"id": "strip", "kind": "tabs", "color": "mix(secondaryLabel, white, offset / 100)", "selectedColor": "alpha(label, 0.5)", "indicator": {"color": "mix(#000000, #FFFFFF, offset / 100)"}}]"#
        let design = try load(layers: layers).get()
        var values = design.values(parameters: Parameters(catalog: design.catalog), viewport: Size(width: 390, height: 844), safeArea: .zero)
        values.offset = 100
        let look = try #require(design.resolve(layer: 0, values, viewport: Size(width: 390, height: 844)).tabLook)
        #expect(look.color == DynamicColor(.white))
        // label: black / white at alpha 0.5 of 255, 128 (127.5 rounded).
        #expect(look.selectedColor == DynamicColor(light: Color(0, 0, 0, 128), dark: Color(255, 255, 255, 128)))
        #expect(look.indicatorColor == DynamicColor(.white))
    }
}
