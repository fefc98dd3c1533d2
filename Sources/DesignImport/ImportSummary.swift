/// The line an import ends with: `imported 24 layers from 'Profile' (2 vectors rasterised, 1
/// INNER_SHADOW dropped: not drawn)`.
public enum ImportSummary {
    public static func line(_ screen: ImportedScreen) -> String {
        let notes = screen.notes.summary
        return "imported \(screen.layers.count) layer\(screen.layers.count == 1 ? "" : "s") from '\(screen.name)'" + (notes.isEmpty ? "" : " (\(notes))")
    }
}
