import HeaderKit

/// How one target language writes the arithmetic of design expressions: number literals,
/// comparisons (which give 1 or 0 in designs, a Bool in these languages) and the functions.
/// The generated files define `clamp`, `mix` and `keyframes` helpers of their own.
struct CodeLanguage: Sendable {
    var number: @Sendable (Double) -> String
    var compare: @Sendable (_ lhs: String, _ op: String, _ rhs: String) -> String
    var choose: @Sendable (_ condition: String, _ then: String, _ otherwise: String) -> String
    /// `if` on a comparison: `lhs op rhs` chooses between `then` and `otherwise`.
    var condition: @Sendable (_ lhs: String, _ op: String, _ rhs: String, _ then: String, _ otherwise: String) -> String
    var call: @Sendable (_ function: ExpressionFunction, _ arguments: [String]) -> String
    /// Text as a string literal of the language, every character escaped that needs it.
    var literal: @Sendable (String) -> String
    /// A comparison's left side when neither side reads a variable: typed where the language
    /// would otherwise find several comparisons of two untyped literals (Swift).
    var typedConstant: @Sendable (String) -> String = { $0 }

    /// `expression` as this language's code; `name` gives each variable slot's identifier.
    func render(_ expression: DesignExpression, name: (Int) -> String) -> String {
        render(expression.root, name: name)
    }

    /// A part that reads no variable is folded into its value (`max(0, 44 + 8)` → `52.0`): what the
    /// app computes anyway, and each operator and literal left in costs the Swift type-checker an
    /// overload search. A part whose value is not finite (`sqrt(-1)`, `1 / 0`) stays as written.
    private func render(_ node: ExpressionNode, name: (Int) -> String) -> String {
        if case .number = node {} else if !node.readsVariable {
            // Twelve significant digits: 155.2 - 7.4 is written 147.8, not 147.79999999999998.
            let value = node.evaluate([]), shown = Double(String(format: "%.12g", value)) ?? value
            if shown.isFinite { return shown < 0 ? "(\(number(shown)))" : number(shown) }
        }
        switch node {
        case let .number(value): return number(value)
        case let .variable(slot): return name(slot)
        case let .negate(operand): return "(-\(render(operand, name: name)))"
        case let .binary(op, lhs, rhs):
            let a = render(lhs, name: name), b = render(rhs, name: name)
            switch op {
            case .add, .subtract, .multiply, .divide: return "(\(a) \(op.rawValue) \(b))"
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                return compare(lhs.readsVariable || rhs.readsVariable ? a : typedConstant(a), op.rawValue, b)
            }
        case let .call(.if, arguments):
            // A condition that reads no variable chooses its branch here.
            if !arguments[0].readsVariable, case let held = arguments[0].evaluate([]), !held.isNaN {
                return render(held > 0 ? arguments[1] : arguments[2], name: name)
            }
            let rendered = arguments.map { render($0, name: name) }
            // `if(a < b, x, y)`: the comparison itself is the condition (its 1 or 0 is > 0 when it holds).
            if case let .binary(op, lhs, rhs) = arguments[0], op.isComparison {
                return condition(render(lhs, name: name), op.rawValue, render(rhs, name: name), rendered[1], rendered[2])
            }
            return choose(rendered[0], rendered[1], rendered[2])
        case let .call(function, arguments):
            return call(function, arguments.map { render($0, name: name) })
        }
    }

    /// Swift with CGFloat (UIKit, SwiftUI). A comparison's 1 or 0 is typed: between two untyped
    /// literals (`(a < b ? 1.0 : 0.0) >= -2.5`) Swift finds several `<` and gives up.
    static let swift = CodeLanguage(
        number: { CodeLanguage.decimal($0) },
        compare: { "(\($0) \($1) \($2) ? CGFloat(1) : 0)" },
        choose: { "(\($0) > 0 ? \($1) : \($2))" },
        condition: { "(\($0) \($1) \($2) ? \($3) : \($4))" },
        call: { function, a in
            switch function {
            case .clamp: "clamp(\(a[0]), \(a[1]), \(a[2]))"
            case .mix: "mix(\(a[0]), \(a[1]), \(a[2]))"
            case .round: "(\(a[0])).rounded()"
            default: "\(function.rawValue)(\(a.joined(separator: ", ")))"
            }
        },
        literal: CodeText.swift,
        typedConstant: { "CGFloat(\($0))" })

    /// Kotlin with Float (Jetpack Compose); kotlin.math supplies min, max, abs, floor, ceil, sqrt.
    static let kotlin = CodeLanguage(
        number: { CodeLanguage.decimal($0) + "f" },
        compare: { "(if (\($0) \($1) \($2)) 1f else 0f)" },
        choose: { "(if (\($0) > 0f) \($1) else \($2))" },
        condition: { "(if (\($0) \($1) \($2)) \($3) else \($4))" },
        call: { function, a in
            switch function {
            case .pow: "(\(a[0])).pow(\(a[1]))"
            case .round: "kotlin.math.round(\(a[0]))"
            default: "\(function.rawValue)(\(a.joined(separator: ", ")))"
            }
        },
        literal: CodeText.kotlin)

    /// Dart with double (Flutter); dart:math imported as `math`.
    static let dart = CodeLanguage(
        number: { CodeLanguage.decimal($0) },
        compare: { "(\($0) \($1) \($2) ? 1.0 : 0.0)" },
        choose: { "(\($0) > 0 ? \($1) : \($2))" },
        condition: { "(\($0) \($1) \($2) ? \($3) : \($4))" },
        call: { function, a in
            switch function {
            case .min, .max: "math.\(function.rawValue)(\(a[0]), \(a[1])).toDouble()"
            case .abs: "(\(a[0])).abs()"
            case .floor: "(\(a[0])).floorToDouble()"
            case .ceil: "(\(a[0])).ceilToDouble()"
            case .round: "(\(a[0])).roundToDouble()"
            case .sqrt: "math.sqrt(\(a[0]))"
            case .pow: "math.pow(\(a[0]), \(a[1])).toDouble()"
            default: "\(function.rawValue)(\(a.joined(separator: ", ")))"
            }
        },
        literal: CodeText.dart)

    /// A literal every one of the languages reads as a floating-point number, exactly.
    static func decimal(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(format: "%.1f", value) }
        return "\(value)"
    }
}

extension BinaryOperator {
    var isComparison: Bool { [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(self) }
}

extension ExpressionNode {
    var readsVariable: Bool {
        switch self {
        case .number: false
        case .variable: true
        case let .negate(operand): operand.readsVariable
        case let .binary(_, lhs, rhs): lhs.readsVariable || rhs.readsVariable
        case let .call(_, arguments): arguments.contains { $0.readsVariable }
        }
    }
}
