import HeaderKit
import ScrollCore

/// The JSON written beside every screenshot, from the window or a replay: enough to reproduce and
/// discuss the picture (preset, viewport, every parameter by name, the scroll state).
public enum Sidecar {
    public static func json(preset: String, viewport: Size, pixelsPerPoint: Double, parameters: Parameters,
                            record: FrameRecord, name: String) -> JSONValue {
        .object([
            ("name", .string(name)),
            ("preset", .string(preset)),
            ("viewport", .object([
                ("width", .number(viewport.width)),
                ("height", .number(viewport.height)),
                ("scale", .number(pixelsPerPoint)),
            ])),
            ("params", ParameterOverrides.json(parameters)),
            ("state", record.json),
        ])
    }
}
