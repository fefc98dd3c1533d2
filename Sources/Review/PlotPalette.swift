import HeaderKit
import ScrollCore

/// The colours of every review picture, chosen to stay distinct on white and when printed grey.
public enum PlotPalette {
    public static let offset = Color(31, 119, 180)          // blue
    public static let headerHeight = Color(255, 127, 14)    // orange
    public static let velocity = Color(44, 160, 44)         // green

    /// One colour per overlaid trace (Tableau 10), cycling after ten.
    public static let traces: [Color] = [
        Color(31, 119, 180), Color(214, 39, 40), Color(44, 160, 44), Color(148, 103, 189),
        Color(255, 127, 14), Color(23, 190, 207), Color(140, 86, 75), Color(227, 119, 194),
        Color(127, 127, 127), Color(188, 189, 34),
    ]
    public static func trace(_ index: Int) -> Color { traces[index % traces.count] }

    /// A light band colour per scroll phase; unknown phase names share a neutral beige.
    public static func phaseBand(_ phase: String) -> Color {
        switch ScrollPhase(rawValue: phase) {
        case .idle: Color(240, 240, 240)
        case .tracking: Color(255, 243, 191)
        case .dragging: Color(214, 230, 250)
        case .decelerating: Color(216, 243, 216)
        case .bouncing: Color(252, 216, 226)
        case .animating: Color(232, 222, 250)
        case nil: Color(240, 232, 218)
        }
    }

    public static let text = Color(30, 30, 30)
    public static let mutedText = Color(90, 90, 90)
    public static let axis = Color(60, 60, 60)
    /// Opaque (no reliance on blending), drawn over the light phase bands.
    public static let grid = Color(208, 208, 208)
    public static let zeroLine = Color(150, 150, 150)
    public static let eventMarker = Color(110, 60, 140)
    public static let cellBackground = Color(245, 245, 245)
}
