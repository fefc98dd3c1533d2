import HeaderKit
import ScrollCore

/// Everything a session starts from: a script's header fields, or the window's options.
public struct SessionSetup: Sendable {
    public var design: Design
    /// The designs `[` / `]` cycle through (the shipped ones).
    public var library: DesignLibrary
    public var viewport: Size
    public var content: ListContent
    /// What shows under a design without content of its own when `[`/`]` switch to it (the bundled
    /// rows); nil: `content` is the user's (`--content`, `--rows`) and shows under every design.
    public var sharedContent: ListContent?
    /// Parameter overrides by name (types checked; names are checked against the design).
    public var parameterOverrides: [String: Double]
    /// Where the overrides come from, for errors (a script's `params`, a config file).
    public var parameterSource: ParameterSource?
    /// Every image the shell loaded (the images of the library's designs and of `design`).
    public var images: ImageTable
    /// The phone shown (`--device`, a script's `device`): safe areas and chrome. nil: a bare
    /// viewport (no safe area, no chrome), as every script before devices had.
    public var device: Device?
    public var appearance: Appearance = .light
    /// Which iOS draws (`--ios`, a script's `"ios"`): chrome, glass, edge effect, tab bar.
    public var system: SystemVersion = .current
    /// iOS 27's Settings glass tint (`--glass-tint`, G), 0…1.
    public var glassTint = GlassTint.systemDefault
    /// Whether the device's status bar, island, home indicator and corners are drawn.
    public var showsChrome = true

    public init(design: Design, library: DesignLibrary, viewport: Size, content: ListContent,
                parameterOverrides: [String: Double], images: ImageTable) {
        self.design = design
        self.library = library
        self.viewport = viewport
        self.content = content
        self.parameterOverrides = parameterOverrides
        self.parameterSource = nil
        self.images = images
    }

    /// The design's name (what captions, sidecars and the HUD call it).
    public var designName: String { design.name }
}
