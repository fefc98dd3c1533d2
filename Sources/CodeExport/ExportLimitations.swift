import HeaderKit
import ScrollCore

/// What a target cannot reproduce, one line each: written in the file's header as "Not exported"
/// and on stderr. Everything a design says is either written as code or named here.
struct ExportLimitations {
    let code: DesignCode
    let target: CodeTarget

    var notes: [String] { scroll + physics + refresh + sections + content + code.design.layers.flatMap(layer) + layout + movingColors }

    /// Stacks and `auto` text (issue 43): written as the frames they give, not as the platform's stacks.
    private var layout: [String] {
        let design = code.design
        let stacks = design.layers.filter { $0.stack != nil }.map { "'\($0.id)'" }
        var notes: [String] = []
        if !stacks.isEmpty {
            notes.append("stacks \(stacks.joined(separator: ", ")) are written as their children's frames (arithmetic), not as \(target.isApple ? "UIStackView / VStack · HStack" : "Column · Row")")
        }
        for layer in design.layers where layer.tabLook != nil {
            notes.append("layer '\(layer.id)': the tab strip's indicator, color and selectedColor are not exported: the platform's default strip is written")
        }
        for layer in design.layers {
            guard let m = layer.measured else { continue }
            let fields = [m.width ? "width" : nil, m.height ? "height" : nil].compactMap { $0 }.joined(separator: " and ")
            if case .button = layer.kind {
                notes.append("layer '\(layer.id)': the button's 'auto' \(fields) \(m.width && m.height ? "are" : "is") written as an estimate (its title at half the font size a character, plus its insets): size it with the button's own measurement (intrinsicContentSize, sizeThatFits)")
                continue
            }
            notes.append("layer '\(layer.id)': its 'auto' \(fields)\(m.maxWidth != nil ? " (maxWidth)" : "") is written as an estimate (1.2 × the size a line, half the size a character): size it with the platform's text measurement")
        }
        return notes
    }

    private var content: [String] {
        let c = code.content
        // A section's own heading motion and separators (issue 43 item 7): the exports keep the list's.
        var notes = (c.shared + c.tabs.flatMap(\.sections)).compactMap { section -> String? in
            let words = [section.pinned || section.header == nil ? nil : "\"pinned\": false (a heading that scrolls with its rows)",
                         section.separator == nil ? nil : "separator (the section's own)"].compactMap { $0 }
            guard !words.isEmpty else { return nil }
            return "content section '\(section.header ?? "")': \(words.joined(separator: " and ")) \(words.count > 1 ? "are" : "is") not exported: the list's sticky headings and separators are written"
        }
        if c.count > c.rows.count { notes.append("content: the first \(c.rows.count) of \(c.count) rows are written (load the rest from your own data)") }
        return notes
    }

    private var scroll: [String] {
        var notes: [String] = []
        if code.design.scroll.floating != nil {
            notes.append("scroll.floating (a bar revealed by any upward scroll) is not exported: reveal is 0")
        }
        if !code.design.scroll.snap.isEmpty, target == .compose {
            notes.append("scroll.snap: Compose settles to the nearer snap point once a fling ends (no target-offset hook), not by UIKit's release-velocity rule")
        }
        if let trigger = code.design.scroll.stretchTrigger {
            notes.append("scroll.stretchTrigger '\(trigger.designText)' is not exported: no callback fires on a long pull (Flutter's SliverAppBar has onStretchTrigger)")
        }
        if let bottom = code.design.scroll.contentInsetBottom {
            notes.append("scroll.contentInsetBottom '\(bottom.designText)' is not exported: the bottom inset is the safe area's")
        }
        let edgeEffect = EdgeEffectCode(effect: code.design.scroll.edgeEffect)
        if !edgeEffect.isDefault, !target.isApple {
            notes.append("scroll.edgeEffect (\(edgeEffect.designText)) is not exported: \(target.name) has no scroll edge effect (iOS 26's blur under the bars)")
        }
        if let appearance = code.design.appearance, !target.isApple {
            notes.append("appearance '\(appearance.rawValue)' (the screen always in \(appearance.rawValue) mode) is not exported: apply your app's \(appearance.rawValue) theme")
        }
        return notes + listSettings + screen
    }

    /// The screen under the header (issue 26): what Compose and Flutter do not write of it, and the
    /// clip rectangles of row-template layers in SwiftUI (alignment-guided layers have no clip container).
    private var screen: [String] {
        guard target.isApple else { return sectionedContent }
        guard target == .swiftui, code.content.isSectioned else { return [] }
        return code.design.rowTemplates.keys.sorted().flatMap { name in
            code.design.rowTemplates[name]!.layers.filter { $0.clip != nil }.map { layer in
                "row template '\(name)' layer '\(layer.id)': clip is not exported: the layer is clipped by its row only"
            }
        }
    }

