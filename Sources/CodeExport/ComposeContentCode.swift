import HeaderKit
import ScrollCore

/// The Compose export of the content as data: rows as a `data class` list, and for a content file
/// with sections or tabs, each tab a list of sections drawn as LazyColumn items — a sticky header,
/// a Material 3 `ListItem` per list row in its built-in template, a `Row` of `columns` cells per
/// grid line (a LazyVerticalGrid cannot nest in a LazyColumn), a `LazyRow` per horizontal row —
/// with the tool's arithmetic (cells share what the spacing leaves; rows 72 dp tall, 16 dp in, 12 dp
/// above and below, a caption under each item). The shared sections sit above the tab strip in the
/// list's first item; a `switchesTabs` strip is a `TabRow` switching tabs by the tab rules.
extension ComposeExport {
    /// A section's layout fields with their defaults, as both the section class and the content
    /// resource's section class declare them.
    static let sectionLayoutFields = [
        "    val columns: Int = 1,", "    val spacing: Float = 0f,", "    val aspect: Float = 1f,",
        "    val itemHeight: Float? = null,", "    val itemWidth: Float? = null,", "    val header: String? = null,",
        "    val template: String = \"subtitle\",",
    ]

    var rowType: String { "\(name)Row" }
    var sectionType: String { "\(name)Section" }
    /// Whether the screen switches tabs (content with tabs and a strip that switches them).
    var switchesTabs: Bool { code.content.hasTabs && code.hasTabSwitch }

    /// The row and section types.
    var contentTypes: [String] {
        var l = ["/** A row of the content file: its title, subtitle, detail (value1's right-hand text), image (a drawable;",
                 " *  null: none), whether a thumbnail is a circle, and a track's number (empty: its position). */",
                 "data class \(rowType)(",
                 "    val title: String,",
                 "    val subtitle: String = \"\",",
                 "    val detail: String = \"\",",
                 "    val image: Int? = null,",
                 "    val circle: Boolean = false,",
                 "    val number: String = \"\",",
                 ")",
                 ""]
        guard code.content.isSectioned else { return l }
        l += ["/** One section of a tab's list: its style, grid columns, spacing (dp, between cells and items), item",
              " *  height over width, item size (dp; null: from the width and aspect), sticky header, row template",
              " *  (subtitle, thumbnail, value1, track) and the shape its grid and row items are cut to. */",
              "data class \(sectionType)(",
              "    val style: Style,",
              "    val rows: List<\(rowType)>,"] + Self.sectionLayoutFields + [
              "    val shape: Shape = RectangleShape,",
              ") {",
              "    enum class Style { LIST, GRID, ROW }",
              "}",
              ""]
        return l
    }

    /// The screen title and the rows (a plain list), or the tabs' titles, shared sections and tabs.
    var contentObject: [String] {
        let c = code.content
        guard code.contentResource == nil else { return resourceModel }
        var l = ["/** The screen's title (text layers showing \"$title\") and the list's content, from the content file. */",
                 "object \(name)Content {",
                 "    const val title = \(code.literal(c.title))"]
        guard c.isSectioned else {
            return l + ["    val rows = listOf("] + c.rows.map { "        \(rowData($0))," } + ["    )", "}", ""]
        }
        if c.hasTabs {
            l.append("    /** The tabs' titles (the strip's). */")
            l.append("    val tabTitles = listOf(\(c.tabs.map { code.literal($0.title) }.joined(separator: ", ")))")
        }
        if c.shared.isEmpty {
            l.append("    val shared = emptyList<\(sectionType)>()")
        } else {
            l.append("    /** Sections every tab shares: above the tab strip, scrolling with the header. */")
            l.append("    val shared = listOf(")
            l += c.shared.flatMap { sectionData($0, indent: "        ") }
            l.append("    )")
        }
        l.append(c.hasTabs ? "    /** Each tab's sections. */" : "    /** The list's sections (one tab). */")
        l.append("    val tabs = listOf(")
        for tab in c.tabs {
            l.append("        listOf(" + (c.hasTabs ? "  // \(CodeText.comment(tab.title))" : ""))
            l += tab.sections.flatMap { sectionData($0, indent: "            ") }
            l.append("        ),")
        }
        return l + ["    )", "}", ""]
    }

    /// A row as its constructor call: its title, then the fields it has by name.
    private func rowData(_ row: ListContent.Row) -> String {
        let fields = code.rowFields(row) { "R.drawable.\(Self.resourceName($0))" }
        return "\(rowType)(\(([code.literal(row.title)] + fields.map { "\($0.name) = \($0.value)" }).joined(separator: ", ")))"
    }

