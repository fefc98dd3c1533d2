import HeaderKit
import ScrollCore

/// What every target's generator needs from a design, in code form: the tuned numbers, the
/// variables in order, and each layer's properties as expressions of the target language.
struct DesignCode {
    let design: Design
    let parameters: Parameters
    let language: CodeLanguage
    let content: ExportedContent
    /// The name of the JSON resource the code reads the content from (`ContentResource`); nil: the
    /// content is written inline as literal arrays.
    var contentResource: String?
    private(set) var names: CodeNames
    /// Identifiers of the expression slots (built-ins, parameters, variables).
    var slotNames: [String] { names.slots }

    init(design: Design, parameters: Parameters, content: ExportedContent, language: CodeLanguage, reserved: Set<String>) {
        self.design = design
        self.content = content
        self.parameters = parameters
        self.language = language
        names = CodeNames(design: design, reserved: reserved)
    }

    /// The same code in a row template's scope: its one extra slot, the item's index, is `index`.
    var rowScoped: DesignCode {
        var scoped = self
        scoped.names = names.appending(slot: "index")
        return scoped
    }

    /// A type name from the design's name (`large-title` → `LargeTitle`).
    var typeName: String { CodeNames.type(design.name) }

    /// A layer's identifier (`hero-photo` → `heroPhoto`), unique in the file with its suffixes.
    func identifier(_ layer: DesignLayer) -> String { names.layers[layer.id] ?? "layer" }

    /// Text from the design as this language's string literal.
    func literal(_ text: String) -> String { language.literal(text) }

    /// contentInset.top as exported code computes it: the design's, plus `safeTop` when the design
    /// asks for UIKit's automatic adjustment (the UIKit export sets `.never` and adds it itself,
    /// as `HeaderScreen` does).
    var contentInsetTopCode: String {
        let inset = code(design.scroll.contentInsetTop)
        return design.scroll.insetAdjustment == .automatic ? "\(inset) + safeTop" : inset
    }

    /// insetTop (contentInsetTopCode, at least 0): its value when it is a constant.
    var insetTopCode: String {
        guard design.scroll.insetAdjustment != .automatic else { return language.call(.max, [language.number(0), contentInsetTopCode]) }
        return bounded(.expression(design.scroll.contentInsetTop), 0)
    }

    func code(_ expression: DesignExpression) -> String { language.render(expression, name: slotCode) }

    /// A property: its expression, or a call of the file's `keyframes` helper.
    func code(_ property: DesignProperty) -> String {
        switch property {
        case let .expression(e): return code(e)
        case let .keyframes(k):
            let (x1, y1, x2, y2) = k.curve.controlPoints
            let curve = [x1, y1, x2, y2].map(language.number).joined(separator: ", ")
            return keyframesCall(k.offsets.map(code), k.values.map(code), curve, k.below == .extend, k.above == .extend)
        }
    }

    /// The value of a property that reads no variable (folded at export), when finite.
    func constant(_ property: DesignProperty) -> Double? {
        guard case let .expression(e) = property, !e.root.readsVariable else { return nil }
        let value = Double(String(format: "%.12g", e.root.evaluate([]))) ?? .nan
        return value.isFinite ? value : nil
    }

    /// `property` kept at `lo` or more (and `hi` or less): its value when constant, else the
    /// language's `max(lo, …)` or its typed `clamp(…, lo, hi)` helper.
    func bounded(_ property: DesignProperty, _ lo: Double, _ hi: Double? = nil) -> String {
        if let value = constant(property) { return language.number(min(max(value, lo), hi ?? .infinity)) }
        let value = code(property), low = language.number(lo)
        return hi.map { language.call(.clamp, [value, low, language.number($0)]) } ?? language.call(.max, [low, value])
    }

    /// Whether `visible` holds (> 0) as the language's Bool: `true` or `false` when it reads no variable.
    func holds(_ visible: DesignProperty) -> String {
        if let value = constant(visible) { return value > 0 ? "true" : "false" }
        return "\(code(visible)) > 0"
    }

    /// The language's call of its keyframes helper (list literals differ).
    var keyframesCall: (_ offsets: [String], _ values: [String], _ curve: String, _ extendBelow: Bool, _ extendAbove: Bool) -> String {
        let list: ([String]) -> String = language.number(0).hasSuffix("f") ? { "floatArrayOf(\($0.joined(separator: ", ")))" }
                                                                          : { "[\($0.joined(separator: ", "))]" }
        return { offsets, values, curve, below, above in
            "keyframes(offset, \(list(offsets)), \(list(values)), \(curve), \(below), \(above))"
        }
    }

    /// The design's own numbers with their current values, and whether each differs from its default.
    var tunedNumbers: [(name: String, value: Double, isChanged: Bool, spec: ParameterSpec)] {
        design.parameters.enumerated().map { i, spec in
            let value = parameters.value(spec.name) ?? spec.defaultValue
            return (slotNames[ExpressionScope.builtIns.count + i], value, value != spec.defaultValue, spec)
        }
    }

    /// Every tunable (shared ones too) that differs from its default, for the header comment.
    var changedParameters: [String] {
        parameters.catalog.specs.compactMap { spec in
            let value = parameters.value(spec.name) ?? spec.defaultValue
            return value == spec.defaultValue ? nil : "\(spec.name) = \(ParameterSpec.format(value))"
        }
    }

    var variables: [(name: String, code: String)] {
        design.variables.enumerated().map { i, variable in
            (slotNames[ExpressionScope.builtIns.count + design.parameters.count + i], code(variable.expression))
        }
    }
}

extension Color {
    /// 0…1 components, for the languages' colour initialisers.
    var unitComponents: [Double] { [r, g, b, a].map { (channel: UInt8) -> Double in (Double(channel) / 255 * 1000).rounded() / 1000 } }
    var argbHex: String { String(format: "0x%02X%02X%02X%02X", a, r, g, b) }
}
