// Draws a session's screen as DOM: each design layer an absolutely positioned element in a
// viewport-sized container, the list's lines built once in one content element; every frame only
// writes transform, clip-path, opacity and filter (frame-styles.js), never a size: no layout per
// frame. Browser only (needs `document`).
import { layerStyle, imageTransform, borderClip, shadowStyle } from './frame-styles.js';
import { cssColor } from './colors.js';
import { colorExpression } from './color-expression.js';
import { barProgress } from './tab-bar.js';
import { contentSections, contentTabs, listLayout, cellSize } from './content.js';
import { valuesAt } from './design.js';
import { fontStack as fontStackFor } from './embedded-fonts.js';

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

export class Stage {
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
