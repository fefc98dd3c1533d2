#!/usr/bin/env bash
# `make demo`: replays the bundled review script (pull, release, fling up, fling back, Home) over
# every shipped design, then refreshes the example pictures in docs/ (and the front page's GIF).
set -euo pipefail
cd "$(dirname "$0")/.."
stretchy=.build/release/stretchy
out=out/demo
mkdir -p "$out" docs
for preset in $("$stretchy" designs | cut -d" " -f1); do
    echo "== $preset"
    "$stretchy" replay examples/review.json --design "$preset" --out "$out/$preset"
done
cp "$out/seed004/contact-sheet.png" docs/review-contact-sheet.png
cp "$out/seed004/motion.png" docs/review-motion.png
"$stretchy" plot "$out/seed003/trace.csv" "$out/seed004/trace.csv" "$out/parallax/trace.csv" --out docs/review-overlay.png
"$stretchy" gallery --out docs/designs.png
# The front page's GIF: half scale and a short script keep it under 2 MB.
"$stretchy" replay examples/review-short.json --out "$out/short" --scale 0.5 --video docs/review.gif
echo "demo: outputs in $out/, pictures in docs/"
