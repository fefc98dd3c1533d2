import HeaderKit

extension Session {
    /// Every layer as drawn at `offsetY` (the session's parameters, viewport and measured text):
    /// what `stretchy share` reads a text's `auto` size from.
    public func layers(atOffset offsetY: Double) -> [ResolvedLayer] {
        screen.metrics(offsetY: offsetY).layers
    }
}
