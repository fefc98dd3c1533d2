import ScrollCore

/// The largest frame the renderer is asked to draw, in pixels. A frame is several bitmaps at once
/// (render target, read-back copy, the PNG writer's queue), so points × scale beyond this is
/// refused before SDL allocates anything: 8000×8000 pt at scale 4 used to take gigabytes and crash.
public enum FrameBudget {
    public static let maximumSide = 32768
    public static let maximumPixels = 32 * 1024 * 1024

    /// `what` names the source of the size ("--viewport", "script.json: 'events[3]' resize").
    public static func check(_ size: Size, scale: Double, what: String) throws(StretchyError) {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width > Double(maximumSide) || height > Double(maximumSide) || width * height > Double(maximumPixels) else { return }
        let largestSquare = Int((Double(maximumPixels).squareRoot() / scale).rounded(.down))
        throw .badInput("\(what): \(format(size.width))×\(format(size.height)) pt at scale \(format(scale)) is \(Int(width))×\(Int(height)) pixels; "
                        + "frame limit \(maximumSide) px a side, \(maximumPixels / 1_048_576) Mpx (\(largestSquare)×\(largestSquare) pt fits)")
    }

    /// `size` made to fit the limits at `scale`, its shape kept (whole points, rounded down): how the
    /// window caps its own pixels when it is resized past them (issue 32: a 16000² window held 2.3 GB).
    public static func fitting(_ size: Size, scale: Double) -> Size {
        let width = size.width * scale, height = size.height * scale
        let factor = min(1, Double(maximumSide) / width, Double(maximumSide) / height,
                         (Double(maximumPixels) / (width * height)).squareRoot())
        guard factor < 1 else { return size }
        return Size(width: (size.width * factor).rounded(.down), height: (size.height * factor).rounded(.down))
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension FrameBudget {
    /// A script's viewport and every `resize` in it, drawn as `picture(viewport)` (a comparison is
    /// two viewports wide), checked before the replay starts.
    public static func check(_ script: Script, path: String, scale: Double, picture: (Size) -> Size = { $0 }) throws(StretchyError) {
        try check(picture(script.viewport), scale: scale, what: "\(path): viewport")
        for (index, event) in script.events.enumerated() {
            if case let .resize(size) = event.action {
                try check(picture(size), scale: scale, what: "\(path): events[\(index)] resize at \(format(event.timeMs)) ms")
            }
        }
    }
}
