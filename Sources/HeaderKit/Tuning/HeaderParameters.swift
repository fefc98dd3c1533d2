import ScrollCore

/// Pull to refresh (UIRefreshControl), every design: one declaration each.
public enum RefreshParameter {
    public static let refreshEnabled = Parameter<Bool>(toggle: .toggle(
        "refreshEnabled", default: true, group: .refresh, summary: "pull to refresh"))
    public static let refreshThreshold = Parameter<Double>(ParameterSpec(
        "refreshThreshold", default: 80, range: 10...500, step: 5,
        unit: "pt", group: .refresh, summary: "pull past the resting top, while dragging, that arms a refresh"))
    public static let refreshDuration = Parameter<Double>(ParameterSpec(
        "refreshDuration", default: 1.5, range: 0.1...30, step: 0.1,
        unit: "s", group: .refresh, summary: "seconds a simulated refresh lasts"))
    public static let spinnerHeight = Parameter<Double>(ParameterSpec(
        "spinnerHeight", default: 60, range: 10...200, step: 5,
        unit: "pt", group: .refresh, summary: "extra top inset that holds the spinner while refreshing"))

    public static let all: [ParameterSpec] = [refreshEnabled.spec, refreshThreshold.spec, refreshDuration.spec, spinnerHeight.spec]
}

/// The list's rows, every design: one declaration each.
public enum ListParameter {
    public static let estimatedRowHeight = Parameter<Double>(ParameterSpec(
        "estimatedRowHeight", default: 64, range: 10...500, step: 2,
        unit: "pt", group: .list, summary: "height assumed for rows not measured yet"))
    public static let rowPadding = Parameter<Double>(ParameterSpec(
        "rowPadding", default: 12, range: 0...60, step: 1,
        unit: "pt", group: .list, summary: "vertical padding inside a row"))
    public static let rowHorizontalPadding = Parameter<Double>(ParameterSpec(
        "rowHorizontalPadding", default: 16, range: 0...100, step: 1,
        unit: "pt", group: .list, summary: "left/right padding inside a row"))
    public static let rowSpacing = Parameter<Double>(ParameterSpec(
        "rowSpacing", default: 4, range: 0...40, step: 1,
        unit: "pt", group: .list, summary: "gap between a row's title and subtitle"))
    public static let titleFontSize = Parameter<Double>(ParameterSpec(
        "titleFontSize", default: 17, range: 6...60, step: 1,
        unit: "pt", group: .list, summary: "row title size"))
    public static let subtitleFontSize = Parameter<Double>(ParameterSpec(
        "subtitleFontSize", default: 13, range: 6...60, step: 1,
        unit: "pt", group: .list, summary: "row subtitle size"))

    public static let all: [ParameterSpec] = [estimatedRowHeight.spec, rowPadding.spec, rowHorizontalPadding.spec,
                                              rowSpacing.spec, titleFontSize.spec, subtitleFontSize.spec]
}

extension ParameterCatalog {
    /// The numbers every design shares besides the physics: pull to refresh and the list. A
    /// design's own numbers are declared in its design file.
    public static let listAndRefresh = ParameterCatalog(specs: RefreshParameter.all + ListParameter.all)

    /// What every session tunes, whatever its design: physics, pull to refresh and the list.
    public static let shared = ParameterCatalog.physics + .listAndRefresh
}
