#!/usr/bin/env bash
# Writes the CLI reference (docs/guide/cli.md) from stretchy's own --help and each subcommand's
# (and theirs: `import figma`, `import svg`), so the page cannot drift from the options: `make docs`
# writes it, and a test (CLIReferenceTests) fails when the committed page differs.
# usage: help-to-markdown.sh BINARY > docs/guide/cli.md
set -euo pipefail
binary="$1"
# swift-argument-parser wraps help to the terminal's width, read from COLUMNS first: a fixed one
# makes the page the same from any terminal, pipe or test.
export COLUMNS=100
# The indented first words of a help text's SUBCOMMANDS section.
subcommands() { awk '/^SUBCOMMANDS:/{on=1; next} /^[A-Z]/{on=0} on && /^  [a-z]/{print $1}' | tr -d ,; }
section() {  # section "run" or "import figma": its heading, then its help as printed
    echo
    echo "## \`stretchy $1\`"
    echo
    echo '```text'
    # shellcheck disable=SC2086  # the words of a nested command are separate arguments
    "$binary" help $1 | sed -e 's/[[:space:]]*$//'
    echo '```'
}
cat <<'EOF'
# Command-line reference

<!-- Written by `make docs` (scripts/help-to-markdown.sh) from the commands' own `--help`; do not
edit by hand: a test fails when this page differs from what the binary prints. -->

Every `stretchy` command with every option, exactly as `stretchy COMMAND --help` prints it. What
each command does and how its options play together: [commands.md](commands.md) and the pages it
links to.

## `stretchy`

```text
EOF
"$binary" --help | sed -e 's/[[:space:]]*$//'
echo '```'
for command in $("$binary" --help | subcommands); do
    section "$command"
    for nested in $("$binary" help "$command" | subcommands); do
        section "$command $nested"
    done
done
