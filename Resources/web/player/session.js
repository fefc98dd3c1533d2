// A port of the parts of StretchyKit/Session/Session.swift and Session+Input.swift that move the
// list: the vertical scroll view over the design's insets and content, pull to refresh (its inset
// animated in and out), the design's snap offsets, and keeping the offset near its range. Time is
// the session's clock in ms, as scripts name it; nothing here reads a clock.
import { ScrollView, scrollConfiguration } from '../physics/index.js';
import { designValues, parameterValues, valuesAt, bounded, resolveLayer, scaledFrame } from './design.js';
import { contentSections, contentTabs, listHeight } from './content.js';
import { Tabs, hitTest } from './tabs.js';
import { RefreshControl } from './refresh-control.js';
import { snapTarget } from './snap-policy.js';
import { slot } from './expression.js';
import { barProgress, tabBarLayout, TabBarMinimizer } from './tab-bar.js';
import { DirectionalLock } from '../physics/directional-lock.js';

/** How far a status-bar press may move and still be a tap: UIKit's 10 pt (PointerRouter.statusBarTapSlop). */
const statusBarTapSlop = 10;

export class Session {
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
