// Stretchy's web player, bundled from Resources/web by tools/bundle.js: do not edit; edit the modules.
(function () {
'use strict';
const definitions = {
"player/page.js": function (exports, require) {
// The page: reads the design, content, images and options embedded in index.html, plays the
// design under touch (Pointer Events, coalesced samples for the velocity tracker, the browser's
// own scrolling and bounce turned off) on a requestAnimationFrame loop that advances the model to
// each frame's timestamp (closed form: 30, 60 or 120 Hz give the same motion), and exposes
// window.stretchy = {replay(script), state(), bench(frames), recordedTrace()} for tests (issue 44,
// item 4; issue 49's Record mode with the `record` option).
const { loadDesign } = require("player/design.js");
const { Session } = require("player/session.js");
const { replay: replayScript } = require("player/replay.js");
const { readScript } = require("player/script.js");
const { deviceNamed } = require("player/device.js");
const { Stage } = require("player/draw.js");
const { drawChrome } = require("player/chrome.js");
const { startRecording } = require("player/record.js");

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

function start() {
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

  window.stretchy = { replay, state, bench, events, recordedTrace };
  return window.stretchy;
}

exports.start = start;
},
"player/design.js": function (exports, require) {
// Port of the reading half of StretchyFiles/Design/DesignLoader.swift and of
// HeaderKit/Design/Design.swift + ResolvedLayer.swift: a design file's parameters, variables,
// scroll block and layers, as evaluators over one slot array, and each layer at an offset.
const { ExpressionScope, builtIns, parseExpression, slot } = require("player/expression.js");
const { keyframesEvaluator } = require("player/keyframes.js");
const { physicsParameters } = require("physics/scroll-configuration.js");

/** The shared parameters besides the physics (HeaderKit/Tuning/HeaderParameters.swift). */
const refreshParameters = {
  refreshEnabled: { default: 1, flag: true },
  refreshThreshold: { default: 80, min: 10, max: 500 },
  refreshDuration: { default: 1.5, min: 0.1, max: 30 },
  spinnerHeight: { default: 60, min: 10, max: 200 },
};
const listParameters = {
  estimatedRowHeight: { default: 64, min: 10, max: 500 },
};

/** Every expression result is held within ±1e6 points; a non-finite one is 0 (Design.bounded). */
const valueLimit = 1e6;
const bounded = (x) => (Number.isFinite(x) ? Math.min(valueLimit, Math.max(-valueLimit, x)) : 0);

/** Reads a design document (the parsed JSON of a design file). Throws on expressions it cannot parse. */
function loadDesign(doc) {
  const parameterSpecs = Object.entries(doc.parameters ?? {}).map(([name, p]) => {
    const flag = typeof p.default === 'boolean';
    const value = flag ? (p.default ? 1 : 0) : p.default;
    return { name, default: value, flag,
      min: p.min ?? Math.min(0, value), max: p.max ?? Math.max(value * 4, value + 100) };
  });
  const variableNames = Object.keys(doc.variables ?? {});
  const scope = new ExpressionScope([...parameterSpecs.map((p) => p.name), ...variableNames]);
  const expr = (v) => parseExpression(v, scope);
  const property = (v) => (v !== null && typeof v === 'object' ? keyframesEvaluator({
    offsets: v.offset.map(expr), values: v.value.map(expr), curve: v.curve, below: v.below, above: v.above,
  }) : expr(v));
  const variables = variableNames.map((name) => expr(doc.variables[name]));

  const s = doc.scroll ?? {};
  const defaults = {};
  if (s.bounces !== undefined) defaults.bounces = s.bounces ? 1 : 0;
  if (s.alwaysBounceVertical !== undefined) defaults.alwaysBounceVertical = s.alwaysBounceVertical ? 1 : 0;
  if (s.paging !== undefined) defaults.pagingEnabled = s.paging ? 1 : 0;
  // Pull to refresh is off unless a design asks for it.
  defaults.refreshEnabled = 0;
  if (s.refresh === true) defaults.refreshEnabled = 1;
  if (s.refresh !== null && typeof s.refresh === 'object') {
    defaults.refreshEnabled = 1;
    if (s.refresh.threshold !== undefined) defaults.refreshThreshold = s.refresh.threshold;
  }
  let snap = [];
  let snapEnabled = null;
  if (Array.isArray(s.snap)) snap = s.snap.map(expr);
  else if (s.snap && typeof s.snap === 'object') {
    snap = s.snap.offsets.map(expr);
    snapEnabled = s.snap.enabled !== undefined ? expr(s.snap.enabled) : null;
  }
  const scroll = {
    contentInsetTop: expr(s.contentInsetTop ?? 0),
    automaticInset: s.contentInsetAdjustment === 'automatic',
    rowsTop: expr(s.rowsTop ?? 0),
    contentInsetBottom: s.contentInsetBottom !== undefined ? expr(s.contentInsetBottom) : null,
    collapsedOffset: s.collapsedOffset !== undefined ? expr(s.collapsedOffset) : null,
    floating: s.floating !== undefined ? expr(s.floating) : null,
    stretchTrigger: s.stretchTrigger !== undefined ? expr(s.stretchTrigger) : null,
    // Where sticky section headers pin (`scroll.sectionHeaders.pinTop`); null: under the bar.
    sectionHeadersPinTop: s.sectionHeaders?.pinTop !== undefined ? expr(s.sectionHeaders.pinTop) : null,
    snap, snapEnabled, defaults,
  };

  const layers = (doc.layers ?? []).map((l) => readLayer(l, property));
  const rowTemplates = {};
  const rowScope = new ExpressionScope([...parameterSpecs.map((p) => p.name), ...variableNames, 'index']);
  for (const [name, t] of Object.entries(doc.rowTemplates ?? {})) {
    rowTemplates[name] = { height: t.height === 'auto' || t.height === undefined ? 'auto' : parseExpression(t.height, rowScope),
      paddingBottom: t.paddingBottom ?? 0, indexSlot: rowScope.slotOf('index') };
  }
  return { name: doc.name ?? 'design', doc, parameterSpecs, variables, scope, scroll, layers,
    stretchFactor: doc.stretchFactor !== undefined ? property(doc.stretchFactor) : null,
    rowTemplates, content: doc.content ?? null };
}

function readLayer(l, property) {
  const prop = (key, fallback) => (l[key] !== undefined ? property(l[key]) : property(fallback));
  const clip = l.clip ? {
    x: l.clip.x !== undefined ? property(l.clip.x) : null, y: l.clip.y !== undefined ? property(l.clip.y) : null,
    width: l.clip.width !== undefined ? property(l.clip.width) : null, height: l.clip.height !== undefined ? property(l.clip.height) : null,
  } : null;
  return {
    id: l.id, kind: l.kind, json: l, space: l.space ?? 'viewport', z: l.z ?? 'aboveList', role: l.role ?? null,
    // Without a size a layer fills the viewport.
    x: prop('x', 0), y: prop('y', 0), width: prop('width', 'W'), height: prop('height', 'H'),
    alpha: prop('alpha', 1), scale: prop('scale', 1), blur: prop('blur', 0), visible: prop('visible', 1),
    anchor: Array.isArray(l.anchor) ? { x: l.anchor[0], y: l.anchor[1] } : { x: 0.5, y: 0.5 },
    clip, cornerRadius: l.cornerRadius !== undefined ? property(l.cornerRadius) : null,
    // A segmented control's `count`; a pager's `pages` (default: its images).
    count: l.kind === 'pager' ? property(l.pages ?? (l.images ?? []).length) : (l.count !== undefined ? property(l.count) : null),
  };
}

/** The parameter values for `design` with `overrides` (script params), shared ones included. */
function parameterValues(design, overrides = {}) {
  const values = {};
  for (const [name, spec] of Object.entries({ ...physicsParameters, ...refreshParameters, ...listParameters })) {
    values[name] = design.scroll.defaults[name] ?? spec.default;
  }
  for (const p of design.parameterSpecs) values[p.name] = p.default;
  for (const [name, v] of Object.entries(overrides)) values[name] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
  return values;
}

/** The slots every expression reads for these parameters on `viewport` with `safeArea`
 *  (Design.values(parameters:viewport:safeArea:)); offset 0, insetTop the adjusted inset. */
function designValues(design, parameters, viewport, safeArea = { top: 0, bottom: 0 }) {
  const slots = new Float64Array(design.scope.names.length);
  slots[slot.W] = viewport.width;
  slots[slot.H] = viewport.height;
  slots[slot.safeTop] = safeArea.top;
  slots[slot.safeBottom] = safeArea.bottom;
  design.parameterSpecs.forEach((p, i) => { slots[builtIns.length + i] = parameters[p.name] ?? p.default; });
  // insetTop is UIKit's adjustedContentInset.top: plus safeTop with contentInsetAdjustment automatic.
  slots[slot.insetTop] = bounded(design.scroll.contentInsetTop(slots)) + (design.scroll.automaticInset ? safeArea.top : 0);
  derive(design, slots);
  return slots;
}

/** Sets the variables' slots for the slots' offset (Design.derive). */
function derive(design, slots) {
  const first = builtIns.length + design.parameterSpecs.length;
  design.variables.forEach((v, i) => { slots[first + i] = bounded(v(slots)); });
}

/** `slots` at another offset, variables derived again (into `into`, reused per frame). */
function valuesAt(design, slots, offset, into = new Float64Array(slots.length), motion = {}) {
  into.set(slots);
  into[slot.offset] = offset;
  into[slot.reveal] = motion.reveal ?? 0;
  into[slot.tab] = motion.tab ?? 0;
  into[slot.velocity] = motion.velocity ?? 0;
  into[slot.direction] = motion.direction ?? 1;
  into[slot.dragging] = motion.dragging ?? 0;
  derive(design, into);
  return into;
}

/** Layer `layer` at `slots` (ResolvedLayer): frame before scale, alpha, scale, visibility, clip. */
function resolveLayer(layer, slots, viewport) {
  const value = (p) => bounded(p(slots));
  let y = value(layer.y);
  if (layer.space === 'content') y -= slots[slot.offset];
  const frame = { x: value(layer.x), y, width: Math.max(0, value(layer.width)), height: Math.max(0, value(layer.height)) };
  let clip = { x: 0, y: 0, width: viewport.width, height: viewport.height };
  if (layer.clip) {
    const c = layer.clip;
    clip = intersection({ x: c.x ? value(c.x) : 0, y: c.y ? value(c.y) : 0,
      width: Math.max(0, c.width ? value(c.width) : viewport.width),
      height: Math.max(0, c.height ? value(c.height) : viewport.height) }, clip);
  }
  const resolved = { frame, alpha: Math.min(1, Math.max(0, value(layer.alpha))), scale: Math.max(0, value(layer.scale)),
    blur: Math.max(0, value(layer.blur)), visible: value(layer.visible) > 0, clip,
    cornerRadius: layer.cornerRadius ? Math.max(0, value(layer.cornerRadius)) : 0, count: 0 };
  if (layer.count) resolved.count = Math.round(Math.min(1000, Math.max(1, value(layer.count))));
  return resolved;
}

/** The frame scaled about the anchor (ResolvedLayer.scaledFrame). */
function scaledFrame(r, anchor) {
  if (r.scale === 1) return r.frame;
  const f = r.frame;
  const ax = f.x + f.width * anchor.x, ay = f.y + f.height * anchor.y;
  return { x: ax - (ax - f.x) * r.scale, y: ay - (ay - f.y) * r.scale, width: f.width * r.scale, height: f.height * r.scale };
}

function intersection(a, b) {
  const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width), bottom = Math.min(a.y + a.height, b.y + b.height);
  // CGRect's intersection of disjoint rectangles is the null rectangle: nothing is drawn.
  if (right < x || bottom < y) return { x: Infinity, y: Infinity, width: 0, height: 0 };
  return { x, y, width: right - x, height: bottom - y };
}

exports.refreshParameters = refreshParameters;
exports.listParameters = listParameters;
exports.valueLimit = valueLimit;
exports.bounded = bounded;
exports.loadDesign = loadDesign;
exports.parameterValues = parameterValues;
exports.designValues = designValues;
exports.derive = derive;
exports.valuesAt = valuesAt;
exports.resolveLayer = resolveLayer;
exports.scaledFrame = scaledFrame;
},
"player/expression.js": function (exports, require) {
// Port of HeaderKit/Design/ExpressionParser.swift, ExpressionNode.swift and DesignExpression.swift:
// design expressions ("max(-offset, 44 + safeTop)") parsed once into a tree whose names are slots
// of a scope, then evaluated against a slot array (no lookups per frame).
//   comparison := sum (('<' | '<=' | '>' | '>=') sum)?
//   sum := product (('+' | '-') product)*;  product := unary (('*' | '/') unary)*
//   unary := '-' unary | '+' unary | primary;  primary := number | name | name '(' args ')' | '(' comparison ')'

/** The built-in variables, in their fixed slots (ExpressionScope.builtIns). */
const builtIns = ['offset', 'W', 'H', 'safeTop', 'safeBottom', 'insetTop', 'reveal', 'tab', 'velocity', 'direction', 'dragging'];
const slot = Object.fromEntries(builtIns.map((name, i) => [name, i]));

/** The longest expression and the deepest nesting accepted (ExpressionParser's bounds). */
const maximumLength = 2000;
const maximumNesting = 64;

/** Swift's `rounded()`: halves away from zero. */
const roundHalfAway = (a) => Math.sign(a) * Math.round(Math.abs(a));

/** ExpressionFunction: arity and what it computes. */
const functions = {
  min: [2, (a, b) => Math.min(a, b)],
  max: [2, (a, b) => Math.max(a, b)],
  clamp: [3, (a, b, c) => Math.min(Math.max(a, b), c)],
  mix: [3, (a, b, c) => a + (b - a) * c],
  abs: [1, (a) => Math.abs(a)],
  floor: [1, (a) => Math.floor(a)],
  ceil: [1, (a) => Math.ceil(a)],
  round: [1, roundHalfAway],
  sqrt: [1, (a) => Math.sqrt(a)],
  pow: [2, (a, b) => Math.pow(a, b)],
  if: [3, null],
};

/** Comparisons give 1 or 0 (BinaryOperator). */
const operators = {
  '+': (a, b) => a + b, '-': (a, b) => a - b, '*': (a, b) => a * b, '/': (a, b) => a / b,
  '<': (a, b) => (a < b ? 1 : 0), '<=': (a, b) => (a <= b ? 1 : 0),
  '>': (a, b) => (a > b ? 1 : 0), '>=': (a, b) => (a >= b ? 1 : 0),
};

class ExpressionError extends Error {
  constructor(column, reason) { super(`expression error at column ${column}: ${reason}`); this.column = column; }
}

/** Names → slots: the built-ins first, then the design's parameters and variables in order. */
class ExpressionScope {
  constructor(names = []) {
    this.names = [...builtIns, ...names];
    this.slotByName = new Map();
    this.names.forEach((name, i) => { if (!this.slotByName.has(name)) this.slotByName.set(name, i); });
  }
  slotOf(name) { return this.slotByName.get(name); }
}

const isDigit = (c) => c !== undefined && /\p{N}/u.test(c);
const isLetter = (c) => c !== undefined && /\p{L}/u.test(c);

/** Parses `source` against `scope` into an evaluator `(slots) => number`. */
function parseExpression(source, scope) {
  if (typeof source === 'number') return () => source;
  if (typeof source === 'boolean') { const v = source ? 1 : 0; return () => v; }
  const chars = Array.from(String(source));
  if (chars.length > maximumLength) throw new ExpressionError(maximumLength + 1, 'too long');
  let index = 0;
  let nesting = 0;
  const peek = () => chars[index];
  const skipSpaces = () => { while (peek() === ' ' || peek() === '\t' || peek() === '\n') index += 1; };
  const fail = (reason, at = index) => new ExpressionError(at + 1, reason);
  const expect = (c) => { skipSpaces(); if (peek() !== c) throw fail(`expected '${c}'`); index += 1; };

  function comparison() {
    const lhs = sum();
    skipSpaces();
    const c = peek();
    if (c !== '<' && c !== '>') return lhs;
    index += 1;
    const op = peek() === '=' ? (index += 1, c + '=') : c;
    const rhs = sum();
    const f = operators[op];
    return (s) => f(lhs(s), rhs(s));
  }
  function sum() {
    let node = product();
    for (;;) {
      skipSpaces();
      const c = peek();
      if (c !== '+' && c !== '-') return node;
      index += 1;
      const lhs = node, rhs = product();
      node = c === '+' ? (s) => lhs(s) + rhs(s) : (s) => lhs(s) - rhs(s);
    }
  }
  function product() {
    let node = unary();
    for (;;) {
      skipSpaces();
      const c = peek();
      if (c !== '*' && c !== '/') return node;
      index += 1;
      const lhs = node, rhs = unary();
      node = c === '*' ? (s) => lhs(s) * rhs(s) : (s) => lhs(s) / rhs(s);
    }
  }
  function unary() {
    nesting += 1;
    try {
      if (nesting > maximumNesting) throw fail(`nested more than ${maximumNesting} deep`);
      skipSpaces();
      if (peek() === '-') { index += 1; const operand = unary(); return (s) => -operand(s); }
      if (peek() === '+') { index += 1; return unary(); }
      return primary();
    } finally { nesting -= 1; }
  }
  function primary() {
    skipSpaces();
    const c = peek();
    if (c === undefined) throw fail("unexpected end, expected a number, a name or '('");
    if (c === '(') { index += 1; const inner = comparison(); expect(')'); return inner; }
    if (isDigit(c) || c === '.') return number();
    if (isLetter(c) || c === '_') return nameOrCall();
    throw fail(`unexpected '${c}', expected a number, a name or '('`);
  }
  function number() {
    const start = index;
    while (isDigit(peek()) || peek() === '.') index += 1;
    if (peek() === 'e' || peek() === 'E') {
      index += 1;
      if (peek() === '+' || peek() === '-') index += 1;
      while (isDigit(peek())) index += 1;
    }
    const text = chars.slice(start, index).join('');
    const value = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(value)) throw fail(`'${text}' is not a number`, start);
    return () => value;
  }
  function nameOrCall() {
    const start = index;
    while (isLetter(peek()) || isDigit(peek()) || peek() === '_') index += 1;
    const name = chars.slice(start, index).join('');
    skipSpaces();
    if (peek() === '(') {
      const fn = Object.prototype.hasOwnProperty.call(functions, name) ? functions[name] : null;
      if (!fn) throw fail(`unknown function '${name}'`, start);
      index += 1;
      const args = [];
      skipSpaces();
      if (peek() !== ')') {
        args.push(comparison());
        skipSpaces();
        while (peek() === ',') { index += 1; args.push(comparison()); skipSpaces(); }
      }
      expect(')');
      if (args.length !== fn[0]) throw fail(`${name} takes ${fn[0]} argument${fn[0] === 1 ? '' : 's'}, found ${args.length}`, start);
      if (name === 'if') {
        // `if` evaluates only the branch it takes.
        const [test, yes, no] = args;
        return (s) => (test(s) > 0 ? yes(s) : no(s));
      }
      const apply = fn[1];
      if (args.length === 1) { const [a] = args; return (s) => apply(a(s)); }
      if (args.length === 2) { const [a, b] = args; return (s) => apply(a(s), b(s)); }
      const [a, b, c] = args;
      return (s) => apply(a(s), b(s), c(s));
    }
    const at = scope.slotOf(name);
    if (at === undefined) throw new ExpressionError(start + 1, `unknown variable '${name}'`);
    return (s) => s[at];
  }

  skipSpaces();
  if (index >= chars.length) throw fail('empty expression');
  const node = comparison();
  skipSpaces();
  if (index < chars.length) throw fail(`unexpected '${chars[index]}'`);
  return node;
}

exports.builtIns = builtIns;
exports.slot = slot;
exports.ExpressionError = ExpressionError;
exports.ExpressionScope = ExpressionScope;
exports.parseExpression = parseExpression;
},
"player/keyframes.js": function (exports, require) {
// Port of HeaderKit/Design/Keyframes.swift: a value keyed to the offset, following a Core
// Animation curve between keyframes; before the first and after the last it holds (clamp) or
// continues the end segment's line (extend). Offsets and values are expressions.
const { slot } = require("player/expression.js");

/** CAMediaTimingFunctionName control points. */
const controlPoints = {
  linear: [0, 0, 1, 1], easeIn: [0.42, 0, 1, 1], easeOut: [0, 0, 0.58, 1], easeInOut: [0.42, 0, 0.58, 1],
};

/** y of the curve's Bézier at x = t: Newton's method, then bisection (as WebKit's UnitBezier). */
function curveValue(curve, t0) {
  const t = Math.min(Math.max(t0, 0), 1);
  if (curve === 'linear') return t;
  const [x1, y1, x2, y2] = controlPoints[curve];
  const cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx;
  const cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by;
  const x = (s) => ((ax * s + bx) * s + cx) * s;
  const dx = (s) => (3 * ax * s + 2 * bx) * s + cx;
  const y = (s) => ((ay * s + by) * s + cy) * s;
  let s = t;
  for (let i = 0; i < 8; i++) {
    const error = x(s) - t;
    if (Math.abs(error) < 1e-9) return y(s);
    const slope = dx(s);
    if (Math.abs(slope) < 1e-6) break;
    s -= error / slope;
  }
  let lo = 0, hi = 1;
  s = t;
  while (hi - lo > 1e-9) {
    if (x(s) < t) lo = s; else hi = s;
    s = (lo + hi) / 2;
  }
  return y(s);
}

const line = (x, x0, y0, x1, y1) => (x1 !== x0 ? y0 + (y1 - y0) * (x - x0) / (x1 - x0) : y0);

/** An evaluator `(slots) => number` for keyframes {offsets, values, curve, below, above} of evaluators. */
function keyframesEvaluator({ offsets, values, curve = 'linear', below = 'clamp', above = 'clamp' }) {
  const count = offsets.length;
  return (s) => {
    const x = s[slot.offset];
    if (count === 0) return 0;
    let previousOffset = offsets[0](s);
    let previousValue = values[0](s);
    if (count === 1 || x <= previousOffset) {
      if (!(count > 1 && below === 'extend')) return previousValue;
      return line(x, previousOffset, previousValue, offsets[1](s), values[1](s));
    }
    for (let i = 1; i < count; i++) {
      const nextOffset = offsets[i](s), nextValue = values[i](s);
      if (x <= nextOffset) {
        const span = nextOffset - previousOffset;
        const t = span > 0 ? (x - previousOffset) / span : 1;
        return previousValue + (nextValue - previousValue) * curveValue(curve, t);
      }
      if (i === count - 1) return above === 'extend' ? line(x, previousOffset, previousValue, nextOffset, nextValue) : nextValue;
      previousOffset = nextOffset;
      previousValue = nextValue;
    }
    return previousValue;
  };
}

exports.curveValue = curveValue;
exports.keyframesEvaluator = keyframesEvaluator;
},
"physics/scroll-configuration.js": function (exports, require) {
// Port of ScrollCore/ScrollConfiguration.swift with the defaults and ranges of
// ScrollCore/Tuning/PhysicsParameters.swift (UIKit's where UIKit has one). Times in s.

/** Each physics parameter: default and accepted range, as PhysicsParameter declares them. */
const physicsParameters = {
  decelerationRate: { default: 0.998, min: 0, max: 1 },
  rubberBandConstant: { default: 0.55, min: 0.01, max: 2 },
  touchSlop: { default: 10, min: 0, max: 100 },
  bounces: { default: 1, flag: true },
  alwaysBounceVertical: { default: 0, flag: true },
  alwaysBounceHorizontal: { default: 0, flag: true },
  scrollEnabled: { default: 1, flag: true },
  pagingEnabled: { default: 0, flag: true },
  pageHeight: { default: 0, min: 0, max: 100000 },
  directionalLockEnabled: { default: 1, flag: true },
  delaysContentTouches: { default: 1, flag: true },
  touchDelayMs: { default: 150, min: 0, max: 1000 },
  showsVerticalScrollIndicator: { default: 1, flag: true },
  bounceResponse: { default: 0.5, min: 0.05, max: 5 },
  velocityWindowMs: { default: 100, min: 10, max: 1000 },
  scrollAnimationDuration: { default: 0.3, min: 0.01, max: 5 },
  wheelLineHeight: { default: 40, min: 1, max: 1000 },
  maximumFlingVelocity: { default: 8000, min: 100, max: 100000 },
  carriesMomentum: { default: 1, flag: true },
  animationSlowdown: { default: 1, min: 1, max: 20 },
};

/** The typed physics from a name → number map (flags as 0/1); missing names keep their defaults. */
function scrollConfiguration(values = {}) {
  const get = (name) => {
    const spec = physicsParameters[name];
    const v = values[name];
    if (v === undefined || v === null) return spec.default;
    const n = typeof v === 'boolean' ? (v ? 1 : 0) : Number(v);
    if (spec.flag) return n !== 0 ? 1 : 0;
    return Number.isFinite(n) ? Math.min(Math.max(n, spec.min), spec.max) : spec.default;
  };
  return {
    decelerationRatePerMillisecond: get('decelerationRate'),
    rubberBandConstant: get('rubberBandConstant'),
    touchSlop: get('touchSlop'),
    bounces: !!get('bounces'),
    alwaysBounceVertical: !!get('alwaysBounceVertical'),
    alwaysBounceHorizontal: !!get('alwaysBounceHorizontal'),
    scrollEnabled: !!get('scrollEnabled'),
    pagingEnabled: !!get('pagingEnabled'),
    pageSize: get('pageHeight'),
    directionalLockEnabled: !!get('directionalLockEnabled'),
    delaysContentTouches: !!get('delaysContentTouches'),
    touchDelay: get('touchDelayMs') / 1000,
    showsScrollIndicator: !!get('showsVerticalScrollIndicator'),
    bounceResponse: get('bounceResponse'),
    velocityWindow: get('velocityWindowMs') / 1000,
    scrollAnimationDuration: get('scrollAnimationDuration'),
    wheelLineHeight: get('wheelLineHeight'),
    maximumFlingVelocity: get('maximumFlingVelocity'),
    carriesMomentum: !!get('carriesMomentum'),
    animationSlowdown: get('animationSlowdown'),
  };
}

exports.physicsParameters = physicsParameters;
exports.scrollConfiguration = scrollConfiguration;
},
"player/session.js": function (exports, require) {
// A port of the parts of StretchyKit/Session/Session.swift and Session+Input.swift that move the
// list: the vertical scroll view over the design's insets and content, pull to refresh (its inset
// animated in and out), the design's snap offsets, and keeping the offset near its range. Time is
// the session's clock in ms, as scripts name it; nothing here reads a clock.
const { ScrollView, scrollConfiguration } = require("physics/index.js");
const { designValues, parameterValues, valuesAt, bounded, resolveLayer, scaledFrame } = require("player/design.js");
const { contentSections, contentTabs, listHeight } = require("player/content.js");
const { Tabs, hitTest } = require("player/tabs.js");
const { RefreshControl } = require("player/refresh-control.js");
const { snapTarget } = require("player/snap-policy.js");
const { slot } = require("player/expression.js");
const { tabBarLayout, TabBarMinimizer } = require("player/tab-bar.js");
const { DirectionalLock } = require("physics/directional-lock.js");

/** How far a status-bar press may move and still be a tap: UIKit's 10 pt (PointerRouter.statusBarTapSlop). */
const statusBarTapSlop = 10;

class Session {
  /**
   * @param {object} design  loadDesign()'s result
   * @param {object} o  {viewport, params, content (document), rowHeights, lineHeights (content.js), tabLineHeights (each tab's
   *   lineHeights), device (device.js; null: a bare viewport), ios (26: Liquid Glass, the floating tab bar; 17)}
   */
  constructor(design, { viewport, params = {}, content = null, rowHeights = null, lineHeights = null, tabLineHeights = null, device = null, ios = 26 }) {
    this.design = design;
    this.liquidGlass = Number(ios) !== 17;
    // The design's (first) tab bar: it places itself (TabBarLayout), and minimises on scroll.
    this.tabBar = design.layers.find((l) => l.kind === 'tabBar') ?? null;
    this.tabBarMinimizer = this.tabBar ? new TabBarMinimizer(this.tabBar.json.minimize ?? 'never') : null;
    this.lastFrameTime = 0;
    this.viewport = viewport;
    this.device = device;
    const safeArea = device ? device.safeArea : { top: 0, bottom: 0 };
    this.safeArea = safeArea;
    this.parameters = parameterValues(design, params);
    this.values = designValues(design, this.parameters, viewport, safeArea);
    // HeaderScreen.evaluateScrollSettings: inset and rowsTop at offset 0.
    this.insetTop = Math.max(0, this.values[slot.insetTop]);
    this.values[slot.insetTop] = this.insetTop;
    const at0 = valuesAt(design, this.values, 0);
    this.rowsTop = Math.max(0, bounded(design.scroll.rowsTop(at0)));
    this.insetBottom = design.scroll.contentInsetBottom ? Math.max(0, bounded(design.scroll.contentInsetBottom(at0))) : safeArea.bottom;
    const doc = content ?? (typeof design.content === 'object' ? design.content : null);
    const measure = (sections, lines) => listHeight(sections, {
      width: viewport.width, design, slots: at0, listStyle: design.doc.list?.style ?? 'plain', rowHeights, lineHeights: lines,
      estimatedRowHeight: this.parameters.estimatedRowHeight });
    const list = measure(contentSections(doc), tabLineHeights?.[0] ?? lineHeights);
    this.contentMeasured = list.measured;
    // Tabs (tabs.js): each tab's list measured, the header pinned at collapsedOffset (else rowsTop).
    const tabSections = contentTabs(doc);
    this.tabs = tabSections.length ? new Tabs(tabSections.map((sections, t) => t === 0 ? list.height : measure(sections, tabLineHeights?.[t] ?? null).height),
      design.scroll.collapsedOffset ? bounded(design.scroll.collapsedOffset(at0)) : this.rowsTop) : null;
    this.tabContentMeasured = tabSections.map((sections, t) => t === 0 ? list.measured : !!tabLineHeights?.[t]);
    this.contentHeight = this.tabs ? this.tabs.paddedHeight(this.rowsTop, viewport.height, this.baseContentInset.bottom) : this.rowsTop + list.height;
    this.scrollView = new ScrollView({ configuration: scrollConfiguration(this.parameters), boundsSize: viewport,
      contentSize: { width: viewport.width, height: this.contentHeight }, contentInset: this.baseContentInset });
    this.scrollView.screenScale = device ? device.scale : 1;
    // The design's horizontal photo pager (Session.makePager): one viewport width per page, the
    // session's physics with paging on.
    this.pagerLayer = design.layers.findIndex((l) => l.kind === 'pager');
    // Without a photo pager it pages between the content's tabs (Session+Tabs: swipes switch tabs).
    const pages = this.pagerLayer >= 0 ? Math.max(1, resolveLayer(design.layers[this.pagerLayer], at0, viewport).count) : Math.max(1, this.tabs?.count ?? 1);
    this.pager = new ScrollView({ axis: 'horizontal', configuration: scrollConfiguration({ ...this.parameters, pagingEnabled: 1, pageHeight: 0 }),
      boundsSize: viewport, contentSize: { width: viewport.width * pages, height: viewport.height }, contentInset: { top: 0, bottom: 0 } });
    this.pager.screenScale = this.scrollView.screenScale;
    /** Which view a press drives (PointerRouter): 'vertical', 'undecided', 'horizontal', 'both'. */
    this.route = null;
    this.lock = new DirectionalLock();
    this.installSnap(at0);
    const p = this.parameters;
    this.refresh = new RefreshControl({ enabled: !!p.refreshEnabled, threshold: p.refreshThreshold,
      duration: p.refreshDuration, spinnerHeight: p.spinnerHeight });
    this.clockMs = 0;
    this.lastPoint = { x: 0, y: 0 };
    this.pressed = false;
    /** Where a press on the status bar went down while it can still be a tap (PointerRouter). */
    this.statusBarTap = null;
    this.onStatusBar = false;
    this.eventLog = [];
    this.scratch = new Float64Array(this.values.length);
    this.advance(0);
  }

  /** The design's insets; a tab bar (and its accessory) adds its own reach at the bottom. */
  get baseContentInset() {
    const bar = this.tabBarLayout(0);
    return { top: this.insetTop, bottom: Math.max(this.insetBottom, bar ? bar.bottomInset : 0) };
  }

  /** The tab bar's layout with `progress` minimised (null: the design has none). */
  tabBarLayout(progress) {
    if (!this.tabBar) return null;
    return tabBarLayout(this.viewport, this.safeArea, this.liquidGlass, this.tabBar.json.accessory !== undefined,
      this.liquidGlass ? progress : 0);
  }

  get tabBarProgress() { return this.tabBarMinimizer ? this.tabBarMinimizer.progress(this.lastFrameTime) : 0; }

  /** One layout pass of the tab bar's minimise behaviour (HeaderScreen.trackTabBar). */
  trackTabBar(seconds) {
    this.lastFrameTime = seconds;
    if (!this.liquidGlass || !this.tabBarMinimizer) return;
    this.tabBarMinimizer.track(this.scrollView.state.contentOffset.y, -this.insetTop, seconds);
  }

  /** The design's snap points as the scroll view's target adjuster (Session.installSnap). */
  installSnap(at0) {
    const s = this.design.scroll;
    const enabled = s.snapEnabled ? s.snapEnabled(at0) > 0 : true;
    const points = enabled ? s.snap.map((e) => bounded(e(at0))) : [];
    this.scrollView.targetContentOffsetAdjuster = points.length
      ? (velocity, proposed) => snapTarget(points, proposed, velocity) ?? proposed : null;
  }

  /** Applies one script event at its own time (ms). */
  apply(event) {
    this.advance(event.t);
    const seconds = this.clockMs / 1000;
    const view = this.scrollView;
    switch (event.type) {
      case 'down':
        this.lastPoint = { x: event.x, y: event.y };
        this.pressed = true;
        if (event.y >= 0 && event.y < this.statusBarHeight) {
          // The status bar is the window's: the finger drives nothing; a tap there scrolls to top.
          this.onStatusBar = true;
          this.statusBarTap = this.lastPoint;
        } else {
          const onPager = this.pagesHorizontally(this.hitTest(this.lastPoint));
          // On the pager with directional lock the first move past the slop picks one view; without, both follow.
          this.route = !onPager ? 'vertical' : (view.physics.directionalLockEnabled ? 'undecided' : 'both');
          if (onPager) this.lock.begin(this.lastPoint);
          view.handle({ time: seconds, kind: 'pointerDown', point: this.lastPoint });
          if (onPager) this.pager.handle({ time: seconds, kind: 'pointerDown', point: this.lastPoint });
        }
        break;
      case 'move':
        this.lastPoint = { x: event.x, y: event.y };
        if (this.onStatusBar) this.moveOnStatusBar(this.lastPoint);
        else if (this.pressed) this.routeMove(this.lastPoint, seconds);
        break;
      case 'up': {
        const point = event.x === undefined && event.y === undefined ? this.lastPoint : { x: event.x, y: event.y };
        if (this.onStatusBar) {
          this.moveOnStatusBar(point);
          if (this.statusBarTap) view.scrollToTop(seconds);
        } else if (this.pressed) {
          this.routeRelease({ time: seconds, kind: 'pointerUp', point });
        }
        this.endPress();
        break;
      }
      case 'cancel':
        if (this.pressed && !this.onStatusBar) this.routeRelease({ time: seconds, kind: 'pointerCancel' });
        this.endPress();
        break;
      case 'wheel': {
        // SDL: positive y scrolls towards the top; the wheel's positive dy makes the offset grow.
        const line = this.parameters.wheelLineHeight;
        view.handle({ time: seconds, kind: 'wheel', dx: -(event.dx ?? 0) * line, dy: -(event.dy ?? 0) * line, precise: !!event.precise });
        break;
      }
      default:
        return; // key, set, resize, zoom, screenshot: not played (see README's "Not done")
    }
    this.updateRefresh(seconds);
    this.keepOffsetNearRange(seconds);
    this.collectCallbacks();
  }

  /** Height of the device's status bar band (0 with no device: no status bar to press). */
  get statusBarHeight() { return this.device && this.device.hasChrome ? this.device.statusBarHeight : 0; }

  /** A status-bar press moved: past UIKit's 10 pt touch slop from where it went down it is no tap. */
  moveOnStatusBar(point) {
    const start = this.statusBarTap;
    if (!start) return;
    const dx = point.x - start.x, dy = point.y - start.y;
    if (dx * dx + dy * dy > statusBarTapSlop * statusBarTapSlop) this.statusBarTap = null;
  }

  /** A move, to the view(s) the press drives (Session.route(move:)). */
  routeMove(point, seconds) {
    const event = { time: seconds, kind: 'pointerMove', point };
    switch (this.route) {
      case 'vertical': this.scrollView.handle(event); break;
      case 'horizontal': this.pager.handle(event); break;
      case 'both': this.scrollView.handle(event); this.pager.handle(event); break;
      case 'undecided': {
        this.lock.touchSlop = this.parameters.touchSlop;
        const axis = this.lock.update(point);
        if (axis === 'horizontal') {
          this.route = 'horizontal';
          this.scrollView.handle({ time: seconds, kind: 'pointerCancel' });
          this.pager.handle(event);
        } else if (axis === 'vertical') {
          this.route = 'vertical';
          this.pager.handle({ time: seconds, kind: 'pointerCancel' });
          this.scrollView.handle(event);
        } else {
          this.scrollView.handle(event);
          this.pager.handle(event);
        }
        break;
      }
      default: break;
    }
  }

  /** A release or cancel (Session.release): released within the slop, the list reports a tap and the pager lets go. */
  routeRelease(event) {
    switch (this.route) {
      case 'vertical': this.scrollView.handle(event); break;
      case 'horizontal': this.pager.handle(event); break;
      case 'both': this.scrollView.handle(event); this.pager.handle(event); break;
      case 'undecided':
        this.scrollView.handle(event);
        this.pager.handle({ time: event.time, kind: 'pointerCancel' });
        break;
      default: break;
    }
  }

  endPress() {
    this.route = null;
    this.lock.end();
    this.pressed = false;
    this.onStatusBar = false;
    this.statusBarTap = null;
  }

  /** Moves the clock to `ms` (never back): physics, refresh. */
  advance(ms) {
    const time = Math.max(ms, this.clockMs);
    // A refresh that ends inside this step ends at its own time, whatever the frame rate.
    const end = this.refresh.endTime;
    if (end != null && end * 1000 > this.clockMs && end * 1000 < time) this.advance(end * 1000);
    this.clockMs = time;
    const seconds = time / 1000;
    this.scrollView.advance(seconds);
    this.pager.advance(seconds);
    this.trackTabBar(seconds);
    this.tabs?.forgetPinnedOffsets(this.scrollView.state.contentOffset.y);
    this.updateRefresh(seconds);
    this.keepOffsetNearRange(seconds);
    this.collectCallbacks();
    // Session.advance lays out twice: again where the list is drawn after refresh and range changes.
    this.trackTabBar(seconds);
    this.tabs?.forgetPinnedOffsets(this.scrollView.state.contentOffset.y);
  }

  /** Pull to refresh reacts at the input's own time; its inset is animated in and out. */
  updateRefresh(seconds) {
    const state = this.scrollView.state;
    const pull = -(state.contentOffset.y + this.baseContentInset.top);
    const transition = this.refresh.update(pull, state.phase === 'dragging', seconds);
    if (transition === 'beganRefreshing' || transition === 'endedRefreshing') {
      this.eventLog.push({ t_ms: this.clockMs, event: transition === 'beganRefreshing' ? 'beginRefreshing' : 'endRefreshing' });
      const inset = this.baseContentInset;
      this.scrollView.setContentInset({ top: inset.top + this.refresh.extraTopInset, bottom: inset.bottom }, true, seconds);
    }
  }

  /** No frame shows more than a screenful of blank space (Session.keepOffsetNearRange). */
  keepOffsetNearRange(seconds) {
    const view = this.scrollView;
    const y = view.state.contentOffset.y;
    const slack = view.state.boundsSize.height;
    if (y < view.minimumOffsetY - slack) view.setContentOffset(view.minimumOffsetY, false, seconds);
    else if (y > view.maximumOffsetY + slack) view.setContentOffset(view.maximumOffsetY, false, seconds);
  }

  collectCallbacks() {
    for (const c of this.scrollView.takeCallbacks()) {
      if (c.name === 'didScroll') continue;
      this.eventLog.push({ t_ms: c.time * 1000, event: c.name, ...c });
      // A tap on a tab strip's segment switches to its tab, sliding there (Session.selectTapped).
      if (c.name === 'tap' && this.tabs) {
        const hit = this.hitTest(c.point);
        if (hit.kind === 'bar' && hit.switchesTabs) this.switchTab(hit.segment, c.time, true);
      }
    }
    for (const c of this.pager.takeCallbacks()) {
      if (c.name === 'didEndDecelerating' && this.swipesTabs) {
        // A swipe came to rest on a page: that tab is shown.
        const page = Math.round(this.pager.state.contentOffset.x / Math.max(1, this.viewport.width));
        this.switchTab(Math.min(Math.max(0, page), this.tabs.count - 1), c.time, false);
      } else if (c.name === 'didEndDecelerating') {
        this.eventLog.push({ t_ms: c.time * 1000, event: 'pagerDidEndDecelerating', page: Math.round(this.pager.state.contentOffset.x / Math.max(1, this.viewport.width)) });
      }
    }
  }

  /** The trace row of this moment (FrameRecord's first columns; `tab` when the content has tabs). */
  record() {
    const s = this.scrollView.state;
    const row = { t_ms: this.clockMs, offset_y: s.contentOffset.y, velocity_y: s.velocity.y, phase: s.phase, pager_x: this.pager.state.contentOffset.x };
    if (this.tabs) row.tab = this.tabPosition;
    return row;
  }

  /** Horizontal swipes across the list switch tabs (a design with its own photo pager keeps it). */
  get swipesTabs() { return !!this.tabs && this.pagerLayer < 0; }

  /** The shown tab, fractional while a swipe (or a tap's slide) moves between tabs; 0 without tabs. */
  get tabPosition() {
    if (!this.tabs) return 0;
    return this.swipesTabs ? this.pager.state.contentOffset.x / Math.max(1, this.viewport.width) : this.tabs.current;
  }

  get currentTab() { return this.tabs ? this.tabs.current : 0; }

  /** Where sticky section headers pin at this moment (HeaderScreen.contentHeaderPinTop): the
   *  design's `scroll.sectionHeaders.pinTop`, else the bottom of its bar (the pinned tab strip),
   *  else the safe area's top. `layers`: this moment's (layers()). */
  sectionHeaderPinTop(layers) {
    const offset = this.scrollView.state.contentOffset.y;
    const pin = this.design.scroll.sectionHeadersPinTop;
    if (pin) return bounded(pin(valuesAt(this.design, this.values, offset, this.scratch, { tab: this.tabPosition })));
    const bar = this.design.layers.findIndex((l) => l.role === 'bar');
    if (bar >= 0 && layers[bar].visible) return layers[bar].frame[1] + layers[bar].frame[3];
    return this.safeArea.top;
  }

  /** What a press at `point` lands on (tabs.js hitTest over this moment's layers). */
  hitTest(point) {
    const listY = this.scrollView.state.contentOffset.y + point.y - this.rowsTop;
    const listHeight = this.tabs ? this.tabs.heights[this.tabs.current] : this.contentHeight - this.rowsTop;
    return hitTest({ design: this.design, layers: this.layers(), viewport: this.viewport, point, listY, listHeight,
      tabCount: this.tabs?.count ?? 0 });
  }

  /** A press the horizontal view takes too: the design's pager, or the rows when swipes switch tabs. */
  pagesHorizontally(hit) {
    if (hit.kind === 'pager') return true;
    return (hit.kind === 'row' || hit.kind === 'none') && this.swipesTabs;
  }

  /** Shows tab `tab` under the same header (Session.switchTab): rules 2 and 3 pick the offset;
   *  `animated` (a tap) slides the strip's indicator and the lists there, else they are there. */
  switchTab(tab, seconds, animated) {
    const from = this.tabs.current;
    if (tab === from || tab < 0 || tab >= this.tabs.count) return;
    const target = this.tabs.switchTo(tab, this.scrollView.state.contentOffset.y);
    this.tabs.forgetPinnedOffsets(target);
    this.contentHeight = this.tabs.paddedHeight(this.rowsTop, this.viewport.height, this.baseContentInset.bottom);
    this.contentMeasured = this.tabContentMeasured[tab];
    this.scrollView.setContentSize({ width: this.viewport.width, height: this.contentHeight }, seconds);
    this.scrollView.setContentOffset(target, false, seconds);
    if (this.swipesTabs && animated) this.pager.setContentOffset(tab * this.viewport.width, true, seconds);
    this.eventLog.push({ t_ms: seconds * 1000, event: 'didSwitchTab', to: tab, from });
  }

  /** Every layer at the current offset: {id, frame: [x, y, w, h], alpha}, frames in points. */
  layers() {
    const v = valuesAt(this.design, this.values, this.scrollView.state.contentOffset.y, this.scratch, { tab: this.tabPosition });
    const bar = this.tabBarLayout(this.tabBarProgress);
    return this.design.layers.map((layer) => {
      const r = resolveLayer(layer, v, this.viewport);
      // Tab bars place themselves: their frame is the bar's (HeaderScreen.placeTabBars).
      if (layer.kind === 'tabBar' && bar) { r.frame = { ...bar.bar }; r.minimized = this.tabBarProgress; }
      const f = r.frame;
      return { id: layer.id, frame: [f.x, f.y, f.width, f.height], alpha: r.alpha, scale: r.scale, visible: r.visible, blur: r.blur, count: r.count,
        scaled: scaledFrame(r, layer.anchor), clip: r.clip, cornerRadius: r.cornerRadius, minimized: r.minimized };
    });
  }
}

exports.Session = Session;
},
"physics/index.js": function (exports, require) {
// The physics port in one import: ScrollPhysics and ScrollCore's vertical scroll view.
{ const m = require("physics/scroll-view.js"); exports.ScrollView = m.ScrollView; }
require("physics/scroll-view-pointer.js");
require("physics/scroll-view-motion.js");
require("physics/scroll-view-paging.js");
require("physics/scroll-view-wheel.js");
require("physics/scroll-view-programmatic.js");
{ const m = require("physics/scroll-configuration.js"); exports.scrollConfiguration = m.scrollConfiguration; exports.physicsParameters = m.physicsParameters; }
{ const m = require("physics/rubber-band.js"); exports.rubberBandedOffset = m.rubberBandedOffset; exports.inverseRubberBandedOffset = m.inverseRubberBandedOffset; exports.rubberBandSlope = m.rubberBandSlope; }
{ const m = require("physics/deceleration.js"); exports.DecelerationSimulation = m.DecelerationSimulation; exports.DecelerationRate = m.DecelerationRate; }
{ const m = require("physics/bounce-simulation.js"); exports.BounceSimulation = m.BounceSimulation; }
{ const m = require("physics/ballistic-simulation.js"); exports.BallisticSimulation = m.BallisticSimulation; }
{ const m = require("physics/critically-damped-spring.js"); exports.CriticallyDampedSpring = m.CriticallyDampedSpring; }
{ const m = require("physics/landing-curve.js"); exports.LandingCurve = m.LandingCurve; }
{ const m = require("physics/velocity-tracker.js"); exports.VelocityTracker = m.VelocityTracker; }
{ const m = require("physics/carried-momentum.js"); exports.CarriedMomentum = m.CarriedMomentum; }
{ const m = require("physics/directional-lock.js"); exports.DirectionalLock = m.DirectionalLock; }


},
"physics/scroll-view.js": function (exports, require) {
// Port of ScrollCore/ScrollView.swift (with ScrollView+Range.swift, ScrollState.swift and
// ScrollView+Indicator.swift): a model of UIScrollView along one axis. Time is always an argument
// (seconds); `handle` advances to the event's time and applies it there, and `advance` evaluates
// every running motion in closed form, so the state depends on the events, not on the frame rate.
// The gesture, motion, paging, wheel and programmatic parts live in the scroll-view-*.js files.
const { VelocityTracker } = require("physics/velocity-tracker.js");
const { rubberBanded, rubberBandSlope, unbanded } = require("physics/rubber-band.js");

/** Seconds the indicator stays after rest, and its fade (UIKit ≈ 0.5 s, 0.25 s). */
const indicatorHold = 0.5;
const indicatorFade = 0.25;

class ScrollView {
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

exports.ScrollView = ScrollView;
},
"physics/velocity-tracker.js": function (exports, require) {
// Port of ScrollPhysics/VelocityTracker.swift: Flutter's IOSScrollViewFlingVelocityTracker, a
// weighted mean of the last three sample-pair velocities (0.6 / 0.35 / 0.05, oldest to newest),
// with pauses of 40 ms (Flutter's _assumePointerMoveStoppedMilliseconds) meaning "stopped".

/** Weights of the newest, previous and one-before pairs. */
const pairWeights = [0.05, 0.35, 0.6];
const defaultStillnessInterval = 0.04;
/** Shortest span (s) of one pair: a 1000 Hz mouse's 1 ms steps merge into ≥ 4 ms ones. */
const minimumPairInterval = 0.004;
/** Samples kept at most (the Swift ring's capacity). */
const capacity = 256;

class VelocityTracker {
  constructor(window = 0.1, stillnessInterval = defaultStillnessInterval) {
    this.window = Number.isFinite(window) ? Math.max(window, 0.001) : 0.1;
    this.stillnessInterval = stillnessInterval;
    this.reset();
  }

  reset() {
    this.samples = [];
    this.lastMovementTime = null;
    this.shortestInterval = null;
  }

  addSample(time, position) {
    if (!Number.isFinite(time) || !Number.isFinite(position)) return;
    const latest = this.samples.length ? this.samples[this.samples.length - 1] : null;
    const t = Math.max(time, latest ? latest.time : time);
    if (latest && latest.position !== position) this.lastMovementTime = t;
    if (latest && t - latest.time >= minimumPairInterval - 1e-9) {
      this.shortestInterval = Math.min(this.shortestInterval ?? Infinity, t - latest.time);
    }
    if (!latest) this.lastMovementTime = t;
    this.samples.push({ time: t, position });
    if (this.samples.length > capacity) this.samples.shift();
  }

  /** The estimated velocity (points/s) at `time`, always finite. */
  velocity(time) {
    const count = this.samples.length;
    if (count === 0) return 0;
    const last = this.samples[count - 1];
    const now = Number.isFinite(time) ? Math.max(time, last.time) : last.time;
    if (this.lastMovementTime != null && now - this.lastMovementTime >= this.stillnessInterval) return 0;
    let end = last;
    const cursor = { back: 0 };
    let weighted = 0;
    let weights = 0;
    for (const weight of pairWeights) {
      const start = this.pairStart(end, cursor, now);
      if (!start) break;
      weighted += weight * (end.position - start.position) / (end.time - start.time);
      weights += weight;
      end = start;
    }
    if (!(weights > 0)) return 0;
    const estimate = weighted / weights;
    return Number.isFinite(estimate) ? estimate : 0;
  }

  /** The newest sample at least minimumPairInterval older than `end`, or null (window, pause). */
  pairStart(end, cursor, now) {
    const count = this.samples.length;
    while (cursor.back + 1 < count) {
      cursor.back += 1;
      const candidate = this.samples[count - 1 - cursor.back];
      if (!(now - candidate.time <= this.window + 1e-9)) return null;
      if (!(end.time - candidate.time >= minimumPairInterval - 1e-9)) continue;
      const gap = end.time - candidate.time;
      return gap < this.stillnessInterval || gap <= 2 * (this.shortestInterval ?? 0) ? candidate : null;
    }
    return null;
  }
}

exports.pairWeights = pairWeights;
exports.defaultStillnessInterval = defaultStillnessInterval;
exports.minimumPairInterval = minimumPairInterval;
exports.VelocityTracker = VelocityTracker;
},
"physics/rubber-band.js": function (exports, require) {
// Port of ScrollPhysics/RubberBand.swift: UIKit's rubber band b = (1 - 1/(x·c/d + 1))·d.

/** How far content visibly moves when pulled `x` points past an edge (odd in x). */
function rubberBandedOffset(x, d, c) {
  if (!(d > 0) || !(c > 0) || !Number.isFinite(x)) return 0;
  const banded = (1 - 1 / (Math.abs(x) * c / d + 1)) * d;
  return x < 0 ? -banded : banded;
}

/** The exact inverse: the pull that shows as `banded` points (`x = d/c · b/(d - b)`). */
function inverseRubberBandedOffset(banded, d, c) {
  if (!(d > 0) || !(c > 0) || !Number.isFinite(banded)) return 0;
  const magnitude = Math.min(Math.abs(banded), d * (1 - 1e-9));
  const pull = d / c * magnitude / (d - magnitude);
  return banded < 0 ? -pull : pull;
}

/** db/dx at `x` (c at zero). */
function rubberBandSlope(x, d, c) {
  if (!(d > 0) || !(c > 0) || !Number.isFinite(x)) return 0;
  const q = Math.abs(x) * c / d + 1;
  return c / (q * q);
}

function mapPastEnds(value, lower, upper, map) {
  if (value > upper) return upper + map(value - upper);
  if (value < lower) return lower + map(value - lower);
  return value;
}

/** `raw` as shown with everything past [lower, upper] seen through the band. */
function rubberBanded(raw, lower, upper, d, c) {
  return mapPastEnds(raw, lower, upper, (x) => rubberBandedOffset(x, d, c));
}

/** The inverse of `rubberBanded`. */
function unbanded(shown, lower, upper, d, c) {
  return mapPastEnds(shown, lower, upper, (x) => inverseRubberBandedOffset(x, d, c));
}

exports.rubberBandedOffset = rubberBandedOffset;
exports.inverseRubberBandedOffset = inverseRubberBandedOffset;
exports.rubberBandSlope = rubberBandSlope;
exports.rubberBanded = rubberBanded;
exports.unbanded = unbanded;
},
"physics/scroll-view-pointer.js": function (exports, require) {
// Port of ScrollCore/ScrollView+Pointer.swift: press, drag, release — UIKit's pan gesture with
// touchSlop, rubber band and fling, and carried momentum (CarriedMomentum).
const { ScrollView } = require("physics/scroll-view.js");
const { CarriedMomentum } = require("physics/carried-momentum.js");
const { DecelerationRate, DecelerationSimulation } = require("physics/deceleration.js");
const { rounded } = require("physics/rounding.js");

/** Cap (points/s) on a fling with carried momentum: a coast from it rests within 5 s at .normal. */
const maximumMomentumVelocity = 20000;

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

exports.maximumMomentumVelocity = maximumMomentumVelocity;
},
"physics/carried-momentum.js": function (exports, require) {
// Port of ScrollPhysics/CarriedMomentum.swift: repeated flicks speed the list up (Flutter's fit of
// UIScrollView, BouncingScrollPhysics.carriedMomentum: 0.000816·|v|^1.967, at most 40000),
// added at release when it points the same way, at most twice the release (docs/physics.md 1).

const CarriedMomentum = {
  coefficient: 0.000816,
  exponent: 1.967,
  maximum: 40000,
  /** Flutter's momentumRetainStationaryDurationThreshold (20 ms), in s. */
  stationaryLimit: 0.02,
  /** Flutter's momentumRetainVelocityThresholdFactor (0.5), used as a cap. */
  releaseFactor: 0.5,

  carried(velocity) {
    if (!Number.isFinite(velocity) || velocity === 0) return 0;
    const magnitude = Math.min(this.coefficient * Math.pow(Math.abs(velocity), this.exponent), this.maximum);
    return velocity < 0 ? -magnitude : magnitude;
  },

  launch(release, carried) {
    if (carried === 0 || !(release * carried > 0)) return release;
    const added = Math.min(Math.abs(carried), Math.abs(release) / this.releaseFactor);
    return release + (release < 0 ? -added : added);
  },
};

exports.CarriedMomentum = CarriedMomentum;
},
"physics/deceleration.js": function (exports, require) {
// Port of ScrollPhysics/DecelerationRate.swift and DecelerationSimulation.swift: UIKit's coast,
// v(t) = v0·e^{kt} with k = 1000·ln r, stopping where it is at 10 pt/s (RestThreshold).
const { RestThreshold } = require("physics/rest-threshold.js");

const DecelerationRate = {
  /** UIScrollView.DecelerationRate.normal / .fast, per millisecond. */
  normal: 0.998,
  fast: 0.99,
  /** `rate` moved into (1e-6, 0.99999); .normal when not a number: the one place a rate is clamped. */
  clamped(rate) {
    if (!Number.isFinite(rate)) return 0.998;
    return Math.min(Math.max(rate, 1e-6), 0.99999);
  },
};

class DecelerationSimulation {
  constructor(position, velocity, rate, stopSpeed = RestThreshold.coastStopSpeed) {
    const safeRate = DecelerationRate.clamped(rate);
    this.startPosition = Number.isFinite(position) ? position : 0;
    this.startVelocity = Number.isFinite(velocity) ? velocity : 0;
    this.decelerationRatePerMillisecond = safeRate;
    this.stopSpeed = Number.isFinite(stopSpeed) ? Math.max(stopSpeed, 1e-6) : RestThreshold.coastStopSpeed;
    this.decayConstant = 1000 * Math.log(safeRate);
  }

  /** The rate whose coast from `velocity` travels exactly `distance`, or null. */
  static rate(distance, velocity, stopSpeed = RestThreshold.coastStopSpeed) {
    if (!Number.isFinite(distance) || !Number.isFinite(velocity) || !(distance * velocity > 0)
      || !(Math.abs(velocity) > stopSpeed)) return null;
    const k = -(Math.abs(velocity) - stopSpeed) / Math.abs(distance);
    return Math.exp(k / 1000);
  }

  get doneTime() {
    if (!(Math.abs(this.startVelocity) > this.stopSpeed)) return 0;
    return Math.log(this.stopSpeed / Math.abs(this.startVelocity)) / this.decayConstant;
  }

  get unstoppedTravel() { return this.startVelocity / -this.decayConstant; }

  get finalPosition() { return this.position(this.doneTime); }

  position(time) {
    const t = Math.min(Math.max(time, 0), this.doneTime);
    return this.startPosition + this.unstoppedTravel * (1 - Math.exp(this.decayConstant * t));
  }

  velocity(time) {
    return time < this.doneTime ? this.startVelocity * Math.exp(this.decayConstant * Math.max(time, 0)) : 0;
  }

  /** The exact time the coast passes `target`, or null if it stops before. */
  timeAtPosition(target) {
    if (!Number.isFinite(target)) return null;
    const distance = target - this.startPosition;
    if (distance === 0) return 0;
    if (this.unstoppedTravel === 0) return null;
    const fraction = distance / this.unstoppedTravel;
    if (!(fraction > 0 && fraction < 1)) return null;
    const t = Math.log(1 - fraction) / this.decayConstant;
    return Number.isFinite(t) && t <= this.doneTime ? t : null;
  }
}

exports.DecelerationRate = DecelerationRate;
exports.DecelerationSimulation = DecelerationSimulation;
},
"physics/rest-threshold.js": function (exports, require) {
// Port of ScrollPhysics/RestThreshold.swift and SpringTolerance.swift: when a motion is no
// longer visible (half a pixel, Lobanov's 0.5 / UIScreen.main.scale; 5 pt/s).

const RestThreshold = {
  /** Points still to travel at 1 pixel per point. */
  distance: 0.5,
  /** Half a pixel in points at `scale` pixels per point (below 1 or not finite: 1). */
  distanceAt(scale) {
    return 0.5 / (Number.isFinite(scale) ? Math.max(scale, 1) : 1);
  },
  /** Points/s under which a spring counts as still. */
  speed: 5,
  /** UIKit's 0.01 pt/ms, where a coast stops (Stack Overflow 16155375's four flings, docs/physics.md 5). */
  coastStopSpeed: 10,
};

/** A spring's settle tolerance: distance and speed in its own units. */
function tolerance(distance, speed) {
  return { distance, speed };
}

const SpringTolerance = {
  /** setContentOffset on a spring, the wheel: a tenth of a point, 1 pt/s. */
  scroll: tolerance(0.1, 1),
  /** Zoom's spring in log-scale: 1e-4 is a 0.01 % scale change (also the tab bar's minimiser). */
  zoom: tolerance(1e-4, 1e-3),
  invisible(scale) {
    return tolerance(RestThreshold.distanceAt(scale), RestThreshold.speed);
  },
  scaled(t, factor) {
    return tolerance(t.distance * factor, t.speed * factor);
  },
};

exports.RestThreshold = RestThreshold;
exports.tolerance = tolerance;
exports.SpringTolerance = SpringTolerance;
},
"physics/rounding.js": function (exports, require) {
// Swift's rounding rules, which Math.round does not follow: `.rounded()` rounds halves away from
// zero (Math.round(-0.5) is -0, Swift's (-0.5).rounded() is -1).

function rounded(x) { return Math.sign(x) * Math.round(Math.abs(x)); }

exports.rounded = rounded;
},
"physics/scroll-view-motion.js": function (exports, require) {
// Port of ScrollCore/ScrollView+Motion.swift: what moves the content when no finger does. Each
// motion holds a closed-form simulation and the session time it started; simulations run on
// local time (t - start) / animationSlowdown. Motion: {type: 'none' | 'ballistic' | 'spring' |
// 'landing' | 'ease' | 'preciseWheel', sim, start, segment, purpose, stream}.
const { ScrollView } = require("physics/scroll-view.js");
const { BallisticSimulation } = require("physics/ballistic-simulation.js");
const { CriticallyDampedSpring } = require("physics/critically-damped-spring.js");
const { DecelerationSimulation } = require("physics/deceleration.js");
const { EaseAnimation } = require("physics/ease-curve.js");
const { rounded } = require("physics/rounding.js");

/** A trackpad stream counts as ended this long (s) after its last delta (three 60 Hz reports). */
const preciseWheelIdle = 0.05;

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

exports.preciseWheelIdle = preciseWheelIdle;
},
"physics/ballistic-simulation.js": function (exports, require) {
// Port of ScrollPhysics/BallisticSimulation.swift: a release's whole motion (coast → bounce at an
// edge, or bounce → coast through the edge) as closed-form segments solved when it is made.
const { BounceSimulation } = require("physics/bounce-simulation.js");
const { DecelerationSimulation } = require("physics/deceleration.js");

/** Points past an edge that still count as on it (rounding of offsets computed in pieces). */
const rangeSlack = 1e-9;

/** The law of a release: { lower, upper, decelerationRate, bounces, dimension, constant, response, screenScale }. */
function isOutside(law, x) {
  return x < law.lower - rangeSlack || x > law.upper + rangeSlack;
}

function edgeNearest(law, x) { return x > law.upper ? law.upper : law.lower; }

function makeBounce(x, edge, velocity, law, flick = false) {
  return new BounceSimulation({ edge, position: x, velocity, dimension: law.dimension, constant: law.constant,
    response: law.response, screenScale: law.screenScale, flick });
}

/** One piece on the composed clock. `kind` is 'coast' or 'bounce'. */
class Segment {
  constructor(kind, sim, startTime, duration, endPosition) {
    this.kind = kind; this.sim = sim; this.startTime = startTime; this.duration = duration; this.endPosition = endPosition;
  }
  get endTime() { return this.startTime + this.duration; }
  get doneTime() { return this.endTime; }
  get isBounce() { return this.kind === 'bounce'; }
  position(time) { return this.sim.position(time - this.startTime); }
  velocity(time) { return this.sim.velocity(time - this.startTime); }
}

class BallisticSimulation {
  /** `flick`: a finger's release; `landing`: {rate, rest} a first coast resting exactly on `rest`. */
  constructor(position, velocity, law, { flick = false, landing = null } = {}) {
    const segments = [];
    let time = 0;
    let next;
    if (isOutside(law, position) && law.bounces) {
      next = { kind: 'bounce', sim: makeBounce(position, edgeNearest(law, position), velocity, law, flick) };
    } else {
      const outside = isOutside(law, position);
      next = { kind: 'coast', sim: new DecelerationSimulation(outside ? edgeNearest(law, position) : position,
        outside ? 0 : velocity, landing ? landing.rate : law.decelerationRate) };
    }
    let rest = position;
    while (next && segments.length < 8) {
      const [segment, following] = segmentOf(next, time, law, segments.length === 0 && landing ? landing.rest : null);
      segments.push(segment);
      time = segment.endTime;
      rest = segment.endPosition;
      next = following;
    }
    this.segments = segments;
    this.restPosition = isOutside(law, rest) ? Math.min(Math.max(rest, law.lower), law.upper) : rest;
  }

  segmentIndex(time) {
    const i = this.segments.findIndex((s) => time < s.endTime);
    return i >= 0 ? i : this.segments.length - 1;
  }

  position(time) {
    return time < this.doneTime ? this.segments[this.segmentIndex(time)].position(time) : this.restPosition;
  }

  velocity(time) {
    return time < this.doneTime ? this.segments[this.segmentIndex(time)].velocity(time) : 0;
  }

  get doneTime() { return this.segments.length ? this.segments[this.segments.length - 1].endTime : 0; }
}

/** `kind` started at `time`: the segment and what takes over after it (null: it rests). */
function segmentOf(kind, time, law, landing) {
  if (kind.kind === 'coast') {
    const coast = kind.sim;
    let end = coast.doneTime;
    const edge = coast.startVelocity > 0 ? law.upper : (coast.startVelocity < 0 ? law.lower : null);
    if (edge != null) {
      const crossing = coast.timeAtPosition(edge);
      if (crossing != null && crossing <= end) {
        end = crossing;
        const segment = new Segment('coast', coast, time, end, edge);
        if (!law.bounces) return [segment, null];
        return [segment, { kind: 'bounce', sim: makeBounce(edge, edge, coast.velocity(end), law) }];
      }
    }
    const rest = landing ?? coast.finalPosition;
    const segment = new Segment('coast', coast, time, end, rest);
    // Resting past an edge (a range that ended inside the coast's reach): back to it.
    if (!isOutside(law, rest) || !law.bounces) return [segment, null];
    return [segment, { kind: 'bounce', sim: makeBounce(rest, edgeNearest(law, rest), 0, law) }];
  }
  const bounce = kind.sim;
  const segment = new Segment('bounce', bounce, time, bounce.doneTime, bounce.edge);
  const velocity = bounce.velocityAtCrossing;
  if (velocity == null) return [segment, null];
  // Flicked back through the edge: the momentum carries on into the content.
  return [segment, { kind: 'coast', sim: new DecelerationSimulation(bounce.edge, velocity, law.decelerationRate) }];
}

exports.rangeSlack = rangeSlack;
exports.isOutside = isOutside;
exports.BallisticSimulation = BallisticSimulation;
},
"physics/bounce-simulation.js": function (exports, require) {
// Port of ScrollPhysics/BounceSimulation.swift: the return to an edge after an overscroll, a
// critically damped spring on the pull shown through the rubber band; a finger's release towards
// the content adds OverscrollMomentum, so any flick back passes the edge (docs/physics.md 15).
const { CriticallyDampedSpring } = require("physics/critically-damped-spring.js");
const { OverscrollMomentum } = require("physics/overscroll-momentum.js");
const { SpringTolerance } = require("physics/rest-threshold.js");
const { inverseRubberBandedOffset, rubberBandedOffset, rubberBandSlope } = require("physics/rubber-band.js");

/** Start overscroll as a fraction of the band's dimension, at most (deeper ones widen the band). */
const deepestStartFraction = 0.5;

class BounceSimulation {
  constructor({ edge, position, velocity, dimension, constant, response, screenScale = 1, flick = false }) {
    this.edge = edge;
    const start = Number.isFinite(position) ? position - edge : 0;
    this.dimension = Math.max(dimension, 1, Math.abs(start) / deepestStartFraction);
    this.constant = Math.max(constant, 0.01);
    const pull = inverseRubberBandedOffset(start, this.dimension, this.constant);
    const slope = rubberBandSlope(pull, this.dimension, this.constant);
    const pullVelocity = Number.isFinite(velocity) ? velocity / slope : 0;
    const towardsContent = flick && pull * pullVelocity < 0;
    // Invisible on screen, in pull space: the shown motion is at most c times as large.
    this.spring = new CriticallyDampedSpring(0, pull, towardsContent ? 0 : pullVelocity, response,
      SpringTolerance.scaled(SpringTolerance.invisible(screenScale), 1 / this.constant));
    this.momentum = new OverscrollMomentum(towardsContent ? pullVelocity : 0);
    this.crossingTime = towardsContent ? crossingWithMomentum(this.spring, this.momentum) : crossingOfSpring(this.spring);
  }

  pull(time) { return this.spring.position(time) + this.momentum.displacement(time); }

  position(time) {
    return this.edge + rubberBandedOffset(this.pull(time), this.dimension, this.constant);
  }

  velocity(time) {
    return rubberBandSlope(this.pull(time), this.dimension, this.constant)
      * (this.spring.velocity(time) + this.momentum.velocity(time));
  }

  /** The shown velocity as the motion passes the edge, or null. */
  get velocityAtCrossing() {
    return this.crossingTime == null ? null : this.velocity(this.crossingTime);
  }

  get doneTime() { return this.crossingTime ?? this.spring.doneTime; }
}

/** Where the spring alone passes its target: t = -x0/b. */
function crossingOfSpring(spring) {
  const x0 = spring.startDisplacement;
  const b = spring.startVelocity + spring.angularFrequency * x0;
  if (x0 === 0 || b === 0 || !(x0 * b < 0)) return null;
  return -x0 / b;
}

/** The one root of x0·(1 + ωt)·e^{-ωt} + v0/λ·(1 − e^{-λt}): bracketed by doubling, then
 *  Newton's steps kept inside the bracket (bisection when one leaves it). */
function crossingWithMomentum(spring, momentum) {
  const sign = spring.startDisplacement > 0 ? 1 : -1;
  const f = (t) => sign * (spring.displacement(t) + momentum.displacement(t));
  if (!(f(0) > 0) || momentum.startVelocity === 0) return null;
  let low = 0;
  let high = 1 / (spring.angularFrequency + momentum.rate);
  while (f(high) > 0) {
    low = high;
    high *= 2;
    if (high > 1e6) return null;
  }
  let t = (low + high) / 2;
  for (let i = 0; i < 200; i++) {
    const value = f(t);
    if (value > 0) low = t; else high = t;
    const slope = sign * (spring.velocity(t) + momentum.velocity(t));
    let next = slope !== 0 ? t - value / slope : (low + high) / 2;
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - t) <= 1e-15 * Math.max(t, 1e-12) || high - low <= 1e-15 * high) return next;
    t = next;
  }
  return t;
}

exports.deepestStartFraction = deepestStartFraction;
exports.BounceSimulation = BounceSimulation;
},
"physics/critically-damped-spring.js": function (exports, require) {
// Port of ScrollPhysics/CriticallyDampedSpring.swift: x(t) = target + (x0 + (v0 + ω·x0)·t)·e^{-ωt},
// ω = 2π/response (Flutter's SpringSimulation with damping ratio 1).
const { SpringTolerance } = require("physics/rest-threshold.js");
const { timeUntilEnvelope } = require("physics/settle-time.js");

class CriticallyDampedSpring {
  constructor(target, position, velocity, response, tolerance = SpringTolerance.scroll) {
    const safeResponse = Number.isFinite(response) ? Math.min(Math.max(response, 0.01), 100) : 0.5;
    this.target = Number.isFinite(target) ? target : 0;
    this.startDisplacement = Number.isFinite(position) ? position - this.target : 0;
    this.startVelocity = Number.isFinite(velocity) ? velocity : 0;
    this.response = safeResponse;
    const omega = 2 * Math.PI / safeResponse;
    this.angularFrequency = omega;
    const b = this.startVelocity + omega * this.startDisplacement;
    const settlePosition = timeUntilEnvelope(Math.abs(this.startDisplacement), Math.abs(b), omega, tolerance.distance);
    const settleVelocity = timeUntilEnvelope(Math.abs(this.startVelocity), omega * Math.abs(b), omega, tolerance.speed);
    this.doneTime = Math.max(settlePosition, settleVelocity);
  }

  displacement(time) {
    const t = Math.max(time, 0);
    const b = this.startVelocity + this.angularFrequency * this.startDisplacement;
    return (this.startDisplacement + b * t) * Math.exp(-this.angularFrequency * t);
  }

  position(time) { return this.target + this.displacement(time); }

  velocity(time) {
    const t = Math.max(time, 0);
    const b = this.startVelocity + this.angularFrequency * this.startDisplacement;
    return (this.startVelocity - this.angularFrequency * b * t) * Math.exp(-this.angularFrequency * t);
  }

  /** A start velocity clamped so the spring does not pass its target (|v| ≤ ω·|x0|). */
  static velocityWithoutOvershoot(velocity, displacement, response) {
    const omega = 2 * Math.PI / Math.max(response, 0.01);
    const limit = omega * Math.abs(displacement);
    return Math.min(Math.max(velocity, -limit), limit);
  }

  /** The start velocity that passes the target and peaks `overshoot` beyond it (Lambert W). */
  static velocityOvershooting(overshoot, displacement, response) {
    const omega = 2 * Math.PI / Math.max(response, 0.01);
    const d = Math.abs(displacement);
    const peak = Math.max(overshoot, 1e-9);
    const u = d < 1e-9 * peak ? peak * Math.E : d / lambertW0(d / (Math.E * peak));
    return (displacement > 0 ? -1 : 1) * omega * (u + d);
  }
}

/** Principal branch of Lambert's W for z ≥ 0, by Halley's iteration. */
function lambertW0(z) {
  if (!(z > 0) || !Number.isFinite(z)) return 0;
  let w = z < 1 ? z * (1 - z) : Math.log(z) - Math.log(Math.max(Math.log(z), 1e-3) + 1) + 0.5;
  w = Math.max(w, 1e-12);
  for (let i = 0; i < 64; i++) {
    const ew = Math.exp(w);
    const f = w * ew - z;
    const step = f / (ew * (w + 1) - (w + 2) * f / (2 * w + 2));
    w -= step;
    if (Math.abs(step) <= 1e-15 * Math.max(1, Math.abs(w))) break;
  }
  return w;
}

exports.CriticallyDampedSpring = CriticallyDampedSpring;
exports.lambertW0 = lambertW0;
},
"physics/settle-time.js": function (exports, require) {
// Port of ScrollPhysics/SettleTime.swift: the first time from which (a + b·t)·e^{-ωt} stays
// at or below `limit` (a spring's settle time as a pure function of its start).

function timeUntilEnvelope(a, b, omega, limit) {
  if (!(omega > 0) || !(limit > 0) || !Number.isFinite(a) || !Number.isFinite(b)) return 0;
  const envelope = (t) => (a + b * t) * Math.exp(-omega * t);
  const peak = b > 0 ? Math.max(0, 1 / omega - a / b) : 0;
  if (envelope(peak) <= limit) return 0;
  let low = peak;
  let high = peak + 1 / omega;
  let guardCount = 0;
  while (envelope(high) > limit && guardCount < 200) {
    low = high;
    high = peak + (high - peak) * 2;
    guardCount += 1;
  }
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    if (envelope(mid) > limit) low = mid; else high = mid;
  }
  return high;
}

