import Foundation
import Testing
@testable import StretchyFiles
import TestSupport

/// Every field of a design file's `scroll` (DesignLoader's list, so a field added later is walked
/// too) reaches every target's code, or the target's header lists it under "Not exported" (and
/// stderr): a probe design sets each to a value no default has.
@Suite(.serialized) struct ExportCodeScrollCoverageTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    typealias Shows = @Sendable (String) -> Bool
    /// Foundation's search (see ExportCodeSchemaCoverageTests.has).
    static func has(_ parts: String...) -> Shows { { text in parts.allSatisfy { text.range(of: $0) != nil } } }

    static let probeDesign = #"""
    {
      "name": "scroll-probe",
      "scroll": {"contentInsetTop": "250 + 7.25", "contentInsetAdjustment": "automatic", "rowsTop": 33.5, "bounces": false,
                 "alwaysBounceVertical": true, "paging": true, "refresh": {"threshold": 95}, "snap": ["-insetTop", -100.5],
                 "floating": 44, "stretchTrigger": 120, "collapsedOffset": -60.5, "contentInsetBottom": "safeBottom + 64",
                 "sectionHeaders": {"rowsPerSection": 7, "height": 27.5, "pinTop": "safeTop + 44"},
                 "edgeEffect": {"top": "hard", "bottom": "none"}},
      "layers": [{"id": "fill", "kind": "color", "color": "#FF0000", "height": 100}]
    }
    """#

    /// What each target writes for each field, read off the probe above (refreshDuration is its
    /// default, 1.5 s; 100 rows in sections of 7 make 15 sections).
    static let probes: [String: [String: Shows]] = {
        let inset: [String: Shows] = ["uikit": has("let insetTop: CGFloat = max(0.0, 257.25 + safeTop)"),
                                      "swiftui": has("let insetTop: CGFloat = max(0.0, 257.25 + safeTop)"),
                                      "compose": has("max(0f, 257.25f + safeTop)"),
                                      "flutter": has("math.max(0.0, 257.25 + safeTop)")]
        return [
            "contentInsetTop": inset,
            "contentInsetAdjustment": inset,
            "rowsTop": ["uikit": has("return (insetTop, 33.5)"), "swiftui": has("rowsTop: 33.5"),
                        "compose": has("val rowsTop = run { 33.5f }"), "flutter": has("final double rowsTop = 33.5;")],
            "bounces": ["uikit": has("tableView.bounces = false"), "flutter": has("ClampingScrollPhysics(")],
            "alwaysBounceVertical": ["uikit": has("tableView.alwaysBounceVertical = true"), "swiftui": has(".scrollBounceBehavior(.always)"),
                                     "flutter": has("AlwaysScrollableScrollPhysics()")],
            "paging": ["uikit": has("tableView.isPagingEnabled = true"), "flutter": has("PageScrollPhysics(")],
            // UIKit and SwiftUI refresh (and end it), but their trigger distance is fixed: listed.
            "refresh": ["uikit": has("refresh.addAction(UIAction", "refresh?.endRefreshing()", "Not exported: refreshThreshold 95 pt"),
                        "swiftui": has(".refreshable {", "Task.sleep(for: .seconds(1.5))", "Not exported: refreshThreshold 95 pt"),
                        "compose": has("threshold = 95.0f.dp", "delay(1500)"),
                        "flutter": has("refreshTriggerPullDistance: 95.0", "const Duration(milliseconds: 1500)")],
            "snap": ["uikit": has("let points = [(-insetTop), -100.5].sorted()"), "swiftui": has("snapPoints: [(-insetTop), -100.5]", "SnapBehavior(points: snapPoints)"),
                     "compose": has("val snapPoints = listOf((-insetTop), -100.5f)", "nearerSnapPoint(offset, snapPoints)"),
                     "flutter": has("SnapScrollPhysics(points: [(-insetTop) + insetTop, -100.5 + insetTop]")],
            "floating": [:],
            "stretchTrigger": [:],
            "collapsedOffset": ["uikit": has("fully collapsed at offset -60.5"), "swiftui": has("fully collapsed at offset -60.5"),
                                "compose": has("fully collapsed at offset -60.5"), "flutter": has("fully collapsed at offset -60.5")],
            // Headers pin at the list's top in every target, not at pinTop: listed as well.
            // Not exported yet (issue 26): every target lists it.
            "contentInsetBottom": [:],
            "sectionHeaders": ["uikit": has("func numberOfSections(in tableView: UITableView) -> Int { (rows.count + 6) / 7 }", "-> CGFloat { 27.5 }",
                                            "\"Section \\(section + 1)\"", "Not exported: scroll.sectionHeaders.pinTop"),
                               "swiftui": has("pinnedViews: [.sectionHeaders]", "minHeight: 27.5", "Not exported: scroll.sectionHeaders.pinTop"),
                               "compose": has("rows.chunked(7)", "stickyHeader {", "height(27.5f.dp)", "Not exported: scroll.sectionHeaders.pinTop",
                                              "val dark = isSystemInDarkTheme()"),
                               "flutter": has("if (row % 7 == 0)", "Container(height: 27.5", "Not exported: scroll.sectionHeaders")],
            // iOS 26's scroll edge effect; Compose and Flutter list it.
            "edgeEffect": ["uikit": has("tableView.topEdgeEffect.style = .hard", "tableView.bottomEdgeEffect.isHidden = true"),
                           "swiftui": has(".edgeEffects()", "self.scrollEdgeEffectStyle(.hard, for: .top).scrollEdgeEffectHidden(true, for: .bottom)")],
        ]
    }()

    @Test func everyScrollFieldIsExportedOrListedAsNotExportedInEveryTarget() throws {
        let design = try folder.write("scroll-probe.json", Self.probeDesign)
        for run in try ExportRun.everyTarget(design: design) {
            for field in DesignLoader.knownScrollFields {
                guard let shows = Self.probes[field] else {
                    Issue.record("scroll field '\(field)' has no probe: export it in every target or list it as not exported, then add it here")
                    continue
                }
                run.expectCovered("scroll field '\(field)'", shows: shows[run.target]) { $0.contains(field) }
            }
        }
    }
}
