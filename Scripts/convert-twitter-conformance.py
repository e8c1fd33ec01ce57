#!/usr/bin/env python3
"""Converts the URL and weighted-length cases of twitter-text's conformance files into JSON.

Reads validate.yml, extract.yml and tlds.yml from Tests/TextInputKitTextTests/Fixtures/twitter-text/
(copies of twitter-text's conformance/ folder) and writes twitter-conformance.json beside them,
which the Swift tests read, so the tests need neither Python nor a YAML parser.

Kept: validate.yml's WeightedTweetsWithDiscountedEmojiCounterTest and
UnicodeDirectionalMarkerCounterTest (the v3 configuration), extract.yml's urls,
urls_with_indices, urls_with_directional_markers and tco_urls_with_params, and every case of
tlds.yml (country and generic top-level domains).

Usage: python3 Scripts/convert-twitter-conformance.py   (needs PyYAML: pip install pyyaml)
"""

import json
import os

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "Tests", "TextInputKitTextTests", "Fixtures", "twitter-text")

WEIGHTED = ["WeightedTweetsWithDiscountedEmojiCounterTest", "UnicodeDirectionalMarkerCounterTest"]
EXTRACT = ["urls", "urls_with_indices", "urls_with_directional_markers", "tco_urls_with_params"]


def load(name):
    with open(os.path.join(FOLDER, name), encoding="utf-8") as f:
        return yaml.safe_load(f)["tests"]


def url_case(file, section, case):
    expected = case.get("expected") or []
    urls = [e["url"] if isinstance(e, dict) else e for e in expected]
    indices = [e["indices"] for e in expected if isinstance(e, dict)]
    return {
        "file": file,
        "section": section,
        "description": case["description"],
        "text": case["text"],
        "urls": urls,
        "indices": indices if len(indices) == len(urls) and indices else None,
    }


def main():
    validate = load("validate.yml")
    extract = load("extract.yml")
    tlds = load("tlds.yml")
    weighted = [
        {
            "file": "validate.yml",
            "section": section,
            "description": case["description"],
            "text": case["text"],
            "weightedLength": case["expected"]["weightedLength"],
        }
        for section in WEIGHTED
        for case in validate[section]
    ]
    urls = [url_case("extract.yml", s, c) for s in EXTRACT for c in extract[s]]
    urls += [url_case("tlds.yml", s, c) for s in ["country", "generic"] for c in tlds[s]]
    out = {"weightedLength": weighted, "urls": urls}
    path = os.path.join(FOLDER, "twitter-conformance.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"wrote {path}: {len(weighted)} weighted-length and {len(urls)} URL cases")


if __name__ == "__main__":
    main()
