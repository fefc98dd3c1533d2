import Foundation
import HeaderKit
import ScrollCore
import StretchyKit

/// Reads a design file (see README, "Design files"): every error is one line naming the file and
/// the JSON path, layers by id (`profile.json: 'layers['banner'].height': unknown variable 'ofset' (known: …)`).
public enum DesignLoader {
    /// The shipped designs use at most 21; 1,000 keeps a frame's layer work well inside its budget.
    static let maximumLayers = 1000
    static let knownFields = ["name", "summary", "order", "parameters", "variables", "scroll", "layers", "stretchFactor", "list", "content",
                              "rowTemplates", "appearance"]
    static let knownScrollFields = ["contentInsetTop", "contentInsetAdjustment", "rowsTop", "bounces", "alwaysBounceVertical", "paging", "refresh",
                                    "snap", "floating", "stretchTrigger", "collapsedOffset", "sectionHeaders", "contentInsetBottom", "edgeEffect"]
    static let knownParameterFields = ["default", "min", "max", "step", "unit", "summary"]
    static let knownLayerFields = ["id", "kind", "space", "z", "role", "x", "y", "width", "height", "alpha", "scale", "blur",
                                   "visible", "anchor", "clip", "image", "images", "contentMode", "mask", "cornerRadius",
                                   "color", "top", "bottom", "text", "style", "size", "weight", "alignment", "material",
                                   "segments", "count", "pages", "dots", "lines", "lineHeight", "symbol", "switchesTabs",
                                   "tint", "colors", "locations", "startPoint", "endPoint", "shape", "shadow", "border", "interactive", "optics", "group", "bar",
                                   "items", "selected", "minimize", "accessory", "ios", "action", "maxWidth", "indicator", "selectedColor",
                                   "title", "largeTitle", "leading", "trailing", "tabs", "search"]
    /// Fields a tool keeps in a layer for itself, not the design: `stretchy import`'s `source` (the
    /// Figma node or SVG element a re-import matches by). Known, so never warned about; nothing
    /// draws or exports them, so code export's schema coverage does not list them.
    static let bookkeepingLayerFields = ["source"]

    /// Loads and checks a design file; `warn` gets the warnings (a gap above the first row…).
    public static func load(path: String, warn: (String) -> Void = IgnoredFields.printWarning) throws(StretchyError) -> LoadedDesign {
        let document = try JSONFieldReader.load(path: path)
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var reader = DesignReader(json: JSONFieldReader(file: fileName), folder: folder)
        defer { reader.json.ignored.messages(file: fileName).forEach(warn) }
        let loaded = try reader.design(document, path: path)
        try DesignChecks.check(loaded.design, reader: reader.json)
        DesignChecks.warnings(loaded.design).forEach { warn("\(fileName): \($0)") }
        return loaded
    }
}

/// A design and where it sits in `stretchy designs` (the seven presets first).
public struct LoadedDesign: Sendable, Equatable {
    public var design: Design
    public var order: Double
}

/// The reading half of DesignLoader: JSON values to the design model, with paths in errors.
struct DesignReader {
    let json: JSONFieldReader
    let folder: String
    var scope = ExpressionScope(parameters: [])
    private(set) var images: [String] = []
    /// While a row template's layers are read: its image files and `$name` patterns (an image
    /// layer indexes these instead of the design's images).
    var rowImages: [String]?
    /// The design's stacks' rules by id (`StackFlattening`).
    var stackRules: [String: StackRule] = [:]

    init(json: JSONFieldReader, folder: String) {
        self.json = json
        self.folder = folder
    }

