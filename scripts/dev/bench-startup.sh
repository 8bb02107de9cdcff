#!/usr/bin/env bash
# Start-up to first frame and peak memory of `consentsim run`, next to whiptail's, on this machine.
#
# Usage: scripts/dev/bench-startup.sh [runs]     (default 20 runs each; needs python3, and whiptail
#                                             from Debian's `whiptail` package for the comparison)
#        CONSENTSIM_BIN=path scripts/dev/bench-startup.sh   measures that binary instead of building one
#        BASELINE_BIN=path scripts/dev/bench-startup.sh     also measures an older binary in the same run
#                                                       (before/after rows, same conditions)
#        KEEP_PAGE_CACHE=1 scripts/dev/bench-startup.sh     measures the binaries as they are in the page cache
#                                                       (by default each file is read from disk anew)
#        INSTRUCTIONS=1 scripts/dev/bench-startup.sh        also counts each command's instructions under
#                                                       valgrind's callgrind (whole process, all threads):
#                                                       steady on a noisy machine, where times are not
#
# Each program runs under a pseudo-terminal (120x40, TERM=xterm-256color, LANG=C.UTF-8) driven by
# a small Python harness:
#   - consentsim A: `consentsim run --store memory --exit-after-first-frame` (the hidden flag ends
#     the process right after the first frame is on the terminal: pure start-up + first frame);
#   - consentsim B and whiptail: started, the harness waits until the first frame's text appears
#     on the pty, then sends a key (q / Enter) and waits for the exit — the same method for both,
#     so their ratio is fair;
#   - `consentsim tc decode STRING`, `consentsim --help` and `consentsim play SCRIPT` (what a tester's
#     CI starts most): whole processes, run to their exit;
#   - /bin/true under the same harness gives its fixed overhead (fork, exec, pty), subtracted.
# Wall time is from fork to exit (median of the rounds; each round runs every program once); peak memory is the child's maximum resident
# set size from wait4() (what `/usr/bin/time -v` reports as "Maximum resident set size").
# The shipped build (scripts/dev/build-shipped.sh): the script builds it. CI need not run this.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-20}"
if [ -n "${CONSENTSIM_BIN:-}" ]; then
  bin="$CONSENTSIM_BIN"
else
  # The shipped binary, built the shipped way (the Performance article, "A shipped binary"): static Swift runtime,
  # start-up flags on every module, packed relocations, stripped.
  bin="$(scripts/dev/build-shipped.sh)"
fi
time_bin=/usr/bin/time
[ -x "$time_bin" ] || { echo "bench-startup: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
whiptail_bin="$(command -v whiptail || true)"

valgrind_bin=""
if [ -n "${INSTRUCTIONS:-}" ]; then
  valgrind_bin="$(command -v valgrind || true)"
  [ -n "$valgrind_bin" ] || { echo "bench-startup: INSTRUCTIONS=1 needs valgrind (apt-get install valgrind)" >&2; exit 1; }
fi

python3 - "$runs" "$bin" "$whiptail_bin" "$time_bin" "${BASELINE_BIN:-}" "$valgrind_bin" <<'PY'
import fcntl, os, pty, re, select, signal, statistics, struct, sys, tempfile, termios, time

runs, binary, whiptail, time_bin, baseline, valgrind = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6]
TC_STRING = "CQhHQAAQhHQAAAHABBENBEFgAAAAAAAAAAAAAAAAAAAA"
env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
env.pop("NO_COLOR", None)

def run(argv, wait_for=None, key=None, quiet_limit=5):
    """Runs argv on a fresh 120x40 pty; returns seconds from fork to exit."""
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        try:
            os.execve(argv[0], argv, env)
        finally:
            os._exit(127)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    seen, sent = b"", wait_for is None
    while True:
        ready, _, _ = select.select([fd], [], [], quiet_limit)
        if not ready:
            os.kill(pid, signal.SIGKILL)
            raise SystemExit(f"{argv[0]}: no output for {quiet_limit} s")
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break  # the child closed the pty: it is exiting
        if not chunk:
            break
        if not sent:
            seen += chunk
            if wait_for in seen:
                os.write(fd, key)
                sent = True
    _, status = os.waitpid(pid, 0)
    elapsed = time.perf_counter() - start
    os.close(fd)
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"{argv[0]} exited with {os.waitstatus_to_exitcode(status)}")
    return elapsed

