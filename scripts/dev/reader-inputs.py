#!/usr/bin/env python3
"""Writes one input of about 30 MB (the readers' input cap is 32 MiB) for each reader of consentsim,
and with --measure times each reading command under /usr/bin/time -v.

    scripts/dev/reader-inputs.py DIR [--bytes N] [--measure BINARY] [--only NAME ...]

The inputs hold about a million keys where the format allows, so the readers compare per key as well
as per byte. The JUnit and HTML inputs are real reports of a small run (made with BINARY, or
.build/release/consentsim) repeated to size. --measure prints a Markdown table of user time and peak
memory per reader, for the Performance article; run it on a quiet machine, since wall time follows the
load and user time much less.
"""

import argparse
import json
import os
import plistlib
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOMAIN = "com.example.app"


def fill(path, target, header, item, footer="", limit=None):
    """Writes header, item(0), item(1), ... (at most limit items) and footer, stopping before target
    bytes; returns the count."""
    count = 0
    size = len(header.encode()) + len(footer.encode())
    with open(path, "w", encoding="utf-8") as f:
        f.write(header)
        while True:
            text = item(count)
            n = len(text.encode())
            if size + n > target or count == limit:
                break
            f.write(text)
            size += n
            count += 1
        f.write(footer)
    return count


def key(i):
    return f"app.key{i:07d}"


def value(i):
    return f"value{i:07d}"


def key_value(path, target):
    return fill(path, target, "", lambda i: f"{key(i)}={value(i)}\n")


def defaults_read(path, target):
    return fill(path, target, "{\n", lambda i: f'    "{key(i)}" = {value(i)};\n', "}\n")


def store_json(path, target):
    return fill(path, target, "{\n", lambda i: f'  "{key(i)}" : "{value(i)}",\n', '  "last" : 1\n}\n') + 1


def simctl(path, target):
    return fill(path, target, "", lambda i: f"xcrun simctl spawn booted defaults write {DOMAIN} {key(i)} -string {value(i)}\n")


def shared_preferences(path, target):
    header = "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map>\n"
    return fill(path, target, header, lambda i: f'    <string name="{key(i)}">{value(i)}</string>\n', "</map>\n")


def xml_plist(path, target):
    header = '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'
    return fill(path, target, header, lambda i: f"\t<key>{key(i)}</key>\n\t<string>{value(i)}</string>\n", "</dict>\n</plist>\n")


def binary_plist(path, target):
    # Measure a sample, then write the count that fills the target.
    sample = 10_000
    per_key = len(plistlib.dumps({key(i): value(i) for i in range(sample)}, fmt=plistlib.FMT_BINARY)) / sample
    count = int(target / per_key)
    while True:
        data = plistlib.dumps({key(i): value(i) for i in range(count)}, fmt=plistlib.FMT_BINARY)
        if len(data) <= target:
            break
        count = int(count * target / len(data)) - 1
    with open(path, "wb") as f:
        f.write(data)
    return count


def form_yaml(path, target):
    """The shipped two-button UMP form with a list of Google ATPs long enough to fill the target (ids
    past TCF's 16 bits are refused, so names are long)."""
    with open(os.path.join(ROOT, "forms", "ump-gdpr-two-button.yaml"), encoding="utf-8") as f:
        text = f.read()
    before, rest = text.split("googleATPs:", 1)
    after = rest[rest.index("\nfirstLayer:") :]
    head = before + "googleATPs:\n"
    count = 65_000
    room = target - len((head + after).encode())
    name_length = room // count - len("  - { id: 00000, name: Provider 00000 }\n")
    pad = "x" * max(0, name_length)
    return fill(path, target, head, lambda i: f"  - {{ id: {i + 1}, name: Provider {pad}{i:05d} }}\n", after, limit=count)


def vendor_list(path, target):
    """The v106 Global Vendor List, its vendors repeated under new ids to fill the target."""
    with open(os.path.join(ROOT, "Tests", "Fixtures", "tcf", "gvl-v3-vendor-list-v106.json"), encoding="utf-8") as f:
        gvl = json.load(f)
    originals = list(gvl["vendors"].values())
    base = len(json.dumps(gvl).encode()) - len(json.dumps(gvl["vendors"]).encode())
    vendors, size, next_id = {}, base, 1
    while True:
        vendor = dict(originals[(next_id - 1) % len(originals)], id=next_id)
        text = json.dumps({str(next_id): vendor})
        if size + len(text.encode()) > target or next_id > 65_535:
            break
        vendors[str(next_id)] = vendor
        size += len(text.encode())
        next_id += 1
    gvl["vendors"] = vendors
    with open(path, "w", encoding="utf-8") as f:
        json.dump(gvl, f)
    return len(vendors)


