import ScrollCore

/// UIKit's `.scaleAspectFill` as a source crop: scale = max(w/iw, h/ih), the image centred in the
/// frame, and the part outside the frame cut away. Returns the source rectangle in image pixels
/// that fills `frame` exactly (so the renderer draws `source` → `frame` with no clip needed).
public func aspectFillSource(imageSize: Size, frame: Size) -> Rect {
    guard imageSize.width > 0, imageSize.height > 0, frame.width > 0, frame.height > 0 else {
        return Rect(origin: .zero, size: imageSize)
    }
    let scale = max(frame.width / imageSize.width, frame.height / imageSize.height)
    let width = frame.width / scale, height = frame.height / scale
    return Rect(x: (imageSize.width - width) / 2, y: (imageSize.height - height) / 2, width: width, height: height)
}

/// The part of `source` (drawn onto `destination`) that lands inside `clip`, and that destination
/// part: what a renderer without clipping draws. Nil when nothing is visible.
public func clippedImage(source: Rect, destination: Rect, clip: Rect) -> (source: Rect, destination: Rect)? {
    let visible = destination.intersection(clip)
    guard !visible.isEmpty, !destination.isEmpty else { return nil }
    let sx = source.width / destination.width, sy = source.height / destination.height
    let cropped = Rect(x: source.minX + (visible.minX - destination.minX) * sx,
                       y: source.minY + (visible.minY - destination.minY) * sy,
                       width: visible.width * sx, height: visible.height * sy)
    return (cropped, visible)
}
