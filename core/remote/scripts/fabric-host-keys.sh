#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The node's SSH host public keys (FabricScripts::hostKeysScript): ed25519, ecdsa, rsa; those
# that exist.
for t in ed25519 ecdsa rsa; do
  f="/etc/ssh/ssh_host_${t}_key.pub"
  if [ -r "$f" ]; then head -n 1 "$f"; fi
done
