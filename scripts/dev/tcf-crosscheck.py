#!/usr/bin/env python3
"""Cross-checks consentsim's TC string encoder against an independent decoder.

Generates random consent configurations (fixed seed), encodes each with `consentsim tc encode`, decodes
the result with the PyPI package `iab-tcf-bitarray` (module `iab_tcf`), and requires every field to
agree. Also requires `consentsim tc decode --json` to give the input back.

Usage: tcf-crosscheck.py --consentsim PATH [--count N] [--seed S]
Exit status 0 when every configuration agrees; 1 with the first disagreements listed otherwise.
"""
import argparse
import calendar
import json
import os
import random
import subprocess
import sys
import tempfile

import iab_tcf


def random_ids(rng, limit, density):
    """A random set of ids in 1..limit, sometimes in long runs so that both vendor encodings occur."""
    ids = set()
    if limit <= 0:
        return []
    style = rng.random()
    if style < 0.3:
        for _ in range(rng.randint(0, 6)):
            start = rng.randint(1, limit)
            end = min(limit, start + rng.randint(0, 400))
            ids.update(range(start, end + 1))
    else:
        for i in range(1, limit + 1):
            if rng.random() < density:
                ids.add(i)
    return sorted(ids)


def random_model(rng):
    day = rng.randint(18000, 20800) * 864000  # UTC midnights, 2019..2026, in deciseconds
    letters = lambda: "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(2))
    max_vendor = rng.choice([0, 1, 2, 45, 46, 100, 755, 1000, 4176, rng.randint(0, 6000)])
    density = rng.choice([0.0, 0.01, 0.1, 0.5, 0.9, 1.0])
    restrictions = []
    used = set()
    for _ in range(rng.randint(0, 4)):
        key = (rng.randint(2, 11), rng.randint(0, 3))
        if key in used:
            continue
        used.add(key)
        vendors = random_ids(rng, rng.randint(1, 3000), 0.05) or [rng.randint(1, 3000)]
        restrictions.append({"purposeId": key[0], "restrictionType": key[1], "vendorIds": vendors})
    restrictions.sort(key=lambda r: (r["purposeId"], r["restrictionType"]))
    model = {
        "version": 2,
        "created": day,
        "lastUpdated": day + rng.choice([0, 0, rng.randint(0, 863999)]),
        "cmpId": rng.randint(0, 4095),
        "cmpVersion": rng.randint(0, 4095),
        "consentScreen": rng.randint(0, 63),
        "consentLanguage": letters(),
        "vendorListVersion": rng.randint(0, 4095),
        "tcfPolicyVersion": rng.choice([4, 5, rng.randint(0, 63)]),
        "isServiceSpecific": rng.random() < 0.9,
        "useNonStandardTexts": rng.random() < 0.2,
        "specialFeatureOptIns": random_ids(rng, 12, 0.5),
        "purposesConsent": random_ids(rng, 24, 0.5),
        "purposesLITransparency": random_ids(rng, 24, 0.3),
        "purposeOneTreatment": rng.random() < 0.2,
        "publisherCC": letters(),
        "vendorConsents": random_ids(rng, max_vendor, density),
        "vendorLegitimateInterests": random_ids(rng, rng.randint(0, max_vendor), density / 2),
        "publisherRestrictions": restrictions,
        "disclosedVendors": random_ids(rng, max_vendor, max(density, 0.3)) if rng.random() < 0.85 else None,
        "publisherTC": None,
    }
    if rng.random() < 0.5:
        n = rng.randint(0, 63)
        model["publisherTC"] = {
            "pubPurposesConsent": random_ids(rng, 24, 0.4),
            "pubPurposesLITransparency": random_ids(rng, 24, 0.2),
            "numCustomPurposes": n,
            "customPurposesConsent": random_ids(rng, n, 0.5),
            "customPurposesLITransparency": random_ids(rng, n, 0.3),
        }
    return model


def set_bits(bitfield):
    return sorted(i for i, on in bitfield.items() if on)


def expand(ranges):
    out = set()
    for start, end in ranges:
        out.update(range(start, end + 1))
    return sorted(out)