def peak_rss(argv, wait_for=None, key=None):
    """The largest maximum resident set size (KiB) of 3 runs, as /usr/bin/time measures it (the
    child of a small process: a child forked from Python would count Python's pages)."""
    values = []
    for _ in range(3):
        with tempfile.NamedTemporaryFile(mode="r") as out:
            run([time_bin, "-f", "%M", "-o", out.name] + argv, wait_for, key)
            values.append(int(out.read().split()[-1]))
    return max(values)

def consentsim_specs(label, program):
    return [
        (f"{label} run --exit-after-first-frame", [program, "run", "--store", "memory", "--exit-after-first-frame"], None, None),
        (f"{label} run, first frame then q", [program, "run", "--store", "memory"], b"Daily Puzzle asks", b"q"),
        (f"{label} tc decode STRING", [program, "tc", "decode", TC_STRING], None, None),
        (f"{label} --help", [program, "--help"], None, None),
        (f"{label} play scripts/ump/accept-all.keys", [program, "play", "scripts/ump/accept-all.keys"], None, None),
    ]

specs = [("/bin/true (harness overhead)", ["/bin/true"], None, None)] + consentsim_specs("consentsim", binary)
if whiptail:
    specs.append(("whiptail --yesno, first frame then Enter", [whiptail, "--yesno", "Consent?", "10", "40"], b"Consent?", b"\r"))
if baseline:
    specs += consentsim_specs("baseline", baseline)

# Each program's file is written out and dropped from the page cache first (unless KEEP_PAGE_CACHE=1),
# so every binary's pages come in the same way, read by the faults of its first run, as an installed
# binary's do. A file just written (the build's `strip`) sits in the cache in the large pieces the
# writer made, which the kernel maps whole on a fault: about 1 MiB more resident memory for the
# same start, which would favour an older baseline binary.
if not os.environ.get("KEEP_PAGE_CACHE"):
    for path in {argv[0] for _, argv, _, _ in specs}:
        descriptor = os.open(path, os.O_RDONLY)
        os.fsync(descriptor)
        os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
        os.close(descriptor)

# Round-robin: each round runs every program once, so a burst of load from other processes on a
# shared machine falls on all of them alike and the ratios stay fair.
for name, argv, wait_for, key in specs:
    run(argv, wait_for, key)  # warm the page cache
times = {name: [] for name, _, _, _ in specs}
for _ in range(runs):
    for name, argv, wait_for, key in specs:
        times[name].append(run(argv, wait_for, key))
results = {}
for name, argv, wait_for, key in specs:
    t = sorted(times[name])
    rss = peak_rss(argv, wait_for, key) if argv[0] != "/bin/true" else 0
    results[name] = (statistics.median(t), t[0], t[-1], rss)
base = results[specs[0][0]][0]

print(f"{binary} ({os.path.getsize(binary) / 1e6:.1f} MB)" + (f"; baseline {baseline} ({os.path.getsize(baseline) / 1e6:.1f} MB)" if baseline else ""))
print(f"start-up to first frame on a 120x40 pty, {runs} rounds (median; min..max), net of the harness's {base * 1000:.2f} ms")
for name, (median, low, high, rss) in results.items():
    net = (median - base) * 1000
    print(f"  {name:48} {median * 1000:7.2f} ms ({low * 1000:.2f}..{high * 1000:.2f})  net {net:6.2f} ms  peak RSS {rss / 1024:6.1f} MiB")
if whiptail:
    ours, theirs = results["consentsim run, first frame then q"], results["whiptail --yesno, first frame then Enter"]
    net_ours, net_theirs = ours[0] - base, theirs[0] - base
    net_ratio = f"{net_ours / net_theirs:.1f}x net" if net_theirs > 0 else "n/a net (whiptail within the harness's noise)"
    print(f"ratio consentsim / whiptail (same method): start-up {net_ratio}, {ours[0] / theirs[0]:.1f}x gross, "
          f"peak RSS {ours[3] / theirs[3]:.1f}x")
else:
    print("whiptail not found (apt-get install whiptail) : no comparison")
if valgrind:
    # Only the commands that end by themselves (a key sent under valgrind would race its slow start).
    print("instructions (callgrind, whole process, all threads):")
    for name, argv, wait_for, key in specs:
        if wait_for is not None or not (name.startswith("consentsim") or name.startswith("baseline")):
            continue
        with tempfile.NamedTemporaryFile(mode="r") as log:
            run([valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null", f"--log-file={log.name}"] + argv, quiet_limit=60)
            collected = re.search(r"Collected : (\d+)", log.read())
        print(f"  {name:48} {int(collected.group(1)) / 1e6:7.1f} million" if collected else f"  {name:48} (no count)")
PY
