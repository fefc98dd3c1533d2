import ScrollCore

/// The gallery's contact sheet, bounded: three frames per design, two designs a row at half size,
/// but never wider than `maximumWidth` (a compared replay's contact sheet) nor taller than
/// `maximumHeight`. Past those it shrinks the cells and adds columns three at a time (a design stays
/// on one row), so the sheet's pixels — and the thumbnails drawn into it — stay bounded whatever
/// the viewport or the number of designs (a 5000 × 5000 viewport made a 15160 × 15542 sheet, 9 GB).
public struct GallerySheetFit: Sendable {
    public static let maximumWidth = 1600.0
    public static let maximumHeight = 12000.0
    /// 200 designs still get cells about 60 px wide; more would be stamps.
    public static let maximumDesigns = 200
    static let framesPerDesign = 3

    public let sheet: ContactSheet
    /// The width each frame would have at half size, and the one it gets.
    public let naturalFrameWidth: Double
    public let frameWidth: Double

    public var isScaledDown: Bool { frameWidth < naturalFrameWidth - 0.5 }

    /// `frameSize` in points; the frames' files hold `pixelsPerPoint` pixels a point.
    public init(title: String, frameSize: Size, pixelsPerPoint: Double = 1, captions: [[String]]) {
        naturalFrameWidth = frameSize.width * 0.5
        let pixelSize = Size(width: (frameSize.width * pixelsPerPoint).rounded(), height: (frameSize.height * pixelsPerPoint).rounded())
        let shots = captions.map { (pixelSize: pixelSize, captionLines: $0) }
        let width = min(Self.maximumWidth, 6 * (naturalFrameWidth + 20) + 40)
        var columns = 2 * Self.framesPerDesign
        var sheet = ContactSheet(title: title, screenshots: shots, columns: columns, width: width)
        while sheet.layout.size.height > Self.maximumHeight, columns < 20 * Self.framesPerDesign {
            columns += Self.framesPerDesign
            sheet = ContactSheet(title: title, screenshots: shots, columns: columns, width: width)
        }
        self.sheet = sheet
        frameWidth = sheet.layout.cells.first?.imageRect.width ?? naturalFrameWidth
    }

    /// The side, in pixels, each frame is kept at when loaded into the sheet.
    public var thumbnailSide: Int {
        let side = sheet.layout.cells.map { max($0.imageBox.width, $0.imageBox.height) }.max() ?? 1
        return max(1, Int(side.rounded(.up)))
    }
}
