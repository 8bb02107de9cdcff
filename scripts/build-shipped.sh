#!/usr/bin/env bash
# Builds the binary to hand out (README, "A shipped binary"): release, Swift runtime and
# FoundationEssentials linked statically, built for start-up, stripped. The one place that says how;
# scripts/bench-startup.sh and scripts/startup-order.sh build through it.
#
# Usage: scripts/build-shipped.sh [output]     (default .build/shipped/consentsim; prints its path)
#        SHIPPED_UNSTRIPPED=1 ...              leaves the symbols in (scripts/startup-order.sh needs
#                                              the function names)
#
# The flags are given here, on the command line, so they reach every module, ArgumentParser
# included (Package.swift cannot put unsafe flags on the TCF and Store products or on a dependency):
# - `-disable-concrete-type-metadata-mangled-name-accessors`: generic types' metadata accessors are
#   called directly instead of instantiating the types from mangled names. From a mangled name the
#   runtime finds each protocol conformance a type needs (a dictionary's `Hashable` key) by scanning
#   every conformance in the binary, about 0.4 million instructions a lookup;
# - `-function-sections` and `--symbol-ordering-file`: each function in its own section, placed by
#   lld in the order of scripts/startup-symbols.txt (scripts/startup-order.sh regenerates it; a
#   stale list costs memory, never correctness). The kernel maps code in 64 KiB windows around each
#   page a process touches, so start-up code laid out together keeps MiBs less of it resident;
# - `-z pack-relative-relocs` (lld): the tens of thousands of relative relocations of a static-stdlib
#   PIE packed into DT_RELR (glibc >= 2.36 runs it), a few KB the loader reads instead of a MB table;
# - `--no-export-dynamic`: the toolchain's static-stdlib link exports every symbol of the executable
#   (for dladdr in crash backtraces); not exporting them lets `--gc-sections` drop unused code and
#   spares the loader a large symbol table (a crash backtrace then names functions by address);
# - libstdc++ (the Swift runtime is C++) linked statically: the toolchain's static-stdlib link asks
#   for `-lstdc++`, and lld takes the first library directory that has it, so a directory holding
#   only GCC's libstdc++.a is put first. The loader then neither maps libstdc++.so nor resolves its
#   thousands of symbols; only the parts the runtime uses are linked in (GCC Runtime Library
#   Exception). Without a libstdc++.a (the libstdc++-N-dev package) it stays dynamic.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/shipped/consentsim}"
static_cxx=()
archive="$(clang -print-file-name=libstdc++.a 2>/dev/null || true)"
if [ -f "$archive" ]; then
  mkdir -p .build/shipped/libstdcxx-static
  ln -sf "$archive" .build/shipped/libstdcxx-static/libstdc++.a
  static_cxx=(-Xlinker "-L$(pwd)/.build/shipped/libstdcxx-static")
else
  echo "build-shipped: no libstdc++.a (apt-get install libstdc++-12-dev): libstdc++ stays dynamic" >&2
fi
build=(swift build -c release --static-swift-stdlib --scratch-path .build/shipped --product consentsim
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
  -Xswiftc -Xfrontend -Xswiftc -function-sections
  -Xswiftc -use-ld=lld
  -Xlinker -z -Xlinker pack-relative-relocs
  -Xlinker "--symbol-ordering-file=$(pwd)/scripts/startup-symbols.txt" -Xlinker --no-warn-symbol-ordering
  -Xlinker --no-export-dynamic "${static_cxx[@]}")
built="$("${build[@]}" --show-bin-path)/consentsim"
# The ordering file is not an input SwiftPM tracks: link again each time, so a changed list counts.
rm -f "$built"
"${build[@]}" >&2
if [ -n "${SHIPPED_UNSTRIPPED:-}" ]; then
  cp "$built" "$out"
else
  strip -o "$out" "$built"
fi
echo "$out"
