import ScrollCore

/// Recursive-descent parser for design expressions:
/// comparison := sum (('<' | '<=' | '>' | '>=') sum)?
/// sum := product (('+' | '-') product)*;  product := unary (('*' | '/') unary)*
/// unary := '-' unary | primary;  primary := number | name | name '(' args ')' | '(' comparison ')'
/// Written by hand because it is small and its errors must give the column.
struct ExpressionParser {
    /// The longest expression accepted. The shipped designs' longest is under 200 characters; the
    /// cap bounds the tree's depth (a flat sum is a chain of one node per term), so neither the
    /// parser's nor the evaluator's recursion can exhaust the stack.
    static let maximumLength = 2000
    /// How deep parentheses, unary minus and calls may nest (the same reason).
    static let maximumNesting = 64

    private let characters: [Character]
    private let scope: ExpressionScope
    private var index = 0
    private var nesting = 0

    init(source: String, scope: ExpressionScope) {
        characters = Array(source)
        self.scope = scope
    }

    mutating func parse() throws(ExpressionError) -> ExpressionNode {
        guard characters.count <= Self.maximumLength else {
            throw ExpressionError(column: Self.maximumLength + 1,
                                  reason: "longer than \(Self.maximumLength) characters (\(characters.count)): split it into named parameters")
        }
        skipSpaces()
        guard index < characters.count else { throw error("empty expression") }
        let node = try comparison()
        skipSpaces()
        if index < characters.count { throw error("unexpected '\(characters[index])'") }
        return node
    }

    private mutating func comparison() throws(ExpressionError) -> ExpressionNode {
        let lhs = try sum()
        skipSpaces()
        guard let c = peek(), c == "<" || c == ">" else { return lhs }
        index += 1
        let orEqual = peek() == "="
        if orEqual { index += 1 }
        let op: BinaryOperator = c == "<" ? (orEqual ? .lessOrEqual : .less) : (orEqual ? .greaterOrEqual : .greater)
        return .binary(op, lhs, try sum())
    }

    private mutating func sum() throws(ExpressionError) -> ExpressionNode {
        var node = try product()
        while true {
            skipSpaces()
            guard let c = peek(), c == "+" || c == "-" else { return node }
            index += 1
            node = .binary(c == "+" ? .add : .subtract, node, try product())
        }
    }

    private mutating func product() throws(ExpressionError) -> ExpressionNode {
        var node = try unary()
        while true {
            skipSpaces()
            guard let c = peek(), c == "*" || c == "/" else { return node }
            index += 1
            node = .binary(c == "*" ? .multiply : .divide, node, try unary())
        }
    }

    private mutating func unary() throws(ExpressionError) -> ExpressionNode {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Self.maximumNesting else { throw error("nested more than \(Self.maximumNesting) deep") }
        skipSpaces()
        if peek() == "-" {
            index += 1
            return .negate(try unary())
        }
        if peek() == "+" { index += 1; return try unary() }
        return try primary()
    }

    private mutating func primary() throws(ExpressionError) -> ExpressionNode {
        skipSpaces()
        guard let c = peek() else { throw error("unexpected end, expected a number, a name or '('") }
        if c == "(" {
            index += 1
            let inner = try comparison()
            try expect(")")
            return inner
        }
        if c.isNumber || c == "." { return try number() }
        if c.isLetter || c == "_" { return try nameOrCall() }
        throw error("unexpected '\(c)', expected a number, a name or '('")
    }

    private mutating func number() throws(ExpressionError) -> ExpressionNode {
        let start = index
        while let c = peek(), c.isNumber || c == "." { index += 1 }
        if let c = peek(), c == "e" || c == "E" {
            index += 1
            if let sign = peek(), sign == "+" || sign == "-" { index += 1 }
            while let d = peek(), d.isNumber { index += 1 }
        }
        let text = String(characters[start..<index])
        guard let value = Double(text), value.isFinite else { throw error("'\(text)' is not a number", at: start) }
        return .number(value)
    }

