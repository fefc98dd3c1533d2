import HeaderKit

/// The SwiftUI export of the content as data: plain rows, or a content file's tabs, each an array
/// of sections drawn as `LazyVStack` sections, `LazyVGrid` grids, `ScrollView(.horizontal)` rows
/// and the built-in row templates; `selectedTab` is the tab a `switchesTabs` strip shows.
extension SwiftUIExport {
    /// The screen's title and the rows of a plain list.
    var rowMembers: [String] {
        ["    /// The screen's title (text layers showing \"$title\") and the list's rows, from the content file.",
         "    let screenTitle = \(code.literal(code.content.title))",
         "    let rows: [Row] = ["]
            + code.content.rows.enumerated().map { "        Row(id: \($0.offset), title: \(code.literal($0.element.title)), subtitle: \(code.literal($0.element.subtitle)))," }
            + ["    ]"]
    }

    /// The screen's title, the tabs' titles and every tab's sections, and the tab shown.
    var sectionedMembers: [String] {
        let c = code.content
        var l = ["    /// One section of a tab's list, from the content file: its style (list, grid, row), grid columns,",
                 "    /// spacing, item size, sticky header, row template (subtitle, thumbnail, value1, track) and rows.",
                 "    struct ContentSection: Identifiable {",
                 "        let id: Int, style: String, columns: Int, spacing: CGFloat, aspect: CGFloat, itemHeight: CGFloat?, itemWidth: CGFloat?",
                 "        let header: String?, template: String",
                 "        let rows: [Row]",
                 "    }"] + code.tabbedContentOpening
        for tab in c.tabs {
            l.append("        [")
            for (i, s) in tab.sections.enumerated() {
                l.append("            ContentSection(id: \(i), \(code.sectionArguments(s)), rows: [")
                l += s.rows.enumerated().map { k, row in
                    "                Row(id: \(k), title: \(code.literal(row.title)), subtitle: \(code.literal(row.subtitle)), " +
                        "detail: \(code.literal(row.field("detail"))), image: \(code.literal(DesignCode.imageName(row)))),"
                }
                l.append("            ]),")
            }
            l.append("        ],")
        }
        return l + ["    ]",
                    "    /// The tab the list shows.",
                    "    @State private var selectedTab = 0"]
    }

    /// A section's items, and a row drawn by its template.
    var sectionViews: [String] {
        ["",
         "    @ViewBuilder private func sectionView(_ content: ContentSection) -> some View {",
         "        switch content.style {",
         "        case \"grid\":",
         "            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: content.spacing), count: content.columns), spacing: content.spacing) {",
         "                ForEach(content.rows) { item in",
         "                    tile(item).aspectRatio(1 / content.aspect, contentMode: .fit)",
         "                }",
         "            }",
         "        case \"row\":",
         "            // A horizontal row of items 72 pt tall (itemHeight), as wide as the aspect gives (itemWidth).",
         "            ScrollView(.horizontal, showsIndicators: false) {",
         "                LazyHStack(spacing: content.spacing) {",
         "                    ForEach(content.rows) { item in",
         "                        tile(item).frame(width: content.itemWidth ?? (content.itemHeight ?? 72) / content.aspect, height: content.itemHeight ?? 72)",
         "                    }",
         "                }",
         "            }",
         "        default:",
         "            ForEach(content.rows) { row in templateRow(row, content.template) }",
         "        }",
         "    }",
         "",
         "    /// A grid or row item: its image, filling and cut to the item.",
         "    private func tile(_ item: Row) -> some View {",
         "        Color.clear.overlay { Image(item.image).resizable().aspectRatio(contentMode: .fill) }.clipped().accessibilityLabel(item.title)",
         "    }",
         "",
         "    /// A row as the built-in templates draw it: thumbnail leads with the image, track with the",
         "    /// row's number, value1 shows the detail instead of the subtitle.",
         "    private func templateRow(_ row: Row, _ template: String) -> some View {",
         "        HStack(spacing: 12) {",
         "            if template == \"thumbnail\" { Image(row.image).resizable().frame(width: 44, height: 44) }",
         "            if template == \"track\" { Text(verbatim: \"\\(row.id + 1)\").foregroundStyle(.secondary) }",
         "            VStack(alignment: .leading, spacing: 2) {",
         "                Text(row.title).font(.body)",
         "                Text(template == \"value1\" ? row.detail : row.subtitle).font(.subheadline).foregroundStyle(.secondary)",
         "            }",
         "        }",
         "        .padding(16).frame(maxWidth: .infinity, alignment: .leading)",
         "    }"]
    }
}
