#!/usr/bin/env python3
"""Checks that every API the package uses exists on its declared Apple platforms.

Run through Scripts/check-availability.sh, which builds the package, extracts the symbol graphs
and passes their paths here. What it does:

1. Reads the declared minimums from the `platforms:` line of Package.swift (or --platform).
2. Loads Apple availability (iOS, macOS, tvOS, watchOS, visionOS introduced/unavailable) for every
   symbol of the toolchain's modules from their symbol graphs (swift-symbolgraph-extract), a
   member inheriting the availability of the type or extension it belongs to.
3. Reads the build's index store with the toolchain's libIndexStore (ctypes): every occurrence of
   every symbol in every source file of the package, with its USR, line and column.
4. Finds the availability guards in each source file with a conservative scanner: the enclosing
   declarations' `@available` attributes, the extended type of an enclosing extension, the bodies
   of `if #available` / `while #available`, and the rest of a block after `guard #available`.
5. Reports each use of a symbol whose introduction on a declared platform is above both the
   declared minimum and the guards around the use. The package's own declarations count too: a use
   of a declaration marked `@available(iOS 17, *)` needs a guard like a use of the standard library.

Exit status: 0 when nothing is reported, 1 when something is, 2 on a usage or setup error.
"""

import argparse
import collections
import ctypes
import glob
import json
import os
import re
import sys

APPLE_PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst")
UNAVAILABLE = (10**6,)  # a version no platform reaches: "never available here"


def fail(message):
    print("check-availability: " + message, file=sys.stderr)
    sys.exit(2)


# MARK: - Versions


def parse_version(text):
    parts = [int(p) for p in re.findall(r"\d+", text)]
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return tuple(parts) if parts else (0,)


def show_version(version):
    if version == UNAVAILABLE:
        return "never"
    parts = list(version) + [0] * (2 - len(version))
    return ".".join(str(p) for p in parts)


def symbol_graph_version(value):
    return parse_version(
        "%d.%d.%d" % (value.get("major", 0), value.get("minor", 0), value.get("patch", 0))
    )


# MARK: - Declared platforms


def declared_platforms(package_swift):
    """The minimums of `platforms: [.iOS(.v16), .macOS("13.3"), ...]` in Package.swift."""
    text = open(package_swift, encoding="utf-8").read()
    match = re.search(r"platforms\s*:\s*\[(.*?)\]", text, re.S)
    if not match:
        return {}
    result = {}
    for name, arg in re.findall(r"\.(\w+)\s*\(\s*([^)]*?)\s*\)", match.group(1)):
        if name not in APPLE_PLATFORMS:
            continue
        version = re.fullmatch(r'\.v(\d+(?:_\d+)*)|"([\d.]+)"', arg)
        if not version:
            fail("cannot read the %s version %r in %s" % (name, arg, package_swift))
        result[name] = parse_version((version.group(1) or version.group(2)).replace("_", "."))
    return result


# MARK: - Symbol graphs


