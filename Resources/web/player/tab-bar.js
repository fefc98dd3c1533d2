// Port of HeaderKit/TabBar/TabBarLayout.swift, TabBarMetrics.swift and TabBarMinimizer.swift: where
// a tab bar (and its accessory) sits for an iOS and a minimise progress, and the spring that
// minimises it when the scroll direction changes (time as an argument, closed form).
import { CriticallyDampedSpring } from '../physics/critically-damped-spring.js';
import { SpringTolerance } from '../physics/rest-threshold.js';

/** Sizes in points: iOS 26's floating capsule 62 tall, 21 from the sides and bottom (ryanashcraft/
 *  FabBar, measured against iOS 26); minimised 48 × 62 [EST]; iOS 17's UITabBar 49 + safe bottom. */
export const TabBarMetrics = { floatingHeight: 62, floatingInset: 21, minimizedHeight: 48, minimizedWidth: 62, classicHeight: 49,
  accessoryGap: 8, accessoryHeight: 48 };

export function tabBarLayout(viewport, safeArea, liquidGlass, hasAccessory, progress) {
  const M = TabBarMetrics;
  const mix = (a, b) => a + (b - a) * progress;
  if (liquidGlass) {
    const inset = M.floatingInset, fullWidth = Math.max(0, viewport.width - 2 * inset);
    const height = mix(M.floatingHeight, M.minimizedHeight), width = mix(fullWidth, Math.min(fullWidth, M.minimizedWidth));
    const bar = { x: inset, y: viewport.height - inset - height, width, height };
    let accessory = null;
    if (hasAccessory) {
      const above = { x: inset, y: viewport.height - inset - M.floatingHeight - M.accessoryGap - M.accessoryHeight, width: fullWidth };
      const inlineX = inset + M.minimizedWidth + M.accessoryGap;
      const inline = { x: inlineX, y: viewport.height - inset - M.minimizedHeight, width: Math.max(0, viewport.width - inset - inlineX) };
      accessory = { x: mix(above.x, inline.x), y: mix(above.y, inline.y), width: mix(above.width, inline.width), height: M.accessoryHeight };
    }
    const top = viewport.height - inset - M.floatingHeight - (hasAccessory ? M.accessoryGap + M.accessoryHeight : 0);
    return { bar, accessory, bottomInset: Math.max(safeArea.bottom, viewport.height - top) };
  }
  const height = M.classicHeight + safeArea.bottom;
  const bar = { x: 0, y: viewport.height - height, width: viewport.width, height };
  const accessory = hasAccessory ? { x: 8, y: bar.y - M.accessoryGap - M.accessoryHeight, width: Math.max(0, viewport.width - 16), height: M.accessoryHeight } : null;
  return { bar, accessory, bottomInset: height + (hasAccessory ? M.accessoryGap + M.accessoryHeight : 0) };
}

/** Whether a floating tab bar is minimised: a change of scroll direction triggers a spring. */
export class TabBarMinimizer {
  /** UIKit's bar transitions read ≈ 0.4 s [EST]; 8 pt against the direction reverses it [EST]. */
  static response = 0.4;
  static directionThreshold = 8;

  constructor(behavior = 'never') {
    this.behavior = behavior;
    this.isMinimized = false;
    this.spring = null;
    this.springStart = 0;
    this.anchor = null;
  }

  track(offset, restingTop, time) {
    if (this.behavior === 'never') return;
    const minimizingIsDown = this.behavior === 'onScrollDown';
    const goingDown = this.isMinimized === minimizingIsDown;
    const anchor = this.anchor == null ? offset : (goingDown ? Math.max(this.anchor, offset) : Math.min(this.anchor, offset));
    this.anchor = anchor;
    let minimized = this.isMinimized;
    const t = TabBarMinimizer.directionThreshold;
    if (offset <= restingTop) minimized = false;
    else if (goingDown ? anchor - offset > t : offset - anchor > t) minimized = goingDown !== minimizingIsDown;
    if (minimized === this.isMinimized) return;
    this.anchor = offset;
    const position = this.progress(time), velocity = this.velocity(time);
    this.isMinimized = minimized;
    this.spring = new CriticallyDampedSpring(minimized ? 1 : 0, position, velocity, TabBarMinimizer.response, SpringTolerance.zoom);
    this.springStart = time;
  }

  progress(time) {
    if (!this.spring) return this.isMinimized ? 1 : 0;
    const t = Math.max(0, time - this.springStart);
    return t >= this.spring.doneTime ? this.spring.target : Math.min(1, Math.max(0, this.spring.position(t)));
  }

  velocity(time) {
    if (!this.spring) return 0;
    const t = Math.max(0, time - this.springStart);
    return t >= this.spring.doneTime ? 0 : this.spring.velocity(t);
  }
}

/** How far the capsule itself has shrunk at minimise `progress` (TabBarItemFrames.barProgress):
 *  only once the other items are gone (the second half), so no item is ever outside it. */
export const barProgress = (progress) => Math.max(0, Math.min(1, 2 * progress - 1));
