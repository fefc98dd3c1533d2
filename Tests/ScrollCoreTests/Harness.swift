import Foundation
@testable import ScrollCore

/// A phone-sized viewport (iPhone 14: 390×844 points).
let phone = Size(width: 390, height: 844)

func makeView(_ configuration: ScrollConfiguration = ScrollConfiguration(), contentHeight: Double = 5000,
              inset: EdgeInsets = .zero, axis: ScrollView.Axis = .vertical) -> ScrollView {
    let content = axis == .vertical ? Size(width: 390, height: contentHeight) : Size(width: contentHeight, height: 844)
    return ScrollView(axis: axis, configuration: configuration, boundsSize: phone, contentSize: content,
                      contentInset: inset)
}

func down(_ t: Double, y: Double, x: Double = 200) -> InputEvent { InputEvent(time: t, kind: .pointerDown(Point(x: x, y: y))) }
func move(_ t: Double, y: Double, x: Double = 200) -> InputEvent { InputEvent(time: t, kind: .pointerMove(Point(x: x, y: y))) }
func up(_ t: Double, y: Double, x: Double = 200) -> InputEvent { InputEvent(time: t, kind: .pointerUp(Point(x: x, y: y))) }

/// A press at `y` moving at `speed` points/s (negative: finger moves up, content scrolls down
/// the page) for `duration`, events every 8 ms, then (optionally) released on the same line.
func constantDrag(start: Double, y: Double, speed: Double, duration: Double, release: Bool = true) -> [InputEvent] {
    var events = [down(start, y: y)]
    let steps = Int((duration / 0.008).rounded())
    for i in 1...max(steps, 1) {
        let t = Double(i) * 0.008
        events.append(move(start + t, y: y + speed * t))
    }
    if release {
        let t = Double(steps + 1) * 0.008
        events.append(up(start + t, y: y + speed * t))
    }
    return events
}

extension ScrollView {
    mutating func handle(_ events: [InputEvent]) { for event in events { handle(event) } }
    var offsetY: Double { state.contentOffset.y }
}

func callbackNames(_ callbacks: [TimedCallback], droppingDidScroll: Bool = true) -> [String] {
    callbacks.map(\.callback.name).filter { !droppingDidScroll || $0 != "didScroll" }
}

/// A wheel or trackpad scroll of `dy` points (InputEvent carries lines of `wheelLineHeight`).
func wheel(points dy: Double, precise: Bool, in configuration: ScrollConfiguration = ScrollConfiguration()) -> InputEvent.Kind {
    .wheel(dx: 0, dy: dy / configuration.wheelLineHeight, precise: precise)
}
