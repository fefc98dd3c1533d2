// Closed-form checks of the physics port against the figures docs/physics.md gives for the Swift
// core (each figure read there, not from this port).
import test from 'node:test';
import assert from 'node:assert/strict';
import { DecelerationSimulation, CarriedMomentum, VelocityTracker, rubberBandedOffset,
  inverseRubberBandedOffset, BounceSimulation, LandingCurve, ScrollView, scrollConfiguration } from '../physics/index.js';

test('a coast travels (v0 − 10)/2.002 and stops at 10 pt/s (physics.md 5)', () => {
  const coast = new DecelerationSimulation(0, 4620, 0.998);
  assert.ok(Math.abs(coast.finalPosition - (4620 - 10) / (-1000 * Math.log(0.998))) < 1e-9);
  assert.ok(Math.abs(coast.doneTime - 3.066) < 0.002);
  assert.ok(Math.abs(coast.velocity(coast.doneTime - 1e-9) - 10) < 1e-3);
});

test('the rubber band and its inverse agree', () => {
  for (const x of [-500, -20, 0.5, 100, 3000]) {
    const b = rubberBandedOffset(x, 844, 0.55);
    assert.ok(Math.abs(inverseRubberBandedOffset(b, 844, 0.55) - x) < 1e-6 * Math.max(1, Math.abs(x)));
  }
  // UIKit's band grows like c·x for small pulls and never reaches d.
  assert.ok(Math.abs(rubberBandedOffset(0.01, 844, 0.55) - 0.0055) < 1e-7);
  assert.ok(rubberBandedOffset(1e9, 844, 0.55) < 844);
});

test('carried momentum: the carry adds at most twice the release, and only the same way (physics.md 1)', () => {
  assert.equal(CarriedMomentum.launch(4000, 0), 4000);
  assert.equal(CarriedMomentum.launch(4000, CarriedMomentum.carried(9000)), 12000);
  assert.equal(CarriedMomentum.launch(-4000, CarriedMomentum.carried(9000)), -4000);
});

test('a finger held still 50 ms has no velocity; 30 ms keeps 0.95 of it (physics.md 3)', () => {
  const make = (holdMs) => {
    const tracker = new VelocityTracker(0.1);
    for (let i = 0; i <= 10; i++) tracker.addSample(i * 0.008, -i * 32); // 4000 pt/s
    return -tracker.velocity(0.08 + holdMs / 1000);
  };
  assert.equal(make(50) + 0, 0);
  assert.ok(Math.abs(make(0) - 4000) < 1e-6);
});

test('a flick back out of a pull passes the edge at any speed (physics.md 15)', () => {
  const bounce = new BounceSimulation({ edge: -195, position: -195 - rubberBandedOffset(-270 + 0.025 * 2000, 844, 0.55) * -1,
    velocity: 2000 * 0.55, dimension: 844, constant: 0.55, response: 0.5, screenScale: 1, flick: true });
  assert.ok(bounce.crossingTime > 0);
  assert.ok(bounce.velocityAtCrossing > 0);
});

test('a landing starts at the release velocity and lands in 0.35 s (physics.md 4)', () => {
  const landing = new LandingCurve(405, 100, 700);
  assert.ok(Math.abs(landing.velocity(0) - 700) < 1e-9);
  assert.equal(landing.doneTime, 0.35);
  assert.equal(landing.position(0.35), 405);
});

test('the same script gives the same offsets whatever the frame rate', () => {
  const run = (fps) => {
    const view = new ScrollView({ configuration: scrollConfiguration({ touchSlop: 0, alwaysBounceVertical: 1 }),
      boundsSize: { width: 390, height: 844 }, contentSize: { width: 390, height: 5000 }, contentInset: { top: 195, bottom: 0 } });
    const events = [[0, 'pointerDown', 500], [8, 'pointerMove', 480], [16, 'pointerMove', 440], [24, 'pointerUp', 400]];
    const samples = new Map();
    let e = 0;
    for (let ms = 0; ms <= 3000; ms += 1000 / fps) {
      while (e < events.length && events[e][0] <= ms + 1e-9) {
        const [t, kind, y] = events[e++];
        view.handle({ time: t / 1000, kind, point: { x: 195, y } });
      }
      view.advance(ms / 1000);
      if (Math.abs(ms % 100) < 1e-6 || Math.abs(ms % 100 - 100) < 1e-6) samples.set(Math.round(ms), view.state.contentOffset.y);
    }
    return samples;
  };
  const a = run(60), b = run(120);
  for (const [ms, y] of a) if (b.has(ms)) assert.ok(Math.abs(b.get(ms) - y) < 1e-9, `${ms}: ${y} vs ${b.get(ms)}`);
  assert.ok(a.get(1000) > 0, 'the flick travelled');
});
