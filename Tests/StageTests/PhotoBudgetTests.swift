import Foundation
import ScrollCore
import StretchyKit
@testable import Stage
import Testing
import TestSupport

/// The pixels a photo holds once `PhotoBitmap` fits it to a longest side (the decoder's own rule).
private func decodedPixels(_ size: (width: Int, height: Int), longestSide: Int) -> Int {
    let fit = min(1, Double(longestSide) / Double(size.width), Double(longestSide) / Double(size.height))
    return Int(Double(size.width) * fit) * Int(Double(size.height) * fit)
}

@Suite struct PhotoBudgetTests {
    @Test func photosThatFitKeepEveryPixel() {
        let sizes = [(width: 1680, height: 1050), (width: 300, height: 300), (width: 1200, height: 750)]
        let budget = PhotoBudget()
        #expect(budget.longestSides(for: sizes) == [1680, 300, 1200])
        #expect(budget.note(for: sizes) == nil)
    }

    @Test func aHundredPhonePhotosShareTheBudgetEqually() {
        // 100 twelve-megapixel photos (4032 × 3024): 1.2 Gpx, 4.8 GB decoded as ARGB.
        let sizes = Array(repeating: (width: 4032, height: 3024), count: 100)
        let budget = PhotoBudget()
        let sides = budget.longestSides(for: sizes)
        let total = zip(sizes, sides).map { decodedPixels($0, longestSide: $1) }.reduce(0, +)
        #expect(total <= PhotoBudget.standardPixels)
        // Water-filling uses the budget, not a fraction of it: within 1 % of it.
        #expect(Double(total) >= 0.99 * Double(PhotoBudget.standardPixels))
        #expect(Set(sides).count == 1)
        let note = budget.note(for: sizes)
        #expect(note?.contains("100 photos") == true)
        #expect(note?.contains("the 100 largest") == true)
    }

    @Test func smallPhotosKeepTheirPixelsWhileLargeOnesAreCut() {
        let sizes = [(width: 300, height: 300), (width: 8000, height: 6000), (width: 400, height: 200), (width: 6000, height: 8000)]
        let budget = PhotoBudget(totalPixels: 10_000_000)
        let sides = budget.longestSides(for: sizes)
        #expect(sides[0] == 300 && sides[2] == 400)
        #expect(sides[1] < 8000 && sides[3] < 8000)
        let total = zip(sizes, sides).map { decodedPixels($0, longestSide: $1) }.reduce(0, +)
        #expect(total <= 10_000_000)
        #expect(budget.note(for: sizes)?.contains("the 2 largest") == true)
    }

    /// Any mix of sizes: the decoded total stays within the budget, a photo at or under the share
    /// is untouched, and a larger photo never ends with fewer pixels than a smaller one was given.
    @Test func anyMixStaysWithinTheBudget() {
        var random = SplitMix64(seed: 42)
        for trial in 0..<300 {
            let count = Int.random(in: 1...200, using: &random)
            let sizes = (0..<count).map { _ in (width: Int.random(in: 1...8000, using: &random), height: Int.random(in: 1...8000, using: &random)) }
            let budget = PhotoBudget(totalPixels: Int.random(in: 1_000...200_000_000, using: &random))
            let sides = budget.longestSides(for: sizes)
            let decoded = zip(sizes, sides).map { decodedPixels($0, longestSide: $1) }
            #expect(decoded.reduce(0, +) <= budget.totalPixels || sizes.count > budget.totalPixels, "trial \(trial)")
            let share = PhotoBudget.share(of: sizes.map { $0.width * $0.height }, total: budget.totalPixels)
            for (size, side) in zip(sizes, sides) where size.width * size.height <= share {
                #expect(side == max(size.width, size.height), "trial \(trial)")
            }
        }
    }
}

extension SDLSuites {
    @Suite struct PhotoBudgetRendering {
        /// The renderer decodes under the budget it is given, and source rects stay in file pixels.
        @Test func theRendererDecodesWithinItsBudget() throws {
            let resources = try Fixtures.resources()
            let paths = [resources.headerPhoto.path] + resources.carouselPhotos.map(\.path)
            let renderer = try Renderer.headless(size: Size(width: 100, height: 100), fonts: Fixtures.fonts())
            let note = try renderer.setPhotos(paths, budget: PhotoBudget(totalPixels: 1_000_000))
            #expect(note != nil)
            let decoded = renderer.photos.map { Int($0.bitmap.sharp.pointee.w) * Int($0.bitmap.sharp.pointee.h) }
            #expect(decoded.reduce(0, +) <= 1_000_000)
            #expect(renderer.photoSizes.first.map { $0.width == 1680 && $0.height == 1050 } == true)
            #expect(try renderer.setPhotos(paths) == nil)
            #expect(renderer.photos.first.map { $0.bitmap.sharp.pointee.w } == 1680)
        }
    }
}
