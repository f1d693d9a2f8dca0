#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every document the repository cites is in the repository.

Comments and docs cite facts as `docs/<file>.md, "<Section>"` (CONTRIBUTING.md, "Citing
facts"). This check reads every tracked text file and fails when one cites:

- a Markdown file under docs/ that does not exist;
- a section (the quoted text right after a cited Markdown file of the repository) that is not a
  heading of that file;
- one of the project documents that live outside the repository (their names are in
  EXTERNAL below), or anything under a shared/docs folder, unless the repository has that
  file itself.

Files under tests/data are recorded output and are skipped, except their README files, and so
is this script. Under docs/ only Markdown links between the docs (`[flow.md](flow.md), "Step 5:
Apply"`) and the external names are checked, since the docs also name files of other projects.

usage: check_citations.py SOURCE_DIR [--allow LIST]
LIST holds paths (relative to SOURCE_DIR, one per line, # comments) that are not checked yet.
Exit 0 when nothing is wrong, 1 otherwise.
"""
import os
import re
import subprocess
import sys
import tempfile

# Built from parts so that this file does not cite them itself.
EXTERNAL = tuple(name + ".md" for name in ("design", "domain", "house" + "-style"))

# A path ending in .md, not part of a longer word or path.
MD_PATH = re.compile(r"(?<![\w./-])((?:[\w.-]+/)*[\w.-]+\.md)\b")
# An external name anywhere, also inside a longer path (docs/x.md, ../shared/docs/x.md).
EXTERNAL_RE = re.compile(r"(?<![\w-])(" + "|".join(re.escape(n) for n in EXTERNAL) + r")\b")
SHARED_DOCS = re.compile(r"(?<![\w-])shared/docs\b")
# In docs/: a Markdown link to a sibling document.
DOC_LINK = re.compile(r"\]\(([\w.-]+\.md)(?:#[\w-]*)?\)")
# What may follow a citation: `, "A"`, then more sections as `, "B"`, ` and "C"` or ` or "D"`
# (comment markers and line breaks between them are removed first).
FIRST_SECTION = re.compile(r'\s*,\s*"([^"\n]+)"')
MORE_SECTION = re.compile(r'\s*(?:,|\band\b|\bor\b)\s*"([^"\n]+)"')
COMMENT_BREAK = re.compile(r"\n[ \t]*(?:/\*+|\*+|//+|#+)?[ \t]*")
SELF = os.path.realpath(__file__)


def tracked_files(root):
    try:
        out = subprocess.run(["git", "-C", root, "ls-files", "-z"], capture_output=True,
                             check=True).stdout
        files = [f for f in out.decode("utf-8", "replace").split("\0") if f]
        if files:
            return files
    except (OSError, subprocess.CalledProcessError):
        pass
    # Not a git checkout (a source archive): every file, leaving out build trees.
    files = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != ".git"
                       and not os.path.exists(os.path.join(dirpath, d, "CMakeCache.txt"))]
        for name in filenames:
            files.append(os.path.relpath(os.path.join(dirpath, name), root))
    return files


def read_text(path):
    try:
        with open(path, "rb") as f:
            data = f.read(4 << 20)
    except OSError:
        return None
    if b"\0" in data[:8192]:
        return None
    return data.decode("utf-8", "replace")


_headings = {}


def headings(path):
    if path not in _headings:
        found = set()
        text = read_text(path) or ""
        fence = False
        for line in text.splitlines():
            if line.startswith("```"):
                fence = not fence
            elif not fence:
                m = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
                if m:
                    found.add(m.group(1))
        _headings[path] = found
    return _headings[path]


def sections_after(text, end):
    """The quoted section names that follow a citation ending at `end`."""
    tail = COMMENT_BREAK.sub(" ", text[end:end + 400])
    names = []
    m = FIRST_SECTION.match(tail)
    while m:
        names.append(m.group(1))
        m = MORE_SECTION.match(tail, m.end())
    return names


def resolve(root, citing, cited):
    """The repository file a cited path names (from the root, then beside the citing file)."""
    if ".." in cited.split("/"):
        return None
    real_root = os.path.realpath(root)
    for base in (root, os.path.join(root, os.path.dirname(citing))):
        candidate = os.path.realpath(os.path.join(base, cited))
        if candidate.startswith(real_root + os.sep) and os.path.isfile(candidate):
            return candidate
    return None


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def check_sections(root, rel, text, offset, end, target, problems):
    have = headings(target)
    for name in sections_after(text, end):
        if name not in have:
            problems.append(f"{rel}:{line_of(text, offset)}: "
                            f"{os.path.relpath(target, root)} has no section \"{name}\"")


def check_file(root, rel, text):
    problems = []
    in_docs = rel.startswith("docs/")
    for m in EXTERNAL_RE.finditer(text):
        start = m.start()
        while start > 0 and re.match(r"[\w./-]", text[start - 1]):
            start -= 1
        cited = text[start:m.end()]
        if not resolve(root, rel, cited):
            problems.append(f"{rel}:{line_of(text, m.start())}: cites {cited}, which is not in "
                            "the repository; cite the file under docs/ that holds the fact")
    for m in SHARED_DOCS.finditer(text):
        problems.append(f"{rel}:{line_of(text, m.start())}: cites a document in shared/docs, "
                        "outside the repository")
    if in_docs:
        for m in DOC_LINK.finditer(text):
            target = resolve(root, rel, m.group(1))
            if not target:
                problems.append(f"{rel}:{line_of(text, m.start())}: links to {m.group(1)}, "
                                "which is not in docs/")
            else:
                check_sections(root, rel, text, m.start(), m.end(), target, problems)
        return problems
    for m in MD_PATH.finditer(text):
        cited = m.group(1)
        if cited.endswith(EXTERNAL) and not resolve(root, rel, cited):
            continue  # reported above
        target = resolve(root, rel, cited)
        if target:
            check_sections(root, rel, text, m.start(), m.end(), target, problems)
        elif cited.startswith("docs/"):
            problems.append(f"{rel}:{line_of(text, m.start())}: cites {cited}, which is not in "
                            "docs/")
    return problems


def run(root, allowed):
    problems = []
    used = set()
    for rel in sorted(tracked_files(root)):
        rel = rel.replace(os.sep, "/")
        if rel.startswith("tests/data/") and not rel.endswith(".md"):
            continue
        if os.path.realpath(os.path.join(root, rel)) == SELF:
            continue  # its patterns and made-up examples name what it looks for
        text = read_text(os.path.join(root, rel))
        if text is None:
            continue
        found = check_file(root, rel, text)
        if rel in allowed:
            if found:
                used.add(rel)
            continue
        problems += found
    return problems, used


def self_test():
    """The rules on a small made-up tree, so that a change to the patterns cannot make the
    check pass everything."""
    name = EXTERNAL[0]
    files = {
        "docs/a.md": "# A\n\n## Good section\n\n```\n## not a heading\n```\n"
                     "See [b.md](b.md), \"Other\" and [c.md](c.md).\n",
        "docs/b.md": "# B\n\n## Other\n",
        "CONTRIBUTING.md": "# C\n\n## Rules\n",
        "ok.h": "// docs/a.md, \"Good section\"; docs/b.md, \"Other\" and\n"
                "// \"B\" (CONTRIBUTING.md, \"Rules\"). eugr/x/docs/NETWORKING.md\n",
        "bad.h": f"// docs/{name} 1.2 and {name}; ../shared/docs/x\n"
                 "// docs/missing.md; docs/a.md, \"Bad section\"\n"
                 "// docs/a.md, \"not a heading\"; CONTRIBUTING.md, \"Nope\"\n",
        "tests/data/x.txt": f"{name}\n",
    }
    with tempfile.TemporaryDirectory() as tmp:
        for rel, content in files.items():
            os.makedirs(os.path.dirname(os.path.join(tmp, rel)) or tmp, exist_ok=True)
            with open(os.path.join(tmp, rel), "w", encoding="utf-8") as f:
                f.write(content)
        _headings.clear()
        problems, _ = run(tmp, set())
        _headings.clear()
    where = sorted(p.split(": ", 1)[0] for p in problems)
    expected = ["bad.h:1", "bad.h:1", "bad.h:1", "bad.h:2", "bad.h:2", "bad.h:3", "bad.h:3",
                "docs/a.md:8"]
    if where != expected:
        print("self-test failed: expected problems at", expected, "got:")
        print("\n".join(problems))
        return False
    return True


def main(argv):
    if not argv or argv[0].startswith("-"):
        print(__doc__)
        return 2
    root = os.path.abspath(argv[0])
    allowed = set()
    if len(argv) >= 3 and argv[1] == "--allow":
        with open(argv[2], encoding="utf-8") as f:
            for line in f:
                line = line.split("#", 1)[0].strip()
                if line:
                    allowed.add(line)
    if not self_test():
        return 1
    problems, used = run(root, allowed)
    for path in sorted(allowed - used):
        print(f"note: {path} is on the allow-list but needs it no longer; remove it from there")
    for path in sorted(used):
        print(f"allowed for now: {path}")
    if problems:
        print("\n".join(problems))
        print(f"{len(problems)} citation(s) of documents or sections that are not in the "
              "repository (see CONTRIBUTING.md, \"Citing facts\")")
        return 1
    print("every cited document and section is in the repository")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
