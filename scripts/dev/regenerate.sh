#!/usr/bin/env bash
# Regenerates every generated file from its source, in dependency order, so a change to forms/, the
# vendor-list fixture, the form model or the screens lands together with everything it implies:
#
#   Sources/Forms/Library/ShippedForms.swift   forms/**/*.yaml: their text, and  consentsim-embed-forms
#                                              those on the embedded list as code
#   Sources/TCF/GVL/EmbeddedVendorListData.swift  Tests/Fixtures/tcf's GVL v106  embed-vendor-list.py
#   Sources/TCF/Eligibility/EmbeddedIABCMPList.swift  Tests/Fixtures/tcf's IAB CMP list  embed-cmp-list.py
#   Sources/Screens/Text/CellWidthTable.swift       glibc's wcwidth() (C.UTF-8)       gen-cell-width-table.py
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
# Usage: scripts/dev/regenerate.sh [--check] [--startup-symbols]
#   --check   regenerate, then fail (exit 1) naming each generated file that differs from git's copy
set -euo pipefail
cd "$(dirname "$0")/../.."

check=0 symbols=0
for arg in "$@"; do
  case "$arg" in
    --check) check=1 ;;
    --startup-symbols) symbols=1 ;;
    *) echo "usage: scripts/dev/regenerate.sh [--check] [--startup-symbols]" >&2; exit 2 ;;
  esac
done

generated=(
  Sources/Forms/Library/ShippedForms.swift
  Sources/TCF/GVL/EmbeddedVendorListData.swift
  Sources/TCF/Eligibility/EmbeddedIABCMPList.swift
  Sources/Screens/Text/CellWidthTable.swift
  forms/schema.json
  scripts/preview/default-form-en-80x24.svg
  Sources/consentsim/Scripting/LanguageReference.swift
)

swift run -q consentsim-embed-forms
python3 scripts/dev/embed-vendor-list.py Tests/Fixtures/tcf/gvl-v3-vendor-list-v106.json
python3 scripts/dev/embed-cmp-list.py Tests/Fixtures/tcf/iab-cmp-list-2025-03-20.json
python3 scripts/dev/gen-cell-width-table.py > Sources/Screens/Text/CellWidthTable.swift.tmp
mv Sources/Screens/Text/CellWidthTable.swift.tmp Sources/Screens/Text/CellWidthTable.swift
python3 scripts/dev/forms-schema.py
scripts/dev/update-preview.sh
python3 scripts/dev/embed-manual.py
if [ "$symbols" = 1 ]; then
  scripts/dev/startup-order.sh
  generated+=(scripts/dev/startup-symbols.txt)
fi

if [ "$check" = 1 ]; then
  if ! git diff --quiet -- "${generated[@]}"; then
    echo "regenerate: these generated files were stale (now rewritten; review and commit them):" >&2
    git diff --name-only -- "${generated[@]}" >&2
    exit 1
  fi
  echo "regenerate: every generated file is current"
fi
