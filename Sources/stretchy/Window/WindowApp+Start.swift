import Foundation
import HeaderKit
import ScrollCore
import Stage
import StretchyKit

extension WindowApp {
    /// Opens the window (one phone, or `variants` side by side under their captions) and runs
    /// until quit. No display → one line, exit status 2.
    static func run(_ options: WindowOptions, variants: [ComparisonVariant]) throws(StretchyError) {
        let count = max(1, variants.count)
        let title = variants.isEmpty ? "Stretchy — \(options.design.name)" : "Stretchy — compare " + variants.map(\.label).joined(separator: " | ")
        try WindowStartup.withWindow(options, title: title, size: PhoneLayout(viewport: options.viewport, count: count).size,
                                     vsync: true) { opened throws(StretchyError) in
            let clock = FrameClock()
            let app = try WindowApp(options, variants: variants, opened: opened, clock: clock,
                                    events: EventPump(clock: clock, zoom: opened.display.zoom))
            // Weak: the X server can go while the window is already being torn down.
            DisplayLoss.install { [weak app] display in
                let saved = app.map { $0.finishAfterDisplayLoss(nowMs: $0.clock.nowMs) } ?? "nothing was being saved"
                WindowStartup.printError("lost the connection to the X display \(display); \(saved)")
                exit(2)
            }
            try app.loop()
        }
    }

    /// The phones of `opened` (one, or `variants` side by side), fed by `events` and timed by
    /// `clock`: the real window's, or a headless test's.
    convenience init(_ options: WindowOptions, variants: [ComparisonVariant], opened: OpenedWindow, clock: any WindowClock,
                     events: any WindowEventSource) throws(StretchyError) {
        let count = max(1, variants.count)
        var setup = SessionSetup(design: options.design, library: opened.assets.library,
                                 viewport: PhoneLayout.viewport(fitting: opened.givenSize, count: count),
                                 content: opened.content, parameterOverrides: options.overrides, images: opened.images)
        setup.sharedContent = opened.assets.contentIsExplicit || options.content != nil ? nil : opened.assets.content
        setup.device = options.device
        setup.appearance = options.appearance
        setup.system = options.system
        setup.glassTint = options.glassTint
        setup.showsChrome = options.showsChrome
        let measurer = opened.renderer.textMeasurer
        let group = variants.isEmpty ? SessionGroup(try Session(setup: setup, measurer: measurer))
            : try SessionGroup(base: setup, variants: variants, measurer: measurer)
        self.init(options: options, display: opened.display, clock: clock, events: events, setup: setup, assets: opened.assets, group: group)
        if let retitle = state.retitled() { perform([retitle], atMs: clock.nowMs) }
    }
}
