// The player's replay against `stretchy replay`'s trace.csv for the same design and script
// (fixtures written by scripts/web-fixtures.sh): offset RMS ≤ 0.5 pt, max ≤ 2 pt, same phases.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { replay } from '../player/replay.js';
import { readTrace, compareTraces } from '../tools/trace-compare.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const designs = path.join(here, '..', '..', 'designs');
const scripts = path.join(here, 'scripts');

/** A script's design document: a shipped design's name, or a file relative to the script. */
function designOf(script) {
  const reference = script.design ?? script.preset ?? 'seed004';
  const file = reference.endsWith('.json') ? path.resolve(scripts, reference) : path.join(designs, `${reference}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const names = fs.readdirSync(scripts).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
const results = [];

for (const name of names) {
  test(`${name} matches the Swift trace`, () => {
    const script = JSON.parse(fs.readFileSync(path.join(scripts, `${name}.json`), 'utf8'));
    const content = script.content ? JSON.parse(fs.readFileSync(path.resolve(scripts, script.content), 'utf8')) : null;
    const { rows } = replay(designOf(script), script, { content });
    const reference = readTrace(path.join(here, 'fixtures', `${name}.csv`));
    const result = compareTraces(rows, reference);
    results.push({ name, ...result });
    assert.equal(result.lengthDiffers, false, `${rows.length} frames, the Swift trace has ${reference.length}`);
    assert.ok(result.rms <= 0.5, `offset RMS ${result.rms.toFixed(4)} pt`);
    assert.ok(result.max <= 2, `offset max ${result.max.toFixed(4)} pt`);
    assert.deepEqual(result.phaseMismatches.slice(0, 5), [], 'phases differ');
    // The script moved the list: a trace at rest all along would match trivially.
    assert.ok(reference.some((r) => r.phase !== 'idle'), 'the reference trace moves');
  });
}

test.after(() => {
  if (process.env.STRETCHY_WEB_REPORT) {
    for (const r of results) console.log(`${r.name}\trms ${r.rms.toFixed(4)}\tmax ${r.max.toFixed(4)}\tphase mismatches ${r.phaseMismatches.length}`);
  }
});
