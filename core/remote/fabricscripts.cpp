// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabricscripts.h"

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

// Shared by install and undo: what "Tandem's lines" are. GNU sed keeps a missing final newline,
// so stripping gives back the user's bytes exactly. The per-line rule catches a fabric key
// line that lost its block markers (authorized_keys only: nothing else carries that comment).
constexpr char commonSh[] = R"sh(set -eu
umask 077
d="$HOME/.ssh"
m="$HOME/.local/state/tandem/fabric.json"
strip() {
  if [ "$1" = authorized_keys ]; then
    sed -e '/^# tandem-fabric begin$/,/^# tandem-fabric end$/d' \
        -e '/ tandem-fabric@[A-Za-z0-9._-]*$/d' "$d/$1"
  else
    sed -e '/^# tandem-fabric begin$/,/^# tandem-fabric end$/d' "$d/$1"
  fi
}
# The pre-Tandem state of a file as the manifest recorded it at the first install.
recorded() {
  r=$(grep -F "{\"name\": \"$1\"," "$m" 2>/dev/null || true)
  existed=$(printf '%s' "$r" | sed -n 's/.*"existed": \([a-z]*\).*/\1/p')
  mode=$(printf '%s' "$r" | sed -n 's/.*"mode": "\([0-7]*\)".*/\1/p')
  want=$(printf '%s' "$r" | sed -n 's/.*"sha256": "\([0-9a-f]*\)".*/\1/p')
}
# Replaces $d/$1 with $2 (a temp file): atomically, or through a symlink where the user keeps
# the file elsewhere (dotfile repositories), so the link stays a link.
replace() {
  if [ -L "$d/$1" ]; then
    cat "$2" >"$d/$1"
    rm -f "$2"
  else
    mv -f "$2" "$d/$1"
  fi
}
tmps=""
trap 'rm -f $tmps' EXIT
newtmp() {
  t=$(mktemp "$d/.tandem-fabric.XXXXXX")
  tmps="$tmps $t"
}
)sh";

// Each file gets one block at its top: ssh_config takes the first value it reads, so the
// aliases win over any later "Host *"; authorized_keys and known_hosts do not care about
// order, and a block at the top never touches the user's last line.
constexpr char installSh[] = R"sh(mkdir -p "$d" "${m%/*}"
chmod 700 "$d"
entries=""
put() {
  f="$d/$1"
  recorded "$1"
  if [ -z "$existed" ]; then
    if [ -e "$f" ]; then existed=true; mode=$(stat -L -c %a "$f"); else existed=false; mode=""; fi
  fi
  newtmp
  {
    printf '# tandem-fabric begin\n%s\n# tandem-fabric end\n' "$2"
    if [ -e "$f" ]; then strip "$1"; fi
  } >"$t"
  sum=$(if [ -e "$f" ]; then strip "$1"; fi | sha256sum | cut -d' ' -f1)
  chmod 600 "$t"
  replace "$1" "$t"
  chmod 600 "$f"
  entries="$entries${entries:+,
}    {\"name\": \"$1\", \"existed\": $existed, \"mode\": \"$mode\", \"sha256\": \"$sum\"}"
  echo "ok $1 $sum"
}
# One JSON string per line of $1 (the lines hold no control characters: Tandem checked them).
lines() {
  printf '%s\n' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/      "/' -e 's/$/",/' -e '$s/,$//'
}
put authorized_keys "$1"
put known_hosts "$2"
put config "$3"
newtmp
{
  printf '{\n  "version": 1,\n  "written_by": "tandem ssh-fabric",\n'
  printf '  "key": ".ssh/tandem_fabric_ed25519",\n  "files": [\n%s\n  ],\n' "$entries"
  printf '  "added": {\n    "authorized_keys": [\n%s\n    ],\n' "$(lines "$1")"
  printf '    "known_hosts": [\n%s\n    ],\n' "$(lines "$2")"
  printf '    "config": [\n%s\n    ]\n  }\n}\n' "$(lines "$3")"
} >"$t"
mv -f "$t" "$m"
)sh";

constexpr char undoSh[] = R"sh(for n in authorized_keys known_hosts config; do
  f="$d/$n"
  recorded "$n"
  if [ ! -e "$f" ]; then echo "absent $n"; continue; fi
  newtmp
  strip "$n" >"$t"
  sum=$(sha256sum <"$t" | cut -d' ' -f1)
  if [ "$existed" = false ] && [ ! -s "$t" ]; then
    rm -f "$t" "$f"
    echo "removed $n"
    continue
  fi
  if cmp -s "$t" "$f"; then
    rm -f "$t"
  else
    replace "$n" "$t"
  fi
  if [ -n "$mode" ]; then chmod "$mode" "$f"; fi
  if [ -z "$want" ]; then echo "restored $n $sum"
  elif [ "$sum" = "$want" ]; then echo "identical $n $sum"
  else echo "changed $n $sum"; fi
done
if [ "${1:-}" = remove-key ]; then
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
rm -f "$m"
rmdir "${m%/*}" 2>/dev/null || true
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

QByteArray FabricScripts::installScript()
{
    return QByteArray(commonSh) + QByteArray(installSh);
}

QByteArray FabricScripts::undoScript()
{
    return QByteArray(commonSh) + QByteArray(undoSh);
}

RemoteCommand FabricScripts::keyCommand()
{
    return shCommand(keyScript(), {});
}

RemoteCommand FabricScripts::hostKeysCommand()
{
    return shCommand(hostKeysScript(), {});
}

RemoteCommand FabricScripts::installCommand(const FabricFiles &files)
{
    return shCommand(installScript(), {files.authorizedKeys, files.knownHosts, files.config});
}

RemoteCommand FabricScripts::undoCommand(bool removeKey)
{
    return shCommand(undoScript(), {removeKey ? QByteArray("remove-key") : QByteArray("keep-key")});
}

QList<QByteArray> FabricScripts::files()
{
    return {"authorized_keys", "known_hosts", "config"};
}

} // namespace Tandem
