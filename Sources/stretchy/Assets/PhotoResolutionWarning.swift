import Foundation
import HeaderKit
import Stage
import StretchyFiles
import StretchyKit

/// A warning when the header photo has fewer pixels than the header shows at rest at this scale:
/// a 50×50 image stretched over a 390 pt header looks blurred, and nothing else says why.
enum PhotoResolutionWarning {
    /// Prints the warning (once, at the start of a replay).
    static func check(photo path: String?, session: Session, pixelsPerPoint: Double) {
        guard let path, let pixels = try? imagePixelSize(at: path),
              let text = message(photo: path, pixels: pixels, session: session, pixelsPerPoint: pixelsPerPoint) else { return }
        IgnoredFields.printWarning(text)
    }

    /// The header's size in pixels at rest: what a photo must cover.
    static func headerPixels(session: Session, pixelsPerPoint: Double) -> (width: Int, height: Int) {
        let header = session.restingHeaderFrame
        return (Int((header.width * pixelsPerPoint).rounded(.up)), Int((header.height * pixelsPerPoint).rounded(.up)))
    }

    /// The warning for a photo of `pixels` under this session's header, or nil when it is sharp enough.
    static func message(photo path: String, pixels: (width: Int, height: Int), session: Session, pixelsPerPoint: Double) -> String? {
        let (width, height) = pixels
        guard width > 0, height > 0 else { return nil }
        let (needW, needH) = headerPixels(session: session, pixelsPerPoint: pixelsPerPoint)
        // Aspect fill: the photo is scaled by the larger of the two ratios.
        let stretch = max(Double(needW) / Double(width), Double(needH) / Double(height))
        guard stretch > 1.5 else { return nil }
        return "\(path) is \(width)×\(height) pixels; the header shows it at \(needW)×\(needH) pixels "
            + "(scale \(JSONWriter.format(pixelsPerPoint))), stretched \(String(format: "%.1f", stretch))×: it will look blurred"
    }
}
