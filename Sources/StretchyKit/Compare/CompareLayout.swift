import HeaderKit
import ScrollCore

/// Where the two phones of a comparison go in one picture (the window, a combined screenshot):
/// a caption strip across the top naming each side, then A's viewport on the left, a thin gap
/// (the divider) and B's viewport on the right. All in points.
public struct CompareLayout: Equatable, Sendable {
    public var viewport: Size
    public static let gap = 8.0
    public static let captionHeight = 24.0
    public static let dividerColor = Color(28, 28, 30)
    public static let captionBackground = Color(28, 28, 30)
    public static let captionStyle = TextStyle(size: 13, weight: .bold, color: .white)

    public init(viewport: Size) { self.viewport = viewport }

    /// The whole picture: two viewports and the gap wide, the caption strip and a viewport high.
    public var size: Size {
        Size(width: 2 * viewport.width + Self.gap, height: viewport.height + Self.captionHeight)
    }

    /// The side's viewport in the picture.
    public func frame(of side: ComparisonSide) -> Rect {
        let x = side == .a ? 0 : viewport.width + Self.gap
        return Rect(x: x, y: Self.captionHeight, width: viewport.width, height: viewport.height)
    }

    /// The caption cell above the side's viewport.
    public func captionFrame(of side: ComparisonSide) -> Rect {
        let frame = frame(of: side)
        return Rect(x: frame.minX, y: 0, width: frame.width, height: Self.captionHeight)
    }

    /// The viewport size that fits a picture of `size` (a resized window).
    public static func viewport(fitting size: Size) -> Size {
        Size(width: max(1, (size.width - gap) / 2), height: max(1, size.height - captionHeight))
    }

    /// A point of the picture in the local coordinates of the side it is on: x from that side's
    /// left edge, y from the top of the viewports. A point in the gap belongs to the nearer side;
    /// points beyond the edges (a drag that left the window) stay with the nearer side too.
    public func localPoint(_ point: Point) -> (side: ComparisonSide, point: Point) {
        let split = viewport.width + Self.gap / 2
        let side: ComparisonSide = point.x < split ? .a : .b
        let origin = frame(of: side).origin
        return (side, Point(x: point.x - origin.x, y: point.y - origin.y))
    }

    /// The combined scene: the caption strip, each side's scene moved into its frame and clipped
    /// to it, the divider. `sideA`/`sideB` are in their own viewport coordinates.
    public func compose(_ sideA: Scene, _ sideB: Scene, captions: (a: String, b: String), into scene: inout Scene) {
        scene.reset(size: size, background: Self.dividerColor)
        scene.append(.fill(Rect(x: 0, y: 0, width: size.width, height: Self.captionHeight), Self.captionBackground,
                           cornerRadius: 0, clip: nil))
        for (side, source, caption) in [(ComparisonSide.a, sideA, captions.a), (.b, sideB, captions.b)] {
            let frame = frame(of: side)
            scene.append(.fill(frame, source.background, cornerRadius: 0, clip: nil))
            Self.append(source.items, offsetBy: frame.origin, clippedTo: frame, to: &scene)
            let cell = captionFrame(of: side)
            scene.append(.text(caption, style: Self.captionStyle,
                               frame: Rect(x: cell.minX + 8, y: cell.minY + 4, width: max(0, cell.width - 16), height: 17),
                               alignment: .center, lineBreak: .truncateTail, alpha: 1, clip: cell))
        }
    }

    /// `items` moved by `offset`, each clipped to `bounds` (and to its own clip, moved along).
    public static func append(_ items: [SceneItem], offsetBy offset: Point, clippedTo bounds: Rect, to scene: inout Scene) {
        scene.items.reserveCapacity(scene.items.count + items.count)
        for item in items { scene.append(translated(item, by: offset, clippedTo: bounds)) }
    }

    /// One item moved by `offset` and clipped to `bounds`: pure, so the renderer needs no notion
    /// of viewports.
    public static func translated(_ item: SceneItem, by offset: Point, clippedTo bounds: Rect) -> SceneItem {
        func move(_ rect: Rect) -> Rect { rect.offsetBy(dx: offset.x, dy: offset.y) }
        func clip(_ own: Rect?) -> Rect {
            guard let own else { return bounds }
            let moved = move(own).intersection(bounds)
            // An empty intersection must still clip everything away (never mean "no clip").
            return moved.isEmpty ? Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0) : moved
        }
        switch item {
        case let .image(ref, source, destination, alpha, blurRadius, own):
            return .image(ref, source: source, destination: move(destination), alpha: alpha, blurRadius: blurRadius, clip: clip(own))
        case let .maskedImage(ref, source, destination, cornerRadius, alpha, own):
            return .maskedImage(ref, source: source, destination: move(destination), cornerRadius: cornerRadius, alpha: alpha,
                                clip: clip(own))
        case let .fill(rect, color, cornerRadius, own):
            return .fill(move(rect), color, cornerRadius: cornerRadius, clip: clip(own))
        case let .text(text, style, frame, alignment, lineBreak, alpha, own):
            return .text(text, style: style, frame: move(frame), alignment: alignment, lineBreak: lineBreak, alpha: alpha, clip: clip(own))
        case let .line(from, to, color, width, own):
            return .line(from: Point(x: from.x + offset.x, y: from.y + offset.y), to: Point(x: to.x + offset.x, y: to.y + offset.y),
                         color: color, width: width, clip: clip(own))
        case let .backdropBlur(rect, blurRadius, alpha, own):
            return .backdropBlur(move(rect), blurRadius: blurRadius, alpha: alpha, clip: clip(own))
        }
    }
}
