#!/usr/bin/env python3
"""Three textinput-server replicas behind HAProxy on loopback: none of the requests is lost.

Starts three replicas of the given binary and HAProxy (`haproxy.cfg` beside this file) on free
loopback ports, sends ordinary requests from four clients for 8 seconds, stops replica 1 with
SIGTERM after 2 seconds and kills replica 2 with SIGKILL after 4. Each client retries an
idempotent request (every route of the service is one) on a closed connection or a 503, at most
five times. Passes when:

- every request got its 200 (none lost after the retries);
- replica 1 exited with status 0 within its shutdown timeout;
- HAProxy took replica 1 out because its `/ready` failed (layer-7 check status) while it
  drained, not because its connections were refused;
- at the end only replica 3 is up.

    apt-get install -y haproxy
    python3 Server/deploy/replica_test.py "$(swift build --package-path Server --show-bin-path)/textinput-server"

Nothing but 127.0.0.1 is contacted; every loop ends by itself. Ends with "N passed, M failed".
"""
import csv
import http.client
import io
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
BODY = json.dumps({"policy": "nickname", "text": "小明 Ming"}).encode()


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(url, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url, timeout=1).read()
            return True
        except OSError:
            time.sleep(0.1)
    return False


def stats(port):
    """HAProxy's view of each replica: name → (status, check status)."""
    text = urllib.request.urlopen(f"http://127.0.0.1:{port}/stats;csv", timeout=2).read().decode()
    rows = csv.DictReader(io.StringIO(text.lstrip("# ")))
    return {row["svname"]: (row["status"], row["check_status"]) for row in rows
            if row["pxname"] == "replicas" and row["svname"].startswith("r")}


def main():
    binary = sys.argv[1]
    if not shutil.which("haproxy"):
        print("haproxy is not installed (apt-get install -y haproxy)")
        print("0 passed, 1 failed")
        return 1
    ports = [free_port() for _ in range(3)]
    front, stats_port = free_port(), free_port()
    replicas = [subprocess.Popen([binary, "--port", str(port), "--shutdown-timeout", "5"],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                for port in ports]
    env = {**os.environ, "FRONTEND_ADDRESS": f"127.0.0.1:{front}",
           "STATS_ADDRESS": f"127.0.0.1:{stats_port}",
           **{f"REPLICA{i + 1}": f"127.0.0.1:{port}" for i, port in enumerate(ports)}}
    log = tempfile.TemporaryFile(mode="w+")
    balancer = subprocess.Popen(["haproxy", "-db", "-f", os.path.join(HERE, "haproxy.cfg")],
                                env=env, stdout=log, stderr=subprocess.STDOUT)
    results = []
    try:
        for port in ports:
            if not wait_for(f"http://127.0.0.1:{port}/ready"):
                raise RuntimeError("a replica did not start")
        # HAProxy may start after the replicas: wait for its status page, or for it to exit.
        deadline = time.time() + 30
        while time.time() < deadline and balancer.poll() is None:
            try:
                stats(stats_port)
                break
            except OSError:
                time.sleep(0.1)
        else:
            log.seek(0)
            print(f"HAProxy did not start (exit status {balancer.poll()}); its output:")
            print(log.read()[-4000:])
            print("0 passed, 4 failed")
            return 1
        deadline = time.time() + 30
        while time.time() < deadline and any(s != "UP" for s, _ in stats(stats_port).values()):
            time.sleep(0.1)
        print(f"replicas on {ports}, HAProxy on {front}: {stats(stats_port)}")

        stop = threading.Event()
        lock = threading.Lock()
        counts = {"ok": 0, "lost": 0, "retries": 0}

        def client():
            conn = http.client.HTTPConnection("127.0.0.1", front, timeout=10)
            while not stop.is_set():
                for attempt in range(6):
                    try:
                        conn.request("POST", "/v1/validate", body=BODY,
                                     headers={"Content-Type": "application/json"})
                        response = conn.getresponse()
                        response.read()
                        if response.getheader("Connection") == "close":
                            conn.close()
                        if response.status == 200:
                            with lock:
                                counts["ok"] += 1
                            break
                        status = response.status
                    except (http.client.HTTPException, OSError):
                        conn.close()
                        conn = http.client.HTTPConnection("127.0.0.1", front, timeout=10)
                        status = "closed"
                    with lock:
                        counts["retries"] += 1
                    time.sleep(0.05 * (attempt + 1))
                else:
                    with lock:
                        counts["lost"] += 1
                    print(f"lost a request: last answer {status}")

        clients = [threading.Thread(target=client) for _ in range(4)]
        for thread in clients:
            thread.start()
        time.sleep(2)
        # Replica 1 drains: HAProxy must see /ready fail before the connections are refused.
        replicas[0].send_signal(signal.SIGTERM)
        term_time = time.monotonic()
        r1_checks = []
        while replicas[0].poll() is None and time.monotonic() - term_time < 8:
            status, check = stats(stats_port)["r1"]
            r1_checks.append((round(time.monotonic() - term_time, 2), status, check))
            time.sleep(0.05)
        r1_exit, r1_time = replicas[0].poll(), time.monotonic() - term_time
        time.sleep(max(0, 2 - r1_time))
        # Replica 2 dies.
        replicas[1].send_signal(signal.SIGKILL)
        replicas[1].wait(10)
        time.sleep(2)
        stop.set()
        for thread in clients:
            thread.join(30)
        final = stats(stats_port)

        first_down = next(((t, s, c) for t, s, c in r1_checks if s.startswith("DOWN")), None)
        print(f"requests: {counts['ok']} answered 200, {counts['lost']} lost, {counts['retries']} retried")
        print(f"replica 1 (SIGTERM): exited with {r1_exit} after {r1_time:.2f} s; HAProxy first saw it "
              f"{first_down[1] + ' (' + first_down[2] + ')' if first_down else 'never down'} "
              f"{first_down[0] if first_down else ''} s after the signal")
        print(f"at the end: {final}")
        results.append(counts["lost"] == 0 and counts["ok"] > 100)
        results.append(r1_exit == 0 and r1_time < 5.5)
        results.append(first_down is not None and first_down[2].startswith("L7"))
        results.append(final["r3"][0] == "UP" and final["r1"][0].startswith("DOWN")
                       and final["r2"][0].startswith("DOWN"))
    finally:
        for process in [balancer, *replicas]:
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    process.kill()
    passed = sum(results)
    print(f"{passed} passed, {4 - passed} failed")
    return 0 if passed == 4 else 1


if __name__ == "__main__":
    sys.exit(main())
