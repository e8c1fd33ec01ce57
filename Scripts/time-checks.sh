#!/usr/bin/env bash
# Times `textinput check` and `textinput sanitize` on one long hostile line per policy, against
# `textinput count --metric utf8` reading the same line: best of three wall-clock times, in
# milliseconds, less what the measuring costs (the same clock around `true`), and the largest
# resident set (/usr/bin/time), as a Markdown table. The three commands take turns, so that a
# slow spell of the machine falls on each.
#
#   Scripts/time-checks.sh                 # builds the tool (release), 10 MB lines
#   TEXTINPUT=path/to/textinput MB=1 Scripts/time-checks.sh
#
# Environment: TEXTINPUT (a built tool; default: build .build/release/textinput), MB (the length
# of each line in megabytes, default 10), RUNS (default 3), TIMEOUT (seconds a run may take,
# default 120; a run that overruns is shown as "> TIMEOUT s"), SCRIPTS (0 to leave out the rows on
# the mixed-script line).
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
line $'abcxyz\u4E2D\u6587\u5B57\U0001F600\U0001F44D\U0001F3FD .,' >"$work/scripts"

# One run of a command reading one file: its wall-clock seconds, in milliseconds, less what the
# measuring itself costs (`wrapper`), and its resident set in KB; "timeout" when it overran.
wrapper=0
measure() {
  local input=$1
  shift
  local start end
  start=$(date +%s%N)
  if ! /usr/bin/time -f '%e %M' -o "$work/time" timeout "$TIMEOUT" "$@" \
    <"$input" >/dev/null 2>"$work/stderr"; then
    # Exit status 1 is a line the policy rejects; 124 is the timeout.
    if grep -q "Command exited with non-zero status 124" "$work/time"; then
      echo "timeout"
      return
    fi
  fi
  end=$(date +%s%N)
  # GNU time's own clock counts hundredths of a second; its memory is used.
  local kilobytes
  read -r _ kilobytes < <(tail -n 1 "$work/time")
  echo "$(awk "BEGIN { printf \"%.3f\", ($end - $start) / 1e9 - $wrapper }") $kilobytes"
}

# What `date`, GNU time and `timeout` cost around a command that does nothing (about 5 ms):
# the best of RUNS.
for _ in $(seq "$RUNS"); do
  read -r seconds _ < <(measure "$work/digits" true)
  if [[ $wrapper == 0 ]] || awk "BEGIN { exit !($seconds < $wrapper) }"; then wrapper=$seconds; fi
done

ratio() { awk "BEGIN { b = $2; if (b < 0.001) b = 0.001; printf \"%.1f×\", $1 / b }"; }

echo "| policy | input | count --metric utf8 | check | sanitize | check ÷ count | sanitize ÷ count | check RSS (MB) |"
echo "|---|---|---|---|---|---|---|---|"
# The three commands run in turn, RUNS times, so that a slow spell of the machine falls on all
# three; each keeps its best time and its largest resident set.
row() {
  local name=$1 input=$2
  shift 2
  local commands=("count --metric utf8" "check" "sanitize")
  local best=("" "" "") rss=(0 0 0)
  for _ in $(seq "$RUNS"); do
    for index in 0 1 2; do
      [[ ${best[index]} == timeout ]] && continue
      local result seconds kilobytes
      if ((index == 0)); then
        result=$(measure "$work/$input" "$TEXTINPUT" count --metric utf8)
      else
        result=$(measure "$work/$input" "$TEXTINPUT" ${commands[index]} "$@")
      fi
      if [[ $result == timeout ]]; then
        best[index]=timeout
        continue
      fi
      read -r seconds kilobytes <<<"$result"
      if [[ -z ${best[index]} ]] || awk "BEGIN { exit !($seconds < ${best[index]}) }"; then
        best[index]=$seconds
      fi
      ((kilobytes > rss[index])) && rss[index]=$kilobytes
    done
  done
  local cells=() index
  for index in 1 2; do
    if [[ ${best[index]} == timeout ]]; then cells+=("-"); else cells+=("$(ratio "${best[index]}" "${best[0]}")"); fi
    [[ ${best[index]} == timeout ]] && best[index]="> ${TIMEOUT}"
  done
  echo "| $name | $input | ${best[0]} s ($((rss[0] / 1024)) MB) | ${best[1]} s | ${best[2]} s |" \
    "${cells[0]} | ${cells[1]} | $((rss[1] / 1024)) |"
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

# Every preset and every filter on a line of mixed Latin, Han and emoji ("abcxyz中文字😀👍🏽 .,"
# repeated), which the scripts rule, the marks rule and the emoji sequences make hard (issue 43).
# SCRIPTS=0 leaves these rows out.
if [[ ${SCRIPTS:-1} != 0 ]]; then
  for preset in amount price phone-cn phone-cn-spaced bank-card id-cn pin secure nickname bio tweet; do
    row "$preset" scripts --policy "$preset"
  done
  for filter in '{"emoji": "reject"}' '{"invisibles": "reject"}' '{"zeroWidth": "reject"}' \
    '{"bidi": "reject"}' '{"maxCombiningMarks": 3}' '{"mixedScripts": "reject"}' \
    '{"emoji": "reject", "invisibles": "reject"}'; do
    row "$filter" scripts --policy "$filter"
  done
fi
