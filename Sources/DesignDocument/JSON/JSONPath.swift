/// The parser's position as the fields' dotted path (`events[3].name`), the notation every other
/// error message uses; kept as components and rendered only when an error needs it.
struct JSONPath {
    enum Component {
        case member(String)
        case element(Int)
    }

    private var components: [Component] = []

    mutating func push(_ component: Component) { components.append(component) }
    mutating func pop() { components.removeLast() }

    /// e.g. `events[3]`; `top` at the document's root.
    func describe(orTop top: String) -> String {
        var text = ""
        for component in components {
            switch component {
            case .member(let name): text += text.isEmpty ? name : ".\(name)"
            case .element(let index): text += "[\(index)]"
            }
        }
        return text.isEmpty ? top : text
    }
}

/// The member names of one object so far: a linear scan while small (most objects have a handful
/// of members), a set once large so a hostile 1,000,000-member object stays linear.
struct MemberNames {
    private var set: Set<String>?

    mutating func containsDuplicate(_ key: String, in members: [(String, JSONValue)]) -> Bool {
        if set == nil, members.count >= 16 { set = Set(members.map(\.0)) }
        if set != nil { return !set!.insert(key).inserted }
        return members.contains { $0.0 == key }
    }
}
