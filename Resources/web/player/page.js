// The page: reads the design, content, images and options embedded in index.html, plays the
// design under touch (Pointer Events, coalesced samples for the velocity tracker, the browser's
// own scrolling and bounce turned off) on a requestAnimationFrame loop that advances the model to
// each frame's timestamp (closed form: 30, 60 or 120 Hz give the same motion), and exposes
// window.stretchy = {replay(script), state(), bench(frames), recordedTrace()} for tests (issue 44,
// item 4; issue 49's Record mode with the `record` option).
import { loadDesign } from './design.js';
import { Session } from './session.js';
import { replay as replayScript } from './replay.js';
import { readScript } from './script.js';
import { deviceNamed } from './device.js';
import { Stage } from './draw.js';
import { embedFonts } from './embedded-fonts.js';
import { drawChrome } from './chrome.js';
import { startRecording } from './record.js';

function embedded(id, fallback) {
  const el = document.getElementById(id);
  return el ? JSON.parse(el.textContent) : fallback;
}

/** The phone the page runs on, as a device: the window in points, the safe areas, no drawn chrome
 *  (the phone draws its own status bar) and devicePixelRatio as UIScreen.scale. */
function windowDevice() {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:fixed;visibility:hidden;padding-top:env(safe-area-inset-top);padding-bottom:env(safe-area-inset-bottom)';
  document.body.appendChild(probe);
  const style = getComputedStyle(probe);
  const safeArea = { top: parseFloat(style.paddingTop) || 0, bottom: parseFloat(style.paddingBottom) || 0 };
  probe.remove();
  return { size: { width: window.innerWidth, height: window.innerHeight }, safeArea, statusBarHeight: 0, hasChrome: false,
    scale: window.devicePixelRatio || 1 };
}

