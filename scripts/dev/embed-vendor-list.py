#!/usr/bin/env python3
"""Embed an IAB Global Vendor List (GVL v3 JSON) into the consentsim binary as compact Swift data.

Usage: scripts/dev/embed-vendor-list.py [--origin "owner/repo @ commit : path"] GVL.json [OUTPUT.swift]
       scripts/dev/embed-vendor-list.py --bytes GVL.json OUTPUT   (the compact data alone, for the tests)
  OUTPUT defaults to Sources/TCF/GVL/EmbeddedVendorListData.swift (relative to the repository).
  --origin names where the list was taken from (kept in the header for attribution); it defaults to
  the known origin of a list this script has embedded before (KNOWN_ORIGINS, by the file's sha256):
  the IAB GVL v3 versions 106 (the embedded default, Tests/Fixtures/tcf/gvl-v3-vendor-list-v106.json)
  and 17 (Tests/Fixtures/tcf/gvl-v3-vendor-list-v17.json).

Writes the list as one `StaticString` in the compact form `CompactVendorList` (Sources/TCF/GVL/)
reads: no JSON to parse at start-up, every vendor record found through an offset table so a
vendor is decoded only when it is first asked for (the list is ready in well under a
millisecond). The header names the source file, its vendorListVersion and the sha256 of its bytes.

The generator applies the same defaults as the validating Swift decoder (VendorListDecoder.swift:
absent or null optional members, `consentable`/`rightToObject` true, empty id arrays, ...), and the
test "compact embedded list equals the JSON parser's" (Tests/TCFTests) proves the result decodes to
exactly what `VendorList.load(json:)` gives for the same file, so run it again whenever the
default list changes and update the fixture (Tests/Fixtures/tcf) with it. Python 3 standard library only.

The compact form (all numbers in ASCII decimal, so the data is a plain string literal):
  int      digits then ','  (a leading '-' for negatives)
  string   byte length, ':', the UTF-8 bytes
  bool     't' or 'f'
  optional '~' for none, else '+' and the value
  list     count as an int, then the items
  idset    the IDSet's words: a count, then each 64-bit word in lower-case hex and ','
           (bit i of word w is id 64*w + i + 1)
  intmap   a list of (int key, int value) pairs, keys ascending
Layout: "CGVL2" spec version, list version, policy version, lastUpdated, purposes, special
purposes, features, special features (list of: id, name, description, illustrations (list of
strings), consentable, rightToObject), stacks (id, purposes, specialFeatures, name, description),
data categories (id, name, description), vendor count N, then N entries (id, byte offset of the
record from the start of the data, then the vendor's facts: purposes, legIntPurposes and
specialFeatures as idsets, whether it declares special purposes, whether it is deleted, as bools),
then the N vendor records (see `vendor_record`). The facts (`GVLVendorFacts`) are what the first
screens and the consent decisions need, so start-up reads them here without walking the records;
a record's first two fields are its id and name, so the vendor page reads each name through the
offset table without decoding the rest of the record, and a vendor's details decode its record alone.
"""
import argparse
import hashlib
import json
import os
import sys

# Origins of known lists, by sha256 of the file (from shared/tcf/README.md).
KNOWN_ORIGINS = {
    "ce36f93e385c78a162d7d22e46409797bfd72748c14b4217c19df76bf4683cd5":
        "InteractiveAdvertisingBureau/iabtcf-es @ 839b955 : modules/testing/src/vendorlist/v2.2/vendor-list-v17.json",
    "7809855d68730852e21ebfa371e8d6e8bb6749497102bc62389d55a188b84cc6":
        "appodeal/consent-manager-v2 @ a9f9c52 : stubs/vendorListIab.json (IAB GVL v3 vendorListVersion 106)",
}
MAX_ID = 65535
# The ids a TC string can carry where they end up (GVLIDField.swift, as the Swift decoder checks them):
# purposes fill the 24-bit PurposesConsent and PurposesLITransparency fields, special features the
# 12-bit SpecialFeatureOptIns; every other id shares the 16-bit vendor ids' range.
PURPOSE_MAX_ID = 24
SPECIAL_FEATURE_MAX_ID = 12


