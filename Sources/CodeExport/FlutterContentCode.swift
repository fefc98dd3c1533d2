import HeaderKit
import ScrollCore

/// The Flutter export of the content as data: rows as a list of `const` row objects, and for a
/// content file with sections or tabs, each tab a list of sections drawn as slivers — a pinned
/// `SliverPersistentHeader` in a `SliverMainAxisGroup` (it pins while its section passes), a
/// `ListTile` per list row in its built-in template, a `SliverGrid` with
/// `SliverGridDelegateWithFixedCrossAxisCount`, a horizontal `ListView` per row section — with the
/// tool's arithmetic (cells share what the spacing leaves; rows 72 pt tall, 16 pt in, 12 pt above
/// and below, a caption under each item). The shared sections sit above the tab strip in the
/// list's first box; a `switchesTabs` strip is a `TabBar` switching tabs by the tab rules.
extension FlutterExport {
    var rowType: String { "\(name)Row" }
    var sectionType: String { "\(name)Section" }
    var styleType: String { "\(name)SectionStyle" }
    /// Whether the screen switches tabs (content with tabs and a strip that switches them).
    var switchesTabs: Bool { code.content.hasTabs && code.hasTabSwitch }

    /// The row and section types (after the state class).
    var contentTypes: [String] {
        var l = (code.contentResource == nil ? [] : resourceContentType) + ["/// A row of the content file: its title, subtitle, detail (value1's right-hand text), image (an asset",
                 "/// path; null: none), whether a thumbnail is a circle, and a track's number (empty: its position).",
                 "class \(rowType) {",
                 "  const \(rowType)(this.title, {this.subtitle = '', this.detail = '', this.image, this.circle = false, this.number = ''});"] + rowFromJson + [
                 "",
                 "  final String title, subtitle, detail;",
                 "  final String? image;",
                 "  final bool circle;",
                 "  final String number;",
                 "}",
                 ""]
        guard code.content.isSectioned else { return l }
        l += ["enum \(styleType) { list, grid, row }",
              "",
              "/// One section of a tab's list: its style, grid columns, spacing (between cells and items), item height",
              "/// over width, item size (null: from the width and aspect), header, row template (subtitle, thumbnail,",
              "/// value1, track) and the corners its grid and row items are cut to.",
              "class \(sectionType) {",
              "  const \(sectionType)(this.style, {required this.rows, this.columns = 1, this.spacing = 0, this.aspect = 1, this.itemHeight,",
              "      this.itemWidth, this.header, this.template = 'subtitle', this.borderRadius = BorderRadius.zero});"] + sectionFromJson + [
              "",
              "  final \(styleType) style;",
              "  final List<\(rowType)> rows;",
              "  final int columns;",
              "  final double spacing, aspect;",
              "  final double? itemHeight, itemWidth;",
              "  final String? header;",
              "  final String template;",
              "  final BorderRadius borderRadius;",
              "}",
              "",
              "/// A section's header, pinned while its section passes.",
              "class _SectionHeader extends SliverPersistentHeaderDelegate {",
              "  const _SectionHeader(this.title);",
              "",
              "  final String title;",
              "",
              "  @override",
              "  double get minExtent => 28;",
              "",
              "  @override",
              "  double get maxExtent => 28;",
              "",
              "  @override",
              "  Widget build(BuildContext context, double shrinkOffset, bool overlapsContent) => sectionTitle(context, title);",
              "",
              "  @override",
              "  bool shouldRebuild(_SectionHeader oldDelegate) => oldDelegate.title != title;",
              "}",
              "",
              "/// A section header as UITableView's plain one: 28 points, a 13-point bold title.",
              "Widget sectionTitle(BuildContext context, String title) => Container(",
              "    height: 28, color: Theme.of(context).colorScheme.surface, padding: const EdgeInsets.symmetric(horizontal: 16),",
              "    alignment: Alignment.centerLeft,",
              "    child: Text(title, maxLines: 1, overflow: TextOverflow.ellipsis, style: const TextStyle(fontSize: 13, fontWeight: FontWeight.bold)));",
              ""]
        return l
    }

    /// Whether a horizontal swipe across the list switches tabs (the tool's rule: not when the design
    /// has its own photo pager, which keeps horizontal drags).
    var swipesTabs: Bool { switchesTabs && !code.design.hasPager }

