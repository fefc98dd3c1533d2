import Foundation
import HeaderKit
import TestSupport

/// Random design files drawn from the whole design schema, seeded, for the generative export
/// test: every layer kind several times, every common field, hostile ids, names and texts
/// (quotes, backslashes, newlines, comment ends, Swift's `"""`, Kotlin's and Dart's `$name` and
/// `${…}` templates, keywords, leading digits, clashing spellings).
///
/// A new layer kind is one entry in `kinds`: its name and a function that writes its own fields
/// (the common ones — frame, alpha, scale, clip, z, action… — are drawn for every kind).
struct RandomDesign {
    /// A kind's own fields, drawn with the generator (texts, colours, expressions, image files).
    typealias KindFields = @Sendable (inout RandomDesign) -> [String: Any]

    static let kinds: [(name: String, fields: KindFields)] = [
        ("image", { g in
            var f: [String: Any] = ["image": g.image(), "contentMode": g.pick(["aspectFill", "aspectFit"]), "mask": g.pick(["none", "circle", "rounded"])]
            if g.chance(0.5) { f["cornerRadius"] = g.property() }
            return g.outline(f)
        }),
        ("color", { g in g.outline(["color": g.color(), "cornerRadius": g.chance(0.5) ? g.property() : 0]) }),
        ("gradient", { g in g.outline(["top": g.color(), "bottom": g.color(), "cornerRadius": g.chance(0.3) ? g.property() : 0]) }),
        ("text", { g in
            var f: [String: Any] = ["text": g.chance(0.2) ? "$title" : g.text(), "color": g.color()]
            if g.chance(0.6) { f["style"] = g.pick(["largeTitle", "title1", "title2", "title3", "headline", "body", "callout",
                                                    "subheadline", "footnote", "caption1", "caption2"]) }
            if g.chance(0.5) { f["size"] = g.property() }
            if g.chance(0.5) { f["weight"] = g.pick(["regular", "semibold", "bold", "heavy"]) }
            if g.chance(0.5) { f["alignment"] = g.chance(0.5) ? g.pick(["leading", "center", "trailing"]) : g.property() }
            if g.chance(0.3) { f["lines"] = g.int(0...4) }
            if g.chance(0.3) { f["lineHeight"] = Double(g.int(8...20)) / 10 }
            return f
        }),
        ("material", { g in
            var f: [String: Any] = ["material": g.pick(["ultraThin", "thin", "regular", "thick", "chrome"])]
            if g.chance(0.3) { f["color"] = g.color() }
            if g.chance(0.3) { f["cornerRadius"] = g.property() }
            return g.outline(f)
        }),
        ("segmented", { g in
            ["segments": (0..<g.int(1...4)).map { _ in g.text() }, "count": g.chance(0.7) ? g.int(1...5) : g.expression(), "switchesTabs": g.chance(0.3)]
        }),
        ("tabs", { g in ["segments": (0..<g.int(1...4)).map { _ in g.text() }] }),
        ("icon", { g in
            var f: [String: Any] = ["symbol": g.pick(SymbolTable.names),
                                    "color": g.color()]
            if g.chance(0.6) { f["size"] = g.property() }
            if g.chance(0.5) { f["weight"] = g.pick(["regular", "semibold", "bold", "light"]) }
            return f
        }),
        ("glass", { g in
            var f: [String: Any] = ["style": g.pick(["regular", "clear"]), "interactive": g.chance(0.5)]
            if g.chance(0.6) { f["shape"] = g.pick(["circle", "capsule"]) }  // rounded when left out
            if g.chance(0.5) { f["tint"] = g.color() }
            if g.chance(0.5) { f["cornerRadius"] = g.property() }
            if g.chance(0.3) { f["optics"] = ["bevel": g.int(0...40)] }
            return f
        }),
        ("tabBar", { g in
            let count = g.int(1...5)
            var f: [String: Any] = ["items": (0..<count).map { _ -> [String: Any] in
                                        g.chance(0.5) ? ["title": g.text(), "symbol": g.pick(["house.fill", "magnifyingglass"])] : ["title": g.text()] },
                                    "selected": g.int(0...count - 1), "minimize": g.pick(["onScrollDown", "onScrollUp", "never"])]
            if g.chance(0.5) { f["accessory"] = g.text() }
            return f
        }),
        ("pager", { g in ["images": (0..<g.int(1...3)).map { _ in g.image() }, "pages": g.int(1...6), "dots": g.chance(0.5)] }),
        ("spinner", { _ in [:] }),
        ("button", { g in
            var f: [String: Any] = ["style": g.pick(["filled", "tinted", "gray", "bordered", "plain", "glass"]),
                                    "size": g.pick(["small", "medium", "large"])]
            if g.chance(0.8) { f["title"] = g.text() }
            if (f["title"] as? String ?? "").isEmpty || g.chance(0.4) { f["symbol"] = g.pick(["plus", "paperplane", "ellipsis", "heart.fill"]) }
            if g.chance(0.5) { f["tint"] = g.color() }
            return f
        }),
    ]

