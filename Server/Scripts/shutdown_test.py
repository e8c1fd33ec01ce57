#!/usr/bin/env python3
"""SIGTERM ends textinput-server within 10 seconds while an upload is stalled.

Starts the server binary on a free loopback port, opens a connection that sends the headers of
a 1 MB request and 10 bytes of its body and then nothing, sends SIGTERM, and times the exit.

    python3 Server/Scripts/shutdown_test.py "$(swift build --package-path Server --show-bin-path)/textinput-server"
"""
import socket
import subprocess
import sys
import time
import urllib.request


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main():
    binary = sys.argv[1]
    port = free_port()
    server = subprocess.Popen([binary, "--port", str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 30
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1).read()
                break
            except OSError:
                if time.time() > deadline:
                    print("0 passed, 1 failed: the server did not start")
                    return 1
                time.sleep(0.1)
        stalled = socket.create_connection(("127.0.0.1", port))
        stalled.sendall(b"POST /v1/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        b"Content-Length: 1000000\r\n\r\n{\"policy\":")
        time.sleep(0.5)
        start = time.monotonic()
        server.terminate()
        try:
            code = server.wait(15)
        except subprocess.TimeoutExpired:
            server.kill()
            print("shutdown with a stalled upload: still running after 15 s")
            print("0 passed, 1 failed")
            return 1
        elapsed = time.monotonic() - start
        ok = elapsed < 10
        print(f"shutdown with a stalled upload: exited with {code} after {elapsed:.2f} s")
        print(f"{int(ok)} passed, {int(not ok)} failed")
        stalled.close()
        return 0 if ok else 1
    finally:
        if server.poll() is None:
            server.kill()


if __name__ == "__main__":
    sys.exit(main())
