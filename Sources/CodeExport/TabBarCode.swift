import HeaderKit

/// A `tabBar` layer in the Apple targets: the screen becomes one tab of the app's tab bar
/// (UITabBarController / TabView) with the design's items, selected tab, minimise behaviour
/// (iOS 26's `tabBarMinimizeBehavior`) and bottom accessory. The other tabs are placeholders.
struct TabBarCode {
    let code: DesignCode
    let bar: TabBarLayer

    /// The design's first tab bar (a screen has one).
    init?(code: DesignCode) {
        let bars = code.design.layers.compactMap { layer -> TabBarLayer? in
            if case let .tabBar(bar) = layer.kind { return bar } else { return nil }
        }
        guard let bar = bars.first, !bar.items.isEmpty else { return nil }
        self.code = code
        self.bar = bar
    }

    private var selected: Int { min(max(0, bar.selected), bar.items.count - 1) }

    /// A static factory on the view controller: the tab bar controller holding this screen.
    func uikitFactory(_ controller: String) -> [String] {
        var l = ["",
                 "    /// The app's tab bar with this screen as its selected tab (the other tabs are placeholders).",
                 "    static func inTabBarController() -> UITabBarController {",
                 "        let tabs = UITabBarController()",
                 "        var screens: [UIViewController] = []"]
        for (i, item) in bar.items.enumerated() {
            let image = item.symbol.map { "UIImage(systemName: \(code.literal($0)))" } ?? "nil"
            l.append("        let tab\(i) = \(i == selected ? "\(controller)()" : "UIViewController()")")
            l.append("        tab\(i).tabBarItem = UITabBarItem(title: \(code.literal(item.title)), image: \(image), tag: \(i))")
            l.append("        screens.append(tab\(i))")
        }
        l += ["        tabs.viewControllers = screens",
              "        tabs.selectedIndex = \(selected)"]
        if bar.minimize != .never || bar.accessory != nil {
            l.append("        if #available(iOS 26.0, *) {")
            if bar.minimize != .never { l.append("            tabs.tabBarMinimizeBehavior = .\(bar.minimize.rawValue)") }
            if let accessory = bar.accessory {
                l += ["            let accessory = UILabel()",
                      "            accessory.text = \(code.literal(accessory))",
                      "            tabs.bottomAccessory = UITabAccessory(contentView: accessory)"]
            }
            l.append("        }")
        } else {
            l.append("        // The design's tab bar never minimises: iOS 26's default (.automatic) is left for the system.")
        }
        l += ["        return tabs", "    }"]
        return l
    }

    /// A view holding the screen in a TabView (iOS 26: `Tab`, minimise behaviour, bottom accessory).
    func swiftUIView(screen: String) -> [String] {
        var l = ["/// The app's tab bar with \(screen) as its selected tab (the other tabs are placeholders).",
                 "@available(iOS 26.0, *)",
                 "struct \(code.typeName)Tabs: View {",
                 "    @State private var selection = \(selected)",
                 "    var body: some View {",
                 "        TabView(selection: $selection) {"]
        for (i, item) in bar.items.enumerated() {
            let content = i == selected ? "\(screen)()" : "Color.clear"
            if let symbol = item.symbol {
                l.append("            Tab(\(code.literal(item.title)) as String, systemImage: \(code.literal(symbol)), value: \(i)) { \(content) }")
            } else {
                l.append("            Tab(value: \(i)) { \(content) } label: { Text(verbatim: \(code.literal(item.title))) }")
            }
        }
        l.append("        }")
        l.append("        .tabBarMinimizeBehavior(.\(bar.minimize == .never ? "never" : bar.minimize.rawValue))")
        if let accessory = bar.accessory { l.append("        .tabViewBottomAccessory { Text(verbatim: \(code.literal(accessory))) }") }
        l += ["    }", "}"]
        return l
    }
}
