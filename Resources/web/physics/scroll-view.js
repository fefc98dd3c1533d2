// Port of ScrollCore/ScrollView.swift (with ScrollView+Range.swift, ScrollState.swift and
// ScrollView+Indicator.swift): a model of UIScrollView along one axis. Time is always an argument
// (seconds); `handle` advances to the event's time and applies it there, and `advance` evaluates
// every running motion in closed form, so the state depends on the events, not on the frame rate.
// The gesture, motion, paging, wheel and programmatic parts live in the scroll-view-*.js files.
import { VelocityTracker } from './velocity-tracker.js';
import { rubberBanded, rubberBandSlope, unbanded } from './rubber-band.js';

/** Seconds the indicator stays after rest, and its fade (UIKit ≈ 0.5 s, 0.25 s). */
const indicatorHold = 0.5;
const indicatorFade = 0.25;

export class ScrollView {
  /**
   * @param {object} o
   * @param {'vertical'|'horizontal'} [o.axis]
   * @param {object} o.configuration  from scrollConfiguration()
   * @param {{width:number,height:number}} o.boundsSize  the viewport
   * @param {{width:number,height:number}} o.contentSize
   * @param {{top:number,bottom:number,left?:number,right?:number}} o.contentInset
   */
  constructor({ axis = 'vertical', configuration, boundsSize, contentSize, contentInset, startTime = 0 }) {
    this.axis = axis;
    this.physics = configuration;
    this.currentTime = Number.isFinite(startTime) ? startTime : 0;
    this.tracker = new VelocityTracker(configuration.velocityWindow);
    const inset = { top: 0, bottom: 0, left: 0, right: 0, ...contentInset };
    // ScrollState.swift: offset, velocity, phase, insets, sizes; UIKit's contentOffset.
    this.state = {
      contentOffset: { x: -inset.left, y: -inset.top },
      velocity: { x: 0, y: 0 },
      phase: 'idle',
      contentSize: { ...contentSize },
      contentInset: inset,
      boundsSize: { ...boundsSize },
      scrollIndicatorAlpha: 0,
    };
    /** Pixels per point (UIScreen.scale): a bounce ends within half a pixel of its edge. */
    this.screenScale = 1;
    /** UIKit's willEndDragging target adjuster: (velocity pt/ms, proposed) → target. */
    this.targetContentOffsetAdjuster = null;
    this.takeover = null;
    this.callbacks = [];
    this.motion = { type: 'none' };
    this.press = null;
    this.drag = null;
    this.restTime = -Infinity;
  }

  /** Applies one input ({time, kind, point, dx, dy, precise}) at its own time. */
  handle(event) {
    this.advance(event.time);
    const t = this.currentTime;
    switch (event.kind) {
      case 'pointerDown': this.pointerDown(event.point, t); break;
      case 'pointerMove': this.pointerMove(event.point, t); break;
      case 'pointerUp': this.pointerUp(event.point, t); break;
      case 'pointerCancel': this.pointerCancel(t); break;
      case 'wheel': this.wheel(this.axis === 'vertical' ? event.dy : event.dx, !!event.precise, t); break;
      default: break; // zoom: not ported (see README's "Not done")
    }
    this.updateIndicator();
  }

  /** Moves every running motion to `time` exactly (hand-overs at their own times). */
  advance(time) {
    const t = Number.isFinite(time) ? Math.max(time, this.currentTime) : this.currentTime;
    let handOvers = 0;
    for (;;) {
      const end = this.motionEndTime();
      if (end == null || !(end <= t) || handOvers >= 64) break;
      handOvers += 1;
      this.currentTime = Math.max(end, this.currentTime);
      this.finishMotion(this.currentTime);
    }
    this.currentTime = t;
    this.applyMotion(t);
    if (this.drag && this.press) {
      // A finger that stops stops the content: the velocity decays as the tracker's window empties.
      const raw = this.drag.rawAtAnchor - (this.coordinate(this.press.lastPoint) - this.drag.anchorPointer);
      this.axisVelocity = this.cappedVelocity(-this.tracker.velocity(t)) * this.displayedSlope(raw);
    }
    this.updatePreciseWheelVelocity(t);
    this.updateIndicator();
  }

  /** The callbacks sent since the last call, in time order. */
  takeCallbacks() {
    const taken = this.callbacks.map((c, i) => [c, i])
      .sort((a, b) => (a[0].time !== b[0].time ? a[0].time - b[0].time : a[1] - b[1])).map((p) => p[0]);
    this.callbacks = [];
    return taken;
  }

