import HeaderKit

/// A design that reads layers' frames by id (`name.maxY`, a stack's children) exported with each
/// read written out as the arithmetic of the field it reads: the exported screen computes every
/// frame where it draws it, in the order it draws them, so a read of a later layer needs no
/// declaration. The design's layout plan is acyclic (a cycle is refused at load), so this ends.
/// An `auto` text size is written as its lines at the font's line height (1.2 × size) — the
/// platform's own text measurement is not exported yet.
extension DesignCode {
    /// The slot as code: its identifier, or a frame field's own code in parentheses.
    func slotCode(_ slot: Int) -> String {
        guard let (layer, field) = frameField(slot) else { return slotNames[slot] }
        switch field {
        case "x": return "(\(code(layer.x)))"
        case "y": return "(\(code(layer.y)))"
        default:
            if let measured = layer.measured, (field == "width" && measured.width) || (field == "height" && measured.height),
               case let .text(text, size, _, _, _, lines, lineHeight) = layer.kind {
                let perLine = "\(code(size)) * \(language.number(1.2 * lineHeight))"
                if field == "height" { return "(\(perLine) * \(language.number(Double(max(1, lines)))))" }
                // One line's width estimated at half the size a character (no font in exported arithmetic).
                return "(\(code(size)) * \(language.number(0.5 * Double(text.count))))"
            }
            if let measured = layer.measured, (field == "width" && measured.width) || (field == "height" && measured.height),
               case let .button(button) = layer.kind {
                // The same estimate for its title, plus its insets and symbol (ButtonMetrics).
                let m = button.metrics
                if field == "height" { return language.number(m.fontSize * 1.2 + 2 * m.vertical) }
                return language.number(m.extraWidth(symbol: button.symbol != nil, title: !button.title.isEmpty)
                                       + 0.5 * m.fontSize * Double(button.title.count))
            }
            return bounded(field == "width" ? layer.width : layer.height, 0)
        }
    }

    /// The layer and field (`x`, `y`, `width`, `height`) a frame slot names; nil for other slots.
    func frameField(_ slot: Int) -> (DesignLayer, String)? {
        guard !design.scope.layerIDs.isEmpty, slot < design.scope.names.count else { return nil }
        let name = design.scope.names[slot]
        guard let dot = name.firstIndex(of: "."), slot >= ExpressionScope.builtIns.count + design.parameters.count + design.variables.count else { return nil }
        let id = String(name[..<dot])
        guard let layer = design.layers.first(where: { $0.id == id }) else { return nil }
        return (layer, String(name[name.index(after: dot)...]))
    }
}

extension UsedSlots {
    /// What a frame slot's field reads (nothing for other slots).
    func frameReads(_ slot: Int) -> Set<Int> {
        guard !design.scope.layerIDs.isEmpty, slot < design.scope.names.count,
              slot >= ExpressionScope.builtIns.count + design.parameters.count + design.variables.count else { return [] }
        let name = design.scope.names[slot]
        guard let dot = name.firstIndex(of: "."), let layer = design.layers.first(where: { $0.id == String(name[..<dot]) }) else { return [] }
        switch name[name.index(after: dot)...] {
        case "x": return Self.read(layer.x)
        case "y": return Self.read(layer.y)
        default:
            let measuredField = (name.hasSuffix(".width") && layer.measured?.width == true) || (name.hasSuffix(".height") && layer.measured?.height == true)
            if case .button = layer.kind, measuredField { return [] }  // a constant estimate (slotCode)
            guard case let .text(_, size, _, _, _, _, _) = layer.kind, layer.measured != nil else {
                return Self.read(name.hasSuffix(".width") ? layer.width : layer.height)
            }
            let field = name.hasSuffix(".width") ? layer.width : layer.height
            return measuredField ? Self.read(size) : Self.read(field)
        }
    }
}
