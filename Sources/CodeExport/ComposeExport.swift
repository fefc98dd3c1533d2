import HeaderKit
import ScrollCore

/// A Jetpack Compose screen: a LazyColumn whose scroll, overscroll included, is followed through
/// a `nestedScroll` connection as UIKit's contentOffset.y in dp; every layer is a Box placed with
/// `offset`, `size`, `graphicsLayer` (scale about its anchor, alpha). The safe area is
/// `WindowInsets.safeDrawing`; pull to refresh is material3's `pullToRefresh`, sections
/// `stickyHeader`s, snap points a settle once a fling ends.
struct ComposeExport {
    let code: DesignCode

    private var colors: SystemColorCode { SystemColorCode(language: code.language) }

    var name: String { "\(code.typeName)Header" }
    private var snaps: Bool { !code.design.scroll.snap.isEmpty }
    private var refresh: Bool { code.parameters[RefreshParameter.refreshEnabled] }
    /// What the screen's layers and snap points read (the measures and variables it declares).
    private var reads: Set<Int> {
        let d = code.design, snapExpressions = d.scroll.snap + [d.scroll.snapEnabled].compactMap { $0 }
        return UsedSlots(design: d).closure(LayerFrameCode(code: code).layerReads.union([ExpressionScope.insetTopSlot]).union(snapExpressions.flatMap(\.slotsRead)))
    }

    func source(header: String) -> String {
        let l: [String] = [header, "package stretchy.generated", ""] + imports + numbersObject + contentTypes + contentObject + frameClasses
            + screen + sectionComposables + layerComposable + (snaps ? nearerSnapPoint : []) + mathHelpers
        return l.joined(separator: "\n") + "\n"
    }

    /// The imports, and where the images go.
    private var imports: [String] {
        var l: [String] = []
        let d = code.design
        l += ["import androidx.compose.foundation.ExperimentalFoundationApi", "import androidx.compose.foundation.Image",
              "import androidx.compose.foundation.background", "import androidx.compose.foundation.gestures.animateScrollBy",
              "import androidx.compose.foundation.gestures.detectHorizontalDragGestures", "import androidx.compose.ui.input.pointer.pointerInput",
              "import androidx.compose.ui.input.pointer.util.VelocityTracker",
              "import androidx.compose.foundation.isSystemInDarkTheme",
              "import androidx.compose.foundation.layout.*", "import androidx.compose.foundation.lazy.LazyColumn", "import androidx.compose.foundation.lazy.LazyListScope",
              "import androidx.compose.foundation.lazy.LazyListState", "import androidx.compose.foundation.lazy.LazyRow", "import androidx.compose.foundation.lazy.itemsIndexed",
              "import androidx.compose.foundation.lazy.items", "import androidx.compose.foundation.lazy.rememberLazyListState",
              "import androidx.compose.foundation.pager.HorizontalPager", "import androidx.compose.foundation.pager.rememberPagerState",
              "import androidx.compose.foundation.shape.CircleShape", "import androidx.compose.foundation.shape.RoundedCornerShape",
              "import androidx.compose.material3.*", "import androidx.compose.material.icons.Icons", "import androidx.compose.material.icons.filled.*",
              "import androidx.compose.material.icons.outlined.*", "import androidx.compose.material.icons.automirrored.filled.*",
              "import androidx.compose.material.icons.automirrored.outlined.*", "import androidx.compose.material3.pulltorefresh.PullToRefreshDefaults",
              "import androidx.compose.material3.pulltorefresh.pullToRefresh", "import androidx.compose.material3.pulltorefresh.rememberPullToRefreshState",
              "import androidx.compose.runtime.*", "import androidx.compose.foundation.clickable", "import androidx.compose.foundation.border",
              "import androidx.compose.ui.semantics.contentDescription", "import androidx.compose.ui.semantics.semantics", "import androidx.compose.ui.Alignment", "import androidx.compose.ui.BiasAlignment",
              "import androidx.compose.ui.Modifier", "import androidx.compose.ui.draw.blur", "import androidx.compose.ui.draw.clip",
              "import androidx.compose.ui.draw.clipToBounds",
              "import androidx.compose.ui.geometry.Offset", "import androidx.compose.ui.graphics.Brush",
              "import androidx.compose.ui.graphics.Color", "import androidx.compose.ui.graphics.RectangleShape", "import androidx.compose.ui.graphics.Shape", "import androidx.compose.ui.graphics.TransformOrigin",
              "import androidx.compose.ui.graphics.graphicsLayer", "import androidx.compose.ui.input.nestedscroll.NestedScrollConnection",
              "import androidx.compose.ui.input.nestedscroll.NestedScrollSource", "import androidx.compose.ui.input.nestedscroll.nestedScroll",
              "import androidx.compose.ui.layout.ContentScale", "import androidx.compose.ui.platform.LocalDensity",
              "import androidx.compose.ui.res.painterResource", "import androidx.compose.ui.text.font.FontWeight", "import androidx.compose.ui.text.style.TextAlign", "import androidx.compose.ui.text.style.TextOverflow",
              "import androidx.compose.ui.unit.dp", "import androidx.compose.ui.unit.sp", "import kotlinx.coroutines.delay", "import kotlinx.coroutines.launch",
              "import kotlin.math.abs", "import kotlin.math.ceil", "import kotlin.math.floor", "import kotlin.math.max",
              "import kotlin.math.min", "import kotlin.math.pow", "import kotlin.math.roundToInt", "import kotlin.math.sqrt"] + resourceImports + [""]
        let images = (d.images + code.allSections.flatMap { $0.rows.compactMap { $0.fields["image"] } }.filter { !$0.isEmpty })
            .map(Self.resourceName).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if !images.isEmpty {
            l.append("// Images are R.drawable resources named after the design's and the content's files (\(images.joined(separator: ", "))):")
            l.append("// copy the files to res/drawable and import your app's R.")
            l.append("")
        }
        return l
    }

