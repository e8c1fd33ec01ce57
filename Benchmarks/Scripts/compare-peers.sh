#!/usr/bin/env bash
# Times TextInputKit against Python's `emoji` and `twitter-text-parser` on one seeded corpus,
# `textinput sanitize` on a 10 MB line against reading it (Scripts/time-paste-into-room.sh), and
# every preset and filter checking 10 MB lines, mixed scripts among them (Scripts/time-checks.sh).
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

# The tool: a paste into the 16-byte nickname field against reading the same line (one line of
# the 10 MB corpus).
swift build -c release --product textinput --package-path "$here/.."
tool="$(swift build -c release --product textinput --package-path "$here/.." --show-bin-path)/textinput"
"$here/Scripts/time-paste-into-room.sh" "$tool" "$work/emoji-10MB.txt" 7

# Every preset and filter checking and sanitizing a 10 MB line, the mixed-script line among them,
# against reading it (issue 43: within 3x in time and 2x in memory). CHECKS=0 leaves it out.
if [ "${CHECKS:-1}" != 0 ]; then
  TEXTINPUT="$tool" RUNS="${RUNS:-3}" "$here/../Scripts/time-checks.sh"
fi
