// Port of ScrollPhysics/CriticallyDampedSpring.swift: x(t) = target + (x0 + (v0 + ω·x0)·t)·e^{-ωt},
// ω = 2π/response (Flutter's SpringSimulation with damping ratio 1).
import { SpringTolerance } from './rest-threshold.js';
import { timeUntilEnvelope } from './settle-time.js';

export class CriticallyDampedSpring {
  constructor(target, position, velocity, response, tolerance = SpringTolerance.scroll) {
    const safeResponse = Number.isFinite(response) ? Math.min(Math.max(response, 0.01), 100) : 0.5;
    this.target = Number.isFinite(target) ? target : 0;
    this.startDisplacement = Number.isFinite(position) ? position - this.target : 0;
    this.startVelocity = Number.isFinite(velocity) ? velocity : 0;
    this.response = safeResponse;
    const omega = 2 * Math.PI / safeResponse;
    this.angularFrequency = omega;
    const b = this.startVelocity + omega * this.startDisplacement;
    const settlePosition = timeUntilEnvelope(Math.abs(this.startDisplacement), Math.abs(b), omega, tolerance.distance);
    const settleVelocity = timeUntilEnvelope(Math.abs(this.startVelocity), omega * Math.abs(b), omega, tolerance.speed);
    this.doneTime = Math.max(settlePosition, settleVelocity);
  }

  displacement(time) {
    const t = Math.max(time, 0);
    const b = this.startVelocity + this.angularFrequency * this.startDisplacement;
    return (this.startDisplacement + b * t) * Math.exp(-this.angularFrequency * t);
  }

  position(time) { return this.target + this.displacement(time); }

  velocity(time) {
    const t = Math.max(time, 0);
    const b = this.startVelocity + this.angularFrequency * this.startDisplacement;
    return (this.startVelocity - this.angularFrequency * b * t) * Math.exp(-this.angularFrequency * t);
  }

  /** A start velocity clamped so the spring does not pass its target (|v| ≤ ω·|x0|). */
  static velocityWithoutOvershoot(velocity, displacement, response) {
    const omega = 2 * Math.PI / Math.max(response, 0.01);
    const limit = omega * Math.abs(displacement);
    return Math.min(Math.max(velocity, -limit), limit);
  }

  /** The start velocity that passes the target and peaks `overshoot` beyond it (Lambert W). */
  static velocityOvershooting(overshoot, displacement, response) {
    const omega = 2 * Math.PI / Math.max(response, 0.01);
    const d = Math.abs(displacement);
    const peak = Math.max(overshoot, 1e-9);
    const u = d < 1e-9 * peak ? peak * Math.E : d / lambertW0(d / (Math.E * peak));
    return (displacement > 0 ? -1 : 1) * omega * (u + d);
  }
}

/** Principal branch of Lambert's W for z ≥ 0, by Halley's iteration. */
export function lambertW0(z) {
  if (!(z > 0) || !Number.isFinite(z)) return 0;
  let w = z < 1 ? z * (1 - z) : Math.log(z) - Math.log(Math.max(Math.log(z), 1e-3) + 1) + 0.5;
  w = Math.max(w, 1e-12);
  for (let i = 0; i < 64; i++) {
    const ew = Math.exp(w);
    const f = w * ew - z;
    const step = f / (ew * (w + 1) - (w + 2) * f / (2 * w + 2));
    w -= step;
    if (Math.abs(step) <= 1e-15 * Math.max(1, Math.abs(w))) break;
  }
  return w;
}