KEYS_STEPS = ["Tab", "Down", "Up", "Expect View ump.firstLayer"]


def keys_script(path, target):
    """A session at the command cap (100,000): launch, then focus moves and checks, each after a comment
    line long enough to fill the target (comments are read, not played)."""
    header = "Set Order no-att\nLaunch\n"
    per = (target - len(header)) // 99_990 - 1
    comment = "# " + "c" * max(0, per - len("Tab\n") - 3) + "\n"
    return fill(path, target, header, lambda i: comment + KEYS_STEPS[i % len(KEYS_STEPS)] + "\n", limit=99_990)


def tape(path, target):
    """The same session in the VHS dialect, with its timed keys and sleeps."""
    header = "Set TypingSpeed 1ms\nSet Order no-att\nLaunch\n"
    steps = ["Tab@1ms", "Down", "Sleep 1ms", "Up 2"]
    per = (target - len(header)) // 99_990 - 1
    comment = "# " + "c" * max(0, per - len("Sleep 1ms\n") - 3) + "\n"
    return fill(path, target, header, lambda i: comment + steps[i % len(steps)] + "\n", limit=99_990)


def small_run(binary, scratch):
    """A JUnit report and an HTML report of a run with one passed and one failed script."""
    scripts = os.path.join(scratch, "s")
    os.makedirs(scripts, exist_ok=True)
    with open(os.path.join(ROOT, "scripts", "ump", "reject-all.keys"), encoding="utf-8") as f:
        passing = f.read()
    with open(os.path.join(scripts, "passes.keys"), "w", encoding="utf-8") as f:
        f.write(passing)
    with open(os.path.join(scripts, "fails.keys"), "w", encoding="utf-8") as f:
        f.write(passing.replace("Expect Ads limited", "Expect Ads personalized"))
    junit, html = os.path.join(scratch, "r.xml"), os.path.join(scratch, "html")
    subprocess.run(
        [binary, "test", scripts, "--junit", junit, "--html", html, "--jobs", "1"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=dict(os.environ, CONSENTSIM_STORE=os.path.join(scratch, "store")),
    )
    with open(junit, encoding="utf-8") as f:
        junit_text = f.read()
    with open(os.path.join(html, "index.html"), encoding="utf-8") as f:
        html_text = f.read()
    return junit_text, html_text


def junit_shards(directory, target, junit_text):
    """Two shards of half the target each, their test cases the small run's repeated."""
    cases = re.findall(r"<testcase\b.*?(?:/>|</testcase>)", junit_text, re.S)
    head = junit_text[: junit_text.index("<testcase")]
    tail = junit_text[junit_text.rindex("</testsuite>") :]
    total = 0
    for shard in (1, 2):
        total += fill(os.path.join(directory, f"junit-{shard}.xml"), target // 2, head, lambda i: "    " + cases[i % len(cases)] + "\n", tail)
    return total


def html_shards(directory, target, html_text):
    """Two shards of half the target each: the small run's report with its failures and rows repeated."""

    def section(name):
        start = html_text.index(f"<!--consentsim:{name}-->\n") + len(f"<!--consentsim:{name}-->\n")
        return html_text[:start], html_text[start : html_text.index(f"<!--/consentsim:{name}-->")], html_text[html_text.index(f"<!--/consentsim:{name}-->") :]

    _, failures, _ = section("failures")
    _, rows, _ = section("rows")
    total = 0
    for shard in (1, 2):
        directory_n = os.path.join(directory, f"html-{shard}")
        os.makedirs(directory_n, exist_ok=True)
        repeats = (target // 2 - len(html_text)) // (len(failures) + len(rows))
        text = html_text.replace(failures, failures * repeats, 1).replace(rows, rows * repeats, 1)
        text = re.sub(r"<!--consentsim:counts [^>]*-->", f"<!--consentsim:counts passed={repeats} failed={repeats} notrun=0 ns=1000000-->", text, count=1)
        with open(os.path.join(directory_n, "index.html"), "w", encoding="utf-8") as f:
            f.write(text)
        total += 2 * repeats
    return total


SIMPLE = {
    "key-value": ("kv.txt", key_value),
    "defaults-read": ("defaults.txt", defaults_read),
    "store-json": ("store.json", store_json),
    "simctl": ("simctl.sh", simctl),
    "xml-plist": ("xml.plist", xml_plist),
    "binary-plist": ("binary.plist", binary_plist),
    "shared-preferences": ("prefs.xml", shared_preferences),
    "form-yaml": ("form.yaml", form_yaml),
    "vendor-list": ("gvl.json", vendor_list),
    "keys": ("session.keys", keys_script),
    "tape": ("session.tape", tape),
}


def commands(binary, directory):
    """The command that reads each input (its output is thrown away)."""
    d = lambda name: os.path.join(directory, name)
    doctor = lambda name: [binary, "doctor", d(name), "--today", "2026-11-24"]
    return {
        "key-value": doctor("kv.txt"),
        "defaults-read": doctor("defaults.txt"),
        "store-json": doctor("store.json"),
        "simctl": doctor("simctl.sh"),
        "xml-plist": doctor("xml.plist"),
        "binary-plist": doctor("binary.plist"),
        "shared-preferences": doctor("prefs.xml"),
        "form-yaml": [binary, "lint", d("form.yaml")],
        "form-yaml-preview": [binary, "preview", d("form.yaml"), "--format", "txt", "--out", d("preview-out")],
        "vendor-list": [binary, "doctor", d("kv-small.txt"), "--vendor-list", d("gvl.json"), "--today", "2026-11-24"],
        "keys": [binary, "play", "--timeout", "0", d("session.keys")],
        "tape": [binary, "play", "--timeout", "0", d("session.tape")],
        "merge-junit": [binary, "test", "--merge-junit", d("merged.xml"), d("junit-1.xml"), d("junit-2.xml")],
        "merge-html": [binary, "test", "--merge-html", d("merged-html"), d("html-1"), d("html-2")],
    }


def measure(command):
    """User time (s), peak resident memory (MiB) and exit status of one run."""
    with tempfile.NamedTemporaryFile(mode="r") as report:
        run = subprocess.run(["/usr/bin/time", "-v", "-o", report.name] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        text = report.read()
    user = float(re.search(r"User time \(seconds\): ([\d.]+)", text).group(1))
    peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1)) / 1024
    return user, peak, run.returncode, run.stderr.strip().splitlines()[-1:] if run.returncode else []


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("directory")
    parser.add_argument("--bytes", type=int, default=30_000_000)
    parser.add_argument("--measure", metavar="BINARY")
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--keep", action="store_true", help="measure the inputs already in the directory")
    args = parser.parse_args()
    os.makedirs(args.directory, exist_ok=True)
    binary = os.path.abspath(args.measure or os.path.join(ROOT, ".build", "release", "consentsim"))
    wanted = lambda name: not args.only or name in args.only
    counts_path = os.path.join(args.directory, "counts.json")
    counts = {}
    if os.path.exists(counts_path):
        with open(counts_path, encoding="utf-8") as f:
            counts = json.load(f)
    for name, (file, make) in SIMPLE.items():
        if wanted(name) and not (args.keep and name in counts):
            counts[name] = make(os.path.join(args.directory, file), args.bytes)
            print(f"{name}: {file}, {counts[name]:,} items", file=sys.stderr)
    with open(os.path.join(args.directory, "kv-small.txt"), "w", encoding="utf-8") as f:
        f.write("IABTCF_gdprApplies=1\n")
    merges = [name for name in ("merge-junit", "merge-html") if wanted(name) and not (args.keep and name in counts)]
    if merges:
        with tempfile.TemporaryDirectory() as scratch:
            junit_text, html_text = small_run(binary, scratch)
        if "merge-junit" in merges:
            counts["merge-junit"] = junit_shards(args.directory, args.bytes, junit_text)
            print(f"merge-junit: junit-1.xml, junit-2.xml, {counts['merge-junit']:,} test cases", file=sys.stderr)
        if "merge-html" in merges:
            counts["merge-html"] = html_shards(args.directory, args.bytes, html_text)
            print(f"merge-html: html-1, html-2, {counts['merge-html']:,} rows", file=sys.stderr)
    with open(counts_path, "w", encoding="utf-8") as f:
        json.dump(counts, f)
    if not args.measure:
        return
    print("| reader | command | items | user time | peak memory | exit |")
    print("| --- | --- | --- | --- | --- | --- |")
    for name, command in commands(binary, args.directory).items():
        base = name.removesuffix("-preview")
        if base not in counts or not (wanted(name) or wanted(base)):
            continue
        user, peak, status, last = measure(command)
        shown = " ".join(os.path.basename(part) if os.sep in part else part for part in command)
        print(f"| {name} | `{shown}` | {counts[base]:,} | {user:.2f} s | {peak:.0f} MiB | {status} |", flush=True)
        for line in last:
            print(f"  {name}: {line[:200]}", file=sys.stderr)


if __name__ == "__main__":
    main()
