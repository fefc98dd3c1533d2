#!/usr/bin/env bash
# `swift test` with its whole log kept in .build/test.log. When tests fail, what failed is printed
# again at the very end: CI shows only the tail of the output, and the failures sit far above it.
#
# The real-window tests (tagged `.window`: Tests/stretchyTests/WindowTag.swift) drive an X server
# with xdotool on a shared 2-core machine; when only they fail, they run once more on their own and
# the run passes if they pass then (the first failure stays in the log and is reported). Any other
# failure, or a window test failing twice, fails the run.
#
# The in-process SDL suites (`.sdlTurn`: SDLSuites, HeadlessWindowTests, DesignEditLoopTests) run one test at a time;
# in the same process as the other ≈ 630 tests each of their 92 tests waited its turn behind them,
# so they ended last, alone on one core, for the run's last ≈ 15 s. A whole run (no --filter) runs
# them in a test process of their own beside the rest, their output appended to the log after it.
set -uo pipefail
swift=${SWIFT:-swift}
log=.build/test.log
sdl_log=.build/test-sdl.log
sdl_suites='SDLSuites|HeadlessWindowTests|DesignEditLoopTests'
mkdir -p .build
# A pass must end with Swift Testing's summary: once, a test-process-wide stderr redirect lost the
# rest of the log while the run went on and exited 0 (LibraryDiagnostics, 2026-11-26).
summarized() { grep -qE 'Test run with [0-9]+ tests? .*passed' "$1" && return 0
               echo "== the test process exited 0, but its log ($1) has no summary line: the test output was lost"; return 1; }
if [[ " $* " == *" --filter "* || " $* " != *" --skip-build "* ]]; then
    "$swift" test "$@" 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}
    [ "$status" -ne 0 ] || summarized "$log" || status=1
else
    bundle="$("$swift" build --show-bin-path)/StretchyHeaderPackageTests.xctest"
    NO_COLOR=1 "$bundle" --testing-library swift-testing --filter "$sdl_suites" > "$sdl_log" 2>&1 & sdl=$!
    "$swift" test "$@" --skip "$sdl_suites" 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}
    [ "$status" -ne 0 ] || summarized "$log" || status=1
    wait $sdl; sdl_status=$?
    [ "$sdl_status" -ne 0 ] || summarized "$sdl_log" || sdl_status=1
    echo "== the in-process SDL suites ($sdl_suites), run beside the rest (exit $sdl_status):" | tee -a "$log"
    tee -a "$log" < "$sdl_log"
    [ "$status" -ne 0 ] || status=$sdl_status
fi
[ "$status" -eq 0 ] && exit 0

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
