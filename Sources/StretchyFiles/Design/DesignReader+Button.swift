import HeaderKit
import StretchyKit

extension DesignReader {
    /// A `button` layer's fields: `style`, `title`, `symbol`, `tint`, `size` (its `action` is every
    /// layer's). A button needs a title or a symbol: an empty one draws nothing to tap.
    func button(_ value: JSONValue, at path: String) throws(StretchyError) -> ButtonLayer {
        let title = try value["title"].map { v throws(StretchyError) in try json.string(v, at: "\(path).title") } ?? ""
        let symbol = try value["symbol"].map { v throws(StretchyError) in try symbolName(v, at: "\(path).symbol") }
        guard !title.isEmpty || symbol != nil else { throw json.fail(path, "a button needs a \"title\" or a \"symbol\"") }
        return ButtonLayer(style: try choice(value["style"], at: "\(path).style", default: ButtonLayer.Style.filled),
                           title: title, symbol: symbol,
                           tint: try color(value["tint"], at: "\(path).tint", default: SystemColor.systemBlue),
                           size: try choice(value["size"], at: "\(path).size", default: ButtonLayer.Size.medium))
    }
}
