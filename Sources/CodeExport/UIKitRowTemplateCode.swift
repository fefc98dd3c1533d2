import HeaderKit
import ScrollCore

/// The design's own row templates in the UIKit export: a `UIView` subclass per template whose
/// subviews are its layers (`show(_:)` puts the row's `$field`s in its texts and images), placed
/// by a controller method from the template's expressions in row coordinates (`W`, `H`, `index`),
/// which also gives the row's height (`auto`: its lowest layer's bottom, as the tool measures it).
/// A cell hosts the view: a list row sizes itself from that height, a grid or row item takes the
/// section's item size. A row layer's outline, shadow and clip rectangle are written as a header
/// layer's are (`LayerOutlineCode`, a shadow view under it, a clipping container); the row clips its layers.
extension UIKitExport {
    struct TemplateCode {
        let name: String
        let template: DesignRowTemplate
        /// The view's type and the controller's layout method.
        let type: String, function: String
        /// Each layer's view property (`…View`).
        let views: [String]

        /// A layer's shadow view and clip container (`…Shadow`, `…Clip`), beside its view.
        func shadow(_ view: String) -> String { String(view.dropLast(4)) + "Shadow" }
        func clip(_ view: String) -> String { String(view.dropLast(4)) + "Clip" }
    }

    /// Names UIView already uses for its own views (`inputView`, `mask`…): a layer id never takes them.
    private static let viewNamesTaken: Set<String> = ["input", "inputAccessory", "mask", "content", "background", "selectedBackground", "layout"]

    var templateNames: [TemplateCode] {
        guard code.content.isSectioned else { return [] }
        return code.rowTemplateStems.map { name, type, template in
            let views = CodeNames.unique(template.layers.map(\.id), fallback: "layer", taken: Self.viewNamesTaken).map { $0 + "View" }
            return TemplateCode(name: name, template: template, type: "\(code.typeName)\(type)Row", function: "layout\(type)Row", views: views)
        }
    }

