#!/usr/bin/env python3
"""Check the relative links and images of README.md and docs/**/*.md.

Every relative Markdown link `[text](path)` and image `![alt](path)` (and `<img src="…">`,
`<a href="…">`) must name a file or folder that exists, relative to the page; a `#anchor`
(alone, or after a `.md` path) must be a heading of that page, spelt as GitHub spells heading
anchors (lower case, punctuation dropped, spaces as hyphens, `-1`, `-2` … for repeats) or an
explicit `<a id|name="…">`. Links to other sites (http:, https:, mailto:) are not fetched.
Code blocks and inline code are skipped.

    scripts/check-doc-links.py [ROOT]     # exit 0: all good; 1: the broken links, one a line

Standard library only.
"""
import os
import re
import sys
import unicodedata
from urllib.parse import unquote

FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$")
INLINE_CODE = re.compile(r"(`+)(.+?)\1")
# [text](target "title") and ![alt](target); the text may hold one level of brackets (an image).
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
REFDEF = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
HTML_ATTR = re.compile(r"<(?:img|a|source)\b[^>]*?\b(?:src|href)\s*=\s*\"([^\"]*)\"", re.I)
HTML_ANCHOR = re.compile(r"<a\b[^>]*?\b(?:id|name)\s*=\s*\"([^\"]*)\"", re.I)


def prose_lines(text):
    """(line number, line) for the lines outside fenced code blocks."""
    fence = None
    for number, line in enumerate(text.split("\n"), 1):
        match = FENCE.match(line)
        if fence:
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence):
                fence = None
            continue
        if match:
            fence = match.group(1)
            continue
        yield number, line


def slug(heading):
    """GitHub's anchor for a heading's text."""
    text = re.sub(r"!\[([^\]]*)\]\([^)]*\)", r"\1", heading)      # images: their alt text
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)            # links: their text
    text = re.sub(r"<[^>]+>", "", text)                               # inline HTML tags
    text = text.replace("`", "").strip().lower()
    kept = []
    for char in text:
        category = unicodedata.category(char)
        if char in " -_" or category[0] in "LN" or category == "Mn":
            kept.append("-" if char == " " else char)
    return "".join(kept)


def anchors(path, cache={}):
    if path not in cache:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        found, counts = set(), {}
        for _, line in prose_lines(text):
            match = HEADING.match(line)
            if match:
                base = slug(match.group(2))
                count = counts.get(base, 0)
                counts[base] = count + 1
                found.add(base if count == 0 else f"{base}-{count}")
            found.update(HTML_ANCHOR.findall(line))
        cache[path] = found
    return cache[path]


def targets(text):
    for number, line in prose_lines(text):
        bare = INLINE_CODE.sub("", line)
        for match in LINK.finditer(bare):
            yield number, match.group(1)
        for match in HTML_ATTR.finditer(bare):
            yield number, match.group(1)
        match = REFDEF.match(bare)
        if match:
            yield number, match.group(1)


def check(root):
    pages = [os.path.join(root, "README.md")]
    for folder, _, files in os.walk(os.path.join(root, "docs")):
        pages += [os.path.join(folder, name) for name in sorted(files) if name.endswith(".md")]
    broken, checked = [], 0
    for page in sorted(p for p in pages if os.path.isfile(p)):
        with open(page, encoding="utf-8") as handle:
            text = handle.read()
        for number, target in targets(text):
            if not target or re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):
                continue  # http:, https:, mailto: …
            checked += 1
            where = f"{os.path.relpath(page, root)}:{number}: {target}"
            path, _, anchor = target.partition("#")
            file = os.path.normpath(os.path.join(os.path.dirname(page), unquote(path))) if path else page
            if not os.path.exists(file):
                broken.append(f"{where}: no such file {os.path.relpath(file, root)}")
            elif anchor and file.endswith(".md") and os.path.isfile(file):
                if unquote(anchor).lower() not in anchors(file):
                    broken.append(f"{where}: no heading #{anchor} in {os.path.relpath(file, root)}")
    return pages, checked, broken


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    pages, checked, broken = check(root)
    for line in broken:
        print(line)
    print(f"check-doc-links: {checked} relative links in {len(pages)} pages, {len(broken)} broken",
          file=sys.stderr)
    sys.exit(1 if broken else 0)


if __name__ == "__main__":
    main()
