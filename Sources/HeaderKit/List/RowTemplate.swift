import ScrollCore

/// The built-in row templates (UITableViewCell's styles and two app rows): how tall a row is and
/// what it draws, in row coordinates. `subtitle` is the row every list drew before templates.
public enum RowTemplate {
    public static let subtitle = "subtitle", thumbnail = "thumbnail", value1 = "value1", track = "track"
    public static let builtIns = [subtitle, thumbnail, value1, track]

    /// UIKit's minimum row height (HIG: 44 pt hit target).
    static let minimumHeight = 44.0
    /// The thumbnail template's leading image (UITableViewCell's imageView at the default row height).
    static let thumbnailSide = 44.0
    /// The track template's number column and trailing ellipsis (Apple Music's album rows).
    static let numberColumn = 28.0, ellipsisColumn = 28.0
    static let gap = 12.0

    /// Where a template's text column starts and ends (the separator's default inset is its start).
    public static func textColumn(_ template: String, style: RowStyle, width: Double) -> (x: Double, width: Double) {
        let pad = style.horizontalPadding
        switch template {
        case thumbnail: return (pad + thumbnailSide + gap, max(1, width - pad - thumbnailSide - gap - pad))
        case track: return (pad + numberColumn + 8, max(1, width - pad - numberColumn - 8 - ellipsisColumn - pad))
        default: return (pad, style.textWidth(rowWidth: width))
        }
    }

    static func titleStyle(_ template: String, _ style: RowStyle) -> TextStyle {
        template == subtitle ? style.title : TextStyle(size: style.title.size, weight: template == thumbnail ? .semibold : .regular,
                                                      color: style.title.color)
    }

    /// Self-sizing height of `row` drawn by `template` at `width`.
    public static func height(_ template: String, row: ListContent.Row, width: Double, style: RowStyle,
                              measurer: any TextMeasuring) -> Double {
        switch template {
        case thumbnail, track:
            let column = textColumn(template, style: style, width: width)
            let title = titleHeight(row.title, titleStyle(template, style), measurer)
            let subtitle = row.subtitle.isEmpty ? 0 : style.spacing + measurer.measure(row.subtitle, style: subtitleStyle(template, style),
                                                                                       width: column.width).height
            let image = template == thumbnail ? thumbnailSide : 0
            return max(minimumHeight, max(image, title + subtitle) + 2 * (template == track ? 8 : 10))
        case value1:
            return max(minimumHeight, titleHeight(row.title, titleStyle(template, style), measurer) + 22)
        default:
            return style.height(of: row, rowWidth: width, measurer: measurer)
        }
    }

    static func subtitleStyle(_ template: String, _ style: RowStyle) -> TextStyle {
        template == track ? TextStyle(size: 13, color: style.subtitle.color) : style.subtitle
    }

    static func titleHeight(_ text: String, _ style: TextStyle, _ measurer: any TextMeasuring) -> Double {
        guard !text.isEmpty else { return 0 }
        let first = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
        return measurer.measure(first.isEmpty ? " " : String(first.prefix(256)), style: style, width: nil).height
    }

