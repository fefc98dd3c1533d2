import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

/// Reads a replay script, validating every field, expanding `drag` events, and naming the field
/// and the problem in each error.
public enum ScriptLoader {
    public static let knownFields = ["design", "preset", "viewport", "device", "appearance", "ios", "glassTint", "chrome", "rows", "image", "content", "params", "duration_ms", "events"]
    public static let knownEventTypes = ["down", "move", "up", "cancel", "drag", "wheel", "zoom", "key", "resize", "screenshot", "set"]
    /// Coordinates further than this outside the viewport are taken for a typo: 16384 px (the
    /// largest X screen) at the window's smallest zoom (0.25) is 65536 points.
    static let maximumCoordinate = 65_536.0
    static let maximumViewportSide = 10_000.0
    static let maximumRows = 10_000_000
    static let maximumDurationMs = 3_600_000.0
    /// The most events a script expands to (its drags' moves counted): ≈ 150 MB of events; a
    /// flick is a few dozen, an hour at 120 Hz is 432,000.
    public static let maximumEvents = 1_000_000

    /// Unknown fields are skipped and reported through `warn`.
    public static func load(path: String, warn: (String) -> Void = IgnoredFields.printWarning) throws(StretchyError) -> Script {
        let document = try JSONFieldReader.load(path: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try parse(document, file: path, baseFolder: folder, warn: warn)
    }

    public static func parse(_ document: JSONValue, file: String, baseFolder: String,
                             warn: (String) -> Void = IgnoredFields.printWarning) throws(StretchyError) -> Script {
        let reader = JSONFieldReader(file: file)
        defer { reader.ignored.messages(file: file).forEach(warn) }
        let members = try reader.object(document, at: "")
        reader.noteUnknownMembers(members, known: knownFields, at: "")
        var script = Script()

        // A design name, or a design file relative to the script; checked when the replay resolves it.
        for field in ["preset", "design"] {
            guard let value = document[field] else { continue }
            let reference = try reader.string(value, at: field)
            guard !reference.isEmpty else { throw reader.fail(field, "must name a design or a design file") }
            script.designName = DesignLibrary.isFile(reference) ? resolve(reference, in: baseFolder) : reference
            script.designField = field
        }
        if let value = document["viewport"] { script.viewport = try viewport(value, reader: reader) }
        if let value = document["device"] {
            if document["viewport"] != nil { throw reader.fail("device", "and 'viewport' both set: give one (a device sets the viewport)") }
            let name = try reader.string(value, at: "device")
            do { script.viewport = try Device.lookup(name).size } catch { throw reader.fail("device", error.message) }
            script.device = name.lowercased()
        }
        if let value = document["appearance"] {
            let name = try reader.string(value, at: "appearance")
            guard let appearance = Appearance(rawValue: name) else { throw reader.fail("appearance", "must be light or dark, found '\(name)'") }
            script.appearance = appearance
        }
        if let value = document["ios"] {
            let text: String
            if case let .number(n) = value { text = JSONWriter.format(n) } else { text = try reader.string(value, at: "ios") }
            guard let system = SystemVersion(text: text) else { throw reader.fail("ios", "must be 27, 26 or 17, found '\(text)'") }
            script.system = system
        }
        if let value = document["glassTint"] {
            let tint = try reader.number(value, at: "glassTint")
            guard (0...1).contains(tint) else { throw reader.fail("glassTint", "must be from 0 to 1, found \(JSONWriter.format(tint))") }
            script.glassTint = tint
        }
        if let value = document["chrome"] { script.showsChrome = try reader.bool(value, at: "chrome") }
        if let value = document["rows"] { script.rows = try reader.integer(value, at: "rows", in: 0...maximumRows) }
        if let value = document["image"] { script.imagePath = resolve(try reader.string(value, at: "image"), in: baseFolder) }
        if let value = document["content"] { script.contentPath = resolve(try reader.string(value, at: "content"), in: baseFolder) }
        if let value = document["params"] { script.parameters = try ParameterOverrides.parse(value, reader: reader, at: "params") }
        if let value = document["duration_ms"] {
            let duration = try reader.number(value, at: "duration_ms")
            guard duration >= 0, duration <= maximumDurationMs else {
                throw reader.fail("duration_ms", "must be from 0 to \(JSONWriter.format(maximumDurationMs)) ms, found \(JSONWriter.describe(duration))")
            }
            script.durationMs = duration
        }
        let eventsValue = try reader.required(document, "events", at: "", "a script needs an events array, even empty")
        script.events = try events(eventsValue, viewport: script.viewport, reader: reader)
        return script
    }

    static func viewport(_ value: JSONValue, reader: JSONFieldReader) throws(StretchyError) -> Size {
        let members = try reader.object(value, at: "viewport")
        reader.noteUnknownMembers(members, known: ["width", "height", "scale"], at: "viewport")
        var size = Script.defaultViewport
        for (key, member) in members where key != "scale" {
            let side = try reader.number(member, at: "viewport.\(key)")
            guard side >= 1, side <= maximumViewportSide else {
                throw reader.fail("viewport.\(key)", "must be from 1 to \(Int(maximumViewportSide)) points, found \(JSONWriter.describe(side))")
            }
            if key == "width" { size.width = side } else { size.height = side }
        }
        return size
    }

    static func resolve(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: folder).appendingPathComponent(path).standardizedFileURL.path
    }

    static func events(_ value: JSONValue, viewport: Size, reader: JSONFieldReader) throws(StretchyError) -> [ScriptEvent] {
        let elements = try reader.array(value, at: "events")
        var events: [ScriptEvent] = []
        var previousTime = 0.0
        var viewport = viewport  // coordinates are checked against the size at their time
        var names = ScreenshotNames()
        for (index, element) in elements.enumerated() {
            let path = "events[\(index)]"
            let parser = ScriptEventParser(reader: reader, path: path, viewport: viewport,
                                           eventBudget: Self.maximumEvents - events.count)
            let expanded = try parser.parse(element)
            guard let first = expanded.first else { continue }
            if case let .resize(size) = first.action { viewport = size }
            if case let .screenshot(name) = first.action { try names.claim(name, at: path, reader: reader) }
            guard first.timeMs >= previousTime else {
                throw reader.fail("\(path).t", "is \(JSONWriter.format(first.timeMs)) ms, before the previous event at \(JSONWriter.format(previousTime)) ms (events must be in time order)")
            }
            previousTime = expanded.last?.timeMs ?? first.timeMs
            events.append(contentsOf: expanded)
        }
        return events
    }
}
