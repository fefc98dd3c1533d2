// Port of ScrollCore/ScrollView+Programmatic.swift and ScrollView+OffsetCorrection.swift:
// setContentOffset, scroll(by:), scroll to top, inset and size changes, the smooth wheel scroll.
import { ScrollView } from './scroll-view.js';
import { CriticallyDampedSpring } from './critically-damped-spring.js';
import { EaseAnimation } from './ease-curve.js';

Object.assign(ScrollView.prototype, {
  setContentOffset(newOffset, animated, time) {
    this.advance(time);
    const t = this.currentTime;
    if (!Number.isFinite(newOffset)) return;
    if (!animated || this.drag) {
      const wasMoving = this.stopMotion(t);
      this.moveTo(newOffset, t);
      if (this.press && this.drag) {
        this.drag.rawAtAnchor = this.rawOffset(this.offset);
        this.drag.anchorPointer = this.coordinate(this.press.lastPoint);
      } else if (wasMoving) {
        this.becomeIdle(t, null);
      }
    } else {
      this.stopMotion(t);
      const target = this.clampedToRange(newOffset);
      if (Math.abs(target - this.offset) < 1e-9) {
        this.moveTo(target, t);
        this.becomeIdle(t, 'didEndScrollingAnimation');
      } else {
        this.startEase(target, 'scroll', t);
      }
    }
    this.updateIndicator();
  },

  scrollBy(delta, time) {
    this.advance(time);
    if (!Number.isFinite(delta) || this.press) return;
    this.retargetSmoothScroll(delta, false, this.currentTime);
    this.updateIndicator();
  },

  scrollToTop(time) {
    this.advance(time);
    const t = this.currentTime;
    if (this.press) return;
    this.send('shouldScrollToTop', t);
    this.stopMotion(t);
    if (Math.abs(this.offset - this.minimumOffset) < 1e-9) this.becomeIdle(t, 'didScrollToTop');
    else this.startEase(this.minimumOffset, 'scrollToTop', t);
    this.updateIndicator();
  },

  /** Changes the scrollable range (pull-to-refresh's inset), not the content size. */
  setContentInset(inset, animated, time) {
    this.advance(time);
    if (![inset.top, inset.bottom].every(Number.isFinite)) return;
    this.state.contentInset = { left: 0, right: 0, ...inset };
    this.rangeDidChange(animated, this.currentTime);
  },

  setContentSize(size, time) {
    this.advance(time);
    if (!Number.isFinite(size.width) || !Number.isFinite(size.height)) return;
    this.state.contentSize = { width: Math.max(size.width, 0), height: Math.max(size.height, 0) };
    this.rangeDidChange(false, this.currentTime);
  },

  setBoundsSize(size, time) {
    this.advance(time);
    if (!Number.isFinite(size.width) || !Number.isFinite(size.height)) return;
    this.state.boundsSize = { width: Math.max(size.width, 0), height: Math.max(size.height, 0) };
    this.rangeDidChange(false, this.currentTime);
  },

  /** Keeps the offset valid for a new range without a jump in what the user is doing. */
  rangeDidChange(animated, t) {
    try {
      if (this.press && this.drag) {
        this.drag.rawAtAnchor = this.rawOffset(this.offset);
        this.drag.anchorPointer = this.coordinate(this.press.lastPoint);
        return;
      }
      const m = this.motion;
      switch (m.type) {
        case 'preciseWheel':
          m.stream.raw = this.rawOffset(this.offset);
          return;
        case 'ballistic':
          if (this.isCoasting()) {
            this.settle(this.cappedVelocity(this.currentLocalVelocity()), t);
          } else if (this.isOutOfRange) {
            // A spring back is not a fling: restart it at no more than a fling's speed.
            this.settle(this.cappedVelocity(this.currentLocalVelocity()), t);
          } else {
            this.motion = { type: 'none' };
            this.becomeIdle(t, 'didEndDecelerating');
          }
          return;
        case 'spring': {
          const target = this.clampedToRange(m.sim.target);
          if (target !== m.sim.target) this.startSpring(target, this.currentLocalVelocity(), m.sim.response, m.purpose, t);
          return;
        }
        case 'landing': {
          const target = this.clampedToRange(m.sim.target);
          if (target !== m.sim.target) this.startLanding(target, this.currentLocalVelocity(), t, m.purpose);
          return;
        }
        case 'ease': {
          // Keep the animation's clock: restarting it on every change would never finish.
          const target = this.clampedToRange(m.sim.to);
          if (target !== m.sim.to) {
            this.motion = { ...m, sim: new EaseAnimation(m.sim.from, target, m.sim.duration, m.sim.curve) };
          }
          return;
        }
        default:
          if (!this.isOutOfRange) return;
          if (animated) this.startEase(this.clampedToRange(this.offset), 'silent', t);
          else this.moveTo(this.clampedToRange(this.offset), t);
      }
    } finally {
      this.updateIndicator();
    }
  },

  /** UITableView's estimated-height correction: rows above changed by `delta`; the rows on
   *  screen stay put and whatever is under way continues from the shifted position. */
  shiftContentOffset(delta) {
    if (!Number.isFinite(delta) || delta === 0) return;
    const velocity = this.currentLocalVelocity();
    this.offset += delta;
    if (this.press && this.drag) { this.drag.rawAtAnchor += delta; return; }
    const m = this.motion;
    switch (m.type) {
      case 'ballistic': this.settle(velocity, this.currentTime); break;
      case 'spring': this.startSpring(m.sim.target + delta, velocity, m.sim.response, m.purpose, this.currentTime); break;
      case 'landing': this.startLanding(m.sim.target + delta, velocity, this.currentTime, m.purpose); break;
      case 'ease':
        this.motion = { ...m, sim: new EaseAnimation(m.sim.from + delta, m.sim.to + delta, m.sim.duration, m.sim.curve) };
        break;
      case 'preciseWheel': m.stream.raw += delta; break;
      default: break;
    }
  },

  /** The wheel's and keys' smooth scroll: a critically damped spring towards an accumulated target. */
  retargetSmoothScroll(delta, bounceAtEdges, t) {
    const response = this.physics.scrollAnimationDuration;
    let base = this.offset;
    let velocity = this.currentLocalVelocity();
    if (this.motion.type === 'spring' && this.motion.purpose === 'scroll') base = this.motion.sim.target;
    if (this.motion.type === 'preciseWheel') velocity = 0;
    this.stopMotion(t);
    const step = Math.max(Math.min(delta, 1e7), -1e7);
    const wanted = base + step;
    let target = this.clampedToRange(wanted);
    const excess = wanted - target;
    if (this.physics.pagingEnabled) {
      const from = this.pageIndex(base);
      const nearest = Math.sign(this.pageIndex(wanted)) * Math.round(Math.abs(this.pageIndex(wanted)));
      const page = step > 0 ? Math.max(nearest, Math.floor(from + 1e-6) + 1) : Math.min(nearest, Math.ceil(from - 1e-6) - 1);
      target = this.offsetOfPage(page);
    }
    velocity = CriticallyDampedSpring.velocityWithoutOvershoot(velocity, this.offset - target, response);
    if (bounceAtEdges && this.physics.bounces && excess !== 0) {
      // A small bounce past the edge, the same wherever the step starts (docs/physics.md 11).
      const overshoot = Math.min(Math.abs(excess) * 0.5, 0.1 * this.viewportLength);
      const short = (excess > 0 ? 1 : -1) * (target - this.offset);
      if (short > 0) {
        velocity = CriticallyDampedSpring.velocityOvershooting(overshoot, this.offset - target, response);
      } else {
        const omega = 2 * Math.PI / response;
        velocity += (excess > 0 ? 1 : -1) * overshoot * omega * 2.718281828459045;
      }
    }
    if (Math.abs(target - this.offset) < 1e-9 && velocity === 0) { this.becomeIdle(t, null); return; }
    this.startSpring(target, velocity, response, 'scroll', t);
  },
});

