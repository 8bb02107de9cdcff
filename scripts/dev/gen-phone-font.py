#!/usr/bin/env python3
"""Makes the phone pictures' font and its metrics from one source, so what the layout measures is
what the pictures draw.

Input: Roboto Regular and Medium (weights 400 and 500, the two consentform.html asks for) from
Debian's fonts-roboto-unhinted (2:0~20170802-3, Apache-2.0: `apt-get install fonts-roboto-unhinted`).

Output:
  Sources/Pictures/Fonts/Roboto-Regular.ttf, Roboto-Medium.ttf  the fonts cut down to the scripts the shipped
                                                      catalogues use (Latin, Cyrillic, punctuation),
                                                      keeping kerning and ligatures
  Sources/Pictures/Phone/PhoneFontData.swift                those two files as base64, for @font-face
  Sources/Pictures/Phone/PhoneFontMetrics.swift             their advances, kerning and ligatures, read
                                                      from the cut-down files themselves

PhoneFontTests reads the embedded fonts' own cmap, hmtx and GPOS tables and checks the metrics
against them, and checks the embedded bytes against Sources/Pictures/Fonts.

Needs fontTools (PyPI `fonttools`). Usage: python3 scripts/dev/gen-phone-font.py [FONT_FOLDER]
"""
import base64
import pathlib
import struct
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

root = pathlib.Path(__file__).resolve().parents[2]
source = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF")
WEIGHTS = [("Regular", "regular"), ("Medium", "medium")]

# Latin (with Latin Extended-A and the Romanian and Latvian letters of Extended-B), combining marks,
# Cyrillic, and the punctuation, currency and symbols forms write.
RANGES = [
    (0x20, 0x7E), (0xA0, 0x17F), (0x218, 0x21B), (0x2C6, 0x2DD), (0x300, 0x36F), (0x400, 0x4FF),
    (0x2010, 0x2027), (0x2030, 0x203A), (0x2044, 0x2044), (0x20AC, 0x20AC), (0x20BD, 0x20BD),
    (0x2116, 0x2116), (0x2122, 0x2122), (0x2190, 0x2193), (0x2212, 0x2212),
]


