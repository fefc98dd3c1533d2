import HeaderKit
import StretchyKit

/// A design's `stack` layers written out as the plain layers they stand for: the stack (a `color`
/// layer, clear unless it names a colour) followed by its children, each child's frame an
/// expression of the stack's and its previous sibling's (`name.maxY + 8`), which `LayoutPlan`
/// evaluates in dependency order. So a stack is nothing the renderer, the trace or the sidecar
/// has to know: every stack and every child is a layer with its id and frame.
///
/// The rule (SwiftUI's VStack/HStack, UIStackView's fill distribution): children one after another
/// along `axis`, `spacing` apart, inside `padding`. The stack's size along its axis defaults to
/// padding + children + spacing; across it a child fills the stack (less padding) unless it has its
/// own size, then it sits by `alignment`. A text or button child measures itself along the axis (`auto`); a
/// `spacer` takes what is left along the axis (nothing in a stack sized by its children).
struct StackFlattening {
    let json: JSONFieldReader
    /// The layers in drawing order, each with its path in messages (by id) and its place in the file.
    private(set) var layers: [(value: JSONValue, path: String, position: String)] = []
    /// Each stack's rule, by id.
    private(set) var rules: [String: StackRule] = [:]
    private var spacers = 0

    static let stackFields = ["axis", "spacing", "padding", "alignment", "children"]

    init(json: JSONFieldReader) { self.json = json }

    mutating func flatten(_ elements: [JSONValue]) throws(StretchyError) {
        for (i, element) in elements.enumerated() { try add(element, at: "layers[\(i)]", placed: [], parentAxis: nil) }
        layers = layers.map { ($0.value, LayerPath.path($0.value, fallback: $0.position), $0.position) }
    }

    /// Whether the design needs frame slots: a stack, a text measured with `auto`, or a button (it sizes itself).
    var measuresOrStacks: Bool {
        !rules.isEmpty || layers.contains {
            $0.value["width"] == .string("auto") || $0.value["height"] == .string("auto") || $0.value["kind"] == .string("button")
        }
    }

