#!/usr/bin/env bash
# Times a keystroke typed in the middle of a long field, per rule family, through
# `textinput replay` (a simulated UIKit field, the interceptor, the controller and the engine):
# KEYS keys (default 400) typed after pasting N characters, minus the paste alone, best of RUNS,
# in ms a key (from a clock in nanoseconds),
# at 2,000 and at 32,000 characters, as a Markdown table.
#
#   Scripts/time-keystrokes.sh                    # builds the tool (release)
#   TEXTINPUT=path/to/textinput RUNS=5 Scripts/time-keystrokes.sh
#   ROWS=gb18030 Scripts/time-keystrokes.sh       # only the rows whose family matches
set -euo pipefail

cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
KEYS=${KEYS:-400}
if [[ -z "${TEXTINPUT:-}" ]]; then
  swift build -c release --product textinput >&2
  TEXTINPUT=.build/release/textinput
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A script: paste `unit` repeated to N characters (with SHAPE=word, one word: "example", `unit`
# repeated, ".com"), put the caret a quarter in, type KEYS keys.
script() {
  python3 -c '
import json, sys
n, keys, unit, key, shape = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
text = (unit * (n // len(unit) + 1))[:n]
if shape == "word":
    text = "example" + text[:n - 11] + ".com"
print(json.dumps({"type": "paste", "text": text}))
caret = len(text.encode("utf-16-le")) // 4
print(json.dumps({"type": "select", "start": caret, "end": caret}))
for _ in range(keys):
    print(json.dumps({"type": "type", "text": key}))
' "$@"
}

# Best-of-RUNS seconds of one replay, from a clock in nanoseconds.
best() {
  local policy=$1 file=$2 best=""
  for _ in $(seq "$RUNS"); do
    local start end seconds
    start=$(date +%s%N)
    "$TEXTINPUT" replay --policy "$policy" "$file" >/dev/null
    end=$(date +%s%N)
    seconds=$(awk "BEGIN { printf \"%.4f\", ($end - $start) / 1e9 }")
    if [[ -z "$best" ]] || awk "BEGIN { exit !($seconds < $best) }"; then best=$seconds; fi
  done
  echo "$best"
}

echo "| rule family | policy | ms a key at 2,000 | ms a key at 32,000 | ratio |"
echo "|---|---|---:|---:|---:|"
row() {
  local name=$1 unit=$2 key=$3 policy=$4 cells=() per
  [[ -z "${ROWS:-}" || "$name" =~ $ROWS ]] || return 0
  for n in 2000 32000; do
    script "$n" "$KEYS" "$unit" "$key" "${SHAPE:-lines}" >"$work/keys"
    script "$n" 0 "$unit" "$key" "${SHAPE:-lines}" >"$work/paste"
    per=$(awk "BEGIN { d = $(best "$policy" "$work/keys") - $(best "$policy" "$work/paste");
      if (d < 0) d = 0; printf \"%.3f\", d * 1000 / $KEYS }")
    cells+=("$per")
  done
  local ratio
  ratio=$(awk "BEGIN { b = ${cells[0]}; if (b < 0.005) b = 0.005; printf \"%.1f×\", ${cells[1]} / b }")
  echo "| $name | \`$policy\` | ${cells[0]} | ${cells[1]} | $ratio |"
}

row digits 1234567890 5 '{"allow": "digits"}'
row "emoji, invisibles" "ab😀c " x '{"emoji": "reject", "invisibles": "reject"}'
row transform "abc def " x '{"transform": "uppercase"}'
row "gb18030 limit" "你好ab " x '{"maxLength": 100000, "metric": "gb18030"}'
row "mixed scripts, marks" "abc de " x '{"mixedScripts": "reject", "maxCombiningMarks": 2}'
row decimal 1234567890 5 '{"decimal": {"fractionDigits": 2}}'
row "grouped decimal" 1234567890 5 '{"decimal": {"fractionDigits": 2, "grouping": ","}}'
row pattern "abc1 " x '{"pattern": "[a-z0-9 ]*"}'
row "twitter metric" "hello example.com " x '{"maxLength": 100000, "metric": "twitter"}'
# One unbroken word, "example" + letters + ".com", the keys typed inside its letters (issue 43).
SHAPE=word row "twitter metric, one word" x x '{"maxLength": 100000, "metric": "twitter"}'