def cut(weight):
    # Keep the source's modification date, so the output depends on the input alone.
    font = TTFont(source / f"Roboto-{weight}.ttf", recalcTimestamp=False)
    options = subset.Options()
    options.layout_features = ["kern", "liga", "ccmp", "mark", "mkmk", "locl"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.drop_tables += ["DSIG"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[c for first, last in RANGES for c in range(first, last + 1)])
    subsetter.subset(font)
    path = root / "Sources/Pictures/Fonts" / f"Roboto-{weight}.ttf"
    font.save(path)
    return TTFont(path)


def value(record):
    return getattr(record, "XAdvance", 0) if record is not None else 0


def metrics(font):
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    advances = sorted((cp, hmtx[glyph][0]) for cp, glyph in cmap.items())
    by_glyph = {}
    for cp, glyph in cmap.items():
        by_glyph.setdefault(glyph, []).append(cp)
    gpos = font["GPOS"].table
    lookups = sorted({i for r in gpos.FeatureList.FeatureRecord if r.FeatureTag == "kern" for i in r.Feature.LookupListIndex})
    if len(lookups) != 1:
        sys.exit(f"expected one kern lookup, found {lookups}")
    pairs, classed = [], None
    for table in gpos.LookupList.Lookup[lookups[0]].SubTable:
        if table.LookupType == 9:
            table = table.ExtSubTable
        if table.Format == 1:
            if pairs:
                sys.exit("expected one glyph-pair subtable")
            for index, first in enumerate(table.Coverage.glyphs):
                for record in table.PairSet[index].PairValueRecord:
                    for left in by_glyph.get(first, []):
                        for right in by_glyph.get(record.SecondGlyph, []):
                            pairs.append((left, right, value(record.Value1)))
        else:
            if classed is not None or not pairs:
                sys.exit("expected one class subtable, after the glyph pairs")
            left = sorted((cp, table.ClassDef1.classDefs.get(g, 0)) for g in table.Coverage.glyphs for cp in by_glyph.get(g, []))
            right = sorted((cp, k) for g, k in table.ClassDef2.classDefs.items() for cp in by_glyph.get(g, []) if k)
            matrix = [value(c.Value1) for r in table.Class1Record for c in r.Class2Record]
            classed = (left, right, table.Class2Count, matrix)
    ligatures = []
    gsub = font["GSUB"].table
    for index in sorted({i for r in gsub.FeatureList.FeatureRecord if r.FeatureTag == "liga" for i in r.Feature.LookupListIndex}):
        for table in gsub.LookupList.Lookup[index].SubTable:
            for first, entries in table.ligatures.items():
                for entry in entries:
                    glyphs = [first] + entry.Component
                    if all(g in by_glyph for g in glyphs):
                        text = "".join(chr(by_glyph[g][0]) for g in glyphs)
                        ligatures.append((text, hmtx[entry.LigGlyph][0]))
    # Longest first: "ffi" before "fi".
    ligatures.sort(key=lambda item: (-len(item[0]), item[0]))
    return font["head"].unitsPerEm, advances, sorted(pairs), classed, ligatures


def packed(records, layout):
    return b"".join(struct.pack(layout, *r) for r in records).hex()


def numbers(values, per_line=12):
    lines = []
    for start in range(0, len(values), per_line):
        lines.append("            " + ", ".join(str(v) for v in values[start:start + per_line]) + ",")
    return "\n".join(lines)


data = [
    "// Generated by scripts/dev/gen-phone-font.py from Sources/Pictures/Fonts (Roboto, Apache-2.0): do not edit.",
    "// swift-format-ignore-file",
    "",
    "extension PhoneFont {",
]
tables = list(data)
for weight, name in WEIGHTS:
    font = cut(weight)
    raw = (root / "Sources/Pictures/Fonts" / f"Roboto-{weight}.ttf").read_bytes()
    data += [
        f"    /// Sources/Pictures/Fonts/Roboto-{weight}.ttf ({len(raw)} bytes), base64.",
        f'    static let {name}Base64 = "{base64.b64encode(raw).decode()}"',
    ]
    units, advances, pairs, (left, right, columns, matrix), ligatures = metrics(font)
    tables += [
        f"    /// Roboto {weight}'s metrics, in font units ({units} an em).",
        f"    static let {name} = Metrics(",
        f"        unitsPerEm: {units},",
        "        // Each mapped scalar's advance: scalar << 16 | advance.",
        "        advances: [",
        numbers([cp << 16 | adv for cp, adv in advances]),
        "        ],",
        "        // The kern feature's glyph pairs (first subtable), in hex: little-endian UInt16 left, UInt16 right, Int16 value.",
        f'        pairs: "{packed(pairs, "<HHh")}",',
        "        // Its class pairs (second subtable): left scalar << 8 | class, right scalar << 8 | class,",
        "        // and the values, a row of each left class.",
        "        leftClasses: [",
        numbers([cp << 8 | k for cp, k in left]),
        "        ],",
        "        rightClasses: [",
        numbers([cp << 8 | k for cp, k in right]),
        "        ],",
        f"        classColumns: {columns},",
        "        classValues: [",
        numbers(matrix),
        "        ],",
        "        // The liga feature's ligatures (longest first) and their advances.",
        "        ligatures: [" + ", ".join(f'("{text}", {adv})' for text, adv in ligatures) + "]",
        "    )",
    ]
data.append("}")
tables.append("}")
(root / "Sources/Pictures/Phone/PhoneFontData.swift").write_text("\n".join(data) + "\n", encoding="utf-8")
(root / "Sources/Pictures/Phone/PhoneFontMetrics.swift").write_text("\n".join(tables) + "\n", encoding="utf-8")
