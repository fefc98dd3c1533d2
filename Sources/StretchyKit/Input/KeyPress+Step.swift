extension KeyPress {
    /// How many declared steps `+`/`=`/`-` (and the panel's ←/→, wheel) move a value: Shift ×10,
    /// Alt ÷10. Shift+= is how `+` is typed on most layouts, so it is one step, like `=` and `-`:
    /// + then − comes back to the same value.
    public var stepMultiplier: Double {
        let shifted = shift && key != .equals
        return shifted ? 10 : (alt ? 0.1 : 1)
    }

    /// The step multiplier of a mouse gesture with these modifiers held (scrub, wheel).
    public static func stepMultiplier(shift: Bool, alt: Bool) -> Double { shift ? 10 : (alt ? 0.1 : 1) }
}
