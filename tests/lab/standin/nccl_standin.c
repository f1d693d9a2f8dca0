/* SPDX-License-Identifier: GPL-3.0-or-later
 * NCCL stand-in library (tests only): what `tandem-lab up --nccl` installs as the playbook's
 * ~/nccl/build/lib/libnccl.so.2.28.9, so that the lab's nodes have an NCCL install the way a
 * Spark set up by the playbook does. It carries NCCL's version banner, which Tandem's
 * prerequisite check reads from the library, and answers ncclGetVersion; nothing else. */
const char ncclStandinVersion[] = "NCCL version 2.28.9+cuda13.0";

int ncclGetVersion(int *version)
{
    *version = 22809;
    return 0;
}
