import Foundation

/// Typed reads of one node of a Figma REST response (`JSONSerialization`'s dictionaries: a 10^5-node
/// file is read in one pass, with no Codable model of Figma's hundreds of fields).
struct FigmaNode {
    let raw: [String: Any]

    init?(_ value: Any?) {
        guard let raw = value as? [String: Any] else { return nil }
        self.raw = raw
    }

    var id: String { raw["id"] as? String ?? "?" }
    var name: String { raw["name"] as? String ?? "" }
    var type: String { raw["type"] as? String ?? "" }
    var visible: Bool { (raw["visible"] as? NSNumber)?.boolValue ?? true }
    var opacity: Double { number("opacity") ?? 1 }
    var children: [FigmaNode] { (raw["children"] as? [Any] ?? []).compactMap(FigmaNode.init) }
    var scrollBehavior: ScrollBehaviour { (raw["scrollBehavior"] as? String).flatMap(ScrollBehaviour.init(rawValue:)) ?? .scrolls }

    func number(_ key: String) -> Double? { (raw[key] as? NSNumber)?.doubleValue }
    func list(_ key: String) -> [[String: Any]] { raw[key] as? [[String: Any]] ?? [] }

    /// `absoluteBoundingBox`, or nil.
    var absoluteBox: ImportBox? {
        guard let box = raw["absoluteBoundingBox"] as? [String: Any],
              let x = (box["x"] as? NSNumber)?.doubleValue, let y = (box["y"] as? NSNumber)?.doubleValue,
              let width = (box["width"] as? NSNumber)?.doubleValue, let height = (box["height"] as? NSNumber)?.doubleValue,
              [x, y, width, height].allSatisfy(\.isFinite) else { return nil }
        return ImportBox(x: x, y: y, width: width, height: height)
    }

    /// Without `absoluteBoundingBox` (a response that left it out): `relativeTransform`'s translation
    /// from the containing frame's box, and `size`. A rotation is not applied (the box is unrotated).
    func transformedBox(in container: ImportBox) -> ImportBox? {
        guard let rows = raw["relativeTransform"] as? [[NSNumber]], rows.count == 2, rows[0].count == 3, rows[1].count == 3,
              let size = raw["size"] as? [String: Any], let width = (size["x"] as? NSNumber)?.doubleValue,
              let height = (size["y"] as? NSNumber)?.doubleValue else { return nil }
        return ImportBox(x: container.x + rows[0][2].doubleValue, y: container.y + rows[1][2].doubleValue, width: width, height: height)
    }

    /// `relativeTransform` turns the node (Figma's `rotation`): layers are axis-aligned boxes.
    var isRotated: Bool {
        if let rows = raw["relativeTransform"] as? [[NSNumber]], rows.count == 2, rows[0].count == 3 {
            return abs(rows[0][1].doubleValue) > 1e-6 || abs(rows[1][0].doubleValue) > 1e-6
        }
        return abs(number("rotation") ?? 0) > 1e-6
    }

    /// Visible paints of `key` (`fills`, `strokes`), bottom first as Figma lists them.
    func paints(_ key: String) -> [[String: Any]] {
        list(key).filter { ($0["visible"] as? NSNumber)?.boolValue ?? true }
    }

    /// Visible effects.
    var effects: [[String: Any]] { list("effects").filter { ($0["visible"] as? NSNumber)?.boolValue ?? true } }

    /// `cornerRadius`, or the largest of `rectangleCornerRadii` (and whether the four differed).
    var cornerRadius: (radius: Double, mixed: Bool) {
        if let corners = raw["rectangleCornerRadii"] as? [NSNumber], corners.count == 4 {
            let values = corners.map(\.doubleValue)
            return (values.max() ?? 0, Set(values).count > 1)
        }
        return (number("cornerRadius") ?? 0, false)
    }
}
