import Foundation
import ScrollCore
import Stage
import Review
import StretchyKit

/// Writes a run's contact sheets one page (`ContactSheetPages`) at a time, each screenshot loaded
/// as a thumbnail of its cell's size: memory holds one page of thumbnails and one full-size decode,
/// never every screenshot (1,000 full-size screenshots took 3.4 GB).
struct ContactSheetWriter {
    struct Shot {
        var path: String
        /// The first line is bold.
        var captionLines: [String]
    }

    let pictures: ReviewPictures
    let maximumColumns: Int
    let maximumWidth: Double

    /// Removes an earlier run's sheets from `folder`, writes this run's; returns their paths.
    func write(title: String, shots: [Shot], folder: String) throws(StretchyError) -> [String] {
        removeEarlierSheets(in: folder)
        let pages = ContactSheetPages(shotCount: shots.count)
        // Every page laid out like the first, so paging through them keeps the grid still.
        let columns = min(maximumColumns, ContactSheet.defaultColumns(shotCount: min(shots.count, ContactSheetPages.cellsPerPage)))
        var written: [String] = []
        for page in 0..<pages.count {
            let pageShots = Array(shots[pages.shots(onPage: page)])
            var screenshots: [(pixelSize: Size, captionLines: [String])] = []
            for shot in pageShots {
                let size: (width: Int, height: Int)
                do { size = try imagePixelSize(at: shot.path) } catch { throw .environment(describe(error)) }
                screenshots.append((Size(width: Double(size.width), height: Double(size.height)), shot.captionLines))
            }
            // Cells no wider than the screenshots themselves: a single shot is not blown up.
            let widest = screenshots.map(\.pixelSize.width).max() ?? 0
            let width = min(maximumWidth, max(320, Double(columns) * (widest + 40) + 40))
            let sheet = ContactSheet(title: pages.title(title, page: page), screenshots: screenshots, columns: columns, width: width)
            let side = sheet.layout.cells.map { max($0.imageBox.width, $0.imageBox.height) }.max() ?? 1
            let path = URL(fileURLWithPath: folder).appendingPathComponent(pages.fileName(ofPage: page)).path
            try pictures.write(sheet.scene(), photos: pageShots.map(\.path), thumbnailSide: Int(side.rounded(.up)), to: path)
            written.append(path)
        }
        return written
    }

    /// A run into a used folder replaces its sheets: 3 pages now must not sit beside 21 from before.
    private func removeEarlierSheets(in folder: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where ContactSheetPages.isSheetFileName(name) {
            unlink(URL(fileURLWithPath: folder).appendingPathComponent(name).path)
        }
    }
}
