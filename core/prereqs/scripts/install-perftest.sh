#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# PrereqScripts::perftestScript, as root: the same for perftest, which the Doctor's RDMA test
# runs (docs/doctor.md, "RDMA test").
set -u
exec 2>&1
export DEBIAN_FRONTEND=noninteractive
apt-get update || exit 1
apt-get install -y --no-install-recommends perftest
