import ScrollCore

/// What iOS draws over every app: the status bar (9:41, signal, Wi-Fi, battery), the Dynamic
/// Island, the home indicator and the screen's rounded corners. One pass appended to a composed
/// scene, so the window, replay screenshots and the gallery show the same chrome.
///
/// Geometry: read off iOS 17 simulator screenshots at 1 pt = 3 px (island 126 × 37.33 pt, 11 pt
/// from the top; home indicator 134 × 5 pt, 8 pt above the bottom; status bar text 17 pt semibold).
public struct DeviceChrome {
    public var device: Device
    public var appearance: Appearance
    /// Which iOS's chrome. iOS 26 keeps iOS 17's geometry here (no published difference for the
    /// status bar's clock, icons or the home indicator); the field is where one would go.
    public var system: SystemVersion

    public init(device: Device, appearance: Appearance, system: SystemVersion = .current) {
        self.device = device
        self.appearance = appearance
        self.system = system
    }

    /// Appends the chrome to `scene` (drawn over everything in it).
    /// `images`: where photos' luminance is looked up (a photo not measured counts as dark).
    public func append(to scene: inout Scene, images: ImageTable? = nil) {
        guard device.hasChrome else { return }
        let bounds = Rect(origin: .zero, size: scene.size)
        let statusBar = Rect(x: 0, y: 0, width: scene.size.width, height: device.statusBarHeight)
        // iOS's default status bar style: dark content over light pixels, light content over dark.
        let content = Self.luminanceBehind(Point(x: 40, y: statusBar.midY), in: scene, images: images) < 0.5 ? Color.white : Color.black
        if device.hasDynamicIsland {
            let island = Rect(x: (scene.size.width - 126) / 2, y: device.safeArea.top > 60 ? 14 : 11, width: 126, height: 37.33)
            scene.append(.fill(island, .black, cornerRadius: island.height / 2, clip: bounds))
            let ear = (scene.size.width - island.width) / 2
            drawTime(centerX: ear / 2 + 6, centerY: island.midY, size: 17, color: content, into: &scene, clip: bounds)
            drawIcons(right: scene.size.width - ear / 2 + 36, centerY: island.midY, color: content, into: &scene, clip: bounds)
        } else if device.statusBarHeight > 0 {
            // A home-button iPhone centres the clock; an iPad puts it at the leading edge.
            let clockX = device.size.width >= 600 ? 40.0 : scene.size.width / 2
            drawTime(centerX: clockX, centerY: statusBar.midY, size: 12, color: content, into: &scene, clip: bounds)
            drawIcons(right: scene.size.width - 6, centerY: statusBar.midY, color: content, into: &scene, clip: bounds)
        }
        if device.hasHomeIndicator {
            let bar = Rect(x: (scene.size.width - 134) / 2, y: scene.size.height - 13, width: 134, height: 5)
            scene.append(.fill(bar, SystemColor.label.resolved(appearance), cornerRadius: 2.5, clip: bounds))
        }
        if device.cornerRadius > 0 { maskCorners(radius: device.cornerRadius, size: scene.size, into: &scene) }
    }

    private func drawTime(centerX: Double, centerY: Double, size: Double, color: Color, into scene: inout Scene, clip: Rect) {
        let height = size * 1.2
        scene.append(.text("9:41", style: TextStyle(size: size, weight: .semibold, color: color),
                           frame: Rect(x: centerX - 40, y: centerY - height / 2, width: 80, height: height),
                           alignment: .center, lineBreak: .none, alpha: 1, clip: clip))
    }

