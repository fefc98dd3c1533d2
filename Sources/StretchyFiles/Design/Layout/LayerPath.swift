import HeaderKit

/// How messages name a layer: by its id (`layers['avatar'].y`), which stays right when layers are
/// added, moved or nested in stacks; by position (`layers[3]`) only when the id cannot be shown on
/// one line (none, empty, a control character or a quote).
enum LayerPath {
    static func path(_ element: JSONValue, fallback: String, prefix: String = "layers") -> String {
        guard case let .string(id)? = element["id"], let named = named(id, prefix: prefix) else { return fallback }
        return named
    }

    static func named(_ id: String, prefix: String = "layers") -> String? {
        guard !id.isEmpty, !id.contains("'"),
              !id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return "\(prefix)['\(id)']"
    }
}
