/// The file-name components one run gives out, so that two things whose names sanitize alike
/// ("Profile / dark" and "Profile _ dark", or two design files both named "Profile") never write
/// the same file: the first keeps `PathSafety.component(name)`, a later one gets "-2", "-3", ….
/// The same key always gets the same component back (a design exported twice replaces its own files).
public struct UniqueFileNames: Sendable {
    private var byKey: [String: String] = [:]
    private var taken: Set<String> = []

    public init() {}

    /// `name` as a safe component no other key of this run was given; `key` says which thing it
    /// names (a design's file, an index).
    public mutating func claim(_ name: String, for key: String) -> String {
        if let known = byKey[key] { return known }
        let base = PathSafety.component(name)
        var component = base
        var number = 2
        while taken.contains(component) {
            component = "\(base)-\(number)"
            number += 1
        }
        taken.insert(component)
        byKey[key] = component
        return component
    }
}
