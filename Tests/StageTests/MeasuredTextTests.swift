import Foundation
import HeaderKit
import ScrollCore
@testable import Stage
import StretchyFiles
import Testing

extension SDLSuites {
    /// A design's `"height": "auto"` text is as tall as the lines the renderer draws for it: the
    /// scene's text item laid out by the renderer's engine (real fonts, UAX #14) has exactly the
    /// layer's height and every word of the text (nothing cut), at one, capped and any lines.
    @Suite struct MeasuredText {
        static let bio = "Designer at a small studio. Writes about scroll views, springs and the physics of rubber bands on phones."

        @Test func autoHeightsAreTheDrawnLines() throws {
            let folder = NSTemporaryDirectory() + "stretchy-measured-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let path = folder + "/measured.json"
            let json = """
                {"name": "measured", "layers": [
                  {"id": "card", "kind": "stack", "x": 20, "y": 40, "width": "W - 40", "spacing": 6, "children": [
                    {"id": "any", "kind": "text", "text": "\(Self.bio)", "size": 15, "lines": 0},
                    {"id": "two", "kind": "text", "text": "\(Self.bio)", "size": 15, "lines": 2},
                    {"id": "spaced", "kind": "text", "text": "\(Self.bio)", "size": 15, "lines": 0, "lineHeight": 1.3},
                    {"id": "one", "kind": "text", "text": "Short", "size": 17, "width": "auto"}]}]}
                """
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
            let design = try DesignLoader.load(path: path, warn: { _ in }).design
            let viewport = Size(width: 300, height: 600)
            let renderer = try Renderer.headless(size: viewport, fonts: try Fixtures.fonts())
            let measurer = renderer.textMeasurer
            var screen = try HeaderScreen(design: design, parameters: Parameters(catalog: design.catalog), viewport: viewport,
                                          content: ListContent(title: "T", source: .generated(count: 3)),
                                          images: ImageTable(paths: [], sizes: []), measurer: measurer)
            var state = ScrollState()
            state.boundsSize = viewport
            var scene = Scene(size: viewport)
            _ = screen.layoutPass(offsetY: 0, time: 0)
            screen.compose(into: &scene, state: state, frame: FrameDecorations())
            let m = screen.metrics(offsetY: 0)
            let engine = TextLayoutEngine(fonts: try Fixtures.fonts())
            var drawnLines: [String: Int] = [:]
            for (index, layer) in design.layers.enumerated() where layer.measured != nil {
                let frame = m.layers[index].frame
                let item = scene.items.first { if case let .text(_, _, f, _, _, _, _) = $0 { f.minY == frame.minY } else { false } }
                guard case let .text(text, style, drawnFrame, alignment, lineBreak, _, _)? = item else { Issue.record("\(layer.id) not drawn"); continue }
                let key = TextKey(text, style: style, width: drawnFrame.width, height: drawnFrame.height, lineBreak: lineBreak,
                                  alignment: alignment, pixelsPerPoint: 1)
                let layout = engine.layout(key)
                #expect(abs(Double(layout.height) - frame.height) < 1e-5, "\(layer.id): drawn \(layout.height) px, frame \(frame.height) pt")
                drawnLines[layer.id] = layout.lines.count
                let drawn = layout.lines.map { $0.runs.map(\.text).joined() }.joined(separator: " ")
                if layer.id != "two" { #expect(!drawn.contains("…"), "\(layer.id) was cut: \(drawn)") }
            }
            // Independent: the engine's unlimited wrap of the bio at the card's width.
            let wrapped = engine.layout(Self.bio, weight: .regular, pixelSize: 15, maximumWidth: 260).lines.count
            #expect(wrapped >= 3)
            #expect(drawnLines["any"] == wrapped)
            #expect(drawnLines["spaced"] == wrapped)
            #expect(drawnLines["two"] == 2)
            #expect(drawnLines["one"] == 1)
            // The single line is as wide as the word, not the card.
            let one = try #require(design.layers.firstIndex { $0.id == "one" })
            #expect(abs(m.layers[one].frame.width - measurer.measure("Short", style: TextStyle(size: 17), width: nil).width) < 1e-5)
        }
    }
}
