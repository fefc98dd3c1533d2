import HeaderKit
import ScrollCore
import StretchyKit

/// Writes a `Script` in the `stretchy replay` format (what `R` records in the window), so that
/// `ScriptLoader` reads back the same script.
public enum ScriptWriter {
    public static func json(_ script: Script, imagePath: String? = nil, contentPath: String? = nil,
                            parameters: Parameters? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("design", .string(script.designName))]
        if let device = script.device {
            members.append(("device", .string(device)))
        } else {
            members.append(("viewport", .object([("width", .number(script.viewport.width)), ("height", .number(script.viewport.height))])))
        }
        if script.appearance != .light { members.append(("appearance", .string(script.appearance.rawValue))) }
        if script.system != .current { members.append(("ios", .number(Double(script.system.rawValue)))) }
        if script.glassTint != GlassTint.systemDefault { members.append(("glassTint", .number(script.glassTint))) }
        if !script.showsChrome { members.append(("chrome", .bool(false))) }
        if let rows = script.rows { members.append(("rows", .number(Double(rows)))) }
        if let image = imagePath ?? script.imagePath { members.append(("image", .string(image))) }
        if let content = contentPath ?? script.contentPath { members.append(("content", .string(content))) }
        if let parameters {
            members.append(("params", ParameterOverrides.json(parameters)))
        } else if !script.parameters.isEmpty {
            let params = script.parameters.sorted { $0.key < $1.key }.map { name, value -> (String, JSONValue) in
                let isToggle = ParameterCatalog.shared.spec(named: name)?.kind == .toggle
                return (name, isToggle ? .bool(ParameterSpec.isOn(value)) : .number(value))
            }
            members.append(("params", .object(params)))
        }
        if let duration = script.durationMs { members.append(("duration_ms", .number(duration))) }
        members.append(("events", .array(script.events.map(event))))
        return .object(members)
    }

    static func event(_ event: ScriptEvent) -> JSONValue {
        var members: [(String, JSONValue)] = [("t", .number(FrameRecord.rounded(event.timeMs)))]
        func point(_ p: Point) { members.append(("x", .number(FrameRecord.rounded(p.x)))); members.append(("y", .number(FrameRecord.rounded(p.y)))) }
        switch event.action {
        case let .down(p): members.append(("type", .string("down"))); point(p)
        case let .move(p): members.append(("type", .string("move"))); point(p)
        case let .up(p): members.append(("type", .string("up"))); if let p { point(p) }
        case .cancel: members.append(("type", .string("cancel")))
        case let .wheel(dx, dy, precise):
            members.append(("type", .string("wheel")))
            // SDL's sign in the file (ScriptEventParser reads it back): `0 - v` writes 0, never -0.
            members.append(("dx", .number(0 - dx))); members.append(("dy", .number(0 - dy)))
            if precise { members.append(("precise", .bool(true))) }
        case let .zoom(factor, anchor): members.append(("type", .string("zoom"))); members.append(("factor", .number(factor))); point(anchor)
        case let .key(press):
            members.append(("type", .string("key")))
            var name = press.key.rawValue
            if press.alt { name = "alt+" + name }
            if press.control { name = "ctrl+" + name }
            if press.shift { name = "shift+" + name }
            members.append(("key", .string(name)))
        case let .resize(size):
            members.append(("type", .string("resize")))
            members.append(("width", .number(size.width))); members.append(("height", .number(size.height)))
        case let .screenshot(name): members.append(("type", .string("screenshot"))); members.append(("name", .string(name)))
        case let .set(name, value):
            members.append(("type", .string("set"))); members.append(("name", .string(name))); members.append(("value", .number(value)))
        }
        return .object(members)
    }
}
