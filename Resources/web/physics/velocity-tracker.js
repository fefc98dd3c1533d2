// Port of ScrollPhysics/VelocityTracker.swift: Flutter's IOSScrollViewFlingVelocityTracker, a
// weighted mean of the last three sample-pair velocities (0.6 / 0.35 / 0.05, oldest to newest),
// with pauses of 40 ms (Flutter's _assumePointerMoveStoppedMilliseconds) meaning "stopped".

/** Weights of the newest, previous and one-before pairs. */
export const pairWeights = [0.05, 0.35, 0.6];
export const defaultStillnessInterval = 0.04;
/** Shortest span (s) of one pair: a 1000 Hz mouse's 1 ms steps merge into ≥ 4 ms ones. */
export const minimumPairInterval = 0.004;
/** Samples kept at most (the Swift ring's capacity). */
const capacity = 256;

export class VelocityTracker {
  constructor(window = 0.1, stillnessInterval = defaultStillnessInterval) {
    this.window = Number.isFinite(window) ? Math.max(window, 0.001) : 0.1;
    this.stillnessInterval = stillnessInterval;
    this.reset();
  }

  reset() {
    this.samples = [];
    this.lastMovementTime = null;
    this.shortestInterval = null;
  }

  addSample(time, position) {
    if (!Number.isFinite(time) || !Number.isFinite(position)) return;
    const latest = this.samples.length ? this.samples[this.samples.length - 1] : null;
    const t = Math.max(time, latest ? latest.time : time);
    if (latest && latest.position !== position) this.lastMovementTime = t;
    if (latest && t - latest.time >= minimumPairInterval - 1e-9) {
      this.shortestInterval = Math.min(this.shortestInterval ?? Infinity, t - latest.time);
    }
    if (!latest) this.lastMovementTime = t;
    this.samples.push({ time: t, position });
    if (this.samples.length > capacity) this.samples.shift();
  }

  /** The estimated velocity (points/s) at `time`, always finite. */
  velocity(time) {
    const count = this.samples.length;
    if (count === 0) return 0;
    const last = this.samples[count - 1];
    const now = Number.isFinite(time) ? Math.max(time, last.time) : last.time;
    if (this.lastMovementTime != null && now - this.lastMovementTime >= this.stillnessInterval) return 0;
    let end = last;
    const cursor = { back: 0 };
    let weighted = 0;
    let weights = 0;
    for (const weight of pairWeights) {
      const start = this.pairStart(end, cursor, now);
      if (!start) break;
      weighted += weight * (end.position - start.position) / (end.time - start.time);
      weights += weight;
      end = start;
    }
    if (!(weights > 0)) return 0;
    const estimate = weighted / weights;
    return Number.isFinite(estimate) ? estimate : 0;
  }

  /** The newest sample at least minimumPairInterval older than `end`, or null (window, pause). */
  pairStart(end, cursor, now) {
    const count = this.samples.length;
    while (cursor.back + 1 < count) {
      cursor.back += 1;
      const candidate = this.samples[count - 1 - cursor.back];
      if (!(now - candidate.time <= this.window + 1e-9)) return null;
      if (!(end.time - candidate.time >= minimumPairInterval - 1e-9)) continue;
      const gap = end.time - candidate.time;
      return gap < this.stillnessInterval || gap <= 2 * (this.shortestInterval ?? 0) ? candidate : null;
    }
    return null;
  }
}