    private mutating func add(_ value: JSONValue, at path: String, placed: [(String, JSONValue)], parentAxis: StackRule.Axis?) throws(StretchyError) {
        guard case var .object(members) = value, value["kind"] == .string("stack") else {
            layers.append((Self.merged(value, placed), path, path))
            return
        }
        let id = try nameableID(value, at: path)
        let path = LayerPath.named(id) ?? path
        let axis = try choice(value["axis"], at: "\(path).axis", default: StackRule.Axis.vertical)
        let spacing = try value["spacing"].map { v throws(StretchyError) in try json.number(v, at: "\(path).spacing") } ?? 0
        let padding = try self.padding(value["padding"], at: "\(path).padding")
        let alignment = try self.alignment(value["alignment"], axis: axis, at: "\(path).alignment")
        let children = try value["children"].map { v throws(StretchyError) in try json.array(v, at: "\(path).children") } ?? []
        members.removeAll { Self.stackFields.contains($0.0) }
        for (key, v) in placed where !members.contains(where: { $0.0 == key }) { members.append((key, v)) }

        let vertical = axis == .vertical
        let (mainPos, mainSize, mainMax) = vertical ? ("y", "height", "maxY") : ("x", "width", "maxX")
        let (crossPos, crossSize) = vertical ? ("x", "width") : ("y", "height")
        let (start, end) = vertical ? (padding.top, padding.bottom) : (padding.leading, padding.trailing)
        let (crossStart, crossEnd) = vertical ? (padding.leading, padding.trailing) : (padding.top, padding.bottom)
        func has(_ v: JSONValue, _ key: String) -> Bool { v[key] != nil }

        // The children's ids (a spacer may have none) and which have a size across the axis of their own.
        var ids: [String] = [], spacer: [Bool] = []
        func childPath(_ j: Int) -> String { LayerPath.path(children[j], fallback: "\(path).children[\(j)]") }
        for (j, child) in children.enumerated() {
            let childPath = childPath(j)
            _ = try json.object(child, at: childPath)
            let isSpacer = child["kind"] == .string("spacer")
            if isSpacer, child["id"] == nil {
                spacers += 1
                ids.append("spacer_\(spacers)")
            } else {
                ids.append(try nameableID(child, at: childPath))
            }
            spacer.append(isSpacer)
            for key in ["x", "y"] where has(child, key) {
                throw json.fail("\(childPath).\(key)", "a stack places its children; move the stack '\(id)', or use its padding or a spacer")
            }
        }
        // Across the axis a child fills the stack unless it has a size of its own: its field, a
        // horizontal stack's text (its measured line), or a column in a row (as tall as its children).
        // A row in a column fills it, as a row of buttons with a spacer should.
        func ownsCross(_ child: JSONValue) -> Bool {
            has(child, crossSize) || (!vertical && Self.sizesItself(child))
                || (!vertical && child["kind"] == .string("stack") && (try? choice(child["axis"], at: "", default: StackRule.Axis.vertical)) == .vertical)
        }
        let stackMainSize = members.contains { $0.0 == mainSize }
        if !stackMainSize {
            // The children's sizes, not the last one's end: a stack centred in its parent by its own size must not read its place.
            let gaps = spacing * Double(max(0, ids.count - 1))
            let size = ([Self.number(start + end + gaps)] + ids.map { "\($0).\(mainSize)" }).joined(separator: " + ")
            members.append((mainSize, .string(size)))
        }
        if !members.contains(where: { $0.0 == crossSize }), !(vertical && parentAxis == nil) {
            let sized = children.indices.filter { !spacer[$0] && ownsCross(children[$0]) }.map { "\(ids[$0]).\(crossSize)" }
            guard let first = sized.first else {
                throw json.fail("\(path).\(crossSize)", "a \(axis.rawValue) stack needs a \(crossSize), or a child with one")
            }
            let largest = sized.dropFirst().reduce(first) { "max(\($0), \($1))" }
            members.append((crossSize, .string("\(Self.number(crossStart + crossEnd)) + \(largest)")))
        }
        if members.first(where: { $0.0 == "color" }) == nil, !members.contains(where: { $0.0 == "visible" }) {
            members.append(("visible", .number(0)))  // nothing to draw: a stack without a colour only places
        }
        layers.append((.object(members), path, path))
        rules[id] = StackRule(axis: axis, spacing: spacing, padding: padding, alignment: alignment, children: ids)

        // What the stack was placed with counts too: a nested stack passes its parent's space on.
        let placedStack = JSONValue.object(members)
        let inheritedSpace = placedStack["space"], inheritedZ = placedStack["z"]
        let share: String = {
            let flexible = spacer.filter { $0 }.count
            guard stackMainSize, flexible > 0 else { return "0" }
            let fixed = ids.indices.filter { !spacer[$0] }.map { " - \(ids[$0]).\(mainSize)" }.joined()
            let gaps = spacing * Double(max(0, ids.count - 1))
            return "max(0, (\(id).\(mainSize) - \(Self.number(start + end + gaps))\(fixed)) / \(flexible))"
        }()
        for (j, child) in children.enumerated() {
            let childPath = childPath(j)
            for (key, inherited) in [("space", inheritedSpace), ("z", inheritedZ)] where child[key] != nil && child[key] != inherited {
                throw json.fail("\(childPath).\(key)", "a stack's children share its \(key) (the stack '\(id)' is in \(inherited.map { "\($0)" } ?? "the default"))")
            }
            var place: [(String, JSONValue)] = []
            if let inheritedSpace { place.append(("space", inheritedSpace)) }
            if let inheritedZ { place.append(("z", inheritedZ)) }
            if spacer[j], child["id"] == nil { place.append(("id", .string(ids[j]))) }
            if spacer[j] { place.append(("visible", .number(0))) }  // a spacer only takes room
            place.append((mainPos, .string(j == 0 ? "\(id).\(mainPos) + \(Self.number(start))" : "\(ids[j - 1]).\(mainMax) + \(Self.number(spacing))")))
            let kind = child["kind"]
            if !has(child, mainSize) {
                if spacer[j] { place.append((mainSize, .string(share))) }
                else if Self.sizesItself(child) { place.append((mainSize, .string("auto"))) }
                else if kind != .string("stack") {
                    throw json.fail(childPath, "needs a \(mainSize) in a \(axis.rawValue) stack (only text, buttons, spacers and stacks size themselves)")
                }
            }
            let inner = "(\(id).\(crossSize) - \(Self.number(crossStart + crossEnd)))"
            let leading = "\(id).\(crossPos) + \(Self.number(crossStart))"
            if ownsCross(child) && !spacer[j] {
                if !has(child, crossSize), Self.sizesItself(child) { place.append((crossSize, .string("auto"))) }
                let size = "\(ids[j]).\(crossSize)"
                let position: String = switch alignment {
                case .leading, .top: leading
                case .center: "\(leading) + (\(inner) - \(size)) / 2"
                case .trailing, .bottom: "\(id).\(crossPos) + \(id).\(crossSize) - \(Self.number(crossEnd)) - \(size)"
                }
                place.append((crossPos, .string(position)))
            } else {
                place.append((crossPos, .string(leading)))
                place.append((crossSize, .string(inner)))
            }
            try add(child, at: "\(path).children[\(j)]", placed: place, parentAxis: axis)
        }
    }

