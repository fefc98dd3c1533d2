import ScrollCore

/// The order a design's derived values are evaluated in each frame, worked out once at load: its
/// variables and the frames of the layers expressions read by id (`avatar.maxY`), each after
/// everything it reads, and an `auto` text's size measured after the width it wraps at. A design
/// that reads no frame has no plan and derives its variables in order, as before.
///
/// The layout is a function of the design's values at one offset and nothing else (no clock, no
/// previous frame), so any frame can be evaluated alone.
public struct LayoutPlan: Sendable, Equatable {
    /// What a text's `auto` size is measured from.
    public struct MeasuredText: Sendable, Equatable {
        public var layer: Int
        public var text: String
        public var size: DesignProperty
        public var weight: TextWeight
        public var lines: Int
        public var lineHeight: Double
        /// The slot of the width its lines wrap at (a height's), or nil (a single-line width).
        public var widthSlot: Int?
        /// An `auto` width is at most this (points).
        public var maxWidth: DesignProperty?
        /// Points added to the measured size (a button's insets and symbol around its title).
        public var extra = 0.0
    }

    public enum Step: Sendable, Equatable {
        case variable(slot: Int, DesignExpression)
        /// A layer's frame field; `size` fields are held at 0 or more, as drawn.
        case frame(slot: Int, DesignProperty, isSize: Bool)
        case measuredHeight(slot: Int, MeasuredText)
        case measuredWidth(slot: Int, MeasuredText)
    }

    public private(set) var steps: [Step]

    public init(steps: [Step]) { self.steps = steps }

    /// Evaluates every step in order into `values`.
    public func evaluate(_ values: inout ExpressionValues) {
        let measure = values.measure ?? LayoutTextMeasure(measurer: FixedAdvanceTextMeasurer(), title: "Title")
        for step in steps {
            switch step {
            case let .variable(slot, expression):
                values.slots[slot] = Design.bounded(expression.evaluate(values))
            case let .frame(slot, property, isSize):
                let value = Design.bounded(property.evaluate(values))
                values.slots[slot] = isSize ? max(0, value) : value
            case let .measuredHeight(slot, text):
                let size = Self.textSize(text, values), width = text.widthSlot.map { values.slots[$0] } ?? 0
                values.slots[slot] = measure.height(layer: text.layer, text: text.text, size: size, weight: text.weight,
                                                    lines: text.lines, lineHeight: text.lineHeight, width: width) + text.extra
            case let .measuredWidth(slot, text):
                var width = measure.width(layer: text.layer, text: text.text, size: Self.textSize(text, values), weight: text.weight) + text.extra
                if let limit = text.maxWidth { width = min(width, max(0, Design.bounded(limit.evaluate(values)))) }
                values.slots[slot] = width
            }
        }
    }

    private static func textSize(_ text: MeasuredText, _ values: ExpressionValues) -> Double {
        min(Design.maximumTextSize, max(0, Design.bounded(text.size.evaluate(values))))
    }
}

/// A design whose layout reads itself in a circle: refused at load, naming the values in order
/// as each expression writes them (`'badge.y' → 'name.maxY' → 'badge.y'`).
public struct LayoutCycle: Error, Equatable, Sendable, CustomStringConvertible {
    public var names: [String]
    public var description: String {
        "a layout cycle: " + names.map { "'\($0)'" }.joined(separator: " → ") + " (each reads the next; break one link)"
    }
}

extension DesignProperty {
    /// The variable slots the property reads (a keyframe track: all its offsets and values).
    public var slotsRead: Set<Int> {
        switch self {
        case let .expression(e): e.slotsRead
        case let .keyframes(k): (k.offsets + k.values).reduce(into: Set<Int>()) { $0.formUnion($1.slotsRead) }
        }
    }

    /// The expression text(s) as written.
    var sources: [String] {
        switch self {
        case let .expression(e): [e.source]
        case let .keyframes(k): (k.offsets + k.values).map(\.source)
        }
    }
}
