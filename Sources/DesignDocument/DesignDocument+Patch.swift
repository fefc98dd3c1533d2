/// The patches: each changes the bytes of one value, member or element and nothing else. New text
/// copies its neighbours: a value that was on one line stays on one line, a member added to an
/// object laid out one member per line gets its own line at its siblings' indentation, in the
/// file's own indentation step and line ends.
extension DesignDocument {
    /// Sets the value at `path`: replaces it where it exists, else adds it as the last member of
    /// its object (`parameters.lift`) or the next element of its array (`layers[5]` of five).
    public mutating func set(_ newValue: JSONValue, at path: DocumentPath) throws(DocumentError) {
        if let keys = path.keys(in: value), let range = absoluteSpan(keys) {
            let spreads = bytes[range].contains(0x0A) && newValue.isNonEmptyContainer
            let text = spreads ? JSONWriter.nested(newValue, indent: lineIndent(at: range.lowerBound), style: style)
                : JSONWriter.inline(newValue)
            try replace(range, with: text)
            return
        }
        guard let (parent, last) = path.parentAndLast, let parentKeys = parent.keys(in: value) else { throw Self.missing(path) }
        switch (last, value.at(parentKeys)) {
        case let (.member(name), .object?): try insert(newValue, named: name, in: parentKeys, before: nil)
        case let (.element(index), .array(elements)?) where index == elements.count: try insert(newValue, named: nil, in: parentKeys, before: nil)
        default: throw Self.missing(path)
        }
    }

    /// Adds `element` at the end of the array at `path` (a new layer at the top of the drawing).
    public mutating func append(_ element: JSONValue, to path: DocumentPath) throws(DocumentError) {
        guard let keys = path.keys(in: value), case .array? = value.at(keys) else { throw DocumentError("'\(path)' is not an array") }
        try insert(element, named: nil, in: keys, before: nil)
    }

    /// Adds `element` before element `index` of the array at `path` (at the end when `index` is its count).
    public mutating func insert(_ element: JSONValue, at index: Int, in path: DocumentPath) throws(DocumentError) {
        guard let keys = path.keys(in: value), case let .array(elements)? = value.at(keys), (0...elements.count).contains(index) else {
            throw DocumentError("'\(path)' is not an array with an element \(index)")
        }
        try insert(element, named: nil, in: keys, before: index)
    }

    /// Removes the member or element at `path` with its comma; its neighbours keep their bytes.
    public mutating func remove(at path: DocumentPath) throws(DocumentError) {
        guard let keys = path.keys(in: value), !keys.isEmpty else { throw Self.missing(path) }
        let parentKeys = Array(keys.dropLast())
        let children = self.children(of: parentKeys)
        guard let i = children.firstIndex(where: { $0.keys == keys }), let parentRange = absoluteSpan(parentKeys) else { throw Self.missing(path) }
        if children.count == 1 {
            try replace(parentRange, with: value.at(parentKeys).map { if case .object = $0 { "{}" } else { "[]" } } ?? "[]")
        } else if i + 1 < children.count {
            try replace(children[i].start..<children[i + 1].start, with: "")
        } else {
            try replace(children[i - 1].end..<children[i].end, with: "")
        }
    }

    static func missing(_ path: DocumentPath) -> DocumentError { DocumentError("'\(path)' names no value in the document") }

    /// `element` (a member when `name` is given) into the container at `keys`, before child
    /// `index` (nil: after the last).
    private mutating func insert(_ element: JSONValue, named name: String?, in keys: [String], before index: Int?) throws(DocumentError) {
        guard let containerRange = absoluteSpan(keys) else { return }
        let children = self.children(of: keys)
        let label = name.map { JSONWriter.quoted($0) + ": " } ?? ""
        func text(like neighbour: Child) -> String {
            let spreads = bytes[neighbour.value].contains(0x0A) && element.isNonEmptyContainer
            return label + (spreads ? JSONWriter.nested(element, indent: lineIndent(at: neighbour.start), style: style) : JSONWriter.inline(element))
        }
        guard let last = children.last else {
            let container: JSONValue = name.map { .object([($0, element)]) } ?? .array([element])
            let text = element.isNonEmptyContainer ? JSONWriter.nested(container, indent: lineIndent(at: containerRange.lowerBound), style: style)
                : JSONWriter.inline(container)
            try replace(containerRange, with: text)
            return
        }
        if let index, index < children.count {
            // Before a child: the new one, a comma, and the space that stood before that child.
            let next = children[index]
            let gapStart = index == 0 ? containerRange.lowerBound + 1 : (bytes[children[index - 1].end...].firstIndex(of: UInt8(ascii: ",")) ?? next.start - 1) + 1
            try replace(next.start..<next.start, with: text(like: next) + "," + String(decoding: bytes[gapStart..<next.start], as: UTF8.self))
            return
        }
        let onOwnLines = bytes[containerRange.lowerBound..<last.start].contains(0x0A)
        let separator = onOwnLines ? "," + style.newline + lineIndent(at: last.start) : ", "
        try replace(last.end..<last.end, with: separator + text(like: last))
    }

    /// A member or element: where it starts (a member's name), its value's bytes, where it ends.
    struct Child {
        var keys: [String]
        var start: Int
        var value: Range<Int>
        var end: Int { value.upperBound }
    }

    /// The members or elements of the container at `keys`, in file order.
    func children(of keys: [String]) -> [Child] {
        let childKeys: [[String]]
        switch value.at(keys) {
        case let .object(members)?: childKeys = members.map { keys + [$0.0] }
        case let .array(elements)?: childKeys = elements.indices.map { keys + [String($0)] }
        default: return []
        }
        return childKeys.compactMap { key in
            guard let range = absoluteSpan(key) else { return nil }
            let start = spans.memberStarts[key].map { $0 + bodyStart } ?? range.lowerBound
            return Child(keys: key, start: start, value: range)
        }
    }

    func absoluteSpan(_ keys: [String]) -> Range<Int>? {
        spans.spans[keys].map { $0.lowerBound + bodyStart..<$0.upperBound + bodyStart }
    }

    /// The spaces and tabs that begin the line `position` is on.
    func lineIndent(at position: Int) -> String {
        var lineStart = position
        while lineStart > bodyStart, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        var end = lineStart
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[lineStart..<end], as: UTF8.self)
    }
}

extension JSONValue {
    /// An object or array with something in it: what spreads over lines where its neighbours do.
    var isNonEmptyContainer: Bool {
        switch self {
        case let .object(members): !members.isEmpty
        case let .array(elements): !elements.isEmpty
        default: false
        }
    }
}
