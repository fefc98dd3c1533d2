/// HeaderKit's API speaks the display list (`HeaderScreen.compose(into: Scene)`, `TextMeasuring`),
/// so a module that imports HeaderKit sees its vocabulary too; Stage imports `DisplayList` alone.
@_exported import DisplayList
