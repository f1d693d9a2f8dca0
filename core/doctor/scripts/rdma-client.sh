#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The client end of the Doctor's RDMA test (RdmaTest::client): $1 the RDMA device, $2 the GID
# index, $3 the port, $4 the server's address. Prints ib_write_bw's output.
command -v ib_write_bw > /dev/null 2>&1 || { echo "ib_write_bw is not installed" >&2; exit 127; }
exec timeout 60 ib_write_bw -d "$1" -i 1 -x "$2" -p "$3" -F --report_gbits -q 4 -s 65536 -n 20000 "$4"
