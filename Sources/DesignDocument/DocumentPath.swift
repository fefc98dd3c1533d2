/// Where a value sits in a document: `parameters.heroHeight.default`, `layers[2].y`, or
/// `layers['avatar'].y` (the element of `layers` whose `id` is "avatar", the name a designer knows
/// a layer by; an index changes when a layer is added before it).
public struct DocumentPath: Equatable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public enum Component: Equatable, Hashable, Sendable {
        case member(String)
        case element(Int)
        /// The array element whose `id` member is this string.
        case id(String)
    }

    public var components: [Component]

    public init(_ components: [Component]) { self.components = components }

    /// Parses the dotted form; nil when it is not one (`layers[`, `a..b`).
    public init?(parsing text: String) {
        var components: [Component] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]") else { return nil }
                let inside = rest[rest.index(after: rest.startIndex)..<close]
                if let quote = inside.first, quote == "'" || quote == "\"", inside.count >= 2, inside.last == quote {
                    components.append(.id(String(inside.dropFirst().dropLast())))
                } else if let index = Int(inside), index >= 0 {
                    components.append(.element(index))
                } else {
                    return nil
                }
                rest = rest[rest.index(after: close)...]
                if rest.first == "." { rest = rest.dropFirst(); if rest.isEmpty { return nil } }
                continue
            }
            let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
            guard end > rest.startIndex else { return nil }
            components.append(.member(String(rest[..<end])))
            rest = rest[end...]
            if rest.first == "." { rest = rest.dropFirst(); if rest.isEmpty { return nil } }
        }
        self.components = components
    }

    public init(stringLiteral text: String) {
        guard let path = DocumentPath(parsing: text) else { preconditionFailure("not a document path: \(text)") }
        self = path
    }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case let .member(name): text += text.isEmpty ? name : ".\(name)"
            case let .element(index): text += "[\(index)]"
            case let .id(id): text += "['\(id)']"
            }
        }
        return text.isEmpty ? "the top level" : text
    }

    /// The path one level up, and the last component; nil at the top.
    var parentAndLast: (DocumentPath, Component)? {
        guard let last = components.last else { return nil }
        return (DocumentPath(Array(components.dropLast())), last)
    }

    /// The path as `JSONValueSpans` keys it (member names, element indices as text), resolving ids
    /// in `value`; nil when a component names nothing there.
    func keys(in value: JSONValue) -> [String]? {
        var keys: [String] = []
        var current = value
        for component in components {
            switch (component, current) {
            case let (.member(name), .object(members)):
                guard let member = members.first(where: { $0.0 == name }) else { return nil }
                keys.append(name)
                current = member.1
            case let (.element(index), .array(elements)):
                guard elements.indices.contains(index) else { return nil }
                keys.append(String(index))
                current = elements[index]
            case let (.id(id), .array(elements)):
                guard let index = elements.firstIndex(where: { $0["id"] == .string(id) }) else { return nil }
                keys.append(String(index))
                current = elements[index]
            default: return nil
            }
        }
        return keys
    }
}
