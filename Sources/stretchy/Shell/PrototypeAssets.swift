import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyKit

/// The files a session shows: photos (the header photo, then the carousel's), fonts and list
/// content — the bundled ones unless the user named others.
struct PrototypeAssets {
    let resources: ResourceLocator
    let fonts: FontSet
    let photoPaths: [String]
    let content: ListContent

    /// Content: `rows` generated rows, else the named file, else the bundled `content.json`.
    static func load(imagePath: String?, contentPath: String?, rows: Int?) throws(StretchyError) -> PrototypeAssets {
        let resources: ResourceLocator
        do { resources = try ResourceLocator.locate() } catch { throw .environment(describe(error)) }
        let fonts: FontSet
        do { fonts = try FontSet(resources: resources) } catch { throw .environment(describe(error)) }
        if let notice = fonts.missingCJKFontNotice {
            FileHandle.standardError.write(Data("stretchy: \(notice)\n".utf8))
        }
        let header = imagePath ?? resources.headerPhoto.path
        let photos = [header] + resources.carouselPhotos.map(\.path)
        let content: ListContent
        if let rows {
            content = ListContent(title: "Stretchy", source: .generated(count: rows))
        } else {
            content = try ContentLoader.load(path: contentPath ?? resources.contentFile.path)
        }
        return PrototypeAssets(resources: resources, fonts: fonts, photoPaths: photos, content: content)
    }

    /// Loads the photos into `renderer`; their pixel sizes, in the order of `photoPaths`.
    func upload(to renderer: Renderer) throws(StretchyError) -> [Size] {
        do {
            try renderer.setPhotos(photoPaths)
        } catch {
            throw .badInput(describe(error))
        }
        return renderer.photoSizes.map { Size(width: Double($0.width), height: Double($0.height)) }
    }
}

/// One line for any error the shell can meet (Stage's errors describe themselves).
func describe(_ error: Error) -> String {
    String(describing: error)
}