    /// The tuned numbers as constants.
    private var numbersObject: [String] {
        var l: [String] = []
        let d = code.design, p = code.parameters
        l.append("/** The tuned numbers of \(CodeText.comment(d.name)). */")
        l.append("object \(name)Numbers {")
        for number in code.tunedNumbers {
            l.append("    /** \(CodeText.comment(number.spec.summary.isEmpty ? number.spec.name : number.spec.summary)) */")
            l.append("    const val \(number.name) = \(code.language.number(number.value))")
        }
        l.append("    /** UIKit's deceleration rate per millisecond (Compose's fling decay differs; see the header). */")
        l.append("    const val decelerationRate = \(code.language.number(p[PhysicsParameter.decelerationRate]))")
        l.append("}")
        l.append("")
        return l
    }

    /// A layer's frame and a clip rectangle.
    private var frameClasses: [String] {
        var l: [String] = []
        l.append("class LayerFrame(val x: Float, val y: Float, val width: Float, val height: Float, val alpha: Float, val scale: Float, val visible: Boolean)")
        l.append("")
        l.append("/** A clip rectangle in viewport dp. */")
        l.append("class ClipRect(val x: Float, val y: Float, val width: Float, val height: Float)")
        l.append("")
        return l
    }

    /// The screen: measures and the scroll connection, state (variables, frames, snap, refresh), the
    /// layers below the list, the list, the layers above it.
    private var screen: [String] {
        let d = code.design, frames = LayerFrameCode(code: code)
        var l = screenOpening + screenState
        for (layer, f) in zip(d.layers, frames.layers) where layer.z == .belowList { l.append("        " + placed(layer, f)) }
        l += list
        for (layer, f) in zip(d.layers, frames.layers) where layer.z == .aboveList { l.append("        " + placed(layer, f)) }
        l.append("    }")
        l.append("}")
        l.append("")
        return l
    }

