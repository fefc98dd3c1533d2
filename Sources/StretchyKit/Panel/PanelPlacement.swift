import HeaderKit
import ScrollCore

/// Where Tab puts the panel: beside the phones (the window widens by the panel's width), or, when
/// the widened window would not fit the display's usable width, over the rightmost part of the
/// picture (the window keeps its size, so the panel stays on screen).
public enum PanelPlacement: Equatable, Sendable {
    case beside, over

    /// `usableWidth`: the display's usable width in picture points (nil: unknown, beside).
    public static func choose(phonesWidth: Double, usableWidth: Double?) -> PanelPlacement {
        guard let usableWidth else { return .beside }
        return phonesWidth + PanelLayout.width <= usableWidth ? .beside : .over
    }

    /// The panel's left edge in a picture of phones `phonesWidth` wide.
    public func panelLeft(phonesWidth: Double) -> Double {
        switch self {
        case .beside: phonesWidth
        case .over: max(0, phonesWidth - PanelLayout.width)
        }
    }

    /// The window's width with the panel open.
    public func windowWidth(phonesWidth: Double) -> Double {
        self == .beside ? phonesWidth + PanelLayout.width : phonesWidth
    }

    /// The part of the picture the phones show uncovered, left to right (toasts centre on it).
    public func uncoveredWidth(phonesWidth: Double) -> Double {
        self == .beside ? phonesWidth : panelLeft(phonesWidth: phonesWidth)
    }
}
