#!/usr/bin/env bash
# Regenerates scripts/dev/startup-symbols.txt: the functions that `consentsim run` (first frame, then q),
# `consentsim play`, `consentsim --help` and `consentsim tc decode` execute, which
# scripts/dev/build-shipped.sh has lld place together at the start of the code. The kernel maps code in
# 64 KiB windows around each page a process touches, so start-up code spread over the MBs of code
# made 4-6 MiB of it resident; placed together it is about 2.5 MiB (the Performance article, "A shipped binary").
#
# `run` comes first: its resident memory is the one the Performance article's start-up table compares with whiptail's.
# A name is left out when one of its definitions sits in a large input section: the prebuilt
# libraries (libswiftCore's Swift.o, _RegexParser, _Concurrency, FoundationEssentials' JSONDecoder)
# are one section per object, and ordering a small helper they also define locally (a merged
# `…Tm` function, a value witness) drags the whole section, up to 1.6 MB, into the start-up code.
#
# Usage: scripts/dev/startup-order.sh     (needs valgrind and python3; builds the shipped binary with its
#                                      symbols; rerun when start-up code changes much — a stale list
#                                      costs memory, never correctness)
#        scripts/dev/startup-order.sh --check   writes nothing: profiles the code as it is and fails
#                                      (exit 1) when the list is stale, that is when more than 1 in 20
#                                      of the functions the starts execute now are not in the list
#                                      (new start-up code, which the build scatters) or more than 1 in
#                                      20 of its names are no longer executed (code that left)
set -euo pipefail
cd "$(dirname "$0")/../.."
check=0
case "${1:-}" in
  --check) check=1 ;;
  "") ;;
  *) echo "usage: scripts/dev/startup-order.sh [--check]" >&2; exit 2 ;;
esac
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
bin="$(SHIPPED_UNSTRIPPED=1 SHIPPED_EXTRA_LINK="-Xlinker -Map=$tmp/link.map" scripts/dev/build-shipped.sh .build/shipped/consentsim-symbols)"
profile() { valgrind --tool=callgrind --demangle=no --callgrind-out-file="$1" "${@:2}"; }
# `run` needs a terminal: a 120x40 pseudo-terminal, as scripts/dev/bench-startup.sh uses; q once the
# first frame is up.
python3 - "$tmp/run" "$bin" <<'PY'
import fcntl, os, pty, select, struct, sys, termios
out, binary = sys.argv[1], sys.argv[2]
argv = ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", binary, "run", "--store", "memory"]
env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
pid, fd = pty.fork()
if pid == 0:
    os.execvpe(argv[0], argv, env)
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
seen, sent = b"", False
while True:
    ready, _, _ = select.select([fd], [], [], 60)
    if not ready:
        os.kill(pid, 9)
        sys.exit("startup-order: consentsim run showed no first frame")
    try:
        chunk = os.read(fd, 65536)
    except OSError:
        break
    if not chunk:
        break
    seen += chunk
    if not sent and b"Daily Puzzle asks" in seen:
        os.write(fd, b"q")
        sent = True
os.waitpid(pid, 0)
PY
profile "$tmp/play" "$bin" play scripts/ump/accept-all.keys >/dev/null 2>&1
profile "$tmp/help" "$bin" --help >/dev/null 2>&1
profile "$tmp/tc" "$bin" tc decode CQhHQAAQhHQAAAHABBENBEFgAAAAAAAAAAAAAAAAAAAA >/dev/null 2>&1
python3 - "$bin" "$tmp/link.map" "$tmp/run" "$tmp/play" "$tmp/help" "$tmp/tc" > "$tmp/order.txt" <<'PY'
import re, subprocess, sys
binary, link_map, profiles = sys.argv[1], sys.argv[2], sys.argv[3:]
large = 64 * 1024
defined = set()
for line in subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True).stdout.splitlines():
    parts = line.split()
    if len(parts) == 3 and parts[1] in "tTwW":
        defined.add(parts[2])
# lld's map: an input section line (its size, then `file:(section)`), then one line per symbol in it.
in_large, section_size = set(), 0
entry = re.compile(r"^\s*[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+(\s+)(\S.*)$")
for line in open(link_map):
    match = entry.match(line.rstrip("\n"))
    if not match:
        continue
    if ":(" in match.group(3):
        section_size = int(match.group(1), 16)
    elif len(match.group(2)) > 9 and section_size > large:
        in_large.add(match.group(3))
order, seen = [], set()
for path in profiles:
    names = {}
    for line in open(path):
        match = re.match(r"^c?fn=\((\d+)\)(?: (.*))?$", line.strip())
        if not match:
            continue
        if match.group(2):
            names[match.group(1)] = match.group(2)
        name = names.get(match.group(1))
        if name in defined and name not in seen and name not in in_large:
            seen.add(name)
            order.append(name)
print("\n".join(order))
PY
rm -f "$bin"
if [ "$check" = 1 ]; then
  now="$(grep -c . "$tmp/order.txt")" listed="$(grep -c . scripts/dev/startup-symbols.txt)"
  new="$(comm -23 <(sort -u "$tmp/order.txt") <(sort -u scripts/dev/startup-symbols.txt) | wc -l)"
  gone="$(comm -13 <(sort -u "$tmp/order.txt") <(sort -u scripts/dev/startup-symbols.txt) | wc -l)"
  echo "startup-order: the starts execute $now functions, $new of them not in the list; $gone of its $listed names are no longer executed"
  if [ "$((new * 20))" -gt "$now" ] || [ "$((gone * 20))" -gt "$listed" ]; then
    echo "startup-order: scripts/dev/startup-symbols.txt is stale: rerun scripts/dev/startup-order.sh" >&2
    exit 1
  fi
  exit 0
fi
mv "$tmp/order.txt" scripts/dev/startup-symbols.txt
echo "startup-order: $(wc -l < scripts/dev/startup-symbols.txt) functions in scripts/dev/startup-symbols.txt"
