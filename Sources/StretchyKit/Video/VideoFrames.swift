import HeaderKit
import ScrollCore

/// What a video frame shows besides the session: touches and an optional caption.
public struct VideoLook: Sendable {
    public var showsTouches = true
    public var caption: VideoCaption?
    public init(showsTouches: Bool = true, caption: VideoCaption? = nil) {
        self.showsTouches = showsTouches; self.caption = caption
    }
}

/// The frames of a replay's video: t = k·1000/fps ms for k in 0..<count, count = duration × fps
/// (a frame shows the moment it starts). The script runs on its own fresh phones (a `SessionGroup`), with
/// inputs at their own times as in any replay, so a video at 50 fps needs no 50-fps trace.
public struct VideoFrames: Sendable {
    public let framesPerSecond: Double
    public let count: Int
    let script: Script

    public init(script: Script, framesPerSecond: Double) {
        self.script = script
        self.framesPerSecond = framesPerSecond
        count = max(1, Int((script.endTimeMs * framesPerSecond / 1000).rounded()))
    }

    /// The phones of `group` (one, or compared side by side under their caption strip, as their
    /// screenshots): `frame` gets each frame's picture and index. `auto` captions each phone with
    /// its own design; a text caption spans the picture.
    public func run(_ group: inout SessionGroup, look: VideoLook, measurer: any TextMeasuring,
                    frame: (Scene, Int) throws(StretchyError) -> Void) throws(StretchyError) {
        let layout = PhoneLayout(viewport: group.viewport, count: group.count)
        let captions = group.captions(basePreset: script.preset)
        var picture = Scene(size: layout.size)
        var phones: [Scene] = []
        try drive(&group) { group, index throws(StretchyError) in
            let sessions = group.sessions
            group.compose(into: &picture, phones: &phones, layout: layout, captions: captions,
                          showingTouches: look.showsTouches) { phone, scene in
                if look.caption == .auto {
                    Self.caption(VideoCaption.autoText(preset: sessions[phone].presetName, parameters: sessions[phone].parameters),
                                 measurer, &scene)
                }
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
        let frames = ReplayFrames(script: script, framesPerSecond: framesPerSecond)
        let count = count
        try frames.run(&subject, progress: { _, _ in }, screenshot: { _, _ throws(StretchyError) in }) { subject, index throws(StretchyError) in
            if index < count { try frame(&subject, index) }
        }
    }
}
