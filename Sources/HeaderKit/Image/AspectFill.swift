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

