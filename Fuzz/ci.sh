#!/usr/bin/env bash
# The brief fuzzing run for CI: each harness for 20 seconds on the committed corpus.
# The corpus that CI extends is not committed back; run Fuzz/run.sh locally for that.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r Fuzz/Corpus "$tmp/Corpus"
status=0
Fuzz/run.sh "${1:-20}" || status=$?
rm -rf Fuzz/Corpus && cp -r "$tmp/Corpus" Fuzz/Corpus
exit $status