    /// Texts no export may paste raw into code.
    static let hostileTexts = [
        "Say \"hi\"", "back\\slash", "two\nlines", "tab\there", "*/ end of comment", "/* opens", "\"\"\" triple", "$name", "${x}",
        "${ evil() }", "\\(interpolation)", "it's", "'single'", "€ ünïcödé 中文 🎉", "", "class", "default", "\r\n", "\u{2028}sep", "\u{202E}gnp.exe", "\u{2067}isolated\u{2069}",
        "a\u{0}nul", "$", "\\", "\"", "}", "#{ruby}", "%d %@", "\\u{41}", "fun main() {}", "</script>",
    ]
    /// Ids and names that clash, are keywords, start with digits, or spell one camel name in several ways.
    static let hostileIds = [
        "bannerFrame", "banner-frame", "Banner Frame", "banner_frame", "3d", "123", "1st-row", "in", "class", "default", "view",
        "tableView", "table", "clip", "photo", "Photo", "photo!", "photoView", "self", "it", "val", "fun", "when", "final", "body",
        "layout", "rows", "title", "*/", "\"quoted\"", "$name", "${x}", "a\\b", "中文", "🎉", "_", "layer", "layer2",
        "place", "offset", "W", "insetTop", "new", "this", "object", "density", "content", "screenTitle", "dark", "max", "sqrt",
    ]
    /// Parameter and variable names (letters, digits and `_`; never a built-in): keywords and the targets' own names.
    static let hostileNames = [
        "in", "default", "class", "fun", "val", "when", "final", "view", "tableView", "rows", "layout", "density", "x_1", "photoView",
        "W2", "offsetY", "body", "self", "it", "is", "as", "var", "let", "new", "this", "switch", "state", "clamp2", "mix_",
        "bannerFrameView", "screenTitle", "content", "place", "speed", "proposed", "controller", "widget", "context",
    ]

    var state: UInt64
    /// Image files (hostile names too) that exist beside the design files.
    let images: [String]
    private static let builtIns = ["offset", "W", "H", "safeTop", "insetTop"]
    /// The names an expression of the design being drawn may read.
    private var scope = builtIns

    init(seed: UInt64, images: [String]) {
        state = seed &* 0x9E3779B97F4A7C15 | 1
        self.images = images
    }

    // MARK: Draws

