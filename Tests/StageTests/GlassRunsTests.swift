import HeaderKit
import PNGWriting
import ScrollCore
@testable import Stage
import Testing

/// The shortcuts of the glass and edge-effect passes give the pixels of their plain formulas:
/// a glass map's runs are only texels that copy a face row unchanged, and the edge effect's fused
/// feather row is its three blends one after another.
@Suite struct GlassRuns {
    /// A 62 pt tab-bar capsule at @3× with the fit's 20 pt bevel (≤ a quarter of the short side).
    let capsule = GlassGeometry(width: 1053, height: 186, radius: 93, bevel: 46.5, refraction: 46.5, highlight: 0.6,
                                highlightWidth: 3, contour: 0.1, contourWidth: 3)

    @Test func everyRunCopiesOneFaceRowUnchanged() {
        let map = GlassPass.buildMap(capsule)
        let width = Int(capsule.width)
        #expect(map.rowRuns.count == Int(capsule.height) + 1)
        for y in 0..<Int(capsule.height) {
            var previousEnd: Int32 = 0
            for run in map.runs[map.rowRuns[y]..<map.rowRuns[y + 1]] {
                #expect(run.start >= previousEnd && run.end - run.start >= Int32(GlassPass.Map.shortestRun))
                previousEnd = run.end
                for x in run.start..<run.end {
                    let t = map.texels[y * width + Int(x)]
                    #expect(t.coverage == 255 && t.light == 0 && t.sampleY == run.sourceY && t.sampleX == run.sourceX + (x - run.start))
                }
            }
        }
    }

    /// The flat face and the bevel along the straight top are runs: on the middle row one run spans
    /// the face between the round ends' bevels; 10 px below the top, the lens samples further
    /// down (inward) across the straight part.
    @Test func theFaceAndTheStraightBevelAreRuns() {
        let map = GlassPass.buildMap(capsule)
        let middle = Int(capsule.height) / 2
        let runs = map.runs[map.rowRuns[middle]..<map.rowRuns[middle + 1]]
        #expect(runs.contains { $0.start <= 93 + 47 && $0.end >= 1053 - 93 - 47 && $0.sourceY == Int32(middle) }, "\(Array(runs))")
        let y = 10
        let bevelRuns = map.runs[map.rowRuns[y]..<map.rowRuns[y + 1]]
        #expect(bevelRuns.contains { $0.end - $0.start > 600 && $0.sourceY > Int32(y) }, "\(Array(bevelRuns))")
    }

    /// Random pixels (a fixed LCG): 32-bit words, every channel.
    static func randomPixels(_ count: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 32)
        }
    }

    /// Four pixels at a time (optimised builds) and one at a time (debug builds, these tests'):
    /// both must give the per-pixel formula's values.
    @Test(arguments: [true, false]) func theFusedFeatherRowIsItsThreeBlends(fourAtATime: Bool) {
        let count = 37
        let near = Self.randomPixels(count, seed: 1), far = Self.randomPixels(count, seed: 2)
        let original = Self.randomPixels(count, seed: 3)
        for (wy, strength, fadeWeight) in [(0 as UInt32, 1 as UInt32, 0 as UInt32), (77, 128, 90), (255, 255, 153), (256, 200, 256)] {
            let fade: UInt32 = 0xFFF2_F2F7
            var row = original
            row.withUnsafeMutableBufferPointer { row in
                ProgressiveBlurPass.mixRow(row.baseAddress!, near, far, wy, strength: strength, fade: fade, fadeWeight: fadeWeight, count: count,
                                           fourAtATime: fourAtATime)
            }
            let expected = (0..<count).map { i in
                BackdropBlur.lerp(BackdropBlur.lerp(original[i], BackdropBlur.lerp(near[i], far[i], wy), strength), fade, fadeWeight)
            }
            #expect(row == expected, "wy \(wy), strength \(strength), fade \(fadeWeight)")
        }
    }

    @Test(arguments: [true, false]) func aRowBlendIsThePerPixelBlend(fourAtATime: Bool) {
        let count = 1027
        let a = Self.randomPixels(count, seed: 4), b = Self.randomPixels(count, seed: 5)
        for w in [0, 1, 77, 128, 255, 256] as [UInt32] {
            var out = [UInt32](repeating: 0, count: count)
            out.withUnsafeMutableBufferPointer { out in
                BackdropBlur.lerpRows(a, b, w, into: out.baseAddress!, count: count, fourAtATime: fourAtATime)
            }
            #expect(out == (0..<count).map { BackdropBlur.lerp(a[$0], b[$0], w) }, "w \(w)")
        }
    }
}

