#!/usr/bin/env bash
# Typechecks the UIKit and SwiftUI adapters against Apple's own iPhoneOS SDK (its headers, .tbd
# files and Swift interfaces) with the Linux toolchain, where Scripts/check-adapters.sh only has
# the stubs in Stubs/: builds the modules the adapters import (the core, its dependencies) as iOS
# modules, then compiles each adapter in Swift 6 mode down to SIL, twice:
#
#   1. against the SDK as it is (for iPhoneOS 17.4: `UIAccessibilityAnnouncementNotification` is
#      a `var`, and the delegates have no iOS 26 methods taking a list of ranges);
#   2. against the same SDK with the declarations of the iOS 26 SDK: the announcement `const`,
#      and `textField:shouldChangeCharactersInRanges:replacementString:` and
#      `textView:shouldChangeTextInRanges:replacementText:` in UITextField.h and UITextView.h.
#
# The adapters must compile under both: an app may build them with any SDK from iOS 16's on.
#
#   IOS_SDK=/path/to/iPhoneOS.sdk Scripts/check-ios-sdk.sh
#
# Without IOS_SDK it says it was skipped and exits 0 (CI does not set it). Scripts/release-check.sh
# runs it when IOS_SDK is set. The SDK is Apple's, never part of this repository: a copy is
# published as the GitHub repository danpashin/sdks (iPhoneOS 17.4), to clone outside the
# project. Nothing in IOS_SDK is written: every change is made in scratch SDKs under OUT, folders
# of symbolic links to it with the changed files copied:
#
# - usr/include/libxml links to libxml2/libxml (the copy holds libxml's module map twice, which
#   clang refuses);
# - variant 2 only: the three UIKit headers above, declaring what the iOS 26 SDK declares.
#
# The toolchain's resource folder is replaced by one under OUT: the Linux toolchain's clang
# headers and shims, without its `dispatch` and `os` module maps (they clash with the SDK's),
# plus Scripts/ios-sdk/os.apinotes and Dispatch.apinotes (from swiftlang/swift's apinotes/,
# Apache-2.0, see NOTICE; the Linux toolchain installs only std.apinotes).
#
# The modules come from the manifests (Scripts/ios-sdk/modules.py): the adapters' dependencies,
# followed through Package.swift and the checked-out packages; it fails when an adapter target is
# missing or a module has no sources. The SDK's standard library is Swift 5.10's, so the modules
# under the adapters are built as interfaces only (function bodies skipped), in Swift 5 mode, with
# a small compatibility file for this package's own modules (`count(where:)`, and a
# `Bundle.module` for a module with resources).
#
# What it cannot do: link or run anything, or see the macOS, tvOS or visionOS SDKs. A clean run
# means that every declaration the adapters use exists in Apple's SDK with the types, labels,
# optionality, actor isolation and availability the code assumes, in both variants.
#
# Environment: IOS_SDK (the SDK's folder), OUT (default .build/ios-sdk-check; its module caches
# are kept between runs). Exit status: 0 when both variants compile without error, 1 otherwise,
# 2 when IOS_SDK holds no SDK.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${IOS_SDK:-}" ]; then
  echo "check-ios-sdk: skipped: IOS_SDK not set (see Scripts/check-ios-sdk.sh)"
  exit 0
fi
SDK=$(cd "$IOS_SDK" && pwd -P)
if [ ! -f "$SDK/SDKSettings.json" ]; then
  echo "check-ios-sdk: no SDK in $IOS_SDK (no SDKSettings.json)" >&2
  exit 2
fi
OUT=$(realpath -m "${OUT:-.build/ios-sdk-check}")
ADAPTERS=(TextInputKitUIKit TextInputKitSwiftUI)
TARGET=arm64-apple-ios16.0 # the package's lowest iOS

# Everything but the module caches is made again.
mkdir -p "$OUT"
find "$OUT" -mindepth 1 -maxdepth 1 ! -name 'module-cache-*' -exec rm -rf {} +
mkdir -p "$OUT/modules" "$OUT/logs"

# MARK: Resource folder

SWIFT_LIB=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift
RESOURCES="$OUT/resources"
mkdir -p "$RESOURCES/apinotes"
for entry in clang shims embedded host pm apinotes/std.apinotes; do
  if [ -e "$SWIFT_LIB/$entry" ]; then ln -s "$SWIFT_LIB/$entry" "$RESOURCES/$entry"; fi
done
cp Scripts/ios-sdk/os.apinotes Scripts/ios-sdk/Dispatch.apinotes "$RESOURCES/apinotes/"

