import Foundation
import HeaderKit
import Testing
import TestSupport

/// `stretchy export-code` for every shipped design and target (and the coverage tests' probe
/// designs): Swift parses, Kotlin and Dart parse without error nodes (tree-sitter), and the UIKit
/// controller — compiled against a stand-in UIKit module, without warnings, and run — places
/// every layer where the replay's --trace-layers columns say, within 0.01 pt, at every frame of
/// the review script (large-title also on iphone-15, where the safe area is not 0); and, through
/// the stand-in's hit-testing, only control layers (segmented controls, pagers, layers with an
/// `action`) take a touch: a drag that starts on any other layer reaches the list.
@Suite(.serialized) struct ExportCodeCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// The harness that runs an exported controller on a replay's offsets (over the stand-in UIKit).
    static let harnessSource = CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/ExportHarness.swift")
    /// The shipped designs' names, asked once (several suites read them).
    static var designs: [String] { ExportRun.shippedDesigns }

    func export(_ design: String, _ target: String, _ extra: [String] = []) throws -> String {
        let ext = ["uikit": "swift", "swiftui": "swift", "compose": "kt", "flutter": "dart"][target]!
        let path = folder.file("\(target)-\(URL(fileURLWithPath: design).deletingPathExtension().lastPathComponent).\(ext)")
        let outcome = try CLI.run(["export-code", "--design", design, "--target", target, "--out", path, "--inline-content"] + extra)
        #expect(outcome.status == 0, "\(design) \(target): \(outcome.stderr)")
        return path
    }

    /// The coverage tests' probe designs (every layer field, every scroll field), written here:
    /// their exports must compile and parse too.
    func probeDesigns() throws -> [String] {
        let images = CLI.repositoryRoot.appendingPathComponent("Resources/designs/images")
        for (file, image) in [("photo.jpg", "album-artwork.jpg"), ("photo2.jpg", "listing-1.jpg")] where !FileManager.default.fileExists(atPath: folder.file(file)) {
            try FileManager.default.copyItem(atPath: images.appendingPathComponent(image).path, toPath: folder.file(file))
        }
        _ = try folder.write("probe-content.json", ExportCodeSchemaCoverageTests.probeContent)
        return [try folder.write("layer-probe.json", ExportCodeSchemaCoverageTests.probeDesign),
                try folder.write("scroll-probe.json", ExportCodeScrollCoverageTests.probeDesign)]
    }

    /// The review script without its screenshot events: the trace is the same (screenshots take
    /// no time on the virtual clock), and each replay skips six screenshots nothing here reads.
    func reviewWithoutScreenshots() throws -> String {
        let data = try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("examples/review.json"))
        var script = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try #require(script["events"] as? [[String: Any]])
        script["events"] = events.filter { $0["type"] as? String != "screenshot" }
        return try folder.write("review.json", String(decoding: try JSONSerialization.data(withJSONObject: script), as: UTF8.self))
    }

    @Test func uikitReproducesTheReplayedLayerFramesForEveryDesign() throws {
        let designs = Self.designs
        #expect(designs.count >= 7)
        let review = try reviewWithoutScreenshots()
        var sources: [String] = [], registry: [String] = [], conformances: [String] = []
        for design in designs {
            sources.append(try export(design, "uikit"))
            let replay = try CLI.run(["replay", review, "--design", design, "--out", folder.file("trace-\(design)"), "--trace-layers"])
            #expect(replay.status == 0, "\(replay.stderr)")
            let type = try #require(try String(contentsOfFile: sources.last!, encoding: .utf8)
                .split(separator: "\n").first { $0.hasPrefix("final class ") && $0.contains("HeaderViewController") }?
                .split(separator: " ")[2].split(separator: ":")[0])
            registry.append(#"  "\#(design)": ({ \#(type)() }, { ($0 as! \#(type)).scrollViewDidScroll($1) }),"#)
            if Self.tabCounts(design) != nil {
                conformances.append("extension \(type): TabbedExport { func itemSizes(width: CGFloat) -> [CGSize] { tabs[selectedTab].map { itemSize($0, width: width) } } }")
            }
        }
        // One design again on a phone with a notch: its safe area reaches the inset and the layers
        // (safeTop is 0 at the bare 390 × 844 viewport).
        let onDevice = "large-title"
        let deviceReplay = try CLI.run(["replay", review, "--design", onDevice, "--device", "iphone-15", "--out", folder.file("trace-device"), "--trace-layers"])
        #expect(deviceReplay.status == 0, "\(deviceReplay.stderr)")
        let main = """
        import UIKit
        let registry: [String: (() -> UIViewController, (UIViewController, UIScrollView) -> Void)] = [
        \(registry.joined(separator: "\n"))
        ]
        let (make, scroll) = registry[CommandLine.arguments[1]]!
        let controller = make()
        \(conformances.joined(separator: "\n"))
        if CommandLine.arguments.count > 4, CommandLine.arguments[3] == "tabs" {
            runTabs(controller as! any TabbedExport, tabs: Int(CommandLine.arguments[4])!, width: 390, height: 844)
            exit(0)
        }
        if CommandLine.arguments.count > 3, CommandLine.arguments[3] == "hits" {
            runHits(controller, didScroll: { scroll(controller, $0) }, tracePath: CommandLine.arguments[2], width: 390, height: 844)
            exit(0)
        }
        // iphone-15: 393 × 852 points, safe area 59 top, 34 bottom (Device.swift).
        let onDevice = CommandLine.arguments.count > 3
        runExport(controller, didScroll: { scroll(controller, $0) }, tracePath: CommandLine.arguments[2],
                  width: onDevice ? 393 : 390, height: onDevice ? 852 : 844, safeTop: onDevice ? 59 : 0, safeBottom: onDevice ? 34 : 0)
        """
        // The probes compile (sections, refresh, every kind) but are not run: they have no replay.
        for probe in try probeDesigns() { sources.append(try export(probe, "uikit")) }
        // What a user runs on a fresh export, beside the harness's own compile.
        let userCheck = ExportCheck.start(sources)
        let mainPath = try folder.write("main.swift", main)
        let build = folder.file("build")
        try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
        let uikit = try StandInModules.uikit()
        // One whole-module job: batch mode's jobs each parse and type-check every other file's
        // declarations again (≈ 12 → 7.5 CPU-s for the 16 exports).
        let harness = try StandInModules.swiftc(["-wmo", "-I", uikit, "-L", uikit, "-lUIKit", mainPath,
                                       Self.harnessSource.path] + sources + ["-o", build + "/harness"], in: build)
        try #require(harness.status == 0, "the exported UIKit code compiles: \(harness.output)")
        // Exported code that compiles with warnings (an unused let) would warn in the engineer's project.
        let exportedWarnings = harness.output.split(separator: "\n").filter { line in line.contains("warning:") && sources.contains { line.hasPrefix($0) } }
        #expect(exportedWarnings.isEmpty, "the exported UIKit code compiles without warnings: \(exportedWarnings.joined(separator: "\n"))")
        let checked = userCheck()
        #expect(checked.status == 0 && checked.output.hasPrefix("ok\n"), "stretchy export-code --check on every UIKit export: \(checked.output.prefix(3000))")
        let runs = designs.map { ($0, folder.file("trace-\($0)/trace.csv"), [String]()) } + [(onDevice, folder.file("trace-device/trace.csv"), ["iphone-15"])]
        for (design, trace, device) in runs {
            let run = try StandInModules.process(build + "/harness", [design, trace] + device)
            #expect(run.status == 0, "\(design): \(run.output)")
            let produced = run.output.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
            let expected = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
            let columns = produced[0]
            let indices = columns.map { expected[0].firstIndex(of: $0) }
            #expect(!columns.isEmpty && indices.allSatisfy { $0 != nil }, "\(design): layer columns \(columns)")
            #expect(produced.count == expected.count, "\(design): one line per frame")
            var worst = 0.0, place = ""
            for (row, line) in zip(expected.dropFirst(), produced.dropFirst()) {
                for (k, index) in indices.enumerated() {
                    // The shipped tab bars (id `tabBar`) lay themselves out (TabBarLayout) and are listed as not exported.
                    guard let index, !columns[k].hasPrefix("tabBar."), let want = Double(row[index]), let got = Double(line[k]) else { continue }
                    if abs(want - got) > worst { worst = abs(want - got); place = "\(columns[k]) at offset \(row[1])" }
                }
            }
            #expect(worst <= 0.01, "\(design) \(device): UIKit differs from the replay by \(worst) pt (\(place))")
        }
        for design in designs {
            let run = try StandInModules.process(build + "/harness", [design, folder.file("trace-\(design)/trace.csv"), "hits"])
            #expect(run.status == 0, "\(design): \(run.output)")
            let layers = ShippedDesigns.design(design).layers
            // Controls in the app: segmented controls and pagers by kind, and layers with an action.
            let controls = Set(layers.filter { layer in
                switch layer.kind {
                case .segmented, .pager: true
                default: layer.action != nil
                }
            }.map(\.id))
            var taken: Set<String> = []
            for line in run.output.split(separator: "\n") {
                for hit in line.split(separator: ";").dropFirst() { taken.insert(String(hit.split(separator: "@")[0])) }
            }
            #expect(taken.isSubset(of: controls), "\(design): only controls take touches, but \(taken.subtracting(controls).sorted()) do")
            // Every control over the list takes the touches on it somewhere in the review.
            let above = controls.filter { id in layers.first { $0.id == id }?.z == .aboveList }
            #expect(above.isSubset(of: taken), "\(design): controls \(above.subtracting(taken).sorted()) take no touch")
        }
        for design in designs {
            guard let expected = Self.tabCounts(design) else { continue }
            try checkTabs(design, expected: expected, harness: build + "/harness", trace: folder.file("trace-\(design)/trace.csv"))
        }
    }

    /// A section of a shipped design's content as its JSON says: items, and the item size a grid or row
    /// section lays out at a 390-pt width (closed form: a grid's `columns` share what the spacing
    /// leaves, height `itemHeight` or width × `aspect`; a row item is `itemHeight` (72) tall and
    /// `itemWidth` or height / `aspect` wide).
    struct SectionShape: Equatable {
        var items: Int
        var size: (Double, Double)?
        static func == (a: Self, b: Self) -> Bool { a.items == b.items && a.size?.0 == b.size?.0 && a.size?.1 == b.size?.1 }

        init(_ section: [String: Any], width: Double = 390) {
            items = ((section["rows"] ?? section["items"]) as? [Any])?.count ?? 0
            let aspect = section["aspect"] as? Double ?? 1, spacing = section["spacing"] as? Double ?? 1
            switch section["style"] as? String {
            case "grid":
                let columns = Double(section["columns"] as? Int ?? 3), side = (width - spacing * (columns - 1)) / columns
                size = (side, section["itemHeight"] as? Double ?? side * aspect)
            case "row":
                let height = section["itemHeight"] as? Double ?? 72
                size = (section["itemWidth"] as? Double ?? height / aspect, height)
            default: size = nil
            }
        }
    }

    /// Every tab's sections of a shipped design's own content, and its shared sections (above the
    /// strip); nil when the content has no tabs.
    static func tabCounts(_ design: String) -> (tabs: [[SectionShape]], shared: [SectionShape])? {
        let file = ShippedDesigns.resources.appendingPathComponent("designs/content/\(design).json")
        guard let data = FileManager.default.contents(atPath: file.path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let tabs = json["tabs"] as? [[String: Any]] else { return nil }
        return (tabs.map { (($0["sections"] as? [[String: Any]]) ?? []).map { SectionShape($0) } },
                ((json["sections"] as? [[String: Any]]) ?? []).map { SectionShape($0) })
    }

    /// The exported tab switch: every tab's sections, items and item sizes (the spaces and shared
    /// sections above them); the strip pins where the replay's strip stops moving; the offset stays
    /// while the header shows (rule 2); with the strip pinned a new tab starts at the pin and a
    /// visited one comes back where it was left (rule 3), until the header shows again.
    func checkTabs(_ design: String, expected: (tabs: [[SectionShape]], shared: [SectionShape]), harness: String, trace: String) throws {
        let run = try StandInModules.process(harness, [design, trace, "tabs", String(expected.tabs.count)])
        try #require(run.status == 0, "\(design): \(run.output)")
        let lines = run.output.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let pin = try #require(lines.first { $0.first == "pin" }.flatMap { Double($0[1]) })
        // The replay's strip: content-space until it pins, so y + offset is constant before and y after.
        let strip = try #require(ShippedDesigns.design(design).layers.first { $0.switchesTabs }?.id)
        let rows = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let y = try #require(rows[0].firstIndex(of: "\(strip).y")), offset = try #require(rows[0].firstIndex(of: "offset_y"))
        let samples = rows.dropFirst().compactMap { row -> (Double, Double)? in Double(row[offset]).flatMap { o in Double(row[y]).map { (o, $0) } } }
        let pinnedY = try #require(samples.map(\.1).min()), rest = try #require(samples.first)
        #expect(abs(pin - (rest.0 + rest.1 - pinnedY)) <= 0.01, "\(design): the strip pins at \(pin), the replay's at \(rest.0 + rest.1 - pinnedY)")
        // One space above the shared sections, one below them (none without), then the tab's sections.
        let above = [1] + expected.shared.map(\.items) + (expected.shared.isEmpty ? [] : [1])
        for tab in 0..<expected.tabs.count {
            let line = try #require(lines.first { $0.first == "tab" && $0[1] == "\(tab)" }, "\(design): tab \(tab)")
            #expect(line[2] == "\(tab)" && line[3] == line[4], "\(design): tab \(tab) shown with the header's offset kept: \(line)")
            let want = above + expected.tabs[tab].map(\.items)
            #expect(line.dropFirst(5).compactMap { Int($0) } == want, "\(design): tab \(tab)'s items per section \(line.dropFirst(5)), want \(want)")
            let sizes = try #require(lines.first { $0.first == "sizes" && $0[1] == "\(tab)" }).dropFirst(2).map { $0.split(separator: "x").compactMap { Double($0) } }
            for (got, section) in zip(sizes, expected.tabs[tab]) {
                guard let size = section.size else { continue }
                #expect(got.count == 2 && abs(got[0] - size.0) <= 0.01 && abs(got[1] - size.1) <= 0.01,
                        "\(design): tab \(tab)'s item is \(got), the tool's \(size)")
            }
            #expect(sizes.count == expected.tabs[tab].count, "\(design): tab \(tab)'s sizes \(sizes)")
        }
        // Typed steps: as one untyped expression this function took 17 s to type-check.
        func relativeToPin(_ text: String) -> Double {
            guard let offset = Double(text) else { return .nan }
            let hundredths: Double = ((offset - pin) * 100).rounded()
            return hundredths / 100 + 0  // + 0: -0.0 reads 0.0
        }
        let walk: [String] = lines.filter { $0.first == "offset" }.map { (line: [String]) -> String in "\(line[1]),\(relativeToPin(line[2]))" }
        #expect(walk == ["1,0.0", "0,200.0", "1,80.0", "0,-30.0", "1,0.0"], "\(design): tab switches relative to the pin \(walk)")
    }

    /// UIKit is not here: the test above compiles every design's and probe's UIKit export. SwiftUI
    /// type-checks (`stretchy export-code --check`), Kotlin and Dart parse.
    @Test func everyOtherTargetChecksForEveryDesign() throws {
        var swift: [String] = [], other: [String] = []
        // The shipped designs' files as every suite reads them (written here to be parsed); the
        // probes through --out, as the UIKit exports above.
        for design in Self.designs {
            func file(_ target: String, _ ext: String) throws -> String {
                try folder.write("\(target)-\(design).\(ext)", try ExportRun.shipped(design, target).stdout)
            }
            swift.append(try file("swiftui", "swift"))
            other += [try file("compose", "kt"), try file("flutter", "dart")]
        }
        for design in try probeDesigns() {
            swift.append(try export(design, "swiftui"))
            other += [try export(design, "compose"), try export(design, "flutter")]
        }
        // One whole-module compiler run for every SwiftUI file (the command's), beside the parse.
        let swiftCheck = ExportCheck.start(swift)
        let parse = ExportCheck.run(other)
        let typeCheck = swiftCheck()
        #expect(typeCheck.status == 0, "SwiftUI exports type-check against the stand-ins: \(typeCheck.output.prefix(3000))")
        #expect(parse.status == 0, "Kotlin/Dart parse errors (needs `make test-deps`): \(parse.output)")
    }

    @Test func tunedNumbersAppearInEveryTargetAndLimitationsAreSaid() throws {
        let config = try folder.write("c.json", #"{"zoomDistance": 85, "rubberBandConstant": 0.7}"#)
        for target in ["uikit", "swiftui", "compose", "flutter"] {
            let path = try export("seed004", target, ["--params", "headerHeight=240", "--config", config])
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains("240.0") && text.contains("85.0"), "\(target) carries the tuned numbers")
            #expect(text.contains("headerHeight = 240") && text.contains("zoomDistance = 85"), "\(target): the header lists the changes")
            #expect(text.contains("Not exported: rubberBandConstant 0.7"), "\(target) says what it cannot express")
        }
        let stderr = try CLI.run(["export-code", "--design", "seed004", "--target", "uikit", "--params", "rubberBandConstant=0.7"]).stderr
        #expect(stderr.contains("warning: UIKit: rubberBandConstant 0.7 is not exportable"), "\(stderr)")
        let bad = try CLI.run(["export-code", "--design", "seed004", "--target", "qt"])
        #expect(bad.status == 1 && bad.stderr.contains("unknown target 'qt' (known: uikit, swiftui, compose, flutter)"))
    }
}
