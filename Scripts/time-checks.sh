#!/usr/bin/env bash
# Times `textinput check` and `textinput sanitize` on one long hostile line per policy, against
# `textinput count --metric utf8` reading the same line: best of three wall-clock times and the
# largest resident set (/usr/bin/time -v), as a Markdown table.
#
#   Scripts/time-checks.sh                 # builds the tool (release), 10 MB lines
#   TEXTINPUT=path/to/textinput MB=1 Scripts/time-checks.sh
#
# Environment: TEXTINPUT (a built tool; default: build .build/release/textinput), MB (the length
# of each line in megabytes, default 10), RUNS (default 3), TIMEOUT (seconds a run may take,
# default 120; a run that overruns is shown as "> TIMEOUT s").
set -euo pipefail

cd "$(dirname "$0")/.."
MB=${MB:-10}
RUNS=${RUNS:-3}
TIMEOUT=${TIMEOUT:-120}
if [[ -z "${TEXTINPUT:-}" ]]; then
  swift build -c release --product textinput >&2
  TEXTINPUT=.build/release/textinput
fi
[[ -x /usr/bin/time ]] || { echo "needs /usr/bin/time (GNU time)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One line of about MB megabytes: `unit` repeated.
line() {
  python3 -c 'import sys; u = sys.argv[1]; n = int(sys.argv[2]) * (1 << 20) // len(u.encode()); sys.stdout.write(u * n + "\n")' "$1" "$MB"
}
line "1234567890" >"$work/digits"
line "example.com " >"$work/urls"
line "admin" >"$work/letters"
line $'\U0001F600a\u200B' >"$work/mixed"

# Best-of-RUNS seconds and the largest RSS in MB for one command reading one file.
measure() {
  local input=$1
  shift
  local best="" rss=0
  for _ in $(seq "$RUNS"); do
    if ! /usr/bin/time -f '%e %M' -o "$work/time" timeout "$TIMEOUT" "$TEXTINPUT" "$@" \
      <"$input" >/dev/null 2>"$work/stderr"; then
      # Exit status 1 is a line the policy rejects; 124 is the timeout.
      if grep -q "Command exited with non-zero status 124" "$work/time"; then
        echo "> ${TIMEOUT}|-"
        return
      fi
    fi
    read -r seconds kilobytes < <(tail -n 1 "$work/time")
    if [[ -z "$best" ]] || awk "BEGIN { exit !($seconds < $best) }"; then best=$seconds; fi
    ((kilobytes > rss)) && rss=$kilobytes
  done
  echo "$best|$((rss / 1024))"
}

ratio() { awk "BEGIN { b = $2; if (b < 0.01) b = 0.01; printf \"%.1f×\", $1 / b }"; }

echo "| policy | input | count --metric utf8 | check | sanitize | check ÷ count | check RSS (MB) |"
echo "|---|---|---|---|---|---|---|"
row() {
  local name=$1 input=$2
  shift 2
  local base check sanitize
  base=$(measure "$work/$input" count --metric utf8)
  check=$(measure "$work/$input" check "$@")
  sanitize=$(measure "$work/$input" sanitize "$@")
  local ratio_text="-"
  [[ ${check%%|*} != ">"* ]] && ratio_text=$(ratio "${check%%|*}" "${base%%|*}")
  echo "| $name | $input | ${base%%|*} s (${base##*|} MB) | ${check%%|*} s | ${sanitize%%|*} s |" \
    "$ratio_text | ${check##*|} |"
}

for preset in amount price phone-cn phone-cn-spaced bank-card id-cn pin secure nickname bio; do
  case $preset in
    secure | nickname | bio) input=letters ;;
    *) input=digits ;;
  esac
  row "$preset" "$input" --policy "$preset"
done
row tweet urls --policy tweet
row "grouped decimal" digits --policy '{"decimal": {"fractionDigits": 2, "grouping": ","}}'
row "pattern" digits --policy '{"pattern": "[0-9]*"}'
row "emoji, invisibles" mixed --policy '{"emoji": "reject", "invisibles": "reject"}'
