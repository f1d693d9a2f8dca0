#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The SSH fabric's key (FabricScripts::keyScript), as the user: makes
# ~/.ssh/tandem_fabric_ed25519 if absent. Prints "created" or "existing", the user name, the host
# name and the public key line. The key is made on the node and stays there: only the .pub is
# printed. `ssh-keygen -y` (deriving a lost .pub) reads the private key on the node itself and
# prints a public key.
set -eu
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
