#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The processes of Tandem's bandwidth runs that still run on this node as this user
# (core/remote/leftoverruns.h): mpirun, the `timeout` around it and orted carry
# `--mca tandem_run_id RUN` (and, from Tandems that record it, `--mca tandem_owner OWNER`) on
# their command lines (core/nccl/mpiruncommand.h). One line per process:
# `PID SECONDS RUN OWNER PROGRAM`, OWNER `-` for a run that names none; at most 256 lines.
# The names are matched as whole words that follow -mca or --mca, so neither this script nor
# a cleanup's `pkill -f` pattern is listed. The values lose the double quotes mpirun puts around
# them on the ssh command line that starts orted on the other nodes.
ps -ww -u "$(id -u)" -o pid=,etimes=,args= | awk '
{
  run = ""; owner = "-"
  for (i = 4; i < NF; i++) {
    if ($(i - 1) != "--mca" && $(i - 1) != "-mca") continue
    v = $(i + 1); gsub(/^"|"$/, "", v)
    if ($i == "tandem_run" "_id") run = v
    if ($i == "tandem_" "owner") owner = v
  }
  if (run == "") next
  prog = $3; sub(/.*\//, "", prog)
  print $1, $2, run, owner, prog
  if (++n >= 256) exit
}'
