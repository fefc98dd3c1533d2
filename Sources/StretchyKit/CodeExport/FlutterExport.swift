import HeaderKit
import ScrollCore
import ScrollPhysics

/// A Flutter StatefulWidget: a ListView with iOS bouncing physics whose controller gives UIKit's
/// contentOffset.y (`controller.offset - insetTop`); every layer is a Positioned child of a Stack
/// with Opacity and Transform.scale about its anchor. Where a design is a SliverAppBar (it
/// declares expandedHeight and pinned/floating/snap/stretch), the matching SliverAppBar is noted.
struct FlutterExport {
    let code: DesignCode

    func source(header: String) -> String {
        let name = "\(code.typeName)Header", frames = LayerFrameCode(code: code)
        var l: [String] = [header, "import 'dart:math' as math;", "", "import 'package:flutter/material.dart';", ""]
        l.append("class \(name) extends StatefulWidget {")
        l.append("  const \(name)({super.key});")
        l.append("")
        l.append("  @override")
        l.append("  State<\(name)> createState() => _\(name)State();")
        l.append("}")
        l.append("")
        l.append("class _\(name)State extends State<\(name)> {")
        for number in code.tunedNumbers {
            l.append("  /// \(number.spec.summary.isEmpty ? number.spec.name : number.spec.summary)")
            l.append("  static const double \(number.name) = \(code.language.number(number.value));")
        }
        if let sliver = sliverAppBarNote { l.append(contentsOf: sliver) }
        l.append("  final ScrollController controller = ScrollController();")
        l.append("  double scrolled = 0;")
        l.append("")
        l.append("  @override")
        l.append("  void initState() {")
        l.append("    super.initState();")
        l.append("    controller.addListener(() => setState(() => scrolled = controller.offset));")
        l.append("  }")
        l.append("")
        l.append("  @override")
        l.append("  void dispose() {")
        l.append("    controller.dispose();")
        l.append("    super.dispose();")
        l.append("  }")
        l.append("")
        l.append("  @override")
        l.append("  Widget build(BuildContext context) {")
        l.append("    return LayoutBuilder(builder: (context, constraints) {")
        l.append("      final double W = constraints.maxWidth;")
        l.append("      final double H = constraints.maxHeight;")
        l.append("      final double safeTop = MediaQuery.of(context).padding.top;")
        l.append("      final double safeBottom = MediaQuery.of(context).padding.bottom;")
        l.append("      const double reveal = 0;")
        l.append("      final double insetTop = math.max(0.0, \(code.contentInsetTopCode)).toDouble();")
        l.append("      // UIKit's contentOffset.y: -insetTop at rest, lower when pulled (BouncingScrollPhysics overscrolls).")
        l.append("      final double offset = scrolled - insetTop;")
        for variable in code.variables { l.append("      final double \(variable.name) = \(variable.code);") }
        l.append("      final double rowsTop = \(code.code(code.design.scroll.rowsTop).replacingOccurrences(of: "offset", with: "(-insetTop)"));")
        l.append("      return Stack(children: [")
        for (layer, f) in zip(code.design.layers, frames.layers) where layer.z == .belowList {
            l.append("        layer(\(f.x), \(f.y), \(f.width), \(f.height), \(f.alpha), \(f.scale), \(f.visible), \(f.anchor.0), \(f.anchor.1), \(content(layer))),")
        }
        l.append("        ListView.builder(")
        l.append("          controller: controller,")
        l.append("          physics: const BouncingScrollPhysics(decelerationRate: ScrollDecelerationRate.\(DecelerationRate.isNearerNormal(code.parameters[PhysicsParameter.decelerationRate]) ? "normal" : "fast")),")
        l.append("          padding: EdgeInsets.only(top: insetTop),")
        l.append("          itemCount: 101,")
        l.append("          itemBuilder: (context, index) => index == 0")
        l.append("              ? SizedBox(height: rowsTop)")
        l.append("              : ListTile(title: Text('Row $index')),")
        l.append("        ),")
        for (layer, f) in zip(code.design.layers, frames.layers) where layer.z == .aboveList {
            l.append("        layer(\(f.x), \(f.y), \(f.width), \(f.height), \(f.alpha), \(f.scale), \(f.visible), \(f.anchor.0), \(f.anchor.1), \(content(layer))),")
        }
        l.append("      ]);")
        l.append("    });")
        l.append("  }")
        l.append("")
        l.append("  Widget layer(double x, double y, double width, double height, double alpha, double scale, double visible,")
        l.append("      double anchorX, double anchorY, Widget child) {")
        l.append("    return Positioned(")
        l.append("      left: x,")
        l.append("      top: y,")
        l.append("      width: math.max(0.0, width),")
        l.append("      height: math.max(0.0, height),")
        l.append("      child: IgnorePointer(")
        l.append("        child: Opacity(")
        l.append("          opacity: visible > 0 ? alpha.clamp(0.0, 1.0) : 0.0,")
        l.append("          child: Transform.scale(")
        l.append("            scale: math.max(0.0, scale),")
        l.append("            alignment: Alignment(anchorX * 2 - 1, anchorY * 2 - 1),")
        l.append("            child: child,")
        l.append("          ),")
        l.append("        ),")
        l.append("      ),")
        l.append("    );")
        l.append("  }")
        l.append("}")
        l.append("")
        l += ["double clamp(double x, double lo, double hi) => math.min(math.max(x, lo), hi).toDouble();",
              "double mix(double a, double b, double t) => a + (b - a) * t;",
              "",
              "/// Keyframes over the offset with Core Animation's cubic Bézier timing (x1, y1, x2, y2).",
              "double keyframes(double x, List<double> offsets, List<double> values, double x1, double y1, double x2, double y2,",
              "    bool extendBelow, bool extendAbove) {",
              "  if (offsets.isEmpty) return 0;",
              "  double line(int i) {",
              "    final dx = offsets[i + 1] - offsets[i];",
              "    return dx != 0 ? values[i] + (values[i + 1] - values[i]) * (x - offsets[i]) / dx : values[i];",
              "  }",
              "  if (offsets.length == 1 || x <= offsets[0]) return offsets.length > 1 && extendBelow ? line(0) : values[0];",
              "  for (var i = 1; i < offsets.length; i++) {",
              "    if (x <= offsets[i]) {",
              "      final span = offsets[i] - offsets[i - 1];",
              "      final t = span > 0 ? (x - offsets[i - 1]) / span : 1.0;",
              "      return values[i - 1] + (values[i] - values[i - 1]) * bezier(t, x1, y1, x2, y2);",
              "    }",
              "  }",
              "  return extendAbove ? line(offsets.length - 2) : values[values.length - 1];",
              "}",
              "",
              "double bezier(double progress, double x1, double y1, double x2, double y2) {",
              "  final t = progress.clamp(0.0, 1.0);",
              "  if (x1 == 0 && y1 == 0 && x2 == 1 && y2 == 1) return t;",
              "  final cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx;",
              "  final cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by;",
              "  double xAt(double s) => ((ax * s + bx) * s + cx) * s;",
              "  double yAt(double s) => ((ay * s + by) * s + cy) * s;",
              "  var lo = 0.0, hi = 1.0, s = t;",
              "  for (var i = 0; i < 40; i++) {",
              "    if (xAt(s) < t) { lo = s; } else { hi = s; }",
              "    s = (lo + hi) / 2;",
              "  }",
              "  return yAt(s);",
              "}"]
        return l.joined(separator: "\n") + "\n"
    }