    /// The composable's signature, the measures its expressions read, insetTop, rowsTop and the
    /// scroll connection that follows the offset.
    private var screenOpening: [String] {
        var l: [String] = []
        let d = code.design, slots = UsedSlots(design: d)
        l.append("@OptIn(ExperimentalFoundationApi::class, ExperimentalMaterial3Api::class)")
        l.append("@Composable")
        l.append("fun \(name)(" + (code.contentResource == nil ? "screenTitle: String = \(name)Content.title, \(contentParameters)" : resourceParameters) + ") {")
        l.append("    val density = LocalDensity.current")
        if SystemColorCode.needsDarkFlag(d) { l.append("    val dark = isSystemInDarkTheme()") }
        // The design's list look: the screen's colour behind the layers and the rows.
        let screen = ListLookCode(code: code).composeScreen.map { ".background(\($0))" } ?? ""
        l.append("    BoxWithConstraints(Modifier.fillMaxSize()\(screen)) {")
        let rowsTopReads = slots.closure(d.scroll.rowsTop.slotsRead)
        let all = reads.union(rowsTopReads).union(restReads)
        typealias S = ExpressionScope
        if all.contains(S.widthSlot) { l.append("        val W = maxWidth.value") }
        if all.contains(S.heightSlot) { l.append("        val H = maxHeight.value") }
        if all.contains(S.safeTopSlot) {
            l.append("        // The status bar (and cutout) inset, in dp as design expressions read it.")
            l.append("        val safeTop = WindowInsets.safeDrawing.getTop(density) / density.density")
        }
        if all.contains(S.safeBottomSlot) { l.append("        val safeBottom = WindowInsets.safeDrawing.getBottom(density) / density.density") }
        if all.contains(S.revealSlot) { l.append("        val reveal = 0f") }
        for (i, number) in code.tunedNumbers.enumerated() where all.contains(S.builtIns.count + i) {
            l.append("        val \(number.name) = \(name)Numbers.\(number.name)")
        }
        l.append("        val insetTop = max(0f, \(code.contentInsetTopCode))")
        l.append("        val rowsTop = \(atRest(code.code(d.scroll.rowsTop), reading: rowsTopReads))")
        if switchesTabs {
            l.append("        // Where the tab strip pins (contentOffset.y): the design's collapsedOffset, else rowsTop.")
            l.append("        val tabPin = \(atRest(code.code(code.tabPin), reading: code.tabPin.slotsRead))")
        }
        if !code.content.shared.isEmpty {
            l.append("        // The shared sections end at the tab strip's top at rest (in the list's content), else at rowsTop.")
            let top = sharedStrip.map { atRest(code.code($0.y), reading: UsedSlots.read($0.y)) + ($0.space == .content ? "" : " - insetTop") }
            l.append("        val sharedBottom = " + (top ?? "rowsTop"))
        }
        l.append("        // UIKit's contentOffset.y in dp: -insetTop at rest, lower when pulled down.")
        l.append("        var offset by remember { mutableFloatStateOf(-insetTop) }")
        l.append("        val connection = remember {")
        l.append("            object : NestedScrollConnection {")
        l.append("                override fun onPostScroll(consumed: Offset, available: Offset, source: NestedScrollSource): Offset {")
        l.append("                    offset -= (consumed.y + available.y) / density.density")
        l.append("                    return Offset.Zero")
        l.append("                }")
        l.append("            }")
        l.append("        }")
        return l
    }

