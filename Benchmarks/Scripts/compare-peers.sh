#!/usr/bin/env bash
# Times TextInputKit against Python's `emoji` and `twitter-text-parser` on one seeded corpus.
#
#   Benchmarks/Scripts/compare-peers.sh [WORK_DIR]
#
# Creates a virtual environment in Benchmarks/.venv, builds PeerComparison in release mode,
# writes the corpus, times both sides with the monotonic clock (best of several runs) and prints
# the ratios. Exits non-zero when the Twitter lengths differ.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$here/.build/peer-corpus}"

if [ ! -x "$here/.venv/bin/python" ]; then
  python3 -m venv "$here/.venv"
  "$here/.venv/bin/pip" install --quiet "emoji==2.16.*" twitter-text-parser
fi

cd "$here"
swift build -c release --product PeerComparison
bin="$(swift build -c release --show-bin-path)/PeerComparison"

"$bin" generate "$work"
"$here/.venv/bin/python" "$here/Scripts/peers.py" "$work"
"$bin" compare "$work"
