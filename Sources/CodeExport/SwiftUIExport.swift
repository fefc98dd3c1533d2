import HeaderKit
import ScrollCore

/// A SwiftUI view: a ScrollView whose offset (iOS 18's `onScrollGeometryChange`, a preference
/// key before) places every layer in a ZStack through `offset`, `frame`, `scaleEffect`, `opacity`;
/// snap points are a `ScrollTargetBehavior`, pull to refresh `refreshable`, sections pinned
/// `LazyVStack` sections.
struct SwiftUIExport {
    let code: DesignCode

    private var colors: SystemColorCode { SystemColorCode(language: code.language) }

    private var name: String { "\(code.typeName)HeaderView" }
    private var snaps: Bool { !code.design.scroll.snap.isEmpty }

    func source(header: String) -> String {
        var l: [String] = [header, "import SwiftUI", "", "struct \(name): View {"] + members + [""] + body + [""]
        l += list(snaps: snaps) + [""] + layersFunction + [""] + rowAndLayout + [""]
        l += place + controlStubs + code.design.layers.compactMap { GlassCode(code: code, layer: $0) }.flatMap(\.swiftUIFunction)
            + code.design.layers.compactMap { ButtonCode(code: code, layer: $0) }.flatMap(\.swiftUIFunction)
            + GlassGroupCode(code: code).swiftUIHelper
        l.append("}")
        l += fileTypes
        let helpers = SwiftHelpers.lines(calledIn: l)
        if !helpers.isEmpty { l += [""] + helpers }
        return l.joined(separator: "\n") + "\n"
    }

    /// The tuned numbers, the offset and segment selections as state, the content.
    private var members: [String] {
        let d = code.design
        var l = code.tunedNumbers.flatMap { number in
            ["    /// \(CodeText.comment(number.spec.summary.isEmpty ? number.spec.name : number.spec.summary))",
             "    let \(number.name): CGFloat = \(code.language.number(number.value))"]
        }
        if d.layers.contains(where: { $0.onlyOn != nil }) {
            l.append("    /// iOS 26 draws Liquid Glass: layers drawn on one iOS only (the design's `ios`) read it.")
            l.append("    private let liquidGlass: Bool = { if #available(iOS 26.0, *) { return true } else { return false } }()")
        }
        l += GlassGroupCode(code: code).swiftUIMembers
        l.append("    /// UIKit's contentOffset.y of the list (negative when pulled down).")
        l.append("    @State private var offsetY: CGFloat = 0")
        for layer in d.layers where LayerControl(layer) == .segmented {
            l.append("    @State private var \(code.identifier(layer))Selection = 0")
        }
        return l + (code.content.isSectioned ? sectionedMembers : rowMembers)
    }

    /// The body: the layers below the list, the list, the layers above it, at this offset.
    private var body: [String] {
        let d = code.design, frames = LayerFrameCode(code: code)
        var l = ["    var body: some View {",
                 "        GeometryReader { proxy in",
                 "            let layout = layers(offset: offsetY, W: proxy.size.width, H: proxy.size.height,",
                 "                                safeTop: proxy.safeAreaInsets.top, safeBottom: proxy.safeAreaInsets.bottom)"]
        if code.content.isSectioned {
            l.append("            let pin = tabPin(W: proxy.size.width, H: proxy.size.height, safeTop: proxy.safeAreaInsets.top, safeBottom: proxy.safeAreaInsets.bottom)")
            if !code.content.shared.isEmpty {
                l.append("            let sharedBottom = sharedBottom(W: proxy.size.width, H: proxy.size.height, safeTop: proxy.safeAreaInsets.top, safeBottom: proxy.safeAreaInsets.bottom)")
            }
        }
        l.append("            ZStack(alignment: .topLeading) {")
        // Placed in order; a glass group's layers together, in one container (GlassGroupCode).
        let frameOf = Dictionary(zip(d.layers.map(\.id), frames.layers), uniquingKeysWith: { a, _ in a }), groups = GlassGroupCode(code: code)
        l += groups.swiftUIBand(d.layers.filter { $0.z == .belowList }, placed: { placed($0, frameOf[$0.id]!) }, indent: "                ")
        l.append("                list(insetTop: layout.insetTop, rowsTop: layout.rowsTop\(snaps ? ", snapPoints: layout.snapPoints" : "")\(tabArguments))")
        l += groups.swiftUIBand(d.layers.filter { $0.z == .aboveList }, placed: { placed($0, frameOf[$0.id]!) }, indent: "                ")
        l.append("            }")
        // The design's list look: the screen's colour behind the layers and the rows.
        if let screen = ListLookCode(code: code).swiftUIScreen { l.append("            .background(\(screen))") }
        l += ["            .ignoresSafeArea()", "        }"]
        if let appearance = d.appearance { l.append("        .preferredColorScheme(.\(appearance.rawValue))") }
        return l + ["    }"]
    }

