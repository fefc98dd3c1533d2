#!/usr/bin/env python3
# Parses Kotlin (.kt) and Dart (.dart) files with tree-sitter grammars (PyPI tree-sitter-kotlin,
# tree-sitter-dart; `make test-deps` installs them) and prints every ERROR or missing node; exit 1
# when there is one. The code export tests run it on every exported Compose and Flutter file.
import sys
from tree_sitter import Language, Parser
import tree_sitter_kotlin, tree_sitter_dart
langs = {"kt": Language(tree_sitter_kotlin.language()), "dart": Language(tree_sitter_dart.language())}
bad = 0
for path in sys.argv[1:]:
    parser = Parser(langs[path.rsplit(".", 1)[1]])
    tree = parser.parse(open(path, "rb").read())
    errors = []
    def walk(n):
        if n.type == "ERROR" or n.is_missing: errors.append(f"{n.type} at line {n.start_point[0] + 1}, column {n.start_point[1] + 1}")
        for c in n.children: walk(c)
    walk(tree.root_node)
    for e in errors[:5]: print(f"{path}: {e}")
    bad += len(errors)
sys.exit(1 if bad else 0)
