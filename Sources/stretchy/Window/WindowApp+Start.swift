import HeaderKit
import ScrollCore
import StretchyKit

extension WindowApp {
    /// Opens the window and runs until quit. No display → one line, exit status 2.
    static func run(_ options: WindowOptions) throws(StretchyError) {
        try WindowStartup.withWindow(options, title: "Stretchy — \(options.preset)", size: options.viewport,
                                     vsync: true) { opened throws(StretchyError) in
            let viewport = Size(width: max(1, opened.givenSize.width), height: max(1, opened.givenSize.height))
            let setup = SessionSetup(preset: options.preset, viewport: viewport, content: opened.content,
                                     parameterOverrides: options.parameters.changedValues, photoSizes: opened.photoSizes)
            let session = try Session(setup: setup, measurer: opened.renderer.textMeasurer)
            let app = WindowApp(options: options, window: opened.window, renderer: opened.renderer, setup: setup, session: session)
            app.updateTitle()
            try app.loop()
        }
    }
}
