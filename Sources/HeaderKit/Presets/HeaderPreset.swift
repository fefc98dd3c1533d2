import ScrollCore

/// The header styles the prototype can show.
public enum HeaderPreset: String, CaseIterable, Sendable {
    case seed000, seed001, seed003, seed004, parallax, appbar, carousel

    /// Looks a preset up by name; the error lists the known names.
    public init(named name: String) throws(HeaderError) {
        guard let preset = HeaderPreset(rawValue: name) else {
            throw .unknownPreset(name: name, known: HeaderPresets.names)
        }
        self = preset
    }
}

/// What `stretchy presets` prints, one per line, in this order.
public enum HeaderPresets {
    public static let names: [String] = HeaderPreset.allCases.map(\.rawValue)
}

public enum HeaderError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownPreset(name: String, known: [String])
    case noPhotos

    public var description: String {
        switch self {
        case let .unknownPreset(name, known):
            "unknown preset '\(name)' (known: \(known.joined(separator: ", ")))"
        case .noPhotos:
            "at least one header photo size is needed"
        }
    }
}
