import HeaderKit

/// The UIKit export of a content file with sections, grids, horizontal rows, row templates and
/// tabs, as data. One `UICollectionView` with a `UICollectionViewCompositionalLayout` scrolls it
/// all — the header's space, list sections (`.list(using:)`, self-sizing), grids (a group of
/// `columns` cells, the tool's arithmetic), horizontal rows (orthogonal scrolling) — so the header
/// follows one contentOffset and one list can mix the three, which a table view or a flow layout
/// cannot. A segmented layer with `switchesTabs` swaps the tab by the tab rules (README, "Tabs").
extension UIKitExport {
    var sectionedMembers: [String] {
        let c = code.content, decodable = code.contentResource == nil ? "" : ": Decodable"
        var l = ["    // MARK: Content",
                 "    /// One row of the content file: title, subtitle, detail, image (a file name the app bundles) and",
                 "    /// any other field a row template shows as `$name`.",
                 "    struct Row\(decodable) {",
                 "        let title: String, subtitle: String, detail: String, image: String",
                 "        var fields: [String: String] = [:]"] + code.rowFieldFunction + ["    }",
                 "    /// One section of a tab's list, from the content file: its style (list, grid, row), grid columns,",
                 "    /// spacing, item size, sticky header, row template (subtitle, thumbnail, value1, track or the",
                 "    /// design's own), item mask (none, circle, rounded) and rows.",
                 "    struct ContentSection\(decodable) {",
                 "        let style: String, columns: Int, spacing: CGFloat, aspect: CGFloat, itemHeight: CGFloat?, itemWidth: CGFloat?",
                 "        let header: String?, template: String, mask: String",
                 "        let rows: [Row]",
                 "    }"]
        l += code.contentResource == nil ? code.tabbedContentOpening + code.tabbedContent(ids: false) : code.swiftResourceTabs(numbered: false)
        l += ["    /// The tab the list shows.",
              "    var selectedTab = 0",
              "    /// Each tab's contentOffset.y when it was left with the strip pinned (rule 3 of the tab rules).",
              "    var pinnedOffsets: [Int: CGFloat] = [:]",
              "    /// The design's own row templates (their items have no caption under them).",
              "    let rowTemplateNames: Set<String> = [\(code.design.rowTemplates.keys.sorted().map(code.literal).joined(separator: ", "))]",
              "",
              "    /// What a section of the collection view shows: the space above the shared sections (the",
              "    /// header's), the space from them down to the first row (rowsTop), or a content section.",
              "    enum ShownSection { case headerSpace, stripSpace, content(ContentSection) }",
              "    var shownSections: [ShownSection] {"]
        l.append(c.shared.isEmpty ? "        [.headerSpace] + tabs[selectedTab].map { .content($0) }"
                 : "        [.headerSpace] + sharedSections.map { .content($0) } + [.stripSpace] + tabs[selectedTab].map { .content($0) }")
        return l + ["    }"]
    }

    /// cellForItemAt's list cell: the built-in templates the content's lists use.
    private var listCell: [String] {
        let c = code.content, look = ListLookCode(code: code), value1 = c.listUses("value1")
        var l = ["        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"list\", for: indexPath) as! UICollectionViewListCell",
              "        // The built-in templates as UIKit's list cells: value1 shows the detail on the right, thumbnail",
              "        // leads with the image (44 pt) and trails the detail, track leads with the row's number.",
              value1 ? "        var configuration = content.template == \"value1\" ? UIListContentConfiguration.valueCell() : UIListContentConfiguration.subtitleCell()"
                  : "        var configuration = UIListContentConfiguration.subtitleCell()",
              "        configuration.text = row.title",
              value1 ? "        configuration.secondaryText = content.template == \"value1\" ? row.detail : row.subtitle" : "        configuration.secondaryText = row.subtitle",
              "        cell.accessories = []"] + look.uikitCell("cell", "configuration")
        if c.listUses("thumbnail") {
            l += ["        if content.template == \"thumbnail\" {",
                  "            configuration.image = UIImage(named: row.image)",
                  "            configuration.imageProperties.maximumSize = CGSize(width: 44, height: 44)",
                  "            configuration.imageProperties.cornerRadius = 6",
                  "            if !row.detail.isEmpty { cell.accessories = [.label(text: row.detail)] }",
                  "        }"]
        }
        if c.listUses("track") {
            l += ["        if content.template == \"track\" {",
                  "            let number = UILabel(), given: String = row.field(\"number\")",
                  "            number.text = given.isEmpty ? String(indexPath.item + 1) : given",
                  "            number.textColor = .secondaryLabel",
                  "            cell.accessories = [.customView(configuration: .init(customView: number, placement: .leading())),",
                  "                                .customView(configuration: .init(customView: UIImageView(image: UIImage(systemName: \"ellipsis\")), placement: .trailing()))]",
                  "        }"]
        }
        return l + ["        cell.contentConfiguration = configuration", "        return cell", "    }"]
    }

