/// The Flutter code that reads the list's content from its JSON resource (`ContentResource`, an
/// asset) instead of `const` lists: a content class built `fromJson` (rows and sections too), which
/// `load()` reads with `rootBundle.loadString`; the widget takes it as `headerContent`, so an app
/// may also pass content decoded from a string of its own.
extension FlutterExport {
    var contentFileType: String { "\(name)Content" }

    /// The widget's constructor and field when the content is the resource's.
    var resourceWidgetMembers: [String] {
        ["  const \(name)({super.key, required this.headerContent});",
         "",
         "  /// The list's content: `await \(contentFileType).load()` reads it from the app's assets.",
         "  final \(contentFileType) headerContent;"]
    }

    /// The state's content members, read from the widget's content.
    var resourceStateMembers: [String] {
        let c = code.content
        var l = ["  /// The screen's title (text layers showing \"$title\") and the list's content, from the widget's.",
                 "  String get screenTitle => widget.headerContent.title;"]
        guard c.isSectioned else { return l + ["  List<\(rowType)> get content => widget.headerContent.rows;"] }
        if c.hasTabs { l.append("  List<String> get tabTitles => widget.headerContent.tabTitles;") }
        if !c.shared.isEmpty { l.append("  List<\(sectionType)> get shared => widget.headerContent.shared;") }
        return l + ["  List<List<\(sectionType)>> get tabs => widget.headerContent.tabs;"]
    }

    /// The content class: the resource's fields, `fromJson`, and `load()` from the assets.
    var resourceContentType: [String] {
        let resource = code.contentResource ?? "HeaderContent", c = code.content
        var l = ["/// The list's content as \(CodeText.comment(resource)).json holds it (list the file under pubspec.yaml's",
                 "/// flutter: assets: as \(CodeText.comment("assets/" + resource)).json).",
                 "class \(contentFileType) {"]
        if c.isSectioned {
            l += ["  \(contentFileType).fromJson(Map<String, dynamic> json)",
                  "      : title = json['title'] as String,",
                  "        tabTitles = [for (final title in json['tabTitles'] as List<dynamic>) title as String],",
                  "        tabs = [for (final tab in json['tabs'] as List<dynamic>) [for (final section in tab as List<dynamic>) \(sectionType).fromJson(section as Map<String, dynamic>)]],",
                  "        shared = [for (final section in json['sharedSections'] as List<dynamic>) \(sectionType).fromJson(section as Map<String, dynamic>)];",
                  "",
                  "  final String title;",
                  "  final List<String> tabTitles;",
                  "  final List<List<\(sectionType)>> tabs;",
                  "  final List<\(sectionType)> shared;"]
        } else {
            l += ["  \(contentFileType).fromJson(Map<String, dynamic> json)",
                  "      : title = json['title'] as String,",
                  "        rows = [for (final row in json['rows'] as List<dynamic>) \(rowType).fromJson(row as Map<String, dynamic>)];",
                  "",
                  "  final String title;",
                  "  final List<\(rowType)> rows;"]
        }
        return l + ["",
                    "  /// Reads and decodes \(CodeText.comment(resource)).json from the app's assets.",
                    "  static Future<\(contentFileType)> load() async =>",
                    "      \(contentFileType).fromJson(jsonDecode(await rootBundle.loadString(\(code.literal("assets/" + resource + ".json")))) as Map<String, dynamic>);",
                    "}",
                    ""]
    }

    /// `fromJson` of the row class (an image's file name as its asset path; a thumbnail's circle
    /// and a track's number are among the fields).
    var rowFromJson: [String] {
        guard code.contentResource != nil else { return [] }
        return ["",
                "  factory \(rowType).fromJson(Map<String, dynamic> json) {",
                "    final fields = json['fields'] as Map<String, dynamic>? ?? const {};",
                "    final image = json['image'] as String? ?? '';",
                "    return \(rowType)(json['title'] as String, subtitle: json['subtitle'] as String? ?? '', detail: json['detail'] as String? ?? '',",
                "        image: image.isEmpty ? null : 'assets/' + image, circle: fields['shape'] == 'circle', number: fields['number'] as String? ?? '');",
                "  }"]
    }

    /// `fromJson` of the section class (its style by name, its mask as the corners).
    var sectionFromJson: [String] {
        guard code.contentResource != nil else { return [] }
        return ["",
                "  factory \(sectionType).fromJson(Map<String, dynamic> json) {",
                "    final mask = json['mask'] as String? ?? 'none';",
                "    return \(sectionType)(\(styleType).values.byName(json['style'] as String),",
                "        rows: [for (final row in json['rows'] as List<dynamic>) \(rowType).fromJson(row as Map<String, dynamic>)],",
                "        columns: json['columns'] as int? ?? 1, spacing: (json['spacing'] as num? ?? 0).toDouble(), aspect: (json['aspect'] as num? ?? 1).toDouble(),",
                "        itemHeight: (json['itemHeight'] as num?)?.toDouble(), itemWidth: (json['itemWidth'] as num?)?.toDouble(),",
                "        header: json['header'] as String?, template: json['template'] as String? ?? 'subtitle',",
                "        borderRadius: mask == 'circle' ? const BorderRadius.all(Radius.circular(999))",
                "            : mask == 'rounded' ? const BorderRadius.all(Radius.circular(8)) : BorderRadius.zero);",
                "  }"]
    }
}