export function start() {
  // Before the first layer is built: the underline strip measures its titles once, in this font.
  const fontsLoaded = embedFonts(document);
  const designDoc = embedded('stretchy-design', null);
  const contentDoc = embedded('stretchy-content', null);
  const images = embedded('stretchy-images', {});
  const options = embedded('stretchy-options', {});
  const design = loadDesign(designDoc);
  const named = deviceNamed(options.device);
  // Without a device or a viewport the page is the phone it runs on: the window's size in points,
  // its safe areas (viewport-fit=cover's env()) and its pixels per point for the rest threshold.
  const fitsWindow = !named && !options.viewport;
  const device = named ?? (fitsWindow ? windowDevice() : null);
  const viewport = device ? { ...device.size } : { ...options.viewport };
  const appearance = options.appearance ?? 'light';
  // Line heights measured at another width do not fit this one: the rows count at their estimate.
  const fits = options.lineHeightsWidth === undefined || options.lineHeightsWidth === viewport.width;
  const lineHeights = fits ? options.lineHeights ?? null : null;
  const tabLineHeights = fits ? options.tabLineHeights ?? null : null;
  const sessionOptions = { viewport, params: options.params ?? {}, content: contentDoc, rowHeights: options.rowHeights ?? null,
    lineHeights, tabLineHeights, device, ios: options.ios ?? 26 };
  const root = document.getElementById('stage');
  const stage = new Stage(root, { session: new Session(design, sessionOptions), images, appearance, contentDoc,
    rowHeights: options.rowHeights, lineHeights, tabLineHeights });

  // The device's status bar and home indicator on a desktop preview (a phone draws its own).
  const showsChrome = options.chrome ?? !window.matchMedia('(pointer: coarse)').matches;
  const drawDeviceChrome = () => {
    if (!showsChrome || !named) return;
    root.querySelector('.chrome')?.remove();
    // iOS's default status bar style: dark content over light pixels, light over dark (the
    // luminance behind (40, mid status bar), as DeviceChrome.swift reads it; a photo not read yet
    // counts as dark).
    const at = { x: 40, y: named.statusBarHeight / 2 };
    drawChrome(root, named, { appearance, light: stage.luminanceAt(at) < 0.5 });
  };
  drawDeviceChrome();
  // A photo under the status bar is read once it has loaded.
  stage.onImageLoad = drawDeviceChrome;

  // The live clock: session ms = event or frame timestamp − origin (both on performance.now()'s clock).
  let origin = performance.now();
  const sessionTime = (stamp) => stamp - origin;
  let live = true;

  /** Viewport points of a pointer event: the stage may be scaled to fit the window. */
  function point(e) {
    const rect = root.getBoundingClientRect();
    const scale = rect.width / viewport.width;
    return { x: (e.clientX - rect.left) / scale, y: (e.clientY - rect.top) / scale };
  }
  let pointerId = null;
  const input = (type, e) => {
    const p = point(e);
    stage.session.apply({ t: sessionTime(e.timeStamp), type, x: p.x, y: p.y });
  };
  const surface = document.getElementById('surface') ?? root;
  surface.addEventListener('pointerdown', (e) => {
    if (pointerId !== null) return;
    if (!live) { live = true; origin = e.timeStamp - stage.session.clockMs; }
    pointerId = e.pointerId;
    surface.setPointerCapture?.(e.pointerId);
    e.preventDefault();
    input('down', e);
  }, { passive: false });
  surface.addEventListener('pointermove', (e) => {
    if (e.pointerId !== pointerId) return;
    e.preventDefault();
    // Every sample the browser merged into this event: the velocity tracker wants them all.
    const samples = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
    for (const sample of samples.length ? samples : [e]) input('move', sample);
  }, { passive: false });
  const end = (type) => (e) => {
    if (e.pointerId !== pointerId) return;
    e.preventDefault();
    input(type, e);
    pointerId = null;
  };
  surface.addEventListener('pointerup', end('up'), { passive: false });
  surface.addEventListener('pointercancel', end('cancel'), { passive: false });
  // Touch events too, non-passive, so iOS Safari never scrolls or bounces the page itself.
  for (const type of ['touchstart', 'touchmove', 'touchend']) surface.addEventListener(type, (e) => e.preventDefault(), { passive: false });
  surface.addEventListener('wheel', (e) => {
    e.preventDefault();
    // A trackpad reports pixel deltas (precise); a mouse wheel lines: both as SDL's notches.
    const precise = e.deltaMode === 0;
    const line = stage.session.parameters.wheelLineHeight;
    stage.session.apply({ t: sessionTime(e.timeStamp), type: 'wheel', dx: -e.deltaX / line, dy: -e.deltaY / line, precise });
  }, { passive: false });

  function frame(now) {
    if (live) {
      stage.session.advance(sessionTime(now));
      stage.render();
    }
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);

  function state() {
    const s = stage.session;
    const st = s.scrollView.state;
    return { offset_y: st.contentOffset.y, phase: st.phase, tab: s.tabPosition,
      layers: s.layers().map((l) => ({ id: l.id, frame: l.frame, alpha: l.alpha })) };
  }

  /** Plays `script` on a virtual clock with this page's design; the page then shows where it
   *  ended, and carries on from there (`{pause: true}`: stays there until the next touch). */
  function replay(script, replayOptions = {}) {
    const result = replayScript(design, { ...script, device: script.device ?? options.device, ios: script.ios ?? options.ios,
      // As `stretchy replay`: the script's viewport or device, else the page's named one, else 390×844.
      viewport: script.viewport ?? (named ? undefined : options.viewport) },
      { fps: replayOptions.fps, content: contentDoc, rowHeights: options.rowHeights, lineHeights, tabLineHeights });
    stage.attach(result.session);
    drawDeviceChrome();
    // The live clock carries on from the replay's end.
    origin = performance.now() - result.session.clockMs;
    if (replayOptions.pause) {
      live = false;
      stage.render();
    }
    // `tab` per row when the content has tabs (trace.csv's `tab` column).
    return result.rows.map((r) => (r.tab === undefined ? { t_ms: r.t_ms, offset_y: r.offset_y, phase: r.phase }
      : { t_ms: r.t_ms, offset_y: r.offset_y, phase: r.phase, tab: r.tab }));
  }

  /** The page's own work per frame (model + styles) while a scripted 3000 pt/s flick plays;
   *  the browser's style, layout and paint after it are not counted. */
  function bench(frames = 300) {
    live = false;
    const flick = { params: { touchSlop: 0 }, events: [{ t: 0, type: 'drag', from: [viewport.width / 2, viewport.height * 0.8],
      to: [viewport.width / 2, viewport.height * 0.8 - 180], duration_ms: 60, hz: 120 }] };
    const { events } = readScript(flick);
    const saved = stage.session;
    stage.attach(new Session(design, { ...sessionOptions, params: { ...sessionOptions.params, touchSlop: 0 } }));
    let times = [];
    let next = 0;
    // Twice: the first pass warms the JIT up (as the page is warm once it has been touched); the
    // second is measured.
    for (let i = 0; i < 2 * frames; i++) {
      if (i === frames) {
        stage.attach(new Session(design, { ...sessionOptions, params: { ...sessionOptions.params, touchSlop: 0 } }));
        times = [];
        next = 0;
      }
      const t = (i % frames) * 1000 / 60;
      const begin = performance.now();
      while (next < events.length && events[next].t <= t) stage.session.apply(events[next++]);
      stage.session.advance(t);
      stage.render();
      times.push(performance.now() - begin);
    }
    stage.attach(saved);
    drawDeviceChrome();
    live = true;
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    // The mean as well: performance.now() is coarsened in pages that are not cross-origin isolated.
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    return { js_ms_p50: at(0.5), js_ms_p99: at(0.99), js_ms_mean: mean, frames };
  }

  /** The scroll view's callbacks so far ({t_ms, event, …}), for tests and debugging. */
  const events = () => stage.session.eventLog.map((e) => ({ ...e }));

  // Record mode (`stretchy share --record`): a button, or the page opened at #record, swaps the
  // player for a list the browser scrolls itself, whose touches and offsets it logs (record.js).
  let recording = null;
  const record = () => {
    if (recording) return;
    live = false;
    document.getElementById('record-button')?.remove();
    recording = startRecording(document, window);
  };
  if (options.record) {
    if (window.location.hash === '#record') {
      record();
    } else {
      const button = document.createElement('button');
      button.id = 'record-button';
      button.textContent = 'Record';
      button.addEventListener('click', record);
      document.body.appendChild(button);
    }
  }
  /** The Record mode's trace so far (a stretchy-device-trace/1 object), or null outside it. */
  const recordedTrace = () => recording?.trace() ?? null;

  // Once the embedded fonts have loaded, the layers are built again (the strip's titles measured in them).
  const fonts = fontsLoaded.then(() => { stage.attach(stage.session); drawDeviceChrome(); }, () => {})
    .then(() => [...(document.fonts ?? [])].map((f) => `${f.family.replace(/"/g, '')} ${f.weight} ${f.status}`));
  window.stretchy = { replay, state, bench, events, recordedTrace, fonts: () => fonts };
  return window.stretchy;
}
