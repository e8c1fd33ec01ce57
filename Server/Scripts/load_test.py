#!/usr/bin/env python3
"""A bounded load and hostile-input test of a running textinput-server on 127.0.0.1.

1. Throughput: wrk at concurrency 8 on POST /v1/validate with a nickname: requests/s, p50, p99.
2. Costly small bodies: the same wrk run again while 16 connections post 16 KiB bodies under a
   costly policy (a 341-character deny list and every reject rule) without pause: the small
   client's throughput against the unloaded one, its p99, and the costly requests' answers and
   slowest time.
3. Hostile: two clients send 1 MB texts without pause (under `tweet` and `price`), one more
   sends 10 MB bodies, a 1 MB `deny` list, a million-key policy and garbage; meanwhile one client
   times ordinary requests one after the other: p50, p99 and the slowest.

    python3 Server/Scripts/load_test.py --url http://127.0.0.1:8080 --seconds 10

Every loop stops after --seconds; nothing but the given loopback address is contacted.
With --check, exits 1 when an ordinary request's p99 under hostile load is 50 ms or more, or when
under the costly bodies the small client keeps less than half its unloaded throughput or its p99
is 20 ms or more.
"""
import argparse
import http.client
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

NORMAL = json.dumps({"policy": "nickname", "text": "小明 Ming"}).encode()


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def connection(url):
    parts = urllib.parse.urlsplit(url)
    host = parts.hostname
    if host not in ("127.0.0.1", "localhost", "::1"):
        sys.exit("load_test.py only runs against a loopback address")
    return http.client.HTTPConnection(host, parts.port or 80, timeout=60)


def post(conn, path, body):
    conn.request("POST", path, body=body, headers={"Content-Type": "application/json"})
    response = conn.getresponse()
    response.read()
    return response.status


def wrk_latency_ms(text):
    number, unit = re.match(r"([\d.]+)(us|ms|s)", text).groups()
    return float(number) * {"us": 0.001, "ms": 1, "s": 1000}[unit]


def throughput(url, seconds, label="throughput at concurrency 8"):
    wrk = shutil.which("wrk")
    if not wrk:
        print("wrk is not installed (apt-get install wrk); skipping the throughput phase")
        return None
    script = tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False)
    script.write('wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n'
                 f"wrk.body = {json.dumps(NORMAL.decode())}\n")
    script.close()
    output = subprocess.run(
        [wrk, "-t2", "-c8", f"-d{seconds}s", "--latency", "-s", script.name, url + "/v1/validate"],
        capture_output=True, text=True, timeout=seconds + 30).stdout
    os.unlink(script.name)
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    latency = dict(re.findall(r"^\s+(50|99)%\s+(\S+)", output, re.M))
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    print(f"{label} ({seconds} s): {rate:.0f} requests/s, "
          f"p50 {latency.get('50')}, p99 {latency.get('99')}"
          + (f", {errors.group(1)} non-2xx" if errors else ""))
    return rate, wrk_latency_ms(latency["99"])


# 16,383 bytes: "e" with two combining marks, under a 341-character deny list and every reject rule.
COSTLY_POLICY = {
    "deny": {"characters": "".join(chr(0x4E00 + i) for i in range(341))},
    "emoji": "reject", "invisibles": "reject", "bidi": "reject", "zeroWidth": "reject",
    "maxCombiningMarks": 2, "mixedScripts": "reject",
}


