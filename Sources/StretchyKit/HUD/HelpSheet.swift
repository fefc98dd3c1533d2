import HeaderKit
import ScrollCore

/// The help sheet (`?` / F1): every key and what it does, over a dimmed picture. Keys and actions
/// wrap within the window's width; when the list is taller than the window it scrolls (↑ ↓,
/// Page Up / Page Down, Space, Home / End, the wheel) and the title says so. Pure: the window keeps
/// one, feeds it those keys while it is open, and draws what `append` builds.
public struct HelpSheet: Sendable {
    public private(set) var scrollY = 0.0

    public init() {}

    public static let titleStyle = TextStyle(size: 15, weight: .bold, color: .white)
    public static let keyStyle = TextStyle(size: 12, weight: .bold, color: Color(255, 214, 10))
    public static let actionStyle = TextStyle(size: 12, color: .white)
    static let side = 16.0, top = 44.0, bottom = 12.0, rowGap = 4.0, minimumRow = 18.0, columnGap = 8.0
    /// Points one ↑ / ↓ or wheel notch scrolls.
    public static let lineScroll = 40.0

    /// One entry placed in the list (y from the list's top, before scrolling).
    public struct Row: Equatable, Sendable {
        public var entry: KeyHelp.Entry
        public var keys: Rect
        public var action: Rect
    }

    /// The rows for a window `width` points wide and the list's height.
    public static func rows(width: Double, measurer: any TextMeasuring,
                            entries: [KeyHelp.Entry] = KeyHelp.entries) -> (rows: [Row], height: Double) {
        let inner = max(1, width - 2 * side)
        let keyWidth = min(150, (inner * 0.4).rounded(.down))
        let actionWidth = max(1, inner - keyWidth - columnGap)
        var rows: [Row] = [], y = 0.0
        for entry in entries {
            let keys = measurer.measure(entry.keys, style: keyStyle, width: keyWidth)
            let action = measurer.measure(entry.action, style: actionStyle, width: actionWidth)
            let height = max(minimumRow, keys.height, action.height)
            rows.append(Row(entry: entry, keys: Rect(x: side, y: y, width: keyWidth, height: keys.height),
                            action: Rect(x: side + keyWidth + columnGap, y: y, width: actionWidth, height: action.height)))
            y += height + rowGap
        }
        return (rows, max(0, y - rowGap))
    }

    /// The part of a window of `size` the list shows.
    static func viewport(in size: Size) -> Rect {
        Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top - bottom))
    }

    /// How far the list can scroll in a window of `size` (0: it fits).
    public static func maximumScroll(size: Size, measurer: any TextMeasuring) -> Double {
        max(0, rows(width: size.width, measurer: measurer).height - viewport(in: size).height)
    }

    /// Scrolls by `dy` points (positive: further down the list), kept within the list.
    public mutating func scroll(by dy: Double, size: Size, measurer: any TextMeasuring) {
        scrollY = min(max(0, scrollY + dy), Self.maximumScroll(size: size, measurer: measurer))
    }

    /// The keys that scroll the open sheet; false for the others (they do what they always do).
    public mutating func handle(_ press: KeyPress, size: Size, measurer: any TextMeasuring) -> Bool {
        guard !press.control, !press.alt else { return false }
        let page = max(Self.lineScroll, Self.viewport(in: size).height - Self.lineScroll)
        switch press.key {
        case .up: scroll(by: -Self.lineScroll, size: size, measurer: measurer)
        case .down: scroll(by: Self.lineScroll, size: size, measurer: measurer)
        case .pageUp: scroll(by: -page, size: size, measurer: measurer)
        case .pageDown: scroll(by: page, size: size, measurer: measurer)
        case .space: scroll(by: press.shift ? -page : page, size: size, measurer: measurer)
        case .home: scroll(by: -.infinity, size: size, measurer: measurer)
        case .end: scroll(by: .infinity, size: size, measurer: measurer)
        default: return false
        }
        return true
    }

    /// Back at the top (the sheet was closed).
    public mutating func reset() { scrollY = 0 }

    /// The sheet over the whole of `scene`, scrolled to `scrollY` (clamped to the list).
    public func append(to scene: inout Scene, measurer: any TextMeasuring, entries: [KeyHelp.Entry] = KeyHelp.entries) {
        let size = scene.size
        scene.append(.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Color(10, 10, 12, 236), cornerRadius: 0, clip: nil))
        let list = Self.rows(width: size.width, measurer: measurer, entries: entries)
        let view = Self.viewport(in: size)
        let limit = max(0, list.height - view.height)
        let offset = min(max(0, scrollY), limit)
        let title = limit > 0 ? "Keys  (more: ↑ ↓ or the wheel)" : "Keys"
        scene.append(.text(title, style: Self.titleStyle, frame: Rect(x: Self.side, y: 16, width: max(0, size.width - 2 * Self.side), height: 20),
                           alignment: .leading, lineBreak: .none, alpha: 1, clip: nil))
        for row in list.rows {
            let y = view.minY + row.keys.minY - offset
            guard y + max(row.keys.height, row.action.height) > view.minY, y < view.maxY else { continue }
            scene.append(.text(row.entry.keys, style: Self.keyStyle, frame: Rect(x: row.keys.minX, y: y, width: row.keys.width, height: row.keys.height),
                               alignment: .leading, lineBreak: .wrap, alpha: 1, clip: view))
            scene.append(.text(row.entry.action, style: Self.actionStyle,
                               frame: Rect(x: row.action.minX, y: y, width: row.action.width, height: row.action.height),
                               alignment: .leading, lineBreak: .wrap, alpha: 1, clip: view))
        }
    }
}