    /// The list state, the variables and layer frames at this offset, snap points and refresh.
    private var screenState: [String] {
        var l: [String] = []
        let d = code.design, p = code.parameters, frames = LayerFrameCode(code: code), slots = UsedSlots(design: d)
        l += tabState
        l.append("        val listState = " + (switchesTabs ? "listStates[selectedTab]" : "rememberLazyListState()"))
        l += shortTabPadding
        for (i, variable) in code.variables.enumerated() where slots.needsVariable(i, in: reads) {
            l.append("        val \(variable.name) = \(variable.code)")
        }
        for f in frames.layers {
            l.append("        val \(f.name) = LayerFrame(\(f.x), \(f.y), \(f.width), \(f.height), \(f.alpha), \(f.scale), \(f.visible) > 0f)")
        }
        if snaps {
            let points = "listOf(\(d.scroll.snap.map(code.code).joined(separator: ", ")))"
            l.append("        // Snap points (UIKit contentOffset.y): once a fling ends the list settles at the nearer one.")
            l.append("        val snapPoints = " + (d.scroll.snapEnabled.map { "if (\(code.code($0)) > 0f) \(points) else emptyList()" } ?? points))
            l.append("        LaunchedEffect(listState.isScrollInProgress) {")
            l.append("            if (!listState.isScrollInProgress) nearerSnapPoint(offset, snapPoints)?.let { listState.animateScrollBy((it - offset) * density.density) }")
            l.append("        }")
        }
        if refresh {
            l.append("        // A demo refresh: ends after the design's refreshDuration.")
            l.append("        var refreshing by remember { mutableStateOf(false) }")
            l.append("        val refreshState = rememberPullToRefreshState()")
            l.append("        LaunchedEffect(refreshing) {")
            l.append("            if (refreshing) { delay(\(Int((p[RefreshParameter.refreshDuration] * 1000).rounded()))); refreshing = false }")
            l.append("        }")
        }
        return l
    }

    /// The LazyColumn (pulled to refresh) of the rows, in sticky-header sections when the design has them.
    private var list: [String] {
        var l: [String] = []
        let d = code.design, p = code.parameters
        let refreshModifier = refresh
            ? ".pullToRefresh(isRefreshing = refreshing, state = refreshState, threshold = \(code.language.number(p[RefreshParameter.refreshThreshold])).dp, onRefresh = { refreshing = true })"
            : ""
        l.append("        Box(Modifier.fillMaxSize()\(refreshModifier)\(tabSwipeModifier)) {")
        l.append("            LazyColumn(")
        l.append("                state = listState,")
        l.append("                contentPadding = PaddingValues(top = insetTop.dp\(bottomPadding)),")
        l.append("                modifier = Modifier.fillMaxSize().nestedScroll(connection),")
        l.append("            ) {")
        if code.content.isSectioned {
            l += sectionedItems
        } else if let sections = d.scroll.sectionHeaders {
            l.append("                item { Spacer(Modifier.height(rowsTop.dp)) }")
            l.append("                rows.chunked(\(sections.rowsPerSection)).forEachIndexed { section, sectionRows ->")
            l.append("                    stickyHeader {")
            l.append("                        Box(Modifier.fillMaxWidth().height(\(code.language.number(sections.height)).dp).background(\(colors.compose(SystemColor.secondarySystemBackground))).padding(horizontal = 16.dp), contentAlignment = Alignment.CenterStart) {")
            l.append("                            Text(\"Section ${section + 1}\", fontSize = 13.sp, fontWeight = FontWeight.Bold)")
            l.append("                        }")
            l.append("                    }")
            l.append("                    items(sectionRows) { row -> ContentRow(row) }")
            l.append("                }")
        } else {
            l.append("                item { Spacer(Modifier.height(rowsTop.dp)) }")
            l.append("                items(rows) { row -> ContentRow(row) }")
        }
        l.append("            }")
        if refresh {
            l.append("            PullToRefreshDefaults.Indicator(state = refreshState, isRefreshing = refreshing, modifier = Modifier.align(Alignment.TopCenter))")
        }
        l.append("        }")
        return l
    }