    /// The list's arguments for tabs: where the strip pins, where the shared sections end, the screen.
    private var tabArguments: String {
        guard code.content.isSectioned else { return "" }
        return ", tabPin: pin" + (code.content.shared.isEmpty ? "" : ", sharedBottom: sharedBottom") + ", screen: proxy"
    }

    /// layers(offset:W:H:safeTop:safeBottom:): every layer's frame, insetTop, rowsTop and the snap points.
    private var layersFunction: [String] {
        let d = code.design, frames = LayerFrameCode(code: code)
        var l = ["    /// Every layer's frame at `offset`, as the design file's expressions give it.",
                 "    private func layers(offset: CGFloat, W: CGFloat, H: CGFloat, safeTop: CGFloat, safeBottom: CGFloat) -> Layout {"]
        let snapExpressions = d.scroll.snap + [d.scroll.snapEnabled].compactMap { $0 }
        let reads = UsedSlots(design: d).closure(frames.layerReads.union(d.scroll.rowsTop.slotsRead)
            .union(snapExpressions.flatMap(\.slotsRead)).union([ExpressionScope.insetTopSlot]))
        if reads.contains(ExpressionScope.revealSlot) { l.append("        let reveal: CGFloat = 0") }
        l.append(contentsOf: frames.variableLines(reading: reads) { "        let \($0): CGFloat = \($1)" })
        var fields = ["insetTop: insetTop", "rowsTop: \(code.code(d.scroll.rowsTop))"]
        if snaps {
            let points = "[\(d.scroll.snap.map(code.code).joined(separator: ", "))]"
            fields.append("snapPoints: " + (d.scroll.snapEnabled.map { "\(code.code($0)) > 0 ? \(points) : []" } ?? points))
        }
        // A statement per layer: one expression of every layer took the compiler several times as long.
        l += zip(d.layers, frames.layers).map { layer, frame in "        let \(frame.name) = \(layerFrame(frame, onlyOn: layer.onlyOn))" }
        fields += frames.layers.map { "\($0.name): \($0.name)" }
        return l + ["        return Layout(" + fields.joined(separator: ",\n                      ") + ")", "    }"]
    }

    /// The Row type the content fills and the Layout layers(offset:…) returns.
    private var rowAndLayout: [String] {
        let resource = code.contentResource != nil
        var l = ["    /// One row of the list: the content file's title, subtitle, detail and image (a file name the app bundles).",
                 resource ? "    struct Row: Identifiable, Decodable {" : "    struct Row: Identifiable {",
                 resource ? "        var id = 0\n        let title: String, subtitle: String" : "        let id: Int, title: String, subtitle: String",
                 "        var detail = \"\", image = \"\"",
                 "        /// The row's other fields (a row template's `$name`).",
                 "        var fields: [String: String] = [:]"] + code.rowFieldFunction
            + (resource ? code.swiftUINumbering(keys: ["title", "subtitle", "detail", "image", "fields"], rows: true) : []) + ["    }",
                 "",
                 "    private struct Layout {",
                 "        var insetTop: CGFloat, rowsTop: CGFloat"]
        if snaps { l += ["        /// UIKit contentOffset.y values a release settles at.", "        var snapPoints: [CGFloat]"] }
        l += LayerFrameCode(code: code).layers.map { "        var \($0.name): LayerFrame" }
        return l + ["    }"]
    }

