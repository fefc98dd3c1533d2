import HeaderKit
import ScrollCore
import ScrollPhysics

/// A Flutter StatefulWidget: a CustomScrollView with iOS bouncing physics whose controller gives
/// UIKit's contentOffset.y (`controller.offset - insetTop`); every layer is a Positioned child of
/// a Stack with Opacity and Transform.scale about its anchor. System colours are Cupertino's,
/// materials a BackdropFilter, pull to refresh CupertinoSliverRefreshControl, snap points a
/// ScrollPhysics. Where a design is a SliverAppBar (it declares expandedHeight and
/// pinned/floating/snap/stretch), the matching SliverAppBar is noted.
struct FlutterExport {
    let code: DesignCode

    private var colors: SystemColorCode { SystemColorCode(language: code.language) }

    var name: String { "\(code.typeName)Header" }
    private var snaps: Bool { !code.design.scroll.snap.isEmpty }

    func source(header: String) -> String {
        var l = widget + stateMembers + build + [""] + sectionMethods + layerFunction + [""] + contentTypes
        if snaps { l += snapPhysics + [""] }
        if code.design.layers.contains(where: { if case .pager(_, _, true) = $0.kind { true } else { false } }) { l += pagerWithDots + [""] }
        // Only the libraries the file uses (an unused import is an analyzer warning).
        let body = l.joined(separator: "\n")
        let imports = (body.contains("jsonDecode") ? ["import 'dart:convert';"] : []) + ["import 'dart:math' as math;"] + (body.contains("ui.ImageFilter") ? ["import 'dart:ui' as ui;"] : []) + [""]
            + (body.contains("Cupertino") ? ["import 'package:flutter/cupertino.dart';"] : []) + ["import 'package:flutter/material.dart';"]
            + (body.contains("rootBundle") ? ["import 'package:flutter/services.dart';"] : []) + [""]
        return ([header] + imports + l + mathHelpers).joined(separator: "\n") + "\n"
    }

    /// The StatefulWidget.
    private var widget: [String] {
        var l: [String] = []
        l.append("class \(name) extends StatefulWidget {")
        if code.contentResource == nil { l.append("  const \(name)({super.key});") } else { l += resourceWidgetMembers }
        l.append("")
        l.append("  @override")
        l.append("  State<\(name)> createState() => _\(name)State();")
        l.append("}")
        l.append("")
        return l
    }

    /// The state: the tuned numbers, the content as data, the scroll controller and its listener.
    private var stateMembers: [String] {
        var l: [String] = []
        l.append("class _\(name)State extends State<\(name)>\(switchesTabs ? " with SingleTickerProviderStateMixin" : "") {")
        for number in code.tunedNumbers {
            l.append("  /// \(CodeText.comment(number.spec.summary.isEmpty ? number.spec.name : number.spec.summary))")
            l.append("  static const double \(number.name) = \(code.language.number(number.value));")
        }
        l += contentMembers
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
        if switchesTabs { l.append("    tabController.dispose();") }
        l.append("    super.dispose();")
        l.append("  }")
        l.append("")
        return l
    }

