#!/usr/bin/env python3
"""The modules the adapters import, in build order, read from the packages' manifests.

    Scripts/ios-sdk/modules.py OUT ADAPTER...

Run from the project's root, after `swift package resolve` (dependencies are read from
.build/checkouts). Asks `swift package describe` for the root package's targets, follows the
adapters' target and product dependencies through the root package and its checked-out
dependencies, and prints one line per module the adapters need,
then the adapters themselves, dependencies first:

    swift NAME PACKAGE ROOT RESOURCES OUT/sources/NAME.txt    # ROOT, RESOURCES: yes or no
    c NAME INCLUDE_DIR                                        # a C module: its module map's folder
    adapter NAME PACKAGE yes RESOURCES OUT/sources/NAME.txt   # one of the ADAPTERs

The list file holds the module's Swift sources, one absolute path a line, as SwiftPM compiles
them (its excludes applied). Exits 1, saying why, when an adapter is not a target of the root
package, a product is found in no checkout, or a Swift module has no sources: a check that
silently compiled nothing would pass.
"""

import json
import os
import subprocess
import sys


def fail(message):
    print(f"check-ios-sdk: {message}", file=sys.stderr)
    sys.exit(1)


def describe(path, scratch):
    """`swift package describe` of the package at `path`; reads its manifest only."""
    result = subprocess.run(
        ["swift", "package", "--package-path", path, "--scratch-path", scratch,
         "describe", "--type", "json"],
        capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"`swift package describe` failed in {path}:\n{result.stderr}")
    return json.loads(result.stdout)


def identity(package):
    """SwiftPM's name for a package in `-package-name`: its folder's name, lowercased."""
    name = os.path.basename(os.path.normpath(package["path"])).lower()
    return "".join(c if c.isalnum() or c == "_" else "_" for c in name)


def main():
    if len(sys.argv) < 3:
        fail("usage: Scripts/ios-sdk/modules.py OUT ADAPTER...")
    out, adapters = sys.argv[1], sys.argv[2:]
    scratch = os.path.join(out, "describe")
    root = describe(".", scratch)
    checkouts = os.path.join(".build", "checkouts")
    dependencies = []  # described lazily: most checkouts are never needed
    if os.path.isdir(checkouts):
        dependencies = sorted(os.path.join(checkouts, d) for d in os.listdir(checkouts))
    described = {}

    def package_of_product(product):
        for path in dependencies:
            if path not in described:
                described[path] = describe(path, scratch)
            package = described[path]
            for p in package["products"]:
                if p["name"] == product:
                    return package, p["targets"]
        fail(f"product {product} is in no package under {checkouts}; run `swift package resolve`")

    def target(package, name):
        for t in package["targets"]:
            if t["name"] == name:
                return t
        fail(f"no target {name} in package {package['name']} ({package['path']})")

    order, seen, lines = [], set(), []

    def visit(package, name, stack=()):
        key = (package["path"], name)
        if key in seen:
            return
        if key in stack:
            fail(f"dependency cycle through {name}")
        t = target(package, name)
        for dep in t.get("target_dependencies", []):
            visit(package, dep, stack + (key,))
        for product in t.get("product_dependencies", []):
            dep_package, targets = package_of_product(product)
            for dep in targets:
                visit(dep_package, dep, stack + (key,))
        seen.add(key)
        order.append((package, t))

    for adapter in adapters:
        if adapter not in {t["name"] for t in root["targets"]}:
            fail(f"Package.swift has no target {adapter}; update Scripts/check-ios-sdk.sh")
        visit(root, adapter)

    os.makedirs(os.path.join(out, "sources"), exist_ok=True)
    for package, t in order:
        kind = "adapter" if package is root and t["name"] in adapters else "swift"
        base = os.path.join(os.path.abspath(package["path"]), t["path"])
        if t["module_type"] == "ClangTarget":
            include = os.path.join(base, "include")
            if not os.path.isdir(include):
                fail(f"C module {t['name']} has no include folder at {include}")
            lines.append(f"c {t['name']} {include}")
            continue
        if t["module_type"] != "SwiftTarget":
            fail(f"module {t['name']} is a {t['module_type']}, which this check cannot build")
        sources = [os.path.join(base, s) for s in t.get("sources", []) if s.endswith(".swift")]
        if not sources:
            fail(f"module {t['name']} has no Swift sources")
        listing = os.path.join(out, "sources", f"{t['name']}.txt")
        with open(listing, "w") as f:
            f.write("".join(s + "\n" for s in sorted(sources)))
        is_root = "yes" if package is root else "no"
        resources = "yes" if t.get("resources") else "no"
        lines.append(f"{kind} {t['name']} {identity(package)} {is_root} {resources} {listing}")

    if not any(line.split()[3] == "yes" for line in lines if line.startswith("swift ")):
        fail(f"the adapters ({', '.join(adapters)}) depend on no module of this package")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
