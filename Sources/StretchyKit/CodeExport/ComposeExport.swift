import HeaderKit
import ScrollCore

/// A Jetpack Compose screen: a LazyColumn whose scroll, overscroll included, is followed through
/// a `nestedScroll` connection as UIKit's contentOffset.y in dp; every layer is a Box placed with
/// `offset`, `size`, `graphicsLayer` (scale about its anchor, alpha).
struct ComposeExport {
    let code: DesignCode

    func source(header: String) -> String {
        let name = "\(code.typeName)Header", frames = LayerFrameCode(code: code)
        var l: [String] = [header, "package stretchy.generated", ""]
        l += ["import androidx.compose.foundation.Image", "import androidx.compose.foundation.background",
              "import androidx.compose.foundation.layout.*", "import androidx.compose.foundation.lazy.LazyColumn",
              "import androidx.compose.foundation.lazy.items", "import androidx.compose.foundation.lazy.rememberLazyListState",
              "import androidx.compose.foundation.shape.CircleShape", "import androidx.compose.material3.*",
              "import androidx.compose.runtime.*", "import androidx.compose.ui.Modifier", "import androidx.compose.ui.draw.clip",
              "import androidx.compose.ui.geometry.Offset", "import androidx.compose.ui.graphics.Brush",
              "import androidx.compose.ui.graphics.Color", "import androidx.compose.ui.graphics.TransformOrigin",
              "import androidx.compose.ui.graphics.graphicsLayer", "import androidx.compose.ui.input.nestedscroll.NestedScrollConnection",
              "import androidx.compose.ui.input.nestedscroll.NestedScrollSource", "import androidx.compose.ui.input.nestedscroll.nestedScroll",
              "import androidx.compose.ui.platform.LocalDensity", "import androidx.compose.ui.text.font.FontWeight",
              "import androidx.compose.ui.unit.dp", "import androidx.compose.ui.unit.sp",
              "import kotlin.math.abs", "import kotlin.math.ceil", "import kotlin.math.floor", "import kotlin.math.max",
              "import kotlin.math.min", "import kotlin.math.pow", "import kotlin.math.sqrt", ""]
        l.append("/** The tuned numbers of \(code.design.name). */")
        l.append("object \(name)Numbers {")
        for number in code.tunedNumbers {
            l.append("    /** \(number.spec.summary.isEmpty ? number.spec.name : number.spec.summary) */")
            l.append("    const val \(number.name) = \(code.language.number(number.value))")
        }
        l.append("    /** UIKit's deceleration rate per millisecond (Compose's fling decay differs; see the header). */")
        l.append("    const val decelerationRate = \(code.language.number(code.parameters[PhysicsParameter.decelerationRate]))")
        l.append("}")
        l.append("")
        l.append("class LayerFrame(val x: Float, val y: Float, val width: Float, val height: Float, val alpha: Float, val scale: Float, val visible: Boolean)")
        l.append("")
        l.append("@Composable")
        l.append("fun \(name)(rows: List<String> = List(100) { \"Row ${it + 1}\" }) {")
        l.append("    val density = LocalDensity.current.density")
        l.append("    BoxWithConstraints(Modifier.fillMaxSize()) {")
        l.append("        val W = maxWidth.value")
        l.append("        val H = maxHeight.value")
        l.append("        val safeTop = 0f")
        l.append("        val safeBottom = 0f")
        l.append("        val reveal = 0f")
        for number in code.tunedNumbers { l.append("        val \(number.name) = \(name)Numbers.\(number.name)") }
        l.append("        val insetTop = max(0f, \(code.contentInsetTopCode))")
        l.append("        val rowsTop = run { val offset = 0f; \(code.variables.map { "val \($0.name) = \($0.code); " }.joined())\(code.code(code.design.scroll.rowsTop)) }")
        l.append("        // UIKit's contentOffset.y in dp: -insetTop at rest, lower when pulled down.")
        l.append("        var offset by remember { mutableFloatStateOf(-insetTop) }")
        l.append("        val connection = remember {")
        l.append("            object : NestedScrollConnection {")
        l.append("                override fun onPostScroll(consumed: Offset, available: Offset, source: NestedScrollSource): Offset {")
        l.append("                    offset -= (consumed.y + available.y) / density")
        l.append("                    return Offset.Zero")
        l.append("                }")
        l.append("            }")
        l.append("        }")
        for variable in code.variables { l.append("        val \(variable.name) = \(variable.code)") }
        for f in frames.layers {
            l.append("        val \(f.name) = LayerFrame(\(f.x), \(f.y), \(f.width), \(f.height), \(f.alpha), \(f.scale), \(f.visible) > 0f)")
        }
        for (layer, f) in zip(code.design.layers, frames.layers) where layer.z == .belowList {
            l.append("        Layer(\(f.name), \(f.anchor.0), \(f.anchor.1)) { \(content(layer)) }")
        }
        l.append("        LazyColumn(")
        l.append("            state = rememberLazyListState(),")
        l.append("            contentPadding = PaddingValues(top = insetTop.dp),")
        l.append("            modifier = Modifier.fillMaxSize().nestedScroll(connection),")
        l.append("        ) {")
        l.append("            item { Spacer(Modifier.height(rowsTop.dp)) }")
        l.append("            items(rows) { row -> Text(row, modifier = Modifier.padding(16.dp)) }")
        l.append("        }")
        for (layer, f) in zip(code.design.layers, frames.layers) where layer.z == .aboveList {
            l.append("        Layer(\(f.name), \(f.anchor.0), \(f.anchor.1)) { \(content(layer)) }")
        }
        l.append("    }")
        l.append("}")
        l.append("")
        l.append("@Composable")
        l.append("private fun Layer(frame: LayerFrame, anchorX: Float, anchorY: Float, content: @Composable () -> Unit) {")
        l.append("    if (!frame.visible) return")
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
        l += ["private fun clamp(x: Float, lo: Float, hi: Float): Float = min(max(x, lo), hi)",
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
        return l.joined(separator: "\n") + "\n"
    }

    private func content(_ layer: DesignLayer) -> String {
        switch layer.kind {
        case let .color(dynamic, _), let .material(dynamic, _, _):
            return "Box(Modifier.fillMaxSize().background(Color(\(dynamic.light.argbHex))))"
        case let .gradient(top, bottom):
            return "Box(Modifier.fillMaxSize().background(Brush.verticalGradient(listOf(Color(\(top.light.argbHex)), Color(\(bottom.light.argbHex))))))"
        case let .text(text, _, weight, color, _):
            let string = text == "$title" ? "\"Title\"" : "\"\(text.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "$", with: "\\$"))\""
            return "Text(\(string), color = Color(\(color.light.argbHex)), fontWeight = FontWeight.\(weight == .bold ? "Bold" : "Normal"), maxLines = 1)"
        case let .image(_, _, mask, _):
            let clip = mask == .circle ? ".clip(CircleShape)" : ""
            return "Box(Modifier.fillMaxSize()\(clip).background(Color.Gray)) /* the photo: painterResource(R.drawable.…) */"
        case let .segmented(segments, _):
            return "TabRow(selectedTabIndex = 0) { \(segments.map { "Tab(selected = false, onClick = {}, text = { Text(\"\($0)\") })" }.joined(separator: "; ")) }"
        case .pager: return "Box(Modifier.fillMaxSize().background(Color.Gray)) /* HorizontalPager over the photos */"
        case .spinner: return "CircularProgressIndicator()"
        }
    }
}
