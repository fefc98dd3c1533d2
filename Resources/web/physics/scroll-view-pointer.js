// Port of ScrollCore/ScrollView+Pointer.swift: press, drag, release — UIKit's pan gesture with
// touchSlop, rubber band and fling, and carried momentum (CarriedMomentum).
import { ScrollView } from './scroll-view.js';
import { CarriedMomentum } from './carried-momentum.js';
import { DecelerationRate, DecelerationSimulation } from './deceleration.js';
import { rounded } from './rounding.js';

/** Cap (points/s) on a fling with carried momentum: a coast from it rests within 5 s at .normal. */
export const maximumMomentumVelocity = 20000;

Object.assign(ScrollView.prototype, {
  pointerDown(point, t) {
    if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) return;
    if (this.press) this.pointerCancel(t);
    const carried = this.caughtMomentum();
    const caught = this.stopMotion(t);
    this.press = { downPoint: point, downTime: t, lastPoint: point, caught, tapPossible: true,
      carriedVelocity: carried, lastMovementTime: t };
    this.tracker.reset();
    this.tracker.addSample(t, this.coordinate(point));
    this.state.phase = 'tracking';
  },

  pointerMove(point, t) {
    const press = this.press;
    if (!press || !Number.isFinite(point.x) || !Number.isFinite(point.y)) return;
    // A still finger sends no moves: still for longer than stationaryLimit, it lost the carry.
    if (t - press.lastMovementTime > CarriedMomentum.stationaryLimit) press.carriedVelocity = 0;
    if (this.coordinate(point) !== this.coordinate(press.lastPoint)) press.lastMovementTime = t;
    press.lastPoint = point;
    this.tracker.addSample(t, this.coordinate(point));
    const dx = point.x - press.downPoint.x;
    const dy = point.y - press.downPoint.y;
    const slop = this.physics.touchSlop;
    if (dx * dx + dy * dy > slop * slop) press.tapPossible = false;

    if (!this.drag) {
      const along = this.coordinate(point) - this.coordinate(press.downPoint);
      if (!(this.physics.scrollEnabled && this.canScroll && Math.abs(along) > slop)) return;
      // Follow the finger from where it crossed the slop, so the content does not jump.
      const anchor = this.coordinate(press.downPoint) + (along > 0 ? slop : -slop);
      this.drag = { anchorPointer: anchor, rawAtAnchor: this.rawOffset(this.offset),
        startPage: rounded(this.pageIndex(this.offset)) };
      this.state.phase = 'dragging';
      this.send('willBeginDragging', t);
    }
    const drag = this.drag;
    const raw = drag.rawAtAnchor - (this.coordinate(point) - drag.anchorPointer);
    this.moveTo(this.displayedOffset(raw), t);
    this.axisVelocity = this.cappedVelocity(-this.tracker.velocity(t)) * this.displayedSlope(raw);
  },

  pointerUp(point, t) {
    if (!this.press) return;
    // The release point counts as the last move.
    this.pointerMove(point, t);
    const press = this.press;
    if (!press) return;
    if (this.drag) {
      this.endDrag(this.cappedVelocity(-this.tracker.velocity(t)), t);
      return;
    }
    this.press = null;
    if (press.tapPossible && !press.caught) {
      this.send('tap', t, { point: Number.isFinite(point.x) && Number.isFinite(point.y) ? point : press.downPoint });
    }
    // A catch released without a drag: an overscroll still springs back, a page still snaps.
    if (this.motion.type === 'none') this.settle(0, t);
  },

  pointerCancel(t) {
    if (!this.press) return;
    if (this.drag) {
      this.endDrag(0, t);
    } else {
      this.press = null;
      if (this.motion.type === 'none') this.settle(0, t);
    }
  },

  cappedVelocity(v) {
    if (!Number.isFinite(v)) return 0;
    return Math.min(Math.max(v, -this.physics.maximumFlingVelocity), this.physics.maximumFlingVelocity);
  },

  /** What a press now would carry of the running coast (points/s), or 0. */
  caughtMomentum() {
    if (!this.physics.carriesMomentum || !this.isCoasting()) return 0;
    return CarriedMomentum.carried(this.axisVelocity);
  },

  endDrag(fingerVelocity, t) {
    const startPage = this.drag ? this.drag.startPage : rounded(this.pageIndex(this.offset));
    const releaseVelocity = this.launchVelocity(fingerVelocity, this.press ? this.press.carriedVelocity : 0);
    this.drag = null;
    this.press = null;
    this.tracker.reset();
    this.release(releaseVelocity, startPage, t);
  },

  /** willEndDragging → didEndDragging → coast, page, snap or bounce. */
  release(releaseVelocity, startPage, t) {
    const raw = this.rawOffset(this.offset);
    if (this.isOutOfRange) {
      // Released overscrolled: spring back, or, flicked towards the content, through the edge.
      const ballistic = this.makeBallistic(releaseVelocity * this.displayedSlope(raw), { flick: true });
      this.send('willEndDragging', t, { velocity: releaseVelocity / 1000, targetContentOffset: ballistic.restPosition });
      this.send('didEndDragging', t, { willDecelerate: true });
      this.send('willBeginDecelerating', t);
      this.enter(0, ballistic, t, t);
      return;
    }
    const coast = new DecelerationSimulation(this.offset, releaseVelocity, this.physics.decelerationRatePerMillisecond);
    const proposed = this.physics.pagingEnabled
      ? this.pagingTarget(this.offset, releaseVelocity, startPage)
      : this.clampedToRange(coast.finalPosition);
    let target = proposed;
    if (this.targetContentOffsetAdjuster) {
      const adjusted = this.targetContentOffsetAdjuster(releaseVelocity / 1000, proposed);
      // UIKit ignores a changed target when paging.
      if (Number.isFinite(adjusted) && !this.physics.pagingEnabled) target = this.clampedToRange(adjusted);
    }
    this.send('willEndDragging', t, { velocity: releaseVelocity / 1000, targetContentOffset: target });

    const targeted = this.physics.pagingEnabled || target !== proposed;
    if (!targeted) {
      const willDecelerate = coast.doneTime > 0;
      this.send('didEndDragging', t, { willDecelerate });
      if (willDecelerate) {
        this.send('willBeginDecelerating', t);
        this.startBallistic(releaseVelocity, t);
      } else {
        this.becomeIdle(t, null);
      }
      return;
    }
    if (!(Math.abs(target - this.offset) > 0.01)) {
      this.send('didEndDragging', t, { willDecelerate: false });
      this.moveTo(target, t);
      this.becomeIdle(t, null);
      return;
    }
    this.send('didEndDragging', t, { willDecelerate: true });
    this.send('willBeginDecelerating', t);
    this.takeover = { kind: this.physics.pagingEnabled ? 'page' : 'snap', time: t };
    // Land exactly on the target: a UIKit-like decay (between .fast and .normal) whose travel is
    // the distance, else a landing curve from the release velocity.
    const rate = this.physics.pagingEnabled ? null : DecelerationSimulation.rate(target - this.offset, releaseVelocity);
    if (rate != null && rate >= DecelerationRate.fast && rate <= DecelerationRate.normal) {
      this.startBallistic(releaseVelocity, t, { landing: { rate, rest: target } });
    } else {
      this.startLanding(target, releaseVelocity, t);
    }
  },

  launchVelocity(finger, carried) {
    const launch = CarriedMomentum.launch(finger, carried);
    const cap = Math.max(maximumMomentumVelocity, this.physics.maximumFlingVelocity);
    return Number.isFinite(launch) ? Math.min(Math.max(launch, -cap), cap) : 0;
  },
});
