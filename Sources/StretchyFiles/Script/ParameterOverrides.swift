import HeaderKit
import ScrollCore
import StretchyKit

/// The `params` object of a script or a config file: names from the catalog, numbers for numbers,
/// `true`/`false` (or 0/1) for toggles, each checked against its declared range.
public enum ParameterOverrides {
    /// Reads a `params` object. Names and ranges are checked against `catalog` when it is known;
    /// a script's design may be chosen later (`--design`), so without one every name is taken
    /// (numbers as numbers, booleans as 1/0) and checked when the session starts.
    public static func parse(_ value: JSONValue, reader: JSONFieldReader, at path: String,
                             catalog: ParameterCatalog? = nil) throws(StretchyError) -> [String: Double] {
        let members = try reader.object(value, at: path)
        var overrides: [String: Double] = [:]
        for (name, member) in members {
            let field = path.isEmpty ? name : "\(path).\(name)"
            let spec = catalog?.spec(named: name)
            if let catalog, spec == nil {
                throw reader.fail(field, "unknown parameter \(NearestNames.hint(name, among: catalog.specs.map(\.name), listedBy: "`stretchy designs --verbose`"))")
            }
            let number: Double
            switch (spec?.kind, member) {
            case let (.toggle?, .bool(flag)), let (nil, .bool(flag)): number = flag ? 1 : 0
            case let (.toggle?, .number(n)) where n == 0 || n == 1: number = n
            case (.toggle?, _): throw reader.fail(field, "must be true or false, found \(member.typeDescription)")
            case let (.number?, .number(n)), let (nil, .number(n)): number = n
            case (.number?, _), (nil, _): throw reader.fail(field, "must be a number, found \(member.typeDescription)")
            }
            if let spec, !spec.accepts(number) {
                throw reader.fail(field, "= \(JSONWriter.format(number)) is outside \(spec.rangeDescription)")
            }
            overrides[name] = number
        }
        return overrides
    }

    /// The parameters as JSON, every one by name in catalog order (toggles as booleans).
    public static func json(_ parameters: Parameters) -> JSONValue {
        .object(parameters.catalog.specs.map { spec in
            let value = parameters[spec.name]
            return (spec.name, spec.kind == .toggle ? .bool(ParameterSpec.isOn(value)) : .number(value))
        })
    }
}
