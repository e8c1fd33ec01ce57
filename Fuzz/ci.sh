#!/usr/bin/env bash
# The fuzzing run for CI: each harness for `seconds` (default 180, three minutes) starting from
# the committed corpus, two harnesses at a time (libFuzzer runs on one core; the machine has two).
# The corpus that CI extends is not committed back; run Fuzz/run.sh locally for that. Exits 1
# when a harness finds something (the input is in Fuzz/.out/<Name>/), 2 when one does not build.
#
#   Fuzz/ci.sh [seconds] [harness...]   # all five harnesses when none is named
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-180}"
shift || true
harnesses=("$@")
if [ ${#harnesses[@]} -eq 0 ]; then harnesses=(PolicyJSON Engine Stickers Patterns Masks); fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r Fuzz/Corpus "$tmp/Corpus"
status=0
run() {
  local code=0
  Fuzz/run.sh "$seconds" "$1" > "$tmp/$1.log" 2>&1 || code=$?
  echo "$code" > "$tmp/$1.status"
}
for ((i = 0; i < ${#harnesses[@]}; i += 2)); do
  pair=("${harnesses[@]:i:2}")
  for name in "${pair[@]}"; do run "$name" & done
  wait
  for name in "${pair[@]}"; do
    cat "$tmp/$name.log"
    code=$(cat "$tmp/$name.status")
    if [ "$code" != 0 ] && [ "$status" != 2 ]; then status=$code; fi
  done
done
rm -rf Fuzz/Corpus && cp -r "$tmp/Corpus" Fuzz/Corpus
exit $status
