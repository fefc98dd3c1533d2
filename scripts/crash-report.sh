#!/usr/bin/env bash
# What a `swift test` log says about a test process that died of a signal: the tests (and suites)
# Swift Testing had started but not finished — the crash is in one of them — and the crashed
# thread's frames from the Swift runtime's backtrace. Usage: scripts/crash-report.sh LOG
# (scripts/swift-test.sh runs it when the test process was killed by a signal).
set -uo pipefail
log=${1:?usage: crash-report.sh LOG}

# Swift Testing writes "◇ Test f() started." and later "✔ Test f() passed after …" or
# "✘ Test f() failed after …" ("… with N test cases passed/failed after …" for a parameterised
# test). Names repeat across suites, so each one is counted: started more often than ended is open.
unfinished() {  # $1: Test or Suite
    awk -v kind="$1" '
        index($0, "◇ " kind " ") == 1 && / started\.$/ && !/^◇ Test case / {
            name = substr($0, length("◇ " kind " ") + 1); sub(/ started\.$/, "", name); open[name]++; next
        }
        (index($0, "✔ " kind " ") == 1 || index($0, "✘ " kind " ") == 1) && / after [0-9.]+ seconds/ {
            name = substr($0, length("✔ " kind " ") + 1)
            sub(/ (with [0-9]+ test cases? )?(passed|failed) after [0-9.]+ seconds.*$/, "", name); open[name]--
        }
        END { for (name in open) if (open[name] > 0) print "  " name }
    ' "$log" | sort
}

echo "== the test process died of a signal; tests started but not finished (one of them crashed):"
tests=$(unfinished Test)
echo "${tests:-  (none: it died between tests)}"
suites=$(unfinished Suite)
[ -n "$suites" ] && echo "== in suites:" && echo "$suites"
# The runtime's backtracer: "Thread N … crashed:", its frames, then "Registers:" (or the image list).
frames=$(awk '/^Thread [0-9]+.* crashed:/ { on = 1 } on && /^(Registers:|Images|Backtrace took)/ { exit } on' "$log")
if [ -n "$frames" ]; then
    echo "== the crashed thread:"
    echo "$frames" | grep -v '^[[:space:]]*$' | head -n 60
else
    echo "== no backtrace in $log (SWIFT_BACKTRACE=enable=no?)"
fi
