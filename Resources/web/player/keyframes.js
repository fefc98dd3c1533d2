// Port of HeaderKit/Design/Keyframes.swift: a value keyed to the offset, following a Core
// Animation curve between keyframes; before the first and after the last it holds (clamp) or
// continues the end segment's line (extend). Offsets and values are expressions.
import { slot } from './expression.js';

/** CAMediaTimingFunctionName control points. */
const controlPoints = {
  linear: [0, 0, 1, 1], easeIn: [0.42, 0, 1, 1], easeOut: [0, 0, 0.58, 1], easeInOut: [0.42, 0, 0.58, 1],
};

/** y of the curve's Bézier at x = t: Newton's method, then bisection (as WebKit's UnitBezier). */
export function curveValue(curve, t0) {
  const t = Math.min(Math.max(t0, 0), 1);
  if (curve === 'linear') return t;
  const [x1, y1, x2, y2] = controlPoints[curve];
  const cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx;
  const cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by;
  const x = (s) => ((ax * s + bx) * s + cx) * s;
  const dx = (s) => (3 * ax * s + 2 * bx) * s + cx;
  const y = (s) => ((ay * s + by) * s + cy) * s;
  let s = t;
  for (let i = 0; i < 8; i++) {
    const error = x(s) - t;
    if (Math.abs(error) < 1e-9) return y(s);
    const slope = dx(s);
    if (Math.abs(slope) < 1e-6) break;
    s -= error / slope;
  }
  let lo = 0, hi = 1;
  s = t;
  while (hi - lo > 1e-9) {
    if (x(s) < t) lo = s; else hi = s;
    s = (lo + hi) / 2;
  }
  return y(s);
}

const line = (x, x0, y0, x1, y1) => (x1 !== x0 ? y0 + (y1 - y0) * (x - x0) / (x1 - x0) : y0);

/** An evaluator `(slots) => number` for keyframes {offsets, values, curve, below, above} of evaluators. */
export function keyframesEvaluator({ offsets, values, curve = 'linear', below = 'clamp', above = 'clamp' }) {
  const count = offsets.length;
  return (s) => {
    const x = s[slot.offset];
    if (count === 0) return 0;
    let previousOffset = offsets[0](s);
    let previousValue = values[0](s);
    if (count === 1 || x <= previousOffset) {
      if (!(count > 1 && below === 'extend')) return previousValue;
      return line(x, previousOffset, previousValue, offsets[1](s), values[1](s));
    }
    for (let i = 1; i < count; i++) {
      const nextOffset = offsets[i](s), nextValue = values[i](s);
      if (x <= nextOffset) {
        const span = nextOffset - previousOffset;
        const t = span > 0 ? (x - previousOffset) / span : 1;
        return previousValue + (nextValue - previousValue) * curveValue(curve, t);
      }
      if (i === count - 1) return above === 'extend' ? line(x, previousOffset, previousValue, nextOffset, nextValue) : nextValue;
      previousOffset = nextOffset;
      previousValue = nextValue;
    }
    return previousValue;
  };
}
