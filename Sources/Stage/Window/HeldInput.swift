import CSDL2
import InputGeometry

/// What the keyboard and mouse hold right now, for gestures that read it between events (a
/// scrub's Shift ×10 / Alt ÷10, the point under a wheel step).
public enum HeldInput {
    public static var shift: Bool { UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_SHIFT.rawValue) != 0 }
    public static var alt: Bool { UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_ALT.rawValue) != 0 }

    /// The mouse position in picture points (window points ÷ `zoom`).
    public static func pointer(zoom: Double) -> Point {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        return Point(x: Double(x) / zoom, y: Double(y) / zoom)
    }
}
