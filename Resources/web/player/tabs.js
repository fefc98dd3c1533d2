// The content's tabs on one scroll view: a port of HeaderKit/Tabs/HeaderScreen+Tabs.swift (which
// offset a switch shows, the offsets saved while pinned) and the hit test of
// HeaderKit/Screen/HeaderScreen.swift that finds a tab strip's segment under a tap. The four tab
// rules: one drag or fling carries from the header into the list (1) and a pull pulls the header
// (4) because header and rows are one scroll view; a switch keeps the offset while the header
// shows (2), else returns to the tab's own offset left pinned, or its first row under the strip (3);
// a tab shorter than the screen is padded so it still collapses the header (rule 4, `paddedHeight`).

/** The tabs' state: the shown tab, each tab's list height, the offsets left pinned. */
export class Tabs {
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
export function switchesTabs(layer) {
  return layer.kind === 'tabs' || (layer.kind === 'segmented' && layer.json.switchesTabs === true);
}

/**
 * What a press at `point` lands on (HeaderScreen.hitTest): the topmost drawn layer above the list
 * — {kind: 'bar', segment, switchesTabs} for a segmented control or tab strip, 'pager', 'header' —
 * else 'row' on the list, 'header' on a layer below it, else 'none'.
 * @param {object} o  {design, layers (Session.layers()), viewport, point, listY (offset + y − rowsTop), listHeight, tabCount}
 */
export function hitTest({ design, layers, viewport, point, listY, listHeight, tabCount }) {
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
