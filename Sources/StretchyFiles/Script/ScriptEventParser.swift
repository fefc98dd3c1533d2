import FileSafety
import HeaderKit
import ScrollCore
import StretchyKit

/// Parses one element of a script's `events` array into one or more `ScriptEvent`s.
struct ScriptEventParser {
    let reader: JSONFieldReader
    let path: String
    let viewport: Size
    /// How many more events the script may expand to (`ScriptLoader.maximumEvents` less those before).
    var eventBudget = ScriptLoader.maximumEvents

    static let fieldsByType: [String: [String]] = [
        "down": ["t", "type", "x", "y"],
        "move": ["t", "type", "x", "y"],
        "up": ["t", "type", "x", "y"],
        "cancel": ["t", "type"],
        "drag": ["t", "type", "from", "to", "duration_ms", "hz", "release"],
        "wheel": ["t", "type", "dx", "dy", "precise"],
        "zoom": ["t", "type", "factor", "x", "y"],
        "key": ["t", "type", "key", "shift", "ctrl", "alt"],
        "resize": ["t", "type", "width", "height"],
        "screenshot": ["t", "type", "name"],
        "set": ["t", "type", "name", "value"],
    ]

    func parse(_ value: JSONValue) throws(StretchyError) -> [ScriptEvent] {
        let members = try reader.object(value, at: path)
        let typeValue = try reader.required(value, "type", at: path)
        let type = try reader.string(typeValue, at: "\(path).type")
        guard let known = Self.fieldsByType[type] else {
            throw reader.fail("\(path).type", "unknown event type '\(type)' \(NearestNames.hint(type, among: ScriptLoader.knownEventTypes, listedBy: "the README's script section"))")
        }
        reader.noteUnknownMembers(members, known: known, at: path)
        let time = try timeMs(value)
        switch type {
        case "down": return [ScriptEvent(timeMs: time, action: .down(try point(value)))]
        case "move": return [ScriptEvent(timeMs: time, action: .move(try point(value)))]
        case "up": return [ScriptEvent(timeMs: time, action: .up(value["x"] == nil && value["y"] == nil ? nil : try point(value)))]
        case "cancel": return [ScriptEvent(timeMs: time, action: .cancel)]
        case "drag": return try drag(value, at: time)
        case "wheel":
            let dx = try optionalNumber(value, "dx", default: 0, limit: 10_000)
            let dy = try optionalNumber(value, "dy", default: 0, limit: 10_000)
            let precise = try value["precise"].map { v throws(StretchyError) in try reader.bool(v, at: "\(path).precise") } ?? false
            // The file keeps SDL's sign (positive `dy` towards the top), as recordings always wrote it.
            return [ScriptEvent(timeMs: time, action: .wheel(dx: -dx, dy: -dy, precise: precise))]
        case "zoom":
            let factor = try optionalNumber(value, "factor", default: 1, limit: 100)
            guard factor > 0 else { throw reader.fail("\(path).factor", "must be greater than 0") }
            let anchor = value["x"] == nil ? Point(x: viewport.width / 2, y: viewport.height / 2) : try point(value)
            return [ScriptEvent(timeMs: time, action: .zoom(factor: factor, anchor: anchor))]
        case "key": return [ScriptEvent(timeMs: time, action: .key(try key(value)))]
        case "resize": return [ScriptEvent(timeMs: time, action: .resize(try size(value)))]
        case "set": return [ScriptEvent(timeMs: time, action: try setting(value))]
        default:
            let nameValue = try reader.required(value, "name", at: path)
            let name = try reader.string(nameValue, at: "\(path).name")
            guard name.utf8.count <= Self.maximumNameBytes else {
                throw reader.fail("\(path).name", "'\(name.prefix(16))…' is \(name.utf8.count) bytes in UTF-8; a screenshot name may have at most \(Self.maximumNameBytes) (a file name has 255)")
            }
            guard Self.isSafeFileName(name) else {
                throw reader.fail("\(path).name", "'\(name)' must be a plain file name (letters, digits, '-', '_', '.'; no '/')")
            }
            return [ScriptEvent(timeMs: time, action: .screenshot(name: name))]
        }
    }

    /// `{"type": "set", "name": "zoomDistance", "value": 200}` (a flag's value may be true/false);
    /// the session checks the name and range when it applies it, as for a key.
    private func setting(_ value: JSONValue) throws(StretchyError) -> ScriptEvent.Action {
        let nameValue = try reader.required(value, "name", at: path)
        let newValue = try reader.required(value, "value", at: path)
        let name = try reader.string(nameValue, at: "\(path).name")
        if case let .bool(on) = newValue { return .set(parameter: name, value: on ? 1 : 0) }
        return .set(parameter: name, value: try reader.number(newValue, at: "\(path).value"))
    }

    /// 255 bytes per path component, less `.json` and the writer's temporary `.NAME.json.PID.tmp`.
    static let maximumNameBytes = 200

    static func isSafeFileName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 200 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy(PathSafety.isSafe)
    }

    private func timeMs(_ value: JSONValue) throws(StretchyError) -> Double {
        let timeValue = try reader.required(value, "t", at: path, "time in ms from the start")
        let time = try reader.number(timeValue, at: "\(path).t")
        guard time >= 0, time <= ScriptLoader.maximumDurationMs else {
            throw reader.fail("\(path).t", "must be from 0 to \(JSONWriter.format(ScriptLoader.maximumDurationMs)) ms, found \(JSONWriter.describe(time))")
        }
        return time
    }

