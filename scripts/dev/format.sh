#!/usr/bin/env bash
# Formats Sources and Tests with swift-format and the repository's .swift-format, then checks them
# with `swift format lint --strict` (any finding fails). Generated files opt out with a
# `// swift-format-ignore-file` line, which their generators write (scripts/dev/regenerate.sh).
#
# The configuration keeps the code's own style where swift-format would otherwise rewrite it wholesale:
# 4-space indentation and 150 columns (the code's long lines: 150 changes far fewer lines than 100
# or 120, and longer limits change little more), default pretty-printing otherwise. Rules turned off,
# each for an idiom the code uses on purpose:
#   DoNotUseSemicolons               one-line `case` bodies (`case .a(let x): h.combine(0); h.combine(x)`)
#   OneVariableDeclarationPerLine    related values declared together (`var added = 0, removed = 0`)
#   UseLetInEveryBoundCaseVariable   `case let (.a(x), .b(y))` in two-value switches
#   ReplaceForEachWithForLoop        one-statement `forEach` at the end of a chain
#   OnlyOneTrailingClosureArgument   a trailing closure after a closure argument (`drain(stored: {…}) { … }`)
#   AlwaysUseLowerCamelCase          names that quote a standard (`isISO639_1`)
# and NoEmptyLinesOpeningClosingBraces turned on (the code already follows it).
#
# Usage: scripts/dev/format.sh          format in place, then lint
#        scripts/dev/format.sh --lint   lint only (exit 1 on any finding)
set -euo pipefail
cd "$(dirname "$0")/../.."
case "${1:-}" in
  "") swift format format --in-place --recursive --parallel Sources Tests ;;
  --lint) ;;
  *) echo "usage: scripts/dev/format.sh [--lint]" >&2; exit 2 ;;
esac
swift format lint --strict --recursive --parallel Sources Tests
