import ScrollCore

/// One layer of a design: what it draws (`kind`) and where, each number a `DesignProperty` of the
/// scroll offset. Frames are in viewport points (`space: viewport`) or in content points that
/// scroll with the list (`space: content`: viewport y = y - offset).
///
/// A value with its fields (`Fields`, read and written as `layer.x`) in one shared, copy-on-write
/// box: the fields take some 800 bytes, and Swift copies a struct that large whole (every
/// reference in it retained) wherever one is passed or bound from an array, ≈ 90 times a frame in
/// the core's layer loops; a copy of the box is one retain.
///
/// Each field has its own accessor (below `Fields`) rather than a key-path `dynamicMember`
/// subscript: a key-path read copied the whole box's fields for every field read, unoptimised
/// (≈ 275 ns a read against ≈ 30) and in release builds where the subscript was not inlined
/// (`Design.resolve`: a fifth of the fuzzer's time in retains and releases of those copies).
/// They read with `_read` (a borrow of the field in the box), not `get` (a copy): a property's
/// copy retained its expression's source string and node box, released after one evaluation,
/// ≈ 190 times a frame on `grid-profile` (callgrind: 5.5 k instructions of `DesignProperty`
/// destroys alone, and every retain a write to a cold heap object).
public struct DesignLayer: Sendable, Equatable {
    public enum Space: String, Sendable, Equatable, CaseIterable { case viewport, content }
    /// Drawn under the list's rows (seed000's photo) or over them (the default).
    public enum Depth: String, Sendable, Equatable, CaseIterable { case belowList, aboveList }
    /// What the trace and the sidecar read from a layer: `header` gives header_y, header_height
    /// and header_scale; `bar` bar_y; `title` title_alpha; `scrim` scrim_alpha.
    public enum Role: String, Sendable, Equatable, CaseIterable { case header, bar, title, scrim }

    /// The layer's stored properties.
    public struct Fields: Sendable, Equatable {
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
        /// A `tabs` layer (a segmented control drawn as a tab strip, titled by the content's tabs).
        public var tabStrip: TabStripStyle?
        /// A tap on a segment switches the content's tab (always for a `tabs` layer).
        public var switchesTabs = false
        /// Part of a bar (`"bar": true`): the scroll edge effect reaches as far as these layers do.
        public var isBar = false
        /// Drawn only when this iOS draws (`"ios": 17` for an iOS 17 bar material); nil: always.
        /// Its frame still counts (the trace's roles, the edge effect's extent).
        public var onlyOn: SystemVersion?
        /// A whole shape instead of the kind's `cornerRadius` (image, color, gradient, material).
        public var shape: LayerShape?
        public var shadow: DesignShadow?
        public var border: DesignBorder?
        /// A control's words (`"action": "Share"`): the layer is a button in the app, exported as a real
        /// control with this accessibility label and an action stub. Nil: decorative (or a segmented
        /// control or pager, which are controls by kind).
        public var action: String?
        /// A text layer's UIKit text style when the design names one and no fixed `size` (exported
        /// as Dynamic Type).
        public var textStyle: NamedTextStyle?
        /// A text's `"width": "auto"` / `"height": "auto"`: measured each frame (`LayoutPlan`).
        public var measured: MeasuredSize?
        /// A `stack` layer's rule (its children are the layers that follow, placed by references).
        public var stack: StackRule?
        /// A `tabs` strip's indicator and title colours (nil: the default look).
        public var tabLook: TabStripLook?
        /// A `color` that moves (`mix(A, B, t)`, `alpha(A, t)`): drawn instead of the kind's colour,
        /// which holds A for whatever cannot move it.
        public var colorMotion: ColorExpression?
        /// A gradient's or a tab strip's colours that move.
        public var colorMotions = ColorMotions()
    }

    /// Written only while uniquely referenced (`unique`), so shared copies never
    /// change. Unchecked exclusivity: two accesses to one box can only overlap through one
    /// DesignLayer value, which the compiler already checks statically (the dynamic check cost
    /// more than the reads it guarded).
    @usableFromInline final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline var fields: Fields
        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline var storage: Storage

