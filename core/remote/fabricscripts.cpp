// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabricscripts.h"

#include <QCryptographicHash>
#include <QRegularExpression>

namespace Tandem {

namespace {

// The key is made on the node and stays there: only the .pub is printed. `ssh-keygen -y`
// (deriving a lost .pub) reads the private key on the node itself and prints a public key.
constexpr char keySh[] = R"sh(set -eu
umask 077
d="$HOME/.ssh"
k="$d/tandem_fabric_ed25519"
mkdir -p "$d"
chmod 700 "$d"
h=$(hostname)
if [ -e "$k" ]; then
  echo existing
else
  ssh-keygen -q -t ed25519 -N '' -C "tandem-fabric@$h" -f "$k" </dev/null >/dev/null
  echo created
fi
if [ ! -s "$k.pub" ]; then
  p=$(ssh-keygen -y -f "$k" </dev/null)
  printf '%s tandem-fabric@%s\n' "$p" "$h" >"$k.pub"
fi
id -un
printf '%s\n' "$h"
head -n 1 "$k.pub"
)sh";

constexpr char hostKeysSh[] = R"sh(for t in ed25519 ecdsa rsa; do
  f="/etc/ssh/ssh_host_${t}_key.pub"
  if [ -r "$f" ]; then head -n 1 "$f"; fi
done
)sh";

// Reads each file whole in one go (base64 on one line): the hash the write compares against is
// taken here, on this computer, of exactly these bytes.
constexpr char readSh[] = R"sh(set -eu
show() {
  if [ ! -e "$2" ]; then
    if [ -L "$2" ]; then echo "$1 dangling"; else echo "$1 absent"; fi
    return 0
  fi
  if [ ! -f "$2" ]; then echo "$1 notfile"; return 0; fi
  if [ ! -O "$2" ]; then echo "$1 foreign"; return 0; fi
  s=$(stat -L -c %s -- "$2")
  if [ "$s" -gt "$max" ]; then echo "$1 toolarge $s"; return 0; fi
  if [ -L "$2" ]; then k=link; else k=file; fi
  printf '%s %s %s\n' "$1" "$k" "$(stat -L -c %a -- "$2")"
  base64 -w0 <"$2"
  echo
}
max=$1
for n in authorized_keys known_hosts config; do show "$n" "$HOME/.ssh/$n"; done
show manifest "$HOME/.local/state/tandem/fabric.json"
)sh";

// Compare-and-swap per file. The new bytes are decoded next to their target first; then every
// target is compared with what was read (one changed: nothing is written); then each is swapped
// in. The window between the last compare and the rename is as short as a shell makes it.
constexpr char writeSh[] = R"sh(set -eu
umask 077
d="$HOME/.ssh"
m="$HOME/.local/state/tandem/fabric.json"
key=$1
shift
path() { case $1 in manifest) printf '%s' "$m" ;; *) printf '%s' "$d/$1" ;; esac; }
now() { if [ -e "$1" ] || [ -L "$1" ]; then sha256sum <"$1" | cut -d' ' -f1; else echo absent; fi; }
split() { n=${1%%:*} r=${1#*:}; want=${r%%:*} r=${r#*:}; act=${r%%:*} mode=${r#*:}; f=$(path "$n"); t="${f%/*}/.tandem-fabric-new.$n.$$"; }
same() {
  for x in "$@"; do
    split "$x"
    if [ "$(now "$f")" != "$want" ]; then
      echo "tandem: $f was changed after Tandem read it; nothing was written" >&2
      exit 4
    fi
  done
}
tmps=""
trap 'rm -f $tmps' EXIT
for x in "$@"; do
  split "$x"
  [ "$act" = write ] || continue
  mkdir -p -m 700 "${f%/*}"
  IFS= read -r data || { echo "tandem: the new contents did not arrive whole" >&2; exit 5; }
  tmps="$tmps $t"
  printf '%s' "$data" | base64 -d >"$t"
done
same "$@"
for x in "$@"; do
  split "$x"
  case $act in
  remove) rm -f -- "$f" ;;
  write)
    if [ -L "$f" ]; then
      cat -- "$t" >"$f"
      rm -f -- "$t"
      sync -- "$f"
    else
      if [ "$mode" = - ]; then
        if [ -e "$f" ]; then mode=$(stat -c %a -- "$f"); else mode=600; fi
      fi
      chmod "$mode" "$t"
      sync -- "$t"
      mv -f -- "$t" "$f"
    fi
    ;;
  keep) if [ "$mode" != - ]; then chmod "$mode" "$f"; fi ;;
  esac
  sync -- "${f%/*}"
  echo "ok $n"
done
if [ ! -e "$m" ]; then rmdir "${m%/*}" 2>/dev/null || true; fi
if [ "$key" = remove-key ]; then
  k="$d/tandem_fabric_ed25519"
  if [ -e "$k.pub" ] && grep -q ' tandem-fabric@[A-Za-z0-9._-]*$' "$k.pub"; then
    rm -f "$k" "$k.pub"
    echo "key removed"
  elif [ -e "$k" ] || [ -e "$k.pub" ]; then
    echo "key kept"
  else
    echo "key absent"
  fi
