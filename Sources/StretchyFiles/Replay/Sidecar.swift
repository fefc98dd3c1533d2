import HeaderKit
import ScrollCore
import StretchyKit

/// The JSON written beside every screenshot, from the window or a replay: enough to reproduce and
/// discuss the picture (design, viewport, device, safe area, appearance, iOS version, every parameter by name, the scroll state, every layer).
public enum Sidecar {
    public static func json(design: Design, viewport: Size, pixelsPerPoint: Double, parameters: Parameters,
                            record: FrameRecord, name: String, device: Device?, appearance: Appearance,
                            system: SystemVersion, glassTint: Double = GlassTint.systemDefault) -> JSONValue {
        let safeArea: EdgeInsets = device?.safeArea ?? .zero
        let deviceName: JSONValue = device.map { .string($0.name) } ?? .null
        // iOS 27's Settings glass tint, which only iOS 27 draws.
        let tint: [(String, JSONValue)] = system == .ios27 ? [("glassTint", .number(glassTint))] : []
        return .object([
            ("name", .string(name)),
            ("preset", .string(design.name)),
            ("design", .object([("name", .string(design.name)), ("file", .string(design.file))])),
            ("viewport", .object([
                ("width", .number(viewport.width)),
                ("height", .number(viewport.height)),
                ("scale", .number(pixelsPerPoint)),
            ])),
            ("device", deviceName),
            ("safe_area", .object([("top", .number(safeArea.top)), ("bottom", .number(safeArea.bottom))])),
            ("appearance", .string(appearance.rawValue)),
            ("ios", .number(Double(system.rawValue))),
        ] + tint + [
            ("params", ParameterOverrides.json(parameters)),
            ("state", record.json),
            ("layers", .array(record.layers.map(\.json))),
        ] + (record.sectionHeaders.isEmpty ? [] : [("section_headers", .array(record.sectionHeaders.map(\.json)))]))
    }
}