# MARK: Scratch SDKs

# Makes DIR/REL a real folder whose entries are links to the SDK's REL's entries (once).
mirror() { # dir, rel
  local dir=$1 from=$SDK${2:+/$2} to=$1${2:+/$2} entry
  if [ -L "$to" ]; then rm "$to"; fi
  if [ -d "$to" ]; then return; fi
  mkdir -p "$to"
  for entry in "$from"/* "$from"/.[!.]*; do
    if [ ! -e "$entry" ] && [ ! -L "$entry" ] || [ "${entry##*/}" = .git ]; then continue; fi
    ln -s "$entry" "$to/${entry##*/}"
  done
}

# Makes every folder from DIR down to REL's parent a mirror, so that REL can be replaced.
open_path() { # dir, rel
  local dir=$1 prefix="" part
  local -a parts
  IFS=/ read -ra parts <<< "$(dirname "$2")"
  mirror "$dir" ""
  for part in "${parts[@]}"; do
    [ "$part" = . ] && continue
    prefix=${prefix:+$prefix/}$part
    mirror "$dir" "$prefix"
  done
}

# Replaces REL's link by a copy of the SDK's file, to edit.
own_copy() { # dir, rel
  open_path "$1" "$2"
  rm -f "$1/$2"
  cp "$SDK/$2" "$1/$2"
}

scratch_sdk() { # dir
  open_path "$1" usr/include/libxml
  rm -rf "$1/usr/include/libxml"
  ln -s libxml2/libxml "$1/usr/include/libxml"
}

UIKIT_HEADERS=System/Library/Frameworks/UIKit.framework/Headers
ANNOUNCEMENT=$UIKIT_HEADERS/UIAccessibilityConstants.h
FIELD=$UIKIT_HEADERS/UITextField.h
VIEW=$UIKIT_HEADERS/UITextView.h

# What an SDK declares of the two differences, in words.
declarations() { # sdk dir
  local announcement=var ranges=without
  grep -q 'const UIAccessibilityNotifications UIAccessibilityAnnouncementNotification' \
    "$1/$ANNOUNCEMENT" && announcement=const
  grep -q shouldChangeCharactersInRanges "$1/$FIELD" && grep -q shouldChangeTextInRanges "$1/$VIEW" \
    && ranges=with
  echo "announcement $announcement, $ranges the iOS 26 ranges methods"
}

# Adds the iOS 26 SDK's declarations to DIR's UIKit headers, when they are missing; each edit
# must take, or the check fails rather than compile the same declarations twice.
ios26_declarations() { # dir
  local dir=$1
  own_copy "$dir" "$ANNOUNCEMENT"
  own_copy "$dir" "$FIELD"
  own_copy "$dir" "$VIEW"
  local notification='UIAccessibilityNotifications UIAccessibilityAnnouncementNotification'
  sed -i "s/^UIKIT_EXTERN $notification/UIKIT_EXTERN const $notification/" "$dir/$ANNOUNCEMENT"
  # Each after the single-range method, as in the iOS 26 SDK.
  local ranges='(NSArray<NSValue *> *)ranges' ios26='API_AVAILABLE(ios(26.0));'
  grep -q shouldChangeCharactersInRanges "$dir/$FIELD" || sed -i \
    "/shouldChangeCharactersInRange:(NSRange)range replacementString/a - (BOOL)textField:(UITextField *)textField shouldChangeCharactersInRanges:$ranges replacementString:(NSString *)string $ios26" \
    "$dir/$FIELD"
  grep -q shouldChangeTextInRanges "$dir/$VIEW" || sed -i \
    "/shouldChangeTextInRange:(NSRange)range replacementText/a - (BOOL)textView:(UITextView *)textView shouldChangeTextInRanges:$ranges replacementText:(NSString *)text $ios26" \
    "$dir/$VIEW"
  if [ "$(declarations "$dir")" != "announcement const, with the iOS 26 ranges methods" ]; then
    echo "check-ios-sdk: could not add the iOS 26 declarations to this SDK's UIKit headers" >&2
    exit 1
  fi
}

AS_IS="$OUT/sdk-as-is"
IOS26="$OUT/sdk-ios26"
scratch_sdk "$AS_IS"
scratch_sdk "$IOS26"
ios26_declarations "$IOS26"

# MARK: Compiling

