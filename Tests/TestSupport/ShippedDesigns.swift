import Foundation
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit

/// The repository's `Resources/designs`, loaded once for every test target.
public enum ShippedDesigns {
    public static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources")
    public static let folder = resources.appendingPathComponent("designs").path
    public static let library: DesignLibrary = {
        do { return try DesignLibrary.load(folder: folder, warn: { _ in }) } catch { fatalError("\(error)") }
    }()
    /// The seven presets re-expressed as design files, in their listing order.
    public static let designNames = ["seed000", "seed001", "seed003", "seed004", "parallax", "appbar", "carousel"]

    /// Every design file in the repository's `examples/` (scripts and configs aside: a design has
    /// `layers`), loaded as `stretchy run examples/NAME.json` loads it.
    public static let examples: [Design] = {
        let folder = resources.deletingLastPathComponent().appendingPathComponent("examples")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        return names.compactMap { name -> Design? in
            let path = folder.appendingPathComponent(name).path
            let json = (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
            guard json?["layers"] != nil else { return nil }
            do { return try DesignLoader.load(path: path, warn: { _ in }).design } catch { fatalError("\(name): \(error)") }
        }
    }()

    /// Every shipped design and every example: what a fuzzer or a sweep over "all designs" covers.
    public static var allDesigns: [Design] { library.designs + examples }

    public static func design(_ name: String) -> Design {
        guard let design = library.design(named: name) else { fatalError("no shipped design '\(name)'") }
        return design
    }

    /// Every image of every shipped design, all `size` pixels.
    public static func images(size: Size) -> ImageTable {
        let paths = ImageTable.paths(of: library.designs)
        return ImageTable(paths: paths, sizes: paths.map { _ in size })
    }
}

extension SessionSetup {
    /// A setup over a shipped design whose images are all `photoSizes[0]` pixels.
    public init(designName: String, viewport: Size, content: ListContent, parameterOverrides: [String: Double], photoSizes: [Size]) {
        self.init(design: ShippedDesigns.design(designName), library: ShippedDesigns.library, viewport: viewport, content: content,
                  parameterOverrides: parameterOverrides, images: ShippedDesigns.images(size: photoSizes.first ?? Size(width: 1680, height: 1050)))
    }
}

/// Config files without a "design" are checked against the default design (seed004), as a script
/// without one replays.
extension ComparisonVariant {
    static var defaultBase: Design { ShippedDesigns.design(Script.defaultDesign) }

    public static func resolve(_ spec: String) throws(StretchyError) -> ComparisonVariant {
        try resolve(spec, library: ShippedDesigns.library, base: defaultBase)
    }

    public static func resolveAll(_ specs: [String]) throws(StretchyError) -> [ComparisonVariant] {
        try resolveAll(specs, library: ShippedDesigns.library, base: defaultBase)
    }

    public static func parseConfig(_ document: JSONValue, file: String) throws(StretchyError) -> ComparisonVariant {
        try parseConfig(document, file: file, library: ShippedDesigns.library, base: defaultBase)
    }
}

extension RandomGestureGenerator {
    public init(designName: String, seed: UInt64) throws(StretchyError) {
        try self.init(design: ShippedDesigns.design(designName), library: ShippedDesigns.library, seed: seed)
    }

    /// Over any design (an example's too), with the shipped library for `[`/`]`.
    public init(design: Design, seed: UInt64) throws(StretchyError) {
        try self.init(design: design, library: ShippedDesigns.library, seed: seed)
    }
}
