#!/usr/bin/env python3
"""Runs `consentsim doctor --batch` as the map step of Apache Spark (PyPI `pyspark`, local mode) and
checks that the cluster's answer is the single process's.

The fleet is `consentsim-bench --write-fleet N` (TC string lines). Spark reads it as a text file in
several partitions and pipes each partition through the batch (`RDD.pipe`):
- with each device's line: the JSON lines, less the `line` member (which counts from 1 in each
  partition), are the same multiset as one process writes for the whole file;
- with `--no-devices --summary json`: each partition gives one summary line, and the reduce step,
  `coalesce(1).pipe("consentsim doctor --merge-summaries -")`, gives byte for byte the summary one
  process writes for the whole file.

Usage: spark-fleet-test.py --consentsim PATH --bench PATH [--count N] [--partitions P]
Needs `pip install pyspark` and a Java runtime (17 or later). Spark runs on the loopback address only.
Exit status 0 when both agree, 1 otherwise; the last line reads "N passed, N failed".
"""
import argparse
import collections
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile

FLAGS = ["--today", "2026-11-24", "--region", "eea"]


def without_line(text):
    """A device's JSON line without its `line` member, as a comparable string."""
    obj = json.loads(text)
    obj.pop("line", None)
    return json.dumps(obj, sort_keys=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--consentsim", required=True)
    parser.add_argument("--bench", required=True, help="the consentsim-bench binary (writes the fleet)")
    parser.add_argument("--count", type=int, default=20_000)
    parser.add_argument("--partitions", type=int, default=4)
    args = parser.parse_args()
    consentsim = os.path.abspath(args.consentsim)

    scratch = tempfile.mkdtemp(prefix="spark-fleet-")

    # The scratch folder goes on every way out, signals included.
    def stop(signum, _frame):
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    passed, failed = 0, 0
    context = None
    try:
        fleet = os.path.join(scratch, "fleet.txt")
        with open(fleet, "wb") as out:
            subprocess.run([args.bench, "--write-fleet", str(args.count)], stdout=out, check=True)

        # The single process, over the whole file.
        whole_lines = subprocess.run([consentsim, "doctor", "--batch", fleet] + FLAGS,
                                     capture_output=True, check=True).stdout.decode().splitlines()
        whole_summary = subprocess.run([consentsim, "doctor", "--batch", fleet, "--no-devices", "--summary", "json"] + FLAGS,
                                       capture_output=True, check=True).stdout.decode()

        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
        os.environ["SPARK_LOCAL_IP"] = "127.0.0.1"
        os.environ["SPARK_LOCAL_DIRS"] = os.path.join(scratch, "spark")
        from pyspark import SparkConf, SparkContext

        conf = (SparkConf().setMaster("local[2]").setAppName("consentsim-fleet")
                .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1").set("spark.ui.showConsoleProgress", "false"))
        context = SparkContext(conf=conf)
        context.setLogLevel("ERROR")
        lines = context.textFile(fleet, minPartitions=args.partitions)
        partitions = lines.getNumPartitions()

        # The map step with each device's line.
        # The summary goes to standard error, which Spark keeps in the executor's log.
        batch = shlex.join([consentsim, "doctor", "--batch", "-"] + FLAGS)
        spark_lines = lines.pipe(batch).collect()
        if collections.Counter(map(without_line, spark_lines)) == collections.Counter(map(without_line, whole_lines)) \
                and len(spark_lines) == args.count:
            passed += 1
            print(f"ok: {len(spark_lines):,} device lines from {partitions} partitions match one process's")
        else:
            failed += 1
            print(f"FAILED: device lines differ ({len(spark_lines):,} from Spark, {len(whole_lines):,} from one process)")

        # The map step with summaries only, and the reduce step merging them.
        summaries = shlex.join([consentsim, "doctor", "--batch", "-", "--no-devices", "--summary", "json"] + FLAGS)
        merge = shlex.join([consentsim, "doctor", "--merge-summaries", "-", "--summary", "json"])
        parts = lines.pipe(summaries)
        merged = parts.coalesce(1).pipe(merge).collect()
        if parts.count() == partitions and merged == [whole_summary.rstrip("\n")]:
            passed += 1
            print(f"ok: {partitions} partition summaries merge to one process's summary "
                  f"({json.loads(whole_summary)['devices']:,} devices)")
        else:
            failed += 1
            print(f"FAILED: merged summary differs:\n  spark: {merged}\n  whole: {whole_summary}")
    finally:
        if context is not None:
            context.stop()
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