    /// viewDidLoad's lines for the collection view: its cells and the section header.
    var collectionSetup: [String] {
        ["        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: \"space\")",
         "        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: \"list\")",
        ]
            + (code.content.hasTiles ? ["        collectionView.register(\(code.typeName)TileCell.self, forCellWithReuseIdentifier: \"tile\")"] : [])
            + ["        collectionView.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: \"header\")"]
            + templateNames.map { "        collectionView.register(\(code.typeName)TemplateCell.self, forCellWithReuseIdentifier: \(code.literal("template." + $0.name)))" }
    }

    /// The compositional layout, the data source over `shownSections`, and the tab switch.
    var sectionedDataSource: [String] {
        let pin = code.design.scroll.collapsedOffset ?? code.design.scroll.rowsTop
        let c = code.content, p = code.language.number, look = ListLookCode(code: code)
        var l = ["    /// One layout for every section (UICollectionViewCompositionalLayout asks for each).",
                 "    func makeLayout() -> UICollectionViewLayout {",
                 "        UICollectionViewCompositionalLayout { [unowned self] section, environment in self.layoutSection(section, environment) }",
                 "    }",
                 "",
                 "    /// A section laid out as the tool lays it out: a list self-sizes its rows; a grid's `columns` cells",
                 "    /// share the width the spacing leaves; a row's items scroll sideways between \(p(LineMeasurer.rowPadding))-pt paddings.",
                 "    func layoutSection(_ index: Int, _ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {",
                 "        let width = environment.container.effectiveContentSize.width",
                 "        let shown = shownSections[index]",
                 "        guard case let .content(content) = shown else {",
                 "            let space = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(max(0.001, spaceHeight(shown, width: width))))",
                 "            return NSCollectionLayoutSection(group: .horizontal(layoutSize: space, subitems: [NSCollectionLayoutItem(layoutSize: space)]))",
                 "        }",
                 "        let section: NSCollectionLayoutSection",
                 "        let size = itemSize(content, width: width)",
                 "        switch content.style {",
                 "        case \"grid\":",
                 "            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(size.width), heightDimension: .absolute(size.height)))",
                 "            let line = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(size.height))",
                 "            let group = NSCollectionLayoutGroup.horizontal(layoutSize: line, repeatingSubitem: item, count: content.columns)",
                 "            group.interItemSpacing = .fixed(content.spacing)",
                 "            section = NSCollectionLayoutSection(group: group)",
                 "            section.interGroupSpacing = content.spacing",
                 "        case \"row\":",
                 "            // A built-in item has its title under the image (\(p(LineMeasurer.rowCaption)) pt); a row template draws the whole item.",
                 "            let caption: CGFloat = rowTemplateNames.contains(content.template) ? 0 : \(p(LineMeasurer.rowCaption))",
                 "            let item = NSCollectionLayoutSize(widthDimension: .absolute(size.width), heightDimension: .absolute(size.height + caption))",
                 "            section = NSCollectionLayoutSection(group: .horizontal(layoutSize: item, subitems: [NSCollectionLayoutItem(layoutSize: item)]))",
                 "            section.orthogonalScrollingBehavior = .continuous",
                 "            section.interGroupSpacing = content.spacing",
                 "            section.contentInsets = NSDirectionalEdgeInsets(top: \(p(LineMeasurer.rowPadding)), leading: \(p(16)), bottom: \(p(LineMeasurer.rowPadding)), trailing: \(p(16)))",
                 "        default:",
                 "            section = NSCollectionLayoutSection.list(using: \(look.uikitConfiguration), layoutEnvironment: environment)",
                 "        }",
                 "        if content.header != nil {",
                 look.isGrouped ? "            // An inset-grouped header, as UITableView's .insetGrouped style draws it: it scrolls away."
                     : "            // A sticky header, as UITableView's plain style pins them.",
                 "            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(p(look.uikitHeaderHeight))))",
                 "            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)",
                 "            header.pinToVisibleBounds = \(!look.isGrouped)",
                 "            section.boundarySupplementaryItems = [header]",
                 "        }",
                 "        return section",
                 "    }"] + look.uikitConfigurationFunction + [
                 "",
                 ""] + code.itemSizeFunction + [""]
        l += spaceHeight
        l += ["",
              "    func numberOfSections(in collectionView: UICollectionView) -> Int { shownSections.count }",
              "    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {",
              "        guard case let .content(content) = shownSections[section] else { return 1 }",
              "        return content.rows.count",
              "    }",
              "",
              "    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {",
              "        guard case let .content(content) = shownSections[indexPath.section] else {",
              "            return collectionView.dequeueReusableCell(withReuseIdentifier: \"space\", for: indexPath)",
              "        }",
              "        let row = content.rows[indexPath.item]"]
        if !templateNames.isEmpty {
            l += ["        if let cell = templateCell(content.template, row: row, at: indexPath, selfSizing: content.style == \"list\") { return cell }"]
        }
        let lists = c.styles.contains(.list)
        let tile = ["let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"tile\", for: indexPath) as! \(code.typeName)TileCell",
                    "cell.show(row, mask: content.mask, captioned: content.style == \"row\")",
                    "return cell"]
        // Only the styles and built-in templates the content has.
        if c.hasTiles && lists { l += ["        guard content.style == \"list\" else {"] + tile.map { "            " + $0 } + ["        }"] }
        if lists { l += listCell } else { l += tile.map { "        " + $0 } + ["    }"] }
        l += ["",
              "    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,",
              "                        at indexPath: IndexPath) -> UICollectionReusableView {",
              "        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: \"header\", for: indexPath) as! UICollectionViewListCell",
              "        var configuration = UIListContentConfiguration.\(look.uikitHeaderConfiguration)",
              "        if case let .content(content) = shownSections[indexPath.section] { configuration.text = content.header\(look.isGrouped ? "?.uppercased()" : "") }",
              "        header.contentConfiguration = configuration",
              "        return header",
              "    }"]
        l += templateCellFunction
        l += ["",
              "    /// Where the tab strip pins: the design's collapsedOffset (else rowsTop).",
              "    func tabPinOffset() -> CGFloat {"]
            + prelude(offset: "0", reading: slots.closure(pin.slotsRead)).map { "        " + $0 }
            + ["        return \(code.code(pin))",
               "    }"]
        if c.hasTabs {
            l += ["",
                  "    /// Rule 4 of the tab rules: a tab shorter than the screen can still collapse the header, its",
                  "    /// bottom inset letting the offset reach the pin (as JXPagingView pads its lists).",
                  "    func padShortTab() {",
                  "        collectionView.layoutIfNeeded()",
                  "        let height = collectionView.collectionViewLayout.collectionViewContentSize.height",
                  "        collectionView.contentInset.bottom = max(view.safeAreaInsets.bottom, tabPinOffset() + collectionView.bounds.height - height)",
                  "    }"]
        }
        return l + ["",
                    "    /// Shows tab `tab` by the tab rules: while the header shows, the offset stays (rule 2); with the",
                    "    /// strip pinned, a visited tab comes back where it was left, a new one starts at the pin (rule 3).",
                    "    func switchTab(to tab: Int) {",
                    "        guard tab != selectedTab, tabs.indices.contains(tab) else { return }",
                    "        let offset = collectionView.contentOffset.y, pin = tabPinOffset()",
                    "        if offset >= pin { pinnedOffsets[selectedTab] = offset }",
                    "        selectedTab = tab",
                    "        collectionView.reloadData()"]
            + (c.hasTabs ? ["        padShortTab()"] : [])
            + ["        if offset >= pin { collectionView.contentOffset.y = max(pin, pinnedOffsets[tab] ?? pin) }",
               "        layoutLayers(offset: collectionView.contentOffset.y)",
               "    }"]
    }

