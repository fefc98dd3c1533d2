import ScrollCore

/// A layer's properties evaluated at one offset, in viewport points: what is drawn, hit-tested
/// and written to sidecars.
public struct ResolvedLayer: Equatable, Sendable {
    /// The frame before `scale` (x, y, width, height as the design file's expressions give them,
    /// moved by -offset for content-space layers).
    public var frame: Rect
    public var alpha: Double
    public var scale: Double
    public var blur: Double
    public var isVisible: Bool
    public var clip: Rect
    public var cornerRadius: Double
    /// A text's font size, or an icon's point size.
    public var textSize: Double
    public var textAlignment: Double
    /// Segments of a segmented control, pages of a pager (at least 1); 0 for other kinds.
    public var count: Int = 0
    /// A tab bar's minimise progress (0 full … 1 minimised); nil for other kinds.
    public var minimized: Double?
    /// A navigation bar's points scrolled past the list's resting top (its large title's
    /// collapse), and an integrated tab strip's tabs with their frames; nil / empty for other kinds.
    public var scrolled: Double?
    public var items: [ItemFrame] = []
    public struct ItemFrame: Equatable, Sendable {
        public var title: String
        public var frame: Rect
        public init(title: String, frame: Rect) { self.title = title; self.frame = frame }
    }
    /// The shadow's opacity (0…1), blur radius and offset, and the border's width, in points.
    public var shadowOpacity = 0.0, shadowRadius = 0.0, shadowOffset = Point(x: 0, y: 0)
    public var borderWidth = 0.0
    /// A moving `color` at this offset (`DesignLayer.colorMotion`); nil: the kind's own colour.
    public var color: DynamicColor?
    /// A gradient with moving stops, a tab strip's look with moving colours, at this offset (`DesignLayer.colorMotions`).
    public var gradient: DesignGradient?
    public var tabLook: TabStripLook?

    /// The frame scaled about the layer's anchor.
    public func scaledFrame(anchor: Point) -> Rect {
        guard scale != 1 else { return frame }
        let ax = frame.minX + frame.width * anchor.x, ay = frame.minY + frame.height * anchor.y
        return Rect(x: ax - (ax - frame.minX) * scale, y: ay - (ay - frame.minY) * scale,
                    width: frame.width * scale, height: frame.height * scale)
    }

    /// Shown and not fully transparent.
    public var isDrawn: Bool { isVisible && alpha > 0 }
}

extension Design {
    /// The variables every expression of this design reads, for `parameters` on `viewport`;
    /// `offset`, `insetTop` and `reveal` are set per evaluation.
    public func values(parameters: Parameters, viewport: Size, safeArea: EdgeInsets) -> ExpressionValues {
        var values = ExpressionValues(scope: scope)
        values.slots[ExpressionScope.widthSlot] = viewport.width
        values.slots[ExpressionScope.heightSlot] = viewport.height
        values.slots[ExpressionScope.safeTopSlot] = safeArea.top
        values.slots[ExpressionScope.safeBottomSlot] = safeArea.bottom
        for (i, spec) in self.parameters.enumerated() {
            values.slots[ExpressionScope.builtIns.count + i] = parameters.value(spec.name) ?? spec.defaultValue
        }
        // `insetTop` is UIKit's adjustedContentInset.top: the design's inset plus, with
        // `contentInsetAdjustment: automatic`, the safe area's top.
        values.slots[ExpressionScope.insetTopSlot] = Self.bounded(scroll.contentInsetTop.evaluate(values))
            + scroll.insetAdjustment.addedTop(safeTop: safeArea.top)
        derive(&values)
        return values
    }

    /// Layer `index` at `values.offset`. Non-finite results (a division by zero at some offset)
    /// become 0 and the rest is bounded (`bounded`), so nothing non-finite or absurd reaches the
    /// renderer or a trace.
    public func resolve(layer index: Int, _ values: ExpressionValues, viewport: Size) -> ResolvedLayer {
        Self.resolve(layers[index], values, viewport: viewport)
    }

    /// `layer` at `values` (a header layer, or a row template's in row coordinates).
    static func resolve(_ layer: DesignLayer, _ values: ExpressionValues, viewport: Size) -> ResolvedLayer {
        func value(_ p: DesignProperty) -> Double { Self.bounded(p.evaluate(values)) }
        var frame = Rect(x: value(layer.x), y: value(layer.y), width: max(0, value(layer.width)),
                         height: max(0, value(layer.height)))
        if layer.space == .content { frame = frame.offsetBy(dx: 0, dy: -values.offset) }
        var clip = Rect(origin: .zero, size: viewport)
        if let c = layer.clip {
            clip = Rect(x: c.x.map(value) ?? 0, y: c.y.map(value) ?? 0,
                        width: max(0, c.width.map(value) ?? viewport.width), height: max(0, c.height.map(value) ?? viewport.height))
                .intersection(clip)
        }
        var resolved = ResolvedLayer(frame: frame, alpha: min(1, max(0, value(layer.alpha))), scale: max(0, value(layer.scale)),
                                     blur: max(0, value(layer.blur)), isVisible: value(layer.visible) > 0, clip: clip,
                                     cornerRadius: 0, textSize: 0, textAlignment: 0)
        if let radius = layer.kind.cornerRadius { resolved.cornerRadius = max(0, value(radius)) }
        if let shadow = layer.shadow {
            resolved.shadowOpacity = min(1, max(0, value(shadow.opacity)))
            resolved.shadowRadius = max(0, value(shadow.radius))
            resolved.shadowOffset = Point(x: value(shadow.x), y: value(shadow.y))
        }
        if let border = layer.border { resolved.borderWidth = max(0, value(border.width)) }
        if let motion = layer.colorMotion { resolved.color = motion.evaluate(values) }
        if !layer.colorMotions.isEmpty {
            if case let .gradient(gradient, _) = layer.kind { resolved.gradient = layer.colorMotions.gradient(gradient, values) }
            if let look = layer.tabLook { resolved.tabLook = layer.colorMotions.tabLook(look, values) }
        }
        switch layer.kind {
        case let .glass(glass): resolved.cornerRadius = glass.radius(for: frame.size, cornerRadius: value(glass.cornerRadius))
        case let .text(_, size, _, _, alignment, _, _):
            resolved.textSize = min(Self.maximumTextSize, max(0, value(size)))
            resolved.textAlignment = min(1, max(0, value(alignment)))
        case let .icon(_, size, _, _):
            resolved.textSize = min(Self.maximumTextSize, max(0, value(size)))
        case let .segmented(_, count), let .pager(_, count, _):
            resolved.count = Int(min(1000, max(1, value(.expression(count)))).rounded())
        default: break
        }
        return resolved
    }

    /// A value every expression result is held within, in points: a million points is over a
    /// thousand screens, so nothing visible changes, and pixel and integer maths stay exact.
    static let valueLimit = 1e6
    /// The largest text drawn, in points (UIKit's largest Dynamic Type size is 53 pt): a glyph's
    /// bitmap grows with the square of the size.
    public static let maximumTextSize = 500.0

    /// `x` within ±`valueLimit`; a non-finite value (a division by zero) is 0.
    static func bounded(_ x: Double) -> Double { x.isFinite ? min(valueLimit, max(-valueLimit, x)) : 0 }
}