    /// What Compose and Flutter do not write of a content file's sections and tabs (ContentNotes).
    private var sectionedContent: [String] {
        let c = code.content
        guard c.isSectioned else { return [] }
        var notes: [String] = []
        let designTemplates = Set(code.allSections.map(\.template).filter { !RowTemplate.builtIns.contains($0) })
        for template in designTemplates.sorted() {
            notes.append("content: row template '\(template)' (the design's rowTemplates) is not exported: its rows are drawn as subtitle rows")
        }
        if code.allSections.contains(where: { $0.header != nil }) {
            notes.append(code.design.list.style == .insetGrouped
                ? "list style insetGrouped: section headers are pinned plain headers, not the grouped list's uppercase headers that scroll away"
                : "content: section headers pin at the top of the list, not under the pinned bar and tab strip")
        }
        guard c.hasTabs else { return notes }
        if !code.hasTabSwitch {
            notes.append("content: tabs \(c.tabs.map { "'\($0.title)'" }.joined(separator: ", ")) are not exported without a strip that switches them (a tabs layer, or switchesTabs): the list shows the first tab")
            return notes
        }
        if !code.design.hasPager {
            notes.append("content: a horizontal swipe switches tabs when it is released (past half the width, or flicked); the lists and the strip's indicator do not follow the finger during the swipe")
        }
        return notes
    }

    /// The shared list settings a target's scroll view has no switch for.
    private var listSettings: [String] {
        let p = code.parameters
        typealias P = PhysicsParameter
        var notes: [String] = []
        switch target {
        case .uikit, .flutter: break
        case .swiftui:
            if !p[P.bounces] { notes.append("bounces off is not exportable: SwiftUI's ScrollView bounces whenever its content scrolls") }
            if p[P.pagingEnabled], !code.design.scroll.snap.isEmpty {
                notes.append("paging is not exported: a ScrollView takes one scroll target behaviour, and the snap points have it")
            }
        case .compose:
            if !p[P.bounces] { notes.append("bounces off is not exported: the list keeps Android's overscroll effect (Compose 1.8's overscrollEffect = null removes it)") }
            if p[P.alwaysBounceVertical] { notes.append("alwaysBounceVertical is not exported: a LazyColumn scrolls only when its content is taller") }
            if p[P.pagingEnabled] { notes.append("paging is not exported: LazyColumn has no paging (a VerticalPager is the nearest)") }
        }
        return notes
    }

    private var physics: [String] {
        let p = code.parameters
        typealias P = PhysicsParameter
        var notes: [String] = []
        if p[P.rubberBandConstant] != P.rubberBandConstant.defaultValue {
            notes.append("rubberBandConstant \(ParameterSpec.format(p[P.rubberBandConstant])) is not exportable: \(target.name) uses its own rubber band (UIKit's \(ParameterSpec.format(P.rubberBandConstant.defaultValue)))")
        }
        if p[P.bounceResponse] != P.bounceResponse.defaultValue { notes.append("bounceResponse is not exportable: the platform's bounce spring is fixed") }
        if !p[P.carriesMomentum] {
            notes.append("carriesMomentum off is not exportable: repeated flicks speed up on iOS")
        }
        if p[P.maximumFlingVelocity] != P.maximumFlingVelocity.defaultValue { notes.append("maximumFlingVelocity is not exportable") }
        return notes
    }

    /// UIRefreshControl and SwiftUI's refreshable have a fixed trigger distance.
    private var refresh: [String] {
        guard code.parameters[RefreshParameter.refreshEnabled], target == .uikit || target == .swiftui else { return [] }
        return ["refreshThreshold \(ParameterSpec.format(code.parameters[RefreshParameter.refreshThreshold])) pt is not exportable: \(target == .uikit ? "UIRefreshControl" : "refreshable")'s trigger distance is fixed"]
    }

    private var sections: [String] {
        guard code.design.scroll.sectionHeaders != nil else { return [] }
        if target == .flutter {
            return ["scroll.sectionHeaders: the headers are rows that scroll away, not pinned (a pinned SliverPersistentHeader per section would be)"]
        }
        return ["scroll.sectionHeaders.pinTop: the headers pin at the top of the list's visible area, not below the bar at pinTop"]
    }

