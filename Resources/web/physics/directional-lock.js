// Port of ScrollCore/DirectionalLock.swift: decides once per drag whether it is horizontal or
// vertical, from the first movement past the touch slop (UIKit's isDirectionalLockEnabled).

export class DirectionalLock {
  constructor(touchSlop = 10) { this.touchSlop = touchSlop; this.start = null; this.axis = null; }

  begin(point) { this.start = point; this.axis = null; }

  /** Feeds a pointer position; the axis ('horizontal' | 'vertical') once decided, else null. */
  update(point) {
    if (this.axis) return this.axis;
    if (!this.start || !Number.isFinite(point.x) || !Number.isFinite(point.y)) return null;
    const dx = point.x - this.start.x;
    const dy = point.y - this.start.y;
    if (!(dx * dx + dy * dy > this.touchSlop * this.touchSlop)) return null;
    this.axis = Math.abs(dx) > Math.abs(dy) ? 'horizontal' : 'vertical';
    return this.axis;
  }

  end() { this.start = null; this.axis = null; }
}
