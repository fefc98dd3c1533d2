import Testing
import HeaderKit
import Review
import ScrollCore

/// All review-picture suites nest in here so `swift test --filter ReviewPictureTests` runs exactly them.
@Suite enum ReviewPictureTests {}

/// Scene items pulled apart for assertions.
extension Scene {
    struct Line { var from: Point, to: Point, color: Color, width: Double, clip: Rect? }
    struct Text { var string: String, style: TextStyle, frame: Rect, alignment: TextAlignment }
    struct Fill { var rect: Rect, color: Color, clip: Rect? }
    struct Image { var ref: ImageRef, source: Rect, destination: Rect }

    var lines: [Line] {
        items.compactMap { if case let .line(a, b, c, w, clip) = $0 { Line(from: a, to: b, color: c, width: w, clip: clip) } else { nil } }
    }
    var texts: [Text] {
        items.compactMap { if case let .text(s, style, frame, alignment, _, _, _) = $0 { Text(string: s, style: style, frame: frame, alignment: alignment) } else { nil } }
    }
    var fills: [Fill] {
        items.compactMap { if case let .fill(r, c, _, clip) = $0 { Fill(rect: r, color: c, clip: clip) } else { nil } }
    }
    var images: [Image] {
        items.compactMap { if case let .image(ref, s, d, _, _, _) = $0 { Image(ref: ref, source: s, destination: d) } else { nil } }
    }

    /// Every coordinate of every item is finite (no NaN leaked from a gap or a degenerate axis).
    var allCoordinatesFinite: Bool {
        func ok(_ r: Rect) -> Bool { [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) }
        return items.allSatisfy { item in
            switch item {
            case let .line(a, b, _, _, _): [a.x, a.y, b.x, b.y].allSatisfy(\.isFinite)
            case let .fill(r, _, _, _): ok(r)
            case let .text(_, _, r, _, _, _, _): ok(r)
            case let .image(_, s, d, _, _, _): ok(s) && ok(d)
            case let .maskedImage(_, s, d, _, _, _, _): ok(s) && ok(d)
            case let .backdropBlur(r, _, _, _, _), let .gradient(_, r, _, _, _), let .shadow(r, _, _, _, _),
                 let .border(r, _, _, _, _): ok(r)
            case let .icon(_, _, _, r, _, _): ok(r)
            case let .glass(glass): ok(glass.frame)
            case let .progressiveBlur(blur): ok(blur.band)
            }
        }
    }
}

extension Rect {
    /// Containment including the far edges, with a little slack for rounding.
    func holds(_ p: Point, slack: Double = 0.01) -> Bool {
        p.x >= minX - slack && p.x <= maxX + slack && p.y >= minY - slack && p.y <= maxY + slack
    }
}
