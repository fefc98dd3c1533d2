/// The Compose code that reads the list's content from its JSON resource (`ContentResource`, in the
/// app's assets) instead of literal lists: `@Serializable` classes decoded by kotlinx.serialization,
/// mapped to the rows and sections the list draws (an image's file name to its drawable, a mask to
/// its `Shape`), and a `remember…Content()` the composable's parameters default to.
extension ComposeExport {
    var fileType: String { "\(name)ContentFile" }
    var rowFileType: String { "\(name)RowFile" }
    var sectionFileType: String { "\(name)SectionFile" }

    /// The imports the resource's reading needs.
    var resourceImports: [String] {
        code.contentResource == nil ? []
            : ["import android.content.Context", "import androidx.compose.ui.platform.LocalContext",
               "import kotlinx.serialization.Serializable", "import kotlinx.serialization.json.Json"]
    }

    /// The resource's model, its mapping to the list's types, and the composable that reads it once.
    var resourceModel: [String] {
        let resource = code.contentResource ?? "HeaderContent", c = code.content
        let images = code.allSections.flatMap { $0.rows } + c.rows
        let files = images.map(DesignCode.imageName).filter { !$0.isEmpty }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var l: [String] = ["/** The list's content as \(CodeText.comment(resource)).json holds it, read from the app's assets (kotlinx.serialization:",
                 " *  the org.jetbrains.kotlin.plugin.serialization plugin and org.jetbrains.kotlinx:kotlinx-serialization-json). */",
                 "@Serializable",
                 "data class \(fileType)(",
                 "    val title: String,"]
            + (c.isSectioned ? ["    val tabTitles: List<String> = emptyList(),",
                                "    val tabs: List<List<\(sectionFileType)>> = emptyList(),",
                                "    val sharedSections: List<\(sectionFileType)> = emptyList(),"]
                             : ["    val rows: List<\(rowFileType)> = emptyList(),"])
            + [") {",
                 "    companion object {",
                 "        /** Reads and decodes \(CodeText.comment(resource)).json from the app's assets. */",
                 "        fun load(context: Context): \(fileType) =",
                 "            Json.decodeFromString(serializer(), context.assets.open(\(code.literal(resource + ".json"))).bufferedReader().use { it.readText() })",
                 "",
                 "        /** A content image's drawable, by the file name the JSON gives (null: none). */",
                 "        fun drawable(file: String): Int? = when (file) {"]
        l += files.map { "            \(code.literal($0)) -> R.drawable.\(Self.resourceName($0))" }
        l += ["            else -> null",
              "        }",
              "    }",
              "}",
              "",
              "/** A row as the JSON holds it: its thumbnail's circle (`shape`) and track number are among its fields. */",
              "@Serializable",
              "data class \(rowFileType)(val title: String, val subtitle: String = \"\", val detail: String = \"\", val image: String = \"\", val fields: Map<String, String> = emptyMap()) {",
              "    fun row() = \(rowType)(title, subtitle, detail, \(fileType).drawable(image), fields[\"shape\"] == \"circle\", fields[\"number\"] ?: \"\")",
              "}",
              ""]
        if c.isSectioned {
            l += ["/** A section as the JSON holds it: its style and item mask by name. */",
                  "@Serializable",
                  "data class \(sectionFileType)(",
                  "    val style: String,"] + Self.sectionLayoutFields + [
                  "    val mask: String = \"none\",",
                  "    val rows: List<\(rowFileType)> = emptyList(),",
                  ") {",
                  "    fun section() = \(sectionType)(",
                  "        \(sectionType).Style.valueOf(style.uppercase()), rows.map { it.row() }, columns, spacing, aspect, itemHeight, itemWidth, header, template,",
                  "        when (mask) { \"circle\" -> CircleShape; \"rounded\" -> RoundedCornerShape(8.dp); else -> RectangleShape },",
                  "    )",
                  "}",
                  ""]
        }
        return l + ["/** The content, read from the assets once per composition. */",
                    "@Composable",
                    "fun remember\(name)Content(): \(fileType) {",
                    "    val context = LocalContext.current",
                    "    return remember { \(fileType).load(context) }",
                    "}",
                    ""]
    }

    /// The composable's content parameters when the content is the resource's: it first, the rest from it.
    var resourceParameters: String {
        let opening = "headerContent: \(fileType) = remember\(name)Content(), screenTitle: String = headerContent.title, "
        guard code.content.isSectioned else {
            return opening + "rows: List<\(rowType)> = remember(headerContent) { headerContent.rows.map { it.row() } }"
        }
        return opening + "tabs: List<List<\(sectionType)>> = remember(headerContent) { headerContent.tabs.map { tab -> tab.map { it.section() } } }, "
            + "shared: List<\(sectionType)> = remember(headerContent) { headerContent.sharedSections.map { it.section() } }"
    }
}
