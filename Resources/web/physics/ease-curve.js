// Port of ScrollPhysics/EaseCurve.swift: fixed-duration moves (scroll to top, animated insets).

export const EaseCurve = {
  linear: (p) => p,
  easeOut: (p) => { const q = 1 - p; return 1 - q * q * q; },
  easeInOut: (p) => (p < 0.5 ? 4 * p * p * p : 1 - 4 * (1 - p) * (1 - p) * (1 - p)),
};

const slopes = {
  linear: () => 1,
  easeOut: (p) => 3 * (1 - p) * (1 - p),
  easeInOut: (p) => (p < 0.5 ? 12 * p * p : 12 * (1 - p) * (1 - p)),
};

export class EaseAnimation {
  constructor(from, to, duration, curve = 'easeInOut') {
    this.from = from;
    this.to = to;
    this.duration = Number.isFinite(duration) ? Math.max(duration, 1e-3) : 0.3;
    this.curve = curve;
  }

  position(time) {
    const progress = time / this.duration;
    const p = Math.min(Math.max(Number.isFinite(progress) ? progress : 1, 0), 1);
    return this.from + (this.to - this.from) * EaseCurve[this.curve](p);
  }

  velocity(time) {
    if (!(time < this.duration)) return 0;
    const p = Math.max(time, 0) / this.duration;
    if (!(p >= 0 && p <= 1)) return 0;
    return (this.to - this.from) * slopes[this.curve](p) / this.duration;
  }

  get doneTime() { return this.duration; }
}
