// The player's replay against `stretchy replay`'s trace.csv for the same design and script
// (fixtures written by scripts/web-fixtures.sh): offset RMS ≤ 0.5 pt, max ≤ 2 pt, same phases.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { replay } from '../player/replay.js';
import { readTrace, compareTraces } from '../tools/trace-compare.js';
import { scriptDesign } from '../tools/script-design.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const scripts = path.join(here, 'scripts');

const names = fs.readdirSync(scripts).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
const results = [];
let layerChecks = 0;

for (const name of names) {
  test(`${name} matches the Swift trace`, () => {
    const script = JSON.parse(fs.readFileSync(path.join(scripts, `${name}.json`), 'utf8'));
    // Without "content": the design's own content, else the bundled rows, at the heights `stretchy
    // share` measured for them (every tab's, when the content has tabs).
    const { doc: design, contentFile } = scriptDesign(script.design ?? script.preset ?? 'seed004', name);
    const content = JSON.parse(fs.readFileSync(script.content ? path.resolve(scripts, script.content) : contentFile, 'utf8'));
    const fixture = (suffix) => path.join(here, 'fixtures', `${name}.${suffix}`);
    const lineHeights = script.content ? null : JSON.parse(fs.readFileSync(fixture('lines.json'), 'utf8'));
    const tabLineHeights = !script.content && fs.existsSync(fixture('tab-lines.json')) ? JSON.parse(fs.readFileSync(fixture('tab-lines.json'), 'utf8')) : null;
    const { rows, screenshots, session } = replay(design, script, { content, lineHeights, tabLineHeights });
    // A script without screenshots gets the last frame's sidecar (final-frame.json) at its end.
    const { offset_y } = session.record();
    if (screenshots.length === 0) screenshots.push({ name: 'final-frame', t_ms: session.clockMs, offset_y,
      layers: session.layers().map((l) => ({ id: l.id, frame: l.frame, alpha: l.alpha })) });
    const reference = readTrace(path.join(here, 'fixtures', `${name}.csv`));
    const result = compareTraces(rows, reference);
    results.push({ name, ...result });
    assert.equal(result.lengthDiffers, false, `${rows.length} frames, the Swift trace has ${reference.length}`);
    assert.ok(result.rms <= 0.5, `offset RMS ${result.rms.toFixed(4)} pt`);
    assert.ok(result.max <= 2, `offset max ${result.max.toFixed(4)} pt`);
    assert.ok(result.pagerMax <= 2, `pager offset max ${result.pagerMax.toFixed(4)} pt`);
    assert.equal(result.tabMissing, false, 'the Swift trace has a tab column, the replay none');
    assert.ok(result.tabMax <= 0.005, `tab max ${result.tabMax.toFixed(4)}`);
    assert.deepEqual(result.phaseMismatches.slice(0, 5), [], 'phases differ');
    // The script moved the list or the pager: a trace at rest all along would match trivially.
    assert.ok(reference.some((r) => r.phase !== 'idle' || r.pager_x !== 0), 'the reference trace moves');
    // A script on a tabbed design switches tabs: it reaches more than one.
    if (reference[0].tab !== undefined) assert.ok(new Set(reference.map((r) => Math.round(r.tab))).size > 1, 'the reference trace switches tabs');
    // Each screenshot's layers as the Swift sidecar gives them, within 1 pt (issue 44).
    for (const shot of screenshots) {
      const sidecar = JSON.parse(fs.readFileSync(path.join(here, 'fixtures', `${name}.${shot.name}.json`), 'utf8'));
      assert.ok(Math.abs(shot.offset_y - sidecar.offset_y) < 0.01, `${shot.name}: offset ${shot.offset_y} vs ${sidecar.offset_y}`);
      assert.deepEqual(shot.layers.map((l) => l.id), sidecar.layers.map((l) => l.id));
      shot.layers.forEach((l, i) => {
        const worst = Math.max(...l.frame.map((v, k) => Math.abs(v - sidecar.layers[i].frame[k])));
        assert.ok(worst <= 1, `${shot.name}: layer ${l.id} frame ${l.frame} vs ${sidecar.layers[i].frame}`);
        assert.ok(Math.abs(l.alpha - sidecar.layers[i].alpha) <= 0.01, `${shot.name}: layer ${l.id} alpha ${l.alpha} vs ${sidecar.layers[i].alpha}`);
      });
      layerChecks += shot.layers.length;
    }
  });
}

test.after(() => {
  if (process.env.STRETCHY_WEB_REPORT) {
    console.log(`layer frames checked against sidecars: ${layerChecks}`);
    for (const r of results) console.log(`${r.name}\trms ${r.rms.toFixed(4)}\tmax ${r.max.toFixed(4)}\tpager max ${r.pagerMax.toFixed(4)}\ttab max ${r.tabMax.toFixed(4)}\tphase mismatches ${r.phaseMismatches.length}`);
  }
});
