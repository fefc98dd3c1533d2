import ScrollCore
import Testing
@testable import StretchyKit
@testable import Review  // csvFields: the trace reader splits the lines this writes
import TestSupport

@Suite struct FrameRecordTests {
    @Test(arguments: [(0.0, "0"), (-0.0001, "0"), (1.5, "1.5"), (-185.0, "-185"), (16.6666, "16.667"),
                      (-0.25, "-0.25"), (1234.0005, "1234.001"), (0.001, "0.001"),
                      // Beyond Int64 (a design's "y": 1e19 trapped here): Swift's shortest form.
                      (1e19, "1e+19"), (-3e300, "-3e+300"), (9007199254740991, "9007199254740991")])
    func numbersAreRoundedToThousandths(value: Double, text: String) {
        #expect(FrameRecord.number(value) == text)
    }

    @Test func csvLineHasTheHeaderColumnsInOrder() {
        let record = FrameRecord(timeMs: 16.667, offsetY: -195, velocityY: 0, phase: .idle,
                                 headerFrame: Rect(x: 0, y: 0, width: 390, height: 195), headerScale: 1, barY: nil,
                                 stretchFactor: 1, titleAlpha: 0, scrimAlpha: 0, contentInsetTop: 195, zoomScale: 1,
                                 pagerOffsetX: 0)
        let header = FrameRecord.csvHeader.split(separator: ",")
        let fields = record.csvLine.split(separator: ",", omittingEmptySubsequences: false)
        #expect(header.prefix(8) == ["t_ms", "offset_y", "velocity_y", "phase", "header_y", "header_height", "header_scale", "bar_y"])
        #expect(fields.count == header.count)
        #expect(fields[1] == "-195" && fields[3] == "idle" && fields[5] == "195" && fields[7] == "")
    }
}

/// Issue 32: a layer id with a comma or a quote stays one column of trace.csv's header.
@Suite struct LayerCSVHeaderTests {
    @Test func idsWithCommasAndQuotesAreQuotedFields() {
        let header = FrameRecord.layerCSVHeader(["plain", "a,b", "say \"hi\""])
        let fields = csvFields(Substring(header))
        #expect(fields.count == 15, "\(fields)")
        #expect(fields[5] == "a,b.x" && fields[10] == "say \"hi\".x", "\(fields)")
        #expect(fields[0] == "plain.x" && header.hasPrefix("plain.x,"), "plain ids are written as before")
    }
}
