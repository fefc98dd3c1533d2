// Port of ScrollPhysics/CarriedMomentum.swift: repeated flicks speed the list up (Flutter's fit of
// UIScrollView, BouncingScrollPhysics.carriedMomentum: 0.000816·|v|^1.967, at most 40000),
// added at release when it points the same way, at most twice the release (docs/physics.md 1).

export const CarriedMomentum = {
  coefficient: 0.000816,
  exponent: 1.967,
  maximum: 40000,
  /** Flutter's momentumRetainStationaryDurationThreshold (20 ms), in s. */
  stationaryLimit: 0.02,
  /** Flutter's momentumRetainVelocityThresholdFactor (0.5), used as a cap. */
  releaseFactor: 0.5,

  carried(velocity) {
    if (!Number.isFinite(velocity) || velocity === 0) return 0;
    const magnitude = Math.min(this.coefficient * Math.pow(Math.abs(velocity), this.exponent), this.maximum);
    return velocity < 0 ? -magnitude : magnitude;
  },

  launch(release, carried) {
    if (carried === 0 || !(release * carried > 0)) return release;
    const added = Math.min(Math.abs(carried), Math.abs(release) / this.releaseFactor);
    return release + (release < 0 ? -added : added);
  },
};
