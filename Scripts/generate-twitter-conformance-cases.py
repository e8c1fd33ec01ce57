#!/usr/bin/env python3
"""Writes Conformance/twitter-text/*.json from twitter-text's validate.yml.

Reads Tests/TextInputKitTextTests/Fixtures/twitter-text/validate.yml (a copy of twitter-text's
conformance/validate.yml; see NOTICE) and nothing else. For each case of the v3 sections
(WeightedTweetsWithDiscountedEmojiCounterTest, UnicodeDirectionalMarkerCounterTest) it writes:

- a `weighted-length` case: a field whose policy allows exactly the case's weighted length in
  the `twitter` metric takes the pasted text whole, then rejects a typed space — so the field
  counts the text as exactly that length;
- a `valid` case for each text twitter-text calls valid: the `tweet` preset takes the pasted
  text whole.

Usage: python3 Scripts/generate-twitter-conformance-cases.py   (needs PyYAML: pip install pyyaml)
"""

import json
import os

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Tests", "TextInputKitTextTests", "Fixtures", "twitter-text", "validate.yml")
TARGET = os.path.join(ROOT, "Conformance", "twitter-text")
SECTIONS = ["WeightedTweetsWithDiscountedEmojiCounterTest", "UnicodeDirectionalMarkerCounterTest"]
FILE = "conformance/validate.yml"
# Deliberate differences: the id, what this project's field holds after the paste, and why.
DIFFERENCES = {
    "twitter-text/valid/UnicodeDirectionalMarkerCounterTest-2": (
        "http://foobar.\u067e\u0627\u06a9\u0633\u062a\u0627\u0646/",
        "The tweet preset rejects bidi embeddings, overrides and isolates (\"bidi\": "
        "\"rejectOverrides\", DocC \"Policy files\") and drops them from a paste; twitter-text "
        "counts the text as a valid Tweet",
    ),
}


def utf16(text):
    return len(text.encode("utf-16-le")) // 2


def dump(cases):
    """One case per block, one event per line, as the other case files."""
    lines = ["{", '  "cases": [']
    for index, case in enumerate(cases):
        lines.append("    {")
        keys = [key for key in ["id", "source", "policy", "differs", "events"] if key in case]
        for position, key in enumerate(keys):
            comma = "," if position < len(keys) - 1 else ""
            if key == "events":
                lines.append('      "events": [')
                for number, event in enumerate(case["events"]):
                    last = number == len(case["events"]) - 1
                    lines.append("        " + json.dumps(event, ensure_ascii=False) + ("" if last else ","))
                lines.append("      ]" + comma)
            else:
                lines.append("      " + json.dumps(key) + ": " + json.dumps(case[key], ensure_ascii=False) + comma)
        lines.append("    }" + ("," if index < len(cases) - 1 else ""))
    lines += ["  ]", "}"]
    return "\n".join(lines) + "\n"


def main():
    with open(SOURCE, encoding="utf-8") as handle:
        tests = yaml.safe_load(handle)["tests"]
    lengths, valid = [], []
    for section in SECTIONS:
        for number, case in enumerate(tests[section], start=1):
            text, expected = case["text"], case["expected"]
            length = expected["weightedLength"]
            if not text:
                continue
            source = {"project": "twitter-text", "file": FILE, "test": section + ": " + case["description"]}
            end = utf16(text)
            whole = {"text": text, "selection": [end, end], "marked": None}
            lengths.append({
                "id": "twitter-text/weighted-length/%s-%d" % (section, number),
                "source": source,
                "policy": {"maxLength": length, "metric": "twitter"},
                "events": [
                    {"type": "paste", "text": text, "expect": whole},
                    {"type": "type", "text": " ", "expect": whole},
                ],
            })
            if expected["valid"]:
                valid.append({
                    "id": "twitter-text/valid/%s-%d" % (section, number),
                    "source": source,
                    "policy": "tweet",
                    "events": [{"type": "paste", "text": text, "expect": whole}],
                })
                if valid[-1]["id"] in DIFFERENCES:
                    ours, reason = DIFFERENCES[valid[-1]["id"]]
                    valid[-1]["differs"] = {"theirs": {"text": text, "selection": [end, end]}, "reason": reason}
                    valid[-1]["events"][0]["expect"] = {"text": ours, "selection": [utf16(ours)] * 2, "marked": None}
    os.makedirs(TARGET, exist_ok=True)
    for name, cases in [("weighted-length.json", lengths), ("valid.json", valid)]:
        with open(os.path.join(TARGET, name), "w", encoding="utf-8") as handle:
            handle.write(dump(cases))
        print(name, len(cases))


if __name__ == "__main__":
    main()