exports.timeUntilEnvelope = timeUntilEnvelope;
},
"physics/overscroll-momentum.js": function (exports, require) {
// Port of ScrollPhysics/OverscrollMomentum.swift: a flick's velocity out of an overscroll,
// damped but never pulled back: m(t) = v0/λ·(1 − e^{−λt}). λ = 2·0.75·√400 = 30/s, the damper of
// Compose Multiplatform's CupertinoOverscrollEffect spring (stiffness 400, damping ratio 0.75).

const composeDamping = 2 * 0.75 * Math.sqrt(400);

class OverscrollMomentum {
  constructor(velocity, rate = composeDamping) {
    this.startVelocity = Number.isFinite(velocity) ? velocity : 0;
    this.rate = Number.isFinite(rate) && rate > 0 ? rate : composeDamping;
  }

  displacement(time) {
    return this.startVelocity / this.rate * -Math.expm1(-this.rate * Math.max(time, 0));
  }

  velocity(time) {
    return this.startVelocity * Math.exp(-this.rate * Math.max(time, 0));
  }
}

exports.composeDamping = composeDamping;
exports.OverscrollMomentum = OverscrollMomentum;
},
"physics/ease-curve.js": function (exports, require) {
// Port of ScrollPhysics/EaseCurve.swift: fixed-duration moves (scroll to top, animated insets).

const EaseCurve = {
  linear: (p) => p,
  easeOut: (p) => { const q = 1 - p; return 1 - q * q * q; },
  easeInOut: (p) => (p < 0.5 ? 4 * p * p * p : 1 - 4 * (1 - p) * (1 - p) * (1 - p)),
};

const slopes = {
  linear: () => 1,
  easeOut: (p) => 3 * (1 - p) * (1 - p),
  easeInOut: (p) => (p < 0.5 ? 12 * p * p : 12 * (1 - p) * (1 - p)),
};

class EaseAnimation {
  constructor(from, to, duration, curve = 'easeInOut') {
    this.from = from;
    this.to = to;
    this.duration = Number.isFinite(duration) ? Math.max(duration, 1e-3) : 0.3;
    this.curve = curve;
  }

  position(time) {
    const progress = time / this.duration;
    const p = Math.min(Math.max(Number.isFinite(progress) ? progress : 1, 0), 1);
    return this.from + (this.to - this.from) * EaseCurve[this.curve](p);
  }

  velocity(time) {
    if (!(time < this.duration)) return 0;
    const p = Math.max(time, 0) / this.duration;
    if (!(p >= 0 && p <= 1)) return 0;
    return (this.to - this.from) * slopes[this.curve](p) / this.duration;
  }

  get doneTime() { return this.duration; }
}

exports.EaseCurve = EaseCurve;
exports.EaseAnimation = EaseAnimation;
},
"physics/scroll-view-paging.js": function (exports, require) {
// Port of ScrollCore/ScrollView+Paging.swift: which page a release lands on, and the motion onto it.
const { ScrollView } = require("physics/scroll-view.js");
const { LandingCurve } = require("physics/landing-curve.js");
const { rounded } = require("physics/rounding.js");

/** A release faster than this (points/s) turns the page it points to: 0.3 pt/ms, an estimate
 *  between Flutter's kMinFlingVelocity and a drag's drift (UIKit publishes none). */
const pageTurnVelocity = 300;

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

exports.pageTurnVelocity = pageTurnVelocity;
},
"physics/landing-curve.js": function (exports, require) {
// Port of ScrollPhysics/LandingCurve.swift: onto a page or a chosen target after a release,
// x(t) = target + (1 − s)³·(A + B·s), s = t/T, A = x0 − target, B = v0·T + 3A.

/** T: UIKit's paging lands in about 0.3–0.4 s (issue 16, by eye; UIKit publishes none). */
const standardDuration = 0.35;

class LandingCurve {
  constructor(target, position, velocity, duration = standardDuration) {
    this.target = Number.isFinite(target) ? target : 0;
    this.startDisplacement = Number.isFinite(position) ? position - this.target : 0;
    this.startVelocity = Number.isFinite(velocity) ? velocity : 0;
    let period = Number.isFinite(duration) ? Math.max(duration, 1e-3) : standardDuration;
    const towards = this.startDisplacement > 0 ? -this.startVelocity : this.startVelocity;
    if (towards > 0 && this.startDisplacement !== 0) {
      period = Math.max(Math.min(period, 4 * Math.abs(this.startDisplacement) / towards), 1e-4);
    }
    this.duration = period;
  }

  get b() { return this.startVelocity * this.duration + 3 * this.startDisplacement; }

  position(time) {
    const s = Math.min(Math.max(time / this.duration, 0), 1);
    const rest = 1 - s;
    return this.target + rest * rest * rest * (this.startDisplacement + this.b * s);
  }

  velocity(time) {
    if (!(time < this.duration)) return 0;
    const s = Math.max(time / this.duration, 0);
    const rest = 1 - s;
    return rest * rest * (this.b - 3 * this.startDisplacement - 4 * this.b * s) / this.duration;
  }

  get doneTime() { return this.duration; }
}

exports.standardDuration = standardDuration;
exports.LandingCurve = LandingCurve;
},
"physics/scroll-view-wheel.js": function (exports, require) {
// Port of ScrollCore/ScrollView+Wheel.swift: mouse wheels scroll smoothly towards an accumulated
// target; trackpad ("precise") deltas move the content like a finger and are released like a drag.
const { ScrollView } = require("physics/scroll-view.js");
const { rounded } = require("physics/rounding.js");

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


},
"physics/scroll-view-programmatic.js": function (exports, require) {
// Port of ScrollCore/ScrollView+Programmatic.swift and ScrollView+OffsetCorrection.swift:
// setContentOffset, scroll(by:), scroll to top, inset and size changes, the smooth wheel scroll.
const { ScrollView } = require("physics/scroll-view.js");
const { CriticallyDampedSpring } = require("physics/critically-damped-spring.js");
const { EaseAnimation } = require("physics/ease-curve.js");

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



},
"physics/directional-lock.js": function (exports, require) {
// Port of ScrollCore/DirectionalLock.swift: decides once per drag whether it is horizontal or
// vertical, from the first movement past the touch slop (UIKit's isDirectionalLockEnabled).

class DirectionalLock {
  constructor(touchSlop = 10) { this.touchSlop = touchSlop; this.start = null; this.axis = null; }

  begin(point) { this.start = point; this.axis = null; }

  /** Feeds a pointer position; the axis ('horizontal' | 'vertical') once decided, else null. */
  update(point) {
    if (this.axis) return this.axis;
    if (!this.start || !Number.isFinite(point.x) || !Number.isFinite(point.y)) return null;
    const dx = point.x - this.start.x;
    const dy = point.y - this.start.y;
    if (!(dx * dx + dy * dy > this.touchSlop * this.touchSlop)) return null;
    this.axis = Math.abs(dx) > Math.abs(dy) ? 'horizontal' : 'vertical';
    return this.axis;
  }

  end() { this.start = null; this.axis = null; }
}

exports.DirectionalLock = DirectionalLock;
},
"player/content.js": function (exports, require) {
// The list's height under the header, from a content file's sections: a port of
// HeaderKit/Screen/HeaderScreen+Sections.swift's LineMeasurer for the lines whose heights need no
// text measured — grid lines, horizontal rows, section headers, rows drawn by a design template
// with an expression height. Rows sized by their text (the built-in templates, `auto` templates)
// take `rowHeights` measured by the Swift side (what `stretchy share` would embed); without them
// they count as `estimatedRowHeight`, and `measured` says so. `lineHeights` (every layout row's
// height, as the Swift session measured them: what `stretchy share` embeds) replace them all.
const { slot } = require("player/expression.js");
const { bounded } = require("player/design.js");

/** UITableView's plain section header height; inset-grouped headers have room above their caption. */
const plainHeaderHeight = 28, groupedHeaderHeight = 44;
/** A horizontal row's padding above and below its items, and the caption under each. */
const rowPadding = 12, rowCaption = 20;
/** Inset-grouped rows sit 16 pt in from the sides (ListLook.groupedInset). */
const groupedInset = 16;
/** ContentLoader.defaultSpacing. */
const defaultSpacing = { list: 0, grid: 1, row: 12 };

/** The first tab's sections of a content document ({rows} | {sections} | {tabs}). */
function contentSections(doc) {
  if (!doc) return [];
  const tab = Array.isArray(doc.tabs) && doc.tabs.length ? doc.tabs[0] : doc;
  if (Array.isArray(tab.sections)) return tab.sections;
  if (Array.isArray(tab.rows)) return [{ rows: tab.rows }];
  return [];
}

/** Each tab's sections of a content document with `tabs` (empty without). */
function contentTabs(doc) {
  if (!doc || !Array.isArray(doc.tabs)) return [];
  return doc.tabs.map((tab) => (Array.isArray(tab.sections) ? tab.sections : Array.isArray(tab.rows) ? [{ rows: tab.rows }] : []));
}

function cellSize(section, width) {
  const style = section.style ?? 'list';
  const spacing = section.spacing ?? defaultSpacing[style];
  const aspect = section.aspect ?? 1;
  if (style === 'row') {
    const height = section.itemHeight ?? 72;
    return { width: section.itemWidth ?? height / aspect, height };
  }
  const columns = section.columns ?? 3;
  const cell = Math.max(0, (width - spacing * (columns - 1)) / columns);
  return { width: cell, height: section.itemHeight ?? cell * aspect };
}

/**
 * The layout rows, top to bottom: {y, height, kind: 'header' | 'row' | 'grid' | 'strip', section, index}.
 * @param {object[]} sections  content sections
 * @param {object} o  {width, design, slots (design values at offset 0), listStyle, rowHeights, lineHeights, estimatedRowHeight}
 * @returns {{lines: object[], height: number, measured: boolean}}
 */
function listLayout(sections, { width, design, slots, listStyle = 'plain', rowHeights = null, lineHeights = null, estimatedRowHeight = 64 }) {
  const lines = [];
  let y = 0;
  let measured = true;
  let listRow = 0;
  const add = (height, kind, section, index) => { lines.push({ y, height, kind, section, index }); y += height; };
  const rowWidth = Math.max(1, width - 2 * (listStyle === 'insetGrouped' ? groupedInset : 0));
  sections.forEach((section, s) => {
    const style = section.style ?? 'list';
    const rows = section.rows ?? [];
    const template = design?.rowTemplates?.[section.template];
    if (section.header) add(listStyle === 'insetGrouped' ? groupedHeaderHeight : plainHeaderHeight, 'header', s, 0);
    if (style === 'grid') {
      const columns = section.columns ?? 3;
      const count = Math.ceil(rows.length / columns);
      const spacing = section.spacing ?? defaultSpacing.grid;
      const cell = cellSize(section, width).height;
      for (let line = 0; line < count; line++) add(cell + (line < count - 1 ? spacing : 0), 'grid', s, line);
    } else if (style === 'row') {
      // A template draws the whole item; the built-in item has its title under the image.
      if (rows.length > 0) add(2 * rowPadding + cellSize(section, width).height + (template ? 0 : rowCaption), 'strip', s, 0);
    } else {
      for (let i = 0; i < rows.length; i++, listRow++) {
        let height;
        if (template && template.height !== 'auto') {
          const withIndex = new Float64Array(Math.max(slots.length, template.indexSlot + 1));
          withIndex.set(slots);
          withIndex[slot.W] = rowWidth;
          withIndex[slot.H] = 0;
          withIndex[template.indexSlot] = i;
          height = Math.max(0, bounded(template.height(withIndex)));
        } else if (rowHeights && listRow < rowHeights.length) {
          height = rowHeights[listRow];
        } else {
          measured = false;
          height = estimatedRowHeight;
        }
        add(height, 'row', s, i);
      }
    }
  });
  if (lineHeights && lineHeights.length === lines.length) {
    y = 0;
    lines.forEach((line, i) => { line.y = y; line.height = lineHeights[i]; y += line.height; });
    measured = true;
  }
  return { lines, height: y, measured };
}

/** The layout rows' total height (see listLayout). */
function listHeight(sections, options) {
  const { height, measured } = listLayout(sections, options);
  return { height, measured };
}



exports.contentSections = contentSections;
exports.contentTabs = contentTabs;
exports.listLayout = listLayout;
exports.listHeight = listHeight;
exports.cellSize = cellSize;
},
"player/tabs.js": function (exports, require) {
// The content's tabs on one scroll view: a port of HeaderKit/Tabs/HeaderScreen+Tabs.swift (which
// offset a switch shows, the offsets saved while pinned) and the hit test of
// HeaderKit/Screen/HeaderScreen.swift that finds a tab strip's segment under a tap. The four tab
// rules: one drag or fling carries from the header into the list (1) and a pull pulls the header
// (4) because header and rows are one scroll view; a switch keeps the offset while the header
// shows (2), else returns to the tab's own offset left pinned, or its first row under the strip (3);
// a tab shorter than the screen is padded so it still collapses the header (rule 4, `paddedHeight`).

/** The tabs' state: the shown tab, each tab's list height, the offsets left pinned. */
class Tabs {
  /** @param {number[]} heights  each tab's list height (its layout rows); @param {number} pinOffset  collapsedOffset, else rowsTop */
  constructor(heights, pinOffset) {
    this.heights = heights;
    this.pinOffset = pinOffset;
    this.current = 0;
    /** tab → offset it was left at while pinned (HeaderScreen.savedOffsets). */
    this.saved = new Map();
  }

  get count() { return this.heights.length; }

  /** Where `tab` would show if switched to now from `offsetY` (rules 2 and 3). */
  offsetShowing(tab, offsetY) {
    if (offsetY < this.pinOffset || tab === this.current) return offsetY;
    const saved = this.saved.get(tab);
    return saved !== undefined && saved >= this.pinOffset ? saved : this.pinOffset;
  }

  /** Shows `tab`; returns the offset the scroll view must take. */
  switchTo(tab, offsetY) {
    if (tab < 0 || tab >= this.count || tab === this.current) return offsetY;
    const target = this.offsetShowing(tab, offsetY);
    if (offsetY >= this.pinOffset) this.saved.set(this.current, offsetY);
    this.current = tab;
    return target;
  }

  /** Once the header shows again every tab follows it: the offsets left pinned no longer hold. */
  forgetPinnedOffsets(offsetY) {
    if (this.saved.size && offsetY < this.pinOffset) this.saved.clear();
  }

  /** The content height: rowsTop and the shown tab's rows, padded so a short tab still pins the
   *  header (HeaderScreen.contentHeight: `pinOffset + H − insetBottom`). */
  paddedHeight(rowsTop, viewportHeight, insetBottom) {
    return Math.max(rowsTop + this.heights[this.current], this.pinOffset + viewportHeight - insetBottom);
  }
}

/** Whether a layer's taps switch the content's tabs: a `tabs` strip, or a segmented control with `switchesTabs`. */
function switchesTabs(layer) {
  return layer.kind === 'tabs' || (layer.kind === 'segmented' && layer.json.switchesTabs === true);
}

/**
 * What a press at `point` lands on (HeaderScreen.hitTest): the topmost drawn layer above the list
 * — {kind: 'bar', segment, switchesTabs} for a segmented control or tab strip, 'pager', 'header' —
 * else 'row' on the list, 'header' on a layer below it, else 'none'.
 * @param {object} o  {design, layers (Session.layers()), viewport, point, listY (offset + y − rowsTop), listHeight, tabCount}
 */
function hitTest({ design, layers, viewport, point, listY, listHeight, tabCount }) {
  if (!(point.x >= 0 && point.y >= 0 && point.x < viewport.width && point.y < viewport.height)) return { kind: 'none' };
  const inside = (r) => point.x >= r.x && point.x < r.x + r.width && point.y >= r.y && point.y < r.y + r.height;
  const drawn = (l) => l.visible && l.alpha > 0 && inside(l.clip) && inside(l.scaled);
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = design.layers[i];
    if (layer.z !== 'aboveList' || !drawn(layers[i])) continue;
    if (layer.kind === 'spinner') continue;
    if (layer.kind === 'segmented' || layer.kind === 'tabs') {
      const tabs = switchesTabs(layer) && tabCount > 0;
      const count = Math.max(1, tabs ? tabCount : (layers[i].count ?? layer.json.segments?.length ?? 2));
      const f = layers[i].scaled;
      const segment = Math.min(count - 1, Math.max(0, Math.trunc((point.x - f.x) / (f.width / count))));
      return { kind: 'bar', segment, switchesTabs: tabs };
    }
    return { kind: layer.kind === 'pager' ? 'pager' : 'header' };
  }
  if (listY >= 0 && listY < listHeight) return { kind: 'row' };
  const below = layers.some((l, i) => design.layers[i].z === 'belowList' && drawn(l));
  return { kind: below ? 'header' : 'none' };
}