class Invalid(Exception):
    """The list is not one the validating decoder would accept (the message names the JSON path)."""


class Writer:
    def __init__(self):
        self.parts = []
        self.size = 0

    def raw(self, data):
        self.parts.append(data)
        self.size += len(data)

    def int(self, value, path):
        if isinstance(value, bool) or not isinstance(value, int):
            raise Invalid(f"{path}: expected a whole number, found {value!r}")
        self.raw(b"%d," % value)

    def string(self, value, path):
        if not isinstance(value, str):
            raise Invalid(f"{path}: expected a string, found {value!r}")
        try:
            data = value.encode("utf-8")
        except UnicodeEncodeError:
            raise Invalid(f"{path}: not valid Unicode (a lone surrogate)")
        self.raw(b"%d:" % len(data) + data)

    def bool(self, value, path):
        if not isinstance(value, bool):
            raise Invalid(f"{path}: expected true or false, found {value!r}")
        self.raw(b"t" if value else b"f")

    def optional(self, obj, key, path, write):
        value = obj.get(key)
        if value is None:
            self.raw(b"~")
        else:
            self.raw(b"+")
            write(value, f"{path}.{key}")

    def ids(self, value, path, max_id=MAX_ID):
        if not isinstance(value, list):
            raise Invalid(f"{path}: expected an array, found {value!r}")
        words = []
        for i, item in enumerate(value):
            if isinstance(item, bool) or not isinstance(item, int) or not 1 <= item <= max_id:
                raise Invalid(f"{path}[{i}]: expected an id in 1...{max_id}, found {item!r}")
            word, bit = divmod(item - 1, 64)
            words.extend([0] * (word + 1 - len(words)))
            words[word] |= 1 << bit
        self.int(len(words), path)
        for word in words:
            self.raw(b"%x," % word)

    def strings(self, value, path):
        if not isinstance(value, list):
            raise Invalid(f"{path}: expected an array, found {value!r}")
        self.int(len(value), path)
        for i, item in enumerate(value):
            self.string(item, f"{path}[{i}]")

    def int_map(self, value, path, max_id=MAX_ID):
        if not isinstance(value, dict):
            raise Invalid(f"{path}: expected an object, found {value!r}")
        pairs = {}
        for key, days in value.items():
            if not key.isdigit() or str(int(key)) != key or not 1 <= int(key) <= max_id:
                raise Invalid(f"{path}: key {key!r} is not an id")
            if days is None:
                raise Invalid(f"{path}.{key}: expected a whole number, found null")
            pairs[int(key)] = days
        self.int(len(pairs), path)
        for key in sorted(pairs):
            self.int(key, path)
            self.int(pairs[key], f"{path}.{key}")


def required(obj, key, path):
    if not isinstance(obj, dict):
        raise Invalid(f"{path}: expected an object")
    if obj.get(key) is None:
        raise Invalid(f'{path}.{key}: missing required field "{key}"')
    return obj[key]


def keyed_entries(gvl, key, max_id=MAX_ID):
    """The entries of a keyed-by-id object, sorted by id, each key checked against its `id`."""
    table = required(gvl, key, "$")
    if not isinstance(table, dict):
        raise Invalid(f"$.{key}: expected an object")
    entries = []
    for k, entry in table.items():
        entry_id = required(entry, "id", f"$.{key}[{k!r}]")
        if isinstance(entry_id, bool) or not isinstance(entry_id, int) or not 1 <= entry_id <= max_id:
            raise Invalid(f"$.{key}[{k!r}].id: expected an id in 1...{max_id}, found {entry_id!r}")
        if str(entry_id) != k:
            raise Invalid(f"$.{key}[{k!r}].id: id {entry_id} does not match its key")
        entries.append((entry_id, entry, f"$.{key}[{k!r}]"))
    return sorted(entries, key=lambda e: e[0])


def purposes(w, gvl, key, max_id=MAX_ID):
    entries = keyed_entries(gvl, key, max_id)
    w.int(len(entries), key)
    for entry_id, p, path in entries:
        w.int(entry_id, path)
        w.string(required(p, "name", path), path + ".name")
        w.string(required(p, "description", path), path + ".description")
        w.strings(p.get("illustrations") or [], path + ".illustrations")
        w.bool(True if p.get("consentable") is None else p["consentable"], path + ".consentable")
        w.bool(True if p.get("rightToObject") is None else p["rightToObject"], path + ".rightToObject")


