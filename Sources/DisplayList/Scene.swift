import InputGeometry

/// 8-bit sRGB colour with alpha.
public struct Color: Equatable, Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    public static let white = Color(255, 255, 255)
    public static let black = Color(0, 0, 0)
    public static let clear = Color(0, 0, 0, 0)
}

/// Which bitmap an image item draws; the renderer owns the textures.
public enum ImageRef: Hashable, Sendable {
    /// Image `n` of the design's `images` (0 is the one `--image` replaces).
    case photo(Int)
}

/// UIFont.Weight's three the app uses; a font with no semibold face draws semibold as bold.
public enum TextWeight: Hashable, Sendable { case regular, semibold, bold }
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

public struct TextStyle: Hashable, Sendable {
    /// Font size in points.
    public var size: Double
    public var weight: TextWeight
    public var color: Color
    public init(size: Double, weight: TextWeight = .regular, color: Color = .black) {
        self.size = size; self.weight = weight; self.color = color
    }
}

/// How text meets its frame's width (UILabel's numberOfLines and lineBreakMode).
public enum TextLineBreak: Hashable, Sendable {
    /// On as many lines as it needs (numberOfLines = 0, word wrap).
    case wrap
    /// One line, cut with "…" where it would pass the frame (.byTruncatingTail).
    case truncateTail
    /// One line at its natural width, whatever the frame (labels placed by their origin).
    case none
    /// UILabel's numberOfLines with .byTruncatingTail: wrapped to the frame's width (UAX #14) on at
    /// most `lines` lines (0: as many as the frame's height holds, at least one), the last ending
    /// in "…" when text is cut; lines are `lineHeight` times the font's line height apart
    /// (NSParagraphStyle's lineHeightMultiple: the extra space sits above each line's glyphs).
    case lines(Int, lineHeight: Double)
}

/// One drawing command. Rectangles are in viewport points; `clip` limits what it may touch.
/// Every item that covers an area has the same outline: its rectangle with `cornerRadius` points
/// of rounding (half the short side is a circle or a capsule), drawn anti-aliased.
public enum SceneItem: Equatable, Sendable {
    /// `source` in the bitmap's pixels (the renderer scales it if it downscaled the bitmap).
    case image(ImageRef, source: Rect, destination: Rect, alpha: Double, blurRadius: Double, clip: Rect?)
    /// An image cut to a rounded rectangle (`cornerRadius` in points; half the side is a circle),
    /// blurred by `blurRadius` points as `image` is.
    case maskedImage(ImageRef, source: Rect, destination: Rect, cornerRadius: Double, alpha: Double, blurRadius: Double, clip: Rect?)
    case fill(Rect, Color, cornerRadius: Double, clip: Rect?)
    /// Text fitted to `frame.width` as `lineBreak` says, top-left at `frame.origin`.
    case text(String, style: TextStyle, frame: Rect, alignment: TextAlignment, lineBreak: TextLineBreak, alpha: Double, clip: Rect?)
    /// Icon set glyph `glyph` (a file of `Resources/icons`, without `.svg`) drawn to fill the
    /// square `frame`, tinted `color` (an SF Symbol through `SymbolTable`).
    case icon(String, weight: SymbolWeight, color: Color, frame: Rect, alpha: Double, clip: Rect?)
    /// A straight line `width` points wide (plots, axes, tick marks).
    case line(from: Point, to: Point, color: Color, width: Double, clip: Rect?)
    /// What is already drawn inside `rect`, Gaussian-blurred by `blurRadius` points and laid back at
    /// `alpha` (UIVisualEffectView's backdrop; a material's tint is a `fill` drawn after it).
    case backdropBlur(Rect, blurRadius: Double, alpha: Double, cornerRadius: Double, clip: Rect?)
    /// A linear gradient over `rect` (CAGradientLayer: stops along start → end in unit coordinates).
    case gradient(LinearGradient, Rect, cornerRadius: Double, alpha: Double, clip: Rect?)
    /// The outline's shape blurred by `blurRadius` points (CALayer's shadowRadius) in `color`:
    /// a shadow, drawn before the layer it belongs to, already offset.
    case shadow(Rect, cornerRadius: Double, color: Color, blurRadius: Double, clip: Rect?)
    /// A line `width` points wide just inside the outline (CALayer's borderWidth).
    case border(Rect, cornerRadius: Double, width: Double, color: Color, clip: Rect?)
    /// A shape of Liquid Glass over what is already drawn (iOS 26): refracted at its rim, frosted,
    /// washed, lit (`GlassItem`).
    case glass(GlassItem)
    /// What is already drawn in a band at a screen edge, blurred and faded progressively toward
    /// that edge (iOS 26's soft scroll edge effect: `ProgressiveBlur`).
    case progressiveBlur(ProgressiveBlur)
}

