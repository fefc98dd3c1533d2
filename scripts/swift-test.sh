#!/usr/bin/env bash
# `swift test` with its whole log kept in .build/test.log. When tests fail, what failed is printed
# again at the very end: CI shows only the tail of the output, and the failures sit far above it.
#
# The real-window tests (tagged `.window`: Tests/stretchyTests/WindowTag.swift) drive an X server
# with xdotool on a shared 2-core machine; when only they fail, they run once more on their own and
# the run passes if they pass then (the first failure stays in the log and is reported). Any other
# failure, or a window test failing twice, fails the run.
set -uo pipefail
swift=${SWIFT:-swift}
log=.build/test.log
mkdir -p .build
"$swift" test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
# A pass must end with Swift Testing's summary: once, a test-process-wide stderr redirect lost the
# rest of the log while the run went on and exited 0 (LibraryDiagnostics, 2026-11-26).
if [ "$status" -eq 0 ]; then
    grep -qE 'Test run with [0-9]+ tests? .*passed' "$log" && exit 0
    echo "== swift test exited 0, but its log ($log) has no summary line: the test output was lost"
    exit 1
fi

echo "== swift test failed (exit $status); the failures (whole log: $log):"
grep -E '✘|error:|Fatal error|Segmentation|signal [0-9]' "$log" | tail -n 40
# A crash kills every test at once and names none: say which were running, and where it crashed.
crashed() { grep -qE 'unexpected signal code|Program crashed:' "$1"; }
if crashed "$log"; then "$(dirname "$0")/crash-report.sh" "$log"; exit "$status"; fi

failed=$(grep -E '^✘ Test [A-Za-z0-9_]+\(.*\) failed' "$log" | sed -E 's/^✘ Test ([A-Za-z0-9_]+)\(.*/\1/' | sort -u)
[ -n "$failed" ] || exit "$status"
# The window tests are the functions of the suites that carry the tag (XvfbSession refuses to open
# a window for a test without it, so no window test is missing here).
window_files=$(grep -lE '^@Suite\(.*\.tags\(\.window\)' Tests/*/*.swift)
for name in $failed; do
    if [ -z "$window_files" ] || ! grep -qs "func $name(" $window_files; then exit "$status"; fi
done
filter=$(echo $failed | tr ' ' '|')
echo "== only real-window tests failed ($filter): running them once more"
"$swift" test --skip-build --filter "$filter" 2>&1 | tee .build/test-retry.log
retry=${PIPESTATUS[0]}
crashed .build/test-retry.log && "$(dirname "$0")/crash-report.sh" .build/test-retry.log
if [ "$retry" -eq 0 ]; then
    echo "== FLAKY: $filter failed once and passed on the second run (first failure in $log)"
    exit 0
fi
echo "== $filter failed twice"
exit "$retry"