def load_symbol_graphs(paths):
    """USR -> {name, platforms: {platform: version or UNAVAILABLE}, fallback: {...}}.

    Lists every symbol with Apple availability; a member inherits the availability of the type or
    extension it belongs to. `fallback` is the availability of the oldest overload with the same
    name and the same declaration in the same type or in an extension of a protocol it conforms to
    (not a requirement: a new type's witness does not fall back to it): where the newer symbol is
    not available the compiler picks that one (`&*` became a requirement of `FixedWidthInteger` in
    Swift 6 and keeps its older extension; `String.data(using:)` of swift-foundation keeps the
    `StringProtocol` one), so a use is only reported when the fallback is too new as well.
    """
    own = {}
    parent = {}
    names = {}
    kinds = {}
    declarations = {}
    conforms = {}
    requirements = set()
    for path in paths:
        graph = json.load(open(path, encoding="utf-8"))
        for symbol in graph.get("symbols", []):
            usr = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in usr:
                continue  # a copy of a protocol extension's member shown on a conforming type
            components = symbol.get("pathComponents", [])
            names[usr] = ".".join(components)
            kinds[usr] = symbol.get("kind", {}).get("identifier", "")
            fragments = symbol.get("declarationFragments", [])
            declaration = "".join(f.get("spelling", "") for f in fragments)
            if components:
                declarations[usr] = (components[-1], declaration)
            entry = {}
            for item in symbol.get("availability", []):
                domain = item.get("domain")
                if domain not in APPLE_PLATFORMS:
                    continue
                if item.get("isUnconditionallyUnavailable"):
                    entry[domain] = UNAVAILABLE
                elif "introduced" in item:
                    entry[domain] = symbol_graph_version(item["introduced"])
            merged = own.setdefault(usr, {})
            for domain, version in entry.items():
                merged[domain] = max(merged.get(domain, (0,)), version)
        for relation in graph.get("relationships", []):
            if relation.get("kind") in ("memberOf", "requirementOf", "optionalRequirementOf"):
                parent.setdefault(relation["source"], relation["target"])
                if relation["kind"] != "memberOf":
                    requirements.add(relation["source"])
            elif relation.get("kind") in ("conformsTo", "inheritsFrom"):
                conforms.setdefault(relation["source"], set()).add(relation["target"])

    effective = {}

    def resolve(usr, seen=()):
        if usr in effective:
            return effective[usr]
        result = dict(own.get(usr, {}))
        up = parent.get(usr)
        if up and up not in seen:
            for domain, version in resolve(up, seen + (usr,)).items():
                result[domain] = max(result.get(domain, (0,)), version)
        effective[usr] = result
        return result

    def protocols(type_usr):
        found, stack = set(), [type_usr]
        while stack:
            for protocol in conforms.get(stack.pop(), ()):
                if protocol not in found:
                    found.add(protocol)
                    stack.append(protocol)
        return found

    overloads = {}
    for usr, key in declarations.items():
        overloads.setdefault(key, []).append(usr)

    table = {}
    for usr in own:
        availability = resolve(usr)
        if not availability:
            continue
        entry = {"name": names.get(usr, usr), "platforms": availability}
        if usr not in declarations:
            table[usr] = entry
            continue
        fallback = None
        for other in overloads.get(declarations.get(usr), []):
            if other == usr:
                continue
            other_parent = parent.get(other)
            same_type = names.get(other, "").rpartition(".")[0] == names[usr].rpartition(".")[0]
            in_protocol_extension = other not in requirements and other_parent in protocols(
                parent.get(usr))
            if not same_type and not in_protocol_extension:
                continue
            other_availability = resolve(other)
            candidate = {p: other_availability.get(p, (0,)) for p in availability}
            if fallback is None:
                fallback = candidate
            else:
                fallback = {p: min(fallback[p], candidate[p]) for p in fallback}
        if fallback:
            entry["fallback"] = fallback
        table[usr] = entry
    return table


def save_table(table, path):
    serial = {
        usr: [entry["name"], {p: list(v) for p, v in entry["platforms"].items()},
              {p: list(v) for p, v in entry.get("fallback", {}).items()}]
        for usr, entry in table.items()
    }
    with open(path, "w", encoding="utf-8") as file:
        json.dump(serial, file)


def load_table(path):
    serial = json.load(open(path, encoding="utf-8"))
    return {
        usr: {"name": name, "platforms": {p: tuple(v) for p, v in platforms.items()},
              "fallback": {p: tuple(v) for p, v in fallback.items()}}
        for usr, (name, platforms, fallback) in serial.items()
    }


# MARK: - Index store


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode("utf-8") if self.length else ""


ROLE_DECLARATION = 1 << 0
ROLE_DEFINITION = 1 << 1
ROLE_REFERENCE = 1 << 2
ROLE_IMPLICIT = 1 << 8
DEPENDENCY_RECORD = 2


