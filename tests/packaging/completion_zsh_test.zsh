#!/usr/bin/env zsh
# SPDX-License-Identifier: GPL-3.0-or-later
# The zsh completion (packaging/completion/_tandem-cli) against the built tandem-cli, the same
# cases as the bash one (completion_test.sh): the commands with what each does, each command's
# own options and none of another's, an option's value skipped when looking for the command,
# files after --state, hosts after a command; and the same in a Japanese session. The function
# is autoloaded from its file as zsh's compinit would; zsh's completion system itself needs a
# terminal, so its entry points (_describe, _files, _hosts) are stand-ins that print what they
# were given, filtered by the word being completed as zsh filters it. Usage:
# completion_zsh_test.zsh COMPLETION_DIR TANDEM_CLI
emulate -L zsh
setopt err_exit no_unset pipe_fail
completion_dir=$1
cli=$2
integer failures=0
work=$(mktemp -d)
trap 'rm -rf $work' EXIT
# The completion runs the program named on the line, as zsh does: put the built one first.
mkdir $work/bin
ln -s ${cli:A} $work/bin/tandem-cli
path=($work/bin $path)
fpath=($completion_dir $fpath)
autoload -Uz _tandem-cli

_describe() {
    local -a entries
    entries=(${(P)argv[-1]})
    local entry
    for entry in $entries; do
        [[ ${entry%%:*} == ${PREFIX}* ]] && print -r -- "${entry%%:*}"
    done
    # Every entry has its description.
    for entry in $entries; do
        [[ -n ${entry#*:} && $entry == *:* ]] || print -r -- "NO-DESCRIPTION:${entry%%:*}"
    done
}
_files() { print -r -- "FILES${1:+ $1}" }
_hosts() { print -r -- HOSTS }

# expect "WANTED" WORD...: completing the last WORD offers exactly WANTED (sorted, spaces).
expect() {
    local wanted=$1 got
    shift
    local -a words
    words=("$@")
    local CURRENT=$#words PREFIX=${words[-1]}
    got=$(_tandem-cli | sort | tr '\n' ' ' | sed 's/ $//')
    if [[ $got == "$wanted" ]]; then
        print -r -- "PASS: $* -> ${got:-nothing}"
    else
        print -r -- "FAIL: $* -> '$got', wanted '$wanted'"
        failures+=1
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
expect "FILES" tandem-cli report --state ""
expect "FILES -/" tandem-cli bandwidth --nccl-home ""
expect "FILES" tandem-cli parse nccl-tests ""
expect "HOSTS" tandem-cli setup ""

# Every command the program lists is offered, each with its description.
all=$(tandem-cli --help | sed -n '/^Commands:/,/^Options:/s/^  \([a-z][a-z-]*\).*/\1/p' | sort | tr '\n' ' ' | sed 's/ $//')
if (( ${#${(z)all}} < 14 )); then
    print -r -- "FAIL: tandem-cli --help lists only: $all"
    failures+=1
fi
expect "$all" tandem-cli ""
# The descriptions are the help's own words.
# (The helpers exist once the autoloaded function has run, in the subshell that runs it.)
local -a described
described=(${(f)"$(words=(tandem-cli ''); CURRENT=2 PREFIX='' _tandem-cli >/dev/null; _tandem_cli_commands tandem-cli)"})
for wanted in "discover:find Sparks: mDNS _ssh._tcp (the default), a sweep" \
    "check:device, user and cabling checks and the topology"; do
    if (( ! ${described[(Ie)$wanted]} )); then
        print -r -- "FAIL: no '$wanted' among: ${(j:, :)described}"
        failures+=1
    fi
done

# A Japanese session translates the help's headings; the completion reads the untranslated one.
LANGUAGE=ja LANG=ja_JP.UTF-8 expect "$all" tandem-cli ""
LANGUAGE=ja LANG=ja_JP.UTF-8 expect "--soak" tandem-cli bandwidth spark-1a2b --so

if (( failures )); then
    print -r -- "$failures failure(s)"
    exit 1
fi
