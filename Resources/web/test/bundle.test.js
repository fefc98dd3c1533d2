// dist/player.js (what `stretchy share` inlines) is the bundle of the modules as they are now.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from '../tools/bundle.js';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('dist/player.js is up to date (node Resources/web/tools/bundle.js rewrites it)', () => {
  assert.equal(fs.readFileSync(path.join(web, 'dist', 'player.js'), 'utf8'), bundle());
});

test('the page weighs its images plus under 400 KB', () => {
  assert.ok(Buffer.byteLength(bundle()) + fs.statSync(path.join(web, 'index.html')).size < 400 * 1024);
});