    private func optionalNumber(_ value: JSONValue, _ field: String, default fallback: Double, limit: Double) throws(StretchyError) -> Double {
        guard let member = value[field] else { return fallback }
        let number = try reader.number(member, at: "\(path).\(field)")
        guard abs(number) <= limit else { throw reader.fail("\(path).\(field)", "must be within ±\(JSONWriter.format(limit)), found \(JSONWriter.describe(number))") }
        return number
    }

    /// A resize's new viewport, each side within the limits of the script's `viewport`.
    private func size(_ value: JSONValue) throws(StretchyError) -> Size {
        var size = Size.zero
        for field in ["width", "height"] {
            guard let member = value[field] else { throw reader.fail("\(path).\(field)", "is missing (points)") }
            let side = try reader.number(member, at: "\(path).\(field)")
            guard side >= 1, side <= ScriptLoader.maximumViewportSide else {
                throw reader.fail("\(path).\(field)", "must be from 1 to \(Int(ScriptLoader.maximumViewportSide)) points, found \(JSONWriter.describe(side))")
            }
            if field == "width" { size.width = side } else { size.height = side }
        }
        return size
    }

    private func point(_ value: JSONValue) throws(StretchyError) -> Point {
        let x = try reader.required(value, "x", at: path)
        let y = try reader.required(value, "y", at: path)
        return try checked(Point(x: try reader.number(x, at: "\(path).x"), y: try reader.number(y, at: "\(path).y")), field: "")
    }

    private func pair(_ value: JSONValue?, field: String) throws(StretchyError) -> Point {
        guard let value else { throw reader.fail("\(path).\(field)", "is missing ([x, y])") }
        let elements = try reader.array(value, at: "\(path).\(field)")
        guard elements.count == 2 else { throw reader.fail("\(path).\(field)", "must be [x, y], found \(elements.count) numbers") }
        let point = Point(x: try reader.number(elements[0], at: "\(path).\(field)[0]"), y: try reader.number(elements[1], at: "\(path).\(field)[1]"))
        return try checked(point, field: ".\(field)")
    }

    /// Coordinates may leave the viewport — a window's drag holds the mouse captured and records
    /// wherever on the display it goes — but not past any display (`ScriptLoader.maximumCoordinate`).
    private func checked(_ point: Point, field: String) throws(StretchyError) -> Point {
        let bound = ScriptLoader.maximumCoordinate
        let xRange = -bound...viewport.width + bound
        let yRange = -bound...viewport.height + bound
        guard xRange.contains(point.x) else {
            throw reader.fail("\(path)\(field.isEmpty ? ".x" : field)", "x = \(JSONWriter.format(point.x)) is far outside the \(JSONWriter.format(viewport.width))-point-wide viewport")
        }
        guard yRange.contains(point.y) else {
            throw reader.fail("\(path)\(field.isEmpty ? ".y" : field)", "y = \(JSONWriter.format(point.y)) is far outside the \(JSONWriter.format(viewport.height))-point-high viewport")
        }
        return point
    }

    /// `drag` becomes a press, moves evenly spaced in time and distance at `hz`, and a release.
    private func drag(_ value: JSONValue, at time: Double) throws(StretchyError) -> [ScriptEvent] {
        let from = try pair(value["from"], field: "from")
        let to = try pair(value["to"], field: "to")
        let duration = try optionalNumber(value, "duration_ms", default: 150, limit: ScriptLoader.maximumDurationMs)
        guard duration >= 0 else { throw reader.fail("\(path).duration_ms", "must not be negative") }
        let hz = try optionalNumber(value, "hz", default: 120, limit: 10_000)
        guard hz >= 1 else { throw reader.fail("\(path).hz", "must be at least 1, found \(JSONWriter.describe(hz))") }
        let release = try value["release"].map { v throws(StretchyError) in try reader.bool(v, at: "\(path).release") } ?? true
        let moves = (duration * hz / 1000).rounded(.up)
        // Counted before any is made: a one-line drag must not ask for gigabytes.
        guard moves + 2 <= Double(eventBudget) else {
            throw reader.fail(path, "a drag of \(JSONWriter.format(duration)) ms at \(JSONWriter.format(hz)) Hz is \(JSONWriter.format(moves)) moves; "
                              + "a script expands to at most \(ScriptLoader.maximumEvents) events (lower hz or duration_ms)")
        }
        let steps = max(1, Int(moves))
        var events = [ScriptEvent(timeMs: time, action: .down(from))]
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            let point = Point(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
            events.append(ScriptEvent(timeMs: time + duration * fraction, action: .move(point)))
        }
        if release { events.append(ScriptEvent(timeMs: time + duration, action: .up(to))) }
        return events
    }

    private func key(_ value: JSONValue) throws(StretchyError) -> KeyPress {
        let keyValue = try reader.required(value, "key", at: path)
        let name = try reader.string(keyValue, at: "\(path).key")
        guard var press = KeyPress(parsing: name) else {
            // The nearest names, not all ~70 (a 250-character line).
            let hint = NearestNames.hint(name, among: Key.allCases.map(\.rawValue), listedBy: "the README's key table, with shift+/ctrl+/alt+,")
            throw reader.fail("\(path).key", "unknown key '\(name)' \(hint)")
        }
        if let shift = value["shift"] { press.shift = try reader.bool(shift, at: "\(path).shift") || press.shift }
        if let control = value["ctrl"] { press.control = try reader.bool(control, at: "\(path).ctrl") || press.control }
        if let alt = value["alt"] { press.alt = try reader.bool(alt, at: "\(path).alt") || press.alt }
        return press
    }
}
