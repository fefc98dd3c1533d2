import Foundation
import Testing
import TestSupport

/// Issue 44: `stretchy share` writes one self-contained page — the web player, the design, its
/// content, images and options, and the list's line heights as the Swift session measured them.
@Suite struct ShareCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// The JSON a page embeds under `id`.
    func embedded(_ html: String, _ id: String) throws -> Any {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"\(id)\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8), options: [.fragmentsAllowed])
    }

    @Test func sharesADesignAsOnePageWithItsRowsMeasured() throws {
        let run = try CLI.run(["share", "--design", "seed003", "--device", "iphone-15", "--out", folder.file("share")])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOfFile: folder.file("share/index.html"), encoding: .utf8)
        #expect(html.contains("window.stretchyPlayer") && html.contains("viewport-fit=cover") && html.contains("apple-mobile-web-app-capable"))
        #expect(!html.contains("<!--STRETCHY-"), "every placeholder is filled")
        let design = try #require(try embedded(html, "stretchy-design") as? [String: Any])
        #expect(design["name"] as? String == "seed003")
        let images = try #require(try embedded(html, "stretchy-images") as? [String: String])
        #expect(images["../header.jpg"]?.hasPrefix("data:image/jpeg;base64,") == true)
        let options = try #require(try embedded(html, "stretchy-options") as? [String: Any])
        #expect(options["device"] as? String == "iphone-15")
        // One height per row of the bundled content (seed003 shows it as one plain list).
        let content = try #require(try embedded(html, "stretchy-content") as? [String: Any])
        let rows = try #require(content["rows"] as? [Any])
        let heights = try #require(options["lineHeights"] as? [Double])
        #expect(heights.count == rows.count && heights.allSatisfy { $0 >= 44 })
    }

    @Test func carriesTheGlyphsOfTheDesignsSymbols() throws {
        let run = try CLI.run(["share", "--design", "large-title", "--out", folder.file("symbols")])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOfFile: folder.file("symbols/index.html"), encoding: .utf8)
        let images = try #require(try embedded(html, "stretchy-images") as? [String: String])
        #expect(images["symbol:ellipsis"]?.hasPrefix("data:image/svg+xml;base64,") == true)
    }

    /// Issue 44: the page for `profile` weighs no more than its images plus 400 KB.
    @Test func theProfilePageIsItsImagesPlusUnder400KB() throws {
        let run = try CLI.run(["share", "--design", "profile", "--out", folder.file("profile")])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOfFile: folder.file("profile/index.html"), encoding: .utf8)
        let images = try #require(try embedded(html, "stretchy-images") as? [String: String])
        #expect(images.count > 10)
        // Every tab's line heights (the player switches tabs): Posts, Replies, Media, Likes.
        let options = try #require(try embedded(html, "stretchy-options") as? [String: Any])
        let tabs = try #require(options["tabLineHeights"] as? [[Double]])
        #expect(tabs.count == 4 && tabs.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 > 0 } })
        #expect(tabs[0] == options["lineHeights"] as? [Double], "the shown tab's are the first")
        let rest = html.utf8.count - images.values.reduce(0) { $0 + $1.utf8.count }
        #expect(rest <= 400 * 1024, "\(rest) bytes besides the images")
    }

    /// What the player does not draw yet is said in one line (the iOS 27 navigation bar), and
    /// nothing for threads (stacks, steady `auto` sizes, references and its strip's look the page
    /// draws) or a shipped design.
    @Test func whatThePageDoesNotDrawIsNamed() throws {
        let navigation = CLI.repositoryRoot.appendingPathComponent("examples/navigation-bar.json").path
        let run = try CLI.run(["share", "--design", navigation, "--out", folder.file("navigation")])
        #expect(run.status == 0, "\(run.stderr)")
        let gaps = run.stderrLines.filter { $0.contains("the page does not draw") }
        #expect(gaps.count == 1 && gaps[0].contains("the navigation bar"), "\(run.stderr)")
        let threads = CLI.repositoryRoot.appendingPathComponent("examples/threads.json").path
        let drawn = try CLI.run(["share", "--design", threads, "--out", folder.file("threads")])
        #expect(drawn.status == 0 && !drawn.stderr.contains("the page does not draw"), "\(drawn.stderr)")
        // Buttons and the sections' own headings and separators (examples/buttons.json's inline content).
        let buttons = CLI.repositoryRoot.appendingPathComponent("examples/buttons.json").path
        let buttonRun = try CLI.run(["share", "--design", buttons, "--out", folder.file("buttons")])
        let buttonGaps = buttonRun.stderrLines.filter { $0.contains("the page does not draw") }
        #expect(buttonRun.status == 0 && buttonGaps.count == 1, "\(buttonRun.stderr)")
        for gap in ["buttons", "section headings that scroll", "sections' own separators"] {
            #expect(buttonGaps.first?.contains(gap) == true, "\(gap): \(buttonRun.stderr)")
        }
        let shipped = try CLI.run(["share", "--design", "profile", "--out", folder.file("shipped")])
        #expect(shipped.status == 0 && !shipped.stderr.contains("the page does not draw"), "\(shipped.stderr)")
    }

    /// A stacked design reaches the page as the plain layers the window draws (every stack and
    /// child by id, the stack rule as frame references), its steady `auto` text sizes as numbers,
    /// and the images its stacked children show.
    @Test func stacksAndAutoTextReachThePageResolved() throws {
        let stacks = CLI.repositoryRoot.appendingPathComponent("examples/stacks.json").path
        let run = try CLI.run(["share", "--design", stacks, "--out", folder.file("stacks")])
        #expect(run.status == 0 && !run.stderr.contains("the page does not draw"), "\(run.stderr)")
        let html = try String(contentsOfFile: folder.file("stacks/index.html"), encoding: .utf8)
        let design = try #require(try embedded(html, "stretchy-design") as? [String: Any])
        let layers = try #require(design["layers"] as? [[String: Any]])
        #expect(layers.compactMap { $0["id"] as? String }.prefix(9) == ["photo", "card", "avatar", "name", "bio", "actions", "follow", "message", "spacer_1"])
        #expect(layers.allSatisfy { $0["children"] == nil })
        let byID = Dictionary(layers.map { ($0["id"] as? String ?? "", $0) }) { a, _ in a }
        #expect(byID["avatar"]?["y"] as? String == "card.y + 16", "the stack's padding")
        #expect(byID["bio"]?["y"] as? String == "name.maxY + 8", "the stack's spacing")
        // Measured by the window's fonts: one line of the title under its maxWidth, the bio wrapped to several.
        let nameWidth = try #require(byID["name"]?["width"] as? Double), bioHeight = try #require(byID["bio"]?["height"] as? Double)
        #expect(nameWidth > 40 && nameWidth <= 390 - 60 && bioHeight > 2 * 18, "\(nameWidth), \(bioHeight)")
        let images = try #require(try embedded(html, "stretchy-images") as? [String: String])
        #expect(images["../Resources/header.jpg"]?.hasPrefix("data:image/jpeg;base64,") == true)
    }

    /// An `auto` height whose width follows the scroll has no one number: it stays `auto` and
    /// share names it; a steady one beside it is measured.
    @Test func anAutoSizeThatMovesIsNamed() throws {
        let design = try folder.write("moving.json", #"""
        {"name": "moving", "layers": [
          {"id": "t", "kind": "text", "text": "A line that wraps more as its frame narrows with the scroll", "lines": 0,
           "x": 16, "y": 100, "width": "max(80, 358 - max(0, offset))", "height": "auto"},
          {"id": "u", "kind": "text", "text": "Steady", "x": 16, "y": "t.maxY + 8", "width": "auto", "height": "auto"}]}
        """#)
        let run = try CLI.run(["share", "--design", design, "--out", folder.file("moving")])
        #expect(run.status == 0 && run.stderr.contains("auto text sizes that change with the scroll"), "\(run.stderr)")
        let html = try String(contentsOfFile: folder.file("moving/index.html"), encoding: .utf8)
        let layers = try #require((try embedded(html, "stretchy-design") as? [String: Any])?["layers"] as? [[String: Any]])
        #expect(layers[0]["height"] as? String == "auto")
        #expect((layers[1]["width"] as? Double).map { $0 > 0 } == true && (layers[1]["height"] as? Double).map { $0 > 0 } == true)
    }

    @Test func anUnknownDesignIsOneLineAndNoPage() throws {
        let run = try CLI.run(["share", "--design", "seed0003", "--out", folder.file("none")])
        #expect(run.status != 0 && !run.crashed)
        #expect(run.stderrLines.count == 1 && run.stderr.contains("seed0003"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("none/index.html")))
    }
}