    private func sectionData(_ s: ExportedContent.Section, indent: String) -> [String] {
        let shape: String? = switch s.mask {
        case .none: nil
        case .circle: "CircleShape"
        case .rounded: "RoundedCornerShape(8.dp)"
        }
        let fields = code.sectionFields(s) + (shape.map { [(name: "shape", value: $0)] } ?? [])
        let args = ["\(sectionType).Style.\(s.style.rawValue.uppercased())"] + fields.map { "\($0.name) = \($0.value)" }
        return ["\(indent)\(sectionType)(\(args.joined(separator: ", ")), rows = listOf("] + s.rows.map { "\(indent)    \(rowData($0))," } + ["\(indent))),"]
    }

    /// The composable's content parameters.
    var contentParameters: String {
        code.content.isSectioned
            ? "tabs: List<List<\(sectionType)>> = \(name)Content.tabs, shared: List<\(sectionType)> = \(name)Content.shared"
            : "rows: List<\(rowType)> = \(name)Content.rows"
    }

    /// The tab shown and the switch (declared after `offset`, which it reads and sets).
    var tabState: [String] {
        guard switchesTabs else { return [] }
        return ["        // The tab the list shows, each with its own list state. Switching keeps the header where it is",
                "        // (rule 2 of the tab rules); with the strip pinned (offset ≥ tabPin) a tab visited while pinned",
                "        // comes back where it was left and a new one starts at the pin (rule 3); once the header",
                "        // shows again every tab follows it.",
                "        var selectedTab by remember { mutableIntStateOf(0) }",
                "        val listStates = remember { List(tabs.size) { LazyListState() } }",
                "        val pinnedOffsets = remember { mutableMapOf<Int, Float>() }",
                "        val scope = rememberCoroutineScope()",
                "        fun switchTab(tab: Int) {",
                "            if (tab == selectedTab || tab !in tabs.indices) return",
                "            val pinned = offset >= tabPin",
                "            if (pinned) pinnedOffsets[selectedTab] = offset else pinnedOffsets.clear()",
                "            val saved = pinnedOffsets[tab]",
                "            selectedTab = tab",
                "            if (saved != null) {",
                "                offset = saved",
                "                return",
                "            }",
                "            // The list state's offset into its first item (the space above the rows), in pixels.",
                "            val target = if (pinned) tabPin else offset",
                "            offset = target",
                "            scope.launch { listStates[tab].scrollToItem(0, max(0f, (target + insetTop) * density.density).roundToInt()) }",
                "        }"]
    }

    /// Whether a horizontal swipe across the list switches tabs (the tool's rule: not when the design
    /// has its own photo pager, which keeps horizontal drags).
    var swipesTabs: Bool { switchesTabs && !code.design.hasPager }

    /// Rule 4 of the tab rules (declared after the list state): a tab shorter than the screen can still
    /// collapse the header. Once the list's end shows, padding under it lets the offset reach the pin,
    /// as JXPagingView pads its lists (the end is below the screen then: no jump).
    var shortTabPadding: [String] {
        guard switchesTabs else { return [] }
        return ["        // A short tab still collapses the header (rule 4 of the tab rules): once the list's end shows,",
                "        // padding under it lets the offset reach the pin (the end in UIKit's content points: its place",
                "        // on screen plus the offset).",
                "        val shortTabPad by remember(listState, tabPin, maxHeight) {",
                "            derivedStateOf {",
                "                val info = listState.layoutInfo",
                "                val last = info.visibleItemsInfo.lastOrNull()",
                "                if (last == null || last.index < info.totalItemsCount - 1) 0f",
                "                else max(0f, tabPin + maxHeight.value - ((last.offset + last.size) / density.density + insetTop + offset))",
                "            }",
                "        }"]
    }

    /// The LazyColumn's bottom padding (rule 4).
    var bottomPadding: String { switchesTabs ? ", bottom = shortTabPad.dp" : "" }

    /// The list box's modifier for a swipe between tabs: on release, one tab the way it points when it
    /// went past half the width or was flicked faster than UIKit's page turn (a paging scroll view's rule).
    /// A horizontal row in the list takes its own drags first, as in UIKit.
    var tabSwipeModifier: String {
        guard swipesTabs else { return "" }
        let turn = code.language.number(ScrollView.pageTurnVelocity)
        return ".pointerInput(selectedTab) {\n"
            + "            val swipeTracker = VelocityTracker()\n"
            + "            var swiped = 0f\n"
            + "            detectHorizontalDragGestures(\n"
            + "                onDragStart = { swiped = 0f; swipeTracker.resetTracking() },\n"
            + "                onDragEnd = {\n"
            + "                    val swipeVelocity = swipeTracker.calculateVelocity().x / density.density\n"
            + "                    val half = size.width / 2f\n"
            + "                    if (swiped < -half || swipeVelocity < -\(turn)) switchTab(selectedTab + 1)\n"
            + "                    else if (swiped > half || swipeVelocity > \(turn)) switchTab(selectedTab - 1)\n"
            + "                },\n"
            + "            ) { change, amount -> swipeTracker.addPosition(change.uptimeMillis, change.position); swiped += amount }\n"
            + "        }"
    }

