import HeaderKit
import ScrollCore
import Testing
@testable import StretchyKit

/// The help sheet in a phone-sized window: no line runs past the right edge (each wraps within its
/// column), and a list taller than the window scrolls to its last key.
@Suite struct HelpSheetTests {
    let measurer = FixedAdvanceTextMeasurer()

    func texts(_ scene: Scene) -> [(text: String, style: TextStyle, frame: Rect, clip: Rect?)] {
        scene.items.compactMap { if case let .text(text, style, frame, _, _, _, clip) = $0 { (text, style, frame, clip) } else { nil } }
    }

    @Test func everyLineWrapsWithinAPhoneWidth() {
        for width in [320.0, 390, 393] {
            var scene = Scene(size: Size(width: width, height: 2000))
            HelpSheet().append(to: &scene, measurer: measurer)
            let shown = texts(scene)
            #expect(shown.contains { $0.text.hasPrefix("export the design as code") })
            for item in shown {
                #expect(item.frame.maxX <= width - 8, "\(item.text) ends at \(item.frame.maxX) in \(width)")
                let needed = measurer.measure(item.text, style: item.style, width: item.frame.width)
                #expect(needed.height <= item.frame.height + 0.01, "\(item.text) is cut: \(needed.height) > \(item.frame.height)")
            }
            // Rows never overlap.
            let rows = HelpSheet.rows(width: width, measurer: measurer).rows
            for (above, below) in zip(rows, rows.dropFirst()) {
                #expect(max(above.keys.maxY, above.action.maxY) <= below.keys.minY, "\(above.entry.keys) overlaps \(below.entry.keys)")
            }
        }
    }

    @Test func aListTallerThanTheWindowScrollsToItsLastKey() {
        let size = Size(width: 500, height: 500)
        #expect(HelpSheet.maximumScroll(size: size, measurer: measurer) > 0)
        var sheet = HelpSheet()
        var scene = Scene(size: size)
        sheet.append(to: &scene, measurer: measurer)
        #expect(!texts(scene).contains { $0.text == "Esc  Q" && $0.frame.maxY <= 500 })
        #expect(texts(scene).first?.text.contains("↑ ↓") == true, "the title says the list scrolls")

        let tookEnd = sheet.handle(KeyPress(.end), size: size, measurer: measurer)
        #expect(tookEnd)
        scene = Scene(size: size)
        sheet.append(to: &scene, measurer: measurer)
        let last = texts(scene).first { $0.text == "Esc  Q" }
        #expect(last.map { $0.frame.maxY <= 500 - 8 && $0.frame.minY >= 44 } == true, "\(String(describing: last?.frame))")

        // ↑ scrolls back, Home reaches the top, and never past either end.
        let tookUp = sheet.handle(KeyPress(.up), size: size, measurer: measurer)
        #expect(tookUp)
        #expect(sheet.scrollY == HelpSheet.maximumScroll(size: size, measurer: measurer) - HelpSheet.lineScroll)
        _ = sheet.handle(KeyPress(.home), size: size, measurer: measurer)
        _ = sheet.handle(KeyPress(.up), size: size, measurer: measurer)
        #expect(sheet.scrollY == 0)
        sheet.scroll(by: 1e9, size: size, measurer: measurer)
        #expect(sheet.scrollY == HelpSheet.maximumScroll(size: size, measurer: measurer))
        // Other keys are not the sheet's.
        let tookB = sheet.handle(KeyPress(.b), size: size, measurer: measurer)
        #expect(!tookB)
    }

    @Test func aListThatFitsDoesNotScroll() {
        let size = Size(width: 1600, height: 1200)
        #expect(HelpSheet.maximumScroll(size: size, measurer: measurer) == 0)
        var sheet = HelpSheet()
        _ = sheet.handle(KeyPress(.down), size: size, measurer: measurer)
        #expect(sheet.scrollY == 0)
    }
}
