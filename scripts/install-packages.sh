#!/usr/bin/env bash
# Installs what is missing, one branch per platform; idempotent.
#   install-packages.sh [--brew "formula …"] debian-package …
# Debian/Ubuntu: the Debian packages through apt-get (sudo only when not root).
# macOS: the Homebrew formulae given with --brew (never sudo). The macOS branch is written from
# Homebrew's documentation; it has not been run on a Mac.
set -euo pipefail
brew_formulae=""
if [ "${1:-}" = "--brew" ]; then brew_formulae="$2"; shift 2; fi

case "$(uname -s)" in
Darwin)
    command -v brew > /dev/null || { echo "Homebrew is needed: https://brew.sh" >&2; exit 1; }
    missing=()
    for formula in $brew_formulae; do
        brew list --versions "$formula" > /dev/null 2>&1 || missing+=("$formula")
    done
    [ ${#missing[@]} -eq 0 ] && exit 0
    echo "installing: ${missing[*]}"
    brew install "${missing[@]}"
    ;;
Linux)
    command -v dpkg-query > /dev/null || { echo "not a Debian system: install by hand: $*" >&2; exit 1; }
    missing=()
    for package in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed"; then
            missing+=("$package")
        fi
    done
    [ ${#missing[@]} -eq 0 ] && exit 0
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "installing: ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
    ;;
*)
    echo "unsupported platform $(uname -s): install by hand: $*" >&2
    exit 1
    ;;
esac
