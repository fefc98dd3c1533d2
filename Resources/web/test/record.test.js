// Record mode's log (player/record.js, issue 49): the trace it writes is a valid
// stretchy-device-trace/1 object (what DeviceTrace.problem checks on the Swift side). The page in
// headless Chromium, with `stretchy calibrate` reading its trace: Tests/stretchyTests/ShareRecordCLITests.swift.
import test from 'node:test';
import assert from 'node:assert/strict';
import { TraceLog, iosVersion, FORMAT } from '../player/record.js';

const viewport = { width: 390, height: 844 };

test('the log is one finger, times from the first touch or frame, times that increase', () => {
  const log = new TraceLog();
  log.frame(1000, 0);
  log.touch('began', 7, 1004.5, 195, 600);
  log.touch('began', 8, 1005, 100, 100); // a second finger: not logged
  log.frame(1016.7, 0);
  log.frame(1016.7, 3); // the same frame time again: dropped
  log.touch('moved', 7, 1012.25, 195, 590.1234);
  log.touch('moved', 8, 1013, 100, 90);
  log.touch('ended', 7, 1020, 195, 580);
  log.frame(1033.3, -4.5); // past the top during a bounce
  const trace = log.trace({ viewport, contentHeight: 13368, device: 'iPhone', ios: '17.4' });
  assert.equal(trace.format, FORMAT);
  assert.deepEqual(trace.touches.map((t) => [t.t, t.phase, t.y]), [[4.5, 'began', 600], [12.25, 'moved', 590.123], [20, 'ended', 580]]);
  assert.deepEqual(trace.frames, [{ t: 0, offset: 0 }, { t: 16.7, offset: 0 }, { t: 33.3, offset: -4.5 }]);
  assert.deepEqual(trace.viewport, viewport);
  assert.equal(trace.contentInsetTop, 0);
});

test('a touch still down is left out: its stream has no end yet', () => {
  const log = new TraceLog();
  log.frame(0, 0);
  log.touch('began', 1, 5, 195, 600);
  log.touch('ended', 1, 50, 195, 500);
  log.touch('began', 2, 90, 195, 600);
  log.touch('moved', 2, 98, 195, 590);
  const trace = log.trace({ viewport, contentHeight: 2000 });
  assert.deepEqual(trace.touches.map((t) => t.phase), ['began', 'ended']);
});

test('the iOS version comes from the user agent', () => {
  assert.equal(iosVersion('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15'), '17.4.1');
  assert.equal(iosVersion('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120'), '');
});
