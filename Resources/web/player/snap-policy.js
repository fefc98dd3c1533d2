// Port of HeaderKit/Design/SnapPolicy.swift: where a release may come to rest. Between two snap
// offsets a < b it settles at b when moving towards b past a quarter of the gap, at a when moving
// towards a short of three quarters, else at the nearer; null outside them.

export function snapTarget(points, proposed, velocity) {
  const sorted = [...points].sort((a, b) => a - b);
  const lower = [...sorted].reverse().find((p) => p < proposed);
  const upper = sorted.find((p) => p > proposed);
  if (lower === undefined || upper === undefined) return null;
  const gap = upper - lower, travelled = proposed - lower;
  if (velocity > 0) return travelled >= gap / 4 ? upper : lower;
  if (velocity < 0) return travelled <= gap * 3 / 4 ? lower : upper;
  return travelled < gap / 2 ? lower : upper;
}
