import ScrollCore

extension Design {
    /// The evaluation order of the design's variables and read frames (nil when no expression reads
    /// a layer's frame and no text is measured), or the cycle that makes one impossible.
    public func makeLayoutPlan() throws(LayoutCycle) -> LayoutPlan? {
        guard !scope.layerIDs.isEmpty else { return nil }
        var graph = LayoutGraph()
        let firstVariable = ExpressionScope.builtIns.count + parameters.count
        for (i, variable) in variables.enumerated() {
            graph.add(slot: firstVariable + i, name: variable.name, .variable(slot: firstVariable + i, variable.expression),
                      reads: variable.expression.slotsRead, sources: [variable.expression.source])
        }
        for (index, layer) in layers.enumerated() {
            guard let x = scope.slot(of: "\(layer.id).x") else { continue }
            let properties = [layer.x, layer.y, layer.width, layer.height]
            for (f, field) in LayerFrameNames.fields.enumerated() {
                let slot = x + f, name = "\(layer.id).\(field)"
                if let measured = layer.measured, (f == 2 && measured.width) || (f == 3 && measured.height),
                   var m = Self.measuredText(layer, index: index, height: f == 3) {
                    var reads = m.size.slotsRead
                    if f == 3 {
                        if case .text = layer.kind {  // wrapped at its width; a button's title is one line
                            m.widthSlot = x + 2
                            reads.insert(x + 2)
                        }
                        graph.add(slot: slot, name: name, .measuredHeight(slot: slot, m), reads: reads, sources: [])
                    } else {
                        reads.formUnion(measured.maxWidth?.slotsRead ?? [])
                        graph.add(slot: slot, name: name, .measuredWidth(slot: slot, m), reads: reads, sources: [])
                    }
                    continue
                }
                graph.add(slot: slot, name: name, .frame(slot: slot, properties[f], isSize: f >= 2),
                          reads: properties[f].slotsRead, sources: properties[f].sources)
            }
        }
        return LayoutPlan(steps: try graph.ordered())
    }

    /// What a measured layer's `auto` size is measured from: a text's own string and style; a
    /// button's title in its font on one line, plus its insets (and symbol, across) — its
    /// height is a line's even without a title, as UIButton's is.
    private static func measuredText(_ layer: DesignLayer, index: Int, height: Bool) -> LayoutPlan.MeasuredText? {
        switch layer.kind {
        case let .text(text, size, weight, _, _, lines, lineHeight):
            return LayoutPlan.MeasuredText(layer: index, text: text, size: size, weight: weight, lines: lines,
                                           lineHeight: lineHeight, widthSlot: nil, maxWidth: layer.measured?.maxWidth)
        case let .button(button):
            let metrics = button.metrics
            var m = LayoutPlan.MeasuredText(layer: index, text: height && button.title.isEmpty ? "Ag" : button.title,
                                            size: .constant(metrics.fontSize), weight: metrics.weight, lines: 1, lineHeight: 1,
                                            widthSlot: nil, maxWidth: layer.measured?.maxWidth)
            m.extra = height ? 2 * metrics.vertical : metrics.extraWidth(symbol: button.symbol != nil, title: !button.title.isEmpty)
            return m
        default:
            return nil
        }
    }
}

/// The derived values as a graph (each reads some others), put in an order where each comes after
/// what it reads: a depth-first walk in the design's order, so variables keep theirs.
struct LayoutGraph {
    struct Node {
        var name: String
        var step: LayoutPlan.Step
        var reads: Set<Int>
        var sources: [String]
    }
    private var nodes: [Node] = []
    private var nodeBySlot: [Int: Int] = [:]

    mutating func add(slot: Int, name: String, _ step: LayoutPlan.Step, reads: Set<Int>, sources: [String]) {
        nodeBySlot[slot] = nodes.count
        nodes.append(Node(name: name, step: step, reads: reads, sources: sources))
    }

    func ordered() throws(LayoutCycle) -> [LayoutPlan.Step] {
        enum Mark { case none, visiting, done }
        var marks = Array(repeating: Mark.none, count: nodes.count)
        var order: [LayoutPlan.Step] = []
        var path: [Int] = []
        // Iterative depth-first walk: a deep chain of stacked layers must not exhaust the stack.
        for root in nodes.indices where marks[root] == .none {
            var stack: [(node: Int, pending: [Int])] = [(root, dependencies(root))]
            marks[root] = .visiting
            path.append(root)
            while !stack.isEmpty {
                if let next = stack[stack.count - 1].pending.popLast() {
                    switch marks[next] {
                    case .done: continue
                    case .visiting:
                        let start = path.lastIndex(of: next)!
                        throw cycle(Array(path[start...]) + [next])
                    case .none:
                        marks[next] = .visiting
                        path.append(next)
                        stack.append((next, dependencies(next)))
                    }
                } else {
                    let (node, _) = stack.removeLast()
                    marks[node] = .done
                    path.removeLast()
                    order.append(nodes[node].step)
                }
            }
        }
        return order
    }

    /// The nodes `node` reads, the design's first last (they are popped from the end).
    private func dependencies(_ node: Int) -> [Int] {
        nodes[node].reads.compactMap { nodeBySlot[$0] }.sorted(by: >)
    }

    /// The cycle `path` (its first node again at its end) named as written: each value after the
    /// first as the one before it reads it (`name.maxY` for a read of name's y and height).
    private func cycle(_ path: [Int]) -> LayoutCycle {
        var names = [nodes[path[0]].name]
        for (reader, read) in zip(path, path.dropFirst()) {
            names.append(written(nodes[read].name, in: nodes[reader].sources) ?? nodes[read].name)
        }
        return LayoutCycle(names: names)
    }

    /// How `sources` name the value `name` (`badge.y`): the first `badge.member` whose member reads it.
    private func written(_ name: String, in sources: [String]) -> String? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let id = String(name[..<dot]), field = String(name[name.index(after: dot)...])
        for source in sources {
            let characters = Array(source), target = Array(id + ".")
            var i = 0
            while i + target.count <= characters.count {
                let before = i > 0 ? characters[i - 1] : " "
                if Array(characters[i..<i + target.count]) == target, !(before.isLetter || before.isNumber || before == "_" || before == ".") {
                    var j = i + target.count
                    while j < characters.count, characters[j].isLetter { j += 1 }
                    let member = String(characters[(i + target.count)..<j])
                    if LayerFrameNames.fields(read: member).contains(field) { return "\(id).\(member)" }
                }
                i += 1
            }
        }
        return nil
    }
}
