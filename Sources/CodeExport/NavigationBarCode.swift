import HeaderKit

/// A `navigationBar` layer in the Apple targets: the screen in a real navigation stack
/// (`UINavigationController` with `UIBarButtonItem`s / SwiftUI's `NavigationStack` with
/// `.toolbar` items), titled as the design says, and on iOS 27 minimising on scroll
/// (`UINavigationItem.navigationBarMinimization`, `.toolbarMinimizationBehavior(_:for: .navigationBar)`),
/// guarded by `#available(iOS 27.0, *)`. The tab strip and search field are listed as not exported.
struct NavigationBarCode {
    let code: DesignCode
    let bar: NavigationBarLayer

    /// The design's first navigation bar (a screen has one).
    init?(code: DesignCode) {
        guard let bar = code.design.navigationBar else { return nil }
        self.code = code
        self.bar = bar
    }

    private var title: String { bar.title == "$title" ? code.content.title : bar.title }

    /// UIKit's and SwiftUI's spelling of the minimise behaviour (nil: the system's automatic).
    private var behavior: String? { bar.minimize == .automatic ? nil : bar.minimize.rawValue }

    /// A static factory on the view controller: the navigation controller holding this screen.
    func uikitFactory(_ controller: String) -> [String] {
        var l = ["",
                 "    /// This screen in a navigation controller: the design's title, bar button items and,",
                 "    /// on iOS 27, the bar's minimisation on scroll.",
                 "    static func inNavigationController() -> UINavigationController {",
                 "        let screen = \(controller)()",
                 "        screen.navigationItem.title = \(code.literal(title))",
                 "        screen.navigationItem.largeTitleDisplayMode = .\(bar.largeTitle ? "always" : "never")"]
        func items(_ list: [NavigationBarLayer.Item]) -> String {
            "[" + list.map { item in
                let make = item.symbol.map { "UIBarButtonItem(image: UIImage(systemName: \(code.literal($0))), style: .plain, target: nil, action: nil)" }
                    ?? "UIBarButtonItem(title: \(code.literal(item.title ?? "")), style: .plain, target: nil, action: nil)"
                return "Self.barItem(\(make), label: \(code.literal(item.label)))"
            }.joined(separator: ", ") + "]"
        }
        if !bar.leading.isEmpty { l.append("        screen.navigationItem.leftBarButtonItems = \(items(bar.leading))") }
        // UIKit lays right items from the trailing edge inwards: the design lists them leading first.
        if !bar.trailing.isEmpty { l.append("        screen.navigationItem.rightBarButtonItems = \(items(bar.trailing.reversed()))") }
        if let behavior {
            l += ["        if #available(iOS 27.0, *) {",
                  "            screen.navigationItem.navigationBarMinimization.behavior = .\(behavior)",
                  "        }"]
        }
        l += ["        let navigation = UINavigationController(rootViewController: screen)",
              "        navigation.navigationBar.prefersLargeTitles = \(bar.largeTitle)",
              "        return navigation",
              "    }",
              "",
              "    /// A bar button item with the design's action words as its accessibility label.",
              "    private static func barItem(_ item: UIBarButtonItem, label: String) -> UIBarButtonItem {",
              "        item.accessibilityLabel = label",
              "        return item",
              "    }"]
        return l
    }

    /// A view holding the screen in a NavigationStack with the design's toolbar items.
    func swiftUIView(screen: String) -> [String] {
        func item(_ item: NavigationBarLayer.Item, _ placement: String) -> String {
            let action = code.literal(item.label)
            let button = item.symbol.map { "Button(\(action), systemImage: \(code.literal($0))) {}" }
                ?? "Button(\(code.literal(item.title ?? ""))) {}.accessibilityLabel(\(action))"
            return "                ToolbarItem(placement: .\(placement)) { \(button) }"
        }
        var l = ["/// \(screen) in a navigation stack: the design's title and toolbar items and, on iOS 27,",
                 "/// the navigation bar's minimisation on scroll.",
                 "struct \(code.typeName)Navigation: View {",
                 "    var body: some View {",
                 "        NavigationStack {",
                 "            \(screen)()",
                 "                .navigationTitle(\(code.literal(title)))",
                 "                .navigationBarTitleDisplayMode(.\(bar.largeTitle ? "large" : "inline"))",
                 "                .toolbar {"]
        l += bar.leading.map { item($0, "topBarLeading") } + bar.trailing.map { item($0, "topBarTrailing") }
        l += ["                }"]
        if behavior != nil { l.append("                .modifier(\(code.typeName)NavigationMinimization())") }
        l += ["        }", "    }", "}"]
        if let behavior {
            l += ["",
                  "/// iOS 27: the navigation bar minimises on scroll (earlier releases keep it as it is).",
                  "struct \(code.typeName)NavigationMinimization: ViewModifier {",
                  "    func body(content: Content) -> some View {",
                  "        if #available(iOS 27.0, *) {",
                  "            content.toolbarMinimizationBehavior(.\(behavior), for: .navigationBar)",
                  "        } else {",
                  "            content",
                  "        }",
                  "    }",
                  "}"]
        }
        return l
    }
}
