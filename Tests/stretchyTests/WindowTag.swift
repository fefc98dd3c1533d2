import Testing

extension Tag {
    /// A test that opens the real window under Xvfb and drives it with xdotool. Its timing rides
    /// on a shared, loaded machine, so `scripts/swift-test.sh` runs these once more when only
    /// they failed; every other test must pass the first time.
    @Tag static var window: Self
}
