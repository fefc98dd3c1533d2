#!/usr/bin/env python3
"""The colours `stretchy replay` drew at the centres of a design's solid-colour layers in one
screenshot, for the web player's page test (Resources/web/test/fixtures/NAME.SHOT.pixels.json).

Usage: png-centres.py DESIGN.json SIDECAR.json SHOT.png OUT.json

A layer counts when it is a `color` layer drawn above the list, unclipped, fully opaque (its colour
and its alpha), at least 4 pt each way: its centre, or the point nearest it that no layer drawn
above covers, shadows included (a button's centre is under its glyph), inside the viewport and
out of the scroll edge effect's reach under the bars. Standard library only (PNG: 8-bit RGB or RGBA, filters 0-4).
"""
import json, struct, sys, zlib

def decode_png(path):
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    pos, idat, width = 8, b'', None
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, color, _, _, interlace = struct.unpack('>IIBBBBB', body)
            assert depth == 8 and color in (2, 6) and interlace == 0, 'only 8-bit RGB(A), not interlaced'
            channels = 3 if color == 2 else 4
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + left) & 255
            elif kind == 2: line[i] = (line[i] + up) & 255
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows

def opaque(color):
    # A colour expression is opaque when both of mix's colours are; alpha(A, t) is not (t moves).
    if isinstance(color, str) and color.startswith('alpha('):
        return False
    if isinstance(color, str) and color.startswith('mix('):
        return all(opaque(c.strip()) for c in color[4:].split(',')[:2])
    return not (isinstance(color, str) and color.startswith('#') and len(color) == 9 and color[7:].lower() != 'ff') and color != 'clear'

design_path, sidecar_path, png_path, out = sys.argv[1:5]
design, sidecar = json.load(open(design_path)), json.load(open(sidecar_path))
width, height, channels, rows = decode_png(png_path)
layers = design['layers']
resolved = sidecar['layers']
# iOS 26's scroll edge effect blurs the list under the bars (`"bar": true` layers and the tab
# bar) and a little past them; the page does not draw it, so no point is taken there.
feather = 24
top, bottom = 0, height
for layer, r in zip(layers, resolved):
    x, y, w, h = r['frame']
    if r['visible'] and (layer.get('bar') or layer['kind'] == 'tabBar'):
        if y + h / 2 < height / 2: top = max(top, y + h + feather)
        else: bottom = min(bottom, y - feather)
points = []
for i, (layer, r) in enumerate(zip(layers, resolved)):
    x, y, w, h = r['frame']
    if layer['kind'] != 'color' or layer.get('z') == 'belowList' or not opaque(layer.get('color', 'clear')):
        continue
    if not r['visible'] or r['alpha'] < 1 or r.get('scale', 1) != 1 or w < 4 or h < 4:
        continue
    if 'clip' in layer:
        continue
    def reach(j):
        # A shadow spreads past its layer's frame: by its radius and offset (a constant), else 60 pt.
        shadow = layers[j].get('shadow')
        if not shadow:
            return 1
        numbers = [shadow.get(k, 0) for k in ('radius', 'x', 'y')]
        return 1 + (2 * abs(numbers[0]) + abs(numbers[1]) + abs(numbers[2]) if all(isinstance(n, (int, float)) for n in numbers) else 60)
    def covered(px, py):
        return any(o['visible'] and o['alpha'] > 0 and o['frame'][0] - reach(j) <= px <= o['frame'][0] + o['frame'][2] + reach(j)
                   and o['frame'][1] - reach(j) <= py <= o['frame'][1] + o['frame'][3] + reach(j)
                   for j, o in enumerate(resolved) if j > i)
    # The centre, else the nearest point of a grid inside the layer (2 pt from its edges) that no
    # layer above covers: a button's centre is under its glyph.
    candidates = [(x + w / 2, y + h / 2)] + sorted(
        ((x + 2 + (w - 4) * a / 8, y + 2 + (h - 4) * b / 8) for a in range(9) for b in range(9)),
        key=lambda p: (p[0] - x - w / 2) ** 2 + (p[1] - y - h / 2) ** 2)
    for cx, cy in candidates:
        px, py = int(cx), int(cy)
        if 0 <= px < width and top <= py < bottom and not covered(px + 0.5, py + 0.5):
            points.append({'id': layer['id'], 'x': px, 'y': py, 'rgb': list(rows[py][px * channels:px * channels + 3])})
            break
json.dump(points, open(out, 'w'))
print(f'{out}: {len(points)} centres')
