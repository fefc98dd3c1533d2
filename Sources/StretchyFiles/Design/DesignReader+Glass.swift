import HeaderKit
import ScrollCore
import StretchyKit

extension DesignReader {
    /// A `glass` layer's fields: style, tint, shape, cornerRadius, group, interactive and the optics'
    /// overrides (`"optics": {"bevel": 16, …}`, names as `GlassOptics.fields`).
    func glass(_ value: JSONValue, at path: String) throws(StretchyError) -> GlassLayer {
        var glass = GlassLayer()
        glass.style = try choice(value["style"], at: "\(path).style", default: GlassLayer.Style.regular)
        glass.shape = try choice(value["shape"], at: "\(path).shape", default: GlassLayer.Shape.rounded)
        if let tint = value["tint"] { glass.tint = try color(tint, at: "\(path).tint", default: DynamicColor(.clear)) }
        if let radius = value["cornerRadius"] { glass.cornerRadius = try property(radius, at: "\(path).cornerRadius") }
        glass.group = try value["group"].map { v throws(StretchyError) in try json.string(v, at: "\(path).group") }
        glass.interactive = try value["interactive"].map { v throws(StretchyError) in try json.bool(v, at: "\(path).interactive") } ?? false
        if let optics = value["optics"] {
            let fields = try json.object(optics, at: "\(path).optics")
            json.noteUnknownMembers(fields, known: GlassOptics.fields.map(\.0), at: "\(path).optics")
            for (name, keyPath) in GlassOptics.fields {
                guard let number = optics[name] else { continue }
                let n = try json.number(number, at: "\(path).optics.\(name)")
                guard n >= 0, n <= 1000 else { throw json.fail("\(path).optics.\(name)", "must be from 0 to 1000, found \(n)") }
                glass.optics[keyPath: keyPath] = n
            }
        }
        return glass
    }
}
