import Foundation
import Testing
import TestSupport

/// The UIKit export's own controls, run against the stand-in UIKit: the underline tab strip
/// (`UIKitTabStripCode`) switches the tab through `.valueChanged` and puts its indicator where the
/// tool's rule says (equal cells, as wide as the selected title at most the cell less 8 pt, 4 pt
/// at the bottom); a blurred photo (`UIKitBlurCode`) takes the design's blur at each offset and
/// shows a blurred copy only while it is not 0.
@Suite(.serialized) struct ExportUIKitControlsTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// Compiles `source` (an export) with `main` against the stand-in UIKit and runs it; its lines
    /// come through a file (stdout is sent there first), not a pipe a loaded machine may leave unread.
    func run(_ source: String, main: String) throws -> [[String]] {
        let build = folder.file("build")
        try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
        let outPath = folder.file("out.txt")
        let redirected = main.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\nfreopen(CommandLine.arguments[1], \"w\", stdout)\n")
        let mainPath = try folder.write("main.swift", redirected)
        let uikit = try StandInModules.uikit()
        let compiled = try StandInModules.swiftc(["-I", uikit, "-L", uikit, "-lUIKit", mainPath, source, "-o", build + "/run"], in: build)
        try #require(compiled.status == 0, "the exported UIKit code compiles: \(compiled.output)")
        let result = try StandInModules.process(build + "/run", [outPath])
        try #require(result.status == 0, "\(result.output)")
        let output = try String(contentsOfFile: outPath, encoding: .utf8)
        return output.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    }

    @Test func theUnderlineStripSwitchesTabsAndSlidesItsIndicator() throws {
        let content = try folder.write("content.json", #"{"title": "T", "tabs": [{"title": "Threads", "rows": [{"title": "a"}]}, {"title": "Replies", "rows": [{"title": "b"}]}, {"title": "Media", "rows": [{"title": "c"}]}]}"#)
        let design = try folder.write("strip.json", #"""
            {"name": "strip", "scroll": {"contentInsetTop": 200},
             "layers": [{"id": "strip", "kind": "tabs", "x": 0, "y": "max(0, 156 - offset - 200)", "width": "W", "height": 44}]}
            """#)
        let source = folder.file("strip.swift")
        let export = try CLI.run(["export-code", "--design", design, "--content", content, "--target", "uikit", "--out", source, "--inline-content"])
        try #require(export.status == 0, "\(export.stderr)")
        let lines = try run(source, main: """
            import UIKit
            let c = StripHeaderViewController()
            c.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            c.viewDidLoad()
            c.viewDidLayoutSubviews()
            let strip = c.stripView
            strip.layoutIfNeeded()
            func report() {
                let indicator = strip.subviews.last!
                print("selected,\\(strip.selectedSegmentIndex),\\(c.selectedTab),\\(indicator.frame.minX),\\(indicator.frame.width),\\(indicator.frame.minY),\\(indicator.frame.height)")
            }
            report()
            // A tap on the third title (its button's primary action).
            let media = strip.subviews.compactMap { $0 as? UIButton }[2]
            for (action, events) in media.actions where events.contains(.primaryActionTriggered) { action.handler(action) }
            report()
            """)
        // Closed form at a 390-pt width: three 130-pt cells; the stand-in's titles are 8.5 pt a
        // character (NSString.size), so "Threads" is 59.5 wide and "Media" 42.5, under 130 − 8.
        let cell = 390.0 / 3
        func expected(_ tab: Int, _ title: String) -> [Double] {
            let width = min(cell - 8, Double(title.count) * 8.5)
            return [Double(tab), Double(tab), (Double(tab) + 0.5) * cell - width / 2, width, 44 - 4, 4]
        }
        try #require(lines.count == 2, "\(lines)")
        for (line, want) in zip(lines, [expected(0, "Threads"), expected(2, "Media")]) {
            let got = line.dropFirst().compactMap(Double.init)
            #expect(got.count == want.count && zip(got, want).allSatisfy { abs($0 - $1) <= 0.01 }, "strip \(got), expected \(want)")
        }
    }

    @Test func theBlurredPhotoFollowsTheDesignsBlur() throws {
        let design = try BlurredPhotoDesign.write(in: folder)
        let source = folder.file("blurred.swift")
        let export = try CLI.run(["export-code", "--design", design, "--target", "uikit", "--out", source, "--inline-content"])
        try #require(export.status == 0, "\(export.stderr)")
        let offsets = [-260.0, -335, -410, -500, -200]
        let lines = try run(source, main: """
            import UIKit
            let c = BlurredHeaderViewController()
            c.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            c.viewDidLoad()
            c.viewDidLayoutSubviews()
            for offset in [\(offsets.map { "\($0)" }.joined(separator: ", "))] as [CGFloat] {
                c.layoutLayers(offset: offset)
                c.photoView.layoutIfNeeded()
                print("\\(offset),\\(c.photoView.blurRadius),\\(c.photoView.image === c.photoView.original ? "original" : "blurred")")
            }
            """)
        // The keyframes' closed form: 10 at -410 and beyond, 0 at -260 and after, linear between.
        for (offset, line) in zip(offsets, lines) {
            let want = min(10, max(0, (-260 - offset) / 150 * 10))
            #expect(line.count == 3 && abs((Double(line[1]) ?? .nan) - want) <= 1e-9, "offset \(offset): blur \(line), expected \(want)")
            #expect(line.last == (want > 0 ? "blurred" : "original"), "offset \(offset): \(line)")
        }
        #expect(lines.count == offsets.count, "\(lines)")
    }
}
