#!/usr/bin/env bash
# Builds the core's DocC documentation with warnings as errors, and checks that the landing page
# (Sources/TextInputKit/Exports/Documentation.docc/TextInputKit.md) lists every public top-level type.
#
#   Scripts/build-docs.sh      # the archive is in .build/plugins/Swift-DocC/outputs/
#
# Needs the swift-docc-plugin dependency of Package.swift and `docc` (in the Swift toolchain).
# The adapters are not built here: on Linux they compile against stubs only
# (Scripts/check-adapters.sh), and their documentation belongs to the macOS build.
set -euo pipefail
cd "$(dirname "$0")/.."

swift package --disable-sandbox generate-documentation --target TextInputKit --warnings-as-errors

graph="$(find .build -path '*extracted-symbols*' -name TextInputKit.symbols.json | head -n 1)"
if [ -z "$graph" ]; then
  echo "build-docs: no symbol graph of TextInputKit under .build" >&2
  exit 1
fi
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
