// Port of ScrollPhysics/DecelerationRate.swift and DecelerationSimulation.swift: UIKit's coast,
// v(t) = v0·e^{kt} with k = 1000·ln r, stopping where it is at 10 pt/s (RestThreshold).
import { RestThreshold } from './rest-threshold.js';

export const DecelerationRate = {
  /** UIScrollView.DecelerationRate.normal / .fast, per millisecond. */
  normal: 0.998,
  fast: 0.99,
  /** `rate` moved into (1e-6, 0.99999); .normal when not a number: the one place a rate is clamped. */
  clamped(rate) {
    if (!Number.isFinite(rate)) return 0.998;
    return Math.min(Math.max(rate, 1e-6), 0.99999);
  },
};

export class DecelerationSimulation {
  constructor(position, velocity, rate, stopSpeed = RestThreshold.coastStopSpeed) {
    const safeRate = DecelerationRate.clamped(rate);
    this.startPosition = Number.isFinite(position) ? position : 0;
    this.startVelocity = Number.isFinite(velocity) ? velocity : 0;
    this.decelerationRatePerMillisecond = safeRate;
    this.stopSpeed = Number.isFinite(stopSpeed) ? Math.max(stopSpeed, 1e-6) : RestThreshold.coastStopSpeed;
    this.decayConstant = 1000 * Math.log(safeRate);
  }

  /** The rate whose coast from `velocity` travels exactly `distance`, or null. */
  static rate(distance, velocity, stopSpeed = RestThreshold.coastStopSpeed) {
    if (!Number.isFinite(distance) || !Number.isFinite(velocity) || !(distance * velocity > 0)
      || !(Math.abs(velocity) > stopSpeed)) return null;
    const k = -(Math.abs(velocity) - stopSpeed) / Math.abs(distance);
    return Math.exp(k / 1000);
  }

  get doneTime() {
    if (!(Math.abs(this.startVelocity) > this.stopSpeed)) return 0;
    return Math.log(this.stopSpeed / Math.abs(this.startVelocity)) / this.decayConstant;
  }

  get unstoppedTravel() { return this.startVelocity / -this.decayConstant; }

  get finalPosition() { return this.position(this.doneTime); }

  position(time) {
    const t = Math.min(Math.max(time, 0), this.doneTime);
    return this.startPosition + this.unstoppedTravel * (1 - Math.exp(this.decayConstant * t));
  }

  velocity(time) {
    return time < this.doneTime ? this.startVelocity * Math.exp(this.decayConstant * Math.max(time, 0)) : 0;
  }

  /** The exact time the coast passes `target`, or null if it stops before. */
  timeAtPosition(target) {
    if (!Number.isFinite(target)) return null;
    const distance = target - this.startPosition;
    if (distance === 0) return 0;
    if (this.unstoppedTravel === 0) return null;
    const fraction = distance / this.unstoppedTravel;
    if (!(fraction > 0 && fraction < 1)) return null;
    const t = Math.log(1 - fraction) / this.decayConstant;
    return Number.isFinite(t) && t <= this.doneTime ? t : null;
  }
}