class IndexStore:
    """The few calls of libIndexStore's C API (indexstore.h) this check needs."""

    def __init__(self, library, path):
        lib = ctypes.CDLL(library)
        self.lib = lib
        vp = ctypes.c_void_p
        lib.indexstore_store_create.restype = vp
        lib.indexstore_store_create.argtypes = [ctypes.c_char_p, ctypes.POINTER(vp)]
        lib.indexstore_error_get_description.restype = ctypes.c_char_p
        lib.indexstore_error_get_description.argtypes = [vp]
        self.unit_applier = ctypes.CFUNCTYPE(ctypes.c_bool, vp, StringRef)
        lib.indexstore_store_units_apply_f.argtypes = [vp, ctypes.c_uint, vp, self.unit_applier]
        lib.indexstore_store_units_apply_f.restype = ctypes.c_bool
        lib.indexstore_unit_reader_create.restype = vp
        lib.indexstore_unit_reader_create.argtypes = [vp, ctypes.c_char_p, ctypes.POINTER(vp)]
        lib.indexstore_unit_reader_dispose.argtypes = [vp]
        for name in ("main_file", "module_name", "working_dir"):
            function = getattr(lib, "indexstore_unit_reader_get_" + name)
            function.restype = StringRef
            function.argtypes = [vp]
        self.dependency_applier = ctypes.CFUNCTYPE(ctypes.c_bool, vp, vp)
        lib.indexstore_unit_reader_dependencies_apply_f.argtypes = [
            vp, vp, self.dependency_applier]
        lib.indexstore_unit_reader_dependencies_apply_f.restype = ctypes.c_bool
        lib.indexstore_unit_dependency_get_kind.restype = ctypes.c_int
        lib.indexstore_unit_dependency_get_kind.argtypes = [vp]
        for name in ("name", "filepath", "modulename"):
            function = getattr(lib, "indexstore_unit_dependency_get_" + name)
            function.restype = StringRef
            function.argtypes = [vp]
        lib.indexstore_record_reader_create.restype = vp
        lib.indexstore_record_reader_create.argtypes = [vp, ctypes.c_char_p, ctypes.POINTER(vp)]
        lib.indexstore_record_reader_dispose.argtypes = [vp]
        self.occurrence_applier = ctypes.CFUNCTYPE(ctypes.c_bool, vp, vp)
        lib.indexstore_record_reader_occurrences_apply_f.argtypes = [
            vp, vp, self.occurrence_applier]
        lib.indexstore_record_reader_occurrences_apply_f.restype = ctypes.c_bool
        lib.indexstore_occurrence_get_symbol.restype = vp
        lib.indexstore_occurrence_get_symbol.argtypes = [vp]
        lib.indexstore_occurrence_get_roles.restype = ctypes.c_uint64
        lib.indexstore_occurrence_get_roles.argtypes = [vp]
        lib.indexstore_occurrence_get_line_col.argtypes = [
            vp, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]
        for name in ("usr", "name"):
            function = getattr(lib, "indexstore_symbol_get_" + name)
            function.restype = StringRef
            function.argtypes = [vp]

        error = vp()
        self.store = lib.indexstore_store_create(path.encode(), ctypes.byref(error))
        if not self.store:
            fail("cannot open the index store %s: %s" % (path, self._describe(error)))

    def _describe(self, error):
        return self.lib.indexstore_error_get_description(error).decode() if error else "?"

    def units(self):
        names = []

        def collect(_, name):
            names.append(name.text())
            return True

        self.lib.indexstore_store_units_apply_f(self.store, 0, None, self.unit_applier(collect))
        return names

    def unit(self, name):
        """(main file, module name, [record names]) of one unit."""
        error = ctypes.c_void_p()
        reader = self.lib.indexstore_unit_reader_create(self.store, name.encode(),
                                                        ctypes.byref(error))
        if not reader:
            return None
        try:
            main = self.lib.indexstore_unit_reader_get_main_file(reader).text()
            module = self.lib.indexstore_unit_reader_get_module_name(reader).text()
            records = []

            def collect(_, dependency):
                if self.lib.indexstore_unit_dependency_get_kind(dependency) == DEPENDENCY_RECORD:
                    records.append(self.lib.indexstore_unit_dependency_get_name(dependency).text())
                return True

            self.lib.indexstore_unit_reader_dependencies_apply_f(
                reader, None, self.dependency_applier(collect))
            return main, module, records
        finally:
            self.lib.indexstore_unit_reader_dispose(reader)

    def occurrences(self, record):
        """[(usr, name, roles, line, column)] of one record; the column counts UTF-8 bytes."""
        error = ctypes.c_void_p()
        reader = self.lib.indexstore_record_reader_create(self.store, record.encode(),
                                                          ctypes.byref(error))
        if not reader:
            fail("cannot read the index record %s: %s" % (record, self._describe(error)))
        result = []
        lib = self.lib
        line = ctypes.c_uint()
        column = ctypes.c_uint()

        def collect(_, occurrence):
            symbol = lib.indexstore_occurrence_get_symbol(occurrence)
            lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line),
                                                   ctypes.byref(column))
            result.append((lib.indexstore_symbol_get_usr(symbol).text(),
                           lib.indexstore_symbol_get_name(symbol).text(),
                           lib.indexstore_occurrence_get_roles(occurrence),
                           line.value, column.value))
            return True

        try:
            lib.indexstore_record_reader_occurrences_apply_f(reader, None,
                                                             self.occurrence_applier(collect))
        finally:
            lib.indexstore_record_reader_dispose(reader)
        return result


