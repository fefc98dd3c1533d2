import HeaderKit
import ScrollCore
import StretchyKit

extension WindowApp {
    /// Opens the window (one phone, or `variants` side by side under their captions) and runs
    /// until quit. No display → one line, exit status 2.
    static func run(_ options: WindowOptions, variants: [ComparisonVariant]) throws(StretchyError) {
        let count = max(1, variants.count)
        let title = variants.isEmpty ? "Stretchy — \(options.design.name)" : "Stretchy — compare " + variants.map(\.label).joined(separator: " | ")
        try WindowStartup.withWindow(options, title: title, size: PhoneLayout(viewport: options.viewport, count: count).size,
                                     vsync: true) { opened throws(StretchyError) in
            var setup = SessionSetup(design: options.design, library: opened.assets.library,
                                     viewport: PhoneLayout.viewport(fitting: opened.givenSize, count: count),
                                     content: opened.content, parameterOverrides: options.overrides, images: opened.images)
            setup.device = options.device
            setup.appearance = options.appearance
            setup.system = options.system
            setup.showsChrome = options.showsChrome
            let measurer = opened.renderer.textMeasurer
            let group = variants.isEmpty ? SessionGroup(try Session(setup: setup, measurer: measurer))
                : try SessionGroup(base: setup, variants: variants, measurer: measurer)
            let app = WindowApp(options: options, display: opened.display, setup: setup, group: group)
            app.updateTitle()
            try app.loop()
        }
    }
}