    mutating func design(_ document: JSONValue, path: String) throws(StretchyError) -> LoadedDesign {
        let members = try json.object(document, at: "")
        json.noteUnknownMembers(members, known: DesignLoader.knownFields, at: "")
        let fallbackName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let name = try document["name"].map { v throws(StretchyError) in try json.string(v, at: "name") } ?? fallbackName
        let summary = try document["summary"].map { v throws(StretchyError) in try json.string(v, at: "summary") } ?? ""
        let order = try document["order"].map { v throws(StretchyError) in try json.number(v, at: "order") } ?? 1000
        let parameters = try document["parameters"].map { v throws(StretchyError) in try self.parameters(v) } ?? []
        var variableNames: [String] = []
        if let variables = document["variables"] {
            for (name, _) in try json.object(variables, at: "variables") {
                guard !(parameters.map(\.name) + ExpressionScope.builtIns + variableNames).contains(name) else {
                    throw json.fail("variables.\(name)", "'\(name)' is already a parameter, a built-in or a variable")
                }
                variableNames.append(name)
            }
        }
        let layersValue = try json.required(document, "layers", at: "", "a design needs a layers array")
        let elements = try json.array(layersValue, at: "layers")
        var stacks = StackFlattening(json: json)
        try stacks.flatten(elements)
        stackRules = stacks.rules
        scope = ExpressionScope(parameters: parameters.map(\.name) + variableNames)
        let firstFrameSlot = scope.names.count
        if stacks.measuresOrStacks || FrameReferences.any(in: document, ids: Set(stacks.layers.compactMap { if case let .string(id)? = $0.value["id"] { id } else { nil } })) {
            scope = Self.scopeWithFrames(parameters.map(\.name) + variableNames, layers: stacks.layers.map(\.value))
        }
        var variables: [(name: String, expression: DesignExpression)] = []
        for (i, name) in variableNames.enumerated() {
            let expression = try self.expression(document["variables"]![name]!, at: "variables.\(name)")
            let ownSlot = ExpressionScope.builtIns.count + parameters.count + i
            if let later = expression.slotsRead.first(where: { $0 >= ownSlot && $0 < firstFrameSlot }) {
                throw json.fail("variables.\(name)", "reads '\(scope.names[later])', which is defined at or after it (a cycle)")
            }
            variables.append((name, expression))
        }
        let scroll = try self.scroll(document["scroll"] ?? .object([]))
        var layers: [DesignLayer] = []
        var ids: [String: String] = [:]
        guard stacks.layers.count <= DesignLoader.maximumLayers else {
            throw json.fail("layers", "has \(stacks.layers.count) layers, at most \(DesignLoader.maximumLayers) (every layer is evaluated and drawn each frame)")
        }
        for (element, path, position) in stacks.layers {
            let layer = try self.layer(element, at: path)
            if let first = ids[layer.id] {
                throw json.fail("\(position).id", "duplicate layer id '\(layer.id)' (also \(first))")
            }
            ids[layer.id] = position
            layers.append(layer)
        }
        let stretch = try document["stretchFactor"].map { v throws(StretchyError) in try property(v, at: "stretchFactor") }
        let rowTemplates = try document["rowTemplates"].map { v throws(StretchyError) in
            try self.rowTemplates(v, scope: Self.rowScope(scope))
        } ?? [:]
        var design = Design(name: name, summary: summary, file: path, parameters: parameters, variables: variables,
                            scroll: scroll, layers: layers,
                            images: images, stretchFactor: stretch)
        design.scope = scope
        do { design.layout = try design.makeLayoutPlan() } catch { throw json.fail("layers", error.description) }
        design.rowTemplates = rowTemplates
        try readScreen(document, into: &design)
        return LoadedDesign(design: design, order: order)
    }

    // MARK: Parameters

