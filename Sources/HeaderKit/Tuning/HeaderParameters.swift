import ScrollCore

extension ParameterCatalog {
    /// Every number the header presets read, declared once. `presets:` names where each applies.
    public static let header = ParameterCatalog(specs: [
        // seed000 — DesmondDAI's stretchy header post: inset W·9/16, photo height = pull × 1.2.
        ParameterSpec("seed000InsetRatio", default: 9.0 / 16.0, range: 0.1...2, step: 0.05, presets: ["seed000"],
                      summary: "contentInset.top as a fraction of the width (DesmondDAI: 9/16)"),
        ParameterSpec("stretchFactor", default: 1.2, range: 0.1...5, step: 0.1, presets: ["seed000"],
                      summary: "photo height per point of -contentOffset.y (DesmondDAI: 1.2)"),
        // seed001 — stretchy UICollectionViewFlowLayout section header.
        ParameterSpec("sectionHeaderHeight", default: 160, range: 10...1000, step: 10, presets: ["seed001"],
                      summary: "section header height (headerReferenceSize 320 × 160: a vertical flow layout uses the height)"),
        // seed003 — inset W/2, header height = -contentOffset.y.
        ParameterSpec("seed003InsetRatio", default: 0.5, range: 0.1...2, step: 0.05, presets: ["seed003"],
                      summary: "contentInset.top as a fraction of the width (seed003: 1/2)"),
        // seed004 — photo, hover segmented bar, 60 pt pull-to-zoom.
        ParameterSpec("headerHeight", default: 200, range: 10...1000, step: 10, presets: ["seed004"],
                      summary: "photo height above the hover bar"),
        ParameterSpec("barHeight", default: 44, range: 10...200, step: 2, presets: ["seed004"],
                      summary: "hover (segmented) bar height; pins at the top"),
        ParameterSpec("segmentCount", default: 3, range: 1...6, step: 1, presets: ["seed004"],
                      summary: "segments in the hover bar"),
        ParameterSpec("zoomDistance", default: 60, range: 1...1000, step: 5, presets: ["seed004"],
                      summary: "pull in points that doubles the photo: scale = max(1, 1 - offset/zoomDistance)"),
        // parallax — Android CollapsingToolbarLayout; appbar — Flutter SliverAppBar.
        ParameterSpec("expandedHeight", default: 300, range: 64...1000, step: 10, presets: ["parallax", "appbar"],
                      summary: "header height when fully expanded"),
        ParameterSpec("minimumHeight", default: 44, range: 20...200, step: 2, presets: ["parallax", "appbar"],
                      summary: "collapsed toolbar height below the status bar"),
        ParameterSpec("statusBarHeight", default: 20, range: 0...100, step: 2, presets: ["parallax", "appbar"],
                      summary: "status bar height above the toolbar"),
        ParameterSpec("parallaxMultiplier", default: 0.5, range: 0...1, step: 0.1, presets: ["parallax"],
                      summary: "photo moves at this fraction of the content speed (Android 0.5)"),
        ParameterSpec("scrimStart", default: 0.6, range: 0...0.99, step: 0.05, presets: ["parallax"],
                      summary: "collapse progress where the scrim starts to fade in (linear to 1 at collapsed)"),
        ParameterSpec("largeTitleSize", default: 30, range: 8...80, step: 1, presets: ["parallax"],
                      summary: "title size when expanded (bottom-left over the photo)"),
        ParameterSpec("smallTitleSize", default: 17, range: 8...80, step: 1, presets: ["parallax", "appbar"],
                      summary: "title size when collapsed (centred in the toolbar)"),
        .toggle("pinned", default: true, presets: ["appbar"], summary: "the toolbar stays at the top when collapsed"),
        .toggle("floating", default: false, presets: ["appbar"], summary: "the toolbar reappears on any upward scroll"),
        .toggle("snap", default: false, presets: ["appbar"], summary: "a release mid-collapse settles fully open or closed"),
        .toggle("stretch", default: true, presets: ["appbar"], summary: "the app bar grows when pulled down"),
        .toggle("zoomBackground", default: true, presets: ["appbar"], summary: "stretch mode: the photo zooms to fill"),
        .toggle("blurBackground", default: false, presets: ["appbar"], summary: "stretch mode: the photo blurs by pull/10"),
        .toggle("fadeTitle", default: true, presets: ["appbar"], summary: "stretch mode: the title fades over 100 pt of pull"),
        ParameterSpec("stretchTriggerOffset", default: 100, range: 1...1000, step: 10, presets: ["appbar"],
                      summary: "pull that fires onStretchTrigger (Flutter: 100)"),
        // carousel — Airbnb-style photo pager.
        ParameterSpec("carouselInsetRatio", default: 0.75, range: 0.1...2, step: 0.05, presets: ["carousel"],
                      summary: "contentInset.top as a fraction of the width"),
        ParameterSpec("carouselPages", default: 5, range: 1...20, step: 1, presets: ["carousel"],
                      summary: "photos in the pager"),
        // Pull to refresh (UIRefreshControl), every preset.
        .toggle("refreshEnabled", default: true, summary: "pull to refresh"),
        ParameterSpec("refreshThreshold", default: 80, range: 10...500, step: 5,
                      summary: "pull past the resting top, while dragging, that arms a refresh"),
        ParameterSpec("refreshDuration", default: 1.5, range: 0.1...30, step: 0.1,
                      summary: "seconds a simulated refresh lasts"),
        ParameterSpec("spinnerHeight", default: 60, range: 10...200, step: 5,
                      summary: "extra top inset that holds the spinner while refreshing"),
        // The list.
        ParameterSpec("estimatedRowHeight", default: 64, range: 10...500, step: 2,
                      summary: "height assumed for rows not measured yet"),
        ParameterSpec("rowPadding", default: 12, range: 0...60, step: 1, summary: "vertical padding inside a row"),
        ParameterSpec("rowHorizontalPadding", default: 16, range: 0...100, step: 1, summary: "left/right padding inside a row"),
        ParameterSpec("rowSpacing", default: 4, range: 0...40, step: 1, summary: "gap between a row's title and subtitle"),
        ParameterSpec("titleFontSize", default: 17, range: 6...60, step: 1, summary: "row title size"),
        ParameterSpec("subtitleFontSize", default: 13, range: 6...60, step: 1, summary: "row subtitle size"),
    ])

    /// Physics and header together: what a session tunes.
    public static let all = ParameterCatalog.physics + .header
}
