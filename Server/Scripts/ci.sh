#!/usr/bin/env bash
# The service in CI: build the Server package, run its tests, start textinput-server, drive the
# playground in headless Chromium (installed from Debian's packages when missing), run the
# contract check against it (schemathesis, the version in Scripts/schemathesis-requirements.txt,
# configured by Scripts/schemathesis.toml: it fails on any answer the OpenAPI description does
# not allow), stop the server, then check the start-up flags and the shutdown: a stalled upload,
# /ready and Connection: close during the drain, and ten runs of the load that used to crash it;
# then three replicas behind HAProxy (deploy/), one stopped and one killed under load, no
# request lost.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium > /dev/null || ! command -v haproxy > /dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium haproxy > /dev/null
fi
python3 -c "import websocket" 2> /dev/null || python3 -m pip install -q websocket-client
python3 -m pip install -q --root-user-action=ignore -r Scripts/schemathesis-requirements.txt

swift build --build-tests
swift test --skip-build

BIN="$(swift build --show-bin-path)/textinput-server"
PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
"$BIN" --port "$PORT" > .build/textinput-server-ci.log 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2> /dev/null || true' EXIT
for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$PORT/health" > /dev/null && break
  sleep 0.1
done
python3 Scripts/browser_test.py --url "http://127.0.0.1:$PORT/"
# The contract check: schemathesis against the OpenAPI description and the live service. The
# description is read from the service, so that its reference to `policy.schema.json` is the
# schema the service serves (made by the core from its rules; no copy of it is kept here).
python3 -m schemathesis.cli --config-file Scripts/schemathesis.toml --no-color \
  run "http://127.0.0.1:$PORT/openapi.yaml" --url "http://127.0.0.1:$PORT"
kill -TERM "$SERVER"
wait "$SERVER" || true
trap - EXIT

python3 Scripts/shutdown_test.py "$BIN"
python3 deploy/replica_test.py "$BIN"
