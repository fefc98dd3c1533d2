import Foundation
import ScrollCore

/// Colours the layer kinds draw with where a design file gives none (UIKit system colours).
enum Palette {
    static let segmentBackground = SystemColor.segmentTrack
    static let segmentSelected = SystemColor.segmentSelected
    static let segmentText = SystemColor.label
    static let separator = DynamicColor(light: Color(200, 199, 204), dark: Color(56, 56, 58))
    static let dot = Color.white
    static let dotInactive = Color(255, 255, 255, 128)
    static let spinner = Color(142, 142, 147)             // systemGray
    static let sectionHeader = Color(242, 242, 247, 245)  // UITableView plain section header (secondarySystemBackground)
}

extension HeaderScreen {
    /// Draws the layers of one depth in the design's order.
    /// `indices`: which of them (all by default).
    func drawLayers(_ m: HeaderMetrics, depth: DesignLayer.Depth, frame: FrameDecorations, into scene: inout Scene,
                    indices: Range<Int>? = nil) {
        for index in indices ?? design.layers.indices {
            let layer = design.layers[index]
            guard layer.z == depth && layer.onlyOn.map(system.draws(layerFor:)) ?? true else { continue }
            if case let .glass(glass) = layer.kind, let group = glass.group {
                // Glass items of one group share one capsule platter, drawn at the group's first drawn layer.
                let r = m.layers[index]
                guard r.isDrawn, !r.clip.isEmpty, let platter = glassPlatter(group, leader: index, m) else { continue }
                var shared = glass
                shared.shape = .capsule
                drawGlass(shared, r, box: platter, touch: frame.touch, into: &scene)
                continue
            }
            drawLayer(layer, m.layers[index], frame: frame, text: { $0 == "$title" ? content.title : $0 },
                      image: { imageSet.design[$0] }, into: &scene)
        }
    }

    /// Draws one resolved layer: a header layer, or a row template's moved into the row.
    /// `text` gives the string a text layer shows, `image` the loaded bitmap of an image index
    /// (nil: not loaded, nothing drawn).
    func drawLayer(_ layer: DesignLayer, _ r: ResolvedLayer, frame: FrameDecorations, text: (String) -> String,
                   image: (Int) -> Int?, into scene: inout Scene) {
        guard r.isDrawn, !r.clip.isEmpty else { return }
        let box = r.scaledFrame(anchor: layer.anchor)
        let radius = outlineRadius(layer, r, box: box)
        drawShadow(layer, r, box: box, radius: radius, into: &scene)
        switch layer.kind {
        case let .image(index, contentMode, mask, _):
            if let ref = image(index) { drawImage(ref, contentMode: contentMode, mask: mask, r, box: box, radius: radius, into: &scene) }
        case let .color(color, _):
            scene.append(.fill(box, (r.color ?? color).resolved(appearance).withAlpha(r.alpha), cornerRadius: radius, clip: r.clip))
        case let .gradient(gradient, _):
            scene.append(.gradient((r.gradient ?? gradient).resolved(appearance), box, cornerRadius: radius, alpha: r.alpha, clip: r.clip))
        case let .text(string, _, weight, color, _, lines, lineHeight):
            let text = text(string)
            let style = TextStyle(size: min(Design.maximumTextSize, r.textSize * r.scale), weight: weight, color: (r.color ?? color).resolved(appearance))
            let lineBreak = TextLineBreak.lines(lines, lineHeight: lineHeight)
            if lines == 1 {
                // One line slides with the alignment bias (a title moving to the centre as a bar collapses).
                // Leading text needs no width (the slide is 0): no measuring lookup every frame.
                let slide = r.textAlignment == 0 ? 0 : max(0, box.width - measurer.measure(text, style: style, width: nil).width) * r.textAlignment
                let x = box.minX + slide
                scene.append(.text(text, style: style, frame: Rect(x: x, y: box.minY, width: box.maxX - x, height: box.height),
                                   alignment: .leading, lineBreak: lineBreak, alpha: r.alpha, clip: r.clip))
            } else {
                // Wrapped lines reflow in the whole frame, each aligned by the nearest of leading, centre, trailing.
                let alignment: TextAlignment = r.textAlignment < 0.25 ? .leading : r.textAlignment > 0.75 ? .trailing : .center
                scene.append(.text(text, style: style, frame: box, alignment: alignment, lineBreak: lineBreak,
                                   alpha: r.alpha, clip: r.clip))
            }
        case let .icon(symbol, _, weight, still):
            let color = r.color ?? still
            let side = r.textSize * r.scale
            guard let glyph = SymbolTable.glyphs[symbol], side > 0 else { break }
            let square = Rect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
            // On glass, the label colour is the vibrant one for what the glass shows (D6).
            let tint = color == SystemColor.label
                ? vibrantLabel(at: Point(x: square.midX, y: square.midY), in: scene, fallback: color.resolved(appearance))
                : color.resolved(appearance)
            scene.append(.icon(glyph, weight: weight, color: tint, frame: square, alpha: r.alpha, clip: r.clip))
        case let .material(tint, blurRadius, _, _):
            scene.append(.backdropBlur(box, blurRadius: blurRadius, alpha: r.alpha, cornerRadius: radius, clip: r.clip))
            scene.append(.fill(box, (r.color ?? tint).resolved(appearance).withAlpha(r.alpha), cornerRadius: radius, clip: r.clip))
        case let .segmented(segments, _):
            let (titles, count) = segmentTitles(layer, segments, count: r.count)
            if layer.tabStrip == .underline {
                drawUnderlineTabs(titles, position: frame.tabPosition, box: box, alpha: r.alpha, clip: r.clip,
                                  look: r.tabLook ?? layer.tabLook ?? TabStripLook(), into: &scene)
            } else {
                let selected = layer.switchesTabs && content.hasTabs ? Int(frame.tabPosition.rounded()) : frame.selectedSegment
                drawSegmented(titles, count: count, selected: selected, box: box, alpha: r.alpha, clip: r.clip, into: &scene)
            }
        case let .pager(images, _, dots):
            drawPager(images, pages: r.count, dots: dots, pagerOffset: frame.carouselOffset, r, box: box, into: &scene)
        case .spinner:
            drawSpinner(frame.refresh, center: Point(x: box.midX, y: box.midY), into: &scene, clip: r.clip)
        case let .glass(glass):
            drawGlass(glass, r, box: box, touch: frame.touch, into: &scene)
        case let .tabBar(tabBar):
            drawTabBar(tabBar, r, into: &scene)
        case let .navigationBar(bar):
            drawNavigationBar(bar, r, into: &scene)
        case let .button(button):
            drawButton(button, r, box: box, touch: frame.touch, into: &scene)
        }
        if let border = layer.border, r.borderWidth > 0, layer.kind.cornerRadius != nil {
            scene.append(.border(box, cornerRadius: radius, width: r.borderWidth * r.scale,
                                 color: border.color.resolved(appearance).withAlpha(r.alpha), clip: r.clip))
        }
    }

