#!/usr/bin/env python3
"""Counts the lines of the UIKit and SwiftUI adapters that decide anything: a line of code (not a
comment, not a compile-time `#if`) holding a branch — `if`, `guard`, `switch`/`case`, `? :`, `??`,
`&&`, `||`, a `for … in` or `while` loop, `where`, or an optional protocol method called only when
implemented (`method?(`). Lines that only forward, assign or declare do not count; a multi-line
condition counts each of its lines that holds one of these. Prints each file's count and the total.

    Scripts/count-adapter-decisions.py           # totals
    Scripts/count-adapter-decisions.py --lines   # and every counted line
"""
import pathlib
import re
import sys

BRANCH = re.compile(
    r"(^|\W)(if|guard|switch|case|while|where)(\W|$)"  # conditions
    r"|(^|\W)for\s+[\w(][^:]*\sin\s"  # loops, not the `for:` argument label
    r"|\?\?|&&|\|\||\s\?\s"  # nil-coalescing, conditions, the ternary operator
    r"|\w(?<!\binit)\?\(")  # an optional method, called only when implemented (not `init?(`)
ROOTS = ["Sources/TextInputKitUIKit", "Sources/TextInputKitSwiftUI"]


def decisions(path):
    counted = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        code = line.split("//", 1)[0].strip()
        if not code or code.startswith("#") or code.startswith("///") or code.startswith("*"):
            continue
        if BRANCH.search(code):
            counted.append((number, line.rstrip()))
    return counted


def main():
    show = "--lines" in sys.argv
    total = 0
    for root in ROOTS:
        for path in sorted(pathlib.Path(root).glob("*.swift")):
            counted = decisions(path)
            total += len(counted)
            print(f"{len(counted):4d}  {path}")
            if show:
                for number, line in counted:
                    print(f"        {number:4d}: {line.strip()}")
    print(f"{total:4d}  lines that decide, in {', '.join(ROOTS)}")


main()
