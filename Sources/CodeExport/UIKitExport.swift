import HeaderKit
import ScrollCore

/// A UIViewController over a UITableView whose `scrollViewDidScroll(_:)` places every layer from
/// `contentOffset.y`, as the seeds do it. Each layer is a view tagged with its id
/// (`accessibilityIdentifier = "layer.ID"`); its untransformed frame is the design's frame, scale
/// is a transform about the layer's anchor, clips are clipping container views.
struct UIKitExport {
    let code: DesignCode
    /// `--recorder`: a device-trace recorder in the file (`UIKitRecorderCode`).
    var recordsTraces = false

    var controllerName: String { "\(code.typeName)HeaderViewController" }
    /// The scroll view under the header: a table view for one plain list, a collection view for sections.
    var listView: String { code.content.isSectioned ? "collectionView" : "tableView" }

    func source(header: String) -> String {
        let recorder = recordsTraces ? UIKitRecorderCode(typeName: code.typeName) : nil
        var lines: [String] = [header, "import UIKit"] + (recorder?.imports ?? []) + [""]
        let list = code.content.isSectioned ? "UICollectionView" : "UITableView"
        lines.append("final class \(controllerName): UIViewController, \(list)DataSource, \(list)Delegate {")
        lines += tunedNumbers + [""] + viewMembers + [""]
        lines += (code.content.isSectioned ? sectionedMembers : contentMembers) + [""]
        lines += statusBarMembers + [""]
        lines += viewDidLoad(recorder: recorder) + [""]
        lines += viewDidLayoutSubviews + [""]
        lines += scrollCallbacks + [""]
        lines += scrollSettings + [""]
        lines += layoutLayers + [""]
        lines += statusBarUpdate + controlStubs
        if let tabBar = TabBarCode(code: code) { lines += tabBar.uikitFactory(controllerName) }
        if let navigationBar = NavigationBarCode(code: code) { lines += navigationBar.uikitFactory(controllerName) }
        lines += [""] + helpers + ["", "    // MARK: Rows"]
        lines += code.content.isSectioned ? sectionedDataSource : rows + ["        return cell", "    }"]
        let types = templateTypes + (recorder?.source ?? [])
        lines += ["}", ""] + fileHelpers(calledIn: lines + types) + ["", ""] + types
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every tuned number as a named constant, with its summary.
    private var tunedNumbers: [String] {
        ["    // MARK: Tuned numbers"] + code.tunedNumbers.flatMap { number in
            ["    /// \(CodeText.comment(number.spec.summary.isEmpty ? number.spec.name : number.spec.summary))\(number.isChanged ? " (tuned; default \(ParameterSpec.format(number.spec.defaultValue)))" : "")",
             "    let \(number.name): CGFloat = \(code.language.number(number.value))"]
        }
    }

    /// The table view and each layer's views: the layer, its clip, button and shadow.
    private var viewMembers: [String] {
        var lines = ["    // MARK: Views", code.content.isSectioned
            ? "    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())"
            : "    let tableView = UITableView(frame: .zero, style: .plain)"]
        for layer in code.design.layers {
            let id = code.identifier(layer)
            lines.append("    let \(id)View = \(viewConstructor(layer))")
            // A clip is a clipping container that passes touches on (only controls take them).
            if layer.clip != nil { lines.append("    let \(id)Clip = \(code.typeName)PassthroughView()") }
            if LayerControl(layer) == .button { lines.append("    let \(id)Button = UIButton(type: .system)") }
            if LayerOutlineCode(code: code, layer: layer).shadow != nil { lines.append("    let \(id)Shadow = UIView()") }
        }
        lines += GlassGroupCode(code: code).uikitMembers
        if code.design.layers.contains(where: { $0.onlyOn != nil }) {
            lines.append("    /// iOS 26 draws Liquid Glass: layers drawn on one iOS only (the design's `ios`) read it.")
            lines.append("    private let liquidGlass: Bool = { if #available(iOS 26.0, *) { return true } else { return false } }()")
        }
        return lines
    }

    private func viewDidLoad(recorder: UIKitRecorderCode?) -> [String] {
        var lines = ["    override func viewDidLoad() {", "        super.viewDidLoad()"] + tableSetup
        if let recorder { lines.append("        " + recorder.attachLine(listView)) }
        for layer in code.design.layers { lines += layerSetup(layer) }
        return lines + ["        layoutLayers(offset: \(listView).contentOffset.y)", "    }"]
    }

    /// The screen and the table view: appearance, scroll settings, refresh, edge effects.
    private var tableSetup: [String] {
        let d = code.design
        var lines: [String] = []
        if let appearance = d.appearance {
            // The design's forced appearance (Spotify is always dark).
            lines.append("        overrideUserInterfaceStyle = .\(appearance.rawValue)")
        }
        lines += ["        view.backgroundColor = \(ListLookCode(code: code).uikitScreen)",
                  "        \(listView).frame = view.bounds",
                  "        \(listView).autoresizingMask = [.flexibleWidth, .flexibleHeight]",
                  "        \(listView).dataSource = self",
                  "        \(listView).delegate = self",
                  "        \(listView).backgroundColor = .clear",
                  "        \(listView).contentInsetAdjustmentBehavior = .never",
                  "        \(listView).decelerationRate = UIScrollView.DecelerationRate(rawValue: \(code.language.number(code.parameters[PhysicsParameter.decelerationRate])))",
                  "        \(listView).bounces = \(code.parameters[PhysicsParameter.bounces])",
                  "        \(listView).alwaysBounceVertical = \(code.parameters[PhysicsParameter.alwaysBounceVertical])",
                  "        \(listView).isPagingEnabled = \(code.parameters[PhysicsParameter.pagingEnabled])",
                  "        \(listView).showsVerticalScrollIndicator = \(code.parameters[PhysicsParameter.showsVerticalScrollIndicator])"]
        lines += code.content.isSectioned ? collectionSetup
            : ["        tableView.estimatedRowHeight = \(code.language.number(code.parameters[ListParameter.estimatedRowHeight]))"]
        if code.parameters[RefreshParameter.refreshEnabled] { lines.append(contentsOf: refreshSetup) }
        lines += EdgeEffectCode(effect: d.scroll.edgeEffect).uikit(listView).map { "        " + $0 }
        if d.layers.contains(where: { LayerOutlineCode(code: code, layer: $0).border != nil || LayerOutlineCode(code: code, layer: $0).shadow != nil }) {
            lines.append("        // Borders and shadows take CGColors: resolved again when the appearance changes.")
            lines.append("        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: \(controllerName), _: UITraitCollection) in")
            lines.append("            controller.layoutLayers(offset: controller.\(listView).contentOffset.y)")
            lines.append("        }")
        }
        return lines + ["        view.addSubview(\(listView))"]
    }

    /// One layer's views set up and added: the kind's own settings, touches, outline, glass, then
    /// its clip, shadow and button in drawing order above or below the list.
    private func layerSetup(_ layer: DesignLayer) -> [String] {
        let id = code.identifier(layer), viewName = "\(id)View"
        var lines = ["\(viewName).accessibilityIdentifier = \(code.literal("layer." + layer.id))"]
        lines += setup(layer, viewName) + touches(layer, id)
        let outline = LayerOutlineCode(code: code, layer: layer)
        lines += outline.uikitSetup(viewName, shadowView: "\(id)Shadow")
        lines += GlassCode(code: code, layer: layer)?.uikitSetup(viewName) ?? []
        var host = viewName
        if layer.clip != nil {
            lines.append("\(id)Clip.clipsToBounds = true")
            if outline.shadow != nil { lines.append("\(id)Clip.addSubview(\(id)Shadow)") }
            lines.append("\(id)Clip.addSubview(\(viewName))")
            if LayerControl(layer) == .button { lines.append("\(id)Clip.addSubview(\(id)Button)") }
            host = "\(id)Clip"
        }
        func add(_ view: String) -> String { layer.z == .belowList ? "view.insertSubview(\(view), belowSubview: \(listView))" : "view.addSubview(\(view))" }
        // A shadow just under its layer.
        if layer.clip == nil, outline.shadow != nil { lines.append(add("\(id)Shadow")) }
        if let member = GlassGroupCode(code: code).group(of: layer) {
            // A grouped glass goes in its group's container (added at the group's first layer).
            if member.first { lines += GlassGroupCode(code: code).uikitContainer(member.index, add: add) }
            lines.append("glassGroups[\(member.index)].contentView.addSubview(\(host))")
        } else {
            lines.append(add(host))
        }
        // A button just above its layer: the layers drawn over it pass touches down to it.
        if LayerControl(layer) == .button, layer.clip == nil { lines.append(add("\(id)Button")) }
        return lines.map { "        " + $0 }
    }

    /// The content inset and the table header follow the safe area (scrollSettings()).
    private var viewDidLayoutSubviews: [String] {
        guard !code.content.isSectioned else {
            return ["    override func viewDidLayoutSubviews() {",
                    "        super.viewDidLayoutSubviews()",
                    "        let insets = scrollSettings()",
                    "        if collectionView.contentInset.top != insets.insetTop {",
                    "            collectionView.contentInset.top = insets.insetTop",
                    "            collectionView.contentOffset.y = -insets.insetTop",
                    "        }",
                    "        // The space above the first row (rowsTop) may follow the safe area: laid out again when it moves.",
                    "        if laidOutRowsTop != insets.rowsTop {",
                    "            laidOutRowsTop = insets.rowsTop",
                    "            collectionView.collectionViewLayout.invalidateLayout()",
                    "        }"]
                + (code.content.hasTabs ? ["        padShortTab()"] : [])
                + ["        layoutLayers(offset: collectionView.contentOffset.y)",
                   "    }",
                   "    /// rowsTop when the collection view was last laid out.",
                   "    private var laidOutRowsTop: CGFloat = -1"]
        }
        return ["    override func viewDidLayoutSubviews() {",
         "        super.viewDidLayoutSubviews()",
         "        let insets = scrollSettings()",
         "        if tableView.contentInset.top != insets.insetTop {",
         "            tableView.contentInset.top = insets.insetTop",
         "            tableView.contentOffset.y = -insets.insetTop",
         "        }",
         "        if tableView.tableHeaderView?.frame.height != insets.rowsTop {",
         "            tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: insets.rowsTop))",
         "        }",
         "        layoutLayers(offset: tableView.contentOffset.y)",
         "    }"]
    }

    /// scrollViewDidScroll(_:) places the layers; snap points settle a release.
    private var scrollCallbacks: [String] {
        var lines = ["    func scrollViewDidScroll(_ scrollView: UIScrollView) {"]
        if code.content.isSectioned && code.content.tabs.count > 1 {
            lines.append("        // Once the header shows again every tab follows it: the offsets left pinned no longer hold.")
            lines.append("        if scrollView.contentOffset.y < tabPinOffset() { pinnedOffsets = [:] }")
        }
        lines += ["        layoutLayers(offset: scrollView.contentOffset.y)", "    }"]
        return lines + (snapCode() ?? [])
    }

    private var scrollSettings: [String] {
        let reads = slots.closure([ExpressionScope.insetTopSlot].reduce(into: code.design.scroll.rowsTop.slotsRead) { $0.insert($1) })
        return ["    /// contentInset.top and the points above the first row (the table header's height).",
                "    private func scrollSettings() -> (insetTop: CGFloat, rowsTop: CGFloat) {"]
            + prelude(offset: "0", reading: reads).map { "        " + $0 }
            + ["        return (insetTop, \(code.code(code.design.scroll.rowsTop)))", "    }"]
    }

    /// layoutLayers(offset:): every layer placed from the offset, then the status bar.
    private var layoutLayers: [String] {
        // An image's blur is a blurred copy (UIKitBlurCode): its radius is written as the frame is.
        let reads = slots.closure(properties: slots.layerProperties(blur: true, writes: laysOut), expressions: code.design.layers.flatMap(\.kind.expressions))
            .union([ExpressionScope.offsetSlot])
        return ["    /// Every layer at `offset` (UIKit's contentOffset.y).", "    func layoutLayers(offset: CGFloat) {"]
            + prelude(offset: "offset", reading: reads).map { "        " + $0 }
            + code.design.layers.flatMap(layerLayout)
            + ["        updateStatusBarStyle()", "    }"]
    }

    /// Whether layoutLayers writes the property `name` of `layer`: an icon's size is set once (a
    /// symbol configuration, at its constant value); the outline's as `LayerOutlineCode` writes them.
    func laysOut(_ layer: DesignLayer, _ name: String) -> Bool {
        if case .icon = layer.kind, name == "size" { return false }
        return LayerOutlineCode(code: code, layer: layer).writes(name)
    }

    /// One layer's clip, frame, alpha, scale and visibility, then what its kind, outline, bar and button need.
    private func layerLayout(_ layer: DesignLayer) -> [String] {
        let id = code.identifier(layer)
        var lines = ["// \(CodeText.comment(layer.id))\(layer.role.map { ", role \($0.rawValue)" } ?? "")"]
        if let clip = layer.clip { lines.append(Self.clipFrame(clip, "\(id)Clip", code: code)) }
        let y = layer.space == .content ? "\(code.code(layer.y)) - offset" : code.code(layer.y)
        let origin = layer.clip == nil ? "" : ", in: \(id)Clip"
        lines.append("place(\(id)View, x: \(code.code(layer.x)), y: \(y), width: \(code.code(layer.width)), height: \(code.code(layer.height)),")
        lines.append("      alpha: \(code.code(layer.alpha)), scale: \(code.code(layer.scale)), anchor: CGPoint(x: \(code.language.number(layer.anchor.x)), y: \(code.language.number(layer.anchor.y)))\(origin))")
        // Hidden when not visible, or on the other iOS than the design's `ios` (a constant folded).
        let otherSystem = layer.onlyOn.map { $0.hasLiquidGlass ? "!liquidGlass" : "liquidGlass" }
        let hidden = code.constant(layer.visible).map { $0 > 0 ? otherSystem ?? "false" : "true" }
            ?? "!(\(code.holds(layer.visible)))" + (otherSystem.map { " || " + $0 } ?? "")
        lines.append("\(id)View.isHidden = \(hidden)")
        if case let .text(_, size, weight, _, alignment, _, _) = layer.kind {
            if layer.textStyle == nil {
                lines.append("\(id)View.label.font = UIFont.systemFont(ofSize: \(code.bounded(size, 1)), weight: \(weight.uikit))")
            }
            lines.append("\(id)View.alignment = \(code.bounded(alignment, 0, 1))")
        }
        lines += kindLayout(layer, "\(id)View")
        lines += LayerOutlineCode(code: code, layer: layer).uikitLayout("\(id)View", shadowView: "\(id)Shadow")
        if layer.isBar { lines.append("if #available(iOS 26.0, *) { shapeEdgeEffect(\(id)View) }") }
        if LayerControl(layer) == .button { lines.append("follow(\(id)Button, \(id)View)") }
        if let blur = blurLayout(layer) { lines.append(blur) }
        return lines.map { "        " + $0 }
    }

    /// A clip container's frame: the layer's `clip` rectangle (a side left out is the screen's or row's: 0, W, H).
    static func clipFrame(_ clip: DesignClip, _ container: String, code: DesignCode) -> String {
        let x = clip.x.map(code.code) ?? "0.0", y = clip.y.map(code.code) ?? "0.0"
        let w = clip.width.map(code.code) ?? "W", h = clip.height.map(code.code) ?? "H"
        return "\(container).frame = CGRect(x: \(x), y: \(y), width: max(0, \(w)), height: max(0, \(h)))"
    }

    var slots: UsedSlots { UsedSlots(design: code.design) }

    /// The built-in variables, then the design's variables, in order: only those `reads` holds.
    func prelude(offset: String, reading reads: Set<Int>) -> [String] {
        typealias S = ExpressionScope
        let builtIns: [(Int, String)] = [(S.offsetSlot, "let offset: CGFloat = \(offset)"), (S.widthSlot, "let W = view.bounds.width"),
                                         (S.heightSlot, "let H = view.bounds.height"), (S.safeTopSlot, "let safeTop = view.safeAreaInsets.top"),
                                         (S.safeBottomSlot, "let safeBottom = view.safeAreaInsets.bottom"),
                                         (S.revealSlot, "let reveal: CGFloat = 0"),
                                         (S.insetTopSlot, "let insetTop: CGFloat = \(code.insetTopCode)")]
        // layoutLayers(offset:) has the offset as its parameter already.
        var lines = builtIns.filter { reads.contains($0.0) && !($0.0 == S.offsetSlot && offset == "offset") }.map(\.1)
        for (i, variable) in code.variables.enumerated() where slots.needsVariable(i, in: reads) {
            // Typed: a variable of literals alone would be a Double, converted at every use.
            lines.append("let \(variable.name): CGFloat = \(variable.code)")
        }
        return lines
    }

    func viewConstructor(_ layer: DesignLayer) -> String {
        switch layer.kind {
        case .image where Self.isBlurredImage(layer): "\(code.typeName)BlurredImageView()"
        case .image: "UIImageView()"
        case let .icon(symbol, _, _, _): "UIImageView(image: UIImage(systemName: \(code.literal(symbol))))"
        case .text: "\(code.typeName)TextView()"
        case let .material(_, _, style, _): "UIVisualEffectView(effect: UIBlurEffect(style: \(style.uikit)))"
        case let .segmented(segments, count) where Self.isUnderlineStrip(layer):
            // An underline strip is its own control (UIKitTabStripCode), never a segmented control.
            "\(code.typeName)TabStrip(titles: [\(code.segmentTitles(layer, segments, count).map(code.literal).joined(separator: ", "))])"
        case let .segmented(segments, count):
            // A strip that switches tabs shows the content's tab titles, as the tool draws it.
            "UISegmentedControl(items: [\(code.segmentTitles(layer, segments, count).map(code.literal).joined(separator: ", "))])"
        case .pager: "UIScrollView()"
        case .spinner: "UIActivityIndicatorView(style: .medium)"
        case .gradient: "\(code.typeName)GradientView()"
        case .tabBar, .navigationBar: "UIView()"  // not exported (ExportLimitations): a UITabBarController holds the screen
        case .glass: "UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))"  // before iOS 26; GlassCode sets the glass
        case .color: "UIView()"
        case .button: ButtonCode(code: code, layer: layer)!.uikitConstructor
        }
    }

    /// viewDidLoad's lines for a layer's kind; `text` replaces a text layer's string (a row template's
    /// is set per row), `id` names its locals (the layer's identifier).
    func setup(_ layer: DesignLayer, _ view: String, text textCode: String? = nil, id: String? = nil) -> [String] {
        func image(_ index: Int) -> String {
            let file = code.design.images[index].split(separator: "/").last.map(String.init) ?? "image"
            return "UIImage(named: \(code.literal(file.split(separator: ".").first.map(String.init) ?? file)))"
        }
        switch layer.kind {
        case let .image(index, mode, _, _):
            // Corner radii follow the frame: set in layoutLayers.
            return ["\(view).\(Self.isBlurredImage(layer) ? "original" : "image") = \(image(index))", "\(view).contentMode = .\(mode == .aspectFill ? "scaleAspectFill" : "scaleAspectFit")",
                    "\(view).clipsToBounds = true"]
        case let .color(color, _):
            return ["\(view).backgroundColor = \(uiColor(color))"]
        case let .gradient(gradient, _):
            let stops = SystemColorCode.stops(gradient).map { uiColor($0.color) + ($0.transparent ? ".withAlphaComponent(0)" : "") }
            return ["\(view).colors = [\(stops.joined(separator: ", "))]"]
        case let .text(text, _, weight, color, _, textLines, lineHeight):
            var lines = ["\(view).label.text = \(textCode ?? (text == "$title" ? "screenTitle" : code.literal(text)))", "\(view).label.textColor = \(uiColor(color))"]
            if let style = layer.textStyle {
                // Dynamic Type: the style's font at the reader's text size, following changes to it.
                let font = style.weight == weight ? "UIFont.preferredFont(forTextStyle: .\(style.name))"
                    : "UIFontMetrics(forTextStyle: .\(style.name)).scaledFont(for: UIFont.systemFont(ofSize: \(code.language.number(style.size)), weight: \(weight.uikit)))"
                lines += ["\(view).label.font = \(font)", "\(view).label.adjustsFontForContentSizeCategory = true"]
            }
            if lineHeight != 1 {
                // UIKit's line height: a paragraph style's lineHeightMultiple (the label's font still applies to it all).
                let paragraph = "\(id ?? code.identifier(layer))Paragraph"
                lines += ["let \(paragraph) = NSMutableParagraphStyle()", "\(paragraph).lineHeightMultiple = \(code.language.number(lineHeight))",
                          "\(view).label.attributedText = NSAttributedString(string: \(view).label.text ?? \"\", attributes: [.paragraphStyle: \(paragraph)])"]
            }
            return lines + (textLines == 1 ? [] : ["\(view).label.numberOfLines = \(textLines)"])
        case let .icon(_, size, weight, color):
            // The point size at rest: a symbol's configuration is set once (ExportLimitations notes a size that moves).
            let pointSize = code.language.number(size.constantValue ?? 17)
            return ["\(view).tintColor = \(uiColor(color))", "\(view).contentMode = .center",
                    "\(view).preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: \(pointSize), weight: .\(weight.platformName))"]
        case let .material(tint, _, style, _):
            // The system material has its own tint; a design's own colour goes over it.
            return tint == style.tint ? [] : ["\(view).contentView.backgroundColor = \(uiColor(tint))"]
        case .segmented:
            return ["\(view).selectedSegmentIndex = 0"]
        case let .pager(images, _, _):
            return ["\(view).isPagingEnabled = true", "\(view).showsHorizontalScrollIndicator = false"]
                + images.map { "\(view).addSubview(UIImageView(image: \(image($0))))" }
        case .spinner:
            return ["\(view).hidesWhenStopped = false"]
        case .glass, .tabBar, .navigationBar:
            return []
        case .button:
            return ButtonCode(code: code, layer: layer)!.uikitSetup(view)
        }
    }

    /// What a kind needs after its frame changes: pager pages (outlines: `LayerOutlineCode`).
    private func kindLayout(_ layer: DesignLayer, _ view: String) -> [String] {
        switch layer.kind {
        case let .pager(_, pages, _):
            return ["let \(code.identifier(layer))Pages = Int(max(1, \(code.code(pages))))",
                    "\(view).contentSize = CGSize(width: \(view).bounds.width * CGFloat(\(code.identifier(layer))Pages), height: \(view).bounds.height)",
                    "for (page, photo) in \(view).subviews.enumerated() {",
                    "    photo.frame = CGRect(x: CGFloat(page) * \(view).bounds.width, y: 0, width: \(view).bounds.width, height: \(view).bounds.height)",
                    "}"]
        default: return []
        }
    }

    /// The screen's title and rows as data (the content file's), which the data source reads.
    private var contentMembers: [String] {
        guard code.contentResource == nil else {
            return ["    // MARK: Content",
                    "    /// One row of the content file: its title and subtitle.",
                    "    struct Row: Decodable { let title: String, subtitle: String }"] + code.swiftResourceRows(numbered: false)
        }
        return ["    // MARK: Content",
         "    /// The screen's title (text layers showing \"$title\") and the list's rows, from the content file.",
         "    let screenTitle = \(code.literal(code.content.title))",
         "    let rows: [(title: String, subtitle: String)] = ["]
            + code.content.rows.map { "        (\(code.literal($0.title)), \(code.literal($0.subtitle)))," }
            + ["    ]"]
    }

    /// The data source: the content's rows, in plain-style sections when the design has section headers.
    private var rows: [String] {
        let cell = ["    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
                    "        let cell = tableView.dequeueReusableCell(withIdentifier: \"row\") ?? UITableViewCell(style: .subtitle, reuseIdentifier: \"row\")"]
        guard let sections = code.design.scroll.sectionHeaders else {
            return ["    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }"] + cell
                + ["        let row = rows[indexPath.row]"] + fill
        }
        let n = sections.rowsPerSection
        return ["    /// Sections of \(n) rows under \(code.language.number(sections.height))-pt headers (UITableView's plain style pins them).",
                "    func numberOfSections(in tableView: UITableView) -> Int { (rows.count + \(n - 1)) / \(n) }",
                "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { min(\(n), rows.count - section * \(n)) }",
                "    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { \"Section \\(section + 1)\" }",
                "    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { \(code.language.number(sections.height)) }"]
            + cell + ["        let row = rows[indexPath.section * \(n) + indexPath.row]"] + fill
    }

    private var fill: [String] {
        ["        cell.textLabel?.text = row.title",
         "        cell.detailTextLabel?.text = row.subtitle",
         "        cell.detailTextLabel?.numberOfLines = 0"]
    }

    private func snapCode() -> [String]? {
        let d = code.design
        guard !d.scroll.snap.isEmpty else { return nil }
        // A constant guard would warn ("will never be executed"): only a design's switch gets one.
        let enabled = d.scroll.snapEnabled.map { ["        guard \(code.code($0)) > 0 else { return }"] } ?? []
        return ["",
                "    /// Snap points: a release resting between two of them settles towards the one it moves to",
                "    /// once past a quarter of the gap (Flutter's SliverAppBar rule).",
                "    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,",
                "                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {",
               ]
            + prelude(offset: "0", reading: slots.closure(Set((d.scroll.snap + [d.scroll.snapEnabled].compactMap { $0 }).flatMap(\.slotsRead))))
                .map { "        " + $0 }
            + enabled
            + ["        let points = [\(d.scroll.snap.map(code.code).joined(separator: ", "))].sorted()",
               "        let proposed = targetContentOffset.pointee.y",
               "        guard let lower = points.last(where: { $0 < proposed }), let upper = points.first(where: { $0 > proposed }) else { return }",
               "        let gap = upper - lower, travelled = proposed - lower",
               "        if velocity.y > 0 { targetContentOffset.pointee.y = travelled >= gap / 4 ? upper : lower }",
               "        else if velocity.y < 0 { targetContentOffset.pointee.y = travelled <= gap * 3 / 4 ? lower : upper }",
               "        else { targetContentOffset.pointee.y = travelled < gap / 2 ? lower : upper }",
               "    }"]
    }

    private var helpers: [String] {
        ["    /// Sets a layer's untransformed frame (bounds + center, relative to `container` when it",
         "    /// clips), then its alpha and its scale about `anchor` (fractions of the frame).",
         "    private func place(_ view: UIView, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat,",
         "                       alpha: CGFloat, scale: CGFloat, anchor: CGPoint, in container: UIView? = nil) {",
         "        let origin = container?.frame.origin ?? .zero",
         "        let frame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height)).offsetBy(dx: -origin.x, dy: -origin.y)",
         "        view.transform = .identity",
         "        view.bounds = CGRect(origin: .zero, size: frame.size)",
         "        view.center = CGPoint(x: frame.midX, y: frame.midY)",
         "        view.alpha = min(1, max(0, alpha))",
         "        let s = max(0, scale), qx = (anchor.x - 0.5) * frame.width, qy = (anchor.y - 0.5) * frame.height",
         "        view.transform = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: qx * (1 - s), ty: qy * (1 - s))",
         "    }"] + (code.design.layers.contains { LayerControl($0) == .button || LayerOutlineCode(code: code, layer: $0).shadow != nil }
                || templateNames.contains { $0.template.layers.contains { LayerOutlineCode(code: code, layer: $0).shadow != nil } } ? [
         "",
         "    /// A button over its layer or a shadow under it: the same frame, transform, alpha and",
         "    /// visibility (a faded or hidden layer takes no touches and casts no shadow).",
         "    private func follow(_ companion: UIView, _ layer: UIView) {",
         "        companion.transform = .identity",
         "        companion.bounds = layer.bounds",
         "        companion.center = layer.center",
         "        companion.transform = layer.transform",
         "        companion.alpha = layer.alpha",
         "        companion.isHidden = layer.isHidden",
         "    }"] : []) + (code.design.layers.contains(where: \.isBar) ? [
         "",
         "    /// iOS 26: a bar layer shapes the scroll edge effect at the edge it sits at (the screen's top or bottom half).",
         "    @available(iOS 26.0, *)",
         "    private func shapeEdgeEffect(_ bar: UIView) {",
         "        let interaction = bar.interactions.lazy.compactMap { $0 as? UIScrollEdgeElementContainerInteraction }.first ?? {",
         "            let interaction = UIScrollEdgeElementContainerInteraction()",
         "            interaction.scrollView = \(listView)",
         "            bar.addInteraction(interaction)",
         "            return interaction",
         "        }()",
         "        interaction.edge = bar.center.y > view.bounds.height / 2 ? .bottom : .top",
         "    }"] : [])
    }

    /// File-level helpers: text, clip and gradient views, the arithmetic of design expressions and
    /// the keyframes interpolation (Core Animation's cubic Bézier timing); only those `code` uses
    /// (each costs the compiler its type-check).
    private func fileHelpers(calledIn code: [String]) -> [String] {
        let text = code.joined(separator: "\n")
        let helpers = [textView, gradientView, passthroughView, tabStripView, blurredImageView].filter { SwiftHelpers.calls(text, $0.type) }
        return helpers.flatMap { $0.lines + [""] } + SwiftHelpers.lines(calledIn: code)
    }

    private var textView: (type: String, lines: [String]) {
        ("\(code.typeName)TextView",
         ["/// One line of text whose leading edge moves between the frame's leading edge (0) and centred (0.5).",
         "final class \(code.typeName)TextView: UIView {",
         "    let label = UILabel()",
         "    var alignment: CGFloat = 0 { didSet { setNeedsLayout() } }",
         "    override init(frame: CGRect) { super.init(frame: frame); label.lineBreakMode = .byTruncatingTail; addSubview(label) }",
         "    required init?(coder: NSCoder) { fatalError(\"init(coder:) is not used\") }",
         "    override func layoutSubviews() {",
         "        super.layoutSubviews()",
         "        let width = min(bounds.width, label.intrinsicContentSize.width)",
         "        label.frame = CGRect(x: (bounds.width - width) * alignment, y: 0, width: width, height: bounds.height)",
         "    }",
         "    /// The height the text takes wrapped at `width` (as many lines as numberOfLines allows).",
         "    func textHeight(width: CGFloat) -> CGFloat { label.sizeThatFits(CGSize(width: max(1, width), height: .greatestFiniteMagnitude)).height }",
         "}"])
    }

    private var gradientView: (type: String, lines: [String]) {
        ("\(code.typeName)GradientView",
         ["/// A vertical gradient whose colours stay dynamic: resolved again when the appearance changes.",
         "final class \(code.typeName)GradientView: UIView {",
         "    private let gradient = CAGradientLayer()",
         "    var colors: [UIColor] = [] { didSet { updateColors() } }",
         "    override init(frame: CGRect) {",
         "        super.init(frame: frame)",
         "        layer.addSublayer(gradient)",
         "        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: \(code.typeName)GradientView, _: UITraitCollection) in view.updateColors() }",
         "    }",
         "    required init?(coder: NSCoder) { fatalError(\"init(coder:) is not used\") }",
         "    override func layoutSubviews() {",
         "        super.layoutSubviews()",
         "        gradient.frame = bounds",
         "        // The layer's rounded outline (set by layoutLayers) cuts the gradient too.",
         "        gradient.cornerRadius = layer.cornerRadius",
         "        gradient.cornerCurve = layer.cornerCurve",
         "        gradient.masksToBounds = layer.cornerRadius > 0",
         "    }",
         "    private func updateColors() { gradient.colors = colors.map { $0.resolvedColor(with: traitCollection).cgColor } }",
         "}"])
    }

    private var passthroughView: (type: String, lines: [String]) {
        ("\(code.typeName)PassthroughView",
         ["/// A clipping container that takes no touch itself: only the controls inside it do, and a",
         "/// drag anywhere else reaches the list.",
         "final class \(code.typeName)PassthroughView: UIView {",
         "    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {",
         "        let hit = super.hitTest(point, with: event)",
         "        return hit === self ? nil : hit",
         "    }",
         "}"])
    }

    private func uiColor(_ color: DynamicColor) -> String { SystemColorCode(language: code.language).uikit(color) }

    /// A refresh control whose action ends refreshing after the design's refreshDuration, as a
    /// demo would (a control with no action spins for ever).
    private var refreshSetup: [String] {
        let duration = code.language.number(code.parameters[RefreshParameter.refreshDuration])
        return ["        let refresh = UIRefreshControl()",
                "        refresh.addAction(UIAction { [weak refresh] _ in",
                "            DispatchQueue.main.asyncAfter(deadline: .now() + \(duration)) { refresh?.endRefreshing() }",
                "        }, for: .valueChanged)",
                "        \(listView).refreshControl = refresh"]
    }
}

extension DesignProperty {
    /// The property as an expression when it is one (keyframes have no single expression).
    var expressionValue: DesignExpression {
        if case let .expression(e) = self { return e }
        return DesignExpression(constant: 0)
    }
}
