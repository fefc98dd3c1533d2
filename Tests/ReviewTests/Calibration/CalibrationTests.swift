import Foundation
import ScrollCore
import Review
import Testing
import TestSupport

/// Issue 30: `calibrate` recovers the constants of a device it has not seen. The traces come from
/// an independent simulation (`SyntheticDeviceTrace`: its own closed forms, rate 0.9975, band
/// constant 0.50, spring period 0.42 s), jittered and noisy; the fit starts from UIKit's values.
@Suite struct CalibrationTests {
    func fit(_ synthetic: SyntheticDeviceTrace) -> (before: Double, after: Double, fitted: Parameters) {
        let trace = synthetic.make()
        #expect(trace.problem == nil)
        let defaults = Parameters(catalog: .physics)
        var calibration = Calibration(trace: trace, fallbackTouchSlop: defaults[PhysicsParameter.touchSlop])
        let fitted = calibration.fit(from: defaults)
        return (calibration.compare(defaults).rms, calibration.compare(fitted).rms, fitted)
    }

    @Test(arguments: [(120.0, 0.0, UInt64(1)), (60.0, 0.0, UInt64(2)), (120.0, 10.0, UInt64(3)), (60.0, 6.0, UInt64(4))])
    func theFitRecoversTheDevicesConstants(hz: Double, slop: Double, seed: UInt64) {
        var synthetic = SyntheticDeviceTrace()
        synthetic.hz = hz
        synthetic.slop = slop
        synthetic.seed = seed
        let result = fit(synthetic)
        let rate = result.fitted[PhysicsParameter.decelerationRate]
        let band = result.fitted[PhysicsParameter.rubberBandConstant]
        let response = result.fitted[PhysicsParameter.bounceResponse]
        #expect(abs(rate - 0.9975) <= 0.0003, "decelerationRate \(rate)")
        #expect(abs(band - 0.50) <= 0.04, "rubberBandConstant \(band)")
        #expect(abs(response - 0.42) <= 0.05, "bounceResponse \(response)")
        #expect(result.after < 1.5 && result.after < result.before, "RMS \(result.before) → \(result.after)")
    }

    /// A trace the model itself made diffs to zero at every frame: touches delivered once a frame
    /// (as iOS does) driven through a `ScrollView`, the offset read at each frame, at 90 Hz. The
    /// gestures: a pull down 3 pt a frame, held, released; a flick up 30 pt a frame, released moving.
    @Test func aTraceMadeByTheModelDiffsToZero() {
        let template = SyntheticDeviceTrace().make()
        var view = ScrollView(axis: .vertical, configuration: ScrollConfiguration(), boundsSize: template.viewport,
                              contentSize: Size(width: template.viewport.width, height: template.contentHeight),
                              contentInset: EdgeInsets(top: template.contentInsetTop))
        var touches: [DeviceTrace.Touch] = [], frames: [DeviceTrace.Frame] = []
        var y = 300.0
        for k in 0..<600 {
            let t = Double(k) * 1000 / 90
            var touch: DeviceTrace.Touch?
            switch k {
            case 5: touch = .init(t: t, phase: .began, x: 196, y: y)
            case 6..<90: y += 3; touch = .init(t: t, phase: .moved, x: 196, y: y)
            case 90..<100: touch = .init(t: t, phase: .moved, x: 196, y: y)
            case 100: touch = .init(t: t, phase: .ended, x: 196, y: y)
            case 270: y = 650; touch = .init(t: t, phase: .began, x: 196, y: y)
            case 271..<280: y -= 30; touch = .init(t: t, phase: .moved, x: 196, y: y)
            case 280: y -= 30; touch = .init(t: t, phase: .ended, x: 196, y: y)
            default: break
            }
            if let touch {
                touches.append(touch)
                let point = Point(x: touch.x, y: touch.y)
                let kind: InputEvent.Kind = switch touch.phase {
                case .began: .pointerDown(point)
                case .moved: .pointerMove(point)
                case .ended: .pointerUp(point)
                case .cancelled: .pointerCancel
                }
                view.handle(InputEvent(time: t / 1000, kind: kind))
            }
            view.advance(to: t / 1000)
            frames.append(DeviceTrace.Frame(t: t, offset: view.state.contentOffset.y))
        }
        var trace = template
        trace.touches = touches
        trace.frames = frames
        #expect(trace.problem == nil)
        #expect(frames.map(\.offset).max()! > 1000, "the flick coasts")
        let defaults = Parameters(catalog: .physics)
        let calibration = Calibration(trace: trace, fallbackTouchSlop: defaults[PhysicsParameter.touchSlop])
        #expect(calibration.compare(defaults).differences.allSatisfy { $0 == 0 })
    }

    @Test func badTracesAreRefusedWithOneLine() {
        let good = SyntheticDeviceTrace().make()
        var noFrames = good
        noFrames.frames = []
        #expect(noFrames.problem?.hasPrefix("no frames") == true)
        var backwards = good
        backwards.frames[10].t = backwards.frames[9].t
        #expect(backwards.problem?.contains("'frames[10].t'") == true)
        var endless = good
        endless.touches.removeLast()
        #expect(endless.problem?.contains("never ends") == true)
        var orphan = good
        orphan.touches.removeFirst()
        #expect(orphan.problem?.contains("with no touch down") == true)
        for problem in [noFrames.problem, backwards.problem, endless.problem, orphan.problem] {
            #expect(problem?.contains("\n") == false)
        }
    }

    /// The phase of each frame comes from the trace alone.
    @Test func framesAreSortedIntoPhases() {
        let trace = SyntheticDeviceTrace().make()
        let phases = CalibrationPhase.phases(of: trace)
        let at = { (ms: Double) in phases[trace.frames.firstIndex { $0.t >= ms }!] }
        #expect(at(20) == .idle)
        #expect(at(900) == .rubberBand)
        #expect(at(1300) == .bounce)
        #expect(at(3050) == .dragging)
        #expect(at(3500) == .deceleration)
    }
}
