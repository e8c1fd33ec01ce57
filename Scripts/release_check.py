"""The release check: public interface against its baseline, and third-party notices.

Run through Scripts/release-check.sh, which builds the package first. Usage:

    python3 Scripts/release_check.py check  ROOT BIN_PATH   # exit 1 on a problem
    python3 Scripts/release_check.py update ROOT BIN_PATH   # regenerate Scripts/api-baseline/
    python3 Scripts/release_check.py notices ROOT           # the notices part alone

The core (TextInputKit) is compared by SwiftPM's API diff, `swift package
diagnose-api-breaking-changes`, against the newest tagged release, or before the first release
against the commit in Scripts/api-baseline/TextInputKit.ref. The adapters (not compiled on Linux),
the tool's flags and the JSON literals are compared with text baselines: every file is sorted, one
entry a line, the name a changelog entry must mention, then two spaces and the declaration (for
JSON literals the name alone). See the DocC article "Versioning".
"""

import json
import os
import re
import subprocess
import sys
import tempfile

BASELINE_DIR = "Scripts/api-baseline"
IGNORED_LITERALS = "ignored-literals.txt"
CORE_REF = "TextInputKit.ref"
ALLOWLIST = "TextInputKit.allowlist"
SEP = "  "

# ---------------------------------------------------------------------------------------------
# The core, by SwiftPM's API diff.

BREAKAGE = re.compile(r"API breakage: (\w+) (\S+)")


def breakage_name(message):
    """The declaration an API-diff message is about, as a changelog names it:
    `func Greeter.greet(name:) has been renamed ...` → `Greeter.greet(name:)`; an accessor is
    its property (`Greeter.count.Get()` → `Greeter.count`)."""
    match = BREAKAGE.search(message)
    if not match:
        return None
    kind, name = match.groups()
    if kind == "accessor":
        name = re.sub(r"\.(Get|Set|Modify|Read|_modify|_read|DidSet|WillSet)\(\)$", "", name)
    return name


def core_baseline_ref(root):
    """The newest tagged release, or before the first one the commit named in TextInputKit.ref."""
    release = release_baseline(root)
    if release is not None:
        return release[0]
    path = os.path.join(root, BASELINE_DIR, CORE_REF)
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as handle:
        return handle.read().strip() or None


def api_breakages(root, ref, products=("TextInputKit",)):
    """The messages of `swift package diagnose-api-breaking-changes REF` not in the allow-list."""
    command = ["swift", "package", "--package-path", root, "diagnose-api-breaking-changes", ref]
    for product in products:
        command += ["--products", product]
    allowlist = os.path.join(root, BASELINE_DIR, ALLOWLIST)
    if os.path.exists(allowlist):
        command += ["--breakage-allowlist-path", allowlist]
    result = subprocess.run(command, capture_output=True, text=True)
    output = result.stdout + result.stderr
    messages = [line.strip().lstrip("💔").strip() for line in output.splitlines() if "API breakage:" in line]
    if result.returncode != 0 and not messages:
        print(output[-4000:])
        raise RuntimeError(f"swift package diagnose-api-breaking-changes {ref} failed")
    return messages


# ---------------------------------------------------------------------------------------------
# Swift source, read without a compiler: for the adapters (not compiled on Linux) and for
# string literals (JSON keys and values).