    /// The file's other types: the tab bar's view, the edge effect modifier, LayerFrame, the list's
    /// top preference, the text layout and the snap behaviour.
    private var fileTypes: [String] {
        let d = code.design
        var l: [String] = tabStripType
        if let tabBar = TabBarCode(code: code) { l += [""] + tabBar.swiftUIView(screen: name) }
        if let navigationBar = NavigationBarCode(code: code) { l += [""] + navigationBar.swiftUIView(screen: name) }
        let edgeEffect = EdgeEffectCode(effect: d.scroll.edgeEffect)
        if !edgeEffect.isDefault { l += [""] + edgeEffect.swiftUIModifier }
        l += ["",
              "/// A layer's frame, alpha, scale and the per-frame values its kind draws with.",
              "private struct LayerFrame {",
              "    var x, y, width, height, alpha, scale: CGFloat",
              "    var visible: Bool",
              "    var fontSize: CGFloat = 17, alignment: CGFloat = 0, cornerRadius: CGFloat = 0, blur: CGFloat = 0",
              "    var borderWidth: CGFloat = 0, shadowOpacity: CGFloat = 0, shadowRadius: CGFloat = 0, shadowX: CGFloat = 0, shadowY: CGFloat = 0",
              "    var pages = 1",
              "    /// Drawing is limited to this rectangle (viewport points).",
              "    var clip: CGRect? = nil",
              "}",
              "",
              "private struct ListTopKey: PreferenceKey {",
              "    static let defaultValue: CGFloat = 0",
              "    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }",
              "}"]
        if d.layers.contains(where: { if case .text = $0.kind { true } else { false } }) { l += ["", ""] + horizontalBias }
        if snaps { l += [""] + snapBehavior }
        return l + tabScrollTypes
    }

    /// The list: rows (in pinned sections when the design has section headers) under `rowsTop`,
    /// inset by `insetTop`, with the design's bounce, snap and refresh.
    private func list(snaps: Bool) -> [String] {
        let d = code.design, p = code.parameters
        let tabParameters = !code.content.isSectioned ? ""
            : ", tabPin: CGFloat" + (code.content.shared.isEmpty ? "" : ", sharedBottom: CGFloat") + ", screen: GeometryProxy"
        var l = ["    @ViewBuilder private func list(insetTop: CGFloat, rowsTop: CGFloat\(snaps ? ", snapPoints: [CGFloat]" : "")\(tabParameters)) -> some View {",
                 "        let scroll = ScrollView {"]
        if code.content.isSectioned {
            l += sectionedList
        } else if let sections = d.scroll.sectionHeaders {
            let n = sections.rowsPerSection
            l += ["            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {",
                  "                listTop(height: rowsTop)",
                  "                // Sections of \(n) rows under \(code.language.number(sections.height))-pt headers.",
                  "                ForEach(0..<((rows.count + \(n - 1)) / \(n)), id: \\.self) { section in",
                  "                    Section {",
                  "                        ForEach(rows[(section * \(n))..<min(rows.count, section * \(n) + \(n))]) { row in rowView(row) }",
                  "                    } header: {",
                  "                        Text(\"Section \\(section + 1)\").font(.system(size: 13, weight: .bold)).padding(.horizontal, 16)",
                  "                            .frame(maxWidth: .infinity, minHeight: \(code.language.number(sections.height)), maxHeight: \(code.language.number(sections.height)), alignment: .leading)",
                  "                            .background(Color(uiColor: .secondarySystemBackground))",
                  "                    }",
                  "                }",
                  "            }"]
        } else {
            l += ["            LazyVStack(alignment: .leading, spacing: 0) {",
                  "                listTop(height: rowsTop)",
                  "                ForEach(rows) { row in rowView(row) }",
                  "            }"]
        }
        l += ["        }",
              "        .contentMargins(.top, insetTop, for: .scrollContent)",
              "        .scrollBounceBehavior(\(p[PhysicsParameter.alwaysBounceVertical] ? ".always" : ".basedOnSize"))"]
        if !EdgeEffectCode(effect: d.scroll.edgeEffect).isDefault { l.append("        .edgeEffects()") }
        if snaps { l.append("        .scrollTargetBehavior(SnapBehavior(points: snapPoints))") }
        else if p[PhysicsParameter.pagingEnabled] { l.append("        .scrollTargetBehavior(.paging)") }
        if p[RefreshParameter.refreshEnabled] {
            l += ["        // A demo refresh: ends after the design's refreshDuration.",
                  "        .refreshable { try? await Task.sleep(for: .seconds(\(code.language.number(p[RefreshParameter.refreshDuration])))) }"]
        }
        l += ["        if #available(iOS 18.0, *) {",
              code.content.isSectioned
                ? "            scroll.onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in\n"
                    + "                offsetY = new\n"
                    + "                // Once the header shows again every tab follows it: the offsets left pinned no longer hold.\n"
                    + "                if new < tabPin, !pinnedOffsets.isEmpty { pinnedOffsets = [:] }\n"
                    + "            }\n"
                    + "            .modifier(ScrollRequestModifier(request: scrollRequest))"
                : "            scroll.onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offsetY = new }",
              "        } else {",
              "            // Before iOS 18: the list's top read through a preference, as `visualEffect` cannot write state.",
              "            scroll.coordinateSpace(.named(\"list\"))",
              "                // The rows' top is insetTop below the scroll view's at rest (contentOffset.y = -insetTop).",
              "                .onPreferenceChange(ListTopKey.self) { top in offsetY = -top }",
              "        }",
              "    }",
              "",
              "    /// A row as UITableViewCell's subtitle style shows it.",
              "    private func rowView(_ row: Row) -> some View {",
              "        VStack(alignment: .leading, spacing: 2) {",
              "            Text(row.title).font(.body)",
              "            Text(row.subtitle).font(.subheadline).foregroundStyle(.secondary)",
              "        }",
              "        .padding(16).frame(maxWidth: .infinity, alignment: .leading)",
              "    }",
              "",
              "    /// The space above the first row; before iOS 18 it reports where the list's top is.",
              "    private func listTop(height: CGFloat) -> some View {",
              "        Color.clear.frame(height: height).background(GeometryReader { geometry in",
              "            Color.clear.preference(key: ListTopKey.self, value: geometry.frame(in: .named(\"list\")).minY)",
              "        })",
              "    }"]
        return l + (code.content.isSectioned ? sectionViews : [])
    }

