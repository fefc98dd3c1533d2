import HeaderKit
import ScrollCore

/// What a video frame shows besides the session: touches, annotations (`FrameAnnotation`) and an
/// optional caption.
public struct VideoLook: Sendable {
    public var showsTouches = true
    public var annotates = true
    public var caption: VideoCaption?
    public init(showsTouches: Bool = true, annotates: Bool = true, caption: VideoCaption? = nil) {
        self.showsTouches = showsTouches; self.annotates = annotates; self.caption = caption
    }
}

/// The frames of a replay's video: t = k·1000/fps ms for k in 0..<count, count = duration × fps
/// (a frame shows the moment it starts); with a `SlowMotion`, k·1000/fps is the video's time and
/// the stretch's frames show replay times 1/N as far apart. The script runs on its own fresh phones (a `SessionGroup`), with
/// inputs at their own times as in any replay, so a video at 50 fps needs no 50-fps trace.
public struct VideoFrames: Sendable {
    public let framesPerSecond: Double
    public let count: Int
    public let slow: SlowMotion?
    let script: Script

    public init(script: Script, framesPerSecond: Double, slow: SlowMotion? = nil) {
        self.script = script
        self.framesPerSecond = framesPerSecond
        self.slow = slow
        let durationMs = slow?.videoDuration(ofReplayMs: script.endTimeMs) ?? script.endTimeMs
        count = max(1, Int((durationMs * framesPerSecond / 1000).rounded()))
    }

    /// The phones of `group` (one, or compared side by side under their caption strip, as their
    /// screenshots): `frame` gets each frame's picture and index. `auto` captions each phone with
    /// its own design; a text caption spans the picture.
    public func run(_ group: inout SessionGroup, look: VideoLook, measurer: any TextMeasuring,
                    frame: (Scene, Int) throws(StretchyError) -> Void) throws(StretchyError) {
        let layout = PhoneLayout(viewport: group.viewport, count: group.count)
        let captions = group.captions(baseDesign: script.designName)
        let path = FingerPath(script: script), slow = slow
        var picture = Scene(size: layout.size)
        var phones: [Scene] = []
        try drive(&group) { group, index throws(StretchyError) in
            let sessions = group.sessions
            group.compose(into: &picture, phones: &phones, layout: layout, captions: captions,
                          showingTouches: look.showsTouches) { phone, scene in
                let session = sessions[phone]
                let bounds = Rect(origin: .zero, size: scene.size)
                var band = 0.0
                if look.caption == .auto {
                    let text = VideoCaption.autoText(designName: session.designName, parameters: session.parameters)
                    band = VideoCaption.bandHeight(text, width: bounds.width, measurer: measurer)
                    VideoCaption.append(text, in: bounds, measurer: measurer, to: &scene)
                } else if case let .text(text) = look.caption {
                    band = VideoCaption.bandHeight(text, width: layout.size.width, measurer: measurer)  // spans the picture
                }
                let slowed = slow.flatMap { $0.contains(replayMs: session.timeMs) ? [FrameAnnotation.Label(text: $0.label, kind: .slow, opacity: 1)] : nil }
                session.appendAnnotation(path: look.annotates ? path : nil, extra: slowed ?? [], bottomInset: band, to: &scene)
            }
            if case let .text(text) = look.caption { Self.caption(text, measurer, &picture) }
            try frame(picture, index)
        }
    }

    /// The caption across the bottom of the whole scene.
    static func caption(_ text: String, _ measurer: any TextMeasuring, _ scene: inout Scene) {
        VideoCaption.append(text, in: Rect(origin: .zero, size: scene.size), measurer: measurer, to: &scene)
    }

    /// The replay loop at the video's rate; frames past `count` (the end itself) are not shown.
    private func drive(_ subject: inout SessionGroup,
                       frame: (inout SessionGroup, Int) throws(StretchyError) -> Void) throws(StretchyError) {
        let frames = ReplayFrames(script: script, framesPerSecond: framesPerSecond, slow: slow)
        let count = count
        try frames.run(&subject, progress: { _, _ in }, screenshot: { _, _ throws(StretchyError) in }) { subject, index throws(StretchyError) in
            if index < count { try frame(&subject, index) }
        }
    }
}
