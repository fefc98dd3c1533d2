import Foundation
import ScrollCore

/// A header design as a design file describes it: its own parameters, the scroll view's settings
/// and the layers, each property an expression or keyframes of the scroll offset. The seven
/// presets and the famous app headers are such files; nothing in the code knows one design from
/// another.
public struct Design: Sendable, Equatable {
    public static func == (a: Design, b: Design) -> Bool {
        a.name == b.name && a.summary == b.summary && a.file == b.file && a.parameters == b.parameters
            && a.variables.map(\.name) == b.variables.map(\.name) && a.variables.map(\.expression) == b.variables.map(\.expression)
            && a.scroll == b.scroll && a.layers == b.layers && a.images == b.images && a.stretchFactor == b.stretchFactor
            && a.list == b.list && a.content == b.content && a.rowTemplates == b.rowTemplates && a.scope == b.scope
    }

    public var name: String
    public var summary: String
    /// The design file, as found (shipped designs: `Resources/designs/NAME.json`).
    public var file: String
    /// The design's own tunable numbers, in declaration order.
    public var parameters: [ParameterSpec]
    /// Named values derived from the offset and the parameters (`"variables": {"p": "clamp(offset / 236, 0, 1)"}`),
    /// evaluated in order before the layers; each may read the ones before it.
    public var variables: [(name: String, expression: DesignExpression)]
    public var scope: ExpressionScope
    public var scroll: DesignScroll
    public var layers: [DesignLayer]
    /// Image files the layers index, resolved against the design file's folder.
    public var images: [String]
    /// GSKStretchyHeaderView's normalized progress for the trace (1 at rest, 0 collapsed, > 1
    /// stretched); nil: the header layer's height over its height at rest.
    public var stretchFactor: DesignProperty?
    /// The list's look (`"list"`) and the design's own content (`"content"`).
    public var list = ListLook()
    /// UIKit's `overrideUserInterfaceStyle`: the screen always draws in this appearance, whatever
    /// the system's (Spotify is dark in light mode too, and so are its glass and tab bar). nil
    /// follows the system.
    public var appearance: Appearance?
    public var content: ListContent?
    /// The design's own row templates (`"rowTemplates"`), by the name a section's `template` gives.
    public var rowTemplates: [String: DesignRowTemplate] = [:]

    /// The order variables and read frames are evaluated in (`LayoutPlan`); nil: variables in order.
    public var layout: LayoutPlan?

    /// What a row template's expressions may name: the design's, then `index`.
    public var rowScope: ExpressionScope {
        var rows = ExpressionScope(parameters: Array(scope.names.dropFirst(ExpressionScope.builtIns.count)) + [DesignRowTemplate.indexName])
        rows.layerIDs = scope.layerIDs
        return rows
    }

    /// Every template name a section may give: the built-ins, then the design's own.
    public var templateNames: [String] { RowTemplate.builtIns + rowTemplates.keys.sorted() }

    /// The first section template of `content` neither built in nor the design's, with where it is
    /// (`tabs[1].sections[0].template`) and the nearest known names.
    public func unknownTemplate(in content: ListContent) -> (path: String, name: String, nearest: [String])? {
        let named = content.shared.enumerated().map { ("", $0, $1) }
            + content.tabs.enumerated().flatMap { t, tab in tab.sections.enumerated().map { (content.hasTabs ? "tabs[\(t)]." : "", $0, $1) } }
        // Known names looked up in a set made once: per section, sorting and scanning them made
        // loading quadratic in templates × sections (20,000 × 20,000: 57 s; issue 42).
        let known = Set(RowTemplate.builtIns).union(rowTemplates.keys)
        for (prefix, s, section) in named where !known.contains(section.template) {
            return (prefix + "sections[\(s)].template", section.template, NearestNames.suggest(section.template, among: templateNames))
        }
        return nil
    }

    public init(name: String, summary: String, file: String, parameters: [ParameterSpec],
                variables: [(name: String, expression: DesignExpression)] = [], scroll: DesignScroll,
                layers: [DesignLayer], images: [String], stretchFactor: DesignProperty? = nil) {
        self.name = name
        self.summary = summary
        self.file = file
        self.parameters = parameters
        self.variables = variables
        self.scope = ExpressionScope(parameters: parameters.map(\.name) + variables.map(\.name))
        self.scroll = scroll
        self.layers = layers
        self.images = images
        self.stretchFactor = stretchFactor
    }

    /// The parameters a session tunes with this design: the shared ones (physics, list, refresh)
    /// with the defaults the design's `scroll` block asks for, then the design's own.
    public var catalog: ParameterCatalog {
        let shared = ParameterCatalog.shared.specs.map { spec in
            var spec = spec
            if let value = scroll.defaults[spec.name] { spec.defaultValue = value }
            return spec
        }
        return ParameterCatalog(specs: parameters + shared)
    }

