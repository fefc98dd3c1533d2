// Port of ScrollPhysics/BounceSimulation.swift: the return to an edge after an overscroll, a
// critically damped spring on the pull shown through the rubber band; a finger's release towards
// the content adds OverscrollMomentum, so any flick back passes the edge (docs/physics.md 15).
import { CriticallyDampedSpring } from './critically-damped-spring.js';
import { OverscrollMomentum } from './overscroll-momentum.js';
import { SpringTolerance } from './rest-threshold.js';
import { inverseRubberBandedOffset, rubberBandedOffset, rubberBandSlope } from './rubber-band.js';

/** Start overscroll as a fraction of the band's dimension, at most (deeper ones widen the band). */
export const deepestStartFraction = 0.5;

export class BounceSimulation {
  constructor({ edge, position, velocity, dimension, constant, response, screenScale = 1, flick = false }) {
    this.edge = edge;
    const start = Number.isFinite(position) ? position - edge : 0;
    this.dimension = Math.max(dimension, 1, Math.abs(start) / deepestStartFraction);
    this.constant = Math.max(constant, 0.01);
    const pull = inverseRubberBandedOffset(start, this.dimension, this.constant);
    const slope = rubberBandSlope(pull, this.dimension, this.constant);
    const pullVelocity = Number.isFinite(velocity) ? velocity / slope : 0;
    const towardsContent = flick && pull * pullVelocity < 0;
    // Invisible on screen, in pull space: the shown motion is at most c times as large.
    this.spring = new CriticallyDampedSpring(0, pull, towardsContent ? 0 : pullVelocity, response,
      SpringTolerance.scaled(SpringTolerance.invisible(screenScale), 1 / this.constant));
    this.momentum = new OverscrollMomentum(towardsContent ? pullVelocity : 0);
    this.crossingTime = towardsContent ? crossingWithMomentum(this.spring, this.momentum) : crossingOfSpring(this.spring);
  }

  pull(time) { return this.spring.position(time) + this.momentum.displacement(time); }

  position(time) {
    return this.edge + rubberBandedOffset(this.pull(time), this.dimension, this.constant);
  }

  velocity(time) {
    return rubberBandSlope(this.pull(time), this.dimension, this.constant)
      * (this.spring.velocity(time) + this.momentum.velocity(time));
  }

  /** The shown velocity as the motion passes the edge, or null. */
  get velocityAtCrossing() {
    return this.crossingTime == null ? null : this.velocity(this.crossingTime);
  }

  get doneTime() { return this.crossingTime ?? this.spring.doneTime; }
}

/** Where the spring alone passes its target: t = -x0/b. */
function crossingOfSpring(spring) {
  const x0 = spring.startDisplacement;
  const b = spring.startVelocity + spring.angularFrequency * x0;
  if (x0 === 0 || b === 0 || !(x0 * b < 0)) return null;
  return -x0 / b;
}

/** The one root of x0·(1 + ωt)·e^{-ωt} + v0/λ·(1 − e^{-λt}): bracketed by doubling, then
 *  Newton's steps kept inside the bracket (bisection when one leaves it). */
function crossingWithMomentum(spring, momentum) {
  const sign = spring.startDisplacement > 0 ? 1 : -1;
  const f = (t) => sign * (spring.displacement(t) + momentum.displacement(t));
  if (!(f(0) > 0) || momentum.startVelocity === 0) return null;
  let low = 0;
  let high = 1 / (spring.angularFrequency + momentum.rate);
  while (f(high) > 0) {
    low = high;
    high *= 2;
    if (high > 1e6) return null;
  }
  let t = (low + high) / 2;
  for (let i = 0; i < 200; i++) {
    const value = f(t);
    if (value > 0) low = t; else high = t;
    const slope = sign * (spring.velocity(t) + momentum.velocity(t));
    let next = slope !== 0 ? t - value / slope : (low + high) / 2;
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - t) <= 1e-15 * Math.max(t, 1e-12) || high - low <= 1e-15 * high) return next;
    t = next;
  }
  return t;
}
