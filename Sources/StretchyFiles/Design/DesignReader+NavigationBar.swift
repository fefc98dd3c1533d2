import HeaderKit
import StretchyKit

extension DesignReader {
    /// A `navigationBar` layer: `{"title", "largeTitle", "leading": [items], "trailing": [items],
    /// "minimize", "tabs": [titles], "selected", "search"}`, items `{"symbol"|"title", "action", "group"}`.
    func navigationBar(_ value: JSONValue, at path: String) throws(StretchyError) -> NavigationBarLayer {
        let title = try value["title"].map { v throws(StretchyError) in try json.string(v, at: "\(path).title") } ?? "$title"
        func items(_ name: String) throws(StretchyError) -> [NavigationBarLayer.Item] {
            guard let list = value[name] else { return [] }
            var items: [NavigationBarLayer.Item] = []
            for (i, entry) in try json.array(list, at: "\(path).\(name)").enumerated() {
                let itemPath = "\(path).\(name)[\(i)]"
                let fields = try json.object(entry, at: itemPath)
                json.noteUnknownMembers(fields, known: ["symbol", "title", "action", "group"], at: itemPath)
                let item = NavigationBarLayer.Item(
                    symbol: try entry["symbol"].map { v throws(StretchyError) in try symbolName(v, at: "\(itemPath).symbol") },
                    title: try entry["title"].map { v throws(StretchyError) in try json.string(v, at: "\(itemPath).title") },
                    action: try entry["action"].map { v throws(StretchyError) in try json.string(v, at: "\(itemPath).action") },
                    group: try entry["group"].map { v throws(StretchyError) in try json.string(v, at: "\(itemPath).group") })
                guard item.symbol != nil || item.title != nil else { throw json.fail(itemPath, "needs a \"symbol\" or a \"title\"") }
                items.append(item)
            }
            guard items.count <= 4 else { throw json.fail("\(path).\(name)", "holds at most 4 items, found \(items.count)") }
            return items
        }
        var tabs: [String] = []
        if let list = value["tabs"] {
            for (i, entry) in try json.array(list, at: "\(path).tabs").enumerated() { tabs.append(try json.string(entry, at: "\(path).tabs[\(i)]")) }
            guard tabs.count <= 6 else { throw json.fail("\(path).tabs", "needs at most 6 tabs, found \(tabs.count)") }
        }
        let selected = try value["selected"].map { v throws(StretchyError) in
            try json.integer(v, at: "\(path).selected", in: 0...max(0, tabs.count - 1))
        } ?? 0
        return NavigationBarLayer(
            title: title,
            largeTitle: try value["largeTitle"].map { v throws(StretchyError) in try json.bool(v, at: "\(path).largeTitle") } ?? false,
            leading: try items("leading"), trailing: try items("trailing"),
            minimize: try choice(value["minimize"], at: "\(path).minimize", default: NavigationBarLayer.Minimize.automatic),
            tabs: tabs, selectedTab: selected,
            search: try value["search"].map { v throws(StretchyError) in try json.bool(v, at: "\(path).search") } ?? false)
    }
}