    /// The file-level view classes: one per template, and the cells hosting them and the grid's tiles.
    var templateTypes: [String] {
        guard code.content.isSectioned else { return [] }
        var l: [String] = []
        for t in templateNames {
            l += ["/// Row template \(CodeText.comment(t.name)) (the design's rowTemplates): its layers, in row coordinates,",
                  "/// placed by \(controllerName).\(t.function)(_:rowWidth:rowHeight:item:).",
                  "final class \(t.type): UIView {"]
            for (layer, view) in zip(t.template.layers, t.views) {
                l.append("    let \(view) = \(viewConstructor(layer))")
                if LayerOutlineCode(code: code, layer: layer).shadow != nil { l.append("    let \(t.shadow(view)) = UIView()") }
                if layer.clip != nil { l.append("    let \(t.clip(view)) = UIView()") }
            }
            l += ["    override init(frame: CGRect) {", "        super.init(frame: frame)"]
            for (layer, view) in zip(t.template.layers, t.views) {
                var setupLines: [String]
                if case .image(_, let mode, _, _) = layer.kind {
                    setupLines = ["\(view).contentMode = .\(mode == .aspectFill ? "scaleAspectFill" : "scaleAspectFit")", "\(view).clipsToBounds = true"]
                } else {
                    setupLines = setup(layer, view, text: "\"\"", id: String(view.dropLast(4)))
                }
                let outline = LayerOutlineCode(code: code.rowScoped, layer: layer)
                setupLines += outline.uikitSetup(view, shadowView: t.shadow(view)) + ["\(view).isUserInteractionEnabled = false"]
                // As a header layer: the shadow just under the layer, both in the clip container when it has one.
                var host = ""
                if layer.clip != nil {
                    host = t.clip(view) + "."
                    setupLines += ["\(t.clip(view)).clipsToBounds = true", "\(t.clip(view)).isUserInteractionEnabled = false", "addSubview(\(t.clip(view)))"]
                }
                if outline.shadow != nil { setupLines.append("\(host)addSubview(\(t.shadow(view)))") }
                setupLines.append("\(host)addSubview(\(view))")
                l += setupLines.map { "        " + $0 }
            }
            l += ["    }",
                  "    required init?(coder: NSCoder) { fatalError(\"init(coder:) is not used\") }",
                  "    /// The row's fields in the template's texts and images.",
                  "    func show(_ row: \(controllerName).Row) {"]
            for (layer, view) in zip(t.template.layers, t.views) {
                switch layer.kind {
                case let .text(text, _, _, _, _, _, _): l.append("        \(view).label.text = \(code.rowText(text, row: "row"))")
                case let .image(index, _, _, _): l.append("        \(view).image = UIImage(named: \(code.rowImageName(t.template.images[index], row: "row")))")
                default: break
                }
            }
            l += ["    }", "}", ""]
        }
        let row = "\(controllerName).Row"
        // Grid and row sections' cells: only when the content has them.
        if code.content.hasTiles { l += ["/// A grid cell or a horizontal row's item: its image (cut by the section's mask), a row item's title",
              "/// under it, a grid cell's detail (a reel's views) at its bottom left.",
              "final class \(code.typeName)TileCell: UICollectionViewCell {",
              "    let imageView = UIImageView()",
              "    let caption = UILabel()",
              "    private var captioned = false",
              "    private var itemMask = \"none\"",
              "    override init(frame: CGRect) {",
              "        super.init(frame: frame)",
              "        imageView.contentMode = .scaleAspectFill",
              "        imageView.clipsToBounds = true",
              "        imageView.backgroundColor = .systemGray4",
              "        contentView.addSubview(imageView)",
              "        contentView.addSubview(caption)",
              "    }",
              "    required init?(coder: NSCoder) { fatalError(\"init(coder:) is not used\") }",
              "    func show(_ row: \(row), mask: String, captioned: Bool) {",
              "        itemMask = mask",
              "        self.captioned = captioned",
              "        imageView.image = UIImage(named: row.image)",
              "        imageView.accessibilityLabel = row.title",
              "        caption.text = captioned ? row.title : row.detail",
              "        caption.font = captioned ? UIFont.systemFont(ofSize: 12, weight: .regular) : UIFont.systemFont(ofSize: 13, weight: .semibold)",
              "        caption.textColor = captioned ? .label : .white",
              "        caption.textAlignment = captioned ? .center : .natural",
              "        setNeedsLayout()",
              "    }",
              "    override func layoutSubviews() {",
              "        super.layoutSubviews()",
              "        let width = contentView.bounds.width, side = contentView.bounds.height - (captioned ? \(code.language.number(LineMeasurer.rowCaption)) : 0)",
              "        imageView.frame = CGRect(x: 0, y: 0, width: width, height: side)",
              "        imageView.layer.cornerRadius = itemMask == \"circle\" ? min(width, side) / 2 : itemMask == \"rounded\" ? 8 : 0",
              "        caption.frame = captioned ? CGRect(x: -6, y: side + 4, width: width + 12, height: 14.4)",
              "            : CGRect(x: 6, y: side - 22, width: max(0, width - 12), height: 15.6)",
              "    }",
              "}"] }
        guard !templateNames.isEmpty else { return l }
        return l + ["",
                    "/// A cell showing one of the design's row templates: `layout` places its view at a width and height",
                    "/// and gives the row's height there (the controller's, which has the design's numbers).",
                    "final class \(code.typeName)TemplateCell: UICollectionViewListCell {",
                    "    private(set) var rowView: UIView?",
                    "    private var layout: ((CGFloat, CGFloat) -> CGFloat)?",
                    "    private var selfSizing = false",
                    "    func show(_ view: UIView, selfSizing: Bool, layout: @escaping (CGFloat, CGFloat) -> CGFloat) {",
                    "        if view !== rowView {",
                    "            rowView?.removeFromSuperview()",
                    "            contentView.addSubview(view)",
                    "            rowView = view",
                    "        }",
                    "        self.selfSizing = selfSizing",
                    "        self.layout = layout",
                    "        setNeedsLayout()",
                    "    }",
                    "    override func layoutSubviews() {",
                    "        super.layoutSubviews()",
                    "        rowView?.frame = contentView.bounds",
                    "        _ = layout?(contentView.bounds.width, contentView.bounds.height)",
                    "    }",
                    "    /// A list row sizes itself: the template's height at the cell's width (H is 0 while it is measured, as in the tool).",
                    "    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {",
                    "        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)",
                    "        if selfSizing, let layout { attributes.size.height = layout(layoutAttributes.size.width, 0) }",
                    "        return attributes",
                    "    }",
                    "}"]
    }

    /// The controller's cell factory for the templates, and each template's layout method.
    var templateCellFunction: [String] {
        let templates = templateNames
        guard !templates.isEmpty else { return [] }
        var l = ["",
                 "    /// A cell of the design's row template `template` (nil: a built-in template).",
                 "    func templateCell(_ template: String, row: Row, at indexPath: IndexPath, selfSizing: Bool) -> UICollectionViewCell? {",
                 "        switch template {"]
        for t in templates {
            l += ["        case \(code.literal(t.name)):",
                  "            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \(code.literal("template." + t.name)), for: indexPath) as! \(code.typeName)TemplateCell",
                  "            let view = cell.rowView as? \(t.type) ?? \(t.type)()",
                  "            view.show(row)"]
            let rowColor = ListLookCode(code: code).uikitRowColor("cell")
            if !rowColor.isEmpty { l += ["            // A list row in the design's list look."] + ["            if selfSizing {"] + rowColor.map { "                " + $0 } + ["            }"] }
            l += [
                  "            cell.show(view, selfSizing: selfSizing) { [unowned self] width, height in",
                  "                self.\(t.function)(view, rowWidth: width, rowHeight: height, item: indexPath.item)",
                  "            }",
                  "            return cell"]
        }
        l += ["        default: return nil", "        }", "    }"]
        for t in templates { l += [""] + layoutFunction(t) }
        return l
    }

