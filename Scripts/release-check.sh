#!/usr/bin/env bash
# The release check: the public interface against its committed baseline, and third-party notices.
#
#   Scripts/release-check.sh             # fail on a public change without a changelog entry,
#                                        # a stale baseline, or a third-party file without a notice
#   Scripts/release-check.sh --update    # regenerate Scripts/api-baseline/ (rejected while a removed
#                                        # or changed name has no entry in CHANGELOG's Unreleased)
#   Scripts/release-check.sh --self-test # fake renames must fail without an entry, pass with one
#   IOS_SDK=/path/to/iPhoneOS.sdk Scripts/release-check.sh
#                                        # also the adapters against Apple's SDK (check-ios-sdk.sh)
#
# Needs swift, python3 and git (a full clone: the core is diffed against a commit). Reuses the debug build of
# `swift build`/`swift test`; see the DocC article "Versioning".
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  "") command=check ;;
  --update) command=update ;;
  --self-test) command=self-test ;;
  *)
    echo "usage: Scripts/release-check.sh [--update | --self-test]" >&2
    exit 2
    ;;
esac

if [[ "$(uname -s)" != Linux ]]; then
  # The baseline is the Linux symbol graph; another platform's differs in small ways.
  echo "release check: runs on Linux, as .ci/run does (for example in the swift:6.3 Docker image)." >&2
  exit 2
fi

# The adapters against Apple's iPhoneOS SDK, when IOS_SDK names a copy of it (it says it was
# skipped otherwise; CI sets no IOS_SDK and runs Scripts/check-adapters.sh on the stubs).
if [[ "$command" == check ]]; then
  Scripts/check-ios-sdk.sh
fi

swift build --product textinput > /dev/null
bin_path="$(swift build --show-bin-path)"
exec python3 Scripts/release_check.py "$command" . "$bin_path"
