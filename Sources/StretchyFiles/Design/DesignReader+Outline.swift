import HeaderKit
import ScrollCore
import StretchyKit

/// Reading a layer's outline and what is drawn around it: `shape`, `shadow`, `border`, and a
/// gradient's CAGradientLayer fields; and the warning for fields a kind reads but never draws.
extension DesignReader {
    func readOutline(_ value: JSONValue, into layer: inout DesignLayer, at path: String) throws(StretchyError) {
        if let shape = value["shape"] { layer.shape = try choice(shape, at: "\(path).shape", default: LayerShape.circle) }
        if let shadow = value["shadow"] {
            let at = "\(path).shadow"
            let fields = try json.object(shadow, at: at)
            json.noteUnknownMembers(fields, known: ["color", "opacity", "radius", "x", "y"], at: at)
            // CALayer's defaults (shadowRadius 3, shadowOffset (0, −3) in UIKit's points: 3 pt up),
            // but an opacity of 1: a design that writes a shadow means to see it.
            func number(_ key: String, _ fallback: Double) throws(StretchyError) -> DesignProperty {
                try shadow[key].map { v throws(StretchyError) in try property(v, at: "\(at).\(key)") } ?? .constant(fallback)
            }
            layer.shadow = DesignShadow(color: try color(shadow["color"], at: "\(at).color", default: DynamicColor(.black)),
                                        opacity: try number("opacity", 1), radius: try number("radius", 3),
                                        x: try number("x", 0), y: try number("y", -3))
        }
        if let border = value["border"] {
            let at = "\(path).border"
            let fields = try json.object(border, at: at)
            json.noteUnknownMembers(fields, known: ["width", "color"], at: at)
            let width = try border["width"].map { v throws(StretchyError) in try property(v, at: "\(at).width") } ?? .constant(1)
            layer.border = DesignBorder(width: width, color: try color(border["color"], at: "\(at).color", default: DynamicColor(.black)))
        }
    }

    /// CAGradientLayer's `colors`, `locations`, `startPoint`, `endPoint`, or the short form's
    /// `top` and `bottom`.
    func gradient(_ value: JSONValue, at path: String) throws(StretchyError) -> DesignGradient {
        guard let list = value["colors"] else {
            return DesignGradient(colors: [try movableColor(value["top"], at: "\(path).top", default: DynamicColor(.white)),
                                           try movableColor(value["bottom"], at: "\(path).bottom", default: DynamicColor(.black))])
        }
        if value["top"] != nil || value["bottom"] != nil {
            throw json.fail("\(path).colors", "give either colors or top/bottom, not both")
        }
        var colors: [DynamicColor] = []
        for (i, c) in try json.array(list, at: "\(path).colors").enumerated() {
            colors.append(try movableColor(c, at: "\(path).colors[\(i)]", default: DynamicColor(.white)))
        }
        guard !colors.isEmpty else { throw json.fail("\(path).colors", "needs at least one colour") }
        var gradient = DesignGradient(colors: colors)
        if let stops = value["locations"] {
            let values = try json.array(stops, at: "\(path).locations")
            guard values.count == colors.count else {
                throw json.fail("\(path).locations", "needs one location per colour (\(colors.count)), found \(values.count)")
            }
            var locations: [Double] = []
            for (i, v) in values.enumerated() {
                let location = try json.number(v, at: "\(path).locations[\(i)]")
                guard location >= (locations.last ?? 0), location <= 1 else {
                    throw json.fail("\(path).locations[\(i)]", "must be from 0 to 1 and not less than the one before, found \(location)")
                }
                locations.append(location)
            }
            gradient.locations = locations
        }
        if let start = value["startPoint"] { gradient.start = try unitPoint(start, at: "\(path).startPoint") }
        if let end = value["endPoint"] { gradient.end = try unitPoint(end, at: "\(path).endPoint") }
        return gradient
    }

    private func unitPoint(_ value: JSONValue, at path: String) throws(StretchyError) -> Point {
        let pair = try json.array(value, at: path)
        guard pair.count == 2 else { throw json.fail(path, "must be [x, y] in the layer's unit coordinates ([0, 0] top left)") }
        return Point(x: try json.number(pair[0], at: "\(path)[0]"), y: try json.number(pair[1], at: "\(path)[1]"))
    }

    /// A field the loader knows but this kind does not draw is a warning naming it.
    func noteFieldsWithoutEffect(_ members: [(String, JSONValue)], kind: LayerKind, at path: String) {
        let drawn = LayerFields.drawn(by: kind)
        // An unknown field has had its warning (with the nearest names): one warning, not two.
        for (key, _) in members where !LayerFields.common.contains(key) && !drawn.contains(key) && DesignLoader.knownLayerFields.contains(key) {
            json.ignored.noteNoEffect(key, at: "\(path).\(key)", kind: kind.name)
        }
    }
}

/// Which layer fields each kind draws (the rest of `DesignLoader.knownLayerFields` have no effect on it).
enum LayerFields {
    static let common: Set<String> = ["id", "kind", "space", "z", "role", "x", "y", "width", "height", "alpha", "scale", "visible",
                                      "anchor", "clip", "bar", "ios", "action", "source"]  // source: the node an import made it from
    static let outline: Set<String> = ["cornerRadius", "shape", "border", "shadow"]

    static func drawn(by kind: LayerKind) -> Set<String> {
        switch kind {
        case .image: outline.union(["image", "contentMode", "mask", "blur"])
        case .color: outline.union(["color"])
        case .gradient: outline.union(["colors", "locations", "startPoint", "endPoint", "top", "bottom"])
        case .material: outline.union(["material", "color"])
        case .text: ["text", "style", "size", "weight", "alignment", "color", "lines", "lineHeight", "maxWidth"]
        case .icon: ["symbol", "size", "weight", "color"]
        case .segmented: ["segments", "count", "style", "switchesTabs", "indicator", "color", "selectedColor"]
        case .glass: ["style", "tint", "cornerRadius", "shape", "group", "interactive", "optics"]
        case .tabBar: ["items", "selected", "minimize", "accessory"]
        case .navigationBar: ["title", "largeTitle", "leading", "trailing", "minimize", "tabs", "selected", "search"]
        case .pager: ["images", "pages", "dots", "blur"]
        case .spinner: []
        case .button: ["style", "title", "symbol", "tint", "size", "maxWidth"]
        }
    }
}
