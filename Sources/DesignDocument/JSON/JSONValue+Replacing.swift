extension JSONValue {
    /// This value with the member at `path` (object keys, outermost first) replaced by `value`;
    /// unchanged when the path names no member.
    public func replacing(_ path: [String], with value: JSONValue) -> JSONValue {
        guard let key = path.first, case let .object(members) = self else { return path.isEmpty ? value : self }
        return .object(members.map { name, member in (name, name == key ? member.replacing(Array(path.dropFirst()), with: value) : member) })
    }
}
