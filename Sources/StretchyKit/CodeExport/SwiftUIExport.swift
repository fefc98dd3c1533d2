import HeaderKit
import ScrollCore

/// A SwiftUI view: a ScrollView whose offset (iOS 18's `onScrollGeometryChange`, a preference
/// key before) places every layer in a ZStack through `offset`, `frame`, `scaleEffect`, `opacity`.
struct SwiftUIExport {
    let code: DesignCode

    func source(header: String) -> String {
        let name = "\(code.typeName)HeaderView", frames = LayerFrameCode(code: code)
        var l: [String] = [header, "import SwiftUI", ""]
        l.append("struct \(name): View {")
        for number in code.tunedNumbers {
            l.append("    /// \(number.spec.summary.isEmpty ? number.spec.name : number.spec.summary)")
            l.append("    let \(number.name): CGFloat = \(code.language.number(number.value))")
        }
        l.append("    /// UIKit's contentOffset.y of the list (negative when pulled down).")
        l.append("    @State private var offsetY: CGFloat = 0")
        l.append("    let rows = (1...100).map { \"Row \\($0)\" }")
        l.append("")
        l.append("    var body: some View {")
        l.append("        GeometryReader { proxy in")
        l.append("            let layout = layers(offset: offsetY, W: proxy.size.width, H: proxy.size.height,")
        l.append("                                safeTop: proxy.safeAreaInsets.top, safeBottom: proxy.safeAreaInsets.bottom)")
        l.append("            ZStack(alignment: .topLeading) {")
        for (layer, frame) in zip(code.design.layers, frames.layers) where layer.z == .belowList {
            l.append("                place(\(content(layer)), layout.\(frame.name), anchor: UnitPoint(x: \(frame.anchor.0), y: \(frame.anchor.1)))")
        }
        l.append("                list(insetTop: layout.insetTop, rowsTop: layout.rowsTop)")
        for (layer, frame) in zip(code.design.layers, frames.layers) where layer.z == .aboveList {
            l.append("                place(\(content(layer)), layout.\(frame.name), anchor: UnitPoint(x: \(frame.anchor.0), y: \(frame.anchor.1)))")
        }
        l.append("            }")
        l.append("            .ignoresSafeArea()")
        l.append("        }")
        l.append("    }")
        l.append("")
        l.append("    @ViewBuilder private func list(insetTop: CGFloat, rowsTop: CGFloat) -> some View {")
        l.append("        let scroll = ScrollView {")
        l.append("            LazyVStack(alignment: .leading, spacing: 0) {")
        l.append("                Color.clear.frame(height: rowsTop)")
        l.append("                ForEach(rows, id: \\.self) { row in Text(row).padding(16).frame(maxWidth: .infinity, alignment: .leading) }")
        l.append("            }")
        l.append("        }")
        l.append("        .contentMargins(.top, insetTop, for: .scrollContent)")
        l.append("        .scrollBounceBehavior(\(code.parameters[PhysicsParameter.alwaysBounceVertical] ? ".always" : ".basedOnSize"))")
        l.append("        if #available(iOS 18.0, *) {")
        l.append("            scroll.onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offsetY = new }")
        l.append("        } else {")
        l.append("            // Before iOS 18: the list's top read through a preference, as `visualEffect` cannot write state.")
        l.append("            scroll.coordinateSpace(name: \"list\")")
        l.append("                .onPreferenceChange(ListTopKey.self) { top in offsetY = -top - insetTop }")
        l.append("        }")
        l.append("    }")
        l.append("")
        l.append("    /// Every layer's frame at `offset`, as the design file's expressions give it.")
        l.append("    private func layers(offset: CGFloat, W: CGFloat, H: CGFloat, safeTop: CGFloat, safeBottom: CGFloat) -> Layout {")
        l.append("        let reveal: CGFloat = 0")
        l.append(contentsOf: frames.variableLines { "        let \($0) = \($1)" })
        l.append("        _ = (reveal, W, H, safeTop, safeBottom)")
        l.append("        return Layout(insetTop: insetTop, rowsTop: \(code.code(code.design.scroll.rowsTop)),")
        let fields = frames.layers.map { f in
            "                      \(f.name): LayerFrame(x: \(f.x), y: \(f.y), width: \(f.width), height: \(f.height), alpha: \(f.alpha), scale: \(f.scale), visible: \(f.visible) > 0)"
        }
        l.append(fields.joined(separator: ",\n") + ")")
        l.append("    }")
        l.append("")
        l.append("    struct Layout {")
        l.append("        var insetTop: CGFloat, rowsTop: CGFloat")
        for f in frames.layers { l.append("        var \(f.name): LayerFrame") }
        l.append("    }")
        l.append("")
        l.append("    private func place<Content: View>(_ content: Content, _ f: LayerFrame, anchor: UnitPoint) -> some View {")
        l.append("        content")
        l.append("            .frame(width: max(0, f.width), height: max(0, f.height))")
        l.append("            .clipped()")
        l.append("            .scaleEffect(max(0, f.scale), anchor: anchor)")
        l.append("            .opacity(f.visible ? min(1, max(0, f.alpha)) : 0)")
        l.append("            .offset(x: f.x, y: f.y)")
        l.append("            .allowsHitTesting(false)")
        l.append("    }")
        l.append("}")
        l.append("")
        l.append("struct LayerFrame { var x, y, width, height, alpha, scale: CGFloat; var visible: Bool }")
        l.append("")
        l.append("private struct ListTopKey: PreferenceKey {")
        l.append("    static let defaultValue: CGFloat = 0")
        l.append("    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }")
        l.append("}")
        l.append("")
        l.append(contentsOf: SwiftHelpers.lines)
        return l.joined(separator: "\n") + "\n"
    }

