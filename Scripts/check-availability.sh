#!/usr/bin/env bash
# Checks on Linux that every API the package uses exists on the Apple platforms that the
# `platforms:` line of Package.swift declares (the DocC article "Platforms" says what it sees and what
# it cannot see).
#
#   Scripts/check-availability.sh              build (incrementally) and check Sources/ and Tests/
#   Scripts/check-availability.sh --self-test  prove the check on Scripts/availability-fixtures/
#
# It reads the build's index store (every symbol each source file uses, with its position) through
# the toolchain's libIndexStore, and the Apple availability of the toolchain's modules from their
# symbol graphs; Scripts/availability/check_availability.py does the comparing.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=package
case "${1:-}" in
  "") ;;
  --self-test) mode=self-test ;;
  *) echo "usage: $0 [--self-test]" >&2; exit 2 ;;
esac

swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
libindexstore=${LIBINDEXSTORE:-$swift_bin/../lib/libIndexStore.so}
if [[ ! -f $libindexstore ]]; then
  echo "check-availability: no libIndexStore at $libindexstore (set LIBINDEXSTORE)" >&2
  exit 2
fi
triple=$("$swift_bin/swiftc" -print-target-info \
  | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
checker=Scripts/availability/check_availability.py

# Modules whose symbol graphs carry availability: the standard library and its companions, the
# corelibs and swift-foundation layers of Foundation, Swift Testing; then the package's
# dependencies as built (ArgumentParser).
system_modules=(Swift _StringProcessing _Concurrency Synchronization Dispatch
  Foundation FoundationEssentials FoundationInternationalization Testing)
if [[ $mode == package ]]; then
  swift build --build-tests --quiet  # a no-op after `swift test`; makes the index store current
fi
bin=$(swift build --show-bin-path)
# The package's own modules (some of them, the core's layers, live in folders of other names).
own_modules=" $(swift package describe --type json \
  | python3 -c 'import json, sys; print(" ".join(t["name"] for t in json.load(sys.stdin)["targets"]))') "
dependency_modules=()  # as built; the self-test takes them too so that both share one table
for module in "$bin"/Modules/*.swiftmodule; do
  [[ -e $module ]] || continue
  name=$(basename "$module" .swiftmodule)
  [[ $own_modules == *" $name "* || $name == *PackageTests ||
    $name == *PackageDiscoveredTests ]] || dependency_modules+=("$name")
done

# The availability table, read once per toolchain, checker and dependency set.
key=$( { "$swift_bin/swift" --version 2>&1; cat "$checker"; echo "${system_modules[@]}";
  echo "${dependency_modules[@]}"; cat Package.resolved 2>/dev/null || true; } \
  | sha256sum | cut -c1-16)
cache=.build/availability/$key
table=$cache/table.json
if [[ ! -f $table ]]; then
  mkdir -p "$cache/graphs"
  extract() {  # module [search flags]
    mkdir -p "$cache/graphs/$1"
    "$swift_bin/swift-symbolgraph-extract" -module-name "$1" -target "$triple" \
      "${@:2}" -output-dir "$cache/graphs/$1" >/dev/null
  }
  export -f extract
  export cache triple swift_bin
  printf '%s\n' "${system_modules[@]}" | xargs -P 2 -I{} bash -c 'extract {}'
  # The C modules of dependencies (swift-numerics' shims, under swift-algorithms) keep their
  # module maps in their checkouts.
  c_modules=()
  while IFS= read -r map; do c_modules+=(-I "$(dirname "$map")"); done \
    < <(find .build/checkouts -path '*/include/module.modulemap' 2>/dev/null | sort)
  for module in "${dependency_modules[@]}"; do
    extract "$module" -I "$bin/Modules" "${c_modules[@]}"
  done
  # A module's graphs may repeat another's extension graphs (Swift's lists _Concurrency@Swift):
  # keep one file per name.
  graphs=$(find "$cache/graphs" -name '*.symbols.json' | sort | awk -F/ '!seen[$NF]++')
  # shellcheck disable=SC2086
  python3 "$checker" --symbol-graphs $graphs --table "$table" --build-table-only
  rm -rf "$cache/graphs"
fi

if [[ $mode == package ]]; then
  exec python3 "$checker" --index-store "$bin/index/store" --libindexstore "$libindexstore" \
    --table "$table" --package Package.swift --root Sources --root Tests
fi

# Self-test: compile each fixture on its own into a scratch index store; the check must report
# exactly the findings each fixture announces in `expected-availability` comments, for a package
# declaring iOS 15 and macOS 12, and must fail on UnguardedRegex.swift and pass on
# GuardedRegex.swift.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fixtures=(Scripts/availability-fixtures/*.swift)
for fixture in "${fixtures[@]}"; do
  "$swift_bin/swiftc" -swift-version 6 -parse-as-library -module-name AvailabilityFixture \
    -index-store-path "$scratch/store" -index-ignore-system-modules \
    -c "$fixture" -o "$scratch/$(basename "$fixture").o"
done
below=(--platform iOS=15.0 --platform macOS=12.0)
common=(--index-store "$scratch/store" --libindexstore "$libindexstore" --table "$table")
roots=()
for fixture in "${fixtures[@]}"; do roots+=(--root "$fixture"); done
python3 "$checker" "${common[@]}" "${below[@]}" "${roots[@]}" --self-test
if python3 "$checker" "${common[@]}" "${below[@]}" \
  --root Scripts/availability-fixtures/UnguardedRegex.swift >/dev/null; then
  echo "check-availability self-test: UnguardedRegex.swift passed the check; it must fail" >&2
  exit 1
fi
python3 "$checker" "${common[@]}" "${below[@]}" \
  --root Scripts/availability-fixtures/GuardedRegex.swift >/dev/null || {
  echo "check-availability self-test: GuardedRegex.swift failed the check; it must pass" >&2
  exit 1
}
echo "check-availability self-test: UnguardedRegex.swift fails the check, GuardedRegex.swift passes"