def vendor_record(w, v, path):
    """One vendor, in the order `CompactVendorList.vendor(at:)` reads it."""
    w.int(required(v, "id", path), path + ".id")
    w.string(required(v, "name", path), path + ".name")
    w.ids(required(v, "purposes", path), path + ".purposes", PURPOSE_MAX_ID)
    w.ids(required(v, "legIntPurposes", path), path + ".legIntPurposes", PURPOSE_MAX_ID)
    for key, max_id in (("flexiblePurposes", PURPOSE_MAX_ID), ("specialPurposes", MAX_ID), ("features", MAX_ID),
                        ("specialFeatures", SPECIAL_FEATURE_MAX_ID)):
        w.ids(v.get(key) or [], f"{path}.{key}", max_id)
    w.optional(v, "dataDeclaration", path, w.ids)

    def retention(r, rpath):
        if not isinstance(r, dict):
            raise Invalid(f"{rpath}: expected an object")
        w.optional(r, "stdRetention", rpath, w.int)
        w.int_map(r.get("purposes") or {}, rpath + ".purposes", PURPOSE_MAX_ID)
        w.int_map(r.get("specialPurposes") or {}, rpath + ".specialPurposes")
    w.optional(v, "dataRetention", path, retention)

    urls = required(v, "urls", path)
    if not isinstance(urls, list):
        raise Invalid(f"{path}.urls: expected an array")
    w.int(len(urls), path + ".urls")
    for i, u in enumerate(urls):
        upath = f"{path}.urls[{i}]"
        w.string(required(u, "langId", upath), upath + ".langId")
        w.string(required(u, "privacy", upath), upath + ".privacy")
        w.optional(u, "legIntClaim", upath, w.string)
    w.optional(v, "policyUrl", path, w.string)
    w.optional(v, "deletedDate", path, w.string)
    w.optional(v, "overflow", path, lambda o, opath: w.int(required(o, "httpGetLimit", opath), opath))
    w.bool(required(v, "usesCookies", path), path + ".usesCookies")
    w.optional(v, "cookieMaxAgeSeconds", path, w.int)
    w.bool(required(v, "cookieRefresh", path), path + ".cookieRefresh")
    w.bool(required(v, "usesNonCookieAccess", path), path + ".usesNonCookieAccess")
    w.optional(v, "deviceStorageDisclosureUrl", path, w.string)


def vendor_facts(w, v, path):
    """The facts of one vendor (its record already checked them), in `CompactVendorList`'s order."""
    w.ids(v["purposes"], path + ".purposes")
    w.ids(v["legIntPurposes"], path + ".legIntPurposes")
    w.ids(v.get("specialFeatures") or [], path + ".specialFeatures")
    w.bool(bool(v.get("specialPurposes")), path + ".specialPurposes")
    w.bool(v.get("deletedDate") is not None, path + ".deletedDate")


def compact(gvl):
    """The compact form of a parsed GVL, as bytes."""
    head = Writer()
    head.raw(b"CGVL2")
    for key in ("gvlSpecificationVersion", "vendorListVersion", "tcfPolicyVersion"):
        head.int(required(gvl, key, "$"), "$." + key)
    head.string(required(gvl, "lastUpdated", "$"), "$.lastUpdated")
    for key, max_id in (("purposes", PURPOSE_MAX_ID), ("specialPurposes", MAX_ID), ("features", MAX_ID),
                        ("specialFeatures", SPECIAL_FEATURE_MAX_ID)):
        purposes(head, gvl, key, max_id)
    stacks = keyed_entries(gvl, "stacks")
    head.int(len(stacks), "stacks")
    for entry_id, s, path in stacks:
        head.int(entry_id, path)
        head.ids(required(s, "purposes", path), path + ".purposes", PURPOSE_MAX_ID)
        head.ids(required(s, "specialFeatures", path), path + ".specialFeatures", SPECIAL_FEATURE_MAX_ID)
        head.string(required(s, "name", path), path + ".name")
        head.string(required(s, "description", path), path + ".description")
    categories = keyed_entries(gvl, "dataCategories")
    head.int(len(categories), "dataCategories")
    for entry_id, c, path in categories:
        head.int(entry_id, path)
        head.string(required(c, "name", path), path + ".name")
        head.string(required(c, "description", path), path + ".description")
    records = []
    for entry_id, v, path in keyed_entries(gvl, "vendors"):
        w = Writer()
        vendor_record(w, v, path)
        facts = Writer()
        vendor_facts(facts, v, path)
        records.append((entry_id, b"".join(w.parts), b"".join(facts.parts)))
    head.int(len(records), "vendors")
    # The offset table's own size depends on the offsets it holds: grow the guess until it fits.
    table_size = 0
    while True:
        offset = head.size + table_size
        table = []
        for entry_id, record, facts in records:
            table.append(b"%d,%d," % (entry_id, offset) + facts)
            offset += len(record)
        size = sum(len(t) for t in table)
        if size == table_size:
            break
        table_size = size
    return b"".join(head.parts) + b"".join(table) + b"".join(r for _, r, _ in records)


