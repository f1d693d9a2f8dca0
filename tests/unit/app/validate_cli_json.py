#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every JSON document and JSON line tandem-cli prints without a lab validates against
docs/cli-json-schema.json (JSON Schema draft 2020-12): `parse KIND --json` of every recorded
output of every kind (the fuzz seeds under tests/fuzz/corpus/outputs name their kind on their
first line) and of every nccl-tests run under tests/data/nccl-tests, `history --json` and
`report --json`. The commands that need nodes print through the same function
(app/cli/clioutput.cpp, so with the same format_version); this test does not run them.

usage: validate_cli_json.py SCHEMA TANDEM_CLI SOURCE_DIR
Exit 0 valid, 1 invalid, 77 (skipped) without python3-jsonschema.
"""
import json
import os
import pathlib
import subprocess
import sys
import tempfile

try:
    import jsonschema
except ImportError:
    print("SKIP: python3-jsonschema is not installed")
    sys.exit(77)

schema_path, cli, source = sys.argv[1:]
with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
source = pathlib.Path(source)
failures = 0
checked = 0


def check(name, args, stdin=b"", env=None):
    global failures, checked
    done = subprocess.run([cli, *args, "--json"], input=stdin, capture_output=True, env=env,
                          timeout=60)
    if done.returncode not in (0, 1):
        print(f"FAIL: {name}: exit {done.returncode}: {done.stderr.decode(errors='replace')[:300]}")
        failures += 1
        return
    text = done.stdout.decode("utf-8")
    try:
        documents = [json.loads(text)]
    except json.JSONDecodeError:  # JSON lines
        documents = [json.loads(line) for line in text.splitlines() if line.strip()]
    for document in documents:
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        for error in errors:
            print(f"FAIL: {name}: {'/'.join(map(str, error.path)) or '(top)'}: {error.message}")
        failures += bool(errors)
        checked += 1


for seed in sorted((source / "tests/fuzz/corpus/outputs").iterdir()):
    if seed.name.startswith("identity-"):  # the identity script's, for the fuzzer
        continue
    data = seed.read_bytes()
    kind, _, body = data.partition(b"\n")
    check(f"parse {kind.decode()} {seed.name}", ["parse", kind.decode(), "-"], body)
for run in sorted((source / "tests/data/nccl-tests").iterdir()):
    if run.suffix in (".txt", ".json") and not run.name.endswith("_info.txt"):
        check(f"parse nccl-tests {run.name}", ["parse", "nccl-tests", str(run)])
with tempfile.TemporaryDirectory() as home:
    env = dict(os.environ, XDG_DATA_HOME=home, XDG_CONFIG_HOME=home, QT_QPA_PLATFORM="offscreen")
    check("history (empty)", ["history", "--history", os.path.join(home, "history.db")], env=env)
    check("report", ["report", "--state", str(source / "tests/data/report/sweep-state.json"),
                     "--out", os.path.join(home, "report.json")], env=env)

print(f"{checked} document(s) checked, {failures} invalid")
sys.exit(1 if failures or checked < 20 else 0)
