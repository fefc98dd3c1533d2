import HeaderKit

/// The UIKit export of a content file with sections, grids, horizontal rows, row templates and
/// tabs, as data: `tabs` holds each tab's sections, which the table view's data source reads (a
/// list row per item, one table row per grid line, one per horizontal row). A segmented layer
/// with `switchesTabs` swaps the tab by the tab rules (README, "Tabs").
extension UIKitExport {
    var sectionedMembers: [String] {
        let c = code.content
        var l = ["    // MARK: Content",
                 "    /// One section of a tab's list, from the content file: its style (list, grid, row), grid columns,",
                 "    /// spacing, item size, sticky header, row template (subtitle, thumbnail, value1, track) and rows.",
                 "    /// `image` is a file name the app bundles (the content file's image, by its name).",
                 "    struct ContentSection {",
                 "        let style: String, columns: Int, spacing: CGFloat, aspect: CGFloat, itemHeight: CGFloat?, itemWidth: CGFloat?",
                 "        let header: String?, template: String",
                 "        let rows: [(title: String, subtitle: String, detail: String, image: String)]",
                 "    }"] + code.tabbedContentOpening
        for tab in c.tabs {
            l.append("        [")
            for s in tab.sections {
                l.append("            ContentSection(\(code.sectionArguments(s)), rows: [")
                l += s.rows.map { row in
                    "                (\(code.literal(row.title)), \(code.literal(row.subtitle)), \(code.literal(row.field("detail")))," +
                        " \(code.literal(DesignCode.imageName(row)))),"
                }
                l.append("            ]),")
            }
            l.append("        ],")
        }
        l += ["    ]",
              "    /// The tab the list shows.",
              "    var selectedTab = 0",
              "    /// Each tab's contentOffset.y when it was left with the strip pinned (rule 3 of the tab rules).",
              "    var pinnedOffsets: [Int: CGFloat] = [:]"]
        return l
    }

    /// The data source over `tabs[selectedTab]`, and the tab switch.
    var sectionedDataSource: [String] {
        let pin = code.design.scroll.collapsedOffset ?? code.design.scroll.rowsTop
        return ["    func numberOfSections(in tableView: UITableView) -> Int { tabs[selectedTab].count }",
                "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
                "        let content = tabs[selectedTab][section]",
                "        switch content.style {",
                "        case \"grid\": return (content.rows.count + content.columns - 1) / content.columns",
                "        case \"row\": return content.rows.isEmpty ? 0 : 1",
                "        default: return content.rows.count",
                "        }",
                "    }",
                "    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { tabs[selectedTab][section].header }",
                "    /// A grid cell's side shares the width the spacing leaves; a row item is itemHeight (72) tall.",
                "    func itemSize(_ content: ContentSection) -> CGSize {",
                "        if content.style == \"row\" {",
                "            let height = content.itemHeight ?? 72",
                "            return CGSize(width: content.itemWidth ?? height / content.aspect, height: height)",
                "        }",
                "        let side = max(0, (tableView.bounds.width - content.spacing * CGFloat(content.columns - 1)) / CGFloat(content.columns))",
                "        return CGSize(width: side, height: content.itemHeight ?? side * content.aspect)",
                "    }",
                "    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {",
                "        let content = tabs[selectedTab][indexPath.section]",
                "        switch content.style {",
                "        case \"grid\": return itemSize(content).height + content.spacing",
                "        case \"row\": return itemSize(content).height",
                "        default: return UITableView.automaticDimension",
                "        }",
                "    }",
                "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
                "        let content = tabs[selectedTab][indexPath.section]",
                "        let identifier = content.style == \"list\" ? content.template : content.style",
                "        let cell = tableView.dequeueReusableCell(withIdentifier: identifier)",
                "            ?? UITableViewCell(style: content.template == \"value1\" ? .value1 : .subtitle, reuseIdentifier: identifier)",
                "        guard content.style == \"list\" else {",
                "            // A grid line's items, or a horizontal row's in a scroll view of its own: one image per item.",
                "            cell.contentView.subviews.forEach { $0.removeFromSuperview() }",
                "            let size = itemSize(content), grid = content.style == \"grid\"",
                "            let first = grid ? indexPath.row * content.columns : 0",
                "            let items = content.rows[first..<(grid ? min(content.rows.count, first + content.columns) : content.rows.count)]",
                "            let strip = UIScrollView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: size.height))",
                "            strip.showsHorizontalScrollIndicator = false",
                "            strip.contentSize = CGSize(width: CGFloat(items.count) * (size.width + content.spacing) - content.spacing, height: size.height)",
                "            for (i, item) in items.enumerated() {",
                "                let tile = UIImageView(image: UIImage(named: item.image))",
                "                tile.frame = CGRect(x: CGFloat(i) * (size.width + content.spacing), y: 0, width: size.width, height: size.height)",
                "                tile.accessibilityLabel = item.title",
                "                strip.addSubview(tile)",
                "            }",
                "            cell.contentView.addSubview(strip)",
                "            return cell",
                "        }",
                "        let row = content.rows[indexPath.row]",
                "        // The built-in templates as UITableViewCell styles: value1 puts the detail on the right,",
                "        // thumbnail leads with the image, track with the row's number.",
                "        cell.textLabel?.text = content.template == \"track\" ? \"\\(indexPath.row + 1)  \\(row.title)\" : row.title",
                "        cell.detailTextLabel?.text = content.template == \"value1\" ? row.detail : row.subtitle",
                "        cell.detailTextLabel?.numberOfLines = content.template == \"value1\" ? 1 : 0",
                "        cell.imageView?.image = content.template == \"thumbnail\" ? UIImage(named: row.image) : nil",
                "        return cell",
                "    }",
                "",
                "    /// Where the tab strip pins: the design's collapsedOffset (else rowsTop).",
                "    func tabPinOffset() -> CGFloat {"]
            + prelude(offset: "0", reading: slots.closure(pin.slotsRead)).map { "        " + $0 }
            + ["        return \(code.code(pin))",
               "    }",
               "",
               "    /// Shows tab `tab` by the tab rules: while the header shows, the offset stays (rule 2); with the",
               "    /// strip pinned, a visited tab comes back where it was left, a new one starts at the pin (rule 3).",
               "    func switchTab(to tab: Int) {",
               "        guard tab != selectedTab, tabs.indices.contains(tab) else { return }",
               "        let offset = tableView.contentOffset.y, pin = tabPinOffset()",
               "        if offset >= pin { pinnedOffsets[selectedTab] = offset }",
               "        selectedTab = tab",
               "        tableView.reloadData()",
               "        if offset >= pin { tableView.contentOffset.y = max(pin, pinnedOffsets[tab] ?? pin) }",
               "        layoutLayers(offset: tableView.contentOffset.y)",
               "    }"]
    }
}