def swift_literal(data):
    """`data` (UTF-8) as the body of a one-line Swift string literal: quotes, backslashes and
    control characters escaped, everything else as is, so the string's bytes are exactly `data`."""
    out = []
    for ch in data.decode("utf-8"):
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ord(ch) < 0x20 or ord(ch) == 0x7F or ch in "\u2028\u2029":
            out.append("\\u{%x}" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def main(argv):
    parser = argparse.ArgumentParser(description="Embed a GVL v3 JSON file as compact Swift data.")
    parser.add_argument("--origin", help="where the list comes from (repo @ commit : path, or URL)")
    parser.add_argument("source", help="the GVL JSON file")
    parser.add_argument("--bytes", action="store_true", help="write the compact data alone, not Swift")
    parser.add_argument("output", nargs="?", help="the Swift file to write")
    args = parser.parse_args(argv[1:])
    source = args.source
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    output = args.output or os.path.join(repo, "Sources", "TCF", "GVL", "EmbeddedVendorListData.swift")
    with open(source, "rb") as f:
        raw = f.read()
    digest = hashlib.sha256(raw).hexdigest()
    origin = args.origin or KNOWN_ORIGINS.get(digest) or ("(not embedded)" if args.bytes else None)
    if origin is None:
        sys.stderr.write(f"{source}: unknown list; say where it comes from with --origin\n")
        return 2
    try:
        gvl = json.loads(raw.decode("utf-8"))
        data = compact(gvl)
    except (ValueError, Invalid) as error:
        sys.stderr.write(f"{source}: not a valid GVL v3 list: {error}\n")
        return 1
    vendors = gvl["vendors"]
    if args.bytes:
        with open(output, "wb") as f:
            f.write(data)
        return 0
    header = f"""\
// GENERATED by scripts/dev/embed-vendor-list.py: do not edit; run the script to refresh it.
// swift-format-ignore-file
//
// The IAB Europe Global Vendor List (GVL v3) consentsim uses by default, embedded so the binary
// needs no file at run time. Public IAB data (data only), in the compact form of CompactVendorList:
//   origin:            {origin}
//   source file:       {os.path.basename(source)}
//   source sha256:     {digest}
//   vendorListVersion: {gvl["vendorListVersion"]}  tcfPolicyVersion: {gvl["tcfPolicyVersion"]}  \
gvlSpecificationVersion: {gvl["gvlSpecificationVersion"]}
//   lastUpdated:       {gvl["lastUpdated"]}  vendors: {len(vendors)}

/// The sha256 of the GVL JSON file the embedded list was generated from (tests check it is the fixture's).
let embeddedVendorListSourceSHA256 = "{digest}"

/// The embedded default vendor list in the compact form `CompactVendorList` reads ({len(data)} bytes).
let embeddedVendorListData: StaticString = "{swift_literal(data)}"
"""
    tmp = output + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(header)
    os.replace(tmp, output)
    print(f"wrote {output}: vendorListVersion {gvl['vendorListVersion']}, {len(vendors)} vendors, "
          f"{len(data)} bytes of compact data")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
