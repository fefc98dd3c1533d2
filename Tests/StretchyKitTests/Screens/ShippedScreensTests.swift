import Foundation
import HeaderKit
import ScrollCore
import Testing
@testable import StretchyFiles
@testable import StretchyKit
import TestSupport

/// The shipped screens carry their own content: the profile's posts draw their avatars.
@Suite struct ShippedScreensTests {
    @Test func profilePostsDrawTheirAvatars() throws {
        let design = ShippedDesigns.design("profile")
        let content = try #require(design.content)
        #expect(content.hasTabs && content.tabs.map(\.title) == ["Posts", "Replies", "Media", "Likes"])
        let paths = ImageTable.paths(of: [design]) + content.imagePaths
        let setup = SessionSetup(design: design, library: ShippedDesigns.library, viewport: Size(width: 393, height: 852), content: content,
                                 parameterOverrides: [:], images: ImageTable(paths: paths, sizes: paths.map { _ in Size(width: 120, height: 120) }))
        let s = try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
        var scene = Scene(size: .zero)
        s.compose(into: &scene)
        let avatars = scene.items.filter { if case let .maskedImage(_, _, d, _, _, _, _) = $0 { d.width == 44 } else { false } }
        #expect(avatars.count >= 3)
        // Nothing drawn later covers them (a row's fill, a section header, a layer).
        let first = try #require(scene.items.firstIndex { if case let .maskedImage(_, _, d, _, _, _, _) = $0 { d.width == 44 } else { false } })
        guard case let .maskedImage(_, _, avatar, _, _, _, _) = scene.items[first] else { return }
        let covering = scene.items[(first + 1)...].filter { item in
            if case let .fill(rect, color, _, _) = item { return color.a == 255 && !rect.intersection(avatar).isEmpty }
            if case let .image(_, _, rect, _, _, _) = item { return !rect.intersection(avatar).isEmpty }
            return false
        }
        #expect(covering.isEmpty, "\(covering)")
    }

    /// The profile's tab bar draws each item's symbol (its glyph from `SymbolTable`) inside the
    /// floating capsule, above its title: the selected one in system blue, the others in `label`.
    @Test func tabBarItemsDrawTheirSymbols() throws {
        let design = ShippedDesigns.design("profile")
        let content = try #require(design.content)
        let paths = ImageTable.paths(of: [design]) + content.imagePaths
        let setup = SessionSetup(design: design, library: ShippedDesigns.library, viewport: Size(width: 393, height: 852), content: content,
                                 parameterOverrides: [:], images: ImageTable(paths: paths, sizes: paths.map { _ in Size(width: 120, height: 120) }))
        let s = try Session(setup: setup, measurer: FixedAdvanceTextMeasurer())
        var scene = Scene(size: .zero)
        s.compose(into: &scene)
        // The floating capsule (iOS 26): the glass item as tall as `TabBarMetrics.floatingHeight`.
        let bar = try #require(scene.items.compactMap { item -> Rect? in
            if case let .glass(glass) = item, glass.frame.height == TabBarMetrics.floatingHeight { return glass.frame }
            return nil
        }.first)
        let icons = scene.items.compactMap { item -> (String, Color, Rect)? in
            if case let .icon(glyph, _, color, frame, _, _) = item, bar.contains(Point(x: frame.midX, y: frame.midY)) { return (glyph, color, frame) }
            return nil
        }
        #expect(icons.map(\.0) == ["house", "search", "bell", "envelope"])
        #expect(icons.first?.1 == SystemColor.systemBlue.resolved(.light))
        #expect(icons.dropFirst().allSatisfy { $0.1 == SystemColor.label.resolved(.light) })
        // Each symbol sits above its title, centred on the same column.
        for (_, _, frame) in icons {
            let title = scene.items.first { item in
                if case let .text(_, _, t, _, _, _, _) = item { return t.minY >= frame.maxY && abs(t.midX - frame.midX) < 1 }
                return false
            }
            #expect(title != nil)
        }
    }
}
