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
        let chosenDevice = try device.map { name throws(StretchyError) in try Device.lookup(name) }
        let viewport = chosenDevice?.size ?? Script.defaultViewport
        let overrides = try config.map { path throws(StretchyError) in try ConfigFile.load(path: path) } ?? [:]

        do { try SDLEnvironment.start(headless: true) } catch { throw StretchyError.environment(describe(error)) }
        let assets = try PrototypeAssets.load(imagePath: nil, contentPath: content, rows: nil, device: chosenDevice != nil)
        let chosen: Design
        do { chosen = try assets.design(reference) } catch {
            throw StretchyError(error.kind, "\(design.reference == nil ? "\(config!): 'design'" : design.optionName): \(error.message)")
        }
        // The session measures the rows as the window would, with the same fonts.
        let renderer: Renderer
        do { renderer = try Renderer.headless(size: viewport, pixelsPerPoint: 1, fonts: assets.fonts) } catch {
            throw StretchyError.environment(describe(error))
        }
        var setup = assets.setup(chosen, viewport: viewport, overrides: overrides, images: try assets.upload([chosen], to: renderer))
        setup.device = chosenDevice
        setup.appearance = appearance ?? .light
        setup.system = ios ?? .current
        setup.parameterSource = ParameterSource(file: config, path: "")
        let session = try Session(setup: setup, measurer: renderer.textMeasurer)

        // The files as the user wrote them: the player reads the same JSON the app does.
        let designURL = URL(fileURLWithPath: chosen.file)
        let designText = try Self.text(designURL.path)
        let designJSON = try Self.json(designText, path: designURL.path)
        var contentURL = content.map { URL(fileURLWithPath: $0) }
        if contentURL == nil, !assets.contentIsExplicit, let own = (designJSON as? [String: Any])?["content"] as? String {
            contentURL = designURL.deletingLastPathComponent().appendingPathComponent(own)
        }
        if contentURL == nil, (designJSON as? [String: Any])?["content"] == nil { contentURL = assets.resources.contentFile }
        let contentText = try contentURL.map { url throws(StretchyError) in try Self.text(url.path) }
        let contentJSON = try contentText.map { text throws(StretchyError) in try Self.json(text, path: contentURL!.path) }
        let (images, skipped) = SharePage.images(design: designJSON, designFolder: designURL.deletingLastPathComponent(),
                                                 content: contentJSON, contentFolder: contentURL?.deletingLastPathComponent() ?? designURL)
        let symbols = SharePage.symbols(design: designJSON, iconFolder: assets.resources.file("icons"))
        for name in skipped { StderrLine.write("warning: share: '\(name)' is not drawn (a browser shows JPEG, PNG and WebP)") }

        var options: [String: Any] = ["appearance": (appearance ?? .light).rawValue, "ios": (ios ?? .current) == .ios17 ? 17 : 26,
                                      "params": overrides, "lineHeights": session.lineHeights, "lineHeightsWidth": viewport.width]
        // Without --device the page takes the size of the phone it is opened on.
        if let name = device { options["device"] = name.lowercased() }
        if record { options["record"] = true }
        let html = try SharePage(webFolder: assets.resources.file("web")).html(design: designText, content: contentText,
                                                                              images: images.merging(symbols) { a, _ in a },
                                                                              options: options)
        try FileBytes.writeAtomically(Array(html.utf8), to: page)
        StderrLine.write("\(chosen.name) → \(page) (\(html.utf8.count / 1024) KB" + (serve ? ")" : "; open it in a browser, or add --serve to open it on a phone)"))
        if serve { try ShareServer(folder: out, port: port).runUntilInterrupted() }
    }

    private static func text(_ path: String) throws(StretchyError) -> String {
        guard let text = String(bytes: try FileBytes.read(path: path), encoding: .utf8) else { throw .badInput("\(path) is not UTF-8") }
        return text
    }

    private static func json(_ text: String, path: String) throws(StretchyError) -> Any {
        do { return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) } catch {
            throw .badInput("\(path): not JSON (\(error.localizedDescription))")
        }
    }
}
