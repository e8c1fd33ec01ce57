#!/usr/bin/env python3
"""Shutdown and start-up checks of the textinput-server binary, each on a free loopback port.

1. Flags are checked at start: `--shutdown-timeout=-1`, `--max-body=-1` and `PORT=abc` exit 2
   with a message naming the option; `PORT` and `HOST` from the environment are listened on.
2. SIGTERM with a stalled upload open: the process exits 0 within the shutdown timeout (5 s).
3. Right after SIGTERM, `/ready` answers 503 and a response on an open keep-alive connection
   carries `Connection: close`.
4. The crash load, --runs times (10 by default): 8 connections each post a 2 MB `/v1/edit` (1 MB
   of "e" with two combining marks, under a 341-character deny list and every reject rule),
   SIGTERM 0.3 s later: the process exits 0 within the shutdown timeout and every request gets
   a status (no connection closed without an answer). Every other run raises --review-capacity so
   that all eight are admitted and seconds of work are queued when the signal comes.

    python3 Server/Scripts/shutdown_test.py "$(swift build --package-path Server --show-bin-path)/textinput-server" [--runs 10]

Ends with the line "N passed, M failed".
"""
import argparse
import http.client
import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.request

SHUTDOWN_TIMEOUT = 5
# The documented time, and what a busy machine may add to the exit itself.
EXIT_WITHIN = SHUTDOWN_TIMEOUT + 0.5


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start(binary, *flags, env=None):
    port = free_port()
    server = subprocess.Popen([binary, "--port", str(port), *flags], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, env=env)
    deadline = time.time() + 30
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1).read()
            return server, port
        except OSError:
            if time.time() > deadline or server.poll() is not None:
                server.kill()
                raise RuntimeError("the server did not start")
            time.sleep(0.1)


def stop(server, start_time):
    """Waits for the exit after SIGTERM: (status, seconds), status None when still running."""
    try:
        code = server.wait(15)
    except subprocess.TimeoutExpired:
        server.kill()
        return None, 15.0
    return code, time.monotonic() - start_time


def check_flags(binary):
    results = []
    for args, env, option in [
        (["--shutdown-timeout=-1"], {}, "--shutdown-timeout"),
        (["--max-body=-1"], {}, "--max-body"),
        ([], {"PORT": "abc"}, "PORT"),
    ]:
        run = subprocess.run([binary, *args], capture_output=True, text=True, timeout=30,
                             env={**os.environ, **env})
        ok = run.returncode == 2 and option in run.stderr
        print(f"{' '.join(args) or env}: exit {run.returncode}, {run.stderr.strip()!r}")
        results.append(ok)
    return results


def check_environment(binary):
    """PORT and HOST from the environment, with no flag."""
    port = free_port()
    server = subprocess.Popen([binary], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              env={**os.environ, "PORT": str(port), "HOST": "127.0.0.1"})
    try:
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                answer = urllib.request.urlopen(f"http://127.0.0.1:{port}/ready", timeout=1).read()
                print(f"PORT={port} HOST=127.0.0.1 from the environment: /ready {answer!r}")
                return answer == b"ready"
            except OSError:
                time.sleep(0.1)
        return False
    finally:
        server.terminate()
        server.wait(15)


def check_stalled_upload(binary):
    server, port = start(binary)
    try:
        stalled = socket.create_connection(("127.0.0.1", port))
        stalled.sendall(b"POST /v1/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        b"Content-Length: 1000000\r\n\r\n{\"policy\":")
        time.sleep(0.5)
        began = time.monotonic()
        server.terminate()
        code, elapsed = stop(server, began)
        print(f"shutdown with a stalled upload: exited with {code} after {elapsed:.2f} s")
        stalled.close()
        return code == 0 and elapsed < EXIT_WITHIN
    finally:
        if server.poll() is None:
            server.kill()


def check_drain_signals(binary):
    server, port = start(binary)
    try:
        kept = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        kept.request("GET", "/health")
        first = kept.getresponse()
        first.read()
        began = time.monotonic()
        server.terminate()
        time.sleep(0.2)
        ready = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        ready.request("GET", "/ready")
        ready_status = ready.getresponse().status
        kept.request("GET", "/health")
        second = kept.getresponse()
        second.read()
        closing = second.getheader("Connection")
        code, elapsed = stop(server, began)
        print(f"during the drain: /ready {ready_status}, keep-alive response Connection: {closing}; "
              f"exited with {code} after {elapsed:.2f} s")
        return first.getheader("Connection") != "close" and ready_status == 503 and closing == "close" \
            and code == 0 and elapsed < EXIT_WITHIN
    finally:
        if server.poll() is None:
            server.kill()


COSTLY_POLICY = {
    "deny": {"characters": "".join(chr(0x4E00 + i) for i in range(341))},
    "emoji": "reject", "invisibles": "reject", "bidi": "reject", "zeroWidth": "reject",
    "maxCombiningMarks": 2, "mixedScripts": "reject",
}


def crash_body():
    text = "e\u0301\u0302" * 200_000  # 1,000,000 bytes
    return json.dumps({
        "policy": COSTLY_POLICY,
        "state": {"text": text, "selection": [len(text.encode("utf-16-le")) // 2] * 2},
        "edit": {"range": [len(text.encode("utf-16-le")) // 2] * 2, "text": text, "source": "paste"},
    }, ensure_ascii=False).encode()


def check_crash_load(binary, body, run, *flags):
    server, port = start(binary, *flags)
    answers = []
    lock = threading.Lock()

    def send():
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            conn.request("POST", "/v1/edit", body=body, headers={"Content-Type": "application/json"})
            response = conn.getresponse()
            response.read()
            answer = response.status
        except (http.client.HTTPException, OSError) as error:
            answer = type(error).__name__
        with lock:
            answers.append(answer)

    try:
        senders = [threading.Thread(target=send) for _ in range(8)]
        for sender in senders:
            sender.start()
        time.sleep(0.3)
        began = time.monotonic()
        server.terminate()
        code, elapsed = stop(server, began)
        for sender in senders:
            sender.join(30)
        counts = {answer: answers.count(answer) for answer in set(answers)}
        print(f"crash load, run {run}{' ' + ' '.join(flags) if flags else ''}: exited with {code} "
              f"after {elapsed:.2f} s; answers {counts}")
        return code == 0 and elapsed < EXIT_WITHIN and all(isinstance(a, int) for a in answers) \
            and len(answers) == 8
    finally:
        if server.poll() is None:
            server.kill()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    results = check_flags(args.binary)
    results.append(check_environment(args.binary))
    results.append(check_stalled_upload(args.binary))
    results.append(check_drain_signals(args.binary))
    body = crash_body()
    for run in range(1, args.runs + 1):
        # Every other run admits all eight at once, so that seconds of work are queued when the
        # signal comes, as before admission by cost.
        flags = ["--review-capacity=1073741824"] if run % 2 == 0 else []
        results.append(check_crash_load(args.binary, body, run, *flags))
    passed = sum(results)
    print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
