import Foundation

/// A JSON value whose objects keep their members' order, so an imported design is written with a
/// stable, readable key order (`id`, `source`, `kind`, then the frame) and the same input always
/// gives the same bytes (a re-import's diff shows only what changed).
public indirect enum DesignValue: Equatable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([DesignValue])
    case object([(String, DesignValue)])
    case null

    public static func == (a: DesignValue, b: DesignValue) -> Bool {
        switch (a, b) {
        case let (.number(x), .number(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.bool(x), .bool(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.null, .null): true
        default: false
        }
    }

    /// A member of an object, nil for anything else.
    public subscript(key: String) -> DesignValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// Points rounded to 1/100 pt: Figma's boxes carry float noise (12.000000953674316).
    public static func points(_ value: Double) -> DesignValue {
        .number((value * 100).rounded() / 100)
    }

    /// From JSONSerialization's output (a design read back for `--onto`); `order` ranks keys, the
    /// rest follow alphabetically.
    public init(foundation value: Any, order: [String] = []) {
        switch value {
        // JSON's true and false come back as NSNumbers whose type code is "c" (a char).
        case let number as NSNumber where String(cString: number.objCType) == "c":
            self = .bool(number.boolValue)
        case let number as NSNumber: self = .number(number.doubleValue)
        case let text as String: self = .string(text)
        case let list as [Any]: self = .array(list.map { DesignValue(foundation: $0, order: order) })
        case let dictionary as [String: Any]:
            let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let keys = dictionary.keys.sorted { (rank[$0] ?? Int.max, $0) < (rank[$1] ?? Int.max, $1) }
            self = .object(keys.map { ($0, DesignValue(foundation: dictionary[$0]!, order: order)) })
        default: self = .null
        }
    }
}
