import Foundation
import Testing
import TestSupport

/// A row template's layers keep their shadow, border, corners and clip rectangle in the export,
/// as header layers do: the UIKit export, compiled against the stand-in UIKit and run, lays out a
/// card row whose shadow view sits under the card at the card's frame with the design's shadow,
/// whose border and corners are the design's, and whose clipped cover sits in a clipping container
/// at the design's clip rectangle (the missing height: the row's); the SwiftUI export writes the
/// border, the shadow and the outline, type-checks, and lists the clip rectangle as not exported.
@Suite(.serialized) struct ExportCodeRowOutlineTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let design = """
        {"name": "card probe", "scroll": {"contentInsetTop": 200},
         "layers": [{"id": "photo", "kind": "color", "color": "systemTeal", "x": 0, "y": 0, "width": "W", "height": "max(0, -offset)"}],
         "rowTemplates": {"card": {"height": 120, "layers": [
            {"id": "card", "kind": "color", "color": "white", "x": 16, "y": 8, "width": "W - 32", "height": 104, "cornerRadius": 12,
             "shadow": {"color": "black", "opacity": 0.2, "radius": 8, "x": 0, "y": 4}, "border": {"width": 1.5, "color": "separator"}},
            {"id": "cover", "kind": "image", "image": "$image", "x": 24, "y": 16, "width": 88, "height": 88, "shape": "circle",
             "clip": {"x": 24, "y": 16, "width": 60}},
            {"id": "headline", "kind": "text", "text": "$title", "x": 124, "y": 20, "width": "W - 148", "height": 22, "color": "label"}]}},
         "content": {"title": "Cards", "sections": [{"template": "card", "rows": [{"title": "One"}, {"title": "Two"}]}]}}
        """

    @Test func uikitRowLayersKeepShadowBorderAndClip() throws {
        let design = try folder.write("card.json", Self.design)
        let source = folder.file("card.swift")
        let export = try CLI.run(["export-code", "--design", design, "--target", "uikit", "--out", source, "--inline-content"])
        try #require(export.status == 0, "\(export.stderr)")
        let main = try folder.write("main.swift", """
            import UIKit
            let controller = CardProbeHeaderViewController()
            let row = CardProbeCardRow()
            let height = controller.layoutCardRow(row, rowWidth: 390, rowHeight: 120, item: 0)
            func rect(_ r: CGRect) -> String { "\\(r.minX),\\(r.minY),\\(r.width),\\(r.height)" }
            print("height", height)
            print("card", rect(row.cardView.frame), row.cardView.layer.cornerRadius, row.cardView.layer.borderWidth)
            print("shadow", rect(row.cardShadow.frame), row.cardShadow.layer.shadowOpacity, row.cardShadow.layer.shadowRadius,
                  row.cardShadow.layer.shadowOffset.width, row.cardShadow.layer.shadowOffset.height)
            print("order", row.subviews.firstIndex { $0 === row.cardShadow }! < row.subviews.firstIndex { $0 === row.cardView }!)
            print("clip", rect(row.coverClip.frame), row.coverClip.clipsToBounds, row.coverView.superview === row.coverClip)
            print("cover", rect(row.coverView.frame), row.coverView.layer.cornerRadius)
            """)
        let build = folder.file("build")
        try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
        let uikit = try StandInModules.uikit()
        let compile = try StandInModules.swiftc(["-warnings-as-errors", "-I", uikit, "-L", uikit, "-lUIKit", main, source, "-o", build + "/card"], in: build)
        try #require(compile.status == 0, "the exported row template compiles: \(compile.output)")
        let run = try StandInModules.process(build + "/card", [])
        try #require(run.status == 0, "\(run.output)")
        let lines = Dictionary(run.output.split(separator: "\n").map { line in
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            return (words[0], words.count > 1 ? words[1] : "")
        }, uniquingKeysWith: { a, _ in a })
        // The design's numbers at a 390-pt row: the card 16 in, 358 wide; the cover 24 in, in a 60 × 120 clip.
        #expect(lines["height"] == "120.0")
        #expect(lines["card"] == "16.0,8.0,358.0,104.0 12.0 1.5")
        #expect(lines["shadow"] == "16.0,8.0,358.0,104.0 0.2 8.0 0.0 4.0", "the shadow view follows the card with the design's shadow")
        #expect(lines["order"] == "true", "the shadow is under its layer")
        #expect(lines["clip"] == "24.0,16.0,60.0,120.0 true true", "the cover is in a clipping container at its clip rectangle")
        #expect(lines["cover"] == "0.0,0.0,88.0,88.0 44.0", "the cover at its frame in the container, a circle")
    }

    @Test func swiftUIRowLayersKeepBorderAndShadowAndListTheClip() throws {
        let design = try folder.write("card.json", Self.design)
        let export = try CLI.run(["export-code", "--design", design, "--target", "swiftui"])
        try #require(export.status == 0, "\(export.stderr)")
        let text = export.stdout
        #expect(text.contains(".clipShape(RoundedRectangle(cornerRadius: 12.0)).overlay(RoundedRectangle(cornerRadius: 12.0).strokeBorder(Color(uiColor: .separator), lineWidth: max(0, 1.5)))"))
        #expect(text.contains(".shadow(color: Color(red: 0.0, green: 0.0, blue: 0.0, opacity: 1.0).opacity(min(1, max(0, 0.2))), radius: max(0, 8.0), x: 0.0, y: 4.0)"))
        #expect(text.contains(".clipped().clipShape(Capsule())"), "the circle shape")
        let listed = "row template 'card' layer 'cover': clip is not exported: the layer is clipped by its row only"
        #expect(text.contains("// Not exported: " + listed) && export.stderr.contains(listed))
        let check = ExportCheck.run([try folder.write("card-swiftui.swift", text)])
        #expect(check.status == 0, "SwiftUI type-checks: \(check.output.prefix(3000))")
    }
}