def scan_swift(source):
    """Returns (code, literals): the code with comments removed and every string literal
    replaced by a placeholder `"§"`, and the literals' contents (interpolations as NUL)."""
    code = []
    literals = []
    i, n = 0, len(source)
    while i < n:
        if source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
            continue
        if source.startswith("/*", i):
            depth = 0
            while i < n:
                if source.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif source.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
                if depth == 0:
                    break
            continue
        match = re.match(r'(#*)("""|")', source[i:i + 16])
        if match and (source[i] == '"' or source[i] == "#"):
            hashes, quote = match.group(1), match.group(2)
            j = i + len(hashes) + len(quote)
            close = quote + hashes
            buffer = []
            while j < n and not source.startswith(close, j):
                if source[j] == "\\" and source.startswith(hashes, j + 1):
                    k = j + 1 + len(hashes)
                    if k < n and source[k] == "(":
                        depth = 0
                        while k < n:
                            depth += {"(": 1, ")": -1}.get(source[k], 0)
                            if depth == 0:
                                break
                            k += 1
                        buffer.append("\0")
                        j = k + 1
                        continue
                    buffer.append(source[j:k + 1])
                    j = k + 1
                    continue
                buffer.append(source[j])
                j += 1
            literals.append("".join(buffer))
            code.append('"§"')
            i = j + len(close)
            continue
        code.append(source[i])
        i += 1
    return "".join(code), literals


def swift_files(directory):
    for root, dirs, files in os.walk(directory):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(root, name)


KEYWORDS = r"(?:func|var|let|init|subscript|class|struct|enum|protocol|typealias|case|associatedtype|actor)"
DECLARATION = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|final|static|class|override|required|convenience|"
    r"nonisolated|mutating|nonmutating|private\(set\)|internal\(set\)|fileprivate\(set\)|weak|unowned|"
    r"lazy|dynamic|indirect)\s+)*" + KEYWORDS + r"\b"
)
TYPE_HEAD = re.compile(r"\b(class|struct|enum|protocol|extension|actor)\s+([\w.]+)")