# MARK: - Guards in the source


def mask(source):
    """The source with comments and the contents of string and regex literals blanked.

    Works on the UTF-8 bytes decoded as Latin-1, so that an offset is a byte offset (the index
    store's columns count bytes) and every delimiter is the ASCII character it looks like.
    Newlines are kept, and so is the code inside string interpolations.
    """
    out = list(source)
    n = len(source)

    def blank(start, end):
        for k in range(start, min(end, n)):
            if out[k] != "\n":
                out[k] = " "

    def code(i, inside_parentheses):
        depth = 0
        while i < n:
            c = source[i]
            if source.startswith("//", i):
                end = source.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
            elif source.startswith("/*", i):
                level, j = 1, i + 2
                while j < n and level:
                    if source.startswith("/*", j):
                        level, j = level + 1, j + 2
                    elif source.startswith("*/", j):
                        level, j = level - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
            elif c == "#" and re.match(r"#+\"", source[i:i + 64] or ""):
                hashes = len(re.match(r"#+", source[i:]).group(0))
                i = string(i + hashes, hashes)
            elif c == '"':
                i = string(i, 0)
            elif c == "#" and re.match(r"#+/", source[i:i + 64] or ""):
                hashes = len(re.match(r"#+", source[i:]).group(0))
                close = "/" + "#" * hashes
                end = source.find(close, i + hashes + 1)
                end = n if end < 0 else end + len(close)
                blank(i, end)
                i = end
            elif inside_parentheses and c == "(":
                depth += 1
                i += 1
            elif inside_parentheses and c == ")":
                if depth == 0:
                    return i
                depth -= 1
                i += 1
            else:
                i += 1
        return i

    def string(i, hashes):
        multiline = source.startswith('"""', i)
        quote = '"""' if multiline else '"'
        close = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        j = i + len(quote)
        start = j
        while j < n:
            if source.startswith(close, j):
                blank(start, j)
                return j + len(close)
            if source.startswith(escape, j):
                after = j + len(escape)
                if after < n and source[after] == "(":
                    blank(start, j)
                    j = code(after + 1, True) + 1
                    start = j
                else:
                    j = after + 1
                continue
            if not multiline and source[j] == "\n":
                break
            j += 1
        blank(start, j)
        return j

    code(0, False)
    return "".join(out)


DECLARATION_KEYWORD = re.compile(
    r"\b(func|var|let|init|deinit|subscript|struct|class|enum|protocol|extension|actor|"
    r"typealias|case|macro)\b")