    /// `LayerFrame(...)` for a layer: the frame, then only the extras its kind uses.
    private func layerFrame(_ f: LayerFrameCode.Layer, onlyOn: SystemVersion?) -> String {
        let system = onlyOn.map { $0.hasLiquidGlass ? "liquidGlass" : "!liquidGlass" }
        // A visibility that reads no variable is folded: true (or the iOS it is drawn on) or false.
        let visible = f.constantlyVisible.map { $0 ? system ?? "true" : "false" } ?? "\(f.visible) > 0" + (system.map { " && " + $0 } ?? "")
        var args = ["x: \(f.x)", "y: \(f.y)", "width: \(f.width)", "height: \(f.height)", "alpha: \(f.alpha)", "scale: \(f.scale)",
                    "visible: \(visible)"]
        if let size = f.fontSize { args.append("fontSize: \(size)") }
        if let alignment = f.alignment { args.append("alignment: \(alignment)") }
        if let radius = f.cornerRadius { args.append("cornerRadius: \(radius)") }
        if let blur = f.blur { args.append("blur: \(blur)") }
        if let width = f.borderWidth { args.append("borderWidth: \(width)") }
        if let s = f.shadow { args += ["shadowOpacity: \(s.0)", "shadowRadius: \(s.1)", "shadowX: \(s.2)", "shadowY: \(s.3)"] }
        if let pages = f.pages { args.append("pages: Int(max(1, \(pages)).rounded())") }
        if let c = f.clip { args.append("clip: CGRect(x: \(c.0), y: \(c.1), width: \(c.2), height: \(c.3))") }
        return "LayerFrame(\(args.joined(separator: ", ")))"
    }

    /// One layer in the ZStack (a comment names its id and role).
    private func placed(_ layer: DesignLayer, _ frame: LayerFrameCode.Layer) -> String {
        let role = layer.role.map { ", role \($0.rawValue)" } ?? ""
        // Only controls take touches: a drag that starts on any other layer scrolls the list.
        let touches = LayerControl(layer) == nil ? ", touches: false" : ""
        let outline = LayerOutlineCode(code: code, layer: layer), f = "layout.\(frame.name)"
        let drawn = outline.swiftUI(content(layer, f), .frame(f))
        return "place(\(control(layer, drawn)), \(f), anchor: UnitPoint(x: \(frame.anchor.0), y: \(frame.anchor.1))\(touches))\(outline.swiftUIShadow(.frame(f)))  // \(CodeText.comment(layer.id))\(role)"
    }