    /// The list state the LazyColumn follows.
    var listStateExpression: String { switchesTabs ? "listStates[selectedTab]" : "listState" }

    /// The LazyColumn's items for sectioned content: the space above the rows holding the shared
    /// sections (bottom at the strip's top at rest), then the shown tab's sections.
    var sectionedItems: [String] {
        let tab = switchesTabs ? "selectedTab" : "0"
        let top = code.content.shared.isEmpty
            ? ["                item { Spacer(Modifier.height(rowsTop.dp)) }"]
            : ["                item {",
               "                    Box(Modifier.fillMaxWidth().height(rowsTop.dp)) {",
               "                        Column(Modifier.fillMaxWidth().align(Alignment.BottomStart).padding(bottom = max(0f, rowsTop - sharedBottom).dp)) {",
               "                            shared.forEach { SharedSection(it) }",
               "                        }",
               "                    }",
               "                }"]
        return top + ["                tabs.getOrNull(\(tab))?.forEach { contentSection(it) }"]
    }

    /// The section composables.
    var sectionComposables: [String] {
        guard code.content.isSectioned else { return plainRow }
        let s = sectionType, look = ListLookCode(code: code)
        return sharedSection + ["/** A section as LazyColumn items: its sticky header, then a row per list item, a line of cells per grid",
                " *  line, or one horizontal row. */",
                "@OptIn(ExperimentalFoundationApi::class)",
                "private fun LazyListScope.contentSection(section: \(s)) {",
                "    section.header?.let { title -> stickyHeader { SectionHeader(title) } }",
                "    when (section.style) {",
                "        \(s).Style.LIST -> itemsIndexed(section.rows) { index, row -> TemplateRow(row, index, section.template, last = index == section.rows.lastIndex) }",
                "        \(s).Style.GRID -> items(gridLines(section)) { line -> GridLine(section, line) }",
                "        \(s).Style.ROW -> item { ItemRow(section) }",
                "    }",
                "}",
                "",
                "private fun gridLines(section: \(s)): Int = (section.rows.size + section.columns - 1) / section.columns",
                "",
                "/** Grid line `line`: `columns` cells sharing the width the spacing leaves, `itemHeight` tall (else the",
                " *  width times `aspect`), `spacing` below every line but the last. */",
                "@Composable",
                "private fun GridLine(section: \(s), line: Int) {",
                "    val last = line == gridLines(section) - 1",
                "    Row(Modifier.fillMaxWidth().padding(bottom = if (last) 0.dp else section.spacing.dp), horizontalArrangement = Arrangement.spacedBy(section.spacing.dp)) {",
                "        for (column in 0 until section.columns) {",
                "            val cell = Modifier.weight(1f).then(section.itemHeight?.let { Modifier.height(it.dp) } ?: Modifier.aspectRatio(1f / section.aspect))",
                "            val item = section.rows.getOrNull(line * section.columns + column)",
                "            if (item != null) ItemImage(item, section.shape, cell) else Spacer(cell)",
                "        }",
                "    }",
                "}",
                "",
                "/** A horizontal row: items `itemHeight` tall (72 dp) and `itemWidth` wide (the height over `aspect`),",
                " *  `spacing` apart, 16 dp in from the edges, 12 dp above and below, each captioned with its title. */",
                "@Composable",
                "private fun ItemRow(section: \(s)) {",
                "    val height = section.itemHeight ?: 72f",
                "    val width = section.itemWidth ?: (height / section.aspect)",
                "    LazyRow(contentPadding = PaddingValues(horizontal = 16.dp, vertical = 12.dp), horizontalArrangement = Arrangement.spacedBy(section.spacing.dp)) {",
                "        items(section.rows) { item ->",
                "            Column(Modifier.width(width.dp), horizontalAlignment = Alignment.CenterHorizontally) {",
                "                ItemImage(item, section.shape, Modifier.size(width.dp, height.dp))",
                "                Text(item.title, fontSize = 12.sp, maxLines = 1, overflow = TextOverflow.Ellipsis, modifier = Modifier.padding(top = 4.dp).height(16.dp))",
                "            }",
                "        }",
                "    }",
                "}",
                "",
                "/** An item's image filling its cell, cut to `shape` (a grey cell without one). */",
                "@Composable",
                "private fun ItemImage(item: \(rowType), shape: Shape, modifier: Modifier) {",
                "    val image = item.image",
                "    if (image == null) Box(modifier.clip(shape).background(Color.LightGray).semantics { contentDescription = item.title })",
                "    else Image(painterResource(image), contentDescription = item.title, contentScale = ContentScale.Crop, modifier = modifier.clip(shape))",
                "}",
                "",
                "/** A section's sticky header (UITableView's plain one: 28 dp, a 13 sp bold title). */",
                "@Composable",
                "private fun SectionHeader(title: String) {",
                "    Box(Modifier.fillMaxWidth().height(28.dp).background(MaterialTheme.colorScheme.surface).padding(horizontal = 16.dp), contentAlignment = Alignment.CenterStart) {",
                "        Text(title, fontSize = 13.sp, fontWeight = FontWeight.Bold, maxLines = 1, overflow = TextOverflow.Ellipsis)",
                "    }",
                "}",
                "",
                "/** A row as the built-in templates draw it: subtitle (UITableViewCell's subtitle style), thumbnail (a",
                " *  44 dp image leading, the title semibold), value1 (the detail trailing instead of the subtitle),",
                " *  track (the number leading, ⋯ trailing); any other template as subtitle. A detail trails. In the",
                " *  design's list look: its colours, a separator under it but a section's last row. */",
                "@Composable",
                "private fun TemplateRow(row: \(rowType), index: Int, template: String, last: Boolean) {"] + look.composeRow([
                "ListItem(",
                "    headlineContent = { Text(row.title, fontWeight = if (template == \"thumbnail\") FontWeight.SemiBold else FontWeight.Normal, maxLines = 1, overflow = TextOverflow.Ellipsis) },",
                "    supportingContent = if (template == \"value1\" || row.subtitle.isEmpty()) null else {",
                "        { Text(row.subtitle, fontSize = if (template == \"track\") 13.sp else 15.sp) }",
                "    },",
                "    leadingContent = when (template) {",
                "        \"thumbnail\" -> { { ItemImage(row, if (row.circle) CircleShape else RoundedCornerShape(6.dp), Modifier.size(44.dp)) } }",
                "        \"track\" -> { { Text(row.number.ifEmpty { (index + 1).toString() }, color = Color.Gray, textAlign = TextAlign.Center, modifier = Modifier.width(28.dp)) } }",
                "        else -> null",
                "    },",
                "    trailingContent = when {",
                "        template == \"track\" -> { { Text(\"\\u22EF\", fontSize = 20.sp, fontWeight = FontWeight.Bold) } }",
                "        row.detail.isNotEmpty() -> { { Text(row.detail, fontSize = if (template == \"value1\") 17.sp else 15.sp, color = Color.Gray, maxLines = 1) } }",
                "        else -> null",
                "    },"]) + ["}",
                ""]
    }

