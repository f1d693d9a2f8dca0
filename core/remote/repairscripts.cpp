// SPDX-License-Identifier: GPL-3.0-or-later
#include "repairscripts.h"

#include <QRegularExpression>

namespace Tandem {

namespace {

// Shared by both repairs: the backup copy and the atomic replace, keeping owner and mode.
constexpr char common[] = R"SH(set -u
backup() {
  s=$(date +%Y%m%d%H%M%S) b="$1.tandem-$s" n=1
  while [ -e "$b" ]; do b="$1.tandem-$s.$n"; n=$((n + 1)); done
  cp -p -- "$1" "$b" || { echo "cannot back up $1" >&2; exit 1; }
  echo "@backup $b"
}
replace() { chmod --reference="$1" "$2" 2> /dev/null; chown --reference="$1" "$2" 2> /dev/null; mv -f -- "$2" "$1" || { rm -f -- "$2"; echo "cannot replace $1" >&2; exit 1; }; }
)SH";

constexpr char unpinBody[] = R"SH(f=$1
[ -f "$f" ] || { echo "@unchanged"; exit 0; }
grep -q '^[[:space:]]*NCCL_IB_GID_INDEX[[:space:]]*=' "$f" || { echo "@unchanged"; exit 0; }
backup "$f"
t="$f.tandem-new.$$"
grep -v '^[[:space:]]*NCCL_IB_GID_INDEX[[:space:]]*=' "$f" > "$t"
[ $? -le 1 ] || { rm -f -- "$t"; echo "cannot write $t" >&2; exit 1; }
replace "$f" "$t"
echo "@changed"
)SH";

constexpr char pathBody[] = R"SH(d=$1 begin=$2 end=$3
f="$HOME/.bashrc"
if [ -f "$f" ] && grep -qxF "$begin" "$f"; then echo "@unchanged"; exit 0; fi
t="$f.tandem-new.$$"
{
  printf '%s\n' "$begin"
  printf '%s\n' "# Added by Tandem's Doctor: above the interactive guard, so that mpirun and orted start over SSH."
  # shellcheck disable=SC2016 # $PATH is for the shell that reads ~/.bashrc
  printf 'case ":$PATH:" in *":%s:"*) ;; *) export PATH="%s:$PATH" ;; esac\n' "$d" "$d"
  printf '%s\n' "$end"
  [ -f "$f" ] && cat -- "$f"
} > "$t" || { rm -f -- "$t"; echo "cannot write $t" >&2; exit 1; }
if [ -f "$f" ]; then backup "$f"; replace "$f" "$t"; else mv -f -- "$t" "$f"; fi
echo "@changed"
)SH";

constexpr char removeBody[] = R"SH(begin=$1 end=$2
f="$HOME/.bashrc"
if [ ! -f "$f" ] || ! grep -qxF "$begin" "$f"; then echo "@unchanged"; exit 0; fi
backup "$f"
t="$f.tandem-new.$$"
awk -v b="$begin" -v e="$end" '$0 == b { skip = 1; next } skip && $0 == e { skip = 0; next } !skip' "$f" > "$t" || { rm -f -- "$t"; exit 1; }
replace "$f" "$t"
echo "@changed"
)SH";

} // namespace

Result<RemoteCommand> RepairScripts::unpinGidIndex(const QString &file,
                                                   const QByteArray &sudoPassword)
{
    const bool system = file == QLatin1String("/etc/nccl.conf");
    if (!system && !file.endsWith(QLatin1String("/.nccl.conf")))
        return makeError(tr("Tandem takes NCCL_IB_GID_INDEX only out of ~/.nccl.conf or "
                            "/etc/nccl.conf, not out of %1.")
                             .arg(file));
    static const QRegularExpression plain(QStringLiteral("^/[A-Za-z0-9._/+-]{1,4000}$"));
    if (!plain.match(file).hasMatch() || file.contains(QLatin1String("/../")))
        return makeError(tr("%1 is not a path Tandem changes.").arg(file));
    RemoteCommand c({"sh", "-c", QByteArray(common) + unpinBody, "tandem-repair", file.toUtf8()});
    if (system)
        c.setSudo(true, sudoPassword);
    c.setTimeout(std::chrono::seconds(30));
    return c;
}

Result<RemoteCommand> RepairScripts::mpirunPath(const QString &directory)
{
    static const QRegularExpression plain(QStringLiteral("^/[A-Za-z0-9._/+-]{1,4000}$"));
    if (!plain.match(directory).hasMatch() || directory.contains(QLatin1String("/../")))
        return makeError(tr("%1 is not a folder Tandem puts on the PATH (an absolute path of "
                            "letters, digits and ._/+- only).")
                             .arg(directory));
    RemoteCommand c({"sh",
                     "-c",
                     QByteArray(common) + pathBody,
                     "tandem-repair",
                     directory.toUtf8(),
                     blockBegin,
                     blockEnd});
    c.setTimeout(std::chrono::seconds(30));
    return c;
}

RemoteCommand RepairScripts::removeMpirunPath()
{
    RemoteCommand c(
        {"sh", "-c", QByteArray(common) + removeBody, "tandem-repair", blockBegin, blockEnd});
    c.setTimeout(std::chrono::seconds(30));
    return c;
}

} // namespace Tandem
