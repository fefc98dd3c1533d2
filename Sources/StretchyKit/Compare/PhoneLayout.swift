import HeaderKit
import ScrollCore

/// Where the phones of a window or a picture go (the window, a combined screenshot, a video):
/// one phone fills it; two to four stand side by side under a caption strip naming each, with a
/// thin gap (the divider) between them. All in points. A side panel would be one more region:
/// a width added to `size` and a frame after the last phone.
public struct PhoneLayout: Equatable, Sendable {
    public var viewport: Size
    public var count: Int
    public static let gap = 8.0
    public static let captionStripHeight = 24.0
    public static let dividerColor = Color(28, 28, 30)
    public static let captionBackground = Color(28, 28, 30)
    public static let captionStyle = TextStyle(size: 13, weight: .bold, color: .white)

    public init(viewport: Size, count: Int = 1) {
        self.viewport = viewport
        self.count = max(1, count)
    }

    /// The caption strip's height: none over a single phone.
    public var captionHeight: Double { count > 1 ? Self.captionStripHeight : 0 }

    /// The whole picture: the viewports and the gaps between them wide, the caption strip and a viewport high.
    public var size: Size {
        Size(width: Double(count) * viewport.width + Double(count - 1) * Self.gap, height: viewport.height + captionHeight)
    }

    /// Phone `index`'s viewport in the picture.
    public func frame(of index: Int) -> Rect {
        Rect(x: Double(index) * (viewport.width + Self.gap), y: captionHeight, width: viewport.width, height: viewport.height)
    }

    /// The caption cell above phone `index`'s viewport.
    public func captionFrame(of index: Int) -> Rect {
        let frame = frame(of: index)
        return Rect(x: frame.minX, y: 0, width: frame.width, height: captionHeight)
    }

    /// The viewport size that fits a picture of `size` (a resized window) with `count` phones.
    public static func viewport(fitting size: Size, count: Int = 1) -> Size {
        let layout = PhoneLayout(viewport: .zero, count: count)
        return Size(width: max(1, (size.width - Double(layout.count - 1) * gap) / Double(layout.count)),
                    height: max(1, size.height - layout.captionHeight))
    }

    /// A point of the picture in the local coordinates of the phone it is on: x from that phone's
    /// left edge, y from the top of the viewports. A point in a gap belongs to the nearer phone;
    /// points beyond the edges (a drag that left the window) stay with the nearer phone too.
    public func localPoint(_ point: Point) -> (index: Int, point: Point) {
        let pitch = viewport.width + Self.gap
        let index = min(count - 1, max(0, Int(((point.x + Self.gap / 2) / pitch).rounded(.down))))
        let origin = frame(of: index).origin
        return (index, Point(x: point.x - origin.x, y: point.y - origin.y))
    }

    /// The combined scene: the caption strip, each phone's scene moved into its frame and clipped
    /// to it, the dividers. `phones` are in their own viewport coordinates (the first `count`
    /// are drawn).
    public func compose(_ phones: [Scene], captions: [String], into scene: inout Scene) {
        scene.reset(size: size, background: Self.dividerColor)
        scene.append(.fill(Rect(x: 0, y: 0, width: size.width, height: captionHeight), Self.captionBackground,
                           cornerRadius: 0, clip: nil))
        for (index, source) in phones.prefix(count).enumerated() {
            let frame = frame(of: index)
            scene.append(.fill(frame, source.background, cornerRadius: 0, clip: nil))
            Self.append(source, offsetBy: frame.origin, clippedTo: frame, to: &scene)
            guard index < captions.count else { continue }
            let cell = captionFrame(of: index)
            scene.append(.text(captions[index], style: Self.captionStyle,
                               frame: Rect(x: cell.minX + 8, y: cell.minY + 4, width: max(0, cell.width - 16), height: 17),
                               alignment: .center, lineBreak: .truncateTail, alpha: 1, clip: cell))
        }
    }

    /// `source`'s items moved by `offset`, each clipped to `bounds` (and to its own clip, moved along).
    public static func append(_ source: Scene, offsetBy offset: Point, clippedTo bounds: Rect, to scene: inout Scene) {
        scene.reserveCapacity(scene.packedItems.count + source.packedItems.count)
        for index in source.packedItems.indices { scene.append(translated(source.item(index), by: offset, clippedTo: bounds)) }
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
        case let .maskedImage(ref, source, destination, cornerRadius, alpha, blurRadius, own):
            return .maskedImage(ref, source: source, destination: move(destination), cornerRadius: cornerRadius, alpha: alpha,
                                blurRadius: blurRadius, clip: clip(own))
        case let .fill(rect, color, cornerRadius, own):
            return .fill(move(rect), color, cornerRadius: cornerRadius, clip: clip(own))
        case let .icon(glyph, weight, color, frame, alpha, own):
            return .icon(glyph, weight: weight, color: color, frame: move(frame), alpha: alpha, clip: clip(own))
        case let .text(text, style, frame, alignment, lineBreak, alpha, own):
            return .text(text, style: style, frame: move(frame), alignment: alignment, lineBreak: lineBreak, alpha: alpha, clip: clip(own))
        case let .line(from, to, color, width, own):
            return .line(from: Point(x: from.x + offset.x, y: from.y + offset.y), to: Point(x: to.x + offset.x, y: to.y + offset.y),
                         color: color, width: width, clip: clip(own))
        case let .backdropBlur(rect, blurRadius, alpha, cornerRadius, own):
            return .backdropBlur(move(rect), blurRadius: blurRadius, alpha: alpha, cornerRadius: cornerRadius, clip: clip(own))
        case let .gradient(gradient, rect, cornerRadius, alpha, own):
            return .gradient(gradient, move(rect), cornerRadius: cornerRadius, alpha: alpha, clip: clip(own))
        case let .shadow(rect, cornerRadius, color, blurRadius, own):
            return .shadow(move(rect), cornerRadius: cornerRadius, color: color, blurRadius: blurRadius, clip: clip(own))
        case let .border(rect, cornerRadius, width, color, own):
            return .border(move(rect), cornerRadius: cornerRadius, width: width, color: color, clip: clip(own))
        case var .glass(glass):
            glass.frame = move(glass.frame)
            glass.clip = clip(glass.clip)
            return .glass(glass)
        case var .progressiveBlur(blur):
            blur.band = move(blur.band)
            blur.clip = clip(blur.clip)
            return .progressiveBlur(blur)
        }
    }
}
