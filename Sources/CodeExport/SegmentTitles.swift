import HeaderKit

/// A segmented layer's titles as the renderer shows them: `count` segments, titles past the
/// design's list reading "Tab N". Only a constant count can be written as a fixed list.
enum SegmentTitles {
    static func titles(_ segments: [String], count: DesignExpression) -> [String] {
        guard case let .number(value) = count.root, value.isFinite else { return segments }
        let n = max(1, min(1000, Int(value.rounded())))
        return (0..<n).map { $0 < segments.count ? segments[$0] : "Tab \($0 + 1)" }
    }

    /// Whether `titles` can write the count (else the export lists it as not exported).
    static func isExportable(_ count: DesignExpression) -> Bool {
        if case .number = count.root { return true }
        return false
    }
}

extension DesignCode {
    /// Whether `layer` is a strip that switches the content's tabs (the Apple exports write the tabs).
    func switchesTabs(_ layer: DesignLayer) -> Bool {
        layer.switchesTabs && content.hasTabs
    }

    /// A segmented layer's titles: the content's tab titles when it switches them, as the tool draws it.
    func segmentTitles(_ layer: DesignLayer, _ segments: [String], _ count: DesignExpression) -> [String] {
        switchesTabs(layer) ? content.tabs.map(\.title) : SegmentTitles.titles(segments, count: count)
    }
}
