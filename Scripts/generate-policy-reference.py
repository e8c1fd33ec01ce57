#!/usr/bin/env python3
"""Writes the table of policy-file keys in the DocC article "Policy files" from
Schemas/policy.schema.json, the one place the keys are described.

    Scripts/generate-policy-reference.py          # rewrites the table between its markers
    Scripts/generate-policy-reference.py --check  # exit 1 when the article is out of date

`PolicyReferenceTests` checks the same table against the schema in `swift test`.
"""
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "Schemas" / "policy.schema.json"
ARTICLE = ROOT / "Sources" / "TextInputKit" / "Exports" / "Documentation.docc" / "PolicyFiles.md"
BEGIN = "<!-- policy keys: generated from Schemas/policy.schema.json by Scripts/generate-policy-reference.py -->"
END = "<!-- end of policy keys -->"


def resolve(node, defs):
    while "$ref" in node:
        node = defs[node["$ref"].split("/")[-1]]
    return node


def values(node, defs):
    """A short description of the values a schema node accepts."""
    node = resolve(node, defs)
    if "enum" in node:
        return ", ".join(f"`{json.dumps(value, ensure_ascii=False)}`" for value in node["enum"])
    if "anyOf" in node:
        options = [values(option, defs) for option in node["anyOf"]]
        # An array of the forms before it reads "an array of these".
        options = [
            "an array of these" if option == "an array of " + "; or ".join(options[:index]) else option
            for index, option in enumerate(options)]
        return "; or ".join(options)
    kind = node.get("type")
    if kind == "integer":
        low, high = node.get("minimum"), node.get("maximum")
        if low is not None and high is not None:
            return f"a whole number, {low:,} to {high:,}"
        if low is not None:
            return f"a whole number, at least {low:,}"
        return "a whole number"
    if kind == "string":
        if node.get("maxLength") == 1:
            return "one character"
        return "a string"
    if kind == "boolean":
        return "`true` or `false`"
    if kind == "array":
        return "an array of " + values(node["items"], defs)
    if kind == "object":
        keys = ", ".join(f"`{key}`" for key in node.get("properties", {}))
        return f"an object with {keys}" if keys else "an object"
    return "any value"


def objects(node, defs):
    """The object forms a property accepts, for rows of their own keys."""
    node = resolve(node, defs)
    if node.get("type") == "object" and "properties" in node:
        yield node
    for option in node.get("anyOf", []):
        yield from objects(option, defs)


def rows(schema):
    defs = schema.get("$defs", {})
    for key, node in schema["properties"].items():
        yield key, values(node, defs), node.get("description", "")
        for form in objects(node, defs):
            for sub, subnode in form["properties"].items():
                description = subnode.get("description") or resolve(subnode, defs).get("description", "")
                yield f"{key}.{sub}", values(subnode, defs), description


def table(schema):
    lines = ["| Key | Values | What it does |", "| --- | --- | --- |"]
    for key, accepted, description in rows(schema):
        cell = lambda text: text.replace("|", "\\|").replace("\n", " ")
        lines.append(f"| `{key}` | {cell(accepted)} | {cell(description)} |")
    return "\n".join(lines)


def main():
    schema = json.loads(SCHEMA.read_text())
    article = ARTICLE.read_text()
    start, end = article.index(BEGIN) + len(BEGIN), article.index(END)
    updated = article[:start] + "\n" + table(schema) + "\n" + article[end:]
    if "--check" in sys.argv:
        if updated != article:
            print(f"{ARTICLE.relative_to(ROOT)} is out of date: run {sys.argv[0]}", file=sys.stderr)
            sys.exit(1)
        return
    ARTICLE.write_text(updated)


if __name__ == "__main__":
    main()
