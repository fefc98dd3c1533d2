#!/usr/bin/env python3
# Parses Kotlin (.kt) and Dart (.dart) files with tree-sitter grammars (PyPI tree-sitter-kotlin,
# tree-sitter-dart; `make test-deps` installs them) and prints every ERROR or missing node; exit 1
# when there is one. `stretchy export-code --check` runs it on exported Compose and Flutter files
# (the tests through that command). A grammar that is not installed: a line naming it, exit 3.
#
# With --templates, every string literal is also scanned for string templates (`$name`,
# `${...}`, the backslash escapes skipped) and any template but the export's own section titles
# (`${section + 1}`, `${row ~/ N + 1}`) is an error: text from a design must never become code.
import re, sys
import importlib
try:
    from tree_sitter import Language, Parser, Query, QueryCursor
except ImportError:
    print("no parser installed: the Python package tree-sitter is missing (pip install tree-sitter tree-sitter-kotlin tree-sitter-dart; `make test-deps`)")
    sys.exit(3)
langs = {}
for ext, module, package in [("kt", "tree_sitter_kotlin", "tree-sitter-kotlin"), ("dart", "tree_sitter_dart", "tree-sitter-dart")]:
    try:
        langs[ext] = Language(importlib.import_module(module).language())
    except ImportError:
        langs[ext] = package
own_templates = re.compile(r"^\$\{(section \+ 1|row ~/ \d+ \+ 1)\}$")

def templates(literal):
    """The templates in a string literal's source text."""
    found, i = [], 0
    while i < len(literal):
        c = literal[i]
        if c == "\\":
            i += 2
            continue
        if c == "$" and i + 1 < len(literal):
            if literal[i + 1] == "{":
                depth, j = 0, i + 1
                while j < len(literal):
                    depth += {"{": 1, "}": -1}.get(literal[j], 0)
                    if depth == 0: break
                    j += 1
                found.append(literal[i:j + 1])
                i = j + 1
                continue
            m = re.match(r"[A-Za-z_][A-Za-z0-9_]*", literal[i + 1:])
            if m: found.append("$" + m.group(0))
        i += 1
    return found

args = sys.argv[1:]
check_templates = "--templates" in args
paths = [a for a in args if a != "--templates"]
missing = sorted({langs[p.rsplit(".", 1)[1]] for p in paths if isinstance(langs.get(p.rsplit(".", 1)[1]), str)})
if missing:
    print("no parser installed: the Python package " + " and ".join(missing) + " is missing (pip install " + " ".join(missing) + "; `make test-deps`)")
    sys.exit(3)
langs = {ext: lang for ext, lang in langs.items() if not isinstance(lang, str)}
parsers = {ext: Parser(lang) for ext, lang in langs.items()}
# The walks run in tree-sitter's C code (a Python walk over every node was most of the run):
# errors only under nodes that have one, the string literals through a query.
literals = {ext: Query(lang, "(string_literal) @s") for ext, lang in langs.items()}
bad = 0
for path in paths:
    ext = path.rsplit(".", 1)[1]
    tree = parsers[ext].parse(open(path, "rb").read())
    errors = []
    def walk(n):
        if n.type == "ERROR" or n.is_missing: errors.append(f"{n.type} at line {n.start_point[0] + 1}, column {n.start_point[1] + 1}")
        for c in n.children:
            if c.has_error or c.is_missing: walk(c)
    if tree.root_node.has_error: walk(tree.root_node)
    if check_templates:
        for n in QueryCursor(literals[ext]).captures(tree.root_node).get("s", []):
            for t in templates(n.text.decode("utf-8", "replace")):
                if not own_templates.match(t): errors.append(f"template {t} in a string at line {n.start_point[0] + 1}")
    for e in errors[:5]: print(f"{path}: {e}")
    bad += len(errors)
sys.exit(1 if bad else 0)