    private func layer(_ layer: DesignLayer) -> [String] {
        var notes: [String] = []
        let name = "layer '\(layer.id)'"
        switch layer.kind {
        case let .material(_, _, style, _):
            if target == .compose {
                notes.append("\(name): material is drawn as its tint colour (no system blur material on \(target.name))")
            }
            if target == .swiftui, style == .chrome {
                notes.append("\(name): material chrome is exported as .bar (SwiftUI has no chrome material)")
            }
        case let .text(_, _, _, _, _, _, lineHeight) where lineHeight != 1 && !target.isApple:
            notes.append("\(name): lineHeight \(ParameterSpec.format(lineHeight)) is not exported (set a paragraph style's lineHeightMultiple)")
        case let .icon(_, size, _, _):
            if target == .uikit, size.constantValue == nil {
                notes.append("\(name): size '\(size.designText)' is exported at 17 pt (a symbol configuration is set once)")
            }
        case let .tabBar(bar):
            let items = bar.items.map(\.title).joined(separator: ", ")
            let words = "items \(items.isEmpty ? "none" : items); selected \(bar.selected); minimize \(bar.minimize.rawValue)\(bar.accessory.map { "; accessory '\($0)'" } ?? "")"
            if !target.isApple {
                notes.append("\(name): tabBar (\(words)) is not exported: iOS 26's floating tab bar has no \(target.name) equivalent (a bottom navigation bar is the nearest)")
            } else if code.design.layers.first(where: { if case .tabBar = $0.kind { true } else { false } })?.id != layer.id || bar.items.isEmpty {
                notes.append("\(name): tabBar (\(words)) is not exported: a screen has one tab bar, the first with items")
            }
        case let .navigationBar(bar):
            if !target.isApple {
                let fields = "title, largeTitle, leading, trailing, minimize \(bar.minimize.rawValue), tabs, selected, search"
                notes.append("\(name): navigationBar (\(fields)) is not exported: \(target.name) has no UINavigationBar or iOS 27 minimisation (a top app bar is the nearest)")
            } else {
                if !bar.tabs.isEmpty { notes.append("\(name): tabs (an integrated top tab bar) are not exported: add the app's own tab strip") }
                if bar.search { notes.append("\(name): search is not exported: add a UISearchController / .searchable") }
                if bar.leading.contains(where: { $0.group != nil }) || bar.trailing.contains(where: { $0.group != nil }) {
                    notes.append("\(name): item groups are not exported: the system groups bar items on one platter itself")
                }
            }
        case let .glass(glass):
            if !target.isApple {
                let look = ["style \(glass.style.rawValue)", glass.tint.map { _ in "tint" }, glass.interactive ? "interactive" : nil, "optics",
                            "shape \(glass.shape.rawValue)", glass.group.map { "group '\($0)'" }]
                notes.append("\(name): glass (\(look.compactMap { $0 }.joined(separator: ", "))) is not exported: \(target.name) has no Liquid Glass; drawn as a light wash")
            } else {
                if glass.optics != GlassOptics() {
                    notes.append("\(name): optics (the tool's own fit of the glass's bevel, blur and rim) is not exported: the system draws its glass")
                }
                if let group = glass.group, GlassGroupCode(code: code).group(of: layer) == nil {
                    notes.append("\(name): group '\(group)' (one glass platter shared by the group's layers) is not exported: each layer gets its own glass")
                }
            }
        case let .gradient(gradient, radius):
            if !gradient.isTopToBottomPair {
                notes.append("\(name): the gradient is exported top to bottom from its first to its last colour (colors, locations, startPoint, endPoint are not)")
            }
            if radius.constantValue != 0, !target.isApple { notes.append("\(name): cornerRadius of a gradient is not exported") }
        case let .segmented(_, count):
            if layer.switchesTabs, !code.content.hasTabs {
                notes.append("\(name): switchesTabs (a \(layer.tabStrip.map { "tabs \($0.rawValue)" } ?? "segmented") strip showing the content's tabs) is not exported: a segmented control with the design's titles")
            }
            if !SegmentTitles.isExportable(count) {
                notes.append("\(name): count '\(count.designText)' is not exported (it changes with the tuning): the segments are the titles listed")
            }
        case let .button(button):
            if button.style == .glass, !target.isApple {
                notes.append("\(name): style glass is exported as a tonal button: \(target.name) has no Liquid Glass")
            }
        case let .pager(_, _, dots):
            if dots, target == .uikit {
                notes.append("\(name): the page dots are not exported (add a UIPageControl following the pager's contentOffset.x)")
            }
        default: break
        }
        if case let .material(_, _, _, radius) = layer.kind, radius.constantValue != 0, !target.isApple {
            notes.append("\(name): cornerRadius of a material is not exported")
        }
        if !target.isApple {
            // A shape and a border are drawn (PortableOutlineCode); a CALayer shadow has no equal.
            if layer.shadow != nil { notes.append("\(name): shadow is not exported") }
            if let system = layer.onlyOn {
                notes.append("\(name): ios \(system.rawValue) (drawn on that iOS only) is not exported: the layer is always drawn")
            }
        }
        if layer.isBar, target != .uikit {
            notes.append("\(name): bar (the scroll edge effect reaches as far as this layer) is not exported: the edge effect covers the system bars only")
        }
        return notes
    }
}