    /// A shared section: a handful of rows in the header, not lazy.
    private var sharedSection: [String] {
        guard !code.content.shared.isEmpty else { return [] }
        let s = sectionType
        return ["/** A shared section (a handful of rows in the header, not lazy). */",
                "@Composable",
                "private fun SharedSection(section: \(s)) {",
                "    section.header?.let { SectionHeader(it) }",
                "    when (section.style) {",
                "        \(s).Style.LIST -> section.rows.forEachIndexed { index, row -> TemplateRow(row, index, section.template, last = index == section.rows.lastIndex) }",
                "        \(s).Style.GRID -> repeat(gridLines(section)) { line -> GridLine(section, line) }",
                "        \(s).Style.ROW -> ItemRow(section)",
                "    }",
                "}",
                ""]
    }

    /// A plain list's row as UITableViewCell's subtitle style shows it.
    private var plainRow: [String] {
        ["/** A row as UITableViewCell's subtitle style shows it. */",
         "@Composable",
         "private fun ContentRow(row: \(rowType)) {",
         "    Column(Modifier.fillMaxWidth().padding(16.dp)) {",
         "        Text(row.title, fontSize = 17.sp)",
         "        Text(row.subtitle, fontSize = 15.sp, color = Color.Gray)",
         "    }",
         "}",
         ""]
    }

    /// A tab strip that switches tabs: Material 3's TabRow over the content's tab titles.
    func tabRow() -> String {
        "TabRow(selectedTabIndex = selectedTab) { \(code.contentResource == nil ? "\(name)Content" : "headerContent").tabTitles.forEachIndexed { tab, title -> Tab(selected = tab == selectedTab, onClick = { switchTab(tab) }, text = { Text(title, maxLines = 1, overflow = TextOverflow.Ellipsis) }) } }"
    }
}
