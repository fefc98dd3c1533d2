import HeaderKit

/// The UIKit export's status bar style, chosen as Stretchy draws the status bar (DeviceChrome):
/// dark content over light pixels and light content over dark, read at (40, the status bar's
/// middle) from the topmost fill or photo drawn there at half opacity or more (a photo counts as
/// dark), the rows' background, then the screen's.
extension UIKitExport {
    var statusBarMembers: [String] {
        ["    /// The status bar's content colour, from what is under it (updateStatusBarStyle()).",
         "    private var statusBarStyle = UIStatusBarStyle.darkContent",
         "    override var preferredStatusBarStyle: UIStatusBarStyle { statusBarStyle }"]
    }

    var statusBarUpdate: [String] {
        let layers = code.design.layers
        let above = layers.reversed().filter { $0.z == .aboveList }.compactMap(shade)
        let below = layers.reversed().filter { $0.z == .belowList }.compactMap(shade)
        // A table per side, each colour written once (each initialiser costs the type-checker its overloads).
        func tests(_ name: String, _ entries: [(view: String, color: String)]) -> [String] {
            guard !entries.isEmpty else { return [] }
            return ["        let \(name): [(layer: UIView, color: UIColor?)] = [\(entries.map { "(\($0.view), \($0.color))" }.joined(separator: ", "))]",
                    "        for (layer, color) in \(name) where covers(layer, point, color) { return color }"]
        }
        return ["    /// iOS's default status bar style as Stretchy draws it (see the file's helpers).",
                "    private func updateStatusBarStyle() {",
                "        let point = CGPoint(x: 40, y: view.safeAreaInsets.top / 2)",
                "        let style: UIStatusBarStyle = isDark(shade(at: point)) ? .lightContent : .darkContent",
                "        guard style != statusBarStyle else { return }",
                "        statusBarStyle = style",
                "        setNeedsStatusBarAppearanceUpdate()",
                "    }",
                "",
                "    /// The colour drawn at `point` (nil: a photo): layers over the list topmost first, the rows, the layers under them.",
                "    private func shade(at point: CGPoint) -> UIColor? {"]
            + tests("above", above)
            + ["        let rowsTop: CGFloat = scrollSettings().rowsTop - \(code.content.isSectioned ? "collectionView" : "tableView").contentOffset.y",
               "        if \(code.content.isSectioned ? "!tabs[selectedTab].isEmpty" : "!rows.isEmpty"), point.y >= rowsTop { return \(ListLookCode(code: code).uikitRows) }"]
            + tests("below", below)
            + ["        return view.backgroundColor",
               "    }",
               "",
               "    /// Whether `layer` is drawn over `point` at half opacity or more (its alpha times `color`'s).",
               "    private func covers(_ layer: UIView, _ point: CGPoint, _ color: UIColor?) -> Bool {",
               "        let colorAlpha: CGFloat = color.map(alpha) ?? 1",
               "        guard !layer.isHidden, layer.alpha * colorAlpha >= 0.5 else { return false }",
               "        return layer.convert(layer.bounds, to: view).contains(point)",
               "    }",
               "",
               "    private func alpha(_ color: UIColor) -> CGFloat {",
               "        var alpha: CGFloat = 0",
               "        _ = color.resolvedColor(with: traitCollection).getRed(nil, green: nil, blue: nil, alpha: &alpha)",
               "        return alpha",
               "    }",
               "",
               "    /// Rec. 709 luminance under one half (a photo is taken as dark).",
               "    private func isDark(_ color: UIColor?) -> Bool {",
               "        guard let color else { return true }",
               "        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0",
               "        _ = color.resolvedColor(with: traitCollection).getRed(&r, green: &g, blue: &b, alpha: &a)",
               "        let luminance: CGFloat = 0.2126 * r + 0.7152 * g + 0.0722 * b",
               "        return luminance < 0.5",
               "    }"]
    }

    /// The view and the colour code a layer draws with under the status bar; nil for layers that
    /// draw no fill (text, controls, the spinner).
    private func shade(_ layer: DesignLayer) -> (view: String, color: String)? {
        let view = "\(code.identifier(layer))View"
        switch layer.kind {
        case .color: return (view, "\(view).backgroundColor")
        case .image, .pager: return (view, "nil")
        case let .gradient(gradient, _):
            // The stop nearer the status bar: the first one (a header's gradient starts there).
            let stop = SystemColorCode.stops(gradient)[0]
            return stop.transparent ? nil : (view, SystemColorCode(language: code.language).uikit(stop.color))
        case let .material(tint, _, _, _): return (view, SystemColorCode(language: code.language).uikit(tint))
        case .text, .icon, .segmented, .spinner, .glass, .tabBar, .navigationBar, .button: return nil
        }
    }
}