    /// Flutter's own widget for the app-bar family, when the design's parameters name its fields.
    private var sliverAppBarNote: [String]? {
        let names = Set(code.design.parameters.map(\.name))
        guard names.contains("expandedHeight") else { return nil }
        func flag(_ name: String) -> String { names.contains(name) ? "\(code.parameters.flag(name))" : "false" }
        return ["  // This design maps onto Flutter's own SliverAppBar inside a CustomScrollView:",
                "  //   SliverAppBar(pinned: \(flag("pinned")), floating: \(flag("floating")), snap: \(flag("snap")), stretch: \(flag("stretch")),",
                "  //                expandedHeight: \(code.language.number(code.parameters.value("expandedHeight") ?? 0)), flexibleSpace: FlexibleSpaceBar(...))",
                "  // The layers below reproduce the design's own expressions instead, so the motion matches the review."]
    }

    private func content(_ layer: DesignLayer) -> String {
        func color(_ c: Color) -> String { "const Color(\(c.argbHex))" }
        switch layer.kind {
        case let .color(dynamic, _), let .material(dynamic, _, _):
            return "ColoredBox(color: \(color(dynamic.light)))"
        case let .gradient(top, bottom):
            return "DecoratedBox(decoration: BoxDecoration(gradient: LinearGradient(begin: Alignment.topCenter, end: Alignment.bottomCenter, colors: [\(color(top.light)), \(color(bottom.light))])))"
        case let .text(text, _, weight, c, _):
            let string = text == "$title" ? "'Title'" : "'\(text.replacingOccurrences(of: "'", with: "\\'").replacingOccurrences(of: "$", with: "\\$"))'"
            return "Text(\(string), maxLines: 1, overflow: TextOverflow.ellipsis, style: TextStyle(color: \(color(c.light)), fontWeight: FontWeight.\(weight == .bold ? "bold" : "normal")))"
        case let .image(index, _, mask, _):
            let file = code.design.images[index].split(separator: "/").last.map(String.init) ?? "image.jpg"
            let image = "Image.asset('assets/\(file)', fit: BoxFit.cover)"
            return mask == .circle ? "ClipOval(child: \(image))" : image
        case let .segmented(segments, _):
            return "Row(children: [\(segments.map { "Expanded(child: Center(child: Text('\($0)')))" }.joined(separator: ", "))])"
        case let .pager(images, _, _):
            let pages = images.map { code.design.images[$0].split(separator: "/").last.map(String.init) ?? "image.jpg" }
            return "PageView(children: [\(pages.map { "Image.asset('assets/\($0)', fit: BoxFit.cover)" }.joined(separator: ", "))])"
        case .spinner: return "const RefreshProgressIndicator()"
        }
    }
}
