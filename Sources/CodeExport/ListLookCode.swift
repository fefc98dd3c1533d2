import HeaderKit

/// The design's list look (`"list"`, `ListLook`) as each target writes it, by the renderer's rules
/// (`HeaderScreen.drawSections`): the screen's colour behind the rows, the rows' colour (an
/// inset-grouped list's cards 16 pt in, 10 pt corners at a section's ends), a hairline separator
/// under every row but a section's last (at `inset` from the row's leading edge, else at the
/// template's text column), the title and subtitle colours. Only what the design sets is written,
/// so a design in the system look keeps each platform's own list.
struct ListLookCode {
    let code: DesignCode
    var look: ListLook { code.design.list }
    var isGrouped: Bool { look.style == .insetGrouped }
    var isDefault: Bool { look == ListLook() }

    /// The rows as the tool draws them (padding, separator thickness), from the tuned numbers.
    private var rowStyle: RowStyle { RowStyle(parameters: code.parameters) }

    /// The separator's leading inset for `template` (a built-in's text column; the design's own
    /// templates and grids start at the row's padding). A column's start does not depend on the width.
    func separatorInset(_ template: String) -> Double {
        look.separatorInset ?? RowTemplate.textColumn(template, style: rowStyle, width: 390).x
    }

    /// The separator's inset for the template named by `template` (code): the design's, else a
    /// built-in template's text column picked from a dictionary literal of the target (`dictionary`
    /// wraps the `pair`s; the design's own templates take the row's padding, after `orElse`).
    func separatorInsetCode(_ template: String, dictionary: (String) -> String, pair: (String, String) -> String, orElse: String = "??") -> String {
        let p = code.language.number
        if let inset = look.separatorInset { return p(inset) }
        let pairs = RowTemplate.builtIns.map { pair(code.literal($0), p(separatorInset($0))) }.joined(separator: ", ")
        return "\(dictionary(pairs))[\(template)] \(orElse) \(p(separatorInset(RowTemplate.subtitle)))"
    }

    /// A separator's thickness: the tool's hairline (UIKit's on a 2× screen).
    private var separatorThickness: Double { rowStyle.separatorThickness }

    private var colors: SystemColorCode { SystemColorCode(language: code.language) }

    // MARK: UIKit

    /// The screen's colour (`view.backgroundColor`).
    var uikitScreen: String { look.screenColor.map(colors.uikit) ?? ".systemBackground" }

    /// The rows' colour, for the status bar's choice.
    var uikitRows: String { look.rowColor.map(colors.uikit) ?? "UIColor.systemBackground" }

    /// The list sections' configuration: nil keeps UIKit's plain list.
    var uikitConfiguration: String {
        isDefault ? "UICollectionLayoutListConfiguration(appearance: .plain)" : "listConfiguration(section: index)"
    }

    /// `listConfiguration(section:)`: the appearance, the screen showing through, the separators.
    var uikitConfigurationFunction: [String] {
        guard !isDefault else { return [] }
        var l = ["",
                 "    /// The design's list look: UIKit's \(isGrouped ? "inset-grouped" : "plain") list over the screen's colour, and its separators.",
                 "    func listConfiguration(section: Int) -> UICollectionLayoutListConfiguration {",
                 "        var configuration = UICollectionLayoutListConfiguration(appearance: .\(look.style.rawValue))",
                 "        configuration.backgroundColor = .clear"]
        if look.separatorHidden {
            l.append("        configuration.showsSeparators = false")
        } else {
            if let color = look.separatorColor { l.append("        configuration.separatorConfiguration.color = \(colors.uikit(color))") }
            if let inset = look.separatorInset {
                l.append("        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: \(code.language.number(inset)), bottom: 0, trailing: 0)")
            }
            l += ["        // No separator under a section's last row.",
                  "        configuration.itemSeparatorHandler = { [unowned self] indexPath, separator in",
                  "            var separator = separator",
                  "            if case let .content(content) = shownSections[section], indexPath.item == content.rows.count - 1 {",
                  "                separator.bottomSeparatorVisibility = .hidden",
                  "            }",
                  "            return separator",
                  "        }"]
        }
        return l + ["        return configuration", "    }"]
    }

