import CodeExport
import Foundation
import Testing
import TestSupport

/// The list's content as a resource (issue 47): `export-code --out Header.EXT` writes
/// `HeaderContent.json` beside the code, whose rows, sections and tabs are the content file's
/// (read here from the content file itself); the code reads it (`Bundle.main` + `JSONDecoder`,
/// kotlinx.serialization from the assets, `fromJson` + `rootBundle`) and holds none of the rows;
/// the Swift type-checks and the Kotlin and Dart parse (`export-code --check`); the code file's
/// size does not grow with the content; an input is never written over; `--inline-content`
/// keeps the literal arrays.
@Suite(.serialized) struct ExportContentResourceTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let designs = CLI.repositoryRoot.appendingPathComponent("Resources/designs")
    static let targets = [("uikit", "swift"), ("swiftui", "swift"), ("compose", "kt"), ("flutter", "dart")]

    /// A content file's title, tab titles and every row (title, subtitle) in order: the sections
    /// above the tabs, then each tab's; a plain list's rows.
    static func expected(_ path: String) throws -> (title: String, tabs: [String], rows: [[String]]) {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let tabs = (json["tabs"] as? [[String: Any]]) ?? []
        let sections = ((json["sections"] as? [[String: Any]]) ?? []) + tabs.flatMap { ($0["sections"] as? [[String: Any]]) ?? [] }
        let rows = ((json["rows"] as? [[String: Any]]) ?? []) + sections.flatMap { ($0["rows"] as? [[String: Any]]) ?? [] }
        return (json["title"] as? String ?? "", tabs.map { $0["title"] as? String ?? "" },
                rows.map { [$0["title"] as? String ?? "", $0["subtitle"] as? String ?? ""] })
    }

    /// The resource's title, tab titles and rows in the same order, decoded with the model the exports mirror.
    static func written(_ path: String) throws -> (title: String, tabs: [String], rows: [[String]]) {
        let resource = try JSONDecoder().decode(ContentResource.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        let sections = (resource.sharedSections ?? []) + (resource.tabs ?? []).flatMap { $0 }
        let rows = (resource.rows ?? []) + sections.flatMap(\.rows)
        return (resource.title, resource.tabTitles ?? [], rows.map { [$0.title, $0.subtitle] })
    }

    /// How each target's code reads the resource named `name`.
    static func reads(_ target: String, _ name: String) -> [String] {
        switch target {
        case "compose": ["@Serializable", "Json.decodeFromString", "context.assets.open(\"\(name).json\")"]
        case "flutter": ["fromJson(", "jsonDecode(await rootBundle.loadString('assets/\(name).json'))"]
        default: ["Bundle.main.url(forResource: \"\(name)\", withExtension: \"json\")", "JSONDecoder().decode(ContentFile.self"]
        }
    }

    @Test func theContentGoesBesideTheCodeAndTheCodeReadsIt() throws {
        // A plain list (the bundled content), tabs of lists, shared sections above tabs with a grid.
        let cases = [("seed000", CLI.repositoryRoot.appendingPathComponent("Resources/content.json").path),
                     ("profile", Self.designs.appendingPathComponent("content/profile.json").path),
                     ("grid-profile", Self.designs.appendingPathComponent("content/grid-profile.json").path)]
        var files: [String] = []
        for (design, contentFile) in cases {
            let expected = try Self.expected(contentFile)
            try #require(expected.rows.count > 20, "\(design): too few rows to tell")
            // A file name a design (one compiler run checks every UIKit file: the names must differ).
            let stem = design.split(separator: "-").map(\.capitalized).joined() + "Header"
            for (target, ext) in Self.targets {
                let out = folder.file("\(target)/\(stem).\(ext)")
                try FileManager.default.createDirectory(atPath: folder.file(target), withIntermediateDirectories: true)
                let run = try CLI.run(["export-code", "--design", design, "--target", target, "--out", out])
                try #require(run.status == 0, "\(design) \(target): \(run.stderr)")
                let resource = folder.file("\(target)/\(stem)Content.json")
                #expect(run.stderr.contains("→ \(out) + \(resource)"), "\(run.stderr)")
                let written = try Self.written(resource)
                #expect(written.title == expected.title && written.tabs == expected.tabs, "\(design) \(target): \(written.title) \(written.tabs)")
                #expect(written.rows == expected.rows, "\(design) \(target): \(written.rows.count) rows written of \(expected.rows.count)")
                let code = try String(contentsOfFile: out, encoding: .utf8)
                for line in Self.reads(target, stem + "Content") { #expect(code.contains(line), "\(design) \(target) does not read the resource: \(line)") }
                // No row is in the code: the data is the resource's (the longest title, no layer's text).
                let title = try #require(expected.rows.map { $0[0] }.max { $0.count < $1.count })
                #expect(!code.contains("\"\(title)\"") && !code.contains("'\(title)'"), "\(design) \(target) still holds the row \(title)")
                files.append(out)
            }
        }
        let check = try CLI.run(["export-code", "--check"] + files, environment: ExportCheck.cacheEnvironment)
        #expect(check.status == 0 && check.stdout == "ok\n", "\(check.stdout)\(check.stderr.prefix(4000))")
    }

    /// The UIKit controller reads its resource at run time: compiled against the stand-in UIKit
    /// beside its `ProfileHeaderContent.json` (swift-corelibs-foundation's `Bundle.main` is the
    /// executable's folder), it has the content file's title, tab titles and rows per tab.
    @Test func theUIKitControllerDecodesItsResource() throws {
        let build = folder.file("run")
        try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
        let run = try CLI.run(["export-code", "--design", "profile", "--target", "uikit", "--out", build + "/ProfileHeader.swift"])
        try #require(run.status == 0, "\(run.stderr)")
        try folder.write("run/main.swift", """
            import UIKit
            let controller = ProfileHeaderViewController()
            print(controller.screenTitle)
            print(controller.tabTitles.joined(separator: "|"))
            print(controller.tabs.map { String($0.reduce(0) { $0 + $1.rows.count }) }.joined(separator: "|"))
            """)
        let modules = try StandInModules.uikit()
        let compiled = try StandInModules.swiftc(["-I", modules, "-L", modules, "-lUIKit", "ProfileHeader.swift", "main.swift", "-o", "reader"], in: build)
        try #require(compiled.status == 0, "\(compiled.output.prefix(3000))")
        let reader = try StandInModules.process(build + "/reader", [], in: build)
        let file = Self.designs.appendingPathComponent("content/profile.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let tabs = try #require(json["tabs"] as? [[String: Any]])
        let counts = tabs.map { String((($0["sections"] as? [[String: Any]]) ?? []).reduce(0) { $0 + (($1["rows"] as? [Any])?.count ?? 0) }) }
        #expect(reader.status == 0, "\(reader.output)")
        #expect(reader.output == [json["title"] as? String ?? "", tabs.map { $0["title"] as? String ?? "" }.joined(separator: "|"),
                                  counts.joined(separator: "|")].joined(separator: "\n") + "\n", "\(reader.output)")
    }

    /// Plain content of `rows` rows (titles and subtitles numbered).
    func plainContent(_ rows: Int) throws -> String {
        let list = (0..<rows).map { ["title": "Item \($0)", "subtitle": "Detail \($0)"] }
        let data = try JSONSerialization.data(withJSONObject: ["title": "Items", "rows": list] as [String: Any])
        return try folder.write("plain-\(rows).json", String(decoding: data, as: UTF8.self))
    }

    @Test func theCodeDoesNotGrowWithTheContent() throws {
        var sizes: [String: Int] = [:]
        for rows in [50, 900] {
            let content = try plainContent(rows)
            for (target, ext) in Self.targets {
                for inline in [false, true] {
                    // The same file name for both sizes (the resource's name is in the code).
                    try FileManager.default.createDirectory(atPath: folder.file("\(rows)"), withIntermediateDirectories: true)
                    let out = folder.file("\(rows)/\(target)-\(inline).\(ext)")
                    let run = try CLI.run(["export-code", "--design", "seed000", "--target", target, "--content", content, "--out", out] + (inline ? ["--inline-content"] : []))
                    try #require(run.status == 0, "\(target): \(run.stderr)")
                    let code = try String(contentsOfFile: out, encoding: .utf8)
                    sizes["\(target) \(rows) \(inline)"] = code.utf8.count
                    // The resource name follows the file's (two exports in one folder keep their own).
                    let resource = folder.file("\(rows)/\(target)-\(inline)Content.json")
                    #expect(FileManager.default.fileExists(atPath: resource) == !inline, "\(target) \(rows) inline \(inline)")
                    #expect(code.contains("Item \(rows - 1)") == inline, "\(target) \(rows) inline \(inline)")
                }
            }
        }
        for (target, _) in Self.targets {
            // The same code for 50 and 900 rows when they are the resource's; inline, every row is a line.
            #expect(sizes["\(target) 50 false"] == sizes["\(target) 900 false"], "\(target): \(sizes)")
            #expect(sizes["\(target) 900 true"]! - sizes["\(target) 50 true"]! > 850 * 20, "\(target): \(sizes)")
        }
    }

    @Test func anInputIsNeverWrittenOver() throws {
        // The content file is named as the resource of the code file would be.
        let original = try String(contentsOfFile: try plainContent(30), encoding: .utf8)
        let content = try folder.write("ScreenContent.json", original)
        let run = try CLI.run(["export-code", "--design", "seed000", "--target", "uikit", "--content", content, "--out", folder.file("Screen.swift")])
        #expect(run.status != 0 && run.stderr.contains("is an input of this export"), "\(run.stderr)")
        #expect(try String(contentsOfFile: content, encoding: .utf8) == original)
        #expect(!FileManager.default.fileExists(atPath: folder.file("Screen.swift")))
        // --inline-content writes no resource, so the same names are fine.
        let inline = try CLI.run(["export-code", "--design", "seed000", "--target", "uikit", "--content", content, "--out", folder.file("Screen.swift"), "--inline-content"])
        #expect(inline.status == 0, "\(inline.stderr)")
        #expect(try String(contentsOfFile: content, encoding: .utf8) == original)
        // A check takes no export option.
        let check = try CLI.run(["export-code", "--check", folder.file("Screen.swift"), "--inline-content"])
        #expect(check.status != 0 && check.stderr.contains("--inline-content is an export option"), "\(check.stderr)")
    }
}
