import ScrollCore
import Testing
@testable import HeaderKit

@Suite struct PhotoZoomTests {
    @Test func photosGrowAboutTheirCentreInsideTheSameClip() {
        let clip = Rect(x: 0, y: 0, width: 390, height: 200)
        var scene = Scene(size: Size(width: 390, height: 844), items: [
            .image(.photo(0), source: Rect(x: 0, y: 0, width: 100, height: 50), destination: Rect(x: 0, y: 0, width: 400, height: 200),
                   alpha: 1, blurRadius: 0, clip: clip),
            .fill(Rect(x: 0, y: 200, width: 390, height: 60), .white, cornerRadius: 0, clip: nil),
        ])
        scene.zoomPhotos(by: 1.5)
        // 400×200 about (200, 100) → 600×300 from (-100, -50).
        #expect(scene.items[0] == .image(.photo(0), source: Rect(x: 0, y: 0, width: 100, height: 50),
                                         destination: Rect(x: -100, y: -50, width: 600, height: 300),
                                         alpha: 1, blurRadius: 0, clip: clip))
        #expect(scene.items[1] == .fill(Rect(x: 0, y: 200, width: 390, height: 60), .white, cornerRadius: 0, clip: nil))
    }

    @Test func scaleOneOrNonsenseChangesNothing() {
        let item = SceneItem.image(.photo(0), source: .zero, destination: Rect(x: 0, y: 0, width: 10, height: 10),
                                   alpha: 1, blurRadius: 0, clip: nil)
        var scene = Scene(size: Size(width: 10, height: 10), items: [item])
        for factor in [1.0, 0, -2, .nan, .infinity] { scene.zoomPhotos(by: factor) }
        #expect(scene.items == [item])
    }
}
