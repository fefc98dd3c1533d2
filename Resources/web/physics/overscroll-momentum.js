// Port of ScrollPhysics/OverscrollMomentum.swift: a flick's velocity out of an overscroll,
// damped but never pulled back: m(t) = v0/λ·(1 − e^{−λt}). λ = 2·0.75·√400 = 30/s, the damper of
// Compose Multiplatform's CupertinoOverscrollEffect spring (stiffness 400, damping ratio 0.75).

export const composeDamping = 2 * 0.75 * Math.sqrt(400);

export class OverscrollMomentum {
  constructor(velocity, rate = composeDamping) {
    this.startVelocity = Number.isFinite(velocity) ? velocity : 0;
    this.rate = Number.isFinite(rate) && rate > 0 ? rate : composeDamping;
  }

  displacement(time) {
    return this.startVelocity / this.rate * -Math.expm1(-this.rate * Math.max(time, 0));
  }

  velocity(time) {
    return this.startVelocity * Math.exp(-this.rate * Math.max(time, 0));
  }
}
