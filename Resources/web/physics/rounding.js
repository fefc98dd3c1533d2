// Swift's rounding rules, which Math.round does not follow: `.rounded()` rounds halves away from
// zero (Math.round(-0.5) is -0, Swift's (-0.5).rounded() is -1).

export function rounded(x) { return Math.sign(x) * Math.round(Math.abs(x)); }