    /// `layoutNAMERow(_:rowWidth:rowHeight:item:)`: every layer of the row placed, and the row's height.
    private func layoutFunction(_ t: TemplateCode) -> [String] {
        typealias S = ExpressionScope
        let rowCode = code.rowScoped
        let indexSlot = code.rowIndexSlot
        var direct = Set<Int>()
        for layer in t.template.layers {
            for (name, property) in layer.properties where name != "blur" && laysOut(layer, name)
                && !(name == "size" && layer.textStyle != nil) {
                direct.formUnion(UsedSlots.read(property))
            }
            layer.kind.expressions.forEach { direct.formUnion($0.slotsRead) }
            // A clip rectangle's missing width or height is the row's.
            if let clip = layer.clip {
                if clip.width == nil { direct.insert(S.widthSlot) }
                if clip.height == nil { direct.insert(S.heightSlot) }
            }
        }
        if case let .expression(height) = t.template.height { direct.formUnion(height.slotsRead) }
        let firstVariable = S.builtIns.count + code.design.parameters.count
        // The variables the layers read themselves (those they read through others stay inside designVariables()).
        let variables = direct.filter { $0 >= firstVariable && $0 < indexSlot }.sorted()
        var l = ["    /// Row template \(CodeText.comment(t.name)): every layer placed in a `rowWidth` × `rowHeight` row of item `item`",
                 "    /// (the design's W, H and index); returns the row's height at this width\(t.template.height == .auto ? " (auto: its lowest layer's bottom)" : "").",
                 "    @discardableResult",
                 "    func \(t.function)(_ row: \(t.type), rowWidth: CGFloat, rowHeight: CGFloat, item: Int) -> CGFloat {"]
        if !variables.isEmpty {
            // The design's variables as the screen has them at offset 0 (the row's W and H are its own).
            let names = variables.map { code.slotNames[$0] }
            let type = names.count == 1 ? "CGFloat" : "(\(names.map { _ in "CGFloat" }.joined(separator: ", ")))"
            l += ["        func designVariables() -> \(type) {"]
                + prelude(offset: "0", reading: slots.closure(Set(variables))).map { "            " + $0 }
                + ["            return (\(names.joined(separator: ", ")))", "        }",
                   "        let (\(names.joined(separator: ", "))) = designVariables()"]
        }
        let builtIns: [(Int, String)] = [(S.offsetSlot, "let offset: CGFloat = 0"), (S.widthSlot, "let W = rowWidth"), (S.heightSlot, "let H = rowHeight"),
                                         (S.safeTopSlot, "let safeTop = view.safeAreaInsets.top"), (S.safeBottomSlot, "let safeBottom = view.safeAreaInsets.bottom"),
                                         (S.insetTopSlot, "let insetTop = scrollSettings().insetTop"), (S.revealSlot, "let reveal: CGFloat = 0"),
                                         (S.tabSlot, "let tab = CGFloat(selectedTab)"), (S.velocitySlot, "let velocity: CGFloat = 0"),
                                         (S.directionSlot, "let direction: CGFloat = 1"), (S.draggingSlot, "let dragging: CGFloat = 0"),
                                         (indexSlot, "let index = CGFloat(item)")]
        l += builtIns.filter { direct.contains($0.0) }.map { "        " + $0.1 }
        for (layer, view) in zip(t.template.layers, t.views) {
            let v = "row.\(view)", width = rowCode.code(layer.width)
            var height = rowCode.code(layer.height)
            if case .text = layer.kind { height = "max(\(height), \(v).textHeight(width: \(width)))" }
            l.append("        // \(CodeText.comment(layer.id))")
            if let clip = layer.clip { l.append("        " + Self.clipFrame(clip, "row.\(t.clip(view))", code: rowCode)) }
            l += ["        place(\(v), x: \(rowCode.code(layer.x)), y: \(rowCode.code(layer.y)), width: \(width), height: \(height),",
                  "              alpha: \(rowCode.code(layer.alpha)), scale: \(rowCode.code(layer.scale)), anchor: CGPoint(x: \(code.language.number(layer.anchor.x)), y: \(code.language.number(layer.anchor.y)))\(layer.clip == nil ? "" : ", in: row.\(t.clip(view))"))",
                  "        \(v).isHidden = !(\(rowCode.holds(layer.visible)))"]
            if case let .text(_, size, weight, _, alignment, _, _) = layer.kind {
                if layer.textStyle == nil { l.append("        \(v).label.font = UIFont.systemFont(ofSize: \(rowCode.bounded(size, 1)), weight: \(weight.uikit))") }
                l.append("        \(v).alignment = \(rowCode.bounded(alignment, 0, 1))")
            }
            l += LayerOutlineCode(code: rowCode, layer: layer).uikitLayout(v, shadowView: "row.\(t.shadow(view))").map { "        " + $0 }
        }
        switch t.template.height {
        case .auto:
            l += ["        let drawn: [UIView] = [\(t.views.map { "row.\($0)" }.joined(separator: ", "))]",
                  "        return \(code.language.number(t.template.paddingBottom)) + (drawn.filter { !$0.isHidden }.map(\\.frame.maxY).max() ?? 0)"]
        case let .expression(expression):
            l.append("        return max(0, \(rowCode.code(expression)))")
        }
        return l + ["    }"]
    }
}
