#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# PrereqScripts::mpiScript, as root: apt-get update and install Open MPI (runtime and
# development files).
set -u
exec 2>&1
export DEBIAN_FRONTEND=noninteractive
apt-get update || exit 1
apt-get install -y --no-install-recommends openmpi-bin libopenmpi-dev
