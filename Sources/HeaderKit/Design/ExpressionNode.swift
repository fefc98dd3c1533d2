import Foundation

/// The parsed form of an `DesignExpression`.
///
/// Only the recursive cases are boxed: a number or a variable (most of a design's properties are
/// constants) lives inline, so evaluating it reads no separate heap object — in a real frame the
/// renderer's blits have pushed those objects out of the CPU's caches, and each was a miss.
public enum ExpressionNode: Sendable, Equatable {
    case number(Double)
    case variable(Int)
    indirect case negate(ExpressionNode)
    indirect case binary(BinaryOperator, ExpressionNode, ExpressionNode)
    case call(ExpressionFunction, [ExpressionNode])

    /// The value with the variables' `slots` (none for a node that reads no variable: the code
    /// export folds those).
    public func evaluate(_ slots: [Double]) -> Double {
        switch self {
        case let .number(value): return value
        case let .variable(slot): return slots[slot]
        case let .negate(operand): return -operand.evaluate(slots)
        case let .binary(op, lhs, rhs): return op.apply(lhs.evaluate(slots), rhs.evaluate(slots))
        case let .call(function, arguments):
            // `if` evaluates only the branch it takes.
            if function == .if {
                return arguments[0].evaluate(slots) > 0 ? arguments[1].evaluate(slots) : arguments[2].evaluate(slots)
            }
            switch arguments.count {
            case 1: return function.apply(arguments[0].evaluate(slots), 0, 0)
            case 2: return function.apply(arguments[0].evaluate(slots), arguments[1].evaluate(slots), 0)
            default: return function.apply(arguments[0].evaluate(slots), arguments[1].evaluate(slots), arguments[2].evaluate(slots))
            }
        }
    }

    var slotsRead: Set<Int> {
        switch self {
        case .number: return []
        case let .variable(slot): return [slot]
        case let .negate(operand): return operand.slotsRead
        case let .binary(_, lhs, rhs): return lhs.slotsRead.union(rhs.slotsRead)
        case let .call(_, arguments): return arguments.reduce(into: Set<Int>()) { $0.formUnion($1.slotsRead) }
        }
    }

    /// Fully parenthesised infix text (C-like syntax shared by Swift, Kotlin and Dart).
    func rendered(variable: (Int) -> String) -> String {
        switch self {
        case let .number(value): return Self.format(value)
        case let .variable(slot): return variable(slot)
        case let .negate(operand): return "(-\(operand.rendered(variable: variable)))"
        case let .binary(op, lhs, rhs):
            return "(\(lhs.rendered(variable: variable)) \(op.rawValue) \(rhs.rendered(variable: variable)))"
        case let .call(function, arguments):
            return "\(function.rawValue)(\(arguments.map { $0.rendered(variable: variable) }.joined(separator: ", ")))"
        }
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(format: "%.1f", value) }
        return String(value)
    }
}

public enum BinaryOperator: String, Sendable, Equatable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="

    /// Comparisons give 1 or 0, so `if(offset < 0, a, b)` and `mix(a, b, offset > 0)` both read well.
    func apply(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .add: a + b
        case .subtract: a - b
        case .multiply: a * b
        case .divide: a / b
        case .less: a < b ? 1 : 0
        case .lessOrEqual: a <= b ? 1 : 0
        case .greater: a > b ? 1 : 0
        case .greaterOrEqual: a >= b ? 1 : 0
        }
    }
}

/// The functions a design expression may call.
public enum ExpressionFunction: String, Sendable, Equatable, CaseIterable {
    case min, max, clamp, mix, abs, floor, ceil, round, sqrt, pow, `if`

    var arity: Int {
        switch self {
        case .abs, .floor, .ceil, .round, .sqrt: 1
        case .min, .max, .pow: 2
        case .clamp, .mix, .if: 3
        }
    }

    func apply(_ a: Double, _ b: Double, _ c: Double) -> Double {
        switch self {
        case .min: Swift.min(a, b)
        case .max: Swift.max(a, b)
        case .clamp: Swift.min(Swift.max(a, b), c)
        case .mix: a + (b - a) * c
        case .abs: Swift.abs(a)
        case .floor: a.rounded(.down)
        case .ceil: a.rounded(.up)
        case .round: a.rounded()
        case .sqrt: a.squareRoot()
        case .pow: Foundation.pow(a, b)
        case .if: a > 0 ? b : c
        }
    }
}