/// The ordered display list of one frame: the contract between the core and the SDL shell.
/// Reused frame to frame (`reset` keeps the capacity) so the steady state allocates nothing.
///
/// Builders append `SceneItem`s; the scene keeps each as a `PackedSceneItem`, its strings,
/// gradients and glass looks moved into the tables below. The list is then plain memory: `reset`
/// forgets it without reading it, and the renderer's walk copies each item as bytes.
public struct Scene: Equatable, Sendable {
    public var size: Size
    public var background: Color
    /// The items in drawing order, as kept.
    public var packedItems: [PackedSceneItem] { packed }
    /// What the packed items name by index: text and icon glyph names, gradients, glass shapes.
    public var texts: [String] { textTable }
    public var gradients: [LinearGradient] { gradientTable }
    public var glasses: [GlassItem] { glassTable }
    // Internal (`append` is inlinable), written only by `append` and `reset`.
    @usableFromInline var packed: [PackedSceneItem] = []
    @usableFromInline var textTable: [String] = [], gradientTable: [LinearGradient] = [], glassTable: [GlassItem] = []

    public init(size: Size, background: Color = .white, items: [SceneItem] = []) {
        self.size = size
        self.background = background
        append(contentsOf: items)
    }

    /// The items in drawing order as they were appended, made from the tables on each read (for
    /// tests and tools; a frame's walk reads `packedItems`).
    public var items: [SceneItem] { packedItems.indices.map(item) }

    /// Item `index` as it was appended.
    public func item(_ index: Int) -> SceneItem { packedItems[index].unpacked(in: self) }

    public mutating func reset(size: Size, background: Color) {
        self.size = size
        self.background = background
        packed.removeAll(keepingCapacity: true)
        textTable.removeAll(keepingCapacity: true)
        gradientTable.removeAll(keepingCapacity: true)
        glassTable.removeAll(keepingCapacity: true)
    }

    /// Room for `count` items without growing.
    public mutating func reserveCapacity(_ count: Int) { packed.reserveCapacity(count) }

    /// Inlinable and consuming: the caller's new item is packed where it is made instead of being
    /// copied (every string in it retained) through a call across modules.
    @inlinable public mutating func append(_ item: consuming SceneItem) {
        switch consume item {
        case let .image(ref, source, destination, alpha, blurRadius, clip):
            packed.append(.image(ref, source: source, destination: destination, alpha: alpha, blurRadius: blurRadius, clip: clip))
        case let .maskedImage(ref, source, destination, cornerRadius, alpha, blurRadius, clip):
            packed.append(.maskedImage(ref, source: source, destination: destination, cornerRadius: cornerRadius, alpha: alpha,
                                       blurRadius: blurRadius, clip: clip))
        case let .fill(rect, color, cornerRadius, clip):
            packed.append(.fill(rect, color, cornerRadius: cornerRadius, clip: clip))
        case let .text(text, style, frame, alignment, lineBreak, alpha, clip):
            textTable.append(text)
            packed.append(.text(textTable.count - 1, style: style, frame: frame, alignment: alignment, lineBreak: lineBreak,
                                alpha: alpha, clip: clip))
        case let .icon(glyph, weight, color, frame, alpha, clip):
            textTable.append(glyph)
            packed.append(.icon(textTable.count - 1, weight: weight, color: color, frame: frame, alpha: alpha, clip: clip))
        case let .line(from, to, color, width, clip):
            packed.append(.line(from: from, to: to, color: color, width: width, clip: clip))
        case let .backdropBlur(rect, blurRadius, alpha, cornerRadius, clip):
            packed.append(.backdropBlur(rect, blurRadius: blurRadius, alpha: alpha, cornerRadius: cornerRadius, clip: clip))
        case let .gradient(gradient, rect, cornerRadius, alpha, clip):
            gradientTable.append(gradient)
            packed.append(.gradient(gradientTable.count - 1, rect, cornerRadius: cornerRadius, alpha: alpha, clip: clip))
        case let .shadow(rect, cornerRadius, color, blurRadius, clip):
            packed.append(.shadow(rect, cornerRadius: cornerRadius, color: color, blurRadius: blurRadius, clip: clip))
        case let .border(rect, cornerRadius, width, color, clip):
            packed.append(.border(rect, cornerRadius: cornerRadius, width: width, color: color, clip: clip))
        case let .glass(glass):
            glassTable.append(glass)
            packed.append(.glass(glassTable.count - 1))
        case let .progressiveBlur(blur):
            packed.append(.progressiveBlur(blur))
        }
    }

    public mutating func append(contentsOf items: [SceneItem]) {
        for item in items { append(item) }
    }
}