    private func content(_ layer: DesignLayer) -> String {
        func image(_ index: Int) -> String {
            let file = code.design.images[index].split(separator: "/").last.map(String.init) ?? "image"
            return "Image(\"\(file.split(separator: ".").first.map(String.init) ?? file)\").resizable()"
        }
        switch layer.kind {
        case let .image(index, mode, mask, _):
            let fitted = "\(image(index)).aspectRatio(contentMode: .\(mode == .aspectFill ? "fill" : "fit"))"
            return mask == .circle ? "\(fitted).clipShape(Circle())" : fitted
        case let .color(color, _): return swiftUIColor(color.light)
        case let .gradient(top, bottom): return "LinearGradient(colors: [\(swiftUIColor(top.light)), \(swiftUIColor(bottom.light))], startPoint: .top, endPoint: .bottom)"
        case let .text(text, _, weight, color, _):
            let string = text == "$title" ? "\"Title\"" : "\"\(text.replacingOccurrences(of: "\"", with: "\\\""))\""
            return "Text(\(string)).font(.system(size: 17, weight: .\(weight == .bold ? "bold" : "regular"))).foregroundStyle(\(swiftUIColor(color.light))).lineLimit(1)"
        case .material: return "Rectangle().fill(.regularMaterial)"
        case let .segmented(segments, _):
            return "Picker(\"\", selection: .constant(0)) { \(segments.enumerated().map { "Text(\"\($1)\").tag(\($0))" }.joined(separator: "; ")) }.pickerStyle(.segmented)"
        case let .pager(images, _, _):
            return "TabView { \(images.map { image($0) + ".scaledToFill()" }.joined(separator: "; ")) }.tabViewStyle(.page)"
        case .spinner: return "ProgressView()"
        }
    }

    private func swiftUIColor(_ color: Color) -> String {
        let c = color.unitComponents.map(code.language.number)
        return "Color(red: \(c[0]), green: \(c[1]), blue: \(c[2]), opacity: \(c[3]))"
    }
}

/// The Swift helpers the design expressions call (shared by the UIKit and SwiftUI exports).
enum SwiftHelpers {
    static let lines = [
        "private func clamp(_ x: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { min(max(x, lo), hi) }",
        "private func mix(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }",
        "",
        "/// The value at `x` of keyframes (`offsets` ascending): the Bézier curve (x1, y1, x2, y2)",
        "/// between two of them; before the first and after the last the end value, or the end",
        "/// segment's straight line when extended.",
        "private func keyframes(_ x: CGFloat, _ offsets: [CGFloat], _ values: [CGFloat], _ x1: CGFloat, _ y1: CGFloat,",
        "                       _ x2: CGFloat, _ y2: CGFloat, _ extendBelow: Bool, _ extendAbove: Bool) -> CGFloat {",
        "    guard let first = offsets.first, let firstValue = values.first else { return 0 }",
        "    func line(_ i: Int) -> CGFloat {",
        "        let dx = offsets[i + 1] - offsets[i]",
        "        return dx != 0 ? values[i] + (values[i + 1] - values[i]) * (x - offsets[i]) / dx : values[i]",
        "    }",
        "    if offsets.count == 1 || x <= first { return offsets.count > 1 && extendBelow ? line(0) : firstValue }",
        "    for i in 1..<offsets.count where x <= offsets[i] {",
        "        let span = offsets[i] - offsets[i - 1]",
        "        let t = span > 0 ? (x - offsets[i - 1]) / span : 1",
        "        return values[i - 1] + (values[i] - values[i - 1]) * bezier(t, x1, y1, x2, y2)",
        "    }",
        "    return extendAbove ? line(offsets.count - 2) : values[values.count - 1]",
        "}",
        "",
        "/// Core Animation's cubic Bézier timing at `t`, solved for x as WebKit's UnitBezier does.",
        "private func bezier(_ t: CGFloat, _ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) -> CGFloat {",
        "    let t = min(max(t, 0), 1)",
        "    if x1 == 0 && y1 == 0 && x2 == 1 && y2 == 1 { return t }",
        "    let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx",
        "    let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by",
        "    func x(_ s: CGFloat) -> CGFloat { ((ax * s + bx) * s + cx) * s }",
        "    func y(_ s: CGFloat) -> CGFloat { ((ay * s + by) * s + cy) * s }",
        "    var s = t",
        "    for _ in 0..<8 {",
        "        let error = x(s) - t",
        "        if abs(error) < 1e-9 { return y(s) }",
        "        let slope = (3 * ax * s + 2 * bx) * s + cx",
        "        if abs(slope) < 1e-6 { break }",
        "        s -= error / slope",
        "    }",
        "    var lo: CGFloat = 0, hi: CGFloat = 1",
        "    s = t",
        "    while hi - lo > 1e-9 {",
        "        if x(s) < t { lo = s } else { hi = s }",
        "        s = (lo + hi) / 2",
        "    }",
        "    return y(s)",
        "}",
    ]
}
