import Foundation
import Testing
import TestSupport

/// The UIKit export's `preferredStatusBarStyle` follows what is under the status bar as the tool
/// draws it (DeviceChrome's rule, read at (40, the bar's middle)): light content over a photo
/// (counted as dark) or a dark fill drawn at half opacity or more, dark content over the rows'
/// light background. Compiled against the UIKit stand-in and run at offsets whose answer follows
/// from the probe design alone.
@Suite(.serialized) struct ExportCodeStatusBarTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// A photo under the list (the rows start 300 pt down at rest) and a black fill over the list
    /// fading in from offset 100 to 200 (alpha 0.5 at 150).
    static let design = #"""
    {
      "name": "status-probe",
      "scroll": {"contentInsetTop": 300},
      "layers": [
        {"id": "photo", "kind": "image", "image": "photo.jpg", "z": "belowList", "width": "W", "height": 300},
        {"id": "shade", "kind": "color", "color": "black", "width": "W", "height": 100, "alpha": "clamp((offset - 100) / 100, 0, 1)"}
      ]
    }
    """#

    /// Offset → light content (true) or dark: the rows' top is at -offset in the view.
    static let expected: [(Double, Bool)] = [(-300, true), (-100, true), (-1, true), (0, false), (100, false), (140, false),
                                             (160, true), (300, true)]

    @Test func statusBarStyleFollowsWhatIsUnderIt() throws {
        try FileManager.default.copyItem(atPath: CLI.repositoryRoot.appendingPathComponent("Resources/designs/images/album-artwork.jpg").path,
                                         toPath: folder.file("photo.jpg"))
        let design = try folder.write("status-probe.json", Self.design)
        let run = try CLI.run(["export-code", "--design", design, "--target", "uikit"])
        try #require(run.status == 0, "\(run.stderr)")
        let source = try folder.write("StatusProbe.swift", run.stdout)
        let main = try folder.write("main.swift", """
        import UIKit
        let controller = StatusProbeHeaderViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.viewDidLoad()
        controller.viewDidLayoutSubviews()
        for argument in CommandLine.arguments.dropFirst() {
            controller.tableView.contentOffset.y = CGFloat(Double(argument)!)
            controller.scrollViewDidScroll(controller.tableView)
            print("\\(argument) \\(controller.preferredStatusBarStyle == .lightContent ? "light" : "dark") \\(controller.statusBarUpdates)")
        }
        """)
        let build = folder.file("build")
        try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
        let uikit = try StandInModules.uikit()
        let harness = try StandInModules.swiftc(["-I", uikit, "-L", uikit, "-lUIKit", main, source, "-o", build + "/status"], in: build)
        try #require(harness.status == 0, "the exported UIKit code compiles: \(harness.output)")
        let result = try StandInModules.process(build + "/status", Self.expected.map { CodeNumber.text($0.0) })
        try #require(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        try #require(lines.count == Self.expected.count, "\(result.output)")
        var updates = 0, previous: Bool?
        for ((offset, light), line) in zip(Self.expected, lines) {
            #expect(line[1] == (light ? "light" : "dark"), "offset \(offset): \(line[1]) content, expected \(light ? "light" : "dark")")
            // The status bar is asked again only when the style changes (the first layout sets the resting one).
            if let previous, previous != light { updates += 1 }
            previous = light
        }
        let first = Int(lines[0][2]) ?? -1
        #expect(Int(lines.last?[2] ?? "") == first + updates, "setNeedsStatusBarAppearanceUpdate once per change: \(result.output)")
    }
}
