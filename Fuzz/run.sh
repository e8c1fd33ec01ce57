#!/usr/bin/env bash
# Builds and runs TextInputKit's libFuzzer harnesses.
#
#   Fuzz/run.sh [seconds] [harness...]
#
# Each harness (Fuzz/<Name>.swift) is compiled with the core's and the simulator's sources and
# Tests/TextInputKitTests/Reliability/Support/, as one module, with
# `-sanitize=fuzzer,address`, and runs for `seconds` (default 60) on its corpus in
# Fuzz/Corpus/<Name>/, which libFuzzer extends with the inputs it finds interesting. After a run,
# the corpus is minimised with `-merge=1` so that it stays small. A crash, a sanitizer report or
# a broken invariant leaves `Fuzz/.out/<Name>/crash-*` and makes the script exit with status 1.
# Leak detection is off: swift-corelibs-foundation leaks a CFError when a property list does not
# parse, which is not ours to fix.
#
#   Fuzz/run.sh 600            # ten minutes each: PolicyJSON, Engine, Stickers, Patterns, Masks
#   Fuzz/run.sh 180            # the CI run (Fuzz/ci.sh, three minutes each)
#   Fuzz/run.sh 60 Engine      # one harness
#   Fuzz/run.sh 0 Engine       # only build it; then Fuzz/.out/Engine/fuzz FILE runs one input
#
# Needs a Swift toolchain for Linux (libFuzzer ships with it); no Apple SDK.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
harnesses=("$@")
if [ ${#harnesses[@]} -eq 0 ]; then harnesses=(PolicyJSON Engine Stickers Patterns Masks); fi

# Leak checks off also at exit (see above).
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
# Swift's own backtracer, under the address sanitizer, reports a stack-buffer-underflow of its
# own and takes minutes over a crash: the sanitizer's report names the finding.
export SWIFT_BACKTRACE=enable=no
status=0
for name in "${harnesses[@]}"; do
  out="Fuzz/.out/$name"
  rm -rf "$out/src"
  mkdir -p "$out/src" "Fuzz/Corpus/$name"
  # Build from a snapshot of the sources, so that editing them meanwhile does not matter.
  cp -r Sources/TextInputKit "$out/src/core"
  # swift-algorithms' partitioning search, compiled into the same module instead of imported.
  [ -d .build/checkouts/swift-algorithms ] || swift package resolve
  cp .build/checkouts/swift-algorithms/Sources/Algorithms/{Partition,Rotate}.swift "$out/src/"
  find "$out/src/core" -name '*.swift' -exec sed -i '/^internal import Algorithms$/d' {} +
  cp -r Sources/TextInputKitSimulator "$out/src/simulator"
  cp Tests/TextInputKitTests/Reliability/Support/*.swift "Fuzz/$name.swift" "$out/src/"
  echo "== $name: building"
  # shellcheck disable=SC2046
  swiftc -sanitize=fuzzer,address -parse-as-library -O -D FUZZING -module-name TextInputKit \
    -package-name TextInputKit \
    $(find "$out/src" -name '*.swift' | sort) -o "$out/fuzz" 2> "$out/build.log" \
    || { cat "$out/build.log"; exit 2; }
  if [ "$seconds" = 0 ]; then echo "== $name: built $out/fuzz"; continue; fi
  echo "== $name: fuzzing for ${seconds}s"
  mkdir -p "$out/new"
  # Start from the corpus and from the inputs of fixed findings, which a merge may drop.
  seeds=("Fuzz/Corpus/$name")
  if [ -d "Fuzz/Regressions/$name" ]; then seeds+=("Fuzz/Regressions/$name"); fi
  if ! "$out/fuzz" "$out/new" "${seeds[@]}" -max_total_time="$seconds" -max_len=4096 \
    -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$out/" \
    > "$out/fuzz.log" 2>&1; then
    status=1
    # What broke and the input itself, first: a CI log may keep only a page of the report.
    grep -m 3 -E "Fatal error|ERROR: AddressSanitizer|ERROR: libFuzzer|SUMMARY:" "$out/fuzz.log" || true
    for input in "$out"/crash-* "$out"/timeout-* "$out"/oom-*; do
      [ -f "$input" ] || continue
      echo "== $name: input $(basename "$input") ($(wc -c < "$input") bytes), base64:"
      base64 -w 0 "$input"; echo
    done
    tail -40 "$out/fuzz.log"
    echo "== $name: FAILED; the input is in $out/ (decode the base64 above into a file and run"
    echo "   Fuzz/run.sh 0 $name && $out/fuzz FILE)"
    continue
  fi
  grep -E "stat::number_of_executed_units|Done [0-9]+ runs" "$out/fuzz.log" | tail -2
  # Keep only what adds coverage.
  mkdir -p "$out/merged"
  "$out/fuzz" -merge=1 "$out/merged" "Fuzz/Corpus/$name" "$out/new" > "$out/merge.log" 2>&1
  rm -rf "Fuzz/Corpus/$name" "$out/new"
  mv "$out/merged" "Fuzz/Corpus/$name"
  echo "== $name: no findings; corpus: $(ls "Fuzz/Corpus/$name" | wc -l) files, $(du -sh "Fuzz/Corpus/$name" | cut -f1)"
done
exit $status