def costly_body(size=16_383):
    empty = len(json.dumps({"policy": COSTLY_POLICY, "text": ""}, ensure_ascii=False).encode())
    unit = "e\u0301\u0302"
    text = unit * ((size - empty) // len(unit.encode()))
    body = json.dumps({"policy": COSTLY_POLICY, "text": text}, ensure_ascii=False).encode()
    return body + b" " * (size - len(body))


def under_costly_bodies(url, seconds, connections=16):
    """The small client unloaded, then with `connections` posting costly 16 KiB bodies."""
    unloaded = throughput(url, seconds, "small requests, unloaded, concurrency 8")
    if unloaded is None:
        return None
    body = costly_body()
    stop = threading.Event()
    lock = threading.Lock()
    statuses, latencies = {}, []

    def loop():
        conn = connection(url)
        while not stop.is_set():
            start = time.perf_counter()
            try:
                status = post(conn, "/v1/validate", body)
            except (http.client.HTTPException, OSError):
                conn.close()
                conn = connection(url)
                status = "closed"
            with lock:
                statuses[status] = statuses.get(status, 0) + 1
                latencies.append((time.perf_counter() - start) * 1000)

    workers = [threading.Thread(target=loop) for _ in range(connections)]
    for worker in workers:
        worker.start()
    time.sleep(1)
    loaded = throughput(url, seconds, f"small requests with {connections} connections posting {len(body)}-byte costly bodies")
    stop.set()
    for worker in workers:
        worker.join()
    print(f"the costly bodies meanwhile: statuses {statuses}, "
          f"p50 {percentile(latencies, 0.5):.1f} ms, slowest {max(latencies):.1f} ms")
    ratio = loaded[0] / unloaded[0]
    print(f"small requests kept {ratio:.0%} of their unloaded throughput, p99 {loaded[1]:.1f} ms")
    return ratio, loaded[1]


def hostile(url, seconds):
    stop = time.time() + seconds
    counts = {}
    lock = threading.Lock()

    def loop(name, bodies, path="/v1/validate"):
        conn = connection(url)
        while time.time() < stop:
            body = random.choice(bodies)
            try:
                status = post(conn, path, body)
            except (http.client.HTTPException, OSError):
                conn.close()
                conn = connection(url)
                status = "closed"
            with lock:
                counts[(name, status)] = counts.get((name, status), 0) + 1

    megabyte = "a" * 1_000_000
    tweet = json.dumps({"policy": "tweet", "text": ("https://example.com/ 😀 " * 40_000)[:1_000_000]}).encode()
    price = json.dumps({"policy": "price", "text": "1" * 500_000 + "." + "2" * 499_999}).encode()
    big = [
        json.dumps({"policy": "bio", "text": megabyte * 10}).encode(),
        json.dumps({"policy": {"deny": {"characters": megabyte}}, "text": "x"}).encode(),
        ('{"policy": {' + ",".join(f'"k{i}": 1' for i in range(150_000)) + '}, "text": ""}').encode(),
        b'{"policy": "nickname", "text": "' + b"\xff\xfe" * 100 + b'"}',
        b"[" * 100_000,
        b'{"policy": {"decimal": {"fractionDigits": 1e400}}, "text": ""}',
    ]
    workers = [
        threading.Thread(target=loop, args=("1 MB tweet", [tweet])),
        threading.Thread(target=loop, args=("1 MB price", [price])),
        threading.Thread(target=loop, args=("garbage and huge policies", big)),
    ]
    for worker in workers:
        worker.start()
    time.sleep(0.5)
    conn = connection(url)
    latencies = []
    statuses = {}
    while time.time() < stop:
        start = time.perf_counter()
        status = post(conn, "/v1/validate", NORMAL)
        latencies.append((time.perf_counter() - start) * 1000)
        statuses[status] = statuses.get(status, 0) + 1
        time.sleep(0.01)
    for worker in workers:
        worker.join()
    print(f"hostile requests in {seconds} s: "
          + ", ".join(f"{name} → {status}: {count}" for (name, status), count in sorted(counts.items(), key=str)))
    p50, p99, worst = percentile(latencies, 0.5), percentile(latencies, 0.99), max(latencies)
    print(f"an ordinary request meanwhile ({len(latencies)} requests, statuses {statuses}): "
          f"p50 {p50:.1f} ms, p99 {p99:.1f} ms, slowest {worst:.1f} ms")
    return p99


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", default="http://127.0.0.1:8080")
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    url = args.url.rstrip("/")
    costly = under_costly_bodies(url, args.seconds)
    p99 = hostile(url, args.seconds)
    failed = False
    if args.check and p99 >= 50:
        print(f"FAIL: p99 {p99:.1f} ms under hostile load")
        failed = True
    if args.check and costly and (costly[0] < 0.5 or costly[1] >= 20):
        print(f"FAIL: under costly bodies, {costly[0]:.0%} of the unloaded throughput, p99 {costly[1]:.1f} ms")
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
