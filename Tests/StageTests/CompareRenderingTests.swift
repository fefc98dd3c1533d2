import HeaderKit
import ScrollCore
@testable import Stage
import StretchyKit
import TestSupport
import Testing

extension SDLSuites {
    /// The combined picture of a comparison, drawn by the real renderer: both halves show their
    /// phone, nothing of one side spills into the other.
    @Suite struct CompareRendering {
        @Test func bothHalvesHaveAPictureAtTwiceTheWidthPlusTheGap() throws {
            let viewport = Size(width: 320, height: 480)
            let layout = PhoneLayout(viewport: viewport, count: 2)
            let renderer = try Renderer.headless(size: layout.size, pixelsPerPoint: 2, fonts: Fixtures.fonts())
            try renderer.setPhotos([Fixtures.resources().headerPhoto.path])
            let photo = renderer.photoSizes[0]
            let base = SessionSetup(designName: "seed004", viewport: viewport,
                                    content: ListContent(title: "T", source: .generated(count: 50)), parameterOverrides: [:],
                                    photoSizes: [Size(width: Double(photo.width), height: Double(photo.height))])
            let group = try SessionGroup(base: base, variants: [ComparisonVariant.resolve("seed003"), ComparisonVariant.resolve("parallax")],
                                         measurer: renderer.textMeasurer)
            var phones: [Scene] = [], combined = Scene(size: viewport)
            group.compose(into: &combined, phones: &phones, layout: layout, captions: ["A: seed003", "B: parallax"], showingTouches: false)
            try renderer.draw(combined)
            let pixels = try renderer.readPixels()
            #expect(pixels.width == (2 * 320 + 8) * 2 && pixels.height == (480 + 24) * 2)
            let half = 320 * 2, gapStart = half, gapEnd = half + 16
            for x0 in [0, gapEnd] {
                let colours = pixels.distinctColors(in: (x: x0, y: 48, w: half, h: 480 * 2))
                #expect(colours > 200, "a photo and text on the half at x \(x0): \(colours) colours")
            }
            // The divider stays the divider colour: neither side drew into the gap.
            let divider = PhoneLayout.dividerColor
            let gapPixels = pixels.count(in: (x: gapStart, y: 48, w: 16, h: 960)) { $0.r == divider.r && $0.g == divider.g && $0.b == divider.b }
            #expect(gapPixels == 16 * 960)
            // Caption text on both cells of the strip.
            for x0 in [0, gapEnd] {
                #expect(pixels.count(in: (x: x0, y: 0, w: half, h: 48)) { Int($0.r) > 200 } > 50)
            }
        }
    }
}