  send(name, time, detail = undefined) {
    this.callbacks.push(detail === undefined ? { time, name } : { time, name, ...detail });
    if (this.callbacks.length > 100000) this.callbacks.splice(0, this.callbacks.length - 100000);
  }

  // MARK: ScrollView+Range.swift

  get offset() { return this.axis === 'vertical' ? this.state.contentOffset.y : this.state.contentOffset.x; }
  set offset(v) { if (this.axis === 'vertical') this.state.contentOffset.y = v; else this.state.contentOffset.x = v; }
  get axisVelocity() { return this.axis === 'vertical' ? this.state.velocity.y : this.state.velocity.x; }
  set axisVelocity(v) { if (this.axis === 'vertical') this.state.velocity.y = v; else this.state.velocity.x = v; }
  coordinate(p) { return this.axis === 'vertical' ? p.y : p.x; }

  get minimumOffsetY() { return -this.state.contentInset.top; }
  get maximumOffsetY() {
    const s = this.state;
    return Math.max(this.minimumOffsetY, s.contentSize.height + s.contentInset.bottom - s.boundsSize.height);
  }
  get minimumOffsetX() { return -this.state.contentInset.left; }
  get maximumOffsetX() {
    const s = this.state;
    return Math.max(this.minimumOffsetX, s.contentSize.width + s.contentInset.right - s.boundsSize.width);
  }
  get minimumOffset() { return this.axis === 'vertical' ? this.minimumOffsetY : this.minimumOffsetX; }
  get maximumOffset() { return this.axis === 'vertical' ? this.maximumOffsetY : this.maximumOffsetX; }
  /** The viewport's length along the axis: the rubber band's d. */
  get viewportLength() {
    return Math.max(this.axis === 'vertical' ? this.state.boundsSize.height : this.state.boundsSize.width, 1);
  }
  /** Content longer than the viewport scrolls; shorter content only with alwaysBounce…. */
  get canScroll() {
    return this.maximumOffset > this.minimumOffset
      || (this.axis === 'vertical' ? this.physics.alwaysBounceVertical : this.physics.alwaysBounceHorizontal);
  }
  clampedToRange(x) { return Math.min(Math.max(x, this.minimumOffset), this.maximumOffset); }
  get isOutOfRange() { return this.offset < this.minimumOffset - 1e-9 || this.offset > this.maximumOffset + 1e-9; }
  nearestEdge(x) { return x > this.maximumOffset ? this.maximumOffset : this.minimumOffset; }

  /** The offset shown for an unbanded (finger-following) offset. */
  displayedOffset(raw) {
    if (!this.physics.bounces) return this.clampedToRange(raw);
    return rubberBanded(raw, this.minimumOffset, this.maximumOffset, this.viewportLength, this.physics.rubberBandConstant);
  }

  rawOffset(displayed) {
    return unbanded(displayed, this.minimumOffset, this.maximumOffset, this.viewportLength, this.physics.rubberBandConstant);
  }

  displayedSlope(raw) {
    if (raw > this.maximumOffset || raw < this.minimumOffset) {
      if (!this.physics.bounces) return 0;
      return rubberBandSlope(raw - this.nearestEdge(raw), this.viewportLength, this.physics.rubberBandConstant);
    }
    return 1;
  }

  // MARK: ScrollView+Indicator.swift

  updateIndicator() {
    if (!this.physics.showsScrollIndicator) { this.state.scrollIndicatorAlpha = 0; return; }
    const phase = this.state.phase;
    if (phase === 'dragging' || phase === 'decelerating' || phase === 'bouncing' || phase === 'animating') {
      this.restTime = this.currentTime;
      this.state.scrollIndicatorAlpha = 1;
    } else {
      const alpha = 1 - (this.currentTime - this.restTime - indicatorHold) / indicatorFade;
      this.state.scrollIndicatorAlpha = Number.isFinite(alpha) ? Math.min(Math.max(alpha, 0), 1) : 0;
    }
  }

  /** Where the finger is pressed while the press can still become a tap, else null. */
  get pressLocation() {
    const p = this.press;
    return p && p.tapPossible && !p.caught && !this.drag ? p.downPoint : null;
  }

  get highlightedLocation() {
    const location = this.pressLocation;
    if (!location) return null;
    const delay = this.physics.delaysContentTouches ? this.physics.touchDelay : 0;
    return this.currentTime - this.press.downTime >= delay ? location : null;
  }
}