    /// cellForItemAt's lines for a built-in row: the text colours and the row's colour.
    func uikitCell(_ cell: String, _ configuration: String) -> [String] {
        var l: [String] = []
        if let color = look.titleColor { l.append("        \(configuration).textProperties.color = \(colors.uikit(color))") }
        if let color = look.subtitleColor { l.append("        \(configuration).secondaryTextProperties.color = \(colors.uikit(color))") }
        return l + uikitRowColor(cell).map { "        " + $0 }
    }

    /// A list cell's lines giving it the rows' colour (none: the list appearance's own).
    func uikitRowColor(_ cell: String) -> [String] {
        guard let color = look.background else { return [] }
        return ["var background = \(cell).defaultBackgroundConfiguration()",
                "background.backgroundColor = \(colors.uikit(color))",
                "\(cell).backgroundConfiguration = background"]
    }

    /// A section header: UITableView's plain header pins; an inset-grouped one (44 pt) scrolls away.
    var uikitHeaderHeight: Double { isGrouped ? LineMeasurer.groupedHeaderHeight : LineMeasurer.plainHeaderHeight }
    var uikitHeaderConfiguration: String { isGrouped ? "groupedHeader()" : "plainHeader()" }

    // MARK: SwiftUI

    /// The screen's colour behind the layers and the list (nil: the system's).
    var swiftUIScreen: String? { look.screenColor.map(colors.swiftUI) }

    /// `listRow(first:last:inset:_:)`: a row in the look — its colour (a card's rounded ends when inset
    /// grouped), its separator, none under a section's last row.
    var swiftUIRowFunction: [String] {
        let p = code.language.number, radius = isGrouped ? p(ListLook.groupedCornerRadius) : p(0)
        let background = look.rowColor.map(colors.swiftUI) ?? "Color(uiColor: .systemBackground)"
        var l = ["",
                 "    /// A list row in the design's list look: its colour\(isGrouped ? " on a card 16 pt in, rounded at its section's ends" : ""), and a",
                 "    /// hairline separator `inset` from its leading edge, none under a section's last row.",
                 "    private func listRow<Content: View>(first: Bool, last: Bool, inset: CGFloat, @ViewBuilder _ row: () -> Content) -> some View {",
                 "        row().background(\(background), in: UnevenRoundedRectangle(topLeadingRadius: first ? \(radius) : 0, bottomLeadingRadius: last ? \(radius) : 0,",
                 "                                                       bottomTrailingRadius: last ? \(radius) : 0, topTrailingRadius: first ? \(radius) : 0))"]
        if !look.separatorHidden {
            let color = look.separatorColor.map(colors.swiftUI) ?? "Color(uiColor: .separator)"
            l += ["            .overlay(alignment: .bottom) {",
                  "                if !last { Rectangle().fill(\(color)).frame(height: \(p(separatorThickness))).padding(.leading, inset) }",
                  "            }"]
        }
        if isGrouped { l.append("            .padding(.horizontal, \(p(ListLook.groupedInset)))") }
        return l + ["    }",
                    "    /// Where a row's separator starts: \(look.separatorInset == nil ? "a built-in template's text column" : "the design's inset").",
                    "    private func separatorInset(_ template: String) -> CGFloat {",
                    "        \(separatorInsetCode("template", dictionary: { "([\($0)] as [String: CGFloat])" }, pair: { "\($0): \($1)" }))",
                    "    }"]
    }

    /// The title's and subtitle's colours as SwiftUI modifiers (empty: the system's).
    var swiftUITitle: String { look.titleColor.map { ".foregroundStyle(\(colors.swiftUI($0)))" } ?? "" }
    var swiftUISubtitle: String { ".foregroundStyle(\(look.subtitleColor.map(colors.swiftUI) ?? ".secondary"))" }

    // MARK: Compose

    /// The separator's colour where the design sets none: UIKit's grey, its opaque separator in dark mode (RowStyle).
    static let defaultSeparator = DynamicColor(light: Color(200, 199, 204), dark: SystemColor.opaqueSeparator.dark)

    /// The screen's colour behind the list (nil: the theme's).
    var composeScreen: String? { look.screenColor.map(colors.compose) }

