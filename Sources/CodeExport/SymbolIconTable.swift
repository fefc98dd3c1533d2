import HeaderKit

/// Every SF Symbol name a design may use (`SymbolTable`) as Android's and Flutter's own icons:
/// Material Icons for Compose (`Icons.Filled.…` / `Icons.Outlined.…` / `Icons.AutoMirrored.…`,
/// from the `androidx.compose.material:material-icons-extended` artifact, which has every icon in
/// every theme) and `CupertinoIcons.…` for Flutter (the `cupertino_icons` package, whose names
/// follow SF Symbols'; checked against flutter/packages/flutter/lib/src/cupertino/icons.dart).
/// SF's outline / `.fill` pairs become Outlined / Filled. A name written `~…` is the nearest glyph
/// where the platform has no equal; the file's header lists both kinds.
enum SymbolIconTable {
    /// The Gradle artifact the Compose icons come from (named in the file's header).
    static let composeArtifact = "androidx.compose.material:material-icons-extended"
    /// The pub package the Flutter icons come from.
    static let flutterPackage = "cupertino_icons"

    /// SF name → (Material icon after `Icons.`, CupertinoIcons name).
    static let icons: [String: (material: String, cupertino: String)] = [
        // Navigation
        "chevron.left": ("Filled.ChevronLeft", "chevron_left"), "chevron.right": ("Filled.ChevronRight", "chevron_right"),
        "chevron.up": ("Filled.ExpandLess", "chevron_up"), "chevron.down": ("Filled.ExpandMore", "chevron_down"),
        "chevron.backward": ("Filled.ChevronLeft", "chevron_back"), "chevron.forward": ("Filled.ChevronRight", "chevron_forward"),
        "arrow.left": ("AutoMirrored.Filled.ArrowBack", "arrow_left"), "arrow.right": ("AutoMirrored.Filled.ArrowForward", "arrow_right"),
        "arrow.up": ("Filled.ArrowUpward", "arrow_up"), "arrow.down": ("Filled.ArrowDownward", "arrow_down"),
        "arrow.up.right": ("Filled.NorthEast", "arrow_up_right"), "arrow.down.left": ("Filled.SouthWest", "arrow_down_left"),
        "arrow.clockwise": ("Filled.Refresh", "arrow_clockwise"), "arrow.counterclockwise": ("Filled.Replay", "arrow_counterclockwise"),
        "arrow.triangle.2.circlepath": ("Filled.Autorenew", "arrow_2_circlepath"),
        "arrow.up.left.and.arrow.down.right": ("Filled.OpenInFull", "arrow_up_left_arrow_down_right"),
        "xmark": ("Filled.Close", "xmark"), "xmark.circle": ("Outlined.Cancel", "xmark_circle"), "xmark.circle.fill": ("Filled.Cancel", "xmark_circle_fill"),
        "line.3.horizontal": ("Filled.Menu", "line_horizontal_3"), "list.bullet": ("AutoMirrored.Filled.List", "list_bullet"),
        "slider.horizontal.3": ("Filled.Tune", "slider_horizontal_3"), "line.3.horizontal.decrease": ("Filled.FilterList", "line_horizontal_3_decrease"),
        "line.3.horizontal.decrease.circle": ("~Outlined.FilterAlt", "line_horizontal_3_decrease_circle"),
        "square.grid.2x2": ("Outlined.GridView", "square_grid_2x2"), "square.grid.2x2.fill": ("Filled.GridView", "square_grid_2x2_fill"),
        "square.grid.3x3": ("Filled.Apps", "~rectangle_split_3x3"),
        // Actions
        "ellipsis": ("Filled.MoreHoriz", "ellipsis"), "ellipsis.circle": ("Outlined.Pending", "ellipsis_circle"),
        "ellipsis.vertical": ("Filled.MoreVert", "ellipsis_vertical"),
        "square.and.arrow.up": ("Filled.IosShare", "square_arrow_up"), "square.and.arrow.down": ("~Filled.Download", "square_arrow_down"),
        "square.and.pencil": ("~Outlined.Edit", "square_pencil"),
        "plus": ("Filled.Add", "plus"), "plus.circle": ("Outlined.AddCircle", "plus_circle"), "plus.circle.fill": ("Filled.AddCircle", "plus_circle_fill"),
        "minus": ("Filled.Remove", "minus"), "checkmark": ("Filled.Check", "checkmark"), "checkmark.circle": ("Outlined.CheckCircle", "checkmark_circle"),
        "checkmark.circle.fill": ("Filled.CheckCircle", "checkmark_circle_fill"),
        "magnifyingglass": ("Filled.Search", "search"), "gear": ("Outlined.Settings", "gear"), "gearshape": ("Outlined.Settings", "gear_alt"),
        "gearshape.fill": ("Filled.Settings", "gear_alt_fill"),
        "trash": ("Outlined.Delete", "trash"), "trash.fill": ("Filled.Delete", "trash_fill"), "pencil": ("Outlined.Edit", "pencil"),
        "link": ("Filled.Link", "link"), "paperclip": ("Filled.AttachFile", "paperclip"), "printer": ("Outlined.Print", "printer"),
        "doc.on.doc": ("Outlined.ContentCopy", "doc_on_doc"),
        "arrow.down.circle": ("Outlined.ArrowCircleDown", "arrow_down_circle"), "icloud.and.arrow.down": ("Outlined.CloudDownload", "cloud_download"),
        "icloud": ("Outlined.Cloud", "cloud"), "qrcode": ("Filled.QrCode", "qrcode"), "eye": ("Outlined.Visibility", "eye"),
        "eye.slash": ("Outlined.VisibilityOff", "eye_slash"),
        "lock": ("Outlined.Lock", "lock"), "lock.fill": ("Filled.Lock", "lock_fill"), "lock.open": ("Outlined.LockOpen", "lock_open"),
        "pin": ("Outlined.PushPin", "pin"), "pin.fill": ("Filled.PushPin", "pin_fill"), "flag": ("Outlined.Flag", "flag"), "flag.fill": ("Filled.Flag", "flag_fill"),
        "tag": ("Outlined.LocalOffer", "tag"), "tag.fill": ("Filled.LocalOffer", "tag_fill"),
        "bookmark": ("Filled.BookmarkBorder", "bookmark"), "bookmark.fill": ("Filled.Bookmark", "bookmark_fill"),
        // Feedback and status
        "heart": ("Filled.FavoriteBorder", "heart"), "heart.fill": ("Filled.Favorite", "heart_fill"),
        "star": ("Filled.StarBorder", "star"), "star.fill": ("Filled.Star", "star_fill"),
        "star.leadinghalf.filled": ("Filled.StarHalf", "star_lefthalf_fill"), "hand.thumbsup": ("Outlined.ThumbUp", "hand_thumbsup"),
        "hand.thumbsup.fill": ("Filled.ThumbUp", "hand_thumbsup_fill"), "bell": ("Outlined.Notifications", "bell"), "bell.fill": ("Filled.Notifications", "bell_fill"),
        "info.circle": ("Outlined.Info", "info_circle"), "info.circle.fill": ("Filled.Info", "info_circle_fill"),
        "exclamationmark.circle": ("Outlined.Error", "exclamationmark_circle"), "exclamationmark.triangle": ("Outlined.Warning", "exclamationmark_triangle"),
        "questionmark.circle": ("Outlined.HelpOutline", "question_circle"), "bolt.fill": ("Filled.Bolt", "bolt_fill"), "bolt": ("Outlined.Bolt", "bolt"),
        "wifi": ("Filled.Wifi", "wifi"), "battery.100": ("Filled.BatteryFull", "battery_100"), "sparkles": ("~Filled.AutoAwesome", "sparkles"),
        // People and communication
        "person": ("Outlined.Person", "person"), "person.fill": ("Filled.Person", "person_fill"), "person.circle": ("Outlined.AccountCircle", "person_circle"),
        "person.crop.circle": ("Outlined.AccountCircle", "person_crop_circle"), "person.badge.plus": ("Outlined.PersonAdd", "person_badge_plus"),
        "person.2": ("Outlined.Group", "person_2"), "person.2.fill": ("Filled.Group", "person_2_fill"),
        "message": ("Outlined.ChatBubble", "chat_bubble"), "message.fill": ("Filled.ChatBubble", "chat_bubble_fill"),
        "bubble.left": ("Outlined.ChatBubble", "bubble_left"),
        "bubble.left.and.bubble.right": ("Outlined.Forum", "bubble_left_bubble_right"), "ellipsis.bubble": ("Outlined.Sms", "ellipses_bubble"),
        "paperplane": ("AutoMirrored.Outlined.Send", "paperplane"), "paperplane.fill": ("AutoMirrored.Filled.Send", "paperplane_fill"),
        "envelope": ("Outlined.Email", "envelope"), "envelope.fill": ("Filled.Email", "envelope_fill"),
        "phone": ("Outlined.Phone", "phone"), "phone.fill": ("Filled.Phone", "phone_fill"), "at": ("Filled.AlternateEmail", "at"), "number": ("Filled.Tag", "number"),
        // Places and things
        "house": ("Outlined.Home", "house"), "house.fill": ("Filled.Home", "house_fill"), "globe": ("Outlined.Language", "globe"), "map": ("Outlined.Map", "map"),
        "mappin": ("Outlined.LocationOn", "map_pin"), "mappin.and.ellipse": ("~Filled.LocationOn", "map_pin_ellipse"),
        "location": ("Outlined.NearMe", "location"), "location.fill": ("Filled.NearMe", "location_fill"),
        "calendar": ("Outlined.CalendarToday", "calendar"), "clock": ("Outlined.Schedule", "clock"), "clock.fill": ("Filled.Schedule", "clock_fill"),
        "cart": ("Outlined.ShoppingCart", "cart"), "bag": ("Outlined.ShoppingBag", "bag"), "bag.fill": ("Filled.ShoppingBag", "bag_fill"),
        "folder": ("Outlined.Folder", "folder"), "folder.fill": ("Filled.Folder", "folder_fill"),
        "doc": ("Outlined.InsertDriveFile", "doc"), "doc.text": ("Outlined.Description", "doc_text"), "airplane": ("Filled.Flight", "airplane"),
        "sun.max": ("Outlined.LightMode", "sun_max"), "moon": ("Outlined.DarkMode", "moon"), "cloud.sun": ("~Outlined.WbCloudy", "cloud_sun"),
        "wand.and.stars": ("Filled.AutoFixHigh", "wand_stars"),
        // Media
        "camera": ("Outlined.PhotoCamera", "camera"), "camera.fill": ("Filled.PhotoCamera", "camera_fill"), "photo": ("Outlined.Image", "photo"),
        "photo.on.rectangle": ("Outlined.PhotoLibrary", "photo_on_rectangle"),
        "music.note": ("Filled.MusicNote", "music_note"), "music.note.list": ("~Outlined.LibraryMusic", "music_note_list"), "headphones": ("Filled.Headphones", "headphones"),
        "mic": ("Outlined.Mic", "mic"), "mic.fill": ("Filled.Mic", "mic_fill"), "mic.slash": ("Outlined.MicOff", "mic_slash"), "video": ("Outlined.Videocam", "videocam"),
        "video.fill": ("Filled.Videocam", "videocam_fill"),
        "play": ("Outlined.PlayArrow", "play"), "play.fill": ("Filled.PlayArrow", "play_fill"), "pause": ("Outlined.Pause", "pause"), "pause.fill": ("Filled.Pause", "pause_fill"),
        "play.square.stack": ("~Outlined.VideoLibrary", "~play_rectangle"), "play.square.stack.fill": ("~Filled.VideoLibrary", "~play_rectangle_fill"),
        "books.vertical": ("~Outlined.Book", "~book"), "books.vertical.fill": ("~Filled.Book", "~book_fill"),
        "play.circle": ("Outlined.PlayCircle", "play_circle"), "play.circle.fill": ("Filled.PlayCircle", "play_circle_fill"),
        "pause.circle": ("Outlined.PauseCircle", "pause_circle"), "pause.circle.fill": ("Filled.PauseCircle", "pause_circle_fill"),
        "stop.fill": ("Filled.Stop", "stop_fill"),
        "forward.fill": ("Filled.FastForward", "forward_fill"), "backward.fill": ("Filled.FastRewind", "backward_fill"),
        "forward.end.fill": ("Filled.SkipNext", "forward_end_fill"), "backward.end.fill": ("Filled.SkipPrevious", "backward_end_fill"),
        "shuffle": ("Filled.Shuffle", "shuffle"), "repeat": ("Filled.Repeat", "repeat"), "repeat.1": ("Filled.RepeatOne", "repeat_1"),
        "speaker.wave.2": ("AutoMirrored.Filled.VolumeUp", "speaker_2"), "speaker.slash": ("AutoMirrored.Filled.VolumeOff", "speaker_slash"),
        "airplayaudio": ("~Filled.Cast", "~dot_radiowaves_left_right"),
        "dot.radiowaves.left.and.right": ("~Filled.Sensors", "dot_radiowaves_left_right"),
        "square.and.arrow.up.on.square": ("~Filled.IosShare", "square_arrow_up_on_square"),
    ]

