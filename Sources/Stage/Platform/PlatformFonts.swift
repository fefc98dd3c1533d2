/// Which system fonts fontconfig is asked for first, per platform. Fonts are found through
/// fontconfig on both (Homebrew's reads /System/Library/Fonts and /Library/Fonts); on macOS the
/// system's own faces come first: PingFang for Chinese, SF Pro for `--device`'s UI text (the
/// macOS lists are written, not tried on a Mac).
enum PlatformFonts {
    /// fontconfig patterns for the CJK face, in order; the first that has "中" wins.
    static var cjkPatterns: [String] {
        #if os(macOS)
        ["PingFang SC", "sans-serif:lang=zh-cn"]
        #else
        ["sans-serif:lang=zh-cn"]
        #endif
    }

    /// Font families for `--device`'s UI text, in order (Inter: an open font close to San Francisco's metrics).
    static var uiFamilies: [String] {
        #if os(macOS)
        ["SF Pro Text", "SF Pro", "Inter"]
        #else
        ["Inter"]
        #endif
    }

    /// What to install when no CJK font is found.
    static var cjkInstallHint: String {
        #if os(macOS)
        "brew install --cask font-noto-sans-cjk"
        #else
        "install fonts-noto-cjk"
        #endif
    }
}
