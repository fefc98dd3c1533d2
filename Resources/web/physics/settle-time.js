// Port of ScrollPhysics/SettleTime.swift: the first time from which (a + b·t)·e^{-ωt} stays
// at or below `limit` (a spring's settle time as a pure function of its start).

export function timeUntilEnvelope(a, b, omega, limit) {
  if (!(omega > 0) || !(limit > 0) || !Number.isFinite(a) || !Number.isFinite(b)) return 0;
  const envelope = (t) => (a + b * t) * Math.exp(-omega * t);
  const peak = b > 0 ? Math.max(0, 1 / omega - a / b) : 0;
  if (envelope(peak) <= limit) return 0;
  let low = peak;
  let high = peak + 1 / omega;
  let guardCount = 0;
  while (envelope(high) > limit && guardCount < 200) {
    low = high;
    high = peak + (high - peak) * 2;
    guardCount += 1;
  }
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    if (envelope(mid) > limit) low = mid; else high = mid;
  }
  return high;
}
