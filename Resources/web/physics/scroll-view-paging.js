// Port of ScrollCore/ScrollView+Paging.swift: which page a release lands on, and the motion onto it.
import { ScrollView } from './scroll-view.js';
import { LandingCurve } from './landing-curve.js';
import { rounded } from './rounding.js';

/** A release faster than this (points/s) turns the page it points to: 0.3 pt/ms, an estimate
 *  between Flutter's kMinFlingVelocity and a drag's drift (UIKit publishes none). */
export const pageTurnVelocity = 300;

Object.assign(ScrollView.prototype, {
  pageLength() { return this.physics.pageSize > 0 ? this.physics.pageSize : this.viewportLength; },

  /** Fractional page index of an offset; pages start at the minimum offset. */
  pageIndex(x) { return (x - this.minimumOffset) / this.pageLength(); },

  lastPage() { return Math.ceil((this.maximumOffset - this.minimumOffset) / this.pageLength()); },

  offsetOfPage(page) {
    return this.clampedToRange(this.minimumOffset + Math.min(Math.max(page, 0), this.lastPage()) * this.pageLength());
  },

  /** A flick turns to the next boundary the way it points, a slow release goes to the nearest;
   *  at most one page from where the drag began. */
  pagingTarget(x, velocity, startPage) {
    const index = this.pageIndex(x);
    let page;
    if (velocity > pageTurnVelocity) page = Math.ceil(index - 1e-6);
    else if (velocity < -pageTurnVelocity) page = Math.floor(index + 1e-6);
    else page = rounded(index);
    return this.offsetOfPage(Math.min(Math.max(page, startPage - 1), startPage + 1));
  },

  startLanding(target, velocity, t, purpose = 'settle') {
    const sim = new LandingCurve(target, this.offset, velocity);
    this.motion = { type: 'landing', sim, start: t, purpose };
    this.state.phase = purpose === 'settle' ? 'decelerating' : 'animating';
  },
});