    /// The layer composable: a frame, a clip, scale about the anchor, alpha.
    private var layerComposable: [String] {
        var l: [String] = []
        l.append("/** A layer at its frame (inside its clip rectangle, when it has one): scaled about its anchor, faded. */")
        l.append("@Composable")
        l.append("private fun Layer(frame: LayerFrame, anchorX: Float, anchorY: Float, clip: ClipRect? = null, content: @Composable () -> Unit) {")
        l.append("    if (!frame.visible) return")
        l.append("    if (clip != null) {")
        l.append("        Box(Modifier.offset(clip.x.dp, clip.y.dp).size(max(0f, clip.width).dp, max(0f, clip.height).dp).clipToBounds()) {")
        l.append("            Layer(LayerFrame(frame.x - clip.x, frame.y - clip.y, frame.width, frame.height, frame.alpha, frame.scale, true), anchorX, anchorY, null, content)")
        l.append("        }")
        l.append("        return")
        l.append("    }")
        l.append("    Box(")
        l.append("        Modifier")
        l.append("            .offset(frame.x.dp, frame.y.dp)")
        l.append("            .size(max(0f, frame.width).dp, max(0f, frame.height).dp)")
        l.append("            .graphicsLayer {")
        l.append("                scaleX = max(0f, frame.scale)")
        l.append("                scaleY = max(0f, frame.scale)")
        l.append("                alpha = frame.alpha.coerceIn(0f, 1f)")
        l.append("                transformOrigin = TransformOrigin(anchorX, anchorY)")
        l.append("            }")
        l.append("    ) { content() }")
        l.append("}")
        l.append("")
        return l
    }

    /// The snap point a settled fling goes to.
    private var nearerSnapPoint: [String] {
        ["/** The snap point nearer to `offset` when it rests between two (UIKit's rule for a release without velocity). */",
         "private fun nearerSnapPoint(offset: Float, points: List<Float>): Float? {",
         "    val sorted = points.sorted()",
         "    val lower = sorted.lastOrNull { it < offset } ?: return null",
         "    val upper = sorted.firstOrNull { it > offset } ?: return null",
         "    return if (offset - lower < (upper - lower) / 2) lower else upper",
         "}",
         ""]
    }

    /// clamp, mix and keyframes (Core Animation's Bézier timing) for the design's expressions.
    private var mathHelpers: [String] {
        ["private fun clamp(x: Float, lo: Float, hi: Float): Float = min(max(x, lo), hi)",
         "private fun mix(a: Float, b: Float, t: Float): Float = a + (b - a) * t",
         "",
         "/** Keyframes over the offset with Core Animation's cubic Bézier timing (x1, y1, x2, y2). */",
         "private fun keyframes(x: Float, offsets: FloatArray, values: FloatArray, x1: Float, y1: Float, x2: Float, y2: Float,",
         "                      extendBelow: Boolean, extendAbove: Boolean): Float {",
         "    if (offsets.isEmpty()) return 0f",
         "    fun line(i: Int): Float {",
         "        val dx = offsets[i + 1] - offsets[i]",
         "        return if (dx != 0f) values[i] + (values[i + 1] - values[i]) * (x - offsets[i]) / dx else values[i]",
         "    }",
         "    if (offsets.size == 1 || x <= offsets[0]) return if (offsets.size > 1 && extendBelow) line(0) else values[0]",
         "    for (i in 1 until offsets.size) {",
         "        if (x <= offsets[i]) {",
         "            val span = offsets[i] - offsets[i - 1]",
         "            val t = if (span > 0f) (x - offsets[i - 1]) / span else 1f",
         "            return values[i - 1] + (values[i] - values[i - 1]) * bezier(t, x1, y1, x2, y2)",
         "        }",
         "    }",
         "    return if (extendAbove) line(offsets.size - 2) else values[values.size - 1]",
         "}",
         "",
         "private fun bezier(progress: Float, x1: Float, y1: Float, x2: Float, y2: Float): Float {",
         "    val t = progress.coerceIn(0f, 1f)",
         "    if (x1 == 0f && y1 == 0f && x2 == 1f && y2 == 1f) return t",
         "    val cx = 3 * x1; val bx = 3 * (x2 - x1) - cx; val ax = 1 - cx - bx",
         "    val cy = 3 * y1; val by = 3 * (y2 - y1) - cy; val ay = 1 - cy - by",
         "    fun xAt(s: Float) = ((ax * s + bx) * s + cx) * s",
         "    fun yAt(s: Float) = ((ay * s + by) * s + cy) * s",
         "    var lo = 0f",
         "    var hi = 1f",
         "    var s = t",
         "    repeat(40) {",
         "        if (xAt(s) < t) lo = s else hi = s",
         "        s = (lo + hi) / 2",
         "    }",
         "    return yAt(s)",
         "}"]
    }

