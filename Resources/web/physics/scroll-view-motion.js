// Port of ScrollCore/ScrollView+Motion.swift: what moves the content when no finger does. Each
// motion holds a closed-form simulation and the session time it started; simulations run on
// local time (t - start) / animationSlowdown. Motion: {type: 'none' | 'ballistic' | 'spring' |
// 'landing' | 'ease' | 'preciseWheel', sim, start, segment, purpose, stream}.
import { ScrollView } from './scroll-view.js';
import { BallisticSimulation } from './ballistic-simulation.js';
import { CriticallyDampedSpring } from './critically-damped-spring.js';
import { DecelerationSimulation } from './deceleration.js';
import { EaseAnimation } from './ease-curve.js';
import { rounded } from './rounding.js';

/** A trackpad stream counts as ended this long (s) after its last delta (three 60 Hz reports). */
export const preciseWheelIdle = 0.05;

/** What a finished motion of each purpose reports. */
const endCallback = { settle: 'didEndDecelerating', scroll: 'didEndScrollingAnimation', scrollToTop: 'didScrollToTop', silent: null };

Object.assign(ScrollView.prototype, {
  isCoasting() {
    const m = this.motion;
    return m.type === 'ballistic' && !m.sim.segments[m.segment].isBounce;
  },

  /** The running simulation (a ballistic motion's current segment) and its start, or null. */
  running() {
    const m = this.motion;
    switch (m.type) {
      case 'ballistic': return { simulation: m.sim.segments[m.segment], start: m.start };
      case 'spring': case 'landing': case 'ease': return { simulation: m.sim, start: m.start };
      default: return null;
    }
  },

  localTime(t, start) { return (t - start) / this.physics.animationSlowdown; },
  sessionTime(local, start) { return start + local * this.physics.animationSlowdown; },

  motionEndTime() {
    if (this.motion.type === 'preciseWheel') return this.motion.stream.lastEvent + preciseWheelIdle;
    const r = this.running();
    return r ? this.sessionTime(r.simulation.doneTime, r.start) : null;
  },

  motionSample(t) {
    const r = this.running();
    if (!r) return null;
    const local = this.localTime(t, r.start);
    return { position: r.simulation.position(local), velocity: r.simulation.velocity(local) };
  },

  currentLocalVelocity() {
    const s = this.motionSample(this.currentTime);
    return s ? s.velocity : 0;
  },

  applyMotion(t) {
    const sample = this.motionSample(t);
    if (!sample) return;
    this.moveTo(sample.position, t);
    const v = sample.velocity / this.physics.animationSlowdown;
    this.axisVelocity = Number.isFinite(v) ? v : 0;
  },

  /** Ends (or hands over) the running motion at exactly `t`, its end time. */
  finishMotion(t) {
    const m = this.motion;
    switch (m.type) {
      case 'none': return;
      case 'ballistic':
        this.moveTo(m.sim.segments[m.segment].endPosition, t);
        if (m.segment + 1 < m.sim.segments.length) {
          this.enter(m.segment + 1, m.sim, m.start, t);
        } else {
          this.moveTo(m.sim.restPosition, t);
          this.becomeIdle(t, 'didEndDecelerating');
        }
        return;
      case 'spring': case 'landing':
        this.moveTo(m.sim.target, t);
        this.becomeIdle(t, endCallback[m.purpose]);
        return;
      case 'ease':
        this.moveTo(m.sim.to, t);
        this.becomeIdle(t, endCallback[m.purpose]);
        return;
      case 'preciseWheel': {
        // The fingers lifted with the last delta: release like a drag.
        this.motion = { type: 'none' };
        const velocity = this.cappedVelocity(-this.tracker.velocity(m.stream.lastEvent));
        this.tracker.reset();
        this.release(velocity, m.stream.startPage, t);
        return;
      }
      default: return;
    }
  },

  moveTo(x, t) {
    if (!Number.isFinite(x) || x === this.offset) return;
    this.offset = x;
    this.send('didScroll', t);
  },

  becomeIdle(t, callback) {
    this.motion = { type: 'none' };
    this.axisVelocity = 0;
    this.state.phase = this.press ? 'tracking' : 'idle';
    this.restTime = t;
    if (callback) this.send(callback, t);
  },

  startBallistic(velocity, t, { flick = false, landing = null } = {}) {
    this.enter(0, this.makeBallistic(velocity, { flick, landing }), t, t);
  },

  makeBallistic(velocity, { flick = false, landing = null } = {}) {
    return new BallisticSimulation(this.offset, velocity, this.ballisticLaw(), { flick, landing });
  },

  ballisticLaw() {
    return { lower: this.minimumOffset, upper: this.maximumOffset,
      decelerationRate: this.physics.decelerationRatePerMillisecond, bounces: this.physics.bounces,
      dimension: this.viewportLength, constant: this.physics.rubberBandConstant,
      response: this.physics.bounceResponse, screenScale: this.screenScale };
  },

  enter(segment, sim, start, t) {
    this.motion = { type: 'ballistic', sim, start, segment };
    if (sim.segments[segment].isBounce) {
      this.state.phase = 'bouncing';
      this.takeover = { kind: 'bounce', time: t };
    } else {
      this.state.phase = 'decelerating';
    }
  },

  startSpring(target, velocity, response, purpose, t) {
    const sim = new CriticallyDampedSpring(target, this.offset, velocity, response);
    this.motion = { type: 'spring', sim, start: t, purpose };
    this.state.phase = purpose === 'settle' ? 'decelerating' : 'animating';
  },

  startEase(target, purpose, t) {
    const sim = new EaseAnimation(this.offset, target, this.physics.scrollAnimationDuration);
    this.motion = { type: 'ease', sim, start: t, purpose };
    this.state.phase = 'animating';
  },

  /** Stops whatever moves the content, where it is (a press catches it). Whether anything moved. */
  stopMotion(t) {
    if (this.motion.type === 'preciseWheel') {
      this.motion = { type: 'none' };
      this.axisVelocity = 0;
      this.tracker.reset();
      this.send('willEndDragging', t, { velocity: 0, targetContentOffset: this.offset });
      this.send('didEndDragging', t, { willDecelerate: false });
      return true;
    }
    if (this.motion.type === 'none') return false;
    this.motion = { type: 'none' };
    this.axisVelocity = 0;
    return true;
  },

  /** After a release, a catch or a range change: bounce back, snap to a page, coast, or rest. */
  settle(velocity, t, purpose = 'settle') {
    if (this.isOutOfRange) {
      if (this.physics.bounces) {
        this.startBallistic(velocity, t);
      } else {
        this.moveTo(this.clampedToRange(this.offset), t);
        this.becomeIdle(t, null);
      }
      return;
    }
    if (this.physics.pagingEnabled && this.canScroll) {
      const target = this.offsetOfPage(rounded(this.pageIndex(this.offset)));
      if (Math.abs(target - this.offset) > 0.01) {
        this.startLanding(target, velocity, t, purpose);
        return;
      }
    }
    const coast = new DecelerationSimulation(this.offset, velocity, this.physics.decelerationRatePerMillisecond);
    if (coast.doneTime > 0) this.startBallistic(velocity, t);
    else this.becomeIdle(t, null);
  },
});