exports.Tabs = Tabs;
exports.switchesTabs = switchesTabs;
exports.hitTest = hitTest;
},
"player/refresh-control.js": function (exports, require) {
// Port of HeaderKit/Refresh/RefreshControl.swift: UIRefreshControl as a state machine. Pulling
// past `threshold` while dragging arms it; releasing while armed begins refreshing (the top inset
// grows by `spinnerHeight`); after `duration` s it ends. Time is an argument (s).

class RefreshControl {
  constructor({ enabled = true, threshold = 80, duration = 1.5, spinnerHeight = 60 } = {}) {
    this.enabled = enabled; this.threshold = threshold; this.duration = duration; this.spinnerHeight = spinnerHeight;
    this.state = 'idle';
    this.since = 0;
    this.pull = 0;
    this.time = 0;
  }

  get isRefreshing() { return this.state === 'refreshing'; }
  get endTime() { return this.isRefreshing ? this.since + this.duration : null; }
  get extraTopInset() { return this.isRefreshing ? this.spinnerHeight : 0; }

  /** Feed each frame; returns 'armed' | 'beganRefreshing' | 'endedRefreshing' | null. */
  update(pull, isDragging, time) {
    this.pull = pull;
    this.time = time;
    if (!this.enabled) {
      const was = this.isRefreshing;
      this.state = 'idle';
      return was ? 'endedRefreshing' : null;
    }
    switch (this.state) {
      case 'idle':
        if (isDragging && pull >= this.threshold) { this.state = 'armed'; return 'armed'; }
        break;
      case 'armed':
        if (!isDragging) { this.state = 'refreshing'; this.since = time; return 'beganRefreshing'; }
        break;
      default:
        // The tolerance absorbs the ms ↔ s round trip of a step ended exactly at endTime.
        if (time - this.since >= this.duration - 1e-9) { this.state = 'idle'; return 'endedRefreshing'; }
    }
    return null;
  }

  /** 0…1: how much of the spinner shows. */
  get progress() {
    if (this.state !== 'idle') return 1;
    return this.enabled ? Math.min(1, Math.max(0, this.pull / this.threshold)) : 0;
  }
}

exports.RefreshControl = RefreshControl;
},
"player/snap-policy.js": function (exports, require) {
// Port of HeaderKit/Design/SnapPolicy.swift: where a release may come to rest. Between two snap
// offsets a < b it settles at b when moving towards b past a quarter of the gap, at a when moving
// towards a short of three quarters, else at the nearer; null outside them.

function snapTarget(points, proposed, velocity) {
  const sorted = [...points].sort((a, b) => a - b);
  const lower = [...sorted].reverse().find((p) => p < proposed);
  const upper = sorted.find((p) => p > proposed);
  if (lower === undefined || upper === undefined) return null;
  const gap = upper - lower, travelled = proposed - lower;
  if (velocity > 0) return travelled >= gap / 4 ? upper : lower;
  if (velocity < 0) return travelled <= gap * 3 / 4 ? lower : upper;
  return travelled < gap / 2 ? lower : upper;
}

exports.snapTarget = snapTarget;
},
"player/tab-bar.js": function (exports, require) {
// Port of HeaderKit/TabBar/TabBarLayout.swift, TabBarMetrics.swift and TabBarMinimizer.swift: where
// a tab bar (and its accessory) sits for an iOS and a minimise progress, and the spring that
// minimises it when the scroll direction changes (time as an argument, closed form).
const { CriticallyDampedSpring } = require("physics/critically-damped-spring.js");
const { SpringTolerance } = require("physics/rest-threshold.js");

/** Sizes in points: iOS 26's floating capsule 62 tall, 21 from the sides and bottom (ryanashcraft/
 *  FabBar, measured against iOS 26); minimised 48 × 62 [EST]; iOS 17's UITabBar 49 + safe bottom. */
const TabBarMetrics = { floatingHeight: 62, floatingInset: 21, minimizedHeight: 48, minimizedWidth: 62, classicHeight: 49,
  accessoryGap: 8, accessoryHeight: 48 };

function tabBarLayout(viewport, safeArea, liquidGlass, hasAccessory, progress) {
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
class TabBarMinimizer {
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

exports.TabBarMetrics = TabBarMetrics;
exports.tabBarLayout = tabBarLayout;
exports.TabBarMinimizer = TabBarMinimizer;
},
"player/replay.js": function (exports, require) {
// Port of StretchyKit/Replay/ReplayFrames.swift: a script played on a virtual clock. Frames at
// t = k·1000/fps ms; before each frame every event up to its time is applied at its own time, so
// the trace does not depend on the frame rate.
const { loadDesign } = require("player/design.js");
const { readScript } = require("player/script.js");
const { Session } = require("player/session.js");

/**
 * @param {object} designDoc  a design file's JSON (or loadDesign()'s result)
 * @param {object} script  a `stretchy replay` script's JSON
 * @param {object} [options]  {fps = script.fps ?? 60, content, rowHeights, lineHeights}
 * @returns {{rows: {t_ms, offset_y, velocity_y, phase}[], events: object[], screenshots: object[], session: Session}}
 *   `screenshots`: at each `screenshot` event, what its sidecar gives: {name, t_ms, offset_y, phase, layers}.
 */
function replay(designDoc, script, options = {}) {
  const design = designDoc.scope ? designDoc : loadDesign(designDoc);
  const { viewport, device, ios, events, endMs, params } = readScript(script);
  const fps = options.fps ?? script.fps ?? 60;
  const session = new Session(design, { viewport, params, content: options.content ?? null, rowHeights: options.rowHeights ?? null,
    lineHeights: options.lineHeights ?? null, tabLineHeights: options.tabLineHeights ?? null,
    device, ios });
  const intervalMs = 1000 / fps;
  const count = Math.floor(endMs / intervalMs + 1e-9) + 1;
  const rows = [];
  const screenshots = [];
  let next = 0;
  const applyThrough = (ms) => {
    while (next < events.length && events[next].t <= ms + 1e-9) {
      const event = events[next++];
      if (event.type !== 'screenshot') { session.apply(event); continue; }
      session.advance(event.t);
      const { offset_y, phase } = session.record();
      screenshots.push({ name: event.name, t_ms: session.clockMs, offset_y, phase,
        layers: session.layers().map((l) => ({ id: l.id, frame: l.frame, alpha: l.alpha })) });
    }
  };
  for (let index = 0; index < count; index++) {
    const frameTime = index * intervalMs;
    applyThrough(frameTime);
    session.advance(frameTime);
    rows.push(session.record());
  }
  applyThrough(endMs);
  return { rows, events: session.eventLog, screenshots, session };
}

exports.replay = replay;
},
"player/script.js": function (exports, require) {
// Port of StretchyFiles/Script/ScriptLoader.swift and ScriptEventParser.swift (the parts a page
// plays): a `stretchy replay` script's events, `drag`s expanded into a press, evenly spaced moves
// at `hz` and a release, in time order; and the replay's end (StretchyKit/Script/Script.swift).
// A `device` sets the viewport.
const { deviceNamed } = require("player/device.js");

/** How long a replay runs past its last event without `duration_ms` (Script.settleTimeMs). */
const settleTimeMs = 2000;
/** An iPhone-sized viewport in points (Script.defaultViewport). */
const defaultViewport = { width: 390, height: 844 };

/** Events as {t, type, x, y, dx, dy, precise, ...}; kinds the player does not act on are kept. */
function expandEvents(events = []) {
  const out = [];
  for (const e of events) {
    if (e.type !== 'drag') { out.push({ ...e }); continue; }
    const duration = e.duration_ms ?? 150;
    const hz = e.hz ?? 120;
    const release = e.release ?? true;
    const [fx, fy] = e.from;
    const [tx, ty] = e.to;
    const steps = Math.max(1, Math.ceil(duration * hz / 1000));
    out.push({ t: e.t, type: 'down', x: fx, y: fy });
    for (let step = 1; step <= steps; step++) {
      const f = step / steps;
      out.push({ t: e.t + duration * f, type: 'move', x: fx + (tx - fx) * f, y: fy + (ty - fy) * f });
    }
    if (release) out.push({ t: e.t + duration, type: 'up', x: tx, y: ty });
  }
  return out;
}

/** The script's viewport, events and end time (ms). */
function readScript(script) {
  const events = expandEvents(script.events ?? []);
  const device = deviceNamed(script.device);
  if (script.device && !device) throw new Error(`unknown device '${script.device}'`);
  const viewport = device ? { ...device.size } : { ...defaultViewport, ...(script.viewport ?? {}) };
  const endMs = script.duration_ms ?? ((events.length ? events[events.length - 1].t : 0) + settleTimeMs);
  return { viewport, device, ios: script.ios ?? 26, events, endMs, params: script.params ?? {} };
}

exports.settleTimeMs = settleTimeMs;
exports.defaultViewport = defaultViewport;
exports.expandEvents = expandEvents;
exports.readScript = readScript;
},
"player/device.js": function (exports, require) {
// Port of HeaderKit/Device/Device.swift's table: each phone's size in points, safe areas, status
// bar height and UIScreen.scale (a bounce ends within half a device pixel of its edge).

const devices = {
  'iphone-15': { size: { width: 393, height: 852 }, safeArea: { top: 59, bottom: 34 }, statusBarHeight: 54, cornerRadius: 55, dynamicIsland: true, homeIndicator: true, scale: 3, hasChrome: true },
  'iphone-se': { size: { width: 375, height: 667 }, safeArea: { top: 20, bottom: 0 }, statusBarHeight: 20, cornerRadius: 0, dynamicIsland: false, homeIndicator: false, scale: 2, hasChrome: true },
  // Android: a viewport only (no Android chrome is drawn).
  'pixel-7': { size: { width: 412, height: 915 }, safeArea: { top: 0, bottom: 0 }, statusBarHeight: 0, cornerRadius: 0, dynamicIsland: false, homeIndicator: false, scale: 2.625, hasChrome: false },
  'ipad-mini': { size: { width: 744, height: 1133 }, safeArea: { top: 24, bottom: 20 }, statusBarHeight: 24, cornerRadius: 21.5, dynamicIsland: false, homeIndicator: true, scale: 2, hasChrome: true },
  'iphone-15-pro-max': { size: { width: 430, height: 932 }, safeArea: { top: 59, bottom: 34 }, statusBarHeight: 54, cornerRadius: 55, dynamicIsland: true, homeIndicator: true, scale: 3, hasChrome: true },
  'iphone-16-pro': { size: { width: 402, height: 874 }, safeArea: { top: 62, bottom: 34 }, statusBarHeight: 54, cornerRadius: 62, dynamicIsland: true, homeIndicator: true, scale: 3, hasChrome: true },
};

/** The device called `name` (any case), or null. */
function deviceNamed(name) {
  return name ? devices[String(name).toLowerCase()] ?? null : null;
}

exports.devices = devices;
exports.deviceNamed = deviceNamed;
},
"player/draw.js": function (exports, require) {
// Draws a session's screen as DOM: each design layer an absolutely positioned element in a
// viewport-sized container, the list's lines built once in one content element; every frame only
// writes transform, clip-path, opacity and filter (frame-styles.js), never a size: no layout per
// frame. Browser only (needs `document`).
const { layerStyle, imageTransform } = require("player/frame-styles.js");
const { cssColor } = require("player/colors.js");
const { contentSections, contentTabs, listLayout, cellSize } = require("player/content.js");
const { valuesAt } = require("player/design.js");

/** UIKit's text styles at the default Dynamic Type size (DesignTextStyle): [size, weight]. */
const textStyles = {
  largeTitle: [34, 700], title1: [28, 400], title2: [22, 400], title3: [20, 400], headline: [17, 600], body: [17, 400],
  callout: [16, 400], subheadline: [15, 400], footnote: [13, 400], caption1: [12, 400], caption2: [11, 400],
};
/** Stretchy draws with DejaVu Sans (Resources/fonts); the page asks for it, then the system's. */
const fontStack = '"DejaVu Sans", system-ui, -apple-system, sans-serif';
const weights = { ultraLight: 100, thin: 200, light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900 };

class Stage {
  /**
   * @param {HTMLElement} root  the element to draw in (sized by the caller)
   * @param {object} o  {session, images: {path: url}, appearance, contentDoc, rowHeights, lineHeights, tabLineHeights}
   */
  constructor(root, { session, images = {}, appearance = 'light', contentDoc = null, rowHeights = null, lineHeights = null, tabLineHeights = null }) {
    this.root = root;
    this.images = images;
    this.appearance = appearance;
    this.contentDoc = contentDoc;
    this.rowHeights = rowHeights;
    this.lineHeights = lineHeights;
    this.tabLineHeights = tabLineHeights;
    this.attach(session);
  }

  /** Builds the elements for `session` (a new replay's session reuses the same design). */
  attach(session) {
    this.session = session;
    const { viewport, design } = session;
    const doc = document;
    this.root.textContent = '';
    Object.assign(this.root.style, { position: 'relative', overflow: 'hidden', width: `${viewport.width}px`, height: `${viewport.height}px`,
      background: cssColor(design.doc.list?.background ?? 'systemBackground', this.appearance) });
    this.layerElements = [];
    const addLayer = (layer) => {
      const index = design.layers.indexOf(layer);
      const container = doc.createElement('div');
      container.className = `layer layer-${layer.kind}`;
      container.dataset.id = layer.id;
      Object.assign(container.style, { position: 'absolute', left: '0', top: '0', width: `${viewport.width}px`,
        height: `${viewport.height}px`, willChange: 'clip-path, opacity', pointerEvents: 'none' });
      const built = this.buildInner(layer, container);
      this.root.appendChild(container);
      this.layerElements.push({ layer, index, container, ...built });
    };
    design.layers.filter((l) => l.z === 'belowList').forEach(addLayer);
    // One list per tab (each moved beside the shown one during a swipe), else the one list.
    const tabs = contentTabs(this.contentDoc ?? design.content);
    this.lists = tabs.length ? tabs.map((sections, t) => this.buildList(sections, this.tabLineHeights?.[t] ?? (t === 0 ? this.lineHeights : null)))
      : [this.buildList(contentSections(this.contentDoc ?? design.content), this.lineHeights)];
    this.list = this.lists[0];
    this.shownTab = null;
    design.layers.filter((l) => l.z !== 'belowList').forEach(addLayer);
    this.render();
  }

  /** The layer's inner element and its base size (what the per-frame transform scales). */
  buildInner(layer, container) {
    const j = layer.json;
    const r = this.session.layers().find((l) => l.id === layer.id);
    const color = (c, fallback) => cssColor(c ?? fallback, this.appearance) ?? cssColor(fallback, this.appearance);
    switch (layer.kind) {
      case 'color':
        container.style.background = color(j.color, 'clear');
        return { inner: null, base: null };
      case 'material':
      case 'glass':
        // CSS cannot refract: glass is drawn as a blurred, tinted material (backdrop-filter).
        container.style.background = color(j.tint ?? j.color, 'systemFill');
        container.style.backdropFilter = 'blur(20px) saturate(1.6)';
        container.style.webkitBackdropFilter = 'blur(20px) saturate(1.6)';
        return { inner: null, base: null };
      case 'image': {
        const img = document.createElement('img');
        const url = this.images[j.image];
        const base = { width: 1, height: 1 };
        Object.assign(img.style, { position: 'absolute', left: '0', top: '0', transformOrigin: '0 0', willChange: 'transform' });
        img.alt = '';
        img.draggable = false;
        if (url) {
          img.addEventListener('load', () => { base.width = img.naturalWidth; base.height = img.naturalHeight; this.render(); this.onImageLoad?.(); });
          img.src = url;
        } else {
          img.style.background = color('systemGray4', 'systemGray4');
          img.style.width = '1px'; img.style.height = '1px';
        }
        container.appendChild(img);
        return { inner: img, base };
      }
      case 'pager': {
        // HeaderScreen.drawPager: page k shows image k mod n, aspect-filled to the frame and moved
        // by k·width − the pager's offset; dots under them (white, the current one opaque).
        const pages = [];
        const count = Math.max(1, r ? r.count : 1);
        const names = j.images ?? [];
        for (let k = 0; k < count && names.length; k++) {
          const img = document.createElement('img');
          const base = { width: 1, height: 1 };
          Object.assign(img.style, { position: 'absolute', left: '0', top: '0', transformOrigin: '0 0', willChange: 'transform' });
          img.alt = '';
          img.draggable = false;
          const url = this.images[names[k % names.length]];
          if (url) {
            img.addEventListener('load', () => { base.width = img.naturalWidth; base.height = img.naturalHeight; this.render(); });
            img.src = url;
          }
          container.appendChild(img);
          pages.push({ img, base });
        }
        const dots = [];
        if (j.dots !== false) {
          for (let k = 0; k < count; k++) {
            const dot = document.createElement('div');
            Object.assign(dot.style, { position: 'absolute', left: '0', top: '0', width: '7px', height: '7px', borderRadius: '3.5px',
              background: '#fff', willChange: 'transform, opacity' });
            container.appendChild(dot);
            dots.push(dot);
          }
        }
        return { inner: null, base: null, pages, dots };
      }
      case 'gradient': {
        const inner = document.createElement('div');
        const colors = (j.colors ?? ['clear', 'black']).map((c) => color(c, 'clear'));
        const stops = colors.map((c, i) => `${c} ${((j.locations?.[i] ?? i / Math.max(1, colors.length - 1)) * 100).toFixed(2)}%`);
        const [sx, sy] = j.startPoint ?? [0.5, 0];
        const [ex, ey] = j.endPoint ?? [0.5, 1];
        const angle = Math.atan2(ex - sx, -(ey - sy)) * 180 / Math.PI;
        Object.assign(inner.style, { position: 'absolute', left: '0', top: '0', width: '100px', height: '100px', transformOrigin: '0 0',
          background: `linear-gradient(${angle.toFixed(2)}deg, ${stops.join(', ')})`, willChange: 'transform' });
        container.appendChild(inner);
        return { inner, base: { width: 100, height: 100 } };
      }
      default: {
        const inner = document.createElement('div');
        const [, , w, h] = r ? r.frame : [0, 0, 0, 0];
        let tabParts = {};
        Object.assign(inner.style, { position: 'absolute', left: '0', top: '0', width: `${w}px`, height: `${h}px`, transformOrigin: '0 0',
          willChange: 'transform', overflow: 'hidden', font: `17px ${fontStack}`, color: color(j.color, 'label') });
        if (layer.kind === 'text') {
          const [size, weight] = textStyles[j.style] ?? [j.size ?? 17, 400];
          inner.style.fontSize = `${typeof j.size === 'number' ? j.size : size}px`;
          inner.style.fontWeight = String(weights[j.weight] ?? weight);
          inner.style.textAlign = j.alignment === 'center' ? 'center' : (j.alignment === 'trailing' || j.alignment === 'right' ? 'right' : 'left');
          inner.style.whiteSpace = j.lines === 0 ? 'normal' : 'nowrap';
          inner.style.lineHeight = '1.2';
          inner.textContent = String(j.text ?? '').replace(/\$title/g, this.contentDoc?.title ?? '');
        } else if (layer.kind === 'tabs' && j.style === 'underline') {
          tabParts = this.buildUnderlineTabs(inner, w, h, color);
        } else if (layer.kind === 'segmented' || layer.kind === 'tabs') {
          const titles = (j.segments ?? (this.contentDoc?.tabs ?? []).map((t) => t.title)).slice(0, r?.count || undefined);
          // UISegmentedControl: a track with the selected segment on a pill (DynamicColor's
          // segmentTrack / segmentSelected).
          Object.assign(inner.style, { display: 'flex', alignItems: 'stretch', boxSizing: 'border-box', padding: '6px 4px',
            background: color('segmentTrack', 'systemGray6') });
          tabParts = { segments: [], selectedBackground: color('segmentSelected', 'white') };
          titles.forEach((title, i) => {
            const seg = document.createElement('div');
            tabParts.segments.push(seg);
            seg.textContent = title;
            Object.assign(seg.style, { flex: '1', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: '13px',
              fontWeight: i === 0 ? '600' : '400', borderRadius: '8px', background: i === 0 ? color('segmentSelected', 'white') : 'transparent' });
            inner.appendChild(seg);
          });
        } else if (layer.kind === 'icon') {
          // The symbol's stand-in glyph (an SVG `stretchy share` embeds as `symbol:NAME`), tinted
          // through a mask, at its point size in the middle of the frame.
          const glyph = this.images[`symbol:${j.symbol}`];
          const size = typeof j.size === 'number' ? j.size : 17;
          Object.assign(inner.style, { display: 'flex', alignItems: 'center', justifyContent: 'center' });
          const mark = document.createElement('div');
          Object.assign(mark.style, { width: `${size}px`, height: `${size}px`, background: color(j.color, 'label') });
          if (glyph) {
            for (const key of ['mask', 'webkitMask']) mark.style[key] = `url("${glyph}") center / contain no-repeat`;
          } else {
            mark.style.borderRadius = '50%';
          }
          inner.appendChild(mark);
        }
        container.appendChild(inner);
        return { inner, base: null, ...tabParts };
      }
    }
  }

  /** X's tab strip (HeaderScreen.drawUnderlineTabs): the content's tab titles over a hairline, the
   *  selected one in label colour, a 4 pt rounded blue indicator under it that follows the tab
   *  position from title to title (moved by transform, its width by scale). */
  buildUnderlineTabs(inner, w, h, color) {
    const titles = (this.contentDoc?.tabs ?? []).map((t) => t.title);
    inner.style.background = color('systemBackground', 'white');
    const cell = w / Math.max(1, titles.length);
    const segments = titles.map((title, i) => {
      const seg = document.createElement('div');
      seg.textContent = title;
      Object.assign(seg.style, { position: 'absolute', left: `${i * cell}px`, top: '0', width: `${cell}px`, height: `${h}px`, display: 'flex',
        alignItems: 'center', justifyContent: 'center', font: `600 15px ${fontStack}`, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis',
        color: color(i === 0 ? 'label' : 'secondaryLabel', 'black') });
      inner.appendChild(seg);
      return seg;
    });
    const hairline = document.createElement('div');
    Object.assign(hairline.style, { position: 'absolute', left: '0', top: `${h - 0.5}px`, width: `${w}px`, height: '0.5px', background: color('separator', 'systemGray4') });
    const indicator = document.createElement('div');
    Object.assign(indicator.style, { position: 'absolute', left: '0', top: `${h - 4}px`, width: '100px', height: '4px', borderRadius: '2px',
      background: color('systemBlue', 'blue'), transformOrigin: '0 0', willChange: 'transform' });
    inner.append(hairline, indicator);
    // Each title's width, measured once here (never per frame), capped as the window caps it.
    const probe = document.createElement('span');
    probe.style.font = `600 15px ${fontStack}`;
    document.body.appendChild(probe);
    const widths = titles.map((title) => { probe.textContent = title; return Math.min(cell - 8, probe.getBoundingClientRect().width); });
    probe.remove();
    return { segments, underline: { indicator, widths, cell }, selectedColor: color('label', 'black'), otherColor: color('secondaryLabel', 'gray') };
  }

  /** The underline strip's indicator at tab `position` (fractional during a swipe). */
  renderIndicator(u, position) {
    const lower = Math.max(0, Math.min(u.widths.length - 1, Math.floor(position)));
    const upper = Math.min(u.widths.length - 1, lower + 1);
    const t = position - lower;
    const width = u.widths[lower] * (1 - t) + u.widths[upper] * t;
    const centre = (position + 0.5) * u.cell;
    const transform = `translate(${(centre - width / 2).toFixed(3)}px, 0) scaleX(${(width / 100).toFixed(4)})`;
    if (u.indicator.style.transform !== transform) u.indicator.style.transform = transform;
  }

  /** A list's lines (`sections`), built once; the content element moves by transform. */
  buildList(sections, lineHeights) {
    const s = this.session;
    const list = document.createElement('div');
    list.className = 'list';
    Object.assign(list.style, { position: 'absolute', left: '0', top: '0', width: `${s.viewport.width}px`, willChange: 'transform', pointerEvents: 'none' });
    const at0 = valuesAt(s.design, s.values, 0);
    const { lines, height } = listLayout(sections, { width: s.viewport.width, design: s.design, slots: at0,
      listStyle: s.design.doc.list?.style ?? 'plain', rowHeights: this.rowHeights, lineHeights, estimatedRowHeight: s.parameters.estimatedRowHeight });
    list.style.height = `${height}px`;
    const bg = cssColor(s.design.doc.list?.background ?? 'systemBackground', this.appearance);
    const label = cssColor('label', this.appearance), secondary = cssColor('secondaryLabel', this.appearance);
    const grouped = s.design.doc.list?.style === 'insetGrouped';
    const headers = [];
    // A long list is drawn up to this many lines (the rest scrolls as blank rows of the same height).
    for (const line of lines.slice(0, 3000)) {
      const el = document.createElement('div');
      Object.assign(el.style, { position: 'absolute', left: '0', top: `${line.y}px`, width: '100%', height: `${line.height}px`, background: bg, overflow: 'hidden' });
      const section = sections[line.section];
      if (line.kind === 'grid') {
        const columns = section.columns ?? 3;
        const spacing = section.spacing ?? 1;
        const cell = cellSize(section, s.viewport.width);
        for (let c = 0; c < columns; c++) {
          const item = section.rows[line.index * columns + c];
          if (!item) break;
          const tile = document.createElement('div');
          Object.assign(tile.style, { position: 'absolute', left: `${c * (cell.width + spacing)}px`, top: '0', width: `${cell.width}px`,
            height: `${cell.height}px`, background: cssColor('systemGray5', this.appearance), color: label, font: '12px system-ui, sans-serif' });
          if (item.image && this.images[item.image]) {
            tile.style.background = `center / cover no-repeat url("${this.images[item.image]}")`;
          }
          if (item.detail) { tile.textContent = item.detail; tile.style.display = 'flex'; tile.style.alignItems = 'flex-end'; tile.style.padding = '0 4px 4px'; tile.style.boxSizing = 'border-box'; }
          el.appendChild(tile);
        }
      } else if (line.kind === 'row') {
        // RowStyle.swift: a one-line bold title over the wrapped subtitle, 12 pt above and below,
        // 16 pt at the sides, 4 pt between, a 0.5 pt separator (UIKit's grey) at the bottom.
        const row = section.rows[line.index];
        const p = s.parameters;
        const dark = this.appearance === 'dark';
        const title = document.createElement('div');
        title.textContent = String(row.title ?? '').split('\n')[0];
        Object.assign(title.style, { font: `700 ${p.titleFontSize ?? 17}px ${fontStack}`, color: label, lineHeight: '1.17',
          whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
        const sub = document.createElement('div');
        sub.textContent = row.subtitle ?? '';
        Object.assign(sub.style, { font: `${p.subtitleFontSize ?? 13}px ${fontStack}`, lineHeight: '1.17',
          color: dark ? 'rgb(152,152,159)' : 'rgb(110,110,115)', marginTop: row.subtitle ? `${p.rowSpacing ?? 4}px` : '0' });
        el.append(title, sub);
        Object.assign(el.style, { padding: `${p.rowPadding ?? 12}px ${p.rowHorizontalPadding ?? 16}px`, boxSizing: 'border-box',
          borderBottom: `0.5px solid ${dark ? cssColor('opaqueSeparator', 'dark') : 'rgb(200,199,204)'}` });
      } else if (line.kind === 'header') {
        // HeaderScreen.drawContentSectionHeaders: plain headers 15 pt bold in the label colour on the
        // screen's background (secondarySystemBackground), pinned while their section passes; inset
        // grouped ones a secondary 13 pt caption in capitals that scroll with their rows.
        el.textContent = grouped ? String(section.header).toUpperCase() : section.header;
        Object.assign(el.style, grouped ? { font: `13px ${fontStack}`, color: secondary, padding: '0 16px 7px', boxSizing: 'border-box',
          display: 'flex', alignItems: 'flex-end', background: 'transparent' }
          : { font: `700 15px ${fontStack}`, color: label, padding: '0 16px', boxSizing: 'border-box', display: 'flex', alignItems: 'center',
            whiteSpace: 'nowrap', background: cssColor(s.design.doc.list?.screenBackground ?? 'secondarySystemBackground', this.appearance),
            zIndex: '1', willChange: 'transform' });
        if (!grouped) headers.push({ el, y: line.y, height: line.height, section: line.section });
      }
      list.appendChild(el);
    }
    // Each sticky header's section end (the content y below its section's last line).
    for (const header of headers) {
      const last = lines.filter((l) => l.section === header.section).pop();
      header.end = last.y + last.height;
    }
    list.stickyHeaders = headers;
    this.root.appendChild(list);
    return list;
  }

  /** The lists' places: the shown tab's at the offset, during a swipe its neighbour beside it at
   *  the offset it would show at (HeaderScreen.drawTabs); the other tabs hidden. */
  renderLists(offset, resolved) {
    const s = this.session;
    const pinTop = this.lists.some((l) => l.stickyHeaders.length) ? s.sectionHeaderPinTop(resolved) : 0;
    const translate = (list, dx, y) => {
      const transform = `translate3d(${Math.round(dx * 1000) / 1000}px, ${Math.round((s.rowsTop - y) * 1000) / 1000}px, 0)`;
      if (list.style.transform !== transform) list.style.transform = transform;
      // Plain headers pin at pinTop while their section passes, pushed up by the next (UITableView .plain).
      for (const h of list.stickyHeaders) {
        const natural = s.rowsTop + h.y - y;
        const shift = Math.min(Math.max(natural, pinTop), s.rowsTop + h.end - y - h.height) - natural;
        const sticky = `translateY(${Math.round(shift * 1000) / 1000}px)`;
        if (h.el.style.transform !== sticky) h.el.style.transform = sticky;
      }
    };
    if (!s.tabs) { translate(this.list, 0, offset); return; }
    const position = s.tabPosition, current = s.tabs.current, width = s.viewport.width;
    const neighbour = position < current ? Math.floor(position) : Math.ceil(position);
    this.lists.forEach((list, t) => {
      const shown = t === current || (t === neighbour && Math.abs(current - position) * width > 0.01);
      const visibility = shown ? 'visible' : 'hidden';
      if (list.style.visibility !== visibility) list.style.visibility = visibility;
      if (shown) translate(list, (t - position) * width, t === current ? offset : s.tabs.offsetShowing(t, offset));
    });
    // The strip's selected segment follows the shown tab (rounded during a swipe).
    const selected = Math.round(position);
    if (selected !== this.shownTab) {
      this.shownTab = selected;
      for (const e of this.layerElements) {
        if (!e.segments) continue;
        e.segments.forEach((seg, i) => {
          if (e.underline) { seg.style.color = i === selected ? e.selectedColor : e.otherColor; return; }
          seg.style.fontWeight = i === selected ? '600' : '400';
          seg.style.background = i === selected ? e.selectedBackground : 'transparent';
        });
      }
    }
    for (const e of this.layerElements) if (e.underline) this.renderIndicator(e.underline, position);
  }

  /** The pager's pages and dots at `offset` (transforms and opacity only). */
  renderPager(e, r, offset) {
    const f = r.scaled;
    const width = f.width;
    e.pages.forEach(({ img, base }, k) => {
      const frame = { x: f.x + k * width - offset, y: f.y, width, height: f.height };
      const transform = imageTransform(frame, base);
      if (img.style.transform !== transform) img.style.transform = transform;
    });
    const pages = e.dots.length;
    const current = Math.min(Math.max(0, Math.round(offset / Math.max(1, width))), pages - 1);
    const startX = f.x + (width - (pages - 1) * 16) / 2 - 3.5;
    e.dots.forEach((dot, k) => {
      const transform = `translate(${startX + k * 16}px, ${f.y + f.height - 19}px)`;
      if (dot.style.transform !== transform) dot.style.transform = transform;
      const opacity = k === current ? '1' : '0.5';
      if (dot.style.opacity !== opacity) dot.style.opacity = opacity;
    });
  }

  /** The luminance (0…1) of what is drawn at `point`: the topmost drawn photo or colour layer
   *  there, else the list's background. Read once (the status bar's style), never per frame. */
  luminanceAt(point) {
    const s = this.session;
    const resolved = s.layers();
    const hit = (f) => point.x >= f.x && point.x < f.x + f.width && point.y >= f.y && point.y < f.y + f.height;
    for (let i = this.layerElements.length - 1; i >= 0; i--) {
      const e = this.layerElements[i];
      const r = resolved[e.index];
      if (!r.visible || r.alpha <= 0 || !hit(r.scaled)) continue;
      if (e.layer.kind === 'image') {
        const img = e.inner;
        if (!img.complete || !img.naturalWidth) return 0;
        const f = r.scaled;
        const scale = Math.max(f.width / img.naturalWidth, f.height / img.naturalHeight);
        const ix = (point.x - (f.x + (f.width - img.naturalWidth * scale) / 2)) / scale;
        const iy = (point.y - (f.y + (f.height - img.naturalHeight * scale) / 2)) / scale;
        const canvas = document.createElement('canvas');
        canvas.width = 1; canvas.height = 1;
        const context = canvas.getContext('2d');
        context.drawImage(img, ix, iy, 1, 1, 0, 0, 1, 1);
        const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
        return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
      }
      if (e.layer.kind === 'color') {
        const m = /rgba\((\d+),(\d+),(\d+),([\d.]+)\)/.exec(e.container.style.background.replace(/\s/g, ''));
        if (m && Number(m[4]) >= 0.5) return (0.2126 * m[1] + 0.7152 * m[2] + 0.0722 * m[3]) / 255;
      }
    }
    return this.appearance === 'dark' ? 0 : 1;
  }

  /** Writes this moment's styles: transforms, clips, opacity and filters only. */
  render() {
    const s = this.session;
    const offset = s.scrollView.state.contentOffset.y;
    const resolved = s.layers();
    this.renderLists(offset, resolved);
    for (let i = 0; i < this.layerElements.length; i++) {
      const e = this.layerElements[i];
      const r = resolved[e.index];
      const style = layerStyle(e.layer, r, s.viewport, e.base);
      const cs = e.container.style;
      if (cs.opacity !== style.opacity) cs.opacity = style.opacity;
      if (cs.clipPath !== style.clipPath) { cs.clipPath = style.clipPath; cs.webkitClipPath = style.clipPath; }
      if (cs.filter !== style.filter) cs.filter = style.filter;
      if (e.inner && style.transform && e.inner.style.transform !== style.transform) e.inner.style.transform = style.transform;
      if (e.pages) this.renderPager(e, r, s.pager.state.contentOffset.x);
    }
    return resolved;
  }
}

exports.Stage = Stage;
},
"player/frame-styles.js": function (exports, require) {
// What each layer looks like at one offset, as CSS that only transforms, clips and fades (no
// layout per frame): every layer sits in a viewport-sized container whose `clip-path: inset()`
// is the layer's frame (scaled about its anchor) within its clip, and an inner element moved and
// scaled by `transform`. Pure: the page applies these strings; the tests read them.

const px = (v) => `${Math.round(v * 1000) / 1000}px`;

/** `inset()` for the rectangle `r` in a viewport, rounded by `radius`. */
function insetClip(r, viewport, radius = 0) {
  if (!(r.width > 0 && r.height > 0) || !Number.isFinite(r.x) || !Number.isFinite(r.y)) return 'inset(50% 50% 50% 50%)';
  const top = r.y, left = r.x, right = viewport.width - (r.x + r.width), bottom = viewport.height - (r.y + r.height);
  return `inset(${px(top)} ${px(right)} ${px(bottom)} ${px(left)}${radius > 0 ? ` round ${px(radius)}` : ''})`;
}

function intersect(a, b) {
  const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width), bottom = Math.min(a.y + a.height, b.y + b.height);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

/** The transform that draws an image of `natural` size into `frame` by `contentMode` (AspectFill.swift). */
function imageTransform(frame, natural, contentMode = 'aspectFill') {
  const iw = Math.max(1, natural.width), ih = Math.max(1, natural.height);
  if (contentMode === 'scaleToFill' || contentMode === 'fill') {
    return `translate(${px(frame.x)}, ${px(frame.y)}) scale(${frame.width / iw}, ${frame.height / ih})`;
  }
  const s = contentMode === 'aspectFit' ? Math.min(frame.width / iw, frame.height / ih) : Math.max(frame.width / iw, frame.height / ih);
  const x = frame.x + (frame.width - iw * s) / 2, y = frame.y + (frame.height - ih * s) / 2;
  return `translate(${px(x)}, ${px(y)}) scale(${s})`;
}

/**
 * One layer's styles.
 * @param {object} layer  the design layer (kind, json, anchor)
 * @param {object} r  Session.layers()'s entry: frame [x, y, w, h], scaled, clip, alpha, visible, cornerRadius, scale, blur
 * @param {object} viewport  {width, height}
 * @param {object} [base]  the inner element's size when built ({width, height}; images: natural size)
 * @returns {{opacity: string, clipPath: string, transform: string, filter: string}}
 */
function layerStyle(layer, r, viewport, base = null) {
  const drawn = r.visible && r.alpha > 0;
  const scaled = r.scaled;
  const box = intersect(scaled, r.clip);
  // A circle mask, a circle or capsule shape, or glass's circle and capsule: half the short side.
  const round = layer.json?.mask === 'circle' || layer.json?.shape === 'circle' || layer.json?.shape === 'capsule';
  const radius = round ? Math.min(scaled.width, scaled.height) / 2 : r.cornerRadius * r.scale;
  const style = { opacity: drawn ? String(Math.round(r.alpha * 1000) / 1000) : '0', clipPath: '', transform: '', filter: '' };
  switch (layer.kind) {
    case 'color':
    case 'material':
    case 'glass':
      style.clipPath = roundedClip(box, scaled, radius, viewport);
      break;
    case 'image':
    case 'pager':
      style.clipPath = roundedClip(box, scaled, radius, viewport);
      if (layer.kind === 'image') style.transform = imageTransform(scaled, base ?? { width: 1, height: 1 }, layer.json?.contentMode);
      break;
    case 'gradient': {
      style.clipPath = roundedClip(box, scaled, radius, viewport);
      const b = base ?? { width: 100, height: 100 };
      style.transform = `translate(${px(scaled.x)}, ${px(scaled.y)}) scale(${scaled.width / b.width}, ${scaled.height / b.height})`;
      break;
    }
    default: {
      // Text, icons and controls keep their built size: moved and scaled, clipped to their clip.
      style.clipPath = insetClip(r.clip, viewport);
      const [x, y] = r.frame;
      const f = { x, y };
      style.transform = `translate(${px(f.x)}, ${px(f.y)})${r.scale !== 1 ? ` scale(${r.scale})` : ''}`;
    }
  }
  if (r.blur > 0) style.filter = `blur(${px(r.blur / 2)})`;
  return style;
}

/** A frame's clip: its rectangle within the clip, its corners rounded only when the frame is whole. */
function roundedClip(box, frame, radius, viewport) {
  const whole = box.width === frame.width && box.height === frame.height;
  return insetClip(box, viewport, whole ? radius : 0);
}

exports.insetClip = insetClip;
exports.intersect = intersect;
exports.imageTransform = imageTransform;
exports.layerStyle = layerStyle;
},
"player/colors.js": function (exports, require) {
// Port of HeaderKit/Device/DynamicColor.swift's system colours (Apple's HIG "Color", iOS 17
// light and dark values) and StretchyFiles/Design/DesignColor.swift's forms: #RRGGBB, #RRGGBBAA
// or a system colour's name. Generated from the Swift table; values are [r, g, b, a] in 0...255.

const systemColors = {
  // UISegmentedControl's selected pill and track (DynamicColor.segmentSelected / segmentTrack).
  segmentSelected: [[255, 255, 255, 255], [99, 99, 102, 255]],
  segmentTrack: [[242, 242, 247, 255], [28, 28, 30, 255]],
  white: [[255, 255, 255, 255], [255, 255, 255, 255]],
  black: [[0, 0, 0, 255], [0, 0, 0, 255]],
  clear: [[0, 0, 0, 0], [0, 0, 0, 0]],
  label: [[0, 0, 0, 255], [255, 255, 255, 255]],
  secondaryLabel: [[60, 60, 67, 153], [235, 235, 245, 153]],
  tertiaryLabel: [[60, 60, 67, 76], [235, 235, 245, 76]],
  separator: [[60, 60, 67, 73], [84, 84, 88, 153]],
  opaqueSeparator: [[198, 198, 200, 255], [56, 56, 58, 255]],
  systemBackground: [[255, 255, 255, 255], [0, 0, 0, 255]],
  secondarySystemBackground: [[242, 242, 247, 255], [28, 28, 30, 255]],
  systemGroupedBackground: [[242, 242, 247, 255], [0, 0, 0, 255]],
  systemBlue: [[0, 122, 255, 255], [10, 132, 255, 255]],
  tintColor: [[0, 122, 255, 255], [10, 132, 255, 255]],
  systemRed: [[255, 59, 48, 255], [255, 69, 58, 255]],
  systemGreen: [[52, 199, 89, 255], [48, 209, 88, 255]],
  systemOrange: [[255, 149, 0, 255], [255, 159, 10, 255]],
  systemPink: [[255, 45, 85, 255], [255, 55, 95, 255]],
  systemGray: [[142, 142, 147, 255], [142, 142, 147, 255]],
  systemGray4: [[209, 209, 214, 255], [58, 58, 60, 255]],
  systemGray5: [[229, 229, 234, 255], [44, 44, 46, 255]],
  systemGray6: [[242, 242, 247, 255], [28, 28, 30, 255]],
  systemYellow: [[255, 204, 0, 255], [255, 214, 10, 255]],
  systemMint: [[0, 199, 190, 255], [99, 230, 226, 255]],
  systemTeal: [[48, 176, 199, 255], [64, 200, 224, 255]],
  systemCyan: [[50, 173, 230, 255], [100, 210, 255, 255]],
  systemIndigo: [[88, 86, 214, 255], [94, 92, 230, 255]],
  systemPurple: [[175, 82, 222, 255], [191, 90, 242, 255]],
  systemBrown: [[162, 132, 94, 255], [172, 142, 104, 255]],
  systemGray2: [[174, 174, 178, 255], [99, 99, 102, 255]],
  systemGray3: [[199, 199, 204, 255], [72, 72, 74, 255]],
  quaternaryLabel: [[60, 60, 67, 46], [235, 235, 245, 41]],
  placeholderText: [[60, 60, 67, 76], [235, 235, 245, 76]],
  link: [[0, 122, 255, 255], [9, 132, 255, 255]],
  tertiarySystemBackground: [[255, 255, 255, 255], [44, 44, 46, 255]],
  secondarySystemGroupedBackground: [[255, 255, 255, 255], [28, 28, 30, 255]],
  tertiarySystemGroupedBackground: [[242, 242, 247, 255], [44, 44, 46, 255]],
  systemFill: [[120, 120, 128, 51], [120, 120, 128, 92]],
  secondarySystemFill: [[120, 120, 128, 41], [120, 120, 128, 82]],
  tertiarySystemFill: [[118, 118, 128, 31], [118, 118, 128, 61]],
  quaternarySystemFill: [[116, 116, 128, 20], [118, 118, 128, 46]],
};

/** A CSS colour for a design colour in `appearance` ('light' | 'dark'); null when unknown. */
function cssColor(text, appearance = 'light') {
  const named = systemColors[text];
  let c = named ? named[appearance === 'dark' ? 1 : 0] : null;
  if (!c && typeof text === 'string' && /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(text)) {
    const hex = text.slice(1);
    const v = parseInt(hex.length === 6 ? hex + 'ff' : hex, 16);
    c = [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
  }
  if (!c) return null;
  return `rgba(${c[0]},${c[1]},${c[2]},${(c[3] / 255).toFixed(3)})`;
}

exports.systemColors = systemColors;
exports.cssColor = cssColor;
},
"player/chrome.js": function (exports, require) {
// A sketch of HeaderKit/Device/DeviceChrome.swift for a desktop preview: the Dynamic Island (or a
// centred clock), 9:41, a battery, the home indicator and the screen's corners. A phone shows its
// own status bar over the page (viewport-fit=cover), so the page draws this only where the
// pointer is fine (a mouse), unless the options say otherwise. Built once, never per frame.
const { cssColor } = require("player/colors.js");

/** @param {HTMLElement} root  the stage; @param {object} device  device.js's entry; @param {boolean} light  light content (over a dark header) */
function drawChrome(root, device, { appearance = 'light', light = false } = {}) {
  if (!device || !device.hasChrome) return;
  const { width, height } = device.size;
  const layer = document.createElement('div');
  layer.className = 'chrome';
  Object.assign(layer.style, { position: 'absolute', left: '0', top: '0', width: `${width}px`, height: `${height}px`, pointerEvents: 'none',
    font: '600 17px "DejaVu Sans", system-ui, -apple-system, sans-serif', color: light ? '#fff' : '#000' });
  const box = (x, y, w, h, style) => {
    const el = document.createElement('div');
    Object.assign(el.style, { position: 'absolute', left: `${x}px`, top: `${y}px`, width: `${w}px`, height: `${h}px` }, style);
    layer.appendChild(el);
    return el;
  };
  let clockX, centerY, size;
  if (device.dynamicIsland) {
    const island = { width: 126, height: 37.33, y: device.safeArea.top > 60 ? 14 : 11 };
    box((width - island.width) / 2, island.y, island.width, island.height, { background: '#000', borderRadius: `${island.height / 2}px` });
    const ear = (width - island.width) / 2;
    clockX = ear / 2 + 6; centerY = island.y + island.height / 2; size = 17;
    box(width - ear / 2 + 36 - 27, centerY - 6, 25, 12, { border: '1px solid currentColor', borderRadius: '3.5px', boxSizing: 'border-box', opacity: '0.9' });
  } else {
    clockX = width >= 600 ? 40 : width / 2; centerY = device.statusBarHeight / 2; size = 12;
    box(width - 6 - 25, centerY - 5.5, 23, 11, { border: '1px solid currentColor', borderRadius: '3px', boxSizing: 'border-box', opacity: '0.9' });
  }
  const clock = box(clockX - 30, centerY - size * 0.6, 60, size * 1.2, { textAlign: 'center', fontSize: `${size}px`, lineHeight: `${size * 1.2}px` });
  clock.textContent = '9:41';
  if (device.homeIndicator) {
    box((width - 134) / 2, height - 13, 134, 5, { background: cssColor('label', appearance), borderRadius: '2.5px' });
  }
  root.appendChild(layer);
  if (device.cornerRadius > 0) root.style.borderRadius = `${device.cornerRadius}px`;
}

exports.drawChrome = drawChrome;
},
"player/record.js": function (exports, require) {
// Record mode (issue 49, `stretchy share --record`): a plain list scrolled by the browser's own
// scrolling — on an iPhone, Safari's page is a UIKit scroll view, with UIKit's deceleration and
// bounce — logging every touch (event.timeStamp, the finger in the window) and the scroll offset
// at every frame (window.scrollY, negative while iOS bounces past the top), written as a
// `stretchy-device-trace/1` file: the format the UIKit export's recorder writes, that
// `stretchy calibrate` reads (docs/guide/calibration.md).

const FORMAT = 'stretchy-device-trace/1';
/** Rows of the plain list, and their height in points (a UITableView's default). */
const ROWS = 300;
const ROW_HEIGHT = 44;

/** Collects touches and frames; `trace()` is the file's object with times from the first of either. */
class TraceLog {
  constructor() { this.clear(); }

  clear() {
    this.touches = [];
    this.frames = [];
    this.down = null;
  }

  /** A touch of the finger with `id` ('began', 'moved', 'ended' or 'cancelled'); one finger only. */
  touch(phase, id, t, x, y) {
    if (phase === 'began') {
      if (this.down !== null) return;
      this.down = id;
    } else if (id !== this.down) {
      return;
    }
    if (phase === 'ended' || phase === 'cancelled') this.down = null;
    this.touches.push({ t, phase, x, y });
  }

  /** A frame at `t` showing `offset`; a frame at a time already logged is dropped (times must increase). */
  frame(t, offset) {
    const last = this.frames[this.frames.length - 1];
    if (last && t <= last.t) return;
    this.frames.push({ t, offset });
  }

  /** The trace so far: a touch still down is left out (its stream has no end yet). */
  trace({ viewport, contentHeight, device = '', ios = '' }) {
    let touches = this.touches;
    if (this.down !== null) {
      const began = touches.map((touch) => touch.phase).lastIndexOf('began');
      touches = touches.slice(0, began);
    }
    const origin = Math.min(this.frames[0]?.t ?? Infinity, touches[0]?.t ?? Infinity);
    const ms = (t) => Math.round((t - origin) * 1000) / 1000;
    const pt = (v) => Math.round(v * 1000) / 1000;
    return {
      format: FORMAT, device, ios, viewport: { width: viewport.width, height: viewport.height }, contentInsetTop: 0, contentHeight,
      touches: touches.map((touch) => ({ t: ms(touch.t), phase: touch.phase, x: pt(touch.x), y: pt(touch.y) })),
      frames: this.frames.map((frame) => ({ t: ms(frame.t), offset: pt(frame.offset) })),
    };
  }
}

/** The iOS version in a user agent ("CPU iPhone OS 17_4 like Mac OS X" → "17.4"), or ''. */
function iosVersion(userAgent) {
  const m = /OS (\d+)_(\d+)(?:_(\d+))?/.exec(userAgent ?? '');
  return m ? [m[1], m[2], m[3]].filter(Boolean).join('.') : '';
}

/** Switches the page to Record mode: hides the player, shows the list, logs until the page goes. */
function startRecording(document, window) {
  const log = new TraceLog();
  const root = document.documentElement;
  root.classList.add('recording');
  const list = document.createElement('div');
  list.id = 'record-list';
  const note = document.createElement('p');
  note.className = 'record-note';
  note.textContent = 'Record mode: scroll this list the way you want to check (a pull past the top, held and let go; '
    + 'a slow drag; a flick), then tap Save and send the file to your computer.';
  list.appendChild(note);
  for (let i = 1; i <= ROWS; i++) {
    const row = document.createElement('div');
    row.className = 'record-row';
    row.textContent = `Row ${i}`;
    list.appendChild(row);
  }
  const bar = document.createElement('div');
  bar.id = 'record-bar';
  const status = document.createElement('span');
  const save = document.createElement('button');
  save.textContent = 'Save';
  const restart = document.createElement('button');
  restart.textContent = 'Restart';
  bar.append(status, restart, save);
  document.body.append(list, bar);

  // Touches on the bar are taps on its buttons, not part of the scroll.
  const onBar = (e) => bar.contains(e.target);
  // event.timeStamp is on performance.now()'s clock, as requestAnimationFrame's is (an older
  // browser's epoch time stamp is replaced by performance.now()).
  const stamp = (e) => (Math.abs(e.timeStamp - performance.now()) < 60000 ? e.timeStamp : performance.now());
  const listen = (type, phase) => window.addEventListener(type, (e) => {
    if (onBar(e)) return;
    for (const touch of e.changedTouches) log.touch(phase, touch.identifier, stamp(e), touch.clientX, touch.clientY);
  }, { passive: true, capture: true });
  listen('touchstart', 'began');
  listen('touchmove', 'moved');
  listen('touchend', 'ended');
  listen('touchcancel', 'cancelled');

  const trace = () => log.trace({
    viewport: { width: window.innerWidth, height: window.innerHeight },
    contentHeight: root.scrollHeight,
    device: /iPhone|iPad|Android/.exec(navigator.userAgent)?.[0] ?? 'browser',
    ios: iosVersion(navigator.userAgent),
  });
  const frame = (t) => {
    log.frame(t, window.scrollY);
    status.textContent = `${log.frames.length} frames, ${log.touches.filter((x) => x.phase === 'began').length} touches`;
    window.requestAnimationFrame(frame);
  };
  window.requestAnimationFrame(frame);

  restart.addEventListener('click', () => log.clear());
  save.addEventListener('click', async () => {
    const text = `${JSON.stringify(trace())}\n`;
    const name = `stretchy-trace-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    const file = typeof File === 'function' ? new File([text], name, { type: 'application/json' }) : null;
    // The share sheet (AirDrop, Mail, Files) where the browser has one; else a download.
    if (file && navigator.canShare?.({ files: [file] })) {
      try { await navigator.share({ files: [file] }); return; } catch { /* cancelled: offer the download */ }
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  });
  return { trace, log };
}

exports.FORMAT = FORMAT;
exports.ROWS = ROWS;
exports.ROW_HEIGHT = ROW_HEIGHT;
exports.TraceLog = TraceLog;
exports.iosVersion = iosVersion;
exports.startRecording = startRecording;
}
};
const cache = {};
function require(key) {
  if (!cache[key]) { cache[key] = {}; definitions[key](cache[key], require); }
  return cache[key];
}
window.stretchyPlayer = require("player/page.js");
})();