def independent_view(tc):
    """Every field as decoded by iab_tcf, in consentsim's JSON vocabulary."""
    d = iab_tcf.decode_v2(tc)
    view = {
        "version": d.version,
        "createdSeconds": calendar.timegm(d.created.timetuple()),
        "lastUpdatedSeconds": calendar.timegm(d.last_updated.timetuple()),
        "cmpId": d.cmp_id,
        "cmpVersion": d.cmp_version,
        "consentScreen": d.consent_screen,
        "consentLanguage": d.consent_language.decode(),
        "vendorListVersion": d.vendor_list_version,
        "tcfPolicyVersion": d.tcf_policy_version,
        "isServiceSpecific": d.is_service_specific,
        "useNonStandardTexts": d.use_non_standard_stacks,
        "specialFeatureOptIns": set_bits(d.special_features_optin),
        "purposesConsent": set_bits(d.purposes_consent),
        "purposesLITransparency": set_bits(d.purposes_legitimate_interests),
        "purposeOneTreatment": d.purpose_one_treatment,
        "publisherCC": d.publisher_cc.decode(),
        "vendorConsents": expand(d.consented_vendors_range) if d.is_consent_range_encoding else set_bits(d.consented_vendors),
        "vendorLegitimateInterests": expand(d.interests_vendors_range) if d.is_interests_range_encoding else set_bits(d.interests_vendors),
        "publisherRestrictions": sorted(
            (e.purpose_id, e.restriction_type, tuple(expand(e.restrictions_range))) for e in d.pub_restriction_entries
        ),
        "disclosedVendors": set_bits(d.oob_disclosed_vendors) if hasattr(d, "oob_disclosed_vendors") else None,
        "publisherTC": None,
    }
    if hasattr(d, "publisher_tc"):
        p = d.publisher_tc
        view["publisherTC"] = {
            "pubPurposesConsent": set_bits(p.purposes_consent),
            "pubPurposesLITransparency": set_bits(p.purposes_lit_transparency),
            "numCustomPurposes": len(p.custom_purposes_consent),
            "customPurposesConsent": set_bits(p.custom_purposes_consent),
            "customPurposesLITransparency": set_bits(p.custom_purposes_lit_transparency),
        }
    return view


def expected_view(m):
    view = dict(m)
    view["createdSeconds"] = m["created"] // 10
    view["lastUpdatedSeconds"] = m["lastUpdated"] // 10
    del view["created"], view["lastUpdated"]
    view["publisherRestrictions"] = sorted(
        (r["purposeId"], r["restrictionType"], tuple(r["vendorIds"])) for r in m["publisherRestrictions"]
    )
    return view


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--consentsim", required=True)
    ap.add_argument("--count", type=int, default=400)
    ap.add_argument("--seed", type=int, default=20261122)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(args.count):
            model = random_model(rng)
            path = os.path.join(tmp, f"model-{n}.json")
            with open(path, "w") as f:
                json.dump(model, f)
            enc = subprocess.run([args.consentsim, "tc", "encode", path], capture_output=True, text=True)
            if enc.returncode != 0:
                failures.append(f"#{n}: encode failed: {enc.stderr.strip()}")
                continue
            tc = enc.stdout.strip()
            got = independent_view(tc)
            want = expected_view(model)
            for key in want:
                if got[key] != want[key]:
                    failures.append(f"#{n} {key}: iab_tcf decoded {str(got[key])[:120]}, consentsim was given {str(want[key])[:120]} (string {tc[:60]}...)")
            dec = subprocess.run([args.consentsim, "tc", "decode", "--json", tc], capture_output=True, text=True)
            if dec.returncode != 0 or json.loads(dec.stdout) != model:
                failures.append(f"#{n}: `tc decode --json` did not give the input back: {dec.stderr.strip() or dec.stdout[:200]}")
    for f in failures[:20]:
        print(f)
    print(f"tcf-crosscheck: {args.count - len({f.split(' ')[0].split(':')[0] for f in failures})} of {args.count} configurations agree with iab_tcf")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
