import HeaderKit
import ScrollCore
import StretchyKit

extension SessionGroup {
    /// The sidecars of screenshot `name`: `NAME.json` for one phone; for a comparison one per
    /// phone, `NAME.a.json`, `NAME.b.json`, … (the usual sidecar plus `side`, `label` and
    /// `image`, the combined PNG's file name).
    public func sidecars(name: String, pixelsPerPoint: Double) -> [(suffix: String, json: JSONValue)] {
        sessions.indices.map { index in
            let session = sessions[index]
            let json = Sidecar.json(design: session.design, viewport: session.viewport, pixelsPerPoint: pixelsPerPoint,
                                    parameters: session.parameters, record: session.sidecarRecord(), name: name,
                                    device: session.device, appearance: session.appearance, system: session.system,
                                    glassTint: session.glassTint)
            guard isComparison else { return (".json", json) }
            let side = Self.letter(index).lowercased()
            return (".\(side).json", Self.tagged(json, side: side, label: variants[index].label, image: "\(name).png"))
        }
    }

    /// `sidecar` with `side`, `label` and `image` inserted after its `name`.
    static func tagged(_ sidecar: JSONValue, side: String, label: String, image: String) -> JSONValue {
        guard case var .object(members) = sidecar else { return sidecar }
        let at = (members.firstIndex { $0.0 == "name" } ?? -1) + 1
        members.insert(contentsOf: [("side", .string(side)), ("label", .string(label)), ("image", .string(image))], at: at)
        return .object(members)
    }
}
