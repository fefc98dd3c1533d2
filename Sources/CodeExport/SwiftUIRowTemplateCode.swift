import HeaderKit
import ScrollCore

/// The design's own row templates in the SwiftUI export: a function per template drawing its
/// layers in a ZStack, each framed, scaled, faded and placed by alignment guides at the template's
/// expressions in row coordinates (`W`, `H`, `index`), so an `auto` row is as tall as its lowest
/// layer (text grows with its lines) plus paddingBottom, and an expression height is a fixed frame.
/// A row layer's outline, border and shadow are written as a header layer's (`LayerOutlineCode`);
/// its clip rectangle is not (listed: the row clips its layers).
extension SwiftUIExport {
    private var rowColors: SystemColorCode { SystemColorCode(language: code.language) }

    var rowTemplateFunctions: [String] {
        let stems = code.rowTemplateStems
        guard !stems.isEmpty else {
            return ["", "    /// The design has no row templates of its own.",
                    "    private func templateView(_ template: String, _ row: Row, W: CGFloat, cellHeight: CGFloat?, screen: GeometryProxy) -> some View { EmptyView() }"]
        }
        var l = ["",
                 "    /// A row of the design's row template `template`, `W` wide; `cellHeight` a grid or row item's height",
                 "    /// (nil: a list row, as tall as the template makes it).",
                 "    @ViewBuilder private func templateView(_ template: String, _ row: Row, W: CGFloat, cellHeight: CGFloat?, screen: GeometryProxy) -> some View {",
                 "        switch template {"]
        for t in stems {
            l.append("        case \(code.literal(t.name)): \(function(t.stem))(row, W: W, cellHeight: cellHeight, screen: screen)")
        }
        l += ["        default: EmptyView()", "        }", "    }"]
        for t in stems { l += [""] + templateFunction(t.name, t.stem, t.template) }
        return l
    }

    private func function(_ stem: String) -> String { "row" + stem }

