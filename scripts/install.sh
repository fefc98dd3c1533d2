#!/usr/bin/env bash
# Installs a built stretchy under PREFIX the way a shell finds it:
#   PREFIX/bin/stretchy                          the binary
#   PREFIX/share/stretchy/                       its resources (found from the binary's own path)
#   PREFIX/share/man/man1/stretchy.1             the man page
#   PREFIX/share/bash-completion/completions/stretchy, PREFIX/share/zsh/site-functions/_stretchy,
#   PREFIX/share/fish/vendor_completions.d/stretchy.fish
# usage: install.sh PREFIX BINARY [MANPAGE]
# MANPAGE: swift-argument-parser's generate-manual page (`make install` makes it); without it the
# page is written from the commands' own --help (scripts/help-to-man.sh).
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 PREFIX BINARY [MANPAGE]" >&2; exit 2; }
prefix="$1" binary="$2" manpage="${3:-}"
root="$(cd "$(dirname "$0")/.." && pwd)"
[ -x "$binary" ] || { echo "no executable at $binary" >&2; exit 1; }

install -d "$prefix/bin" "$prefix/share/stretchy" "$prefix/share/man/man1" \
    "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" \
    "$prefix/share/fish/vendor_completions.d"
install -m 755 "$binary" "$prefix/bin/stretchy"
# The resources as a whole folder, replaced (a file removed from Resources goes from PREFIX too).
rm -rf "$prefix/share/stretchy"
cp -R "$root/Resources" "$prefix/share/stretchy"

if [ -n "$manpage" ]; then
    install -m 644 "$manpage" "$prefix/share/man/man1/stretchy.1"
else
    "$root/scripts/help-to-man.sh" "$prefix/bin/stretchy" > "$prefix/share/man/man1/stretchy.1"
fi

# The completions come from the binary itself, so they name exactly the options it has.
STRETCHY_RESOURCES= "$prefix/bin/stretchy" --generate-completion-script bash > "$prefix/share/bash-completion/completions/stretchy"
STRETCHY_RESOURCES= "$prefix/bin/stretchy" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_stretchy"
STRETCHY_RESOURCES= "$prefix/bin/stretchy" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/stretchy.fish"
echo "installed stretchy in $prefix/bin (resources in $prefix/share/stretchy, man page, bash/zsh/fish completions)"
