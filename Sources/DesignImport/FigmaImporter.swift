import FileSafety
import Foundation

/// Maps one Figma frame to layers (docs/guide/import.md has the table): its children are
/// flattened in paint order, each positioned by `absoluteBoundingBox` relative to the frame, and
/// each keeps its top-level ancestor's `scrollBehavior` (Figma reads it on the frame's children).
public struct FigmaImporter {
    /// Where the image fills' pictures come from.
    let images: ImageFills
    /// The folder beside the design that images are written to, as the design names it.
    let assetFolder: String
    var screen: ImportedScreen
    var ids = LayerIds()
    var files = UniqueFileNames()
    let origin: ImportBox
    var copiedImages: [String: String] = [:]

    /// Imports `frame` (a name or node id; nil: the only frame) of the response in `data`.
    public static func importFrame(data: Data, frame wanted: String?, imagesFolder: String?, assetFolder: String,
                                   progress: (String) -> Void = { _ in }) throws(ImportError) -> ImportedScreen {
        try importFrame(data: data, frame: wanted, images: .folder(imagesFolder), assetFolder: assetFolder, progress: progress)
    }

    public static func importFrame(data: Data, frame wanted: String?, images: ImageFills, assetFolder: String,
                                   progress: (String) -> Void = { _ in }) throws(ImportError) -> ImportedScreen {
        let response = try FigmaResponse(data: data)
        progress("read \(response.nodeCount) nodes, \(response.frames.count) frame\(response.frames.count == 1 ? "" : "s")")
        let frame = try response.frame(wanted)
        guard let box = frame.absoluteBox ?? frame.transformedBox(in: ImportBox(x: 0, y: 0, width: 0, height: 0)) else {
            throw ImportError("frame '\(frame.name)' has no absoluteBoundingBox (nor relativeTransform and size)")
        }
        var importer = FigmaImporter(images: images, assetFolder: assetFolder,
                                     screen: ImportedScreen(name: frame.name, origin: "Figma node \(frame.id)", width: box.width, height: box.height),
                                     origin: box)
        try importer.fills(of: frame, box: ImportBox(x: 0, y: 0, width: box.width, height: box.height), behaviour: .fixed, opacity: 1,
                           isBackground: true)
        for child in frame.children {
            try importer.walk(child, behaviour: child.scrollBehavior, opacity: 1, ancestors: [], container: box, clip: nil)
        }
        return importer.screen
    }

    /// `container`: the absolute box of the nearest frame above (what `relativeTransform` is relative to).
    /// `clip`: what the clipping frames above leave visible (frame coordinates), or nil.
    mutating func walk(_ node: FigmaNode, behaviour: ScrollBehaviour, opacity inherited: Double, ancestors: [String],
                       container: ImportBox, clip: ImportBox?) throws(ImportError) {
        guard node.visible else { return }
        let before = screen.layers.count
        defer {
            for index in before..<screen.layers.count where screen.layers[index].node.isEmpty {
                screen.layers[index].node = node.id
                screen.layers[index].ancestors = ancestors
                screen.layers[index].clipBox = clip
            }
        }
        let opacity = inherited * node.opacity
        guard let absolute = node.absoluteBox ?? node.transformedBox(in: container) else {
            screen.notes.warn("\(node.type) dropped: no absoluteBoundingBox (nor relativeTransform and size)", node: node.name)
            return
        }
        let box = ImportBox(x: absolute.x - origin.x, y: absolute.y - origin.y, width: absolute.width, height: absolute.height)
        if node.isRotated { screen.notes.warn("rotation dropped (drawn unrotated in its bounding box)", node: node.name) }
        switch node.type {
        case "TEXT":
            text(node, box: box, behaviour: behaviour, opacity: opacity)
        case "VECTOR", "BOOLEAN_OPERATION", "STAR", "LINE", "REGULAR_POLYGON":
            try vector(node, box: box, behaviour: behaviour, opacity: opacity)
        case "RECTANGLE", "ELLIPSE":
            try fills(of: node, box: box, behaviour: behaviour, opacity: opacity)
        case "FRAME", "COMPONENT", "INSTANCE", "COMPONENT_SET", "SECTION", "GROUP":
            if node.type != "GROUP" { try fills(of: node, box: box, behaviour: behaviour, opacity: opacity) }
            screen.containers[node.id] = ImportedContainer(name: node.name, box: box, children: node.children.filter(\.visible).map(\.id))
            // The container's own fills are its layers; its children's get theirs in the walk below.
            for index in before..<screen.layers.count {
                screen.layers[index].node = node.id
                screen.layers[index].ancestors = ancestors
                screen.layers[index].clipBox = clip
            }
            // A group does not move its children's coordinates: they stay relative to the frame above it.
            let inner = node.type == "GROUP" ? container : absolute
            // A frame that clips its content (a carousel's strip) clips everything inside it.
            let clips = node.type != "GROUP" && ((node.raw["clipsContent"] as? NSNumber)?.boolValue ?? false)
            let innerClip = clips ? (clip.map { $0.intersection(box) } ?? box) : clip
            for child in node.children {
                try walk(child, behaviour: behaviour, opacity: opacity, ancestors: ancestors + [node.id], container: inner, clip: innerClip)
            }
        default:
            screen.notes.warn("\(node.type) dropped: not drawn", node: node.name)
        }
    }

    /// A new layer for `node` (its first, or its `part`: `#fill2`, `#stroke`).
    mutating func layer(_ node: FigmaNode, part: String = "", kind: String, box: ImportBox, behaviour: ScrollBehaviour,
                        opacity: Double, fields: [(String, DesignValue)]) -> ImportedLayer {
        let id = ids.claim(node.name, fallback: node.type.lowercased())
        return ImportedLayer(id: id, name: node.name, source: node.id + part, kind: kind, box: box, behaviour: behaviour,
                             alpha: opacity, fields: fields)
    }

    /// A file to write beside the design: its path as the design names it (`ASSETS/NAME.png`).
    mutating func addFile(named name: String, key: String, data: Data) -> String {
        let path = assetFolder + "/" + files.claim(name, for: key)
        screen.files.append((path, data))
        return path
    }
}