    /// build(context): the measures the expressions read, insetTop, the offset, the variables,
    /// rowsTop and the rows, then the layers below the list, the list, the layers above it.
    private var build: [String] {
        let d = code.design, p = code.parameters, frames = LayerFrameCode(code: code), slots = UsedSlots(design: d)
        var l: [String] = []
        l.append("  @override")
        l.append("  Widget build(BuildContext context) {")
        l.append("    return LayoutBuilder(builder: (context, constraints) {")
        let snapExpressions = d.scroll.snap + [d.scroll.snapEnabled].compactMap { $0 }
        let reads = slots.closure(frames.layerReads.union([ExpressionScope.insetTopSlot]).union(d.scroll.rowsTop.slotsRead)
            .union(snapExpressions.flatMap(\.slotsRead)).union(restReads))
        typealias S = ExpressionScope
        if reads.contains(S.widthSlot) { l.append("      final double W = constraints.maxWidth;") }
        if reads.contains(S.heightSlot) { l.append("      final double H = constraints.maxHeight;") }
        if reads.contains(S.safeTopSlot) { l.append("      final double safeTop = MediaQuery.of(context).padding.top;") }
        if reads.contains(S.safeBottomSlot) { l.append("      final double safeBottom = MediaQuery.of(context).padding.bottom;") }
        if reads.contains(S.revealSlot) { l.append("      const double reveal = 0;") }
        l.append("      final double insetTop = math.max(0.0, \(code.contentInsetTopCode)).toDouble();")
        l.append("      // UIKit's contentOffset.y: -insetTop at rest, lower when pulled (BouncingScrollPhysics overscrolls).")
        l.append("      final double offset = scrolled - insetTop;")
        for (i, variable) in code.variables.enumerated() where slots.needsVariable(i, in: reads) {
            l.append("      final double \(variable.name) = \(variable.code);")
        }
        // rowsTop is read at rest: the offset there is -insetTop.
        l.append("      final double rowsTop = \(atRest(d.scroll.rowsTop));")
        if switchesTabs {
            l.append("      // Where the tab strip pins, as a controller offset (the design's collapsedOffset, else rowsTop).")
            l.append("      final double tabPin = \(atRest(code.tabPin)) + insetTop;")
        }
        if !code.content.shared.isEmpty {
            l.append("      // The shared sections end at the tab strip's top at rest (in the list's content), else at rowsTop.")
            let strip = code.sharedSectionsStrip
            // A keyframed strip is taken to end the shared sections at rowsTop (its rest needs the helper's offset).
            let top = strip.flatMap { layer -> String? in
                guard case let .expression(y) = layer.y else { return nil }
                return atRest(y) + (layer.space == .content ? "" : " - insetTop")
            } ?? "rowsTop"
            l.append("      final double sharedBottom = \(top);")
        }
        if !code.content.isSectioned { l += rowWidgets }
        // The design's list look: the screen's colour behind the layers and the rows.
        let screen = ListLookCode(code: code).flutterScreen
        l.append(screen.map { "      return ColoredBox(color: \($0), child: Stack(children: [" } ?? "      return Stack(children: [")
        for (layer, f) in zip(d.layers, frames.layers) where layer.z == .belowList { l.append("        " + placed(layer, f)) }
        l.append(scrollViewOpening)
        l.append("          controller: controller,")
        l.append("          physics: \(physics),")
        l.append("          slivers: [")
        if p[RefreshParameter.refreshEnabled] {
            l.append("            // A demo refresh: ends after the design's refreshDuration.")
            l.append("            CupertinoSliverRefreshControl(")
            l.append("              refreshTriggerPullDistance: \(code.language.number(p[RefreshParameter.refreshThreshold])),")
            l.append("              onRefresh: () => Future<void>.delayed(const Duration(milliseconds: \(Int((p[RefreshParameter.refreshDuration] * 1000).rounded())))),")
            l.append("            ),")
        }
        if code.content.isSectioned {
            l += sectionedSlivers
        } else {
            l.append("            SliverPadding(padding: EdgeInsets.only(top: insetTop), sliver: SliverList(delegate: SliverChildListDelegate(rows))),")
        }
        l.append("          ],")
        l.append(scrollViewClosing)
        for (layer, f) in zip(d.layers, frames.layers) where layer.z == .aboveList { l.append("        " + placed(layer, f)) }
        l.append(screen == nil ? "      ]);" : "      ]));")
        l.append("    });")
        l.append("  }")
        return l
    }

    /// UIKit's switches as a physics chain: paging, scrolling a short list, then bounce or clamp; snap points over them.
    private var physics: String {
        let d = code.design, p = code.parameters
        let rate = "ScrollDecelerationRate.\(DecelerationRate.isNearerNormal(p[PhysicsParameter.decelerationRate]) ? "normal" : "fast")"
        var parent: String? = nil
        if p[PhysicsParameter.alwaysBounceVertical] { parent = "AlwaysScrollableScrollPhysics()" }
        if p[PhysicsParameter.pagingEnabled] { parent = "PageScrollPhysics(\(parent.map { "parent: \($0)" } ?? ""))" }
        let parentArgument = parent.map { ", parent: \($0)" } ?? ""
        var physics = p[PhysicsParameter.bounces] ? "const BouncingScrollPhysics(decelerationRate: \(rate)\(parentArgument))"
                                                  : "const ClampingScrollPhysics(\(parent.map { "parent: \($0)" } ?? ""))"
        if snaps {
            let points = "[\(d.scroll.snap.map { "\(code.code($0)) + insetTop" }.joined(separator: ", "))]"
            physics = "SnapScrollPhysics(points: " + (d.scroll.snapEnabled.map { "\(code.code($0)) > 0 ? \(points) : <double>[]" } ?? points) + ", parent: \(physics))"
        }
        return physics
    }

