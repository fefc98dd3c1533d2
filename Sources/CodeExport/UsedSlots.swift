import HeaderKit

/// Which built-ins and design variables a piece of exported code reads, so each function declares
/// only those (an unused `let` is a compiler warning in the engineer's project).
struct UsedSlots {
    let design: Design

    /// Slots `property` reads; a keyframes track reads the offset (the helper's first argument).
    static func read(_ property: DesignProperty) -> Set<Int> {
        switch property {
        case let .expression(e): return e.slotsRead
        case let .keyframes(k):
            return (k.offsets + k.values).reduce(into: [ExpressionScope.offsetSlot]) { $0.formUnion($1.slotsRead) }
        }
    }

    private var firstVariable: Int { ExpressionScope.builtIns.count + design.parameters.count }

    /// The slots `direct` needs, following design variables (and insetTop) to what they read.
    func closure(_ direct: Set<Int>) -> Set<Int> {
        var needed = direct, pending = Array(direct)
        while let slot = pending.popLast() {
            var reads: Set<Int> = []
            if slot == ExpressionScope.insetTopSlot {
                reads = design.scroll.contentInsetTop.slotsRead
                if design.scroll.insetAdjustment == .automatic { reads.insert(ExpressionScope.safeTopSlot) }
            } else if slot >= firstVariable, slot - firstVariable < design.variables.count {
                reads = design.variables[slot - firstVariable].expression.slotsRead
            } else {
                reads = frameReads(slot)  // a layer's frame read by id: what its field reads
            }
            for r in reads where !needed.contains(r) { needed.insert(r); pending.append(r) }
        }
        return needed
    }

    func closure(properties: [DesignProperty], expressions: [DesignExpression] = []) -> Set<Int> {
        closure(properties.reduce(into: Set(expressions.flatMap(\.slotsRead))) { $0.formUnion(Self.read($1)) })
    }

    /// Every property of every layer the targets write as code (frames, kinds, clips): a blur only
    /// on images (the renderer blurs nothing else) and only where the target has one (`blur`); a
    /// property only where `writes` says the target writes it (by layer and property name).
    func layerProperties(blur: Bool, writes: (DesignLayer, String) -> Bool = { _, _ in true }) -> [DesignProperty] {
        design.layers.flatMap { layer in
            let isImage = if case .image = layer.kind { true } else { false }
            return layer.properties.filter { ($0.0 != "blur" || (blur && isImage)) && writes(layer, $0.0) }.map(\.1)
                + layer.kind.expressions.map(DesignProperty.expression)
        }
    }

    /// Whether the variable at `index` of the design's list is needed by `slots`.
    func needsVariable(_ index: Int, in slots: Set<Int>) -> Bool { slots.contains(firstVariable + index) }
}

extension LayerKind {
    /// Expressions a kind's code reads that are not properties (a pager's page count; a segment
    /// count is not: the titles are written out).
    var expressions: [DesignExpression] {
        switch self {
        case let .pager(_, pages, _): [pages]
        default: []
        }
    }
}
