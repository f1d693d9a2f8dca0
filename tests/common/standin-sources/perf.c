/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nccl-tests stand-in program (tests only): links NCCL, and Open MPI when built with MPI=1. */
#include <stdio.h>
#ifdef MPI_SUPPORT
#include <mpi.h>
#endif

int ncclGetVersion(int *version);

int main(void)
{
    int version = 0;
    ncclGetVersion(&version);
#ifdef MPI_SUPPORT
    int initialized = 0;
    MPI_Initialized(&initialized);
#endif
    printf("# nccl-tests stand-in nccl-library=%d\n", version);
    return 0;
}