    private func templateFunction(_ name: String, _ stem: String, _ template: DesignRowTemplate) -> [String] {
        typealias S = ExpressionScope
        let rowCode = code.rowScoped, slots = UsedSlots(design: code.design)
        var direct = Set<Int>()
        // A layer that is never visible is not written (placedLayer), nor what it reads.
        for layer in template.layers where !((layer.visible.constantValue ?? 1) <= 0) {
            for (property, value) in layer.properties where written(layer, property) { direct.formUnion(UsedSlots.read(value)) }
        }
        if case let .expression(height) = template.height { direct.formUnion(height.slotsRead) }
        let firstVariable = S.builtIns.count + code.design.parameters.count
        // What the screen's contentInset.top reads, computed in its own closure below (with the
        // screen's W and H): its built-ins are declared there only; its variables come from designVariables().
        var insetReads = code.design.scroll.contentInsetTop.slotsRead
        if code.design.scroll.insetAdjustment == .automatic { insetReads.insert(S.safeTopSlot) }
        if direct.contains(S.insetTopSlot) { direct.formUnion(insetReads.filter { $0 >= firstVariable }) }
        // The variables the layers (and the inset) read themselves (those they read through others stay inside designVariables()).
        let variables = direct.filter { $0 >= firstVariable && $0 < code.rowIndexSlot }.sorted()
        // The built-ins the row reads itself: no closure, since only insetTop reads others, in its own closure.
        let outer = direct.filter { $0 < firstVariable || $0 == code.rowIndexSlot }
        var l = ["    /// Row template \(CodeText.comment(name)) (the design's rowTemplates): its layers in a `W`-wide row of item `row.id`.",
                 "    private func \(function(stem))(_ row: Row, W: CGFloat, cellHeight: CGFloat?, screen: GeometryProxy) -> some View {"]
        if !variables.isEmpty {
            // The design's variables as the screen has them at offset 0 (the row's W and H are its own).
            let names = variables.map { code.slotNames[$0] }
            let type = names.count == 1 ? "CGFloat" : "(\(names.map { _ in "CGFloat" }.joined(separator: ", ")))"
            let reads = slots.closure(Set(variables))
            l.append("        func designVariables() -> \(type) {")
            l += builtIns(reads, width: "screen.size.width", height: "screen.size.height").map { "            " + $0 }
            l += LayerFrameCode(code: code).variableLines(reading: reads) { "            let \($0): CGFloat = \($1)" }
            l += ["            return (\(names.joined(separator: ", ")))", "        }", "        let (\(names.joined(separator: ", "))) = designVariables()"]
        }
        if outer.contains(code.rowIndexSlot) { l.append("        let index = CGFloat(row.id)") }
        l += builtIns(outer.subtracting([S.heightSlot]), width: "W", height: "0").map { "        " + $0 }
        if outer.contains(S.insetTopSlot) {
            // The screen's contentInset.top (its expression reads the screen's W, H, not the row's).
            let lets = builtIns(insetReads, width: "screen.size.width", height: "screen.size.height").joined(separator: "; ")
            l.append("        let insetTop = { () -> CGFloat in \(lets.isEmpty ? "" : lets + "; ")return \(code.insetTopCode) }()")
        }
        switch template.height {
        case .auto:
            if outer.contains(S.heightSlot) { l.append("        let H: CGFloat = cellHeight ?? 0") }
        case let .expression(height):
            // A list row is as tall as the template's height, evaluated with H = 0 (as the tool measures it).
            let measured = height.slotsRead.contains(S.heightSlot) ? "{ () -> CGFloat in let H: CGFloat = 0; return \(rowCode.code(height)) }()" : rowCode.code(height)
            l.append("        let H: CGFloat = cellHeight ?? max(0, \(measured))")
        }
        // An auto row measures its layers with H = 0 (as the tool does); the layers that read H are
        // drawn again over the measured row, with its height.
        let readsH = template.layers.map { layer in !((layer.visible.constantValue ?? 1) <= 0) && layer.properties.contains { written(layer, $0.0) && UsedSlots.read($0.1).contains(S.heightSlot) } }
        let overlaid = template.height == .auto && readsH.contains(true)
        l.append("        return ZStack(alignment: .topLeading) {")
        for (layer, h) in zip(template.layers, readsH) { l += placedLayer(layer, template, rowCode, hidden: overlaid && h, indent: "            ") }
        l.append("        }")
        switch template.height {
        case .auto:
            l.append("        .padding(.bottom, \(code.language.number(template.paddingBottom)))")
            if overlaid {
                l += ["        .overlay(alignment: .topLeading) {",
                      "            GeometryReader { measured in",
                      "                let H = measured.size.height",
                      "                ZStack(alignment: .topLeading) {"]
                for (layer, h) in zip(template.layers, readsH) where h { l += placedLayer(layer, template, rowCode, hidden: false, indent: "                    ") }
                l += ["                }", "            }", "        }"]
            }
            l.append("        .frame(width: max(0, W), height: cellHeight, alignment: .topLeading)")
        case .expression: l.append("        .frame(width: max(0, W), height: H, alignment: .topLeading)")
        }
        return l + ["        .clipped()", "        .allowsHitTesting(false)", "    }"]
    }

    /// One layer framed, scaled, faded and placed at its x and y (`hidden`: taking its room only).
    private func placedLayer(_ layer: DesignLayer, _ template: DesignRowTemplate, _ rowCode: DesignCode, hidden: Bool, indent: String) -> [String] {
        if let visible = layer.visible.constantValue, visible <= 0 { return [] }
        let x = rowCode.code(layer.x), y = rowCode.code(layer.y), w = rowCode.code(layer.width), h = rowCode.code(layer.height)
        let frame: String
        if case let .text(_, _, _, _, alignment, _, _) = layer.kind {
            let a = alignment.constantValue ?? 0
            let side = a < 0.25 ? ".leading" : a > 0.75 ? ".trailing" : ".center"
            frame = ".frame(width: max(0, \(w)), alignment: \(side)).frame(minHeight: max(0, \(h)), alignment: .topLeading).fixedSize(horizontal: false, vertical: true)"
        } else {
            frame = ".frame(width: max(0, \(w)), height: max(0, \(h)))"
        }
        let always = layer.visible.constantValue != nil
        let inner = always ? indent : indent + "    "
        var l = ["\(indent)// \(CodeText.comment(layer.id))"]
        if !always { l.append("\(indent)if \(rowCode.code(layer.visible)) > 0 {") }
        l += ["\(inner)\(content(layer, template, rowCode))\(frame)",
              "\(inner)    .scaleEffect(\(rowCode.bounded(layer.scale, 0)), anchor: UnitPoint(x: \(code.language.number(layer.anchor.x)), y: \(code.language.number(layer.anchor.y))))",
              "\(inner)    .opacity(\(rowCode.bounded(layer.alpha, 0, 1)))\(LayerOutlineCode(code: rowCode, layer: layer).swiftUIShadow(.inline))",
              "\(inner)    .alignmentGuide(.leading) { _ in -(\(x)) }",
              "\(inner)    .alignmentGuide(.top) { _ in -(\(y)) }"]
        if hidden { l.append("\(inner)    .hidden()") }
        if !always { l.append("\(indent)}") }
        return l
    }