    private var place: [String] {
        ["    /// A layer at its frame: scaled about its anchor, faded, then limited to its clip rectangle",
         "    /// (a container of the clip's size, as UIKit's clipping views).",
         "    /// `touches`: false for decorative layers, so a drag on them reaches the list.",
         "    @ViewBuilder private func place<Content: View>(_ content: Content, _ f: LayerFrame, anchor: UnitPoint, touches: Bool = true) -> some View {",
         "        let layer = content",
         "            .frame(width: max(0, f.width), height: max(0, f.height))",
         "            .clipped()",
         "            .scaleEffect(max(0, f.scale), anchor: anchor)",
         "            .opacity(f.visible ? min(1, max(0, f.alpha)) : 0)",
         "            .allowsHitTesting(touches && f.visible && f.alpha > 0)",
         "        if let clip = f.clip {",
         "            ZStack(alignment: .topLeading) { layer.offset(x: f.x - clip.minX, y: f.y - clip.minY) }",
         "                .frame(width: max(0, clip.width), height: max(0, clip.height), alignment: .topLeading)",
         "                .clipped()",
         "                .offset(x: clip.minX, y: clip.minY)",
         "        } else {",
         "            layer.offset(x: f.x, y: f.y)",
         "        }",
         "    }"]
    }

    private func content(_ layer: DesignLayer, _ f: String) -> String {
        func image(_ index: Int) -> String {
            let file = code.design.images[index].split(separator: "/").last.map(String.init) ?? "image"
            return "Image(\(code.literal(file.split(separator: ".").first.map(String.init) ?? file))).resizable()"
        }
        switch layer.kind {
        case let .image(index, mode, _, _):
            // The photo fills (or fits) the frame-sized clear view, which the mask then clips.
            // Its outline (the mask's or the shape's) is clipped by `LayerOutlineCode`.
            let view = "Color.clear.overlay { \(image(index)).aspectRatio(contentMode: .\(mode == .aspectFill ? "fill" : "fit")) }.clipped()"
            return layer.blur.constantValue == 0 ? view : view + ".blur(radius: \(f).blur)"
        case let .color(color, _):
            return colors.swiftUI(color)
        case let .gradient(gradient, _):
            let stops = SystemColorCode.stops(gradient).map { colors.swiftUI($0.color) + ($0.transparent ? ".opacity(0)" : "") }
            return "LinearGradient(colors: [\(stops.joined(separator: ", "))], startPoint: .top, endPoint: .bottom)"
        case let .text(text, _, weight, color, _, lines, lineHeight):
            let string = text == "$title" ? "screenTitle" : code.literal(text)
            // A text style is Dynamic Type (`.headline`, with the design's weight when it differs); a size stays fixed.
            let font = layer.textStyle.map { ".\($0.swiftUI)" + ($0.weight == weight ? "" : ".weight(\(weight.swiftUI))") }
                ?? ".system(size: \(f).fontSize, weight: \(weight.swiftUI))"
            return "HorizontalBias(bias: \(f).alignment) { Text(verbatim: \(string)).font(\(font)).foregroundStyle(\(colors.swiftUI(color))).lineLimit(\(lines == 0 ? "nil" : String(lines)))\(lineSpacing(lineHeight, layer, f)) }"
        case let .icon(symbol, _, weight, color):
            return "Image(systemName: \(code.literal(symbol))).font(.system(size: \(f).fontSize, weight: .\(weight.platformName))).foregroundStyle(\(colors.swiftUI(color)))"
        case let .material(tint, _, style, _):
            let fill = "Rectangle().fill(\(style.swiftUI))"
            return tint == style.tint ? fill : "\(fill).overlay(\(colors.swiftUI(tint)))"
        case let .segmented(segments, count) where UIKitExport.isUnderlineStrip(layer):
            return tabStrip(layer, titles: code.segmentTitles(layer, segments, count))  // SwiftUITabStripCode
        case let .segmented(segments, count):
            let titles = code.segmentTitles(layer, segments, count)
            return "Picker(\(code.literal(LayerControl.label(layer))), selection: $\(code.identifier(layer))Selection) { \(titles.enumerated().map { "Text(verbatim: \(code.literal($1))).tag(\($0))" }.joined(separator: "; ")) }.pickerStyle(.segmented)"
        case let .pager(images, _, dots):
            let list = "[\(images.map { image($0) }.joined(separator: ", "))]"
            return "TabView { ForEach(0..<\(f).pages, id: \\.self) { page in \(list)[page % \(images.count)].scaledToFill() } }.tabViewStyle(.page(indexDisplayMode: .\(dots ? "always" : "never")))"
        case .spinner: return "ProgressView()"
        case .tabBar, .navigationBar: return "EmptyView()"  // the TabView holding the screen draws it (SwiftUITabBarCode)
        case .glass: return "\(code.identifier(layer))Glass(\(f))"  // SwiftUIGlassCode
        case .button: return ButtonCode(code: code, layer: layer)!.swiftUIContent
        }
    }

