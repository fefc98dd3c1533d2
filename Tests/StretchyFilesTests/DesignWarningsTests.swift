import Foundation
import HeaderKit
import ScrollCore
import StretchyFiles
import StretchyKit
import Testing
import TestSupport

/// The tuning panel's cheap design check: silent on every shipped design at its defaults (bare
/// viewport and every device), loud on the broken numbers issue 17 found.
@Suite struct DesignWarningsTests {
    @Test func noShippedDesignWarnsAtItsDefaults() {
        for design in ShippedDesigns.library.designs {
            let bare = DesignChecks.findings(design)
            #expect(bare.isEmpty, "\(design.name): \(bare.map(\.message))")
            for device in Device.all {
                let found = DesignChecks.findings(design, viewport: device.size, safeArea: device.safeArea)
                #expect(found.isEmpty, "\(design.name) on \(device.name): \(found.map(\.message))")
            }
        }
    }

    /// `json` loaded as a design file (from a temporary folder, removed afterwards).
    func design(json: String, name: String) throws -> Design {
        let folder = NSTemporaryDirectory() + "stretchy-warn-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/\(name).json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return try DesignLoader.load(path: path, warn: { _ in }).design
    }

    func parameters(_ design: Design, _ values: [String: Double]) throws -> Parameters {
        var parameters = Parameters(catalog: design.catalog)
        for (name, value) in values { try parameters.set(name, to: value) }
        return parameters
    }

    @Test func seed004ZoomDistance200LeavesAGapWhenPulled() throws {
        let design = ShippedDesigns.design("seed004")
        let found = DesignChecks.findings(design, parameters: try parameters(design, ["zoomDistance": 200]))
        // Pulled 150 pt the photo is 200 pt tall scaled by 1 + 150/200 = 1.75 about its centre,
        // 350 pt tall from y = 150 − 75 = 75: the band 0–75 pt shows the white background.
        #expect(found.map(\.short) == ["gap above the first row pulled 150 pt (y 0–75 pt)"], "\(found)")
    }

    @Test func seed000StretchFactorOneTenthShowsWhiteAtRest() throws {
        let design = ShippedDesigns.design("seed000")
        let found = DesignChecks.findings(design, parameters: try parameters(design, ["stretchFactor": 0.1]))
        // At rest the inset is 390 · 0.5625 = 219.375 pt and the photo 0.1 of it: 21.9 pt.
        #expect(found.first?.short == "gap above the first row at rest (y 22–219 pt)", "\(found)")
    }

    @Test func parallaxExpandedHeightBelowItsCollapsedHeightContradicts() throws {
        let design = ShippedDesigns.design("parallax")
        let found = DesignChecks.findings(design, parameters: try parameters(design, ["expandedHeight": 64, "minimumHeight": 200]))
        // Collapsed: 20 (status bar) + 200 = 220 pt of toolbar over rows that start at 64 pt.
        #expect(found.map(\.short) == ["header covers the first row by 156 pt at rest (sizes contradict)"], "\(found)")
    }

    @Test func aMinimumAboveItsMaximumContradicts() throws {
        let design = ShippedDesigns.design("seed004")
        let found = DesignChecks.findings(design, parameters: try parameters(design, ["minimumZoomScale": 5]))
        #expect(found.map(\.short) == ["minimumZoomScale 5 is above maximumZoomScale 3"], "\(found)")
    }

    @Test func aHeaderBelowTheStatusBarNeverCoversTheSafeArea() throws {
        // Rows from the very top and only a tab bar at the bottom: fine on a bare viewport, but on
        // an iPhone 15 (safe area 59 pt) the rows always run under the status bar.
        let design = try design(json: """
        {"name": "bare", "scroll": {"contentInsetTop": 0, "rowsTop": 0},
         "layers": [{"id": "tabs", "kind": "color", "color": "#336699", "x": 0, "y": "H - 50", "width": "W", "height": 50}]}
        """, name: "bare")
        // Pulled, a plain list shows the background above its first row (as UITableView does).
        let pulledGap = "gap above the first row pulled 150 pt (y 0–150 pt)"
        #expect(DesignChecks.findings(design).map(\.short) == [pulledGap])
        let phone = try #require(Device.named("iphone-15"))
        let found = DesignChecks.findings(design, viewport: phone.size, safeArea: phone.safeArea)
        #expect(found.map(\.short) == [pulledGap, "header never covers the status bar (safe area top 59 pt)"], "\(found)")
    }

    /// A bar over a table header drawn in content space (a card with 10 pt margins): the list's
    /// background around the card is the design's own, not a gap (a probe's design warned
    /// "gap y 50–60" at rest); white above the content's top, pulled, still is.
    @Test func theBackgroundAroundContentLayersIsNotAGap() throws {
        let design = try design(json: """
        {"name": "card", "scroll": {"contentInsetTop": 50, "rowsTop": 140},
         "layers": [{"id": "bar", "kind": "color", "color": "#336699", "height": 50},
                    {"id": "card", "kind": "color", "color": "systemBlue", "space": "content", "x": 16, "y": 10, "width": "W - 32", "height": 120}]}
        """, name: "card")
        // Pulled 150: the content's top is at 50 + 150 = 200; only the bar's 0–50 is covered.
        #expect(DesignChecks.findings(design).map(\.short) == ["gap above the first row pulled 150 pt (y 50–200 pt)"])
    }
}
