import FileSafety
import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

/// One share page to write (`stretchy share`, and `stretchy review`'s "Try it" page per phone):
/// the design as the user wrote it (its stacks written out, its `auto` text sizes measured:
/// SharePageDesign), its content, images and symbols, the options, and the list's line heights (every tab's) measured by a session with the window's fonts (the page measures no text).
struct SharePageRequest {
    /// A shipped design's name or a design file.
    var reference: String
    /// What named the design, for messages (`--design`, a config's `'design'`).
    var optionName: String
    var content: String?
    var device: String?
    var ios: SystemVersion?
    var appearance: Appearance?
    /// Parameter overrides (a config file's), as the page's `params`.
    var overrides: [String: Double]
    /// The config file they came from, for messages.
    var parameterFile: String?
    var record = false

    /// Writes the page to `page`; returns the design's name and the page's size in bytes.
    func write(to page: String) throws -> (design: String, bytes: Int) {
        let chosenDevice = try device.map { name throws(StretchyError) in try Device.lookup(name) }
        let viewport = chosenDevice?.size ?? Script.defaultViewport
        do { try SDLEnvironment.start(headless: true) } catch { throw StretchyError.environment(describe(error)) }
        let assets = try PrototypeAssets.load(imagePath: nil, contentPath: content, rows: nil, device: chosenDevice != nil)
        let chosen: Design
        do { chosen = try assets.design(reference) } catch {
            throw StretchyError(error.kind, "\(optionName): \(error.message)")
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
        setup.parameterSource = ParameterSource(file: parameterFile, path: "")
        let session = try Session(setup: setup, measurer: renderer.textMeasurer)

        // The files as the user wrote them: the player reads the same JSON the app does (but stacks and auto sizes).
        let designURL = URL(fileURLWithPath: chosen.file)
        // Stacks written out and `auto` text sizes measured (SharePageDesign): the player reads neither.
        let (designText, designJSON) = try SharePageDesign.text(try ShareCommand.text(designURL.path), path: designURL.path, session: session)
        var contentURL = content.map { URL(fileURLWithPath: $0) }
        if contentURL == nil, !assets.contentIsExplicit, let own = (designJSON as? [String: Any])?["content"] as? String {
            contentURL = designURL.deletingLastPathComponent().appendingPathComponent(own)
        }
        if contentURL == nil, (designJSON as? [String: Any])?["content"] == nil { contentURL = assets.resources.contentFile }
        let contentText = try contentURL.map { url throws(StretchyError) in try ShareCommand.text(url.path) }
        let contentJSON = try contentText.map { text throws(StretchyError) in try ShareCommand.json(text, path: contentURL!.path) }
        let (images, skipped) = SharePage.images(design: designJSON, designFolder: designURL.deletingLastPathComponent(),
                                                 content: contentJSON, contentFolder: contentURL?.deletingLastPathComponent() ?? designURL)
        let symbols = SharePage.symbols(design: designJSON, iconFolder: assets.resources.file("icons"))
        for name in skipped { StderrLine.write("warning: share: '\(name)' is not drawn (a browser shows JPEG, PNG and WebP)") }
        let gaps = SharePageGaps.gaps(in: designJSON, content: contentJSON)
        if !gaps.isEmpty {
            StderrLine.write("warning: share: the page does not draw \(gaps.joined(separator: ", ")) yet (the window does; Resources/web/README.md)")
        }

        var options: [String: Any] = ["appearance": (appearance ?? .light).rawValue, "ios": (ios ?? .current) == .ios17 ? 17 : 26,
                                      "params": overrides, "lineHeights": session.lineHeights, "lineHeightsWidth": viewport.width]
        if session.hasTabs { options["tabLineHeights"] = session.tabLineHeights }
        // Without --device the page takes the size of the phone it is opened on.
        if let name = device { options["device"] = name.lowercased() }
        if record { options["record"] = true }
        let html = try SharePage(webFolder: assets.resources.file("web")).html(design: designText, content: contentText,
                                                                              images: images.merging(symbols) { a, _ in a },
                                                                              options: options)
        try FileBytes.writeAtomically(Array(html.utf8), to: page)
        return (chosen.name, html.utf8.count)
    }
}