# Runs a compilation, prints its errors and warnings (one line each) and counts its errors.
ERRORS=0
FAILED=0
step() { # title, log name, command...
  local title=$1 log="$OUT/logs/$2.log" status=0 count
  shift 2
  "$@" > "$log" 2>&1 || status=$?
  count=$(grep -cE '^[^ ].*: error:' "$log" || true)
  echo "== $title: $count errors"
  grep -E '^[^ ].*: (error|warning):' "$log" | sed "s|^$PWD/||" | sort -u || true
  if [ "$status" -ne 0 ]; then
    [ "$count" -gt 0 ] || { echo "   failed (exit $status), see $log"; count=1; }
    FAILED=1
  fi
  ERRORS=$((ERRORS + count))
}

swift package resolve > /dev/null
PLAN=$(Scripts/ios-sdk/modules.py "$OUT" "${ADAPTERS[@]}")

# Flags for one SDK variant: NAME is the variant's scratch SDK and module cache.
flags() { # sdk dir, module cache name
  FLAGS=(-target "$TARGET" -sdk "$1" -resource-dir "$RESOURCES" -module-cache-path "$OUT/$2"
    -parse-as-library -wmo -Onone -I "$OUT/modules")
  local kind name include
  while read -r kind name include _; do
    if [ "$kind" = c ]; then FLAGS+=(-I "$include"); fi
  done <<< "$PLAN"
}

cat > "$OUT/Compatibility.swift" <<'SWIFT'
// Swift 6.0's standard library and SwiftPM's resource accessor, missing from the SDK's Swift 5.10.
extension Sequence {
  func count(where predicate: (Element) throws -> Bool) rethrows -> Int {
    var count = 0
    for element in self where try predicate(element) { count += 1 }
    return count
  }
}
SWIFT
cat > "$OUT/Bundle+Module.swift" <<'SWIFT'
import Foundation
extension Foundation.Bundle { static let module: Bundle = .main }
SWIFT

# The modules under the adapters, once, against the SDK as it is (they do not import UIKit).
flags "$AS_IS" module-cache-as-is
while read -r kind name package root resources listing; do
  [ "$kind" = swift ] || continue
  sources=()
  while IFS= read -r source; do sources+=("$source"); done < "$listing"
  [ "$root" = yes ] && sources+=("$OUT/Compatibility.swift")
  [ "$resources" = yes ] && sources+=("$OUT/Bundle+Module.swift")
  step "$name (iOS module, Swift 5, interfaces)" "$name" swiftc -emit-module "${FLAGS[@]}" \
    -Xfrontend -experimental-skip-non-inlinable-function-bodies -swift-version 5 \
    -module-name "$name" -package-name "$package" \
    -emit-module-path "$OUT/modules/$name.swiftmodule" "${sources[@]}"
done <<< "$PLAN"
if [ "$FAILED" -ne 0 ]; then
  echo "check-ios-sdk: the adapters were not compiled: a module under them did not build for iOS" >&2
  exit 1
fi

# The adapters, in each variant: SIL, and a module for the next adapter.
variant() { # title, sdk dir, key
  local title=$1 dir=$2 key=$3 kind name package root resources listing
  echo "-- $title: $(declarations "$dir")"
  flags "$dir" "module-cache-$key"
  FLAGS+=(-I "$OUT/modules-$key")
  mkdir -p "$OUT/modules-$key"
  while read -r kind name package root resources listing; do
    [ "$kind" = adapter ] || continue
    local sources=()
    while IFS= read -r source; do sources+=("$source"); done < "$listing"
    step "$name (Swift 6, SIL)" "$name-$key" swiftc "${FLAGS[@]}" -swift-version 6 \
      -module-name "$name" -package-name "$package" -emit-sil -o "$OUT/$name-$key.sil" \
      -emit-module -emit-module-path "$OUT/modules-$key/$name.swiftmodule" "${sources[@]}"
  done <<< "$PLAN"
}
variant "the SDK as it is" "$AS_IS" as-is
variant "with the iOS 26 SDK's declarations" "$IOS26" ios26
if [ "$(declarations "$AS_IS")" = "$(declarations "$IOS26")" ]; then
  echo "check-ios-sdk: note: this SDK already declares what iOS 26 does; the older declarations were not checked"
fi

if [ "$FAILED" -ne 0 ] || [ "$ERRORS" -ne 0 ]; then
  echo "check-ios-sdk: $ERRORS errors against $SDK"
  exit 1
fi
echo "check-ios-sdk: ${ADAPTERS[*]} compile against $SDK, as it is and with iOS 26's declarations: 0 errors"