    /// Signal (4 bars), Wi-Fi (3 arcs) and a full battery, right-aligned at `right`.
    private func drawIcons(right: Double, centerY: Double, color: Color, into scene: inout Scene, clip: Rect) {
        // Battery: a 25 × 12 outline (1 pt, 35 % opaque), the charge inside, the terminal nub.
        let battery = Rect(x: right - 27.5, y: centerY - 6, width: 25, height: 12)
        let faint = color.withAlpha(0.35)
        for edge in [Rect(x: battery.minX, y: battery.minY, width: battery.width, height: 1),
                     Rect(x: battery.minX, y: battery.maxY - 1, width: battery.width, height: 1),
                     Rect(x: battery.minX, y: battery.minY + 1, width: 1, height: battery.height - 2),
                     Rect(x: battery.maxX - 1, y: battery.minY + 1, width: 1, height: battery.height - 2)] {
            scene.append(.fill(edge, faint, cornerRadius: 0, clip: clip))
        }
        scene.append(.fill(Rect(x: battery.minX + 2, y: battery.minY + 2, width: battery.width - 4, height: battery.height - 4),
                           color, cornerRadius: 1.5, clip: clip))
        scene.append(.fill(Rect(x: battery.maxX + 1, y: centerY - 2, width: 1.5, height: 4), faint, cornerRadius: 0.75, clip: clip))
        // Wi-Fi: three 45° arcs from one apex (bands of radius 0–3.5, 5–7.5, 9–11.5 pt), in 0.5 pt strips.
        let apex = Point(x: battery.minX - 6 - 8, y: centerY + 5.5)
        for (inner, outer) in [(0.0, 3.5), (5.0, 7.5), (9.0, 11.5)] {
            var h = 0.25
            while h < outer {
                let x0 = (max(0, inner * inner - h * h)).squareRoot(), x1 = min(h * 1.05, (outer * outer - h * h).squareRoot())
                if x1 > x0 {
                    scene.append(.fill(Rect(x: apex.x - x1, y: apex.y - h - 0.25, width: x1 - x0, height: 0.5), color, cornerRadius: 0, clip: clip))
                    scene.append(.fill(Rect(x: apex.x + x0, y: apex.y - h - 0.25, width: x1 - x0, height: 0.5), color, cornerRadius: 0, clip: clip))
                }
                h += 0.5
            }
        }
        // Signal: four 3 pt bars, 4.5 pt apart, 4 to 11 pt tall.
        let signalRight = apex.x - 11.5 - 6
        for bar in 0..<4 {
            let height = 4 + Double(bar) * 7.0 / 3
            let x = signalRight - Double(3 - bar) * 4.5 - 3
            scene.append(.fill(Rect(x: x, y: centerY + 5.5 - height, width: 3, height: height), color, cornerRadius: 1, clip: clip))
        }
    }

    /// Black outside a rounded rectangle of `radius` (the screen's corners): per corner one
    /// anti-aliased ring (a `border`) whose inner edge is the screen's rounded corner, clipped to
    /// the corner's square. The ring is the outline of a circle `2 · radius` wide grown by `width`
    /// points, `width` inside it: its inner edge is the corner's arc, and it reaches the screen's
    /// corner point (√2 · radius from the arc's centre) while `width` ≥ (√2 − 1) · radius.
    /// Four items a frame where 0.5 pt strips took about 440.
    private func maskCorners(radius: Double, size: Size, into scene: inout Scene) {
        for corner in Self.cornerRings(radius: radius, size: size) {
            scene.append(.border(corner.ring, cornerRadius: corner.ringRadius, width: corner.width, color: .black, clip: corner.square))
        }
    }

    /// The four corner rings (top left, top right, bottom left, bottom right). The width is whole
    /// points so every ring's origin lands on a whole pixel at whole scales, like the screen's edges.
    static func cornerRings(radius: Double, size: Size) -> [(ring: Rect, ringRadius: Double, width: Double, square: Rect)] {
        let width = (radius / 2).rounded(.up), side = 2 * (radius + width)
        return [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)].map { (right, bottom) in
            let square = Rect(x: right * (size.width - radius), y: bottom * (size.height - radius), width: radius, height: radius)
            let ring = Rect(x: right * (size.width - 2 * radius) - width, y: bottom * (size.height - 2 * radius) - width,
                            width: side, height: side)
            return (ring, radius + width, width, square)
        }
    }

    /// Relative luminance (0…1) of what the scene draws at `point`: the topmost opaque-enough fill
    /// or photo (its measured lightness there; dark when unmeasured), else the background.
    static func luminanceBehind(_ point: Point, in scene: Scene, images: ImageTable?) -> Double {
        for item in scene.packedItems.reversed() {
            switch item {
            case let .fill(rect, color, _, clip) where color.a >= 128 && rect.contains(point) && (clip?.contains(point) ?? true):
                return color.luminance
            case let .image(.photo(index), source, destination, alpha, _, clip)
                where alpha >= 0.5 && destination.contains(point) && (clip?.contains(point) ?? true),
                 let .maskedImage(.photo(index), source, destination, _, alpha, _, clip)
                where alpha >= 0.5 && destination.contains(point) && (clip?.contains(point) ?? true):
                let inSource = Point(x: source.minX + (point.x - destination.minX) / destination.width * source.width,
                                     y: source.minY + (point.y - destination.minY) / destination.height * source.height)
                return images?.lightness(of: index, at: inSource) ?? 0.2
            case let .gradient(index, rect, _, alpha, clip) where rect.contains(point) && (clip?.contains(point) ?? true):
                let gradient = scene.gradients[index]
                let c = gradient.color(at: gradient.position(u: (point.x - rect.minX) / max(rect.width, 1e-9),
                                                             v: (point.y - rect.minY) / max(rect.height, 1e-9),
                                                             aspect: rect.width / max(rect.height, 1e-9)))
                guard c.a * alpha >= 128 else { continue }
                return Color(UInt8(c.r.rounded()), UInt8(c.g.rounded()), UInt8(c.b.rounded())).luminance
            default: continue
            }
        }
        return scene.background.luminance
    }
}

extension Color {
    /// Rec. 709 relative luminance of the sRGB values (0 black … 1 white), ignoring alpha.
    var luminance: Double { (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255 }
}
