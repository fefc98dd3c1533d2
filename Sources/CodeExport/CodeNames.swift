import HeaderKit

/// Identifiers for a design's own names in one target: readable (`bannerFrame` stays
/// `bannerFrame`, `hero-photo` becomes `heroPhoto`, a leading digit gets `layer`), valid (ASCII
/// letters and digits, never a keyword of the language or a name the target's code declares) and
/// unique (a clash takes the first free `2`, `3`, …). Layers are allocated with every suffix the
/// targets derive from them (`…View`, `…Clip`, `…Pages`, `…Tapped`), so no derived name clashes
/// either.
struct CodeNames {
    /// Per design slot (built-ins keep their names: the targets declare them as written).
    let slots: [String]
    /// Per layer id.
    let layers: [String: String]

    static let layerSuffixes = ["", "View", "Clip", "Pages", "Tapped", "Button", "Changed", "Selection"]

    init(design: Design, reserved: Set<String>) {
        var taken = reserved.union(ExpressionScope.builtInNames)
        func allocate(_ base: String, suffixes: [String]) -> String {
            var candidate = base, n = 1
            while suffixes.contains(where: { taken.contains(candidate + $0) }) {
                n += 1
                candidate = base + String(n)
            }
            suffixes.forEach { taken.insert(candidate + $0) }
            return candidate
        }
        let builtIns = ExpressionScope.builtIns.count
        slots = design.scope.names.enumerated().map { index, name in
            index < builtIns ? name : allocate(Self.camel(name, fallback: "value"), suffixes: [""])
        }
        var layers: [String: String] = [:]
        for layer in design.layers { layers[layer.id] = allocate(Self.camel(layer.id, fallback: "layer"), suffixes: Self.layerSuffixes) }
        self.layers = layers
    }

    private init(slots: [String], layers: [String: String]) {
        self.slots = slots
        self.layers = layers
    }

    /// The same names with one more slot (a row template's `index`, after the design's variables).
    func appending(slot name: String) -> CodeNames { CodeNames(slots: slots + [name], layers: layers) }

    /// Readable names for `texts` (camel case, `fallback` before a digit), unique among themselves
    /// and outside `taken` (a clash takes the first free `2`, `3`, …).
    static func unique(_ texts: [String], fallback: String, upper: Bool = false, taken: Set<String> = []) -> [String] {
        var used = taken
        return texts.map { text in
            let base = upper ? type(text) : camel(text, fallback: fallback)
            var candidate = base, n = 1
            while used.contains(candidate) { n += 1; candidate = base + String(n) }
            used.insert(candidate)
            return candidate
        }
    }

    /// `text`'s ASCII words joined in lower camel case (the first word's first letter lowered,
    /// the others' raised, the rest as written); `fallback` before a leading digit or for no words.
    static func camel(_ text: String, fallback: String) -> String {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = words.first else { return fallback }
        let joined = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first!.isLetter ? joined : fallback + joined
    }

    /// An upper camel case type name (`large-title` → `LargeTitle`; `Design` before a digit or for no words).
    static func type(_ text: String) -> String {
        let name = camel(text, fallback: "design")
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    // The languages' keywords (reserved words and, for Dart, built-in identifiers), from their
    // reference manuals: The Swift Programming Language "Lexical Structure", kotlinlang.org
    // "Keywords and operators", dart.dev "Keywords".
    static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async", "some", "any", "Type", "Protocol", "actor",
        "get", "set", "willSet", "didSet", "convenience", "dynamic", "final", "indirect", "lazy", "mutating", "nonmutating",
        "optional", "override", "required", "unowned", "weak", "macro", "package", "each",
    ]
    static let kotlinKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null", "object",
        "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var", "when", "while",
        // Soft and modifier keywords: identifiers to the compiler, but not to every reader of Kotlin.
        "by", "catch", "constructor", "delegate", "dynamic", "field", "file", "finally", "get", "import", "init", "param",
        "property", "receiver", "set", "setparam", "where", "abstract", "actual", "annotation", "companion", "const",
        "crossinline", "data", "enum", "expect", "external", "final", "infix", "inline", "inner", "internal", "lateinit",
        "noinline", "open", "operator", "out", "override", "private", "protected", "public", "reified", "sealed", "suspend",
        "tailrec", "vararg",
        // Not a keyword, but a lambda's implicit parameter, which the Compose export's lambdas read.
        "it",
    ]
    static let dartKeywords: Set<String> = [
        "abstract", "as", "assert", "async", "await", "base", "break", "case", "catch", "class", "const", "continue", "covariant",
        "default", "deferred", "do", "dynamic", "else", "enum", "export", "extends", "extension", "external", "factory", "false",
        "final", "finally", "for", "Function", "get", "hide", "if", "implements", "import", "in", "interface", "is", "late",
        "library", "mixin", "new", "null", "of", "on", "operator", "part", "required", "rethrow", "return", "sealed", "set",
        "show", "static", "super", "switch", "sync", "this", "throw", "true", "try", "type", "typedef", "var", "void", "when",
        "while", "with", "yield",
    ]
}

extension ExpressionScope {
    /// The built-in variables' names (offset, W, H, …), which every target declares as written.
    static var builtInNames: Set<String> { Set(builtIns) }
}
