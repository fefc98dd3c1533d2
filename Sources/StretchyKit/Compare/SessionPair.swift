import HeaderKit
import ScrollCore

/// Which phone of a comparison: A on the left, B on the right.
public enum ComparisonSide: String, CaseIterable, Sendable {
    case a, b

    /// "A" or "B", for captions and the HUD.
    public var letter: String { rawValue.uppercased() }
}

/// Two sessions over the same viewport and content, driven by one input stream: every action is
/// applied to both at the same time (pointer positions in each side's own coordinates), while
/// each keeps its own preset, parameters and physics. Keys that change the model change both;
/// what they ask of the shell comes back once.
public struct SessionPair {
    public internal(set) var a: Session
    public internal(set) var b: Session
    public let variants: (a: ComparisonVariant, b: ComparisonVariant)

    public init(a: Session, b: Session, variants: (a: ComparisonVariant, b: ComparisonVariant)) {
        self.a = a
        self.b = b
        self.variants = variants
    }

    /// Builds both sides from one base setup (the script's or the window's) and the two variants.
    public init(base: SessionSetup, variants: (ComparisonVariant, ComparisonVariant),
                measurer: any TextMeasuring) throws(StretchyError) {
        let a = try Session(setup: variants.0.setup(over: base), measurer: measurer)
        let b = try Session(setup: variants.1.setup(over: base), measurer: measurer)
        self.init(a: a, b: b, variants: (variants.0, variants.1))
    }

    public subscript(side: ComparisonSide) -> Session {
        get { side == .a ? a : b }
        set { if side == .a { a = newValue } else { b = newValue } }
    }

    public func variant(_ side: ComparisonSide) -> ComparisonVariant { side == .a ? variants.a : variants.b }

    /// The caption strip's texts: "A: seed003", "B: fast (seed004)".
    public func captions(basePreset: String) -> (a: String, b: String) {
        ("A: " + variants.a.caption(over: basePreset), "B: " + variants.b.caption(over: basePreset))
    }

    /// The common clock (both sides always share it).
    public var timeMs: Double { a.timeMs }
    public var viewport: Size { a.viewport }

    /// Applies `action` to both sides at `time`. Effects for the shell come back once; toasts
    /// that differ between the sides are joined ("A: … · B: …").
    public mutating func apply(_ action: ScriptEvent.Action, atMs time: Double) -> [SessionEffect] {
        let fromA = a.apply(action, atMs: time)
        let fromB = b.apply(action, atMs: time)
        return Self.merge(fromA, fromB)
    }

    static func merge(_ fromA: [SessionEffect], _ fromB: [SessionEffect]) -> [SessionEffect] {
        var toastsA: [String] = [], toastsB: [String] = []
        var effects: [SessionEffect] = []
        for effect in fromA {
            if case let .toast(text) = effect { toastsA.append(text) } else if !effects.contains(effect) { effects.append(effect) }
        }
        for effect in fromB {
            if case let .toast(text) = effect { toastsB.append(text) } else if !effects.contains(effect) { effects.append(effect) }
        }
        let textA = toastsA.joined(separator: "; "), textB = toastsB.joined(separator: "; ")
        if textA == textB {
            if !textA.isEmpty { effects.append(.toast(textA)) }
        } else {
            let parts = [textA.isEmpty ? nil : "A: \(textA)", textB.isEmpty ? nil : "B: \(textB)"].compactMap { $0 }
            effects.append(.toast(parts.joined(separator: " · ")))
        }
        return effects
    }

    public mutating func advance(toMs time: Double) {
        a.advance(toMs: time)
        b.advance(toMs: time)
    }

    /// Each side's display list, in its own viewport coordinates.
    public mutating func compose(into sceneA: inout Scene, _ sceneB: inout Scene) {
        a.compose(into: &sceneA)
        b.compose(into: &sceneB)
    }

    /// Both sides take the new viewport (the window was resized).
    public mutating func resize(to size: Size) {
        a.resize(to: size)
        b.resize(to: size)
    }

    /// Both sides' parameters replaced by `base` with each variant's own overrides on top.
    public mutating func setBaseParameters(_ base: Parameters, at seconds: Double? = nil) {
        for side in ComparisonSide.allCases {
            var parameters = base
            for (name, value) in variant(side).parameterOverrides.sorted(by: { $0.key < $1.key }) {
                try? parameters.set(name, to: value)
            }
            self[side].setParameters(parameters, at: seconds)
        }
    }
}
