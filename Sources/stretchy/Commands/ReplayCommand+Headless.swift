import HeaderKit
import ScrollCore
import Stage
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
    func startHeadless(_ loaded: Script, pictureSize: Size) throws -> HeadlessReplay {
        do { try SDLEnvironment.start(headless: true) } catch { throw StretchyError.environment(describe(error)) }
        let assets = try PrototypeAssets.load(imagePath: loaded.imagePath, contentPath: loaded.contentPath, rows: loaded.rows)
        let renderer: Renderer
        do {
            renderer = try Renderer.headless(size: pictureSize, pixelsPerPoint: scale, fonts: assets.fonts)
        } catch {
            throw StretchyError.environment(describe(error))
        }
        let photoSizes = try assets.upload(to: renderer)
        let setup = SessionSetup(preset: loaded.preset, viewport: loaded.viewport, content: assets.content,
                                 parameterOverrides: loaded.parameters, photoSizes: photoSizes)
        return HeadlessReplay(assets: assets, renderer: renderer, setup: setup)
    }

    /// The runner's options from `--fps`, `--frames` and `--scale`.
    var runnerOptions: ReplayRunner.Options {
        var options = ReplayRunner.Options()
        options.framesPerSecond = fps
        options.writesEveryFrame = frames
        options.pixelsPerPoint = scale
        options.showsTouches = video.touches
        return options
    }
}
