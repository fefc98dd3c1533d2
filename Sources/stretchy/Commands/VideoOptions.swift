import ArgumentParser
import StretchyKit

/// The video options `replay` and `export` share.
struct VideoOptions: ParsableArguments {
    @Option(name: .customLong("video"), help: ArgumentHelp("Also export the replay as a video: .mp4 (H.264 at --fps), .webm (VP9 at --fps) or .gif (50 fps); repeatable.",
                                                          valueName: "FILE"))
    var videos: [String] = []

    @Flag(name: .customLong("no-touches"), help: "Videos: hide the touch indicator (shown by default).")
    var noTouches = false

    @Flag(name: .long, help: "Screenshots and --frames: draw the touch indicator (videos draw it unless --no-touches).")
    var touches = false

    @Option(name: .long, help: ArgumentHelp("Videos: a caption burnt in at the bottom; 'auto' names the design and its changed parameters.",
                                            valueName: "TEXT|auto"))
    var caption: String?

    @Flag(name: .long, help: "No progress bar on stderr while exporting.")
    var quiet = false

    var look: VideoLook { VideoLook(showsTouches: !noTouches, caption: caption.map(VideoCaption.init(argument:))) }

    /// The caption band holds about three lines of 13 pt bold on a phone-wide video; a longer
    /// caption was cut off at the frame's bottom.
    static let maximumCaptionCharacters = 150

    /// The requested videos, checked before any work: formats, then the encoder.
    func requests() throws(StretchyError) -> (ffmpeg: String, videos: [VideoRequest])? {
        guard !videos.isEmpty else { return nil }
        if let caption, caption != "auto", caption.count > Self.maximumCaptionCharacters {
            throw .badInput("--caption is \(caption.count) characters; at most \(Self.maximumCaptionCharacters) fit the band under the video (about three lines)")
        }
        var requests: [VideoRequest] = []
        for path in videos { requests.append(try VideoRequest(path: path)) }
        try VideoRequest.checkDistinct(requests)
        return (try FFmpeg.locate(), requests)
    }
}
