"""Instructions per keystroke and per paste of two builds of `textinput`, counted by valgrind.

Machine noise does not change an instruction count, so two builds (before and after a change)
can be compared on a loaded machine, one run after the other. For each rule family of
Scripts/time-keystrokes.sh it replays a paste of N characters (default 32,000) with the caret put
a quarter in, then the same with KEYS keys (default 200) typed there; a key's instructions are
the difference divided by KEYS. The phone row types a US number into an empty field.

    python3 Benchmarks/Scripts/compare-instructions.py BEFORE/textinput AFTER/textinput [ROWS]

ROWS is a regular expression choosing rows by family. Needs valgrind (apt-get install valgrind).
Each row takes four runs under callgrind, about 20 seconds in all on a 2-core machine.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

ROWS = [
    ("digits", "1234567890", "5", '{"allow": "digits"}'),
    ("emoji, invisibles", "ab😀c ", "x", '{"emoji": "reject", "invisibles": "reject"}'),
    ("transform", "abc def ", "x", '{"transform": "uppercase"}'),
    ("gb18030 limit", "你好ab ", "x", '{"maxLength": 100000, "metric": "gb18030"}'),
    ("mixed scripts, marks", "abc de ", "x", '{"mixedScripts": "reject", "maxCombiningMarks": 2}'),
    ("decimal", "1234567890", "5", '{"decimal": {"fractionDigits": 2}}'),
    ("grouped decimal", "1234567890", "5", '{"decimal": {"fractionDigits": 2, "grouping": ","}}'),
    ("pattern", "abc1 ", "x", '{"pattern": "[a-z0-9 ]*"}'),
    ("twitter metric", "hello example.com ", "x", '{"maxLength": 100000, "metric": "twitter"}'),
    ("phone", None, "2015550123", '{"phone": {"region": "US"}}'),
]


def script(length, keys, unit, key):
    lines = []
    if length:
        text = (unit * (length // len(unit) + 1))[:length]
        caret = len(text.encode("utf-16-le")) // 4
        lines += [json.dumps({"type": "paste", "text": text}),
                  json.dumps({"type": "select", "start": caret, "end": caret})]
    lines += [json.dumps({"type": "type", "text": key})] * keys
    return "".join(line + "\n" for line in lines)


def instructions(tool, policy, path):
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", tool, "replay",
         "--policy", policy, path], capture_output=True, text=True)
    found = re.search(r"Collected : (\d+)", run.stderr)
    if run.returncode != 0 or not found:
        sys.exit(f"{tool} replay --policy {policy} failed:\n{run.stderr[-2000:]}")
    return int(found.group(1))


def main(arguments):
    if len(arguments) < 2:
        sys.exit(__doc__)
    tools = {"before": arguments[0], "after": arguments[1]}
    chosen = re.compile(arguments[2]) if len(arguments) > 2 else None
    length = int(os.environ.get("N", "32000"))
    keys = int(os.environ.get("KEYS", "200"))
    print("| family | before, a key | after, a key | after ÷ before | paste before | paste after | after ÷ before |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as work:
        typed, pasted = os.path.join(work, "keys.jsonl"), os.path.join(work, "paste.jsonl")
        for name, unit, key, policy in ROWS:
            if chosen and not chosen.search(name):
                continue
            if unit is None:  # a whole number typed into an empty field, digit by digit
                count = len(key)
                with open(typed, "w") as handle:
                    handle.write("".join(json.dumps({"type": "type", "text": d}) + "\n" for d in key))
                with open(pasted, "w") as handle:
                    handle.write("")
            else:
                count = keys
                with open(typed, "w") as handle:
                    handle.write(script(length, keys, unit, key))
                with open(pasted, "w") as handle:
                    handle.write(script(length, 0, unit, key))
            key_cost, paste_cost = {}, {}
            for version, tool in tools.items():
                paste_cost[version] = instructions(tool, policy, pasted)
                key_cost[version] = (instructions(tool, policy, typed) - paste_cost[version]) / count
            print(f"| {name} | {key_cost['before']:,.0f} | {key_cost['after']:,.0f} | "
                  f"{key_cost['after'] / key_cost['before']:.3f} | {paste_cost['before']:,} | "
                  f"{paste_cost['after']:,} | {paste_cost['after'] / paste_cost['before']:.3f} |",
                  flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
