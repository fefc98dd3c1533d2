import HeaderKit
import ScrollCore

/// The panel as display-list items, drawn beside the phone: a dark column with the design's name
/// and how many numbers differ from its defaults, one warning line when the design looks broken,
/// then per group a heading and per parameter two lines — the name (a blue dot when changed) and
/// its value with unit, then range, default and description. The selected row is highlighted;
/// a value being typed shows as a field with a caret, and a refused value says why in red.
public enum PanelScene {
    static let background = Color(28, 28, 30)
    static let selectedFill = Color(10, 132, 255, 70)
    static let fieldFill = Color(255, 255, 255, 30)
    /// A field whose text is selected (typing replaces it).
    static let selectionFill = Color(10, 132, 255, 150)
    static let changedColor = Color(10, 132, 255)
    static let warningColor = Color(255, 179, 64)
    static let refusalColor = Color(255, 105, 97)
    static let titleStyle = TextStyle(size: 14, weight: .bold, color: .white)
    static let hintStyle = TextStyle(size: 10, color: Color(152, 152, 157))
    static let headingStyle = TextStyle(size: 11, weight: .bold, color: Color(152, 152, 157))
    static let nameStyle = TextStyle(size: 12, color: .white)
    static let changedNameStyle = TextStyle(size: 12, weight: .bold, color: .white)
    static let valueStyle = TextStyle(size: 12, weight: .bold, color: Color(255, 214, 10))
    static let detailStyle = TextStyle(size: 10, color: Color(142, 142, 147))

    public static func append(to scene: inout Scene, panel: ParameterPanel, layout: PanelLayout, design: String,
                              selected: String, warning: String?) {
        let frame = layout.frame
        scene.append(.fill(frame, background, cornerRadius: 0, clip: nil))
        let pad = PanelLayout.padding
        let rows = layout.lines.compactMap(\.row)
        let changed = rows.filter(\.isChanged).count
        text(&scene, "\(design) · \(changed == 0 ? "all defaults" : "\(changed) changed")", titleStyle,
             Rect(x: frame.minX + pad, y: 8, width: frame.width - 2 * pad, height: 18), clip: frame)
        text(&scene, "click: type · drag: scrub · double-click: reset · wheel: step · Ctrl+Z undo", hintStyle,
             Rect(x: frame.minX + pad, y: 27, width: frame.width - 2 * pad, height: 13), clip: frame)
        if let warning {
            text(&scene, "⚠ " + warning, TextStyle(size: 11, weight: .bold, color: warningColor),
                 Rect(x: frame.minX + pad, y: 42, width: frame.width - 2 * pad, height: 15), clip: frame)
        }
        let list = layout.listFrame
        for index in layout.visibleLines {
            let line = layout.frame(ofLine: index)
            switch layout.lines[index] {
            case let .heading(group):
                text(&scene, group.title.uppercased(), headingStyle,
                     Rect(x: line.minX + pad, y: line.minY + 9, width: line.width - 2 * pad, height: 14), clip: list)
            case let .row(row):
                appendRow(row, line: line, value: layout.valueFrame(ofLine: index), selected: row.name == selected,
                          entry: panel.entry?.name == row.name ? panel.entry : nil, clip: list, to: &scene)
            }
        }
    }

    static func appendRow(_ row: PanelRow, line: Rect, value: Rect, selected: Bool, entry: ValueEntry?, clip: Rect,
                          to scene: inout Scene) {
        let pad = PanelLayout.padding
        if selected { scene.append(.fill(line, selectedFill, cornerRadius: 0, clip: clip)) }
        if row.isChanged {
            scene.append(.fill(Rect(x: line.minX + 4, y: line.minY + 8, width: 5, height: 5), changedColor, cornerRadius: 2.5, clip: clip))
        }
        text(&scene, row.name, row.isChanged ? changedNameStyle : nameStyle,
             Rect(x: line.minX + pad, y: line.minY + 3, width: value.minX - line.minX - pad - 4, height: 16), clip: clip)
        if let entry {
            scene.append(.fill(value, entry.isSelected ? selectionFill : fieldFill, cornerRadius: 4, clip: clip))
            text(&scene, entry.isSelected ? entry.text : entry.text + "|", valueStyle, Rect(x: value.minX + 4, y: value.minY + 1, width: value.width - 8, height: 16),
                 alignment: .trailing, clip: clip)
            if let refusal = entry.refusal {
                text(&scene, refusal, TextStyle(size: 10, weight: .bold, color: refusalColor),
                     Rect(x: line.minX + pad, y: line.minY + 20, width: line.width - 2 * pad, height: 14), clip: clip)
                return
            }
        } else {
            text(&scene, row.valueText, valueStyle, Rect(x: value.minX, y: value.minY + 1, width: value.width, height: 16),
                 alignment: .trailing, clip: clip)
        }
        text(&scene, row.detailText, detailStyle, Rect(x: line.minX + pad, y: line.minY + 20, width: line.width - 2 * pad, height: 14),
             clip: clip)
    }

    static func text(_ scene: inout Scene, _ string: String, _ style: TextStyle, _ frame: Rect,
                     alignment: TextAlignment = .leading, clip: Rect) {
        scene.append(.text(string, style: style, frame: frame, alignment: alignment, lineBreak: .truncateTail, alpha: 1, clip: clip))
    }
}
