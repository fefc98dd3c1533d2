#!/usr/bin/env python3
"""Checks issue 26's screens from outside, through `stretchy replay` only: a design and a content
file written here (not the shipped ones), scripts replayed headless, then trace.csv, events.csv
and screenshot pixels read back and compared with numbers predicted from the files.

    scripts/screens-check.py BINARY [WORKDIR]

Exit 0 when every check holds; each check prints one line (ok / FAIL and the figures)."""
import csv, json, os, struct, subprocess, sys, tempfile, zlib

BIN = os.path.abspath(sys.argv[1])
WORK = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="screens-check-")
os.makedirs(WORK, exist_ok=True)
failures = 0

def check(name, ok, detail=""):
    global failures
    failures += 0 if ok else 1
    print(("ok   " if ok else "FAIL ") + name + (f"  ({detail})" if detail else ""))

def solid_png(path, rgb, side=32):
    raw = b"".join(b"\x00" + bytes(rgb) * side for _ in range(side))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))

RED, BLUE, GREEN, ORANGE = (230, 20, 20), (20, 40, 230), (20, 200, 40), (250, 150, 0)
for name, rgb in [("red", RED), ("blue", BLUE), ("green", GREEN), ("orange", ORANGE)]:
    solid_png(os.path.join(WORK, name + ".png"), rgb)

# A 200 pt header whose 44 pt strip pins at the top (pinned from offset 200); rows from 244.
W, H, HEADER, STRIP = 390, 844, 200, 44
ROWS_TOP = HEADER + STRIP
design = {
    "name": "outside", "scroll": {"contentInsetTop": 0, "rowsTop": ROWS_TOP, "collapsedOffset": HEADER, "refresh": True,
                                  "alwaysBounceVertical": True},
    "rowTemplates": {"badge": {"height": 50, "layers": [
        {"id": "chip", "kind": "image", "image": "$image", "x": "W - 16 - 30", "y": 10, "width": 30, "height": 30},
        {"id": "label", "kind": "text", "text": "$title #$code", "x": 16, "y": 15, "width": 200, "height": 20}]}},
    "layers": [{"id": "photo", "kind": "color", "color": "#336699", "role": "header", "y": "-offset", "height": HEADER},
               {"id": "tabs", "kind": "tabs", "role": "bar", "y": f"max(0, {HEADER} - offset)", "height": STRIP}]}
GRID_COLUMNS, GRID_SPACING = 3, 2
content = {"title": "Outside", "tabs": [
    {"title": "Thumbs", "sections": [{"template": "thumbnail", "rows": [
        {"title": f"Thumb {i}", "subtitle": "under it", "image": "green.png", "detail": f"{i}h"} for i in range(40)]}]},
    {"title": "Grid", "sections": [{"style": "grid", "columns": GRID_COLUMNS, "spacing": GRID_SPACING, "rows": [
        {"image": "red.png" if i % 2 == 0 else "blue.png"} for i in range(90)]}]},
    {"title": "Short", "sections": [
        {"style": "row", "itemWidth": 60, "itemHeight": 60, "spacing": 10, "rows": [{"title": f"h{i}", "image": "orange.png"} for i in range(10)]},
        {"template": "badge", "rows": [{"title": "Short", "code": str(i), "image": "orange.png"} for i in range(2)]}]}]}
json.dump(design, open(os.path.join(WORK, "outside.json"), "w"))
json.dump(content, open(os.path.join(WORK, "content.json"), "w"))

def replay(name, events, duration):
    script = {"design": "outside.json", "content": "content.json", "viewport": {"width": W, "height": H},
              "params": {"touchSlop": 0}, "events": events, "duration_ms": duration}
    path = os.path.join(WORK, name + ".json")
    json.dump(script, open(path, "w"))
    out = os.path.join(WORK, "out-" + name)
    subprocess.run(["rm", "-rf", out])
    subprocess.run([BIN, "replay", path, "--out", out], check=True, capture_output=True)
    rows = list(csv.DictReader(open(os.path.join(out, "trace.csv"))))
    events = list(csv.DictReader(open(os.path.join(out, "events.csv"))))
    return out, rows, events

def tap(t, x, y):
    return [{"t": t, "type": "down", "x": x, "y": y}, {"t": t + 50, "type": "up"}]

def hold_drag(t, y0, y1, x=200):
    """A slow drag that rests before lifting: the list stays where the finger left it."""
    return [{"t": t, "type": "drag", "from": [x, y0], "to": [x, y1], "duration_ms": 300, "hz": 60, "release": False},
            {"t": t + 700, "type": "up"}]