def matching_parenthesis(text, open_index):
    depth = 0
    for k in range(open_index, len(text)):
        if text[k] == "(":
            depth += 1
        elif text[k] == ")":
            depth -= 1
            if depth == 0:
                return k
    return len(text) - 1


def availability_arguments(arguments):
    """{platform: version or UNAVAILABLE} of the arguments of `@available(...)`/`#available(...)`.

    Short form `iOS 16.0, macOS 13, *`; long form `iOS, introduced: 16.0` or `macOS, unavailable`.
    Anything else (`*, deprecated`, `swift 6`) guards nothing.
    """
    items = [item.strip() for item in arguments.split(",")]
    result = {}
    if items and items[0] in APPLE_PLATFORMS:
        for item in items[1:]:
            introduced = re.fullmatch(r"introduced\s*:\s*([\d.]+)", item)
            if introduced:
                result[items[0]] = parse_version(introduced.group(1))
            elif item == "unavailable":
                result[items[0]] = UNAVAILABLE
        return result
    for item in items:
        short = re.fullmatch(r"(\w+)\s+([\d.]+)", item)
        if short and short.group(1) in APPLE_PLATFORMS:
            result[short.group(1)] = parse_version(short.group(2))
    return result


def guard_regions(masked):
    """[(start, end, {platform: version})]: the byte ranges each availability guard covers."""
    regions = []
    stack = []
    pairs = []
    for k, c in enumerate(masked):
        if c == "{":
            stack.append(k)
        elif c == "}" and stack:
            pairs.append((stack.pop(), k))
    closing = dict(pairs)
    enclosing_close = {}
    # The block that encloses each opening brace, to find where a `guard` stops guarding.
    order = sorted(pairs)
    active = []
    for open_index, close_index in order:
        while active and active[-1][1] < open_index:
            active.pop()
        enclosing_close[open_index] = active[-1][1] if active else len(masked)
        active.append((open_index, close_index))

    for open_index, close_index in order:
        header_start = max(masked.rfind("{", 0, open_index), masked.rfind("}", 0, open_index),
                           masked.rfind(";", 0, open_index)) + 1
        header = masked[header_start:open_index]
        for match in re.finditer(r"#available\s*\(", header):
            start = header_start + match.start()
            arguments_end = matching_parenthesis(masked, header_start + match.end() - 1)
            platforms = availability_arguments(
                masked[header_start + match.end():arguments_end])
            before = header[:match.start()]
            statement = re.findall(r"\b(if|guard|while)\b", before)
            if statement and statement[-1] == "guard":
                # `guard #available(...) else { ... }`: the rest of the enclosing block.
                regions.append((closing[open_index], enclosing_close[open_index], platforms))
            else:
                regions.append((start, close_index, platforms))
        for match in re.finditer(r"@available\s*\(", header):
            arguments_end = matching_parenthesis(masked, header_start + match.end() - 1)
            rest = masked[arguments_end + 1:open_index]
            if len(DECLARATION_KEYWORD.findall(rest)) > 1:
                continue  # the attribute belongs to an earlier declaration without a body
            platforms = availability_arguments(
                masked[header_start + match.end():arguments_end])
            regions.append((header_start + match.start(), close_index, platforms))
    return [region for region in regions if region[2]]


def extension_regions(masked):
    """[(start, end, offset of the extended type's name)] of each `extension` block."""
    regions = []
    stack = []
    pairs = []
    for k, c in enumerate(masked):
        if c == "{":
            stack.append(k)
        elif c == "}" and stack:
            pairs.append((stack.pop(), k))
    for open_index, close_index in pairs:
        header_start = max(masked.rfind("{", 0, open_index), masked.rfind("}", 0, open_index),
                           masked.rfind(";", 0, open_index)) + 1
        match = re.search(r"\bextension\s+((?:\w+\s*\.\s*)*)(\w+)",
                          masked[header_start:open_index])
        if match:
            regions.append((header_start + match.start(), close_index,
                            header_start + match.start(2)))
    return regions


