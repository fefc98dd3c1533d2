#!/usr/bin/env bash
# The byte-identity check for restructurings (issue 31): every shipped design × two scripts ×
# two frame rates × with and without a device, replayed headless into one folder per run; then
# every file of two such folders (trace.csv, events.csv, PNGs, JSON sidecars) compared byte for byte.
#
#   scripts/replay-identity.sh record BINARY DIR     # replay the matrix into DIR (made fresh)
#   scripts/replay-identity.sh compare BEFORE AFTER  # cmp every file; exit 1 on any difference
#   scripts/replay-identity.sh compare BEFORE AFTER --png-pixels
#                                                    # PNGs by their pixels instead (an encoder change)
#
# Run from the repository's root. Record once before a change (with the old binary), once after,
# then compare. stdout and stderr of each replay are kept beside its folder and compared too.
set -euo pipefail

SCRIPTS=(examples/review.json examples/review-short.json)
RATES=(60 120)
DEVICES=(none iphone-15)

record() {
  local binary=$1 dir=$2
  [ -e "$dir" ] && { echo "replay-identity: $dir exists; remove it or choose another" >&2; exit 2; }
  mkdir -p "$dir"
  binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
  local repo designs count=0
  repo=$(pwd)
  designs=$("$binary" designs | awk 'NF && $1 !~ /:$/ {print $1}')
  for design in $designs; do
    for script in "${SCRIPTS[@]}"; do
      for fps in "${RATES[@]}"; do
        for device in "${DEVICES[@]}"; do
          # Relative to DIR, so the printed lines name the same folders in every recording.
          local out="$design/$(basename "$script" .json)/fps$fps-$device"
          mkdir -p "$dir/$(dirname "$out")"
          local flags=(--design "$design" --fps "$fps" --out "$out")
          [ "$device" = none ] || flags+=(--device "$device")
          (cd "$dir" && STRETCHY_RESOURCES="$repo/Resources" "$binary" replay "$repo/$script" "${flags[@]}" >"$out.stdout" 2>"$out.stderr") \
            || { echo "replay-identity: failed: $binary replay $script ${flags[*]}" >&2; exit 1; }
          count=$((count + 1))
        done
      done
    done
  done
  echo "replay-identity: $count replays recorded in $dir"
}

# A PNG's header (signature and IHDR: size, depth, colour type) and its pixels as ffmpeg decodes
# them (its own PNG decoder, not the libpng that wrote them), as RGBA; fails if ffmpeg cannot.
png_pixels() {
  head -c 33 "$1" | sha256sum
  ffmpeg -nostdin -v error -i "$1" -f rawvideo -pix_fmt rgba - | sha256sum
}

same_pixels() {
  local a b
  a=$(png_pixels "$1") && b=$(png_pixels "$2") && [ "$a" = "$b" ]
}

compare() {
  local before=$1 after=$2 pixels=${3:-} total=0 same=0
  local -a differ=()
  while IFS= read -r -d '' file; do
    local rel=${file#"$before"/}
    total=$((total + 1))
    if cmp -s "$file" "$after/$rel"; then same=$((same + 1))
    elif [ "$pixels" = --png-pixels ] && [[ $rel == *.png ]] && [ -e "$after/$rel" ] \
      && same_pixels "$file" "$after/$rel"; then same=$((same + 1))
    else differ+=("$rel"); fi
  done < <(find "$before" -type f ! -name '.stretchy.lock' -print0 | sort -z)
  local extra
  extra=$(cd "$after" && find . -type f ! -name '.stretchy.lock' | sed 's|^\./||' | while read -r f; do [ -e "$before/$f" ] || echo "$f"; done)
  echo "replay-identity: $same of $total files identical${pixels:+ (PNGs: the same pixels)}"
  for rel in "${differ[@]}"; do echo "  differs: $rel"; done
  [ -z "$extra" ] || { echo "  only in $after:"; echo "$extra" | sed 's/^/    /'; }
  [ "$same" -eq "$total" ] && [ -z "$extra" ]
}

case "${1:-}" in
  record) record "$2" "$3" ;;
  compare) compare "$2" "$3" "${4:-}" ;;
  *) sed -n "2,12p" "$0" >&2; exit 2 ;;
esac
