import HeaderKit
import ScrollCore

/// The JSON written beside every screenshot, from the window or a replay: enough to reproduce and
/// discuss the picture (design, viewport, every parameter by name, the scroll state, every layer).
public enum Sidecar {
    public static func json(design: Design, viewport: Size, pixelsPerPoint: Double, parameters: Parameters,
                            record: FrameRecord, name: String) -> JSONValue {
        .object([
            ("name", .string(name)),
            ("preset", .string(design.name)),
            ("design", .object([("name", .string(design.name)), ("file", .string(design.file))])),
            ("viewport", .object([
                ("width", .number(viewport.width)),
                ("height", .number(viewport.height)),
                ("scale", .number(pixelsPerPoint)),
            ])),
            ("params", ParameterOverrides.json(parameters)),
            ("state", record.json),
            ("layers", .array(record.layers.map(\.json))),
        ])
    }
}