    public init(id: String, kind: LayerKind, width: DesignProperty, height: DesignProperty) {
        storage = Storage(Fields(id: id, kind: kind, width: width, height: height))
    }

    /// The fields for writing: the box is copied first when another value shares it.
    @inlinable var unique: Fields {
        _read { yield storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    @inlinable public var id: String { _read { yield storage.fields.id } set { unique.id = newValue } }
    @inlinable public var kind: LayerKind { _read { yield storage.fields.kind } set { unique.kind = newValue } }
    @inlinable public var space: Space { _read { yield storage.fields.space } set { unique.space = newValue } }
    @inlinable public var z: Depth { _read { yield storage.fields.z } set { unique.z = newValue } }
    @inlinable public var role: Role? { _read { yield storage.fields.role } set { unique.role = newValue } }
    @inlinable public var x: DesignProperty { _read { yield storage.fields.x } set { unique.x = newValue } }
    @inlinable public var y: DesignProperty { _read { yield storage.fields.y } set { unique.y = newValue } }
    @inlinable public var width: DesignProperty { _read { yield storage.fields.width } set { unique.width = newValue } }
    @inlinable public var height: DesignProperty { _read { yield storage.fields.height } set { unique.height = newValue } }
    @inlinable public var alpha: DesignProperty { _read { yield storage.fields.alpha } set { unique.alpha = newValue } }
    @inlinable public var scale: DesignProperty { _read { yield storage.fields.scale } set { unique.scale = newValue } }
    @inlinable public var blur: DesignProperty { _read { yield storage.fields.blur } set { unique.blur = newValue } }
    @inlinable public var visible: DesignProperty { _read { yield storage.fields.visible } set { unique.visible = newValue } }
    @inlinable public var anchor: Point { _read { yield storage.fields.anchor } set { unique.anchor = newValue } }
    @inlinable public var clip: DesignClip? { _read { yield storage.fields.clip } set { unique.clip = newValue } }
    @inlinable public var tabStrip: TabStripStyle? { _read { yield storage.fields.tabStrip } set { unique.tabStrip = newValue } }
    @inlinable public var switchesTabs: Bool { _read { yield storage.fields.switchesTabs } set { unique.switchesTabs = newValue } }
    @inlinable public var isBar: Bool { _read { yield storage.fields.isBar } set { unique.isBar = newValue } }
    @inlinable public var onlyOn: SystemVersion? { _read { yield storage.fields.onlyOn } set { unique.onlyOn = newValue } }
    @inlinable public var shape: LayerShape? { _read { yield storage.fields.shape } set { unique.shape = newValue } }
    @inlinable public var shadow: DesignShadow? { _read { yield storage.fields.shadow } set { unique.shadow = newValue } }
    @inlinable public var border: DesignBorder? { _read { yield storage.fields.border } set { unique.border = newValue } }
    @inlinable public var action: String? { _read { yield storage.fields.action } set { unique.action = newValue } }
    @inlinable public var textStyle: NamedTextStyle? { _read { yield storage.fields.textStyle } set { unique.textStyle = newValue } }
    @inlinable public var measured: MeasuredSize? { _read { yield storage.fields.measured } set { unique.measured = newValue } }
    @inlinable public var stack: StackRule? { _read { yield storage.fields.stack } set { unique.stack = newValue } }
    @inlinable public var tabLook: TabStripLook? { _read { yield storage.fields.tabLook } set { unique.tabLook = newValue } }
    @inlinable public var colorMotion: ColorExpression? { _read { yield storage.fields.colorMotion } set { unique.colorMotion = newValue } }
    @inlinable public var colorMotions: ColorMotions { _read { yield storage.fields.colorMotions } set { unique.colorMotions = newValue } }

    public static func == (a: DesignLayer, b: DesignLayer) -> Bool { a.storage === b.storage || a.storage.fields == b.storage.fields }

    /// Every property by the name design files use, for checks that walk them all.
    public var properties: [(String, DesignProperty)] {
        var all: [(String, DesignProperty)] = [("x", self.x), ("y", self.y), ("width", self.width), ("height", self.height),
                                               ("alpha", self.alpha), ("scale", self.scale), ("blur", self.blur), ("visible", self.visible)]
        if let clip = self.clip { all += clip.properties.map { ("clip.\($0.0)", $0.1) } }
        if let shadow = self.shadow {
            all += [("shadow.opacity", shadow.opacity), ("shadow.radius", shadow.radius), ("shadow.x", shadow.x), ("shadow.y", shadow.y)]
        }
        if let border = self.border { all.append(("border.width", border.width)) }
        all += self.kind.properties
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
    case gradient(DesignGradient, cornerRadius: DesignProperty)
    /// `text` of `"$title"` shows the content's screen title. `alignment` is a horizontal bias
    /// within the frame: 0 leading, 0.5 centred, 1 trailing (a property, so a title can move from
    /// the leading edge to the centre as a bar collapses).
    /// `lines` is UILabel's numberOfLines (0: as many as the frame's height holds), `lineHeight`
    /// a multiple of the font's line height.
    case text(String, size: DesignProperty, weight: TextWeight, color: DynamicColor, alignment: DesignProperty,
              lines: Int, lineHeight: Double)
    /// An SF Symbol by name (`SymbolTable` gives the glyph drawn for it), `size` points (a font's
    /// point size: the glyph's square) centred in the frame, tinted `color`.
    case icon(symbol: String, size: DesignProperty, weight: SymbolWeight, color: DynamicColor)
    /// The iOS bar background (UIBlurEffect): what is behind, blurred by `blurRadius` points, under
    /// `tint`; `style` is the material the file named (its default tint is `style.tint`).
    case material(tint: DynamicColor, blurRadius: Double, style: MaterialStyle, cornerRadius: DesignProperty)
    /// A segmented control (seed004's hover bar) of `count` segments (titles past the list read
    /// "Tab N"); a tap selects a segment.
    case segmented(segments: [String], count: DesignExpression)
    /// `pages` horizontally paging photos (the images repeat when there are fewer) with page dots.
    case pager(images: [Int], pages: DesignExpression, dots: Bool)
    /// UIRefreshControl's spinner, drawn at the layer's frame centre while pulling or refreshing.
    case spinner
    /// iOS 26 Liquid Glass in the layer's frame (`GlassLayer`); on iOS 17 the closest blur material.
    case glass(GlassLayer)
    /// The app's tab bar (`TabBarLayer`): floating glass on iOS 26, full width on iOS 17.
    case tabBar(TabBarLayer)
    /// The system navigation bar (`NavigationBarLayer`): floating glass items on iOS 26 and 27
    /// (minimising on scroll on 27), the classic bar on iOS 17.
    case navigationBar(NavigationBarLayer)
    /// A `UIButton.Configuration` button (`ButtonLayer`): title and symbol on its style's background.
    case button(ButtonLayer)

    public var name: String {
        switch self {
        case .image: "image"
        case .color: "color"
        case .gradient: "gradient"
        case .text: "text"
        case .icon: "icon"
        case .material: "material"
        case .segmented: "segmented"
        case .pager: "pager"
        case .spinner: "spinner"
        case .glass: "glass"
        case .tabBar: "tabBar"
        case .navigationBar: "navigationBar"
        case .button: "button"
        }
    }

    /// The kinds a design file names (`tabs` is a segmented control drawn as a tab strip: `DesignLayer.tabStrip`).
    public static let names = ["image", "color", "gradient", "text", "icon", "material", "segmented", "tabs", "pager", "spinner", "glass", "tabBar", "navigationBar", "button"]

    var properties: [(String, DesignProperty)] {
        switch self {
        case let .image(_, _, _, radius), let .color(_, radius), let .gradient(_, radius), let .material(_, _, _, radius):
            [("cornerRadius", radius)]
        case let .text(_, size, _, _, alignment, _, _): [("size", size), ("alignment", alignment)]
        case let .icon(_, size, _, _): [("size", size)]
        case let .glass(glass): [("cornerRadius", glass.cornerRadius)]
        default: []
        }
    }

    /// The kind's own corner radius (image, color, gradient, material); nil for kinds with no outline.
    public var cornerRadius: DesignProperty? {
        switch self {
        case let .image(_, _, _, radius), let .color(_, radius), let .gradient(_, radius), let .material(_, _, _, radius): radius
        default: nil
        }
    }
}
