/// `export-code --target uikit --recorder`: a recorder added to the exported view controller that
/// writes a device trace (`stretchy-device-trace/1`, see `DeviceTrace`) for `stretchy calibrate`.
/// It logs every touch (`UITouch.timestamp`, location in the window) through a gesture recognizer
/// that never recognises, cancels or delays anything, and every display-link frame's
/// `contentOffset.y`; a trace ends 2 s after the last touch once the offset has stopped, and goes
/// to the app's Documents folder. Off unless enabled (the `StretchyRecord` user default, e.g. the
/// launch argument `-StretchyRecord YES`).
struct UIKitRecorderCode {
    let typeName: String

    var className: String { "\(typeName)TraceRecorder" }

    /// The line `viewDidLoad` calls (the hook in `UIKitExport`).
    /// The line attaching the recorder to the list's scroll view (`listView`).
    func attachLine(_ listView: String) -> String { "\(className).attach(to: \(listView), in: view)" }

    /// Imports the recorder needs before the file's classes.
    var imports: [String] {
        ["// The recorder overrides UIGestureRecognizer's touch methods (declared in this header).",
         "#if canImport(UIKit.UIGestureRecognizerSubclass)",
         "import UIKit.UIGestureRecognizerSubclass",
         "#endif"]
    }

    var source: [String] { declaration + touchLog + frameLog + finish }

    /// The class: enabled by the user default, attached to the scroll view, never preventing a touch.
    private var declaration: [String] {
        Self.lines(#"""

        /// Records what this screen's scroll view does under a finger as a device trace for
        /// `stretchy calibrate` (format stretchy-device-trace/1): every touch with UITouch.timestamp and
        /// its location in the window, and contentOffset.y at every display frame, times in ms from the
        /// first touch or frame. A trace ends once no finger is down and the offset has not moved for
        /// 2 s, and is written to Documents/stretchy-trace-N.json (share it from the Files app or Xcode's
        /// Devices window). Off unless the user default StretchyRecord is true (launch argument
        /// `-StretchyRecord YES`); it never cancels, delays or claims a touch.
        final class \#(className): UIGestureRecognizer {
            static var isEnabled: Bool { UserDefaults.standard.bool(forKey: "StretchyRecord") }
            /// Seconds without a finger and without motion that end a trace.
            static let quietSeconds: TimeInterval = 2

            private weak var scrollView: UIScrollView?
            private var link: CADisplayLink?
            private var origin: TimeInterval?
            private var touchLog: [[String: Any]] = []
            private var frameLog: [[String: Any]] = []
            private var fingerDown = false
            private var lastChange: TimeInterval = 0
            private var lastOffset: CGFloat?

            /// Adds a recorder to `view` for `scrollView` when recording is enabled; else does nothing.
            static func attach(to scrollView: UIScrollView, in view: UIView) {
                guard isEnabled else { return }
                view.addGestureRecognizer(\#(className)(scrollView: scrollView))
            }

            init(scrollView: UIScrollView) {
                self.scrollView = scrollView
                super.init(target: nil, action: nil)
                cancelsTouchesInView = false
                delaysTouchesBegan = false
                delaysTouchesEnded = false
            }

            override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        """#)
    }

    /// Every touch of one finger, timed from the first touch or frame.
    private var touchLog: [String] {
        Self.lines(#"""

            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                fingerDown = true
                log(touches, phase: "began")
                startFrames()
            }

            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                log(touches, phase: "moved")
            }

            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                log(touches, phase: "ended")
                fingerDown = false
                state = .failed  // never recognises: UIKit resets it for the next touch
            }

            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
                log(touches, phase: "cancelled")
                fingerDown = false
                state = .failed
            }

            private func milliseconds(_ timestamp: TimeInterval) -> Double {
                let start = origin ?? timestamp
                origin = start
                return ((timestamp - start) * 1000 * 1000).rounded() / 1000
            }

            private func log(_ touches: Set<UITouch>, phase: String) {
                // One finger: the first of the set (a second finger's touches are not a scroll).
                guard let touch = touches.first else { return }
                let point = touch.location(in: nil)
                touchLog.append(["t": milliseconds(touch.timestamp), "phase": phase,
                                 "x": Double(point.x), "y": Double(point.y)])
                lastChange = touch.timestamp
            }
        """#)
    }

    /// contentOffset.y at every display frame; a quiet finger-up offset ends the trace.
    private var frameLog: [String] {
        Self.lines(#"""

            private func startFrames() {
                guard link == nil else { return }
                #if canImport(ObjectiveC)
                let link = CADisplayLink(target: self, selector: #selector(frame(_:)))
                #else
                let link = CADisplayLink(stepping: { [weak self] in self?.frame($0) })  // the Linux stand-in has no selectors
                #endif
                link.add(to: .main, forMode: .common)
                self.link = link
            }

            #if canImport(ObjectiveC)
            @objc private func frame(_ link: CADisplayLink) { record(link) }
            #else
            private func frame(_ link: CADisplayLink) { record(link) }
            #endif

            private func record(_ link: CADisplayLink) {
                guard let scrollView else { return }
                let offset = scrollView.contentOffset.y
                frameLog.append(["t": milliseconds(link.timestamp), "offset": Double(offset)])
                if offset != lastOffset { lastChange = link.timestamp }
                lastOffset = offset
                if !fingerDown, link.timestamp - lastChange >= Self.quietSeconds { finish() }
            }
        """#)
    }

    /// The trace written to Documents/stretchy-trace-N.json.
    private var finish: [String] {
        Self.lines(#"""

            private func finish() {
                link?.invalidate()
                link = nil
                guard let scrollView, let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first else { return }
                let trace: [String: Any] = [
                    "format": "stretchy-device-trace/1",
                    "device": UIDevice.current.model, "ios": UIDevice.current.systemVersion,
                    "viewport": ["width": Double(scrollView.bounds.width), "height": Double(scrollView.bounds.height)],
                    "contentInsetTop": Double(scrollView.adjustedContentInset.top),
                    "contentHeight": Double(scrollView.contentSize.height),
                    "touches": touchLog, "frames": frameLog,
                ]
                touchLog = []
                frameLog = []
                origin = nil
                lastOffset = nil
                guard let data = try? JSONSerialization.data(withJSONObject: trace, options: [.prettyPrinted, .sortedKeys]) else { return }
                var index = 1
                while FileManager.default.fileExists(atPath: folder.appendingPathComponent("stretchy-trace-\(index).json").path) { index += 1 }
                try? data.write(to: folder.appendingPathComponent("stretchy-trace-\(index).json"), options: .withoutOverwriting)
            }
        }
        """#)
    }

    private static func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
