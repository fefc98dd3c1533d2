/// A box in points, relative to the imported frame's top left.
public struct ImportBox: Equatable, Sendable {
    public var x, y, width, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
    public var bottom: Double { y + height }

    /// The part both boxes cover (empty: zero size at the first's corner).
    public func intersection(_ other: ImportBox) -> ImportBox {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(bottom, other.bottom)
        return ImportBox(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

/// Figma's `scrollBehavior` (SVG has none: everything scrolls): what the layer does when the
/// frame's content scrolls.
public enum ScrollBehaviour: String, Sendable {
    /// Moves with the content (`space: content`).
    case scrolls = "SCROLLS"
    /// Pinned in the viewport.
    case fixed = "FIXED"
    /// Scrolls, then pins at the top (below the fixed bars).
    case sticky = "STICKY_SCROLLS"
}

/// One layer of the design being built, before its position becomes expressions: the drawing
/// (`kind` and its fields) and where it is at rest.
public struct ImportedLayer: Sendable {
    /// The id the design will use (unique, safe); `name` is what the designer called the node.
    public var id: String
    public var name: String
    /// The Figma node id (or SVG element id) it came from, with `#fill2`… for a node's later fills:
    /// what `--onto` matches a layer by.
    public var source: String
    public var kind: String
    public var box: ImportBox
    public var behaviour: ScrollBehaviour
    public var alpha: Double
    /// The kind's own fields (`color`, `text`, `image`, `cornerRadius`, `shadow`…) in writing order.
    public var fields: [(String, DesignValue)]
    /// The frame's own background: drawn over the whole viewport (`W` × `H`), whatever its size.
    public var fillsViewport = false
    /// The node it was drawn from, and that node's ancestors below the frame (outermost first):
    /// what `--content` finds a list's rows by.
    public var node = ""
    public var ancestors: [String] = []
    /// The box of the frames above it that clip their content (`clipsContent`), intersected; nil: none.
    public var clipBox: ImportBox?

    public init(id: String, name: String, source: String, kind: String, box: ImportBox, behaviour: ScrollBehaviour,
                alpha: Double = 1, fields: [(String, DesignValue)]) {
        self.id = id
        self.name = name
        self.source = source
        self.kind = kind
        self.box = box
        self.behaviour = behaviour
        self.alpha = alpha
        self.fields = fields
    }

    public func field(_ key: String) -> DesignValue? { fields.first { $0.0 == key }?.1 }

    public mutating func set(_ key: String, _ value: DesignValue) {
        if let index = fields.firstIndex(where: { $0.0 == key }) { fields[index].1 = value } else { fields.append((key, value)) }
    }
}

/// A whole imported frame: its size, background, layers in paint order, and what was not imported.
public struct ImportedScreen: Sendable {
    public var name: String
    /// Where it came from, for the design's summary ("Figma node 1:2", "SVG file.svg").
    public var origin: String
    public var width: Double
    public var height: Double
    public var layers: [ImportedLayer] = []
    /// Files to write beside the design (rasterised vectors, copied image fills), by their path
    /// relative to the design's folder.
    public var files: [(path: String, data: Data)] = []
    public var notes = ImportNotes()
    /// Every container node (GROUP, FRAME…) below the frame: its name, box and children, for `--content`.
    public var containers: [String: ImportedContainer] = [:]

    public init(name: String, origin: String, width: Double, height: Double) {
        self.name = name
        self.origin = origin
        self.width = width
        self.height = height
    }
}

import Foundation

/// A node that holds others: a candidate for `--content NAME` (a list of similar children).
public struct ImportedContainer: Sendable {
    public var name: String
    public var box: ImportBox
    /// Its visible children's node ids, in paint order.
    public var children: [String]
}