    /// One layer call (a comment names its id and role).
    private func placed(_ layer: DesignLayer, _ f: LayerFrameCode.Layer) -> String {
        let clip = f.clip.map { ", ClipRect(\($0.0), \($0.1), \($0.2), \($0.3))" } ?? ""
        let role = layer.role.map { ", role \($0.rawValue)" } ?? ""
        return "Layer(\(f.name), \(f.anchor.0), \(f.anchor.1)\(clip)) { \(control(layer, PortableOutlineCode(code: code, layer: layer, frame: f).compose(content(layer, f)))) }  // \(CodeText.comment(layer.id))\(role)"
    }

    /// A button layer is clickable, labelled for TalkBack, with an action stub; other layers take
    /// no pointer input, so a drag on them reaches the list.
    private func control(_ layer: DesignLayer, _ content: String) -> String {
        guard LayerControl(layer) == .button else { return content }
        return "Box(Modifier.fillMaxSize().semantics { contentDescription = \(code.literal(LayerControl.label(layer))) }.clickable { /* your action */ }) { \(content) }"
    }

    /// An image file as an Android resource name (lower case, digits and underscores).
    static func resourceName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? "image"
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        let name = String(stem.lowercased().map { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII ? $0 : "_" })
        // A keyword is no resource name (R.drawable.class would not compile).
        return name.first?.isLetter == true && !CodeNames.kotlinKeywords.contains(name) ? name : "img_" + name
    }

    private func content(_ layer: DesignLayer, _ f: LayerFrameCode.Layer) -> String {
        func painter(_ index: Int) -> String { "painterResource(R.drawable.\(Self.resourceName(code.design.images[index])))" }
        switch layer.kind {
        case let .color(color, _):
            let shape = f.cornerRadius.map { ".clip(RoundedCornerShape((\($0)).dp))" } ?? ""
            return "Box(Modifier.fillMaxSize()\(shape).background(\(colors.compose(color))))"
        case let .material(tint, _, _, _):
            return "Box(Modifier.fillMaxSize().background(\(colors.compose(tint))))"
        case let .gradient(gradient, _):
            let stops = SystemColorCode.stops(gradient).map { colors.compose($0.color) + ($0.transparent ? ".copy(alpha = 0f)" : "") }
            return "Box(Modifier.fillMaxSize().background(Brush.verticalGradient(listOf(\(stops.joined(separator: ", "))))))"
        case let .text(text, _, weight, color, _, lines, _):
            let string = text == "$title" ? "screenTitle" : code.literal(text)
            // BiasAlignment's -1…1 from the design's 0 (leading) … 1 (trailing).
            return "Box(Modifier.fillMaxSize(), contentAlignment = BiasAlignment((\(f.alignment ?? "0f")) * 2f - 1f, 0f)) { Text(\(string), color = \(colors.compose(color)), fontSize = (\(f.fontSize ?? "17f")).sp, fontWeight = \(weight.compose), maxLines = \(lines == 0 ? "Int.MAX_VALUE" : String(lines)), overflow = TextOverflow.Ellipsis) }"
        case let .icon(symbol, _, _, color):
            // The Material icon nearest the SF Symbol (SymbolIconTable, listed in the header), at the symbol's point size.
            return "Box(Modifier.fillMaxSize(), contentAlignment = Alignment.Center) { Icon(\(SymbolIconTable.compose(symbol).name), contentDescription = null, tint = \(colors.compose(color)), modifier = Modifier.size((\(f.fontSize ?? "17f")).dp)) }"
        case let .image(index, mode, mask, _):
            var modifier = "Modifier.fillMaxSize()"
            switch mask {
            case .none: break
            case .circle: modifier += ".clip(CircleShape)"
            case .rounded: modifier += ".clip(RoundedCornerShape((\(f.cornerRadius ?? "0f")).dp))"
            }
            // Android's blur radius is about √3 times the Gaussian sigma the design gives.
            if let blur = f.blur { modifier += ".blur((\(blur) * 1.732f).dp)" }
            return "Image(\(painter(index)), contentDescription = null, contentScale = ContentScale.\(mode == .aspectFill ? "Crop" : "Fit"), modifier = \(modifier))"
        case .segmented where switchesTabs && code.switchesTabs(layer):
            return tabRow()
        case let .segmented(segments, count):
            let titles = SegmentTitles.titles(segments, count: count)
            return "TabRow(selectedTabIndex = 0) { \(titles.enumerated().map { "Tab(selected = \($0.offset == 0), onClick = { /* your action */ }, text = { Text(\(code.literal($0.element))) })" }.joined(separator: "; ")) }"
        case let .pager(images, _, dots):
            let list = "listOf(\(images.map(painterName).joined(separator: ", ")))"
            let pager = "HorizontalPager(state = pagerState, modifier = Modifier.fillMaxSize()) { page -> Image(painterResource(\(list)[page % \(images.count)]), contentDescription = null, contentScale = ContentScale.Crop, modifier = Modifier.fillMaxSize()) }"
            // UIPageControl's dots: the current page white, the others half transparent.
            let dotsRow = dots ? "; Row(Modifier.align(Alignment.BottomCenter).padding(bottom = 8.dp), horizontalArrangement = Arrangement.spacedBy(9.dp)) { repeat(pagerState.pageCount) { i -> Box(Modifier.size(7.dp).clip(CircleShape).background(if (i == pagerState.currentPage) Color(0xFFFFFFFF) else Color(0x80FFFFFF))) } }" : ""
            return "Box(Modifier.fillMaxSize()) { val pagerState = rememberPagerState { max(1f, \(f.pages ?? "1f")).roundToInt() }; \(pager)\(dotsRow) }"
        case .spinner: return "CircularProgressIndicator()"
        case .tabBar, .navigationBar:
            return "Box(Modifier.fillMaxSize())"  // not exported (ExportLimitations): a NavigationBar belongs to the scaffold
        case .glass:
            // Not exported as glass (ExportLimitations says so): its iOS 17 stand-in, a light wash.
            return "Box(Modifier.fillMaxSize().clip(RoundedCornerShape(50)).background(Color(0x66FFFFFF)))"
        case .button:
            return ButtonCode(code: code, layer: layer)!.compose()
        }
    }

    /// The shared sections' strip (nil without shared sections: the list's first item is rowsTop of space).
    private var sharedStrip: DesignLayer? { code.content.shared.isEmpty ? nil : code.sharedSectionsStrip }

    /// What the values computed at rest read (the pin, the strip's top).
    private var restReads: Set<Int> {
        UsedSlots(design: code.design).closure((switchesTabs ? code.tabPin.slotsRead : []).union(sharedStrip.map { UsedSlots.read($0.y) } ?? []))
    }

    /// `value` as it is at rest (offset -insetTop): a `run` block declaring what it reads.
    private func atRest(_ value: String, reading reads: Set<Int>) -> String {
        let slots = UsedSlots(design: code.design), all = slots.closure(reads)
        let variables = code.variables.enumerated().filter { slots.needsVariable($0.offset, in: all) }.map { "val \($0.element.name) = \($0.element.code); " }.joined()
        let offset = all.contains(ExpressionScope.offsetSlot) ? "val offset = -insetTop; " : ""
        return "run { \(offset)\(variables)\(value) }"
    }

    private func painterName(_ index: Int) -> String { "R.drawable.\(Self.resourceName(code.design.images[index]))" }
}
