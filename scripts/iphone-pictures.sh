#!/usr/bin/env bash
# docs/iphone/triptychs/DESIGN-LOOK.jpg: every shipped design on an iPhone 15, one picture per design
# and appearance — rows iOS 27 / 26 / 17, columns at rest / pulled 120 pt / collapsed — from
# `stretchy gallery`'s frames at half size (JPEG: the photos make PNGs four times larger).
# Usage: scripts/iphone-pictures.sh [path/to/stretchy]   (default .build/debug/stretchy; build first)
set -euo pipefail
cd "$(dirname "$0")/.."
stretchy="${1:-.build/debug/stretchy}"
font=Resources/fonts/DejaVuSans.ttf
out=docs/iphone/triptychs
frames="$(mktemp -d)"
trap 'rm -rf "$frames"' EXIT
mkdir -p "$out"
for ios in 27 26 17; do for look in light dark; do
    "$stretchy" gallery --device iphone-15 --ios $ios --appearance $look --scale 0.5 \
        --out "$frames/sheet-$ios-$look.png" --keep "$frames/$ios-$look" > /dev/null
done; done
# Nine frames on a 3 × 3 grid, each under its label.
layout="0_0|w0_0|w0+w1_0|0_h0|w0_h0|w0+w1_h0|0_h0+h3|w0_h0+h3|w0+w1_h0+h3"
for first in "$frames"/27-light/*-at-rest.png; do
    design=$(basename "$first" -at-rest.png)
    for look in light dark; do
        inputs=(); filters=""; i=0
        for ios in 27 26 17; do for state in at-rest pulled-120-pt collapsed; do
            inputs+=(-i "$frames/$ios-$look/$design-$state.png")
            filters+="[$i:v]pad=iw+8:ih+30:4:26:color=white,drawtext=fontfile=$font:text='iOS $ios · ${state//-/ }':x=6:y=6:fontsize=14:fontcolor=black[v$i];"
            i=$((i + 1))
        done; done
        ffmpeg -v error -y "${inputs[@]}" -filter_complex "${filters}[v0][v1][v2][v3][v4][v5][v6][v7][v8]xstack=inputs=9:layout=$layout:fill=white" \
            -frames:v 1 -q:v 3 "$out/$design-$look.jpg"
    done
    echo "$out/$design-{light,dark}.jpg"
done
