/// `--stretch NAME`, `--pin NAME`, `--content NAME`: behaviour given at import, by a node's name or
/// its layer id.
public struct BehaviourChoices: Sendable {
    public var stretch: [String]
    public var pin: [String]
    /// `--content NAME`: the container whose children become the design's rows.
    public var content: String?

    public init(stretch: [String] = [], pin: [String] = [], content: String? = nil) {
        self.stretch = stretch
        self.pin = pin
        self.content = content
    }

    /// Every name must match a layer: a typo is refused with the names there are.
    func check(_ screen: ImportedScreen) throws(ImportError) {
        for (flag, names) in [("--stretch", stretch), ("--pin", pin)] {
            for name in names where !screen.layers.contains(where: { $0.matches(name) }) {
                let known = Array(Set(screen.layers.filter { !$0.fillsViewport }.map(\.name))).sorted().prefix(20).map { "'\($0)'" }
                throw ImportError("\(flag) '\(name)': no layer of that name (layers: \(known.joined(separator: ", ")))")
            }
        }
    }
}

extension ImportedLayer {
    /// A flag's NAME names this layer: the node's name or the layer's id.
    func matches(_ name: String) -> Bool { self.name == name || id == name }
}
