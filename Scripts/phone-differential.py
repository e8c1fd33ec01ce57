#!/usr/bin/env python3
"""Compares the `phone` rule's layout with libphonenumber's AsYouTypeFormatter on random numbers.

For every region libphonenumber supports, draws SEED-seeded random numbers of five kinds — random
digits; the region's national prefix and digits; an example number of the region with its last
digits changed; "+", a country calling code and digits; the region's international prefix, a
country calling code and digits — and checks that, after every digit typed, `textinput sanitize`
with `{"phone": {"region": R}}` shows what `phonenumbers.AsYouTypeFormatter(R)` shows after the same
digits, and that the shown text keeps every digit typed, in order; and that the value of each
whole number (`textinput sanitize --value`) is what `phonenumbers` gives: the number in E.164 when
`is_possible_number`, else the digits typed.

Usage: pip install phonenumbers==9.0.43      (the version Scripts/generate-phone-metadata.py read)
       swift build --product textinput
       python3 Scripts/phone-differential.py [SEED] [NUMBERS_PER_REGION] [--sample FILE]
--sample writes a JSON file of some of the numbers and the texts expected after each digit, for
Tests/TextInputKitTests/Phone/PhoneDifferentialTests.swift.
"""

import json
import os
import random
import subprocess
import sys

import phonenumbers
from phonenumbers import AsYouTypeFormatter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.join(ROOT, ".build", "debug", "textinput")


def theirs(region, number):
    formatter = AsYouTypeFormatter(region)
    return [formatter.input_digit(c) for c in number]


def standardized(region, number):
    """The field's value for `number` typed in `region`: E.164 once possible, else the digits."""
    try:
        parsed = phonenumbers.parse(number, region)
    except phonenumbers.NumberParseException:
        return number
    if not phonenumbers.is_possible_number(parsed):
        return number
    return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)


def ours(region, lines, value=False):
    policy = json.dumps({"phone": {"region": region}})
    output = subprocess.run(
        [TOOL, "sanitize", "--policy", policy] + (["--value"] if value else []),
        input="\n".join(lines) + "\n",
        capture_output=True, text=True, check=True,
    ).stdout
    return output.split("\n")[: len(lines)]


def digits(rng, low, high):
    return "".join(rng.choice("0123456789") for _ in range(rng.randint(low, high)))


def numbers_for(region, rng, count):
    metadata = phonenumbers.PhoneMetadata.metadata_for_region(region)
    codes = sorted(phonenumbers.COUNTRY_CODE_TO_REGION_CODE)
    example = phonenumbers.example_number(region)
    national = phonenumbers.national_significant_number(example) if example else "123456"
    result = []
    for index in range(count):
        kind = index % 5
        if kind == 0:
            number = digits(rng, 1, 17)
        elif kind == 1:
            number = (metadata.national_prefix or "0") + digits(rng, 1, 12)
        elif kind == 2:
            keep = rng.randint(1, len(national))
            number = national[:keep] + digits(rng, 0, len(national) - keep + 1)
        elif kind == 3:
            number = "+" + str(rng.choice(codes)) + digits(rng, 0, 13)
        else:
            prefix = metadata.preferred_international_prefix or metadata.international_prefix or "00"
            if not prefix.isdigit():
                prefix = "00"
            number = prefix + str(rng.choice(codes)) + digits(rng, 0, 12)
        result.append(number)
    return result


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    sample_path = None
    if "--sample" in sys.argv:
        sample_path = sys.argv[sys.argv.index("--sample") + 1]
        arguments = [a for a in arguments if a != sample_path]
    seed = int(arguments[0]) if arguments else 1
    per_region = int(arguments[1]) if len(arguments) > 1 else 45
    rng = random.Random(seed)
    total = 0
    steps = 0
    differences = []
    lost = []
    values = []
    sample = []
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        numbers = numbers_for(region, rng, per_region)
        lines = [number[: i + 1] for number in numbers for i in range(len(number))]
        shown = iter(ours(region, lines))
        for number, value in zip(numbers, ours(region, numbers, value=True)):
            if value != standardized(region, number):
                values.append((region, number, value, standardized(region, number)))
        for number in numbers:
            expected = theirs(region, number)
            total += 1
            got = [next(shown) for _ in number]
            steps += len(number)
            for i, (a, b) in enumerate(zip(got, expected)):
                if a != b:
                    differences.append((region, number[: i + 1], a, b))
                    break
            for i, a in enumerate(got):
                if "".join(c for c in a if c.isdigit() or c == "+") != number[: i + 1]:
                    lost.append((region, number[: i + 1], a))
                    break
        if sample_path is not None:
            for number in numbers[:5]:
                sample.append({"region": region, "digits": number, "shown": theirs(region, number)})
    for region, typed, a, b in differences[:20]:
        print(f"{region} {typed!r}: ours {a!r}, AsYouTypeFormatter {b!r}")
    for region, number, a, b in values[:20]:
        print(f"{region} {number!r}: value {a!r}, phonenumbers {b!r}")
    for region, typed, a in lost[:20]:
        print(f"{region} {typed!r}: ours {a!r} does not keep the digits typed")
    print(
        f"phonenumbers {phonenumbers.__version__}, seed {seed}: {total} numbers ({steps} digits typed) "
        f"in {len(phonenumbers.SUPPORTED_REGIONS)} regions, {len(differences)} differences, "
        f"{len(lost)} texts without the digits typed, {len(values)} values unlike phonenumbers'"
    )
    if sample_path is not None:
        notes = (f"Generated by Scripts/phone-differential.py {seed} {per_region} --sample with "
                 f"phonenumbers {phonenumbers.__version__}: what AsYouTypeFormatter shows after each digit.")
        with open(sample_path, "w", encoding="utf-8") as f:
            f.write('{"notes": ' + json.dumps(notes) + ',\n "cases": [\n')
            f.write(",\n".join(json.dumps(case, ensure_ascii=False) for case in sample))
            f.write("\n]}\n")
    sys.exit(1 if differences or lost or values else 0)


if __name__ == "__main__":
    main()
