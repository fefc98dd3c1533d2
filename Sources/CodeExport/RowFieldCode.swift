import HeaderKit

/// What the Swift exports (UIKit, SwiftUI) write the same way for the content's rows: a row
/// template's text with its `$name` fields, an image pattern as the file the app bundles, and the
/// item size of grids and horizontal rows (`ContentSection.cellSize`'s arithmetic).
extension DesignCode {
    /// `text` with `$name` fields as Swift: literals and `ROW.field("name")` joined by `+`
    /// (`DesignRowTemplate.substitute`'s rule: a `$` before no name stays).
    func rowText(_ text: String, row: String) -> String {
        var parts: [String] = []
        DesignRowTemplate.scan(text, literal: { parts.append(literal($0)) }, field: { parts.append("\(row).field(\(literal($0)))") })
        return parts.isEmpty ? literal("") : parts.joined(separator: " + ")
    }

    /// An image pattern as the file name the app bundles: a row's field (already a file name), else
    /// the path's last component.
    func rowImageName(_ pattern: String, row: String) -> String {
        if !pattern.contains("$") { return literal(String(pattern.split(separator: "/").last ?? "")) }
        let value = rowText(pattern, row: row)
        let isOneField = pattern.hasPrefix("$") && pattern.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return isOneField ? value : "String((\(value)).split(separator: \"/\").last ?? \"\")"
    }

    /// `itemSize(_:width:)`: a grid cell's or a row item's size, as the tool lays them out.
    var itemSizeFunction: [String] {
        ["    /// A grid cell's size: `columns` share the width the spacing leaves (height itemHeight, else",
         "    /// width × aspect); a row item is itemHeight (72) tall and itemWidth (else height / aspect) wide.",
         "    func itemSize(_ content: ContentSection, width: CGFloat) -> CGSize {",
         "        if content.style == \"row\" {",
         "            let height = content.itemHeight ?? 72",
         "            return CGSize(width: content.itemWidth ?? height / content.aspect, height: height)",
         "        }",
         "        let side = max(0, (width - content.spacing * CGFloat(content.columns - 1)) / CGFloat(content.columns))",
         "        return CGSize(width: side, height: content.itemHeight ?? side * content.aspect)",
         "    }"]
    }

    /// The Row type's `field(_:)`: the row's field `name` ("" when it has none), as a template's `$name` reads it.
    var rowFieldFunction: [String] {
        ["        /// The field `name` (\"\" when the row has none).",
         "        func field(_ name: String) -> String {",
         "            switch name {",
         "            case \"title\": return title",
         "            case \"subtitle\": return subtitle",
         "            case \"detail\": return detail",
         "            case \"image\": return image",
         "            default: return fields[name] ?? \"\"",
         "            }",
         "        }"]
    }

    /// A row template's Swift type or function stem per template (sorted by name, unique).
    var rowTemplateStems: [(name: String, stem: String, template: DesignRowTemplate)] {
        let names = design.rowTemplates.keys.sorted()
        return zip(names, CodeNames.unique(names, fallback: "template", upper: true)).map { ($0, $1, design.rowTemplates[$0]!) }
    }

    /// The slot of a row template's `index`: after every name of the design's scope (its variables,
    /// and the layers' frame slots when it has any: a stack, an `auto` text, a button).
    var rowIndexSlot: Int { max(design.scope.names.count, ExpressionScope.builtIns.count + design.parameters.count + design.variables.count) }
}
