import Foundation
import Testing
import TestSupport

/// Issue 43 item 4 / issue 47 item 2: a `button` layer is exported as the platform's own button of
/// its style (UIKit `UIButton(configuration:)`, SwiftUI `Button` + `.buttonStyle` + `.controlSize`,
/// Compose's Material buttons, Flutter's Cupertino / Material buttons), with its title, symbol,
/// size and tint, and the Swift files pass `stretchy export-code --check`.
@Suite(.serialized) struct ExportCodeButtonTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// Every style once (`range(of:)`, not `contains`: see ExportCodeSchemaCoverageTests.has); a hyphenated id (no expression name) still sizes itself.
    static let design = """
    {"name": "buttons", "layers": [
      {"id": "follow-button", "kind": "button", "title": "Follow \\"me\\"", "symbol": "plus", "x": 20, "y": 100},
      {"id": "tinted", "kind": "button", "title": "Tinted", "style": "tinted", "tint": "systemRed", "size": "large", "x": 20, "y": 160},
      {"id": "gray", "kind": "button", "title": "Gray", "style": "gray", "size": "small", "x": 20, "y": 220},
      {"id": "bordered", "kind": "button", "title": "Mention", "style": "bordered", "tint": "label", "x": 20, "y": 280},
      {"id": "plain", "kind": "button", "title": "Plain", "style": "plain", "x": 20, "y": 340},
      {"id": "more", "kind": "button", "symbol": "ellipsis", "style": "glass", "x": 20, "y": 400, "action": "More"}]}
    """

    func export(_ target: String, _ ext: String) throws -> (text: String, stderr: String, path: String) {
        let design = try folder.write("buttons.json", Self.design)
        let path = folder.file("buttons-\(target).\(ext)")
        let run = try CLI.run(["export-code", "--design", design, "--target", target, "--out", path])
        try #require(run.status == 0, "\(run.stderr)")
        return (try String(contentsOfFile: path, encoding: .utf8), run.stderr, path)
    }

    @Test func uikitWritesOneConfiguredButtonPerLayerAndPassesTheCheck() throws {
        let (text, _, path) = try export("uikit", "swift")
        for expected in ["UIButton(configuration: .filled())", "followButtonConfiguration.title = \"Follow \\\"me\\\"\"",
                         "followButtonConfiguration.image = UIImage(systemName: \"plus\")", "followButtonConfiguration.imagePadding = 6.0",
                         "followButtonConfiguration.buttonSize = .medium", "followButtonConfiguration.baseBackgroundColor = UIColor.systemBlue",
                         "UIButton(configuration: .tinted())", "tintedConfiguration.buttonSize = .large", "tintedConfiguration.baseForegroundColor = UIColor.systemRed",
                         "UIButton(configuration: .gray())", "grayConfiguration.buttonSize = .small",
                         "borderedConfiguration.background.strokeColor = UIColor.label", "borderedConfiguration.background.strokeWidth = 1.0",
                         "if #available(iOS 26.0, *) { moreConfiguration = .glass() }", "if #available(iOS 26.0, *) { plainConfiguration.cornerStyle = .capsule }",
                         "moreView.accessibilityLabel = \"More\"", "func moreTapped() {}", "func followButtonTapped() {}"] {
            #expect(text.range(of: expected) != nil, "UIKit lacks: \(expected)")
        }
        // The button is the control: no transparent button laid over it.
        #expect(text.range(of: "followButtonButton") == nil)
        let check = try CLI.run(["export-code", "--check", path], environment: ExportCheck.cacheEnvironment)
        #expect(check.status == 0 && check.stdout == "ok\n", "\(check.stdout)\(check.stderr)")
    }

    @Test func swiftUIWritesButtonStylesAndControlSizesAndPassesTheCheck() throws {
        let (text, _, path) = try export("swiftui", "swift")
        for expected in ["Button(action: followButtonTapped) { HStack(spacing: 6.0) { Image(systemName: \"plus\"); Text(verbatim: \"Follow \\\"me\\\"\") } }.buttonStyle(.borderedProminent).tint(Color(uiColor: .systemBlue)).controlSize(.regular)",
                         ".buttonStyle(.bordered).tint(Color(uiColor: .systemRed)).controlSize(.large)", ".buttonStyle(.bordered).foregroundStyle(Color(uiColor: .systemBlue)).controlSize(.small)",
                         ".overlay(Capsule().strokeBorder(Color(uiColor: .label), lineWidth: 1.0))", ".buttonStyle(.borderless).tint(Color(uiColor: .systemBlue))",
                         ".buttonStyle(.glass)", "private func moreTapped() {}"] {
            #expect(text.range(of: expected) != nil, "SwiftUI lacks: \(expected)")
        }
        let check = try CLI.run(["export-code", "--check", path], environment: ExportCheck.cacheEnvironment)
        #expect(check.status == 0 && check.stdout == "ok\n", "\(check.stdout)\(check.stderr)")
    }

    /// A section's heading that scrolls and its own separators are listed as not exported (the list's are written).
    @Test func sectionsOwnHeadingsAndSeparatorsAreListed() throws {
        let example = CLI.repositoryRoot.appendingPathComponent("examples/buttons.json").path
        let run = try CLI.run(["export-code", "--design", example, "--target", "uikit"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.range(of: "content section 'Recent': \"pinned\": false (a heading that scrolls with its rows) and separator (the section's own) are not exported") != nil)
        #expect(run.stdout.range(of: "content section 'Pinned': separator (the section's own) is not exported") != nil)
        #expect(run.stdout.range(of: "content section 'Older'") == nil)
    }

    @Test func composeAndFlutterWriteTheirOwnButtons() throws {
        let compose = try export("compose", "kt")
        for expected in ["Button(onClick = { /* your action */ }", "ButtonDefaults.buttonColors(containerColor = ", "FilledTonalButton(", "OutlinedButton(", "TextButton(",
                         "Icon(Icons.", "contentPadding = PaddingValues(horizontal = 12.0f.dp, vertical = 7.0f.dp)", "copy(alpha = 0.15f)"] {
            #expect(compose.text.range(of: expected) != nil, "Compose lacks: \(expected)")
        }
        #expect(compose.stderr.range(of: "layer 'more': style glass is exported as a tonal button") != nil, "\(compose.stderr)")
        let flutter = try export("flutter", "dart")
        for expected in ["CupertinoButton.filled(onPressed: () {/* your action */}", "FilledButton.tonal(", "OutlinedButton(", "CupertinoButton(onPressed:",
                         "Icon(CupertinoIcons."] {
            #expect(flutter.text.range(of: expected) != nil, "Flutter lacks: \(expected)")
        }
    }
}
