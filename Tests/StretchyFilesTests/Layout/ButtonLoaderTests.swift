import Foundation
import HeaderKit
import ScrollCore
import StretchyFiles
import Testing

/// A `button` layer as the loader reads it: its fields, its self-sizing (even under an id no
/// expression can name), and each mistake refused in one line naming its path.
@Suite struct ButtonLoaderTests {
    static func load(_ layers: String) throws -> Design {
        let folder = NSTemporaryDirectory() + "stretchy-button-load-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(#"{"name": "b", "layers": [\#(layers)]}"#.utf8).write(to: URL(fileURLWithPath: folder + "/b.json"))
        return try DesignLoader.load(path: folder + "/b.json", warn: { _ in }).design
    }

    static func refusal(_ layers: String) -> String {
        do {
            _ = try load(layers)
            return "loaded"
        } catch {
            return String(describing: error)
        }
    }

    @Test func aButtonReadsItsFieldsAndSizesItself() throws {
        let design = try Self.load(#"{"id": "follow-button", "kind": "button", "style": "bordered", "title": "Follow", "symbol": "plus", "tint": "systemRed", "size": "large", "action": "Follow", "x": 10, "y": "20"}"#)
        let layer = design.layers[0]
        guard case let .button(button) = layer.kind else { Issue.record("not a button: \(layer.kind)"); return }
        #expect(button == ButtonLayer(style: .bordered, title: "Follow", symbol: "plus", tint: SystemColor.systemRed, size: .large))
        #expect(layer.action == "Follow" && layer.measured?.width == true && layer.measured?.height == true)
        // Measured with the fixed-advance stand-in (10 pt a character at 17 pt … its own rule): the layout plan
        // gives the title's width plus the large insets (20 each side) and the symbol (17) with its 6 pt padding.
        let values = design.values(parameters: Parameters(catalog: design.catalog), viewport: Size(width: 390, height: 844), safeArea: .zero)
        let frame = design.resolve(layer: 0, values, viewport: Size(width: 390, height: 844)).frame
        let title = FixedAdvanceTextMeasurer().measure("Follow", style: TextStyle(size: 17, weight: .semibold), width: nil)
        #expect(abs(frame.width - (title.width + 40 + 17 + 6)) < 0.01, "\(frame)")
        #expect(abs(frame.height - (FixedAdvanceTextMeasurer().measure("Ag", style: TextStyle(size: 17, weight: .semibold), width: nil).height + 28)) < 0.01, "\(frame)")
        #expect(frame.minX == 10 && frame.minY == 20)
    }

    @Test func eachMistakeIsOneLineNamingItsPath() {
        let cases: [(String, String)] = [
            (#"{"id": "b", "kind": "button"}"#, #"'layers['b']': a button needs a "title" or a "symbol""#),
            (#"{"id": "b", "kind": "button", "title": "T", "style": "filed"}"#, "'layers['b'].style'"),
            (#"{"id": "b", "kind": "button", "title": "T", "size": "huge"}"#, "'layers['b'].size'"),
            (#"{"id": "b", "kind": "button", "symbol": "plux"}"#, "did you mean"),
            (#"{"id": "b", "kind": "button", "title": "T", "tint": "blu"}"#, "'layers['b'].tint'"),
            (#"{"id": "c", "kind": "color", "width": "auto"}"#, "only a text or a button layer measures its width"),
        ]
        for (layers, expected) in cases {
            let message = Self.refusal(layers)
            #expect(message.contains(expected) && !message.contains("\n"), "\(layers): \(message)")
        }
    }
}
