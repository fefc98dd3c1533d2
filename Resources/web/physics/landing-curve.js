// Port of ScrollPhysics/LandingCurve.swift: onto a page or a chosen target after a release,
// x(t) = target + (1 − s)³·(A + B·s), s = t/T, A = x0 − target, B = v0·T + 3A.

/** T: UIKit's paging lands in about 0.3–0.4 s (issue 16, by eye; UIKit publishes none). */
export const standardDuration = 0.35;

export class LandingCurve {
  constructor(target, position, velocity, duration = standardDuration) {
    this.target = Number.isFinite(target) ? target : 0;
    this.startDisplacement = Number.isFinite(position) ? position - this.target : 0;
    this.startVelocity = Number.isFinite(velocity) ? velocity : 0;
    let period = Number.isFinite(duration) ? Math.max(duration, 1e-3) : standardDuration;
    const towards = this.startDisplacement > 0 ? -this.startVelocity : this.startVelocity;
    if (towards > 0 && this.startDisplacement !== 0) {
      period = Math.max(Math.min(period, 4 * Math.abs(this.startDisplacement) / towards), 1e-4);
    }
    this.duration = period;
  }

  get b() { return this.startVelocity * this.duration + 3 * this.startDisplacement; }

  position(time) {
    const s = Math.min(Math.max(time / this.duration, 0), 1);
    const rest = 1 - s;
    return this.target + rest * rest * rest * (this.startDisplacement + this.b * s);
  }

  velocity(time) {
    if (!(time < this.duration)) return 0;
    const s = Math.max(time / this.duration, 0);
    const rest = 1 - s;
    return rest * rest * (this.b - 3 * this.startDisplacement - 4 * this.b * s) / this.duration;
  }

  get doneTime() { return this.duration; }
}
