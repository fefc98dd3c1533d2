// Port of ScrollCore/ScrollView+Wheel.swift: mouse wheels scroll smoothly towards an accumulated
// target; trackpad ("precise") deltas move the content like a finger and are released like a drag.
import { ScrollView } from './scroll-view.js';
import { rounded } from './rounding.js';

Object.assign(ScrollView.prototype, {
  wheel(delta, precise, t) {
    if (!Number.isFinite(delta) || delta === 0 || this.press || !this.physics.scrollEnabled || !this.canScroll) return;
    if (!precise) { this.retargetSmoothScroll(delta, true, t); return; }
    let stream;
    if (this.motion.type === 'preciseWheel') {
      stream = this.motion.stream;
    } else {
      this.stopMotion(t);
      stream = { raw: this.rawOffset(this.offset), lastEvent: t, startPage: rounded(this.pageIndex(this.offset)), travelled: 0 };
      this.tracker.reset();
      this.tracker.addSample(t, 0);
      this.state.phase = 'dragging';
      this.send('willBeginDragging', t);
    }
    const step = Math.max(Math.min(delta, 1e7), -1e7);
    stream.raw = Math.min(Math.max(stream.raw + step, this.minimumOffset - 1e7), this.maximumOffset + 1e7);
    stream.travelled += step;
    stream.lastEvent = t;
    // The tracker follows a finger's coordinate: it moves against the offset.
    this.tracker.addSample(t, -stream.travelled);
    this.motion = { type: 'preciseWheel', stream };
    this.moveTo(this.displayedOffset(stream.raw), t);
    this.updatePreciseWheelVelocity(t);
  },

  updatePreciseWheelVelocity(t) {
    if (this.motion.type !== 'preciseWheel') return;
    this.axisVelocity = this.cappedVelocity(-this.tracker.velocity(t)) * this.displayedSlope(this.motion.stream.raw);
  },
});
