import HeaderKit
import ScrollCore

/// Screenshots in a labelled grid: each image scaled to fit its cell (aspect kept), captions below,
/// a title on top. The scene's height follows from the width, the columns and the tallest aspect.
public struct ContactSheet: Sendable {
    public struct Shot: Equatable, Sendable {
        public var image: ImageRef
        /// The bitmap's size in pixels (the image item's source rectangle).
        public var pixelSize: Size
        /// e.g. file name, time, preset, key parameters; the first line is bold.
        public var captionLines: [String]
        public init(image: ImageRef, pixelSize: Size, captionLines: [String]) {
            self.image = image; self.pixelSize = pixelSize; self.captionLines = captionLines
        }
    }

    public var title: String
    public var shots: [Shot]
    public var columns: Int
    public var width: Double

    /// `columns` defaults to ⌈√n⌉, at most 6.
    public init(title: String, shots: [Shot], columns: Int? = nil, width: Double = 1200) {
        self.title = title
        self.shots = shots
        self.columns = max(1, columns ?? ContactSheet.defaultColumns(shotCount: shots.count))
        self.width = width
    }

    /// Shot `i` is drawn from `ImageRef.photo(i)`: the renderer loads the screenshots as photos in this order.
    public init(title: String, screenshots: [(pixelSize: Size, captionLines: [String])], columns: Int? = nil,
                width: Double = 1200) {
        let shots = screenshots.enumerated().map {
            Shot(image: .photo($0), pixelSize: $1.pixelSize, captionLines: $1.captionLines)
        }
        self.init(title: title, shots: shots, columns: columns, width: width)
    }

    public static func defaultColumns(shotCount: Int) -> Int {
        var columns = 1
        while columns * columns < shotCount { columns += 1 }
        return min(6, columns)
    }

    static let margin = 20.0, gap = 18.0, titleHeight = 40.0, captionSize = 12.0

    public struct Cell: Equatable, Sendable {
        /// The whole cell: image box and captions.
        public var frame: Rect
        /// Where the image may go.
        public var imageBox: Rect
        /// The image scaled to fit `imageBox`, centred.
        public var imageRect: Rect
        /// Top of the first caption line.
        public var captionTop: Double
    }

    public struct Layout: Equatable, Sendable {
        public var size: Size
        public var cells: [Cell]
    }

    public var layout: Layout {
        let margin = ContactSheet.margin, gap = ContactSheet.gap
        let cellWidth = (width - 2 * margin - Double(columns - 1) * gap) / Double(columns)
        let tallestAspect = shots.map { $0.pixelSize.width > 0 ? $0.pixelSize.height / $0.pixelSize.width : 0 }.max() ?? 0
        let boxHeight = (cellWidth * min(max(tallestAspect, 0.5), 2.5)).rounded()
        let captionLineCount = shots.map { wrappedCaption($0, width: cellWidth).count }.max() ?? 0
        let captionHeight = Double(captionLineCount) * TextMetrics.lineHeight(ContactSheet.captionSize) + 6
        let cellHeight = boxHeight + captionHeight
        let rows = (shots.count + columns - 1) / columns
        let gridTop = margin + ContactSheet.titleHeight

        let cells = shots.enumerated().map { index, shot in
            let x = margin + Double(index % columns) * (cellWidth + gap)
            let y = gridTop + Double(index / columns) * (cellHeight + gap)
            let box = Rect(x: x, y: y, width: cellWidth, height: boxHeight)
            return Cell(frame: Rect(x: x, y: y, width: cellWidth, height: cellHeight), imageBox: box,
                        imageRect: aspectFit(shot.pixelSize, in: box), captionTop: box.maxY + 4)
        }
        let height = gridTop + Double(rows) * cellHeight + Double(max(0, rows - 1)) * gap + margin
        return Layout(size: Size(width: width, height: max(height, gridTop + margin)), cells: cells)
    }

    public func scene() -> Scene {
        let layout = layout
        var scene = Scene(size: layout.size, background: .white)
        scene.addText(title, x: ContactSheet.margin, top: ContactSheet.margin,
                      width: width - 2 * ContactSheet.margin, size: 20, weight: .bold)
        if shots.isEmpty {
            scene.addText("no screenshots", x: ContactSheet.margin, top: ContactSheet.margin + ContactSheet.titleHeight,
                          width: 300, size: 14, color: PlotPalette.mutedText)
        }
        let size = ContactSheet.captionSize
        for (shot, cell) in zip(shots, layout.cells) {
            scene.addFill(cell.imageBox, PlotPalette.cellBackground)
            if cell.imageRect.isEmpty {
                scene.addText("(no image)", x: cell.imageBox.minX, top: cell.imageBox.midY, width: cell.imageBox.width,
                              size: size, color: PlotPalette.mutedText, alignment: .center)
            } else {
                let source = Rect(origin: .zero, size: shot.pixelSize)
                scene.append(.image(shot.image, source: source, destination: cell.imageRect, alpha: 1,
                                    blurRadius: 0, clip: nil))
            }
            for (line, (text, first)) in wrappedCaption(shot, width: cell.frame.width).enumerated() {
                scene.addText(text, x: cell.frame.minX,
                              top: cell.captionTop + Double(line) * TextMetrics.lineHeight(size), width: cell.frame.width,
                              size: size, weight: first ? .bold : .regular,
                              color: first ? PlotPalette.text : PlotPalette.mutedText)
            }
        }
        return scene
    }
}

extension ContactSheet {
    /// A shot's caption lines wrapped to the cell's width; `first` marks the (bold) first line's.
    func wrappedCaption(_ shot: Shot, width: Double) -> [(text: String, first: Bool)] {
        shot.captionLines.enumerated().flatMap { index, line in
            TextMetrics.wrapped(line, width: width, size: ContactSheet.captionSize).map { ($0, index == 0) }
        }
    }
}

/// The largest rectangle of `pixelSize`'s aspect inside `box`, centred; empty for an empty size.
func aspectFit(_ pixelSize: Size, in box: Rect) -> Rect {
    guard pixelSize.width > 0, pixelSize.height > 0 else { return Rect(origin: Point(x: box.midX, y: box.midY), size: .zero) }
    let scale = min(box.width / pixelSize.width, box.height / pixelSize.height)
    let width = pixelSize.width * scale, height = pixelSize.height * scale
    return Rect(x: box.midX - width / 2, y: box.midY - height / 2, width: width, height: height)
}