extension SDLSuites {
    /// A clip only limits what glass writes: inside a clip (or the frame) the pixels are those of
    /// the unclipped glass, whether a row's pixels come from a copied run or one by one.
    @Suite struct GlassClip {
        let viewport = Size(width: 300, height: 120)

        func draw(_ glass: GlassItem, scale: Double) throws -> PixelBuffer {
            let renderer = try Renderer.headless(size: viewport, pixelsPerPoint: scale, fonts: Fixtures.fonts())
            var scene = Scene(size: viewport, background: .white)
            for x in 0..<Int(viewport.width) {
                let v = UInt8(x * 255 / Int(viewport.width))
                scene.append(.fill(Rect(x: Double(x), y: 0, width: 1, height: viewport.height), Color(v, 255 - v, 128), cornerRadius: 0, clip: nil))
            }
            scene.append(.glass(glass))
            try renderer.draw(scene)
            return try renderer.readPixels()
        }

        @Test(arguments: [1.0, 3.0])
        func aClippedCapsuleIsTheUnclippedOneInsideItsClip(scale: Double) throws {
            let frame = Rect(x: 20, y: 30, width: 260, height: 62)
            let look = GlassOptics().look(style: .regular, appearance: .light, shortSide: 62, tint: nil)
            let whole = try draw(GlassItem(frame: frame, cornerRadius: 31, look: look, alpha: 1, clip: nil), scale: scale)
            let clip = Rect(x: 101, y: 41, width: 90, height: 20)
            let clipped = try draw(GlassItem(frame: frame, cornerRadius: 31, look: look, alpha: 1, clip: clip), scale: scale)
            var differing = 0
            for y in Int(clip.minY * scale)..<Int(clip.maxY * scale) {
                for x in Int(clip.minX * scale)..<Int(clip.maxX * scale) where clipped.color(x: x, y: y) != whole.color(x: x, y: y) { differing += 1 }
            }
            #expect(differing == 0)
            // Outside the clip (below it; beside it on its own rows), where the whole capsule is
            // glass, the clipped one left the ramp.
            for (x, y) in [(150.0, 80.0), (60.0, 50.0), (240.0, 50.0)] {
                let px = Int(x * scale), py = Int(y * scale)
                #expect(clipped.color(x: px, y: py) != whole.color(x: px, y: py), "(\(x), \(y))")
            }
        }

        /// Half off the frame's left edge, the capsule's visible half is drawn as a shape whose
        /// backdrop is the visible part: glass (smooth) where it covers, the ramp untouched below.
        @Test func aCapsuleHalfOffTheFrameStillDraws() throws {
            let frame = Rect(x: -130, y: 30, width: 260, height: 62)
            let look = GlassOptics().look(style: .regular, appearance: .light, shortSide: 62, tint: nil)
            let drawn = try draw(GlassItem(frame: frame, cornerRadius: 31, look: look, alpha: 1, clip: nil), scale: 2)
            let bare = try draw(GlassItem(frame: frame, cornerRadius: 31, look: look, alpha: 0, clip: nil), scale: 2)
            #expect(drawn.color(x: 60, y: 122) != bare.color(x: 60, y: 122), "glass over the visible half")
            #expect(drawn.color(x: 60, y: 220) == bare.color(x: 60, y: 220), "nothing below it")
        }
    }
}
