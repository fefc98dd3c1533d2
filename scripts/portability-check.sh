#!/usr/bin/env bash
# Fails (exit 1, naming file and line) when a Linux-only API is used outside the platform files:
# code that calls the kernel or glibc directly lives in a `Platform/` folder of its module, one
# small file per concern, each with `#if canImport(Glibc)` / `#elseif canImport(Darwin)` branches
# (issue 48: a Mac build should fail in those files only). Comments are not code and are skipped.
# `--self-test`: copies the sources, injects `import Glibc` outside Platform/, and expects a failure.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

# glibc's module, Linux-only kernel interfaces, /proc, glibc-only spellings of POSIX things.
pattern='import Glibc|Glibc\.|inotify_|epoll_|/proc/|SCHED_IDLE|sched_setscheduler|prctl\(|unshare\(|signalfd|eventfd\(|timerfd_|memfd_create|CLOCK_BOOTTIME|__rusage_who_t|__priority_which_t|st_mtim\b|O_PATH|MSG_NOSIGNAL|getauxval|sysinfo\(|malloc_trim|XSetIOErrorHandler'

check() {
    local sources="$1" found=0
    # grep -n: file:line:text; keep code lines (not // comments) outside */Platform/*.
    while IFS= read -r hit; do
        file="${hit%%:*}"; rest="${hit#*:}"; line="${rest%%:*}"; text="${rest#*:}"
        case "$file" in */Platform/*) continue ;; esac
        code="${text%%//*}"
        [[ "$code" =~ $pattern ]] || continue
        echo "${file#"$sources"/}:$line: Linux-only API outside a Platform/ file: $(echo "$text" | sed 's/^ *//')"
        found=1
    done < <(grep -rnE --include='*.swift' "$pattern" "$sources" || true)
    return $found
}

if [ "${1:-}" = "--self-test" ]; then
    tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
    cp -R "$root/Sources" "$tmp/Sources"
    check "$tmp/Sources" > /dev/null || { echo "self-test: the clean copy already fails"; exit 1; }
    # Outside Platform/: must fail, naming the file and line.
    printf 'import Glibc\n' >> "$tmp/Sources/Stage/Window/EventPump.swift"
    if out="$(check "$tmp/Sources")"; then echo "self-test: an injected import Glibc passed"; exit 1; fi
    lines=$(wc -l < "$tmp/Sources/Stage/Window/EventPump.swift" | tr -d ' ')
    [[ "$out" == *"Stage/Window/EventPump.swift:$lines:"* ]] || { echo "self-test: wrong place named: $out"; exit 1; }
    # A comment naming the API, and the same import inside Platform/, pass.
    cp "$root/Sources/Stage/Window/EventPump.swift" "$tmp/Sources/Stage/Window/EventPump.swift"
    printf '// import Glibc is not used here\n' >> "$tmp/Sources/Stage/Window/EventPump.swift"
    printf 'import Glibc\n' >> "$tmp/Sources/Stage/Platform/FileMapping.swift"
    check "$tmp/Sources" > /dev/null || { echo "self-test: a comment or a Platform/ file failed"; exit 1; }
    echo "portability-check self-test: ok"
    exit 0
fi

if check "$root/Sources"; then
    echo "portability-check: no Linux-only API outside Platform/ files"
else
    exit 1
fi
