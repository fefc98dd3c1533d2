import Foundation
import Testing
@testable import StretchyFiles
import TestSupport

/// Issue 45: a navigation bar that minimises on scroll down is exported as a real navigation bar
/// with iOS 27's minimisation, availability-guarded, and type-checks against the stand-ins.
@Suite(.serialized) struct ExportCodeNavigationBarTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let design = """
    {"name": "nav", "scroll": {"contentInsetTop": 0, "contentInsetAdjustment": "automatic"},
     "layers": [{"id": "nav", "kind": "navigationBar", "title": "Inbox", "largeTitle": true, "minimize": "onScrollDown",
                 "leading": [{"symbol": "chevron.backward", "action": "Back"}],
                 "trailing": [{"symbol": "ellipsis", "action": "More"}], "width": "W", "height": 0}]}
    """

    func export(_ target: String) throws -> String {
        let path = try folder.write("nav.json", Self.design)
        let run = try CLI.run(["export-code", "--design", path, "--target", target])
        try #require(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    @Test func uikitSetsNavigationBarMinimizationAndTypeChecks() throws {
        let text = try export("uikit")
        #expect(text.contains("if #available(iOS 27.0, *) {\n            screen.navigationItem.navigationBarMinimization.behavior = .onScrollDown\n        }"))
        #expect(text.contains("UINavigationController(rootViewController: screen)") && text.contains("UIBarButtonItem(image: UIImage(systemName: \"ellipsis\")"))
        let build = folder.file("build-uikit")
        try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
        let check = try StandInModules.swiftc(["-typecheck", "-warnings-as-errors", "-I", try StandInModules.uikit(), try folder.write("nav-uikit.swift", text)], in: build)
        #expect(check.status == 0, "UIKit type-checks: \(check.output.prefix(3000))")
    }

    @Test func swiftUISetsToolbarMinimizationBehaviorAndTypeChecks() throws {
        let text = try export("swiftui")
        #expect(text.contains("toolbarMinimizationBehavior(.onScrollDown, for: .navigationBar)") && text.contains("if #available(iOS 27.0, *) {"))
        #expect(text.contains("NavigationStack {") && text.contains("ToolbarItem(placement: .topBarTrailing) { Button(\"More\", systemImage: \"ellipsis\") {} }"))
        let build = folder.file("build-swiftui")
        try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
        let check = try StandInModules.swiftc(["-typecheck", "-warnings-as-errors", "-I", try StandInModules.swiftUI(), try folder.write("nav-swiftui.swift", text)], in: build)
        #expect(check.status == 0, "SwiftUI type-checks: \(check.output.prefix(3000))")
    }

    @Test func composeAndFlutterListItAsNotExported() throws {
        for target in ["compose", "flutter"] {
            #expect(try export(target).contains("layer 'nav': navigationBar ("), "\(target)")
        }
    }
}
