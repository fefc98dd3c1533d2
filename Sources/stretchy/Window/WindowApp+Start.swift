import HeaderKit
import ScrollCore
import StretchyKit

extension WindowApp {
    /// Opens the window and runs until quit. No display → one line, exit status 2.
    static func run(_ options: WindowOptions) throws(StretchyError) {
        try WindowStartup.withWindow(options, title: "Stretchy — \(options.design.name)", size: options.viewport,
                                     vsync: true) { opened throws(StretchyError) in
            let viewport = Size(width: max(1, opened.givenSize.width), height: max(1, opened.givenSize.height))
            var setup = SessionSetup(design: options.design, library: opened.assets.library, viewport: viewport,
                                     content: opened.content, parameterOverrides: options.overrides, images: opened.images)
            setup.device = options.device
            setup.appearance = options.appearance
            setup.showsChrome = options.showsChrome
            let session = try Session(setup: setup, measurer: opened.renderer.textMeasurer)
            let app = WindowApp(options: options, window: opened.window, renderer: opened.renderer, setup: setup, session: session)
            app.updateTitle()
            try app.loop()
        }
    }
}
