// What each layer looks like at one offset, as CSS that only transforms, clips and fades (no
// layout per frame): every layer sits in a viewport-sized container whose `clip-path: inset()`
// is the layer's frame (scaled about its anchor) within its clip, and an inner element moved and
// scaled by `transform`. Pure: the page applies these strings; the tests read them.

const px = (v) => `${Math.round(v * 1000) / 1000}px`;

/** `inset()` for the rectangle `r` in a viewport, rounded by `radius`. */
export function insetClip(r, viewport, radius = 0) {
  if (!(r.width > 0 && r.height > 0) || !Number.isFinite(r.x) || !Number.isFinite(r.y)) return 'inset(50% 50% 50% 50%)';
  const top = r.y, left = r.x, right = viewport.width - (r.x + r.width), bottom = viewport.height - (r.y + r.height);
  return `inset(${px(top)} ${px(right)} ${px(bottom)} ${px(left)}${radius > 0 ? ` round ${px(radius)}` : ''})`;
}

export function intersect(a, b) {
  const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width), bottom = Math.min(a.y + a.height, b.y + b.height);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

/** The transform that draws an image of `natural` size into `frame` by `contentMode` (AspectFill.swift). */
export function imageTransform(frame, natural, contentMode = 'aspectFill') {
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
export function layerStyle(layer, r, viewport, base = null) {
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
export function borderClip(layer, r) {
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
export function shadowStyle(layer, r, viewport) {
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
