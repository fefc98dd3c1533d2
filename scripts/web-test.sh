#!/usr/bin/env bash
# The web player's tests (Resources/web/test/*.test.js) under Node's own runner: the physics
# port's closed-form checks and the player's replays against the Swift traces in
# Resources/web/test/fixtures/ (scripts/web-fixtures.sh writes them). A few seconds; no build.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v node > /dev/null || { echo "web-test: node is missing (Debian's nodejs; make test-deps installs it)" >&2; exit 1; }
echo "== web player tests (node --test Resources/web/test/)"
exec node --test Resources/web/test/
