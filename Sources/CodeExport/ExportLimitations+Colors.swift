import HeaderKit

extension ExportLimitations {
    /// Colour expressions (`mix`, `alpha`; issue 43): written as their first colour, which does not move.
    var movingColors: [String] {
        let templates = code.design.rowTemplates.keys.sorted().flatMap { code.design.rowTemplates[$0]!.layers }
        return (code.design.layers + templates).flatMap { layer in
            let moving = (layer.colorMotion.map { [("color", $0)] } ?? []) + layer.colorMotions.entries.map { (Self.field($0.target), $0.expression) }
            return moving.map { field, motion in
                let call = motion.operation == .mix ? "mix(\(motion.fromText), \(motion.toText), \(motion.tText))" : "alpha(\(motion.fromText), \(motion.tText))"
                return "layer '\(layer.id)': its \(field) \(call) is written as \(motion.fromText), which does not follow the scroll"
            }
        }
    }

    /// The design file's name for a moving colour's place.
    static func field(_ target: ColorMotions.Target) -> String {
        switch target {
        case let .stop(i): "colors[\(i)]"
        case .tabColor: "color"
        case .tabSelectedColor: "selectedColor"
        case .tabIndicator: "indicator.color"
        }
    }
}
