import ArgumentParser
import FileSafety
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

/// `stretchy share`: the design as one page a phone's browser plays by touch with the same physics
/// (issue 44). The page is Resources/web's player; this command fills it with the design, its
/// content and images, the options, and the list's row heights measured here (the page measures
/// no text).
struct ShareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Write a design as one self-contained web page (DIR/index.html) that plays it by touch with Stretchy's physics.",
        discussion: """
        Open DIR/index.html in a browser, or add --serve and open the printed URL (or scan the QR \
        code) on a phone on the same network. The page exposes \
        window.stretchy.replay(script), state() and bench(frames) for tests. With --record the page has a \
        Record button (or open it at index.html#record): a list the browser scrolls itself, logging touches \
        and offsets, saved as a stretchy-device-trace/1 file (window.stretchy.recordedTrace()).
        """
    )

    @OptionGroup var design: DesignOption

    @Option(name: .long, help: "A config file (JSON name → value) with the tuned parameters; its \"design\" is shared unless --design names one.")
    var config: String?

    @Option(name: .long, help: ArgumentHelp("The list's content file (default: the design's own, else the bundled one, as `run` shows).", valueName: "file"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("A device: its size, safe areas and status bar (`stretchy devices` lists them; default a 390x844 viewport).", valueName: "NAME"))
    var device: String?

    @Option(name: .long, help: ArgumentHelp("Which iOS the page imitates: 27 or 26 (the floating tab bar; the page draws both as 26) or 17.", valueName: "27|26|17"))
    var ios: SystemVersion?

    @Option(name: .long, help: ArgumentHelp("Light or dark mode.", valueName: "light|dark"))
    var appearance: Appearance?

    @Option(name: .long, help: ArgumentHelp("The folder to write index.html in (created if needed).", valueName: "DIR"))
    var out: String

    @Flag(name: .long, help: "Then serve DIR over HTTP (read-only) on this machine's addresses, print each URL and a QR code, until Ctrl+C.")
    var serve = false

    @Option(name: .long, help: ArgumentHelp("The port --serve listens on (0: any free port).", valueName: "N"))
    var port: UInt16 = 8000

    @Flag(name: .long, help: "Add Record mode: a plain list scrolled by the browser itself (on an iPhone, UIKit's scroll view) that saves a device trace for `stretchy calibrate`.")
    var record = false

    func run() throws {
        let page = URL(fileURLWithPath: out).appendingPathComponent("index.html").path
        try FileBytes.prepareDirectory(out)
        _ = try FileBytes.checkWritable(page)
        let configDesign = try config.flatMap { path throws(StretchyError) in try ConfigFile.design(path: path) }
        guard let reference = design.reference ?? configDesign else {
            throw StretchyError.badInput("share needs --design NAME|FILE" + (config.map { " (\($0) names no \"design\")" } ?? ""))
        }
        let overrides = try config.map { path throws(StretchyError) in try ConfigFile.load(path: path) } ?? [:]
        let request = SharePageRequest(reference: reference, optionName: design.reference == nil ? "\(config!): 'design'" : design.optionName,
                                       content: content, device: device, ios: ios, appearance: appearance, overrides: overrides,
                                       parameterFile: config, record: record)
        let (name, bytes) = try request.write(to: page)
        StderrLine.write("\(name) → \(page) (\(bytes / 1024) KB" + (serve ? ")" : "; open it in a browser, or add --serve to open it on a phone)"))
        if serve { try ShareServer(folder: out, port: port).runUntilInterrupted() }
    }

    static func text(_ path: String) throws(StretchyError) -> String {
        guard let text = String(bytes: try FileBytes.read(path: path), encoding: .utf8) else { throw .badInput("\(path) is not UTF-8") }
        return text
    }

    static func json(_ text: String, path: String) throws(StretchyError) -> Any {
        do { return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) } catch {
            throw .badInput("\(path): not JSON (\(error.localizedDescription))")
        }
    }
}
