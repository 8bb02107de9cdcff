#!/usr/bin/env python3
"""The fast test loop: `swift test` without the tests tagged .tmux, .chromium or .spawnsProcess.

Usage: scripts/dev/fast-tests.py [--print] [swift test arguments...]
  --print   print the `--skip` pattern instead of running the tests

This toolchain's `swift test` filters by name only (`--filter`/`--skip` take regular expressions
over test ids such as `CLITests.DoctorCommandTests/readsAPlist()`), not by tag. So this reads the tags
from the test sources and skips each tagged suite (`@Suite(.tags(.tmux))`) and each tagged test
(`@Test(.tags(.spawnsProcess))`) by its id: a tag on a new slow test is all the fast loop needs.
The tags are declared in Sources/ConsentsimTestSupport/TestTags.swift, where the process spawner
also records an issue when an untagged test starts a process. Python 3 standard library only.
"""
import os
import re
import subprocess
import sys

SLOW = {"tmux", "chromium", "spawnsProcess"}
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TYPE = re.compile(r"^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:private|fileprivate|package|public|final)\s+)*"
                  r"(?:struct|enum|class|extension|actor)\s+(\w+)")
SUITE = re.compile(r"^\s*@Suite\((.*)\)\s*(?:(?:final|package|public)\s+)*(?:struct|enum|class|actor)\s+(\w+)")
FUNC = re.compile(r"\bfunc\s+(\w+)")


def tags_in(text):
    """The tags of a `.tags(...)` trait in `text`."""
    found = set()
    for group in re.findall(r"\.tags\(([^)]*)\)", text):
        found |= {name for name in re.findall(r"\.(\w+)", group)}
    return found


def slow_ids(path, module):
    """Skip patterns for the slow suites and tests of one file."""
    lines = open(path, encoding="utf-8").read().split("\n")
    patterns, stack, pending = [], [], None  # stack: (indent, type name); pending: a @Test(...) attribute
    for line in lines:
        typ = TYPE.match(line)
        if typ:
            indent = len(typ.group(1))
            stack = [entry for entry in stack if entry[0] < indent] + [(indent, typ.group(2))]
        suite = SUITE.match(line)
        if suite and tags_in(suite.group(1)) & SLOW:
            patterns.append(rf"^{module}\.([^/]*/)*{suite.group(2)}/")
        stripped = line.strip()
        if stripped.startswith("@Test"):
            pending = ""
        if pending is not None:
            pending += line
            func = FUNC.search(line)
            if func:
                if tags_in(pending) & SLOW:
                    indent = len(line) - len(line.lstrip())
                    owner = [name for level, name in stack if level < indent]
                    if owner:
                        patterns.append(rf"^{module}\.([^/]*/)*{owner[-1]}/{func.group(1)}\(")
                pending = None
    return patterns


def skip_pattern():
    patterns = []
    tests = os.path.join(ROOT, "Tests")
    for module in sorted(os.listdir(tests)):
        for folder, _, files in os.walk(os.path.join(tests, module)):
            for file in sorted(files):
                if file.endswith(".swift"):
                    patterns += slow_ids(os.path.join(folder, file), module)
    return "|".join(sorted(set(patterns)))


def main(argv):
    pattern = skip_pattern()
    if argv[1:2] == ["--print"]:
        print(pattern)
        return 0
    return subprocess.call(["swift", "test", "--skip", pattern] + argv[1:], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
