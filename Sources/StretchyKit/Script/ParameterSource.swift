/// Where parameter overrides were written, so an error names the file and the field
/// (`script.json: 'params.friction': …`, `config.json: 'bounces': …`).
public struct ParameterSource: Sendable, Equatable {
    public var file: String?
    /// The object holding the names (`params` in a script, empty for a config file).
    public var path: String

    public init(file: String?, path: String) {
        self.file = file
        self.path = path
    }

    func fail(_ name: String, _ problem: String) -> StretchyError {
        let field = path.isEmpty ? name : "\(path).\(name)"
        return .badInput("\(file.map { "\($0): " } ?? "")'\(field)' \(problem)")
    }
}
