import Foundation
import Testing
import TestSupport

/// The bundled fonts deleted after the window started: every design (each with its own title
/// sizes, opened only when first drawn) must look exactly as in a window whose fonts stayed. The
/// fonts are the app's (`FontSet`), not X's, so this runs without X (`HeadlessWindow`, on a clock
/// the test moves: the two runs draw the same moments). Was a `.window` test of WindowFaultTests.
extension HeadlessWindowTests {
    /// seed004, then the next seven designs (`]`): parallax, appbar, carousel, large-title, profile, album, playlist.
    @Test func deletedFontFilesKeepDrawingTheText() throws {
        /// Seven designs in turn (`]`), from a copy of the resources whose fonts go after the first frame.
        func designPictures(deletingFonts: Bool) throws -> [RGBAImage] {
            let copy = try TemporaryFolder()
            let resources = copy.path + "/Resources"
            try FileManager.default.copyItem(atPath: Repository.root.appendingPathComponent("Resources").path, toPath: resources)
            var environment = ProcessInfo.processInfo.environment
            environment["STRETCHY_RESOURCES"] = resources
            let shots = copy.path + "/shots"
            let window = try HeadlessWindow(["--screenshot-dir", shots, "--viewport", "390x844", "--fps", "20", "--design", "seed004"],
                                            environment: environment)
            _ = try window.screenshot()
            if deletingFonts { try FileManager.default.removeItem(atPath: resources + "/fonts") }
            var pictures: [RGBAImage] = []
            for _ in 0..<7 {
                try window.press("]")
                try window.run(milliseconds: 200)
                pictures.append(try RGBAImage(png: Sidecars.png(try window.screenshot())))
            }
            return pictures
        }
        let intact = try designPictures(deletingFonts: false)
        let deleted = try designPictures(deletingFonts: true)
        #expect(intact.count == 7 && deleted.count == 7)
        for (index, (a, b)) in zip(intact, deleted).enumerated() {
            let difference = RGBAImage.difference(a, b)
            // Same renderer, same moments: only a missing text run would differ.
            #expect(difference.fractionOver < 0.0005, "design \(index + 1): \(difference.fractionOver * 100) % of pixels differ")
        }
        // The bound tells pictures apart: each design differs from the one before by more (measured
        // 0.58 % of pixels for parallax → appbar, the closest pair, up to 97 %).
        for index in 1..<intact.count {
            let apart = RGBAImage.difference(intact[index - 1], intact[index])
            #expect(apart.fractionOver > 0.0005 * 4, "designs \(index) and \(index + 1) look alike: \(apart)")
        }
    }
}
