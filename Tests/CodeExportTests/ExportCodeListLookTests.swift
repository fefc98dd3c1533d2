import Foundation
import HeaderKit
import Testing
import TestSupport

/// The design's list look (`"list"`: style, background, separator colour / inset / hidden, title
/// and subtitle colours) is written by every target (issue 26's look; issue 28: every primitive is
/// exported or listed): UIKit's list configuration and cell configurations, SwiftUI's row wrapper,
/// Compose's ListItem colours and dividers, Flutter's decorated tiles and dividers. The colours
/// and insets are checked against independent numbers (#123456 is 18/255, 52/255, 86/255; a
/// thumbnail's text column starts 16 + 44 + 12 pt in, a track's 16 + 28 + 8), and the files
/// type-check against the stand-ins with warnings as errors (UIKit, SwiftUI) or parse (Kotlin,
/// Dart, with no string template the export did not write).
@Suite(.serialized) struct ExportCodeListLookTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// A design with `list` over a content of a headed thumbnail section and a track section (or,
    /// `plainRows`, one plain list of rows, which the look alone makes sectioned).
    func design(_ name: String, list: String, plainRows: Bool = false) throws -> String {
        let content = plainRows
            ? #"{"title": "Look", "rows": [{"title": "One", "subtitle": "a"}, {"title": "Two", "subtitle": "b"}]}"#
            : #"{"title": "Look", "sections": [{"header": "Today", "template": "thumbnail", "rows": [{"title": "One", "subtitle": "a"}, {"title": "Two"}]}, {"template": "track", "rows": [{"title": "Three"}]}]}"#
        return try folder.write("\(name).json", """
            {"name": "\(name)", "list": \(list), "scroll": {"contentInsetTop": 200},
             "layers": [{"id": "photo", "kind": "color", "color": "systemTeal", "x": 0, "y": 0, "width": "W", "height": "max(0, -offset)"}],
             "content": \(content)}
            """)
    }

    static let extensions = ["uikit": "swift", "swiftui": "swift", "compose": "kt", "flutter": "dart"]

    /// The design exported to every target: each file's path and text, by target.
    func exports(_ design: String) throws -> [String: (path: String, text: String)] {
        var files: [String: (String, String)] = [:]
        for (target, ext) in Self.extensions {
            let path = folder.file("\(URL(fileURLWithPath: design).deletingPathExtension().lastPathComponent)-\(target).\(ext)")
            let run = try CLI.run(["export-code", "--design", design, "--target", target, "--out", path, "--inline-content"])
            try #require(run.status == 0, "\(target): \(run.stderr)")
            files[target] = (path, try String(contentsOfFile: path, encoding: .utf8))
        }
        return files
    }

    static let grouped = ##"{"style": "insetGrouped", "background": "#FFEEDD", "separator": {"color": "systemRed", "inset": 60}, "titleColor": "#123456", "subtitleColor": "systemBlue"}"##

    @Test func insetGroupedLookIsWrittenInEveryTarget() throws {
        let files = try exports(try design("grouped", list: Self.grouped))
        let title = "red: 0.071, green: 0.204, blue: 0.337"
        let expected: [String: [String]] = [
            "uikit": ["view.backgroundColor = UIColor.systemGroupedBackground",
                      "UICollectionLayoutListConfiguration(appearance: .insetGrouped)",
                      "configuration.separatorConfiguration.color = UIColor.systemRed",
                      "bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60.0, bottom: 0, trailing: 0)",
                      "separator.bottomSeparatorVisibility = .hidden",
                      "configuration.textProperties.color = UIColor(\(title), alpha: 1.0)",
                      "configuration.secondaryTextProperties.color = UIColor.systemBlue",
                      "background.backgroundColor = UIColor(red: 1.0, green: 0.933, blue: 0.867, alpha: 1.0)",
                      "header.pinToVisibleBounds = false", "UIListContentConfiguration.groupedHeader()", "content.header?.uppercased()"],
            "swiftui": [".background(Color(uiColor: .systemGroupedBackground))", "pinnedViews: [])",
                        "row().background(Color(red: 1.0, green: 0.933, blue: 0.867, opacity: 1.0), in: UnevenRoundedRectangle(topLeadingRadius: first ? 10.0 : 0",
                        "Rectangle().fill(Color(uiColor: .systemRed)).frame(height: 0.5).padding(.leading, inset)",
                        ".padding(.horizontal, 16.0)", "private func separatorInset(_ template: String) -> CGFloat {\n        60.0\n",
                        ".foregroundStyle(Color(\(title), opacity: 1.0))", ".foregroundStyle(Color(uiColor: .systemBlue))"],
            "compose": ["BoxWithConstraints(Modifier.fillMaxSize().background((if (dark) Color(0xFF000000) else Color(0xFFF2F2F7))",
                        "ListItemDefaults.colors(containerColor = Color(0xFFFFEEDD), headlineColor = Color(0xFF123456), supportingColor = (if (dark) Color(0xFF0A84FF) else Color(0xFF007AFF))",
                        "if (!last) HorizontalDivider(Modifier.padding(start = inset.dp), thickness = 0.5f.dp, color = (if (dark) Color(0xFFFF453A) else Color(0xFFFF3B30))",
                        "val inset = 60.0f", ".padding(horizontal = 16.0f.dp).clip(RoundedCornerShape(topStart = if (first) 10.0f.dp"],
            "flutter": ["ColoredBox(color: CupertinoColors.systemGroupedBackground.resolveFrom(context), child: Stack(",
                        "BoxDecoration(color: const Color(0xFFFFEEDD), borderRadius: BorderRadius.vertical(top: Radius.circular(first ? 10.0 : 0.0)",
                        "margin: const EdgeInsets.symmetric(horizontal: 16.0)",
                        "if (!last) Divider(height: 0.5, thickness: 0.5, indent: inset, color: CupertinoColors.systemRed.resolveFrom(context))",
                        "final inset = 60.0;", "color: const Color(0xFF123456)", "color: CupertinoColors.systemBlue.resolveFrom(context)"],
        ]
        for (target, needles) in expected {
            let text = try #require(files[target]).text
            for needle in needles { #expect(text.contains(needle), "\(target) writes \(needle)") }
            #expect(!text.contains("Not exported: list ("), "\(target) no longer lists the look as not exported")
        }
        // Compose and Flutter keep plain pinned headers: said in the designer's words.
        for target in ["compose", "flutter"] {
            #expect(try #require(files[target]).text.contains("Not exported: list style insetGrouped: section headers are pinned plain headers"), "\(target)")
        }
        try expectCompiles(files)
    }

    @Test func plainLookKeepsEachTemplatesSeparatorInsetAndHidesSeparators() throws {
        // No inset: a separator starts at the template's text column (thumbnail 16 + 44 + 12, track 16 + 28 + 8).
        let insets = try exports(try design("insets", list: ##"{"separator": {"color": "#FF0000"}}"##))
        #expect(try #require(insets["swiftui"]).text.contains(#"(["subtitle": 16.0, "thumbnail": 72.0, "value1": 16.0, "track": 52.0] as [String: CGFloat])[template] ?? 16.0"#))
        #expect(try #require(insets["compose"]).text.contains(#"mapOf("subtitle" to 16.0f, "thumbnail" to 72.0f, "value1" to 16.0f, "track" to 52.0f)[template] ?: 16.0f"#))
        #expect(try #require(insets["flutter"]).text.contains(#"const <String, double>{'subtitle': 16.0, 'thumbnail': 72.0, 'value1': 16.0, 'track': 52.0}[template] ?? 16.0"#))
        let uikit = try #require(insets["uikit"]).text
        #expect(uikit.contains("UICollectionLayoutListConfiguration(appearance: .plain)") && uikit.contains("separatorConfiguration.color = UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)"))
        #expect(!uikit.contains("bottomSeparatorInsets"), "UIKit's list cells keep their own inset at the text")
        #expect(uikit.contains("view.backgroundColor = .systemBackground"), "a plain list without a background keeps the system's")
        // Hidden separators and a dark list over a plain list of rows: the look makes it sectioned.
        let hidden = try exports(try design("hidden", list: ##"{"background": "#121212", "titleColor": "white", "separator": {"hidden": true}}"##, plainRows: true))
        let hiddenUIKit = try #require(hidden["uikit"]).text
        #expect(hiddenUIKit.contains("UICollectionView(") && hiddenUIKit.contains("configuration.showsSeparators = false"))
        #expect(hiddenUIKit.contains("view.backgroundColor = UIColor(red: 0.071, green: 0.071, blue: 0.071, alpha: 1.0)"))
        for target in ["swiftui", "compose", "flutter"] {
            let text = try #require(hidden[target]).text
            #expect(!text.contains("Divider(") && !text.contains("Rectangle().fill(Color(uiColor: .separator))"), "\(target): no separator")
        }
        // The system look: every target's own list, no look written.
        let system = try exports(try design("system", list: "{}"))
        #expect(try #require(system["uikit"]).text.contains("NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain)"))
        try expectCompiles(insets)
        try expectCompiles(hidden)
    }

    /// UIKit and SwiftUI type-check against the stand-ins with warnings as errors; Kotlin and Dart parse.
    func expectCompiles(_ files: [String: (path: String, text: String)]) throws {
        for target in ["uikit", "swiftui"] {
            let check = ExportCheck.run([try #require(files[target]).path])
            #expect(check.status == 0, "\(target) type-checks: \(check.output.prefix(3000))")
        }
        let parse = ExportCheck.run([try #require(files["compose"]).path, try #require(files["flutter"]).path], templates: true)
        #expect(parse.status == 0, "Kotlin/Dart parse: \(parse.output.prefix(3000))")
    }
}
