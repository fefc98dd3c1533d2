import Foundation

/// An arithmetic expression of the scroll offset and a design's parameters, as design files write
/// them (`"max(-offset, 44 + safeTop)"`). Parsed once; variables are resolved to slots of an
/// `ExpressionScope` at parse time, so evaluating one is a walk over a small tree with no lookups.
public struct DesignExpression: Sendable, Equatable {
    public let source: String
    public let root: ExpressionNode

    /// Parses `source`, resolving every name against `scope`.
    public init(_ source: String, scope: ExpressionScope) throws(ExpressionError) {
        var parser = ExpressionParser(source: source, scope: scope)
        self.source = source
        self.root = try parser.parse()
    }

    public init(constant: Double) {
        source = ExpressionNode.format(constant)
        root = .number(constant)
    }

    public func evaluate(_ values: ExpressionValues) -> Double { root.evaluate(values.slots) }

    /// The variable slots the expression reads (for dependency checks).
    public var slotsRead: Set<Int> { root.slotsRead }

    /// The expression as the code export writes it: the same arithmetic with every variable
    /// renamed by `name(slot)` and every function by `function(name)`.
    public func rendered(variable: (Int) -> String) -> String { root.rendered(variable: variable) }
}

/// What an expression may name: the built-in variables first (fixed slots), then the design's
/// parameters in declaration order.
public struct ExpressionScope: Sendable, Equatable {
    /// `offset` is UIKit's contentOffset.y; `W`, `H` the viewport; `safeTop`, `safeBottom` the safe
    /// area; `insetTop` the design's resolved contentInset.top (UIKit's adjusted one: plus `safeTop`
    /// when the design's `contentInsetAdjustment` is automatic); `reveal` how much of a floating bar
    /// an upward scroll has brought back (0 unless the design floats).
    /// `tab` the shown tab (fractional during a swipe), `velocity` the scroll velocity (pt/s),
    /// `direction` +1 while the content moves up, −1 down (the last non-zero), `dragging` 1 while a
    /// finger moves the list (`ScrollMotion`).
    public static let builtIns = ["offset", "W", "H", "safeTop", "safeBottom", "insetTop", "reveal", "tab", "velocity", "direction", "dragging"]
    public static let offsetSlot = 0, widthSlot = 1, heightSlot = 2, safeTopSlot = 3, safeBottomSlot = 4,
                      insetTopSlot = 5, revealSlot = 6, tabSlot = 7, velocitySlot = 8, directionSlot = 9, draggingSlot = 10

    public let names: [String]
    private let slotByName: [String: Int]
    /// The layers an expression may read by id (`avatar.maxY`), each with four slots among
    /// `names` (`LayerFrameNames`); empty for a design that reads no layer's frame.
    public var layerIDs: [String] = []

    public init(parameters: [String]) {
        names = Self.builtIns + parameters
        var slots: [String: Int] = [:]
        for (i, name) in names.enumerated() where slots[name] == nil { slots[name] = i }
        slotByName = slots
    }

    public func slot(of name: String) -> Int? { slotByName[name] }
}

/// The values of a scope's variables for one evaluation.
public struct ExpressionValues: Sendable, Equatable {
    public var slots: [Double]
    /// What measures a design's `auto` text (the screen's renderer measurer and title); nil: a
    /// fixed-advance stand-in (load-time checks).
    public var measure: LayoutTextMeasure?

    public init(scope: ExpressionScope) { slots = Array(repeating: 0, count: scope.names.count) }

    public static func == (a: ExpressionValues, b: ExpressionValues) -> Bool { a.slots == b.slots }

    public var offset: Double {
        get { slots[ExpressionScope.offsetSlot] }
        set { slots[ExpressionScope.offsetSlot] = newValue }
    }
}

public struct ExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based column in the expression's text.
    public var column: Int
    public var reason: String
    /// Set for an unknown name: the message lists the known ones instead of a column.
    public var isUnknownName = false

    public var description: String {
        isUnknownName ? reason : "expression error at column \(column): \(reason)"
    }
}