    /// The heights of the two spaces: above the shared sections, the header's down to them (they end
    /// where the tab strip starts at rest); below them, down to rowsTop.
    private var spaceHeight: [String] {
        let p = code.language.number
        guard !code.content.shared.isEmpty else {
            return ["    /// The space above the first row: the header's (rowsTop; a table view's tableHeaderView).",
                    "    func spaceHeight(_ shown: ShownSection, width: CGFloat) -> CGFloat { scrollSettings().rowsTop }"]
        }
        let strip = code.design.layers.first { $0.tabStrip != nil }
        var l = ["    /// The space above the shared sections (they end where the tab strip starts at rest) and the space",
                 "    /// from them down to the first row (rowsTop).",
                 "    func spaceHeight(_ shown: ShownSection, width: CGFloat) -> CGFloat {",
                 "        let rowsTop = scrollSettings().rowsTop"]
        if let strip {
            let y = code.code(strip.y)
            l += prelude(offset: "-scrollSettings().insetTop", reading: slots.closure(UsedSlots.read(strip.y).union([ExpressionScope.offsetSlot]))).map { "        " + $0 }
            l.append("        let sharedBottom = \(strip.space == .content ? y : "\(y) + offset")")
        } else {
            l.append("        let sharedBottom = rowsTop")
        }
        l += ["        // The shared sections' height: list rows at their estimate (\(p(code.parameters[ListParameter.estimatedRowHeight])) pt).",
              "        let shared = sharedSections.reduce(CGFloat(0)) { sum, content in",
              "            let size = itemSize(content, width: width), header: CGFloat = content.header == nil ? 0 : \(p(ListLookCode(code: code).uikitHeaderHeight))",
              "            switch content.style {",
              "            case \"row\": return sum + header + \(p(2 * LineMeasurer.rowPadding)) + size.height + (rowTemplateNames.contains(content.template) ? 0 : \(p(LineMeasurer.rowCaption)))",
              "            case \"grid\":",
              "                let lines = CGFloat((content.rows.count + content.columns - 1) / content.columns)",
              "                return sum + header + max(0, lines * (size.height + content.spacing) - content.spacing)",
              "            default: return sum + header + CGFloat(content.rows.count) * \(p(code.parameters[ListParameter.estimatedRowHeight]))",
              "            }",
              "        }",
              "        if case .stripSpace = shown { return max(0, rowsTop - sharedBottom) }",
              "        return max(0, sharedBottom - shared)",
              "    }"]
        return l
    }
}
