import HeaderKit
import ScrollCore
import StretchyKit

extension CompareWindowApp {
    /// Opens the compare window (two viewports, the gap and the caption strip) and runs until
    /// quit. No display → one line, exit status 2, as `stretchy run`.
    static func run(_ options: WindowOptions, variants: (ComparisonVariant, ComparisonVariant)) throws(StretchyError) {
        let title = "Stretchy — compare \(variants.0.label) | \(variants.1.label)"
        // Paced by a timer, so presenting must not block on vsync.
        try WindowStartup.withWindow(options, title: title, size: CompareLayout(viewport: options.viewport).size,
                                     vsync: false) { opened throws(StretchyError) in
            var base = SessionSetup(design: options.design, library: opened.assets.library,
                                    viewport: CompareLayout.viewport(fitting: opened.givenSize),
                                    content: opened.content, parameterOverrides: options.overrides, images: opened.images)
            base.device = options.device
            base.appearance = options.appearance
            base.showsChrome = options.showsChrome
            let pair = try SessionPair(base: base, variants: variants, measurer: opened.renderer.textMeasurer)
            let app = CompareWindowApp(options: options, window: opened.window, renderer: opened.renderer, pair: pair,
                                       base: base)
            try app.loop()
        }
    }
}
