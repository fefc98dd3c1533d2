import HeaderKit
import ScrollCore
import StretchyKit

/// What a design file can get wrong beyond its syntax, checked at the parameters' defaults on a
/// 390 × 844 viewport: a cycle, keyframes out of order, non-finite values; and the warning for a
/// design that shows a gap.
public enum DesignChecks {
    public static let referenceViewport = Size(width: 390, height: 844)
    /// The pull at which a gap above the first row is looked for (as the issue tracker's check).
    static let checkedPull = 150.0

    static func check(_ design: Design, reader: JSONFieldReader) throws(StretchyError) {
        if design.scroll.contentInsetTop.slotsRead.contains(ExpressionScope.insetTopSlot) {
            throw reader.fail("scroll.contentInsetTop", "reads insetTop, which is itself (a cycle)")
        }
        // Variables are derived after the inset (they may read insetTop), so the inset cannot read them.
        let firstVariable = ExpressionScope.builtIns.count + design.parameters.count
        if let slot = design.scroll.contentInsetTop.slotsRead.first(where: { $0 >= firstVariable }) {
            throw reader.fail("scroll.contentInsetTop", "reads the variable '\(design.scope.names[slot])': the inset may read parameters and W, H, safeTop, safeBottom only")
        }
        let parameters = Parameters(catalog: design.catalog)
        let base = design.values(parameters: parameters, viewport: referenceViewport, safeArea: .zero)
        for (index, layer) in design.layers.enumerated() {
            for (name, property) in layer.properties {
                guard case let .keyframes(k) = property else { continue }
                let offsets = k.offsets.map { $0.evaluate(base) }
                if let i = offsets.indices.dropFirst().first(where: { offsets[$0] < offsets[$0 - 1] }) {
                    throw reader.fail("\(LayerPath.named(design.layers[index].id) ?? "layers[\(index)]").\(name).offset", "offsets must not decrease: \(JSONWriter.format(offsets[i - 1])) then \(JSONWriter.format(offsets[i])) at the defaults")
                }
            }
        }
        for offset in sampleOffsets(design, base) {
            let v = design.values(base, atOffset: offset)
            for (index, layer) in design.layers.enumerated() {
                for (name, property) in layer.properties where !property.evaluate(v).isFinite {
                    let what = property.evaluate(v).isNaN ? "NaN" : "infinite"
                    throw reader.fail("\(LayerPath.named(design.layers[index].id) ?? "layers[\(index)]").\(name)", "is \(what) at offset \(JSONWriter.format(offset)) at the defaults (\(cause(property, base)))")
                }
            }
        }
    }

    /// Why a property is not finite: keyframe values so large that the step between two of them
    /// overflows a Double (±1e308 and ∓1e308), else a division by zero or an overflow in its expression.
    static func cause(_ property: DesignProperty, _ values: ExpressionValues) -> String {
        guard case let .keyframes(k) = property else { return "a division by zero or an overflow?" }
        let numbers = k.values.map { $0.evaluate(values) }
        if let i = numbers.indices.dropFirst().first(where: { (numbers[$0] - numbers[$0 - 1]).isInfinite }) {
            return "keyframe values \(JSONWriter.format(numbers[i - 1])) and \(JSONWriter.format(numbers[i])) are too far apart to interpolate: their difference overflows a Double; keep values within ±1e307"
        }
        return "a keyframe value or offset is not finite, or a division by zero in one?"
    }

    /// At rest, pulled, half way and well past the top.
    static func sampleOffsets(_ design: Design, _ values: ExpressionValues) -> [Double] {
        let inset = values.slots[ExpressionScope.insetTopSlot]
        return [-inset, -inset - checkedPull, 0, 100, 400]
    }

    /// The first vertical stretch of [0, bottom) at the viewport's centre line that no drawn,
    /// opaque-kind layer covers (more than half a point), or nil.
    static func uncovered(_ design: Design, _ v: ExpressionValues, viewport: Size, above bottom: Double) -> ClosedRange<Double>? {
        let x = viewport.width / 2
        var spans: [(Double, Double)] = []
        for (index, layer) in design.layers.enumerated() {
            switch layer.kind { case .text, .icon, .spinner: continue; default: break }
            let r = design.resolve(layer: index, v, viewport: viewport)
            guard r.isDrawn else { continue }
            let box = r.scaledFrame(anchor: layer.anchor).intersection(r.clip)
            guard box.minX <= x, box.maxX >= x, !box.isEmpty else { continue }
            spans.append((box.minY, box.maxY))
        }
        var covered = 0.0
        for (top, end) in spans.sorted(by: { $0.0 < $1.0 }) {
            if top > covered + 0.5, covered < bottom - 0.5 { return covered...min(top, bottom) }
            covered = max(covered, end)
        }
        return covered < bottom - 0.5 ? covered...bottom : nil
    }
}
