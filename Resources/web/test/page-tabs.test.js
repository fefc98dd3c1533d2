// Tabs on the page in headless Chromium: window.stretchy.replay gives `tab` per row as
// `stretchy replay`'s trace.csv does for a script that taps and swipes between tabs, and touch
// events (CDP Input.dispatchTouchEvent) on the tab strip switch tabs (issue 44's "Done when").
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePage, inlineImages } from '../tools/page.js';
import { bundle } from '../tools/bundle.js';
import { Browser, findChromium } from '../tools/chromium.js';
import { scriptDesign } from '../tools/script-design.js';
import { readTrace, compareTraces } from '../tools/trace-compare.js';
import { decodePNG } from '../tools/png.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const designs = path.join(here, '..', '..', 'designs');
const chromium = findChromium();
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'stretchy-tabs-'));
const fixture = (name) => JSON.parse(fs.readFileSync(path.join(here, 'fixtures', name), 'utf8'));

/** A page for a shipped design with its own content, on iPhone 15, with the heights `stretchy
 *  share` measured for `script` (else `contentDoc`, its rows at their estimate). */
function pageFor(designName, script, contentDoc = null, withImages = false, edit = null) {
  const designDoc = (edit ?? ((doc) => doc))(scriptDesign(designName, script).doc);
  contentDoc ??= JSON.parse(fs.readFileSync(path.join(designs, designDoc.content), 'utf8'));
  const options = script ? { device: 'iphone-15', lineHeights: fixture(`${script}.lines.json`), tabLineHeights: fixture(`${script}.tab-lines.json`) }
    : { device: 'iphone-15' };
  const file = path.join(out, `${designName}-${script ?? 'own'}${withImages ? '-images' : ''}${edit ? `-${edit.label}` : ''}.html`);
  const images = withImages ? inlineImages(designDoc, designs, contentDoc, designs) : {};
  fs.writeFileSync(file, makePage({ designDoc, contentDoc, images, options, player: bundle() }));
  return `file://${file}`;
}