class SourceFile:
    def __init__(self, path):
        raw = open(path, "rb").read().decode("latin-1")
        masked = mask(raw)
        self.path = path
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", raw)]
        self.regions = guard_regions(masked)
        self.extensions = extension_regions(masked)

    def offset(self, line, column):
        return self.line_starts[line - 1] + column - 1 if line <= len(self.line_starts) else 0

    def guards(self, line, column, extended=lambda offset: {}):
        """{platform: version} guaranteed at a position by the guards around it.

        `extended(offset)` is the availability of the type named at an offset: inside an
        extension the compiler takes the extended type's availability as the floor.
        """
        offset = self.offset(line, column)
        result = {}
        found = [platforms for start, end, platforms in self.regions if start <= offset <= end]
        found += [extended(name) for start, end, name in self.extensions
                  if start <= offset <= end]
        for platforms in found:
            for platform, version in platforms.items():
                result[platform] = max(result.get(platform, (0,)), version)
        return result


# MARK: - The check


Finding = collections.namedtuple(
    "Finding", "path line column name platform needed message guard")
Finding.__doc__ = """One use of a symbol that a declared platform lacks at its minimum.

`needed` is the version the symbol needs on `platform` (UNAVAILABLE when it never exists there),
`guard` the version the guards around the use give on that platform, or None.
"""


def check(store, table, declared, roots, report_unknown=False):
    """The findings, as (path, line, column, message), and a summary."""
    sources = {}
    occurrences_by_file = {}
    indexed = set()
    seen_records = set()
    for unit_name in store.units():
        unit = store.unit(unit_name)
        if unit is None:
            continue
        main, _, records = unit
        path = os.path.realpath(main) if main else ""
        if not path or not os.path.isfile(path):
            continue  # a unit of a file deleted since it was built
        if not any(path == root or path.startswith(root + os.sep) for root in roots):
            continue
        indexed.add(path)
        for record in records:
            if (path, record) in seen_records:
                continue
            seen_records.add((path, record))
            occurrences_by_file.setdefault(path, []).extend(store.occurrences(record))

    def source(path):
        if path not in sources:
            sources[path] = SourceFile(path)
        return sources[path]

    # The symbol each reference names, by file and byte offset, to find an extended type.
    referenced = {}
    for path, occurrences in occurrences_by_file.items():
        for usr, name, roles, line, column in occurrences:
            if roles & ROLE_REFERENCE and not roles & ROLE_IMPLICIT:
                referenced[(path, source(path).offset(line, column))] = usr

    own = {}

    def extended_in(path):
        def availability(offset):
            entry = table.get(referenced.get((path, offset))) or own.get(
                referenced.get((path, offset)))
            return entry["platforms"] if entry else {}
        return availability

    # The package's own declarations: what the @available attributes around them require. Twice,
    # so that a member of an extension of the package's own @available type gets its floor.
    for _ in range(2):
        for path, occurrences in occurrences_by_file.items():
            for usr, name, roles, line, column in occurrences:
                if roles & (ROLE_DEFINITION | ROLE_DECLARATION):
                    guards = source(path).guards(line, column, extended_in(path))
                    if guards:
                        entry = own.setdefault(usr, {"name": name, "platforms": {}})
                        for platform, version in guards.items():
                            entry["platforms"][platform] = max(
                                entry["platforms"].get(platform, (0,)), version)

    findings = {}
    references = 0
    with_data = 0
    older_overload = 0
    for path, occurrences in sorted(occurrences_by_file.items()):
        for usr, name, roles, line, column in occurrences:
            if roles & (ROLE_DEFINITION | ROLE_DECLARATION) or not roles & ROLE_REFERENCE:
                continue
            references += 1
            entry = table.get(usr) or own.get(usr)
            if not entry:
                continue
            with_data += 1
            guards = None
            for platform, minimum in sorted(declared.items()):
                needed = entry["platforms"].get(platform)
                if needed is None or needed <= minimum:
                    continue
                if guards is None:
                    guards = source(path).guards(line, column, extended_in(path))
                guarded = max(minimum, guards.get(platform, (0,)))
                if needed <= guarded:
                    continue
                fallback = entry.get("fallback", {}).get(platform)
                if fallback is not None and fallback <= guarded:
                    older_overload += 1
                    continue
                if needed == UNAVAILABLE:
                    message = "'%s' is unavailable on %s" % (name, platform)
                else:
                    message = "'%s' needs %s %s; the package declares %s %s" % (
                        name, platform, show_version(needed), platform, show_version(minimum))
                    if platform in guards:
                        message += " and the use is guarded for %s %s" % (
                            platform, show_version(guards[platform]))
                # One finding per symbol, line and platform; a macro's expansion repeats its uses
                # as implicit occurrences at the macro's position.
                key = (path, line, name, platform)
                implicit = bool(roles & ROLE_IMPLICIT)
                if key not in findings or (implicit, column) < findings[key][0]:
                    findings[key] = ((implicit, column), message, needed, guards.get(platform))
    summary = {
        "indexed files": set(indexed),
        "files": len(occurrences_by_file),
        "references": references,
        "references with availability data": with_data,
        "symbols with availability data": len(table),
        "own declarations with availability": len(own),
        "uses resolved to an older overload": older_overload,
    }
    result = sorted(Finding(path, line, column, name, platform, needed, message, guard)
                    for (path, line, name, platform), ((_, column), message, needed, guard)
                    in findings.items())
    return result, summary