    /// UIKit's lineHeightMultiple as SwiftUI's extra points between lines: SF's line height is
    /// about 1.19 × its point size (UIFont.lineHeight is 20.29 at 17 pt).
    private func lineSpacing(_ lineHeight: Double, _ layer: DesignLayer, _ f: String) -> String {
        guard lineHeight != 1 else { return "" }
        let size = layer.textStyle.map { code.language.number($0.size) } ?? "\(f).fontSize"
        return ".lineSpacing(\(size) * 1.19 * \(code.language.number(lineHeight - 1)))"
    }

    /// Controls are real ones, labelled for VoiceOver, with an action stub; other layers are as drawn.
    private func control(_ layer: DesignLayer, _ content: String) -> String {
        let id = code.identifier(layer), label = code.literal(LayerControl.label(layer))
        switch LayerControl(layer) {
        case nil, .systemButton: return content  // a button layer is its own Button (ButtonCode)
        case .button: return "Button(action: \(id)Tapped) { \(content) }.buttonStyle(.plain).accessibilityLabel(\(label))"
        case .segmented where code.switchesTabs(layer):
            return "\(content).accessibilityLabel(\(label)).onChange(of: \(id)Selection) { \(id)Changed(to: \(id)Selection, pin: pin) }"
        case .segmented: return "\(content).accessibilityLabel(\(label)).onChange(of: \(id)Selection) { \(id)Changed(to: \(id)Selection) }"
        case .pager: return "\(content).accessibilityLabel(\(label))"
        }
    }

    private var controlStubs: [String] {
        code.design.layers.flatMap { layer -> [String] in
            let id = code.identifier(layer), words = CodeText.comment(LayerControl.label(layer))
            switch LayerControl(layer) {
            case .button, .systemButton: return ["", "    /// \(words): a tap on the button (your action here).", "    private func \(id)Tapped() {}"]
            case .segmented where code.switchesTabs(layer):
                return ["", "    /// \(words): the chosen segment shows its tab, by the tab rules (`pin`: where the strip pins).",
                        "    private func \(id)Changed(to segment: Int, pin: CGFloat) { switchTab(to: segment, pin: pin) }"]
            case .segmented: return ["", "    /// \(words): the segment chosen (your action here).", "    private func \(id)Changed(to segment: Int) {}"]
            case .pager, nil: return []
            }
        }
    }

    /// Text whose leading edge moves between the frame's leading edge (bias 0) and its trailing
    /// edge (1), as design files' `alignment` does (centred is 0.5).
    private var horizontalBias: [String] {
        ["/// Places its one child at a horizontal bias: 0 leading, 0.5 centred, 1 trailing.",
         "private struct HorizontalBias: Layout {",
         "    var bias: CGFloat",
         "    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {",
         "        proposal.replacingUnspecifiedDimensions()",
         "    }",
         "    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {",
         "        for subview in subviews {",
         "            let size = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: bounds.height))",
         "            let x = bounds.minX + max(0, bounds.width - size.width) * min(1, max(0, bias))",
         "            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(size))",
         "        }",
         "    }",
         "}"]
    }

    /// UIKit's rule for the export's snap points (`SnapPolicy`): a release resting between two
    /// settles towards the one it moves to once past a quarter of the gap.
    private var snapBehavior: [String] {
        ["/// Snap points (UIKit contentOffset.y): a release resting between two of them settles towards",
         "/// the one it moves to once past a quarter of the gap (Flutter's SliverAppBar rule).",
         "private struct SnapBehavior: ScrollTargetBehavior {",
         "    var points: [CGFloat]",
         "    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {",
         "        let sorted = points.sorted(), proposed = target.rect.minY",
         "        guard let lower = sorted.last(where: { $0 < proposed }), let upper = sorted.first(where: { $0 > proposed }) else { return }",
         "        let gap = upper - lower, travelled = proposed - lower, velocity = context.velocity.dy",
         "        if velocity > 0 { target.rect.origin.y = travelled >= gap / 4 ? upper : lower }",
         "        else if velocity < 0 { target.rect.origin.y = travelled <= gap * 3 / 4 ? lower : upper }",
         "        else { target.rect.origin.y = travelled < gap / 2 ? lower : upper }",
         "    }",
         "}"]
    }
}

