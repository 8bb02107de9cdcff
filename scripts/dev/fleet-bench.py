#!/usr/bin/env python3
"""Times `consentsim doctor --batch` over generated fleets and the independent PyPI decoder
`iab-tcf-bitarray` (module `iab_tcf`) over the same TC strings, in one run, and prints the ratio.

The fleets are `consentsim-bench --write-fleet N DISTINCT` (TC string lines with a region and a
date). The batch runs over N/10 and N devices cycling through 1,000 strings (lines repeat, as a
fleet's do, and the batch's memo answers repeats), then over N devices from N generated strings
(each device's choices, day and CMP drawn anew; lines repeat only where those coincide). Each run
prints devices a second (wall clock), CPU seconds, devices a CPU second and peak resident memory:
a stream keeps memory flat in the input's size. The Python decoder decodes --python-count of the
last fleet's strings.

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
    """Runs the batch over `path`; returns (seconds, CPU seconds, peak RSS in MiB, exit status)."""
    start = time.perf_counter()
    with open(path, "rb") as stdin, open(os.devnull, "wb") as stdout:
        child = subprocess.Popen(
            [consentsim, "doctor", "--batch", "-", "--today", "2026-11-24", "--region", "eea",
             "--summary", "json", "--summary-file", summary],
            stdin=stdin, stdout=stdout)
        _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    return seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def distinct_lines(path):
    """How many different lines `path` holds."""
    with open(path, "rb") as lines:
        return len({hash(line) for line in lines})


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
        for count, distinct in ((max(1, args.count // 10), 1_000), (args.count, 1_000), (args.count, args.count)):
            path = os.path.join(scratch, f"fleet-{count}-{distinct}.txt")
            with open(path, "wb") as out:
                subprocess.run([args.bench, "--write-fleet", str(count), str(distinct)], stdout=out, check=True)
            seconds, cpu, rss, status = run_batch(args.consentsim, path, os.path.join(scratch, "summary.json"))
            if status != 0:
                print(f"doctor --batch exited {status}", file=sys.stderr)
                return 1
            different = distinct_lines(path)
            results.append((count, seconds, rss, cpu))
            print(f"consentsim doctor --batch: {count:,} devices ({different:,} different lines) in {seconds:.2f} s = "
                  f"{count / seconds:,.0f} devices/s; CPU {cpu:.2f} s = {count / cpu:,.0f} devices per CPU second; "
                  f"peak RSS {rss:.1f} MiB")
            if distinct == args.count:
                with open(path, encoding="ascii") as lines:
                    strings = [next(lines).split(" ", 1)[0] for _ in range(min(args.python_count, count))]
            os.remove(path)
        start, start_cpu = time.perf_counter(), time.process_time()
        for s in strings:
            iab_tcf.decode(s)
        python_seconds, python_cpu = time.perf_counter() - start, time.process_time() - start_cpu
        python_rate, python_cpu_rate = len(strings) / python_seconds, len(strings) / python_cpu
        print(f"iab_tcf.decode (iab-tcf-bitarray): {len(strings):,} of the same strings in {python_seconds:.2f} s = "
              f"{python_rate:,.0f} strings/s; CPU {python_cpu:.2f} s = {python_cpu_rate:,.0f} strings per CPU second "
              f"(decode only, one core)")
        for count, seconds, _, cpu in results[1:]:
            print(f"ratio: {count / seconds / python_rate:.1f}x by the clock, {count / cpu / python_cpu_rate:.1f}x by CPU time "
                  f"(consentsim decodes and judges {count / seconds:,.0f} devices/s, {count / cpu:,.0f} per CPU second; "
                  f"iab_tcf decodes {python_rate:,.0f} strings/s, {python_cpu_rate:,.0f} per CPU second)")
        print(f"memory: {results[0][2]:.1f} MiB for {results[0][0]:,} devices, {results[1][2]:.1f} MiB for {results[1][0]:,}, "
              f"{results[2][2]:.1f} MiB for {results[2][0]:,} from as many strings")
        return 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
