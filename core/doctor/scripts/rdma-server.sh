#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The server end of the Doctor's RDMA test (RdmaTest::server): $1 the RDMA device, $2 the GID
# index, $3 the port. Prints "@listening" once the server listens, then ib_write_bw's output.
# `timeout` ends a server whose client never comes (a twin down, a failed client): perftest's
# server waits forever otherwise. The port is polled with ss so that the client starts only once
# the server listens; perftest's client does not retry.
command -v ib_write_bw > /dev/null 2>&1 || { echo "ib_write_bw is not installed" >&2; exit 127; }
p=$3
timeout 60 ib_write_bw -d "$1" -i 1 -x "$2" -p "$p" -F --report_gbits -q 4 -s 65536 -n 20000 &
pid=$!
i=0
while [ $i -lt 100 ]; do
  if ss -Htln "sport = :$p" 2> /dev/null | grep -q .; then echo "@listening"; break; fi
  kill -0 "$pid" 2> /dev/null || break
  sleep 0.1
  i=$((i + 1))
done
wait "$pid"
