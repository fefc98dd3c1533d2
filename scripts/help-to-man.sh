#!/usr/bin/env bash
# Writes a man page (roff) for stretchy from its own --help and each subcommand's, so the page
# cannot drift from the options. The fallback where swift-argument-parser's generate-manual
# plugin is not run (install.sh on an already-built binary).
# usage: help-to-man.sh BINARY > stretchy.1
set -euo pipefail
binary="$1"
roff() { sed -e 's/\\/\\e/g' -e 's/^\./\\\&./' -e "s/^'/\\\\\&'/"; }
echo ".TH STRETCHY 1 \"$(date -u +%Y-%m-%d)\" \"stretchy\" \"User Commands\""
echo ".SH NAME"
echo "stretchy \\- feel, tune and review iOS-style stretchy scroll headers"
echo ".SH DESCRIPTION"
echo ".nf"
"$binary" --help | roff
echo ".fi"
# Subcommand names: the indented first words of the SUBCOMMANDS section.
for command in $("$binary" --help | awk '/^SUBCOMMANDS:/{on=1; next} on && /^  [a-z]/{print $1}' | tr -d ,); do
    echo ".SH \"STRETCHY $(echo "$command" | tr a-z A-Z)\""
    echo ".nf"
    "$binary" help "$command" | roff
    echo ".fi"
done
echo ".SH FILES"
echo "Resources are read from PREFIX/share/stretchy beside an installed binary, a checkout's Resources folder, or \$STRETCHY_RESOURCES."
