# SPDX-License-Identifier: GPL-3.0-or-later
# bash completion for tandem-cli (tandem-cli(1)); zsh has its own (packaging/completion/_tandem-cli)
# that reads the same help. The commands and each command's options come from tandem-cli itself:
# the commands from the overview of `tandem-cli --help`, the options from
# `tandem-cli COMMAND --help`, which lists the options that command takes and no others. So the
# completion cannot fall out of step with the program it completes. The help is read in the C
# locale: a Japanese or Chinese help translates the "Commands:" heading looked for here.

# _tandem_cli_help CLI [COMMAND]: the untranslated help.
_tandem_cli_help() {
    LANGUAGE='' LC_ALL=C "$@" --help 2>/dev/null
}

# _tandem_cli_commands CLI: the commands, one per line.
_tandem_cli_commands() {
    _tandem_cli_help "$1" | sed -n '/^Commands:/,/^Options:/s/^  \([a-z][a-z-]*\).*/\1/p'
}

# _tandem_cli_options CLI [COMMAND] [valued]: the long options COMMAND takes (all of them
# without COMMAND), one per line; with "valued", only those that take a value.
_tandem_cli_options() {
    local pattern='s/^  \(-[a-zA-Z?], \)\{0,1\}\(--[a-z][a-z-]*\).*/\2/p'
    [ "${3:-}" = valued ] && pattern='s/^  \(-[a-zA-Z?], \)\{0,1\}\(--[a-z][a-z-]*\) <.*/\2/p'
    if [ -n "${2:-}" ]; then
        _tandem_cli_help "$1" "$2" | sed -n "$pattern"
    else
        _tandem_cli_help "$1" | sed -n "$pattern"
    fi
}

_tandem_cli() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
    local cli=${COMP_WORDS[0]} command="" i valued
    valued=" $(_tandem_cli_options "$cli" "" valued | tr '\n' ' ') "
    # The command is the first word that is neither an option nor an option's value.
    for ((i = 1; i < COMP_CWORD; i++)); do
        case ${COMP_WORDS[i]} in
        -*) [[ $valued == *" ${COMP_WORDS[i]} "* ]] && ((i++)) ;;
        *)
            command=${COMP_WORDS[i]}
            break
            ;;
        esac
    done
    case $prev in
    --state | --identity | --known-hosts | --out | --report | --history | --probe | --python)
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
        return
        ;;
    --snippets | --nccl-home | --nccl-tests-dir)
        mapfile -t COMPREPLY < <(compgen -d -- "$cur")
        return
        ;;
    esac
    if [[ $cur == -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$(_tandem_cli_options "$cli" "$command")" -- "$cur")
    elif [[ -z $command ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$(_tandem_cli_commands "$cli")" -- "$cur")
    elif [[ $command == parse ]]; then
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
    else
        # The nodes: names this machine knows (/etc/hosts, ~/.ssh/config through bash's list).
        mapfile -t COMPREPLY < <(compgen -A hostname -- "$cur")
    fi
}
complete -F _tandem_cli tandem-cli
