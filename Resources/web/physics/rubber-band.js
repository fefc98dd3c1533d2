// Port of ScrollPhysics/RubberBand.swift: UIKit's rubber band b = (1 - 1/(x·c/d + 1))·d.

/** How far content visibly moves when pulled `x` points past an edge (odd in x). */
export function rubberBandedOffset(x, d, c) {
  if (!(d > 0) || !(c > 0) || !Number.isFinite(x)) return 0;
  const banded = (1 - 1 / (Math.abs(x) * c / d + 1)) * d;
  return x < 0 ? -banded : banded;
}

/** The exact inverse: the pull that shows as `banded` points (`x = d/c · b/(d - b)`). */
export function inverseRubberBandedOffset(banded, d, c) {
  if (!(d > 0) || !(c > 0) || !Number.isFinite(banded)) return 0;
  const magnitude = Math.min(Math.abs(banded), d * (1 - 1e-9));
  const pull = d / c * magnitude / (d - magnitude);
  return banded < 0 ? -pull : pull;
}

/** db/dx at `x` (c at zero). */
export function rubberBandSlope(x, d, c) {
  if (!(d > 0) || !(c > 0) || !Number.isFinite(x)) return 0;
  const q = Math.abs(x) * c / d + 1;
  return c / (q * q);
}

function mapPastEnds(value, lower, upper, map) {
  if (value > upper) return upper + map(value - upper);
  if (value < lower) return lower + map(value - lower);
  return value;
}

/** `raw` as shown with everything past [lower, upper] seen through the band. */
export function rubberBanded(raw, lower, upper, d, c) {
  return mapPastEnds(raw, lower, upper, (x) => rubberBandedOffset(x, d, c));
}

/** The inverse of `rubberBanded`. */
export function unbanded(shown, lower, upper, d, c) {
  return mapPastEnds(shown, lower, upper, (x) => inverseRubberBandedOffset(x, d, c));
}
