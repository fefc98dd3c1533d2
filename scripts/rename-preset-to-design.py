#!/usr/bin/env python3
"""Finishes the rename from "preset" to "design" (issue 31 §4) in Swift identifiers.

Re-runnable and idempotent: run it from the repository's root after merging a branch that still
says `preset` (`python3 scripts/rename-preset-to-design.py`), then build. Only code is renamed:
comments and the text of string literals are left alone (their interpolations are code), so the
old spellings stay where they are the file and CLI boundary: the `"preset"` JSON keys scripts,
configs and sidecars read and write, the `--preset` and `--presets` options (`DesignOption`,
`gallery`), the `presets` command alias and ffmpeg's `-preset`. `--check` lists what is left
in code without changing anything (exit 1 when something is).
"""
import re
import subprocess
import sys
from pathlib import Path

# Whole identifiers, longest first. A name String becomes `designName`: most scopes that held a
# `preset` also hold a `design` (the Design value).
RENAMES = [
    ("PresetsCommand", "DesignsCommand"),
    ("presetNames", "designNames"),
    ("presetName", "designName"),
    ("basePreset", "baseDesign"),
    ("badPreset", "badDesign"),
    ("defaultPreset", "defaultDesign"),
    ("presetPictures", "designPictures"),
    ("PresetMetrics", "DesignMetrics"),
    ("PresetLayout", "DesignLayout"),
    ("TestPreset", "TestDesign"),
    ("presets", "designs"),
    ("preset", "designName"),
]
# `switchPreset(to: "album")` takes a name: beside `switchDesign(to: Design)` it reads `named:`.
CALLS = [(re.compile(r"\bswitchPreset\(to:"), "switchDesign(named:"),
         (re.compile(r"\bfunc switchPreset\(to name:"), "func switchDesign(named name:")]
# The CLI boundary: these files declare the old option names as properties (the property's
# name is the option's), and these expressions read them.
KEPT_FILES = {"Sources/stretchy/Commands/DesignOption.swift": {"preset"},
              "Sources/stretchy/Commands/GalleryCommand.swift": {"presets"}}
KEPT_EXPRESSIONS = [re.compile(r"designOption\.preset\b")]
MOVES = [("Sources/stretchy/Commands/PresetsCommand.swift", "Sources/stretchy/Commands/DesignsCommand.swift")]


def segments(text):
    """Splits Swift source into (is_code, text) runs: comments and string text are not code,
    a string's interpolations are."""
    out, i, n, start = [], 0, len(text), 0

    def flush(end, code):
        nonlocal start
        if end > start:
            out.append((code, text[start:end]))
        start = end

    def string_end(i):
        """i at the opening quotes (after any #s); returns the index after the closing ones,
        flushing string text and interpolated code as it goes."""
        nonlocal start
        hashes = 0
        j = i - 1
        while j >= 0 and text[j] == "#":
            hashes += 1
            j -= 1
        multi = text.startswith('"""', i)
        close = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        i += 3 if multi else 1
        while i < n:
            if text.startswith(escape, i):
                k = i + len(escape)
                if k < n and text[k] == "(":
                    flush(k + 1, False)
                    depth, i = 1, k + 1
                    while i < n and depth:
                        c = text[i]
                        if c == '"':
                            flush(i, True)
                            i = string_end(i)
                            continue
                        depth += (c == "(") - (c == ")")
                        i += 1
                    flush(i - 1, True)
                    continue
                i = k + 1
                continue
            if text.startswith(close, i):
                return i + len(close)
            i += 1
        return i

    while i < n:
        if text.startswith("//", i):
            flush(i, True)
            j = text.find("\n", i)
            i = n if j < 0 else j
            flush(i, False)
        elif text.startswith("/*", i):
            flush(i, True)
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            flush(i, False)
        elif text[i] == '"':
            j = i
            while j > 0 and text[j - 1] == "#":
                j -= 1
            flush(j, True)
            i = string_end(i)
            flush(i, False)
        else:
            i += 1
    flush(n, True)
    return out


def rename_code(code, kept):
    protected = []

    def protect(match):
        protected.append(match.group(0))
        return f"\x00{len(protected) - 1}\x00"

    for pattern in KEPT_EXPRESSIONS:
        code = pattern.sub(protect, code)
    for pattern, replacement in CALLS:
        code = pattern.sub(replacement, code)
    for old, new in RENAMES:
        if old in kept:
            continue
        # Not an option spelling (`-preset`, `--preset`) written as code.
        code = re.sub(rf"(?<![\w-]){old}\b", new, code)
    return re.sub(r"\x00(\d+)\x00", lambda m: protected[int(m.group(1))], code)


def main():
    check = "--check" in sys.argv
    for old, new in MOVES:
        if Path(old).exists() and not check:
            subprocess.run(["git", "mv", old, new], check=True)
    left = []
    for path in sorted(Path(".").glob("Sources/**/*.swift")) + sorted(Path(".").glob("Tests/**/*.swift")):
        text = path.read_text()
        kept = KEPT_FILES.get(str(path), set())
        renamed = "".join(rename_code(t, kept) if code else t for code, t in segments(text))
        if check:
            if renamed != text:
                left.append(str(path))
        elif renamed != text:
            path.write_text(renamed)
    if check and left:
        print("\n".join(left))
        sys.exit(1)


if __name__ == "__main__":
    main()
