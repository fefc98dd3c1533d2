import FileSafety
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

/// The files a session shows: the shipped designs (`Resources/designs`), fonts and list content —
/// the bundled ones unless the user named others — and, once uploaded, every design's images.
struct PrototypeAssets {
    let resources: ResourceLocator
    let fonts: FontSet
    /// The shipped designs, with `--image` as each one's first image.
    let library: DesignLibrary
    let content: ListContent
    /// Whether the user named the content (`--content`, `--rows`, a script's): else a design's own
    /// `"content"` is shown under it.
    let contentIsExplicit: Bool
    /// `--image`: replaces the first image of every design.
    let imagePath: String?

    /// Content: `rows` generated rows, else the named file, else the bundled `content.json`.
    /// `device`: a device is shown (`--device`), so the UI font is Inter when installed.
    /// `environment`: where `STRETCHY_RESOURCES` is read (`ResourceLocator`).
    /// `shipped`: the shipped designs when the caller has read them already (they are read once).
    static func load(imagePath: String?, contentPath: String?, rows: Int?, device: Bool = false, shipped: DesignLibrary? = nil,
                     environment: [String: String] = ProcessInfo.processInfo.environment) throws(StretchyError) -> PrototypeAssets {
        let resources: ResourceLocator
        do { resources = try ResourceLocator.locate(environment: environment) } catch { throw .environment(describe(error)) }
        let fonts: FontSet
        do { fonts = try FontSet(resources: resources, prefersInter: device) } catch { throw .environment(describe(error)) }
        if let notice = fonts.missingCJKFontNotice {
            StderrLine.write("\(notice)")
        }
        let library: DesignLibrary
        if let shipped { library = shipped } else { library = try DesignLibrary.shipped(warn: { _ in }) }
        let withImage = DesignLibrary(designs: library.designs.map { $0.replacingFirstImage(with: imagePath) }, folder: library.folder)
        let content: ListContent
        if let rows {
            content = ListContent(title: "Stretchy", source: .generated(count: rows))
        } else {
            content = try ContentLoader.load(path: contentPath ?? resources.contentFile.path)
        }
        return PrototypeAssets(resources: resources, fonts: fonts, library: withImage, content: content,
                               contentIsExplicit: rows != nil || contentPath != nil, imagePath: imagePath)
    }

    /// `reference` (a design name, or a design file relative to `base`), with `--image` applied.
    func design(_ reference: String, relativeTo base: String? = nil) throws(StretchyError) -> Design {
        try library.resolve(reference, relativeTo: base).replacingFirstImage(with: imagePath)
    }

    /// Loads the images of the library's designs and of `designs` into `renderer`.
    func upload(_ designs: [Design], to renderer: Renderer) throws(StretchyError) -> ImageTable {
        try upload(paths: Self.imagePaths(of: designs + library.designs, contents: [content]), of: designs, to: renderer)
    }

    /// Loads `paths` (the images of `designs`, whose layers name a file that fails) into `renderer`.
    func upload(paths: [String], of designs: [Design] = [], to renderer: Renderer) throws(StretchyError) -> ImageTable {
        do {
            if let note = try renderer.setPhotos(paths) { StderrLine.write(note) }
        } catch let error as ImageLoadError {
            // Name the design file and the layer that asked for the image, as a design's other errors do.
            // (`--image` / a script's "image" replaces a design's first image: that one is the user's.)
            let owner = designs.lazy.compactMap { design in design.layerPath(ofImage: error.path).map { (design, $0) } }.first
            guard error.path != imagePath, let (design, layerPath) = owner else { throw .badInput(describe(error)) }
            throw .badInput("\(URL(fileURLWithPath: design.file).lastPathComponent): '\(layerPath)': \(error)")
        } catch {
            throw .badInput(describe(error))
        }
        return ImageTable(paths: paths, loadedBy: renderer)
    }

    /// The setup of a session over `design`.
    func setup(_ design: Design, viewport: Size, overrides: [String: Double], images: ImageTable) -> SessionSetup {
        var setup = SessionSetup(design: design, library: library, viewport: viewport, content: content(for: design),
                                 parameterOverrides: overrides, images: images)
        setup.sharedContent = contentIsExplicit ? nil : content
        return setup
    }

    /// What shows under `design`: the content the user named, else the design's own, else the bundled.
    func content(for design: Design, named: ListContent? = nil) -> ListContent {
        named ?? (contentIsExplicit ? content : design.content ?? content)
    }

    /// The designs' images, then every row image of the contents and the designs' own contents.
    static func imagePaths(of designs: [Design], contents: [ListContent]) -> [String] {
        var paths = ImageTable.paths(of: designs), seen = Set(paths)
        for path in (contents + designs.compactMap(\.content)).flatMap(\.imagePaths) where seen.insert(path).inserted { paths.append(path) }
        return paths
    }
}

extension ImageTable {
    /// `paths` as `renderer` loaded them: their sizes and lightness grids.
    init(paths: [String], loadedBy renderer: Renderer) {
        self.init(paths: paths, sizes: renderer.photoSizes.map { Size(width: Double($0.width), height: Double($0.height)) },
                  lightness: renderer.photoLightness(side: ImageTable.lightnessGridSide))
    }
}

/// One line for any error the shell can meet (Stage's errors describe themselves).
func describe(_ error: Error) -> String {
    String(describing: error)
}

extension DesignLibrary {
    /// The shipped designs, found with the other resources (before any display is opened).
    /// Warnings (a shipped design with a gap) are dropped unless `warn` takes them.
    static func shipped(warn: (String) -> Void = { _ in }) throws(StretchyError) -> DesignLibrary {
        let resources: ResourceLocator
        do { resources = try ResourceLocator.locate() } catch { throw .environment(describe(error)) }
        return try DesignLibrary.load(folder: resources.file("designs").path, warn: warn)
    }
}
