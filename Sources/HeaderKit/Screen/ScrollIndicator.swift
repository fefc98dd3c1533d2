import ScrollCore

/// UIKit's vertical scroll indicator: a 2.5 pt rounded bar 3 pt from the right edge, as long as the
/// visible fraction of the content (at least 36 pt), shortened by any overscroll (down to 7 pt).
/// `insets` is UIKit's `scrollIndicatorInsets` (the track avoids a pinned bar or a keyboard).
/// Nil when the content fits, the indicator is hidden, or its alpha is 0.
public func scrollIndicatorFrame(state: ScrollState, insets: EdgeInsets = .zero) -> Rect? {
    let thickness = 2.5, edgeInset = 3.0, minimumLength = 36.0, overscrolledLength = 7.0
    let viewport = state.boundsSize
    let contentLength = state.contentSize.height + state.contentInset.top + state.contentInset.bottom
    guard viewport.height > 0, contentLength > viewport.height, state.scrollIndicatorAlpha > 0 else { return nil }
    let trackTop = edgeInset + insets.top, trackLength = viewport.height - 2 * edgeInset - insets.top - insets.bottom
    guard trackLength > overscrolledLength else { return nil }
    let offset = state.contentOffset.y
    let minOffset = state.minimumOffsetY, maxOffset = state.maximumOffsetY
    let overscroll = max(0, minOffset - offset) + max(0, offset - maxOffset)
    var length = min(trackLength, max(minimumLength, trackLength * viewport.height / contentLength))
    length = max(overscrolledLength, length - overscroll)
    let progress = maxOffset > minOffset ? min(1, max(0, (offset - minOffset) / (maxOffset - minOffset))) : 0
    let y = trackTop + progress * (trackLength - length)
    return Rect(x: viewport.width - edgeInset - thickness - insets.right, y: y, width: thickness, height: length)
}
