import HeaderKit
import ScrollCore

/// The phones a window or a replay drives: one session (`stretchy run`, a plain replay), or up to
/// four side by side (`--compare A B C D`), each with its own design, parameters and physics. One
/// input stream drives them all at the same time (pointer positions in each phone's own
/// coordinates); keys that change the model change every phone; what they ask of the shell comes
/// back once.
public struct SessionGroup {
    public internal(set) var sessions: [Session]
    /// What each phone of a comparison was given (A, B, …); empty for the single phone.
    public let variants: [ComparisonVariant]

    /// `--compare` takes two to four phones.
    public static let comparedCounts = 2...4

    /// The single phone.
    public init(_ session: Session) {
        sessions = [session]
        variants = []
    }

    /// A comparison: every phone built from one base setup (the script's or the window's) with its variant on top.
    public init(base: SessionSetup, variants: [ComparisonVariant], measurer: any TextMeasuring) throws(StretchyError) {
        precondition(Self.comparedCounts.contains(variants.count), "a comparison has two to four phones")
        var sessions: [Session] = []
        for variant in variants { sessions.append(try Session(setup: variant.setup(over: base), measurer: measurer)) }
        self.sessions = sessions
        self.variants = variants
    }

    public var isComparison: Bool { !variants.isEmpty }
    public var count: Int { sessions.count }
    public var indices: Range<Int> { sessions.indices }

    public subscript(index: Int) -> Session {
        get { sessions[index] }
        set { sessions[index] = newValue }
    }

    /// "A", "B", … for captions, the HUD and toasts.
    public static func letter(_ index: Int) -> String { String(UnicodeScalar(UInt8(65 + index))) }

    /// The common clock (every phone always shares it).
    public var timeMs: Double { sessions[0].timeMs }
    public var viewport: Size { sessions[0].viewport }

    /// Applies `action` to every phone at `time`. Effects for the shell come back once; toasts
    /// that differ between phones are named by letter ("A: … · B: …").
    public mutating func apply(_ action: ScriptEvent.Action, atMs time: Double) -> [SessionEffect] {
        guard isComparison else { return sessions[0].apply(action, atMs: time) }
        return Self.merge(sessions.indices.map { sessions[$0].apply(action, atMs: time) })
    }

    static func merge(_ perPhone: [[SessionEffect]]) -> [SessionEffect] {
        var effects: [SessionEffect] = []
        var toasts: [String] = []
        for phoneEffects in perPhone {
            var texts: [String] = []
            for effect in phoneEffects {
                if case let .toast(text) = effect { texts.append(text) } else if !effects.contains(effect) { effects.append(effect) }
            }
            toasts.append(texts.joined(separator: "; "))
        }
        if Set(toasts).count == 1 {
            if !toasts[0].isEmpty { effects.append(.toast(toasts[0])) }
        } else {
            let parts = toasts.indices.filter { !toasts[$0].isEmpty }.map { "\(letter($0)): \(toasts[$0])" }
            effects.append(.toast(parts.joined(separator: " · ")))
        }
        return effects
    }

    public mutating func advance(toMs time: Double) {
        for index in sessions.indices { sessions[index].advance(toMs: time) }
    }

    /// Every phone takes the new viewport (the window was resized).
    public mutating func resize(to size: Size) {
        for index in sessions.indices { sessions[index].resize(to: size) }
    }

    /// A config file's values (re)applied: every phone takes its design's parameters with
    /// `overrides`, its variant's own on top, as one undo step. Returns the names whose value
    /// changed on any phone (nothing changed: nothing is applied). `file` names the config in errors.
    public mutating func applyConfig(_ overrides: [String: Double], file: String? = nil,
                                     at time: Instant?) throws(StretchyError) -> [String] {
        var next: [Parameters] = []
        for index in sessions.indices {
            let own = isComparison ? variants[index].parameterOverrides(over: overrides) : overrides
            next.append(try sessions[index].parameters(withOverrides: own, file: file))
        }
        var changed: [String] = []
        for index in sessions.indices where next[index] != sessions[index].parameters {
            for spec in next[index].catalog.specs
            where sessions[index].parameters.catalog.spec(named: spec.name) == nil || next[index][spec.name] != sessions[index].parameters[spec.name] {
                if !changed.contains(spec.name) { changed.append(spec.name) }
            }
            sessions[index].applyParameters(next[index], at: time?.seconds)
        }
        return changed
    }

    /// The parameters Ctrl+S saves: A's values, except those A's variant sets for itself (they
    /// keep their defaults, so the file does not carry one phone's override to the others).
    public var sharedParameters: Parameters {
        var shared = sessions[0].parameters
        guard isComparison else { return shared }
        for name in variants[0].parameterOverrides.keys { shared.reset(name) }
        return shared
    }

    /// The panel's cursor on `name` on every phone (a click on its row).
    public mutating func selectParameter(_ name: String) {
        for index in sessions.indices { sessions[index].selectParameter(name) }
    }

    /// A design file saved: every phone that shows the base design (not a variant's own) takes it
    /// over `content` (nil: its own); every phone takes `images` (nil: its own), the table the
    /// renderer now holds. All or nothing: when one phone cannot show the new version, none changes.
    public mutating func reloadBaseDesign(_ design: Design, content: ListContent? = nil, images: ImageTable?,
                                          at time: Instant) throws(StretchyError) {
        var next = sessions
        for index in next.indices {
            let takesDesign = !isComparison || variants[index].designName == nil
            try next[index].reloadDesign(takesDesign ? design : next[index].design, content: takesDesign ? content : nil,
                                         images: images, at: time.seconds)
        }
        sessions = next
    }

    /// What the caption strip says above each phone: "A: seed003", "B: fast (seed004)"; none for one phone.
    public func captions(baseDesign: String) -> [String] {
        variants.indices.map { "\(Self.letter($0)): " + variants[$0].caption(over: baseDesign) }
    }

    /// The window's title.
    public var title: String {
        isComparison ? "Stretchy — compare " + variants.map(\.label).joined(separator: " | ") : "Stretchy — \(sessions[0].designName)"
    }

    /// The HUD's name for a phone: its design, and its letter and label when compared.
    public func hudName(_ index: Int) -> String {
        let session = sessions[index]
        guard isComparison else { return session.designName }
        let variant = variants[index]
        return "\(Self.letter(index)): " + (variant.configPath == nil ? session.designName : "\(variant.label) · \(session.designName)")
    }

    /// The base name of a screenshot: the design, or the labels joined by `-vs-`.
    public var screenshotLabel: String {
        isComparison ? variants.map(\.fileSafeLabel).joined(separator: "-vs-") : sessions[0].designName
    }

    /// The folder a phone's trace and events go in: the output folder itself for one phone,
    /// `a-LABEL`, `b-LABEL`, … when compared.
    public func folderName(_ index: Int) -> String {
        isComparison ? "\(Self.letter(index).lowercased())-\(variants[index].fileSafeLabel)" : ""
    }
}
