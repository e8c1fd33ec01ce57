#!/usr/bin/env python3
"""Converts libphonenumber's AsYouTypeFormatterTest.java into Conformance/libphonenumber/as-you-type-formatter.json.

Each `assertEquals("…", formatter.inputDigit('…'))` becomes a case: the characters typed into the
formatter since it was made or cleared, typed into a field with `{"phone": {"region": R}}`, and
the text the field shows then. The field is expected to show what `phonenumbers.AsYouTypeFormatter`
shows with the production metadata this project ships for the characters the field keeps (digits,
full-width digits as ASCII, a leading "+"); where that is not the test's own expectation, the case
records the test's text under `differs` with the reason. The expected value is the number in
E.164 once `phonenumbers.is_possible_number`, else the characters kept. Where the test's text
differs, the reason is one of:

- libphonenumber's tests run on its test metadata (PhoneNumberMetadataForTesting.xml), whose
  formats are not the production ones;
- the field refuses separators, letters and a "+" after the first digit, and converts full-width
  digits, where the formatter keeps them and stops formatting.

Sequences in the unknown region "ZZ" that start with "+" run in "US" (an international number is
laid out by its country calling code alone); those that do not are left out, since the rule
needs a region. `getRememberedPosition` assertions are left out: the field's caret is checked
by the laws of an edit instead.

Usage: git -C LIBPHONENUMBER show HEAD:java/libphonenumber/test/com/google/i18n/phonenumbers/AsYouTypeFormatterTest.java > /tmp/AsYouTypeFormatterTest.java
       python3 Scripts/convert-phone-conformance.py /tmp/AsYouTypeFormatterTest.java COMMIT
"""

import json
import os
import re
import sys

import phonenumbers
from phonenumbers import AsYouTypeFormatter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Conformance", "libphonenumber", "as-you-type-formatter.json")
FILE = "java/libphonenumber/test/com/google/i18n/phonenumbers/AsYouTypeFormatterTest.java"
METADATA = ("libphonenumber's test runs on its test metadata (PhoneNumberMetadataForTesting.xml); "
            "this project ships the production metadata, on which AsYouTypeFormatter shows this "
            "text for the same digits.")
KEPT = ("The field keeps digits (full-width ones as ASCII) and a leading +, and refuses "
        "separators, letters and a later +, where AsYouTypeFormatter keeps them and stops "
        "formatting; the field shows what AsYouTypeFormatter shows for the characters it kept.")


def unescape(text):
    return re.sub(r"\\u([0-9A-Fa-f]{4})", lambda m: chr(int(m.group(1), 16)), text).replace("\\\\", "\\")


def kept(typed):
    result = ""
    for c in typed:
        if c.isdigit() and c.isascii():
            result += c
        elif "\uff10" <= c <= "\uff19":
            result += chr(ord(c) - 0xFF10 + 0x30)
        elif c == "+" and result == "":
            result += c
    return result


def standardized(region, value):
    """The field's value: the number in E.164 once `is_possible_number`, else what was kept."""
    try:
        parsed = phonenumbers.parse(value, region)
    except phonenumbers.NumberParseException:
        return value
    if not phonenumbers.is_possible_number(parsed):
        return value
    return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)


def aytf(region, text):
    formatter = AsYouTypeFormatter(region)
    output = ""
    for c in text:
        output = formatter.input_digit(c)
    return output


def main():
    source, commit = sys.argv[1], sys.argv[2]
    test = None
    region = None
    typed = ""
    counts = {}
    cases = []
    skipped = 0
    step = re.compile(
        r"""(?:assertEquals\("((?:[^"\\]|\\.)*)",\s*)?formatter\.inputDigit(?:AndRememberPosition)?\('((?:[^'\\]|\\.)+)'\)""")
    for line in open(source, encoding="utf-8"):
        if m := re.search(r"public void (test\w+)\(", line):
            test = m.group(1)
        if m := re.search(r"getAsYouTypeFormatter\(RegionCode\.(\w+)\)", line):
            region = m.group(1)
            typed = ""
        if "formatter.clear()" in line:
            typed = ""
        m = step.search(line)
        if not m:
            continue
        typed += unescape(m.group(2))
        if m.group(1) is None:
            continue
        theirs = unescape(m.group(1))
        field_region = region
        if region == "ZZ":
            if not typed.startswith("+"):
                skipped += 1
                continue
            field_region = "US"
        value = kept(typed)
        ours = aytf(field_region, value)
        last = max([i for i, c in enumerate(ours) if c.isdigit() or c == "+"], default=-1)
        caret = len(ours[: last + 1].encode("utf-16-le")) // 2 if value else 0
        counts[test] = counts.get(test, 0) + 1
        case = {
            "id": f"libphonenumber/as-you-type/{test}-{counts[test]}",
            "source": {"project": "libphonenumber", "file": FILE,
                       "test": f"{test}: {typed!r} → {theirs!r}"},
            "policy": {"phone": {"region": field_region}},
        }
        if ours != theirs:
            reason = KEPT if value != typed else METADATA
            case["differs"] = {"theirs": {"text": theirs}, "reason": reason}
        case["events"] = [{"type": "type", "text": typed,
                           "expect": {"text": ours, "selection": [caret, caret],
                                      "value": standardized(field_region, value)}}]
        cases.append(case)
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    notes = (f"Translated by Scripts/convert-phone-conformance.py from {FILE} at google/libphonenumber "
             f"{commit}, expected texts from phonenumbers {phonenumbers.__version__}'s production "
             f"metadata; {skipped} assertions in the unknown region ZZ without a + are left out.")
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write('{"notes": ' + json.dumps(notes, ensure_ascii=False) + ',\n "cases": [\n')
        f.write(",\n".join(json.dumps(c, ensure_ascii=False) for c in cases))
        f.write("\n]}\n")
    differs = sum(1 for c in cases if "differs" in c)
    print(f"wrote {OUTPUT}: {len(cases)} cases, {differs} differ, {skipped} left out")


if __name__ == "__main__":
    main()
