// The player's layer references and colour expressions against numbers worked by hand: a layer
// placed under another (`a.maxY + 8`) follows it at every offset in any file order, a cycle is
// refused naming its values, and `mix`/`alpha` give ColorExpression's rounded channels.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadDesign, designValues, parameterValues, valuesAt, resolveLayer } from '../player/design.js';
import { colorExpression } from '../player/color-expression.js';

const viewport = { width: 390, height: 844 };

test('references are evaluated after what they read, whatever the order in the file', () => {
  // `below` comes first in the file but reads `top`, which reads the variable `h`.
  const design = loadDesign({ variables: { h: 'max(40, 200 - offset)' }, layers: [
    { id: 'below', kind: 'color', x: 'top.x', y: 'top.maxY + 8', width: 'top.width / 2', height: 20 },
    { id: 'top', kind: 'color', x: 16, y: '-offset', width: 'W - 32', height: 'h' },
    { id: 'badge', kind: 'color', x: 'below.maxX - 10', y: 'below.midY - 5', width: 10, height: 10 },
  ] });
  const slots = designValues(design, parameterValues(design), viewport);
  for (const offset of [-100, 0, 75, 160, 400]) {
    const v = valuesAt(design, slots, offset);
    const h = Math.max(40, 200 - offset);
    const [below, top, badge] = design.layers.map((l) => resolveLayer(l, v, viewport).frame);
    assert.deepEqual(top, { x: 16, y: -offset, width: 358, height: h });
    assert.deepEqual(below, { x: 16, y: -offset + h + 8, width: 179, height: 20 });
    assert.deepEqual(badge, { x: 16 + 179 - 10, y: -offset + h + 8 + 10 - 5, width: 10, height: 10 });
  }
});

test('a layout cycle is refused in one line naming its values', () => {
  assert.throws(() => loadDesign({ layers: [
    { id: 'name', kind: 'text', x: 0, y: 'badge.maxY', width: 100, height: 20 },
    { id: 'badge', kind: 'color', x: 0, y: 'name.y + 4', width: 10, height: 10 },
  ] }), /a layout cycle: 'name\.y' → 'badge\.y' → 'name\.y'/);
});

test('a design that reads no frame keeps its slots and no plan', () => {
  const design = loadDesign({ variables: { a: 'offset * 2' }, layers: [{ id: 'photo.jpg', kind: 'color', y: 'a' }] });
  assert.equal(design.plan, null);
  assert.equal(design.scope.names.length, 12);
});

test('mix and alpha: straight 8-bit channels, rounded, t held within 0…1', () => {
  const design = loadDesign({ variables: { t: 'offset / 100' }, layers: [] });
  const slots = designValues(design, parameterValues(design), viewport);
  const mix = colorExpression('mix(#000000, #FF8000, t)', design.scope, 'light');
  const at = (e, offset) => e.at(valuesAt(design, slots, offset));
  assert.equal(at(mix, 50), 'rgba(128,64,0,1.000)');   // 127.5 → 128, 64, 0
  assert.equal(at(mix, -20), 'rgba(0,0,0,1.000)');     // t held at 0
  assert.equal(at(mix, 300), 'rgba(255,128,0,1.000)'); // t held at 1
  // systemBlue is (0, 122, 255) light, (10, 132, 255) dark; alpha t = 0.25 → 64/255.
  assert.equal(at(colorExpression('alpha(systemBlue, t)', design.scope, 'light'), 25), 'rgba(0,122,255,0.251)');
  assert.equal(at(colorExpression('alpha(systemBlue, t)', design.scope, 'dark'), 25), 'rgba(10,132,255,0.251)');
  assert.equal(colorExpression('#FF8000', design.scope, 'light'), null);
  assert.throws(() => colorExpression('blend(#000000, #FFFFFF, t)', design.scope, 'light'), /unknown colour function 'blend'/);
});
