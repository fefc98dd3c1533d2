import ScrollCore
import Review
import StretchyKit

/// Reads a `stretchy-device-trace/1` file; every error is one line naming the file and the field.
public enum DeviceTraceFile {
    public static func load(path: String) throws(StretchyError) -> DeviceTrace {
        try parse(try JSONFieldReader.load(path: path), file: path)
    }

    public static func parse(_ document: JSONValue, file: String) throws(StretchyError) -> DeviceTrace {
        let reader = JSONFieldReader(file: file)
        let members = try reader.object(document, at: "")
        func member(_ name: String) -> JSONValue? { members.first { $0.0 == name }?.1 }
        func required(_ name: String) throws(StretchyError) -> JSONValue {
            guard let value = member(name) else { throw reader.fail(name, "is missing") }
            return value
        }
        let format = try reader.string(try required("format"), at: "format")
        guard format == DeviceTrace.format else {
            throw reader.fail("format", "is '\(format)', expected '\(DeviceTrace.format)'")
        }
        let viewportMembers = try reader.object(try required("viewport"), at: "viewport")
        func size(_ name: String) throws(StretchyError) -> Double {
            guard let value = viewportMembers.first(where: { $0.0 == name })?.1 else { throw reader.fail("viewport.\(name)", "is missing") }
            return try reader.number(value, at: "viewport.\(name)")
        }
        let viewport = Size(width: try size("width"), height: try size("height"))
        var touches: [DeviceTrace.Touch] = []
        for (index, value) in try reader.array(try required("touches"), at: "touches").enumerated() {
            let path = "touches[\(index)]"
            let fields = try reader.object(value, at: path)
            func field(_ name: String) throws(StretchyError) -> JSONValue {
                guard let value = fields.first(where: { $0.0 == name })?.1 else { throw reader.fail("\(path).\(name)", "is missing") }
                return value
            }
            let phaseName = try reader.string(try field("phase"), at: "\(path).phase")
            guard let phase = DeviceTrace.Phase(rawValue: phaseName) else {
                throw reader.fail("\(path).phase", "is '\(phaseName)', expected began, moved, ended or cancelled")
            }
            touches.append(DeviceTrace.Touch(t: try reader.number(try field("t"), at: "\(path).t"), phase: phase,
                                             x: try reader.number(try field("x"), at: "\(path).x"),
                                             y: try reader.number(try field("y"), at: "\(path).y")))
        }
        var frames: [DeviceTrace.Frame] = []
        for (index, value) in try reader.array(try required("frames"), at: "frames").enumerated() {
            let path = "frames[\(index)]"
            let fields = try reader.object(value, at: path)
            func field(_ name: String) throws(StretchyError) -> Double {
                guard let value = fields.first(where: { $0.0 == name })?.1 else { throw reader.fail("\(path).\(name)", "is missing") }
                return try reader.number(value, at: "\(path).\(name)")
            }
            frames.append(DeviceTrace.Frame(t: try field("t"), offset: try field("offset")))
        }
        let trace = DeviceTrace(
            device: try member("device").map { v throws(StretchyError) in try reader.string(v, at: "device") } ?? "",
            ios: try member("ios").map { v throws(StretchyError) in try reader.string(v, at: "ios") } ?? "",
            viewport: viewport,
            contentInsetTop: try member("contentInsetTop").map { v throws(StretchyError) in try reader.number(v, at: "contentInsetTop") } ?? 0,
            contentHeight: try reader.number(try required("contentHeight"), at: "contentHeight"),
            touches: touches, frames: frames)
        if let problem = trace.problem { throw .badInput("\(file): \(problem)") }
        return trace
    }
}
