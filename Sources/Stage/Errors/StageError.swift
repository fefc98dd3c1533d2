/// Failures of the SDL shell, each saying what was being done, never SDL's raw message alone.
public enum StageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An SDL, SDL_image or SDL_ttf call failed while doing `operation`.
    case sdl(operation: String, message: String)
    /// No Resources folder was found; `searched` lists the places looked at, in order.
    case resourcesNotFound(searched: [String])
    /// A bundled font could not be opened.
    case fontUnavailable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .sdl(operation, message):
            return "SDL failed while \(operation): \(message.isEmpty ? "no reason given" : message)"
        case let .resourcesNotFound(searched):
            return "cannot find the Resources folder (looked for Resources/ATTRIBUTION.md in: "
                + searched.joined(separator: ", ") + "); set STRETCHY_RESOURCES to its path"
        case let .fontUnavailable(path, reason):
            return "cannot open font \(path): \(reason)"
        }
    }
}