    /// The scroll view, in a detector of swipes between tabs when they switch: on release, one tab
    /// the way it points when it went past half the width or was flicked faster than UIKit's page
    /// turn (a paging scroll view's rule). The gesture arena locks the direction: a vertical drag
    /// scrolls, a horizontal row in the list takes its own drags first, as in UIKit.
    var scrollViewOpening: String {
        guard swipesTabs else { return "        CustomScrollView(" }
        let turn = code.language.number(ScrollView.pageTurnVelocity)
        return ["        GestureDetector(",
                "          onHorizontalDragStart: (_) => tabSwipe = 0,",
                "          onHorizontalDragUpdate: (details) => tabSwipe += details.primaryDelta ?? 0,",
                "          onHorizontalDragEnd: (details) {",
                "            final swipeVelocity = details.primaryVelocity ?? 0, half = constraints.maxWidth / 2;",
                "            if (tabSwipe < -half || swipeVelocity < -\(turn)) {",
                "              switchTab(selectedTab + 1, tabPin);",
                "            } else if (tabSwipe > half || swipeVelocity > \(turn)) {",
                "              switchTab(selectedTab - 1, tabPin);",
                "            }",
                "          },",
                "          child: CustomScrollView("].joined(separator: "\n")
    }

    var scrollViewClosing: String { swipesTabs ? "        ))," : "        )," }

    /// Rule 4 of the tab rules, the last sliver: a tab shorter than the screen can still collapse the
    /// header, padded so the controller's offset reaches the pin (as JXPagingView pads its lists).
    /// A lazy list past the screen is estimated long: no padding.
    private var shortTabPadding: [String] {
        guard switchesTabs else { return [] }
        return ["            // A short tab still collapses the header (rule 4 of the tab rules): padded so its offset reaches the pin.",
                "            SliverLayoutBuilder(",
                "              builder: (context, constraints) => SliverToBoxAdapter(",
                "                  child: SizedBox(height: math.max(0.0, tabPin + constraints.viewportMainAxisExtent - constraints.precedingScrollExtent))),",
                "            ),"]
    }

    /// The state's content members: the title and rows, or the tabs' titles, shared sections and
    /// tabs (literal lists, or read from the widget's resource content), and the tab switch's state.
    var contentMembers: [String] {
        let c = code.content
        let l = code.contentResource == nil ? inlineContentMembers : resourceStateMembers
        guard c.isSectioned, switchesTabs else { return l }
        return l + ["  /// The tab the list shows, and the controller offsets of tabs left with the strip pinned.",
                    "  int selectedTab = 0;"] + (swipesTabs ? ["  /// How far the current horizontal swipe across the list has gone (points).", "  double tabSwipe = 0;"] : []) + [
                    "  final Map<int, double> pinnedOffsets = {};",
                    "  late final TabController tabController = TabController(length: tabTitles.length, vsync: this);"]
    }

    /// The content as `static const` lists.
    private var inlineContentMembers: [String] {
        let c = code.content
        var l = ["  /// The screen's title (text layers showing \"$title\") and the list's content, from the content file.",
                 "  static const String screenTitle = \(code.literal(c.title));"]
        guard c.isSectioned else {
            return l + ["  static const List<\(rowType)> content = ["] + c.rows.map { "    \(rowData($0))," } + ["  ];"]
        }
        if c.hasTabs {
            l.append("  /// The tabs' titles (the strip's).")
            l.append("  static const List<String> tabTitles = [\(c.tabs.map { code.literal($0.title) }.joined(separator: ", "))];")
        }
        if !c.shared.isEmpty {
            l.append("  /// Sections every tab shares: above the tab strip, scrolling with the header.")
            l.append("  static const List<\(sectionType)> shared = [")
            l += c.shared.flatMap { sectionData($0, indent: "    ") }
            l.append("  ];")
        }
        l.append(c.hasTabs ? "  /// Each tab's sections." : "  /// The list's sections (one tab).")
        l.append("  static const List<List<\(sectionType)>> tabs = [")
        for tab in c.tabs {
            l.append("    [" + (c.hasTabs ? "  // \(CodeText.comment(tab.title))" : ""))
            l += tab.sections.flatMap { sectionData($0, indent: "      ") }
            l.append("    ],")
        }
        l.append("  ];")
        return l
    }

    /// A row as its constructor call: its title, then the fields it has by name.
    private func rowData(_ row: ListContent.Row) -> String {
        let fields = code.rowFields(row) { code.literal("assets/" + (String($0.split(separator: "/").last ?? ""))) }
        return "\(rowType)(\(([code.literal(row.title)] + fields.map { "\($0.name): \($0.value)" }).joined(separator: ", ")))"
    }

    private func sectionData(_ s: ExportedContent.Section, indent: String) -> [String] {
        // A radius past half the shorter side draws a circle (a capsule on a non-square item).
        let radius: String? = switch s.mask {
        case .none: nil
        case .circle: "BorderRadius.all(Radius.circular(999))"
        case .rounded: "BorderRadius.all(Radius.circular(8))"
        }
        let fields = code.sectionFields(s) + (radius.map { [(name: "borderRadius", value: $0)] } ?? [])
        let args = ["\(styleType).\(s.style.rawValue)"] + fields.map { "\($0.name): \($0.value)" }
        return ["\(indent)\(sectionType)(\(args.joined(separator: ", ")), rows: ["] + s.rows.map { "\(indent)  \(rowData($0))," } + ["\(indent)]),"]
    }

