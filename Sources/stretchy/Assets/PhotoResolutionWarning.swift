import Foundation
import HeaderKit
import Stage
import StretchyFiles
import StretchyKit

/// A warning when the header photo has fewer pixels than the header shows at rest at this scale:
/// a 50×50 image stretched over a 390 pt header looks blurred, and nothing else says why.
enum PhotoResolutionWarning {
    static func check(photo path: String?, session: Session, pixelsPerPoint: Double) {
        guard let path, let (width, height) = try? imagePixelSize(at: path), width > 0, height > 0 else { return }
        let header = session.record().headerFrame
        let needW = Int((header.width * pixelsPerPoint).rounded(.up)), needH = Int((header.height * pixelsPerPoint).rounded(.up))
        // Aspect fill: the photo is scaled by the larger of the two ratios.
        let stretch = max(Double(needW) / Double(width), Double(needH) / Double(height))
        guard stretch > 1.5 else { return }
        IgnoredFields.printWarning("\(path) is \(width)×\(height) pixels; the header shows it at \(needW)×\(needH) pixels "
                                   + "(scale \(JSONWriter.format(pixelsPerPoint))), stretched \(String(format: "%.1f", stretch))×: it will look blurred")
    }
}