test('tabs on the page in headless Chromium', { skip: chromium ? false : 'no Chromium installed (make test-deps installs it)' }, async (t) => {
  const browser = await Browser.launch(chromium);
  t.after(async () => { await browser.close(); fs.rmSync(out, { recursive: true, force: true }); });
  const profile = await browser.open(pageFor('profile', 'profile-tab-taps'));

  await t.test('replay gives the tab per row as the Swift trace does', async () => {
    for (const [design, name, page] of [['profile', 'profile-tab-taps', profile],
      ['grid-profile', 'grid-profile-tab-swipes', await browser.open(pageFor('grid-profile', 'grid-profile-tab-swipes'))]]) {
      const script = JSON.parse(fs.readFileSync(path.join(here, 'scripts', `${name}.json`), 'utf8'));
      assert.equal(script.design, design);
      const rows = await page.evaluate(`window.stretchy.replay(${JSON.stringify(script)})`);
      const reference = readTrace(path.join(here, 'fixtures', `${name}.csv`));
      const result = compareTraces(rows, reference);
      assert.equal(result.lengthDiffers, false, name);
      assert.ok(result.rms <= 0.5 && result.max <= 2, `${name}: RMS ${result.rms}, max ${result.max}`);
      assert.deepEqual(result.phaseMismatches.slice(0, 3), [], name);
      assert.equal(result.tabMissing, false, `${name}: no tab per row`);
      assert.ok(result.tabMax <= 0.005, `${name}: tab max ${result.tabMax}`);
      assert.ok(new Set(reference.map((r) => Math.round(r.tab))).size >= 3, `${name}: the trace visits three tabs`);
    }
  });

  await t.test('a touch tap on the tab strip switches tabs', async () => {
    // A fresh page at rest: the strip's four titles span the 393 pt width under the profile.
    const page = await browser.open(pageFor('profile', 'profile-tab-taps'));
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const state = () => page.evaluate('window.stretchy.state()');
    const before = await state();
    assert.equal(before.tab, 0);
    const strip = before.layers.find((l) => l.id === 'tabs').frame;
    // The third title's centre ("Media").
    const point = { x: strip[0] + strip[2] * 2.5 / 4, y: strip[1] + strip[3] / 2 };
    await page.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await sleep(60);
    await page.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // The lists slide there (UIKit's animated setContentOffset on the tab pager).
    const deadline = Date.now() + 3000;
    let s = await state();
    while (Math.abs(s.tab - 2) > 0.001 && Date.now() < deadline) { await sleep(50); s = await state(); }
    assert.ok(Math.abs(s.tab - 2) <= 0.001, `tab ${s.tab} after the tap`);
    // Rule 2: the header showed, so the offset stayed where it was.
    assert.ok(Math.abs(s.offset_y - before.offset_y) < 0.01, `offset ${s.offset_y} from ${before.offset_y}`);
    const events = await page.evaluate('window.stretchy.events()');
    assert.ok(events.some((e) => e.event === 'didSwitchTab' && e.to === 2 && e.from === 0), JSON.stringify(events.slice(-4)));
    // The strip shows it: the third title in label colour, the others secondary.
    const colours = await page.evaluate(`[...document.querySelectorAll('.layer-tabs div div')].filter((d) => d.textContent).map((d) => d.style.color)`);
    assert.equal(colours.length, 4);
    assert.notEqual(colours[2], colours[0]);
    assert.equal(colours[0], colours[1]);
  });

  await t.test('a touch swipe across the list pages to the next tab', async () => {
    const page = await browser.open(pageFor('grid-profile', 'grid-profile-tab-swipes'), { width: 393, height: 852 });
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const touch = (type, x, y) => page.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    // From right to left over the grid (below the strip at rest), fast enough to page.
    await touch('touchStart', 330, 640);
    for (let x = 310; x >= 70; x -= 30) { await touch('touchMove', x, 642); await sleep(8); }
    await touch('touchEnd', 70, 642);
    // The pager lands on the next page, and once it rests that tab is shown (Session.settleTabSwipe).
    const switched = () => page.evaluate(`window.stretchy.events().some((e) => e.event === 'didSwitchTab' && e.to === 1 && e.from === 0)`);
    const deadline = Date.now() + 4000;
    while (!(await switched()) && Date.now() < deadline) await sleep(50);
    assert.ok(await switched(), JSON.stringify(await page.evaluate('window.stretchy.events().slice(-4)')));
    const s = await page.evaluate('window.stretchy.state()');
    assert.ok(Math.abs(s.tab - 1) <= 0.001, `tab ${s.tab} after the swipe`);
  });

  await t.test("the strip draws the design's look (TabStripLook): Threads' full-width underline, a pill", async () => {
    // profile's strip (4 tabs across 393 pt, 44 pt tall) given another look.
    const look = (label, tabs) => Object.assign((doc) => ({ ...doc, layers: doc.layers.map((l) => (l.kind === 'tabs' ? { ...l, ...tabs } : l)) }), { label });
    // Read once the embedded fonts have loaded and the layers are built again in them.
    const read = async (page) => (await page.evaluate('window.stretchy.fonts()'), page.evaluate(`(() => {
      const inner = document.querySelector('.layer-tabs').firstElementChild;
      const strip = inner.getBoundingClientRect();
      const indicator = [...inner.children].find((e) => e.style.willChange === 'transform');
      const r = indicator.getBoundingClientRect(), style = getComputedStyle(indicator);
      const titled = [...inner.children].filter((e) => e.textContent);
      const titles = titled.map((e) => ({ text: e.textContent, color: getComputedStyle(e).color }));
      const context = document.createElement('canvas').getContext('2d');
      context.font = getComputedStyle(titled[0]).font;
      return { strip: [strip.x, strip.y, strip.width, strip.height], indicator: [r.x - strip.x, r.y - strip.y, r.width, r.height],
        background: style.backgroundColor, radius: style.borderTopLeftRadius, titles, firstWidth: context.measureText(titles[0].text).width };
    })()`));
    const threads = await read(await browser.open(pageFor('profile', 'profile-tab-taps', null, false, look('threads',
      { color: '#FF0000', selectedColor: '#00FF00', indicator: { style: 'underline', color: 'label', height: 1, width: 'full' } })), { width: 393, height: 852 }));
    const cell = 393 / 4;
    // Full width: the first title's whole cell, 1 pt at the strip's bottom, square, in label (black).
    assert.deepEqual(threads.indicator.map((v) => Math.round(v * 100) / 100), [0, 43, cell, 1]);
    assert.equal(threads.background, 'rgb(0, 0, 0)');
    assert.equal(threads.radius, '0px');
    assert.deepEqual(threads.titles.map((t) => t.color), ['rgb(0, 255, 0)', 'rgb(255, 0, 0)', 'rgb(255, 0, 0)', 'rgb(255, 0, 0)']);
    // A pill: the 15 pt line + 10 tall, centred in the strip, the title's width + 24 (at most the cell − 4), systemGray5.
    const pill = await read(await browser.open(pageFor('profile', 'profile-tab-taps', null, false, look('pill', { indicator: { style: 'pill' } })),
      { width: 393, height: 852 }));
    const width = Math.min(cell - 4, pill.firstWidth + 24);
    assert.ok(Math.abs(pill.indicator[2] - width) < 0.05 && Math.abs(pill.indicator[0] - (cell - width) / 2) < 0.05, `${pill.indicator} vs width ${width}`);
    assert.deepEqual(pill.indicator.slice(1, 2).concat(pill.indicator.slice(3)).map((v) => Math.round(v * 100) / 100), [22 - 14, 28]);
    assert.equal(pill.background, 'rgb(229, 229, 234)');
    assert.equal(pill.radius, '14px');
  });

  await t.test("the page's text is in the window's font, embedded", async () => {
    // Every face loaded from the page itself (nothing fetched).
    assert.deepEqual((await profile.evaluate('window.stretchy.fonts()')).sort(),
      ['DejaVu Sans 400 loaded', 'DejaVu Sans 700 loaded', 'Inter 400 loaded', 'Inter 600 loaded', 'Inter 700 loaded']);
    // "Stretchy" at 15 px without kerning: the advances in the font files (fontTools' hmtx) —
    // DejaVu Sans bold 9839 and regular 8644 units of 2048 per em.
    const width = (font) => profile.evaluate(`(() => { const c = document.createElement('canvas').getContext('2d'); c.fontKerning = 'none';
      c.font = ${JSON.stringify(font)}; return c.measureText('Stretchy').width; })()`);
    const bold = await width('700 15px "DejaVu Sans"'), regular = await width('400 15px "DejaVu Sans"');
    assert.ok(Math.abs(bold - 9839 * 15 / 2048) < 0.05, `bold ${bold}`);
    assert.ok(Math.abs(regular - 8644 * 15 / 2048) < 0.05, `regular ${regular}`);
    // On a device the window draws in Inter (PlatformFonts.uiFamilies): so does the page's strip.
    const stripFont = await profile.evaluate(`getComputedStyle([...document.querySelectorAll('.layer-tabs div div')].find((d) => d.textContent === 'Posts')).fontFamily`);
    assert.match(stripFont, /^"?Inter"?, "?DejaVu Sans/);
  });

  await t.test("the tab bar's items sit in the floating capsule's cells", async () => {
    // HeaderScreen.drawTabBar: the items share the capsule's inside (4 pt in), one equal cell each.
    const page = await browser.open(pageFor('profile', 'profile-tab-taps'), { width: 393, height: 852 });
    const bar = (await page.evaluate('window.stretchy.state()')).layers.find((l) => l.id === 'tabBar').frame;
    const items = await page.evaluate(`[...document.querySelectorAll('.layer-tabBar > div')].filter((d) => d.textContent)
      .map((d) => { const r = d.getBoundingClientRect(); return { title: d.textContent, centre: r.left + r.width / 2 }; })`);
    assert.deepEqual(items.map((i) => i.title), ['Home', 'Search', 'Notifications', 'Messages']);
    const cell = (bar[2] - 8) / 4;
    items.forEach((item, i) => assert.ok(Math.abs(item.centre - (bar[0] + 4 + (i + 0.5) * cell)) < 0.5, `${item.title} at ${item.centre}`));
  });

  await t.test("a layer's border is a ring of its colour just inside the outline", async () => {
    // profile's avatar: a circle with a `ringWidth * s` systemBackground border (white in light
    // mode), a photo inside. Screenshot pixels: the ring's middle on the left edge is white; the
    // frame's centre, the photo, is not.
    const page = await browser.open(pageFor('profile', 'profile-tab-taps', null, true), { width: 393, height: 852 });
    await page.evaluate('window.stretchy.fonts()');
    await page.evaluate(`Promise.all([...document.images].map((i) => i.complete ? null : new Promise((r) => i.onload = r)))`);
    await page.send('Page.bringToFront');
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
    const [x, y, w, h] = (await page.evaluate('window.stretchy.state()')).layers.find((l) => l.id === 'avatar').frame;
    const ring = 4; // profile's ringWidth parameter at rest (s = 1)
    const { data } = await page.send('Page.captureScreenshot', { format: 'png' });
    const png = decodePNG(Buffer.from(data, 'base64'));
    assert.deepEqual(png.rgb(Math.round(x + ring / 2), Math.round(y + h / 2)), [255, 255, 255]);
    assert.ok(png.rgb(Math.round(x + w / 2), Math.round(y + h / 2)).some((v) => v < 200), 'the photo inside the ring');
  });

  await t.test('plain section headers stick under the pinned strip, pushed up by the next', async () => {
    // Two sections of 20 rows at the 64 pt estimate under 28 pt headers: "Two" starts 28 + 20 × 64
    // = 1308 pt into the list. Held drags (touch slop 0, no release) put the offset exactly.
    const rows = Array.from({ length: 20 }, (_, i) => ({ title: `Row ${i}`, subtitle: 'text' }));
    const content = { title: 'Sticky', tabs: [{ title: 'A', sections: [{ header: 'One', template: 'thumbnail', rows },
      { header: 'Two', template: 'thumbnail', rows }] }, { title: 'B', sections: [{ rows }] }] };
    // The window the phone's size, so the stage is drawn 1:1 (a smaller window scales it to fit).
    const page = await browser.open(pageFor('profile', null, content), { width: 393, height: 852 });
    const headerTops = async (offset) => {
      const script = { params: { touchSlop: 0 }, duration_ms: 1200, events: [{ t: 0, type: 'drag', from: [196, 128 + offset],
        to: [196, 128], duration_ms: 1000, hz: 60, release: false }] };
      await page.evaluate(`window.stretchy.replay(${JSON.stringify(script)}, {pause: true}).length`);
      const state = await page.evaluate('window.stretchy.state()');
      const tops = await page.evaluate(`Object.fromEntries([...document.querySelectorAll('.list div')].filter((d) => d.textContent === 'One' || d.textContent === 'Two')
        .filter((d) => d.getBoundingClientRect().width > 0 && getComputedStyle(d.parentElement).visibility === 'visible').map((d) => [d.textContent, d.getBoundingClientRect().top]))`);
      return { state, tops };
    };
    const rowsTop = 421; // profile's tabsY + 44 on iphone-15 (the list's top at rest)
    const { state, tops } = await headerTops(600);
    assert.ok(Math.abs(state.offset_y - 600) < 0.01, `offset ${state.offset_y}`);
    const strip = state.layers.find((l) => l.id === 'tabs').frame;
    const pinTop = strip[1] + strip[3];
    assert.ok(Math.abs(pinTop - 147) < 0.01, `the strip pins at 103 under the bar: ${strip}`);
    // "One" would be at 421 − 600 = −179: it sticks at the strip's bottom.
    assert.ok(Math.abs(tops.One - pinTop) < 0.5, `One at ${tops.One}, the strip ends at ${pinTop}`);
    // At 1572 "Two" is at 421 + 1308 − 1572 = 157, 10 pt under the pin: "One" is pushed up to 157 − 28.
    const pushed = await headerTops(1572);
    assert.ok(Math.abs(pushed.tops.Two - (rowsTop + 1308 - 1572)) < 0.5, `Two at ${pushed.tops.Two}`);
    assert.ok(Math.abs(pushed.tops.One - (rowsTop + 1308 - 1572 - 28)) < 0.5, `One at ${pushed.tops.One}`);
  });
});
