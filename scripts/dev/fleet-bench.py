#!/usr/bin/env python3
"""Times `consentsim doctor --batch` over a generated fleet and the independent PyPI decoder
`iab-tcf-bitarray` (module `iab_tcf`) over the same TC strings, in one run, and prints the ratio.

The fleet is `consentsim-bench --write-fleet N` (TC string lines over 1,000 distinct strings). The
batch runs twice, over N/10 and N devices, and each run's peak resident memory is printed: a stream
keeps it flat in the input's size. The Python decoder decodes the first --python-count strings.

Usage: fleet-bench.py --consentsim PATH --bench PATH [--count N] [--python-count M]
Needs `pip install iab-tcf-bitarray` (as tcf-crosscheck.py does). Use release builds.
"""
import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import iab_tcf


def run_batch(consentsim, path, summary):
    """Runs the batch over `path`; returns (seconds, peak RSS in MiB, exit status)."""
    start = time.perf_counter()
    with open(path, "rb") as stdin, open(os.devnull, "wb") as stdout:
        child = subprocess.Popen(
            [consentsim, "doctor", "--batch", "-", "--today", "2026-11-24", "--region", "eea",
             "--summary", "json", "--summary-file", summary],
            stdin=stdin, stdout=stdout)
        _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    return seconds, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--consentsim", required=True)
    parser.add_argument("--bench", required=True, help="the consentsim-bench binary")
    parser.add_argument("--count", type=int, default=1_000_000)
    parser.add_argument("--python-count", type=int, default=20_000)
    args = parser.parse_args()

    scratch = tempfile.mkdtemp(prefix="fleet-bench-")
    # The scratch folder goes on every way out, signals included.
    def stop(signum, _frame):
        raise SystemExit(128 + signum)
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        results = []
        for count in (max(1, args.count // 10), args.count):
            path = os.path.join(scratch, f"fleet-{count}.txt")
            with open(path, "wb") as out:
                subprocess.run([args.bench, "--write-fleet", str(count)], stdout=out, check=True)
            seconds, rss, status = run_batch(args.consentsim, path, os.path.join(scratch, "summary.json"))
            if status != 0:
                print(f"doctor --batch exited {status}", file=sys.stderr)
                return 1
            results.append((count, seconds, rss))
            print(f"consentsim doctor --batch: {count:,} devices in {seconds:.2f} s = {count / seconds:,.0f} devices/s, "
                  f"peak RSS {rss:.1f} MiB")
        with open(path, encoding="ascii") as lines:
            strings = [next(lines).split(" ", 1)[0] for _ in range(min(args.python_count, args.count))]
        start = time.perf_counter()
        for s in strings:
            iab_tcf.decode(s)
        python_seconds = time.perf_counter() - start
        python_rate = len(strings) / python_seconds
        count, seconds, _ = results[-1]
        rate = count / seconds
        print(f"iab_tcf.decode (iab-tcf-bitarray): {len(strings):,} of the same strings in {python_seconds:.2f} s = "
              f"{python_rate:,.0f} strings/s (decode only)")
        print(f"ratio: consentsim decodes and judges {rate / python_rate:.1f}x as many devices a second as iab_tcf decodes")
        print(f"memory: {results[0][2]:.1f} MiB for {results[0][0]:,} devices, {results[1][2]:.1f} MiB for {results[1][0]:,}")
        return 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