    /// Draws `row` (item `index` of its section) into `frame`, clipped to `clip`. `image` finds a
    /// row image's bitmap (nil: not loaded).
    static func draw(_ template: String, row: ListContent.Row, index: Int, frame: Rect, style: RowStyle,
                     measurer: any TextMeasuring, image: (String) -> (ref: Int, size: Size)?, clip: Rect, into scene: inout Scene) {
        let column = textColumn(template, style: style, width: frame.width)
        let titleStyle = titleStyle(template, style), subtitleStyle = subtitleStyle(template, style)
        let titleHeight = titleHeight(row.title, titleStyle, measurer)
        let subtitleHeight = row.subtitle.isEmpty ? 0 : measurer.measure(row.subtitle, style: subtitleStyle, width: column.width).height
        let textHeight = titleHeight + (row.subtitle.isEmpty ? 0 : style.spacing + subtitleHeight)
        // Text is centred vertically in the row, as UITableViewCell's labels are.
        let textTop = frame.minY + max(0, (frame.height - textHeight) / 2)
        let detail = row.field("detail")
        let detailStyle = TextStyle(size: template == value1 ? titleStyle.size : 15, color: style.subtitle.color)
        let detailWidth = detail.isEmpty ? 0 : min(column.width / 2, measurer.measure(detail, style: detailStyle, width: nil).width)
        let titleWidth = max(1, column.width - (detailWidth > 0 ? detailWidth + 8 : 0))
        switch template {
        case thumbnail:
            let side = thumbnailSide
            let box = Rect(x: frame.minX + style.horizontalPadding, y: frame.minY + (frame.height - side) / 2, width: side, height: side)
            drawItemImage(row, in: box, mask: row.field("shape") == "circle" ? .circle : .rounded, cornerRadius: 6,
                          image: image, clip: clip, into: &scene)
        case track:
            let number = row.field("number").isEmpty ? "\(index + 1)" : row.field("number")
            let numberStyle = TextStyle(size: titleStyle.size, color: style.subtitle.color)
            scene.append(.text(number, style: numberStyle, frame: Rect(x: frame.minX + style.horizontalPadding,
                                                                     y: frame.minY + (frame.height - titleStyle.size * 1.2) / 2,
                                                                     width: numberColumn, height: titleStyle.size * 1.2),
                               alignment: .center, lineBreak: .truncateTail, alpha: 1, clip: clip))
            let ellipsis = row.fields["accessory"] ?? "⋯"
            scene.append(.text(ellipsis, style: TextStyle(size: 20, weight: .bold, color: style.title.color),
                               frame: Rect(x: frame.maxX - style.horizontalPadding - ellipsisColumn, y: frame.minY + (frame.height - 24) / 2,
                                           width: ellipsisColumn, height: 24),
                               alignment: .center, lineBreak: .truncateTail, alpha: 1, clip: clip))
        default: break
        }
        if template == value1 {
            scene.append(.text(row.title, style: titleStyle, frame: Rect(x: frame.minX + column.x, y: textTop, width: titleWidth, height: titleHeight),
                               alignment: .leading, lineBreak: .truncateTail, alpha: 1, clip: clip))
        } else {
            scene.append(.text(row.title, style: titleStyle, frame: Rect(x: frame.minX + column.x, y: textTop, width: titleWidth, height: titleHeight),
                               alignment: ParagraphDirection.naturalAlignment(row.title), lineBreak: .truncateTail, alpha: 1, clip: clip))
            if !row.subtitle.isEmpty {
                scene.append(.text(row.subtitle, style: subtitleStyle,
                                   frame: Rect(x: frame.minX + column.x, y: textTop + titleHeight + style.spacing, width: column.width, height: subtitleHeight),
                                   alignment: ParagraphDirection.naturalAlignment(row.subtitle), lineBreak: .wrap, alpha: 1, clip: clip))
            }
        }
        if detailWidth > 0 {
            let detailHeight = detailStyle.size * 1.2
            let y = template == value1 ? frame.minY + (frame.height - detailHeight) / 2 : textTop
            scene.append(.text(detail, style: detailStyle, frame: Rect(x: frame.minX + column.x + column.width - detailWidth, y: y,
                                                                      width: detailWidth, height: detailHeight),
                               alignment: .trailing, lineBreak: .truncateTail, alpha: 1, clip: clip))
        }
    }

    /// A row's or cell's `image` field aspect-filled into `box` (a grey placeholder when it has none).
    static func drawItemImage(_ row: ListContent.Row, in box: Rect, mask: LayerKind.Mask, cornerRadius: Double,
                              image: (String) -> (ref: Int, size: Size)?, clip: Rect, into scene: inout Scene) {
        guard box.intersects(clip) else { return }
        drawItemImage(image(row.field("image")), in: box, mask: mask, cornerRadius: cornerRadius, clip: clip, into: &scene)
    }

    /// An item's image (its index in the images and its size; nil: none) aspect-filled into `box`.
    static func drawItemImage(_ image: (ref: Int, size: Size)?, in box: Rect, mask: LayerKind.Mask, cornerRadius: Double,
                              clip: Rect, into scene: inout Scene) {
        guard box.intersects(clip) else { return }
        let radius = mask == .circle ? min(box.width, box.height) / 2 : mask == .rounded ? cornerRadius : 0
        guard let (ref, size) = image else {
            scene.append(.fill(box, Color(199, 199, 204), cornerRadius: radius, clip: clip))
            return
        }
        let source = aspectFillSource(imageSize: size, frame: box.size)
        if radius > 0 {
            scene.append(.maskedImage(.photo(ref), source: source, destination: box, cornerRadius: radius, alpha: 1, blurRadius: 0, clip: clip))
        } else {
            scene.append(.image(.photo(ref), source: source, destination: box, alpha: 1, blurRadius: 0, clip: clip))
        }
    }
}
