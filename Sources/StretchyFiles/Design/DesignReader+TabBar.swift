import HeaderKit
import ScrollCore
import StretchyKit

extension DesignReader {
    /// A `tabBar` layer's fields: items (`title`, `symbol`), selected, minimize, accessory.
    func tabBar(_ value: JSONValue, at path: String) throws(StretchyError) -> TabBarLayer {
        let list = try json.required(value, "items", at: path, "the tabs: [{\"title\": …, \"symbol\": …}]")
        var items: [TabBarLayer.Item] = []
        for (i, entry) in try json.array(list, at: "\(path).items").enumerated() {
            let itemPath = "\(path).items[\(i)]"
            let fields = try json.object(entry, at: itemPath)
            json.noteUnknownMembers(fields, known: ["title", "symbol"], at: itemPath)
            let title = try json.required(entry, "title", at: itemPath)
            items.append(TabBarLayer.Item(title: try json.string(title, at: "\(itemPath).title"),
                                          symbol: try entry["symbol"].map { v throws(StretchyError) in try symbolName(v, at: "\(itemPath).symbol") }))
        }
        guard !items.isEmpty, items.count <= 10 else { throw json.fail("\(path).items", "needs 1 to 10 tabs, found \(items.count)") }
        let selected = try value["selected"].map { v throws(StretchyError) in
            try json.integer(v, at: "\(path).selected", in: 0...(items.count - 1))
        } ?? 0
        return TabBarLayer(items: items, selected: selected,
                           minimize: try choice(value["minimize"], at: "\(path).minimize", default: TabBarLayer.Minimize.never),
                           accessory: try value["accessory"].map { v throws(StretchyError) in try json.string(v, at: "\(path).accessory") })
    }
}

extension DesignReader {
    /// An SF Symbol name `SymbolTable` draws; an unknown one is refused with the nearest names.
    func symbolName(_ value: JSONValue, at path: String) throws(StretchyError) -> String {
        let name = try json.string(value, at: path)
        guard SymbolTable.glyphs[name] != nil else {
            let near = NearestNames.closest(name, among: SymbolTable.names).map { "'\($0)'" }.joined(separator: ", ")
            throw json.fail(path, "unknown symbol '\(name)' " + (near.isEmpty ? "(`stretchy symbols` lists them)" : "(did you mean \(near)?)"))
        }
        return name
    }
}