    private func parameters(_ value: JSONValue) throws(StretchyError) -> [ParameterSpec] {
        var specs: [ParameterSpec] = []
        let reserved = Set(ExpressionScope.builtIns + ParameterCatalog.shared.specs.map(\.name))
        for (name, member) in try json.object(value, at: "parameters") {
            let path = "parameters.\(name)"
            guard name.first.map({ $0.isLetter || $0 == "_" }) == true,
                  name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw json.fail(path, "a parameter name is letters, digits and _ (it is used in expressions)")
            }
            guard !reserved.contains(name) else {
                throw json.fail(path, "'\(name)' is a built-in variable or a shared parameter; choose another name")
            }
            let fields = try json.object(member, at: path)
            json.noteUnknownMembers(fields, known: DesignLoader.knownParameterFields, at: path)
            let summary = try member["summary"].map { v throws(StretchyError) in try json.string(v, at: "\(path).summary") } ?? ""
            let unit = try member["unit"].map { v throws(StretchyError) in try json.string(v, at: "\(path).unit") }
            let defaultValue = try json.required(member, "default", at: path)
            if case let .bool(on) = defaultValue {
                var spec = ParameterSpec.toggle(name, default: on, summary: summary)
                spec.unit = unit
                specs.append(spec)
                continue
            }
            let value = try json.number(defaultValue, at: "\(path).default")
            let lower = try member["min"].map { v throws(StretchyError) in try json.number(v, at: "\(path).min") } ?? min(0, value)
            let upper = try member["max"].map { v throws(StretchyError) in try json.number(v, at: "\(path).max") }
                ?? max(value * 4, value + 100)
            guard lower <= upper else { throw json.fail(path, "min \(JSONWriter.format(lower)) is above max \(JSONWriter.format(upper))") }
            guard value >= lower, value <= upper else {
                throw json.fail("\(path).default", "\(JSONWriter.format(value)) is outside [\(JSONWriter.format(lower)), \(JSONWriter.format(upper))]")
            }
            let step = try member["step"].map { v throws(StretchyError) in try json.number(v, at: "\(path).step") }
                ?? max((upper - lower) / 100, 0.01)
            guard step > 0 else { throw json.fail("\(path).step", "must be above 0") }
            var spec = ParameterSpec(name, default: value, range: lower...upper, step: step, summary: summary)
            spec.unit = unit
            specs.append(spec)
        }
        return specs
    }

    // MARK: Scroll

    private mutating func scroll(_ value: JSONValue) throws(StretchyError) -> DesignScroll {
        let members = try json.object(value, at: "scroll")
        json.noteUnknownMembers(members, known: DesignLoader.knownScrollFields, at: "scroll")
        func expr(_ key: String) throws(StretchyError) -> DesignExpression? {
            try value[key].map { v throws(StretchyError) in try expression(v, at: "scroll.\(key)") }
        }
        var scroll = DesignScroll(contentInsetTop: try expr("contentInsetTop") ?? constant(0), rowsTop: try expr("rowsTop") ?? constant(0))
        for (key, parameter) in [("bounces", PhysicsParameter.bounces.name), ("alwaysBounceVertical", PhysicsParameter.alwaysBounceVertical.name),
                                 ("paging", PhysicsParameter.pagingEnabled.name)] {
            if let flag = value[key] { scroll.defaults[parameter] = try json.bool(flag, at: "scroll.\(key)") ? 1 : 0 }
        }
        // Pull to refresh is off unless a design asks for it.
        scroll.defaults[RefreshParameter.refreshEnabled.name] = 0
        switch value["refresh"] {
        case nil: break
        case let .bool(on)?: scroll.defaults[RefreshParameter.refreshEnabled.name] = on ? 1 : 0
        case let refresh?:
            let fields = try json.object(refresh, at: "scroll.refresh")
            json.noteUnknownMembers(fields, known: ["threshold"], at: "scroll.refresh")
            scroll.defaults[RefreshParameter.refreshEnabled.name] = 1
            if let threshold = refresh["threshold"] {
                let value = try json.number(threshold, at: "scroll.refresh.threshold"), spec = RefreshParameter.refreshThreshold.spec
                guard spec.accepts(value) else {
                    throw json.fail("scroll.refresh.threshold", "\(FrameRecord.number(value)) is outside \(spec.rangeDescription) pt")
                }
                scroll.defaults[spec.name] = value
            }
        }
        switch value["snap"] {
        case nil: break
        case let .array(offsets)?:
            scroll.snap = try snapOffsets(offsets, at: "scroll.snap")
        case let snap?:
            let fields = try json.object(snap, at: "scroll.snap")
            json.noteUnknownMembers(fields, known: ["offsets", "enabled"], at: "scroll.snap")
            guard let offsets = snap["offsets"] else { throw json.fail("scroll.snap.offsets", "is missing") }
            scroll.snap = try snapOffsets(try json.array(offsets, at: "scroll.snap.offsets"), at: "scroll.snap.offsets")
            scroll.snapEnabled = try snap["enabled"].map { v throws(StretchyError) in try expression(v, at: "scroll.snap.enabled") }
        }
        if let adjustment = value["contentInsetAdjustment"] {
            let name = try json.string(adjustment, at: "scroll.contentInsetAdjustment")
            guard let behavior = ContentInsetAdjustment(rawValue: name) else {
                let known = ContentInsetAdjustment.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")
                throw json.fail("scroll.contentInsetAdjustment", "must be \(known), not '\(name)'")
            }
            scroll.insetAdjustment = behavior
        }
        scroll.floating = try expr("floating")
        scroll.stretchTrigger = try expr("stretchTrigger")
        scroll.collapsedOffset = try expr("collapsedOffset")
        scroll.contentInsetBottom = try expr("contentInsetBottom")
        if let edges = value["edgeEffect"] {
            let fields = try json.object(edges, at: "scroll.edgeEffect")
            json.noteUnknownMembers(fields, known: ["top", "bottom"], at: "scroll.edgeEffect")
            scroll.edgeEffect.top = try choice(edges["top"], at: "scroll.edgeEffect.top", default: ScrollEdgeEffect.Style.automatic)
            scroll.edgeEffect.bottom = try choice(edges["bottom"], at: "scroll.edgeEffect.bottom", default: ScrollEdgeEffect.Style.automatic)
        }
        if let sections = value["sectionHeaders"] {
            let path = "scroll.sectionHeaders"
            let fields = try json.object(sections, at: path)
            json.noteUnknownMembers(fields, known: ["rowsPerSection", "height", "pinTop"], at: path)
            let rows = try sections["rowsPerSection"].map { v throws(StretchyError) in try json.integer(v, at: "\(path).rowsPerSection", in: 1...100_000) } ?? 10
            let height = try sections["height"].map { v throws(StretchyError) in try json.number(v, at: "\(path).height") } ?? 28
            guard height >= 0, height <= 500 else { throw json.fail("\(path).height", "must be from 0 to 500 points") }
            let pinTop = try sections["pinTop"].map { v throws(StretchyError) in try expression(v, at: "\(path).pinTop") } ?? DesignExpression(constant: 0)
            scroll.sectionHeaders = SectionHeaders(rowsPerSection: rows, height: height, pinTop: pinTop)
        }
        return scroll
    }

    private func snapOffsets(_ values: [JSONValue], at path: String) throws(StretchyError) -> [DesignExpression] {
        var offsets: [DesignExpression] = []
        for (i, v) in values.enumerated() { offsets.append(try expression(v, at: "\(path)[\(i)]")) }
        return offsets
    }

    // MARK: Layers

    mutating func layer(_ value: JSONValue, at path: String) throws(StretchyError) -> DesignLayer {
        let members = try json.object(value, at: path)
        json.noteUnknownMembers(members, known: DesignLoader.knownLayerFields + DesignLoader.bookkeepingLayerFields, at: path)
        let idValue = try json.required(value, "id", at: path, "every layer has an id")
        let id = try json.string(idValue, at: "\(path).id")
        // An id names trace.csv's columns (--trace-layers), one line per frame.
        if id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw json.fail("\(path).id", "holds a line break or another control character; an id names trace columns, one line each")
        }
        let kindValue = try json.required(value, "kind", at: path, "known: \(LayerKind.names.joined(separator: ", "))")
        let kindName = try json.string(kindValue, at: "\(path).kind")
        let kind = try self.kind(kindName, value, at: path)
        // Without a size a layer fills the viewport.
        let fullWidth = DesignProperty.expression(try parse("W", at: "\(path).width"))
        let fullHeight = DesignProperty.expression(try parse("H", at: "\(path).height"))
        var measured = MeasuredSize()
        func size(_ key: String, _ full: DesignProperty) throws(StretchyError) -> DesignProperty {
            // A button sizes itself to its content unless it is given a size (UIButton's intrinsic size).
            guard let v = value[key] ?? (kindName == "button" ? .string("auto") : nil) else { return full }
            guard v == .string("auto") else { return try property(v, at: "\(path).\(key)") }
            guard kindName == "text" || kindName == "button" else {
                throw json.fail("\(path).\(key)", "only a text or a button layer measures its \(key) ('auto')")
            }
            if key == "width" { measured.width = true } else { measured.height = true }
            guard let own = DesignExpression(frameField: key, of: id, scope: scope) else {
                // A row template's layers have no frame slots of their own.
                throw json.fail("\(path).\(key)", "'auto' sizes a screen's layer, not a row's: give a number or an expression")
            }
            return .expression(own)
        }
        let width = try size("width", fullWidth), height = try size("height", fullHeight)
        var layer = DesignLayer(id: id, kind: kind, width: width, height: height)
        if measured.width || measured.height {
            measured.maxWidth = try value["maxWidth"].map { v throws(StretchyError) in try property(v, at: "\(path).maxWidth") }
            layer.measured = measured
        }
        layer.stack = stackRules[id]
        layer.space = try choice(value["space"], at: "\(path).space", default: .viewport)
        layer.z = try choice(value["z"], at: "\(path).z", default: .aboveList)
        if let ios = value["ios"] {
            let text: String
            if case let .number(n) = ios { text = JSONWriter.format(n) } else { text = try json.string(ios, at: "\(path).ios") }
            guard let system = SystemVersion(text: text) else { throw json.fail("\(path).ios", "must be 27, 26 or 17, found '\(text)'") }
            layer.onlyOn = system
        }
        layer.isBar = try value["bar"].map { v throws(StretchyError) in try json.bool(v, at: "\(path).bar") } ?? false
        if let role = value["role"] { layer.role = try choice(role, at: "\(path).role", default: DesignLayer.Role.header) }
        for (key, keyPath) in [("x", \DesignLayer.x), ("y", \.y), ("alpha", \.alpha), ("scale", \.scale), ("blur", \.blur),
                               ("visible", \.visible)] as [(String, WritableKeyPath<DesignLayer, DesignProperty>)] {
            if let v = value[key] { layer[keyPath: keyPath] = try property(v, at: "\(path).\(key)") }
        }
        if let anchor = value["anchor"] {
            let pair = try json.array(anchor, at: "\(path).anchor")
            guard pair.count == 2 else { throw json.fail("\(path).anchor", "must be [x, y] fractions of the frame") }
            layer.anchor = Point(x: try json.number(pair[0], at: "\(path).anchor[0]"), y: try json.number(pair[1], at: "\(path).anchor[1]"))
        }
        if let action = value["action"] { layer.action = try json.string(action, at: "\(path).action") }
        if kindName == "text", value["size"] == nil, let style = value["style"], case let .string(name) = style,
           let (size, weight) = DesignTextStyle.styles[name] {
            layer.textStyle = NamedTextStyle(name: name, size: size, weight: weight)
        }
        if let clip = value["clip"] {
            let fields = try json.object(clip, at: "\(path).clip")
            json.noteUnknownMembers(fields, known: ["x", "y", "width", "height"], at: "\(path).clip")
            func side(_ key: String) throws(StretchyError) -> DesignProperty? {
                try clip[key].map { v throws(StretchyError) in try property(v, at: "\(path).clip.\(key)") }
            }
            layer.clip = DesignClip(x: try side("x"), y: try side("y"), width: try side("width"), height: try side("height"))
        }
        try readTabStrip(kindName, value, at: path, into: &layer)
        try readOutline(value, into: &layer, at: path)
        try readColorMotion(kindName, value, at: path, into: &layer)
        noteFieldsWithoutEffect(members, kind: kind, at: path)
        return layer
    }

    private mutating func kind(_ name: String, _ value: JSONValue, at path: String) throws(StretchyError) -> LayerKind {
        func optionalProperty(_ key: String, _ fallback: Double) throws(StretchyError) -> DesignProperty {
            try value[key].map { v throws(StretchyError) in try property(v, at: "\(path).\(key)") } ?? .constant(fallback)
        }
        switch name {
        case "image":
            let image = try json.required(value, "image", at: path, "an image file, relative to the design")
            let file = try json.string(image, at: "\(path).image")
            return .image(image: try rowImages == nil ? imageIndex(file, at: "\(path).image") : rowImageIndex(file, at: "\(path).image"),
                          contentMode: try choice(value["contentMode"], at: "\(path).contentMode", default: .aspectFill),
                          mask: try choice(value["mask"], at: "\(path).mask", default: .none),
                          cornerRadius: try optionalProperty("cornerRadius", 0))
        case "color":
            return .color(try movableColor(value["color"], at: "\(path).color", default: DynamicColor(.white)), cornerRadius: try optionalProperty("cornerRadius", 0))
        case "gradient":
            return .gradient(try gradient(value, at: path), cornerRadius: try optionalProperty("cornerRadius", 0))
        case "text":
            let text = try json.required(value, "text", at: path, "the string; \"$title\" is the screen title")
            var size = 17.0, weight = TextWeight.regular
            if let style = value["style"] {
                let styleName = try json.string(style, at: "\(path).style")
                guard let known = DesignTextStyle.styles[styleName] else {
                    throw json.fail("\(path).style", "unknown text style '\(styleName)' (known: \(DesignTextStyle.styles.keys.sorted().joined(separator: ", ")))")
                }
                (size, weight) = known
            }
            if let w = value["weight"] {
                let weightName = try json.string(w, at: "\(path).weight")
                switch weightName {
                case "regular": weight = .regular
                case "semibold": weight = .semibold
                case "bold", "heavy": weight = .bold
                default: throw json.fail("\(path).weight", "unknown weight '\(weightName)' (known: regular, semibold, bold, heavy)")
                }
            }
            let alignment: DesignProperty
            if case let .string(word)? = value["alignment"], let bias = ["leading": 0.0, "center": 0.5, "trailing": 1.0][word] {
                alignment = .constant(bias)
            } else if case let .string(word)? = value["alignment"], word.allSatisfy(\.isLetter), scope.slot(of: word) == nil {
                throw json.fail("\(path).alignment", "unknown alignment '\(word)' (leading, center, trailing, or a 0…1 expression)")
            } else {
                alignment = try optionalProperty("alignment", 0)
            }
            let lines = try value["lines"].map { v throws(StretchyError) in try json.integer(v, at: "\(path).lines", in: 0...1000) } ?? 1
            let lineHeight = try value["lineHeight"].map { v throws(StretchyError) in try json.number(v, at: "\(path).lineHeight") } ?? 1
            guard lineHeight >= 0.5, lineHeight <= 4 else { throw json.fail("\(path).lineHeight", "must be from 0.5 to 4 (a multiple of the font's line height)") }
            return .text(try json.string(text, at: "\(path).text"), size: try optionalProperty("size", size), weight: weight,
                         color: try movableColor(value["color"], at: "\(path).color", default: SystemColor.label), alignment: alignment,
                         lines: lines, lineHeight: lineHeight)
        case "icon":
            let symbol = try json.required(value, "symbol", at: path, "an SF Symbol name; `stretchy symbols` lists them")
            let name = try symbolName(symbol, at: "\(path).symbol")
            return .icon(symbol: name, size: try optionalProperty("size", 17), weight: try choice(value["weight"], at: "\(path).weight", default: .regular),
                         color: try movableColor(value["color"], at: "\(path).color", default: SystemColor.label))
        case "material":
            let style = try value["material"].map { v throws(StretchyError) in try json.string(v, at: "\(path).material") } ?? "regular"
            guard let material = MaterialStyle(rawValue: style) else {
                throw json.fail("\(path).material", "unknown material '\(style)' (known: \(MaterialStyle.allCases.map(\.rawValue).sorted().joined(separator: ", ")))")
            }
            return .material(tint: try movableColor(value["color"], at: "\(path).color", default: material.tint), blurRadius: material.blurRadius,
                             style: material, cornerRadius: try optionalProperty("cornerRadius", 0))
        case "tabs":
            // Titled by the content's tabs when drawn; one placeholder segment until then.
            return .segmented(segments: ["Tab"], count: DesignExpression(constant: 1))
        case "segmented":
            let segments = try value["segments"].map { v throws(StretchyError) in try json.array(v, at: "\(path).segments") } ?? []
            var titles: [String] = []
            for (i, s) in segments.enumerated() { titles.append(try json.string(s, at: "\(path).segments[\(i)]")) }
            guard !titles.isEmpty else { throw json.fail("\(path).segments", "needs at least one segment title") }
            let count = try value["count"].map { v throws(StretchyError) in try expression(v, at: "\(path).count") }
                ?? DesignExpression(constant: Double(titles.count))
            return .segmented(segments: titles, count: count)
        case "pager":
            let list = try json.required(value, "images", at: path, "the pages' image files")
            var indices: [Int] = []
            for (i, s) in try json.array(list, at: "\(path).images").enumerated() {
                indices.append(try imageIndex(try json.string(s, at: "\(path).images[\(i)]"), at: "\(path).images[\(i)]"))
            }
            guard !indices.isEmpty else { throw json.fail("\(path).images", "needs at least one image") }
            let dots = try value["dots"].map { v throws(StretchyError) in try json.bool(v, at: "\(path).dots") } ?? true
            let pages = try value["pages"].map { v throws(StretchyError) in try expression(v, at: "\(path).pages") }
                ?? DesignExpression(constant: Double(indices.count))
            return .pager(images: indices, pages: pages, dots: dots)
        case "spinner":
            return .spinner
        case "stack", "spacer":
            // A stack draws its colour (clear: nothing) under its children; a spacer only takes room.
            return .color(try movableColor(value["color"], at: "\(path).color", default: DesignColor.parse("clear")!),
                          cornerRadius: try optionalProperty("cornerRadius", 0))
        case "glass":
            return .glass(try glass(value, at: path))
        case "tabBar":
            return .tabBar(try tabBar(value, at: path))
        case "navigationBar":
            return .navigationBar(try navigationBar(value, at: path))
        case "button":
            return .button(try button(value, at: path))
        default:
            throw json.fail("\(path).kind", "unknown layer kind '\(name)' (known: \((LayerKind.names + ["stack", "spacer"]).joined(separator: ", ")))")
        }
    }

    /// The index of an image file in the design's list, checking that it exists and is a file.
    private mutating func imageIndex(_ name: String, at path: String) throws(StretchyError) -> Int {
        let resolved = ScriptLoader.resolve(name, in: folder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
            throw json.fail(path, "image not found: \(resolved)")
        }
        guard !isDirectory.boolValue else { throw json.fail(path, "\(resolved) is a folder, not an image file") }
        if let index = images.firstIndex(of: resolved) { return index }
        images.append(resolved)
        return images.count - 1
    }

    /// A row template's image: a `$name` pattern kept as written, else a file found as the header's are.
    private mutating func rowImageIndex(_ name: String, at path: String) throws(StretchyError) -> Int {
        let entry = name.contains("$") ? name : images[try imageIndex(name, at: path)]
        rowImages!.append(entry)
        return rowImages!.count - 1
    }

    // MARK: Values

    func color(_ value: JSONValue?, at path: String, default fallback: DynamicColor) throws(StretchyError) -> DynamicColor {
        guard let value else { return fallback }
        let text = try json.string(value, at: path)
        guard let color = DesignColor.parse(text) else {
            if text.contains("(") { throw json.fail(path, DesignReader.stillColorNote(text)) }
            throw json.fail(path, "unknown colour '\(text)' (\(DesignColor.hint(for: text)))")
        }
        return color
    }

    func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue?, at path: String, default fallback: T)
        throws(StretchyError) -> T where T.RawValue == String {
        try json.choice(value, at: path, default: fallback)
    }

    func property(_ value: JSONValue, at path: String) throws(StretchyError) -> DesignProperty {
        switch value {
        case let .number(n): return .constant(n)
        case let .bool(b): return .constant(b ? 1 : 0)
        case let .string(text): return .expression(try parse(text, at: path))
        case .object: return .keyframes(try keyframes(value, at: path))
        default: throw json.fail(path, "must be a number, an expression string or keyframes {\"offset\": [...], \"value\": [...]}, found \(value.typeDescription)")
        }
    }

    func expression(_ value: JSONValue, at path: String) throws(StretchyError) -> DesignExpression {
        switch value {
        case let .number(n): return constant(n)
        case let .bool(b): return constant(b ? 1 : 0)
        case let .string(text): return try parse(text, at: path)
        default: throw json.fail(path, "must be a number or an expression string, found \(value.typeDescription)")
        }
    }

    private func keyframes(_ value: JSONValue, at path: String) throws(StretchyError) -> Keyframes {
        let members = try json.object(value, at: path)
        json.noteUnknownMembers(members, known: ["offset", "value", "curve", "below", "above"], at: path)
        let offsetsValue = try json.required(value, "offset", at: path, "the keyframes' offsets")
        let valuesValue = try json.required(value, "value", at: path, "the keyframes' values")
        let offsetList = try json.array(offsetsValue, at: "\(path).offset"), valueList = try json.array(valuesValue, at: "\(path).value")
        guard !offsetList.isEmpty else { throw json.fail("\(path).offset", "needs at least one keyframe") }
        guard offsetList.count == valueList.count else {
            throw json.fail(path, "has \(offsetList.count) offsets but \(valueList.count) values (one value per offset)")
        }
        var offsets: [DesignExpression] = [], values: [DesignExpression] = []
        for i in offsetList.indices {
            offsets.append(try expression(offsetList[i], at: "\(path).offset[\(i)]"))
            values.append(try expression(valueList[i], at: "\(path).value[\(i)]"))
        }
        return Keyframes(offsets: offsets, values: values,
                         curve: try choice(value["curve"], at: "\(path).curve", default: .linear),
                         below: try choice(value["below"], at: "\(path).below", default: .clamp),
                         above: try choice(value["above"], at: "\(path).above", default: .clamp))
    }

    private func parse(_ text: String, at path: String) throws(StretchyError) -> DesignExpression {
        do { return try DesignExpression(text, scope: scope) } catch { throw json.fail(path, error.description) }
    }

    private func constant(_ value: Double) -> DesignExpression { DesignExpression(constant: value) }
}