    /// The row composable's body around its `ListItem(` arguments: the row's colours, its card (16 dp
    /// in, rounded at its section's ends) when inset grouped, the separator under it but the last.
    func composeRow(_ listItem: [String]) -> [String] {
        let separator = look.separatorHidden ? nil : look.separatorColor ?? Self.defaultSeparator
        let itemColors = [("containerColor", look.rowColor), ("headlineColor", look.titleColor), ("supportingColor", look.subtitleColor)]
            .compactMap { name, color in color.map { "\(name) = \(colors.compose($0))" } }
        let dynamic = [look.rowColor, look.titleColor, look.subtitleColor, separator].contains { $0.map { $0.light != $0.dark } ?? false }
        let p = code.language.number
        var l: [String] = dynamic ? ["    val dark = isSystemInDarkTheme()"] : []
        var modifier = "Modifier.fillMaxWidth()"
        if isGrouped {
            let r = p(ListLook.groupedCornerRadius) + ".dp"
            l.append("    val first = index == 0")
            modifier += ".padding(horizontal = \(p(ListLook.groupedInset)).dp).clip(RoundedCornerShape("
                + "topStart = if (first) \(r) else 0.dp, topEnd = if (first) \(r) else 0.dp, bottomStart = if (last) \(r) else 0.dp, bottomEnd = if (last) \(r) else 0.dp))"
        }
        l.append("    Column(\(modifier)) {")
        l += listItem.map { "        " + $0 }
        if !itemColors.isEmpty { l.append("            colors = ListItemDefaults.colors(\(itemColors.joined(separator: ", "))),") }
        l.append("        )")
        if let separator {
            l += ["        // Where the separator starts: \(look.separatorInset == nil ? "a built-in template's text column" : "the design's inset").",
                  "        val inset = \(separatorInsetCode("template", dictionary: { "mapOf(\($0))" }, pair: { "\($0) to \($1)" }, orElse: "?:"))",
                  "        if (!last) HorizontalDivider(Modifier.padding(start = inset.dp), thickness = \(p(separatorThickness)).dp, color = \(colors.compose(separator)))"]
        }
        return l + ["    }"]
    }

    // MARK: Flutter

    /// The screen's colour behind the layers and the list (nil: the theme's).
    var flutterScreen: String? { look.screenColor.map(colors.flutter) }

    /// The title's and subtitle's colours (nil: the theme's).
    var flutterTitleColor: String? { look.titleColor.map(colors.flutter) }
    var flutterSubtitleColor: String? { look.subtitleColor.map(colors.flutter) }

    /// templateRow's return around its `ListTile(` (a widget ending in a comma): the row's colour, its
    /// card (16 points in, rounded at its section's ends) when inset grouped, the separator under it
    /// but the last.
    func flutterRow(_ tile: [String]) -> [String] {
        let p = code.language.number
        let color = look.rowColor.map(colors.flutter) ?? "CupertinoColors.systemBackground.resolveFrom(context)"
        var l: [String] = []
        var decoration = "BoxDecoration(color: \(color))"
        if isGrouped {
            let r = p(ListLook.groupedCornerRadius)
            l.append("    final first = index == 0;")
            decoration = "BoxDecoration(color: \(color), borderRadius: BorderRadius.vertical(top: Radius.circular(first ? \(r) : 0.0), bottom: Radius.circular(last ? \(r) : 0.0)))"
        }
        if !look.separatorHidden {
            l += ["    // Where the separator starts: \(look.separatorInset == nil ? "a built-in template's text column" : "the design's inset").",
                  "    final inset = \(separatorInsetCode("template", dictionary: { "const <String, double>{\($0)}" }, pair: { "\($0): \($1)" }));"]
        }
        l += ["    return Container(",
              "      margin: \(isGrouped ? "const EdgeInsets.symmetric(horizontal: \(p(ListLook.groupedInset)))" : "EdgeInsets.zero"),",
              "      decoration: \(decoration),",
              "      clipBehavior: \(isGrouped ? "Clip.antiAlias" : "Clip.none"),",
              "      child: Column(mainAxisSize: MainAxisSize.min, children: ["]
        l += tile.map { "        " + $0 }
        if !look.separatorHidden {
            let separator = look.separatorColor.map(colors.flutter) ?? "CupertinoColors.separator.resolveFrom(context)"
            l.append("        if (!last) Divider(height: \(p(separatorThickness)), thickness: \(p(separatorThickness)), indent: inset, color: \(separator)),")
        }
        return l + ["      ]),", "    );"]
    }
}
