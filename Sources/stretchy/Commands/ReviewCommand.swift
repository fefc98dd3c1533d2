import ArgumentParser
import FileSafety
import Foundation
import HeaderKit
import Review
import ScrollCore
import StretchyFiles
import StretchyKit

/// `stretchy review SCRIPT --out DIR`: a replay (one phone or `--compare`'s), a WebM video per
/// phone, and `DIR/index.html` (`ReviewPage`) that shows them side by side under one scrubber
/// with the parameters, the motion plot, the callbacks, the contact sheet and this command.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Replay a script and write DIR/index.html: a review page with the videos, parameters, plot and callbacks.",
        discussion: """
        The page is self-contained: its videos (VP9 WebM, one per phone, which every browser plays), \
        the contact sheet and the replay's files sit next to it in DIR; it loads nothing from the \
        network. Open it from a shared folder or attach the folder to a review thread.
        """
    )

    @Argument(help: "The script (JSON). See the README for the format.")
    var script: String

    @Option(name: .long, help: "Output folder (created if needed): index.html, the videos and the replay's files.")
    var out: String

    @OptionGroup var rate: ReplayRateOption

    @OptionGroup var designOption: DesignOption

    @Option(name: .long, help: ArgumentHelp("A config file (JSON name → value) over the script's params, as for replay.", valueName: "FILE"))
    var config: String?

    @Option(name: .long, parsing: .upToNextOption,
            help: ArgumentHelp("Two to four variants side by side: designs, design files or config files, as for replay.",
                               valueName: "A B [C [D]]"))
    var compare: [String] = []

    @OptionGroup var screen: ScreenOptions

    @OptionGroup var pixels: PixelScaleOption

    func run() throws {
        try refuseInputAsOutput()
        let ffmpeg = try FFmpeg.locate()  // before the replay: a missing encoder is said before any work
        var replay = try ReplayCommand.parse(["--out", out, "--", script])
        replay.rate = rate
        replay.designOption = designOption
        replay.config = config
        replay.compare = compare
        replay.screen = screen
        replay.pixels = pixels
        replay.sidecarsNameFilesOnly = true
        StderrLine.write("review: replaying \(script)…")
        try replay.replay { outcome in try writePage(outcome, replay: replay, ffmpeg: ffmpeg) }
    }

    /// `--out` must not be one of the files the page is made from (the script, a config, a design
    /// file): a folder would be made where the user's file is expected, or fail half-way.
    func refuseInputAsOutput() throws {
        let inputs = [script] + [config, designOption.design].compactMap({ $0 }) + compare
        for input in inputs { PathSafety.noteInput(input) }
        if let refusal = PathSafety.refusal(writing: out) { throw StretchyError.badInput("--out \(out): \(refusal)") }
        // The page's own fixed names too, before the first frame is drawn (not after the video).
        for name in ["index.html", "video.webm"] {
            let path = URL(fileURLWithPath: out).appendingPathComponent(name).path
            if inputs.contains(where: { CalibrateCommand.samePath(path, $0) }) {
                throw StretchyError.badInput("--out \(out): \(name) there is an input of this review; choose another folder")
            }
        }
    }

    /// The videos, one per phone, then the page over the replay's typed records.
    func writePage(_ outcome: ReplayOutcome, replay: ReplayCommand, ffmpeg: String) throws {
        let phoneSize = PhoneLayout(viewport: outcome.script.viewport, count: 1).size
        var phones: [ReviewPage.Phone] = []
        for (index, phone) in outcome.result.phones.enumerated() {
            let compared = !outcome.variants.isEmpty
            let video = compared ? "\(phone.folderName)/video.webm" : "video.webm"
            let path = URL(fileURLWithPath: out).appendingPathComponent(video).path
            let label = compared ? outcome.captions[index] : outcome.designs[index].name
            StderrLine.write("review: video \(index + 1) of \(outcome.result.phones.count) (\(label))…")
            let pass = compared ? replay.videoPass(outcome.headless, phone: outcome.variants[index])
                                : replay.videoPass(outcome.headless, variants: [])
            try replay.exportVideos((ffmpeg, [try VideoRequest(path: path)]), script: outcome.script, renderer: outcome.headless.renderer,
                                    pictureSize: phoneSize, pass: pass)
            var reviewed = ReviewPage.Phone(label: label, video: video, design: outcome.designs[index], records: phone.records,
                                            events: phone.events.traceEvents, parameters: phone.parameters)
            reviewed.tryIt = try writeSharePage(outcome, design: outcome.designs[index], parameters: phone.parameters,
                                                folder: compared ? "\(phone.folderName)/share" : "share")
            phones.append(reviewed)
        }
        let scriptName = URL(fileURLWithPath: script).lastPathComponent
        let page = ReviewPage(title: "\(scriptName) · " + phones.map(\.label).joined(separator: " vs ") + " · iOS \(outcome.headless.setup.system.rawValue)",
                              command: Self.commandLine(CommandLine.arguments), phones: phones,
                              contactSheets: outcome.contactSheets.map { URL(fileURLWithPath: $0).lastPathComponent },
                              framesPerSecond: rate.fps)
        let index = URL(fileURLWithPath: out).appendingPathComponent("index.html").path
        try FileBytes.writeAtomically(Data(page.html.utf8), to: index)
        StderrLine.write("review → \(index)")
    }

    /// The phone's own share page (`stretchy share`'s, by the same code) in `folder` under `--out`:
    /// its design, content, device and parameters as replayed. Returns the link to it from the page.
    func writeSharePage(_ outcome: ReplayOutcome, design: Design, parameters: Parameters, folder: String) throws -> String {
        let link = "\(folder)/index.html"
        let path = URL(fileURLWithPath: out).appendingPathComponent(link).path
        try FileBytes.prepareDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        let script = outcome.script
        let request = SharePageRequest(reference: design.file, optionName: "review: \(design.name)", content: script.contentPath,
                                       device: script.device, ios: script.system, appearance: script.appearance,
                                       overrides: parameters.changedValues, parameterFile: nil)
        _ = try request.write(to: path)
        return link
    }

    /// The command as typed again: `stretchy` and each argument, single-quoted when the shell would
    /// read it otherwise.
    /// The page is meant to be shared: an absolute path (`/home/alice/designs/mine.json`, or an
    /// `--option=/…` value) is written as its file name alone, never the author's folders (issue 42).
    static func commandLine(_ arguments: [String]) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
        func withoutFolders(_ argument: String) -> String {
            if argument.hasPrefix("/") { return URL(fileURLWithPath: argument).lastPathComponent }
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "="), argument[argument.index(after: equals)...].hasPrefix("/") {
                return String(argument[...equals]) + URL(fileURLWithPath: String(argument[argument.index(after: equals)...])).lastPathComponent
            }
            return argument
        }
        return (["stretchy"] + arguments.dropFirst().map(withoutFolders)).map { argument in
            !argument.isEmpty && argument.allSatisfy(plain.contains) ? argument
                : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }
}