    /// layer(…): a layer at its frame, in its clip, scaled about its anchor and faded; decorative ones let touches through.
    private var layerFunction: [String] {
        var l: [String] = []
        l.append("  /// A layer at its frame (inside its clip rectangle [x, y, width, height], when it has one),")
        l.append("  /// scaled about its anchor and faded.")
        l.append("  Widget layer(double x, double y, double width, double height, double alpha, double scale, double visible,")
        l.append("      double anchorX, double anchorY, Widget child, {List<double>? clip, bool touches = false}) {")
        l.append("    if (clip != null) {")
        l.append("      return Positioned(")
        l.append("        left: clip[0],")
        l.append("        top: clip[1],")
        l.append("        width: math.max(0.0, clip[2]),")
        l.append("        height: math.max(0.0, clip[3]),")
        l.append("        child: ClipRect(child: Stack(clipBehavior: Clip.none, children: [")
        l.append("          layer(x - clip[0], y - clip[1], width, height, alpha, scale, visible, anchorX, anchorY, child, touches: touches),")
        l.append("        ])),")
        l.append("      );")
        l.append("    }")
        l.append("    return Positioned(")
        l.append("      left: x,")
        l.append("      top: y,")
        l.append("      width: math.max(0.0, width),")
        l.append("      height: math.max(0.0, height),")
        l.append("      // Decorative layers let every touch through to the list.")
        l.append("      child: IgnorePointer(")
        l.append("        ignoring: !touches || visible <= 0,")
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
        return l
    }

