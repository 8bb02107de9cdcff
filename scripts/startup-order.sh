#!/usr/bin/env bash
# Regenerates scripts/startup-symbols.txt: the functions that `consentsim tc decode`, `consentsim --help`,
# `consentsim run` up to its first frame and `consentsim play` execute, which scripts/build-shipped.sh
# has lld place together at the start of the code. The kernel maps code in 64 KiB windows around
# each page a process touches, so start-up code spread over the MBs of code made 4-6 MiB of it
# resident; placed together it is under 2 MiB (README, "A shipped binary").
#
# Usage: scripts/startup-order.sh     (needs valgrind, python3 and `script` from util-linux; builds the
#                                      shipped binary with its symbols; rerun when start-up code changes
#                                      much — a stale list costs memory, never correctness)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(SHIPPED_UNSTRIPPED=1 scripts/build-shipped.sh .build/shipped/consentsim-symbols)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
profile() { valgrind --tool=callgrind --demangle=no --callgrind-out-file="$1" "${@:2}"; }
profile "$tmp/tc" "$bin" tc decode CQhHQAAQhHQAAAHABBENBEFgAAAAAAAAAAAAAAAAAAAA >/dev/null 2>&1
profile "$tmp/help" "$bin" --help >/dev/null 2>&1
profile "$tmp/play" "$bin" play scripts/ump/accept-all.keys >/dev/null 2>&1
# `run` needs a terminal: a 120x40 pseudo-terminal, as scripts/bench-startup.sh uses.
TERM=xterm-256color LANG=C.UTF-8 script -qfc "stty cols 120 rows 40; valgrind --tool=callgrind --demangle=no \
  --callgrind-out-file=$tmp/run $bin run --store memory --exit-after-first-frame" /dev/null >/dev/null 2>&1
python3 - "$bin" "$tmp/tc" "$tmp/help" "$tmp/run" "$tmp/play" > scripts/startup-symbols.txt <<'PY'
import re, subprocess, sys
binary, profiles = sys.argv[1], sys.argv[2:]
defined = set()
for line in subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True).stdout.splitlines():
    parts = line.split()
    if len(parts) == 3 and parts[1] in "tTwW":
        defined.add(parts[2])
order, seen = [], set()
for path in profiles:  # the smaller commands first: their code is the most packed
    names = {}
    for line in open(path):
        match = re.match(r"^c?fn=\((\d+)\)(?: (.*))?$", line.strip())
        if not match:
            continue
        if match.group(2):
            names[match.group(1)] = match.group(2)
        name = names.get(match.group(1))
        if name in defined and name not in seen:
            seen.add(name)
            order.append(name)
print("\n".join(order))
PY
rm -f "$bin"
echo "startup-order: $(wc -l < scripts/startup-symbols.txt) functions in scripts/startup-symbols.txt"