def strip_tap(t, tab, offset):
    return tap(t, W / 3 * (tab + 0.5), max(0, HEADER - offset) + STRIP / 2)

def at(rows, t):
    """The trace row at or just before time t (ms)."""
    best = rows[0]
    for r in rows:
        if float(r["t_ms"]) <= t: best = r
    return best

def switches(events):
    return [(float(e["t_ms"]), e["detail"]) for e in events if e["event"] == "didSwitchTab"]

def pixels(png):
    probe = subprocess.run(["ffprobe", "-v", "error", "-select_streams", "v", "-show_entries", "stream=width,height", "-of", "csv=p=0", png],
                           capture_output=True, text=True, check=True).stdout.strip().split(",")
    w, h = int(probe[0]), int(probe[1])
    raw = subprocess.run(["ffmpeg", "-v", "error", "-i", png, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"], capture_output=True, check=True).stdout
    return w, h, raw

def colour(image, x, y):
    w, h, raw = image
    s = w / W
    i = (int(y * s) * w + int(x * s)) * 3
    return tuple(raw[i:i + 3])

def near(c, rgb, tolerance=40):
    return all(abs(a - b) <= tolerance for a, b in zip(c, rgb))

# 1. A tap on the strip and a horizontal swipe switch tabs; the tab column is fractional during the swipe.
out, rows, events = replay("switch", strip_tap(200, 1, 0) + [
    {"t": 1500, "type": "drag", "from": [330, 600], "to": [90, 603], "duration_ms": 160, "hz": 60, "release": True}], 3000)
sw = switches(events)
check("strip tap switches: didSwitchTab tab=1;from=0", any(d == "tab=1;from=0" for _, d in sw), sw)
check("swipe switches: didSwitchTab tab=2;from=1", any(d == "tab=2;from=1" for _, d in sw), sw)
during = [float(r["tab"]) for r in rows if 1500 <= float(r["t_ms"]) <= 2500]
check("tab is fractional during the swipe", any(1.05 < v < 1.95 for v in during), f"{min(during)}..{max(during)}")
check("the swipe leaves the list still (directional lock)", all(abs(float(r["offset_y"])) < 1e-9 for r in rows if 1500 <= float(r["t_ms"]) <= 2500))

# 2. Rule 2: while the header is partly visible, switching keeps the offset.
out, rows, events = replay("rule2", hold_drag(100, 600, 480) + strip_tap(1500, 1, 120), 2500)
before, after = float(at(rows, 1490)["offset_y"]), float(at(rows, 2400)["offset_y"])
check("rule 2: header partly visible, offset unchanged by the switch", 0 < before < HEADER and abs(after - before) < 1e-6,
      f"{before} → {after}; {switches(events)}")

# 3. Rule 3: pinned, a new tab lands at the pinned offset; a visited tab returns to its own.
ev = hold_drag(100, 800, 100) + strip_tap(1200, 1, 999)       # tab 0 deep, then tab 1
ev += hold_drag(2000, 700, 400) + strip_tap(3100, 0, 999)      # tab 1 further, back to tab 0
ev += strip_tap(3800, 1, 999)                                   # and to tab 1 again
out, rows, events = replay("rule3", ev, 4600)
deep0 = float(at(rows, 1190)["offset_y"]); landed1 = float(at(rows, 1900)["offset_y"])
deep1 = float(at(rows, 3090)["offset_y"]); back0 = float(at(rows, 3700)["offset_y"]); back1 = float(at(rows, 4500)["offset_y"])
check("rule 3: a never-visited tab lands at the pinned offset", deep0 > HEADER and abs(landed1 - HEADER) < 1e-6, f"{deep0} → {landed1}")
check("rule 3: going back restores each tab's offset", abs(back0 - deep0) < 1e-6 and abs(back1 - deep1) < 1e-6,
      f"tab 0 {deep0} → {back0}, tab 1 {deep1} → {back1}")

# 4. Rule 4: the short tab collapses the header; a pull there pulls the header (refresh).
ev = strip_tap(100, 2, 0) + hold_drag(800, 700, 300, x=200)
ev += [{"t": 2200, "type": "drag", "from": [200, 300], "to": [200, 800], "duration_ms": 400, "hz": 60, "release": True}]
out, rows, events = replay("rule4", ev, 4000)
collapsed = float(at(rows, 2150)["offset_y"]); header_y = float(at(rows, 2150)["header_y"])
check("rule 4: a short tab collapses the header", collapsed >= HEADER - 1e-6 and header_y <= -HEADER + 1e-6, f"offset {collapsed}, header_y {header_y}")
check("rule 4: a pull on the short tab pulls the header (beginRefreshing)", any(e["event"] == "beginRefreshing" for e in events),
      [e["event"] for e in events][-4:])

# 5. Rule 1: one fling from the header into the list, no stop at the hand-off.
out, rows, events = replay("rule1", [{"t": 100, "type": "drag", "from": [200, 700], "to": [200, 550], "duration_ms": 50, "hz": 120, "release": True}], 4000)
moving = [r for r in rows if float(r["t_ms"]) > 160 and r["phase"] == "decelerating"]
cross = next((r for r in moving if float(r["offset_y"]) >= HEADER), None)
speeds = [float(r["velocity_y"]) for r in moving]
check("rule 1: the fling crosses the pinned offset at speed", cross is not None and float(cross["velocity_y"]) > 500,
      cross and cross["velocity_y"])
check("rule 1: one deceleration (speed only falls)", all(b <= a + 1e-6 for a, b in zip(speeds, speeds[1:])) and float(rows[-1]["offset_y"]) > 2 * HEADER,
      f"end {rows[-1]['offset_y']}")

# 6. Pixels: the grid's columns, a thumbnail's image, a row template's image and text field.
out, rows, events = replay("pictures", [{"t": 100, "type": "screenshot", "name": "thumbs"}] + strip_tap(200, 1, 0)
                           + [{"t": 1200, "type": "screenshot", "name": "grid"}] + strip_tap(1300, 2, 0)
                           + [{"t": 2300, "type": "screenshot", "name": "short"}], 2500)
grid = pixels(os.path.join(out, "grid.png"))
cell = (W - GRID_SPACING * (GRID_COLUMNS - 1)) / GRID_COLUMNS
seen = []
for line in range(2):
    for column in range(GRID_COLUMNS):
        item = line * GRID_COLUMNS + column
        x = column * (cell + GRID_SPACING) + cell / 2; y = ROWS_TOP + line * (cell + GRID_SPACING) + cell / 2
        seen.append((item, colour(grid, x, y), RED if item % 2 == 0 else BLUE))
check("grid: each of 3 columns × 2 lines shows its cell's image at the predicted centre",
      all(near(c, want) for _, c, want in seen), [(i, c) for i, c, _ in seen])
gap = colour(grid, cell + GRID_SPACING / 2, ROWS_TOP + cell / 2)
check("grid: the spacing between columns is not a cell", not near(gap, RED) and not near(gap, BLUE), gap)
thumbs = pixels(os.path.join(out, "thumbs.png"))
# thumbnail: a 44 pt image 16 pt in, centred in its row (the first row's top is ROWS_TOP).
c = colour(thumbs, 16 + 22, ROWS_TOP + 32)
check("thumbnail row draws its image (44 pt, 16 pt in)", near(c, GREEN), c)
c_out = colour(thumbs, 16 + 44 + 6, ROWS_TOP + 32)
check("and nothing green right of it", not near(c_out, GREEN), c_out)
short = pixels(os.path.join(out, "short.png"))
row_h = 12 + 60 + 20 + 12
c = colour(short, 16 + 30, ROWS_TOP + 12 + 30)
check("row section: its first item's image at 16 pt in", near(c, ORANGE), c)
c = colour(short, W - 16 - 15, ROWS_TOP + row_h + 25)
check("row template 'badge': $image drawn at W - 46, 10 pt down its row", near(c, ORANGE), c)
sidecar = json.load(open(os.path.join(out, "short.json")))
check("trace has row_x.2.0 (the short tab's row section)", "row_x.2.0" in rows[0], list(rows[0].keys())[-3:])

# 7. The row section flings sideways on its own and bounces back to its end.
content_width = 16 + 10 * 70 - 10 + 16
ev = strip_tap(100, 2, 0) + [{"t": 1000, "type": "drag", "from": [350, ROWS_TOP + 40], "to": [50, ROWS_TOP + 42], "duration_ms": 100, "hz": 120, "release": True}]
out, rows, events = replay("rowfling", ev, 4500)
xs = [float(r["row_x.2.0"]) for r in rows]
check("row section: overshoots its end, bounces back to content width − W",
      max(xs) > content_width - W + 0.5 and abs(xs[-1] - (content_width - W)) < 0.5, f"max {max(xs)}, end {xs[-1]}, want {content_width - W}")
check("row section: the list stays still", all(abs(float(r["offset_y"])) < 1e-9 for r in rows))

print(f"{'all checks hold' if failures == 0 else f'{failures} check(s) failed'} ({WORK})")
sys.exit(1 if failures else 0)