    /// xorshift64*: the same seed gives the same designs on every machine.
    mutating func next() -> UInt64 {
        state ^= state >> 12; state ^= state << 25; state ^= state >> 27
        return state &* 2685821657736338717
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    mutating func chance(_ p: Double) -> Bool { Double(next() % 10_000) < p * 10_000 }
    mutating func pick<T>(_ list: [T]) -> T { list[int(0...list.count - 1)] }
    /// `list` in a seeded random order (Fisher–Yates).
    mutating func shuffled<T>(_ list: [T]) -> [T] {
        var result = list
        for i in stride(from: result.count - 1, to: 0, by: -1) { result.swapAt(i, int(0...i)) }
        return result
    }
    mutating func number() -> Double { Double(int(-3000...3000)) / 10 }

    mutating func text() -> String { chance(0.7) ? pick(Self.hostileTexts) : pick(Self.hostileTexts) + " " + pick(Self.hostileTexts) }
    mutating func image() -> String { pick(images) }

    mutating func color() -> String {
        if chance(0.5) {
            return pick(["label", "secondaryLabel", "systemBackground", "secondarySystemBackground", "systemBlue", "systemGray6",
                         "systemOrange", "separator", "white", "black", "clear", "tintColor", "systemFill"])
        }
        let hex = (0..<(chance(0.5) ? 3 : 4)).map { _ in String(format: "%02X", int(0...255)) }.joined()
        return "#" + hex
    }

    /// An expression over the names in scope, at most `depth` deep (never NaN or infinite: roots and
    /// powers of non-negative numbers only; a division by zero is 0 in designs).
    mutating func expression(depth: Int = 2) -> String {
        if depth == 0 || chance(0.3) { return chance(0.5) ? pick(scope) : CodeNumber.text(number()) }
        let a = expression(depth: depth - 1), b = expression(depth: depth - 1)
        switch int(0...12) {
        case 0: return "\(a) + \(b)"
        case 1: return "(\(a)) - (\(b))"
        case 2: return "(\(a)) * \(CodeNumber.text(number() / 100))"
        case 3: return "(\(a)) / (abs(\(b)) + 1)"
        case 4: return "clamp(\(a), \(b), \(expression(depth: depth - 1)))"
        case 5: return "mix(\(a), \(b), \(expression(depth: depth - 1)))"
        case 6: return "if(\(a) < \(b), \(a), \(b))"
        case 7: return "\(pick(["min", "max"]))(\(a), \(b))"
        case 8: return "\(pick(["abs", "floor", "ceil", "round"]))(\(a))"
        case 9: return "sqrt(abs(\(a)))"
        case 10: return "pow(abs(\(a)) + 1, 0.5)"
        case 11: return "-(\(a))"
        default: return "(\(a) >= \(b))"
        }
    }

    /// A layer property: a number, an expression or keyframes (offsets ascending).
    mutating func property() -> Any {
        switch int(0...2) {
        case 0: return number()
        case 1: return expression()
        default:
            var offset = Double(int(-300...0)), offsets: [Double] = [], values: [Any] = []
            for _ in 0..<int(1...4) {
                offsets.append(offset); offset += Double(int(0...200))
                values.append(chance(0.5) ? number() : expression(depth: 1))
            }
            var k: [String: Any] = ["offset": offsets, "value": values]
            if chance(0.5) { k["curve"] = pick(["linear", "easeIn", "easeOut", "easeInOut"]) }
            if chance(0.3) { k["below"] = "extend" }
            if chance(0.3) { k["above"] = "extend" }
            return k
        }
    }

    // MARK: A design

    /// Design `index` as a JSON object; `kinds` says which layer kinds (indices into `kinds`; every
    /// one by default), each drawn once or twice (a screen has one tab bar).
    mutating func design(index: Int, kinds: [Int]? = nil) -> [String: Any] {
        scope = Self.builtIns
        var d: [String: Any] = ["name": "\(text()) design \(index) end", "summary": text()]
        var names = Set<String>()
        var parameters: [String: Any] = [:], order: [String] = []
        for _ in 0..<int(0...3) {
            let name = pick(Self.hostileNames)
            guard names.insert(name).inserted else { continue }
            let value = Double(int(0...300))
            var p: [String: Any] = ["default": value, "min": value - 100, "max": value + 100, "summary": text()]
            if chance(0.2) { p = ["default": chance(0.5), "summary": text()] }
            parameters[name] = p
            order.append(name)
        }
        scope += order
        d["parameters"] = parameters
        var variables: [(String, String)] = []
        for _ in 0..<int(0...3) {
            let name = pick(Self.hostileNames)
            guard names.insert(name).inserted else { continue }
            variables.append((name, expression()))
            scope.append(name)
        }
        d["variables"] = OrderedObject(variables)
        // contentInsetTop is what insetTop reads: it may read the parameters, not insetTop or the variables.
        let all = scope
        scope = Self.builtIns.filter { $0 != "insetTop" } + order
        var scroll: [String: Any] = ["contentInsetTop": chance(0.5) ? Double(int(0...400)) : expression()]
        scope = all
        scroll["rowsTop"] = chance(0.5) ? 0 : expression()
        if chance(0.3) { scroll["contentInsetAdjustment"] = pick(["automatic", "never"]) }
        if chance(0.3) { scroll["refresh"] = chance(0.5) ? true : ["threshold": int(40...120)] as [String: Any] }
        if chance(0.3) { scroll["snap"] = [0, expression()] as [Any] }
        if chance(0.2) { scroll["floating"] = int(0...80) }
        if chance(0.2) { scroll["stretchTrigger"] = expression() }
        if chance(0.3) { scroll["collapsedOffset"] = expression() }
        if chance(0.3) { scroll["sectionHeaders"] = ["rowsPerSection": int(1...10), "height": int(20...40), "pinTop": expression()] as [String: Any] }
        for key in ["bounces", "alwaysBounceVertical", "paging"] where chance(0.2) { scroll[key] = chance(0.5) }
        let edges = ["automatic", "soft", "hard", "none"]
        if chance(0.3) { scroll["edgeEffect"] = ["top": pick(edges), "bottom": pick(edges)] }
        d["scroll"] = scroll
        var layers: [[String: Any]] = [], ids = Set<String>()
        for kind in (kinds ?? Array(Self.kinds.indices)).map({ Self.kinds[$0] }) {
            for _ in 0..<(kind.name == "tabBar" ? 1 : int(1...2)) {
                var id = pick(Self.hostileIds)
                while !ids.insert(id).inserted { id += " \(int(0...9))" }
                var layer = kind.fields(&self)
                layer["id"] = id
                layer["kind"] = kind.name
                common(&layer)
                layers.append(layer)
            }
        }
        // Drawn in a random order: controls over decorations and under them.
        for i in layers.indices.reversed() { layers.swapAt(i, int(0...i)) }
        d["layers"] = layers
        if chance(0.5) { d["rowTemplates"] = rowTemplates() }
        if chance(0.3) { d["list"] = listLook() }
        return d
    }

    /// The list's look (ListLook): a style, a background, separators and text colours, each drawn or left out.
    private mutating func listLook() -> [String: Any] {
        var look: [String: Any] = [:]
        if chance(0.5) { look["style"] = pick(["plain", "insetGrouped"]) }
        for key in ["background", "titleColor", "subtitleColor"] where chance(0.5) { look[key] = color() }
        var separator: [String: Any] = [:]
        if chance(0.5) { separator["color"] = color() }
        if chance(0.3) { separator["inset"] = int(0...80) }
        if chance(0.2) { separator["hidden"] = true }
        if !separator.isEmpty { look["separator"] = separator }
        return look
    }

    /// The layer kinds a row template draws (DesignRowTemplate.kinds).
    static let rowKinds = ["image", "color", "gradient", "text", "icon"]

    /// One to three row templates (hostile names; `auto` or an expression height; layers of the row
    /// kinds in row coordinates, reading `index` too, images from files or a row's `$image`, some clipped to a rectangle).
    private mutating func rowTemplates() -> [String: Any] {
        let designScope = scope
        scope += ["index", "H"]
        defer { scope = designScope }
        var templates: [String: Any] = [:]
        for _ in 0..<int(1...3) {
            let name = pick(Self.hostileIds)
            guard !["subtitle", "thumbnail", "value1", "track"].contains(name), templates[name] == nil else { continue }
            var layers: [[String: Any]] = [], ids = Set<String>()
            for _ in 0..<int(1...4) {
                let kind = pick(Self.rowKinds)
                var layer = Self.kinds.first { $0.name == kind }!.fields(&self)
                var id = pick(Self.hostileIds)
                while !ids.insert(id).inserted { id += " \(int(0...9))" }
                layer["id"] = id
                layer["kind"] = kind
                if kind == "image", chance(0.5) { layer["image"] = "$image" }
                if kind == "text", chance(0.5) { layer["text"] = pick(["$title", "$subtitle · $detail", "$name ${x}", "$"]) }
                for key in ["x", "y", "width", "height", "alpha", "scale", "visible"] where chance(0.6) { layer[key] = property() }
                if chance(0.2) { layer["anchor"] = [Double(int(0...10)) / 10, Double(int(0...10)) / 10] }
                if chance(0.2) { layer["clip"] = ["x": property(), "y": property(), "width": property()] as [String: Any] }
                layers.append(layer)
            }
            var template: [String: Any] = ["height": chance(0.5) ? "auto" : expression(), "layers": layers]
            if chance(0.3) { template["paddingBottom"] = int(0...20) }
            templates[name] = template
        }
        return templates
    }

    /// The fields every layer has, each drawn or left to its default.
    private mutating func common(_ layer: inout [String: Any]) {
        for key in ["x", "y", "width", "height", "alpha", "scale", "visible"] where chance(0.6) { layer[key] = property() }
        if chance(0.2) { layer["blur"] = property() }
        if chance(0.3) { layer["space"] = pick(["viewport", "content"]) }
        if chance(0.3) { layer["z"] = pick(["aboveList", "belowList"]) }
        if chance(0.2) { layer["role"] = pick(["header", "bar", "title", "scrim"]) }
        if chance(0.2) { layer["anchor"] = [Double(int(0...10)) / 10, Double(int(0...10)) / 10] }
        if chance(0.2) { layer["clip"] = ["x": property(), "y": property(), "width": property(), "height": property()] }
        if chance(0.25) { layer["action"] = text() }
        if chance(0.1) { layer["bar"] = true }
        if chance(0.1) { layer["ios"] = pick([17, 26, 27]) }
    }

    /// A shape, a shadow and a border, each drawn or left out (the kinds with an outline).
    mutating func outline(_ fields: [String: Any]) -> [String: Any] {
        var f = fields
        if chance(0.2) { f["shape"] = pick(["circle", "capsule"]) }
        if chance(0.3) { f["shadow"] = ["color": color(), "opacity": property(), "radius": property(), "x": property(), "y": property()] }
        if chance(0.3) { f["border"] = ["width": property(), "color": color()] }
        return f
    }
}

/// Numbers as design files write them.
enum CodeNumber {
    static func text(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
}

/// A JSON object whose members keep their order (a design's variables are evaluated in order).
struct OrderedObject {
    let members: [(String, String)]
    init(_ members: [(String, String)]) { self.members = members }
}

extension RandomDesign {
    /// `value` as JSON text (ordered objects keep their order; other objects are sorted, so a seed
    /// gives the same bytes).
    static func json(_ value: Any) -> String {
        switch value {
        case let o as OrderedObject: return "{" + o.members.map { "\(json($0.0)): \(json($0.1))" }.joined(separator: ", ") + "}"
        case let s as String:
            let data = try! JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed])
            return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
        case let b as Bool: return b ? "true" : "false"
        case let i as Int: return String(i)
        case let n as Double: return CodeNumber.text(n)
        case let list as [Any]: return "[" + list.map(json).joined(separator: ", ") + "]"
        case let object as [String: Any]:
            return "{" + object.keys.sorted().map { "\(json($0)): \(json(object[$0]!))" }.joined(separator: ", ") + "}"
        default: fatalError("not JSON: \(value)")
        }
    }
}
