#!/usr/bin/env bash
# Times `textinput sanitize --policy nickname` (a paste into the 16-byte nickname field) against
# `textinput count --metric utf8` (reading the line's UTF-8) on the same file, interleaved in one
# loop, and prints the best wall-clock time of each and their ratio (target: at most 1.5).
#
#   Benchmarks/Scripts/time-paste-into-room.sh TEXTINPUT FILE [RUNS]
set -euo pipefail

bin="$1"
file="$2"
runs="${3:-7}"
best_count=""
best_sanitize=""
for _ in $(seq "$runs"); do
  start=$(date +%s%N)
  "$bin" count --metric utf8 < "$file" > /dev/null
  middle=$(date +%s%N)
  "$bin" sanitize --policy nickname < "$file" > /dev/null
  end=$(date +%s%N)
  count=$(( (middle - start) / 1000 ))
  sanitize=$(( (end - middle) / 1000 ))
  if [ -z "$best_count" ] || [ "$count" -lt "$best_count" ]; then best_count=$count; fi
  if [ -z "$best_sanitize" ] || [ "$sanitize" -lt "$best_sanitize" ]; then best_sanitize=$sanitize; fi
done
awk -v c="$best_count" -v s="$best_sanitize" -v f="$file" 'BEGIN {
  printf "%s: count --metric utf8 %.1f ms, sanitize --policy nickname %.1f ms, ratio %.2f (target <= 1.5)\n",
    f, c / 1000, s / 1000, s / c
}'
