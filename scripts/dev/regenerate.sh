#!/usr/bin/env bash
# Regenerates every generated file from its source, in dependency order, so a change to forms/, the
# vendor-list fixture, the form model or the screens lands together with everything it implies:
#
#   Sources/Forms/Library/ShippedForms.swift   forms/**/*.yaml: their text, and  consentsim-embed-forms
#                                              those on the embedded list as code
#   Sources/TCF/GVL/EmbeddedVendorListData.swift  Tests/Fixtures/tcf's GVL v106  embed-vendor-list.py
#   Sources/TCF/Eligibility/EmbeddedIABCMPList.swift  Tests/Fixtures/tcf's IAB CMP list  embed-cmp-list.py
#   Sources/Screens/Text/CellWidthTable.swift       glibc's wcwidth() (C.UTF-8)       gen-cell-width-table.py
#   Sources/Screens/Text/LineBreakClassTable.swift  Unicode's LineBreak.txt           gen-line-break-table.py
#                                              (Debian unicode-data)
#   Sources/Screens/Text/BidiClassTable.swift  Unicode's DerivedBidiClass.txt,  gen-bidi-table.py
#   Tests/Fixtures/unicode/BidiCharacterTest-15.0.0-subset.txt  BidiBrackets.txt, BidiMirroring.txt,
#                                              BidiCharacterTest.txt (Debian unicode-data)
#   Sources/Pictures/Fonts/*.ttf, Sources/Pictures/Phone/PhoneFontData.swift, PhoneFontMetrics.swift
#                                              Debian fonts-roboto-unhinted      gen-phone-font.py
#                                              (with PyPI fonttools)
#   forms/schema.json                          the form model's text keys        forms-schema.py
#   scripts/preview/default-form-en-80x24.svg  `consentsim preview`'s picture    update-preview.sh
#   Sources/consentsim/Scripting/LanguageReference.swift  scripts/README.md      embed-manual.py
#   scripts/dev/startup-symbols.txt            with --startup-symbols only       startup-order.sh
#
# Each file but the last has a test that fails when it is stale (PrebuiltFormsTests,
# CompactVendorListTests, GlibcWidthTests, SchemaTests, ReadmePictureTests, RunnerFeatureTests). The start-up symbol list
# takes minutes (a release build and callgrind runs; valgrind and lld) and a stale one costs memory,
# never correctness, so it is rebuilt only on request. The cell-width table follows the C library of
# the machine; the committed one is glibc 2.36's (Debian 12, as CI).
#
# The tables and the font come from files outside the repository: Debian's unicode-data and
# fonts-roboto-unhinted, and PyPI's fonttools (the version below); CI installs them and runs
# `--check --tables`, which regenerates those alone (each of the others has its test).
#
# Usage: scripts/dev/regenerate.sh [--check] [--tables] [--startup-symbols]
#   --check   regenerate, then fail (exit 1) naming each generated file that differs from git's copy;
#             with --startup-symbols, fail when the start-up symbol list is stale (startup-order.sh --check)
#   --tables  only the Unicode tables and the phone font (what needs the packages above)
set -euo pipefail
cd "$(dirname "$0")/../.."

check=0 symbols=0 tables_only=0
for arg in "$@"; do
  case "$arg" in
    --check) check=1 ;;
    --tables) tables_only=1 ;;
    --startup-symbols) symbols=1 ;;
    *) echo "usage: scripts/dev/regenerate.sh [--check] [--tables] [--startup-symbols]" >&2; exit 2 ;;
  esac
done

# The version of PyPI's fonttools the committed font files were cut with (its subsetter's output
# differs between versions); .ci/run installs this one.
fonttools_version=4.68.0
tables=(
  Sources/Screens/Text/LineBreakClassTable.swift
  Sources/Screens/Text/BidiClassTable.swift
  Tests/Fixtures/unicode/BidiCharacterTest-15.0.0-subset.txt
  Sources/Pictures/Fonts/Roboto-Regular.ttf
  Sources/Pictures/Fonts/Roboto-Medium.ttf
  Sources/Pictures/Phone/PhoneFontData.swift
  Sources/Pictures/Phone/PhoneFontMetrics.swift
)
make_tables() {
  local have
  have="$(python3 -c 'import fontTools; print(fontTools.version)' 2>/dev/null || echo none)"
  if [ "$have" != "$fonttools_version" ]; then
    echo "regenerate: the phone font needs PyPI fonttools $fonttools_version (found $have)" >&2
    exit 1
  fi
  python3 scripts/dev/gen-line-break-table.py
  python3 scripts/dev/gen-bidi-table.py
  python3 scripts/dev/gen-phone-font.py
}
if [ "$tables_only" = 1 ]; then
  make_tables
  if [ "$check" = 1 ] && ! git diff --quiet -- "${tables[@]}"; then
    echo "regenerate: these generated tables were stale (now rewritten; review and commit them):" >&2
    git diff --name-only -- "${tables[@]}" >&2
    exit 1
  fi
  [ "$check" = 1 ] && echo "regenerate: every generated table is current"
  exit 0
fi

generated=(
  Sources/Forms/Library/ShippedForms.swift
  Sources/TCF/GVL/EmbeddedVendorListData.swift
  Sources/TCF/Eligibility/EmbeddedIABCMPList.swift
  Sources/Screens/Text/CellWidthTable.swift
  "${tables[@]}"
  forms/schema.json
  scripts/preview/default-form-en-80x24.svg
  Sources/consentsim/Scripting/LanguageReference.swift
)

swift run -q consentsim-embed-forms
python3 scripts/dev/embed-vendor-list.py Tests/Fixtures/tcf/gvl-v3-vendor-list-v106.json
python3 scripts/dev/embed-cmp-list.py Tests/Fixtures/tcf/iab-cmp-list-2025-03-20.json
python3 scripts/dev/gen-cell-width-table.py > Sources/Screens/Text/CellWidthTable.swift.tmp
mv Sources/Screens/Text/CellWidthTable.swift.tmp Sources/Screens/Text/CellWidthTable.swift
make_tables
python3 scripts/dev/forms-schema.py
scripts/dev/update-preview.sh
python3 scripts/dev/embed-manual.py
stale_symbols=0
if [ "$symbols" = 1 ] && [ "$check" = 1 ]; then
  # The list is never byte-for-byte reproducible (the profile's order moves with the code): checked
  # for staleness instead, by the functions the starts execute now.
  scripts/dev/startup-order.sh --check || stale_symbols=1
elif [ "$symbols" = 1 ]; then
  scripts/dev/startup-order.sh
  generated+=(scripts/dev/startup-symbols.txt)
fi

if [ "$check" = 1 ]; then
  if [ "$stale_symbols" = 1 ]; then
    echo "regenerate: scripts/dev/startup-symbols.txt is stale (scripts/dev/startup-order.sh rewrites it)" >&2
    exit 1
  fi
  if ! git diff --quiet -- "${generated[@]}"; then
    echo "regenerate: these generated files were stale (now rewritten; review and commit them):" >&2
    git diff --name-only -- "${generated[@]}" >&2
    exit 1
  fi
  echo "regenerate: every generated file is current"
fi
