import ScrollCore

extension HeaderScreen {
    /// A glass layer: Liquid Glass on iOS 26; on iOS 17 the closest blur material (by how much of
    /// the backdrop the wash hides) cut to the same shape.
    func drawGlass(_ glass: GlassLayer, _ r: ResolvedLayer, box: Rect, touch: Point?, into scene: inout Scene) {
        var shape = glass.silhouette(in: box)
        if glass.interactive, let touch, shape.contains(touch) {
            let grow = glass.optics.pressedScale
            shape = Rect(x: shape.midX - shape.width * grow / 2, y: shape.midY - shape.height * grow / 2,
                         width: shape.width * grow, height: shape.height * grow)
        }
        guard !shape.isEmpty, shape.intersects(r.clip) else { return }
        let radius = glass.radius(for: shape.size, cornerRadius: r.cornerRadius * r.scale * (shape.width / max(box.width, 0.001)))
        let shortSide = min(shape.width, shape.height)
        let tint = glass.tint?.resolved(appearance)
        let look = system.hasLiquidGlass
            ? glass.optics.look(style: glass.style, appearance: appearance, shortSide: shortSide, tint: tint, system: system, glassTint: glassTint)
            : MaterialStyle.closest(toWash: glass.optics.look(style: glass.style, appearance: .light, shortSide: shortSide, tint: nil).washAlpha)
                .look(appearance: appearance, tint: tint)
        if system.hasLiquidGlass { appendGlassShadow(glass.optics, shape: shape, radius: radius, alpha: r.alpha, clip: r.clip, into: &scene) }
        scene.append(.glass(GlassItem(frame: shape, cornerRadius: radius, look: look, alpha: r.alpha, clip: r.clip)))
    }

    /// The faint shadow under iOS 26 glass (`GlassOptics.shadow…`), drawn before the glass.
    func appendGlassShadow(_ optics: GlassOptics, shape: Rect, radius: Double, alpha: Double, clip: Rect, into scene: inout Scene) {
        guard optics.shadowOpacity > 0 else { return }
        scene.append(.shadow(shape.offsetBy(dx: 0, dy: optics.shadowY), cornerRadius: radius,
                             color: Color.black.withAlpha(optics.shadowOpacity * alpha), blurRadius: optics.shadowRadius, clip: clip))
    }

    /// The platter of glass group `group` if layer `leader` is its first drawn member: the union
    /// of the group's drawn layers' frames (nil otherwise: the leader drew it already).
    func glassPlatter(_ group: String, leader: Int, _ m: HeaderMetrics) -> Rect? {
        var platter: Rect?
        for (index, layer) in design.layers.enumerated() {
            guard case let .glass(glass) = layer.kind, glass.group == group, layer.onlyOn.map(system.draws(layerFor:)) ?? true,
                  m.layers[index].isDrawn else { continue }
            let box = glass.silhouette(in: m.layers[index].scaledFrame(anchor: layer.anchor))
            guard let union = platter else {
                if index != leader { return nil }
                platter = box
                continue
            }
            let minX = min(union.minX, box.minX), minY = min(union.minY, box.minY)
            platter = Rect(x: minX, y: minY, width: max(union.maxX, box.maxX) - minX, height: max(union.maxY, box.maxY) - minY)
        }
        return platter
    }
}

extension MaterialStyle {
    /// The material whose light tint hides about as much of the backdrop as a wash of `alpha`.
    static func closest(toWash alpha: Double) -> MaterialStyle {
        allCases.min { abs(Double($0.tint.light.a) / 255 - alpha) < abs(Double($1.tint.light.a) / 255 - alpha) } ?? .regular
    }

    /// This material as a flat "glass" look (no lens, no rim): the tint over the blurred backdrop,
    /// saturated ×1.8 as `BackdropSaturation` does for materials.
    func look(appearance: Appearance, tint extra: Color?) -> GlassLook {
        let tint = self.tint.resolved(appearance), a = Double(tint.a) / 255
        return GlassLook(bevel: 0, refraction: 0, frost: blurRadius, emission: Color(tint.r, tint.g, tint.b), washAlpha: a,
                         transmittance: 1 - a, chroma: (1 - a) * 1.8, tint: extra ?? .clear, highlight: 0, highlightWidth: 0,
                         contour: 0, contourWidth: 0)
    }
}
