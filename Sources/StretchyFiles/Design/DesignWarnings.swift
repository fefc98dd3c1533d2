import HeaderKit
import ScrollCore
import StretchyKit

/// A design that loads but looks broken with these numbers: what the tuning panel shows in its
/// one warning line (`short`) and what `replay` and the loader print (`message`).
public struct DesignWarning: Equatable, Sendable {
    public var short: String
    public var message: String
}

extension DesignChecks {
    /// The cheap check run after every change while tuning, on three moments only (at rest,
    /// pulled 150 pt, collapsed): a gap between the header and the first row, a header that never
    /// covers the safe area under the status bar, and contradictory sizes (a `minimumX` above its
    /// `maximumX`; a header that covers the first row at rest, as when parallax's expandedHeight
    /// is below its collapsed height).
    public static func findings(_ design: Design, parameters: Parameters? = nil, viewport: Size = referenceViewport,
                                safeArea: EdgeInsets = .zero) -> [DesignWarning] {
        let parameters = parameters ?? Parameters(catalog: design.catalog)
        var found = contradictoryLimits(parameters)
        let base = design.values(parameters: parameters, viewport: viewport, safeArea: safeArea)
        let inset = max(0, base.slots[ExpressionScope.insetTopSlot])
        let rowsTop = design.scroll.rowsTop.evaluate(design.values(base, atOffset: 0))
        // With `contentInsetAdjustment: automatic` the strip under the status bar shows the list's
        // background, as a UITableView's does: not a gap.
        let backgroundStrip = design.scroll.insetAdjustment.addedTop(safeTop: safeArea.top)
        // A design that places layers in content space (a card, a name under an avatar) draws its
        // own table header: the list's background between them is the designer's, not a gap. Only
        // what lies above the content's top must be covered then.
        let drawsContentHeader = design.layers.contains { $0.space == .content }
        for (label, pull) in [("at rest", 0.0), ("pulled \(Int(checkedPull)) pt", checkedPull)] {
            let v = design.values(base, atOffset: -inset - pull)
            let firstRowY = min(viewport.height, rowsTop - v.offset)
            let checkedBottom = drawsContentHeader ? min(firstRowY, -v.offset) : firstRowY
            if let gap = uncovered(design, v, viewport: viewport, above: checkedBottom), gap.upperBound > backgroundStrip + 0.5 {
                let span = "y \(JSONWriter.format(gap.lowerBound.rounded()))–\(JSONWriter.format(gap.upperBound.rounded())) pt"
                found.append(DesignWarning(short: "gap above the first row \(label) (\(span))",
                                           message: "\(design.name) shows a gap above the first row \(label): \(span) is not covered by any layer"))
            }
        }
        let rest = design.values(base, atOffset: -inset)
        if let cover = headerCover(design, rest, viewport: viewport, firstRowY: rowsTop + inset), cover > 0.5 {
            let amount = JSONWriter.format(cover.rounded())
            found.append(DesignWarning(short: "header covers the first row by \(amount) pt at rest (sizes contradict)",
                                       message: "\(design.name): at rest the header covers the first row by \(amount) pt (its sizes contradict each other, e.g. an expanded height below the collapsed one)"))
        }
        if safeArea.top > 0.5 {
            let atZero = design.values(base, atOffset: 0)
            let collapsed = design.scroll.collapsedOffset.map { $0.evaluate(atZero) } ?? rowsTop
            let moments = [-inset, -inset - checkedPull, max(collapsed, 0)]
            let coversSomewhere = moments.contains { offset in
                uncovered(design, design.values(base, atOffset: offset), viewport: viewport, above: safeArea.top) == nil
            }
            if !coversSomewhere {
                found.append(DesignWarning(short: "header never covers the status bar (safe area top \(JSONWriter.format(safeArea.top)) pt)",
                                           message: "\(design.name): no layer covers the safe area under the status bar (y 0–\(JSONWriter.format(safeArea.top)) pt) at rest, pulled or collapsed"))
            }
        }
        return found
    }

    /// The warnings' full messages (the loader's and `replay`'s stderr lines).
    public static func warnings(_ design: Design, parameters: Parameters? = nil, viewport: Size = referenceViewport,
                                safeArea: EdgeInsets = .zero) -> [String] {
        findings(design, parameters: parameters, viewport: viewport, safeArea: safeArea).map(\.message)
    }

    /// `minimumX` above `maximumX`, for every pair the catalog declares (zoom scales, a design's own).
    static func contradictoryLimits(_ parameters: Parameters) -> [DesignWarning] {
        parameters.catalog.specs.compactMap { spec -> DesignWarning? in
            guard spec.name.hasPrefix("minimum") else { return nil }
            let maximum = "maximum" + spec.name.dropFirst("minimum".count)
            guard let upper = parameters.value(maximum), parameters[spec.name] > upper else { return nil }
            let text = "\(spec.name) \(JSONWriter.format(parameters[spec.name])) is above \(maximum) \(JSONWriter.format(upper))"
            return DesignWarning(short: text, message: "\(text): the limits contradict each other")
        }
    }

    /// How far below the first row's top an opaque layer drawn above the list reaches at the
    /// viewport's centre line, at `v` (nil when none reaches it). Floating and pinned bars sit
    /// above the rows at rest, so anything over them is a contradiction in the sizes.
    static func headerCover(_ design: Design, _ v: ExpressionValues, viewport: Size, firstRowY: Double) -> Double? {
        let x = viewport.width / 2
        var deepest: Double?
        for (index, layer) in design.layers.enumerated() where layer.z == .aboveList {
            // A tab bar lays itself out over the list's bottom (its inset keeps the last rows clear), never the header.
            switch layer.kind { case .text, .icon, .spinner, .tabBar, .navigationBar: continue; default: break }
            let r = design.resolve(layer: index, v, viewport: viewport)
            guard r.isDrawn else { continue }
            let box = r.scaledFrame(anchor: layer.anchor).intersection(r.clip)
            guard box.minX <= x, box.maxX >= x, !box.isEmpty, box.minY < firstRowY else { continue }
            deepest = max(deepest ?? 0, box.maxY - firstRowY)
        }
        return deepest
    }
}