    /// `values` at another offset (and floating reveal), with the variables derived again.
    public func values(_ values: ExpressionValues, atOffset offset: Double, reveal: Double = 0, motion: ScrollMotion = ScrollMotion()) -> ExpressionValues {
        var v = values
        v.offset = offset
        v.slots[ExpressionScope.revealSlot] = reveal
        motion.write(into: &v)
        derive(&v)
        return v
    }

    /// Sets the variables' slots for `values.offset` (call after setting the offset).
    public func derive(_ values: inout ExpressionValues) {
        if let layout { return layout.evaluate(&values) }
        let first = ExpressionScope.builtIns.count + parameters.count
        for (i, variable) in variables.enumerated() {
            values.slots[first + i] = Self.bounded(variable.expression.evaluate(values))
        }
    }

    /// Where in the design file the image at `path` is asked for (`layers['cover'].image`,
    /// `layers['photos'].images`), for messages about that image; nil when no layer shows it.
    public func layerPath(ofImage path: String) -> String? {
        guard let index = images.firstIndex(of: path) else { return nil }
        for (position, layer) in layers.enumerated() {
            switch layer.kind {
            case let .image(image, _, _, _) where image == index: return "\(Self.layerPath(position, layer.id)).image"
            case let .pager(pages, _, _) where pages.contains(index): return "\(Self.layerPath(position, layer.id)).images"
            default: continue
            }
        }
        return nil
    }

    /// A layer as messages name it: `layers['id']`, or by position when the id cannot show on one line.
    static func layerPath(_ position: Int, _ id: String) -> String {
        id.isEmpty || id.contains("'") || id.unicodeScalars.contains { $0.properties.generalCategory == .control } ? "layers[\(position)]" : "layers['\(id)']"
    }

    /// How a script names this design: the name of a shipped design, the file of any other (a
    /// recording of a design file replays from the file).
    public func reference(shippedIn folder: String) -> String {
        URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.path
            == URL(fileURLWithPath: folder).standardizedFileURL.path ? name : file
    }

    public var hasPager: Bool { layers.contains { if case .pager = $0.kind { true } else { false } } }

    public func layer(withRole role: DesignLayer.Role) -> Int? { layers.firstIndex { $0.role == role } }

    /// The design's (first) tab bar.
    public var tabBar: TabBarLayer? {
        for layer in layers { if case let .tabBar(tabBar) = layer.kind { return tabBar } }
        return nil
    }

    /// The design's (first) navigation bar.
    public var navigationBar: NavigationBarLayer? {
        for layer in layers { if case let .navigationBar(bar) = layer.kind { return bar } }
        return nil
    }
}

/// The scroll view a design asks for.
public struct DesignScroll: Sendable, Equatable {
    /// contentInset.top (UIKit), evaluated at offset 0.
    public var contentInsetTop: DesignExpression
    /// Whether the safe area's top is added to `contentInsetTop` (UIKit's adjusted inset).
    public var insetAdjustment: ContentInsetAdjustment = .never
    /// Content points above the first row (a header that scrolls with the content).
    public var rowsTop: DesignExpression
    /// Defaults this design gives shared parameters (`bounces`, `alwaysBounceVertical`,
    /// `pagingEnabled`, `refreshEnabled`, `refreshThreshold`), by name.
    public var defaults: [String: Double]
    /// Offsets the list comes to rest at after a release (Flutter's snap, UIKit's large title),
    /// while `snapEnabled` > 0.
    public var snap: [DesignExpression]
    public var snapEnabled: DesignExpression?
    /// A bar that comes back on any upward scroll (Flutter's `floating`): at most this many
    /// points, read by layers as `reveal`; off while ≤ 0.
    public var floating: DesignExpression?
    /// A pull past this many points fires `onStretchTrigger` (Flutter); off while ≤ 0.
    public var stretchTrigger: DesignExpression?
    /// Where the header is fully collapsed (galleries show it); nil: rowsTop.
    public var collapsedOffset: DesignExpression?
    /// Sticky section headers that pin below the design's bar; nil: a list without sections.
    public var sectionHeaders: SectionHeaders?
    /// contentInset.bottom (a bottom bar or player over the last rows); nil: the safe area's bottom.
    public var contentInsetBottom: DesignExpression?
    /// iOS 26's scroll edge effect at the top and bottom (automatic by default).
    public var edgeEffect = ScrollEdgeEffect()

    public init(contentInsetTop: DesignExpression, rowsTop: DesignExpression, defaults: [String: Double] = [:],
                snap: [DesignExpression] = [], snapEnabled: DesignExpression? = nil, floating: DesignExpression? = nil,
                stretchTrigger: DesignExpression? = nil, collapsedOffset: DesignExpression? = nil) {
        self.contentInsetTop = contentInsetTop
        self.rowsTop = rowsTop
        self.defaults = defaults
        self.snap = snap
        self.snapEnabled = snapEnabled
        self.floating = floating
        self.stretchTrigger = stretchTrigger
        self.collapsedOffset = collapsedOffset
    }
}
