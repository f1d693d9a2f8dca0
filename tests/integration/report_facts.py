#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads the facts back from the three exports of one report and says whether they agree.

usage: report_facts.py REPORT.json REPORT.html REPORT.pdf [--schema docs/report-schema.json]
The facts: node names, CX7 addresses, checklist verdicts, the judged busbw, the transport and
the overall verdict. JSON is the reference; the HTML's data-fact elements must hold the same
values, and the PDF's text (pdftotext, whitespace ignored) must contain each of them.
Prints the facts as one JSON line; exit 0 agree, 1 disagree.
"""
import html as htmllib
import json
import re
import subprocess
import sys

args = sys.argv[1:]
schema = None
if "--schema" in args:
    i = args.index("--schema")
    schema = args[i + 1]
    del args[i:i + 2]
json_path, html_path, pdf_path = args
words = {"pass": "PASS", "fail": "FAIL", "not_run": "NOT RUN"}

with open(json_path, encoding="utf-8") as f:
    doc = json.load(f)
if schema:
    import jsonschema
    with open(schema, encoding="utf-8") as f:
        jsonschema.Draft202012Validator(json.load(f)).validate(doc)

bw = doc.get("bandwidth") or {}
facts = {
    "nodes": [n["name"] for n in doc["nodes"]],
    "cx7": [i["address"] for n in doc["nodes"] for i in n["cx7"]],
    "verdicts": {item["id"]: words[item["verdict"]] for item in doc["checklist"]},
    "busbw": "%.2f GB/s" % bw["judged_busbw_gbps"] if bw.get("judged_busbw_gbps") is not None else "",
    "transport": (bw.get("transport") or {}).get("summary", ""),
    "accepted": doc["accepted"],
}
problems = []

with open(html_path, encoding="utf-8") as f:
    page = f.read()
seen = {"nodes": [], "cx7": [], "verdicts": {}, "busbw": "", "transport": "", "accepted": None}
for kind, item, value in re.findall(r'data-fact="([a-z0-9-]+)"(?: data-item="([a-z_]+)")?>([^<]*)<', page):
    value = htmllib.unescape(value)
    if kind == "node-name":
        seen["nodes"].append(value)
    elif kind == "cx7-address":
        seen["cx7"].append(value)
    elif kind == "verdict":
        seen["verdicts"][item] = value
    elif kind in ("busbw", "transport"):
        seen[kind] = value
    elif kind == "accepted":
        seen["accepted"] = value.startswith("Accepted")
for key, value in facts.items():
    if seen[key] != value:
        problems.append(f"HTML {key}: {seen[key]!r} != JSON {value!r}")

text = subprocess.run(["pdftotext", pdf_path, "-"], check=True, capture_output=True, text=True).stdout
squeezed = re.sub(r"\s+", "", text)
squeeze = lambda s: re.sub(r"\s+", "", s)
for name in facts["nodes"] + facts["cx7"]:
    if squeeze(name) not in squeezed:
        problems.append(f"PDF lacks {name!r}")
# An item's checks are a block of the appendix headed "A.<n> <title> (<VERDICT>)"; an item no
# check has run for has none, and its verdict is only in the checklist's table.
for item in doc["checklist"]:
    if not item["checks"]:
        continue
    heading = squeeze(f'{item["title"]} ({words[item["verdict"]]})')
    if heading not in squeezed:
        problems.append(f"PDF lacks the verdict {heading!r}")
# The bandwidth section is a table of labels and values: each value must follow its label.
for key, label in (("busbw", "Judged bus bandwidth"), ("transport", "Transport")):
    if facts[key] and squeeze(label + facts[key]) not in squeezed:
        at = squeezed.find(squeeze(label))
        near = squeezed[at:at + 80] if at >= 0 else "(label missing)"
        problems.append(f"PDF lacks {key} {facts[key]!r} after {label!r}: {near!r}")
if (squeeze("Accepted: every checklist item passed.") in squeezed) != facts["accepted"]:
    problems.append("PDF's overall verdict differs")

print(json.dumps(facts))
for p in problems:
    print("MISMATCH:", p, file=sys.stderr)
sys.exit(1 if problems else 0)
