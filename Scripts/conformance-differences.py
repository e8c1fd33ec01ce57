#!/usr/bin/env python3
"""Prints the Markdown table of the conformance suite's deliberate differences and pending cases.

Reads Conformance/**/*.json (and nothing else) and prints, for Conformance/README.md, one row per
case with a `differs` (but libphonenumber's, which the README sums up): the case, what its source expects, what this project's field holds, and
the reason, numbered; then the pending cases. Paste the output into the README's "Deliberate
differences" section when cases change.

Usage: python3 Scripts/conformance-differences.py
"""

import glob
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cell(expectation):
    parts = []
    for key in ("text", "selection", "value"):
        if key in expectation:
            value = expectation[key]
            parts.append("%s %s" % (key, json.dumps(value, ensure_ascii=False)))
    return "<br>".join(parts).replace("|", "\\|")


def main():
    cases = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Conformance", "**", "*.json"), recursive=True)):
        with open(path, encoding="utf-8") as handle:
            cases += json.load(handle)["cases"]
    reasons = []
    rows = []
    for case in cases:
        difference = case.get("differs")
        if not difference:
            continue
        if case["id"].startswith("libphonenumber/"):
            # Hundreds of cases with one of two reasons, written in each case: the README says so.
            continue
        if difference["reason"] not in reasons:
            reasons.append(difference["reason"])
        theirs = dict(difference["theirs"])
        event = theirs.pop("event", None)
        expected = [e for e in case["events"] if "expect" in e]
        ours = case["events"][event - 1]["expect"] if event else expected[-1]["expect"]
        ours = {key: ours[key] for key in theirs if key in ours}
        rows.append("| `%s` | %s | %s | %d |" % (
            case["id"], cell(theirs), cell(ours), reasons.index(difference["reason"]) + 1))
    print("| Case | The source expects | This project | Reason |")
    print("| --- | --- | --- | --- |")
    for row in rows:
        print(row)
    print()
    print("Reasons:")
    print()
    for number, reason in enumerate(reasons, start=1):
        print("%d. %s." % (number, reason.rstrip(".")))
    pending = [case for case in cases if case.get("pending")]
    if pending:
        print()
        print("| Pending case | Why |")
        print("| --- | --- |")
        for case in pending:
            print("| `%s` | %s |" % (case["id"], case["pending"]))


if __name__ == "__main__":
    main()
