import CSDL2
import HeaderKit
import PNGWriting
import ScrollCore
@testable import Stage
import Testing

extension SDLSuites {
    /// Glass over a known backdrop: the rim refracts (samples inward), the face frosts, and the
    /// soft edge effect removes fine detail under a bar. Baselines are computed independently:
    /// the same glass with no lens (a straight line through the ramp), or no effect at all.
    @Suite struct LiquidGlass {
        let viewport = Size(width: 300, height: 200)

        /// A horizontal ramp, dark at the left, light at the right (1 pt columns).
        func ramp(into scene: inout Scene) {
            for x in 0..<Int(viewport.width) {
                let v = UInt8(Double(x) / viewport.width * 255)
                scene.append(.fill(Rect(x: Double(x), y: 0, width: 1, height: viewport.height), Color(v, v, v), cornerRadius: 0, clip: nil))
            }
        }

        func stripes(into scene: inout Scene) {
            for i in 0..<Int(viewport.width / 4) {
                scene.append(.fill(Rect(x: Double(i) * 4, y: 0, width: 2, height: viewport.height), .black, cornerRadius: 0, clip: nil))
            }
        }

        func row(_ frame: PixelBuffer, y: Int) -> [Double] { (0..<frame.width).map { Double(frame.color(x: $0, y: y).g) } }

        func draw(_ background: (inout Scene) -> Void, _ items: [SceneItem], scale: Double) throws -> PixelBuffer {
            let renderer = try Renderer.headless(size: viewport, pixelsPerPoint: scale, fonts: Fixtures.fonts())
            var scene = Scene(size: viewport, background: .white)
            background(&scene)
            items.forEach { scene.append($0) }
            try renderer.draw(scene)
            return try renderer.readPixels()
        }

        func circle(lens: Bool) -> SceneItem {
            var optics = GlassOptics()
            if !lens { optics.refraction = 0 }
            let frame = Rect(x: 90, y: 40, width: 120, height: 120)
            let look = optics.look(style: .regular, appearance: .light, shortSide: 120, tint: nil)
            return .glass(GlassItem(frame: frame, cornerRadius: 60, look: look, alpha: 1, clip: nil))
        }

        @Test(arguments: [1.0, 3.0])
        func theRimBendsARampInward(scale: Double) throws {
            let bent = try draw(ramp, [circle(lens: true)], scale: scale)
            let straight = try draw(ramp, [circle(lens: false)], scale: scale)
            let y = Int(100 * scale)
            let lensed = row(bent, y: y), flat = row(straight, y: y)
            // 3 pt inside the rim on the centre line: the left rim samples further right (lighter),
            // the right rim further left (darker), than the straight line through the centre.
            let left = Int(93 * scale), right = Int(207 * scale)
            #expect(lensed[left] > flat[left] + 8, "left rim \(lensed[left]) vs \(flat[left])")
            #expect(lensed[right] < flat[right] - 8, "right rim \(lensed[right]) vs \(flat[right])")
            // The flat face (past the bevel) is the same with or without the lens.
            let centre = Int(150 * scale)
            #expect(abs(lensed[centre] - flat[centre]) <= 2)
            // Outside the circle nothing changed: the ramp itself.
            #expect(abs(lensed[Int(50 * scale)] - flat[Int(50 * scale)]) <= 1)
        }

        @Test(arguments: [1.0, 3.0])
        func glassFrostsFineDetail(scale: Double) throws {
            let frame = try draw(stripes, [circle(lens: true)], scale: scale)
            let y = Int(100 * scale)
            let values = row(frame, y: y)
            func roughness(_ xs: Range<Int>) -> Double { xs.dropFirst().map { abs(values[$0] - values[$0 - 1]) }.reduce(0, +) / Double(xs.count - 1) }
            let outside = roughness(Int(10 * scale)..<Int(80 * scale)), inside = roughness(Int(120 * scale)..<Int(180 * scale))
            #expect(inside < outside / 10, "inside \(inside), outside \(outside)")
        }

        /// The soft edge effect under a 100 pt bar removes at least half of the stripes' detail
        /// there compared with no effect, and leaves what is below its feather alone.
        @Test(arguments: [1.0, 3.0])
        func theSoftEdgeEffectBlursWhatIsUnderTheBar(scale: Double) throws {
            let effect = SceneItem.progressiveBlur(ProgressiveBlur(band: Rect(x: 0, y: 0, width: viewport.width, height: 150), edge: .top,
                                                                   solid: 100, blurRadius: ScrollEdgeEffect.softBlur,
                                                                   fade: Color.white.withAlpha(ScrollEdgeEffect.softFade), clip: nil))
            let soft = try draw(stripes, [effect], scale: scale), none = try draw(stripes, [], scale: scale)
            func roughness(_ frame: PixelBuffer, y: Int) -> Double {
                let values = row(frame, y: y)
                return values.indices.dropFirst().map { abs(values[$0] - values[$0 - 1]) }.reduce(0, +) / Double(values.count - 1)
            }
            for y in [10.0, 50.0, 95.0] {
                #expect(roughness(soft, y: Int(y * scale)) < roughness(none, y: Int(y * scale)) / 2)
            }
            #expect(roughness(soft, y: Int(180 * scale)) == roughness(none, y: Int(180 * scale)))
        }
    }
}
