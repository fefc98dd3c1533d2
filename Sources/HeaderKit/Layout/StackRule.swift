/// A text layer's size measured from its text (`"auto"`), as the renderer lays it out.
public struct MeasuredSize: Sendable, Equatable {
    /// The single-line width (at most `maxWidth`).
    public var width = false
    /// The wrapped height at the layer's width, on at most its `lines`.
    public var height = false
    public var maxWidth: DesignProperty?
    public init(width: Bool = false, height: Bool = false, maxWidth: DesignProperty? = nil) {
        self.width = width; self.height = height; self.maxWidth = maxWidth
    }
}

/// A `stack` layer (SwiftUI's VStack / HStack, UIStackView): its children one after another along
/// `axis`, `spacing` apart, inside `padding`. The loader writes the rule as frame references on
/// the children (`LayoutPlan` evaluates them); this is what the code export reads back.
public struct StackRule: Sendable, Equatable {
    public enum Axis: String, Sendable, Equatable, CaseIterable { case vertical, horizontal }
    /// Cross-axis placement: leading / center / trailing (vertical), top / center / bottom (horizontal).
    public enum Alignment: String, Sendable, Equatable, CaseIterable { case leading, center, trailing, top, bottom }

    public var axis: Axis
    public var spacing: Double
    public var padding: EdgePadding
    public var alignment: Alignment
    /// The children's ids, in order (a `spacer` included).
    public var children: [String]

    public init(axis: Axis, spacing: Double, padding: EdgePadding, alignment: Alignment, children: [String]) {
        self.axis = axis; self.spacing = spacing; self.padding = padding; self.alignment = alignment; self.children = children
    }

    public struct EdgePadding: Sendable, Equatable {
        public var top, leading, bottom, trailing: Double
        public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
            self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
        }
    }
}
