import ScrollCore

/// One layer of a design: what it draws (`kind`) and where, each number a `DesignProperty` of the
/// scroll offset. Frames are in viewport points (`space: viewport`) or in content points that
/// scroll with the list (`space: content`: viewport y = y - offset).
public struct DesignLayer: Sendable, Equatable {
    public enum Space: String, Sendable, Equatable, CaseIterable { case viewport, content }
    /// Drawn under the list's rows (seed000's photo) or over them (the default).
    public enum Depth: String, Sendable, Equatable, CaseIterable { case belowList, aboveList }
    /// What the trace and the sidecar read from a layer: `header` gives header_y, header_height
    /// and header_scale; `bar` bar_y; `title` title_alpha; `scrim` scrim_alpha.
    public enum Role: String, Sendable, Equatable, CaseIterable { case header, bar, title, scrim }

    public var id: String
    public var kind: LayerKind
    public var space: Space = .viewport
    public var z: Depth = .aboveList
    public var role: Role?
    public var x: DesignProperty = .constant(0)
    public var y: DesignProperty = .constant(0)
    public var width: DesignProperty
    public var height: DesignProperty
    public var alpha: DesignProperty = .constant(1)
    public var scale: DesignProperty = .constant(1)
    public var blur: DesignProperty = .constant(0)
    /// Shown while > 0.
    public var visible: DesignProperty = .constant(1)
    /// The point scale is applied about, as a fraction of the frame (UIKit's anchorPoint).
    public var anchor = Point(x: 0.5, y: 0.5)
    /// Drawing is limited to this rectangle (viewport points); nil fields default to the viewport's.
    public var clip: DesignClip?
    /// A control's words (`"action": "Share"`): the layer is a button in the app, exported as a real
    /// control with this accessibility label and an action stub. Nil: decorative (or a segmented
    /// control or pager, which are controls by kind).
    public var action: String?
    /// A text layer's UIKit text style when the design names one and no fixed `size` (exported
    /// as Dynamic Type).
    public var textStyle: NamedTextStyle?

    public init(id: String, kind: LayerKind, width: DesignProperty, height: DesignProperty) {
        self.id = id
        self.kind = kind
        self.width = width
        self.height = height
    }

    /// Every property by the name design files use, for checks that walk them all.
    public var properties: [(String, DesignProperty)] {
        var all: [(String, DesignProperty)] = [("x", x), ("y", y), ("width", width), ("height", height), ("alpha", alpha),
                                               ("scale", scale), ("blur", blur), ("visible", visible)]
        if let clip { all += clip.properties.map { ("clip.\($0.0)", $0.1) } }
        all += kind.properties
        return all
    }
}

/// One of UIKit's text styles (`largeTitle` … `caption2`) with the size and weight it has at the
/// default Dynamic Type size.
public struct NamedTextStyle: Sendable, Equatable {
    public var name: String
    public var size: Double
    public var weight: TextWeight
    public init(name: String, size: Double, weight: TextWeight) { self.name = name; self.size = size; self.weight = weight }
}

/// A clip rectangle in viewport points.
public struct DesignClip: Sendable, Equatable {
    public var x: DesignProperty?
    public var y: DesignProperty?
    public var width: DesignProperty?
    public var height: DesignProperty?

    public init(x: DesignProperty? = nil, y: DesignProperty? = nil, width: DesignProperty? = nil, height: DesignProperty? = nil) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    var properties: [(String, DesignProperty)] {
        [("x", x), ("y", y), ("width", width), ("height", height)].compactMap { name, p in p.map { (name, $0) } }
    }
}

/// What a layer draws. Behaviour that has no expression form (a pager's physics, a segmented
/// control's taps, the refresh spinner) lives here as a kind, not as design-specific code.
public enum LayerKind: Sendable, Equatable {
    public enum ContentMode: String, Sendable, Equatable, CaseIterable { case aspectFill, aspectFit }
    public enum Mask: String, Sendable, Equatable, CaseIterable { case none, circle, rounded }

    /// `image` indexes the design's `images`.
    case image(image: Int, contentMode: ContentMode, mask: Mask, cornerRadius: DesignProperty)
    case color(DynamicColor, cornerRadius: DesignProperty)
    case gradient(top: DynamicColor, bottom: DynamicColor)
    /// `text` of `"$title"` shows the content's screen title. `alignment` is a horizontal bias
    /// within the frame: 0 leading, 0.5 centred, 1 trailing (a property, so a title can move from
    /// the leading edge to the centre as a bar collapses).
    case text(String, size: DesignProperty, weight: TextWeight, color: DynamicColor, alignment: DesignProperty)
    /// The iOS bar background (UIBlurEffect): what is behind, blurred by `blurRadius` points, under
    /// `tint`; `style` is the material the file named (its default tint is `style.tint`).
    case material(tint: DynamicColor, blurRadius: Double, style: MaterialStyle)
    /// A segmented control (seed004's hover bar) of `count` segments (titles past the list read
    /// "Tab N"); a tap selects a segment.
    case segmented(segments: [String], count: DesignExpression)
    /// `pages` horizontally paging photos (the images repeat when there are fewer) with page dots.
    case pager(images: [Int], pages: DesignExpression, dots: Bool)
    /// UIRefreshControl's spinner, drawn at the layer's frame centre while pulling or refreshing.
    case spinner

    public var name: String {
        switch self {
        case .image: "image"
        case .color: "color"
        case .gradient: "gradient"
        case .text: "text"
        case .material: "material"
        case .segmented: "segmented"
        case .pager: "pager"
        case .spinner: "spinner"
        }
    }

    public static let names = ["image", "color", "gradient", "text", "material", "segmented", "pager", "spinner"]

    var properties: [(String, DesignProperty)] {
        switch self {
        case let .image(_, _, _, radius), let .color(_, radius): [("cornerRadius", radius)]
        case let .text(_, size, _, _, alignment): [("size", size), ("alignment", alignment)]
        default: []
        }
    }
}
