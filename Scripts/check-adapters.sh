#!/usr/bin/env bash
# Compiles the UIKit and SwiftUI adapters on Linux, in Swift 6 mode, against the stub UIKit and
# SwiftUI modules in Stubs/ and the core module that `swift build` built; emits SIL, because some
# isolation errors only show there; then the simulator tests in Tests/TextInputKitUIKitTests.
# Fails on any error, and when a file contributes no code to its module (compiled out by a
# condition that is false here).
#
#   swift build && Scripts/check-adapters.sh
#
# Environment: BUILD_DIR (default .build/debug), OUT (default .build/adapter-check).
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_DIR=${BUILD_DIR:-.build/debug}
OUT=${OUT:-.build/adapter-check}
MODULES="$BUILD_DIR/Modules"
[ -d "$MODULES" ] || MODULES="$BUILD_DIR"
if [ ! -e "$MODULES/TextInputKit.swiftmodule" ]; then
  echo "check-adapters: no TextInputKit.swiftmodule in $MODULES; run swift build first" >&2
  exit 1
fi
rm -rf "$OUT"
mkdir -p "$OUT/modules"

# The package's name, as SwiftPM gave it to the core, so that the adapters see its `package`
# declarations (SwiftPM derives it from the checkout's folder name).
PACKAGE_NAME=$(grep '"-module-name","TextInputKit"' "$BUILD_DIR.yaml" 2>/dev/null \
  | grep -o '"-package-name","[^"]*"' | head -1 | cut -d'"' -f4 || true)
[ -n "$PACKAGE_NAME" ] || PACKAGE_NAME=$(basename "$PWD" | tr 'A-Z' 'a-z' | sed 's/[^a-z0-9_]/_/g')
SWIFTC=(swiftc -swift-version 6 -parse-as-library -wmo -Onone -I "$OUT/modules" -I "$MODULES"
  -package-name "$PACKAGE_NAME" -module-cache-path "$OUT/module-cache")
# The C modules of dependencies (swift-numerics' shims, under swift-algorithms) keep their module
# maps in their checkouts.
while IFS= read -r map; do SWIFTC+=(-I "$(dirname "$map")"); done \
  < <(find .build/checkouts -path '*/include/module.modulemap' 2>/dev/null | sort)

stub() { # name, sources...
  local name=$1
  shift
  "${SWIFTC[@]}" -module-name "$name" -emit-module -emit-module-path "$OUT/modules/$name.swiftmodule" \
    "$@"
}

# An adapter module: SIL, a module for the next one, and the list of its declarations.
adapter() { # name, directory, extra flags...
  local name=$1 dir=$2
  shift 2
  local sources=("$dir"/*.swift)
  "${SWIFTC[@]}" -module-name "$name" "$@" -Xllvm -sil-print-debuginfo -emit-sil -o "$OUT/$name.sil" "${sources[@]}"
  "${SWIFTC[@]}" -module-name "$name" "$@" -emit-module -emit-module-path "$OUT/modules/$name.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$OUT/symbols-$name" "${sources[@]}"
  Scripts/check-adapter-files.py "$OUT/$name.sil" "${sources[@]}"
}

# UIKit in Swift 5 mode, as Swift sees an Objective-C module: unchecked declarations such as the
# pre-iOS 26 `var` announcement (Stubs/UIKit/UIAccessibility.swift) then reach the adapters.
stub UIKit -swift-version 5 Stubs/UIKit/*.swift
stub SwiftUI -I "$OUT/modules" Stubs/SwiftUI/*.swift
adapter TextInputKitUIKit Sources/TextInputKitUIKit
adapter TextInputKitSwiftUI Sources/TextInputKitSwiftUI
# The simulator tests (XCTest, run on an iOS simulator by .github/workflows/ios.yml) compile too.
TESTS=(Tests/TextInputKitUIKitTests/*.swift)
"${SWIFTC[@]}" -module-name TextInputKitUIKitTests -Xllvm -sil-print-debuginfo -emit-sil \
  -o "$OUT/TextInputKitUIKitTests.sil" "${TESTS[@]}"
Scripts/check-adapter-files.py "$OUT/TextInputKitUIKitTests.sil" "${TESTS[@]}"

# The files that only re-export modules: the core must be visible through each adapter alone.
cat > "$OUT/Probe.swift" <<'SWIFT'
#if PROBE_SWIFTUI
import TextInputKitSwiftUI
#else
import TextInputKitUIKit
#endif
import UIKit
@MainActor func probe(_ field: UITextField) -> InputPolicy? { field.inputPolicy ?? .unrestricted }
SWIFT
"${SWIFTC[@]}" -module-name Probe -typecheck "$OUT/Probe.swift"
"${SWIFTC[@]}" -module-name Probe -D PROBE_SWIFTUI -typecheck "$OUT/Probe.swift"
echo "check-adapters: TextInputKitUIKit and TextInputKitSwiftUI compile against the stubs (Swift 6, SIL)"
