#!/usr/bin/env bash
# Builds the core's DocC documentation with warnings as errors, and checks that the landing page
# (Sources/TextInputKit/Exports/Documentation.docc/TextInputKit.md) lists every public top-level type.
#
#   Scripts/build-docs.sh      # the archive is .build/documentation/TextInputKit.doccarchive
#
# The core is a chain of modules that `TextInputKit` re-exports (Package.swift), and its manual is
# one catalog: the symbol graph of `TextInputKit` is extracted with the re-exported layers in it,
# then `docc convert` (in the Swift toolchain) builds the catalog against it. The adapters are not
# built here: on Linux they compile against stubs only (Scripts/check-adapters.sh), and their
# documentation belongs to the macOS build.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target TextInputKit
bin="$(swift build --show-bin-path)"
triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
layers="$(swift package describe --type json | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
seen, stack = [], list(targets["TextInputKit"].get("target_dependencies", []))
while stack:
    name = stack.pop()
    if name in targets and name not in seen:
        seen.append(name)
        stack += targets[name].get("target_dependencies", [])
print(",".join(sorted(seen)))')"
out=.build/documentation
rm -rf "$out/symbols" && mkdir -p "$out/symbols"
search=(-I "$bin/Modules")
for include in .build/checkouts/*/Sources/*/include; do search+=(-I "$include"); done
swift-symbolgraph-extract -module-name TextInputKit -target "$triple" "${search[@]}" \
  -minimum-access-level public -emit-extension-block-symbols \
  -experimental-allowed-reexported-modules="$layers" -output-dir "$out/symbols"
docc convert Sources/TextInputKit/Exports/Documentation.docc \
  --fallback-display-name TextInputKit --fallback-bundle-identifier TextInputKit \
  --additional-symbol-graph-dir "$out/symbols" --output-path "$out/TextInputKit.doccarchive" \
  --warnings-as-errors

graph="$out/symbols/TextInputKit.symbols.json"
python3 - "$graph" Sources/TextInputKit/Exports/Documentation.docc/TextInputKit.md <<'PY'
import json, re, sys

graph, landing = sys.argv[1], sys.argv[2]
kinds = {"swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias",
         "swift.actor"}
types = {s["pathComponents"][0] for s in json.load(open(graph))["symbols"]
         if len(s["pathComponents"]) == 1 and s["kind"]["identifier"] in kinds}
listed = set(re.findall(r"``([A-Za-z0-9_]+)``", open(landing).read()))
missing = sorted(types - listed)
if missing:
    print(f"build-docs: {landing} lists no topic for: {', '.join(missing)}", file=sys.stderr)
    sys.exit(1)
print(f"build-docs: the landing page lists all {len(types)} public types")
PY
