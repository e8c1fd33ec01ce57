#!/usr/bin/env python3
"""Fails when an adapter file contributes nothing to the compiled module.

Usage: check-adapter-files.py MODULE.sil FILE.swift...

The SIL of a module names the source file of every function it emits (`loc "File.swift":…`).
A file whose code is compiled out — by an `#if` that is false where the check runs — emits no
function, so it never appears. A file that only re-exports a module (`@_exported import`) has
no code by design; it must contain nothing but that import, and check-adapters.sh compiles a
probe that uses the re-exported module through it.
"""
import re
import sys


def code_lines(path):
    lines = []
    for line in open(path, encoding="utf-8"):
        stripped = line.strip()
        if stripped and not stripped.startswith("//"):
            lines.append(stripped)
    return lines


def main():
    sil_path, sources = sys.argv[1], sys.argv[2:]
    sil = open(sil_path, encoding="utf-8").read()
    located = set(re.findall(r'loc "([^"]+)":\d+:\d+', sil))
    located_names = {path.rsplit("/", 1)[-1] for path in located}
    missing = []
    for source in sources:
        name = source.rsplit("/", 1)[-1]
        if name in located_names:
            continue
        lines = code_lines(source)
        body = [l for l in lines if not l.startswith("#")]
        if body and all(l.startswith("@_exported import ") for l in body):
            continue
        missing.append(source)
    if missing:
        for source in missing:
            print(f"check-adapters: {source} emitted no code: is it compiled out?", file=sys.stderr)
        sys.exit(1)
    print(f"check-adapters: {len(sources)} files of {sil_path.rsplit('/', 1)[-1]} all compiled")


if __name__ == "__main__":
    main()
