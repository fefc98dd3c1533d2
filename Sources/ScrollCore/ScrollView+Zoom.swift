import Foundation
import ScrollPhysics

/// `zoomScale` between the limits; with `bouncesZoom` it rubber-bands past them (in log scale) and
/// springs back once the pinch has been still for `zoomIdle` seconds.
struct ZoomGesture {
    /// ln(scale) before the rubber band.
    var rawLogScale: Double = 0
    var lastEvent: Double?
    var spring: CriticallyDampedSpring?
    var springStart: Double = 0
    var minimumLog: Double = 0
    var maximumLog: Double = log(3.0)
}

/// A pinch counts as ended this long (s) after its last step.
let zoomIdle = 0.15
/// How far past a limit (in ln scale) the rubber band can ever show: e^0.5 ≈ 1.65×.
let zoomRubberBandDimension = 0.5

extension ScrollView {
    mutating func updateZoomLimits() {
        zoom.minimumLog = log(physics.minimumZoomScale)
        zoom.maximumLog = log(max(physics.maximumZoomScale, physics.minimumZoomScale))
    }

    func displayedLogScale(raw: Double) -> Double {
        rubberBanded(raw, outside: zoom.minimumLog...zoom.maximumLog, dimension: zoomRubberBandDimension,
                     constant: physics.rubberBandConstant)
    }

    func rawLogScale(displayed x: Double) -> Double {
        unbanded(x, outside: zoom.minimumLog...zoom.maximumLog, dimension: zoomRubberBandDimension,
                 constant: physics.rubberBandConstant)
    }

    mutating func setZoomScale(logScale: Double, at t: Double) {
        let scale = exp(logScale)
        guard scale.isFinite, scale > 0, scale != state.zoomScale else { return }
        state.zoomScale = scale
        send(.didZoom(scale: scale), at: t)
    }

    mutating func zoom(by factor: Double, anchor: Point, time t: Double) {
        guard factor.isFinite, factor > 0 else { return }
        if zoom.spring != nil {
            zoom.spring = nil
            zoom.rawLogScale = rawLogScale(displayed: log(state.zoomScale))
        }
        var raw = zoom.rawLogScale + log(factor)
        if physics.bouncesZoom {
            raw = min(max(raw, zoom.minimumLog - 50), zoom.maximumLog + 50)
        } else {
            raw = min(max(raw, zoom.minimumLog), zoom.maximumLog)
        }
        zoom.rawLogScale = raw
        zoom.lastEvent = t
        setZoomScale(logScale: displayedLogScale(raw: raw), at: t)
    }

    mutating func advanceZoom(to t: Double) {
        if let last = zoom.lastEvent, last + zoomIdle <= t {
            let end = last + zoomIdle
            zoom.lastEvent = nil
            let shown = log(state.zoomScale)
            let limit = min(max(shown, zoom.minimumLog), zoom.maximumLog)
            if abs(shown - limit) > 1e-9 {
                zoom.spring = CriticallyDampedSpring(target: limit, position: shown, velocity: 0,
                                                     response: physics.bounceResponse, tolerance: .zoom)
                zoom.springStart = end
            } else {
                send(.didEndZooming(scale: state.zoomScale), at: end)
            }
        }
        guard let spring = zoom.spring else { return }
        let local = localTime(t, since: zoom.springStart)
        if local >= spring.doneTime {
            let end = sessionTime(spring.doneTime, since: zoom.springStart)
            zoom.spring = nil
            zoom.rawLogScale = spring.target
            setZoomScale(logScale: spring.target, at: end)
            send(.didEndZooming(scale: state.zoomScale), at: end)
        } else {
            setZoomScale(logScale: spring.position(at: local), at: t)
        }
    }
}
