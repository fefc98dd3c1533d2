import HeaderKit

/// The SwiftUI export of the content as data: plain rows, or a content file's tabs, each an array
/// of sections drawn as `LazyVStack` sections, `LazyVGrid` grids (the tool's cell arithmetic),
/// `ScrollView(.horizontal)` rows, the built-in row templates and the design's own
/// (`SwiftUIRowTemplateCode`); shared sections sit above the strip. `selectedTab` is the tab a
/// `switchesTabs` strip shows; `switchTab(to:pin:)` keeps the tab rules.
extension SwiftUIExport {
    /// The screen's title and the rows of a plain list.
    var rowMembers: [String] {
        guard code.contentResource == nil else { return code.swiftResourceRows(numbered: true) }
        return ["    /// The screen's title (text layers showing \"$title\") and the list's rows, from the content file.",
         "    let screenTitle = \(code.literal(code.content.title))",
         "    let rows: [Row] = ["]
            + code.content.rows.enumerated().map { "        Row(id: \($0.offset), title: \(code.literal($0.element.title)), subtitle: \(code.literal($0.element.subtitle)))," }
            + ["    ]"]
    }

    /// The screen's title, the tabs' titles and every tab's sections, the shared ones, and the tab shown.
    var sectionedMembers: [String] {
        let resource = code.contentResource != nil
        var l = ["    /// One section of a tab's list, from the content file: its style (list, grid, row), grid columns,",
                 "    /// spacing, item size, sticky header, row template (subtitle, thumbnail, value1, track or the",
                 "    /// design's own), item mask (none, circle, rounded) and rows.",
                 resource ? "    struct ContentSection: Identifiable, Decodable {" : "    struct ContentSection: Identifiable {",
                 (resource ? "        var id = 0\n        let " : "        let id: Int, ") + "style: String, columns: Int, spacing: CGFloat, aspect: CGFloat, itemHeight: CGFloat?, itemWidth: CGFloat?",
                 "        let header: String?, template: String, mask: String",
                 resource ? "        var rows: [Row]" : "        let rows: [Row]"]
            + (resource ? code.swiftUINumbering(keys: ["style", "columns", "spacing", "aspect", "itemHeight", "itemWidth", "header", "template", "mask", "rows"], rows: false) : [])
            + ["    }"]
        l += resource ? code.swiftResourceTabs(numbered: true) : code.tabbedContentOpening + code.tabbedContent(ids: true)
        return l + ["    /// The design's own row templates (their items have no caption under them).",
                    "    let rowTemplateNames: Set<String> = [\(code.design.rowTemplates.keys.sorted().map(code.literal).joined(separator: ", "))]",
                    "    /// The tab the list shows.",
                    "    @State private var selectedTab = 0",
                    "    /// Each tab's offset when it was left with the strip pinned (rule 3 of the tab rules).",
                    "    @State private var pinnedOffsets: [Int: CGFloat] = [:]",
                    "    /// The offset the list is asked to show (a tab switch's, rule 3).",
                    "    @State private var scrollRequest = ScrollRequest(y: 0, serial: 0)"]
    }

    /// The list's content: the space above the rows (with the shared sections at its bottom, ending
    /// where the strip starts at rest), then the tab's sections; at least as tall as the pin plus the
    /// screen, so a short tab still collapses the header (rule 4).
    var sectionedList: [String] {
        let shared = code.content.shared.isEmpty ? ["                listTop(height: rowsTop)"]
            : ["                listTop(height: rowsTop).overlay(alignment: .bottom) {",
               "                    VStack(spacing: 0) { ForEach(sharedSections) { content in sectionView(content, screen: screen) } }",
               "                        .padding(.bottom, max(0, rowsTop - sharedBottom))",
               "                }"]
        // An inset-grouped list's headers scroll away, uppercase and grey over the cards, 7 pt above
        // them (as the tool draws them); plain ones pin.
        let grouped = ListLookCode(code: code).isGrouped
        let header = grouped
            ? ["                            Text(verbatim: header.uppercased()).font(.footnote).foregroundStyle(.secondary).padding(.horizontal, 32)",
               "                                .frame(maxWidth: .infinity, minHeight: \(code.language.number(LineMeasurer.groupedHeaderHeight - 7)), alignment: .bottomLeading).padding(.bottom, 7)"]
            : ["                            Text(verbatim: header).font(.headline).padding(16).frame(maxWidth: .infinity, alignment: .leading)",
               "                                .background(Color(uiColor: .systemBackground))"]
        return ["            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: \(grouped ? "[]" : "[.sectionHeaders]")) {"] + shared
            + ["                ForEach(tabs[selectedTab]) { content in",
               "                    Section {",
               "                        sectionView(content, screen: screen)",
               "                    } header: {",
               "                        if let header = content.header {"] + header
            + ["                        }",
               "                    }",
               "                }",
               "            }"]
            + (code.content.hasTabs ? ["            .frame(minHeight: tabPin + screen.size.height, alignment: .top)"] : [])
    }