    /// An icon's code name and whether it is only the nearest glyph.
    struct Icon: Equatable {
        let name: String
        let nearest: Bool
    }

    /// `Icons.Outlined.Favorite` for an SF name (an unknown one: the nearest generic glyph; the
    /// design loader refuses unknown names, so only a design built in code reaches it).
    static func compose(_ symbol: String) -> Icon {
        icon(icons[symbol]?.material ?? "~Filled.Circle", prefix: "Icons.")
    }

    /// `CupertinoIcons.heart` for an SF name.
    static func flutter(_ symbol: String) -> Icon {
        icon(icons[symbol]?.cupertino ?? "~circle", prefix: "CupertinoIcons.")
    }

    private static func icon(_ entry: String, prefix: String) -> Icon {
        entry.hasPrefix("~") ? Icon(name: prefix + entry.dropFirst(), nearest: true) : Icon(name: prefix + entry, nearest: false)
    }

    /// The file header's lines: every symbol the design draws, as this target's icon.
    static func headerLines(_ design: Design, target: CodeTarget) -> [String] {
        let symbols = Set(design.layers.compactMap { layer -> String? in
            if case let .icon(symbol, _, _, _) = layer.kind { return symbol }
            if case let .button(button) = layer.kind { return button.symbol }
            return nil
        } + design.rowTemplates.values.flatMap(\.layers).compactMap { layer -> String? in
            if case let .icon(symbol, _, _, _) = layer.kind { return symbol }
            return nil
        }).sorted()
        guard !symbols.isEmpty, target == .compose || target == .flutter else { return [] }
        let source = target == .compose ? "Material Icons (\(composeArtifact))" : "CupertinoIcons (package \(flutterPackage))"
        return ["SF Symbols as \(source); ~ marks the nearest glyph where there is no equal:"] + symbols.map { symbol in
            let icon = target == .compose ? compose(symbol) : flutter(symbol)
            return "  \(symbol) → \(icon.nearest ? "~" : "")\(icon.name)"
        }
    }
}
