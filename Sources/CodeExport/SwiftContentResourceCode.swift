/// The UIKit and SwiftUI code that reads the list's content from its JSON resource
/// (`ContentResource`) instead of literal arrays: a `Decodable` model (`ContentFile`) decoded once
/// from the app's bundle with `JSONDecoder`, and the members the rest of the file reads
/// (`screenTitle`, `rows` or `tabTitles`, `tabs`, `sharedSections`) taken from it.
extension DesignCode {
    /// `ContentFile`, the resource's model with `fields` (Swift declarations), read once from the app's bundle.
    func swiftContentFile(_ fields: String) -> [String] {
        let resource = contentResource ?? "HeaderContent"
        return ["    /// The list's content, read once from \(CodeText.comment(resource)).json in the app's bundle (stretchy export-code",
                "    /// writes it beside this file: add it to the app target's resources).",
                "    struct ContentFile: Decodable {",
                "        let \(fields)",
                "        static let bundled: ContentFile = {",
                "            guard let url = Bundle.main.url(forResource: \(literal(resource)), withExtension: \"json\"),",
                "                  let data = try? Data(contentsOf: url) else {",
                "                fatalError(\(literal(resource + ".json is not in the app's bundle")))",
                "            }",
                "            do { return try JSONDecoder().decode(ContentFile.self, from: data) } catch {",
                "                fatalError(\(literal(resource + ".json does not decode: ")) + String(describing: error))",
                "            }",
                "        }()",
                "    }"]
    }

    /// A plain list's members from the resource: the model, the title and the rows (`numbered`: SwiftUI's ids by position).
    func swiftResourceRows(numbered: Bool) -> [String] {
        swiftContentFile("title: String, rows: [Row]")
            + ["    let screenTitle = ContentFile.bundled.title",
               numbered ? "    let rows = Row.numbered(ContentFile.bundled.rows)" : "    let rows = ContentFile.bundled.rows"]
    }

    /// Sectioned content's members from the resource: the model, the title, the tabs' titles, each
    /// tab's sections and the shared ones (`numbered`: SwiftUI's ids by position).
    func swiftResourceTabs(numbered: Bool) -> [String] {
        let shared = !content.shared.isEmpty
        var l = swiftContentFile("title: String, tabTitles: [String], tabs: [[ContentSection]]" + (shared ? ", sharedSections: [ContentSection]" : ""))
        l += ["    let screenTitle = ContentFile.bundled.title",
              "    let tabTitles = ContentFile.bundled.tabTitles",
              numbered ? "    let tabs = ContentFile.bundled.tabs.map(ContentSection.numbered)" : "    let tabs = ContentFile.bundled.tabs"]
        guard shared else { return l }
        return l + ["    /// Sections above the tab strip, every tab's: they scroll with the header.",
                    numbered ? "    let sharedSections = ContentSection.numbered(ContentFile.bundled.sharedSections)"
                             : "    let sharedSections = ContentFile.bundled.sharedSections"]
    }

    /// SwiftUI's row and section ids are their positions, which the JSON leaves out: the types decode
    /// every other field (`keys`) and `numbered` sets the ids after decoding.
    func swiftUINumbering(keys: [String], rows: Bool) -> [String] {
        ["        enum CodingKeys: String, CodingKey { case \(keys.joined(separator: ", ")) }",
         "        /// Numbers \(rows ? "rows" : "sections and their rows") by their position (the ids the views use).",
         "        static func numbered(_ all: [Self]) -> [Self] {",
         "            all.enumerated().map { position, element in",
         "                var numbered = element",
         "                numbered.id = position"]
            + (rows ? [] : ["                numbered.rows = Row.numbered(element.rows)"])
            + ["                return numbered",
               "            }",
               "        }"]
    }
}
