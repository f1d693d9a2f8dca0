#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The report's JSON, as `tandem-cli report --out FILE.json` writes it, validates against
docs/report-schema.json (JSON Schema draft 2020-12), for every saved state given.

usage: validate_report_schema.py SCHEMA TANDEM_CLI STATE.json...
Exit 0 valid, 1 invalid, 77 (skipped) without python3-jsonschema.
"""
import json
import os
import subprocess
import sys
import tempfile

try:
    import jsonschema
except ImportError:
    print("SKIP: python3-jsonschema is not installed")
    sys.exit(77)

schema_path, cli, *states = sys.argv[1:]
with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

failed = False
with tempfile.TemporaryDirectory() as tmp:
    for i, state in enumerate(states):
        out = os.path.join(tmp, f"report{i}.json")
        run = subprocess.run([cli, "report", "--state", state, "--out", out], capture_output=True, text=True)
        if run.returncode not in (0, 1) or not os.path.exists(out):
            print(f"FAIL: tandem-cli report exited {run.returncode}: {run.stderr}")
            failed = True
            continue
        with open(out, encoding="utf-8") as f:
            document = json.load(f)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        # A session with a Doctor run has it in its report, one without has no trace of it.
        with open(state, encoding="utf-8") as f:
            has_doctor = "doctor_run" in json.load(f)
        if has_doctor != ("doctor" in document):
            print(f"FAIL: {state}: doctor_run in the state: {has_doctor}, doctor in the report: "
                  f"{'doctor' in document}")
            errors.append("doctor")
        for error in errors:
            print(f"FAIL: {state}: {'/'.join(map(str, error.path))}: {error.message}")
        # The schema must be able to fail: a report without its checklist is refused.
        broken = dict(document)
        del broken["checklist"]
        if validator.is_valid(broken):
            print("FAIL: the schema accepts a report without a checklist")
            errors.append("lenient")
        failed = failed or bool(errors)
        if not errors:
            print(f"ok   {os.path.basename(state)}: valid against {os.path.basename(schema_path)}")
sys.exit(1 if failed else 0)