    /// The layer's outline radius in points, as drawn: a circle or capsule's half short side,
    /// else the kind's corner radius scaled with the layer (an image's `mask: circle` is a circle).
    private func outlineRadius(_ layer: DesignLayer, _ r: ResolvedLayer, box: Rect) -> Double {
        if layer.shape != nil { return min(box.width, box.height) / 2 }
        if case .image(_, _, .circle, _) = layer.kind { return min(box.width, box.height) / 2 }
        return r.cornerRadius * r.scale
    }

    /// CALayer's shadow under the layer: its outline moved by the offset, blurred by the radius.
    private func drawShadow(_ layer: DesignLayer, _ r: ResolvedLayer, box: Rect, radius: Double, into scene: inout Scene) {
        guard let shadow = layer.shadow, r.shadowOpacity > 0, layer.kind.cornerRadius != nil else { return }
        let color = shadow.color.resolved(appearance).withAlpha(r.shadowOpacity * r.alpha)
        scene.append(.shadow(box.offsetBy(dx: r.shadowOffset.x, dy: r.shadowOffset.y), cornerRadius: radius, color: color,
                             blurRadius: r.shadowRadius, clip: r.clip))
    }

    private func drawImage(_ ref: Int, contentMode: LayerKind.ContentMode, mask: LayerKind.Mask, _ r: ResolvedLayer,
                           box: Rect, radius: Double, into scene: inout Scene) {
        let size = images.sizes[ref]
        // A blurred photo stays inside its frame (D5: a blur spreading ≈ 5 pt past it left a bright
        // seam under a collapsed bar), as a blur inside a view that clips to its bounds does.
        let clip = r.blur > 0 ? r.clip.intersection(box) : r.clip
        guard !box.isEmpty, box.intersects(clip) else { return }
        switch contentMode {
        case .aspectFill:
            let source = aspectFillSource(imageSize: size, frame: r.frame.size)
            if radius <= 0 {
                scene.append(.image(.photo(ref), source: source, destination: box, alpha: r.alpha, blurRadius: r.blur, clip: clip))
            } else {
                scene.append(.maskedImage(.photo(ref), source: source, destination: box, cornerRadius: radius,
                                          alpha: r.alpha, blurRadius: r.blur, clip: clip))
            }
        case .aspectFit:
            let fit = min(box.width / max(1, size.width), box.height / max(1, size.height))
            let w = size.width * fit, h = size.height * fit
            let destination = Rect(x: box.midX - w / 2, y: box.midY - h / 2, width: w, height: h)
            scene.append(.image(.photo(ref), source: Rect(origin: .zero, size: size), destination: destination,
                                alpha: r.alpha, blurRadius: r.blur, clip: clip))
        }
    }