/// The Swift helpers the design expressions call (shared by the UIKit and SwiftUI exports). A file
/// carries only those its code calls: each costs the compiler its type-check, and the Bézier and
/// keyframes helpers were a quarter of a small export's (`-debug-time-function-bodies`).
enum SwiftHelpers {
    /// The helpers `code` calls, in a fixed order.
    static func lines(calledIn code: [String]) -> [String] {
        let text = code.joined(separator: "\n")
        var lines: [String] = []
        let keyframed = calls(text, "keyframes")
        if calls(text, "clamp") { lines += clamp }
        if keyframed || calls(text, "mix") { lines += mix }  // keyframes mixes its two values
        if keyframed { lines += [""] + keyframes + [""] + bezier }
        return lines
    }

    /// Whether `text` calls the function `name` (`name(` not inside a longer identifier or after a
    /// dot); a string or comment that spells such a call only adds a helper, which is harmless.
    static func calls(_ text: String, _ name: String) -> Bool {
        var rest = text[...]
        while let found = rest.range(of: name + "(") {
            let before = text[..<found.lowerBound].last
            if !(before.map { $0 == "." || $0 == "_" || $0.isLetter || $0.isNumber } ?? false) { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    static let clamp = ["private func clamp(_ x: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { min(max(x, lo), hi) }"]
    static let mix = ["private func mix(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }"]

    /// Few operators (Swift's type-checker spends about half a millisecond on each `+`, `*`, `<`,
    /// whatever its operands: the helpers are in every file that has keyframes).
    static let keyframes = [
        "/// The value at `x` of keyframes (`offsets` ascending): the Bézier curve (x1, y1, x2, y2)",
        "/// between two of them; before the first and after the last the end value, or the end",
        "/// segment's straight line when extended.",
        "private func keyframes(_ x: CGFloat, _ offsets: [CGFloat], _ values: [CGFloat], _ x1: CGFloat, _ y1: CGFloat,",
        "                       _ x2: CGFloat, _ y2: CGFloat, _ extendBelow: Bool, _ extendAbove: Bool) -> CGFloat {",
        "    /// Segment `i`'s value at `x`: on the curve, or on its straight line (a zero-length segment is at its end, or its start).",
        "    func value(_ i: Int, curved: Bool) -> CGFloat {",
        "        let start: CGFloat = offsets[i], next: Int = i + 1",
        "        let span: CGFloat = offsets[next] - start, empty: CGFloat = curved ? 1 : 0",
        "        let t: CGFloat = span > 0 ? (x - start) / span : empty",
        "        return mix(values[i], values[next], curved ? bezier(t, x1, y1, x2, y2) : t)",
        "    }",
        "    let last: Int = offsets.count - 1",
        "    guard last > 0 else { return values.first ?? 0 }",
        "    if x <= offsets[0] { return extendBelow ? value(0, curved: false) : values[0] }",
        "    for i in 1...last where x <= offsets[i] { return value(i - 1, curved: true) }",
        "    return extendAbove ? value(last - 1, curved: false) : values[last]",
        "}",
    ]

    /// Solved for x by bisection (x(s) rises from 0 to 1 for control points in 0…1): 50 halvings
    /// reach 1e-15, as close as WebKit's UnitBezier's Newton steps, in far fewer expressions.
    static let bezier = [
        "/// Core Animation's cubic Bézier timing at `t`: the curve's y where its x is `t`.",
        "private func bezier(_ t: CGFloat, _ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) -> CGFloat {",
        "    /// One coordinate at parameter `s`, between the control values `p1` and `p2` (the ends are 0 and 1):",
        "    /// 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³, factored.",
        "    func cubic(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {",
        "        let u: CGFloat = 1 - s",
        "        let p: CGFloat = u * p1 + s * p2",
        "        return (3 * u * p + s * s) * s",
        "    }",
        "    var lo: CGFloat = 0, hi: CGFloat = 1, s: CGFloat = 0.5",
        "    for _ in 0..<50 {",
        "        if cubic(s, x1, x2) < t { lo = s } else { hi = s }",
        "        s = (lo + hi) / 2",
        "    }",
        "    return cubic(s, y1, y2)",
        "}",
    ]
}
