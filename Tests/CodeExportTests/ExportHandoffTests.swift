import Foundation
import HeaderKit
import Testing
import TestSupport

/// Issue 47's handoff, on designs written here (not shipped): every symbol the tool knows becomes
/// a Material icon in Compose and a CupertinoIcons glyph in Flutter, listed in the header, with no
/// empty box; an underline tab strip is its own control in UIKit (a segmented one only when the
/// design says segmented); a blurred photo is blurred in UIKit too. Every file passes
/// `stretchy export-code --check`.
@Suite struct ExportHandoffTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    func export(_ design: String, _ target: String, content: String? = nil) throws -> (path: String, text: String, stderr: String) {
        let ext = ["uikit": "swift", "swiftui": "swift", "compose": "kt", "flutter": "dart"][target]!
        let path = folder.file("\(URL(fileURLWithPath: design).deletingPathExtension().lastPathComponent)-\(target).\(ext)")
        let run = try CLI.run(["export-code", "--design", design, "--target", target, "--out", path, "--inline-content"] + (content.map { ["--content", $0] } ?? []))
        try #require(run.status == 0, "\(target): \(run.stderr)")
        return (path, try String(contentsOfFile: path, encoding: .utf8), run.stderr)
    }

    func occurrences(_ text: String, _ part: String) -> Int { text.components(separatedBy: part).count - 1 }

    @Test func everySymbolIsAnIconInComposeAndFlutter() throws {
        // One icon layer per symbol name the tool draws (`stretchy symbols`).
        let names = SymbolTable.names
        let layers = names.enumerated().map { i, name in
            #"{"id": "icon\#(i)", "kind": "icon", "symbol": "\#(name)", "size": 20, "color": "label", "x": \#(i % 8 * 44), "y": \#(i / 8 * 44), "width": 44, "height": 44}"#
        }
        let design = try folder.write("symbols.json", #"{"name": "symbols", "scroll": {"contentInsetTop": 300}, "layers": [\#(layers.joined(separator: ",\n"))]}"#)
        let compose = try export(design, "compose"), flutter = try export(design, "flutter")
        #expect(occurrences(compose.text, "Icon(Icons.") == names.count, "every symbol layer is an Icons. icon in Compose")
        #expect(occurrences(flutter.text, "Icon(CupertinoIcons.") == names.count, "every symbol layer is a CupertinoIcons icon in Flutter")
        for run in [compose, flutter] {
            #expect(!run.text.contains("Not exported: layer 'icon") && !run.stderr.contains("symbol '"), "no icon is listed as not exported")
            #expect(!run.text.contains("Box(Modifier.fillMaxSize())  //") && !run.text.contains("SizedBox.expand()"), "no empty box")
        }
        // The header's table: every symbol with its icon, the artifact or package named.
        #expect(compose.text.contains("androidx.compose.material:material-icons-extended") && flutter.text.contains("cupertino_icons"))
        for name in names {
            #expect(compose.text.contains("//   \(name) → ") && flutter.text.contains("//   \(name) → "), "\(name) is in both headers")
        }
        // Equal glyphs carry no mark; a few have only the nearest one, marked.
        #expect(compose.text.contains("//   heart.fill → Icons.Filled.Favorite\n") && flutter.text.contains("//   heart.fill → CupertinoIcons.heart_fill\n"))
        #expect(flutter.text.contains("//   books.vertical → ~CupertinoIcons.book\n"))
        let check = ExportCheck.run([compose.path, flutter.path], templates: true)
        #expect(check.status == 0, "\(check.output.prefix(3000))")
    }

    /// A strip design: `style` given or not (underline, the default), with tabs in its content.
    func stripDesign(_ style: String?) throws -> (design: String, content: String) {
        let content = try folder.write("tabs-content.json", #"{"title": "Threads", "tabs": [{"title": "Threads", "rows": [{"title": "one"}]}, {"title": "Replies", "rows": [{"title": "two"}]}, {"title": "Media", "rows": [{"title": "three"}]}]}"#)
        let styleField = style.map { #""style": "\#($0)", "# } ?? ""
        let design = try folder.write("strip-\(style ?? "default").json", #"""
            {"name": "strip", "scroll": {"contentInsetTop": 200, "collapsedOffset": -44},
             "layers": [{"id": "strip", "kind": "tabs", \#(styleField)"x": 0, "y": "max(0, 156 - offset - 200)", "width": "W", "height": 44}]}
            """#)
        return (design, content)
    }

    @Test func anUnderlineStripIsItsOwnControlInUIKit() throws {
        for style in [nil, "underline"] {
            let (design, content) = try stripDesign(style)
            let uikit = try export(design, "uikit", content: content)
            #expect(!uikit.text.contains("UISegmentedControl"), "\(style ?? "default"): no segmented control for an underline strip")
            #expect(uikit.text.contains("TabStrip(titles: [\"Threads\", \"Replies\", \"Media\"])") && uikit.text.contains("final class StripTabStrip: UIControl"),
                    "\(style ?? "default"): the strip's own control")
            let swiftUI = try export(design, "swiftui", content: content)
            #expect(!swiftUI.text.contains(".pickerStyle(.segmented)") && swiftUI.text.contains("StripTabStrip(titles: [\"Threads\", \"Replies\", \"Media\"], selection: $stripSelection)"),
                    "\(style ?? "default"): SwiftUI's own strip view, not a segmented Picker")
            let check = ExportCheck.run([uikit.path])
            #expect(check.status == 0, "\(check.output.prefix(3000))")
            let swiftUICheck = ExportCheck.run([swiftUI.path])
            #expect(swiftUICheck.status == 0, "\(swiftUICheck.output.prefix(3000))")
        }
        let (design, content) = try stripDesign("segmented")
        let segmented = try export(design, "uikit", content: content), segmentedSwiftUI = try export(design, "swiftui", content: content)
        #expect(segmented.text.contains("UISegmentedControl(items:") && !segmented.text.contains("TabStrip"), "a segmented strip stays a segmented control")
        #expect(segmentedSwiftUI.text.contains(".pickerStyle(.segmented)") && !segmentedSwiftUI.text.contains("TabStrip"), "and a segmented Picker")
    }

    @Test func aBlurredPhotoIsBlurredInUIKit() throws {
        let design = try BlurredPhotoDesign.write(in: folder)
        let uikit = try export(design, "uikit")
        #expect(uikit.text.contains("let photoView = BlurredBlurredImageView()") && uikit.text.contains("CIFilter(name: \"CIGaussianBlur\")"), "a Core Image blurred copy")
        #expect(uikit.text.contains("photoView.blurRadius = ") && uikit.text.contains("photoView.original = UIImage(named: \"photo\")"), "its radius follows the offset")
        #expect(!uikit.text.contains("Not exported: layer 'photo': blur") && !uikit.stderr.contains("blur ("), "nothing listed")
        let swiftUI = try export(design, "swiftui"), compose = try export(design, "compose"), flutter = try export(design, "flutter")
        #expect(swiftUI.text.contains(".blur(radius:") && compose.text.contains(".blur((") && flutter.text.contains("ImageFiltered(imageFilter: ui.ImageFilter.blur("))
        let check = ExportCheck.run([uikit.path])
        #expect(check.status == 0, "\(check.output.prefix(3000))")
    }

    /// album's two glass buttons share the group "actions": one container in each Apple target.
    @Test func aGlassGroupIsOneContainer() throws {
        let uikit = try export("album", "uikit"), swiftUI = try export("album", "swiftui")
        #expect(uikit.text.contains("glassGroups[0].effect = UIGlassContainerEffect()"), "the group's container")
        #expect(uikit.text.contains("glassGroups[0].contentView.addSubview(addButtonView)") && uikit.text.contains("glassGroups[0].contentView.addSubview(moreButtonView)"),
                "both glass layers in it")
        #expect(swiftUI.text.contains("GlassEffectContainer {") && swiftUI.text.components(separatedBy: ".glassEffectUnion(id: \"actions\", namespace: glassNamespace)").count == 3,
                "one container, both glass united")
        for run in [uikit, swiftUI] { #expect(!run.text.contains("group 'actions'") && !run.stderr.contains("group 'actions'"), "nothing listed") }
        let check = ExportCheck.run([uikit.path, swiftUI.path])
        #expect(check.status == 0, "\(check.output.prefix(3000))")
    }
}