    /// The slivers of sectioned content: the space above the rows (insetTop and rowsTop) holding the
    /// shared sections, bottom at the strip's top at rest, then the shown tab's sections.
    var sectionedSlivers: [String] {
        let tab = switchesTabs ? "selectedTab" : "0"
        let top = code.content.shared.isEmpty
            ? ["            SliverToBoxAdapter(child: SizedBox(height: insetTop + rowsTop)),"]
            : ["            SliverToBoxAdapter(",
               "              child: SizedBox(",
               "                height: insetTop + rowsTop,",
               "                child: Align(",
               "                  alignment: Alignment.bottomCenter,",
               "                  child: Padding(",
               "                    padding: EdgeInsets.only(bottom: math.max(0.0, rowsTop - sharedBottom)),",
               "                    child: Column(mainAxisSize: MainAxisSize.min, children: [for (final section in shared) sharedSection(section)]),",
               "                  ),",
               "                ),",
               "              ),",
               "            ),"]
        return top + ["            for (final section in tabs[\(tab)]) sectionSliver(section),"] + shortTabPadding
    }

    /// The state's methods drawing sections and rows, and the tab switch.
    var sectionMethods: [String] {
        guard code.content.isSectioned else { return [] }
        var l: [String] = []
        if switchesTabs {
            l += ["  /// Shows tab `tab` by the tab rules: while the header shows, the offset stays (rule 2); with the strip",
                  "  /// pinned (controller offset ≥ `pin`), a tab left pinned comes back where it was and a new one starts",
                  "  /// at the pin (rule 3); once the header shows again every tab follows it.",
                  "  void switchTab(int tab, double pin) {",
                  "    if (tab == selectedTab || tab < 0 || tab >= tabs.length) return;",
                  "    final offset = controller.offset, pinned = offset >= pin;",
                  "    if (pinned) {",
                  "      pinnedOffsets[selectedTab] = offset;",
                  "    } else {",
                  "      pinnedOffsets.clear();",
                  "    }",
                  "    setState(() => selectedTab = tab);",
                  "    // The strip follows a switch that did not come from it (a swipe).",
                  "    tabController.animateTo(tab);",
                  "    if (pinned) controller.jumpTo(math.max(pin, pinnedOffsets[tab] ?? pin));",
                  "  }",
                  ""]
        }
        let s = sectionType, style = styleType, look = ListLookCode(code: code)
        l += ["  /// A section as slivers: its header (pinned while the section passes), then a row per list item, a grid,",
              "  /// or one horizontal row.",
              "  Widget sectionSliver(\(s) section) {",
              "    final Widget items;",
              "    if (section.style == \(style).grid) {",
              "      items = SliverGrid.builder(",
              "        gridDelegate: gridDelegate(section),",
              "        itemCount: section.rows.length,",
              "        itemBuilder: (context, i) => itemImage(section.rows[i], section.borderRadius),",
              "      );",
              "    } else if (section.style == \(style).row) {",
              "      items = SliverToBoxAdapter(child: itemRow(section));",
              "    } else {",
              "      items = SliverList.builder(",
              "        itemCount: section.rows.length,",
              "        itemBuilder: (context, i) => templateRow(section.rows[i], i, section.template, i == section.rows.length - 1),",
              "      );",
              "    }",
              "    final header = section.header;",
              "    if (header == null) return items;",
              "    return SliverMainAxisGroup(slivers: [SliverPersistentHeader(pinned: true, delegate: _SectionHeader(header)), items]);",
              "  }",
              "",
              "  /// `columns` cells sharing the width the spacing leaves, `itemHeight` tall (else the width times `aspect`).",
              "  SliverGridDelegate gridDelegate(\(s) section) => SliverGridDelegateWithFixedCrossAxisCount(",
              "        crossAxisCount: section.columns,",
              "        mainAxisSpacing: section.spacing,",
              "        crossAxisSpacing: section.spacing,",
              "        childAspectRatio: 1 / section.aspect,",
              "        mainAxisExtent: section.itemHeight,",
              "      );",
              ""]
        if !code.content.shared.isEmpty {
            l += ["  /// A shared section (a handful of rows in the header, not lazy).",
                  "  Widget sharedSection(\(s) section) {",
                  "    final header = section.header;",
                  "    return Column(crossAxisAlignment: CrossAxisAlignment.stretch, mainAxisSize: MainAxisSize.min, children: [",
                  "      if (header != null) sectionTitle(context, header),",
                  "      if (section.style == \(style).row) itemRow(section),",
                  "      if (section.style == \(style).grid)",
                  "        GridView.builder(",
                  "          shrinkWrap: true,",
                  "          physics: const NeverScrollableScrollPhysics(),",
                  "          padding: EdgeInsets.zero,",
                  "          gridDelegate: gridDelegate(section),",
                  "          itemCount: section.rows.length,",
                  "          itemBuilder: (context, i) => itemImage(section.rows[i], section.borderRadius),",
                  "        ),",
                  "      if (section.style == \(style).list)",
                  "        for (var i = 0; i < section.rows.length; i++) templateRow(section.rows[i], i, section.template, i == section.rows.length - 1),",
                  "    ]);",
                  "  }",
                  ""]
        }
        l += ["  /// A horizontal row: items `itemHeight` tall (72) and `itemWidth` wide (the height over `aspect`),",
              "  /// `spacing` apart, 16 points in from the edges, 12 above and below, each captioned with its title.",
              "  Widget itemRow(\(s) section) {",
              "    final height = section.itemHeight ?? 72.0;",
              "    final width = section.itemWidth ?? height / section.aspect;",
              "    return SizedBox(",
              "      height: height + 44,",
              "      child: ListView.separated(",
              "        scrollDirection: Axis.horizontal,",
              "        padding: const EdgeInsets.symmetric(horizontal: 16, vertical: 12),",
              "        itemCount: section.rows.length,",
              "        separatorBuilder: (context, i) => SizedBox(width: section.spacing),",
              "        itemBuilder: (context, i) => SizedBox(",
              "          width: width,",
              "          child: Column(children: [",
              "            SizedBox(width: width, height: height, child: itemImage(section.rows[i], section.borderRadius)),",
              "            Padding(",
              "              padding: const EdgeInsets.only(top: 4),",
              "              child: Text(section.rows[i].title, maxLines: 1, overflow: TextOverflow.ellipsis, style: const TextStyle(fontSize: 12)),",
              "            ),",
              "          ]),",
              "        ),",
              "      ),",
              "    );",
              "  }",
              "",
              "  /// An item's image filling its cell, cut to `radius` (a grey cell without one).",
              "  Widget itemImage(\(rowType) item, BorderRadius radius) {",
              "    final image = item.image;",
              "    return Semantics(",
              "      label: item.title,",
              "      image: true,",
              "      child: ClipRRect(",
              "        borderRadius: radius,",
              "        child: image == null",
              "            ? const ColoredBox(color: Color(0xFFD1D1D6))",
              "            : Image.asset(image, fit: BoxFit.cover, width: double.infinity, height: double.infinity),",
              "      ),",
              "    );",
              "  }",
              "",
              "  /// A row as the built-in templates draw it: subtitle (UITableViewCell's subtitle style), thumbnail (a",
              "  /// 44-point image leading, the title semibold), value1 (the detail trailing instead of the subtitle), track",
              "  /// (the number leading, ⋯ trailing); any other template as subtitle. A detail trails. In the design's list",
              "  /// look: its colours, a separator under it but a section's last row.",
              "  Widget templateRow(\(rowType) row, int index, String template, bool last) {",
              "    final detail = row.detail.isEmpty",
              "        ? null",
              "        : Text(row.detail, maxLines: 1, style: TextStyle(fontSize: template == 'value1' ? 17 : 15, color: Colors.grey));"]
            + look.flutterRow(["ListTile(",
              "  leading: template == 'thumbnail'",
              "      ? SizedBox(width: 44, height: 44, child: itemImage(row, BorderRadius.circular(row.circle ? 22 : 6)))",
              "      : template == 'track'",
              "          ? SizedBox(",
              "              width: 28,",
              "              child: Text(row.number.isEmpty ? (index + 1).toString() : row.number,",
              "                  textAlign: TextAlign.center, style: const TextStyle(color: Colors.grey)))",
              "          : null,",
              "  title: Text(row.title, maxLines: 1, overflow: TextOverflow.ellipsis,",
              "      style: TextStyle(fontWeight: template == 'thumbnail' ? FontWeight.w600 : FontWeight.normal\(look.flutterTitleColor.map { ", color: \($0)" } ?? ""))),",
              "  subtitle: template == 'value1' || row.subtitle.isEmpty",
              "      ? null",
              "      : Text(row.subtitle, style: TextStyle(fontSize: template == 'track' ? 13 : 15\(look.flutterSubtitleColor.map { ", color: \($0)" } ?? ""))),",
              "  trailing: template == 'track' ? const Text('\\u22EF', style: TextStyle(fontSize: 20, fontWeight: FontWeight.bold)) : detail,",
              "),"])
            + ["  }",
               ""]
        return l
    }

    /// A tab strip that switches tabs: Material's TabBar over the content's tab titles.
    var tabBar: String {
        "TabBar(controller: tabController, onTap: (tab) => switchTab(tab, tabPin), tabs: [for (final title in tabTitles) Tab(text: title)])"
    }
}