    private mutating func nameOrCall() throws(ExpressionError) -> ExpressionNode {
        let start = index
        while let c = peek(), c.isLetter || c.isNumber || c == "_" { index += 1 }
        let name = String(characters[start..<index])
        skipSpaces()
        if peek() == "(" {
            guard let function = ExpressionFunction(rawValue: name) else {
                let known = ExpressionFunction.allCases.map(\.rawValue).joined(separator: ", ")
                throw ExpressionError(column: start + 1, reason: "unknown function '\(name)' (known: \(known))",
                                      isUnknownName: true)
            }
            index += 1
            var arguments: [ExpressionNode] = []
            skipSpaces()
            if peek() != ")" {
                arguments.append(try comparison())
                skipSpaces()
                while peek() == "," {
                    index += 1
                    arguments.append(try comparison())
                    skipSpaces()
                }
            }
            try expect(")")
            guard arguments.count == function.arity else {
                throw error("\(name) takes \(function.arity) argument\(function.arity == 1 ? "" : "s"), found \(arguments.count)",
                            at: start)
            }
            return .call(function, arguments)
        }
        if peek() == ".", index + 1 < characters.count, characters[index + 1].isLetter {
            return try frameReference(id: name, start: start)
        }
        guard let slot = scope.slot(of: name) else {
            let nearest = NearestNames.suggest(name, among: scope.names.filter { !$0.contains(".") } + scope.layerIDs)
            throw ExpressionError(column: start + 1, reason: "unknown variable '\(name)' (known: \(Self.knownList(scope))\(Self.didYouMean(nearest)))",
                                  isUnknownName: true)
        }
        return .variable(slot)
    }

    /// `ID.member`: another layer's layout frame (`LayerFrameNames`).
    private mutating func frameReference(id: String, start: Int) throws(ExpressionError) -> ExpressionNode {
        index += 1
        let memberStart = index
        while let c = peek(), c.isLetter || c.isNumber || c == "_" { index += 1 }
        let member = String(characters[memberStart..<index])
        guard scope.layerIDs.contains(id) else {
            let nearest = NearestNames.suggest(id, among: scope.layerIDs)
            throw ExpressionError(column: start + 1, reason: "unknown layer '\(id)' in '\(id).\(member)'"
                                  + (nearest.isEmpty ? " (no layer has that id)" : " (\(Self.didYouMean(nearest).dropFirst(2)))"),
                                  isUnknownName: true)
        }
        guard let node = LayerFrameNames.node(id: id, member: member, scope: scope) else {
            let nearest = NearestNames.suggest(member, among: LayerFrameNames.members)
            throw ExpressionError(column: memberStart + 1, reason: "'\(id).\(member)': a layer's frame is read as "
                                  + LayerFrameNames.members.joined(separator: ", ") + Self.didYouMean(nearest), isUnknownName: true)
        }
        return node
    }

    /// "; did you mean 'a' or 'b'?" for the nearest names, or nothing.
    private static func didYouMean(_ nearest: [String]) -> String {
        nearest.isEmpty ? "" : "; did you mean " + nearest.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    /// The names a message lists: the nearest ones first when there are many.
    private static func knownList(_ scope: ExpressionScope) -> String {
        let names = scope.names.filter { !$0.contains(".") }
        return names.count <= 16 ? names.joined(separator: ", ") : names.prefix(16).joined(separator: ", ") + ", …"
    }

    private mutating func expect(_ c: Character) throws(ExpressionError) {
        skipSpaces()
        guard peek() == c else {
            throw error(peek().map { "expected '\(c)', found '\($0)'" } ?? "expected '\(c)'")
        }
        index += 1
    }

    private func peek() -> Character? { index < characters.count ? characters[index] : nil }

    private mutating func skipSpaces() {
        while let c = peek(), c == " " || c == "\t" || c == "\n" { index += 1 }
    }

    private func error(_ reason: String, at position: Int? = nil) -> ExpressionError {
        ExpressionError(column: (position ?? index) + 1, reason: reason)
    }
}
