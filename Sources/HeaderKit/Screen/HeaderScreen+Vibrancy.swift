import ScrollCore

extension HeaderScreen {
    /// D6: a glyph drawn in the label colour on Liquid Glass takes the colour that reads on what
    /// the glass shows at `point` — the glass's face over what is behind it (`GlassLook`'s wash plus
    /// its transmittance of the backdrop's luminance) — black on a light face, white on a dark one,
    /// as the system's vibrant label does, not the appearance's label (black on dark glass in light
    /// mode). Elsewhere (no glass under `point`, iOS 17) `fallback`.
    func vibrantLabel(at point: Point, in scene: Scene, fallback: Color) -> Color {
        guard system.hasLiquidGlass else { return fallback }
        for item in scene.packedItems.reversed() {
            guard case let .glass(index) = item else { continue }
            let glass = scene.glasses[index]
            guard glass.frame.contains(point), glass.clip?.contains(point) ?? true else { continue }
            let behind = DeviceChrome.luminanceBehind(point, in: scene, images: images)
            let look = glass.look
            let face = look.washAlpha * look.emission.luminance + look.transmittance * behind
            return face < 0.5 ? .white : .black
        }
        return fallback
    }
}
