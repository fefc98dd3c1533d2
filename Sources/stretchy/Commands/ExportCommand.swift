import ArgumentParser
import Foundation
import StretchyFiles
import StretchyKit

/// `stretchy export REC.json --video FILE`: the short form of `replay REC.json --out DIR --video
/// FILE` for a window recording (or any script); the replay's files go next to the first video.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a recording (or any replay script) as MP4, WebM or GIF.",
        discussion: """
        Same as `stretchy replay SCRIPT --out DIR --video FILE …`, with DIR chosen for you: \
        FILE's folder, FILE's name without its extension plus `-replay` (the trace, events and screenshots).
        """
    )

    @Argument(help: "The recording (R in the window) or script (JSON).")
    var recording: String

    @OptionGroup var rate: ReplayRateOption

    @OptionGroup var pixels: PixelScaleOption

    @OptionGroup var design: DesignOption

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Both phones side by side: designs or config files.", valueName: "A B"))
    var compare: [String] = []

    @Flag(name: .long, help: "Start at the recording's first input (an old take's idle lead-in cut; the recording is not changed).")
    var trim = false

    @OptionGroup var video: VideoOptions

    func run() throws {
        guard let first = video.videos.first else { throw StretchyError.badInput("export needs --video FILE.mp4, FILE.webm or FILE.gif") }
        let url = URL(fileURLWithPath: first)
        let out = url.deletingLastPathComponent().appendingPathComponent(url.deletingPathExtension().lastPathComponent + "-replay").path
        var arguments = [recording, "--out", out, "--fps", JSONWriter.format(rate.fps), "--scale", JSONWriter.format(pixels.scale)]
        if let reference = design.reference { arguments += [design.optionName, reference] }
        arguments += video.forwarded
        if trim { arguments.append("--trim") }
        if !compare.isEmpty { arguments += ["--compare"] + compare }
        try ReplayCommand.parse(arguments).run()
    }
}
