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
const { embedFonts } = require("player/embedded-fonts.js");
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

exports.start = start;
},
"player/design.js": function (exports, require) {
// Port of the reading half of StretchyFiles/Design/DesignLoader.swift and of
// HeaderKit/Design/Design.swift + ResolvedLayer.swift: a design file's parameters, variables,
// scroll block and layers, as evaluators over one slot array, and each layer at an offset.
const { ExpressionScope, builtIns, isNameable, parseExpression, slot } = require("player/expression.js");
const { keyframesEvaluator } = require("player/keyframes.js");
const { evaluatePlan, makeLayoutPlan } = require("player/layout-plan.js");
const { readsFrames } = require("player/frame-references.js");
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
  const stacked = (doc.layers ?? []).find((l) => Array.isArray(l.children));
  if (stacked) throw new Error(`layer '${stacked.id}': a stack reaches the page written out as plain layers (stretchy share does that)`);
  // A design that reads layers' frames (`avatar.maxY`) gets four slots per nameable layer id
  // (DesignReader.scopeWithFrames) and a layout plan; one that reads none evaluates as before.
  const layerIDs = readsFrames(doc) ? [...new Set((doc.layers ?? []).map((l) => l.id).filter(isNameable))] : [];
  const scope = new ExpressionScope([...parameterSpecs.map((p) => p.name), ...variableNames], layerIDs);
  const expr = (v) => parseExpression(v, scope);
  const property = (v) => {
    // `auto` sizes are measured by the Swift side (`stretchy share` writes them as numbers); an
    // unmeasured one is 0 (share warns).
    if (v === 'auto') return parseExpression(0, scope);
    if (v === null || typeof v !== 'object') return expr(v);
    const offsets = v.offset.map(expr), values = v.value.map(expr);
    const evaluate = keyframesEvaluator({ offsets, values, curve: v.curve, below: v.below, above: v.above });
    evaluate.reads = new Set([slot.offset, ...[...offsets, ...values].flatMap((e) => [...e.reads])]);
    return evaluate;
  };
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
  // Rows read the design's names, its frames included, then `index` (DesignReader.rowScope).
  const rowScope = new ExpressionScope([...scope.names.slice(builtIns.length), 'index']);
  rowScope.layerIDs = layerIDs;
  for (const [name, t] of Object.entries(doc.rowTemplates ?? {})) {
    rowTemplates[name] = { height: t.height === 'auto' || t.height === undefined ? 'auto' : parseExpression(t.height, rowScope),
      paddingBottom: t.paddingBottom ?? 0, indexSlot: rowScope.slotOf('index') };
  }
  const design = { name: doc.name ?? 'design', doc, parameterSpecs, variables, scope, scroll, layers,
    stretchFactor: doc.stretchFactor !== undefined ? property(doc.stretchFactor) : null,
    rowTemplates, content: doc.content ?? null, plan: null };
  if (layerIDs.length) design.plan = makeLayoutPlan(design);
  return design;
}

