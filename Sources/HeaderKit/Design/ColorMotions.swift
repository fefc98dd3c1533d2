import ScrollCore

/// A layer's other colours that move (`ColorExpression`): a gradient's stops, a tab strip's title,
/// selected title and indicator colours. Each replaces the still colour at its place when resolved.
public struct ColorMotions: Sendable, Equatable {
    public enum Target: Sendable, Equatable, Hashable {
        /// The gradient's colour at this index (`top` 0, `bottom` 1).
        case stop(Int)
        case tabColor, tabSelectedColor, tabIndicator
    }
    public struct Entry: Sendable, Equatable {
        public var target: Target
        public var expression: ColorExpression
        public init(target: Target, expression: ColorExpression) { self.target = target; self.expression = expression }
    }
    public var entries: [Entry] = []
    public init() {}

    public var isEmpty: Bool { entries.isEmpty }

    /// `gradient` with its moving stops at `values.offset`.
    public func gradient(_ gradient: DesignGradient, _ values: ExpressionValues) -> DesignGradient {
        var moved = gradient
        for entry in entries {
            if case let .stop(i) = entry.target, moved.colors.indices.contains(i) { moved.colors[i] = entry.expression.evaluate(values) }
        }
        return moved
    }

    /// `look` with its moving colours at `values.offset`.
    public func tabLook(_ look: TabStripLook, _ values: ExpressionValues) -> TabStripLook {
        var moved = look
        for entry in entries {
            switch entry.target {
            case .tabColor: moved.color = entry.expression.evaluate(values)
            case .tabSelectedColor: moved.selectedColor = entry.expression.evaluate(values)
            case .tabIndicator: moved.indicatorColor = entry.expression.evaluate(values)
            case .stop: break
            }
        }
        return moved
    }
}
