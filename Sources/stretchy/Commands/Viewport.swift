import ArgumentParser
import ScrollCore
import StretchyKit

/// `--viewport WxH` in points (`390x844`, also `390×844`), parsed once, by swift-argument-parser,
/// for every command that takes it. The form and limits are `WindowDevices.parseViewport`'s (the
/// window's `--viewport` and a script's `resize` share them). A bad value is ArgumentParser's one
/// line, "The value '390' is invalid for '--viewport <WxH>'": `init?(argument:)` cannot say more.
struct Viewport: ExpressibleByArgument {
    let size: Size

    init?(argument: String) {
        guard let size = try? WindowDevices.parseViewport(argument) else { return nil }
        self.size = size
    }
}