function readLayer(l, property) {
  const prop = (key, fallback) => (l[key] !== undefined ? property(l[key]) : property(fallback));
  const clip = l.clip ? {
    x: l.clip.x !== undefined ? property(l.clip.x) : null, y: l.clip.y !== undefined ? property(l.clip.y) : null,
    width: l.clip.width !== undefined ? property(l.clip.width) : null, height: l.clip.height !== undefined ? property(l.clip.height) : null,
  } : null;
  return {
    // A stack written out (SharePageDesign) and a spacer are colour layers: clear unless coloured.
    id: l.id, kind: l.kind === 'stack' || l.kind === 'spacer' ? 'color' : l.kind, json: l, space: l.space ?? 'viewport', z: l.z ?? 'aboveList', role: l.role ?? null,
    // Without a size a layer fills the viewport.
    x: prop('x', 0), y: prop('y', 0), width: prop('width', 'W'), height: prop('height', 'H'),
    alpha: prop('alpha', 1), scale: prop('scale', 1), blur: prop('blur', 0), visible: prop('visible', 1),
    anchor: Array.isArray(l.anchor) ? { x: l.anchor[0], y: l.anchor[1] } : { x: 0.5, y: 0.5 },
    clip, cornerRadius: l.cornerRadius !== undefined ? property(l.cornerRadius) : null,
    // CALayer's border: `width` points (an expression) just inside the outline, in `color`.
    border: l.border ? { width: property(l.border.width ?? 1), color: l.border.color ?? 'black' } : null,
    // CALayer's shadow (defaults as CALayer's, but opacity 1): expressions but the colour.
    shadow: l.shadow ? { color: l.shadow.color ?? 'black', opacity: property(l.shadow.opacity ?? 1), radius: property(l.shadow.radius ?? 3),
      x: property(l.shadow.x ?? 0), y: property(l.shadow.y ?? -3) } : null,
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
  if (design.plan) return evaluatePlan(design.plan, slots);
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
  if (layer.border) resolved.borderWidth = Math.max(0, value(layer.border.width));
  if (layer.shadow) {
    const sh = layer.shadow;
    resolved.shadow = { opacity: Math.min(1, Math.max(0, value(sh.opacity))), radius: Math.max(0, value(sh.radius)), x: value(sh.x), y: value(sh.y) };
  }
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

/** The members an expression reads after a layer's id (LayerFrameNames.members): the four stored
 *  fields and CGRect's accessors, which are sums of them. */
const frameFields = ['x', 'y', 'width', 'height'];
const frameMembers = ['x', 'y', 'width', 'height', 'minX', 'minY', 'midX', 'midY', 'maxX', 'maxY'];

/** Whether `id` can be named in an expression (LayerFrameNames.isNameable): `hero-photo.maxY`
 *  would read as a subtraction. */
const isNameable = (id) => typeof id === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(id);

/** Names → slots: the built-ins first, then the design's parameters and variables in order, then
 *  `ID.x`, `ID.y`, `ID.width`, `ID.height` for every layer id in `layerIDs` (a design that reads frames). */
class ExpressionScope {
  constructor(names = [], layerIDs = []) {
    this.layerIDs = layerIDs;
    names = [...names, ...layerIDs.flatMap((id) => frameFields.map((f) => `${id}.${f}`))];
    this.names = [...builtIns, ...names];
    this.slotByName = new Map();
    this.names.forEach((name, i) => { if (!this.slotByName.has(name)) this.slotByName.set(name, i); });
  }
  slotOf(name) { return this.slotByName.get(name); }
}

const isDigit = (c) => c !== undefined && /\p{N}/u.test(c);
const isLetter = (c) => c !== undefined && /\p{L}/u.test(c);

/** Parses `source` against `scope` into an evaluator `(slots) => number`; its `reads` are the
 *  slots it reads (DesignExpression.slotsRead: what the layout plan orders by). */
function parseExpression(source, scope) {
  if (typeof source === 'number') return withReads(() => source, new Set());
  if (typeof source === 'boolean') { const v = source ? 1 : 0; return withReads(() => v, new Set()); }
  const reads = new Set();
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
    if (peek() === '.' && isLetter(chars[index + 1])) return frameReference(name, start);
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
    reads.add(at);
    return (s) => s[at];
  }
  /** `ID.member`: another layer's layout frame at this offset (LayerFrameNames.node). */
  function frameReference(id, start) {
    index += 1;
    const memberStart = index;
    while (isLetter(peek()) || isDigit(peek()) || peek() === '_') index += 1;
    const member = chars.slice(memberStart, index).join('');
    const x = scope.layerIDs?.includes(id) ? scope.slotOf(`${id}.x`) : undefined;
    if (x === undefined) throw new ExpressionError(start + 1, `unknown layer '${id}' in '${id}.${member}'`);
    if (!frameMembers.includes(member)) throw new ExpressionError(memberStart + 1, `'${id}.${member}': a layer's frame is read as ${frameMembers.join(', ')}`);
    const y = x + 1, w = x + 2, h = x + 3;
    const used = { x: [x], minX: [x], y: [y], minY: [y], width: [w], height: [h], midX: [x, w], maxX: [x, w], midY: [y, h], maxY: [y, h] }[member];
    for (const u of used) reads.add(u);
    switch (member) {
      case 'midX': return (s) => s[x] + s[w] * 0.5;
      case 'maxX': return (s) => s[x] + s[w];
      case 'midY': return (s) => s[y] + s[h] * 0.5;
      case 'maxY': return (s) => s[y] + s[h];
      default: { const at = used[0]; return (s) => s[at]; }
    }
  }

  skipSpaces();
  if (index >= chars.length) throw fail('empty expression');
  const node = comparison();
  skipSpaces();
  if (index < chars.length) throw fail(`unexpected '${chars[index]}'`);
  return withReads(node, reads);
}

/** `evaluate` carrying the slots it reads. */
function withReads(evaluate, reads) {
  evaluate.reads = reads;
  return evaluate;
}

exports.builtIns = builtIns;
exports.slot = slot;
exports.ExpressionError = ExpressionError;
exports.frameFields = frameFields;
exports.frameMembers = frameMembers;
exports.isNameable = isNameable;
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
"player/layout-plan.js": function (exports, require) {
// Port of HeaderKit/Layout/LayoutPlan.swift and LayoutPlan+Building.swift: the order a design's
// variables and the frames of its layers are evaluated in each frame when an expression reads a
// layer's frame by id (`avatar.maxY`), each after what it reads — worked out once at load, a
// depth-first walk in the design's order. A cycle is refused naming its values in order.
const { builtIns, frameFields } = require("player/expression.js");

/** Every expression result is held within ±1e6 points; a non-finite one is 0 (Design.bounded). */
const bounded = (x) => (Number.isFinite(x) ? Math.min(1e6, Math.max(-1e6, x)) : 0);

/** The steps `[{slot, evaluate, isSize}]` for `design` (variables, then each named layer's four
 *  frame fields as nodes), ordered so each follows what it reads. */
function makeLayoutPlan(design) {
  const nodes = [];
  const nodeBySlot = new Map();
  const add = (slotIndex, name, evaluate, isSize, isVariable) => {
    nodeBySlot.set(slotIndex, nodes.length);
    nodes.push({ slot: slotIndex, name, evaluate, isSize, isVariable, reads: evaluate.reads ?? new Set() });
  };
  const firstVariable = builtIns.length + design.parameterSpecs.length;
  design.variables.forEach((v, i) => add(firstVariable + i, design.scope.names[firstVariable + i], v, false, true));
  for (const layer of design.layers) {
    const x = design.scope.slotOf(`${layer.id}.x`);
    if (x === undefined || nodeBySlot.has(x)) continue;
    frameFields.forEach((field, f) => add(x + f, `${layer.id}.${field}`, layer[field], f >= 2, false));
  }
  const marks = new Array(nodes.length).fill(0);  // 0 none, 1 visiting, 2 done
  const order = [];
  const dependencies = (n) => [...nodes[n].reads].filter((s) => nodeBySlot.has(s)).map((s) => nodeBySlot.get(s)).sort((a, b) => b - a);
  for (let root = 0; root < nodes.length; root++) {
    if (marks[root]) continue;
    const stack = [{ node: root, pending: dependencies(root) }];
    const path = [root];
    marks[root] = 1;
    while (stack.length) {
      const top = stack[stack.length - 1];
      if (top.pending.length) {
        const next = top.pending.pop();
        if (marks[next] === 2) continue;
        if (marks[next] === 1) {
          const names = [...path.slice(path.lastIndexOf(next)), next].map((n) => `'${nodes[n].name}'`);
          throw new Error(`a layout cycle: ${names.join(' → ')} (each reads the next; break one link)`);
        }
        marks[next] = 1;
        path.push(next);
        stack.push({ node: next, pending: dependencies(next) });
      } else {
        stack.pop();
        path.pop();
        marks[top.node] = 2;
        order.push(nodes[top.node]);
      }
    }
  }
  return order.map(({ slot, evaluate, isSize }) => ({ slot, evaluate, isSize }));
}

/** Evaluates the plan's steps in order into `slots` (LayoutPlan.evaluate). */
function evaluatePlan(plan, slots) {
  for (let i = 0; i < plan.length; i++) {
    const step = plan[i];
    const value = bounded(step.evaluate(slots));
    slots[step.slot] = step.isSize ? Math.max(0, value) : value;
  }
}

exports.makeLayoutPlan = makeLayoutPlan;
exports.evaluatePlan = evaluatePlan;
},
"player/frame-references.js": function (exports, require) {
// Port of StretchyFiles/Design/Layout/FrameReferences.swift: whether a design file reads any
// layer's frame by id (`avatar.maxY`) — only then does its scope get frame slots and a layout plan,
// so a design that reads none evaluates exactly as before.
const { frameMembers } = require("player/expression.js");

/** `NAME.member` after no word character or dot, the name not starting with a digit. */
const reference = new RegExp(`(^|[^\\p{L}\\p{N}_.])[\\p{L}_][\\p{L}\\p{N}_]*\\.(${frameMembers.join('|')})(?![\\p{L}\\p{N}_])`, 'u');

/** Whether any string in `document` holds a frame reference. */
function readsFrames(document) {
  if (typeof document === 'string') return reference.test(document);
  if (Array.isArray(document)) return document.some(readsFrames);
  if (document !== null && typeof document === 'object') return Object.values(document).some(readsFrames);
  return false;
}

exports.readsFrames = readsFrames;
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
const { barProgress, tabBarLayout, TabBarMinimizer } = require("player/tab-bar.js");
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
    // Clamped to the scrollable range: a bounce at the bottom is no scroll up (HeaderScreen.maximumTrackedOffset, D4).
    const maximum = Math.max(-this.insetTop, this.contentHeight + this.baseContentInset.bottom - this.viewport.height);
    this.tabBarMinimizer.track(Math.min(this.scrollView.state.contentOffset.y, maximum), -this.insetTop, seconds);
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
    // The capsule shrinks only in the second half of the minimise (TabBarItemFrames.barProgress).
    const bar = this.tabBarLayout(barProgress(this.tabBarProgress));
    return this.design.layers.map((layer) => {
      const r = resolveLayer(layer, v, this.viewport);
      // Tab bars place themselves: their frame is the bar's (HeaderScreen.placeTabBars).
      if (layer.kind === 'tabBar' && bar) { r.frame = { ...bar.bar }; r.minimized = this.tabBarProgress; }
      const f = r.frame;
      return { id: layer.id, frame: [f.x, f.y, f.width, f.height], alpha: r.alpha, scale: r.scale, visible: r.visible, blur: r.blur, count: r.count,
        scaled: scaledFrame(r, layer.anchor), clip: r.clip, cornerRadius: r.cornerRadius, minimized: r.minimized, liquidGlass: this.liquidGlass,
        borderWidth: r.borderWidth ?? 0, shadow: r.shadow ?? null };
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

/** How far the capsule itself has shrunk at minimise `progress` (TabBarItemFrames.barProgress):
 *  only once the other items are gone (the second half), so no item is ever outside it. */
const barProgress = (progress) => Math.max(0, Math.min(1, 2 * progress - 1));

exports.TabBarMetrics = TabBarMetrics;
exports.tabBarLayout = tabBarLayout;
exports.TabBarMinimizer = TabBarMinimizer;
exports.barProgress = barProgress;
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
const { layerStyle, imageTransform, borderClip, shadowStyle } = require("player/frame-styles.js");
const { cssColor } = require("player/colors.js");
const { colorExpression } = require("player/color-expression.js");
const { barProgress } = require("player/tab-bar.js");
const { contentSections, contentTabs, listLayout, cellSize } = require("player/content.js");
const { valuesAt } = require("player/design.js");
const { fontStack: fontStackFor } = require("player/embedded-fonts.js");

/** UIKit's text styles at the default Dynamic Type size (DesignTextStyle): [size, weight]. */
const textStyles = {
  largeTitle: [34, 700], title1: [28, 400], title2: [22, 400], title3: [20, 400], headline: [17, 600], body: [17, 400],
  callout: [16, 400], subheadline: [15, 400], footnote: [13, 400], caption1: [12, 400], caption2: [11, 400],
};
/** The window's font (embedded-fonts.js): DejaVu Sans, Inter first on a device; set per stage. */
let fontStack = fontStackFor(null);
const weights = { ultraLight: 100, thin: 200, light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900 };

/** A gradient's colours as written: `colors`, else `top` (white) and `bottom` (black), as DesignReader.gradient. */
const gradientColors = (j) => j.colors ?? [j.top ?? 'white', j.bottom ?? 'black'];

/** CAGradientLayer's look as CSS: stops at `locations` (else evenly), from startPoint to endPoint. */
function gradientBackground(j, colors) {
  const stops = colors.map((c, i) => `${c} ${((j.locations?.[i] ?? i / Math.max(1, colors.length - 1)) * 100).toFixed(2)}%`);
  const [sx, sy] = j.startPoint ?? [0.5, 0];
  const [ex, ey] = j.endPoint ?? [0.5, 1];
  const angle = Math.atan2(ex - sx, -(ey - sy)) * 180 / Math.PI;
  return `linear-gradient(${angle.toFixed(2)}deg, ${stops.join(', ')})`;
}

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
    fontStack = fontStackFor(session.device);
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
      // The shadow first, under the layer (shadowStyle): a clipped frame, a blurring wrapper, the shape.
      let shadow = null;
      if (layer.shadow) {
        const frame = doc.createElement('div'), blur = doc.createElement('div'), shape = doc.createElement('div');
        for (const el of [frame, blur, shape]) Object.assign(el.style, { position: 'absolute', left: '0', top: '0', width: '100%', height: '100%' });
        Object.assign(frame.style, { width: `${viewport.width}px`, height: `${viewport.height}px`, pointerEvents: 'none', willChange: 'clip-path, opacity' });
        shape.style.background = cssColor(layer.shadow.color, this.appearance) ?? 'black';
        blur.appendChild(shape);
        frame.appendChild(blur);
        this.root.appendChild(frame);
        shadow = { frame, blur, shape };
      }
      const built = this.buildInner(layer, container);
      built.shadow = shadow;
      built.colorMotions = this.colorMotions(layer, container, built);
      if (layer.border) {
        // Over the layer's own drawing, inside its clip: a ring of the border's colour (borderClip).
        built.border = doc.createElement('div');
        Object.assign(built.border.style, { position: 'absolute', left: '0', top: '0', width: '100%', height: '100%',
          background: cssColor(layer.border.color, this.appearance) ?? 'black', willChange: 'clip-path' });
        container.appendChild(built.border);
      }
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

  /** The content shown: the page's, else the one the design file holds inline (`"content": {…}`). */
  content() {
    const own = this.session.design.content;
    return this.contentDoc ?? (own !== null && typeof own === 'object' ? own : null);
  }

  /** The layer's inner element and its base size (what the per-frame transform scales). */
  buildInner(layer, container) {
    const j = layer.json;
    const r = this.session.layers().find((l) => l.id === layer.id);
    const color = (c, fallback) => cssColor(c ?? fallback, this.appearance)
      ?? colorExpression(c, this.session.design.scope, this.appearance)?.from ?? cssColor(fallback, this.appearance);
    switch (layer.kind) {
      case 'color':
        container.style.background = color(j.color, 'clear');
        return { inner: null, base: null };
      case 'tabBar':
        return this.buildTabBar(layer, container, color);
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
        const colors = gradientColors(j).map((c) => color(c, 'clear'));
        Object.assign(inner.style, { position: 'absolute', left: '0', top: '0', width: '100px', height: '100px', transformOrigin: '0 0',
          background: gradientBackground(j, colors), willChange: 'transform' });
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
          inner.textContent = String(j.text ?? '').replace(/\$title/g, this.content()?.title ?? '');
        } else if (layer.kind === 'tabs' && (j.style ?? 'underline') === 'underline') {
          tabParts = this.buildUnderlineTabs(inner, w, h, color, j);
        } else if (layer.kind === 'segmented' || layer.kind === 'tabs') {
          const titles = (j.segments ?? (this.content()?.tabs ?? []).map((t) => t.title)).slice(0, r?.count || undefined);
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
          tabParts.mark = mark;
        }
        container.appendChild(inner);
        return { inner, base: null, ...tabParts };
      }
    }
  }

  /** The tab bar's items (HeaderScreen.drawTabBar): each a symbol above its 10 pt semibold title,
   *  the selected one blue on a tertiary-fill pill (iOS 26) — built once at the full bar's cells; per
   *  frame (renderTabBar) the others fade and the selected one moves into the minimised capsule. */
  buildTabBar(layer, container, color) {
    const j = layer.json;
    const s = this.session;
    const glass = s.liquidGlass;
    // CSS cannot refract: the bar's glass (or iOS 17's chrome material) is a blurred, frosted surface.
    container.style.background = this.appearance === 'dark' ? 'rgba(28,28,30,0.6)' : 'rgba(255,255,255,0.6)';
    container.style.backdropFilter = 'blur(20px) saturate(1.6)';
    container.style.webkitBackdropFilter = 'blur(20px) saturate(1.6)';
    const items = j.items ?? [];
    if (!s.tabBarLayout(0) || !items.length) return { inner: null, base: null };
    const selected = Math.min(Math.max(0, j.selected ?? 0), items.length - 1);
    const band = this.tabBarBand(0), cell = band.width / items.length;
    const place = (el, x, w) => Object.assign(el.style, { position: 'absolute', left: `${x}px`, top: `${band.y}px`, width: `${w}px`,
      height: `${band.height}px`, transformOrigin: '0 0', willChange: 'transform, opacity' });
    let pill = null;
    if (glass) {
      pill = document.createElement('div');
      place(pill, band.x + selected * cell, cell);
      Object.assign(pill.style, { borderRadius: `${band.height / 2}px`, background: color('tertiarySystemFill', 'systemGray5') });
      container.appendChild(pill);
    }
    const cells = items.map((item, i) => {
      const el = document.createElement('div');
      place(el, band.x + i * cell, cell);
      const tint = color(i === selected ? 'systemBlue' : (glass ? 'label' : 'systemGray'), 'label');
      const glyph = item.symbol ? this.images[`symbol:${item.symbol}`] : null;
      if (glyph) {
        const mark = document.createElement('div');
        Object.assign(mark.style, { position: 'absolute', left: `${cell / 2 - 11}px`, top: `${band.height / 2 - 22}px`, width: '22px', height: '22px', background: tint });
        for (const key of ['mask', 'webkitMask']) mark.style[key] = `url("${glyph}") center / contain no-repeat`;
        el.appendChild(mark);
      }
      const title = document.createElement('div');
      title.textContent = item.title ?? '';
      Object.assign(title.style, { position: 'absolute', left: '0', width: '100%', top: `${glyph ? band.height / 2 + 2 : band.height / 2 - 6}px`,
        font: `600 10px ${fontStack}`, lineHeight: '12px', textAlign: 'center', color: tint, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
      el.appendChild(title);
      container.appendChild(el);
      return el;
    });
    return { inner: null, base: null, tabBarItems: { cells, pill, selected, band, cell } };
  }

  /** The band the items share at minimise `progress`: the capsule's inside, or the 49 pt above the home indicator. */
  tabBarBand(progress) {
    const bar = this.session.tabBarLayout(progress).bar;
    return this.session.liquidGlass ? { x: bar.x + 4, y: bar.y + 4, width: Math.max(0, bar.width - 8), height: Math.max(0, bar.height - 8) }
      : { x: bar.x, y: bar.y, width: bar.width, height: 49 };
  }

  /** The tab bar's items at minimise `progress` (transforms and opacity only; TabBarItemFrames):
   *  in the first half the other items fade in their own cells, in the second the capsule shrinks
   *  (barProgress) and the selected cell slides to its start and fills it. */
  renderTabBar(t, progress) {
    const p = Math.min(1, Math.max(0, progress));
    const fade = Math.max(0, 1 - 2 * p), move = barProgress(p);
    const band = this.tabBarBand(move);
    const cellAt = (i) => (i === t.selected
      ? { x: t.band.x + i * t.cell + (band.x - (t.band.x + i * t.cell)) * move, width: t.cell + (band.width - t.cell) * move }
      : { x: t.band.x + i * t.cell, width: t.cell });
    const set = (el, key, value) => { if (el.style[key] !== value) el.style[key] = value; };
    t.cells.forEach((el, i) => {
      const c = cellAt(i);
      // The content keeps its size: moved so its centre is the cell's.
      const dx = c.x + c.width / 2 - (t.band.x + (i + 0.5) * t.cell), dy = band.y + band.height / 2 - (t.band.y + t.band.height / 2);
      set(el, 'transform', `translate(${dx.toFixed(3)}px, ${dy.toFixed(3)}px)`);
      set(el, 'opacity', String(i === t.selected ? 1 : (fade > 0.01 ? Math.round(fade * 1000) / 1000 : 0)));
    });
    if (t.pill) {
      const c = cellAt(t.selected);
      set(t.pill, 'transform', `translate(${(c.x - (t.band.x + t.selected * t.cell)).toFixed(3)}px, ${(band.y - t.band.y).toFixed(3)}px) `
        + `scale(${(c.width / t.cell).toFixed(4)}, ${(band.height / t.band.height).toFixed(4)})`);
    }
  }

  /** X's tab strip (HeaderScreen.drawUnderlineTabs) in the layer's look (TabStripLook: `color`,
   *  `selectedColor`, `indicator` {style underline | pill, color, height, width text | full}): the
   *  content's tab titles over a hairline, the selected one in its colour, the indicator (a bar
   *  along the bottom, or a capsule behind the title) following the tab position from title to
   *  title (moved by transform, its width by scale). Colours that move are not drawn moving. */
  buildUnderlineTabs(inner, w, h, color, j = {}) {
    const titles = (this.content()?.tabs ?? []).map((t) => t.title);
    const look = j.indicator ?? {};
    const pill = look.style === 'pill', full = look.width === 'full';
    inner.style.background = color('systemBackground', 'white');
    const cell = w / Math.max(1, titles.length);
    // 15 pt semibold titles on a 1.2 line; a pill is the line + 10 tall unless the design says.
    const lineHeight = 15 * 1.2;
    const height = pill ? Math.min(h, look.height ?? lineHeight + 10) : (look.height ?? 4);
    const indicator = document.createElement('div');
    Object.assign(indicator.style, { position: 'absolute', left: '0', top: `${pill ? h / 2 - height / 2 : h - height}px`, width: '100px',
      height: `${height}px`, borderRadius: pill || !full ? `${height / 2}px` : '0',
      background: color(look.color, pill ? 'systemGray5' : 'systemBlue'), transformOrigin: '0 0', willChange: 'transform' });
    // The pill behind the titles; the bar over the hairline.
    if (pill) inner.appendChild(indicator);
    const selectedColor = color(j.selectedColor, 'label'), otherColor = color(j.color, 'secondaryLabel');
    const segments = titles.map((title, i) => {
      const seg = document.createElement('div');
      seg.textContent = title;
      Object.assign(seg.style, { position: 'absolute', left: `${i * cell}px`, top: '0', width: `${cell}px`, height: `${h}px`, display: 'flex',
        alignItems: 'center', justifyContent: 'center', font: `600 15px ${fontStack}`, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis',
        color: i === 0 ? selectedColor : otherColor });
      inner.appendChild(seg);
      return seg;
    });
    const hairline = document.createElement('div');
    Object.assign(hairline.style, { position: 'absolute', left: '0', top: `${h - 0.5}px`, width: `${w}px`, height: '0.5px', background: color('separator', 'systemGray4') });
    inner.append(hairline);
    if (!pill) inner.append(indicator);
    // Each title's indicator width, measured once here (never per frame), capped as the window caps it.
    const probe = document.createElement('span');
    probe.style.font = `600 15px ${fontStack}`;
    document.body.appendChild(probe);
    const widths = titles.map((title) => {
      if (full) return pill ? cell - 8 : cell;
      probe.textContent = title;
      const text = probe.getBoundingClientRect().width;
      return pill ? Math.min(cell - 4, text + 24) : Math.min(cell - 8, text);
    });
    probe.remove();
    return { segments, underline: { indicator, widths, cell }, selectedColor, otherColor };
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

  /** The layer's colours that follow the scroll (DesignLayer.colorMotion, colorMotions' gradient
   *  stops): each `{el, key, css(slots)}`, written in `render` when it changes; null for none. */
  colorMotions(layer, container, built) {
    const j = layer.json, scope = this.session.design.scope, appearance = this.appearance;
    const moving = (c) => colorExpression(c, scope, appearance);
    const motions = [];
    const own = { color: [container, 'background'], material: [container, 'background'], text: [built.inner, 'color'], icon: [built.mark, 'background'] }[layer.kind];
    const motion = moving(layer.kind === 'material' ? j.tint ?? j.color : j.color);
    if (own?.[0] && motion) motions.push({ el: own[0], key: own[1], css: motion.at, last: null });
    if (layer.kind === 'gradient') {
      const stops = gradientColors(j).map((c) => moving(c) ?? { at: () => cssColor(c, appearance) ?? cssColor('clear', appearance) });
      if (stops.some((m) => m.from)) motions.push({ el: built.inner, key: 'background', last: null, css: (slots) => gradientBackground(j, stops.map((m) => m.at(slots))) });
    }
    return motions.length ? motions : null;
  }

  /** Writes this moment's styles: transforms, clips, opacity and filters only (and the colours
   *  that follow the scroll, when they change). */
  render() {
    const s = this.session;
    const offset = s.scrollView.state.contentOffset.y;
    const resolved = s.layers();
    this.renderLists(offset, resolved);
    for (let i = 0; i < this.layerElements.length; i++) {
      const e = this.layerElements[i];
      const r = resolved[e.index];
      if (e.colorMotions) {
        for (const m of e.colorMotions) {
          const css = m.css(s.scratch);
          if (css !== m.last) { m.last = css; m.el.style[m.key] = css; }
        }
      }
      const style = layerStyle(e.layer, r, s.viewport, e.base);
      const cs = e.container.style;
      if (cs.opacity !== style.opacity) cs.opacity = style.opacity;
      if (cs.clipPath !== style.clipPath) { cs.clipPath = style.clipPath; cs.webkitClipPath = style.clipPath; }
      if (cs.filter !== style.filter) cs.filter = style.filter;
      if (e.inner && style.transform && e.inner.style.transform !== style.transform) e.inner.style.transform = style.transform;
      if (e.pages) this.renderPager(e, r, s.pager.state.contentOffset.x);
      if (e.tabBarItems) this.renderTabBar(e.tabBarItems, r.minimized ?? 0);
      if (e.shadow) {
        const sh = shadowStyle(e.layer, r, s.viewport);
        const set = (el, key, value) => { if (el.style[key] !== value) el.style[key] = value; };
        set(e.shadow.shape, 'clipPath', sh.shape);
        set(e.shadow.blur, 'filter', sh.blur);
        set(e.shadow.frame, 'opacity', sh.opacity);
        set(e.shadow.frame, 'clipPath', sh.clip);
      }
      if (e.border) {
        const ring = borderClip(e.layer, r);
        if (e.border.style.clipPath !== ring) { e.border.style.clipPath = ring; e.border.style.webkitClipPath = ring; }
      }
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
    case 'tabBar':
      // Its surface: a capsule on iOS 26 (the frame is the floating bar's), square on iOS 17
      // (HeaderScreen.drawBarSurface); the items move inside it (draw.js renderTabBar).
      style.clipPath = roundedClip(box, scaled, r.liquidGlass ? Math.min(scaled.width, scaled.height) / 2 : 0, viewport);
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

/** An SVG path of the rectangle `r` rounded by `radius` (clockwise from the top left's end). */
function roundedRectPath(r, radius) {
  const k = Math.max(0, Math.min(radius, r.width / 2, r.height / 2));
  const n = (v) => Math.round(v * 1000) / 1000;
  const x0 = n(r.x), y0 = n(r.y), x1 = n(r.x + r.width), y1 = n(r.y + r.height), c = n(k);
  return `M${n(r.x + k)},${y0}H${n(r.x + r.width - k)}A${c},${c} 0 0 1 ${x1},${n(r.y + k)}V${n(r.y + r.height - k)}`
    + `A${c},${c} 0 0 1 ${n(r.x + r.width - k)},${y1}H${n(r.x + k)}A${c},${c} 0 0 1 ${x0},${n(r.y + r.height - k)}V${n(r.y + k)}`
    + `A${c},${c} 0 0 1 ${n(r.x + k)},${y0}Z`;
}

/**
 * A layer's border (CALayer's borderWidth: `docs/guide/designs.md`): the ring between the scaled
 * frame's rounded outline and the same inset by the width, its inner corners concentric (radius −
 * width) — as a clip-path with an even-odd hole, so the frame loop writes a style, never a size.
 */
function borderClip(layer, r) {
  const f = r.scaled;
  const width = (r.borderWidth ?? 0) * r.scale;
  if (!(width > 0) || !(f.width > 0 && f.height > 0)) return 'inset(50% 50% 50% 50%)';
  const round = layer.json?.mask === 'circle' || layer.json?.shape === 'circle' || layer.json?.shape === 'capsule';
  const radius = round ? Math.min(f.width, f.height) / 2 : r.cornerRadius * r.scale;
  const inner = { x: f.x + width, y: f.y + width, width: Math.max(0, f.width - 2 * width), height: Math.max(0, f.height - 2 * width) };
  return `path(evenodd, "${roundedRectPath(f, radius)}${inner.width > 0 && inner.height > 0 ? roundedRectPath(inner, Math.max(0, radius - width)) : ''}")`;
}

/**
 * A layer's shadow (HeaderScreen.drawShadow, CALayer's): the rounded outline moved by (x, y), in
 * its colour at the layer's alpha × opacity, blurred by a Gaussian of σ = radius points (the
 * window's). Drawn as a shape cut by clip-path inside an element whose filter blurs it (a filter
 * applies after its children's clips), itself clipped to the layer's clip.
 * @returns {{shape: string, blur: string, opacity: string, clip: string}}
 */
function shadowStyle(layer, r, viewport) {
  const s = r.shadow;
  const drawn = r.visible && r.alpha > 0 && s && s.opacity > 0;
  const f = r.scaled;
  const round = layer.json?.mask === 'circle' || layer.json?.shape === 'circle' || layer.json?.shape === 'capsule';
  const radius = round ? Math.min(f.width, f.height) / 2 : r.cornerRadius * r.scale;
  const moved = { x: f.x + (s?.x ?? 0), y: f.y + (s?.y ?? 0), width: f.width, height: f.height };
  return { shape: drawn ? `path("${roundedRectPath(moved, radius)}")` : 'inset(50% 50% 50% 50%)',
    blur: drawn && s.radius > 0 ? `blur(${Math.round(s.radius * 1000) / 1000}px)` : 'none',
    opacity: drawn ? String(Math.round(r.alpha * s.opacity * 1000) / 1000) : '0', clip: insetClip(r.clip, viewport) };
}

exports.insetClip = insetClip;
exports.intersect = intersect;
exports.imageTransform = imageTransform;
exports.layerStyle = layerStyle;
exports.borderClip = borderClip;
exports.shadowStyle = shadowStyle;
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
"player/color-expression.js": function (exports, require) {
// Port of HeaderKit/Design/ColorExpression.swift and StretchyFiles' DesignReader+ColorMotion.swift:
// a colour field that follows the scroll, `mix(A, B, t)` (each 8-bit channel, alpha too,
// interpolated straight and rounded) or `alpha(A, t)` (A with alpha t), t an expression held
// within 0…1; A and B are `#RRGGBB[AA]` or system colours, mixed per appearance.
const { parseExpression } = require("player/expression.js");
const { systemColors } = require("player/colors.js");

/** [r, g, b, a] (0…255) of a plain design colour in `appearance`; null when unknown. */
function rgba(text, appearance) {
  const named = systemColors[text];
  if (named) return named[appearance === 'dark' ? 1 : 0];
  if (typeof text !== 'string' || !/^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(text)) return null;
  const hex = text.slice(1);
  const v = parseInt(hex.length === 6 ? hex + 'ff' : hex, 16);
  return [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
}

/** The arguments between a call's parentheses, split at commas outside nested parentheses, trimmed. */
function splitArguments(inner) {
  const parts = [];
  let current = '', depth = 0;
  for (const c of inner) {
    if (c === '(') depth += 1; else if (c === ')') depth -= 1;
    if (c === ',' && depth === 0) { parts.push(current); current = ''; } else current += c;
  }
  parts.push(current);
  return parts.map((p) => p.trim());
}

/** `text` as a moving colour `{at(slots) → css}` in `appearance`, or null for a plain colour. */
function colorExpression(text, scope, appearance) {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  const open = trimmed.indexOf('(');
  if (open < 0 || trimmed.startsWith('#')) return null;
  const operation = trimmed.slice(0, open).trim();
  if (operation !== 'mix' && operation !== 'alpha') throw new Error(`unknown colour function '${operation}' (mix(A, B, t) or alpha(A, t))`);
  const args = splitArguments(trimmed.slice(open + 1, trimmed.endsWith(')') ? -1 : undefined));
  if (args.length !== (operation === 'mix' ? 3 : 2)) throw new Error(`'${text}': ${operation} takes ${operation === 'mix' ? 3 : 2} arguments`);
  const from = rgba(args[0], appearance), to = operation === 'mix' ? rgba(args[1], appearance) : from;
  if (!from || !to) throw new Error(`'${text}': unknown colour`);
  const t = parseExpression(args[args.length - 1], scope);
  const at = (slots) => {
    const raw = t(slots);
    const u = Math.min(1, Math.max(0, Number.isFinite(raw) ? raw : 0));
    const c = operation === 'mix' ? from.map((x, i) => Math.round(x + (to[i] - x) * u)) : [...from.slice(0, 3), Math.round(u * 255)];
    return `rgba(${c[0]},${c[1]},${c[2]},${(c[3] / 255).toFixed(3)})`;
  };
  return { at, from: `rgba(${from[0]},${from[1]},${from[2]},${(from[3] / 255).toFixed(3)})` };
}

exports.rgba = rgba;
exports.colorExpression = colorExpression;
},
"player/embedded-fonts.js": function (exports, require) {
// The window's fonts in the page, embedded as WOFF2 data cut to Latin text (scripts/web-fonts.sh),
// so the page's text has the window's shapes and widths with nothing fetched: DejaVu Sans
// (Resources/fonts) for a bare viewport, Inter first on a device, as the window draws a device's
// text (Stage's FontSet with `prefersInter`, PlatformFonts.uiFamilies).
const { dejaVuSans, inter } = require("player/fonts.js");

/** The CSS font-family list the window's text resolves to (`device`: a phone's, Inter first). */
function fontStack(device) {
  return `${device ? '"Inter", ' : ''}"DejaVu Sans", system-ui, -apple-system, sans-serif`;
}

/** Adds the @font-face rules (DejaVu Sans 400/700, Inter 400/600/700) to `doc`; resolves when they have loaded. */
function embedFonts(doc) {
  const style = doc.createElement('style');
  const faces = [['DejaVu Sans', dejaVuSans], ['Inter', inter]].flatMap(([family, weights]) => Object.entries(weights).map(([weight, data]) =>
    `@font-face{font-family:"${family}";font-weight:${weight};font-style:normal;font-display:block;`
    + `src:url("data:font/woff2;base64,${data}") format("woff2")}`));
  style.textContent = faces.join('\n');
  doc.head.appendChild(style);
  if (!doc.fonts) return Promise.resolve();
  return Promise.all([['DejaVu Sans', dejaVuSans], ['Inter', inter]].flatMap(([family, weights]) =>
    Object.keys(weights).map((weight) => doc.fonts.load(`${weight} 17px "${family}"`))));
}

exports.fontStack = fontStack;
exports.embedFonts = embedFonts;
},
"player/fonts.js": function (exports, require) {
// Generated by scripts/web-fonts.sh: DejaVu Sans from Resources/fonts (its licence in
// Resources/fonts/LICENSE-DejaVu.txt) and Inter (SIL Open Font License 1.1, Debian's fonts-inter),
// cut to Latin text, WOFF2 in base64, by weight: do not edit.
const dejaVuSans = { 400: 'd09GMgABAAAAAFX4ABIAAAAAsCQAAFWVAAJeuAAAAAAAAAAAAAAAAAAAAAAAAAAAGigbrBwcgXQfhXQGVgBkCIN+CYErEQwKgoYwgekDATYCJAOIMAuEHgAEIAWDVAcgDIpoGyOeN9Dddjkp0B0QldItFToLgY1DgMzM7Sfc5R4HReJbz/7//zOSihwm5Wm6GsBjKU4Y5eHCqN56NvYD5ywaE4YF60rY2AVV3r/3YIoSim86xTfuSAu8lhb0gnld4vrdxlbPeb+N7m4YJfjBKBTfr2GJhREcyHQn54ePausjzYpF15lkfkWCtfORqJUeTAmCoGDPDNQZ5ZbhVChnVKTKfNfJQeLvCHPtU6gDEybnvqOocvNBgiEkFE3UgDiH4aBW2P+hFGwOpbV7wdSl+ME/OpPUVC5KNj9svFxhhSqWghEo+kPLe4mCRYA7PaQMo3L6+Pymf+599wmv9spnYkp14koawudL11DKjJnzGzprOtIwceadsU6pGONbQzsX0rG2EyUBAth4+P+j/+0z3ftH8Jo1DKOWR9EwgoQxlGEiRfXu//9Nre4rAtUrklSgIhUJq0xy5DitCslx0E3gTgaYnJkF9mKDe9mL2Zw0aAA9xP50L2Y53Uv52uPdntJZrlawQiM+cvcBQHcpM2mKVLHsA8lZg05ar63zj3wALI8u3OW/6QLU5a9v6b8HG07D9MyCFka7koEe09YGABVAdkAOkYIql15YX9cBZH3alc+nMA+Q27rExucIFcdGEfcqEffClYoD1Nw4N2hDUMGVICqaoZtS3BWag7byZW/O1rCxP7o0c+eUV2fAMdT6JR6jYY4qFd23pas2pO7Gs84y1UJ+02hcrUUSeX3+/3X6Ch35A6N/27XHN2AnCvkFJFsKvZBk6YPeaSR2zlXQZbYLtOHarXuX9Y9/2Hq1tpdOfbG9x6QEOhXyve/JLqKd6YTGfTp7Z6Q1zWitELw+VUrkCmh3ZfhggiOQNI3tsH1XX4qGa4SOwFYQizqZ795RFP8AEymxuUHCXpRA0aK2tmnP2380bmDw/7zd+5ms2fEwAD6h+110pOsuOA9EPGNULQ8nctYD4IWeLJ32g8fk44I/Htcfw+ViPBguR8Ph4HE0XP6xYqAHCiKC5menpf/v3GvTgWJhgY2aRqfTmzTv/LRjVgiKUvhEerOzatLNmv6N3fgHu4Ge6OEB2IOr7a8EIm0RU39vqtn+v0uIS0r2ENJIF6J0iXTk3Yx7KDjF/ip3qf/7/sfu3/8X1GJB3iEoEKQuAJdAUNSB1J2NBaibJY8XsmMsfZXH1QqUbRzkQIIamxcSeFFy5DnlKlauQ6oqN51LV2UKfWULT9TDtgV5DAbj+HgZpdba11oL/tweg6sNlGc4+HdL7E8236U7jCChFBEnWX23L6wvgrN721OKyCBDVkQkSBCx1/21y97Re4EkUNFQUaD6TLb9b4idDTf4iVq66shhGVs9Pn5UeBViIhJjML0BIADCLQykYCC4vlLgBe2vVV0ijEignNfJ6KoPOuT1mCmI/PNj2gLUxwAgFIJrtUYG/fE1dQEkYdYYqGfSrPoL667677G31pWW6w6Vnx37o6VK7G+I0BAOdorSpjZgajLdRnnlkSidSHmHgUtYgQRoDeNrkYSlRogrf9nSY1rs6Py2/9Ys33wqUKQ9C1WiOjDJAAAH1aNB/YrOCdrynhKmtFJwBWihm7ZnQAuuSGx7i8t6rh8mbEtjUr/tGUftXDxVwj3WuFSTjLQYvjgaSJGjU3qrQjKCKljc2FFvqfMaZKomYM2+USC/MYSDq3PPw27MHwvIsWrMOBd00bOa9zGkYPqGasz1nvDPZuWkY9ghHqdweGAJP6sXCZ+ZCK+XKYsTKS/b9RfmSY/ttjuM/P96cEKGha6OQBZVVc2dXECC40WDRBTIa9ZcWB17HrxhGGBo0cTWYRGsbSoLPm/ScUdVulSGOcK0sbAba8JP+FLpoA6+195+mrN/ihdy9NwD8t+t6xHKQShdpkXALZe6tVyqn2UXLr1x5oTyz7xE0+DMdDpVyKDBFpax5PE1wE95WymHisbJLBYsJm9pQt0mEAdSXJ2sw43gXRxRoChIxpqRjVPAZl2k8crg8xpfA/yEMMiI7cqXayw2xcOXwbTqQXxKjHnfKrvV0bebyS1ErVDAfJqxrAUgGXOHUWuKf8EoE6JlKIGZ4LFQ/R15gaeFCogfkbrlVjxFezy2lWBB6h0NrLl35uvX1govCHW/jM4jhFYI56aYiVxecZRR1VgDBgs9lAs2UgPmPYxcL9F0qXsjiu88DnP7W/JilQpDqCn6KCDGDrf1WmxNPKZM1W1L9NZA8b1HGf1ReKorWPIn7NkRQAyb9ltP55KZcc/TyEaS7iuk8dJQNCt69Rjdt6Z4ZO4aV28na/ve1yO1Nv1j1DbvvDc2uh717vHvJv9eO7JmJNIWS2RyHT19A6U58xYsWjJisgVLVqyd5GzQqBpiSl2DwfRYJleuQqUqeAQkDRqRUTRp1eaidlQ0HfpcxtRvxKgxLFdcNW7WvAX3PCBgFKOJRJC2NkIsRkokKJkMLZdjdHSwIA7EgwSQCJJAMqgGUkAYpII0kA4yQCaoDgpAISgCxaAElIIyUA4qQAASoBJc7a0YlIBiUArKQBQ80edjjurxTOflzCedjj+uAeqCbHiO8wJHAagH6oN1AKn5OvsQVHcvCyTj1Q0kxeEjBSAAWxhAtCT7SWU1Ckyl0Rm5lqnxdQ1NFrtJJ2G5V7jF27PBFwhHbV+XzrOTtedbqdNXD6CjC9pFDCElrONO6zH1QADqw0iZJjfQMjQ5PMVwciFSAPZVBJsl9rzwKU84f+YYxn9IkKycX9cs8epGmK0l3RQe2mvX52qO6Vu+dl1bzYcNQvKyKnF9I3m0kQz0+WXxfe2ByCW9G+ReWqWuDyodfe+oJ2soXf05aOaSaPzD+zx0iMogI78wmsTgiuQFpDWHUB3iSW5UCKBDigdtmJFZktXC5Db/yCsT9LmDeB8AugaYDnh/RK3hvPEAMRKauk/02iSRAF1IzOKBN4xB3pRJZhyRqtGEjm92f58xzLSW0J9DHmaBTNe8iJYxIJaFI9xREbW0j/dXBRl99DPHXPOUIeDR1AAp3ghgU4nfh9tfW3gwddanI3j3gVBlAqe9tr1mc9Xtn9o/qh82NqlfsUH9glds+vMaHj9wqvoTZ8nvmLplL7/lRa5dTTG34wp4bhgSzKIvhJAXRrC5UHvZpstWUzTtGIqbcrj3QBnQ0e2VAUReKCkdOU1J0SVJavSbuRdU3hNwAHOfmLBIkoEHeO3sAtLUHwpXyZBqoGECx0mMUrZq/a5IuhcTvg3VY4DmjzRGczmGjp0cTz9kJPTwNMC4lqZLsoUZJmQUSmr2FULNs2Al+DNhl7H5HtncngeRoJyUzk899PhUv8+9B942D82LTZD5ycVy835Herhkx6EhZwCYvOeezLGeZWR+eGNzdoHsugdRzmXjuHI1yCjaz+MD3B6KWjLFOdmRGJpI3AIDG9fnelK7+2X7xLe5fa1rc2hr30ybQ/H3L7EKU61UM+54yCy3Xpe2rvSQjsTD8pXL83I1A+Bld4CVmyZSrExrTmJXPD4ODim8fOGMckHkxlp+WcXoCM7w8/D6iLU1JVcCp02DcsUO8LFzMDd4f8j4STs54JxsQJJsQJPqMn578CBWspriwHIvzW4V5d26J4ciPwJruz3Ka06Z6m6s71Z9pEewi59QOvbxh4M/ahliSeuMsBZ26KKrZri8bt1OYlUopgfgXE5KGVyJ1KKlfCb0jvW1md3BxCZ8e1R3k52dEJeP5vqUivV7qdVJObpUZg0llZpc8ZPd7bL7cRo+00jPj/DVEB0YuooZNJD58wuNf2pVia8RV9/hldd2dz4QfKsZDvpgP8nZLyk2eAKfPClfHz33UqRCndUHn2jhCXk1XJOrN/9uzf/uWde5jQe2/1+l9ph6myun/PjdD8x6AkU6kZ6Ww4DkEdGIDrpy7ejL1wY/gxvt5/jTfbUyAACCAPT/L3FOOwU0MnqZ1n28tog1/giNppm3Ltw5+viqMygQoJ/CeUyCmUZk5lFU/81OtxTZkbecAW/m5ujqoI0QI6laF4z8fwfegJnwosIvyPOkNUBP9r7ZTcC5IUm3KACT7R3r9DYPkVWZe13gqZ82iqQ4GY8njzdYNk+UbHelVofsB+ecDu+T4iZbXlo4K6eO80C49DgfZyXGbkWPW7ZNpnJyxXKOKQ9TPg+al3O0IMGLpHVWV6pkeiO3phSVJcnNqST1kBtyw0DX7lyzRJINxfj1GEuWUPllQi0WNuUk1rvpQeUNkbosy/tUWKlponL2/lgknjRKLtlsUfgX+0FSVkLJplcvUehzHuF7LXen5mlmhIrUgSfKm1jKPxShLKeXmhYSt/Se5dpsXVaKxgt2e07VH1DZw3lshHVZtxlMWFWoJopyIfSWoKLTiq7zSsgrqb4SddA21bLM4QpYfxiJUxQhw8qCAPJKIH+ZM/7ypUg+wfsG4RTKXLu8QNctDl2av/GnqQ8UjknST5LlYDQafuPG8RKbLrllgaUbfXBOgHbHA0qCAYiTB+jbesRSRnHKIuEVgTxJ0jcsX1oqjaZpeeQ3XLsVNX322qJCqIpyZQxzEcP7U/1sCDViMETqzLE3I7xg/iPULcRyNKe5XJCKdKmBbU40tOUQGv+NephARI7BnGTiQ3z6eS5cyLyDOZMYfduI8MPbbF4S65TzDOaRX0Y5V6T3ahgJP+/IWni4KMdkb8eVb2q6dITaD6oXQM61mKR8uB1oZbwCvOiavLK+3vXqE8gyGmWA1fmbUnz8A8Pw9riSwgLOWCXBIhW/CiVOIEWpU5CCcgTXKAaFcuskpetFX1NrjP5hzVuzSz4fQjSy2B7SEGgGWfEz7bLfN0yi7uo3TXDtEm3bSdf55o+Kf4KHsoJN3pBBmHJCtXKFxkrDHBh5HzdohWS7ZWFb7oh7M3H2DhEseTdY5GM175JBS5MuA2HwUJDa2r5fl8QPMFTLd6sbfCy8icIqzHFCuUZkgOeB2UvyenzUod5LggMAEOM6aUmZiintyOSU+EBLi2IOidwGTGy3pONsF8X0kFJ8KLkhqWZjki65l/on6FKEZbWyVXOl9YgPXOg76GGrGM9NWKutrnNKg38HSs8XmZCUhfMS44WRoQMsJxE3llfYOJSWpK81HPMgodGAJP0WsWXO7XyLz6Xm5ZwfGixhyJJQKg0CZCGUfep16DA5y7tzmeZehpEi1IypWpGk/GC1xMG/LPFmOBNOO8vIirGEV8xBMLQ/TncaY/+WFqYEzvnRPTpBYJswme0JgFaD05DzVCBkbDzjv6GdYd6ZvTN9Bu9EZwLEbivkE1y0I33wTbQDfo/N7/LePh0oD63pg9bmB1gi66Xaf4+r8Pgv0e7RD7zy7+LvH/Nh6v4ekJjmRfjXHyTKo9z1/C9S7qZ45DwNWRmXQYxXzBGyX8+xGomMsaKAY6JBFXTJHQw1Y+x4xN3++pJJiSjSOnB14IRJJZNey5wsDGqztJjdA3EbJCGx4Jh8WV1WYU6JL0Vbkv6yoynTtqSvpAFg6wqxYlSuztXNQpgCHsRdDPqTi4xHfhYouH8mV8WGzhzthdCErzfyEZYMRda8zzJ+6+C6T4jn9wELbfwOcO3n1f6qZPYjgUd+gBqdkyMTK9aQDei+dcGz/EQO4nPO952VyxpfQ7tR86V0En4ncKPPXqkyrgZrgVOlobOCsxXWF9PemYFEffRNZNbQor1BQL300CN87+9UNl9fw8ivINDpQg/rb0UiivzzOs5ExpuJw++NquQlGo555lHcktqNyKOCQPMkI9e76Z+NEN9Oo3A69ONYdvs0VHzTo+LXG2RPougz+zC2K+ADuENVUfJkfjLPh1sZcLeUy1epvD8nlgVfCwLoC8UUvpp/HV1rw9uFcwYjVgyVJ55caYrNo3bvQgf7vfZbYszhdvov5NI7it5dXv7VHKp7HdgHVAZh+lmuYN8TUH0SAoX481Ib64IESLBkWTfuaOi8I+l0Ta/j+r2o25f4y6pQ+VPovsp4b+5NgDXZ9+iGHRstmdV3kGSMdcYJexzSkGcGKJYSMPlf3b0eRnV2pH5cucs8tV1Lizy+XH8xmTDir+ig+KjMZKWo61eMJ0S1F+ur9IZrO7Zt25CR5Yk4UJJzBm9jEnunrXPldCUwdDAK8QoReoj63i1RNBwQGqySM4N/alC+CRiSh16coq1Qfn/TxAuTs4LJEgetqH32fOqFcykLAmkOsVGEda5IssbS3N0EqlTDMn+zQm3LzVd/q5EdNhUs4D2KVApQeyErh9Ivyyg9xoyJZmx/apvmioFEMbbxjjdj6ffkrgnKp/x88DaZSaLvlfqJzcAM1orkfwmQdTRDcJH/1wDgywMv5Al17gj1eFsesb6LiloYjVPpjj5jkVcwMAxQQPV+4NCUn65AXrU0E2y6yxpFPK3F62gUP6hG8iz2KXk+tUsKd1WySCXoJdBx0Xlxfq+EepEtcRFEWTAkfCJi4fC/wR/zacEgPB4ieePvwz8XcB+fiNMRfxf7Lg8xrnBasMNpFKez/BD5oTAkCSHX/2iJhir7EmCYpKbpMurjkgUQa8hz7wuiD29beYpyj/hh627k4wDyc6xm3pkkEx9oQKICB3B4PyHzhRSgXgRHQSKf3Z7VI6vRmuGtfzVLGIOBpfAromiTTAAhuWGBFIjsSlG8mZWZXbH4HXf7QZpqTVs8QXPRVyUnTGTaIDfzScudgZ6rtgxheOGI5OgZxtuXtx5OZUuLeUUm3vdsU5jPgCPFv3B9nfrMoMosES1xt01apVpqyPP1LcH0D5fPBXg/lygR1wWJM5P6ytNh6qjJ4u3tMqthAV5wQQdCPE0tgUbH0izbovy8EK2YeCodS4Uj7xyTJ1vR51/69m2JGBqapRsH6BoP3ddN1L2Csb2HTAWWN2HL/U3dG9NckTdxL0+DBpX85Yb9tYb0wkH9e6o8VvvlvRs80di/7ppwfmIIKj1qZ320BFyWEhZSED8bIV4fHNNYVRFDDg7SWkVlvcAS2uR/09NTj6n0ycfTM0PWvCEaFR6qim4Mrle3PJZiAi6lW2NF6Ie+idCmzwtnpzY6OtiPgbz5CqxVhsHCfAPpIQ1r1+lRPQhX26q630etQ+xWD2dMCVXGHzpdLKXwf11DfMg+qvKjkfphWfVOdQzfaNmpricL7AAGLBA2jtKnGjomVqSGmFhj/z5j0+IsNMbFq5+VX3/xomKh6imd8pq8uLPdyGl6Y3HcWXx94RsyZ3tnT0KcfkAO9Qt1ryufMt3GXsfesIr2Wc3H5TsykhXZDVjFLAu9rZ8J6ukxW9m3mQPsw5+1gW7bcj9b2dgKeYa82ONtAH9NDFrNY0LxjYclmld929uNTU1Ea6dqJqbd2zt+HztfkG/9HrT8gr/EsD+X3TOxLuw4l1WA7+TOPI2suXydeYWJyzlP0kIneza55fZS8FEP7HLtb+UbrhmFvJR4ceO0IyMs7bwQhGbyGZ6h1MUhPTH4KDPvplqiGifAcMkoZe4mhVjFJvcM9Y5TqDnpmV0FLQGzsAz4FZzysnLoc6F7Y0UXmOmGGLjyviIfFHCbf5vXx0OvoLs45SI8niwTnToXLKr7Cxb9+qOOLBZ5QzlemRtqOG+QNLhytb0d5jDoR4cFwCO1HU7W0Ca7OmlTNZCc6uxaHstjeWwPWBvcc/mBiKhijRo9nbQrCH7z/ITkHkjsfH6MD0Pes00x5Hg17xpK5VnpmvIznduxZxdIjFYCQeVIpJ42vLrDsKByZdJoGYt/d2v7z11WmQpSrlfpWiRuHHvx/buqt0HsXnRBZ5HKKysayrOyxKmoVIfosKPE9oBdhHssPxAWjbYKGg1P3hEUHXY9+HxBtPe7uqho04SsG/JBWhZM0gonBDcxDWEWwiNYB8jVae2IlHFflfu9+kxeIo1dvlDgCA5iF2+87zs4VzSOjE7xwVvr//oLpPk2jEV5aFBoSJVxhFFoRUqyz5gT2n4mwvKaRTx763qHp0tNaFBw0Pu4vMBwU8xPGfuFrqLC891154mMgvy6bujESc821/iBf38sLz/82R9/0d3ao5K4Uy/J2BpNQkzb+sRXaJ8dKdxFRtm2Y0bcr3fgJJMTE+IlkqnlP1C/+oamFqHVsS2TLhWlRaVF1a6z4wS34qKyEj/87PqZwYIO92jvZ4VHbQykD1N0FkXFnsNlAoaewSi8B4SSTkIJ70bDMsyxux1/7nx7VbcD5oYOmZSKyyClkb/0CL74OT9aW9pZKEFWZqy2LJ/Y+C0z2D87hoeJfB5RAUQlaGqcsATWPI/ARK4lurx1qQqopsUnVNMC8G+dzWXNDGq/mDWV1tdVkjKb7ekYoySUVTQnjnToC1N4I8znU0vMJcUfzBs/FxXGJLF9mb4rq1qehrx6917x8ix/2UB65NmWlFSpH9lwxCXV6WFa5O8om7i4kYG+5MSTLqlZPSpcjduKWwX4Ib+0tbSq+wd+2PoftZNFb33e92La4lMoN+z/fqJcao7g0wmjbsXjt+7cXf3QINfpIbMTPgfqSa/9kK75oQfevyjrm8lAAK+exhfmT64E1orb3V0A+G1pvnG256aAi7yc7ra5CQyXk+/+X7d1LiMmei7WJ/O6Y2LyGDBZMwMj/oXWegJefiYXlnqWfwN7/z0BHv/mh5RZdw0CfTVSqX7ZfH9IBUwdjGhxElrzgvcy/C0fzCAlC4g2xbeaN+ZK3Chno/M2c6n8cl8GvvkfXaiYzPEW5zeQ8ZWV5KqGUcdqxiLOnGsW1TNWmhObE9ejlC+zq/3vo/EN1W3ZM+8NSvXvFTi+ccINThNKUvGFrUoF0ru6K/P9N6X2vybehpcAGN4HpjjAd+JKoLi7EJzHPXcw+IBzQ3ofnOMy1KBacvL3TA3pDuvhrSmSXykyXj2AUXgTgk68WxKM9xLk9/ubB+y2dDaPL3EeLPEMzP97SJTkbeC0s7Q3tm9BQcdudxf0FjxWCVDEAk6xZqmYNsyGCki0mLtEPmrGo7SdFKxfYnKmTbSShI5o+ogHwBEWJPadPN7Dc7O6FOqpf4NAbBnGH4LeEQ1PLvKUdFcmzuZ8ZfhSk7GzCyRqEk9IfcM2yG51yjaaNd7uxxTGlOHSWtmPrmhNeJSymQjMNLpmYPVa1+z/878FxEt7zzajr+oF6DHj1GfVwz5/+D2D8Dfg9j5vaNAx7jQww88qdgRdeIvvIB0D52bhQrZz65sEBM2kJSLLbMBLu13bl7W4d/u2cli+iqj5Mj1hDFjEH62+ouK6VkeCOlVtrWHjkezbLrsPzqoiruYtSli+HuGiS8+53EsjfalZunyKnOUtNHvr5sSZmybRJkMxWnd1koQtLY5LaNr/v3dEdYJzqInBqmljD4pQ0w3wkNaRWE+fhFgDosH9yfsjxBHv6UHmbKi1qs0y4z8KWbTlJY1MWfTEa6U/UkJ0v4KvIstXh6rlf5U1Mx9uGTMaXXTntxUnKM7fRQvZLoDJdne2ZzDYtI5CahGlf5aRT+fBYuzixmKzry++NxWGoNloStKv2Do/ArP+7Zq/6txulOiBbg3h9klHod7bB29W23vjJ3Qm4MCyJWxyRlgKspqnqn1jrWPhfHbF8OyXPcYkrTPjYjax5yuQuVdXRlvuhZ657h8ZenIIgR2Ozi9gFoYhAuXG/vesuYbJNrn/+coK8zmlsf/F8lL/y4aLB2LxEAkxy4OP4AQJCNjCHXfJfxIQ5EtMCd6YxWshvymEvr4gbhTnJyuybYbJBgTZjTDtvrLrCtZt712d88bnr4MVZjKmWmL9iqHlFdshL41LGmG1NQGByGjXRug7jhajpbb929VHYTdUk1TnMKaLptEV50L8POJ8mGp8JqyZXEHb7r+DZSm+kM6mIQqJhehad6/M2bZZXiftAZpAJCAsByd72R0dhbQiysAso5CNZg/YY0Zisq8vfVD43HcStI7mSO4PtCUcOUf0r9+H4w53F409IxpwZuOtHls8EL1xQqLpBKxp4+/7alVIhl5GbDhNNL02xtwuSG5o1t2Jv9OpeK+lxvyixrZkzwAX42pogEKgN0dyP5kacP7W9UDQZ/p0HOBXGivnc7hItUufIyF+9jU++dCclFlnQ1R35QyOcvCkr+Enwu54ISj4wg9q2IUUmVS50AvtP36Py5V7rghIYEqAeGi2ej4wiPij/YAcOqky5rBRf9QFos47E21/9jY8OaAk4eoQRERdUmbzhye9jT9tN0awjMYSvMccolPrrbvtYp622USG9HtG+xcgxx4NJxvtcOt7ovo8YFBQTFKNICQJwPRUhDSIde+yJ+UbUQXUOeCmSdByEAAkdE6CNVou6kykYo2q5xEFLPRAQjI+JCD1OJBshgWURoBqoH6Oz66Me2gSNG3ImW3rDwlEwn095i7z7f0l4tL7w7xPL22alNAWrN079zJwt2+7w3IQtnBc3r07Gel37lzKhNtY56otTIHpuDu3vdSyrZHwzOAPB4fz6mIz1ZCnsmDhleltrbh0auvpA9J+MSPjYnul6/0l6tLKEr2QbhLQ5ll47JTbXMF03vS8jduxQg/Yn0nHzcHmb8xvxxlA902jUI/V984mVN/zbNVP/FubMH2POgK3geGvXqduGZ3k4xJ2G0d7+CCnohUTFn7utOmaZTKyjntp0K1VIViBgVJvVLfGpgd4YjcLLvByS1uw4afrwgz7rdOcKpZovW4tCvXw52DuKhe/guMakIdvtxxJSa6Lkg63tSQJfpJtX8v/UwVb2pIO55uxlbsR86KopxXlUXvzbruRlVV7kfw0FO5WVkfshZ/WJPj91vul3A5armxP6R2idjAHLyLzlexUSu0VauSdH/36fO/+r4+P3AjyDmd9RgpHBieuUdLniA4RZc34DMJc7cy4YHhWWDaCoOKgUuoqT5J3mhgblvjQWWzvg4z29E8oJ+IUo+wDYfO6QrpC8+ud/qqdXwfEizRG+kKB/kcoYdI5/a2CPIzvrVGJ5cBjXEQthBSmomw8PIMRGOzIYE4+KiEtCpxr76nnWrM1UHbPOsrV2Nw+7qIjWiToG2oHygB6OM03JdXXJyXZ11eWwscnNc27DJltOLipl2FfxR7HE1gsAn5iEmr9TLBSj6lX2bfarroelqn+VeqqcET7cKhUpRfBhpH28b5BpvmqLqqFnvJV8lb1g5XJ59zlS92hC+hwsbhk/6LZ6lGrIoiTRL51jqxDSq63s3uqRzIqOTISjThlHXsqShMj5iuV6QouFbMg9WXHOoVGuWqOY5eccluNBi8Dguxm19c2EsjkS30X2JGnNOH//Jom410lYU5+XqI+Rt4k7xhsnZdWU6JB4V0DBMcF3dFs7ojWef8Lfr3JngO9gIuwnNf4a+KBKWYJhqG5YTn6KKH+SrCbqMHJeX0lbdQt5X84x2/FbmlmPVOv5d1O1dLVgodSskqedXtzfv72Yxbr7n9z83c3x3CJxfSa6pKOhMSijurawg59YQhsvdN/XdzXG537PjD+8525dox5eSgqNJicuG9I8WY5ReF5vB12rQlZJD9wcVy4OUdklb+KB0MgZs5htiEhtkgUys42ONgW7lVws/CJFypyld7LNji3TFpHJo5OxzkjstkqTtlZ9hhuZhCP+SznvQucUnBHyW0NSd5ZKqQbzAUTjv4jSRGxPPpojoyaPjZ9ZoW0srq370vylfqcQ99RPAQsAwld8FxeXV7OyVutc9l5S8tLHXzXqvaIC9Fd896m20cllEXp6hN5E3d3XQIu8jWm1R2qqV4Y76P0vLJhxaYnyr1zDhNyedEL6/MPLWnNlm26h/l5bDANopAYFx/j/wZ2NjfT1SL/MmGGhkEmu/zx+BZSnY0QI2P5/ePH9x6/ENhuOnoJhzaw8kVqVfUkRl2IG9gZX0MSZFylGT6K5xTssnIjw22tA+Jsws2jrFH48NLe/iaFo9iKtIwKwtnKlOk2ISFJA4UnxZCBTAartjWP+UPuYOAWuhZRtXdU9VfYOKE57tJEwpJprOlQrNZdnTOXvueNyXHNfZhLnL0/1Ze4fXDdetT7F9neHP8eCaIkxcQ2goNPaF1iP+TMDD5pqJfHaKbAbPoYvLguQ3nwrzN6/kLO/O8vPe6JuCmZxkKcgcbIhF/hPi0heaZC0erRf29xEIjel7SPdsz7b1+/HUaaWY0OCY0qz31qsRp2WccD5iORFd7agtVENPe9XnMVT7EpajLzNFvIhYAtPkY4je1Nzl6K9K4fM/XdxbzEZBC9x2QvvSjK6+kxmdPZFK9NRtpSaVfw4YVCXXkslvwl18b60tQ8Z6FV/cV2ejDSDoVaOXbIxc231UU2U2i/4FDlxTB8gIBIW5jrIb/iQ3hMQ7j6b+Q/O9YRFsTm+ZB8wF3YkmSZzSwDMrQWtaQDpE98or7Eq7XBbkS5H0IG7MRba/nq+3uXpEBGJojX4ueT5HotQL2B1oGP8zTAh3nbgdb+6ZvWaP3zd1hGkjfYw8Bgyvt+gYbreSOMtNa0iJEIHqFxKn07jbFLtaUpM3zi1jtCGP8sOs4sKWIyi4r7+4tlPuLGZUAQnbkA8OYPj88Ts0LzE3H5G8vx9Ub0Td0gw6KfT5gIJ3GNvwbY7euDYxurKmJvfr2phBs7t7hs+P7GvtbdFHtTJ1Wju90YreTW2psfut41mC8H3BJ8ydlduK6dU8gIBFjjdbB5/NGgugExBDKmu9w2kzzWA+g69EAWF5oFyDF0MHT6MQDXHnnqx/QPil8P0C4mnE51cbGPnZsq74Bu7SxC11HkYU27zCTlexUIKYQp0hQtf931a4w/LKEvFEtdWVKesjMvkJMWgUFFpOcsCnK2gysrVGycnAWuhbiwXdDvTFU0BNaSknPSolCYqPSNaa7tGkBsi7cxbOe/5VcEhtXU5Oa+fMlhchxJu5cb8zbDCLUjX7xaYC68euW9KYzAcPV6y/SjYbXKK+XFwKN/rfgJFJ0K4rxu7tidNOgRoIOEZ+aXiEkAYeJmDqBK5wD14mtfh5f0NbxZbaPfdSS+64Abvwb+Ar2WKBELzQOJ7OkRmDTo2G1+DcSKtbWJBADQrKzlvDbpUMvJdU5/RB6OKOkLB3Cgg3c20TlPIAcCUs4TDh1QWYDzoEU9mTMBmpUFp2gFOwpDh++E2P+lpgDRsp1KyqNOSYzIYhwwlqhWYPu1jva4hlmZKeGJlEh3pCDoxrQNyNMxJYYlPCXDjmsuBMwq8YD4Z5tlkAMGIzsiwS6gptbtAqIeMPtfeApQZU0B+yQBcXmrJeqsNpWnkbY/DxbAPO/6SGFcM1tmSpiVEuPpCLKZviYIGoVMiZwQnpKZjWtoBzrG46cAUb+bWldAZWO0M6gNEFC2JR1gChXAmxu1Hy65kbDe61f/z2tYayiqxQfLn78+wNWRgUafvWRiYIg12a7Gj9HJV5P+ar0Q4EL13QC81e2KWFhcKZt9XQkVOB3jpV451Noeg+odOWVLEij9YW1oUTX43tmF3nLwDW4dx6+6B6JHgfJtcv9oaynUyarswmthtQy9I8UYbDZK7e6vC8nyJ6A4rW3poVhsTqDqcDbsHudg4LOjtfBnP2Ye/HOuZ7T5rCNvcQhOYQkoz+FV2/67xuJlxYLixKZSr8ZskBq3vPwm4exKWKIIGUVvHLFxWEglWuf0wOLoArG25ZDTpAgZ4EVIZXfMuT7XDREywIuQKtatKfWn3b3A9fl2FCEDvNg4LKSy43B9VoUIGeBFSBXrxVLNeNBlCwPfIESmRXoi8yONap49pLcr2eUw87ID2SLSUPTGHsXoKM/LHadJZuEGItJ0t2/kwN40ISMaj5Q1+bLwhHdYGPjdhtKonHJE5qtGe1qe7wdCaRTlUI32rGP5DiylK7NQMMx47kUbc2PUb3XA+gFABqkPMg+is0zmzUQiZxj1sXycZkDPAUaikiuI/BI61PoRe6yz7shpGr35PN0rJ+hx/1hSfPsU4I37D4SSQ/NGjmO+WLRdFZVqzFYJoeSucXrHSe4K7XNoM3Wcn5ZuhwSNzgBOAK/d85jP07l9VKJQskHhcXJQh0poSybqcb4De4ms70l3WQaE4tuUgC3AdLHwy7YeuvjKymRopHKOgByykzOApsTPA+E5uJYPkyZ3mOlXPJdbNAljIqw4iWdUh65M34tem9FcFPp4mCtzbbCfTeiz0OTIUVM0J2rfurw5/pOV9dkbL5NXIyLW9uqURJ5wDJCVfyNPeMrbS4DQjZe9rDZXb2ExnoPipnrb9gwoR2kjiSc7RcavFPAwcOpAScI/OEMlUpPKw48U+IU6PJBGhm87QYuqrhSrSCKNLHZjENHJbs4R4ZHnDiO9LMSjg7hi9r7nOvYXUl5ak3MMH+IYXAlNR84kfejH0Cha3Xfu0L1+C+6hIJaVKqJEKacyFbu3NcPn0Mnu3ogQkt3F9B4hJjtEbySK+4VDdO4XJ3QVR4Jzn2o4/sExTRyc1oUtjd60f6ZuYtD9Gdqku6Funu+sNBLijcaT6O8EWd2LaRSRMQpPFidXJNkqDxPqoMSFHbsG05g7bNO3gzAtKcQyiASRjzb5WI1rDeg9Ls/d/QB7SF5I1hd6zzwRKPmAqBrFSnKneciV7FZ2Aj7MpW8dNptTsfAruXkn9nP5lV9evB46CU+WWeVLd1x61SnKS9IiZiA68UFH3SlTpcqCnHiIMt+DIoH4KxocSHEyvonJwT8CDCWsQpGo8+uFqfm0j6nililDH8xvgTSbmyxy4XROwQRiPD0stWArgg3UDXwi3KiCbo25STanqunOBnKxn1xMIDEUp4jmDIVR8rk/MYg8O7AN57Mac+8us724vZ05sdXEtbgNUy3CCzUzq3k8HLKwpnb6Mamt8Rw+FGIWOMSfCACCveeg+Eb4dRlBHPJZNGYmNTbPXM9bpf9TgiTMvVnyP8KD0XXlEaKT3XWv6I3YGcFFPjVSF7ooHVZgUTslzoOBpmnDQ/ZD/oPla7wPwFfgYp9oIMmekTqJ+oMyL8Yc+pzlfEE40UpWtnrXcM16y5/PIEOd2B66etfIzWL+KL84jPXJ/Fl+dHrOnFqX5u9DZjSyNjyoP+Jfnn+95PRX5t+Fkpz2vwo2UiI68IPgBTdOJzd3Xjqc355/vAlzO4H/StDFVjcndGkJ1ymgRKkyfV+HKnATSuG7gFbNAw8OJkKtPe2ioyKTRe002A3dRDGeYhAfilVKz5kRQhpED3B9l849Hn0siyA5eiEJ/N0azb9lTP2WQZSMo+sZMcFUoVKcFmZo+y7gJ5FjpgNYEi8rSII6zrmsVODx3LNKM4EDgZkFqT1V14D1WfvDoZEtJfEx1B0ruIQmg/9H2GNRsg0D4hDkMvxB+3zniqAloqAt0QsuDbARgbRi4D11QBcIyC/6DTrQ7QrmUqgzOwPYyXlD3JTczmN35jTxoSSxMjC6e2FL8wTZFXihugcXUdw6l2GLxHbFR4Xpv0Ujc7wuGf7heDBCNzq2EzrZZZbtkM1RpSnoaVr27SnVkYdTiwIXBJpAoI0HmGQOJYxncu4GqJgVNr/HUlV2z/ouR5/gMJ4eI3p+eFD10nspXXWfSqrh+qqFKJCl2OKo+1kQumD1Dued7sdhYlmza07NXYbldVTFWj8EUxe2Yvk0iO+Y2k60XeEisNsWg2dznZSrAzldummAXdLY8sz9doicAVRJh+EkZoy5o26FFAQMmrnPpS1RFVc2L/NfFrwypOBk10IyF2AuexCTv1CGH0YmG4wMJ1lTz0kV36eozr4zCTQRDTTI9MPo265+m+hWPhDhAZwBAxyI4E1Ac+xBino8wotYy7Wio4UBpryDGrG/K23K9uopLto7bOICmzK8AL1gP79Ju0jgEYTmvHbYRqI/YjY4AuJIA0X10Ako7a8JPIBVrDNQTjO4mAs7Y+oP8FAyb1guTtQouktPd8lw6yT4UOSNDOr1BkEDn45YZXw386KPfOwTr3qd+AObXQ9u4tyuSatEEvdCy167oDPPKAjOt//xZAJ+Rb2m6I974AuAYAd8Z/nKMctJU5X2AME7XulYz6jNv8O2Q0xZVNKU4OKusLO5u6NZHs7myowUP3DN2FV4nXQ80pSE6xIfkqSSYmtIm/4iuCRl1Wb9JdqC7I6wIEMw5+UdbNVxgtwx1D2IIlcmHAXDtnZc1j+3zdb3JvYnq6lquprZn6W5nj8ZfO2PvGO1V63wFbIIdUp4tAWXcoL/FWBdp9SJTwB6LHVYNBQO8VIVqLtI3FT7rdUlHmOO8RwYeVsUMeoUzh2/V4kQlH/ELXmG4BbV9u8IMjcRjURCiijsmcX62jJ3TsK5iIoCNxFBBH5IN60se8xjILCwngvHcI4Q3bkKRLh3MhOo/AgueYFuCYzyfE4M+OxZhGFa2os9nhE7nFAw3dINTBoW1Km4knkV26A8rihXEcMdW0/sRmT1lHGLdFSIygfiKvUcgy/+qpO2zvdWAxb/zOfzqaVH5OZuvimR8XKZdMjdd1ZeeZnyZy9eWU7+WewCXr+wsOjZkGvMaWm+6nn5utbrwkH6xy7gA1GB+rp2h5ITY+IF/XWuGPMHEWFv2P4S0hslK61v4ti6vgAfOkinNzboZJP8wXfdXiwuTi5S/MnuOBxGICrkLxtjb6RBTwCz+V4pV+DEHkUozO9B9Gc+RPD5JwW7R7XUrgi8002WPKkw31BglhJldfp6oCYLT4QTCt9R57vQwftDCAzeBsljIMdR5mjRfdggkm1sUowhtfg1iXwc2mhQNfeoz11JO5lWWLBt0tmgI2Ib26jI0WTp01DHOW2NQx5GjQoVDYQEnpM6d5ro5Qt7XbmExV2x5afqppGeeQo2hRxYKraRVeDFBrY7MQOK5oYj7aaS3zrEizombEcdSROJZqB3R8yDy1MDQTRnY+hIbOcVvUmT2RZ4BnogsmE8Rs8jUBn2TiZCh2Cnr8W0hoRRoEA1ChjoVJQ7HwC9xm3On3GxN6ubJqlZAW8gjOoitbCwRLx5coEGJfQTNWvLZ1AZ3DZtCHhogudRj0SEip5QSepj2q5vYJL9adiiI5YcyXYFlIBdXiQL0F/SVfo99aaNdJEAf6bboGc+uNd02lQWgTPgMAAN6MyLjCOFlveKV6A051Rl1PfOncO9Ygbug0zM8FwUFK0IMO3EDxqxdF4xVq5rinRy7N+xX5lCJBTDnHLNwzKNdDGsUVX7g0Y2hRTpFhnaDg5Nh9+ojiOjRrdmy9PG5heca891/UhGOnJLvszHGaSi4MBDXmIqTbV9pCy/xd9qy7V9O7v8xD3xh3zgf+JCX8kV/hW/llf6xn3iz/rFdT55G8x9eiVJeZAZecVix66O9mtLvuQ3fM5V4Ypai6TqOU89EuGtRUxEi9ibEPfWQxwYnguKxsCEam6UO8wFqghe/wcPSxraDe4YFqkEmHa+tebeR1ri8otkMzK8bimlPvCpBbbol+x11KLMJ5ZTzdesQylBiSfocBv7nIU8LuIq3xeMuBrcGIYkbmCTCU5zwkLTHqtmisW9Y93eC5hemXfoaZSRV2yqCEyIkQUVXqevtL4cEUf8GRr0Dlk+J+Qwuhnaboqqq2PDraLjEreDDUfQdV6KDMr11bYBbGedT2l1C2zNcKQONdF2s+OuISIIAe6kn+JpH/KOZpt1SvHgbGtOzMvmX5o8MgvoqphQMJdcsZS87y7kkfBiFrlUnE7iuFyP1+dRJ1Stl3uj+gpXCc+QW06slnjOs7k+ruF+ifZOghlJzc74xJmsJ04d9xHGeo225ZJS32QIbqYOkRS0sFWng1bBE0+nwWfXaonKc73L4P06okFRybGXGZjIoDo3JIEEJZRy5lKfhjQGmxEa0RSr1NRAAo0mn2YM33M9X54si1VZoppos/U4nrzRduudEPZutpSJMHvKcJpE5bbBuW2pOC8J4nbNwg3Hqg28NY1yfECiEqIa8waxdLkdO1RT83rTvM7ENyf81PZm0bnUIbMVZjcFOz4HlcIxV0GDuH1vJX3uieVkqrguQPjt0oHfAkaYfI9jFVnsROlkV+eIPoGeVRzBw0F07Qi6cHxwWhDpoypjo3eHyN5jG/9F3dPdjPJXu7gnctWIBATqEcGeJXwOYuWloIoe3KxbaIedG1zTLwfxAa/JoJq8zluMHHgKEp2IviVssbULKUqpIx1NXBCOwAJaoFVZ1WV3BipYIVVUHXQG6M4iRxxNIcSQEkk0cHnoAXU3T2But06fcXS0KCvjeWWi0QqJlMx5mhO0F7orQ+4CyEjG7sIk5mSG3YcakzyUdrV8C24h+hjz3UwCOiH0d+e/GeqUDAxssFxjC+wOukMXrbTzNKZ9BmaQS4/VNmoZIbUUNbcuES16iBQYxCkoOPQSIPgIUcwy1BWbYgYr4xpIqIELfBDaMbYkBTWoq7TCS7KgZRjFcZrksk6hisPk0ku0z/X5vgBN9zhgYxnqcmqQHoxMqkU2L8qSUkc9DStxxVZSBCFmFHMkviYu8VFgIc6Yse7SJBti6nhspHal4tWt+gXbF8zsFweW2xV9ImpsfhS+MeEEQOMbsJDYUdf2Gw9URhC8KPYmWiR8fexBBPXtb57IsR4u8RCieFB3skMytro68wG7vDnEjNWq0hUgDAGEvQeezUEvOz0HlS/azTXI1bIT5JJVmpjSEpVNNy3DlGAJFcIETehEWKVtsikyRzb7lmKHl/EIV2Zjk2Nm1rFfAiyUjh4Twc06lH34BHQmKjLgXjhn7akdK80dtAVQngmmOKkMuw5Y7WjB/MJ3KPV6oeVDoaicAqQ52wGnIi3xOEzSGg+HWtLYCBY7wUsRxwFTJ6V25aCKdOl2aQV2Ao/8VqCY96al4vEIKSBz+D1ESERCQBDRhQDOFkl7LMLkLu7qJs4DbyUFdBh3bY16SSljSz6IIArCQ8+i+vbUL6+mx6J8GlYQkDSbEXqk2Xj+J2BP2LdGqc1J2HAGZLX+VW6dgDzkmeWLjViDywNhVqNHW/6pe9I+VnFDhQOyWfiQtsxN3ybFh+JZEAs+vxeSJt+igFPQKl/oDavIni+90i+DMiyjSVZlkEMBAAJKkpGcFASIICWZs/lOq+21/XbQDnei97Nu9iLz5jPmMKZunua0oEAFy1nBgIncy/08yEPly8DThVviLIf52ULy55TjdbMFaNpacx/D2dMeMIG3LdJ0SLSVSbt95VnWo3sg29jhttCQ0FYx7KQXnB2wDXykhc9MKyueCoBt7s/3Wv6sDnY+6pAcutO8dWYGZWNGiz9Xj5FymgKOWOuPiKfXaSVjso1paWLORPxWMDS5i/hZZj63mNTYEh7lTYIzOThHR5TT4/yCgCPdPEMp7JQuq0659dZWt3Vv5qsiPYEJmhATc+LQfbbgCr4vvAU89MibeU5x89PR3M6VMZK4XcdchZMqfN6gzgLL05ysiOendU0ITbqNZe2TRjOcf7XtpzyiIdCRT2Cu23rsJInZNZekfVpq8dqWLjVT2Nkd2HPZDH/SjVaKqQWctOaOaMHpjseCFUP/Xjh1a94+ENrrmSvaeZfeBVVeEzyQNcRcrdHnJGoMwcHF5uZOp4zyjtVb5A1qDF+/IsmjEuu/KDvwFuLapx039VzxUAhFyLm/W3sJFmpfzOiqjuCtvNOOYZq5VHhOgmmba2cocjSF7hgsfla1UolKVabOsON87Pg8nKSvgIPploVOLMzrd9liu6sZdbQX7iOL7LBGkW6Sqa1gU1dpmKOYyzGREpu/x5mctK7nq9xkmt/gcTG16dreZepXeUkP/U8edRX7Ux3U9z5oOVdi6KfhhHaqzEu7Qz5Ee675C+aIliotaHxTAabFmtLVQyj53HrGArOgKhzHbPSKsjGe4uxp26AkdUZMfpNZvZngA/Ur70cvxRsxi9+P6c3tnY+3l2/iWK5b4K+4iW4M/Xe7HZnnaLZ6lo+fUlPu5CPm6cjUknbZ+gBkDj0GjGiYsowFK3bYUM20rnUgq7ZwQ0Jnfa5iHLF/KKaJa3Jqdg0USTRaaX/Jp+md2c4FjW6l4DkFr2ctoFfvsAZHNAk3k00eNmcURBZUkbxaj6PvZYYDbjpIA5wROyTEvjXveWNDoqMLIKM5djePuLsGbKEpiS2zttlJodtmUnDXWqmxnOKnAR1GMlVaytdpcmYcd8AV33K7N7l7XNGVhnxf6It96Sh/VDgqHpXEAAIUE7mQi129MAqzW8+93O8EnTDOtoSJNJEnSgxAEAQjMCIpkTJZIxUSkxZpkw7pUi0+KzqTzuUOdvIOqUPvHGg1uQltOrZNWzU6dHwJUfT5MGlKiCQQ2lCrD1ThSOT2rZqlp4nrfyntPrce8a/nY35heixNmKaLpMDbzirCLoR6bsCmtOYt5penzcyd1Q6c4txfVnQQoQM+jXaFbcCZVsQ36+P3xUYvRtU3vj3hki06cZeqZNE8iWvJRI5AqshmW1Kwfxp0JAhLsIRWeEXKYF9+ZaqsSlWHHAQddDTYEBIssNBhR2xtOhoC8DHjTAJN3Q6Mo8mmmDrhutBFSi73pKfULeuS2w7n4WEIcXeY8m0afh/lfZ7999n0LzPBEBE9irh1wBNRMoTFEeEsyl++JrKrFgB8q6Pq/yPmVNfIlmydVK0a2AzNqGbEntEztSwhpERR29Snnjrmk6+/UjH/o02UiOwkqYUUJWmekcV1sdUJTjSSmRNIUJsyDiXRyEU+CVmMLUztPOaRjMLY5D+Zhrgqdh+SUxwG4oANJHMfymY56URkQifdpCdhKk6blpZhBVfJ5VVx1XWufxYXk529GkCACa1zLOuaOnSpRx+HJGLMLEzruY0t1a4UKDpk80Cm1YU+HP3wyot+XfLqIiziPM3zmqzpilvxa2E+b9UD2uGRnOlxDOqPlM83pUyXlLM7pT0peemZ8i8lSiEh98Q1Ug8IrI8CspIk+OBjH4Dvp2cRlAC/rPB8Ci5XsdIpze6tbkMeyizwATLlOhleVT6W9XcZJ7YS01I7JnN2r9R9wywLMZXQ+/aO1KwvnlA/ZR1bxBXZkgU/Z0MrGCmq0dKKTTWjnTqcahK7KSgrOOZlXfSArXZZ1rmqlTicoBhyxMm0pq66M7we9GgkUrwSI5av0PFrOO+3y9PysITkQnwTTrIKxR6UAqoN0NW+g670WYaXR6rKliz3SbR92RsbiPqIR1X5hRaSs0XHEDrpUis6GQosUlEV4CZeQMwMNXkg6B6guP4Z/AMDDS5ymVuj4NIuS2XdajZezGiaa+1SLXaJGVh0SXOqqTtAk7BgbZiRjGxXu8sgRjEFEmgn5DGxOMU5K93a7YJ+GZbQEpVS6hEbpVE+UsZ13JX9cQAEAgYBGfhW6YsVGyxqVTvo74EJnCCNiRDVneb1UI9105KWjWp0pH81sqhpTnU62n+Ai2vcvQGNOJ7Gs1nManb9SBLJbnW7+TSf1+pat90/NZ/NzVbLQdpAkELCT7APv4HPKyoygiAYxCkiQ0dkNM+3bA8JGKL9XZlTSmukejmFLi3YCb0QpBGPQ5n2Va0E9oc6G2EhUaRU5KhQXVL5PG2lPPt8LVqKmZjb0W5mS6SPjklIlxFc4nmsc6nvJCpvemtuQUugJ2RAYJ0UDurttu9AKjzr54wIEX2kLh4nEqCv9ZCZMVuJrsM1tPnTCH6UlJBoV+4g9/yAjfzEqUtKWCdzqVB6xLDcdcDuzfOpkd1+JylYtqkggdBrbW2vlW+exCDKdihmc4JTqs1tk4VE7CQv6R9sy4ykmR1GeC3BhHpsHX9MKoGyaUEJ4hzlzK6MaVslTzm+mQ0CrBilTCXw7VT/g4JvTpXXGlgfAsNM28DEVf//5ZWwKyNbtbyn1w1QMiZ/GowUOVWMfDJNibPDsvtcHUcFE/jNRFS8DMsIHwhTo5gBR+3YfiBHj+aaOloPYcjWAzqFmLA7FSW5AGdpYXWnghKTHyeK2bv4wHmvjqIwArHKYXYRo3+QHyXLws6uHcEVN9BTQfTNTziyuJ5Rgw1kLhEeStoLDFHgSYcOXzDT/xoJ3N1r/bVgPQkGqnvLKF3T6bZ0t8mTt5KATLfuEe9w/oPcfUezxAdBUpBGAyfsxSCBiP0MWg3mLVKp1V5rigl1ripE7eYvJa3jSqhUuNX7bm8U+PODbi39dNqHy8dIjZV13pGzAZPQv1qHV+G58mqTP9qLy0YQiItKdPl2w22Ev+D45hjNZDKKR82uXYLVwirfUjrdYjfsDjr+bs5KVjstV3NtuTZuVyVjWJQX6mpbUUPS2FDm/xX6X1USUEehPXUFjbjw4V8tyi4DB61yRMl3vzbVfibf+q3VgyX4xmDh69faLxcMHJSUfjjgR6y/33hwf8Dfn6+sxmlE3v+yCT6QMCyNBXSBMbKFb4/DL/iXosteUhnztYRfhop0sUljBg/1J/ojwR8G8lEgf5Qo7am2ZstlGJgBVcVP7bWuRH0SB9NAFmNPhh3urn65uFupHdqRo0odQ0ZMmVNOdumx7z55/L2n31lufNfe+96z74yfZCW3TgbjP/zUsfLRLs+89Yd4PDO8Iz7wceZtCC/GtJPX8Y2Bp8Noy4WcTcQfmpj4B2j2PGR/d7vVJS//Yvzidqv/0bjWBU3ZbxFD4L2eeYM8WURvkO+0A/EAbODLVTfDOgKRYFji6g05gXWC+bJaJ5/b723Xbdf4uoZdp/AUr4Mqv7TMVMWXcO3Fso9Ckrd4/FCVspJn+FTd4z81P6uH/kcduxXRTXljS2azpJ+V6QeaIO0NHB8guPa0xG5qn4hRR7IcnT5xcjL/7eflt4uXJ78zmPh7WenieLD01vPTCyU1t1+djEfrc1fOja6cXH1U4713epQpbj60ewEfhNC+QxEFtk44ZYXsXkGBkxTkalT5LPEfVG1MubpGh9heEyrztRll+XnrWnpoeJg0Fw6JgPkFAS05SJP+kefO4Vkk+bxq1LBREjczpkm0MeBDXwjqN7MxfMidEkcocC8C1GcdntGnRAtRf4sFauFL8Hgll+2AmMQULhnAe1Qu/ZkDZLFPkRGg0PPoGXqejKWf3aexNf9naa0kSHDowyn+MCcoDohOiNVCZ6HSaDCCWwVv57N/5SQ6NSDrjoyZceiYR2MKThbA6DjLa4ag2DL7GJ+QVEcAUpJKfLLcqGM57hn/0pXoh4sdZuEaR8ivwmoHK/gTFU9wb21XrJ9ERYCNB5W1oQ4cLmPSPBrVis7KPztMAGckP21KUJG8eCUoP6VNFp5F7pnQruEn3ZrEL3Jz3MIW7G1PiUs0hzT/dw9tZRH/AI/nrf5HrdW5dQS6jJafyD6ZvEE+V8VGI7eloo/QuvS8hEeL6drkWK695PN1Cg/B67XjiUmumSN3DQT0WnhE2GfZuB0VqgEVwqdyDj+VuU+DV8MpO8mrtx/zOyR7F4FNE+KW0Ee3ABx/oq1uT0ZtPxGiZZ2nEVYRDyOKxjBV+HGe6GpK1zA0s4GMpqA+Z4KJcUP54uYbDAX16trbkARVoi+++s73oZrn5k+o1hv7vB19sEBPbL7khpC4SW9r8DC91A6Mok39XhkrZyoNExkGRQ6q7pEOF2k9OjVVsIdahAJk9VgJs1qlzjhHqhLb74djL53t5Mi/OuvzzmTpG48KXsttBn4oa662yMwa7lu4CvO+gxtGeJ9YEPblXm8M84/Cq9Q/vYlB+EaFW3UYjSeI1hlcvuuBLb0jf5VZ34X1u7dfLTs1KFlNxve13h28O/xoW+03S8eqWlNq6xWHilvL35Zsr5+wctYz242A3qNt3ihS3xQ5azWQ4GgchNq07Wt2hwijTiBYiLRNendPUdihzo+aLdBfo74Hv0fdksZbV+2YQzMwpc0dCZk/eUlFQ4ZWCUcjwYAMx4DscTFVgPndpJ2BPpCa4j0uJ5RS5ktq3uAiN8Dnr+oeWKgMo3G/gTFjkIylzwPnI841h30yeuYlL3vV67zmqQEfWJCCHNSgC1qgRjbR3E9APKJKuudkEmHdj/I3lNzGrCHHXlxh7xjy4ov5ALl0PCmDsChx6ZbMf+RQ8jWn5/aSjX3f3lVdEL4G2/g8IeeOuavnTrp9Ds6Vc+VcPU/tTTlYECEE5RRzsuhVGAPBcdp53Df2ZsqZF2h7X2my+NWWb8u95+sCAin37wSGTD2449nU9h1te2WluB8f3TUaOPDa2UGH9zHre+vmArYCsk9SoL1zud1ooLAZqOBvpME5s/Nb2b0fzNn91r3h681XhR8w3+2+K+SnkwdBn7weViavdF+ffxDWJu9235+L4j7WEgs4y8Np0PQN3DwGZad8ibphXTYq61KUW1rDFue46cqpbUftjMD5f3pKKjxJIc1iJrJA/lHqZfQM+X+6H/5gw29MGpcbEre8vJ+FEsXIAVDd+lZDbqZrz0g6OT8U5uVWEGY8F2cc0+JiXB9wGKaky93Uw2HklKmco4ubdeQ8VsaOfFUpssIorJIp+c9IjYIERmAFUZAEWfDlQAiliEot2fKtYCVYCS/4Y4EaqpHru8FPzIJfPApi/YBsOS1SPyU3X/KR/1u80TfawJChvyoKqNelYbGKh/6q7nfq5XM0MfdyMljIYVDLS4NJDgMlF86SULvxbnw/Fdn5I8aReRPHe+0TspFVsbw0KZQlpaA2Xwwns/vJsZoMi7uJ1JZZowG79Tlt5soOtwZTXdCsnvmHwnNb2Z9LbBeXU0aBZNllU8UETj6WcspgmYtOT2KCYFEx0MhOqeYDjUkcCVNzTkMQ6Zxlk/Rx+lipU/bLQTksi7KsetCHAQyhgJL0SJ8MyJAUpNzpVZdlFamiVyPVNbgHO82nOIBWGSbMRJ7UJgq9uLGosVgrPPCcV7zqdfT5dECHtGB9NmBDVuT9skHZsKxQjI/lf8JUipzuhZNG8M2uH4lKJ6zMRY8mWXrda3vxB9oOyn0h/0B2a8u0S1kSJ7mL2pEf+GHAPLGSNIlCcmcDUmmTs/U/s9l5B/ZXnZtNk4qjmSe5WdSiPYWRNO1O5kgzQKajz0gWnESBtu6V+e75t0Xl4JO27imRwyc7J9p35d316z0/j4p2EXeSQTrIuvkomSaNoBFGT+tYURAEYRAdTdpJnNZOlh1ZsVlQXEnMwAyXgqUQAREp5SykEokNUUMdjcxMndTFFnr6Y5Y46nYPtLNNmFOQILJhEzpUGmnPoBjiwB96leKakj9pxuD+LYV/a8o9JrLE0+jtwo1GwGzvUVolaZGPuFy920/9lq240OwVz1ZsnQNarNa+s3NIa5wGar9ZWOxLYvgzDr16a85PBg8auqu19MA1rRAhE1QMNEULZO+spLPMRgcL4a6gj0EWYoRtjDHJ0q8sStJn0QcHeqnCOxiI3dt6KH8dWJNXua/P3w++0qv1GY803Xi2uRFH1d/RKb1GJD+GyC+EBjKsLzVLZ9IER2k6dQcBLAhk8a9nnbeAtt3a1OFd/IlFWrPY3k4sHUy0oFFovkZvvqQSpZ+BgLjAIFZRpDxQ0ypFvVxOySFXOeKoY07Bk50kqX29u+fos11PM2sJI/Ta2Cpa58E3o5JfmX3v83TvF9l9OXb60MQjFpghSt2IAo2tJcEOKU0Pvz7RQ/36bOCFcQRV8LP3rb+H1UM4OijG4Nmotamz8eAhOlfzs1SGZbltYgX+8OIv+gZv5hBvAafTVma1S5F7zLpjBZaIcdrhP+X2avExhHEJG8uKetsVPmxGZ+BxZB9mydzSk+JhiQ7E4f7wPKj5lSGtX9nAk48dGPZLh5ahgw7ETR+TxFfkTMlOWSFRDw/R4KifNQgP3feZ+wDl3y8anssN0lF5kJzMO9CYGUS4mXFA1fJD+n46Ah/Qy5dHyB+QenhqKCSEFOZJEUKrvPhx7LP8LxzuPhj2gZytG5Anfx3qdB8qF2QRvRTOF3rq3BDijuh64yq34kYpWeqF4/hlkOBUFOvSj/2nxvxZFZXc+1avmU813yL+crJeS/uPM798Plk/mc31TsqvfgRULrOXyM4bauuD86oe5WuYzjfnUdKgCmoimtoKOHeuX/C/6RA9ZgFBFD0+Hl/BedQP1r0zjM4gwSwmCnuS3gKHPMQk/M9GPkyGzyyFZa6Kq5C8M1Y+rmFSfC8dFCSk7gCtMW+DJQwjCDd2M1yJ+kFC6Fk+/jtvraehE3Nc0HZ8W1OB9t4bMDLFI00oamhthSogO1pg8AfLMFTG3bhH5A+xwDGuY5UNdvgtXuMzVhAOD2CWVstDl7rclQn4yCdffed7P/jJz36JYAnWYKRMwUxZhW1YgAMoGVifeCXQfroIPfanscGb7c06adH7f6teZLVwR5p/XhR22qmGBbLEPvSPUp1Vg1rcJaTdsFjdJ1QiXJVpE3vs4pujAYh0YcuBOFAsbxyiY8qBupCPcrzupTD/6L+/xlVMlF7y3udpoGQqddxYZY11NLTPAYcccZtik2CGgz8rgJm+cnrYaPR8gVCkLZZIZXIdXT39BxDzCDiILeAYhCDeO7vbe735Gl/ovZsiyYG1K/ZY8kAQS1TGXrpIEDQiAJaMDM0D8+h9D7wtJSVGCD74c5DAa/sf18u011eSSIQsLOcI8a+ga/j9ux+AvxiGuCJm+AY3iHMk/mbT+YH3Kc21mPyGjWyXetaoFss0qbj2LZCNZJOoXbB80A2SwG1k2wIt5L6r6OjPWt25HpkXldgNwFXKnyAhwkxNueqK/ohrxB9/dST0lCxXmI8XshfUfqgZ5xOaisBTAZaqRWbhVc/L/aUG7UeQ+Q2mPHxeDL/o9f+E+P+BIDr6vtCZwkmu3uGH4QLPjXnn1QpErXubqgaOvITI1Vrml+o7NRrBLyhzlYh1iEFPZxH/d7pOx6k6keGHDZWTb4sUsRxCE62en6+KceANysF0GblHQHvp8wUuxa7PCpvFtNHjuvxjmZz9gIctw93a8NGd88NdIT1wqTvU/IHjt3fjKLoKd7/Y3cHgN+Yo/gWrGBY6kmOSSgIJ7ZdL6/lUVtq8abgfOMLIcMdr3r95Plsl5TSfC2i6wW4YJa7ma99povAXlNxmaYT7HL+cLMEfORoh0f83FVhoH9ct6pU6+eDIlvUCVHPlOaoHTTjSAlWCBEYA3oPwX0KYpf0GVINyo31pdLSsgH6gGg6tx9S6CnaG1ZAPGGJG4y6aHtGUdHLRpmIHHW7BRwUUiNFliw/rWCEnmUXgcJC/Jr/8+lTv/24AKeDn79tk74uL4TWnqeXsAOb4tbE9aukVbcBDJfZflP1f6EZT/BWxuVMRwQTMtAc+v6JrGS3NHDQUQ4yW8CRqoGEHPNyCLQx10PEWfLKAgsx5DUECpf/yjNwYCrZ3PsqTxxXxMITYf57aUtV1EbomvXazbG5LtuYHwgcUzEUA0Hm/vsRFZuJEnz9Ksyu48x+9yD75oO8V30frzOt7gB+YBgMEEJMvTQCRP9/a1wnYedyDSGTmY0gbcLERWycVrnOcU49rO5hWX6tTq7CaOR25Aw303Vm3qzlnPqXP3N3MAVkbAz/GmTgb67ET2/ERbLNW16yghDPfwDy7v+1XwMZZQpnlSieTeXVIHimtHfGlHRFzcw6yJ3P6r7DFerm3vuepY5i7XBt7zdHY2E/Pv7krp9y4/dqQseo7W2pijgxoVzdZXHt/CAUacPVL1me53DYwWZepA0P5n26hZNRyM5Endp2PvQ/O9np81FX1ucjlaDVqXHeSUq3Er8ef7Cv6LptpLnqHmq01Y+oFaE4wQG2j72SMOx54NZ4nJh1nGTBHB6q8AmlUhcz9vG/Qd9ifpQF/A/nZijXPc0kNYjZ8Uji10Uer1SpocxXS9XOe7bnZuV7L9GfveTUa2l6SDqCBh3RZvYX2aefnHgRBS0ZlpM5FgxQGHTwEmNCVSkdGbs+rkrbvAt1IB5DNxHMknGFdSKTeGxpUJKotSTFCB48BgF7gQcdE4xxXiQt9BcD4Og21XZ0MBsJ6hAJpc7Ivx2vdxos1QOJqd2i75QmBmZ6+AvIK791cYbp/om7xn/b5Q+sOnjAuLwjjtJyq6Ylpl81crP5Tz5hwveKxPxULG9sbwWlyaTpNKsWXtP1LOWIEA9nbxfTxtJZZq9vIq/aVzzN8r/yx9j8XfhR9/wcEIJHcFJ0YhYNCsYsEsDpZlwQGQMQsHAhTAaQ70GkEdaP7aRQSGebnUn6G03jUj3FfzwI0YTB46mBnH1eoN7gDuVdYCswrlRYEXu4DnIDubu6uWpK1EVhHajuB4wwD3FVG3n5bbVpt3XpiNaVrKlRsH42/h/RkKc+QvgUudVVWs05dlnoSPnpYr6gJWYj+suAGMevB65D11n2qYgZc516J2RPSFUvIu23uZo+/Ge1Y0bq55O1DzRtasJxh2oTPvbKXsIfM+Tuws6w6v/1V8rP1x9Dvt76FoA/TEPlin+VTCHo/OGj9cPbz579v8m56tre/3rRPX/NfWXtpT/GfG3v29O5Ek6eXdOr89or2c+2aXeBO8nzb2BbEkyab/P/EPS5Gpj3i/3vVwWJgfS3QKxaeD5zW+JP7vGdxF3eC201ucb1u8eEzq8ZW+Der100Fi1IW+BzADVzHNcxjDrOYwbSbUk1uwZucIvaz0xKlPzbxa4M+1HZH/F8/W6u6yRl+TfbZ+WGsW3zrZNRGMBwNOT6GDLxv7UMq79+lEYTenpuit919dsmi13pSLyDvfhaqe6ibTseTY3lyi8cX7WGRaKQqpP1+ZQ8c9+/FTQShuwW0WPOtQM2ksEF5gJv9jeuhyB1gREN3/ZX/umqkyxs0qe2O+JcvtVYZlyf7hXfRzp8f2AWluDt3Khqcm8LZM4WqLQEbhF1/2nHqZNJEyjthlceSjpPC5CjLLEo9MnMID+qQQePA1bR/ean2yz7LH+aF5BaRU0C2ZXVnKuCQIemWhlRLbmSvcmeSqdqzjN3TmXCQnYnsMAzjFGIRY9Fj2fxAIouIQDjDIA9dXaDQbk9wWaVWDWVl2QctL9WKqcCQZV6sZRUsLWHJ3GItAfMtxAdy7wWxFtrE/OoRxbzmPsfXKTGnNtDF7AAXMOdbzGi/n24O2QM0rdv+P1PmMdlsDTEh1cQSJoyPpALGjwt0anImgi+szUpFlqNKNLrbYmQslRg5olCk85jWMSzAeMh2NzYoMBxUKMOAAv0B+dKPGaE7lH5drern6OpMpQkUdLS3qmMKBW2thVKP+Ao1g5lqhIoXqzGlwVHfrVQbSAkUPArJVNWYvH/KTaVyhUon4ygvq1S5Fikv1kQpIUCJpIofIjWx7AHSjvggURyhehMRllLAF76paqLQjoPJh3rsSp7HPwohp/oH9O2BLCUCqsBWJ6Imsv68Q2zPnbzo9XM/K6t38qoF', 700: 'd09GMgABAAAAAE9cABEAAAAAmwQAAE75AAJeuAAAAAAAAAAAAAAAAAAAAAAAAAAAGigbmiIcgXQGVgBkCIRUCYEsEQwKge9MgdFrATYCJAOHXAuDdAAEIAWDfgcgDI8nGwmJF5RtuwhSkLsATKXc9q8dibCa5Qu4MdS7HZKS7fjA5P//U5ILGQuwh7stnWr12o5VYFFB0MYoZOKNohreXeSyOBJysGPNolNbW9rKW5YyjMvqksu4lf/cg8v7Q9my3N70wW2HQ8bNz9Z7xljmwMbHsl0WtvJhRHhETfLybjTe/eZCVeFGUdVBA43iIHYoKHEGkd8NtUQHEQlyNNUrBucVAzXmSY3ubszxgxFyatJAt+lLoSnqioz+1ycOJDuifv/Ds6nRyNNNzcGFoKioUSpRI6M6oZLllgvxxrn5HGxczJKTl9Ps8/Db/PsK2LMQMTAxEyMXzmW5KIYMY+ICXbku/5p1eVw7TNwa4++zapcYK4O/AfFfy+fXZ+be2f0h65ABBw4ZsnE5ConwSIR9jizBWLCUR/L2/nNZVv2qD6T/pZbUajZpyJ6ZHfICdYCgw8fNuzN5AwCekDcIngCfmM6bPYW9gzpVloJS0gYsu/asoGUMKCAZA0U4N/5273z3PPR1gObWqYB0bGxuI3IjNkJGb4wVlYM1GzkWxIgR8oiEAW0COhQRSYNWASsHKlY+YBbbLqE4fvDexvHv7mU8zj4P43g6jofxNA74f5x7eynkt58HDA4zwnbcYTLCZITJjlidGwh9wPKMPCNuy5bem1C7AaJ9VbmJTPUXlesuBL2JqoDMF1a+Snh9If1W5692br7c7CeiqAdW/bb7VU52OvRwNM0jlcAEwgY2xbL0dQqeyvDF+KJ6/fw//MnOTL7GAU+iqQUCgQX07uCckkQFaO8u1IibblzgDIqDZAB0VKgu7CUEwF85/XqtFrWoW8CWWjJgEjn5GLQmfwAoC3gCPAJyyguY8jBlOUcv57QDvCegVG0MHOqsRpIdGGnsJFs9AhuCeECL9jx5t6Pu7r6oCCHwwEX/Vm2LWH5CZIjFUmVIRUtlqBaK7h0qAWzVsLbbPaFnNtyrJySJsRiZvUN4jEEoyiMUElThIKv6he1/b2ra7mJJcY/nAIjKAedIp5480SHfqHfuUv/2/Q/s7v+7wGIJ3izAo45gkA9UAoHzDajIBS4sg1PMC0J3Q0EJBBWomEgHmuecO6lyrt27qVx0Ll2VktwZnr611X0MFvkNmiXi9YbYMpgth8aNhGi5UcUysWDhiXq1ABaDj3U8vIwWC6bW2c/i+NhaZsUB+sBxvvOtzJMG+yezxBhhhKoaE4IRafY4/3q/9iafIKjplVqiN9p5f/fuMTafHxvqfJG6SKtA0DvC+L8fq9VWPC/SSFDB3FkDBABLEWuSoEGgIlXjYw590XxSi59I73VjESYZmfbawJGwzn07Pw9OaAAwm2nwnk9Me39WHnggtZcGKQWezWb+4tgNlzYQC7BV6LI5cRI22xn8VEgqjYmyStK84gR2s5Y20qAGF9yeEa0DtL3TpK8jb2+wm7dpyFsm9pBs0694M5vXC06xmRqCWAMDOqitFEkzw9k5sZbdTW22+xn3KUsu1T2UKqUFHtZYGi3qVSl9IfDgcM/sRM107BCTlmuT2FXNMJd2gHu6uwKL5u3I+621FW4B9+jy4RrHHp+z79FdVbHjMaUo6bm8ijxFVJcbO9hfPkJIWd+qn2m5p2D//v0LAoRdTDLQnbn7TG+pheqo201JPdpjzVyHSMTE5FqVvMwYIjIa2KgXj7hBjRY0yOF1qCFMprbo1Bc8FKX3i81SypqA/Vt/Dd0DKUpelf7pvL7TcmkkToGkZi/PHIfC+KmBbxbU/De2bf11wBPEtCP5Bf4FHhI7ivK2Uib1N9yX8kKMPy88BtYdn+jLN6EdT0giSbDjQV/yy70NIXZUtC9fePmTzjTvF5LtRGxvbvbpTeulNl66yr08d+ls3Ye5H/yrdDIx5eJ8gZk5YWVtY0tSEqlMrnARItMMy09mZufmF5eUza1tNQe1QlEvlSv3zJ2q1FOmQo0HatX7F4kgXiUGAt6Q8IGCLzT8YRAAByFwEQoPEXRBJCyisIAES0RjhRisEYsN4uCLx1YCAonYSUIoFXt9cDAQRyNwMhqRMTgbF3SxxAoEViG0GgpbgjT+sUMX7Aq62m0vG+wL2jnoGHtluKjAxQPc1OKuHg//FrsjEccKAtaQsLFUT+iKjkaZUBwHwazc6ZU3q3QRVizEUqzEWm2mdHxpjK3eCPTHziCEhqr93M7BSOAo/aIIhBFX5UwvPHETC2NTJtwd8nyHHWvtceDhBLZOInbKC5x2BrYEeLro7V1yBfYa8HIdb6XeyQ0aHAVqdaQ+cL4aoH7o+n9JKux3lrDx/4IvZNgiksq81jutyd6/y8hTAd7UWanCWbmZDznTZ6WEU6e1PnKY7NLNytD6tDVT0p8xpourX7baK76IlzD6IkPdfZk2RQn3jSTPnf6Om5dZsit7nP9CVtsWRO7H33n8pSxGhwRi5XcMLCHkykuAnyj0MciPxff3Ham4VmQyLWV9SYAQN+k3DQ0GYCS9Gwj3/Av1mGIIgLQwRIqF4OcDBUBme3noB73kEBM/EHCEZyGh3pR5/xYI8xIxIdFjhawEQ2NoyMe3ri9iFvviRPFZz61egr5DsYP3+OIINbLl7/2Oyn+6389+T3k97tUDQDz3LBSR1C9pfAEixWHG6YEECUUU0p/NSAaPlbkXS2ulUuasso4iDywuHeTcBTIzZUa/bx0NZ0o1ynnZ2H17XI5MUx+JttamtRNGgjGlrJQqqaVVCzsFpWgSikVxwmiovVVYdWwbczg7A4FHyaFO/3jftZGdtIh4cOhUzWB1i+ok9f0i0++foc5WnjNY/F5+JDxjUtKptSERD2WuMSMmzfkUiV0a5phmQW1zBEtWQ6cR/j+oCoTC5taP4DyK1luPLT8gJyQAbjM0KVzc6qQcBm8ByixLuHmWYnQwZPk4LjPxDsm1q3hMD5OmrqR1u9YyBARWkC5MPVWwCS4Y4EStPPDbpci8ki5WIcAwtOPa0Cn3kh6QMyaMwqH2MudTGgFgZc6XdJOVC/VS1xjN8Vga+gajztBItPW8RCtSW3GgdQ6MtE6qAvh2VUB4bv2XwI7035Y7CVScQkLA3YCpWtDp8NQs7aL8536GkOI50VXJPLqRMGX2srM117KAq35Y1/v99BvU/mj8YtL3TXkxiRgjvjPWMzREcAruf6O44hOGnkLz7l0zmz8P7dJjT6brifLdi8v34dsbtLfr2oAq9IaJgFfTok69Kk17JEaMyZUDLykMV4Ju487QDSwwftLi7Iws8Tr+Ou/EVHNqYigAEjyQ5kxsrBMJ4sdNcJGtNbLDHzK1TiadehJ/vM6YP3EKDEgQxUtKrCbVQxS1n6D8nZauEtTjHqtimwZMheM0UwJdFsjcvFFJoRpulFix32XLIFxDti2J003jQqYtTSrKRsjIMUN2l2bdJXtKx6tWmhpbzDzlLa1D4BCOOy6KKshf8A/Bj06Sn4eRDt0ZFpgVaz8953BXY20au1Rw882MV9FtnKfNwdYnTKVjsM6woTn7SSjHZWh0PQsdc2DPx7oQSpupTtTj10rNrud+rljPplthxHwxMI+7jv1Ea8WdrTsOVeDRSV4vuPaBg9ZzHgTiHAfBuS7ac9qfTmNmdq4rA+sQFvzWUR0Z6k6xGDCg+ZD1hq3TJrTuJc679xg+wW27zadwDlusy1wmq2jKFknDFtooh3GRKno1mNVYWS1IH3V8IyxPKVAT+OrCbLRIOAw1NHQYWPIEbAhU78Vq3INCSc5YJMTrJ2y9Qe1g4yYb1x9+3xVkXTjn9e+1uLdeHNJ48HomGGvkzQ8s++hOwAL4ckpoI4me4liO3RVDf2Smk4rNqosIaizNZpFMAU1GUIPHzZbXlqiaQacdtpSWHbZccCy0HeHaFZJFrDRc6VTwGNEryGt2bLlqwXew+pjNT639tPVqzi/dVB3KkCzMu7Kg5uMU0PJUkdZbJwaME9F7mHWsKCQHUWSlhefEQ4oppSVKoxzFeenA633h9T4GqKR3OUHGdhQsb7YgbdAAP98GeA7mGnYerJ2p5E3B0ZO1eTVfhysPWzBCZ8Fw3GvfiVBtueqHuV0IdWaZpJFC08WyqcpZiSAW/IZEB2exqAkr9rwp18vd9zNgvkEN/W5iTHW8fdZzGy1tr9AWpulget1JLtP+5PTP8ccHJ68gy9bsrmtn1wfw6DHITtHYF4nMEtU53etl7ZOxDHqDwy7qhE80XZRJaAdvPZzyy9pHasPnjTZeLjQ8Jx3pvsUKXzVrAP2oqc5njYsUKpfJcm2KjC0MKb6ht0w5UcbBZVpgSyeW0QxPFBvJrmCcEdazFbxFjCKPjXJOiFWMBkGdgpZh6ff6CBmqy1PrfQNvTVBx0aWNuUzI+CVThjhXU4/v81a8ms5kENDn3DdOZmkyJmuYUvnT0hn1igBgK6FHvujxMdui6XfN8jbqDSim0fZB2jI2OxeQl7HgHLtgIgJnZ6yjvY4gNsJdE7AIlyMoCO7l8XkOj4iOZQRNSDATdRV5dxOU1YmGiVLUpwRgmOKjul72Pll6xvkhZvFbQU9YIXoScvUQVcKn0XRsMSQz1gAkTcqkUWnixrhuCIUxMeOrd0Lc1fotI9TdPvS5AwMCcKs1IMXCJ6SBnof7QUF/OlNqQAuLpi9pRCvpFMPYj8RIKCW5CdCbJRBxWXL95R7C4wnFdofiBfxc/3Z99dYws30R0iRv2XnZVPLp5W/4dwSSfeBGEg6ToyT7cKO1VM0kFCqtKjbBw7ztPuVZlT6bMoV3cew+tUaF7duoVKHhyJT/+QGEhjlOXo3wMM5DvitzYtmJgDjj+i8GYGsIMtINMcJTOEL2BbTQqjL0oO6hbTP45NgH9UgywETkjnVAIHpdtWdXqGTFiiSPk0AQsdCatO+S4V2ERPXfp5K/o3RpgmQNAIHpLbWVVii0WGPawMALwpf22lmp7b+dMu0WsL0Xe6h2OtjBG2mZEHJ2rJFGGUEiuJCmKxwSGA9oJeJMNyE3G6xHxYQmH7BWTJGhNvs1IxbmyRhGQid4RgN25HUYvmupl70KBjcLhjWRos0TGeJwxDdGqbt/v28jD/ztVS5LjBqM7g1B3S2g2YK+eD/CFqrCmp4OO329IsJGY5T3Js7xcYRZeFXSA5/eEbvgbFLsK96991z+zj3Bcu50EpUjXLWy6iyCPD5YcS1icsaXMqq08JmYulhistzqdiYUg5mPOxpIQorOlOxGyCg8PYhxLPS4P7rY+8bg01/sWta2J0JtaXB4e/X6eeBX9OY96IpOu/2+ezvNZP6DCO14KIuzW5idrmMUcWTKq5U99wf13Nte3J9rhepcJbvNEzKhzAqT25mtmKZzsFFp7va8fjcY9MPeYP7HuziHjg1+wgFw8hHdKYn1bIc+V+lATXvBfCdMSr38YvWbwa82DOjwOo3vZ6D5SzrFwNImADQ4F54dBGRLRVH+2vHFyyv7P5Kk9OKx+aujiutQZTJCN2WJ3/4XBM2gE5Df8ZvzFISsbZqEMZ+S7DvEf1L6VTl0IVbSk7tk4bRwdAm1E3ALFfNyhDL9dx7US6meDuYAeKX/kjseTW+DlRD6FuSfyo05WWjkZa7BMralkI2q6CLDOgruoDNUwrLyvd07vIP7vIO7OYYU7CbACUlBx/hL5ROSke0J3/dzvvg9bGzf/YN/+nt/okEiJV4CvPFXnBfZjI+3SnuYTnztQ4qQdVWrKPGcuUqnseOSFBO66r+t9OZ0LQH+xzEyhnpPkV+hLmOfaLjdxGV5FeE53VvL48TV9YRLN0NAYQQMrRBgqA9GWhKbWWwGSbFND3M9sz9xQssKKUsWNcTA9+ZAcGnHuucFGcy2Y+gGYUHMtYuwH/pZnWGNLqcBVTNPAhKJM9PoTBS2RKELXsWaNsqYxnIzzvX+Ad3IsAE75eOOPD4JfopzJR4hsW5NZsx4jHFi6sp4Fn75WPOBugPg98cl7OsJLxTl/1cYV5xbgZ+K26zusC91CKZK4bDqcJl9LD2/Tk0uU5UueQh+RgpisB5oMTy19KERVIXHRSaLBJyehSJyzgmLUS3uHlRJkYNOXUBIsdLb0GxbFWHi/74FGzyU3wVeGD4y/OXCM1Xg4+HnrI3nPdnm/1h2553ZSpCvf22ujJ089Xn2m5a6d6AynopOQ2+mBL6nGscC6QGBwWGBIpYrL4QiFYrIUgKBJBUJyVJ8z5hicXJScX9sbOH+5MTCXadhp4fesVqPVGN37o7kO/dAlDTn7ukeAqVoW6YUy+RiKFciy+Xz47Yz7jjMMSVlnPZotgUzHRFwmJHJw70OqtiYJlza1fCkk99kw/fu/nvudtIsKB1kTEP2OIVTor0xMFRsi6O/c0BeiOhIZ36QyNZ0zStVrq6FGqECtO3avu3ULC3tmmn9Yidbkc0+fFg6B+nWWtwkm7tBDeqaXRcmYAomYXp2kD/7TGhf6DFSHflkfG885WSWoRyj9AV9tFaVPIrHGilpsgZWs5mct9eNCp7LN7GCJTbLfiSGi/VbC6rk6UFfKh5BvzW+NPB+tmLKe1FczH9hasF/XVwk4WUmIr9d1jaySCzbWN+Nw9+rRd9MDlFJ7JN9OVrd0JZivtMCawF9QgjAlQTz62SSRAW5kEQot//rKNW0Xb4tLbl1caB2c7dVi/WemeZHUa/wolcIAcIuA30Hk9bexWdx5bzujh9dRfWJtNgaWilt0o5ma54LeQzJhEOnZipr5GQkou2QQK5Ene/rV5godDN1W4hBWs2KSYttr8fjNVF6SN0vn4h61rIfKKkLshB3H8eoO7BVknegui5q3D7DEfviCYddUVlpkhxueDlIrhimOPbYh/dNT+ncCEC1o5Jemmrca/WCqsJ9t/KFYjku7QzEQ7VZwbmHYP/Jh4nHruMu7M4USbKzReLMjFxxdg7UUVlabVtzRDZpNqenYzY7Jdt2xM7SatcxseOR9TMY3PbZox3lbB+jE5ipyYmM1IQERkpisrm+Q65ADZPse+wj+6andMeDXNpdEl+aqt//7rlpI8KvhieUyPH8acvSVQ6norKCU3kVOFoljPHQjpbyK/mJkgd6UcF3+d6MunYj14o2fNUngPwZRfwVvun6in0YiFbjUjgUWBYfiKsaqB67ess9/C+fCCJk9jvfJTKglM/4WRmd5IxPpcZGjAdyArwL7M7b0L6szVcwKR20+B9BWDuiE2+Gz+YT3D5ZFPHqExP4DdLC9LrEeF5d+yEwfgs1oW/hx4ULiz+Pjt0SBsZX3hwt0q+/sJft1e9NSCkEVcrFt30SvBsZBzGjzelK7AwWYz13a+lvWnxYemcx3ZrbdjqkQlYsK64iTJ6oDi0pLimiVo88yeqVHiAyyC9KdXDBdjaZwQzdxBSdSliz4jIuk8o4RPvliDVUhTcm0cKoFFp4ksLnaZ1YzGAxRHTJs+oQ0yJ49Zn6u/Db9jKA0ad6GI9fz+K0hcfMRPIxLz1KJMMHOFxjSUpKaPmh0wnXg0TXlje++YTWNRUC/pNsht8Z2r5t5cfbx4++v15Vh7VEk+l5Ih6bs7HnCEeVJ88XhdHDW5w15vQ68AbjNHha7EG4FYrOVFjukHogZzsOjTuUXDv++N6KZl2PgjkW47/hil/9AFqa3q97mMzV3g5bXh8/YDm33MvTqxxgUqvQ8wvM9ySeMBwPZk5zdDZwo8J9CqRVFQGna22yh05fO+vSqP8sgkQuL99khw7CrUxgzP9GQRAjFuTtN0blBhtVWn2RVHDWteFZ+jd9AfAmgNkVF2PY9wbObFj5hvLAoLxsCB8w5rXuzkgP46W17U7P0F1Xc2Rg1J//l+EKgP+plJsaTnUqBIWZbHZhhsDF84OFZW57a+Z0zbSMptacPwsZF5Mcw3L0FpQiP7h10jRSkxn62a+Ql5DG5cUVdsnU0QX8oRlooz+30NQwud2Rqldc6ld2o6djVIjJEUSkVJNH5T5SzFsP3rZKUrhPfKDYpBv6w+Xm5YnviA9ODWB0gzuugaROXlBaFUXFJ5KqwU3Qx8hrN4ceQ95rF1GIHuCYIhZA6/1Q+dAHtwrKkZ0u2FezTdqflpXLsFg0HpfAuikLK01nqaYjVNaqWLlBr8/VRWB1lbAiVIr6s42VFRrdLzm6szkTa4JuZ38p/9w54W/C30Y328f7u/BPcE+aPqzD6Q9FGcTG5PBGuqRc0rwxRvH6ravBRU94RDjwel3UmRYqwqynZoCyVPQ0C6I1CX3V+BD6rdHuu9YVX0tsjELH8WN7SJvjJ7vMTP3XWU0B5dqOLVyz/FlBPrXzu0BAIgYnkiM4NTuy7Hj/yfjyEM5wcnn/3Utdc9onYbdBMVXUBtGcU7STntDiNUiM1Hy3b+2VqqDnwAEJE4mkh/fv75feCWUs5kiuqxGoDWDVSUpo1dfFBThCrmdQNBZBcNmFDGuR9+/di7O2RLe4fLCKsuyzjEPGYIyMzOVBxvdaenizJuJ5AEfI6wplDibFtoV4KFkd7pGiIQwvU8/wLjcuTrNkT0ld7kpgcZBhKfIvSoYKdzfRJ3rBVH2wObu4ecV0XrlYJ6un54Lh8jz5RDDVFXClc+lDQAn15OX+hQhv+lQoYzBJclUj0Phbw18nKa+XUKac91472jWYfw7ChJrQ0MPuSQPd7Qe1tZycwu6Wjvx9IgFYzS0wP1IErLeXl9PeqKnsDAyxdhbI+tptynx+8eGM0eTssxdW0eqzUi79fBrBtTvhS366uHJ1cNmXS0qqPkU4WPV5RY2w3R0HYOsoE4dGbt3m1p3F5xZmSeqWB6WNZQrOXFx93ssjaGo45+PSqdzsnnX7rV+XcMwvPTIt5/BeGx6ddzAgpTc1TTyYw8/Z4+/euZHOPegWORoU5Rf3dnZKKl9SlAKEi9dyzvYwNExtguEBoMhJr5PMBTjsZslm7VMPimtyU9Qow5sduvN9U3j6ZQvutGFP77qavZsHOGxWku855MtkQ+S2poFDSgop91Rw1hC7RH+X2CNAjNUVIhXIVC7TFe1AdKKrvxHAJvcfHd54UWW6AVYM0013e+Im5vO9vFAE50zN183g6c5DQ5+P/mHdAz+Ao/f55gIzl6gLyacAyZ2BgTtLQ0CJb9b+4T6eIGmdvnO11mw2sreVs0B2tN2OS+d2hTNGkrPOXlrdvO4LnasnUtFjqaS5NNFrbittoSdrnKM1HtIO478n/k/WF9OrNR6SeIeT1WtVb/o0wopekF6TihqhPb5Fvxk/GEVrl0QTnev4fe27BhZfwo9NNO2+vixIivQyJu5b81KipTd/UThU4GtyvaNrSNCsp/funz9+ZqYlQ9yAfYxtyBC1XD1zvv/+vae4+ujYBvnehPos02zz+Po98u2v2etTLPPAgCrew8B2LbN3HTrb5XvmwFnZpomzV96Adh0+1mD/matNoqC4ZUY4XjedNhz5hR82FEzPaPBSCJkvO3xS4o+SGZ229LDB1S+Zm8UeJsItxcC6H2u8Jdd/n7BhDs8TKQ7kXZlZ5EaKHWjYCxGKbHAJ0GmNB3a4NFhFgndCvNVBXVBlGzWn9V+0YOtgkC7AHb9+FyiOMjpmibNutKLkCYoreyXvJXhz9XT2ee+z78/26vz9bpA8Yu4/qFFb29YuMwxYpPv5gTMe3rhypuhvBgiLyTCvLfRWaDdvkYXxA/EeFbe3Xbv6kA/y8x4XHRpNkpUmJ5cKhm9oWklJffTTA+cPlByYPzsfiIppnkFQzbdDr0Cu7Agzt5ppQcUEnh+xlLR9e/5N2x1wP1ggj5gTz5nWe629SCQUMmic2jF7M35fX4lEsE+MJNsSBaE7P8r1MSMgDmhVaDtq7xVAcbHFD4dibS7F7h+q4GW3C1yJrv7ZpB0vOi9GD4M40iCLQJJrkJQxGuBvjKO6B9XwMzRjI5e/LW/7SjdlcuQId3FLNswrt1QmFJWUCP2F8FsKf6MKY9/bf9+ePff3zW2czHD1ROH12C/nmrRQ4DhTTMyNmMKiq9HnWwulFeLirsUUtLepKHNtXoZyR1uG0hG0Yrt2jlJbx4iSZdD3uI/TBadb56rS3HzdAry8E3Jz44w1oiq/yjCk2pCUnd1V4vqblc9qDD3jvWPiDsGosJEki8MWpCeL/fttR2w+IR7Eap9WBGM+Z0Sf4A/gx+eK1mqsD4cC2cvlJib4/i3hr+yW+aJBa/h1OJXq/v7Hg+xiXzNwLK8wlpeTqluFD7uY/eBl+h0ripc/WJOtD0ZhSlmPTDNWmDeRh4MqJ/dlsQgEJiM0vcmYIQQ2C98ZWOj67z0qPzgIVXBljaOC66em6utnZiBYIyUmu8Iym93R4oPG4VDgnbv7czY7Fyw83NnuqTYrCbN1JWA3+9Y7RjmPxZp3mZP2DZflEPAF7BialRJ9vB4nK6J8ruxiRKNxkFF/AFyG8ElN89vsn+4jJNZEMxOc3ZwojuHuUjOcudxft0Uvrmcgh49LSI2zzeNaCPJnPY4dBTiW2evFLAE3jSUQ1/JWQzba6Ks5/MInGzklCIiwSGfqf9QEYprz43eBVnMKVYCjnjKruGXLqpx62fTh/aGpDZ/8tAxqeJU8/cS9GD4yVZooQ3E0fYBWSKT2Jm9/J1tz+4jLaNXbCdfVnkgOvEA9k1/ZW+6BsPqg+PZwaurr0sLCtyWs69tDTdZFjwseZuduRieWiMWJRdFRoECVEi97JZsV4diKgBWcRx//L4X/kSw2+hWH7xLhX5LJ+il0S0LiU8NiIyaC2AHeeXaXbJK/rM2XsygdtLifQT52JCfeWT6bT1HRhfpXndr09dRymg7SVor5TTEiOkjkPXninh4J0oi0VYohkzG/KQoZnaaVDjJQeCPXcSOKtdY8ZsVaAh+A1xtz4Vw0fJlS3u2iiTrVuFwLkZXSUMCy0nL/GkBdSQ3WHEOi54vS2FxjcVUtKyC+zVn9SuebdRFJwW6Db+d4T49EPHFQwXxkkhBb4R0FKmdI0xa3knfZlXtGQs2ZumsJXhoZhbJCf7aC0Zod34kc8vy8QHhhnswk/etAtOfb/o/KoV68JBC8UYFq+axbj69zlUxg1J/l/2UA/Pf0EWC7QlmcwixBnXrNuEdaS7YqGq+fhbSobaYQrVSTJcEIkV/6Ycnki/HXATWmoSZfpEILDCEuxAuJCWJgcNZxqKj/EsXb9u5wAaJT45M4nKwsMjddVY/3qRforEqTvbz7IJK7Vp2heRaPQIyWu2Q8lUy+TJWq+WDVub21StQl9aDpj/cPVTqsmtOHxU5/xKo9+3T2MOBr7IqaGtdC5FXxOj3D3F1SuqWwqbxHiBt24aSZdLhRXM0Htjk3zGtHVdUwiiZ28r44D1HmSh+/SM8W5efCyrxTv6qo8irXuaHd4mWN12XhUGDldCh0ZfBlojkSjsxgp+KfE7JtlQpGJVDJQSUwd9YikBJ0vghqw9KHHIgOu/ZmsuuacGHBF0tTrZ456kh2bOzIoZ3aaMHDK08rt5wbTzGZj6VpHvfTWn7J/JNYbQhjovjnQSZhPEhMiOGP2Y7Ok8vzfq9ZENQqmu0S9c4MQdusWruV20hDEMzrL6WE6SBkXic3BJpclIs5WYOj6y8bJCHEekRG6A+Qdg27oTIAwkW5MFF8NPhZqoKVaqEdoz+0vlfQfi9Tb7M1cMcCswiOfjAQaDAftHjG6GP8NHdTDvpGe8JzuOf8BEVDntOyHppDBK7Tm/wPKcBsJRwOWA6pQXoZaBDAiKMglsDfwZFE5KZ3m+yJPitGyZHSq9vP+ifRvXxTYLl7aGgFWs/NvSyUiK6AwcowYmg5GqY/o761PzAdiPx4Cphad2iIHaFBYDIDrB0TsCVnR+B7hDyCTUygBEICJOlO2+mxxTckGvI0fuFtbvNYr2meltnsFfEf29PgXsri9saLFV2JeqT0VV7sucmdKWMHDQInxJqUNDENSq3m3PfBe4/FyiITv21YRDW4bAedDSBX0PvExlAx4D5C74IWvxgQ/vT1pZhf0b8uWcKAAbYPomkoalG83k6Qk6An3lytJ8EWX0HAu9T3espAh6rZXdP1qqv6MDC0LDIFc81DoMKlib/uxZ1lamm7gnW0S21uOfkre53KjDFornd0OOUklSUbkjpKLGLOrkI2ILS0cS7+rINLYX9hKWuEGkUVsjbXbd26Y8fcXPWH6gtkw+UuMQ/Otm39sPUNcdZfuO/4vHU39tz93psNfQ3Lur/EZ+2gnuTEcuIW9M9RlcvsULvo9WI8tsWQj+CHwnUWqYWy/+h8erP0DrdiKNbLcif5XxHeBgcHwATeVNvWEUE09Wh6Jzx/73Jkk2741JNxivQn1WTwCnkt+fCJFMnlNiB3I7q66ttcXLk1z3s0eszyzLgLEhdGcda3Xed8snTSqp9T5vHBbL7vtIT1nNM+Syate9lrvWPabm7B4RP/zLG26Ffckr8OlioVZjp1/fG55v/Pljv7NHcAf2Hev4CCcGbVYwc1yvkvXnUVgifwAv6G9gZRoHT4Ldiu29FOYltLYe+vFqzcp/fwuVGB4TdWrksqd/7d0kEGRSAFrds+5Z1/r9sxFzT/4uHc1tYxZsRU3sHU+XdLB4WZCQpJYcYO8vpTy28ajbc7mn+JiTixpJNST+uhFNA5v6UKMVFrd85qrpbS2ua6ZvbexfuUO+e3VCHMLEiV6/Y45nTOX7fqmNScxYegTeuHOfQA3sfUIZ/ZwluBdbXKm7Ok9H16+IGDVFB4/0NzljnO7d0LKSu0UAO6NLF3Yvoj0B1FPmF3nYM5f1PgFSCRObn5KdXoHs2K9Hbft1kgPUWAvlJbjnXnUfr9rXmVjmB74kL58X472a1SbDSztE8NC3D8t2mIq5BVnHOYCT2CRqbfbh0JDkkyhVaRJSIl/hZ7GFepAtO2KSmO90uxlKfxHkHzKrYWow4DMK8hjHlX6uZSoDmhKVLeXPLOOXRMFcJu1lueRp87FEAK6LCzQIkSR6MmPha8LXI30Eoygj0S7Y/yUvWEIh0UOeWh4DDRuTcjoFC02adHM96P16GPblORyw3QEA1zs+LBEd1cK6CkU9Z6zRu5nhLSIXOhL9hQr17rbdxp0igUHA6X56SYri5D9VRUN7O/ibeyP2DBrMjko/hZXYL9XQn3y7ScIqHXTyOKS/XXz0MEw2tK1/9N+AKiMHAdm1ErBmfNUntnLHs+Pc8OJHCWjadQiF7C0DIa15N0Te7TyA69tp6NxEgmOy1BerNSdyJfidR0ywkufBFIfwJlFUiFOtG2CUa9nboYzsphscLmHOUAHYWweWRjVzGpxL72cgqF3WCaitdDQQq0AlbH9Yk0PUniWI+itAPfDle/3dT6pYT9dtA6/9ca8W8djy2PUoJNQ4hJ51RORirtj7ND1kIhNKPFhArYU1iQPwvycK521fVKVHr5R+UxJ8kNBoo+WeOSsWZncakSR2OKEE6gQY8CQj/uqYjZnyYeiPPPZ1em1ond7G6iW5CF40Noo0yV2F/Vzrxh28xCEUk7HJq2scyOlEUU1kKhkCgZXy35qF/4Zh4gcnNNs5FmLWG9nEeDmFHGfMLzf9sn9RyC1fJDCiRKbG2qHz4hTZ8IAwxpWLGaDDPiCA6Wbkm4d8AHcqwDDAhYAsFrPKTqPOYJFYgLUbBrZV0AJtTrsG5ikxS8ydqxSbBvEduPSEakI5gYyOEREiTiRwJGY6BIBF+Her1ETr9p0hGLIHQryAxYEOcjhkNm9IUParPgkA34cqRbkGa0zMoY1cwZQeW6tCtlIKfNqUWvv37U1J3VLBBcMCQ/VDqtd1a84ciqEiMSkNjbqKpVjVj/LPwAu2DqUCofrMUGagYK7Vviw5JnqARNhSe0iNlqUv2dUlBdAkP/CDQUxShgILMjlSwTxYvCfbCYAN4yuETaopaJ/R2XlpFVH2cEe0wC0tn9rMt/z+bk2nuJ+nijU9iBwAjlwPGiHfRs9lQ3hLmr4+szJg+krMGB5Ts5wdBJyOc5K0euoVYWXdQBZKLEQxREmSRxL0VgvTY5Pl7pIrhNRH0JCtP6KLXwiB3WUHz50fcBdWc6vh9FO1JsNT484+5Q2NWXL6qPaeEwGIYYQzGUojAMoyY0w2Z0Ak6EJ6Jt6JNdw64osgNzyxH4e67wFbcfWyrzFb7faLmopcvwZNiNPWBx0GUB5h4vSD5wlucDHN2TojPP01rJNy2E1NUFKk0cYR3j2AP2+kAStGeJ4GAsqxxqix0JsWIZ2FPSzbRvMbGX+jcNZfblpKV4v2Kr3vUatSN5G8gRzqkmoGGgcWA5O+SoDKHqWZ6DVOmtXwCPg72W3Zs6vxLV3GrqDdhxknGMO+5lIOTtTotpfpmzg5m3Q91tF5qxgAWPLlD00i0gE8NECDofCkiYLiFKdodPCoW4Wuo+GktdfAKfS+Zq2U82envAfnwObj3dcvQcjqM+MWgrocPE75Ik7eGEdsv2mB15jWIrZl2o2B5qEYsxuy/e08CbUeVWK/I9pgdcJdlREjeEZmISi6OnT8a59huytMvQ4YZiUDAMVHZEimyCvRVqMCK9YbDjKB5ZugfaTVwqg0fmtZnJk1lJn1PduTSw5lvC/Ew5roYJ+6Kv6sxLZDB7HcfWXL+guP2wRCLIn0OLFTMBPY7cZL2MRBJYjSi8eu79PFVDZSDnawUrWRzHQERLOQhz1BztmHQw6mAJcGs1TAXjWsy1IKWL44svORaJYpLie9OtMbl3FBrfSwdXn77XH5zJPvBW/cUJjoxhAkMnHyT9C5zi4eD45qVcaKl88iBASWuyGXNIT2uMGnuGBFNHr2hc15AhS1qAT+dmqiaVtMdZMRMxomNmGNu5GdGYqa8GB4beU6SzRlfkTq0in+czaQqtvj3AYskoG0kq1z94pJ6l3Dvn53dipV3rVp0EidJIe+heOcPhKH74Q/Cj8zpqg3Cjow5JYbzCewt6SOFiyRntTBg0TXM94G6MPvas6X01amuLvqiV0iznqgrV16jeHTfnTdzPaunq6Xg0H+Fp6vWswsVC/bwa/9NxjF7v2dFLBTRV7/epNblLxUJoZw58pgQxLtmRokghMpCrzabEWzt1NYEN1qyalzcNtFomQUagxWaOgxn2zohOcBxYNEBtJ+yIUYYOlQyrsY0e31klXplq6/Pz4VEr47jtEloN5Gm2BAHBkhelXzTZrJu5PIY26vOMR9WxGINsxo6QVlMLOBAyO+cP9MYsMNflUUR9p8XuZnAvOdxG6BGOy73wJ3ZSkqAoG5P7Gt55TKU0XjaOQeUuyqP8G+nCR97i+6MCeFos6mduf2UauYt10RTvKjew51hNrTcxo4Rv0zf8I4/ZD/+NJplU0sk8+MCDz/cRcfULXsFTAvfXUHpZzi0/fPzH/wBgec1jhq/6K3+e5NETvr/61PcQ9KFXj42BMWpVCz6u0FOjEp1ULEZyRDyexKlhqoIIrhRHIiuTuOGriYhxxWHvbDjdkEZ0dskinwhSIOtSIurMuJhhJNxjdnKceC9tMayMfMQahS4AlAHnrBRBaF4WRsf7GuvBZd1XAH6EyN7hWKIlIJX/s1+1/NtMElLZ0GJ3QhO8YQits7jb2PZdFwSG4MpirCGB0qlzhs8NFJF0WJr3GCMxtR/GJOGltMCfzb1kkl2A5lDDoh3jgDvEQSbZjP3xSa4NoET9BkVKNYESddw0JijaabFzo8mZT8nX6WZItLhKXGPqVGUVvEutVl7RH5CWTKsJUexGXfUJCa6IUajFOaufG8htmlNvOmhyy3GQQ1icrauBH0U6bycR9OQisfRpBFz/sx/uEezcY5P3iMOdFPjUgPyGDlTyXdHFswrMgl7BSFikp/CiPwI2FXUYhS6Lq3gSS1vzDYIz7TgA2QZMBU1eFHXTAq67hsqZQLr4VghdmyQUzMA7U3SARdLSMA7iRe2UuyiOGtws2JRvyIB24y5YBsxig2U9qLJrjdG4Glg8CSdRxJAOj/FTcar2ok19I54GqyBLsZKWCI04C8IgysIw6MSB5sLMsgdBHoqBG2HWiGXgqKkNGVFaHc+yrDP3hKtsgZ+vm9rV9ygkt6NkUVYiT4vSOEnSNGmc9E8G5/idwYQ/Ebj5ir8SsDyysxxCR/QiW9PnXPTRExx64uCETc963YZ9SdMXqQKT2PKUuNlnh8qiypHyjsrAjTuwI1BX6ri++q0DtJqt5qt8tbgw7+N9hafNzWbzeT5fTJebDZ7xnPP1ghe75aF+GA7j5eKyuCw/6vlQnBe4XhTKml4LtWjNrNziVmGV52ssaWHO8r8GB3BaUvO8htzLwguhEGCwC2A7jkKHbl8K1EgYo6uCQR4W0IK9ig+0VXkQr5hFQ0auyr+7Dgj33hWadk+HuSNihgQZDANBgUJwrGdyICY5lACGgrkspEEYLxHZludNfLlxd0DIQiHcKmiNhoYowpEYSlwt1POgG3uohztln5pEj94bX9+CCjyXWNVyJkrG8IV2uwuzZLvrVfa7QMLtFiYSYkYYIOBsgNB3VZAiuLJ4wTtrlLI84DXEihKt4OAS8J4gQ2MPBMs0kJYtUOZ3K9t4R/dO3L95jyrlOCD3g29aGOlYSYbs2f7FfiPzPzLu0ElrrJVehRZnNM1yKr3sZW8fAX0LnCvay6uguLa1ixAptK5tq3W49wxa2ANFLGlIyIMnZZSnIpUp8UUtaaOBEKFCw4xUZVSxK8vcaLfZVqdaq7M3uaCVPYDNvg19X8f7+R9AWl5Xbr0maQaEnJwFvEurCcGibiqtzCzdPGlmCBDEbILe1gjY6StGfG6hPWoZOqSQAD0lU26s+cziO+JGqbt+3fW8cj839hMpC3bBTi3p1ahKbuoHE/XK6cJE5SuoWBnrJtBN14eORyy4ucEVdw5pUnm/HXVYCp0/9Kwnu+NlniRg8SMIDRjJ7CpIzde5MXLd7D6ByFOxTI7TXgKW6W8k7lwCRyQA8QPRgeRm2uQzopw5Rb826oNNq01zMzMg0et9bKSx8wiQQblzv6hOFVanCp5o4mqii/BBIm8a2uIMpZjpsG4YVnzRVBZaJyteWTJjX+2I18E0DFIJzAolZ6hY1K5tIFTnxyXU6Ya+swlbCVB6CNqcYkoqjmo6I+xpCqXu0s/KmI7vBIJBnN2vJq8KbhG9CW8wQVyhSjtL6pXKrUoPAX0nIICBTyvm1MHQDeWuLcadYzLBwmo5tGUYcR1+MnzbYRQflScPTmwffdSamNsG2AxxZJLob+TYrNe7KtfJhSLaQxvVHJ08NDkiqVfWxVXRZrFZTnqXFIPlXDFX7ha75XVxXYrem2K9LBWlcrfYLY+KozK0ko/5mZzw0dzlSznjT/NpvpUr/F5e5u0cca+EviopnoaPEnhfA+lk8iz66FDrdkWiIIljNnAl8e9AiPvM5Lu5yySWayPtXQcO8DN2/zh+5iolPR1OzO2E245QrwPtTBFgd/WAVyZkemXSpCl8VPim0kcGFhM0KShCFMtxm96QJJZfAYU0Dx39TVCC/8eK8GPzmTQC8cvukTPpg9OEL6iNCXcXoXR9IwYva7nw4/Ed4IAqNclAdXUkFMz7FPEeMAv2M44cKKCtjPEeKVDbPqIjU8ChbfAQMdvGYKi6Mhyyb31US6WnDbladtMphuZgvxx65KSmxkd2EjubFeeb5CM6a0Aslk32ttwwaFeMivvSoSrNTHwjd152kQ3z5xuFRED32+rdvi3gHEJEuFf5SqccNQOhiY2XlrFrgD3gVTEV/xEs/HvosCkYjAxZEa9AXMussMrS0yzG5qn3SPdKsfwmmJlRVdwTgsRo/8FWJmZDjOABS2YLW9ncw+UnfAZM53gi5IBv/6pYj8VYiuVqF1CvniZKKdhUvJUyZsta0c8NF2zJ19Kg6rko5ojxZxie6wohJ0RDkg4I1dvAaPlAayz7mjaR96KACe0oJIIZipDxkxT1ASWTQip5Ew7SfIeIGtZkpaN/WXt3pvU389lGQIHaMdSo7l2HnPN5mpmxrmKClq5gCmr7iORDxGyc3th4yqTL8Y2FTf5HSVm9ce/ynuipntLb63Et1oXZtT2F6FeY7jkNk+duOw1QW9NQsHAqMInPQzSejFeqTgqIP1BnFt/WCceM75tvmD3lP8yMq6t1H+3bOjSb/jAIZ+7b1Lit6mfq4x3zRoMYiygNdOi3i4ntaFFFMNmpscCA83ZBrsyMumfUglGPGRSF3815LsnaWMlul5dGB5sSUREWPNgnBx/Ju72KT1MPm4ywc/nGIAeO1uLZrvCYytqvESa3qo4lfAWxrbPeBx9tkpuJkZiJFdEFdYksaUv6krFkDopVdZ2sa+v6mrFmXmT7XJ/vCz0Q/yr/Mra1ne3tYMczllzowhS2cNFfbU4GrxzYo9yfMCyZRO8riTtMBUTjrbAMMTvW1bV2C5dAySsBIrk7/LX3dcqEm5d5dy0wcQUQQClT+3LBJbdhAqMEr1YawYDht/W7A7cZcUfFCjCgZnmeEIKcNF7SOBJpHIOFEiotCYE7485/fAwYwrPRQw8Bwc4mxKpQQhFlwa7oWxyL9dIbsfVfCJEDgZEcN6OPDm3zhosxQ1NjixkzE7oZQYwwYlCdWM9lLvly5EYONWqmeiEa7M8RT0PqpouBi4GLXbt43H8U3I5H01X/7usZtYR00be4uUDpUo+7XnSPWj/XqPSGru8l9pZ2fIZO3XreiU521Cu9jeVNF7GHESkud/G9vHJI3KLwPPJMlO7DvQWCRqPbfpsj/UMmoTKL28rVAC3nMGBCFRquJrDVHQdOrEbjtZ7LMa+VWlxrO3u3VdzKraHJmjW9qmbVlrX7cxR9jfabs4b37G7o8ZSP7Zk36kt9XF/3+FaY1g22duHvcTg76hzJ+MfmPhuUGj2rAmY90iLaXptse0Ms5p+ESjZzWCMua8OyLklWimLlWKo6ezXlNOXKVn4opDAfehlV5l4hfrfikseU60qup/y65DeUW2qltmul9mW2SBg4GHIDOOao38PjIrZYbm9RWKFti3MFYED+Rmc1pkXWViKr6c4PVRRMi4JyXQ8EbFjMcWPUWZ0q+/Gox2t7Eq9V35/GG7TY52jRm+7UphIr/496eXo7TiX7EKmYeZU5fM8EqbHUXyyyA/cefUN8JqcTb01vF6yRa95d6RLAPdWiEVhuXbUPvkizUd+en8IA9YKsigZWT77tdew2/3dlnEyzJKVUUkvTTuo0aLruhptdffdMqUJldrPH9QggQcICHggdaqyw6IuxfJZvHjnPhXa024BFy5q3+ejNQw4NFWq8Rmd038b9c//efTxCIxLkNVFGiFqS3+v36FBFI3l8D07GJy3DG+3uNwgTekOs6jNxrJ/oLc0DJZMRExhmIpOY3sUDtdJVlcYvNNS/M3fNPh2ZMX1oPqIfza/0n4ll5mu6nEJ9Xe5JwvxMl9ZKDPbb/md4HX9qeM+zTio2iJNbgSt4UMS2RmXP5pRFYkxXZyR0xxOpT2wd2FhRw3f3+G4142TBea4ay1KMrmR10sCgZqL7MRXlGobJ/qEfyeub3wdfL591knGi+hRtOiKMuW8z0DlNDTmUGUvTcBPcKZGO8cUMsdSAgfijZLMfDSSg87nMgrl+Vnier97a1pYSFOqOo4Rhr/mwm/3dWaqlZM+WmQle/9h85n0HIP2VOq1P16Xf7L0dnPZ0Zc03lKzkIeC7TvLZPArRPupDEYtdHynrFHFruRosExV1Cqtxv7Zr6I+PdObcq3kLovV6TF3fbswQ4YBMTO0YKeIthhFh5m+4KN4xNG5oDg1BXCepj7MSuXobn+XQCBB2UKIEhuA3BP0GrruRccNzs9QXI0cYa7nh6ISQFRx33u1dRteL8G53qarZoSpGwbnkaANiY5K6o5dJ/aGPFxHs5NfbLMN27P7PquCSMGrEUMxMM/TU9Az/HHZ45F9VLzM/LYQgEzUO2G924U0tSsw3O/PpWh/NbNka30hXoh0eV1xAGwTztFWm6P3Ag1D3gmm57Fkpa1sjdtJaY+davdnPaBSLw8e0TiqkJESMutUNBJLBMLASJgfYYJqERV1zo6dT6xCWxbXjut0ZiSkSJ/lzB9qeO3c/fERvKkdJ59TxtVKxN0F5/Jmcm72mmyB85tRNSXG90CLLwir3aEUBYRgTQITYvwqrxsVXWaGWhcUd7B+mKxFVoHYhda2KFwAASwE+UOVDPCyZQbZREggCT69FyI1Y98O2BkPRdLeXFfH24f/DOTbO5+b/cOcb6vLrTXjqNSuF562ffWHzAtmo88VF1UuhDLFcpRjnc+Wx/F5hajxrpQ7T6EQUvoj8p4GenGUhDRnJ4FAAoIQGWgjDGhKgQeJyWPStIWhFiEaeZA2slO+geco7ulI2R860JpBSftvSQyP45pu689j88r2RtYgTaV1eV9bViTmx1sP1aD2eJJN00ljPrJ3PWNLzVzAACgBWNQ2LIC04/YygwzNkOM8jiWJqdH7At9aMfQEUVQiUikqlKXnVw9dw9HTFcNRL/uYO/u3U/+SPS42+P85feXHsXOkCbo8Xo1TM41HbKfPl+I3HMt/QXnK89RXZu7B03iUVS1TwuOlLEQCL1Yzz6sjPG+8SQKooGknLq2ab+8ByXHtPWZB51Aw/0/1O/ggSub6awt4kc+JZnX+ef2T+Q899+N8m7BcucQtDZai3OJyZP6qEKyWQspF0YOEF0qtBHV3qLPgiZm4X3P7LeBIEnNc09lvxGgzh5YT2sCy7IHW3PvJKHrpvlX4NyeyPOUn07FaDmAoaVzO/iM/LIKcbD6KT4KIWyDiv3bxvLasQPmZ9DJNG3CGHzEITURg5KvaGUV5z9wjmr5PubAhfsNEsKJYaliQOYo7l3073f00jPgM/rB8iZqVzE4JcDuJnVorLprg2JeAB72umm7UdQ4U9RRYgvcYnkO8JbIdSgPMHLsZh2VqZOC+eoSNgwvD/JKAZRiBjUgPTJSuQKhN65e8Am1oK7l2Dd+XvFDRp+DpmgADhAkSwOK8N8+2ef4laJPCShTSaJ8Ez5tJJ+5tqfJYGBRoIKKFFAihkyEhYFvDOqdMl5uhdOO5dJD3nUV6xtWCd95s1GEf9q7I0GDQ+g8A8w/nMc0VRSK05XM3AYZ8Fr56vFedB35ycbfLgvZ9a0UL6UMXnhqh69EkNKIJ9n9ttVMwby3fKZ32sbNdStT/pCjutVp9Vp//BMsopS5bEcspsq7KZxW1NM0yuwhnw/nTrGS8BwdpxVs4UmcVZZDK3W8+KUlFUfyNDi2eL5F/7w5/lDFp3C4gZV1xJdIoEjq5hyL1GQ2qDzVkUJHPM3kZ91ANGfpHXA1zd9iUMkRaWTu69Ac3/A+pHkxAEEFZlVa6VbyklliwXsvhG+qXtDjzkowCFg8iO7QSnuIEzO8clLhMysmqIYpm3ClJohV7RilV24RZeFVVxlRR5k4+KonUO9OtxmNbMMsc8Tzxzm7nM4xGPecLyVb5RsNYhHNEZn+uLxWHxFFb1wmK1UKGgkUUOeRRwgRPO2EYu8nCEY5wMMpR3+GHxxC7nFMpEFwRYcPZz7cz164DM5tB5Z4jlq3TMchij33JsEYEc6EpLBWnjoJozL3eimhXbtx3i6gDX6O9lKlKdbCrXV0bqWIcW/1x3sYuuw2ewiB3oYK/sOc6dpUQSGWg75wgmjII+X9QMAsgXvHYt/9ohhwK9fdGt+YXrHwAHLAHfmd68YZnwTHTflILDKMvxuE8eW6IAe9pbykRoU/NDa6bJDVHBUrFy/9YMdQro6ush5/KSlXqFKqHClVg1qqzKK34ZcoRDDjtTJ3Nyh1NEBSXKdEozmlN+jwxhkMHG1MiM3OAYYYEJc/sLmPG5ypHPpltNv3/sTzacY9BqldJ644d0L59Os/lUKnM3pXl2WuWQKjRDV4s0/KpWLBCMJG8tD7qmQjQCjApAGwsROYDbwrcyeGKOFlyNANNaYg48POzmCZ4dc83Gek29ttm4MNLNzmgwvc1SYenDasPafJp05iYSk6GxitVrcg/t8QAJmFAdis5/WH+B+yGwXGceUZ954+U8owlT4yw8zG8ZR2knM+YCLrSoaumOOra4FVyenZmuz8JQsTR81IMsMIqEvC7TtEMzepQZ0xMhsJpq39JLNOtoo/y4GHSaX6xkobOstIPmPtUyAmeARH0kYBp68PcixTeiKV9GzOdRtT+JNhWIsNxSG7H8ajwKz8B1IKk9DFFDQbVITIZWwO3YMX62335KnMjAJAS4BIrAgNcdWQrv00LQtwDhX7JcFfgqNBbGeCxejva3BvgBy6JMZUaIBCLEQVy7KMcr+01TkcW6DLwd7kaJXe/SLjZrWJ0Mywj3O6Y1l7Un95X9V8t0HrKXTMircoOiRfJLcI0wy6PKAOWn0KBL2+ocQlStXLYiVu5XWLT6rH94zJXRctdRx6ad1oVgS3ei7VR3l+3TzScZz0H5yW7yx8WFg/Nypn9398Nrl52D4e1brbuLLw8e8X/jLn9twjFNhtNRcZJpXTDnp5hZaGZ1bH3CjliBGwGhBEWra5Yt9t2cQoHz8hpZLhwx6O5ml27FbrmT+hJn0HXqVzjzLq3f7Oy6vH5v/elKdktOyVXq3WrXPXKO3PDK5nhre5NsjWy6W4ubbOvx5vTW5qaytbNZ3mpvoq1ppqwkpqL430LJNH4GtMeMKL6hW9TvddqdflLUbDV5wcvCaU32xfxEn/YbmZCfoIfWUSS6nUE9XG3lmG7i6USYNjA99b2B55gfdoyibOGo32lyMZeNu1Z4u5ubwa4VC3UwnAcJsGab6EUlJhQkJKBl/Rq4+ovHRH6KScqhC1AfdRIG/79aJ1dLVA1P8ZPNyfCyIRe55IprbnjLw9GiISlKKZXU0shWhjKSsUyMCL2fmjr7UPBGEytpq5Re3QeBxiHIIHBY26DtK/7DQXimRM8y5wwhA0+ybplF1AKPoa2sLBE3BfVgZBaJE25Oj1HT8UQYnSnM042mnUg3HY2VcIJ7lM7FlKx5TdukxqFWaLpzq7H4tqBjviNdQRMmx2l4mN+DIAY0xPzjcCg4gRVRgQmKVGNuFjU4kywPrxkRUkzu5WGVlQN5aLNMGpMxgxyVZ2yEBlgmE3iFZ7MiZH5Eg0FxXTCbXtojx+mjLv+Y1g0Jfl+oaaHmhkV1A2CJ21uDhuadTWEHPsqAYFdrkU7+YHUbPhiieoM7Gim6dwfREtReks2wZ6oINJXiyDM1K+sHURIaKAUJpzUNfWdhEAN1+L6Yf59LI8yIQGTsJQqlKCOXyraU3nsB/GtQX03AohWWQggxFCGFbNiGY7iGZ/g0oCGNaEwTkieQoERI8MTKQlOastROndRNvdTnAQ95xGOeJHnf19EqltH6CpaBxObOC6/+2V+4XT24HADbmuh7imIokZwPo1wOUAEIYQlr1bVdFo56V4CNVmcsBYu4I1UqxqFlPAylvAHjyvyeApCMoUBwupRRlJIBl6nDtouXA0fzrANL/Ltg/wqyI/8WqEdJ9Eg7qXlZ8IYX1coN1KG6jI5ymr8XrFsRqk11v2cra7rlUeUkDUDN6GhkVSnPIgzEKMbc4/zdETV24A+Tuo24UdsS4bJjBQqwwkjBJadGE7P6IznOmWOB67fA8rI+Hh/r1HAbpG8PtajUfkq+vej8+nXXna+tnP7Wxbd6zyznpERNlkxzRm0q1d4mucAknErVHlm8mP3zli43J39mxmMdzG9S8XMSdGr8ARIYBwBY3a2Q9gfBB4F2eSt1M/swQIcz+AyC+5E2VLtwAgkoLmGgHr4mdKZQnyWaZ4nEFpesJzd8WMJD+V8nurj9r8HnlmY41pj5OobrnpVhv4k75aCw1RVKwjYfOLKxNugETInAOL9kHTyP03z0R/0DN0RhtX2hXONqb+sLSXSp8YggKHB66iYcJURgb7UwBkDVNU1aBCX3lQiZx+0DUG9zLGvB6Hhd9kEALfMRdcl5ozZ0IZCYeB9JvOR/q/X8w66Hz0Qamzdg8E61bh/MvDRH1XfwaMJ4Yip9+WqStzUd4dgWYVIyE13gPVhka0UtLPL7dYUAKrUNVNBaCNpK/FdLtS836ksp8nKgWuc/0BUu+QADUYeaeawhF1JittYg8t7bwOb6OTzv6r6kAHYKyt5QNJhVk7pMbhTT0ivsxnPf87nyjkT6g3SKCoDD/jK5OCZihOjxecmOg3P8mKuTmNDaD6RgQ4NEIlTWVHzvmPcw+EAt3pGdnqJNQmONy9ja/n/k+ZGpdDpeo6mUpSS10Gppm2AcRXxesGI+xwlf3cZvRtcnx6li8u+z9HvCkaVwRySBIvRPGIfjkTlmwcJ7IZOYY++9HJtb5zQLr67yCRdDCzymSeWt6dL3Z31q2zXkTe07olTJ1CEOce60MNk2R8x6L2QQcxy8N8fm5jllwdXDeIGQ5lapeXPa8rsK8cL3Qq51B0sW5K7ET9A04A41rMiB+RZ3AclI9sUATx1MiEtoRiDhAjiqoELyaqnHuyFTEZAdswdQEiQYokbt5pC2h1xITM1Mkvfl/Pvc6bEdIZVC4GniXDR5HOHVVKXT+2xBO3bzoH7+Pvms27qju8TTAyM0BvNd0pQ2aEZzyknrvcSAfmQapGFazFPe4BnPef7bqTWSrdYSVjj3OSCKL5KIRXwKMUAKUGVwoUwuSzk8Zdduu8KzE2ebi/laVyJZTSAgAJCTfn4fOvdVqk3yfzyPHQDw5tm9o+WY78I//YO6C5l+gUe+xY8AuMozGODfv8mdrkpyb/gz8DcQxbgL1PF4VDDtumR9Fzm405C6jAqHinaeVFyzRytcoGfs08mCcg43XWYbhgF6dBmLn8TD4lpxgrjfXKyJC7M5U6IRbOmYKOZYR23cgdUrEssZ0fRrinVUGnOgLQZNKLGHkTJH/ZJYgsja2oDYbOko+qVMrEC7vdbWLsBynodj/Xk/lbKC+ff9w9A+NmEePLYi9fWUrSsAtdqkVhjTpc5WOQUntHJwFvJvtRJLGAoPHZoeTgN7utOU7MW96JXnjzGllTMfcrErH+w4Hptc3w7k0aZFdXJcXkAaQkuMIBr/YBc5H1XKUX9mIl9DDLCmATd3EC613P4Otr8P40cdbaXyEkotpcTM4wqEst87346WnpGi6Rxr54W1XEEHq9r7kjPLih9jKksDvAM4D3oWKiEEByJF6tQe6xJPlObUpYBY6Hm4iED/xOkqZ6Mvy/IuIzyJEsOj/NBDb5TM+wzUsyhVMRpFssHn4WIEnhtKHJcpYHUV37Oj8SLCukheoWk/DDQIOgygWHhIwLZKq1M1hQUNADlTQAwdIWm3+IeN0w53urzDZ9xVfGml1GtOS9hwFTC3ys262jH9Ut0caD9mrEr6mUctFd9Fx9NFkyORDbK5AHS8oqlmwRzy3w0Kf53hz59/lX8OxpK4OiEAdM7Bgs1lCRJ83fEApml44oEGwMU4FAjaAogIaI8m4JCIo0nwiHseTUGcwR3poxk4Je+KcuCeVXqaboZ5ZsmWKUs+sQAZApGKElF0yV2XuVJiqTmUTwUda041hVJIqp+8LIalesgtQPHh47hK0adKfWqfPjt/uHJh2J1bYlMjTelOKeVwKk+mKqa+JLN21dNWPac3lK5Az/DzKQNx1cUtTnW4WLY8fYYvJZOriBlZuemUK9olR/ERKauSanrPdOSOuDiL6fosErN53rzvF0YirldNLaHdFLbnZH5inFuox/fakvgxoYieLYrYiqdEDLHFiCI2OaCIDZ1veLEF8DVPaOEGm+/VTczW0JQoNOHOxyofCamThlKb20TIGkxGhaQ2ihjwirMJC1jokRISIBsxwAZditUjVKKJgB7GYkxAKMCSwzw68EMoCHnojglabru5EW0aLLErV336h0qmxy1JZuOSOTtDBCIuVI4fhNOn8G11LTRv/TPRn/93+sOE5Jf92XGvOhcatBvpm4m+Bnyxn2/8MNFHfOjv3b0Du2pwrZoIY/d9++pajgKht8Y3RW1vTK8LvcLy8sRLvQA8xzM8xRM81qOxf/ii66FcEls6OG9J7tnTvvsjQnO3ocDdaPFR3aKDBX3OCGzceei7I1bdUuFWv1nUhjNubAvMDW/Xa+uu+7mmqzKC1ZWZ8ytuLgtduvsVec908c4qZBiW8J3uf5tXkycWmjfNydVsyc1af87VWdMZiGYqrmvGOH0uDUJTZUlTUSY1diabuEGZbLzUYEQlI3W6KOi06VTwJ+2dEBi1GgEMXw85GhQZcHD8XNpxY/8D/eXYDs+qD4O+hc6Yev0cIR0O6IG8H2Kpg2C7D1tMt4ngu+/QwbzO7eUAi2o/aH9jbt82g9nnaq9pz54HpL2m3eqdkMEtEdWbO50hdfftNrXtXKoNSFXL8luL+0WpvjWLYaUa63vjAP/ctUu37tzCEjvY7qvBVG9VB6jFNtTYras7bTUl/6kK/JYolTvwMlJ58GUiMpYqDShRMdgio9RYeOTP/nBzmMlGQf4kiTERBcKFNNMkmL5TeMpGZQEy1wxTOvgDLyMwvChpIG5iOXLHcEzEsTtnyBzDsqTgc4ohbWLsICVso9tLZakUE82UbJV8z0njJiWVxAfPJKHHG+PsEtv8zemkmBBFu4sSihw2KnJcIgKLJnxIA+EpbDDCmMQo7sgD6sj2SP3btBmxX8EIOopgDOndRwjBwRmDe95asA0FIRXYoy/QGNDZaMsioOPNqbo8mtw0g5uJG3TjDbF6Y0t30PVPs3a0WlN6dGpA6tJYqp7kxVoigzusrWvLc6Tt80tyPlQvYNssRyE6d9WHO/JojF0JEzM8oDMDmu9cJ+f/WWh6ae5T/DTDpxkc9Rvyh6X05+StEZ+Tu1nK4/YWkL5AEzDb+E+Z0PpyRU1Dh+ZzYtORZD05qS+RYeqLwbKIXSIaj+5X8hwxdiVciY7Ckoyml8Z//DbhIP1pXNh7R3Zr7R6xgBZZng7o9LCyF508v6yGJ+3/GOeJuCh9S8QSI3JLJkfqkRKsLJ1URwz/A5Ys/gc/jQQsJTxCEMOSQIRfjPwlewl2PwqMzGMGAAAA' };
const inter = { 400: 'd09GMk9UVE8AADcgAAwAAAAAbZQAADbSAAME3QAAAAAAAAAAAAAAAAAAAAAAAAAADf1RGkYbymQcKgZgAIQsATYCJAOHJAQGBYJoByAbvGw1eM5IfrcD1709/IPPDAYbBwDqfaWIYpJF//8JyQ0ZIi3QuVX/HyQLRsqpStTUVDZca4WNqkTGzCB0WLhwkyIPkl6XWsYHdd47p0h9zWyjY/Ia96ONmsyKM/hPJSpRadxLXUu4Y430sc4nKryQoCMvE8QERUm4WQ5pbPkKz+mSzQ2bOLiVyOCc6Aq1YVLYDj8pbMP8DBzno+Ye8Nv8ewFtIUZjYwNWFVtbtUh1VcxYGtm46mY/eBDP33z3V3NYcQZTLZXUx5q43P+mSALq/PdsrkUcBpZ4PM+77HeTzCSz+2kSWZrFCA6+6dqE/8oh8VXoUjVGNgd5Pj9aKWm7e/dCS+2IEnH1ispGXD/MZwYjdr8DDwP23AKOss9vlgcZyfUCOIvT0iHSXwAIDgC8AcAeu12ZQGyrHIYlYFgCRAyQZcMSIWBYAkQ2uxQoWCFigKAByhIkBz0IGraBDWs8ohMlB9XPQcWo9eztFe2f9W7PK1rvq1+xr6tfsWq933HqX/2rfmfs6zr0355U2RdSczhh+57kA+rQirUDqB7S3bfWEulkyytfrjwZISNbXiFTGB/5MkJmfJEh4wvw//VZams6s5qdsfXFmlh2ZVUJHAFDCBSNQyyHEkQNJdB4P/QjLeg9JLqR8R40HktCu1AEuBrK0owkxAornld1szsMdKqeXxUMYZwrSC2FhYKYyAgJfZ7v//o3zVu18y9A6r4n32rrYICCEozo6IANyIjJAM7/P9envTezkFnOUoHmF0nIrbBrXC29JLNpbrLzm7zFN79L+YWZKQ0sDRQIhWYaKGRSzP/FBSRVXaEqSZjKeotwfIVztQw9/bLfW5qUh5THERSFUCElJWbm7n3LmcsQ8pDyfUtalpCzMCDRqBQdEmcQCqmDUPCztN/nfz+XZ1KDnb7W39udiKON02lfREunhAChLWJDpvXI6lg8VrIlr9Fw2SxUNaonljgXtO2reX58bya0P1tejRVREVHn/J/bje+10e64/b0kPEREJIiELIhIdsv6a4SpQiH947iHxc8WbSF/vz5yGS40lsupC9dvsuDDKKQ/YHu187DL/qOidD/c/CUAmk87AGCy7jc6XW7fwPrFrOv/pnuF+VQFfJmWFgNmBBx5oElMQQl5NV0Ta3tUOapJpwHj5pxy0Q33PfPWF7/lwxBRUsNhzJItF944KkdEWknTwNwOIgfVadVj2JRj/vC/Uy664b5n4AWJGipVTZrpZxo/h9zzS8woULxc1TqNW7W7yo7UWEf9jTXbyf7uWGe70u0e9RKi3X8wjI4pwHRabDnWWpuwFLawlKKGvpmI8572W0l/9IrX5Z1x2S0PvfDeNxJEuAzObn5dLY2pp/XdkZCev1jZKrUbteyfutCzJXqxl3utXO90vmvd7Umv+9TP/h1KopHkd/MW7JbRW72+bRwzedZCS66w+nqb7uzO7anF98L+sEvL7q29t0u7uQd7vnf7uj+THom5VPqo63Kt7Fx9eM0NbSZPYxdaAxk8npDVLdhB4Ja2IBnKThEk5TiEnAJNPh7YaRhPKr0naZ70UO05arkccEnfgwAHKUVIpSnjyTCDykel41lAHBeXtiKBjISqcSJSbUph4yRJZqFNvdZU2iz0Uu25CpcDLmk7CBZ6lqSw6qN8Fb05BcrGkZTW5DBmG+rM0kfImbDcC18J3hsnHyDAxKWMVzS0SD7yqoZX9K1swyJsBI9g+Yht65ymCycm8DIbQ7YsIHUbSBIeypJPp0yvct9LBAQEBBfBgq6340qQ/SmnMEbFirvOZTW3V/MGfAoE1CeUzZKjGmS9Izv4ho1JXTT9RZqL9CrOOj4ZOhrIxADY6NSQveQMIZ0/FZV3bk6bxO35PvhhAUqHS9E5trtvww5EZqGS5Ev5o2BNvnNi///hdHnuMhw7uOtEbPqOP+qDOUX/0Miza+MBft5Ql+SMACu/qnIFhu3ZPf9K+FWBmjM3S2SVVO099cpnfzD4pAzM2XKTJinnpkGPBwAFakwtWKJRh5rrbaJT/R36XzDMVLfbrLeFIurrlMfeh+HKLejWVuWPTcstUr5rTzba+zFI3DG7Y8lV994Le3vnd2tv1joSoWOy27Iolmll/IH5rXkWHO6dFrnazT7t77HN7iSlOLvSnBO5lTeRQOULSR87WEwOG9lFLR1Mco4bPOM9Pxbo9ayutXwNn8Zn8uwoo1padj1vt76zk7qs72+bre3d+/Kw557Jm/45MecvDHnlky2xzR41psE+RPdX8FO3NeCir/XqbpYNyyOqdJ0WNdXeqW71OZl/nN2zf4qWir6TF9zy4M7TL3708//2coC6lDyl3HrZ1jtvvdfW7z/isPS13du//nrohq47rprpuevGkd/HXL+2effn34/d3HXlqtXy0DcOXYg2NhHmlw9CjuoEB63sXMkrJH/EfBNYps0UVDrGbXAexl/OMn+Vm74oQvkq1wvLN+8O0J8XirA/apGriYp+d5U75pyUBATk5nfjwwphdxFvrQStU1CW4tMaEVxjTDuAP+cMYE6WHHvrepL2Njd5tgn6sEbOCbp0tj448AzUX6d6OoLxogh67JPc+bw0vmzsix8jWGdpJTcagOtlmiMRoE1gB9O7QX1st0LHIMa0fKePjaJXvuz1dJXDjl7I9tInEpKoER6Ma5t5cQNU+zSTMk0oTSNBjOolaNYjmA7ADpqQD4WrTvGE4KAxnt1w4ZX3Bpxs0UmTrz+qXoLYSdFHzIOXNhj7opAdDcD2sgFiX8geRQ5DMFnfzE1NjVulGm5iyl2qEW5IoixxD8oEvQ8GkSQiWumnmqAx5h3LxjpqgLTgJtDICDHi5KOGht9+G/BKu+323HO77V4Z8LcYbGECy1OLvY3JDlso5Dq+pkYvnFzPapTm1mBiOfZWAqJQkVSoWmtTbKcSwp5VnlF+YSKlNAElBJWCq1yQUscgRPLb8YNICnFVLdCE66AEqZQKj6EJ8E/E3ifUx8C8c7Vu/CMYTUQvYgHddI/aW9hJHQXIiE74wCwZS1kK8g1wJ76EULiy//DoZbn/MhhpjrwPt3Vg29GSjlkfsiO/m816B2V7uQGGkqBg1sNoQhKfVLs6dJ/2aCFtbKoV8fyYiHZRo4WxhK2jDhnvQHDpC9ILEfxL2qS3dDnYhCFGtXhAbjPCwocxhE7sCyfPJzDtsIOEJ5fzagS2MFNTdXs9TuN0VkY/CIvR8EHuogfqcQy7i2X4f7ZmrX4vXbct0+q96jWO63yZt6h7S8miVog7IM7RkenDGHcEwlyQ9SHWea1oW7uyfXJUdxNcOD+3671ovkz1OQS4HdWVxxRu7Au5Y3Jc7ki5XgbQ8koVA2UnUJZkrLR174KXWkm/Jev8DeELKGRZQ0tmqNeKcUhBAuMPjknvwREUPKsRlZIRijZrfBYAgdQBp+e5jqM8XwZoaazAbvMfd3Uxy4hMjzXyilmoIlox5a5AHZoj1y2eEKNS4vR+lYNQy5lIKWWVSVBDV5PmW+6pOmiJwhfIwcOto/DpuPlOJj7/6rsFapkk0RI1UoczGPEed1ws2oatm/EFs7VVjzPT5HZ93l0ybGa6VnPJ8rJATRq4H1tq/dNQtYGgVNupIuYDMmbpHKzYVaV3mTU+j2+679rr7osWGL3mkPH+UPulw7N/pJ2jJIchyeL6BaI++DBCBkryiGqC5C5FNJEZ2+MhbmUFj3CC9cKlhSJB9zkLmO1WOGW6Qsa8DkrT1/paB9HI19GVlRu7TCYb4/OyMcPuFUULOaW89BwfqWBDNsRHFIyrA8ahsciQh1JU5WDRBIBIXbc/7tM85uv3LwZ43hKrgnFvQh8L884qZgemxeDQkMl6XaZBzQzKY8lPNmhbziVO88U98Q4+o43oOv6dwhoP6aechXgPB/oU79BvsNTKqIkMRMXVeakBZkkkeFzhOq+Tp2uj9Hv0TJ9f3MFLOm0rS/Se/qSNkEzGRk7F2D308pz5jJuoXp16C+l3nGpG6qWyU3oytAoC1QqhGA3OLw86BC1cIVDnzyoR0svc1fGl7FoHHd4Rwr/pd5JDRLGQcpl87x1VqZE9wGvbCQO/NrblyiMmChVQJ78mYoG2p+8UEVMSSo2Ix6K1smqeRVLD1ciDXCEDQiIxPAhEjBogwxCOqJg8kRJl1Buz1i4wfXRTs75wMn0vBmeENl78EF18aRU7fj9E94VXmrPsJThLUkVnFREiONucfbU2Y9I54CcOZDgZ9ale7p0IqqBac5rvjWqZKl8hjsf71+sSpxJRJlwFmRpXClkcYzs2RGcStEMorZIylCFNlNKKSAPAmgvyvNTSY+v5sL1tF63uDh2j3ZwOFUP3CB61OxVPIGirKIhMEBqf6FZVzPvESHOhVGWUjbs93lvrF0PekPRjLKCICYO1Icp8LiF7iDqnta0MGmQdIQjIHwsSUgvIhBwjSITIYxYjWHBppax31NgbSe5DCPCDcchQI34+KXPI2KHBsoxQMt0MqZfYEDTx5QW3fKeiR7HBlVNTG0gOnxFNsAw1XOM2xo8hQFC+TJgSKiQzWSCEocESmTWIaDQ5KaLI0QxGmxAwBQn6oBkizFwt0q/qoFeuG/v3/4whXrqYpswcWHIM1OVkmdABSWdEJWObgAYaYpIiBCJUxNf3pyVyUsxMmNvfIettsi27DR5GO460phIUEqb8jhKmj9m/kBz/Xkb2AbZH5gxFkFQuAwsilVQplPn57xLIlSEGMcqR3lbX+LDFI/BjMkDEh4GuZ/oQRUQrGdjdwm272/34ktnFN1Rgxnygo0+kKDBQSDiIGFgpyLIGpS2bQmkExQ48HUDRr0w3wQIrCwgOueUQbDiaO8uDQHWKhNaytWEJA6K3XM8o2S2K0LqfSyx3qfRff9UwfbqrEa2TLroPynYxdSwidWjWt3ZvW7ffG/da7Pn1zM9olx4fRg2mT4qldBxMiciQrZgTg5jPzLOG/70gWGRlsZmUa/TnNXUe8bI5/YWKM/twn2ZANEyiR/SWJaLcn63V/lXh5QnQ6Ze1jxnqbDRJPc62ULJ4516ffn1itKvdLPd3yy9qvhYOH0OdbuBAceBfx5jLwiEFSFKU3th36rL1IQx5HEHbQv6VX/PfxNTNTj39vTjvcehZ3sR6Tg35ix7k6TRD3/MrDejT6wKOh/Ih7gbmaMkQi9WhQ9K0ToTONuKkw3l8wEat0pCOaaeW6Dk9IpF2+q+Oinp++hjTGrCFZdiDfPb52Zeu8nnCTT02nq2tDvq69ad2He644zlCjgPM5HMt5+Mj623KV/gGZ16yudt8bJZ6OSwgarAW3cAUljkMLEkVsYoIWe9hG8he2YM3NDSs2fDZZ2smDNjz4An9mlzjPOyW0H0OgACT+gi89R0Kc3xIUSammjyjpySrfnUg6mE/xt5FciUitBAFtXontWnqPvFm3og6gm6vzOwDTY0FQbif4eFGq/wU4SRIeu+0nkmj4+EktKVV/Eee4QH/AeZKER9AUUBxY84mdp1xgpmsmX+vTW6MzNBzLKfrwR+EL3o8+IMPOJ2eYbDz8AaDO7G2zlDChcqXwEZjGcPv3kODtZwMg7/po3CY8CDHT2Z4nY/wm+Z27Lv+N6ElgxElDSK/yMDCh/HjKnp64gXJ1R+Xs+TVSUGiMMfbFrlTS/imvKlULZQTjcEYRSii5IO+DKqSTIEHYRYNnLXzDfooId3SmQdv1hlZulom5H0wgBz7tVYXf9+ENJfDoWnf2nKtJg+cB+3UDSL0iJ6pR9zIdPmQ1ILEbHa7sqUVNyxJSVI8YSN6tJJYmm3BBr2ny9rEW/aSpQgwSo4cAY2m1IFoct0xBFJrhUcM06EjLRKEGxISD6O44hJFy6wJeZDFz0mCb9kgeHJmqAghdVIT6xSspVU0ANckIzLL4xCnTFkO8cQ3iTCfN1285wwjMqRhRMiSJUaY0k0+SuEBQMLqkrEbnbgN+RwrLxh912TeTrYJF2CPzgH8ot77Y2u5OZf46GcCRrry6NdSfEnJAFteafxxxK6AHV1ZxjOpfwAZR+zPwN7qY7FGS5XlSFBMKrPUxcv7RbxDElacs2N486EwEQKka5em/5a9p4WgYxvNyBzQU2R9ivQfO+Qg4Uk30Q/1gvHeVhXmCjdOEVqZFfJIikOndNKHSVdGIn2nqgaCcVMxd5jrC3AxomvogwNp2nQt2iJq2pRUb0ZUNMDjohfR170RQbfyLxCWYixhd6FzgSMzWHA8xQ0v8BAnmCdCkTrJ+3wGwbrZNSS7Y4vWZ2pGElikeGkKUE2jCcYlD0jtczvG4m93xORUjua56fMyfZaOkTqC5OTH6SecfVaG2dBLuoctfH597K5udrakOkGNBWd6M5GxKVCWQUDiw/GjIC+ZSPLXIyXAeNDPFcmsf/XcSx8N66m4+SNHPiqolC5VmOKNVLmSccMltI2gqGPZR/TYdSPKrlwvYxNc8sXeHwk9b4uxbXURvLseXnKl/N+vPUQhd92jm9cU64O2VKIxjLYURkoZLSPRKeWj+JtVYfN4hYzhtlAp/iXBWqB5x4/r21znNuSNWDuOHjLbqcNs00c6owXLtJq1CHoUiVVKlaBfQADez39pYyB4qA1EFwjXQrdMFit0R6nihuE01GBROUo3wfTFSwgMrUtIf1uRTehDgvCQJHERNU33fjoEJtCEIv9h+b13Phv+iKAV886JBvwvgnEzqY8b8a4W/dAEPnaW9K6RNK7FNurkOag7kM/EvSYVVmgNumXySuAZolBDhCzkq5T01hp5SfifK47LDMTePwp5/ac0JzWjxGH3Yadu40+YLYPdSW/HuZ+/8NOdqgmPYKXeQ3ToXNZCK8wDp1/7+fdi/xEEbuo4tWJ6R4FNjlA3VuyAP0hQEmy2ZCfu6RyIQdMLuMtdPQ1oD49MK48FcYRfI7CyaLFoFdyY5SxS6LEDUFNbjWACY39sDt7fX80rZqQLU0BBEZAYdUACn3iFpA4iUuUmsKS93FpgFnxDB6rutjOPvXRu/eTUlykvjER5wO4sGWhZGg8xJL0FrW5gqjvZsy/gGJWAnziAV9LJsOWd9Z9/PnNzy8kjxvYNbxiXDCN2rXiu4z8A6TEIZ9SqcpaVGwVGnIGFFlwDtutdFTACNR2mbHkgsEQaS0BEVj09YGZ7rcNqdRg269hFnHc5hX/shc/+yk9ATYceM1as2eNMPwo/v7i4rKZtajOoMlJnPOq8vyWccPagV930CHB30DLltOMqTnnl8imZucB055t1m7Wr6g431nQAeQI91grwmb9cXXEZRTVtM64neJEtqV4fHx7HruOHRKpWnZrVpl4Na1LzOq3L3uw97vBA5IOFCJWV6c1GcC5uEQ9djzk/fnF5DQMTC7vVatZn2En3BGEo1mrcrmeq3Bqaml9e3z+53XG8+NmJZ14r6kMhRd0p/JraVVuqvfrra/t3RIu3wu4ZcCqt5F9P68xe9vIr/YR1n0MadRpy3ClnXXbbJ3+ohmXM4rEcWO6s5TUadnqS82qO3snqo3AERneleeUErOfBtnLiB3zQYiCJUiULja5tE/AFdH861vI7Y5Dj/f9A+efApZ0HqmWr9zwbI7TtwIFRrJKu+K4rf1TwllS74U4cjRz/qDhwR/8W951VHj2wPT/fyGQyYj/R4lqypMp/Iet/0abSkWvxl34DxRXb09HdEweYzVwxUG7UNOS3rWzpkoFCYSREJ5ZUtEWJvX/ajvgUogrDaOwlWgwgxaRK9nL6izbVT85p/GP2Rdk7157uMVC/9KzyRH9tx/8WqG74GN063YW4VO2TqgjLvHEJb39m7WN50DvjjpZYBuYuHyhutfRlnxgyULx1uwoT12Y+a09zOZRDz+Tcsvw9mza35uNhMOoiE6QP3/YIUpXkPFX7j2aDfOUsmcS170EonbMP9avyvJMD5IShDltSZQfzqba+7QDTWE1Poy0tq0ZHvmeWR/Z2qvalvOgdtIk9bW+7AX3boLmsLZuq3eEaqRKovEtzzjMdWg2zufLdz+09NFl0p8F7jb8z/0Xb6tBmAyUOM43csDmewR9FSF6e6M22gygLcGElI9TojdzVFUuRj8x6T0SLX1exX1WmIrPuIDsYH3eeP+IWC7fsUeX83Q4DNZLuBHZ0L9oIshycQ+jgoiVpm2bpdt1bC5UB7znLci3XEe1XpxbpWCNTOoZnAlNxKHNJAjsV+2z8uIf0IjF6eHjI3+SxX3U1OFeH9XWdhwfeNVA5l77zkNg34pGLrHR96KM7UMOKk2kGPtpwoOX29b2qnOHVtvXaMFUING5VtXnlhIL8zrbO/e+l3zkfvIq3RVc0ZhvT1aRUF6cpm4W8ounP1k7K9/fdf5qxd1qtXlXnelG0UJU92r7lervHdds2cw54tUgIWaXqSiqf+OQnpoIxRpEgY44J2skPXMpzjU7FNlGoIJQoSTKQRMlSAlVOMaVFy1C2yUc+h8dLo/IKOAa9cV+gjUtxeAnq6U8mbl+GehW71fZJbe3j+GnMyuOEftrRxy/F6aFM35yrpzSgj4YCqY9xvem0ZPRYxsOflB/ggzzYl+e362Mc6dZxaQGOk0Xbn629Wmz15btfm0TozCVBXDdUiP6eQgs8MGQjBBj6F0LOta01AcdDnrc/y730f4NP9Gn7Xloi8J1admUh9qZ7rL38j+tJXxbSh+17c1hHEJT5XAEPiZOdeeAU2fow3TFM6zipkt14ckDryfiRCAb4cMh7dHGUEz8KOfdQin1RKOWtN445NlnXtvsHLkykJKkMLyUR10ST4JOEkj1wZ2K3w6u5jh07943v7xkr7oMu/yDzb6RBHx/InvnsASK3cO6NtP/djmGmk/7qnHLIEQRDgicgSKHZgHVAwuhGJRhNSKmiilITPx8fqVCOx2Ri+LWyHeH7TpQuuJyW7nPMje6bzBUsxoDnq00McycXS/xQM4JAm0WGHLhIiRullmmFrujldN+OjQ74GcmO837eMdccc3Tdedcdc/0xQVtCnRf9ivsarTNmK0oUguuJQTRThNyUIFGrFCh1UXX9hP1qurFW/DXKbnTc3/HsNc8/X/fV656//tnQ/ptXW8vgN5Fu77jYFyfauVS/gV+cZv9FzrgT7JJSfXa2faSMzM4w3Uxq4mzcXmoNmcNHSk3TN0fY06X0bIrI4ReIM7fhFm1ypD3/zLfuzG9fso9XhjK9iAuEHN2qTjvtVZYBOvhAtlwzBIeYEpFVUF5BiUpp699EsFDra51Wn3rVLXeoKq4co2qbZ1OLJZqsRYeqq1RELH6kdR+SRABvNi5PPmCxmKJ9DyDahqAA4DBQmwVPili1StCqOo92WDL2xVlwNEzxYi5zPyS0/JyUZvvEY/+dS0wfWMLGvgh90OGdWMi5zt0m9wABCmhSn4G3Tapbx4cqYsqkiTM8hUz9saCop321eleIKyWKBiHI6j+zjakvR4LcyFSge/OZfaLWGDoYHSLfNueq3Ibkr6oWqol9NacNxH7XuyZOx3Twq7Tol8951t0U3chKukAh9tTPiTRHUHCXj5Q1Lb0c+RNgaOtrGYOMbKEWIZ8k3kU+Qco3H3zA7wSbDpcq8Do/+7WYjZLnCspfIFOuJjIkBF5ZGlNqzJsIA/6YUH+No//T1A4hUZrv27lsmGUTaumRPYolJamjxChnYpLb0UZQmy4U2xEbDwsMGRMHdIVqqgoQq0STf1BWJ5D963nR4R1/gLLT2/5y7jm895B692Pm42JyKg8QIJdJQJ1M8a4vnIouf8rGvT9VUvFUoadbMQpvdpHZlCB3vkyYhQ2bdRccPomI7nUSv6IfccjeQ3jHMhbV7OeAouf5Xt3rmKQF2vicxFLbtOHAZupotId+sfKxW7Jbqq5DxKt/qLt/hdI3tbDWVgmgcYAtTtMg2Px+7pa+lFaUIEsTdiJwqfD6EldGLb7gRmVVafJwsPPHftdUmh9R8S3Nofk8/HcbjYOVdyGPBolbrhj70DtfZtyZ/aiPOXT/z4JWVaHgYpetViY8n9/RVTr9/Wan9PfopoasT9iVLMuKvL+ge/9Re5+eK9oRg69DTjVsyMCiNU0aIdflRr94HqnqOvPFvnif5dHVj3r05dZrpUL6SKr9kV/xPMwTf4arLg0rZaJ58D/dPxrvQquLG0eK8+g7ZI0u62lP+xsXnJKoeJExaWScliRqR/Li9Ev60JyJcPxEk47usuJNe/Aew9Z0q+yTB8x5qwbc80CYc6/N+c1247RKSI3CD5naihDRb0HOpsiFJhJiP1rRJCgliUrjbog3Sz2224STxkj60b4zppJ2jjcdG33O4J6Jzi5FIy4+sx2FuDDCy9qR+yR9gOjmkr07qMoItWDxHhsnepte0s4d/hQ+OixrThooHF3Zrl5EObLbCVrs9cofiT0/59yQnbBMXQsveSktHuSxW/ru7HJa6VVTySuGOyRmJ1IlUyzFyPGIbSaYySXXsumUbDdCy7zyPYBdU4WVersl3Npdfnf0pQDbe6ZtxpT0in+3ZpBytLH0WtMIbsEaznGbx00657DZ61Zecf+8uvy//5wHK3xj9zpN81iTwAKX7uzDzZd233W/pUtj7j47y1KlLRaqMKxhKqQZQGb4m0FnPDtmBb1D3aVkrWENMsdp+G463qGOz0XOeAyfpUeRlS5V0TD+4FFpcn+gRWNv7IWWwu3l7nJx/zG3HnvbCQUifkjx0uIf6iyQERULKkcx+YRLqLHnkj9sf5cwwM+nCqpXi8hYEiNIikQQIejc/OeP1iyPN/BHrR3ZSQv6nDm8XuAJb+7etHk72Sb3YZjoNqZKI0gmRxYemXQNkJEWj6KcshKkKF3jTMBuIgIDu1GI2FpAJm6VYDFip4Hh6rxt1ttbhRv7IrXiiZejVAIThKOk8Q1Ql8f1ijtiz+LeFOQloaqgtBTxcoWua7nQt77JkztBkPwih3IRhW/ZURsmwy3OJLxa9FCUsBlR4oUBEKxleY1hKkiJOBFwcqCnEFyxEO7zoH9MFA5qiCsRbPKpkDBMt2Kd4M2Eh5uLhOARF4TKX0OOGlqcAgJW/jgkCM1NPdV1I9EhPhigP8wNhst0izO/7ylomIff2tbO+58qvQXRed9CesEawcyCDAo0CpQAIAU/H9d6kJ8muEhySFA8pGLyJIuUelsg5AHvI7iBeAn+2tBJgQJnRDVTYjc78EDTAgUKnBYjSuAGArdF6V7qfVREkSpz94NNmTjYREQDig8galKbK15B7h6J7hsGb8a4pAl9gUW/POs2n4+uN/qR4TVqVimII4BLATa1Wfyn1zb18Z//QMS3BeQ79RRHARKRVvxrP2/GMoUXxvbcceoAYfWuov7gQG+5a8WOK2aECZta/32U6iUhisCrP/5/YG8jHlvtfNjrsXcHl4NavNo4ugaKxXb8NuRxnjk7bX5663IjwnSg860rixvCihf5swO5sMSDKa9LE2GadAo4sON+YXF882fVWXYspvh+zdiNMnFqAbJBpXzq+hNttSoZZiaNQIAZrr8gCbH+NcQsX+XYV/Uci/6/8Ob6sP0L/23Ph5e+bvHO51izJthX/ZwWLTm40/7hzQnNn9aCoy46UOf94xsTW0AXO7yavtWq8gm8dKLtJ0hd/ND2XowWAghKRuGXtV54DfrKRqNPtMh6tM4CGVTNMzETS6oU7qqxL95ejcOMrE3PUNDtNthQdCra8pbV3fleO8lumejuVZ183aHesSr06Ae6j1s0Z4zCfBx59II7nPXFjeDS2ZbC1vCi+Nzaz0ymkzAHx3u6BZxEn5gR4M+oMNwJo/cTjsNobe0BBOQbtKZblcJqlXv+a5CZEOa259FVTOBG/hqjSdn1F2erUdhMxuJrwZj4b3kfQT7gWfyTf/pybjyXj8+70De//Dmf+ROHXnrl0gO22nBA6gUHSOgD3JDJuQPkz2tXVFYBmYYWe658MGSmoLKOrd2qtes3atoTvwBHTEmdPlPW3Pli+IUlxI5fxUfVjqjTa8ioacf875yrDQnlX7qynqGlEUUfU4nJ190F6rTsiZ7thT7pv8mRYuYstsKWe3Lxvbg39uFu78me782+rcqfUtZK3aFEDek/+7vccz4Tct6szJEUZEOGMpvTuZ6/4Fwsp48A/mSxmiNMMMNlbvGQD2wrDKb1U2tdVE0bb8HfibVA7e2NYLIv+gxkqUoRC+1vbWNA8SscaklLGkmVTKzTYMfcZqYpsGPwfGNs5yrodwykBdPYOWY0qXYe+vGsL3YdSE3SScFkTWf22vzJ2PvAqOjMmOWUq0/JDg/k0sXe3rPvRh9ipqABwQZ/ht0qLwNw4ifIbV0vI6ppRgluVMVtq1lVs/dJwrT3xbHoLt+hu+aggs4LCxF9Qc5Q/f+0EHinIcw22L5YeGLZA49ZzgWEYhUw3rKBZEkCpWD80MxNfRGhFcbSTehQKpkEP/EyQl3L7xeLv/88cFPHqelpCbFp4OYY9MEWTG91VXDAxHfBqy8qOd6vIcGLmhG6UnANOunAgr5GFW4Y9BhNfqhXFv8yQprpKsRdOx9I3dBjlDu14K9UbSw37of5Zsp3NcFk6ELatIkgw1k6Jst6QXor9KJ2wVOZNw5o7c5aoZ/VHBUk58taXD52axABQ2gAK1bwHsDI2lj6HBUP+FIigQ2J/6mw1vHuv/Cw2nmpHDfR83S0N7VKwaPzXM99XCzx4CQp1gRtq27l8xRt5tAIvU5a37GP7ny71gms1zg7ezd38xqflGjMES7hh5GIx1+P0xlOaLxMP9efEz1SR48ZrCPUbovoPT0lkTCP3R3F5d58o7hQcp5tOqgLimmXQjrf5Dqx9yuhDxM8TARZpWmiL/yWaxUB63nnXQWVUUmaMHDEU7Q+3fKPw59QOuOlKaSNbrXWSTCqavdF6T08ROlyFJEsXVFFJaDg4SERItrkS81FZHtYUcANJv/AOOeJjJ1bbLopuLEv7jB5vIqkxz9b2bnBVI69Gydb7GDP8SiiMLOLOVDjmJf5Knne+6I46aDd9bhhpI4uOSQdvCxSTXPzPtg1rzBda7zeKt0FE4dtHCPoGoluqvI+wmKnuy44n46Eeed8XcFtcErL9d5T3TGa2QhVtyZrQVyvaiD6/tRj+/R+tgFt+wh2pSv9mXSjdl2vRLcznUUZaK5LuPUH/Z/mtCEYxCJFDr6qtiXfCUHj9/hawynhZQ2btTAyjEKXRzC9BLUoxssfgdVL+9IUm2LBe6LtuyefbG22t7R9dkMC0/57Yuq/pzKZ+f5ygLgk5fJkY2x6EAVvvwRaa1XV+u5DrjnKMiZz+o9NS0R/5VqTE4x5IJ99nzfUbJHjkPT8HddiDLCFuVw2dDjWElowmrrc8NHDLhhU3mN8f7mGxAhvNMCrTkG7BttXiYlbiSXVwRa7ofHYwyY1hmUti5F+KEysuDqv6Z69vz7TDO5tFzYbYCPDLNsw076FJjdLbw2aJHaYr4QlgcIoywP8MwhZByxE/0aRgRw7WM1LZ1Pe/AJ3EfwGz/fHIbFoKvJTy+Y89bqSA/k5HJ/9Fferk49KfsAc9vDbS9GcauEwpIeZqupilga31AQN3fcStIIZ1obmerhJZMaen2k6D54cLvL6mfPKpHqGwTkPzzSXVVs7YDgoPgMbxjKEf/MFB43h8zj47lcZDhMW1DFPuHnMeqt5Nt2+7yUC5cvvHNfnr1GzWfzXGcRLFPpBqd4SpXmtvndEH7WV+yx65ovlDbO1ePnjwksp6heq6gMxDwKmF7adHxHYxrZdqvjGKUKEDadvkHqqKQlj7SRiCljToZlQigscJLhAIkUXFBFSlQsNck+koMsNcS0QLojMXpP3sDb7sOOaBa7cnQ0lG1j1O675bXxY5vcL2saE10UVfnkc7GM95+qOkJ0pPYvLzEi6rkbya3LBINmLu0mgmNCKXB0EzeeCk+TnK0KCsFcYAwkpydGiU92CcBIjhTw/ReDFeuFwPX+pZm8D739M/P+u/fFVmv0gmPj8JNoJO1VYs1+s4S3f56w7a3n2Dt6jfiWGek6Cdimqw1rLfLZ9IMjxLD7GizJpZsy/R+vIjgaE4mSMB3WSC544ImotgZpIIi7a0qYPTScjOm6tiWogGusnd5ivMtMXyvmN4+v5tpag4j6TsZ7RelLVb9I8IFlGKvmVsBmxJytsKMPpLl9v5uIzHiy2pvPA9EbuN13lV9FJssehLOGEJJLBQuzpMRvC/AyhEhP7864u5nKNdd6+WAh/I9eKxDYz58ZN4xsmcqIBuNHXfdAFDdNm++dhfJ+4sIcHnQSsWMrHvUNh3DV8xlrXbYnPEFZoM+iFSKe51K8g6FRT0MBIJIHuBWpemSA6fRFadVcX9FaKQiG2srvcacbvTKTlkxtiMDsIIEdQFkeWStc+aoemW/chE3TsPpF5N2CPBUTttxeTQNFOCpeIJJzKQouVpfKUIsW0ZiuIiwzKZbfpCRCZEwA6AwLo5SuCAcg+v9MsA7JwAPCKGRXPHtTLABVcdoFDW1D07bH9s/SuJeVLB+OH2q6U/9uGp6h2BdBj7ipXwK3spE214SY+XrM1oTGY33dtckADguN5TVNEYRCbuU0uyp8lqeqbeuMlM+7ZYxlNztfmnOrhnUvvs0+nm0Wrt1PrOrGNoruu90f7YRMjkA7/2ptjTerPLxgDz7mzxcjmkrRd2fovfnhLbS+X/gpEiVahsFcV+d+FjoGJhU2JClXqNGjSok0Hhy49+gwYMmKMy4w5C5as8PAJWLNhy46XAIGChQgVJlyESFFixUuQJt0CCy2RIVO2HLnylVhlnfU22KhMuc222Epkv0pVqtWoVadeg0ZtunTrMWDIiDETJk2ZNkts3jHHnXDSKaedcdY5l1zzwBOoLUEDUQhxBKY75j2JDH3fQNhowFwITdWrNmjgRrNtPzfFCdfpll6J1zmm/NI0KZtmBqdarhb6hMSTwGLlrOXrAsWVojhV8bQaiBqVFydAC4WwnDDa5AnhGzSC21Mn30ciZyqfC3K1gxcxwGiGDrJnQBWWHmKHPUZFDaqYN6bCY2ZoFejWNTzwBCaUULjKNxYAcCHBRUgU2Tyxm6IXhoToRZG5AIRZiNsUsc/AkyWyySE3FVGZ3qWmmhvXUBdly3vIZqlStaIHymjgiEwwyXQ220Bi6GEskYXLZy/viW9LS8Q7bMgUKjBwSJChQEVdZpeeH2JHVbpqTjUobJqqOeyaN7rpKeGCCfnJwjiaidVVGogl/GCAgecPOBnTpimsGSeUSXyWO0HmDyjBwCFBhgLVq0/T05QDcMQJZ1xwxS30CPHEC2988MUPfwIfDykAxGmSRCWBZFJI88KIAlcxnr8qB9alwfo82BAP3MhBaU6UnaXysL3sQBCKRla/L/SHg0HDLx9NCvEEgdqYlZEzNtsBEnibeLYMM6IyySaHXFV2fE1S1EXVUw3Q/I2O0Z/MjDPkbDmFWQC/IRuXLalUjWhYRoVoOwYYOCTIUKCK1A1QrRqcRtcmo9TpuyK6RU+uwGwmOlEGySaH3PhfxeomSKpVg9OoNgu75OumJ/6j2SlLywksisTWXUXT3GjJzMfM7UgBHAj2JNg7tZFMbmDelPgpp1qfExsVtd83oywftiTDrWl7BV6fdkEtYJk8pKeYYOCQIEOBKvUnNIvDl3X0NiG29BszozITGnJS2swYb70niF8EUnwKu+CTe5UKa6ZJZJN1ICHsuFnOQ3/FEIpw0EUPfQwwxAhu0gBzWQDL1AqMRBd3U3pgREFEKxVjxJJKepgRJ5sccrVqlVbPHWuXbx6shzYYpZSpsqMaUwPD4wEndCpyWufMLEQjbyoGg8rl0HODIRThoIse+hhgiBHcYr1pnN60MDwvV/Z0saZIX0XV1gEg/r1EFrNJkPjqW3zyJuBA9cPjgitrYfRetYVYAYRdmnOXIHRiPn2pu31C2s9RkvOiwqZEz3xiBuYTG3ASWEzcxLsVHEfhR85SaMplxzizUSy6aTr6tAWnVQvnQNi4YqFoQMBKn4j92vJVOfOo0npOSC1388bjlsdTetSDTuzoR9QYO5eMZLkz4gROm34cnNhTEgfRrORBGjgkgPpOO0J8dGW/wK+cWB0YCyGTryFMi+/ku0tIR6L4jfEJBppynODbTIHe+UbZSHtk85myVKDh+U69UZ2xfH6P1gcWM8Zb222O9FmVcPq1hfmc6lQVaBGFKY9OjCxvRCIyi/O49c+XxgWm8azCZUE/f70A6U5OtExanpUMmJiZlx1xU8xg3iahw0LQl7CVCBCyXwa0pSFpi5wLQvKCTwCCvvhLbT+Sn5T6fQhpIR2b/4sgwY84WEu/HYRz/fRCYGtpv7hmJgRuKdtKnbUEI3vpDCrt6JOwsFxexE3KYlBaIOLDMiEBamp00B1N6QgnNpivJI1HrUlvxva14b85cdLbA/FW1PKv7di8AfUNbFoYK7BJOJXQ2bTUD2ZmfZonAHgBLFMMTa3rqKIKltksij/C1HMQKkB/9jl2imiN+UhNxEBS8jViwzio3ZhuE9WqDoMQzmvkQxlEOaQX++/uX/9DuXX5yxSy0LnPH1RAc9iz+GXzQ07Zm3lAvVgQrR4zZbE3IRIuA2JZ8dMkK2UGq3RQB4GkOwaANCctuUhKHRCu83V8OK3ezPcVjpfw9PbLObYWjYmRGSU4dPZ/imoq9XdOlFjJ0gKQ8s8T4u5C6goS3EZlp6nhptKXRf+bLf8FI+H0uTbUZ8WN9gjFn/jOiuiLU8JrY2LgkREFocFPf0qtxn4tcFfXRlzKtYTzJcqwXJ0lQW9FwH4ZsB7X81unOfFvQniZBZfbJT6GH+D4Noj2d2eXsdrhhOm4K1I1a7ch3SG8NKEDW1qk+C8SINwNIqmyolGO9dCUKbKaDTQHiy4jqHghEVVU+dOeEbtpfkbBGq4/Fw9gchIHzu7vRntEKUDk5QWKPfkLvit62/sq2+y21v6gTKXK4Ztt0ba1h9EI9uoL9huvdYijzzunzkWXdHjAoMuToBsy9hOkkEyeclscORTQAZnW8640GjgAhgZcethXlQoGGvTIZUyd7NjakJACxWoLQCkZYkMOTjI6rNQE5RdD4WvZZCiQR4XdemXSp4u5XAm4VIXEuENN2XFmwvEil4BplVttyeLdCSEnkeMJ4G2YM0MSZQsgM885KwgAeNVyHNi/My5TbOPkECCjDb9kDce/FMKMOVFT7OXSuIQiZRmeK97sNVN8vkA7c4K3hTsAGAB6VKZBHn0cbORTybJQ07G+1JT4QAVSC+sbdRg8WQaChgK9UqlSQnUKBAECCuFQHSYsGbLAp4Dz9R4Bx6t2yoqw3uiu0pguDk60VjEOheD0bwGAVsqU2jwm3sm2EYsFlAOobwyqjeAMLkZT8LE6PWe7yQQnVmMb4dZTPS58Gh+WJYoEKBf6bwDciCH203yrRpEa3NfHDxOULax7N0RdF3VgHucMi576XyPgrV9T7ZCXICCjrgcOZm3hrdh0yLuWeFX9fHkYnBVHGxDuIseJ06Nbqcci/v2BPE4aTslzeGlt0UoIEF7y5DN4/AqCLUafE2WoJAHy/svv2aTeXkWuKVdnm+1OmNClSjeRvv/rqBw3Zos9Svk6OiYZLIrYlE6pjJApd6KNWPZwKh6ft0OlnY4Tu8WeOw9evE+pFDQLR1SV0WLESX2HcENkEWXN+ZFnl/12m3XfZsVW2KdEhfNuO+WMYXOfwpPuOG1myaZvWuIcX+2uC84accVlV209BtM0rys8l0GWHPmhHYRNqUbZEzpHYKS3cMqA2bOVbwFnDhy5cuLCjSdffvz5HIOJEAUjN0myFAlWa1qipZZZbjGo8HmlZ1446IBDDnvrzfHXgGav25q8OvLaPI446qVePZ677oYWrdq069DpqUFDHnjkoccQANjy6ET3qsNLx/c3Z/4BAADw8Ncbr2PFB6r/LJNnfpchakFVXIGO1mEp/2neDSDCM/Vu39DK1gU8yvva0QZFkgNAx7EadZIsj4wO0ruQJGkM0QwkTnDuwtpiDLoHjJtb6CZ4P1SKjpF9Iv+hDggk2SA0DMT2jSIBvU8GcrFMyBAFwHHUqzo6S+TuaW8ZI8kiNcCxY1BzWgvfM5Ztu1vjOhCN0EDEu6jKxTqhns4uyt5dH7ookZJxt1i0YO6ueVU4sCQDgIQe0iFRjgbECMKtAatlYgNeYG0a6Q31rrTUONJHERBw89Y0DzVXXE9PuTkAuGrBLT3tbq8Y6bztvaAHOwOC1xA3H3dZPfmx3W2i0C7HUQClB9XdC3cdaWBGU7KN82ixotbxAuH2FXHWx2xAOdWLYRfypaIEfFkZ2ysE5lV3dnlUTxWSOdQDc6tm92LI3boILm6omQbB1R2wa2Ck3NZw1bquewx/wZFDuDuhp7m3ZamllZ9uVIrNxJWSv9pqhkK0R2oPgJGlxGxksR5zqK9YUTshf0nYvOSs2jOEuyzhXrd8axg/sH082jS+mpVZzZLtdrGXhmRtaKRj4NGkg+YAFbzs5Uc97R27QeZqohzl/JKpV93J/lg2GwUHEeAdAIokGGShAUAMwPsh6GL2Q8lK2w/jIHs/nLqW/UjszBE5b/wz5XZ58q1WKGOFpYtxdGqAAE9wxKS4RATKLZUlCiniFXkyD3tRhfBU4rQ8u3OhokKKemlZJbItGBd6e3UWkHCiI34gXkK2EDx2nTvzLKwbEseOS6aLZMjjmRzWLE95hSPndc8zFLNoNySLk7Hfhd3SvAAA', 600: 'd09GMk9UVE8AADsYAAwAAAAAcEAAADrKAAME3QAAAAAAAAAAAAAAAAAAAAAAAAAADYGAGRpGG81IHCoGYACELAE2AiQDhyQEBgWCZgcgG2ZvJarbU2DqdmDK9cNvOgrpBiNlFFFMlOz/vyYnYwizgKmVP1QZNguGOaak5ZARJAPTawbdrrLx8Lvx7kXtD+t272wVVmG4QxGSk8rmB53QYQvz6t/dsjZr/ORUhipJsSBhVVKZoW36mf+JOANfKZW6wNW57xEa+yQX6mk/dN/d/RCziopkVmEXGRcboaordFlIUmUdV8KbAd5u/24N53A469yxD+eOw7E7+5yz9ln77JGRjMSxk1AZl9nQoPYP6ae0hsb+vpaTSjzPdy/v75k7JaVW8YAUkHCxxm95GlhiAQsFLGABiZf+/xyrf2f25SfVOEdSadGtCSP9HZNzQEDtdTsHJdsShbvfmMFCKtnqfWPf9s6jAck2FN7bd+nHeZAgTQRf8DhI8sV88DrpLC3me2a+mPuPNNN8d5bGnX+ng5y2YI0dggIQresUk9ImBaIUMAXGpOX3R08zEOir5f8s6UUWyJ+Ni8lIKa1UQ3spr5RehtLQhhsLP+w0CyXiAAPCu3e+Dd7HSTvW5f0kd2uxCuMRCElCREiYNmTKIgzke21/yM4ED8LM3RA1Pa55Pl00e5t5JCRbIVW3PyQw62pPGJAGibFIg5EG//9Vzdp/RY0NOgpOkhwJZ3rsXDSxyqFLufzAJw0+QDhDQjo+/OQEypEgHUhq5ngoR06WQ0yVT58EOlEaOeZYVC7X5Z6tc1OlrrKncui23i26enfomvq3StTUtUneqqnpffbctQotEBzDT2ymoprv6NGxDNZmFHkxBKH+tBhOe1CX1YnWDSLkmZjvRn7ti9eKWwd/aSIiIkOQIEHc7pXfDbQKVCz3h3E/DXyOUhMpVnPyTxb+QPQz1X4nWfqZ7n6n+t9p4d9cFuTnTRa05h1gcre2vr733yyiOv+ZiUQAQNXDagDIut1VADUvJM+dB4ChS9IqAFDzRgpYrwAIkiQ5KjToMWLOjjMeP6GiJcmQr0yNRkI9BoyYdMq8q26445E17/1vU5m5IlimFaAAGW1omGCFPRy8CCScOFLJpohK6mimgz4OI2KGM1yEY+CT0bJw81sZuRxXrLLqUmXI0lYn3fU1xCgTTTfPUqttsNVuDznshCed84qKtpGlg7uf//I+w+dHTDWtDGJmGTvXPAuIX2wpZVVYRXvaV3sHGmqs6U53IZaeV1rT3NWvGCE7FE1patMdfWazmeO481nwIpewtOWuZFWrX8u61r+jG9+JndvlyVkLV6zftnck/srBUDC85EWSpvRlLAvtkos85K8wxShZmSpQuWrVpDb1alCjmtKszuualrWqx3qpD9rQT0USOBYugyIUdDDEFGsccMObIMKo5TTXWebev0D/1zGE0iMEGwhozSGI61pbBPHUGw5rh5lZ7EB3QCrGRWe3aiex6p0T1AZcMnQgwCQLcBgXpmXHdSfKzkl3cSAGxTXHRAQWCee9mZNlZgFWbxb7bgjZhfjlC6Y5mqp3T05twCVjDQQLI5tkThW3j9UZbe0wrd6IJy1zDLP5Nbr5CdmGLj34gY/A5gEEmFDTsusMzCJ2cvOBXWeoZ/MXs1pwgtmJHityji5spODIqZKtLpDSAcTeDrcyi8jiVNl1gAAADiyIqgsP5FCydvTizrJ+sdUdHKqTT/YE6H5Qq5vffjFWbQs2MdXUxXOvyKXCVJ3tY4yF9xRYTgNYiiw8B8hoQm78LKX2sM45E+tjPEGnCyg3W+ab03qNTVxApBs89l+Tr+goJ98vbq//xekaeX39v0gRk/D44+//8/8vjbz1ZyTg8+blcabEYeXLKpdgKj7vF5lrdKZ/NHh59x9NBYDZCoBAWbBmz1MYkWkPrMkE2jRORBFHGts6l+0KVZEqXUv9jDFNkROe8J6ZtYObd7m+N+vYRbS7moSd6r+hsZax7g3uwsw1O68nDzj/Y7/z6pM6oOFkgsilnWFmuMFd3vF9ZuejiQ5wklM94Cv+aHEqYpmQZKYlE5nOXNbyo0JfLK2W9Sq/mS3tvnb1UCc62wtd6r2+exd8INiKz+nPo0fpyX3OPatbdbtszx28e/bpvXJgkhaHe9LOnjN2npz33yV4B3yZegxa8tHfoUgZSplKceJXUXUHmu/52hdCQfd/y/5v5WSb5NBkcnJecmNyT/JC8nmiMusOaw9bYNhK6Sbp7umR6Qnpuenl6a3pjPS59M30k/T79A/ZoxCyX7anjEtq1SmK9Vgdr9pVcU6d6xbtqlTGy7GiUxR7apNQAynOUvf7cnd0ZFLhLgXF1oE/CWbZzRDiDSvXgIf5FmKDO1Y2BePZiBdHpfocOJ72PhvUULR3B2+3Kfwx8a83cEyw+sMA6rWnRaMIOl2D1+Wcv1pTO3F9Hl5ChkxON9+zb6tCwJssUEi5ud/4ECSuM95PgprLhP9odJPkBvsxAp9PTcyPhoRsu1KrcTfEU0/gNRRQReIZmL7af7iA3q956M6YriPaSlJTQSP+m0dfeOP5e3Zuuz9/cv0LO/7bgFNHVUirrDT5uQ0L95ZNG9XeaOWNNy/1O+dMv7dHm86SVbOyFb984TxWLglJUh0CJ2LCJYdwHFcyhCMM4leHYOdgTACDGRXMyx4/LdZP1VnqqktKbO+zxp1+yzPEas2bRTsoOZ4ZJ1PrsLKM16P9TBaiWJNYrMt/xPvc4wlkk96LeZkFJSNpGVPU8aff9ijmg5h6/S35fqSBVu8R59uTabsMWkcSMBQnZKC1CdkvdwnmyOrOlPVFZwfi+Epgxwr4k6F9nMVObL+t7PUYlF1uhgLY4OYytXte3uvkgXOv+XrXEd9/SQCg+b4Ugsj5FiGIwPc7A9kVnc2thufOTGW9YMAA+rTrVz9RnMXxYSBcsbLFNVAJq87ZNkyCW/YtrpljO2V4SCSQZRY3zHFQBoZfFglmZQM4sCYnQID+5T/g+g5sr+MsodvEjZ9AbN+J6/02Abi2YJYCZ1c8BqOUny+ChFZjRwi42xbutYIvWEljSSpRlNPGKzQSIMW697t4Hjcq0uxoSR0kcAdWggy0wQGMOByngn0xmBNLrYbhviiaexNkkcGuu8ognSOngFtwRAqvmUNr83cl9fJcNHYC69IYyvYIm9oYlByruFnjif/eEJu1V1mycEhJiIGsvrGra1DcKA6ZHJu5hXJopK6dOR4Dxw6Z1rWn5+fs0hFeSEOAjsF/NTRq6kzEceMRdv1b/E/YowVyMXo3dTR/h543QDzWrg2TmfDNn2j2jxhcwECASsEUb9lDQpX2K+/Qv+IffLOAAZJjyJC83SRKrNClo+AxhAzqd0sGli8ErzZ9413KfZySvUbkzGiqxUzFyyzoZKSZaYnu6oKC1X3O35bvp3LOuqKRXMaUWSci6JRoIeQX8dJPeILZhMOw/vzSLgeoKuQul8kIrUYfVjx3K00cx5kGTyTVlEDQz/kZulIi981QjQYwyH7NLypiqQ4rlyMeIXy5EP2GF5/k482lGByG7lkp3yWqdy7blQrxxQV9Hx+LssUdC3EQOBTiQ5z0YjAbhsqqbnkws2dREpjxs4Wh5ITxnRs0awIku/FOE9hZs4kDdsIsYS8/jjfM7PHAdZ0Kc6txNII5los1/kUBP0CjakUaMHgUTfGJY+yr9Er1uM1VocEPi1iIyBNBAJpi6KftxsSRb2RThczdg3ttQPUj0kpjKLVq4/32OpXBkcaZ6mMlDBgDzQXGym13zUKMOBHBXBHJ5qDJHDpv4SN/psU0vFFGlj8pmbhB0/nMhzb9YY/G+bIkx9+mai7wsnm0+T1jmqdD0HmmYrDwd7vC2SzHyc57yoakDmePY/cpDaBc8+rG/ecZSfiytNNC4E1I1+Ti0RRh1XcHrlutmnePP0Mko+wpE6V65+Hl8oE5z44Gr73y1Gub8Q4B0HnRFZZqKZJM2SIhiYBGCH0aGDLoTcI1lrG/xJGw+5E1vESp+2vcivozzYqmrSATRQj44AGUkoxsJOnF8kY7Y8qP8pybsCAH7qr7CenA2uSA35aTBTCIwgUZpgpinvq8rz1GKmCOX7bk+IXNu4PNh8tLJCW6ZJMbXMjsfhneoAl7Dn6ly3d3Fih3trBriJ5YoiE0eh73eBEQqxM+QEWVYKSmB0tdZAd2WzDk/TJJfMa9r8i67jz+nPj3azio/UkNG0PgVA2xucA0Lj5TTVhAL5VgYff9zoWBbn9DjAA6U30dB7Yq5Abg/FIy9T0+qHHnarrKd3ivzKSmvOHbxFr1ZNLpLd8lVhKPA6SQTJ/AmIvSpwAYH30thEuU2vxnSoH/B8L/qS1eqc2ua+s8xjFDk7pfd/VXiA9dBzkQSsK9dhY0lRYmC6kouY+ZmtxWwqiIemJcFvA+wyiSpCqYuTxAhg63EmzDJ9nIzWB9OCbwR1g6rJDkop7KETCqER2HI0QNnQtrgnb3JFQqpuReWKK7PkKSifw3LRnBNnpHxLrrIfisnIeAHyVUgzfSaY8rbZy7LVKOUOYb8ZzPUT2mZV1mhFEDbUEb6APNGKLqUlo2zgez5V6sgTir/Qo9TI/iaozKEIe9x9JlCu0rjjhX2izUSDBtD/WjiowY0REIE9EU04EVILM80BtSCsMpokbicXxm1vtRnEW/Sg9HRbUY/P8B7mq4mUVNYyfu/l4ItnD6K8NuwA6uZqY0FaFjjCrm1cJoJmRTP7YI4NNf/7G5xM8EjFx4qeFjv+r/h+qKRxSR9Y8mI8H8hKV6JsZj2XxhUJQjwaV4fFSP50gKYvWPVtyZiAV/wQ/Oc+38gAdqFqYEV9YMMQH1mc5eKFvuiyrRIifI5RFCP0wjyDROpYQqXOV6Qi9d4Uqom9154MvQT0wyi6luQQpH0FjVY4lFpsNR8PwieHXVY0eMEiLu6RwP01wQzitnqEUriihdinKUhKzE9Vq9OGWTD+V2XGu+rS3ZB6VJbzFGwPOpgcXRcBq0rYcq/LAw1LE5h7wk095l1sagVxtcW2iRoCt4lQ0KX1JNmw+Llx4PN80Xv/6aho2uLammhmD2qeaOVeFbTvjoG59drFPWDy/MG0TfI4b+01pYE8arEr0z6ezMB9WrDP6r4MQvO3JAphzuYB/rPe9TKBOuM++NhyJkfoS6mM9YuIwbffXRWg1SUvM6K/x0iuOnhd0zZP5fvFGCDzIiaTdzOnfSEcOERFencY3ogKac7tfMNcQQb9pbL0rj/4uXecgT1nJ9Khe4uzgkUfVt/WxqhM3/FP9rfyqlPYDqgxiqPKrtn+L5dQO/BTXD42OIvV6KKfk77e2UbtV3GYKcqu1I6oeSQP541VmX3rzYta5PDjcPH+oxdh5p5XIbPkDReN8Pj/nhF0WJ5g58c+bB2x/JJWRXl8x6mYYco6+YVoNTGtvbvyHqL8xKUiXvTN9NjrsXFz6rbm/ncS48UYHOvSpcZN+Y4fVNTCDtNbzYugzJhhKXVPls30M2uxfidwJ/7BU4/kFWaFkk2kpgkBBOdd5jmhQUPflldn9mLtLfPuPJ/jet3/eCeBN6CZa/6T32epcjIkA2FQJmDiaKebOjtbHWMWYTmxhCEhRgT3Wn61RkrtTtGKVg69/e7JDz0bKGyV9DhruKUjq7qiW9zM5jgrFX0IpXnFWtY7SBW2pQSqKqVUlznblyIVStsqD7+MsjHWqxd36HJ0vKiLOPKkB3r78M1GMl0dSvdWW/TOXYSwGPrvXLkGIZ8bGGtxJtSvpYeWwjLnyCalq/Bgi449sicolPeZA+ns4Rxp4k7COn1cce766oGLeMuWpPFfRoDR6i4eskMTf2xBmUBoLZN7B5mQaDyjbFimBWCQtyE6wi6sxPFwJ/KaS2AopQNi8yFdBFLxuMkT31VUHLF6ocQ7zXLCUePcZoR5IqcuUoSTnbWxdsw/MOJO4DNc1TRF4mkZ2w9B3uZHInsG6xdrA6SauYC/LemPRhSlzxWqtCMbaHrY4fLMLthVGHq2Ca0ryRh0SDS/3hI4K5C7PUTp0P8U3GNp3lesxxneDS1gTTTogQr2WJyzNe1LpSywsYcd0dls5kz0fwH09uB7pcDxGQUxEUsIrAXR/M8byVKZNUi2tiTTbV0mrbysNQdqxkB2GPicKQLGMKmleGY4KE5uQWxfGuiDR36t1HCYY4Y7mEQkyRgN23OkPFMES3pUF/aoyRftkMhZXNXTHPTCbuPf/tkAyfGAzHcbO0eQ5VPTw/JoB9gnT//2uXh0IpbUPaH+1H7YaflWBa+2T6VFNn+XjQp3gt8V5cn7bTw5RK/cxSvJLBe788bEu5YjWRQnZz5wx0TwGuMp3c6tmIIsrKgnsMqmQzvTWpqYS4FbppkUd/Edd/N+odq5nhT3nLoBdSUH0MF7vCwdVdFWFlgQIcBBsUFgFoQyLki+8edfRNOday87bOPX1dMx3U3pxOJ/sxFPrNimTANtmZjFDzYihfPAvxOljBuKlga+JsHWzizQR+pGP97a0CutmcmOE4UbFHwy9Q6kdE0wrQXNQSQygTOzkuy3MFc9XCi5uvoit8e2fhQbwoCXZvN9wZXipiUI6NAc+sZIpgHNHeYbnUDcg+JD+q6GGJEgqwYIkmLbVkNrNkwYN8K/YhKOsD90J5KqvqxzScy+Ph8CB2GXFSGNyk+mLO8m9MpOeUajhSOKz53AjlzpIr60vZE4u69KzFCbCPvAalzz58xDE35m9RFIaWt79WUokHTdTAxa4E0/B/nAKADMR3th7RIZCN2LktCRIu+OdHZ8Un61jKLIRzpYUwqF3U0L4kDK1snhOkjx+Xo65jb26+xP2RdxkVuHeEi/ALU8LD7dbMK4MaxeTRXzCo/itkiGJ0KglftlWrGj6ySad+NgdEyjPinwHc0koGnG0EvDIhvCgeTYE/ebo/4Fusb2W5DV94573nn//A3y8/v/7ophVnzRrRyx32D6usiZzQNbBihF5swgUhauMRRyYkCPjjDZQSjG5k38Fryn7DE2T0ocYlOB6OeOTro35rC9ctza8RZl4aJ/GlRCjNCjTY50scS9P93RfFV/GOFExQm4rhaB8f3YKjugSyUev3JpbYtb77nbRuHZjNoQW+uO/xl9fwIZcEafMTy2grMSWS3Qh5LkEasfR7BRahC48s2P//1aTOG4oJPbnAqnMUqJJ1STrYsvB8LpV/R0oSdcmthufwvIbhKCGfkvF1+O0BXltpBrMlL4Y4HJ0PfwKcz9JIBWO5Yk7suwMgQ5W6hK3EAdnNFx/iWZ9fKATajFjz4icYX7R4KdIVqFSnRYdeg4bNmLfgjvsee+G1D34orpHE8pCFjB6mmMfQ/luIAw8fwogngyLKqaaOJjrp5RBjzLOAQ8nND/6Ay6W6LFciWaqGMmVpJVuufvJNMMUMcy2yzD022G6/Q4476yWprZN7pOTSyq+oqhprq7uDDTXSTPNdjg4vaH9+/FFIpBBxhye85A2f+TWGQCJwCLm5OIuGISWQ4Y53mvNc7qd+k9nK90of9kW3nx7FCwltDDHGDDtc4BFEOOl0McIsl6inkwkiH79LvWqpL12WtrroZ4zJZllohS12O+CImyE3FklKfVZreSVXVr3svA48BjJX7rmt4c7KLuJJP5maXJZcn9yZPJ48lcxMXkneSZJMHJYPm3/Y4sO2T3dP90uPSwfTa9OHqo8c8jfO24XpSTCPtc5lwUei1MitFyYVO+Tou5cDM0lf364ArOw2rpKhedKwiAd6FJzKZXL5LRanzoG7Z9zGndytnX0WKNz5NTV+dFEs0VH4GxdvbCi4YZ4ut1cZv+FQ5G6Q0+QzcLi1ZO4wBX+b3NX9m7dLU35ufTE8R5wr96lfGFXggT3C4jZNL7Ue6Jiz6Ar7cfHCMWWn3JWFhxuGtywcTwbuDzvNaFsockTh0LESh6UvhucD9tV6QdzvHPLcY5QOBNgjPCgJlH2gYz5517ONjgDv+ypc2a9w03sXbsag3EG4VdutA3dP9C1+ycBsFRLczdx6ZysXgvwDzMW2/QoUzwLY201G21Wk66GvH1E4+m6GzH4l8+mRl752zZWa7bvzFQSF0ngrmzi9BwVk/U6HZpRRhRmDbh/gI7Zgv5APJhWqk6NeUdm1FnsubnO5B7azN9meI3JLU7YoUFLp92+G5/3+Uk2/PKpgDcqIvOBmc1X5Q6ixdf/cLbFY4err4J1iQ/u4gqj/RnDrkV02itZ9RQOuyoKXwl2NMYeYY8FShSujjv1unX/hls+0kp3RtpgwJnedEYWW+mR43mfn6H5v0vPAFKeaOaogCoIjcgVhP7X3dMy3nGFuy1JzRm3V42/2itri+beGlWzp4tLAzetPhqtcdykce3cs3AXkT7ATwmMBjsiCAg8fkMTLamg4a0dlWYlwnsMiIgVlJejUOW3Ei6Rvw3ivojWqJNpI5f++9zkjm1B7XxlfGYH3WaDBJG2KH5wJvyqZNO0z0a+ddav8PXM3cUzRctPXw5S65ggbWm41483ygg5rVNmfnkea09m9C8fcw7+n9tw2L5kd5hg5PO/H0Tko+YjO+fvn7p5LQLKO4H+S2TnZznR2m2uq9e9fi/1IJh9vXE8xf9/+uy0/36SRk6q/V05FgzCs1ARHs6/LaL0jwu+2Kv/n1/aJv3mx/yST6oTIS8ouXEQsaG1xNoTvvIWmliW5/OTZJBrRtNMFDuHspQMYC6zzgAp6u7t1ixxu01ueUTgGi7yo3NdzPxUd319pC1zVoDczON1K+IRpMljGT3sqH7OH8kp+XYxCWRaPkszVGrW40+uWduMXC3z/Qvo/o98rpf6fUryXE8heUpNhwNzCvikGi1WvlzMEnkrpQ8vSmclAgiD63xSTNdiOqf1+qX53D3U7Kv7nC9Z4bezI7YUTsCiN+Hg9U0h/Da+0uG4PkurOCxN3cBxTR5C/4ZNxV0t6Gev2UC4wl3jXbohRKsuyUdK4RA0uJ840OVHjTaVenONSk7s+KACODEzRBwhs7D6YO2YUu03yRIwqWJQHbvCwwtW2cnvZalmgqk0scqpli7irGSVt0LM/5glc/WfcfSW7ex2WavPRi+9c/dPpRJ3C+DXqz+UUGY/nJ4OUGeX/QZ0ETRT2Iuc+x//7F/D8djXTV3UTf/BBkyv1xX6RPhmmeRkF8QLlrRX4cOlscXwjYVyy7lfl8EkwS/mqOeLwd8CGSHaCPUp7rvCjg8x8AF4dud9iUkrW3uVQjd+yy+i4LBMD2uPg1lO2bG7au7x1z7aczg5LmZBPxxT3N9zlQLFOiMLny8Cj3lKN+bBafyrtRYfEHHchy+GDXdPjb+J9Q9qygzedcsutTbeVb91zS156RvdqtL0k28DYKhNhKe98B0MrxrbV4s5TucYKFTYuhQ71udXY0jYgZ7INrtltL0Gz4E+2/avS1y+0wNA4vD5+Ai6tsq5fY2TQNtnaplTVrl9tl1alciusa0+V09dmcCXsMxv50wh5qUGVIy/gm/kZij9iCMemXLJUuloSm3XsJLRykP1zAbbg/ymegP8UTQaR7H0+YKLJntLtD9QFTa2G+TKkq231lI8gtKGYNXii1PFqXQnZTaA2w5RDDtNvP/mfOPzDb7m68Irqjhf70/3P3zcB8uVv4jmR/XG3RUZtMrb16rmr7XpUaDW2x9slpu7x3iVzXYH37D5JF3m/3BrwWoadcX0nVtMlNGHA1uNeBY6jZbis72wcHYoHvTHXDgqDSjisK802b5ErmAhSLZjyLXpMKNJ8xR34F/zzLjYaKPmreCHIf/yZEu924Qj4V/E/JvN3i/Y9aWaVN8P9/VNM6VcTl2M//WJyfr43nVtLvTAow4FbMMbIiGUn/4yYFk8y0I8l0YFPde6MsCSfpwKsqeiXc/RnfmRZg9FR0rBssxTQsnXEuH0XY17D1xnyfrQY41q2jFIAZZupRuMq7++H1lJHWSzP5ol026ONw199iVLt4mgJe3Rn4ZHKTxXVbcQylA38oOY9pYwUipfSjZ4nRjdNPJlp8a1en32KR65jQo+L9vmavj9l6rUxxy5TvwXVbprcqbKDR8fmyHuADv88A6Z1UbhaVIh7gv/8CvsllFTCrBK2XGp2NV5pnh9M1e2UV1vnkzOvLvcraTWxf9xerWXL27UzEsifOfI7ymBJdkLjH4jjUOecXduDuu5Prl/1nkAUv9ChgOn4EEWBM/F1dQg4ER8cy5442xJXdadhO4m0mbhazcGN27JhTsZF01CYNavcmEgDjZ/0Krw8Ng5X4sz1Gfxx+QYQUG/B0R13PPXDO3wNlU/RCrcpfE4kewuQG0QRqV1VvpHhz19d7b5InjbvFtkc34GklmGE6qonIYaF8aScKHv9pmj6JK1/P4+GPHm8qji4BsJAwelI+iXUL/EpuzjKx75jvccuBnnaxgP0OOg6P7LHoz7ouqp4aMmtHTOu2Eon/5USsGJddbJnfgeu1mSqLPjalcfRdRTMi00+rh15bBs69H5e90g3zzGlwH2kmuFLPP4g62W0sjlxKPh+8X4p2xElr7BY+fWiNXyi9x4Fu6E5XrciVaCXWWD6O+ECXUpFbjVWy8Wdvr3EK7d+R+3oa4Jf/KDovvNE7TMiBmGQq/QWktEmIhZjfEgpwnQuML2U4ZJdfQP03Ix71nFJ2N8han33VNrQofFL/XFQb7uy52Tiq/aIqyyvDey8Or6IT1pvbHYxuLV7oRHF+NZeeZl8PMqkfQr2lfjdsI3fY0n7Rf14b/5WWOUOih+DW7vFiPSrzZGQzXeHDCcnjzvTE1d2t9f5ddvv7lP09Izb8GnJ7mDsTn+O83YL+7QcRWIzY3qbKl9/WneTJ4cKZjLh6wtlwJlobBhU3/Gjxozyr8eJCOsn3nnl1+bX79o+8ksnHrV/+6OYsAcervx90Hky0vip8SPHtldddds7S3Yhq/ZmD0s2sVGOHP8+3x2Ts9m7+t4Hplo+4LiFW6NL5dlMGAjxLk9kM8m6EbF5k5w/05Ta6FVtzGTwMyy9qgNcTQPRMXuIztlbPiFSZ8jmEgspY/PZeksRqsWtzNfWQQps7tGNLoX8PX73nIs4Wn6ZSwNG6i+DMzGZDiDDVeso6uUHwhi18bCKLu+ZBQ4JFQCngKzkOfuqim5g2ONVNV3fI0scE/grR7Hguvx3V3AvXQzOUDYGhwaUIzBsCAiN1GAyvHrPo2/PbgJD3GfENwlkwfGnJwuF0Ywn9x++wubrF7krW65BWizrxlxBu23cwggZBNP11pxjkbBDOy5LQqK1KpCwwRoVVLCGAGxZwq5yjEV0XaUSgh1JvMV221zputTbKwxr+yEJ+jdxbnzelrO3nbMzRmPc94tTP/u4SR1GaNYMgnX2uEtleQ1q7yx8+ebDlADksemCdVYTZcT7ZAhnhJ5IiScbxd8//sIzfiJ/ej1G2y0ZsOvoZsK2evDdD996m6atS1m4ZDMt4yQe8rmMedzgM9n8icC07kR4gXN6GeF0g7oJmD+lNEzMfihpmc2IjKz9iKWxrL2ABatxo0Pz1joshFajMovJyz0OV2hCYo9DxasFOubTEB1dstmwZP/pcY3pZPqaq8w1zMNqfUXwH+fvnB5Rck/JCztZzLs1ikACwBYVWX3WfLSasPXKwvYEJ3xLoQZl/piATztSl/nE8lmPe43he5slNGPF9b73qHEaMcO/O+30BoBvJQXIVJq8lCOmI7XRYzVZAtYsfrfgH/X/Rv7Y+/p1yifQv9eD0i2U5/f8aYISucbE27UO2zUEPTb+9fO/OY/Q3+69t56bXG0NgC1fX+X4QS1XaxXmIPw4KgCyg/BeS6u6HU8d4xIE6JOAgRAA9H+lT41AeSVh30BjikB56DvqYRPVNvnxHAfi5+f8+gxxbSA/3KD/wvOvL2JLGSORiTD+25Te843bUEQJWz325WnO8UjB00ySypnkyoPZbld3ggVCyR2vjhBrzzRXGmUzeLrV5yohlQz2ECsrfhARn+0e17X+1Sur2eX/O2xXoDGXVeOTrIuhWW39f8xK9A3nGCIMCKfyBwUnHZFuuJVNffgqAyyU5dsVTMvlZ//n6f+L/wfxXVGegZ16O//f753F4EfgQvO5YP4+x1tY1HGXrvQlqAKe+d2bPv/rhG5I1YRe7GBZUQsgQ5G1pv2qCNmo52r5dxMFfobx3NknW1c71KNXGSSWPYnqX8bvDV//hqg2cC/GH7J1CtGUWOMEe8lj2PNDv/AiQrb1GsCZdS6IAuiZb9/wBZrAG5EyjC6Imd+9tUaMssIu7OEU6pYimK3eMFZIpvtdVBW8ce/V/ZtJAj1NSmKnLms4WZxnX2PonMRLV9h68ZtBzGo7zbUAxAr2ZbZuDDPJ1U+wI8N0j3n+RSRamc72hRH5LdhHzW1UweaSfRu/GJ7zSWjODK3GyLz6rFLPyXZU2O7F0BfG1Z+aZREcmp+tNNcsZ64Yswrjt/3mOsxn87HV5bSMCKIWtIG2oC9oxBhVlnTZzHA7zNuh1TgMKLzM+LkMqXA/7Z6L1/JIJd6XG4J7wNqnb6kCGMxFl9bjTZXg+1pX4N+ve0J7Hy8FuQTZn3xKaN8B6g37VLKJxH2XIKjvXjsX6q3di3QBTnGx2SOB7Mn3UC6wAaOJpEvF7GXugRC3uHc2LUudpWHd7lfo0mBP+g7UNv9rfNztY+L2uRkN0bi5kv05/ToUK6uXPP1i1LnigINOXNVqjqFW+VmtBFdzRUgRDJB65Pg5GaAyc1+jySIiUWfOCpsbT0HCREqQIt0ejVp1OWzKA7hlhK0P3tKtEFU0u984dNzwJZjdfOTg5o8ycoW2Ouz9QO2iZVFsCVV0uHPdLe7oX3oonfpoe0ZQEUrUqMY1owXd1n29AgpXgYYpNvgTBJ9IMiimme+ThZAfwWRNwVTONaOQHAe72BU+4Y9BoohRDz0mCUhhWtIfUaYyl/tZLxytVHrZ9W14Y5rViu5tRwd6rCe6xfpxfxz088BxcCsC/2hY4KZ143OnsZNrE1UeKCk/75ftAU13mtvJf61N5sljIPMVTle2Nyu+9jdj8DchaZEzKHsFxC+pysDGC1bDuro/5PmVj5hfnnqaEwi2zskt38h2JpEwuQpyiQU7N3/y/FuNBHvYu5i2+we5T17pFrWqVCZLEffxryp91leFABrs889Dgh0bzMHnQda26mPfynEuZ5LEFyECDhCtee2VdSy0Gvw7bznMpJQYOHFpgsVkr5ymfwCSnL0Y2PiFtYlBZ9gRX9OcH2jGvLfrSJNlcu2MIEIpSXPNoI6xQpd/9NtSL8nyV/u5+sccXP3D2orHEMEo44XC1j/J+eU+NQLpZT98QYl5wNYOZffZqI+Kej+Woz6+dfZXj/6lBPDGqWNGLrGFkF2i6AnKgvKrBcOXX2hTYQhb/OF3znR2RnqvpadqHE1ybNjDZE1z4OdW41STYAcOgkT3LfNLTco9N2RLF1eqhi3xyXOtzno1aUyTXMejjvGrTQa+/xev+vfuJSFxZjK2y4lERzG/ipe4zBPI8t297Le+EJOWsay03m/mvZbSSqS6qqzGfV3wSMNEjrEtEzpZyzElUSADO9JmjnTMYJPauDNRXrs0DNrhbHHLQlxNuQXikUNOTS2NMHPIqwJeswJzzTvZlcWgleN0jYLTyhnPFsWeOS3pzhW5Ws4anquyc8Ysr4w5WxXffRosN8WjliCwWtJUaw0ITkltK5ToR/p4BPMh5nPUfAA+xlY8m/ofurnK7mw2qUXF6mcYBkNMfF6W/hsK+jQah6HgBm6Bx00dI1+QICovT0d0Xh25hDNFr5A8wmRF0kLtI/us0D0hzNSZEGFYFB/MIlgIcdnieTP3uDjPHzbt97Hh+0yzuGYuKpWJBWFdvfoERGVjuR3iUwYrITa6GGvvjVz4tpWi0G6brEIlTMJqbpcuoVmKX6wVs30+IQiQHEL/dt1Eizsa00ZLEq8erGAPawrWvSbUiyQr3xNfEiH6Q9SA1zFzGf/2dJLSSkqJ4klLvJV7tioTNXnEnxsfF7HmYnmY1Em4zLUeb3FP8UmYXmKxVAh4rToCn6QJqmQkCGBKNmDV6fWkdCVYkKL5Er1VRhJOPXMIEUHDP9wHedF0YM6vaCVx9EjOK+8JznGlV9FdVvlOw4j81TZd/w3osGX3uKD2HY3oZjLBAcwYMt7lCrJ4voMO0ljlUyp3KdHmnm1v7+6iaHVReTIe5AXPNJm4kjRzJK/SAhdSE1Ix1s7084KY3Ykl249Rtz5gPydtnzvz/b4FvEst2MYxFgmTU3GxGUlct1Jq/0Inn2tuJev+In7kZEisOVfxKpuFC1X/C8PJh5ZzUp0WxjhjaghV2QmHNfp0rTIzrfLIqk75bK6PUpe4PW983TZiZv3iOP3Atces3GnSXnDlm6nVyi6G8GxnnmUEheiwVQFQsLtn59tB5qLu05AL4BbMwc72nfkK/qxnnGhyGsgXO9xuU0FDfq2e8rRyOljUCnib5OHPC9gpL3hZNPYJoolCfsIvXM9UaZ65CjtNMOq3tuVCiJu4uR/VEhJLn0zA80wnGSNsSGzeECmMzxwT3X/iXdmXsA+8Ic7O3O1rkZNbx9+ro1PiYX0tMUn2szj6cN7iUJo+auI5MkLZZyYxpuWTjPQvicjAqfluEV9KZkhB+lT06zP65G4sazg6Ug3K/rm1RYvWEeJ+9DnzGrzOmLfv54xr0TLSAMv++Xt0425ENbRyhpGzY35Yrzw+bS5fOB99yK1XpwREwQoowuZf4n/DbookPbFw2nFDpVnf4EAE4rNXSQD7/XrtJq0yVdixnZRT1YMDr/7j8a289gWB6t8keW8wE4yh/ITq3/CLlMn3EBv8u8BZRnXSVcOMxAx1USOmjTjuZK7cxq517/MCnCEGxKPze4JAm8JPK6h22aarZNMb1MafP3iWEACfntp76XXmtF28kzh+MTLV9N6FklT/IPTIRTF66l1i4MsgPtWiUI3pccukqAeG0yujDBfBVNO4EYdEw0v9YZ5zV2YlG10DBbAVwsmXRboYYlVAX7xxNBxVuIwq3MLlRgqO6fuQYoZDej/s8JIRr5/VYIQC1CTrpplQwnmoTeq9+IJ15JvfSbnM/QjiocW58e8NKz6Uxy5GsFtGQrtO7YZzL4wXM3rsBOJ6Tmz/D13QbeBmzyK258D1O88Sru08AtBHG3d46mNggP4aaiBPdwzVxr8VO6gTxKnG0HP+avr25XddMJMTa/YziZmKREj5yDRLaUy7ouldwXnGhKj6h/ULrCteX5JDLRwYRMnoPV21qW3uG2RSb9yHnzV98fbHP+c/ld9aetF5Fl915MSO87qgmAwCYETQSBe1hNKvFaJVJwVbNcxmOlnFo+UYHQ787bMv4xmpmJA9qRiMzuOjM5h9iIvVF86wgLML75Xy43QTXlYod1KTAkUIVjrcsvR8SMo7kpLEFLLblfTdF2OuwbuosMiX+cV3rlY40rvr9wrPB0QEUWSc90d0MgAgnF+T7SMr1J48VHqJmNQoMWqcNDVLNhW+qSA3ONSb7tFzAHRXAHtoGODu/HB9Adzj32wBgAMF8E9H9vToL1MAIAF7zaDAGhh6N8/+HnbsZ+UlsY15ZeJrMznDgKsuKFiaulggcbGmmFNk0tybrivXy+szrVwZhLgiFnupCSfRQdyzHUzc6y5uNaz21bvu+YoI6n7jnlbx7XtH3dl3U6mpGj3QJmVYBAcPDBNzY5JLHBELB9sIm4pxmBqr2dc6z+6T35PGIPJk+JVYeDFID4cihhR4Fi+To4PBIP+Y5WfZx9mgB4EseUSKlChTQaKKjEKNOg2atGjToUefARrD7jLoGIwYYzJhis2FKzdc7ng8ePLizU+AQHzhIkWJlShJilQC6XLkK1aiVJkKlapUq9Fsv1ZCbXod0OegfoccMWqMyKRpx50067Qzzppz3gUXXXLZFVdd84/rFixb8dhzENVBkxEn4oGcD4MY20tRskYIF7hyMB+CIlzoCGmyheaS3vxiXTa6lqA3ircSorJJJChakSSLiKyFHNooAAhEDKWG6eJAYMfmaMJsz0mTlU6odz4W2CVb0kQiBW8jl4dw5msSNNK267SKAaeMMyW1B52XrohAnur3PiAOeGW7WUi8QmwsmbuMMmvYmVCs2wFHAO3ixOXdINxF8NDisgIAAbfYnnXjhvMDwJSGKM5SLct8AIheiGs98EMxy5hEdMmKFKRCIJuTnwZ7Aqy3xeqPE3UiXFAshHmnTfkbiEjwTrJZo9PEWZqD3iwqSU9qHs5DOqNSFJMkCcCeRgAqBFZAAAUMcCCAhCLpNXmMENNKrUa9e+pXbWCJBrXRNWwMojyUmwh+HB5HMUikpFIXiAi6w1u8LX/rSqLgBoQGyV0UckBE5/fFlkDrOTAAARQwwIEA0lNcvzBLEQswhwUsYQVr2Gh2IbvAhj0c4AgnOMP1nNwCAMsyRRAFAyEIBd+LCMswykbP+WlXlGbF2aYk40r3Cy3DUp5uFfnKOE3sgEAQCKcyHkxoU0Ezl3wiytMFAitL9ZodAtsqMvKYMUxIiXlKAlKQCgG1xl5vlHuVDpL6Qc/ydJHelQT/ENeLEfQCGCExjUyIVupV9KeQQPLWAQiggAEORB0yDCOBEVqp92QfiOOGQ3REJIIiPQY8I6BVGw0bg0jK0Jv8GTnIKDskhqQAqRAYakStfr43lx2QFTccoiOqjUo3BlGkEeu90A8H6rigprR5RRixWqFTloddAJfixlhNS0KjudVozlC9ewOtJNPKEpTniYoM251J1WvK3eX0MMEbo7c62kEBlcIDNa5OQAAFDHAggPRXjKMXjRFmXD1miAlyZXmitRX1Ikl5KiUDtFZdAQEUMMCBADKSQhpGWKhxLGaUYTkSfJNGK7TeFfW3wCQl5ARnu0ySDr0QRiEDMihQgzo0oAkt6BjR0CcDgAZD0I+bEd305Z4Fz0c5X8APYQinxBylAKkQlOfHKVi3FJlWHKuESoFyu6JAqfWO6PcuBVymfbX7qGBBqKyAdR7CFUtCpw1GIQMyKFCDOjSgCS3oVMTS1b3eLmqQlvNCrW1QSQ5M9P0AoP8po2aiY4H1hq+S0/cEBZR/VCoHrJmwjeuA5fu5C4RqACrO04XcyL3WdNwRh9MzYTpHHSB2BE2GF0atyFar82dllkYxcNYMB9kNDBvStS3yQDFNyd3pbqTgiPDcfxgNTJTtM0ikP49LMxfRbUeIxCTTpAiaTKTECq+iXM+0LJhB6EV1pBPrXGZpXI96Yf+yZMfajkAcrpHLKJY5P0a5gJWoS9wKJiNpzIzJ0nEuAdwZkjQjhr83ptlpEaszmr1L9ReV50affNCxKUgmZnDwOHauVkrX5ISHgSLENfL1tEVfxaVazYNEnbQHtEUfcGm/iS8CuH+bzI08to1wLpixdBkfhah/V1lugBi5b1GIIKcv48hrVNGMVxDHwrkRs7SAC/46xwJrIxuMHwsj+hUV2iAgNntGDztxLOe2jXsAjSHFpjsMqRFaeQBnDAfna/H9JVjj58iN+fOISHomlJJPYybLksBZ+CZgydQe2JjaIVEeJxDjmahplEA9juxzGnO8Ul27eoU1EWtvG7vaCZMA2fjhwF6yg01M32bjmhGzJO1RkIq1WSAxzUs0hqr+QCeJKj3Fjz/4z8iWXUMkaX4Ug0dwtGoMTzOxcc8nwpCvLW3VRpbYzsTEDejljZX7e8JC85Mgr5xV3pEKn9KR8IfyJMUovbsGGn5VI5oWxXMfJD4JyVscK9trUdHfaGYa8vqKyAJYmSwA7meYCtfv6jihclA+C4g+PLAqE4YB2eF7C2DYtDTkbwJIk0ZxjT4ErrgaDaXo4Aa5hNy6rLE0tutP/yOMwhf6O6Uyezj1nfwRSFJtH4/aJVHssy4aXBrR/ORWcTPWMBm6uTuSuwHjOAbFHXQSPyuNaVAYlmLzMFF9Mv58N1nZkcXlyKj3CcVxbXiD/awBZaKl3Yq7R4zLh3DUwPyTuFA0VcjPHFeR8ll0vOzcYz09uepBEhxjsKsfl9FTNP0fR5+/I4ulz/uuWDCgzx60I6wcMPj1NfjP7rcgVT2gU8rFOHnOq7Cy+Kalkby32/PA7Ezl8xN2xuprDvSm1HzHv1B2xMrwyy+1PcvMIw0SFjjKAtPMxdrBmFNEBkFLsTmjF3IFV2Xm+HsF2KMEFt42yP3poRbHtki3ioYcICvuNrIiRnsYcUHf3zIbfYHgXxPG4e+RdlerkDH+jhSQNIAuZZsxIWFnfVpovloNiuxXK7RSJbxB1Y68qY1G1Sbj6n6nAp3o8VvQ54Zlwx7P6qjn6hjQip+DaXB4co1QcM2IKsCpvueyjZJRoGswpCa7J5KHgUK4Dm2KcCsmAWkIYNKNgFLzmghAEz0OGoOUAaEAV+CdEkiQgocEueofSx0FNi0LgCWfQVBPHUxZ0mUOkDRVGNXEkB4GnyusTEiyAtkh+vQgFjIBAKfrvN0LFVBfThKL2WdBTmEKO9cBoJYZjLwxKMZe5Ns6nKBgslz7H+pHsLMDPW9eR/cdwn0X1bMVJhq0mxQMAOGllOGhV0IWfGQ1IRXVQCQpGqQSgQKQxYJtCM5fAggKAv0jKZCDtKSTi2L6gTvW0UOnze9IRtLBTdRvo1AHgKxSMZgBVDhrutRQjIWoAOA0+OxmqIBqumLlYOekIBmNOAmo8g1aOR1QWntCBBg8ov1stJCWoRk2EVuBiYkmboDCHK+BYIDUG6MboFeL5j/7lpJzEJs+KNAdw5lPq2rO33f3AS4gX5FGD/+/ScCi1GHX3mKqFMh0HWxc5BMViQ1apobWsuuPBwFlyFypv/om2YIsorSqSf/9b8rpLPRfwpPpTn2z+ZZTR338BPjwXnKXDKjPbMktQwD7gN/113Y7qEmWFZX61NrjslmjhMY0GzfhhFNOqtYIBAUNS4I0GQSys2oWeTpNNPMgPfqTadefyVSdVntdct5dZmzZYbM3xJkiU2odffjyF/YZEYFoSp5ub5p6+zWY80iVbLn2ydFi0T1X/fP/odQ2V9LXnFNYb1WsBenrgSXXHfevm26pmbYTcr9kBCQMHEl4UhN3htTpuYgpOyHJIWeo486ZSBfJEos5axas2NjFkRNnDkZyZYxesBCh7/4BzgoSJ16CGFDm+/jWvNKhXacu772brpt60Nv0gDdTdC+Obj1eO0bkpdvuGHLYEUcNG/HClGmPPfXEMyCAfHv/RFv7RHhb/WhV7gUASe++vmlYLntSvOa/4qqkLF2AUhp3oAHE9x5V74g3fJuqShLo5wV1tzewyM5NOd4qew0XNi0t7qJp31RzS4tjgjJi8HKGFjc4gjx0GrbFJ4Ye75mZYRaJ3Vs5R8usohrtiUkg7TGm855ODeWTLX2XtEUSJV6SDLPZyWNeYIPNiqZveMtU9sgvYvxvcQTL51UtGtUjQqyJZI01v3DemfpMH4M5R68qzuDgVOWDzaHsfjH5OLHKJuWrz52RRS3MekMrdypabDROY8oZtE09mKjmz263KcdB57810RvNkWnp0qiRP844w49Yx7U3oTOtnZ35eNNfe+foGveMTr2s52P/+OH7UbSPHDlTibB27p4cRVuc+7fN/bdSQzXNtxASwg2mzG0SYdd5z476pgz1XWzHG5XBtmGzW0VRoe062WUKlQNSH0yWqTl5XiA9ldRKbTWYQw3U30K6WMleaUU6aJdfyK6P9HZpKJNTsa2x2Tq6GZnb9czlgYSBrY/bG52Iyb7RYsro3GHGFQSYYsJfAFO/ZZzz9XRYut+18i/lfotnJLq7ySO7rRvTx949eO87WkOd5WE3dnyMaRp83Vu5pHaEoN0Wu0dF4O5JgXuaBO928Xnvo045kNLU8yspW3qGXJFqiwXqHxS1ehaA5oydIocIDF35kbnFYD+ju83q3zRdwoN3pr01Xfv0dSqpDrEJwCzgDqBUwSBALV2AFgHbOUBIfOcAw8mcA8JC+bhQ/xwwps74wynbUPbSpCtoshP1y8tGNqJTG6FLMl8HsdKVIFBjZZLnItMk7ezoYLlLjskEaV7XrCDyoUyVWIgdeClieJ9kvJx6zEiZYRMZmJ8ciwKIUTS6SCbcFmwqFl0Uf5GJEpPhAmTGaMUM5izFO8eTzSBi1HO1Qth1i+v1TQE=', 700: 'd09GMk9UVE8AADr8AAwAAAAAcLgAADquAAME3QAAAAAAAAAAAAAAAAAAAAAAAAAADYGBLBpGG81IHCoGYACELAE2AiQDhyQEBgWCUAcgG+NvB1QnWmGUc90JlGWqr/K6o5CEj0IiimmQ/f9/XZBjjGBWx1C/6gdAVBQlbDs6mN2ODrp7bceODuZK9Ys7Oz3yicp38nntNNe+hLclnMVyltipPkelB0uQIDnwkw2S08zhpUASKAhz42QFkiMLRaB4S1oxUqW+f0JAWqlSCVJnRqwI9BEa+yR3eH6bvU+LIIgoqIhYDdhMMcHCiJ6B9qw4a+qsxKhtxtZ6LlpX6UI9t3ZxLtI5t8lDdG++2z87c6VxKF20gxSxInAi4VLBAhI8sIDGQuEfvqPfuzPzfysWdSJLF0pgJYugnMJoW/x/1z4L8zKZ+85J8W8ptwCogFgRSmA0fkGYGtOqVXWVkEwy+6uqliipn3KcQ59h2tsDBAUGoJATge/+UvFKoUmBSst8Nv+JVu5///tb1fO2eP21ls10dddGDXVPIBDwnTcbUUIQC2bBg2gQTxD1c7vPnVnz94raaaWTMixv/KPnoEN8oW6VXNDuErvlqXIBcLqGCK/EPP9wX7uz2OC24+BaQAHX4AD+LBxqsYAiLUsjHJDeCQGdqudXBUMY5wpSC6IKKzpzgm8VgjLv8Pz3F0xr3mmmmX2A0t+9Um/thwGFEiYaaeMJSv7/6yzbf62ZM/KyqrHDWp4Anz5bVHz6EJ1e+rJ3/pNGZ2wvyl4ijQOWHRhYcoigI7JmFh0aCCHVQD336dKmKdP1WwWwzEnRFalzUiZVrtbU3oVQxrXKogR0IrSzKRCMr5B3D1t6AlXUNUb81KiAmZmaBXikrTxTDiJBtETLMILynWcve8R7d8nIAvhi65dBu/F+XmLXSMf7a4dURB5BghfEbm/8DEE0AI0g8R/GfdWjVy32J96ftLFsbA7BxnZs7MyfR4jflzj4+hMOQX8ExleKdXXy7xet8O9H11+qAgC0WwUAcCcbhYDiK+HkKQBG397+m35KgvcNQDAIZChQpYPNnDUHbnyFiJYoXa4SVXZp02vYuIP+ddq86+5Z8swbH/3ojwWJQySyGDToM2bBjjNPAcLFEcpSoNxOTTr1GzPliOPOueyWB1a89L8vPkdwiQe/NBVtlpkV39UnOCohLae4sr61Z2jvgZlTc9fuLj59/eG76oeBHH6goog6ehixDVuc8MCfMGJJJpN8yqihkQ76GGWSwxzjLM10McgE86zxkch/t2M/yquslkxN5cpToLdBRrrdVHdYZIV1ttjtoHvc77QnvWCbvY447ZKbfjE3wNvfKNFTSzfDONnkmHt+hRZTUhnlVVp1DbUnaqSJDjXbmS7W2UDjzbWaL9ReYuN7uZXW3GCTLbffZa8DD736Y1+4RcnslAQmU0jqFuwgcEtbkMBlWwQJNQ4hp0AThwd2GsaTSs9I9fYQq92jcDngkr4HASZJQUilKeMJPIPKQ+l+HIjj4tJWxIGRcDXORLJMCmycxXsW2sxDoqoLlPZS7V7lLgdc0nYQXOhZkoSq7zJV9OYUKBtHQlmTRZjy15nlB2QnJPeRH9hvjc0HCDBxKeMVDS2SB69qeEXfSvkvxkZwgOWNmTiNrKIXNsbhcVZt7JKA1G0g3jycJY5Oel7lOYewsbGxsV+g6y0sKfNSVu0yXhH3p7x4c3szfLEPNpt2B2Wz/K61sd7OZgurhnrx7CqyrkivYtcxyfBRByYGwEYn9cwhZwjZ8pNJeedmlYn7GeedFRKgbG1JNsv1NJ1YQGQWKt6fyh9FveQrw/f//6aX4Tlh7syTDrGojt8yMoWZf2bkPCtV3v032md7bKxo71X0ayojDrzOY/D/pwzGG4Ag4DlxkyBVu4URmQE2a76SVBszfmUgDlODFTyQjybcIgTXpgGN6MMmtrOXi6ZkeiawcEuzMbtor53oiq7hHOe5lz8IJKomrsVGxlROq4zIutyb53MxP+TvGlqccqjAiqvMKqyd1dTsdu2C3tuve23gWAyWPdwJn4a5PI/nu+qiS1vb5CIfxStPFWqVSGM6pGOa0y0t7d5jcNjH9Jx9EBJxT/8zeZGEkBt+i+/5e+Nd4p+CtLkIeBMWf7oZ4g6f+aOYyr5m2ee8zyc2/X0WvtIN7vDOb3nfI6TZ07eEimtptH+73L2WetMPfNL/6Qe3xrSmtha2ls+g8+0oFlRRNi2/HetjHGZwT4SSxhnc1bjT+To89jmJMARiEIOAIQhJiAeMQRzkIGEMZHzUYDq8yp7uoCvxpsyx0NV4IzGbsk4sj42mBrvCqtTy17E+Ev0XQBtccei5qPRFZotcA3iM9zVFCzDNOREWzn/70NLXn1h83FEPFE8f9NLeQDTh1IQylPrRzKJZPY3xB227XqO254E33bZv3P7eLZYMbtTo3KAKldhST0Pn+aWyZ1STSgTUy2g8GEg4NWIlp9x2XMLNJuKYiisZCsCBOBxfjws5KXrBdijXOg+pP9YgDuzgHylF0uBRxFL8D22Qohubpx5NZa9ZaNHU6jVT+x3WedjNgSwY8MzgCjKpdGlG57G1wKiWCAzvWNVWgZmCrQShqDFutUuGHUyLbDq9DF7AD1IIbsQGGKM+osLVzu+bu2D+GcxiL4ZWoAt5Fk0akqkvV1ivmP7Y4Hkk0AYf1kDmzj3I3BXErZuk16jdoPJQpmXMpskf6wdOiWpq1X0e7jBPKjOpwXH8I+LNuF/uTsgNjy9GA51EJxNlHEI4LjTjabmTNxXOL8nbcsKt4vbJMaLaoQLCtQ787mAiNtr/CHah8qyr2nzJViMh6RGdUZaSWuyWgbBUWmbkiFia07JCXbo3yp0vS0K1YFrbxbbcnpxGmzGPZXN1ENQEHhjYZrD5bfM/6dmI+d6kBL+b3I4ULmQsIpMwOm0aJ5Ujyg5Sli4hefIKVvYi3Im/cL2mZHqoAA8uU7SVLLMyhDv4LP96OKpzv9ktd+vnsmSRgC6Zbz020mNb7dVW2ay0jPbaVnZb3pxQyU/VohaCcXkqb57JXbAdwRzlRWBFa2du4G6NPilHJnSIps9T0VWpg3NOC0K5imAcFxDXOmr7eA6R1MKVSwGb/t419y/YAnd6Lj5tv3MPzlbb4VZgY1mI6cSBeVfuwO8WniuzTvKohzRUQF4ar2CtmIVah1q2Os62kNyJBOixPeMrHmKPjmoHxjiOLxHyeL1J7rbjPwDpoR0V+H5VVHVLs5MIxlM9YzClsQ3HMQMZcBAE5i9DqHdtFHWL9UkcOi/XJI3HAS6KMDrlM4olvHl/XjjPBaZYWm5PwhYDC3gQbqAELLCIg0vdecYSBTcMov/QnLun5tHZll+odRg9b1v+QYBx4HYLt9K34AIACWUwvhtNnaLtJayKm8DwawAYgPabCa2KtpNYVn3X5C7YjQbn6m95t/3EnGl5r3pi1M/KvlABI1nWUewAwrajcsYEykMJebFZTUAskX7eRodqu4SBjZUH0yijzsjvYHpJVDuren2Ypb+gMzHEATSKUjM6+XacRw40fobK23G+E175fHJuHTbaW0tRBbDR7pDCygEbbji9do5nYlBZzuOcxbwEG6Vb5zWsn1d4tl+ZNSU10cdxbGXIRgggOH4dF1jVblCJdRzIyCLyM2gdFdXK8v1iTLFb9DNpxLLoly6N2CjzlYFWNe+vTeMbj2Bo0IT+/ZEBTRrQhEEZQ6gCJkIbESF90AIboVl6fV52KNeKcSDw2A0M7BCNeCDown4OEkU3xjKSWDhid+G8hPThGs40xLgm5CYHMc6tjNkMJqDT+DjFiko/GKjHQAYWkKtS5bYoVhavDuIUelUv0wYuqn7Lvi82WuWizBYx76v14Y1nCDVhjJCI4CZ0YILgDCFQJ4vhjcjIJrXIYkiWegzZE4WCRxRCDqX8hPXwCetRv5GPKFwkFMMhe71S+AhCyrEUn7keP3M9nOjXG2JS8EOtwwcBYhbMWpcnsjtUtw0O232cGW0uH6qubT3NmbDn5K4TZMD/Xh/QjKA02B+Uzf/PSCXUS0ozUrYBqBfULL0iT5/PeY3xKBBn4SIG1biDMlhRgdm37c+f7IUo0O/ypwlmNlZDJbTyXf7iWchvV7QrTOqrJP6WlfAbs/CRLcGsq4dt6/9QnTJV5kyvZxZaOVC+NQtt6vEtCVVpCYxqJZWLksykpH2vn++zFJhvvgUcyPFfEUP0mIlEEv79OKCj88EcivVQ9Vpc6dRvVJrgFw9DGheYS3Mi6LBZMcmh2wYzdWsU7C8p18BbtsOJPz+g4IEe8u+l1ivToFEDFWI/YjuiITWWxgsLJ962XA12gcFmqKL5ozpxSpJ6zFhYlPuNylgnozyEHr5iOwnUo+ROzn4sTYYLdg1tMm7jIPpnWeuJ6NAAPGmMcEDABfGIBoZ2jgsGU9Z5icJT1OFpMzbQxkDEsvbe2oIEiQ9AD65NZNdwp8E5FCs7U0POsZh33r9TMQs6dEPK/rUpCRsOoj9jm2yr8WkDz1gnURnudjKKdEjABjyogYxgBEGdZPJoS0XiGRkrjU7akAAkTGAEPGCwgy0kCKchTUgkktYx9UflLKEuSiW5GS/IUQRdFmtsvChPB+ehPJEQs9eOVJh05r/7Ty34LGnccn3j5gx/cQJU8TMGu03CRAT15tKJa0IrTZuxZDd5S8janmkHr6tUy7AR+1rGuKEK0tWoYbPTeYwiFWkYwShVsMgjNABoVtMRBzuJGvctUEB/yyp+M45oosY3I6bgL8zdPbk4WA0t28RTihh1spzWfcaVWzdwJ/c390TctkJtJRrJsOpQHjQo+gXSCMdUXXQ4hB6NLVonXTA3VY/9ybmanuo8V0OVZHVSJpnPworT5lQWFYfFKNRxnTTp3bl0CxLLciCio/WeSyJI2HIhbWjMoxkXGYlqsRYuElCJGw4HDmUu7JSaqQI76cyTzdhgPtSohbPbo3+3Hsid8Pxe/evVJvSN2IpaGXWHvQzJE6Pz0oiVBD6ARlCTJqSOJC86S/JSSFMF9Rm+YBHGpePAPLoGMqgGWZ5+nhNP91Dllt0eab5V+6bxxyVQM2h+sdaIq6N7PI8uGIc3rbR59qG8lvcEdOV9bLTeksLKABuhOuqm5K20IMC6hMU0oyWb2EhzWKK4cCVCJESmJJcklRCy/o2u9YSH2IhDbTenl0M1aE62ekPMAcZxN7F0ZKTTOM7wrqY5FKlaNhQ5yodu3TGRIBnjJHZfKopbyzKHO7CACeo/j06Tm9RlKY1/R+txCJOvLoNkHIEZs38v83dkftZi8Ad+LnF9UW73Y0nsSr1MssWb+S1MI6p8c2PySc82O/DxbxuxiuENIqYkR37B7R8z+0gOHMKjTO3TmH5NwiArcXsycs5GxPcPA1+bb68h/ZuxKLxc7K+DOT41pKRWBjc1UUpbB7LWJz1Xx1uzjdiab0qRppavs30rmmf3ygjB9kZEbhOS0EJGhuZ3KMeKZuTotFWpwp1ZKjBehT7fKYJVtOfUDoXQjza/7f36behlUPt4I5LihcmIQWdz4MSCc8dzbCj/r3MOQurjWIG8YJ+6Pe8NVYwnZezzEAPu56XQvjp+eyl0r3ns9hpNExpTlgS6F3/T7HZ+pS2Wvf/hq8u+bMYvXtt4rXU233TlRkwbeVoZ/Dt3x3uJwAqa8aURm2ilCZx57u7awgR594INkwbya3jY5AG0qEWmZrzNWv64MIqhBXMGVH5d3zSDHcQGUr8RadykAiEGZvTmXXhbFEKNGJo3Ik2bZBDBoIzeVPkF2udHdbT8NQsL3CV+WWX3ToXwVVeQ4r3iIbSD4uSXDrlkzQHj87lP90jqHTiCJw9gQ7fq79ktd2cmVck+JB+mAW3FOMvxATuhAAKkno5XcJ9lPOXXpCs9xnz07RGF0nczrHoMZXQTdjancq78qRz0ofspOMQRYmnEyOjIZ3FsH78ph1ooSyfkgWQl++/v/mPdgXTbsJEFQTLysBGUIPaQn38qgr2sfdJ/33TH5a3LVnihjLoud+Ae23/e/nVWuGXRFQnhT4G0BvwzfMA49kiXjHIaPXzOcOIn9u4eJ5U8KxuBwHOCSNozmyVrIgINaP4UASjEDiBow71F6nEvYdneX8M3YjaB/pagc2ZpsTjBzNJXQIdeHbMJ/JZ8jbICdxPV5PQWWhaZnjByvVWYXyg5Qf67qzAyMiPRMkxvIZpF2j07fyo3Yi5kIOGDohtzmg4ngm50iC1hy9SkvopFg07Os+CDalAG9l/rHvZ1pNAHXJ7mDGOoz/YCJyyg958DDoivdh09fuMdiJhQaIHKmvT43AqvHeUfzB1saz/L8ISDszekHCMQ4TeU16FfyyPPCs6G6kunLL8qito/NzMakT2IMqyNaRU2yIRFjatgyNWMuRYsAIME0H4EGuw6/GkNfQ6wl+5kMLdAn/3hzUf//PrBvquts/muYzYo1I3/G1flXpa7wTnnf0f9Mf08JB97fOrU24u3sWAW7kaxRaRknGYSTfk8Ek4hFyAMtBZu6HwC84nrFl6pK8BKEnZjn+gdedgRFvlk1h/ypRVmk0PyhZwkg83qbZzx0rlvflDvmbhVzzx61on3FdRqS/gd9rjshgOieJZS5sqt5260Tr234uO4SL162sWhijMCs3RpkX1t8AY6L5WkCItj+FmojkUsRTDUUU2pq5A78SFeyFP9ZWuwojClsp56rQRFWRjjzzvtlgkRDWVU4o4IsRMeeELElzVcUZka/k68Ng9mpcQleMYgePEws2lHNO23Kc604O9FFpCMzxhNVhOYbc3g1bYuVF/PmmrWv5QXqpuJ+mCVZ6RVmvEGavrU86c7+mjO7+V7p7Qxs81Qe+Wp+dlVyEVNHXsTISOcARqsoQxnkEpHZyUCO1GBJVygEC4smhevSpCwBCzooLKOS8xFigYUro513o9GdVFbnmC7qjcLMbAIaIAIHNwzOEKOCDq66qRnLdiMxiz+hTEiUV8AJKgnC9E8wcM0YzTr2yQFcBWnhN2IQkvL7MZ+RS7ckQYbDNs4nmOfkHZTSeFHJHOIH/ALP2sIKzoU4i/+nGUDc57NG4td7la/mc+DeyKUCydttTNVey+g9kMDRvOuOfH5nycBZA4GwUz1WECKBetxEN4GtqAH4IaKRBLHJLZuC8ETulCDC5xJK9OhJ72ox5AzXaBZd6JXTBwtYaH4WvoEE6r7BNXydUgpZpJRsSCzRLWsYkNKN5PPbqxMF9ftTW/YaM+1VWuQywTtoX7KjWpO0m5ZLU23L2++scq1dFs0kVN1ue8GsxFYEbTaNESKPUn1UcaKpqyZG0uVSM9PCKL+MqmPq7RFH2xhiB00LO35zWpjy9G49oIPe6oFdlkeooPhrgQ9MDOzjeMtRqJE+MKHvpW4hZuIYony3WrhuBL8TjSq8gzOt0Rz6OkdVfpVDIPxkLX4pkycWrYq2qbGCceKbJC1ZaERuZDmzYPpOnmAZda9Wf2+2UmPO1x93zjvCT7EHsXzbjluU2wliIE0cbSk/qCpuSqq0Tyr8W2UOX1jldedy0aImV96xOJciazanqMaEViclj24oHuMC3Jv+NH6dYHFGRxz+s2LC64jRBSiBtvhG27nkegsC50aXodUalPvYylXQ3n/AWS0yKphy82caRxTD8rWJLEg01FDUPWztw1AkLCkaTLE5cVPiEhxEqXKVKhSvXYiQ/baZ9YFNz2y7KmX3nhvo7/2IDJZqgxwcDkQ8OQnWKxUeSrs1KhVl2F7TDpq3i2PvPTdp9/huoUhYBiYJBgwABdu8IY/ghGNZGSjGFWoRQNa0QURxjCOIziFi7iNJbzEGxIpTdmu8R+i3Rzmbh7gLE/zPC/xGm/xEZ9zle8s1wpcziv8fGjGXFyLhViMlXgVa/E1yuwoGz2TZ/JvGUx4xVdq5VRp1VRT9dSXvrb/7dP9qNf6W+sYrASWNDKjOMwxHquxH98pml0jmrE5MMfmyizM4ryYd/NF/yGOE6dKTfpyk5+adVQnNa8bWtPftTgCjrKKa7h2G7Ote3RPHN7pOoMPQSL8qbzO1+sG3aibcatfGPEf3zeOcJJ5bvKQD3zmG39Eqevl7c94G+1y0LVJ7xydN/gCEmI+hK+ZzZUgt48HXdEY1h7BvsgCekMKGO3DdOVrJnOAZU0INNIX1+XVPDiXuSvUebHTcM18wgsp7Df5CAtvDTY8GdhaC+niqadZMoOgIVDYwcDACRVpLZp9qIjrxaGB3711Ih66zsfqjcAfirQtNTxbRcEuY4DFuHVvv1Q1qAhJSUxJrX5wEtY+A7SvSbfKYrqKsAVEegJSXijkumAfncbYPdTkyO27EYplDGjsuPmic4eTwJgdlqqSMSQlOd9r/oOTAMXDIL3BrlC1HQCYroQUhhPJyw9cDakgRyTauRNpqKxYGtitRYNgcDLk4kltlZhvgDQUr3ORYnkHYH1cV8oTeBS8HnzXo9tjHl5q7evl0QnYYxaasg3mLX2O93XoKNcYg7L8AkPrdJDPJvttYU4QzWrQXsKo2CnVeZ8FMQrJCT4V7nj84ZG7Y1aLuHRn1rG+qbT528p1FG9nGcs+YnmtF8Y1NxnlmSEsNzAwI9gG87a+EbrZHhtV4P8FdD8ZI33TVCu2dcDtXobkWEyYRq7QK1+FAfa8NHCcGK5FnXAw9lkfTKw9k1uhN6N7xfCl1hNvHp3GnoknHdn5UpAbxkNlR2mmVe8W8FPmXE4r0x5y2WQPMuDABDkE3zvNSfjBHekPtOKaZsFHy2A3aMzYMcmsgzVwqeHN1/xDtEIbj04nVkY6ZCEdXCsML1lukEUGHGABYAfeX5v/MCnU7iuo2BhHLNWygXwKtkUESINo1Iw06KfYEDplDOVHDFmRxSAisdkfmzhCLqLZf0XtmgQujwMJI2yvC+AzeKmycjnJJP4oUn2xbp6+MuIloUtzbAJ8zukykOWXZihkBw6x/pJ5xOZ5WgaumWObbSbtjxjj+TT88397uziG0ixs6K/WBut3pYiYl08LJg9Jnz8BvgrRjaZ/bG7+Dl0eGHAgd/x48Hd7fbHLAB6i2g30E2ukgEUpSFJzGfUHnGp/WIeyn9EtUzSbeU111BkzPC0CCcNBLEiN2DMCX/ggaiJLQ0X0TCMKrmhAPeDgIxMFf2/uzjK2U5LWTIjpvTNyGJbv2OZhhjwr/tejB0VN/Oin+943/LoeqUpgdNqPExdQsSaG9kKscQA1yrqhhnyasSBRjWN4hP/08+NlXZA5qkdHEgquodTvJXCsqamdqyY4wBzxPakGM4F7yUnA3/OnrZskNCg9cCy5p9RoVql6Mu7rfXUaiDUgP/sC7GuK9JhysBtmKLb4ezOyUXAlVmqqbk+n3Hqr9p5QqygJkMcvH38lpWqibifjMYuRzfWbayimGYsTNTmcLbyu7nV1QQNvCOfwAu87qfnABLBRV0fNN2BC44GiCLdhzB0E9bAS1M4yXGOdOFJLHeVpyhJrkZAm6tTUQowXInJIpUd/D+b91phJERXMvI6w0c6Tpbev630awAUhsCc64a362XPCDQP7xu9e2wSkDNKAb0PuRVG0phq8X8Aa1KpxpmI8QKHKXRbn8YZhGt+iwM5m+rSBZxCxyhkDSOGGTVEXzM/BrO9bfhb/vAptAIRn4EF61Z0/iDDCOwMcNSl4hYmZ2nOZAxo3LDLWrsVUgy7bd1TjyCPqRzWP6j+6oINdi1kGM1Zjf13/gL1inyEKns8DB7VIE7wzu25E6TVonzGc2n+sn7dFFG0LCFlGj9u+Wxq33V6/s3l7/61FKWNTNFeh+x2R81I1HWod++BLcGblsO7LkQV5/N4jh0ylfvx2XbCtBMfvmJ+Luu79c9hXJscfnsO2Ugy1sH2OhPLwsR4O8HsUWOhEEEk34mF5Gd8NUNBZDiEm6vxuKXcUxXcdVnBVqMB9ZmAN4i9gwreOHoYjnSt8yUzm8RSdv6Du35uhYCb1qE01ltX5EJ1sFG6B42Lhd1t17HHjMvKJBgzq7z3xFZAfxfmzzYfi59f/YbdPP63/vvgZxJsFcM3XVl+rvuo+mwzdqkhbneW2UOvYlcoE7fGHVKcnKMweXI2OIfP50LpvzUG2lBJp8WHFUtnnUTpMpuTX/l3DqqlK1ivhSNtH/00nkD2mRnfCKUENltT5BXcwQpSwhUfgJapzCtW1NL2Q+FVIyShP6CsogvL95yC8F2Hx19u/6/GlxsDS5MIuHYeovHJVrnKFw5W94bR69nd5ynehNvyRB7m6RzNBL49tmdwVOp8M5ht9fnEO1YrfjYWu9VqYsk9gwXBLviQ0U+DJafsOylVV6nPS7npYvrXS/MRunXfCR+NME1XLj5n8O9e5/4OTSkJ15XgPXzi+AhSUI9zoBn8EMBA+5kvQnoA5nOrw3AlWo6BYIBbR9BKR7cEyv2/20uo5umYU0GqHYVSMjEAYvRmAUIaZkWTsRBt61+nyOLd9TYWCnnQHXmgCOBvCoQyHreCbobuTK+xEH1abEe8a6EQ3VjI8QDe7+a4/crWP3ezjgyx9nT6pjgd7QKuB25Zm+JdsBG7TFr5Mno20FYYTcsu33UWyck+CPItQybaLSNqJnNKFl308DVdzRGdSqNqsLtoI8jSOB5maK8wHSkKZtZRpawZeaiuhVBLcbkjhgyeC8HWu+LSQYdJ2yW3M3j0yEmzHxj2+MusT4hEtSLrLfp/nWv2Ys6lW4cTEXUxuYY52WpPGuFiL5JWbx/aj7TTULpEhrmRSYBaKryNye17qEYwUh2pE1Np/gH+0Mcpv4nfQq7qjWZrpWgslfmts016I6YkzNCxXxGZk6XuIbO63Nqhk1O7cN1bty5Pal3ZhhM24rYKPjBYv1bKvLlZuSPMNUX6J8OZnPdXUNXN8KZLuyVA+SxfzhzfbhDliHO2OfoY+3ziNtGZukfaU/lqchzw0l5Q90M8rpuzmnpbx/bi6t7IyA+7DL1nUtAUKQrWesGnYJielfO9TDX8Fc4ZtM5n+azdck+nbItlQpXQL71okyakp2N3LeemN9zmapZUMf+JOm/L/IOt3+HSGD4NsaNLJSdSqvEMMtE0L+FEKQg4Wg1AsirX4qLU23SLtCuWb0o25dr1kL+KtC8pWp+ltMRfxlmFVy8oLYC8WbFNe/7b65vHIolvemsuT3Ku3Ax5Y5VRowzWbjqm1KvJODIKKI2k+umMDlWzXYvxFim6nkqEioBm+EfGdXGQvRFikCGNLcYpILFWdX2hLkdPI8/BBPQgWKNYbxFkycNAsW/zwsp/rMCDmSzIK/rHw4VePWOCTJ5cct9Em+xy+c0wrwkFderaM97yGJjbjOsaQjgB03lLwlB1+2vhNic6oTxJI0IfBSoTaWvSvvOFXRZyy6DyGeQjgWMbrbKpd/RkjpipfylfXjs55o9yoHvUzj5x99Jzjami0R31+0afv1cU+QRPNQWYd+2hHGt0K7Jxkvli+BAQgH9+K8GJTqiRcpCFRjKAHpEhEFmjfPvbCs3EqNjzdkn32XPmQDTKi93zorQ/eXA6TmHIBPsFc7nkQngzDPM7DFWE4WPyFxmG6I4JzPENvRvBwgbpuGH0MEoxg/j5JNCoGJjRbhzga02wN4GBWpLeGzju78TrUOlq+Vv1Zw72KUAxqOCr+EdjKB/U2PSuYs4Lt9LjaYCF28GvGVyxnPI80Y4P6rxH7q2btkmTocVRYYwotTuJxFJMIaG+Rok3PW4cBvuPg+siBBw3tK8i8YPRykOqKs3yOFiYLEi/RBgFuQ3cH4In4uZgx/ctF0Pj0MmwbsAj/shSEgUtUCryetW8lbNkP9R++eeiv9fjGukObBaitq37q6qvvve2NfA6tHiKWbPfS3GVzPnn3ieVH4Tl1elAseq/vqQ822rQ1JJpVWwNaAkLVNoeNi/ytLjgDFSmYnTu+0WfAkCORlpNBjn+O9kFlHIlgDvap69+o+oI58Dna8zLrw15EgQZvyI82Yd+Td3mcm0Duiq8/hXgdtrQGg+1sZSDl6HVBgSH74oyP7v8h++3q3ltutv6+BJEUxoBiIf/enpttsuo+RA5Z594XL4o8aOk1Ax5UxqHsqrb9hBzVoWz6d1eZGUwi5F5KNRbHMNNvLGprHec0TRjLa077wE05ZIc1YgzeMtf8T4t/XV8BpbcGDn8bShz627uivS+YjlGP7DSYE4P53zxvWHETjuRjJAMdiKe/XhYnvAnEzqBnGAa/PVmKI0CCYjqAzzHSCN95wsbF15sQ8TTpGUfoNC1/+b0/5QF/8fx823UJCLb4+X3RogD475svvQco++vy+fkOrkFoq2OkofZ/2ULABpZhAP70Vx0nLq+lC9yz37wTx48h5I5QOuQAnIoBl7txiAwidhq3SfHtesQ/Q72MCoTvMnGT+NUmhD9FxYwDdJ2Wv/TeX8Vi2zlQ7+apQ2nCHYfBXhrinK3QqVAtn7GXJ4Ps70t+sxe9Ng/JRLBLB3btwdKLDeniID7vzbLerjHB/CPUOgbmLXGxm+33Y/hgWNbCz3vStui5flUSjCVi95xhMrqa2zm/G6vBzLUyqZPIR2GbU3HaFu8NUcxCGZdJE6ft34Vax4nE1qGgeNmsWD//pnnHYUape+cuGSUQ+1RObdXHsk0VHzonVzNun9Y7OJdfPImNbyZCNYPSN1+B2IwgNMZ/Q6WM6hPHkzDmBU4I50g9Xh2gzV+KPJOTJl2AZxLoRMID8J4Ngd0NhAZYNaQk8On2PtNpOxP0dMy0u1oML41V33hYMCtYMjv1wEH/5TSlqMyY3SW88K8RXjXD749E06ZH35ovGQAok/9Z5+RHL+rPWe+FbdEfJdOrw1es9xBbdyi+/oKf5+IKAdTD8UkpUNAABAuPRJo8Rar0mOAIkyhPiSpdhqx44Z3P/bEgPETlK1iYNDsUKlerlciIcXc9tOKpNwOCqQzdkTdmx9r4OOmTNxPnjlk+x+apuTLfzD9ri1Bcmstgma3CdXK9Wx/Wl2et8vVPaullFD+vgoourppl7rr3/i/f9eT3fPTm5ezye8xoe7RdbF8V+++qtxpZ7V4dVh1VzajurJ4W+1TsK7E21nV1YwTWxibYGjtgPxyNM3AhZmAhbsRiPNY6wvizey+67eiC7fA6jm4+GwWbdm+BA38VOFkPtY59YV2Q67ztuJrq98KNZVdrj1fxA+GEpwv+MePbYG44DDLe+a2Ge5ZmO1ZjmGmQwPFRT51QHlwPposhjmtuXvJPWPdn6rooNy7oct1ejjgPNxPB/JduY0c/9ReaWfgKbkMgEUEjqQKP/irC7uhnIaqCzJUbayfEX6StoOkwamtZ3O4wZ0Nuqlau2yzr2yIzRS6vmlY76ypa9324Q5BSJfdxKQQkIyKI19aVUt334GDSfY0qs8F27AUnXApwkTaHqxXHpphCI6emIPC2rVJogQZFTHXLSLXV/8tNebXUGx/ILtVlc0pajpqW4WOpZOQs3ZlO/muUWiATeip467nYjw3UvvWsDS+fUUtv/ZTP3+xFeIk4h6PrcvI4ig3AXrsEeKBw8Ab01ZzorOVqqYHXBVseLYwH5e/1Dshvq+79e3NFyhP0OgB8UihW7ztB/Wv9PyCHVQ/8a7OHcoQGOoCIJ1JMb84DaXZU+7pIb2Y+fRESTwCfIaoBTWoxqc4EqlGD4bSmIgAMzy3UzPLHbFxhejaLReaORXn10su8Fjq+nVgxbrVRDf23ROpDL3o1TmJFBA/Wp1VZ43PZwz6J1ScBivfK9cu7SV+ViWkWPhJvZEvjgxyxjb6G2c18VvPhZTlvoNKat27w9oYNQkjJW9LLnNJdAqmyLamq7QmqD9UIZFZNVIXVlAg0G9VRjwEL5Lv+aUIScjXIbKPf0SqTei9T+4ARraTtIiRzRVlJ+jkRklsiNWKrc7jf/n1rrv4zSjps01lWK0K9Zs4w7gC21HSn90bHaiPvt4GcSAKOm/m+7hWeTX3DG9KvcqT5r5fqmUBgy2Qk0iMAMvBXdwdYEcwZbkTT8pggDELgACKmBKq33/K6Dz38YC44e+rpyTE9zJm7ZKsxGRmzLvyNWE1z9DzgWaeqcAmLotQ/Lqo0d35RKIuqeMCHqtYc5yT78yPUzxTcI9mxFxsmF5Yyz6YuXBdB+7i8MST5AV6kq/J3QUohH34cyOM+bgJ9aryPuo02W2SdKnGLJ+mlqueNjboWps6nikbtWsNCB26n9nCuo6DfPHcC0hPRPooTo1Dal+o+2M4NVCjBKwsCgj7rvwbBVEIfPmHBflCFRWKRUGx/UnHF7aRBGblrmBQ6pXU03Jo04gpojyf/UVpkKsHyOdh++yjv+Tagq2xMKXnkYHnwBHYhtHsI371qLiCZBriLblQCwPrDYp6l0y+IGY6mzEn0SA9FBJvVoAKr/eGabdOFF4PRS2s4RKgjlv6gkkZ/8ylVyH2ArtlxXXz+++ZCWNMhUouJJpgtqwwvwn09h4y//pH1i9K7qjLP9N5CRVrW2wJl+53+SoYiToNHfT9Jv6+etNc7hWvm6aldaeV2osfP25CB/CuwVDu9S+1QySuiu288lFYVqTdQc5NyiZnUdXYXkfwF7jyuYgd0kQwDIv/Y3O3KODeB4pVAfwnVOgLoBSYP8wBTqUXhxQVO2Lemf/UoUBnA8qf11lljFxIjlZgDJQutr3Zca9XRexFHzIQH3row8qZlxiykUBvns3TTvEoJtdM8uKBDHhxwqCFyyWUMc8iBD7iRXaE6MDpP94dR6fUbOyxdXl/+3LNvN4t3nt1h442333HDmHreS1C2ZAJ9I2cT6r9COmZ2KA5OmLK2JJ16dad/dPLbewLLCt5NRBPTr0pZRHqCyHc/R34h5IT5632OyIiMRMo4/apqFqkXwu22H/5vfA329zW4Aw4JaKCkji+8AxFHd80E/nNQMsgDmkhFUsasQsK6kRYDx/Y2+KXmRG+k/xnKZq/f1lc4AXLZ9C5UbYAQyoERf18fwUBQR1DZLBlK8UWUzc7NWfEWQyBHxTiUGsZ5LFtwLn7jle+y1+48ZqOPIwlg/OkPaoY+OCFWCFMilyyNp2+6ydhs0wPuenW9CGmqD3mQpIwjtGGMEubHdE6X8aMIeN2xc43plb3zLWVfAHX9exGhr7F3MNyFcT5TRDfYDrVsoyxdSac0IxlOOqTh2igqlHKT9OFcHt9HjhTemcsE687MHcJc9BgYb+1oLysibM5yX+SYJty9upLpogpJvzKNSTodhyxm7tEIzXEXdVnnSSa8l7KNSEoTvQDIGaiA/l5f8TIOsk3iQdnsyVILT9BRXhl4LJ04907n2CiRzDl14P3RMdmaSttSfWMX0s9JdhoqQkjrRn5o7abElmLttpa0+BipsGJWupuFG2uNd7C9d+KOCLOheHlzj+U9hhn2JDgBVzPLpD7fmmMwJ5Jm3ukuqdGhjhXrBXC+Hsc9xYfysIjH3da4TduYIDWjxEawjSD/vMy4R2tdCxe0o6qah/LL07mKR7Adf3Sc6gLmdOS7co8DSatm2/JRGY3Leeu8/wu4GrTjPx8CCTL7SODrc8EsrNHYCGWKdY83GqeDAcjPDjgOjNhI7uJ4iqhKlBglTqqSKYvymwK5rkG56QE9AaBbAwCWKjbY5YXAB0jcX2elAAkIAIDnQZnu7j4jBWCAvTAEmApzFGg36w/v0NmeI/u0vF7r60enW4NVAAEj4a44EIdZFXyvEntvwByeY40YqwWnMoK2VGadiAkSXM0g1K1CcaxnB0V8UHNsYOFPtpEXmo9FWZY19AV6lT/yH9ETnJZABbQRKsTBOB+7+VID+1Qh62mfVWbTtSH5eBr5rWsUxMxUnGtOXW2MKyFG7bjojssJki1jYODPFfOdDJY4HBIyaRRUcuTRKKBTxKBEmQpVatRp0KRDlx59BphY2AwZMWbCliMnLgRcuXHnwZMXX/4ChAkXKUqsBImS/QeAUIo02XIVKlKsRJlyFSpVadKsVZt2In36DRg0ZLcJk6YcdNhRM2Ydc9wJp5xx1jnnXTBn3kWXXHbFDXcsewKuMnQwNd1RkDMJuMnRmSq6QDUG1wWnI2LaVtpNmrEMOpWIiXwhuhigV8CqA1c+ZUTwzCPgeGTJZD9H/kAAYkjopgoDZm5TRlt7UtLBg6bFPZMFM8n2JMHH0OeI41CNqEqtXcFN0Yo6A0kGjucUD5dDGWimHiq9KqkNm9nWLQy3rmRiYs66yShnM47H87ZhAqBVGLnuCDhXEdzFW3JAl6CbHmXTFWeqYUjwOE/SWLTTAYhOpPVCRBBj2qAETEmCZAiR4jR1PwxxFYxoxhyU6Vf3KQlN1W2rX7toNkgDHTw4m2aVjhGdAE5xMS8k/cdpFHdpijpTBUFSB+IaZFAnmAAOBJBAAQ0M5EhnymVFTA5qVRKNNCjq8NSIOrEZk5hKI7iI0Md200jAPbkxnTFFiAEOrq4zl4cyzDRCmomHGjBFZ0bvNtB6wAA4EEACBTQwrtw80xCZAebgYBssYAmuah2xgS3sYA8e+HCA0ykFBzzaFIEUBAQjBGFuRCJdKQsLz21AQT0KK1XUguJxlSXMlDaiLF0ea1AHBIJCNZL3hwPqodCRpqcL8z0AU1LLnG2y2gpiu0YFjElNSCUiGUKkUKvvigrzddAA0SDoJ07nyJ3LuUS47EXTCbBcMlIyJrSSSDCYxIDsrQNwIIAECugAxpAJNqKSJOpDXTFEu9lBkyOXhYoNtKoTiUlMOVJ0qj+rGuzKJUSSASFSuBtRq00imH220hVDYrdoJEvTgalIJZYcNfyjCrHWGVXZTfPExXqFTk5pYgI09u7Kapi6vLoV7xR3vbpYRXklvQx6HylrzD/iX7lR98cWU6+UVrGjWVKYQwQNBCPAgQASKKCB8ZeL6WSwEoaHaxQxhlvSI61XgnWHlIaSUqC56gI4EEACBTQwkRhOgI1VGmYZFebOuQ8XJ9AKVTRv0EZaitsJbHEihwm7krhACgwoQRkqUIUa1KHJxdAlPUAfBmAeNitT9XU9bs1bKR/AF6EIp4QYJQNCpNTNjeWtR4GqhVlFVAyUWmUZOoaoYNA9H7hA1nzzUcAVw2UNsM4AX3sJsHUSF0iBASUoQwWqUIM6NPOkND9yOS9BSsZTt7agnGyk6UsBwFPxkvGGBdEn3kneNQQw/eccS8ao/BXo238uEi1ArcRXdkXr7b9qyA44iW/pxDr3UW9YnT11o7ksmGMf85OUx/hJMxOi9Y2N7Hor3FOCnZ0ae6Bb2z1y/fpuv5AG+ATyaZqh3upmvBbQwwVFuRMRFKOnJAkRV2WlerXnj1NmM6ikfCo0UZYW5GBQ9I2yHQYH2hIFLQ068GUHZzCATf48baX1tX5kf16WfM17fYKSPJjhW8ajsaF4MBtgXaCkyT+347EBk+1WUWYqRfHoyLduZQVrrnSGubZ/PlXFOWyaJLE7rV09KN7jWn9ljYR74Kzc7kgivZUkNeHqECX9+flK1MhUFY6BVbuE+Um234rzqQ9JBwo2ksFFf+12MN+K4rvCulQAzh5aPVf2XLiU2z0qt9NSXE0DsAaQKuHAe9zZ5NgHzJcEan9UDfARCqatNfWo0SSZAY77BUx6TOgIx8iUnuXPQGhokEG113S6ap17XEvkZ6BukgoHxmByv8+i33YWaW32XONPXlpVPIhRUxII1LrUy3X8B9aGqNCHnvY/8mu2I2qEhjZ6MTiC3kronvYd3iuI8LRd00ZVZmBDdVLleLYmfWW8nWhQkTv4oKuGsrHhFk/SD/uH7F1su3jdtoiqBettGXYSf3D7VXgux5J7YrE7R3t1euSz+KJhgB24qpn/hJSx5pwPpGr+8E1cw0BgO7m1cIGq1eGrIYA1g9E2lHoRe0Mjho2YCfvMtHCJ25vbfxssbvz3UFvyai2s12RHXYDQ/ZD7fGGbzUKveTWjCcycisj5TxSnnapNFY950yZ2bRqdxjc0RqDq6SY6v4z3ToUq5UMSztr9obk04+oh75JHHhpNq7sWo6ch87CCtQH9L3GVCjpA0K+yhvPi/ux8Yc3o+EPvA42b3tg0rtSxx+Tfm7rvRCP9uld81g8LvyH8iYXIAr9ufivtjbGTGqVZlFnF7o9Axp998dbl1+iNpdmub/7CTlZef9CaZvZ04+kfyq5CzXzgK5vZC25DpZmH+iP2KjfR7nSuLdFOMFD1JMxTd3BM0a8AReKC8Y7ptOZ/KbnEcK3brIBjyJr7ULRAdzeyB71/jeAPBKOJBdCPBtyt0iZ+/zZJkFQgz7KUD0hYma9WmatavQLNSplWKoc7otLuRrtIK0pHRIP9SrN/pS70+l3R77ob9lomZcITZRLU/xNIFYVIphwBpbIpArbCNFaMfJvaNQJJmbZNRSFODCpq0iBHon86SEWDIZUDgE6rIYMGemwsjKYBXMDy4PWS4UkiwoDfLRdHhRJcShoAi5KAY0NtJrbRYr5HFl3SjuBYfXqv88hBIlAeuEZ06YAvyRgAtu55ywAUAJhpAjOmrznaUjEswhqA1BtYaUMIrD2D1iXgkNWBYNeI8lWGMAiiDyi6b5OnXSmezQtR1jEkiaM0BQ2xEIchDRW2rySkICqEQI6jQgVJ8D5hFhwI7xxSDBqXiyFLBoZIsGDZlMIuPIMOJg0G/dJYVSrfIqCwQSbFDJVAUk3VokyJL0kbALZysNRAAYC+a5wdLIkYQkqiawcA+QZ1RxNi4XvcBDA8oCwUzaTKaISNS/OhjDobXD6i/MfJkAD6eNsTAPeWKvwHHl4DgxnACxmx4Ws7SrJg4HXj6g0GMfZJ2L2/AQCs8tgbgh4DCgomDBhwQ2E+EhkWtFQRjRpoOxEcggFzxbbMNAaHMaXUqkzaIqvLxDG4S2QwjZKm0cAR5TzZAo8/LUcg9NU6O9phNAB9BQAAi/4xoEGmO8r1q1bjglkT2kxqst8B0/41o9IuEDFYOHgkUsikR9UsxnAar+axOnQH09pqYqdWtc474z5TVqzZsgvCuUaH1HK9+fAT+hoRUjQl1TsiVZ1m9U5ZUiHLDo2ytbjqgXmXHHH6LXfOQxeddFh3QawrdEWPXHPZUbfcdFvVsF0KDmbuhuIkEBBJDtxxq4snHB2y45Yce5wK3DJjaSJtY8acJQ4LXDZ4+BzYB0cgvbhBgoXc/P2dEChOvO1iQBm3Ys+80KlDl25vvB6uW9yI1dSwV0N0z4wevV7aZ8pzd90zasxue+w17qlDDlu24j+PQQCAx0rmv0c4weLVnhwAAAD47++E8rKuxY+u34W0RJxVzEZV7igIMF+GwubH9LdGhx/l00X1dlZPZZeT3Td55rua4nV4zK9hnQA4nKco1UeYMNbEIIPB/w/7d+s9z8u2OiKMG5sSqeNYZpB6aogXAyRSZvaml1FpFVTMGAUOI8+xqdiM678862cc2LT86smoouQpfjX5p8O5o+SN+6f0bC3ZE9yYuW5nPm6i/a0Hwf8iOnFgAgJl9jh9jE0x1DEfDtrZkpXvTTjpUaLz0i+u3Doc/LiyoeULlaGxjJiToEzTI/62Eoo5N1yR7c+ukvN0E/oY82i5S5oV3bmqz6taauhRNeaHWsqGWpJddVHaV3ZVZV1JxavmqN9QiaUPLS1COJklLVMepTDxXBXaZAPTH1o982ui1FIYJ3YynFMJGvt5jcZ2YtfsHIZLA+gO4kLIne4vlMuYqLeV59EE1YfnmxgZ5RjSwc9nug2kRnsU5Dqcvy3sW9/A78j4aqcSAw6Dj8eHR6M0siGfq5xrkyq/PxCHBTYAlbw0zrf0QUb2qnP/yzxUlV4Je2ihaeI/WV2rmhJ70yWAqIf0uvt2NqerzaoGhpriYqKoeFzwVCqfyVQ+0/68JlmtzVFgbbm3tZ47ZDa5dm2e9yFNGC06ztgVCGHshgwi0HXlPbtg6+L0dndaC4NVM+Eei+d1tJlqu23yfRfngAfwFgBoQeCgEAMA+ADbHhAsnx4wGGE94NjieiCQdfVAMjFFKKvp5+ykSpMnQ4J/uVkYxiXMxqR38jEQ6zhJcZRYGeSxOqkSByua7djIVtp+PWSGTBbZLv0mi6nWQ5sTn1hdZYpk7DCZLIdkimKXMSy/fSVTgkZpBkP6g9Fec9vES8Ae14tSpjcEjtbp7xWEBw==' };

exports.dejaVuSans = dejaVuSans;
exports.inter = inter;
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
