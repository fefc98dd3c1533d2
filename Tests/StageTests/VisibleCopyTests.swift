import CSDL2
import Testing
@testable import Stage

@Suite struct VisibleCopyTests {
    let frame = (minX: 0.0, minY: 0.0, maxX: 390.0, maxY: 844.0)

    @Test func aCopyInsideTheFrameIsKeptWhole() throws {
        let copy = try #require(VisibleCopy.fit(source: (0, 0, 1680, 1050), destination: SDL_FRect(x: 0, y: 0, w: 390, h: 243.75),
                                                bounds: frame, bitmap: (1680, 1050)))
        #expect(copy.source.x == 0 && copy.source.y == 0 && copy.source.w == 1680 && copy.source.h == 1050)
        #expect(copy.destination.x == 0 && copy.destination.w == 390 && copy.destination.h == 243.75)
    }

    /// A photo zoomed 2× about its centre: only the middle half of the source is visible.
    @Test func aZoomedCopyIsCutToTheFrameWithItsSourceInProportion() throws {
        let copy = try #require(VisibleCopy.fit(source: (0, 0, 800, 400), destination: SDL_FRect(x: -195, y: -100, w: 780, h: 400),
                                                bounds: (0, 0, 390, 200), bitmap: (800, 400)))
        // Frame x 0…390 is destination 195…585 of 780: source 200…600.
        #expect(copy.source.x == 200 && copy.source.w == 400)
        #expect(copy.source.y == 100 && copy.source.h == 200)
        #expect(abs(copy.destination.x) < 1e-3 && abs(copy.destination.y) < 1e-3)
        #expect(abs(copy.destination.w - 390) < 1e-3 && abs(copy.destination.h - 200) < 1e-3)
    }

    @Test func fractionalCutsRoundTheSourceOutwardAndStayInsideTheBounds() throws {
        let copy = try #require(VisibleCopy.fit(source: (0.4, 0, 100, 100), destination: SDL_FRect(x: -33.3, y: 10, w: 300, h: 300),
                                                bounds: (0, 0, 200, 844), bitmap: (101, 100)))
        #expect(copy.source.x == 11)  // 0.4 + 33.3/3 = 11.5 → 11
        #expect(copy.destination.x >= 0 && copy.destination.x + copy.destination.w <= 200)
        #expect(copy.source.x + copy.source.w <= 101)
    }

    @Test func nothingVisibleIsNil() {
        #expect(VisibleCopy.fit(source: (0, 0, 10, 10), destination: SDL_FRect(x: 500, y: 0, w: 10, h: 10),
                                bounds: frame, bitmap: (10, 10)) == nil)
        #expect(VisibleCopy.fit(source: (0, 0, 10, 10), destination: SDL_FRect(x: 0, y: 0, w: 0, h: 10),
                                bounds: frame, bitmap: (10, 10)) == nil)
    }
}