fi
)sh";

RemoteCommand shCommand(const QByteArray &script, const QList<QByteArray> &args)
{
    QList<QByteArray> argv{"sh", "-c", script, "sh"};
    argv += args;
    return RemoteCommand(argv);
}

} // namespace

QByteArray FabricScripts::keyScript()
{
    return QByteArray(keySh);
}

QByteArray FabricScripts::hostKeysScript()
{
    return QByteArray(hostKeysSh);
}

QByteArray FabricScripts::readScript()
{
    return QByteArray(readSh);
}

QByteArray FabricScripts::writeScript()
{
    return QByteArray(writeSh);
}

RemoteCommand FabricScripts::keyCommand()
{
    return shCommand(keyScript(), {});
}

RemoteCommand FabricScripts::hostKeysCommand()
{
    return shCommand(hostKeysScript(), {});
}

RemoteCommand FabricScripts::readCommand()
{
    return shCommand(readScript(), {QByteArray::number(maxFileBytes)});
}

RemoteCommand FabricScripts::writeCommand(const QList<FabricWrite> &writes, bool removeKey)
{
    QList<QByteArray> args{removeKey ? QByteArray("remove-key") : QByteArray("keep-key")};
    QByteArray input;
    for (const FabricWrite &write : writes) {
        const char *action = write.action == FabricWrite::Action::Write    ? "write"
                             : write.action == FabricWrite::Action::Remove ? "remove"
                                                                           : "keep";
        args << write.name + ':' + write.expected + ':' + action + ':'
                    + (write.mode.isEmpty() ? QByteArray("-") : write.mode);
        if (write.action == FabricWrite::Action::Write)
            input += write.content.toBase64() + '\n';
    }
    RemoteCommand command = shCommand(writeScript(), args);
    command.setStdinData(input);
    return command;
}

Result<QList<FabricFileState>> FabricScripts::parseRead(const CommandResult &result)
{
    if (!result.ok())
        return makeError(result.error ? result.error->toString()
                                      : tr("Reading the ssh files ended with exit status %1: %2")
                                            .arg(result.exitStatus)
                                            .arg(QString::fromUtf8(result.err).trimmed()));
    const QList<QByteArray> names = files() << QByteArray("manifest");
    QList<QByteArray> lines = result.out.split('\n');
    if (lines.endsWith(QByteArray()))
        lines.removeLast();
    QList<FabricFileState> states;
    qsizetype at = 0;
    for (const QByteArray &name : names) {
        const QList<QByteArray> words = lines.value(at++).split(' ');
        const QString shown = displayName(name);
        if (words.size() < 2 || words.at(0) != name)
            return makeError(tr("Reading the ssh files printed something unexpected."));
        FabricFileState state;
        state.name = name;
        const QByteArray &kind = words.at(1);
        if (kind == "absent" && words.size() == 2) {
            states << state;
            continue;
        }
        if (kind == "foreign")
            return makeError(tr("%1 belongs to another user; Tandem does not edit it.").arg(shown));
        if (kind == "notfile" || kind == "dangling")
            return makeError(
                tr("%1 is not a regular file (or a link to one); Tandem does not edit it.")
                    .arg(shown));
        if (kind == "toolarge")
            return makeError(tr("%1 is larger than %2 bytes; Tandem does not edit it.")
                                 .arg(shown)
                                 .arg(maxFileBytes));
        static const QRegularExpression modeRe(QStringLiteral("^[0-7]{3,4}$"));
        if ((kind != "file" && kind != "link") || words.size() != 3
            || !modeRe.match(QString::fromLatin1(words.at(2))).hasMatch())
            return makeError(tr("Reading the ssh files printed something unexpected."));
        auto decoded = QByteArray::fromBase64Encoding(lines.value(at++),
                                                      QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            return makeError(tr("%1 did not arrive whole.").arg(shown));
        state.exists = true;
        state.link = kind == "link";
        state.mode = words.at(2);
        state.content = std::move(*decoded);
        if (state.content.size() > maxFileBytes)
            return makeError(tr("%1 is larger than %2 bytes; Tandem does not edit it.")
                                 .arg(shown)
                                 .arg(maxFileBytes));
        states << state;
    }
    if (at != lines.size())
        return makeError(tr("Reading the ssh files printed something unexpected."));
    return states;
}

QList<QByteArray> FabricScripts::files()
{
    return {"authorized_keys", "known_hosts", "config"};
}

QString FabricScripts::displayName(const QByteArray &name)
{
    if (name == "manifest")
        return QStringLiteral("~/.local/state/tandem/fabric.json");
    return QStringLiteral("~/.ssh/") + QString::fromUtf8(name);
}

QByteArray FabricFileState::sha256() const
{
    if (!exists)
        return "absent";
    return QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex();
}

} // namespace Tandem
