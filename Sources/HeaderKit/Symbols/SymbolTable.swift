/// The SF Symbol names a design may use, each with the glyph drawn for it: SF Symbols may not be
/// redistributed, so the closest icon of Bootstrap Icons (MIT, `Resources/icons/LICENSE`) stands
/// in. A glyph is a file name in `Resources/icons/` without `.svg`. Outline and `.fill` names map
/// to Bootstrap's outline and `-fill` pairs, as SF's do.
public enum SymbolTable {
    public static let glyphs: [String: String] = [
        // Navigation
        "chevron.left": "chevron-left", "chevron.right": "chevron-right",
        "chevron.up": "chevron-up", "chevron.down": "chevron-down",
        "chevron.backward": "chevron-left", "chevron.forward": "chevron-right",
        "arrow.left": "arrow-left", "arrow.right": "arrow-right", "arrow.up": "arrow-up", "arrow.down": "arrow-down",
        "arrow.up.right": "arrow-up-right", "arrow.down.left": "arrow-down-left",
        "arrow.clockwise": "arrow-clockwise", "arrow.counterclockwise": "arrow-counterclockwise",
        "arrow.triangle.2.circlepath": "arrow-repeat",
        "arrow.up.left.and.arrow.down.right": "arrows-fullscreen",
        "xmark": "x-lg", "xmark.circle": "x-circle", "xmark.circle.fill": "x-circle-fill",
        "line.3.horizontal": "list", "list.bullet": "list-ul",
        "slider.horizontal.3": "sliders", "line.3.horizontal.decrease": "filter",
        "line.3.horizontal.decrease.circle": "funnel",
        "square.grid.2x2": "grid", "square.grid.2x2.fill": "grid-fill", "square.grid.3x3": "grid-3x3-gap",
        // Actions
        "ellipsis": "three-dots", "ellipsis.circle": "ellipsis-circle",
        "ellipsis.vertical": "three-dots-vertical",
        "square.and.arrow.up": "box-arrow-up", "square.and.arrow.down": "box-arrow-in-down",
        "square.and.pencil": "pencil-square",
        "plus": "plus-lg", "plus.circle": "plus-circle", "plus.circle.fill": "plus-circle-fill",
        "minus": "dash-lg", "checkmark": "check-lg", "checkmark.circle": "check-circle",
        "checkmark.circle.fill": "check-circle-fill",
        "magnifyingglass": "search", "gear": "gear", "gearshape": "gear", "gearshape.fill": "gear-fill",
        "trash": "trash", "trash.fill": "trash-fill", "pencil": "pencil", "link": "link-45deg",
        "paperclip": "paperclip", "printer": "printer", "doc.on.doc": "files",
        "arrow.down.circle": "arrow-down-circle", "icloud.and.arrow.down": "cloud-arrow-down",
        "icloud": "cloud", "qrcode": "qr-code", "eye": "eye", "eye.slash": "eye-slash",
        "lock": "lock", "lock.fill": "lock-fill", "lock.open": "unlock",
        "pin": "pin", "pin.fill": "pin-fill", "flag": "flag", "flag.fill": "flag-fill",
        "tag": "tag", "tag.fill": "tag-fill", "bookmark": "bookmark", "bookmark.fill": "bookmark-fill",
        // Feedback and status
        "heart": "heart", "heart.fill": "heart-fill", "star": "star", "star.fill": "star-fill",
        "star.leadinghalf.filled": "star-half", "hand.thumbsup": "hand-thumbs-up",
        "hand.thumbsup.fill": "hand-thumbs-up-fill", "bell": "bell", "bell.fill": "bell-fill",
        "info.circle": "info-circle", "info.circle.fill": "info-circle-fill",
        "exclamationmark.circle": "exclamation-circle", "exclamationmark.triangle": "exclamation-triangle",
        "questionmark.circle": "question-circle", "bolt.fill": "lightning-fill", "bolt": "lightning",
        "wifi": "wifi", "battery.100": "battery-full", "sparkles": "stars",
        // People and communication
        "person": "person", "person.fill": "person-fill", "person.circle": "person-circle",
        "person.crop.circle": "person-circle", "person.badge.plus": "person-plus",
        "person.2": "people", "person.2.fill": "people-fill",
        "message": "chat", "message.fill": "chat-fill", "bubble.left": "chat-left",
        "bubble.left.and.bubble.right": "chat-left-text", "ellipsis.bubble": "chat-dots",
        "paperplane": "send", "paperplane.fill": "send-fill", "envelope": "envelope", "envelope.fill": "envelope-fill",
        "phone": "telephone", "phone.fill": "telephone-fill", "at": "at", "number": "hash",
        // Places and things
        "house": "house", "house.fill": "house-fill", "globe": "globe", "map": "map",
        "mappin": "geo-alt", "mappin.and.ellipse": "geo-alt-fill", "location": "cursor", "location.fill": "cursor-fill",
        "calendar": "calendar", "clock": "clock", "clock.fill": "clock-fill",
        "cart": "cart", "bag": "bag", "bag.fill": "bag-fill", "folder": "folder", "folder.fill": "folder-fill",
        "doc": "file-earmark", "doc.text": "file-text", "airplane": "airplane",
        "sun.max": "sun", "moon": "moon", "cloud.sun": "cloud-sun", "wand.and.stars": "magic",
        // Media
        "camera": "camera", "camera.fill": "camera-fill", "photo": "image", "photo.on.rectangle": "images",
        "music.note": "music-note", "music.note.list": "music-note-list", "headphones": "headphones",
        "mic": "mic", "mic.fill": "mic-fill", "mic.slash": "mic-mute", "video": "camera-video",
        "video.fill": "camera-video-fill",
        "play": "play", "play.fill": "play-fill", "pause": "pause", "pause.fill": "pause-fill",
        "play.square.stack": "collection-play", "play.square.stack.fill": "collection-play-fill",
        // Bootstrap has no filled bookshelf: both spellings draw the outline.
        "books.vertical": "bookshelf", "books.vertical.fill": "bookshelf",
        "play.circle": "play-circle", "play.circle.fill": "play-circle-fill", "pause.circle": "pause-circle",
        "pause.circle.fill": "pause-circle-fill", "stop.fill": "stop-fill",
        "forward.fill": "skip-forward-fill", "backward.fill": "skip-backward-fill",
        "forward.end.fill": "skip-end-fill", "backward.end.fill": "skip-start-fill",
        "shuffle": "shuffle", "repeat": "repeat", "repeat.1": "repeat-1",
        "speaker.wave.2": "volume-up", "speaker.slash": "volume-mute", "airplayaudio": "broadcast",
        "dot.radiowaves.left.and.right": "broadcast", "square.and.arrow.up.on.square": "box-arrow-up-right",
    ]

    /// Every name, sorted (`stretchy symbols`, the nearest-name hint).
    public static let names = glyphs.keys.sorted()
}