    /// clamp, mix and keyframes (Core Animation's Bézier timing) for the design's expressions.
    private var mathHelpers: [String] {
        ["double clamp(double x, double lo, double hi) => math.min(math.max(x, lo), hi).toDouble();",
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
    }

    /// The list's children: the space above the first row, then 100 rows (under a header every
    /// rowsPerSection rows when the design has sections).
    private var rowWidgets: [String] {
        var l = ["      final rows = <Widget>[SizedBox(height: rowsTop)];", "      for (var row = 0; row < content.length; row++) {"]
        if let sections = code.design.scroll.sectionHeaders {
            let n = sections.rowsPerSection
            l += ["        if (row % \(n) == 0) {",
                  "          rows.add(Container(height: \(code.language.number(sections.height)), color: \(colors.flutter(SystemColor.secondarySystemBackground)),",
                  "              padding: const EdgeInsets.symmetric(horizontal: 16), alignment: Alignment.centerLeft,",
                  "              child: Text('Section ${row ~/ \(n) + 1}', style: const TextStyle(fontSize: 13, fontWeight: FontWeight.bold))));",
                  "        }"]
        }
        l += ["        rows.add(ListTile(title: Text(content[row].title), subtitle: Text(content[row].subtitle)));", "      }"]
        return l
    }

    /// UIKit's snap rule as Flutter physics: the ballistic end a release would reach is moved to
    /// a snap point, and a spring takes the list there.
    private var snapPhysics: [String] {
        ["/// Snap points (controller offsets): a release resting between two of them settles towards the",
         "/// one it moves to once past a quarter of the gap (Flutter's SliverAppBar rule, as UIKit's export).",
         "/// Its parent gives the bounce (or clamp) and the fling it corrects.",
         "class SnapScrollPhysics extends ScrollPhysics {",
         "  const SnapScrollPhysics({required this.points, super.parent});",
         "",
         "  final List<double> points;",
         "",
         "  @override",
         "  SnapScrollPhysics applyTo(ScrollPhysics? ancestor) => SnapScrollPhysics(points: points, parent: buildParent(ancestor));",
         "",
         "  @override",
         "  Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {",
         "    final natural = super.createBallisticSimulation(position, velocity);",
         "    final proposed = natural?.x(10.0) ?? position.pixels;",
         "    final sorted = [...points]..sort();",
         "    final lower = sorted.lastWhere((p) => p < proposed, orElse: () => double.nan);",
         "    final upper = sorted.firstWhere((p) => p > proposed, orElse: () => double.nan);",
         "    if (lower.isNaN || upper.isNaN) return natural;",
         "    final gap = upper - lower, travelled = proposed - lower;",
         "    final target = velocity > 0 ? (travelled >= gap / 4 ? upper : lower)",
         "        : velocity < 0 ? (travelled <= gap * 3 / 4 ? lower : upper)",
         "        : (travelled < gap / 2 ? lower : upper);",
         "    return ScrollSpringSimulation(spring, position.pixels, target, velocity, tolerance: toleranceFor(position));",
         "  }",
         "}"]
    }

    /// A pager with UIPageControl's dots (the current page white, the others half transparent).
    private var pagerWithDots: [String] {
        ["/// Photos paged horizontally (repeating when there are fewer than pages) with UIPageControl's dots.",
         "class PagerWithDots extends StatefulWidget {",
         "  const PagerWithDots({super.key, required this.pages, required this.images});",
         "",
         "  final int pages;",
         "  final List<String> images;",
         "",
         "  @override",
         "  State<PagerWithDots> createState() => _PagerWithDotsState();",
         "}",
         "",
         "class _PagerWithDotsState extends State<PagerWithDots> {",
         "  int page = 0;",
         "",
         "  @override",
         "  Widget build(BuildContext context) {",
         "    return Stack(children: [",
         "      PageView.builder(",
         "        itemCount: widget.pages,",
         "        onPageChanged: (index) => setState(() => page = index),",
         "        itemBuilder: (context, index) => Image.asset(widget.images[index % widget.images.length], fit: BoxFit.cover),",
         "      ),",
         "      Positioned(left: 0, right: 0, bottom: 8, child: Row(mainAxisAlignment: MainAxisAlignment.center, children: [",
         "        for (var i = 0; i < widget.pages; i++)",
         "          Container(width: 7, height: 7, margin: const EdgeInsets.symmetric(horizontal: 4.5),",
         "              decoration: BoxDecoration(shape: BoxShape.circle, color: Color(i == page ? 0xFFFFFFFF : 0x80FFFFFF))),",
         "      ])),",
         "    ]);",
         "  }",
         "}"]
    }

    /// One layer call (a comment names its id and role).
    private func placed(_ layer: DesignLayer, _ f: LayerFrameCode.Layer) -> String {
        let clip = f.clip.map { ", clip: [\($0.0), \($0.1), \($0.2), \($0.3)]" } ?? ""
        let role = layer.role.map { ", role \($0.rawValue)" } ?? ""
        // Only controls take touches: a drag that starts on any other layer scrolls the list.
        let touches = LayerControl(layer) == nil ? "" : ", touches: true"
        return "layer(\(f.x), \(f.y), \(f.width), \(f.height), \(f.alpha), \(f.scale), \(f.visible), \(f.anchor.0), \(f.anchor.1), \(control(layer, PortableOutlineCode(code: code, layer: layer, frame: f).flutter(content(layer, f))))\(clip)\(touches)),  // \(CodeText.comment(layer.id))\(role)"
    }

    /// A button layer is a labelled button with an action stub.
    private func control(_ layer: DesignLayer, _ content: String) -> String {
        guard LayerControl(layer) == .button else { return content }
        return "Semantics(button: true, label: \(code.literal(LayerControl.label(layer))), child: GestureDetector(onTap: () {/* your action */}, child: \(content)))"
    }

    /// What the values computed at rest read (the pin, the strip's top).
    private var restReads: Set<Int> {
        let strip = code.content.shared.isEmpty ? nil : code.sharedSectionsStrip
        return (switchesTabs ? code.tabPin.slotsRead : []).union(strip.map { UsedSlots.read($0.y) } ?? [])
    }

    /// `expression` at rest: the offset read as -insetTop (the variables are this frame's).
    private func atRest(_ expression: DesignExpression) -> String {
        code.language.render(expression) { $0 == ExpressionScope.offsetSlot ? "(-insetTop)" : code.slotCode($0) }
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

    private func content(_ layer: DesignLayer, _ f: LayerFrameCode.Layer) -> String {
        func asset(_ index: Int) -> String { code.literal("assets/" + (code.design.images[index].split(separator: "/").last.map(String.init) ?? "image.jpg")) }
        switch layer.kind {
        case let .color(color, _):
            guard let radius = f.cornerRadius else { return "ColoredBox(color: \(colors.flutter(color)))" }
            return "DecoratedBox(decoration: BoxDecoration(color: \(colors.flutter(color)), borderRadius: BorderRadius.circular(\(radius))))"
        case .button:
            return ButtonCode(code: code, layer: layer)!.flutter()
        case .tabBar, .navigationBar:
            return "const SizedBox.shrink()"  // not exported (ExportLimitations): a NavigationBar belongs to the Scaffold
        case .glass:
            // Not exported as glass (ExportLimitations says so): a frosted wash, its iOS 17 stand-in.
            return "ClipRRect(borderRadius: BorderRadius.circular(999), child: BackdropFilter(filter: ui.ImageFilter.blur(sigmaX: 7, sigmaY: 7), child: ColoredBox(color: Color(0x68FDFCFD))))"
        case let .material(tint, blurRadius, _, _):
            // What is behind, blurred (sigma in points, as the design's material), under the tint.
            let sigma = code.language.number(blurRadius)
            return "ClipRect(child: BackdropFilter(filter: ui.ImageFilter.blur(sigmaX: \(sigma), sigmaY: \(sigma)), child: ColoredBox(color: \(colors.flutter(tint)))))"
        case let .gradient(gradient, _):
            let stops = SystemColorCode.stops(gradient).map { colors.flutter($0.color) + ($0.transparent ? ".withAlpha(0)" : "") }
            return "DecoratedBox(decoration: BoxDecoration(gradient: LinearGradient(begin: Alignment.topCenter, end: Alignment.bottomCenter, colors: [\(stops.joined(separator: ", "))])))"
        case let .text(text, _, weight, c, _, lines, _):
            let string = text == "$title" ? "screenTitle" : code.literal(text)
            // Alignment's -1…1 from the design's 0 (leading) … 1 (trailing).
            return "Align(alignment: Alignment((\(f.alignment ?? "0.0")) * 2 - 1, 0), child: Text(\(string), maxLines: \(lines == 0 ? "null" : String(lines)), overflow: TextOverflow.ellipsis, style: TextStyle(color: \(colors.flutter(c)), fontSize: \(f.fontSize ?? "17.0"), fontWeight: \(weight.flutter))))"
        case let .image(index, mode, mask, _):
            var image = "Image.asset(\(asset(index)), fit: BoxFit.\(mode == .aspectFill ? "cover" : "contain"), width: double.infinity, height: double.infinity)"
            if let blur = f.blur { image = "ImageFiltered(imageFilter: ui.ImageFilter.blur(sigmaX: \(blur), sigmaY: \(blur)), child: \(image))" }
            switch mask {
            case .none: return image
            // A radius of half the shorter side: a circle, or a capsule on a non-square frame (UIKit's).
            case .circle: return "ClipRRect(borderRadius: BorderRadius.circular(math.min(\(f.width), \(f.height)) / 2), child: \(image))"
            case .rounded: return "ClipRRect(borderRadius: BorderRadius.circular(\(f.cornerRadius ?? "0.0")), child: \(image))"
            }
        case .segmented where switchesTabs && code.switchesTabs(layer):
            return tabBar
        case let .segmented(segments, count):
            let titles = SegmentTitles.titles(segments, count: count)
            return "Row(children: [\(titles.map { "Expanded(child: Center(child: Text(\(code.literal($0)))))" }.joined(separator: ", "))])"
        case let .pager(images, _, dots):
            let list = "[\(images.map(asset).joined(separator: ", "))]"
            if dots { return "PagerWithDots(pages: math.max(1.0, \(f.pages ?? "1.0")).round(), images: \(list))" }
            return "PageView.builder(itemCount: math.max(1.0, \(f.pages ?? "1.0")).round(), itemBuilder: (context, page) => Image.asset(\(list)[page % \(images.count)], fit: BoxFit.cover))"
        case let .icon(symbol, _, _, color):
            // The CupertinoIcons glyph of the SF Symbol (SymbolIconTable, listed in the header), at the symbol's point size.
            return "Center(child: Icon(\(SymbolIconTable.flutter(symbol).name), size: \(f.fontSize ?? "17.0"), color: \(colors.flutter(color))))"
        case .spinner: return "const RefreshProgressIndicator()"
        }
    }
}
