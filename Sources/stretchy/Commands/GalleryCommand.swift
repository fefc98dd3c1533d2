import ArgumentParser
import FileSafety
import Foundation
import HeaderKit
import ScrollCore
import Stage
import Review
import StretchyFiles
import StretchyKit

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Draw every design at rest, pulled down 120 pt and collapsed, in one contact sheet."
    )

    @Option(name: .long, help: "The contact sheet to write (PNG).")
    var out: String

    @Option(name: .long, parsing: .upToNextOption, help: "Presets to show (default: all).")
    var presets: [String] = []

    @Option(name: .long, parsing: .upToNextOption, help: "Designs to draw (names or design files; default: every shipped design).")
    var designs: [String] = []

    @OptionGroup var screen: ScreenOptions

    @Option(name: .long, help: "Keep the individual PNGs in this folder (default: a temporary one).")
    var keep: String?

    @Option(name: .long, help: "A content file shown under every design (default: each design's own content, else the bundled rows).")
    var content: String?

    @Option(name: .long, help: "Pixels per point of each frame (0.5 to 4; default: about the sheet's thumbnail size).")
    var scale: Double?

    func run() throws {
        let size = try screen.size.chosenSize() ?? Script.defaultViewport
        let chosenDevice = try screen.chosenDevice()
        let appearance = screen.chosenAppearance(), showsChrome = screen.showsChrome(), system = screen.chosenSystem()
        try FrameBudget.check(size, scale: scale ?? 1, what: screen.size.optionName)
        let count = presets.count + self.designs.count
        if count > GallerySheetFit.maximumDesigns {
            throw StretchyError.badInput("--designs: \(count) designs do not fit one sheet (at most \(GallerySheetFit.maximumDesigns))")
        }
        do { try SDLEnvironment.start(headless: true) } catch { throw StretchyError.environment(describe(error)) }
        if let scale, !(0.5...4).contains(scale) { throw StretchyError.badInput("--scale must be from 0.5 to 4") }
        let assets = try PrototypeAssets.load(imagePath: nil, contentPath: content, rows: nil, device: chosenDevice != nil)
        var designs: [Design] = []
        for (option, names) in [("--presets", presets), ("--designs", self.designs)] {
            for name in names {
                do { designs.append(try assets.design(name)) } catch { throw StretchyError(error.kind, "\(option): \(error.message)") }
            }
        }
        if designs.isEmpty { designs = assets.library.designs }
        // The sheet's layout depends only on the frame size and the number of frames, so it is
        // known before drawing: each frame is drawn straight at about its thumbnail's size (not
        // below @0.5, where text gets too small to shape well), unless --keep wants full frames.
        let title = "Stretchy designs on iOS \(system.rawValue) — at rest, pulled 120 pt, collapsed"
        let layoutOnly = GallerySheetFit(title: title, frameSize: size,
                                         captions: Array(repeating: ["", "", ""], count: 3 * designs.count))
        let pixelsPerPoint = scale ?? (keep != nil ? 1 : min(1, max(0.5, Double(layoutOnly.thumbnailSide) / max(size.width, size.height))))
        let renderer: Renderer
        do { renderer = try Renderer.headless(size: size, pixelsPerPoint: pixelsPerPoint, fonts: assets.fonts) } catch {
            throw StretchyError.environment(describe(error))
        }
        let images = try assets.upload(designs, to: renderer)
        let folder = keep ?? NSTemporaryDirectory() + "stretchy-gallery-\(ProcessInfo.processInfo.processIdentifier)"
        try FileBytes.prepareDirectory(folder)
        var capturer = HeadlessCapturer(renderer: renderer)
        var shots: [(path: String, caption: [String])] = []
        var scene = Scene(size: size)
        var fileNames = UniqueFileNames()
        for (index, design) in designs.enumerated() {
            let name = design.name
            let fileName = fileNames.claim(name, for: String(index))
            var setup = assets.setup(design, viewport: size, overrides: [:], images: images)
            setup.device = chosenDevice
            setup.appearance = appearance
            setup.system = system
            setup.glassTint = try screen.chosenGlassTint()
            setup.showsChrome = showsChrome
            var session = try Session(setup: setup, measurer: renderer.textMeasurer)
            let rest = session.restingTopOffset
            for (label, offset) in [("at rest", rest), ("pulled 120 pt", rest - 120), ("collapsed", session.collapsedOffset)] {
                session.setContentOffset(offset)
                session.compose(into: &scene)
                let path = "\(folder)/\(fileName)-\(label.replacingOccurrences(of: " ", with: "-")).png"
                try capturer.capture(scene, to: path)
                let record = session.record()
                shots.append((path, ["\(name) · \(label)",
                                     "offset \(FrameRecord.number(record.offsetY)) · header \(FrameRecord.number(record.headerFrame.height)) pt",
                                     "scale \(FrameRecord.number(record.headerScale))" + (record.barY.map { " · bar \(FrameRecord.number($0))" } ?? "")]))
            }
        }
        let fit = GallerySheetFit(title: title, frameSize: size, pixelsPerPoint: pixelsPerPoint, captions: shots.map(\.caption))
        // Each frame is loaded as a thumbnail of its cell (one full-size decode at a time).
        try ReviewPictures(fonts: assets.fonts).write(fit.sheet.scene(), photos: shots.map(\.path),
                                                      thumbnailSide: fit.thumbnailSide, to: out)
        if fit.isScaledDown {
            let sheetSize = fit.sheet.layout.size
            StderrLine.write("frames drawn \(Int(fit.frameWidth.rounded())) px wide, not \(Int(fit.naturalFrameWidth.rounded())) (half size), "
                + "so the sheet (\(Int(sheetSize.width)) × \(Int(sheetSize.height.rounded())) px) stays within \(Int(GallerySheetFit.maximumWidth)) × \(Int(GallerySheetFit.maximumHeight))")
        }
        if keep == nil { try? FileManager.default.removeItem(atPath: folder) }
        StderrLine.write("\(shots.count) frames of \(designs.count) designs → \(out)")
    }
}
