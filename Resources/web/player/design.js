// Port of the reading half of StretchyFiles/Design/DesignLoader.swift and of
// HeaderKit/Design/Design.swift + ResolvedLayer.swift: a design file's parameters, variables,
// scroll block and layers, as evaluators over one slot array, and each layer at an offset.
import { ExpressionScope, builtIns, isNameable, parseExpression, slot } from './expression.js';
import { keyframesEvaluator } from './keyframes.js';
import { evaluatePlan, makeLayoutPlan } from './layout-plan.js';
import { readsFrames } from './frame-references.js';
import { physicsParameters } from '../physics/scroll-configuration.js';

/** The shared parameters besides the physics (HeaderKit/Tuning/HeaderParameters.swift). */
export const refreshParameters = {
  refreshEnabled: { default: 1, flag: true },
  refreshThreshold: { default: 80, min: 10, max: 500 },
  refreshDuration: { default: 1.5, min: 0.1, max: 30 },
  spinnerHeight: { default: 60, min: 10, max: 200 },
};
export const listParameters = {
  estimatedRowHeight: { default: 64, min: 10, max: 500 },
};

/** Every expression result is held within ±1e6 points; a non-finite one is 0 (Design.bounded). */
export const valueLimit = 1e6;
export const bounded = (x) => (Number.isFinite(x) ? Math.min(valueLimit, Math.max(-valueLimit, x)) : 0);

/** Reads a design document (the parsed JSON of a design file). Throws on expressions it cannot parse. */
export function loadDesign(doc) {
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
export function parameterValues(design, overrides = {}) {
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
export function designValues(design, parameters, viewport, safeArea = { top: 0, bottom: 0 }) {
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
export function derive(design, slots) {
  if (design.plan) return evaluatePlan(design.plan, slots);
  const first = builtIns.length + design.parameterSpecs.length;
  design.variables.forEach((v, i) => { slots[first + i] = bounded(v(slots)); });
}

/** `slots` at another offset, variables derived again (into `into`, reused per frame). */
export function valuesAt(design, slots, offset, into = new Float64Array(slots.length), motion = {}) {
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
export function resolveLayer(layer, slots, viewport) {
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
export function scaledFrame(r, anchor) {
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
