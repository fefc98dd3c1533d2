import Foundation
import HeaderKit
import Review
import ScrollCore
import StretchyKit

/// `stretchy review`'s `index.html`: one page that explains a replay to someone who was not in
/// the room — each phone's video side by side under one scrubber, the parameters with what
/// differs marked, the motion plot, the callbacks on a timeline, the contact sheet, the designs'
/// summaries and the command that made it. Built from the replay's typed records; it names its
/// videos and pictures by file name (they sit next to it), loads nothing from the network.
public struct ReviewPage {
    /// One phone of the replay (the only one, or a `--compare` variant).
    public struct Phone {
        /// "A: fast (seed004)", or the design's name for a single phone.
        public var label: String
        /// The video's file name, next to the page.
        public var video: String
        public var design: Design
        /// Every frame of the replay (`trace.csv`'s rows).
        public var records: [FrameRecord]
        /// The callbacks and session events (`events.csv`'s rows).
        public var events: [TraceEvent]
        /// The parameters at the end of the run.
        public var parameters: Parameters
        /// Its share page ("Try it": the design on a phone by touch), next to the page; nil: none.
        public var tryIt: String?

        public init(label: String, video: String, design: Design, records: [FrameRecord], events: [TraceEvent], parameters: Parameters) {
            self.label = label; self.video = video; self.design = design
            self.records = records; self.events = events; self.parameters = parameters
        }
    }

    public var title: String
    /// The command line that made the page, shell-quoted.
    public var command: String
    public var phones: [Phone]
    /// The contact sheets' file names, next to the page.
    public var contactSheets: [String]
    /// The video's frame rate: the scrubber steps one frame.
    public var framesPerSecond: Double

    public init(title: String, command: String, phones: [Phone], contactSheets: [String], framesPerSecond: Double) {
        self.title = title; self.command = command; self.phones = phones
        self.contactSheets = contactSheets; self.framesPerSecond = framesPerSecond
    }

    /// The replay's length: its last frame's time.
    public var durationMs: Double { phones.map { $0.records.last?.timeMs ?? 0 }.max() ?? 0 }

    /// The phones stay side by side on a phone's screen too (narrower), as the comparison is the point.
    public var html: String {
        let e = HTMLText.escaped
        let videos = phones.enumerated().map { index, phone in
            """
            <figure class="phone"><figcaption style="border-color:\(HTMLText.css(PlotPalette.trace(index)))">\(e(phone.label))</figcaption>\
            <video src="\(e(phone.video))" muted playsinline preload="auto"></video>\
            <output class="readout" data-phone="\(index)"></output>\
            \(phone.tryIt.map { "<a class=\"try\" href=\"\(e($0))\">Try it</a>" } ?? "")</figure>
            """
        }.joined(separator: "\n")
        let sheets = contactSheets.map { "<a href=\"\(e($0))\"><img src=\"\(e($0))\" alt=\"contact sheet\"></a>" }
            .joined(separator: "\n")
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="icon" href="data:,">
        <title>\(e(title))</title>
        <style>\(ReviewPageAssets.style)</style>
        </head><body>
        <header><h1>\(e(title))</h1><p class="designs">\(designSummaries)</p></header>
        <section class="player">
        <div class="videos" style="--phones:\(phones.count)">
        \(videos)
        </div>
        <div class="controls"><button id="play" type="button">Play</button>\
        <input id="scrub" type="range" min="0" max="\(FrameRecord.number(durationMs))" step="\(FrameRecord.number(1000 / framesPerSecond))" value="0" aria-label="time">\
        <output id="clock">0 ms</output></div>
        </section>
        <section><h2>Parameters</h2>\(ReviewPageParameters(phones: phones).html)</section>
        <section><h2>Motion</h2>\(ReviewPageMotionPlot(phones: phones, durationMs: durationMs).svg)
        <p class="hint">Offset (solid) and header height (dashed) per phone; point or scrub to read the values.</p><output id="plotValues"></output></section>
        <section><h2>Callbacks</h2>\(ReviewPageTimeline(phones: phones, durationMs: durationMs).html)</section>
        <section><h2>Contact sheet</h2><div class="sheets">\(sheets)</div></section>
        <section><h2>Command</h2><pre><code>\(e(command))</code></pre></section>
        <script type="application/json" id="trace">\(HTMLText.scriptSafe(traceJSON))</script>
        <script>\(ReviewPageAssets.script)</script>
        </body></html>

        """
    }

    /// Each design once: its name and summary.
    var designSummaries: String {
        var seen: Set<String> = []
        return phones.map(\.design).filter { seen.insert($0.name).inserted }.map {
            "<b>\(HTMLText.escaped($0.name))</b>: \(HTMLText.escaped($0.summary))"
        }.joined(separator: "<br>")
    }

    /// What the scrubber and the pointer read: per phone, every frame's time, offset, header
    /// height, velocity and phase, as columns.
    var traceJSON: String {
        let phonesJSON = phones.map { phone in
            let records = phone.records
            func column(_ value: (FrameRecord) -> Double) -> String { "[" + records.map { FrameRecord.number(value($0)) }.joined(separator: ",") + "]" }
            let phases = "[" + records.map { "\"\($0.phase.rawValue)\"" }.joined(separator: ",") + "]"
            return "{\"t\":\(column(\.timeMs)),\"offset\":\(column(\.offsetY)),\"header\":\(column(\.headerFrame.height)),"
                + "\"velocity\":\(column(\.velocityY)),\"phase\":\(phases)}"
        }
        return "{\"phones\":[" + phonesJSON.joined(separator: ",") + "]}"
    }
}
