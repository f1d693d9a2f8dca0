#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The bash completion (packaging/completion/tandem-cli.bash) against the built tandem-cli: it
# completes the commands, each command's own options and none of another's, skips an option's
# value when it looks for the command, and offers files after --state. Usage:
# completion_test.sh COMPLETION TANDEM_CLI
set -euo pipefail
completion=$1
cli=$2
failures=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck source=/dev/null
source "$completion"
# The completion runs the program named on the line, as bash does: put the built one first.
mkdir "$work/bin"
ln -s "$(realpath "$cli")" "$work/bin/tandem-cli"
PATH="$work/bin:$PATH"

# expect "WANTED" WORD...: completing the last WORD offers exactly WANTED (sorted, spaces).
expect() {
    local wanted=$1 got
    shift
    COMP_WORDS=("$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    _tandem_cli
    got=$(printf '%s\n' "${COMPREPLY[@]}" | sed '/^$/d' | sort | tr '\n' ' ' | sed 's/ $//')
    if [[ $got == "$wanted" ]]; then
        echo "PASS: $* -> ${got:-nothing}"
    else
        echo "FAIL: $* -> '${got}', wanted '${wanted}'"
        failures=$((failures + 1))
    fi
}

expect "discover" tandem-cli dis
expect "check" tandem-cli --json ch
expect "setup" tandem-cli --user bob se
expect "--sweep" tandem-cli discover --sw
expect "" tandem-cli discover --mt
expect "--mtu" tandem-cli setup spark-1a2b --mt
expect "--force-restore" tandem-cli restore spark-1a2b --force
expect "" tandem-cli setup spark-1a2b --force
expect "--soak" tandem-cli bandwidth spark-1a2b --so
expect "--no-nccl --no-rdma" tandem-cli doctor spark-1a2b --no-
expect "--nccl-tag --nccl-tests-dir --nccl-tests-source --nccl-tests-tag" tandem-cli prereqs spark-1a2b --nccl-t
expect "--out" tandem-cli report --ou
touch "$work/session-state.json"
expect "$work/session-state.json" tandem-cli report --state "$work/session-st"

# Every command the program lists is offered.
all=$(tandem-cli --help | sed -n '/^Commands:/,/^Options:/s/^  \([a-z][a-z-]*\).*/\1/p' | sort | tr '\n' ' ' | sed 's/ $//')
[[ $(echo "$all" | wc -w) -ge 14 ]] || { echo "FAIL: tandem-cli --help lists only: $all"; failures=$((failures + 1)); }
expect "$all" tandem-cli ""

# A Japanese session translates the help's headings; the completion reads the untranslated one.
LANGUAGE=ja LANG=ja_JP.UTF-8 expect "$all" tandem-cli ""
LANGUAGE=ja LANG=ja_JP.UTF-8 expect "--soak" tandem-cli bandwidth spark-1a2b --so

((failures == 0)) || { echo "$failures failure(s)"; exit 1; }