    /// A section's items, and a row drawn by its template.
    var sectionViews: [String] {
        let p = code.language.number, look = ListLookCode(code: code)
        let c = code.content, templated = c.sections.contains { code.design.rowTemplates[$0.template] != nil }
        /// An item drawn by its row template when the section names one, else `builtIn`.
        func item(_ template: String, _ builtIn: [String]) -> [String] {
            templated ? ["if templated { \(template) }", "else {"] + builtIn.map { "    " + $0 } + ["}"] : builtIn
        }
        let templateItem = "templateView(content.template, item, W: size.width, cellHeight: size.height, screen: screen)"
        // Only the styles the content has: the last is the switch's default.
        var cases: [(style: String, lines: [String])] = []
        if c.styles.contains(.grid) {
            cases.append(("grid", ["LazyVGrid(columns: Array(repeating: GridItem(.fixed(size.width), spacing: content.spacing), count: content.columns),",
                                   "          alignment: .leading, spacing: content.spacing) {",
                                   "    ForEach(content.rows) { item in"]
                + item(templateItem, ["tile(item, mask: content.mask).frame(width: size.width, height: size.height)"]).map { "        " + $0 }
                + ["    }", "}"]))
        }
        if c.styles.contains(.row) {
            cases.append(("row", ["// A horizontal row between \(p(LineMeasurer.rowPadding))-pt paddings; a built-in item has its title under it.",
                                  "ScrollView(.horizontal, showsIndicators: false) {",
                                  "    LazyHStack(spacing: content.spacing) {",
                                  "        ForEach(content.rows) { item in"]
                + item(templateItem, ["VStack(spacing: 4) {",
                                      "    tile(item, mask: content.mask).frame(width: size.width, height: size.height)",
                                      "    Text(verbatim: item.title).font(.system(size: 12)).lineLimit(1).frame(width: size.width + 12, height: \(p(LineMeasurer.rowCaption - 4)))",
                                      "}"]).map { "            " + $0 }
                + ["        }", "    }", "    .padding(.horizontal, 16).padding(.vertical, \(p(LineMeasurer.rowPadding)))", "}"]))
        }
        if c.styles.contains(.list) {
            let width = "screen.size.width" + (look.isGrouped ? " - \(p(2 * ListLook.groupedInset))" : "")
            cases.append(("list", ["ForEach(content.rows) { row in",
                                   "    listRow(first: row.id == 0, last: row.id == content.rows.count - 1, inset: separatorInset(content.template)) {"]
                + item("templateView(content.template, row, W: \(width), cellHeight: nil, screen: screen)", ["templateRow(row, content.template)"]).map { "        " + $0 }
                + ["    }", "}"]))
        }
        var l = ["", "    @ViewBuilder private func sectionView(_ content: ContentSection, screen: GeometryProxy) -> some View {"]
        if c.hasTiles { l.append("        let size = itemSize(content, width: screen.size.width)") }
        if templated { l.append("        let templated = rowTemplateNames.contains(content.template)") }
        if cases.count == 1 {
            l += cases[0].lines.map { "        " + $0 }
        } else {
            l.append("        switch content.style {")
            for (i, section) in cases.enumerated() {
                l.append(i == cases.count - 1 ? "        default:" : "        case \"\(section.style)\":")
                l += section.lines.map { "            " + $0 }
            }
            l.append("        }")
        }
        l += ["    }", ""] + code.itemSizeFunction
        if c.hasTiles {
            l += ["",
                  "    /// A grid or row item: its image, filling and cut to the item (a circle or rounded by the section's mask).",
                  "    private func tile(_ item: Row, mask: String) -> some View {",
                  "        Color.clear.overlay { Image(item.image).resizable().aspectRatio(contentMode: .fill) }",
                  "            .clipShape(mask == \"circle\" ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: mask == \"rounded\" ? 8 : 0)))",
                  "            .accessibilityLabel(item.title)",
                  "    }"]
        }
        l += ["",
              "    /// A row as the built-in templates draw it: thumbnail leads with the image, track with the",
              "    /// row's number, value1 shows the detail instead of the subtitle (those the content's lists use).",
              "    private func templateRow(_ row: Row, _ template: String) -> some View {",
              "        HStack(spacing: 12) {"]
        if c.listUses("thumbnail") { l.append("            if template == \"thumbnail\" { Image(row.image).resizable().frame(width: 44, height: 44) }") }
        if c.listUses("track") { l.append("            if template == \"track\" { Text(verbatim: \"\\(row.id + 1)\").foregroundStyle(.secondary) }") }
        l += ["            VStack(alignment: .leading, spacing: 2) {",
              "                Text(row.title).font(.body)\(look.swiftUITitle)",
              "                Text(\(c.listUses("value1") ? "template == \"value1\" ? row.detail : row.subtitle" : "row.subtitle")).font(.subheadline)\(look.swiftUISubtitle)",
              "            }",
              "        }",
              "        .padding(16).frame(maxWidth: .infinity, alignment: .leading)",
              "    }"] + look.swiftUIRowFunction
        return l + tabSwitch + restFunctions + rowTemplateFunctions
    }

    /// Functions of the screen at rest: where the strip pins (collapsedOffset, else rowsTop, at offset
    /// 0 as UIKit's tabPinOffset()) and where the shared sections end (the strip's top at rest).
    private var restFunctions: [String] {
        let d = code.design
        var l = [""] + restFunction("tabPin", "Where the tab strip pins: the design's collapsedOffset (else rowsTop).",
                                    offset: "0", .expression(d.scroll.collapsedOffset ?? d.scroll.rowsTop), plus: nil)
        guard !code.content.shared.isEmpty else { return l }
        if let strip = d.layers.first(where: { $0.tabStrip != nil }) {
            l += [""] + restFunction("sharedBottom", "Where the shared sections end: the tab strip's top at rest (content points).",
                                     offset: "-insetTop", strip.y, plus: strip.space == .content ? nil : "offset")
        } else {
            l += ["", "    /// Where the shared sections end: the first row's top (the design has no tab strip).",
                  "    private func sharedBottom(W: CGFloat, H: CGFloat, safeTop: CGFloat, safeBottom: CGFloat) -> CGFloat { \(code.code(d.scroll.rowsTop)) }"]
        }
        return l
    }

    /// `name(W:H:safeTop:safeBottom:)`: `property` (plus `plus`) at the offset `offset` (code that may read insetTop).
    private func restFunction(_ name: String, _ summary: String, offset: String, _ property: DesignProperty, plus: String?) -> [String] {
        typealias S = ExpressionScope
        let direct = UsedSlots.read(property).union(plus == nil ? [] : [S.offsetSlot])
        let reads = UsedSlots(design: code.design).closure(direct)
        var l = ["    /// \(summary)",
                 "    private func \(name)(W: CGFloat, H: CGFloat, safeTop: CGFloat, safeBottom: CGFloat) -> CGFloat {"]
        // The offset, when the property or a variable it reads reads it (insetTop reads it in its own closure).
        let variables = code.design.variables, firstVariable = S.builtIns.count + code.design.parameters.count
        let needsOffset = direct.contains(S.offsetSlot) || reads.contains { slot in
            slot >= firstVariable && slot - firstVariable < variables.count && variables[slot - firstVariable].expression.slotsRead.contains(S.offsetSlot)
        }
        if reads.contains(S.insetTopSlot) || (needsOffset && offset.contains("insetTop")) {
            // contentInset.top as the screen has it at rest (its expression may read the offset: 0 there).
            let inset = code.insetTopCode
            let insetReadsOffset = code.design.scroll.contentInsetTop.slotsRead.contains(S.offsetSlot)
            l.append("        let insetTop = " + (insetReadsOffset ? "{ () -> CGFloat in let offset: CGFloat = 0; return \(inset) }()" : inset))
        }
        if needsOffset { l.append("        let offset: CGFloat = \(offset)") }
        if reads.contains(S.revealSlot) { l.append("        let reveal: CGFloat = 0") }
        l += LayerFrameCode(code: code).variableLines(reading: reads.subtracting([S.insetTopSlot])) { "        let \($0): CGFloat = \($1)" }
        return l + ["        return \(code.code(property))\(plus.map { " + \($0)" } ?? "")", "    }"]
    }

    /// switchTab(to:pin:): the tab rules (README, "Tabs").
    private var tabSwitch: [String] {
        ["",
         "    /// Shows tab `tab` by the tab rules: while the header shows, the offset stays (rule 2); with the",
         "    /// strip pinned (`pin`), a visited tab comes back where it was left, a new one starts at the pin (rule 3).",
         "    private func switchTab(to tab: Int, pin: CGFloat) {",
         "        guard tab != selectedTab, tabs.indices.contains(tab) else { return }",
         "        let offset = offsetY",
         "        if offset >= pin { pinnedOffsets[selectedTab] = offset }",
         "        selectedTab = tab",
         "        if offset >= pin { scrollRequest = ScrollRequest(y: max(pin, pinnedOffsets[tab] ?? pin), serial: scrollRequest.serial + 1) }",
         "    }"]
    }

    /// The file-level types the tab switch uses: the scroll request and iOS 18's ScrollPosition modifier.
    var tabScrollTypes: [String] {
        guard code.content.isSectioned else { return [] }
        return ["",
                "/// An offset the list is asked to scroll to (UIKit's contentOffset.y); `serial` tells two requests apart.",
                "private struct ScrollRequest: Equatable {",
                "    var y: CGFloat, serial: Int",
                "}",
                "",
                "/// iOS 18: scrolls the list to each new request (a tab's kept offset, rule 3 of the tab rules).",
                "@available(iOS 18.0, *)",
                "private struct ScrollRequestModifier: ViewModifier {",
                "    let request: ScrollRequest",
                "    @State private var position = ScrollPosition()",
                "    func body(content: Content) -> some View {",
                "        content.scrollPosition($position).onChange(of: request) { position.scrollTo(y: request.y) }",
                "    }",
                "}"]
    }
}
