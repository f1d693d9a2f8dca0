#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What tandem-cli printed with --json during a lab test, against docs/cli-json-schema.json:
each file is one JSON document or JSON lines, as the command wrote it. The unit test
(tests/unit/app/validate_cli_json.py) covers the commands that need no nodes; this covers the
ones that do (check, setup, bandwidth, ...), on the lab.

usage: validate_outputs.py SCHEMA FILE...
Exit 0 valid, 1 invalid (each error named), 77 without python3-jsonschema.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("SKIP: python3-jsonschema is not installed")
    sys.exit(77)

schema_path, *files = sys.argv[1:]
with open(schema_path, encoding="utf-8") as f:
    validator = jsonschema.Draft202012Validator(json.load(f))
failures = checked = 0
for path in files:
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if not text.strip():
        continue  # a command that failed before it printed anything: its test says why
    try:
        documents = [json.loads(text)]
    except json.JSONDecodeError:  # JSON lines
        try:
            documents = [json.loads(line) for line in text.splitlines() if line.strip()]
        except json.JSONDecodeError as error:
            print(f"FAIL: {path}: not JSON: {error}")
            failures += 1
            continue
    for number, document in enumerate(documents, 1):
        for error in sorted(validator.iter_errors(document), key=lambda e: list(e.path)):
            where = "/".join(map(str, error.path)) or "(top)"
            print(f"FAIL: {path} document {number}: {where}: {error.message}")
            failures += 1
        checked += 1
print(f"{checked} document(s) from {len(files)} file(s) checked, {failures} error(s)")
sys.exit(1 if failures else 0)
