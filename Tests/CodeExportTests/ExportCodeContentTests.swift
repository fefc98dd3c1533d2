import Foundation
import HeaderKit
import Testing
import TestSupport

/// The Compose and Flutter exports carry the content as data (issue 28): a tabbed design with a
/// grid and a shared row (`grid-profile`, `profile`, and `grid-profile` over a content file of
/// hostile strings) exports to Kotlin and Dart that parse with no error node and hold no string
/// template the export did not write; every row of the content file is one row object in the
/// source; the grid's columns, spacing and aspect and the tabs' titles are written; the strip is a
/// TabRow / TabBar that switches tabs; the "Not exported" lines no longer drop the sections.
@Suite(.serialized) struct ExportCodeContentTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let hostile = ["$name", "${x}", "quote \" and ' both", "back\\slash", "new\nline", "*/ closes /* opens", "\"\"\"", "$", "x${'$'}y"]

    /// A content file with a shared row, a tab of list sections in every built-in template (headers
    /// hostile), a tab with a 4-column grid: every text hostile.
    func hostileContent() throws -> (path: String, rows: Int) {
        let image = CLI.repositoryRoot.appendingPathComponent("Resources/designs/images/screens/avatar-1.jpg")
        let imageName = "it's ${y} $z.jpg"
        if !FileManager.default.fileExists(atPath: folder.file(imageName)) {
            try FileManager.default.copyItem(atPath: image.path, toPath: folder.file(imageName))
        }
        func rows(_ n: Int, image: Bool) -> [[String: Any]] {
            (0..<n).map { i in
                var row: [String: Any] = ["title": Self.hostile[i % Self.hostile.count], "subtitle": Self.hostile[(i + 1) % Self.hostile.count],
                                          "detail": Self.hostile[(i + 2) % Self.hostile.count]]
                if image { row["image"] = imageName }
                return row
            }
        }
        let content: [String: Any] = [
            "title": "${title} \"\\",
            "sections": [["style": "row", "itemWidth": 60, "itemHeight": 60, "spacing": 12, "rows": rows(3, image: true)]],
            "tabs": [
                ["title": "$tab ${one}", "sections": RowTemplate.builtIns.enumerated().map { i, template in
                    ["header": Self.hostile[i], "template": template, "rows": rows(4, image: template == "thumbnail")] as [String: Any]
                }],
                ["title": "two */ \"\"\"", "sections": [["style": "grid", "columns": 4, "spacing": 2.5, "aspect": 1.5, "rows": rows(9, image: true)]]],
            ],
        ]
        let data = try JSONSerialization.data(withJSONObject: content)
        return (try folder.write("hostile-content.json", String(decoding: data, as: UTF8.self)), 3 + 4 * RowTemplate.builtIns.count + 9)
    }

    /// Rows in a content file (shared sections and every tab's), counted from its JSON.
    static func rowCount(_ path: String) throws -> Int {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let tabs = (json["tabs"] as? [[String: Any]]) ?? []
        let sections = ((json["sections"] as? [[String: Any]]) ?? []) + tabs.flatMap { ($0["sections"] as? [[String: Any]]) ?? [] }
        return sections.reduce(0) { $0 + (($1["rows"] as? [Any])?.count ?? 0) }
    }

    func export(_ design: String, _ target: String, content: String?) throws -> (path: String, text: String) {
        let ext = target == "compose" ? "kt" : "dart"
        let path = folder.file("\(target)-\(design)-\(content == nil ? "own" : "hostile").\(ext)")
        let outcome = try CLI.run(["export-code", "--design", design, "--target", target, "--out", path, "--inline-content"] + (content.map { ["--content", $0] } ?? []))
        try #require(outcome.status == 0, "\(design) \(target): \(outcome.stderr)")
        return (path, try String(contentsOfFile: path, encoding: .utf8))
    }

    /// Lines that construct a row object (`    GridProfileHeaderRow("…", …),`), not its declaration.
    static func rowObjects(_ text: String, type: String) -> Int {
        text.split(separator: "\n").filter { line in
            let trimmed = line.drop { $0 == " " }
            return trimmed.count < line.count && trimmed.hasPrefix(type + "(")
        }.count
    }

    @Test func tabbedGridAndSharedRowExportAsData() throws {
        let hostile = try hostileContent()
        let designsFolder = CLI.repositoryRoot.appendingPathComponent("Resources/designs")
        let cases: [(design: String, content: String?, rows: Int, type: String, grid: (columns: Int, spacing: String, aspect: String)?)] = [
            ("grid-profile", nil, try Self.rowCount(designsFolder.appendingPathComponent("content/grid-profile.json").path), "GridProfileHeaderRow", (3, "1.0", "1.25")),
            ("profile", nil, try Self.rowCount(designsFolder.appendingPathComponent("content/profile.json").path), "ProfileHeaderRow", nil),
            ("grid-profile", hostile.path, hostile.rows, "GridProfileHeaderRow", (4, "2.5", "1.5")),
        ]
        var files: [String] = []
        for c in cases {
            for target in ["compose", "flutter"] {
                let (path, text) = try export(c.design, target, content: c.content)
                files.append(path)
                let what = "\(c.design)\(c.content == nil ? "" : " (hostile content)") \(target)"
                #expect(Self.rowObjects(text, type: c.type) == c.rows, "\(what): \(Self.rowObjects(text, type: c.type)) row objects, the content has \(c.rows)")
                if let grid = c.grid {
                    let written = target == "compose"
                        ? "columns = \(grid.columns), spacing = \(grid.spacing)f, aspect = \(grid.aspect)f"
                        : "columns: \(grid.columns), spacing: \(grid.spacing), aspect: \(grid.aspect)"
                    #expect(text.contains(written), "\(what): the grid's \(written) is not written")
                }
                let strip = target == "compose" ? "TabRow(selectedTabIndex = selectedTab)" : "TabBar(controller: tabController, onTap: (tab) => switchTab(tab, tabPin)"
                #expect(text.contains(strip), "\(what): the tab strip does not switch tabs")
                #expect(!text.contains("the sections, grids, horizontal rows, row templates and tabs are not exported"), "\(what)")
                #expect(text.contains("rule 4 of the tab rules"), "\(what): rule 4 is neither written nor listed")
            }
        }
        let compose = try String(contentsOfFile: files[4], encoding: .utf8), flutter = try String(contentsOfFile: files[5], encoding: .utf8)
        // The hostile tab titles, escaped per language.
        #expect(compose.contains(#"val tabTitles = listOf("\$tab \${one}", "two */ \"\"\"")"#), "Kotlin tab titles")
        #expect(flutter.contains(#"static const List<String> tabTitles = ['\$tab \${one}', 'two */ """'];"#), "Dart tab titles")
        let parse = ExportCheck.run(files, templates: true)
        #expect(parse.status == 0, "Kotlin/Dart parse errors or templates the export did not write (needs `make test-deps`): \(parse.output)")
    }
}
