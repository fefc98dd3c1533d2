// A layer's shadow on the page against its closed form: album's artwork casts CALayer's shadow
// (black, opacity 0.22, radius 14, offset (0, 8)) — its rounded outline moved 8 pt down and blurred
// by a Gaussian of σ = 14 pt (the window's). Far from the corners, a point d pt below the
// artwork's bottom edge is darkened by 0.22 · Φ((8 − d) / 14) over the white page: so 255 · (1 −
// that), within 4 levels (the window's own picture is within 3 of the same figures).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePage, inlineImages } from '../tools/page.js';
import { bundle } from '../tools/bundle.js';
import { Browser, findChromium } from '../tools/chromium.js';
import { decodePNG } from '../tools/png.js';
import { scriptDesign } from '../tools/script-design.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const designs = path.join(here, '..', '..', 'designs');
const chromium = findChromium();

/** The standard normal CDF (Abramowitz & Stegun 7.1.26's erf, |error| < 1.5e-7). */
function phi(x) {
  const z = Math.abs(x) / Math.SQRT2, t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return 0.5 * (1 + (x >= 0 ? erf : -erf));
}

test("album's artwork shadow has the Gaussian's falloff", { skip: chromium ? false : 'no Chromium installed (make test-deps installs it)' }, async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'stretchy-shadow-'));
  // As `stretchy share` gives it to the page (album's buttons are a stack: scriptDesign).
  const { doc: designDoc } = scriptDesign('album', 'album-shots');
  const contentDoc = JSON.parse(fs.readFileSync(path.join(designs, designDoc.content), 'utf8'));
  const file = path.join(out, 'album.html');
  fs.writeFileSync(file, makePage({ designDoc, contentDoc, images: inlineImages(designDoc, designs, contentDoc, designs), options: {}, player: bundle() }));
  const browser = await Browser.launch(chromium);
  try {
    const page = await browser.open(`file://${file}`);
    await page.send('Page.bringToFront');
    await page.evaluate(`window.stretchy.fonts().then(() => Promise.all([...document.images].map((i) => i.complete ? null : new Promise((r) => i.onload = r))))
      .then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))`);
    const [x, y, w, h] = (await page.evaluate('window.stretchy.state()')).layers.find((l) => l.id === 'artwork').frame;
    const { data } = await page.send('Page.captureScreenshot', { format: 'png' });
    const png = decodePNG(Buffer.from(data, 'base64'));
    for (const d of [2, 6, 10, 20, 40]) {
      const expected = 255 * (1 - 0.22 * phi((8 - d) / 14));
      const [r, g, b] = png.rgb(Math.round(x + w / 2), Math.round(y + h + d));
      assert.ok(Math.abs(r - expected) <= 4 && r === g && g === b, `${d} pt below: ${[r, g, b]}, the closed form ${expected.toFixed(1)}`);
    }
  } finally {
    await browser.close();
    fs.rmSync(out, { recursive: true, force: true });
  }
});
