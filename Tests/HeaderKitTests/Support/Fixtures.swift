import HeaderKit
import ScrollCore

/// The tests' font: HeaderKit's fixed-advance stand-in.
typealias FixedAdvanceMeasurer = FixedAdvanceTextMeasurer

let phone = Size(width: 390, height: 844)
let photo = Size(width: 2000, height: 1500)

func parameters(_ changes: [String: Double] = [:]) -> Parameters {
    var p = Parameters(catalog: .all)
    for (name, value) in changes { try! p.set(name, to: value) }
    return p
}

func configuration(_ preset: HeaderPreset, _ changes: [String: Double] = [:], viewport: Size = phone) -> HeaderConfiguration {
    HeaderConfiguration(preset: preset, parameters: parameters(changes), viewport: viewport)
}

func layout(_ preset: HeaderPreset, _ changes: [String: Double] = [:]) -> HeaderLayout {
    HeaderLayout(configuration: configuration(preset, changes))
}

/// A screen over `rows` generated rows, measured up front as the app's session does.
func screen(_ preset: String, rows: Int = 1000, _ changes: [String: Double] = [:], viewport: Size = phone) -> HeaderScreen {
    var screen = try! HeaderScreen(preset: preset, parameters: parameters(changes), viewport: viewport,
                                   content: ListContent(title: "Stretchy", source: .generated(count: rows)),
                                   photoSizes: [photo, Size(width: 1200, height: 1600)], measurer: FixedAdvanceMeasurer())
    screen.measureRowsUpFront(ifAtMost: 5000)
    return screen
}

func scrollState(offsetY: Double, screen: HeaderScreen, phase: ScrollPhase = .idle) -> ScrollState {
    var state = ScrollState()
    state.contentOffset = Point(x: 0, y: offsetY)
    state.boundsSize = screen.viewport
    state.contentInset = screen.baseContentInset
    state.contentSize = Size(width: screen.viewport.width, height: screen.contentHeight)
    state.phase = phase
    state.scrollIndicatorAlpha = 1
    return state
}

func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
func close(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance: tolerance) && close(a.minY, b.minY, tolerance: tolerance)
        && close(a.width, b.width, tolerance: tolerance) && close(a.height, b.height, tolerance: tolerance)
}
