#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The neighbours on one link, $1 (CablingChecks): who is at the other end of each cable. One
# all-nodes echo from the link-local address; every node on the link answers, and the neighbour
# solicitation it sends first (to learn our MAC) puts its own MAC into our table. Needs no
# address plan and no root.
# ping sends its echo at once, but without root it may not send a second one for a second, and
# its own copy of the echo answers it first, so its exit says nothing about the others: the
# table is read every 50 ms while ping waits, and the answer is the table once it holds a
# neighbour and its count has not changed for 100 ms (every answer on a link comes within
# milliseconds), or whatever it holds when ping gives up after 1 s. Each look is one `ip`, its
# entries counted by the shell: the cabling check runs this on every link of every node. $2, when
# given, is how many looks the count must hold for (2, 100 ms, by default): a second try on a
# link that found nobody waits longer, as it runs when the nodes are slow to answer.
set -f # the table is split into words below: none of them is a pattern
# A link that came up a moment ago has a tentative link-local address while the kernel checks
# it is unique (duplicate address detection, about a second); nothing can be sent from it until
# then, and the echo would find nobody. Wait for it, 3 s at most (an address whose check failed
# stays tentative). A port with no link-local address at all has nothing to wait for.
n=0
while [ "$n" -lt 60 ]; do
  case $(ip -6 -o addr show dev "$1" scope link 2>/dev/null) in
    *tentative*) sleep 0.05; n=$((n + 1)) ;;
    *) break ;;
  esac
done
ping -6 -w 1 -I "$1" ff02::1 >/dev/null 2>&1 &
p=$!
last=0
same=0
while kill -0 "$p" 2>/dev/null; do
  sleep 0.05
  now=0
  for w in $(ip neigh show dev "$1" 2>/dev/null); do
    [ "$w" = lladdr ] && now=$((now + 1))
  done
  if [ "$now" -gt 0 ] && [ "$now" = "$last" ]; then
    same=$((same + 1))
    [ "$same" -ge "${2:-2}" ] && break
  else
    same=0
  fi
  last=$now
done
kill "$p" 2>/dev/null
wait "$p" 2>/dev/null
ip -j neigh show dev "$1"
