// The page's window.stretchy.state() layers against `stretchy replay`'s screenshot sidecars (issue
// 44's "Done when"): the same design, viewport and offset give every layer's frame within 1 pt and
// its alpha within 0.01 — at rest (a `start` shot at 0 ms) and after scripted pulls, flicks, tab
// taps and swipes, on eight shipped designs (tab strips and the tab bar among the layers) and a card
// of nested stacks, a spacer, auto text, references and colour expressions (stacks-colors).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePage } from '../tools/page.js';
import { bundle } from '../tools/bundle.js';
import { Browser, findChromium } from '../tools/chromium.js';
import { scriptDesign } from '../tools/script-design.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const scripts = path.join(here, 'scripts');
const chromium = findChromium();
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'stretchy-layers-'));
const player = bundle();
const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

const names = ['album-shots', 'appbar-shots', 'large-title-shots', 'listing-shots', 'parallax-shots', 'playlist-shots',
  'profile-tab-taps', 'grid-profile-tab-swipes', 'stacks-colors-shots'];

/** The page `stretchy share` would write for `name`'s script: its content (a fixture, else the
 *  design's own with the heights the Swift session measured), on the script's device. */
function pageFor(name, script) {
  const { doc: designDoc, contentFile } = scriptDesign(script.design, name);
  const fixture = (suffix) => path.join(here, 'fixtures', `${name}.${suffix}`);
  const contentDoc = read(script.content ? path.resolve(scripts, script.content) : contentFile);
  const options = { device: script.device, lineHeights: script.content ? null : read(fixture('lines.json')),
    tabLineHeights: !script.content && fs.existsSync(fixture('tab-lines.json')) ? read(fixture('tab-lines.json')) : null };
  const file = path.join(out, `${name}.html`);
  fs.writeFileSync(file, makePage({ designDoc, contentDoc, options, player }));
  return `file://${file}`;
}

test('state().layers match the Swift sidecars', { skip: chromium ? false : 'no Chromium installed (make test-deps installs it)' }, async () => {
  const browser = await Browser.launch(chromium);
  try {
    const jobs = names.map((name) => ({ name, script: read(path.join(scripts, `${name}.json`)) }));
    const pages = await Promise.all(jobs.map((j) => browser.open(pageFor(j.name, j.script))));
    let checked = 0, worstSeen = 0;
    const atRest = new Set();
    for (const [k, { name, script }] of jobs.entries()) {
      for (const shot of script.events.filter((e) => e.type === 'screenshot')) {
        // The script up to the screenshot, paused there: state() is that moment's.
        const upTo = { ...script, duration_ms: shot.t, events: script.events.filter((e) => e.type !== 'screenshot' && e.t <= shot.t) };
        await pages[k].evaluate(`window.stretchy.replay(${JSON.stringify(upTo)}, {pause: true}).length`);
        const state = await pages[k].evaluate('window.stretchy.state()');
        const sidecar = read(path.join(here, 'fixtures', `${name}.${shot.name}.json`));
        assert.ok(Math.abs(state.offset_y - sidecar.offset_y) < 0.01, `${name} ${shot.name}: offset ${state.offset_y} vs ${sidecar.offset_y}`);
        assert.deepEqual(state.layers.map((l) => l.id), sidecar.layers.map((l) => l.id), `${name} ${shot.name}`);
        state.layers.forEach((l, i) => {
          const worst = Math.max(...l.frame.map((v, c) => Math.abs(v - sidecar.layers[i].frame[c])));
          worstSeen = Math.max(worstSeen, worst);
          assert.ok(worst <= 1, `${name} ${shot.name}: ${l.id} ${l.frame} vs ${sidecar.layers[i].frame}`);
          assert.ok(Math.abs(l.alpha - sidecar.layers[i].alpha) <= 0.01, `${name} ${shot.name}: ${l.id} alpha ${l.alpha} vs ${sidecar.layers[i].alpha}`);
        });
        if (shot.t === 0 || shot.name === 'rest') atRest.add(name);
        checked += state.layers.length;
      }
    }
    console.log(`# state() layers: ${checked} frames on ${names.length} designs, worst ${worstSeen.toFixed(4)} pt`);
    assert.ok(checked >= 150 && atRest.size === names.length, `${checked} frames, ${atRest.size} designs at rest`);
  } finally {
    await browser.close();
    fs.rmSync(out, { recursive: true, force: true });
  }
});
