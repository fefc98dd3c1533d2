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

    /// What the player does not draw yet is said in one line (a stacked, referencing design), and
    /// nothing for a shipped design.
    @Test func whatThePageDoesNotDrawIsNamed() throws {
        let threads = CLI.repositoryRoot.appendingPathComponent("examples/threads.json").path
        let run = try CLI.run(["share", "--design", threads, "--out", folder.file("threads")])
        #expect(run.status == 0, "\(run.stderr)")
        let gaps = run.stderrLines.filter { $0.contains("the page does not draw") }
        #expect(gaps.count == 1 && gaps[0].contains("stacks") && gaps[0].contains("the tab strip's own look"), "\(run.stderr)")
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

    @Test func anUnknownDesignIsOneLineAndNoPage() throws {
        let run = try CLI.run(["share", "--design", "seed0003", "--out", folder.file("none")])
        #expect(run.status != 0 && !run.crashed)
        #expect(run.stderrLines.count == 1 && run.stderr.contains("seed0003"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("none/index.html")))
    }
}
