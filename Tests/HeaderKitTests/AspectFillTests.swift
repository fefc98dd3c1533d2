import Testing
import HeaderKit
import TestSupport
import ScrollCore

@Suite struct AspectFillTests {
    @Test func wideImageInTallFrameCropsTheSides() {
        // 2000×1500 into 390×300: scale = max(0.195, 0.2) = 0.2 → source 1950×1500, centred.
        let source = aspectFillSource(imageSize: Size(width: 2000, height: 1500), frame: Size(width: 390, height: 300))
        expectClose(source, Rect(x: 25, y: 0, width: 1950, height: 1500), within: 1e-9)
    }

    @Test func tallImageInWideFrameCropsTopAndBottom() {
        // 1200×1600 into 390×219.375: scale = max(0.325, 0.137) = 0.325 → 1200×675, centred.
        let source = aspectFillSource(imageSize: Size(width: 1200, height: 1600), frame: Size(width: 390, height: 219.375))
        expectClose(source, Rect(x: 0, y: (1600 - 675) / 2, width: 1200, height: 675), within: 1e-9)
    }
}