EXPECTATION = re.compile(r"//\s*expected-availability:\s*(.*)$")


def expectations(path):
    """{(line, name, platform, version)} of `// expected-availability: Regex iOS 16.0, ...`."""
    result = set()
    for number, text in enumerate(open(path, encoding="utf-8").read().split("\n"), start=1):
        match = EXPECTATION.search(text)
        if not match:
            continue
        for item in match.group(1).split(","):
            name, platform, version = item.strip().rsplit(" ", 2)
            result.add((number, name, platform, parse_version(version)))
    return result


def self_test(findings, fixtures, relative_to):
    """Compares the findings in the fixtures with their `expected-availability` comments."""
    failed = False
    for fixture in fixtures:
        path = os.path.realpath(fixture)
        expected = expectations(path)
        reported = {(f.line, f.name, f.platform, f.needed) for f in findings if f.path == path}
        shown = os.path.relpath(path, relative_to)
        for line, name, platform, version in sorted(expected - reported):
            print("%s:%d: error: not reported: '%s' needs %s %s" % (
                shown, line, name, platform, show_version(version)))
        for line, name, platform, version in sorted(reported - expected):
            print("%s:%d: error: reported but not expected: '%s' needs %s %s" % (
                shown, line, name, platform, show_version(version)))
        failed = failed or expected != reported
        print("check-availability self-test: %s: %d expected, %d reported%s" % (
            shown, len(expected), len(reported), "" if expected == reported else " (MISMATCH)"))
    return 1 if failed else 0


