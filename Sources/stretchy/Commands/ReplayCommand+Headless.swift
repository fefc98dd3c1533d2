import HeaderKit
import ScrollCore
import Stage
import StretchyFiles
import StretchyKit

/// What every replay (one session or `--compare`) starts from: SDL without a display, the
/// script's assets, an offscreen renderer and the session setup the script describes.
struct HeadlessReplay {
    let assets: PrototypeAssets
    let renderer: Renderer
    let setup: SessionSetup
}

extension ReplayCommand {
    /// `pictureSize`: the picture drawn, in points (the viewport, or both sides of a comparison).
    func startHeadless(_ loaded: Script, pictureSize: Size, extraDesigns: [Design] = []) throws -> HeadlessReplay {
        do { try SDLEnvironment.start(headless: true) } catch { throw StretchyError.environment(describe(error)) }
        let assets = try PrototypeAssets.load(imagePath: loaded.imagePath, contentPath: loaded.contentPath, rows: loaded.rows,
                                              device: loaded.device != nil)
        let renderer: Renderer
        do {
            renderer = try Renderer.headless(size: pictureSize, pixelsPerPoint: scale, fonts: assets.fonts)
        } catch {
            throw StretchyError.environment(describe(error))
        }
        let design = try scriptDesign(loaded, assets: assets)
        let images = try assets.upload([design] + extraDesigns, to: renderer)
        var setup = assets.setup(design, viewport: loaded.viewport, overrides: loaded.parameters, images: images)
        setup.parameterSource = ParameterSource(file: script, path: "params")
        setup.device = loaded.device.flatMap(Device.named)
        setup.appearance = loaded.appearance
        setup.system = loaded.system
        setup.glassTint = loaded.glassTint
        setup.showsChrome = loaded.showsChrome
        return HeadlessReplay(assets: assets, renderer: renderer, setup: setup)
    }

    /// The script's design (or --design's); an unknown one names where it was given.
    func scriptDesign(_ loaded: Script, assets: PrototypeAssets) throws(StretchyError) -> Design {
        do {
            return try assets.design(loaded.designName)
        } catch {
            throw StretchyError(error.kind, designPlace(loaded) + error.message)
        }
    }

    /// Where the replayed design was named, for an error about it.
    func designPlace(_ loaded: Script) -> String {
        if let field = loaded.designField { return "\(script): '\(field)': " }
        if designOption.reference != nil { return "\(designOption.optionName): " }
        return config.map { "\($0): 'design': " } ?? ""
    }

    /// The runner's options from `--fps`, `--frames` and `--scale`.
    var runnerOptions: ReplayRunner.Options {
        var options = ReplayRunner.Options()
        options.framesPerSecond = fps
        options.writesEveryFrame = frames
        options.pixelsPerPoint = scale
        options.showsTouches = video.touches
        options.annotates = video.annotations
        options.tracesLayers = traceLayers
        options.sidecarsNameFilesOnly = sidecarsNameFilesOnly
        return options
    }
}
