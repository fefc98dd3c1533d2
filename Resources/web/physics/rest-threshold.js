// Port of ScrollPhysics/RestThreshold.swift and SpringTolerance.swift: when a motion is no
// longer visible (half a pixel, Lobanov's 0.5 / UIScreen.main.scale; 5 pt/s).

export const RestThreshold = {
  /** Points still to travel at 1 pixel per point. */
  distance: 0.5,
  /** Half a pixel in points at `scale` pixels per point (below 1 or not finite: 1). */
  distanceAt(scale) {
    return 0.5 / (Number.isFinite(scale) ? Math.max(scale, 1) : 1);
  },
  /** Points/s under which a spring counts as still. */
  speed: 5,
  /** UIKit's 0.01 pt/ms, where a coast stops (Stack Overflow 16155375's four flings, docs/physics.md 5). */
  coastStopSpeed: 10,
};

/** A spring's settle tolerance: distance and speed in its own units. */
export function tolerance(distance, speed) {
  return { distance, speed };
}

export const SpringTolerance = {
  /** setContentOffset on a spring, the wheel: a tenth of a point, 1 pt/s. */
  scroll: tolerance(0.1, 1),
  /** Zoom's spring in log-scale: 1e-4 is a 0.01 % scale change (also the tab bar's minimiser). */
  zoom: tolerance(1e-4, 1e-3),
  invisible(scale) {
    return tolerance(RestThreshold.distanceAt(scale), RestThreshold.speed);
  },
  scaled(t, factor) {
    return tolerance(t.distance * factor, t.speed * factor);
  },
};
