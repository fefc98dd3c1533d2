import ScrollCore

extension HeaderScreen {
    /// A `button` layer as `UIButton.Configuration` draws its style: the background (a fill, the
    /// tint's 1 pt outline, glass or nothing) in the system's corner style, then the symbol and the
    /// title centred together inside the content insets (`ButtonMetrics`), the title cut with "…"
    /// when the frame is narrower than it. Everything scales with the layer's `scale`.
    func drawButton(_ button: ButtonLayer, _ r: ResolvedLayer, box: Rect, touch: Point?, into scene: inout Scene) {
        guard !box.isEmpty, box.intersects(r.clip) else { return }
        let metrics = button.metrics, s = r.scale
        let radius = ButtonMetrics.cornerRadius(size: button.size, height: box.height, system: system)
        var foreground = button.foreground(appearance)
        switch button.style {
        case .glass:
            let glass = GlassLayer(shape: system.hasLiquidGlass ? .capsule : .rounded, interactive: true)
            var shaped = r
            shaped.cornerRadius = radius / max(s, 0.001)  // drawGlass scales it back
            drawGlass(glass, shaped, box: box, touch: touch, into: &scene)
            foreground = vibrantLabel(at: Point(x: box.midX, y: box.midY), in: scene, fallback: foreground)
        case .bordered:
            scene.append(.border(box, cornerRadius: radius, width: ButtonMetrics.borderWidth * s, color: foreground.withAlpha(r.alpha), clip: r.clip))
        case .filled, .tinted, .gray, .plain:
            if let background = button.background(appearance) {
                scene.append(.fill(box, background.withAlpha(r.alpha), cornerRadius: radius, clip: r.clip))
            }
        }
        let style = TextStyle(size: metrics.fontSize * s, weight: metrics.weight, color: foreground)
        let title = button.title.isEmpty ? nil : measurer.measure(button.title, style: style, width: nil)
        let side = metrics.symbolSize * s
        let symbolRun = button.symbol == nil ? 0 : side + (title == nil ? 0 : metrics.imagePadding * s)
        let room = max(0, box.width - 2 * metrics.horizontal * s - symbolRun)
        let titleWidth = min(title?.width ?? 0, room)
        var x = box.midX - (symbolRun + titleWidth) / 2
        if let symbol = button.symbol, let glyph = SymbolTable.glyphs[symbol] {
            scene.append(.icon(glyph, weight: metrics.weight == .regular ? .regular : .semibold, color: foreground,
                               frame: Rect(x: x, y: box.midY - side / 2, width: side, height: side), alpha: r.alpha, clip: r.clip))
            x += symbolRun
        }
        if let title, titleWidth > 0 {
            scene.append(.text(button.title, style: style, frame: Rect(x: x, y: box.midY - title.height / 2, width: titleWidth, height: title.height),
                               alignment: .leading, lineBreak: .truncateTail, alpha: r.alpha, clip: r.clip))
        }
    }
}