def load_or_build_table(parser, arguments):
    if arguments.table and os.path.isfile(arguments.table):
        return load_table(arguments.table)
    files = []
    for path in arguments.symbol_graphs:
        files += sorted(glob.glob(os.path.join(path, "*.symbols.json"))) if os.path.isdir(
            path) else [path]
    if not files:
        parser.error("no symbol graphs")
    table = load_symbol_graphs(files)
    if arguments.table:
        save_table(table, arguments.table + ".partial")
        os.replace(arguments.table + ".partial", arguments.table)
    return table


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--index-store")
    parser.add_argument("--libindexstore")
    parser.add_argument("--symbol-graphs", nargs="*", default=[],
                        help="symbol graph files (*.symbols.json) or directories of them")
    parser.add_argument("--table", help="a cache of the availability table read from the graphs")
    parser.add_argument("--package", help="Package.swift whose platforms: line is checked")
    parser.add_argument("--platform", action="append", default=[],
                        help="a declared minimum, e.g. iOS=15.0; replaces the Package.swift line")
    parser.add_argument("--build-table-only", action="store_true",
                        help="read the symbol graphs into --table and stop")
    parser.add_argument("--root", action="append", default=[],
                        help="check source files under this directory or this file")
    parser.add_argument("--self-test", action="store_true",
                        help="the roots are fixture files; compare the findings with their "
                             "`// expected-availability:` comments instead of reporting them")
    parser.add_argument("--relative-to", default=os.getcwd())
    arguments = parser.parse_args()

    if arguments.build_table_only:
        if not arguments.table:
            parser.error("--build-table-only needs --table")
        if os.path.isfile(arguments.table):
            os.remove(arguments.table)
        load_or_build_table(parser, arguments)
        return 0
    if not (arguments.index_store and arguments.libindexstore and arguments.root):
        parser.error("give --index-store, --libindexstore and at least one --root")

    if arguments.platform:
        declared = {}
        for item in arguments.platform:
            platform, _, version = item.partition("=")
            if platform not in APPLE_PLATFORMS:
                parser.error("unknown platform %r" % platform)
            declared[platform] = parse_version(version)
    elif arguments.package:
        declared = declared_platforms(arguments.package)
    else:
        parser.error("give --package or --platform")
    if not declared:
        # A platforms: line this script cannot read must not pass as "nothing to check".
        fail("found no Apple platform in the platforms: line of %s" % arguments.package)

    table = load_or_build_table(parser, arguments)

    store = IndexStore(arguments.libindexstore, arguments.index_store)
    roots = [os.path.realpath(root) for root in arguments.root]
    findings, summary = check(store, table, declared, roots)
    # Every Swift file under the roots must be in the index, so that a stale or missing index
    # store cannot pass for a clean one (a file compiled out by #if still has its unit).
    indexed = summary.pop("indexed files")
    for root in roots:
        sources = [root] if os.path.isfile(root) else [
            os.path.join(directory, name) for directory, _, names in os.walk(root)
            for name in names if name.endswith(".swift")]
        missing = sorted(set(sources) - indexed)
        if missing:
            fail("not in the index store %s (build first): %s" % (
                arguments.index_store, ", ".join(
                    os.path.relpath(path, arguments.relative_to) for path in missing[:5])))
    if arguments.self_test:
        return self_test(findings, arguments.root, arguments.relative_to)
    # One line per use: the platforms a symbol needs a newer version of, together.
    grouped = {}
    for finding in findings:
        key = (finding.path, finding.line, finding.column, finding.name)
        grouped.setdefault(key, []).append(finding)
    for (path, line, column, name), group in sorted(grouped.items()):
        shown = os.path.relpath(path, arguments.relative_to)
        if len(group) == 1:
            message = group[0].message
        else:
            needs = [f for f in group if f.needed != UNAVAILABLE]
            lacks = [f for f in group if f.needed == UNAVAILABLE]
            parts = []
            if needs:
                parts.append("'%s' needs %s; the package declares %s" % (
                    name, ", ".join("%s %s" % (f.platform, show_version(f.needed)) for f in needs),
                    ", ".join("%s %s" % (f.platform, show_version(declared[f.platform]))
                              for f in needs)))
            if lacks:
                parts.append("'%s' is unavailable on %s" % (
                    name, ", ".join(f.platform for f in lacks)))
            message = "; ".join(parts)
            guarded = [f for f in group if f.guard is not None]
            if guarded:
                message += " and the use is guarded for %s" % ", ".join(
                    "%s %s" % (f.platform, show_version(f.guard)) for f in guarded)
        print("%s:%d:%d: error: %s" % (shown, line, column, message))
    print("check-availability: %s; %d files, %d references, %d to symbols with Apple "
          "availability, %d resolved to an older overload; %d use%s reported" % (
              ", ".join("%s %s" % (p, show_version(v)) for p, v in sorted(declared.items())),
              summary["files"], summary["references"],
              summary["references with availability data"],
              summary["uses resolved to an older overload"],
              len(grouped), "" if len(grouped) == 1 else "s"))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
