// Plays touches on a `stretchy share --record` page in headless Chromium (Record mode, opened at
// #record) and writes the trace the page recorded: what a finger on a phone would do, for the
// test that `stretchy calibrate` reads it (issue 49). Headless Chromium scrolls the page under
// touch but has no bounce past the top (iOS Safari has: the offset goes negative there).
// Usage: node Resources/web/tools/record-touches.js PAGE.html OUT.json
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Browser, findChromium } from './chromium.js';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Drags the finger from `from` to `to` (y, at x 195) over `ms`, with the speed rising and
 *  falling (a finger's speed varies, which lets calibrate tell a latency from a slop), one touch
 *  every `step` ms; held `hold` ms, then lifted. */
async function drag(page, from, to, ms, { hold = 0, step = 8 } = {}) {
  const touch = (type, y) => page.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 195, y }] });
  await touch('touchStart', from);
  const start = Date.now();
  for (;;) {
    await sleep(step);
    const u = Math.min(1, (Date.now() - start) / ms);
    await touch('touchMove', from + (to - from) * (u - Math.sin(2 * Math.PI * u) / (2 * Math.PI)));
    if (u >= 1) break;
  }
  if (hold) await sleep(hold);
  await touch('touchEnd');
}

export async function recordTouches(pagePath) {
  const chromium = findChromium();
  if (!chromium) throw new Error('no Chromium installed (make test-deps installs it)');
  const browser = await Browser.launch(chromium);
  try {
    const page = await browser.open(`file://${path.resolve(pagePath)}#record`);
    await page.send('Page.bringToFront');
    await sleep(300);
    await drag(page, 600, 250, 700, { hold: 120 });  // a slow drag up, held, let go
    await sleep(400);
    await drag(page, 650, 450, 90);  // a flick up
    await sleep(1500);
    await drag(page, 300, 500, 500, { hold: 120 });  // a drag back down
    await sleep(500);
    return await page.evaluate('window.stretchy.recordedTrace()');
  } finally {
    // The trace is in hand: a profile folder Chromium's helpers still write to is not a failure.
    await browser.close().catch(() => {});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [pagePath, out] = process.argv.slice(2);
  if (!pagePath || !out) { console.error('usage: node record-touches.js PAGE.html OUT.json'); process.exit(1); }
  const trace = await recordTouches(pagePath);
  fs.writeFileSync(out, `${JSON.stringify(trace)}\n`);
  const offsets = trace.frames.map((f) => f.offset);
  console.log(`${out}: ${trace.touches.length} touches, ${trace.frames.length} frames, offsets ${Math.min(...offsets)}…${Math.max(...offsets)}`);
}