    /// Whether the function writes `property` of `layer` (frame, alpha, scale, visibility; a text's
    /// size without a style; a fixed corner radius).
    private func written(_ layer: DesignLayer, _ property: String) -> Bool {
        switch property {
        case "x", "y", "width", "height", "alpha", "scale", "visible": return true
        case "size": if case .text = layer.kind { return layer.textStyle == nil } else { return false }
        case "cornerRadius": if case .property = LayerOutlineCode(code: code, layer: layer).radius { return true } else { return false }
        default: return (property.hasPrefix("border.") || property.hasPrefix("shadow.")) && LayerOutlineCode(code: code, layer: layer).writes(property)
        }
    }

    /// `let` lines for the built-ins `reads` holds (offset at 0, the row's or screen's W and H).
    private func builtIns(_ reads: Set<Int>, width: String, height: String) -> [String] {
        typealias S = ExpressionScope
        let lines: [(Int, String)] = [(S.offsetSlot, "let offset: CGFloat = 0"), (S.widthSlot, "let W = \(width)"), (S.heightSlot, "let H: CGFloat = \(height)"),
                                      (S.safeTopSlot, "let safeTop = screen.safeAreaInsets.top"), (S.safeBottomSlot, "let safeBottom = screen.safeAreaInsets.bottom"),
                                      (S.revealSlot, "let reveal: CGFloat = 0"), (S.tabSlot, "let tab = CGFloat(selectedTab)"),
                                      (S.velocitySlot, "let velocity: CGFloat = 0"), (S.directionSlot, "let direction: CGFloat = 1"),
                                      (S.draggingSlot, "let dragging: CGFloat = 0")]
        return lines.filter { reads.contains($0.0) && !($0.0 == S.widthSlot && width == "W") }.map(\.1)
    }

    /// A row layer's view: its kind with the row's fields.
    private func content(_ layer: DesignLayer, _ template: DesignRowTemplate, _ rowCode: DesignCode) -> String {
        let outline = LayerOutlineCode(code: rowCode, layer: layer)
        switch layer.kind {
        case let .image(index, mode, _, _):
            let image = "Image(\(code.rowImageName(template.images[index], row: "row"))).resizable().aspectRatio(contentMode: .\(mode == .aspectFill ? "fill" : "fit"))"
            return outline.swiftUI("Color.clear.overlay { \(image) }.clipped()", .inline)
        case let .color(color, _):
            return outline.swiftUI(rowColors.swiftUI(color), .inline)
        case let .gradient(gradient, _):
            let stops = SystemColorCode.stops(gradient).map { rowColors.swiftUI($0.color) + ($0.transparent ? ".opacity(0)" : "") }
            return outline.swiftUI("LinearGradient(colors: [\(stops.joined(separator: ", "))], startPoint: .top, endPoint: .bottom)", .inline)
        case let .text(text, size, weight, color, _, lines, _):
            let font = layer.textStyle.map { ".\($0.swiftUI)" + ($0.weight == weight ? "" : ".weight(\(weight.swiftUI))") }
                ?? ".system(size: \(rowCode.bounded(size, 1)), weight: \(weight.swiftUI))"
            return "Text(verbatim: \(code.rowText(text, row: "row"))).font(\(font)).foregroundStyle(\(rowColors.swiftUI(color))).lineLimit(\(lines == 0 ? "nil" : String(lines)))"
        case let .icon(symbol, size, weight, color):
            return "Image(systemName: \(code.literal(symbol))).font(.system(size: \(code.language.number(size.constantValue ?? 17)), weight: .\(weight.platformName))).foregroundStyle(\(rowColors.swiftUI(color)))"
        default:
            return "EmptyView()"  // a row draws image, color, gradient, text and icon layers only (DesignRowTemplate.kinds)
        }
    }
}
