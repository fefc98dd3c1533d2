import HeaderKit

extension ExportLimitations {
    /// Colour expressions (`mix`, `alpha`; issue 43): written as their first colour, which does not move.
    var movingColors: [String] {
        let templates = code.design.rowTemplates.keys.sorted().flatMap { code.design.rowTemplates[$0]!.layers }
        return (code.design.layers + templates).compactMap { layer in
            guard let motion = layer.colorMotion else { return nil }
            let call = motion.operation == .mix ? "mix(\(motion.fromText), \(motion.toText), \(motion.tText))" : "alpha(\(motion.fromText), \(motion.tText))"
            return "layer '\(layer.id)': its color \(call) is written as \(motion.fromText), which does not follow the scroll"
        }
    }
}
