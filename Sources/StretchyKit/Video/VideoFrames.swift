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
/// (a frame shows the moment it starts). The script runs on its own fresh session or pair, with
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

    /// One session: `frame` gets each frame's scene and index.
    public func run(_ session: inout Session, look: VideoLook, measurer: any TextMeasuring,
                    frame: (Scene, Int) throws(StretchyError) -> Void) throws(StretchyError) {
        var scene = Scene(size: script.viewport)
        try drive(&session) { session, index throws(StretchyError) in
            session.compose(into: &scene, showingTouches: look.showsTouches)
            if let caption = look.caption {
                Self.caption(Self.text(of: caption, preset: session.presetName, parameters: session.parameters), measurer, &scene)
            }
            try frame(scene, index)
        }
    }

    /// A comparison: both phones side by side under their caption strip, as its screenshots.
    /// `auto` captions each phone with its own design; a text caption spans the picture.
    public func run(_ pair: inout SessionPair, look: VideoLook, measurer: any TextMeasuring,
                    frame: (Scene, Int) throws(StretchyError) -> Void) throws(StretchyError) {
        let layout = CompareLayout(viewport: pair.viewport)
        let captions = pair.captions(basePreset: script.preset)
        var sceneA = Scene(size: layout.viewport), sceneB = Scene(size: layout.viewport)
        var combined = Scene(size: layout.size)
        try drive(&pair) { pair, index throws(StretchyError) in
            pair.compose(into: &sceneA, &sceneB, showingTouches: look.showsTouches)
            if look.caption == .auto {
                Self.caption(VideoCaption.autoText(preset: pair.a.presetName, parameters: pair.a.parameters), measurer, &sceneA)
                Self.caption(VideoCaption.autoText(preset: pair.b.presetName, parameters: pair.b.parameters), measurer, &sceneB)
            }
            layout.compose(sceneA, sceneB, captions: captions, into: &combined)
            if case let .text(text) = look.caption { Self.caption(text, measurer, &combined) }
            try frame(combined, index)
        }
    }

    /// The caption across the bottom of the whole scene.
    static func caption(_ text: String, _ measurer: any TextMeasuring, _ scene: inout Scene) {
        VideoCaption.append(text, in: Rect(origin: .zero, size: scene.size), measurer: measurer, to: &scene)
    }

    static func text(of caption: VideoCaption, preset: String, parameters: Parameters) -> String {
        switch caption {
        case let .text(text): text
        case .auto: VideoCaption.autoText(preset: preset, parameters: parameters)
        }
    }

    /// The replay loop at the video's rate; frames past `count` (the end itself) are not shown.
    private func drive<Subject: ScriptDriven>(_ subject: inout Subject,
                                              frame: (inout Subject, Int) throws(StretchyError) -> Void) throws(StretchyError) {
        let frames = ReplayFrames(script: script, framesPerSecond: framesPerSecond)
        let count = count
        try frames.run(&subject, progress: { _, _ in }, screenshot: { _, _ throws(StretchyError) in }) { subject, index throws(StretchyError) in
            if index < count { try frame(&subject, index) }
        }
    }
}
