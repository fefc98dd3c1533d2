import Foundation
import Testing
@testable import StretchyFiles
import TestSupport

/// Every field a design file's layer may set (DesignLoader's list, so a field added later is
/// walked too) reaches every target's code, or the target's header lists it under "Not
/// exported": a probe design sets each field to a value no default has, and each target's
/// text must show that value where it belongs, or name the field for that layer.
@Suite(.serialized) struct ExportCodeSchemaCoverageTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// One field: the probe layer that sets it, and what each target writes when it exports it.
    struct Probe: Sendable {
        var layer: String
        var exported: [String: @Sendable (String) -> Bool]
    }

    /// Foundation's search: the standard library's `contains` gave different answers on the same text across runs (Swift 6.3 on Linux).
    static func has(_ parts: String...) -> @Sendable (String) -> Bool { { text in parts.allSatisfy { text.range(of: $0) != nil } } }
    /// `first` is written before `then` (a layer drawn under the list comes before it).
    static func ordered(_ first: String, _ then: String) -> @Sendable (String) -> Bool {
        { text in
            guard let a = text.range(of: first), let b = text.range(of: then) else { return false }
            return a.lowerBound < b.lowerBound
        }
    }

    /// The probe design's content: two tabs (a list, a grid) for its `switchesTabs` strip.
    static let probeContent = #"""
    {"title": "Probe", "tabs": [
      {"title": "Alpha \"a\"", "sections": [{"template": "value1", "rows": [{"title": "One", "detail": "1"}]}]},
      {"title": "Beta", "sections": [{"style": "grid", "columns": 2, "rows": [{"title": "Tile", "image": "photo.jpg"}]}]}
    ]}
    """#

    static let probeDesign = #"""
    {
      "name": "probe",
      "content": "probe-content.json",
      "scroll": {"contentInsetTop": 300},
      "layers": [
        {"id": "probe-photo", "kind": "image", "image": "photo.jpg", "contentMode": "aspectFit", "mask": "rounded",
         "cornerRadius": 13.25, "blur": 7.5, "space": "content", "z": "belowList", "role": "header", "x": 3.5, "y": 4.5,
         "width": "W - 11.5", "height": 212.5, "alpha": 0.625, "scale": 1.375, "visible": "offset < 900",
         "anchor": [0.25, 0.75], "clip": {"x": 1.5, "y": 2.5, "width": 301.5, "height": 401.5}},
        {"id": "probe-fill", "kind": "color", "color": "systemOrange", "cornerRadius": 9.75, "width": 40, "height": 40, "action": "Fill \"it\""},
        {"id": "probe-gradient", "kind": "gradient", "top": "systemBlue", "bottom": "#123456", "width": 40, "height": 40},
        {"id": "probe-stops", "kind": "gradient", "colors": ["systemRed", "#654321", "white"], "locations": [0, 0.25, 1],
         "startPoint": [0, 0], "endPoint": [1, 1], "width": 40, "height": 40},
        {"id": "probe-outline", "kind": "color", "color": "white", "shape": "capsule", "shadow": {"opacity": 0.5, "radius": 6.5},
         "border": {"width": 2.5, "color": "systemRed"}, "width": 40, "height": 40},
        {"id": "probe-text", "kind": "text", "text": "Probe words", "style": "largeTitle", "size": 31.5, "weight": "semibold",
         "alignment": 0.375, "color": "secondaryLabel", "width": 200, "height": 40},
        {"id": "probe-style", "kind": "text", "text": "Styled", "style": "title3", "width": 200, "height": 40},
        {"id": "probe-heavy", "kind": "text", "text": "Heavy", "weight": "heavy", "width": 200, "height": 40},
        {"id": "probe-material", "kind": "material", "material": "chrome", "width": 40, "height": 40},
        {"id": "probe-segments", "kind": "segmented", "segments": ["Uno", "Dos"], "count": 3, "width": 200, "height": 32},
        {"id": "probe-switch", "kind": "segmented", "segments": ["One"], "switchesTabs": true, "y": 40, "width": 200, "height": 32},
        {"id": "probe-pager", "kind": "pager", "images": ["photo.jpg", "photo2.jpg"], "pages": 5, "dots": true, "width": 200, "height": 100},
        {"id": "probe-spinner", "kind": "spinner", "width": 20, "height": 20},
        {"id": "probe-lines", "kind": "text", "text": "Wrapped words", "lines": 3, "lineHeight": 1.25, "width": 200, "height": 60},
        {"id": "probe_strip", "kind": "tabs", "y": 80, "width": 300, "height": 44, "selectedColor": "white",
         "indicator": {"style": "pill", "color": "black", "height": 30, "width": "full"}},
        {"id": "probe_auto", "kind": "text", "text": "Measured", "width": "auto", "maxWidth": 120, "height": 20},
        {"id": "probe-icon", "kind": "icon", "symbol": "heart.fill", "size": 22, "weight": "semibold", "width": 30, "height": 30},
        {"id": "probe-glass", "kind": "glass", "style": "clear", "tint": "systemBlue", "interactive": true, "shape": "capsule",
         "optics": {"bevel": 12.5}, "group": "navigation", "width": 80, "height": 40},
        {"id": "probe-bar", "kind": "material", "material": "chrome", "bar": true, "ios": 17, "width": "W", "height": 90},
        {"id": "probe-tabs", "kind": "tabBar", "selected": 1, "minimize": "onScrollDown", "accessory": "Now \"playing\"",
         "items": [{"title": "Home", "symbol": "house.fill"}, {"title": "Find"}]},
        {"id": "probe-nav", "kind": "navigationBar", "title": "Probe bar", "largeTitle": true, "minimize": "onScrollUp",
         "leading": [{"symbol": "chevron.backward", "action": "Go back"}], "trailing": [{"title": "Edit"}],
         "tabs": ["One", "Two"], "search": true, "width": "W", "height": 0}
      ]
    }
    """#

    /// What each target writes for each field (values read off the probe design above; colours
    /// from Apple's HIG: systemOrange is #FF9500 light, #FF9F0A dark; systemBlue #007AFF, #0A84FF).
    static let probes: [String: Probe] = {
        let frame: [String: @Sendable (String) -> Bool] = [
            "uikit": has("place(probePhotoView, x: 3.5, y: 4.5 - offset, width: (W - 11.5), height: 212.5,", "alpha: 0.625, scale: 1.375,"),
            "swiftui": has("let probePhoto = LayerFrame(x: 3.5, y: (4.5 - offset), width: (W - 11.5), height: 212.5, alpha: 0.625, scale: 1.375,"),
            "compose": has("val probePhoto = LayerFrame(3.5f, (4.5f - offset), (W - 11.5f), 212.5f, 0.625f, 1.375f,"),
            "flutter": has("layer(3.5, (4.5 - offset), (W - 11.5), 212.5, 0.625, 1.375,"),
        ]
        return [
            "id": Probe(layer: "probe-photo", exported: ["uikit": has("\"layer.probe-photo\""), "swiftui": has("// probe-photo"),
                                                         "compose": has("// probe-photo"), "flutter": has("// probe-photo")]),
            "kind": Probe(layer: "probe-photo", exported: [
                "uikit": has("UIImageView()", "CAGradientLayer()", "UIVisualEffectView(", "UISegmentedControl(", "UIScrollView()", "UIActivityIndicatorView("),
                "swiftui": has("Image(\"photo\")", "LinearGradient(", "Picker(", "TabView", "ProgressView()"),
                "compose": has("Image(painterResource(R.drawable.photo)", "Brush.verticalGradient(", "TabRow(", "HorizontalPager(", "CircularProgressIndicator()"),
                "flutter": has("Image.asset('assets/photo.jpg'", "LinearGradient(", "PageView.builder(", "RefreshProgressIndicator()"),
            ]),
            "space": Probe(layer: "probe-photo", exported: frame),
            "z": Probe(layer: "probe-photo", exported: [
                "uikit": has("view.insertSubview(probePhotoClip, belowSubview: collectionView)"),
                "swiftui": ordered("// probe-photo", "list(insetTop:"), "compose": ordered("// probe-photo", "LazyColumn("),
                "flutter": ordered("// probe-photo", "CustomScrollView("),
            ]),
            "role": Probe(layer: "probe-photo", exported: ["uikit": has("// probe-photo, role header"), "swiftui": has("// probe-photo, role header"),
                                                           "compose": has("// probe-photo, role header"), "flutter": has("// probe-photo, role header")]),
            "x": Probe(layer: "probe-photo", exported: frame),
            "y": Probe(layer: "probe-photo", exported: frame),
            "width": Probe(layer: "probe-photo", exported: frame),
            "height": Probe(layer: "probe-photo", exported: frame),
            "alpha": Probe(layer: "probe-photo", exported: frame),
            "scale": Probe(layer: "probe-photo", exported: frame),
            "blur": Probe(layer: "probe-photo", exported: [
                "uikit": has("probePhotoView.blurRadius = 7.5", "CIFilter(name: \"CIGaussianBlur\")"),
                "swiftui": has(".blur(radius: layout.probePhoto.blur)", "blur: 7.5"), "compose": has(".blur((7.5f * 1.732f).dp)"),
                "flutter": has("ui.ImageFilter.blur(sigmaX: 7.5, sigmaY: 7.5)"),
            ]),
            "visible": Probe(layer: "probe-photo", exported: [
                "uikit": has("probePhotoView.isHidden = !((offset < 900.0 ? CGFloat(1) : 0) > 0)"),
                "swiftui": has("visible: (offset < 900.0 ? CGFloat(1) : 0) > 0"), "compose": has("(if (offset < 900.0f) 1f else 0f) > 0f)"),
                "flutter": has("1.375, (offset < 900.0 ? 1.0 : 0.0), 0.25, 0.75,"),
            ]),
            "anchor": Probe(layer: "probe-photo", exported: [
                "uikit": has("anchor: CGPoint(x: 0.25, y: 0.75)"), "swiftui": has("layout.probePhoto, anchor: UnitPoint(x: 0.25, y: 0.75)"),
                "compose": has("Layer(probePhoto, 0.25f, 0.75f"), "flutter": has("(offset < 900.0 ? 1.0 : 0.0), 0.25, 0.75,"),
            ]),
            "clip": Probe(layer: "probe-photo", exported: [
                "uikit": has("probePhotoClip.frame = CGRect(x: 1.5, y: 2.5, width: max(0, 301.5), height: max(0, 401.5))"),
                "swiftui": has("clip: CGRect(x: 1.5, y: 2.5, width: 301.5, height: 401.5)"), "compose": has("ClipRect(1.5f, 2.5f, 301.5f, 401.5f)"),
                "flutter": has("clip: [1.5, 2.5, 301.5, 401.5]"),
            ]),
            "image": Probe(layer: "probe-photo", exported: ["uikit": has("UIImage(named: \"photo\")"), "swiftui": has("Image(\"photo\")"),
                                                            "compose": has("R.drawable.photo)"), "flutter": has("'assets/photo.jpg'")]),
            "images": Probe(layer: "probe-pager", exported: ["uikit": has("UIImage(named: \"photo2\")"), "swiftui": has("Image(\"photo2\")"),
                                                             "compose": has("R.drawable.photo2"), "flutter": has("'assets/photo2.jpg'")]),
            "contentMode": Probe(layer: "probe-photo", exported: ["uikit": has(".scaleAspectFit"), "swiftui": has("contentMode: .fit"),
                                                                  "compose": has("ContentScale.Fit"), "flutter": has("BoxFit.contain")]),
            "mask": Probe(layer: "probe-photo", exported: [
                "uikit": has("probePhotoView.layer.cornerRadius = 13.25"),
                "swiftui": has("clipShape(RoundedRectangle(cornerRadius: layout.probePhoto.cornerRadius))", "cornerRadius: 13.25"),
                "compose": has("clip(RoundedCornerShape((13.25f).dp))"), "flutter": has("ClipRRect(borderRadius: BorderRadius.circular(13.25)"),
            ]),
            "cornerRadius": Probe(layer: "probe-fill", exported: [
                "uikit": has("probeFillView.layer.cornerRadius = 9.75"), "swiftui": has("RoundedRectangle(cornerRadius: layout.probeFill.cornerRadius)", "cornerRadius: 9.75"),
                "compose": has("clip(RoundedCornerShape((9.75f).dp))"), "flutter": has("borderRadius: BorderRadius.circular(9.75)"),
            ]),
            "color": Probe(layer: "probe-fill", exported: [
                "uikit": has("probeFillView.backgroundColor = UIColor.systemOrange"), "swiftui": has("Color(uiColor: .systemOrange)"),
                "compose": has("(if (dark) Color(0xFFFF9F0A) else Color(0xFFFF9500))"),
                "flutter": has("CupertinoColors.systemOrange.resolveFrom(context)"),
            ]),
            "top": Probe(layer: "probe-gradient", exported: [
                "uikit": has("probeGradientView.colors = [UIColor.systemBlue, "), "swiftui": has("LinearGradient(colors: [Color(uiColor: .systemBlue)"),
                "compose": has("listOf((if (dark) Color(0xFF0A84FF) else Color(0xFF007AFF))"),
                "flutter": has("colors: [CupertinoColors.systemBlue.resolveFrom(context)"),
            ]),
            "bottom": Probe(layer: "probe-gradient", exported: [
                "uikit": has("UIColor(red: 0.071, green: 0.204, blue: 0.337, alpha: 1.0)]"),
                "swiftui": has("Color(red: 0.071, green: 0.204, blue: 0.337, opacity: 1.0)]"),
                "compose": has("Color(0xFF123456))"), "flutter": has("const Color(0xFF123456)]"),
            ]),
            "text": Probe(layer: "probe-text", exported: ["uikit": has("\"Probe words\""), "swiftui": has("\"Probe words\""),
                                                          "compose": has("\"Probe words\""), "flutter": has("'Probe words'")]),
            // title3 is 20 pt regular (UIFont.TextStyle at the default size).
            "style": Probe(layer: "probe-style", exported: [
                // A style without a size is Dynamic Type where the platform has it.
                "uikit": has("probeStyleView.label.font = UIFont.preferredFont(forTextStyle: .title3)", "probeStyleView.label.adjustsFontForContentSizeCategory = true",
                             "let glass = UIGlassEffect(style: .clear)"),
                "swiftui": has("Text(verbatim: \"Styled\").font(.title3)", "Color.clear.glassEffect(.clear"),
                "compose": has("Text(\"Styled\", color = (if (dark) Color(0xFFFFFFFF) else Color(0xFF000000)) /* label */, fontSize = (20.0f).sp, fontWeight = FontWeight.Normal"),
                "flutter": has("Text('Styled', maxLines: 1, overflow: TextOverflow.ellipsis, style: TextStyle(color: CupertinoColors.label.resolveFrom(context), fontSize: 20.0, fontWeight: FontWeight.w400)"),
            ]),
            "size": Probe(layer: "probe-text", exported: [
                "uikit": has("probeTextView.label.font = UIFont.systemFont(ofSize: 31.5, weight: .semibold)"), "swiftui": has("fontSize: 31.5"),
                "compose": has("fontSize = (31.5f).sp"), "flutter": has("fontSize: 31.5,"),
            ]),
            // heavy is drawn as bold: the nearest weight every target has.
            "weight": Probe(layer: "probe-text", exported: [
                "uikit": has("weight: .semibold)", "probeHeavyView.label.font = UIFont.systemFont(ofSize: 17.0, weight: .bold)"),
                "swiftui": has("Text(verbatim: \"Probe words\").font(.system(size: layout.probeText.fontSize, weight: .semibold))", "Text(verbatim: \"Heavy\").font(.system(size: layout.probeHeavy.fontSize, weight: .bold))"),
                "compose": has("fontSize = (31.5f).sp, fontWeight = FontWeight.SemiBold", "fontSize = (17.0f).sp, fontWeight = FontWeight.Bold"),
                "flutter": has("fontSize: 31.5, fontWeight: FontWeight.w600", "fontSize: 17.0, fontWeight: FontWeight.w700"),
            ]),
            "alignment": Probe(layer: "probe-text", exported: [
                "uikit": has("probeTextView.alignment = 0.375"), "swiftui": has("alignment: 0.375", "HorizontalBias(bias: layout.probeText.alignment)"),
                "compose": has("BiasAlignment((0.375f) * 2f - 1f, 0f)"), "flutter": has("Align(alignment: Alignment((0.375) * 2 - 1, 0)"),
            ]),
            "material": Probe(layer: "probe-material", exported: [
                "uikit": has("UIBlurEffect(style: .systemChromeMaterial)"),
                "flutter": has("BackdropFilter(filter: ui.ImageFilter.blur(sigmaX: 20.0, sigmaY: 20.0)"),
            ]),
            "segments": Probe(layer: "probe-segments", exported: [
                "uikit": has("UISegmentedControl(items: [\"Uno\", \"Dos\""), "swiftui": has("Text(verbatim: \"Uno\").tag(0); Text(verbatim: \"Dos\").tag(1)"),
                "compose": has("text = { Text(\"Uno\") }", "text = { Text(\"Dos\") }"), "flutter": has("Text('Uno')", "Text('Dos')"),
            ]),
            // Titles past the design's list read "Tab N", as the renderer draws them.
            "count": Probe(layer: "probe-segments", exported: [
                "uikit": has("\"Uno\", \"Dos\", \"Tab 3\"]"), "swiftui": has("Text(verbatim: \"Tab 3\").tag(2)"),
                "compose": has("text = { Text(\"Tab 3\") }"), "flutter": has("Text('Tab 3')"),
            ]),
            // The strip shows the content's tabs and switches them (Compose a TabRow, Flutter a TabBar).
            "switchesTabs": Probe(layer: "probe-switch", exported: [
                "uikit": has("UISegmentedControl(items: [\"Alpha \\\"a\\\"\", \"Beta\"])", "func probeSwitchChanged() { switchTab(to: probeSwitchView.selectedSegmentIndex) }"),
                "swiftui": has("Text(verbatim: \"Beta\").tag(1)", "private func probeSwitchChanged(to segment: Int, pin: CGFloat) { switchTab(to: segment, pin: pin) }"),
                "compose": has("val tabTitles = listOf(\"Alpha \\\"a\\\"\", \"Beta\")", "TabRow(selectedTabIndex = selectedTab)", "onClick = { switchTab(tab) }"),
                "flutter": has("static const List<String> tabTitles = ['Alpha \"a\"', 'Beta'];", "TabBar(controller: tabController, onTap: (tab) => switchTab(tab, tabPin)"),
            ]),
            // A control: a button with its label and an action stub (escaped as every string).
            "action": Probe(layer: "probe-fill", exported: [
                "uikit": has("probeFillButton.accessibilityLabel = \"Fill \\\"it\\\"\"", "func probeFillTapped() {}"),
                "swiftui": has("Button(action: probeFillTapped)", ".accessibilityLabel(\"Fill \\\"it\\\"\")"),
                "compose": has("contentDescription = \"Fill \\\"it\\\"\"", ".clickable {"),
                "flutter": has("Semantics(button: true, label: 'Fill \"it\"', child: GestureDetector(onTap:"),
            ]),
            "pages": Probe(layer: "probe-pager", exported: [
                "uikit": has("Int(max(1, 5.0))"), "swiftui": has("pages: Int(max(1, 5.0).rounded())"),
                "compose": has("rememberPagerState { max(1f, 5.0f).roundToInt() }"), "flutter": has("PagerWithDots(pages: math.max(1.0, 5.0).round()"),
            ]),
            "lines": Probe(layer: "probe-lines", exported: [
                "uikit": has("probeLinesView.label.numberOfLines = 3"), "swiftui": has("Text(verbatim: \"Wrapped words\")", ".lineLimit(3)"),
                "compose": has("Text(\"Wrapped words\"", "maxLines = 3,"), "flutter": has("Text('Wrapped words', maxLines: 3,"),
            ]),
            // UIKit's paragraph style; SwiftUI's extra points between lines (SF's line height is 1.19 × its size).
            // An auto width is written as an estimate, and listed (issue 43).
            "maxWidth": Probe(layer: "probe_auto", exported: [:]),
            // A tab strip's indicator and title colours are listed as not exported (issue 43).
            "indicator": Probe(layer: "probe_strip", exported: [:]),
            "selectedColor": Probe(layer: "probe_strip", exported: [:]),
            "lineHeight": Probe(layer: "probe-lines", exported: [
                "uikit": has("probeLinesParagraph.lineHeightMultiple = 1.25", "attributes: [.paragraphStyle: probeLinesParagraph]"),
                "swiftui": has(".lineSpacing(layout.probeLines.fontSize * 1.19 * 0.25)"),
            ]),
            // Liquid Glass (iOS 26; the ultra-thin material before) with its style, tint and touch response.
            "tint": Probe(layer: "probe-glass", exported: [
                "uikit": has("glass.tintColor = UIColor.systemBlue"), "swiftui": has(".glassEffect(.clear.tint(Color(uiColor: .systemBlue))"),
            ]),
            "interactive": Probe(layer: "probe-glass", exported: [
                "uikit": has("glass.isInteractive = true", "probeGlassView.effect = glass"),
                "swiftui": has(".tint(Color(uiColor: .systemBlue)).interactive(), in: Capsule())"),
            ]),
            // The tool's own fit of the glass: listed by every target.
            "optics": Probe(layer: "probe-glass", exported: [:]),
            "group": Probe(layer: "probe-glass", exported: [:]),
            // The layer shapes iOS 26's edge effect where it sits (UIKit only).
            "bar": Probe(layer: "probe-bar", exported: ["uikit": has("if #available(iOS 26.0, *) { shapeEdgeEffect(probeBarView) }",
                                                             "UIScrollEdgeElementContainerInteraction()")]),
            // Drawn on iOS 17 only: hidden where Liquid Glass is.
            "ios": Probe(layer: "probe-bar", exported: ["uikit": has("probeBarView.isHidden = liquidGlass"),
                                                         "swiftui": has("visible: !liquidGlass")]),
            // The screen in the app's tab bar (UITabBarController / TabView).
            "items": Probe(layer: "probe-tabs", exported: [
                "uikit": has("UITabBarItem(title: \"Home\", image: UIImage(systemName: \"house.fill\"), tag: 0)", "UITabBarItem(title: \"Find\", image: nil, tag: 1)"),
                "swiftui": has("Tab(\"Home\" as String, systemImage: \"house.fill\", value: 0) { Color.clear }",
                               "Tab(value: 1) { ProbeHeaderView() } label: { Text(verbatim: \"Find\") }"),
            ]),
            // The screen in a navigation stack (UINavigationController / NavigationStack); Compose and Flutter list the layer.
            "title": Probe(layer: "probe-nav", exported: [
                "uikit": has("screen.navigationItem.title = \"Probe bar\""), "swiftui": has(".navigationTitle(\"Probe bar\")"),
            ]),
            "largeTitle": Probe(layer: "probe-nav", exported: [
                "uikit": has("navigation.navigationBar.prefersLargeTitles = true", "screen.navigationItem.largeTitleDisplayMode = .always"),
                "swiftui": has(".navigationBarTitleDisplayMode(.large)"),
            ]),
            "leading": Probe(layer: "probe-nav", exported: [
                "uikit": has("screen.navigationItem.leftBarButtonItems = [Self.barItem(UIBarButtonItem(image: UIImage(systemName: \"chevron.backward\"), style: .plain, target: nil, action: nil), label: \"Go back\")]"),
                "swiftui": has("ToolbarItem(placement: .topBarLeading) { Button(\"Go back\", systemImage: \"chevron.backward\") {} }"),
            ]),
            "trailing": Probe(layer: "probe-nav", exported: [
                "uikit": has("screen.navigationItem.rightBarButtonItems = [Self.barItem(UIBarButtonItem(title: \"Edit\", style: .plain, target: nil, action: nil), label: \"Edit\")]"),
                "swiftui": has("ToolbarItem(placement: .topBarTrailing) { Button(\"Edit\") {}.accessibilityLabel(\"Edit\") }"),
            ]),
            "tabs": Probe(layer: "probe-nav", exported: [:]),
            "search": Probe(layer: "probe-nav", exported: [:]),
            "selected": Probe(layer: "probe-tabs", exported: [
                "uikit": has("let tab1 = ProbeHeaderViewController()", "tabs.selectedIndex = 1"), "swiftui": has("@State private var selection = 1"),
            ]),
            "minimize": Probe(layer: "probe-tabs", exported: [
                "uikit": has("tabs.tabBarMinimizeBehavior = .onScrollDown"), "swiftui": has(".tabBarMinimizeBehavior(.onScrollDown)"),
            ]),
            "accessory": Probe(layer: "probe-tabs", exported: [
                "uikit": has("accessory.text = \"Now \\\"playing\\\"\"", "tabs.bottomAccessory = UITabAccessory(contentView: accessory)"),
                "swiftui": has(".tabViewBottomAccessory { Text(verbatim: \"Now \\\"playing\\\"\") }"),
            ]),
            // SF Symbols on Apple's platforms; Compose and Flutter draw the mapped Material / Cupertino icon.
            "symbol": Probe(layer: "probe-icon", exported: [
                "compose": has("Icon(Icons.Filled.Favorite, contentDescription = null", "//   heart.fill → Icons.Filled.Favorite"),
                "flutter": has("Icon(CupertinoIcons.heart_fill, size: ", "//   heart.fill → CupertinoIcons.heart_fill"),
                "uikit": has("UIImageView(image: UIImage(systemName: \"heart.fill\"))", "UIImage.SymbolConfiguration(pointSize: 22.0, weight: .semibold)"),
                "swiftui": has("Image(systemName: \"heart.fill\").font(.system(size: layout.probeIcon.fontSize, weight: .semibold))", "fontSize: 22.0"),
            ]),
            "dots": Probe(layer: "probe-pager", exported: [
                "swiftui": has("indexDisplayMode: .always"), "compose": has("repeat(pagerState.pageCount)", "pagerState.currentPage"),
                "flutter": has("PagerWithDots(pages: math.max(1.0, 5.0).round()", "class PagerWithDots extends StatefulWidget"),
            ]),
            // CAGradientLayer's stops and direction are listed as not exported.
            "colors": Probe(layer: "probe-stops", exported: [:]),
            "locations": Probe(layer: "probe-stops", exported: [:]),
            "startPoint": Probe(layer: "probe-stops", exported: [:]),
            "endPoint": Probe(layer: "probe-stops", exported: [:]),
            // A capsule: half the short side, with iOS's continuous corners; the shadow on a view of its own under the layer.
            "shape": Probe(layer: "probe-outline", exported: [
                "uikit": has("probeOutlineView.layer.cornerRadius = min(probeOutlineView.bounds.width, probeOutlineView.bounds.height) / 2",
                             "probeOutlineView.layer.cornerCurve = .continuous"),
                "swiftui": has("Color(red: 1.0, green: 1.0, blue: 1.0, opacity: 1.0).clipShape(Capsule())"),
                "compose": has("Box(Modifier.fillMaxSize().clip(RoundedCornerShape(50))"),
                "flutter": has("ClipRRect(borderRadius: BorderRadius.circular(math.min("),
            ]),
            "shadow": Probe(layer: "probe-outline", exported: [
                "uikit": has("probeOutlineShadow.layer.shadowOpacity = Float(0.5)", "probeOutlineShadow.layer.shadowRadius = 6.5",
                             "probeOutlineShadow.layer.shadowOffset = CGSize(width: 0.0, height: -3.0)",
                             "probeOutlineShadow.layer.shadowPath = UIBezierPath(roundedRect: probeOutlineShadow.bounds, cornerRadius: probeOutlineView.layer.cornerRadius).cgPath"),
                "swiftui": has(".shadow(color: Color(red: 0.0, green: 0.0, blue: 0.0, opacity: 1.0).opacity(min(1, max(0, layout.probeOutline.shadowOpacity))), radius: max(0, layout.probeOutline.shadowRadius)",
                               "shadowOpacity: 0.5, shadowRadius: 6.5, shadowX: 0.0, shadowY: -3.0"),
            ]),
            "border": Probe(layer: "probe-outline", exported: [
                "uikit": has("probeOutlineView.layer.borderWidth = 2.5", "probeOutlineView.layer.borderColor = UIColor.systemRed.resolvedColor(with: traitCollection).cgColor"),
                "swiftui": has(".overlay(Capsule().strokeBorder(Color(uiColor: .systemRed), lineWidth: max(0, layout.probeOutline.borderWidth)))", "borderWidth: 2.5"),
                "compose": has(".border(max(0f, 2.5f).dp, "), "flutter": has("DecoratedBox(position: DecorationPosition.foreground", "width: math.max(0.0, 2.5).toDouble()"),
            ]),
        ]
    }()

    @Test func everyLayerFieldIsExportedOrListedAsNotExportedInEveryTarget() throws {
        try FileManager.default.copyItem(atPath: CLI.repositoryRoot.appendingPathComponent("Resources/designs/images/album-artwork.jpg").path,
                                         toPath: folder.file("photo.jpg"))
        try FileManager.default.copyItem(atPath: CLI.repositoryRoot.appendingPathComponent("Resources/designs/images/listing-1.jpg").path,
                                         toPath: folder.file("photo2.jpg"))
        _ = try folder.write("probe-content.json", Self.probeContent)
        let design = try folder.write("probe.json", Self.probeDesign)
        for run in try ExportRun.everyTarget(design: design) {
            for field in DesignLoader.knownLayerFields {
                guard let probe = Self.probes[field] else {
                    Issue.record("layer field '\(field)' has no probe: export it in every target or list it as not exported, then add it here")
                    continue
                }
                run.expectCovered("layer field '\(field)'", shows: probe.exported[run.target]) {
                    $0.contains("layer '\(probe.layer)'") && $0.contains(field)
                }
            }
        }
    }
}