    /// A text or a button: measured along the axis (`auto`), and across a row.
    private static func sizesItself(_ child: JSONValue) -> Bool {
        child["kind"] == .string("text") || child["kind"] == .string("button")
    }

    /// `value` with the `placed` fields it does not set itself.
    private static func merged(_ value: JSONValue, _ placed: [(String, JSONValue)]) -> JSONValue {
        guard case var .object(members) = value, !placed.isEmpty else { return value }
        for (key, v) in placed where !members.contains(where: { $0.0 == key }) { members.append((key, v)) }
        return .object(members)
    }

    private func nameableID(_ value: JSONValue, at path: String) throws(StretchyError) -> String {
        let id = try json.string(try json.required(value, "id", at: path, "a stack and its children have ids (they place each other by them)"), at: "\(path).id")
        guard LayerFrameNames.isNameable(id) else {
            throw json.fail("\(path).id", "'\(id)': a stack's and its children's ids are letters, digits and _ (expressions read them: '\(id).maxY')")
        }
        return id
    }

    private func padding(_ value: JSONValue?, at path: String) throws(StretchyError) -> StackRule.EdgePadding {
        guard let value else { return StackRule.EdgePadding(top: 0, leading: 0, bottom: 0, trailing: 0) }
        if case let .number(all) = value { return StackRule.EdgePadding(top: all, leading: all, bottom: all, trailing: all) }
        let fields = try json.object(value, at: path)
        json.noteUnknownMembers(fields, known: ["top", "leading", "bottom", "trailing"], at: path)
        func side(_ key: String) throws(StretchyError) -> Double {
            try value[key].map { v throws(StretchyError) in try json.number(v, at: "\(path).\(key)") } ?? 0
        }
        return StackRule.EdgePadding(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing"))
    }

    private func alignment(_ value: JSONValue?, axis: StackRule.Axis, at path: String) throws(StretchyError) -> StackRule.Alignment {
        guard let value else { return .center }
        let name = try json.string(value, at: path)
        let allowed: [StackRule.Alignment] = axis == .vertical ? [.leading, .center, .trailing] : [.top, .center, .bottom]
        guard let alignment = StackRule.Alignment(rawValue: name), allowed.contains(alignment) else {
            throw json.fail(path, "a \(axis.rawValue) stack aligns its children \(allowed.map { "'\($0.rawValue)'" }.joined(separator: ", ")), not '\(name)'")
        }
        return alignment
    }

    private func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue?, at path: String, default fallback: T)
        throws(StretchyError) -> T where T.RawValue == String {
        try json.choice(value, at: path, default: fallback)
    }

    private static func number(_ value: Double) -> String { JSONWriter.format(value) }
}
