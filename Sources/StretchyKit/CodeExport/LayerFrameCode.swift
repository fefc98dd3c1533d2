import HeaderKit

/// The per-frame arithmetic every target writes the same way: the built-in variables, the
/// design's variables, then each layer's x, y, width, height, alpha, scale and visibility.
struct LayerFrameCode {
    struct Layer {
        var name: String
        var x: String, y: String, width: String, height: String, alpha: String, scale: String, visible: String
        var anchor: (String, String)
    }

    let code: DesignCode

    /// `let`-style lines defining the variables in order (`declare(name, value)` writes one).
    func variableLines(declare: (String, String) -> String) -> [String] {
        [declare("insetTop", "max(0.0, \(code.contentInsetTopCode))".replacingOccurrences(of: "max(", with: maxCall))]
            + code.variables.map { declare($0.name, $0.code) }
    }

    /// `max(` as the language spells it (Dart's math.max).
    private var maxCall: String { code.language.call(.max, ["§", "§"]).components(separatedBy: "§").first ?? "max(" }

    var layers: [Layer] {
        code.design.layers.map { layer in
            let y = layer.space == .content ? "(\(code.code(layer.y)) - offset)" : code.code(layer.y)
            return Layer(name: code.identifier(layer.id), x: code.code(layer.x), y: y, width: code.code(layer.width),
                         height: code.code(layer.height), alpha: code.code(layer.alpha), scale: code.code(layer.scale),
                         visible: code.code(layer.visible),
                         anchor: (code.language.number(layer.anchor.x), code.language.number(layer.anchor.y)))
        }
    }
}
