#!/usr/bin/env bash
# The fuzzing run for CI: each harness for `seconds` (default 180, three minutes) starting from
# the committed corpus. The corpus that CI extends is not committed back; run Fuzz/run.sh
# locally for that. Exits 1 when a harness finds something (the input is in Fuzz/.out/<Name>/).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r Fuzz/Corpus "$tmp/Corpus"
status=0
Fuzz/run.sh "${1:-180}" "${@:2}" || status=$?
rm -rf Fuzz/Corpus && cp -r "$tmp/Corpus" Fuzz/Corpus
exit $status