def source_declaration_lines(directory):
    """Public and open declarations as written in the source, with their enclosing type: what
    the compiler would put in the symbol graph, for modules that are not compiled here."""
    lines = set()
    for path in swift_files(directory):
        with open(path, encoding="utf-8") as handle:
            code, _ = scan_swift(handle.read())
        depth = 0
        stack = []  # (depth inside the type's braces, name, whether members default to public)
        pending_type = None
        statements = code.split("\n")
        index = 0
        while index < len(statements):
            line = statements[index].strip()
            index += 1
            if line.startswith("#"):
                continue
            text = line
            public = re.match(r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:public|open)\b", line)
            if (
                not public and stack and stack[-1][2] and stack[-1][0] == depth and DECLARATION.match(line)
                and not re.search(r"\b(?:private|fileprivate|internal)\b", line.split("(")[0])
            ):
                # A member of a `public extension` is public without saying so.
                public, line = True, "public " + line
                text = line
            if (
                not public and stack and stack[-1][3] and stack[-1][0] == depth
                and re.match(r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:indirect\s+)?case\b", line)
            ):
                # The cases of a public enum are public.
                public = True
            if public:
                # Join a declaration that continues on the next lines until its parentheses close.
                while text.count("(") > text.count(")") and index < len(statements):
                    text += " " + statements[index].strip()
                    index += 1
                context = [name for _, name, _, _ in stack]
                case = re.match(r"^(.*?\bcase\s+)(.*)$", text.split("{")[0])
                if case and not re.search(r"\b(?:func|var|let|init|subscript)\b", case.group(1)):
                    for element in _top_level_split(case.group(2)):
                        lines.update(_declaration_line("public case " + element.strip(), context))
                else:
                    lines.update(_declaration_line(text, context))
            head = TYPE_HEAD.search(line)
            if head and DECLARATION.match(re.sub(r"\bextension\b", "struct", line)):
                pending_type = (
                    head.group(2),
                    bool(re.match(r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*public\s+extension\b", line)),
                    bool(public) and head.group(1) == "enum",
                )
            for character in text:
                if character == "{":
                    depth += 1
                    if pending_type is not None:
                        stack.append((depth, *pending_type))
                        pending_type = None
                elif character == "}":
                    if stack and stack[-1][0] == depth:
                        stack.pop()
                    depth -= 1
    return sorted(lines)


def _top_level_split(text):
    parts, depth, current = [], 0, ""
    for character in text:
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(character, 0)
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    return parts + [current] if current.strip() else parts


def _declaration_line(text, context):
    declaration = text.split("{")[0]
    # Cut a stored property's initial value: it is not part of the interface.
    depth = 0
    for position, character in enumerate(declaration):
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(character, 0)
        if character == "=" and depth == 0 and declaration[position - 1] == " " and declaration[position + 1] == " ":
            if re.search(r"\b(?:var|let)\b", declaration[:position]):
                declaration = declaration[:position]
            break
    declaration = " ".join(declaration.split()).replace("( ", "(").replace(" )", ")")
    match = re.search(r"\b(func|var|let|init|subscript|class|struct|enum|protocol|typealias|case|actor)\b\s*([^\s(:<=]*)", declaration)
    if not match:
        return []
    keyword, name = match.group(1), match.group(2)
    if keyword in ("init", "subscript"):
        name = keyword
    if keyword in ("func", "init", "subscript"):
        name += "(" + "".join(label + ":" for label in _labels(declaration, match.end(), keyword)) + ")"
    return [".".join(context + [name]) + SEP + declaration]


def _labels(declaration, start, keyword):
    open_index = declaration.find("(", start)
    if open_index < 0:
        return []
    depth, parameters, current = 0, [], ""
    for character in declaration[open_index + 1:]:
        if character in "([<":
            depth += 1
        elif character in ")]>":
            if depth == 0:
                break
            depth -= 1
        if character == "," and depth == 0:
            parameters.append(current)
            current = ""
        else:
            current += character
    if current.strip():
        parameters.append(current)
    labels = []
    for parameter in parameters:
        words = parameter.split(":")[0].split()
        if not words:
            continue
        label = words[0]
        if keyword == "subscript" and len(words) == 1:
            label = "_"
        labels.append(label)
    return labels


IDENTIFIER = re.compile(r"[A-Za-z][A-Za-z0-9_.\-]+")
JSON_KEY_IN_TEXT = re.compile(r'\\?"([A-Za-z_][A-Za-z0-9_\-]*)\\?"\s*:')
RAW_ENUM = re.compile(r"\benum\s+(\w+)\s*:\s*([^{]*)\{")


def json_literal_lines(directories, ignored):
    """Identifier-like string literals (two characters or more), keys written inside JSON string
    literals, and the implicit raw values of String and CodingKey enums: a superset of the JSON
    keys and values, preset names, replay event types and catalog keys the sources read and write."""
    names = set()
    for directory in directories:
        for path in swift_files(directory):
            with open(path, encoding="utf-8") as handle:
                code, literals = scan_swift(handle.read())
            for literal in literals:
                if IDENTIFIER.fullmatch(literal):
                    names.add(literal)
                names.update(JSON_KEY_IN_TEXT.findall(literal))
            for match in RAW_ENUM.finditer(code):
                inherited = [word.strip() for word in match.group(2).split(",")]
                if not inherited or (inherited[0] != "String" and "CodingKey" not in inherited):
                    continue
                depth, body = 1, ""
                for character in code[match.end():]:
                    depth += {"{": 1, "}": -1}.get(character, 0)
                    if depth == 0:
                        break
                    body += character if depth == 1 else ""
                for case in re.findall(r"\bcase\s+([^\n;]+)", body):
                    for element in case.split(","):
                        element = element.strip()
                        if element and "=" not in element and re.fullmatch(r"\w+", element):
                            names.add(element)
    return sorted(name for name in names if name not in ignored)


# ---------------------------------------------------------------------------------------------
# The command-line tool: subcommands, flags, options and their values.


def tool_lines(bin_path):
    output = subprocess.run(
        [os.path.join(bin_path, "textinput"), "--experimental-dump-help"],
        check=True, capture_output=True, text=True,
    ).stdout
    lines = set()

    def walk(command, path):
        name = " ".join(path)
        lines.add(name + SEP + "command")
        for argument in command.get("arguments", []):
            if not argument.get("shouldDisplay", True):
                continue
            names = argument.get("names") or []
            spelled = " ".join(
                ("-" if n["kind"] == "short" else "--" if n["kind"] == "long" else "-") + n["name"] for n in names
            )
            key = name + " " + (spelled.split(" ")[-1] if spelled else "<" + argument.get("valueName", "value") + ">")
            detail = argument["kind"] + (" " + spelled if spelled else "")
            if argument.get("allValues"):
                detail += " values: " + ", ".join(argument["allValues"])
            lines.add(key + SEP + detail)
        for sub in command.get("subcommands", []):
            walk(sub, path + [sub["commandName"]])

    walk(json.loads(output)["command"], ["textinput"])
    return sorted(lines)


# ---------------------------------------------------------------------------------------------
# The whole interface.


def current_interface(root, bin_path):
    """The text baselines: the adapters, the tool's flags and the JSON literals."""
    ignored_path = os.path.join(root, BASELINE_DIR, IGNORED_LITERALS)
    ignored = set()
    if os.path.exists(ignored_path):
        with open(ignored_path, encoding="utf-8") as handle:
            ignored = {line.strip() for line in handle if line.strip() and not line.startswith("#")}
    return {
        "TextInputKitUIKit.txt": source_declaration_lines(os.path.join(root, "Sources/TextInputKitUIKit")),
        "TextInputKitSwiftUI.txt": source_declaration_lines(os.path.join(root, "Sources/TextInputKitSwiftUI")),
        "textinput.txt": tool_lines(bin_path),
        "json-literals.txt": json_literal_lines(
            [os.path.join(root, "Sources", d) for d in ("TextInputKit", "TextInputCommands", "TextInputKitUIKit", "TextInputKitSwiftUI")],
            ignored,
        ),
    }


def read_baseline(root):
    baseline = {}
    directory = os.path.join(root, BASELINE_DIR)
    if not os.path.isdir(directory):
        return baseline
    for name in sorted(os.listdir(directory)):
        if name.endswith(".txt") and name != IGNORED_LITERALS:
            with open(os.path.join(directory, name), encoding="utf-8") as handle:
                baseline[name] = [line.rstrip("\n") for line in handle if line.strip()]
    return baseline


def key_of(line):
    return line.split(SEP, 1)[0]


def ancestors(key):
    """The key and every enclosing name: `A.B.c(_:)` → `A.B.c(_:)`, `A.B`, `A`."""
    result = [key]
    depth = 0
    for position, character in enumerate(key):
        depth += {"(": 1, ")": -1}.get(character, 0)
        if depth == 0 and character in ". " and position > 0 and key[position - 1] not in ".<>=!&|+-*/%^~?":
            result.append(key[:position])
    return result


def changelog_text(root):
    path = os.path.join(root, "CHANGELOG.md")
    if not os.path.exists(path):
        return ""
    with open(path, encoding="utf-8") as handle:
        # An HTML comment holds a section's template, not entries.
        return re.sub(r"<!--.*?-->", "", handle.read(), flags=re.S)


def unreleased_section(root):
    match = re.search(r"^## \[Unreleased\][^\n]*\n(.*?)(?=^## \[|\Z)", changelog_text(root), re.M | re.S)
    return match.group(1) if match else ""


def mentions(text):
    return set(re.findall(r"`([^`\n]+)`", text))


def git(root, *arguments):
    result = subprocess.run(["git", "-C", root, *arguments], capture_output=True, text=True)
    return result.stdout if result.returncode == 0 else None


def release_baseline(root):
    """The baseline committed with the newest release in CHANGELOG.md that has a git tag (`0.1.0`
    or `v0.1.0`), and the changelog text written since it; None before the first tagged release."""
    text = changelog_text(root)
    for match in re.finditer(r"^## \[(\d+\.\d+\.\d+[^\]]*)\]", text, re.M):
        version = match.group(1)
        for tag in (version, "v" + version):
            if git(root, "rev-parse", "-q", "--verify", "refs/tags/" + tag) is None:
                continue
            baseline = {}
            for path in (git(root, "ls-tree", "--name-only", tag, BASELINE_DIR + "/") or "").split():
                name = os.path.basename(path)
                if name.endswith(".txt") and name != IGNORED_LITERALS:
                    baseline[name] = [line for line in git(root, "show", tag + ":" + path).splitlines() if line.strip()]
            return tag, baseline, text[:match.start()]
    return None


def removals(old, new):
    """(what, key, line) for every line of `old` that `new` lacks: removed, or changed when the
    name is still there with another declaration."""
    new_keys = {key_of(line) for line in new}
    return [
        ("changed" if key_of(line) in new_keys else "removed", key_of(line), line)
        for line in sorted(set(old) - set(new))
    ]


def compare(root, current):
    """Returns (problems, report): the removed or changed names without a changelog entry, as
    (file, what, key), and every difference between the baseline and the interface."""
    baseline = read_baseline(root)
    mentioned = mentions(unreleased_section(root))
    problems, report = [], []
    for file in sorted(set(baseline) | set(current)):
        old, new = baseline.get(file, []), current.get(file, [])
        for what, key, line in removals(old, new):
            report.append(f"  {file}: {what}: {line}")
            if not any(name in mentioned for name in ancestors(key)):
                problems.append((file, what, key))
        old_keys = {key_of(line) for line in old}
        for line in sorted(set(new) - set(old)):
            if key_of(line) not in old_keys:
                report.append(f"  {file}: added: {line}")
    release = release_baseline(root)
    if release is not None:
        # Since the last release, too: a baseline updated by hand, or an entry deleted later.
        tag, released, since = release
        mentioned = mentions(since)
        for file in sorted(released):
            for what, key, _ in removals(released[file], current.get(file, [])):
                if not any(name in mentioned for name in ancestors(key)) and not any(
                    p[0] == file and p[2] == key for p in problems
                ):
                    problems.append((file, what + " since " + tag, key))
    return problems, report


def core_problems(root, breakages):
    """The API-diff messages whose declaration no changelog entry names."""
    release = release_baseline(root)
    mentioned = mentions(release[2] if release is not None else unreleased_section(root))
    problems = []
    for message in breakages:
        name = breakage_name(message) or message
        if not any(candidate in mentioned for candidate in ancestors(name)):
            problems.append(("TextInputKit (swift package diagnose-api-breaking-changes)", message, name))
    return problems


def check_interface(root, bin_path, update):
    current = current_interface(root, bin_path)
    problems, report = compare(root, current)
    ref = core_baseline_ref(root)
    if ref is None:
        print(f"release check: no tagged release and no {BASELINE_DIR}/{CORE_REF}: run --update.")
        return False
    if git(root, "rev-parse", "-q", "--verify", ref + "^{commit}") is None:
        print(f"release check: the core's baseline {ref} is not in this clone (a shallow clone?).")
        return False
    breakages = api_breakages(root, ref)
    problems = core_problems(root, breakages) + problems
    print(f"release check: TextInputKit against {ref[:12]}: {len(breakages)} breaking change(s), "
          f"{sum(1 for p in problems if p[0].startswith('TextInputKit'))} without a changelog entry.")
    if problems:
        print("release check: public interface changed without a changelog entry.")
        print("Name each of these in backticks in the Unreleased section of CHANGELOG.md (renames first):")
        for file, what, key in problems:
            where = file if file.startswith("TextInputKit (") else f"{BASELINE_DIR}/{file}"
            print(f"  `{key}`  ({what}, {where})")
        print("A name's enclosing type or command also counts: `InputPolicy` covers `InputPolicy.apply(_:to:)`.")
        print("Then run: Scripts/release-check.sh --update")
        if update:
            print("The baseline was not updated.")
        return False
    if update:
        directory = os.path.join(root, BASELINE_DIR)
        os.makedirs(directory, exist_ok=True)
        if release_baseline(root) is None:
            # Before the first release, the core's breaking changes are counted from here on.
            with open(os.path.join(directory, CORE_REF), "w", encoding="utf-8") as handle:
                handle.write(git(root, "rev-parse", "HEAD").strip() + "\n")
        for name, lines in current.items():
            with open(os.path.join(directory, name), "w", encoding="utf-8") as handle:
                handle.write("".join(line + "\n" for line in lines))
        print(f"release check: {BASELINE_DIR}/ updated ({sum(len(v) for v in current.values())} entries).")
        for line in report[:40]:
            print(line)
        if len(report) > 40:
            print(f"  ... and {len(report) - 40} more: see `git diff {BASELINE_DIR}`.")
        return True
    if report:
        print("release check: the public interface differs from its baseline:")
        for line in report:
            print(line)
        print("The changelog covers every removal and change; update the baseline and commit it:")
        print("  Scripts/release-check.sh --update")
        return False
    return True


# ---------------------------------------------------------------------------------------------
# Third-party files and their notices.

THIRD_PARTY_FOLDER = re.compile(r"^(Data|Fixtures|ThirdParty)$|conformance|twitter-text", re.I)


def is_third_party(path):
    """A file in a folder named `Data`, `Fixtures` or `ThirdParty`, or in a folder whose name
    contains `conformance` or `twitter-text`, at any depth; README files describe, they are not data."""
    folders = path.split("/")[:-1]
    return any(THIRD_PARTY_FOLDER.search(folder) for folder in folders) and os.path.basename(path).lower() != "readme.md"


def third_party_files(root):
    """Every tracked or new (not ignored) third-party file."""
    listed = subprocess.run(
        ["git", "-C", root, "ls-files", "--cached", "--others", "--exclude-standard"],
        check=True, capture_output=True, text=True,
    ).stdout.splitlines()
    return sorted(path for path in set(listed) if is_third_party(path) and os.path.exists(os.path.join(root, path)))


def check_notices(root, report=print):
    notice_path = os.path.join(root, "NOTICE")
    notice = ""
    if os.path.exists(notice_path):
        with open(notice_path, encoding="utf-8") as handle:
            notice = handle.read()
    missing = [
        path for path in third_party_files(root)
        if not re.search(r"(?<![\w/.-])" + re.escape(path) + r"(?![\w/.-])", notice)
    ]
    if missing:
        report("release check: third-party files without an entry in NOTICE:")
        for path in missing:
            report("  " + path)
        report("Add each path to NOTICE with its source, version and licence (see the DocC article \"Versioning\").")
        return False
    return True

# ---------------------------------------------------------------------------------------------
# Self-test: fake renames in temporary copies must fail without a changelog entry and pass with one.


def self_test(root, bin_path):
    failures = []

    def expect(condition, description):
        print(("  ok    " if condition else "  FAIL  ") + description)
        if not condition:
            failures.append(description)

    def write(path, text):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)

    def changelog(entry):
        return "# Changelog\n\n## [Unreleased]\n\n" + entry + "\n## [0.1.0] - 2026-11-23\n\n- `Old.name`\n"

    def problems_for(workspace, baseline, current, entry):
        write(os.path.join(workspace, "CHANGELOG.md"), changelog(entry))
        directory = os.path.join(workspace, BASELINE_DIR)
        os.makedirs(directory, exist_ok=True)
        for name in os.listdir(directory):
            os.remove(os.path.join(directory, name))
        for name, lines in baseline.items():
            write(os.path.join(directory, name), "".join(line + "\n" for line in lines))
        return compare(workspace, current)

    with tempfile.TemporaryDirectory() as workspace:
        # 1. SwiftPM's API diff on a small package: a method renamed, a case and a property removed.
        print("A small package's interface changed, diffed by swift package diagnose-api-breaking-changes:")
        package = os.path.join(workspace, "greeter")
        write(os.path.join(package, "Package.swift"),
              "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Greeter\", "
              "products: [.library(name: \"Greeter\", targets: [\"Greeter\"])], targets: [.target(name: \"Greeter\")])\n")
        source = os.path.join(package, "Sources", "Greeter", "Greeter.swift")
        write(source, "public struct Greeter: Sendable {\n  public init() {}\n"
                      "  public func greet(name: String) -> String { \"hi\" }\n"
                      "  public var count: Int { 1 }\n}\npublic enum Mood { case happy, sad }\n")
        commit = ["git", "-C", package, "-c", "user.name=check", "-c", "user.email=check@example.com"]
        subprocess.run(["git", "init", "-q", package], check=True)
        subprocess.run(["git", "-C", package, "add", "-A"], check=True)
        subprocess.run(commit + ["commit", "-q", "-m", "base"], check=True)
        base = git(package, "rev-parse", "HEAD").strip()
        write(source, "public struct Greeter: Sendable {\n  public init() {}\n"
                      "  public func greet(person: String) -> String { \"hi\" }\n"
                      "  public var count: Int8 { 1 }\n}\npublic enum Mood { case happy }\n")
        breakages = api_breakages(package, base, products=("Greeter",))
        names = sorted({breakage_name(message) for message in breakages})
        expect(names == ["Greeter.count", "Greeter.greet(name:)", "Mood.sad"],
               "the diff names the renamed method, the retyped property and the removed case: " + repr(breakages))
        write(os.path.join(package, "CHANGELOG.md"), changelog(""))
        problems = core_problems(package, breakages)
        expect(sorted({p[2] for p in problems}) == names, "fails without an entry: " + repr(problems))
        write(os.path.join(package, "CHANGELOG.md"), changelog(
            "### Changed\n\n- `Greeter.greet(name:)` is now `greet(person:)`; `Greeter.count` is an `Int8`.\n"
            "### Removed\n\n- `Mood.sad`.\n"))
        expect(core_problems(package, breakages) == [], "passes with an entry for each")
        write(os.path.join(package, "CHANGELOG.md"), changelog("- `Greeter` and `Mood` changed.\n"))
        expect(core_problems(package, breakages) == [], "the enclosing type's name covers its members")
        write(os.path.join(package, "CHANGELOG.md"), changelog("- Renamed Greeter.greet(name:).\n"))
        expect(len(core_problems(package, breakages)) == len(breakages), "a name outside backticks does not count")
        expect(breakage_name("API breakage: accessor Greeter.count.Get() has return type change") == "Greeter.count",
               "an accessor's change is its property's")

        # 2. Before the first release the baseline is TextInputKit.ref; after it, the release's tag.
        print("The core's baseline: the ref file before a release, the tag after:")
        write(os.path.join(package, BASELINE_DIR, CORE_REF), base + "\n")
        expect(core_baseline_ref(package) == base, "no tag: the commit in " + CORE_REF)
        subprocess.run(["git", "-C", package, "tag", "0.1.0", base], check=True)
        expect(core_baseline_ref(package) == "0.1.0", "a tagged release in the changelog: its tag")
        write(os.path.join(package, "CHANGELOG.md"),
              "# Changelog\n\n## [Unreleased]\n\n- nothing\n\n## [0.1.0] - 2026-11-23\n\n- `Greeter.greet(name:)`\n")
        expect(len(core_problems(package, breakages)) == len(breakages),
               "an entry before the release does not cover a change after it")

        # 3. A JSON key renamed in a copy of this package's sources.
        print("A JSON key renamed in a copy of the sources:")
        sources = os.path.join(workspace, "Sources")
        for module in ("TextInputKit", "TextInputCommands"):
            for file in swift_files(os.path.join(root, "Sources", module)):
                with open(file, encoding="utf-8") as handle:
                    text = handle.read()
                write(os.path.join(sources, module, os.path.relpath(file, os.path.join(root, "Sources", module))),
                      text.replace('"maxCombiningMarks"', '"maxMarks"'))
        before = json_literal_lines([os.path.join(root, "Sources", m) for m in ("TextInputKit", "TextInputCommands")], set())
        after = json_literal_lines([os.path.join(sources, m) for m in ("TextInputKit", "TextInputCommands")], set())
        baseline, current = {"json-literals.txt": before}, {"json-literals.txt": after}
        problems, _ = problems_for(workspace, baseline, current, "")
        expect([p[2] for p in problems] == ["maxCombiningMarks"], "fails without an entry: " + repr(problems))
        problems, _ = problems_for(workspace, baseline, current, "- The policy key `maxCombiningMarks` is now `maxMarks`.\n")
        expect(problems == [], "passes with an entry")

        # 4. An adapter property renamed (read from the source: UIKit is not compiled on Linux).
        print("A UIKit adapter property renamed in a copy of its source:")
        adapter = os.path.join(workspace, "Adapter")
        for file in swift_files(os.path.join(root, "Sources", "TextInputKitUIKit")):
            with open(file, encoding="utf-8") as handle:
                text = handle.read()
            write(os.path.join(adapter, os.path.basename(file)),
                  text.replace("public var onInputEvent:", "public var onFeedback:"))
        before = source_declaration_lines(os.path.join(root, "Sources", "TextInputKitUIKit"))
        after = source_declaration_lines(adapter)
        baseline, current = {"TextInputKitUIKit.txt": before}, {"TextInputKitUIKit.txt": after}
        problems, _ = problems_for(workspace, baseline, current, "")
        expect(sorted(p[2] for p in problems) == [
                   "PolicyTextInputView.onInputEvent", "StickerTextView.onInputEvent",
                   "TextInputCoordinator.onInputEvent"],
               "fails without an entry: " + repr(problems))
        problems, _ = problems_for(workspace, baseline, current,
                                   "- `PolicyTextInputView.onInputEvent`, `StickerTextView.onInputEvent` and "
                                   "`TextInputCoordinator.onInputEvent` are `onFeedback`.\n")
        expect(problems == [], "passes with an entry")

        # 5. A third-party fixture without a notice.
        print("A third-party data file without a notice:")
        repository = os.path.join(workspace, "repository")
        write(os.path.join(repository, "Tests", "KitTests", "Fixtures", "twitter-text", "validate.yml"), "tests: {}\n")
        write(os.path.join(repository, "Sources", "Kit", "Unicode", "Data", "README.md"), "About the data.\n")
        write(os.path.join(repository, "NOTICE"), "Nothing yet.\n")
        subprocess.run(["git", "init", "-q", repository], check=True)
        missing = third_party_files(repository)
        expect(missing == ["Tests/KitTests/Fixtures/twitter-text/validate.yml"], "finds the fixture: " + repr(missing))
        expect(not check_notices(repository, report=lambda _: None), "fails without an entry")
        write(os.path.join(repository, "NOTICE"), "Tests/KitTests/Fixtures/twitter-text/validate.yml: twitter-text\n")
        expect(check_notices(repository, report=lambda _: None), "passes with an entry")

    if failures:
        print(f"release check self-test: {len(failures)} failed.")
        return False
    print("release check self-test: all passed.")
    return True


def main(arguments):
    command, root = arguments[0], os.path.abspath(arguments[1])
    if command == "notices":
        return 0 if check_notices(root) else 1
    bin_path = arguments[2]
    if command == "self-test":
        return 0 if self_test(root, bin_path) else 1
    ok = check_notices(root)
    ok = check_interface(root, bin_path, update=(command == "update")) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
