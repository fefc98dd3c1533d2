import Foundation
import HeaderKit
import Review
import ScrollCore
import Testing
@testable import StretchyFiles
import StretchyKit
import TestSupport

/// `ReviewPage`'s HTML from typed records, read as text: what differs is marked, names are
/// escaped, the page fetches nothing.
@Suite struct ReviewPageTests {
    static func record(_ t: Double, offset: Double) -> FrameRecord {
        FrameRecord(timeMs: t, offsetY: offset, velocityY: 0, phase: .idle, headerFrame: Rect(x: 0, y: 0, width: 390, height: 300),
                    headerScale: 1, barY: nil, stretchFactor: 1, titleAlpha: 1, scrimAlpha: 0, contentInsetTop: 0, zoomScale: 1, pagerOffsetX: 0)
    }

    static func page(tunedDeceleration: Double, label: String = "B: tuned") throws -> ReviewPage {
        let design = ShippedDesigns.design("seed004")
        let plain = Parameters(catalog: design.catalog)
        var tuned = plain
        try tuned.set(PhysicsParameter.decelerationRate.name, to: tunedDeceleration)
        let records = [record(0, offset: 0), record(500, offset: -100), record(1000, offset: 0)]
        let events = [TraceEvent(timeMs: 500, name: "willEndDragging", detail: "velocity=1")]
        return ReviewPage(title: "t", command: "stretchy review s.json --out o", phones: [
            ReviewPage.Phone(label: "A: seed004", video: "a/video.webm", design: design, records: records, events: events, parameters: plain),
            ReviewPage.Phone(label: label, video: "b/video.webm", design: design, records: records, events: [], parameters: tuned),
        ], contactSheets: ["contact-sheet.png"], framesPerSecond: 60)
    }

    @Test func theOneDifferingParameterIsTheOneMarkedRowAndItsValueIsBold() throws {
        let html = try Self.page(tunedDeceleration: 0.99).html
        let marked = html.components(separatedBy: "<tr class=\"differs\">").dropFirst()
        try #require(marked.count == 1, "one parameter differs")
        #expect(marked[marked.startIndex].hasPrefix("<th scope=\"row\">deceleration rate<small>decelerationRate</small>"))
        #expect(html.components(separatedBy: "<td class=\"changed\">").count - 1 == 1)
        // The other parameters are folded away, all at their defaults.
        let count = ShippedDesigns.design("seed004").catalog.specs.count
        #expect(html.contains("<summary>\(count - 1) more at their defaults on every phone</summary>"))
    }

    @Test func theSameParametersMarkNothing() throws {
        let html = try Self.page(tunedDeceleration: PhysicsParameter.decelerationRate.spec.defaultValue).html
        #expect(!html.contains("class=\"differs\"") && !html.contains("class=\"changed\""))
    }

    @Test func aLabelCannotOpenMarkupAndThePageFetchesNothing() throws {
        let html = try Self.page(tunedDeceleration: 0.99, label: "B: </script><script>alert(1)</script>").html
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("B: &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        // Both videos under one scrubber whose range is the replay's.
        #expect(html.components(separatedBy: "<video ").count - 1 == 2)
        #expect(html.contains("id=\"scrub\" type=\"range\" min=\"0\" max=\"1000\""))
    }

    /// A bidi override in a label would show "gnp.exe" as "exe.png" (issue 42): the page carries it
    /// as a visible escape, and no raw override or isolate anywhere.
    @Test func aBidiOverrideInALabelIsShownEscaped() throws {
        let html = try Self.page(tunedDeceleration: 0.99, label: "B: \u{202E}gnp.exe \u{2067}x\u{2069}").html
        #expect(!html.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        #expect(html.contains("B: \\u{202E}gnp.exe \\u{2067}x\\u{2069}"))
    }
}
