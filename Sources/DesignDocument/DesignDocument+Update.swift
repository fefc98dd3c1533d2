/// A whole new value (a re-import merged onto the designer's file) written as the fewest patches:
/// equal values keep their bytes, changed numbers and strings are replaced in place, members the
/// new value lacks go, new members join the end of their object, and elements are matched from
/// both ends of their array so a layer added in the middle is one insertion.
extension DesignDocument {
    /// After this, `value` equals `new` except that members both have keep the file's order.
    public mutating func update(to new: JSONValue) throws(DocumentError) {
        try update([], to: new)
    }

    private mutating func update(_ keys: [String], to new: JSONValue) throws(DocumentError) {
        guard let old = value.at(keys), old != new else { return }
        let path = DocumentPath(keys: keys, in: value)
        switch (old, new) {
        case let (.object(oldMembers), .object(newMembers)) where !oldMembers.isEmpty && !newMembers.isEmpty:
            for (name, _) in oldMembers where !newMembers.contains(where: { $0.0 == name }) {
                try remove(at: DocumentPath(path.components + [.member(name)]))
            }
            for (name, member) in newMembers {
                if oldMembers.contains(where: { $0.0 == name }) {
                    try update(keys + [name], to: member)
                } else {
                    try set(member, at: DocumentPath(path.components + [.member(name)]))
                }
            }
        case let (.array(oldElements), .array(newElements)) where !oldElements.isEmpty && !newElements.isEmpty:
            var prefix = 0
            while prefix < min(oldElements.count, newElements.count), oldElements[prefix] == newElements[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(oldElements.count, newElements.count) - prefix,
                  oldElements[oldElements.count - 1 - suffix] == newElements[newElements.count - 1 - suffix] { suffix += 1 }
            let oldMiddle = oldElements.count - prefix - suffix, newMiddle = newElements.count - prefix - suffix
            for offset in 0..<min(oldMiddle, newMiddle) {
                try update(keys + [String(prefix + offset)], to: newElements[prefix + offset])
            }
            let at = prefix + min(oldMiddle, newMiddle)
            for _ in 0..<max(0, oldMiddle - newMiddle) { try remove(at: DocumentPath(path.components + [.element(at)])) }
            for offset in 0..<max(0, newMiddle - oldMiddle) { try insert(newElements[at + offset], at: at + offset, in: path) }
        default:
            try set(new, at: path)
        }
    }
}

extension DocumentPath {
    /// `JSONValueSpans`' keys as a path: element indices where `value` has arrays.
    init(keys: [String], in value: JSONValue) {
        var components: [Component] = []
        var current: JSONValue? = value
        for key in keys {
            if case .array? = current, let index = Int(key) { components.append(.element(index)) } else { components.append(.member(key)) }
            current = current?.at([key])
        }
        self.init(components)
    }
}