    /// A segmented control: equal segments, the selected one on a white pill.
    private func drawSegmented(_ titles: [String], count: Int, selected: Int, box: Rect, alpha: Double, clip: Rect, into scene: inout Scene) {
        guard box.intersects(clip) else { return }
        scene.append(.fill(box, Palette.segmentBackground.resolved(appearance).withAlpha(alpha), cornerRadius: 0, clip: clip))
        let segments = max(1, count)
        let segmentWidth = box.width / Double(segments)
        let labelSize = 13.0, lineHeight = labelSize * 1.2
        for segment in 0..<segments {
            let cell = Rect(x: box.minX + Double(segment) * segmentWidth, y: box.minY, width: segmentWidth, height: box.height)
            if segment == selected {
                let pill = Rect(x: cell.minX + 4, y: cell.minY + 6, width: cell.width - 8, height: cell.height - 12)
                scene.append(.fill(pill, Palette.segmentSelected.resolved(appearance).withAlpha(alpha), cornerRadius: 7, clip: clip))
            }
            let label = segment < titles.count ? titles[segment] : "Tab \(segment + 1)"
            scene.append(.text(label, style: TextStyle(size: labelSize, weight: segment == selected ? .semibold : .regular,
                                                       color: Palette.segmentText.resolved(appearance)),
                               frame: Rect(x: cell.minX, y: cell.midY - lineHeight / 2, width: cell.width, height: lineHeight),
                               alignment: .center, lineBreak: .truncateTail, alpha: alpha, clip: clip))
        }
        scene.append(.fill(Rect(x: box.minX, y: box.maxY - 0.5, width: box.width, height: 0.5), Palette.separator.resolved(appearance).withAlpha(alpha),
                           cornerRadius: 0, clip: clip))
    }

    /// Pages side by side, page i at x = i·W − pagerOffset, and dots 12 pt above the bottom.
    private func drawPager(_ images: [Int], pages: Int, dots: Bool, pagerOffset: Double, _ r: ResolvedLayer, box: Rect,
                           into scene: inout Scene) {
        let clip = box.intersection(r.clip)
        let pageWidth = box.width
        guard !clip.isEmpty, pageWidth > 0, !images.isEmpty else { return }
        let first = max(0, min(pages - 1, Int((pagerOffset / pageWidth).rounded(.down))))
        let last = max(first, min(pages - 1, Int(((pagerOffset + pageWidth) / pageWidth).rounded(.up)) - 1))
        for page in first...last {
            let pageFrame = box.offsetBy(dx: Double(page) * pageWidth - pagerOffset, dy: 0)
            guard pageFrame.intersects(clip) else { continue }
            let ref = imageSet.design[images[page % images.count]], size = self.images.sizes[ref]
            scene.append(.image(.photo(ref), source: aspectFillSource(imageSize: size, frame: r.frame.size),
                                destination: pageFrame, alpha: r.alpha, blurRadius: r.blur, clip: clip))
        }
        guard dots else { return }
        let current = min(max(0, Int((pagerOffset / pageWidth).rounded())), pages - 1)
        let diameter = 7.0, pitch = 16.0
        let startX = box.minX + (box.width - Double(pages - 1) * pitch) / 2 - diameter / 2
        let y = box.maxY - 12 - diameter
        for page in 0..<pages {
            let dot = Rect(x: startX + Double(page) * pitch, y: y, width: diameter, height: diameter)
            scene.append(.fill(dot, page == current ? Palette.dot : Palette.dotInactive, cornerRadius: diameter / 2, clip: clip))
        }
    }

    /// UIRefreshControl's spinner: 8 spokes (drawn as dots) around a 10 pt circle centred at
    /// `center` (it scrolls away with the content once the list moves up past its resting place);
    /// shows `progress` of the spokes while pulling, all of them spinning while refreshing.
    func drawSpinner(_ refresh: RefreshControl, center: Point, into scene: inout Scene, clip: Rect) {
        let progress = refresh.progress
        guard refresh.isEnabled, progress > 0 else { return }
        let spokes = 8, radius = 10.0, dot = 4.0
        let restingPull = refresh.isRefreshing ? refresh.spinnerHeight : 0
        let center = Point(x: center.x, y: center.y + min(0, refresh.pull - restingPull))
        let shown = refresh.isRefreshing ? spokes : Int((progress * Double(spokes)).rounded(.up))
        let lead = refresh.rotation
        for spoke in 0..<shown {
            let angle = lead - Double(spoke) * 2 * Double.pi / Double(spokes)
            let fade = refresh.isRefreshing ? 1 - Double(spoke) / Double(spokes) : 1
            let x = center.x + radius * sin(angle) - dot / 2, y = center.y - radius * cos(angle) - dot / 2
            scene.append(.fill(Rect(x: x, y: y, width: dot, height: dot), Palette.spinner.withAlpha(fade * progress),
                               cornerRadius: dot / 2, clip: clip))
        }
    }
}

extension Color {
    /// This colour with its alpha multiplied by `opacity`.
    public func withAlpha(_ opacity: Double) -> Color {
        var c = self
        c.a = UInt8((Double(a) * min(1, max(0, opacity))).rounded())
        return c
    }

    /// The colour `t` of the way to `other`.
    func mixed(with other: Color, _ t: Double) -> Color {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let from = Double(a), to = Double(b)
            return UInt8((from + (to - from) * t).rounded())
        }
        return Color(mix(r, other.r), mix(g, other.g), mix(b, other.b), mix(a, other.a))
    }
}
