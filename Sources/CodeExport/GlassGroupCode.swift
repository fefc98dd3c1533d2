import HeaderKit

/// Glass layers naming one `group` (one platter in the tool) in the Apple targets: iOS 26 draws
/// glass in one container as one material that merges nearby shapes. SwiftUI puts the group's
/// layers in a `GlassEffectContainer`, each glass `.glassEffectUnion`-ed into one shape; UIKit
/// puts their views in a screen-sized `UIVisualEffectView` with a `UIGlassContainerEffect` (its
/// content view's coordinates are the screen's, so the layers are placed as before). The group
/// sits at its first layer's place in the design's order (the tool draws its platter there).
struct GlassGroupCode {
    let code: DesignCode

    /// The groups in order of their first layer, with their layers (same z band as the first).
    var groups: [(name: String, layers: [DesignLayer])] {
        var result: [(name: String, layers: [DesignLayer])] = []
        for layer in code.design.layers {
            guard case let .glass(glass) = layer.kind, let group = glass.group else { continue }
            if let i = result.firstIndex(where: { $0.name == group }) {
                if result[i].layers[0].z == layer.z { result[i].layers.append(layer) }
            } else {
                result.append((group, [layer]))
            }
        }
        return result.filter { $0.layers.count > 1 }
    }

    /// The group `layer` is drawn in (nil: on its own), and whether it is that group's first layer.
    func group(of layer: DesignLayer) -> (index: Int, first: Bool)? {
        for (index, group) in groups.enumerated() {
            if let position = group.layers.firstIndex(where: { $0.id == layer.id }) { return (index, position == 0) }
        }
        return nil
    }

    // MARK: SwiftUI

    /// The members of the SwiftUI view: the namespace the grouped glass unites in.
    var swiftUIMembers: [String] {
        groups.isEmpty ? [] : ["    /// Glass layers of one group (the design's `group`) unite in one shape in this namespace.",
                               "    @Namespace private var glassNamespace"]
    }

    /// The grouped layers' container (iOS 26; a plain ZStack before).
    var swiftUIHelper: [String] {
        groups.isEmpty ? [] : ["",
            "    /// A glass group's layers in one container: iOS 26 draws their glass as one material.",
            "    @ViewBuilder private func glassGroup<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {",
            "        if #available(iOS 26.0, *) {",
            "            GlassEffectContainer { ZStack(alignment: .topLeading) { content() } }",
            "        } else {",
            "            ZStack(alignment: .topLeading) { content() }",
            "        }",
            "    }"]
    }

    /// A grouped glass's modifier after `.glassEffect(…)`: one shape with the group's other glass.
    func swiftUIUnion(_ glass: GlassLayer) -> String {
        guard let group = glass.group, groups.contains(where: { $0.name == group }) else { return "" }
        return ".glassEffectUnion(id: \(code.literal(group)), namespace: glassNamespace)"
    }

    /// The body's lines for the layers of one z band: a group's layers inside `glassGroup { … }`
    /// at its first layer, `placed` giving each layer's line.
    func swiftUIBand(_ layers: [DesignLayer], placed: (DesignLayer) -> String, indent: String) -> [String] {
        var lines: [String] = []
        for layer in layers {
            guard let member = group(of: layer) else { lines.append(indent + placed(layer)); continue }
            guard member.first else { continue }
            lines.append(indent + "glassGroup {")
            lines += groups[member.index].layers.map { indent + "    " + placed($0) }
            lines.append(indent + "}")
        }
        return lines
    }

    // MARK: UIKit

    /// The controller's member: a container view per group.
    var uikitMembers: [String] {
        groups.isEmpty ? [] : ["    /// One container per glass group (the design's `group`): iOS 26 draws their glass as one material.",
                               "    let glassGroups: [UIVisualEffectView] = (0..<\(groups.count)).map { _ in UIVisualEffectView(effect: nil) }"]
    }

    /// viewDidLoad's lines for the first layer of a group: its container, screen-sized and taking no
    /// touch (a grouped layer's action has its own button over it), added where `add` puts a view.
    func uikitContainer(_ index: Int, add: (String) -> String) -> [String] {
        let container = "glassGroups[\(index)]"
        return ["if #available(iOS 26.0, *) { \(container).effect = UIGlassContainerEffect() }",
                "\(container).frame = view.bounds",
                "\(container).autoresizingMask = [.flexibleWidth, .flexibleHeight]",
                "\(container).isUserInteractionEnabled = false",
                add(container)]
    }
}
