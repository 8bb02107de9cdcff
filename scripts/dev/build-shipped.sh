#!/usr/bin/env bash
# Builds the binary to hand out (the Performance article, "A shipped binary"): release, one fully static executable
# (Swift runtime, FoundationEssentials, glibc, ncursesw, libyaml, libstdc++), built for start-up,
# stripped. The one place that says how; scripts/dev/bench-startup.sh and scripts/dev/startup-order.sh build
# through it.
#
# Usage: scripts/dev/build-shipped.sh [output]     (default .build/shipped/consentsim; prints its path)
#        SHIPPED_UNSTRIPPED=1 ...              leaves the symbols in (scripts/dev/startup-order.sh needs
#                                              the function names)
#        SHIPPED_EXTRA_LINK="..."              more `swift build` arguments (startup-order.sh asks
#                                              for lld's map file this way)
#
# Needs the static archives of the -dev packages: libc6-dev (libc.a, libm.a), libncurses-dev,
# libyaml-dev and libstdc++-N-dev (the Swift runtime is C++).
#
# The flags are given here, on the command line, so they reach every module, ArgumentParser
# included (Package.swift cannot put unsafe flags on the TCF and Store products or on a dependency):
# - `-static-executable`: no dynamic loader work at all. Loading libc, libm, ncursesw, tinfo, libyaml
#   and libgcc_s cost a fifth of the instructions of a `tc decode`, and each shared library runs its
#   own IFUNC resolvers and symbol lookups over its whole code, which made 1.4 MiB of libc and libm
#   resident for a few dozen functions. Linked in, only the functions called are there, and the
#   ordering file below places them with the rest of the start-up code. The terminfo database and the
#   locale's LC_CTYPE are still read at run time, from the files of the machine it runs on. Costs:
#   a fixed load address (no ASLR for the executable's own code), and user lookups answered from
#   /etc/passwd only (the static C library's built-in `files` backend; StorePaths asks when HOME is
#   unset); nothing calls dlopen;
# - `-disable-concrete-type-metadata-mangled-name-accessors`: generic types' metadata accessors are
#   called directly instead of instantiating the types from mangled names. From a mangled name the
#   runtime finds each protocol conformance a type needs (a dictionary's `Hashable` key) by scanning
#   every conformance in the binary, about 0.4 million instructions a lookup;
# - `-function-sections` and `--symbol-ordering-file`: each function in its own section, placed by
#   lld in the order of scripts/dev/startup-symbols.txt (scripts/dev/startup-order.sh regenerates it; a
#   stale list costs memory, never correctness). The kernel maps code in 64 KiB windows around each
#   page a process touches, so start-up code laid out together keeps MiBs less of it resident.
# - a linker script that puts the functions without a symbol first in the code: Swift's private
#   functions (a closure context's `objectdestroy`, `__unnamed` helpers; sections `.text..L…`) and
#   crtbeginT.o's code cannot be named in the ordering file, so they stayed beside their object's
#   other code, and the few that a start runs kept 64 KiB windows of it resident (0.9 MiB
#   for `run`). All of them together are about 26 KB.
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-.build/shipped/consentsim}"
mkdir -p .build/shipped
sections=.build/shipped/startup-sections.ld
cat > "$sections" <<'LD'
SECTIONS {
  .text : { *(.text..L*) *crtbeginT.o(.text) *(.text .text.*) }
} INSERT BEFORE .init;
LD
build=(swift build -c release --static-swift-stdlib --scratch-path .build/shipped --product consentsim
  -Xswiftc -static-executable
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
  -Xswiftc -Xfrontend -Xswiftc -function-sections
  -Xswiftc -use-ld=lld
  -Xlinker "--symbol-ordering-file=$(pwd)/scripts/dev/startup-symbols.txt" -Xlinker --no-warn-symbol-ordering
  -Xlinker -T -Xlinker "$(pwd)/$sections"
  ${SHIPPED_EXTRA_LINK:-})
built="$("${build[@]}" --show-bin-path)/consentsim"
# The ordering file is not an input SwiftPM tracks: link again each time, so a changed list counts.
rm -f "$built"
"${build[@]}" >&2
# lld is told not to warn about ordered names the binary lacks (the list names functions of every
# module, C libraries included), so count them here: renamed or rewritten start-up code leaves the
# list stale, which spreads that code over the binary and costs MiBs of resident memory.
ordered="$(grep -c . scripts/dev/startup-symbols.txt)"
missing="$(nm --defined-only "$built" | awk 'NF == 3 { print $3 }' | sort -u |
  comm -13 - <(sort -u scripts/dev/startup-symbols.txt) | wc -l)"
if [ "$((missing * 20))" -gt "$ordered" ]; then
  echo "build-shipped: $missing of the $ordered names in scripts/dev/startup-symbols.txt are not in the binary;" \
    "rerun scripts/dev/startup-order.sh" >&2
fi
if [ -n "${SHIPPED_UNSTRIPPED:-}" ]; then
  cp "$built" "$out"
else
  strip -o "$out" "$built"
fi
echo "$out"
