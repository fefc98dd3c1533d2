#!/usr/bin/env bash
# Writes the web player's reference traces: every script in Resources/web/test/scripts/ replayed
# by the Swift binary (`stretchy replay`, 60 fps), keeping trace.csv's t_ms, offset_y, phase and pager_x
# columns as Resources/web/test/fixtures/NAME.csv (what `node --test` compares the player with),
# and each screenshot's sidecar as NAME.SHOT.json, cut to its time, offset and layers. A script
# without "content" shows the bundled rows, whose heights only the Swift side measures (text):
# `stretchy share` writes them into its page, and NAME.lines.json keeps them for the player; a
# design file with stacks or `auto` text is kept as the page gets it (NAME.design.json).
# Usage: scripts/web-fixtures.sh [path/to/stretchy [NAME...]]   (default .build/debug/stretchy, every script; build first)
set -euo pipefail
cd "$(dirname "$0")/.."
stretchy="${1:-.build/debug/stretchy}"
shift || true
only=("$@")
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for script in Resources/web/test/scripts/*.json; do
    name="$(basename "$script" .json)"
    if [ ${#only[@]} -gt 0 ] && [[ ! " ${only[*]} " == *" $name "* ]]; then continue; fi
    "$stretchy" replay "$script" --out "$out/$name" > /dev/null
    # t_ms, offset_y, phase, pager_x, and tab when the content has tabs.
    python3 -c 'import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
keep = [i for i, c in enumerate(rows[0]) if c in ("t_ms", "offset_y", "phase", "pager_x", "tab")]
sys.stdout.write("".join(",".join(r[i] for i in keep) + "\n" for r in rows))' "$out/$name/trace.csv" > "Resources/web/test/fixtures/$name.csv"
    read -r design device < <(python3 -c 'import json, sys; s = json.load(open(sys.argv[1])); print(s["design"], s.get("device", "-"))' "$script")
    device_option=()
    [ "$device" != "-" ] && device_option=(--device "$device")
    # A design named by its file is relative to the script.
    design_file="Resources/designs/$design.json"
    [[ "$design" == *.json ]] && design="Resources/web/test/scripts/$design" && design_file="$design"
    "$stretchy" share --design "$design" "${device_option[@]}" --out "$out/$name-share" 2> /dev/null
    # The design as the page gets it (stacks written out, auto sizes measured) when that is not the
    # file; the rows' heights when the script shows the design's own content or the bundled rows.
    python3 -c 'import json, re, sys
html = open(sys.argv[1]).read()
page = json.loads(re.search(r"id=\"stretchy-design\">(.*?)</script>", html, re.S).group(1))
if page != json.load(open(sys.argv[5])): json.dump(page, open(sys.argv[4], "w"), indent=1)
if "content" in json.load(open(sys.argv[6])): sys.exit(0)
options = json.loads(re.search(r"id=\"stretchy-options\">(.*?)</script>", html, re.S).group(1))
json.dump(options["lineHeights"], open(sys.argv[2], "w"))
if "tabLineHeights" in options: json.dump(options["tabLineHeights"], open(sys.argv[3], "w"))' \
        "$out/$name-share/index.html" "Resources/web/test/fixtures/$name.lines.json" "Resources/web/test/fixtures/$name.tab-lines.json" \
        "Resources/web/test/fixtures/$name.design.json" "$design_file" "$script"
    for sidecar in "$out/$name"/*.json; do
        [ -e "$sidecar" ] || continue
        python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))
json.dump({"t_ms": d["state"]["t_ms"], "offset_y": d["state"]["offset_y"], "layers": [{"id": l["id"], "frame": l["frame"], "alpha": l["alpha"]} for l in d["layers"]]}, open(sys.argv[2], "w"), separators=(",", ":"))' \
            "$sidecar" "Resources/web/test/fixtures/$name.$(basename "$sidecar")"
        # The colours drawn in solid-colour layers of a script's own screenshots (the page test
        # compares its screenshot there).
        shot="$(basename "$sidecar" .json)"
        page_design="$design_file"
        [ -f "Resources/web/test/fixtures/$name.design.json" ] && page_design="Resources/web/test/fixtures/$name.design.json"
        if [ "$shot" != final-frame ] && [ -f "$page_design" ]; then
            scripts/png-centres.py "$page_design" "$sidecar" "$out/$name/$shot.png" "$out/$name/$shot.pixels.json" > /dev/null
            if [ "$(cat "$out/$name/$shot.pixels.json")" != "[]" ]; then
                cp "$out/$name/$shot.pixels.json" "Resources/web/test/fixtures/$name.$shot.pixels.json"
            fi
        fi
    done
    echo "$name: $(($(wc -l < "Resources/web/test/fixtures/$name.csv") - 1)) frames"
done
