import HeaderKit
import ScrollCore
import Stage
import StretchyKit

/// The window's side of `PhotoResolutionWarning`: the header photo is checked at start and again
/// whenever what sizes the header changes (a resize, another design, the scale), and a photo too
/// small for it is named once in a toast — once per photo, however often the window changes after.
struct PhotoResolutionWatch {
    private struct Situation: Equatable {
        var photo: String
        var viewport: Size
        var design: String
        var pixelsPerPoint: Double
    }

    private var checked: Situation?
    private var warned: Set<String> = []
    private var pixelSizes: [String: (width: Int, height: Int)] = [:]

    /// The warning to show now, naming the photo by `name`, or nil (no photo, sharp enough,
    /// already shown, nothing changed).
    mutating func warning(photo path: String?, name: (String) -> String = { $0 }, session: Session, pixelsPerPoint: Double) -> String? {
        guard let path, !warned.contains(path) else { return nil }
        let situation = Situation(photo: path, viewport: session.viewport, design: session.design.name, pixelsPerPoint: pixelsPerPoint)
        guard situation != checked else { return nil }
        checked = situation
        // The file's header is read once per photo (no decoding).
        if pixelSizes[path] == nil { pixelSizes[path] = (try? imagePixelSize(at: path)) ?? (0, 0) }
        guard let pixels = pixelSizes[path],
              let text = PhotoResolutionWarning.message(photo: name(path), pixels: pixels, session: session, pixelsPerPoint: pixelsPerPoint)
        else { return nil }
        warned.insert(path)
        return text
    }
}
