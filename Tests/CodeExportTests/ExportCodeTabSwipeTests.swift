import Foundation
import ScrollCore
import Testing
import TestSupport

/// Compose and Flutter keep the last tab rules (issue 26, README "Tabs"): a tab shorter than the
/// screen is padded so the header still collapses (rule 4: the list's content reaches the pin plus
/// the viewport), and a horizontal swipe across the list switches tabs, landing as a paging scroll
/// view does (past half the width, or faster than the page-turn velocity, one tab the way it
/// points) — not when the design has a photo pager, which keeps horizontal drags, as in the tool.
/// What the targets cannot do (the lists following the finger) is listed in the designer's words;
/// the files parse with no error node and no string template the export did not write.
@Suite(.serialized) struct ExportCodeTabSwipeTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let swipeNote = "content: a horizontal swipe switches tabs when it is released (past half the width, or flicked); the lists and the strip's indicator do not follow the finger during the swipe"

    func export(_ design: String, _ target: String) throws -> (path: String, text: String, stderr: String) {
        let path = folder.file("\(URL(fileURLWithPath: design).deletingPathExtension().lastPathComponent)-\(target).\(target == "compose" ? "kt" : "dart")")
        let run = try CLI.run(["export-code", "--design", design, "--target", target, "--out", path, "--inline-content"])
        try #require(run.status == 0, "\(design) \(target): \(run.stderr)")
        return (path, try String(contentsOfFile: path, encoding: .utf8), run.stderr)
    }

    @Test func shortTabsArePaddedAndSwipesSwitchTabs() throws {
        let turn = CodeNumberText.decimal(ScrollView.pageTurnVelocity)
        var files: [String] = []
        for design in ["profile", "grid-profile"] {
            let compose = try export(design, "compose"), flutter = try export(design, "flutter")
            files += [compose.path, flutter.path]
            // Rule 4: the bottom padding is the pin plus the viewport less the content's end (UIKit points).
            for needle in ["contentPadding = PaddingValues(top = insetTop.dp, bottom = shortTabPad.dp)",
                           "if (last == null || last.index < info.totalItemsCount - 1) 0f",
                           "else max(0f, tabPin + maxHeight.value - ((last.offset + last.size) / density.density + insetTop + offset))",
                           "detectHorizontalDragGestures(",
                           "if (swiped < -half || swipeVelocity < -\(turn)f) switchTab(selectedTab + 1)",
                           "else if (swiped > half || swipeVelocity > \(turn)f) switchTab(selectedTab - 1)"] {
                #expect(compose.text.contains(needle), "\(design) compose writes \(needle)")
            }
            for needle in ["SizedBox(height: math.max(0.0, tabPin + constraints.viewportMainAxisExtent - constraints.precedingScrollExtent))",
                           "onHorizontalDragUpdate: (details) => tabSwipe += details.primaryDelta ?? 0,",
                           "if (tabSwipe < -half || swipeVelocity < -\(turn)) {\n              switchTab(selectedTab + 1, tabPin);",
                           "} else if (tabSwipe > half || swipeVelocity > \(turn)) {\n              switchTab(selectedTab - 1, tabPin);",
                           "tabController.animateTo(tab);"] {
                #expect(flutter.text.contains(needle), "\(design) flutter writes \(needle)")
            }
            for run in [compose, flutter] {
                #expect(run.text.contains("// Not exported: " + Self.swipeNote) && run.stderr.contains(Self.swipeNote), "\(design): the swipe's limit is listed")
                #expect(!run.text.contains("is not padded"), "\(design): rule 4 is written, not listed")
            }
        }
        // A photo pager keeps horizontal drags: taps on the strip switch tabs, swipes do not (the tool's rule).
        let photo = CLI.repositoryRoot.appendingPathComponent("Resources/designs/images/screens/avatar-1.jpg").path
        if !FileManager.default.fileExists(atPath: folder.file("photo.jpg")) { try FileManager.default.copyItem(atPath: photo, toPath: folder.file("photo.jpg")) }
        let paged = try folder.write("paged.json", """
            {"name": "paged tabs", "scroll": {"contentInsetTop": 300, "rowsTop": 44, "collapsedOffset": 200},
             "layers": [{"id": "photos", "kind": "pager", "images": ["photo.jpg"], "pages": 3, "x": 0, "y": 0, "width": "W", "height": "max(0, -offset)"},
                        {"id": "strip", "kind": "tabs", "segments": ["A", "B"], "x": 0, "y": "max(0, -offset)", "width": "W", "height": 44}],
             "content": {"title": "Paged", "tabs": [{"title": "A", "rows": [{"title": "one"}]}, {"title": "B", "rows": [{"title": "two"}]}]}}
            """)
        for target in ["compose", "flutter"] {
            let run = try export(paged, target)
            files.append(run.path)
            #expect(!run.text.contains("detectHorizontalDragGestures(") && !run.text.contains("onHorizontalDragEnd"), "\(target): no tab swipe over a photo pager")
            #expect(!run.text.contains(Self.swipeNote), "\(target): nothing to list")
            #expect(run.text.contains(target == "compose" ? "bottom = shortTabPad.dp" : "constraints.precedingScrollExtent"), "\(target): rule 4 still holds")
        }
        let parse = ExportCheck.run(files, templates: true)
        #expect(parse.status == 0, "Kotlin/Dart parse: \(parse.output.prefix(3000))")
    }
}

/// A number as the exports write it (one decimal at least), for expected text.
enum CodeNumberText {
    static func decimal(_ value: Double) -> String { value == value.rounded() ? String(format: "%.1f", value) : "\(value)" }
}
