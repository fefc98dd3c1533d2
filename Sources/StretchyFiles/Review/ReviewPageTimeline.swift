import Review
import StretchyKit

/// The review page's callbacks: per phone a track with a mark at each event's time (its name and
/// detail on hover; a click seeks the videos there), and the full list below as a table. Names
/// go in the list rather than on the track, where close callbacks (willEndDragging, then
/// didEndDragging a frame later) would print over each other.
struct ReviewPageTimeline {
    let phones: [ReviewPage.Phone]
    let durationMs: Double

    var html: String {
        let e = HTMLText.escaped
        let span = max(durationMs, 1)
        let tracks = phones.enumerated().map { index, phone in
            let marks = phone.events.map { event in
                let left = FrameRecord.number(min(100, max(0, event.timeMs / span * 100)))
                let tip = "\(FrameRecord.number(event.timeMs)) ms · \(event.name)" + (event.detail.isEmpty ? "" : " · \(event.detail)")
                return "<button type=\"button\" class=\"mark \(e(event.name))\" style=\"left:\(left)%\" data-t=\"\(FrameRecord.number(event.timeMs))\" "
                    + "title=\"\(e(tip))\" aria-label=\"\(e(tip))\"></button>"
            }.joined()
            return "<div class=\"lane\"><span class=\"who\" style=\"color:\(HTMLText.css(PlotPalette.trace(index)))\">\(e(letter(index)))</span>"
                + "<div class=\"track\">\(marks)<span class=\"tcursor\"></span></div></div>"
        }.joined(separator: "\n")
        let rows = phones.enumerated().flatMap { index, phone in
            phone.events.map { event in (event.timeMs, index, event) }
        }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { time, index, event in
            "<tr data-t=\"\(FrameRecord.number(time))\"><td>\(FrameRecord.number(time))</td><td>\(e(letter(index)))</td>"
                + "<td>\(e(event.name))</td><td>\(e(event.detail))</td></tr>"
        }.joined(separator: "\n")
        return """
        <div class="timeline">
        \(tracks)
        </div>
        <details><summary>\(phones.map(\.events.count).reduce(0, +)) events (click one to go there)</summary>
        <div class="scroll"><table class="events"><thead><tr><th>t (ms)</th><th>Phone</th><th>Event</th><th>Detail</th></tr></thead>
        <tbody>
        \(rows)
        </tbody></table></div></details>
        """
    }

    /// A phone's name on the page: its letter over compared phones, empty for the only one.
    private func letter(_ index: Int) -> String { phones.count > 1 ? SessionGroup.letter(index) : "" }
}
