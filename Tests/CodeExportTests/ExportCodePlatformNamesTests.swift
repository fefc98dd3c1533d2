import Foundation
import HeaderKit
import Testing
import TestSupport

/// The platform's own names where a design names a platform thing: the text style's size and
/// weight, iOS's dynamic system colours (they follow dark mode; fixed RGB would not), each
/// material by its UIKit and SwiftUI name, and the device's safe area in Compose.
@Suite(.serialized) struct ExportCodePlatformNamesTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    func export(_ design: String, _ target: String) throws -> String {
        if ExportRun.shippedDesigns.contains(design) { return try ExportRun.shipped(design, target).stdout }
        let run = try CLI.run(["export-code", "--design", design, "--target", target])
        try #require(run.status == 0, "\(design) \(target): \(run.stderr)")
        return run.stdout
    }

    /// The QA probe's case: large-title's title is UIFont's largeTitle, 34 pt bold, in every target.
    @Test func theLargeTitleIs34PointBoldInEveryTarget() throws {
        let swiftUI = try export("large-title", "swiftui")
        #expect(swiftUI.contains("let largeTitleSize: CGFloat = 34.0") && swiftUI.contains("fontSize: largeTitleSize"))
        #expect(swiftUI.contains("font(.system(size: layout.largeTitle.fontSize, weight: .bold))"), "SwiftUI: the large title's size and weight")
        #expect(!swiftUI.contains("size: 17,"), "SwiftUI: no fixed 17 pt")
        let compose = try export("large-title", "compose")
        #expect(compose.contains("const val largeTitleSize = 34.0f") && compose.contains("fontSize = (largeTitleSize).sp, fontWeight = FontWeight.Bold"))
        let flutter = try export("large-title", "flutter")
        #expect(flutter.contains("static const double largeTitleSize = 34.0;") && flutter.contains("fontSize: largeTitleSize, fontWeight: FontWeight.w700"))
    }

    /// Every system colour a design file may name, as each platform's dynamic colour. Flutter's
    /// Cupertino library spells grey the British way; Compose has no iOS palette and gets the
    /// light/dark pair (values from Apple's HIG: label is black / white).
    @Test func systemColoursStayDynamicInEveryTarget() throws {
        let names = ["label", "secondaryLabel", "tertiaryLabel", "separator", "opaqueSeparator", "systemBackground",
                     "secondarySystemBackground", "systemGroupedBackground", "systemBlue", "systemRed", "systemGreen",
                     "systemOrange", "systemPink", "systemGray4", "systemGray5"]
        let layers = names.enumerated().map { #"{"id": "c\#($0.offset)", "kind": "color", "color": "\#($0.element)", "width": 10, "height": 10}"# }
        let design = try folder.write("colours.json", #"{"name": "colours", "scroll": {"contentInsetTop": 0}, "layers": [\#(layers.joined(separator: ", "))]}"#)
        let uikit = try export(design, "uikit"), swiftUI = try export(design, "swiftui"), flutter = try export(design, "flutter")
        for (i, name) in names.enumerated() {
            #expect(uikit.contains("c\(i)View.backgroundColor = UIColor.\(name)\n"), "UIKit: \(name)")
            #expect(swiftUI.contains("place(Color(uiColor: .\(name)), layout.c\(i),"), "SwiftUI: \(name)")
            #expect(flutter.contains("CupertinoColors.\(name.replacingOccurrences(of: "Gray", with: "Grey")).resolveFrom(context)"), "Flutter: \(name)")
        }
        #expect(uikit.contains("view.backgroundColor = .systemBackground"), "UIKit: the screen follows dark mode too")

        // Every other colour a design file may name is a dynamic one too, never RGB (a colour
        // whose value another name shares may be written by that name).
        let all = SystemColor.named.keys.filter { !["white", "black", "clear"].contains($0) }.sorted()
        let layersAll = all.enumerated().map { #"{"id": "c\#($0.offset)", "kind": "color", "color": "\#($0.element)", "width": 10, "height": 10}"# }
        let everyColour = try folder.write("all.json", #"{"name": "all", "scroll": {"contentInsetTop": 0}, "layers": [\#(layersAll.joined(separator: ", "))]}"#)
        let sources = ["uikit": try export(everyColour, "uikit"), "swiftui": try export(everyColour, "swiftui"), "flutter": try export(everyColour, "flutter")]
        for (i, name) in all.enumerated() {
            #expect(sources["uikit"]!.contains("c\(i)View.backgroundColor = UIColor.") && !sources["uikit"]!.contains("c\(i)View.backgroundColor = UIColor("), "UIKit: \(name)")
            let line = { (target: String) in sources[target]!.split(separator: "\n").first { $0.hasSuffix("// c\(i)") }.map(String.init) ?? "" }
            #expect(line("swiftui").contains("place(Color(uiColor: ."), "SwiftUI: \(name)")
            #expect(line("flutter").contains("CupertinoColors."), "Flutter: \(name)")
        }
        let compose = try export(design, "compose")
        #expect(compose.contains("val dark = isSystemInDarkTheme()"))
        #expect(compose.contains("(if (dark) Color(0xFFFFFFFF) else Color(0xFF000000)) /* label */"), "Compose: label's light/dark pair")
    }

    /// UIBlurEffect.Style and SwiftUI's Material names (Apple's documentation); SwiftUI has no
    /// chrome, and says which it chose instead.
    @Test func eachMaterialIsThePlatformsNamedMaterial() throws {
        let styles = ["ultraThin": (".systemUltraThinMaterial", ".ultraThinMaterial"), "thin": (".systemThinMaterial", ".thinMaterial"),
                      "regular": (".systemMaterial", ".regularMaterial"), "thick": (".systemThickMaterial", ".thickMaterial"),
                      "chrome": (".systemChromeMaterial", ".bar")]
        for (style, (uikitName, swiftUIName)) in styles {
            let design = try folder.write("\(style).json", #"{"name": "m", "scroll": {"contentInsetTop": 0}, "layers": [{"id": "m", "kind": "material", "material": "\#(style)", "height": 90}]}"#)
            let uikit = try export(design, "uikit"), swiftUI = try export(design, "swiftui")
            #expect(uikit.contains("UIVisualEffectView(effect: UIBlurEffect(style: \(uikitName)))"), "UIKit \(style)")
            #expect(!uikit.contains("mView.contentView.backgroundColor"), "UIKit \(style): the material's own tint, not a second one")
            #expect(swiftUI.contains("place(Rectangle().fill(\(swiftUIName)), layout.m,"), "SwiftUI \(style)")
            #expect(swiftUI.contains("Not exported: layer 'm': material chrome") == (style == "chrome"), "SwiftUI \(style): the note")
        }
    }

    /// Compose reads the status bar inset (large-title's bar sits below it) instead of 0.
    @Test func composeReadsTheSafeAreaFromWindowInsets() throws {
        let compose = try export("large-title", "compose")
        #expect(!compose.contains("val safeTop = 0f"))
        #expect(compose.contains("val safeTop = WindowInsets.safeDrawing.getTop(density) / density.density"))
    }
}
