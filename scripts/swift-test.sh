#!/usr/bin/env bash
# `swift test` with its whole log kept in .build/test.log. When tests fail, what failed is printed
# again at the very end: CI shows only the tail of the output, and the failures sit far above it.
set -uo pipefail
swift=${SWIFT:-swift}
log=.build/test.log
mkdir -p .build
"$swift" test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
    echo "== swift test failed (exit $status); the failures (whole log: $log):"
    grep -E '✘|error:|Fatal error|Segmentation|signal [0-9]' "$log" | tail -n 40
fi
exit "$status"
