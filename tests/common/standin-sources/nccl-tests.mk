# SPDX-License-Identifier: GPL-3.0-or-later
# nccl-tests stand-in (tests only): `make MPI=1 MPI_HOME=... NCCL_HOME=...` like nccl-tests'.
MPI ?= 0
NCCL_HOME ?= /usr
TESTS := all_reduce all_gather broadcast reduce_scatter reduce alltoall sendrecv
ifeq ($(MPI), 1)
CC := mpicc
CFLAGS := -DMPI_SUPPORT
else
CC := cc
endif

all:
	@mkdir -p build
	@for t in $(TESTS); do printf 'Compiling  %-35s > %s\n' "$$t.cu" "build/$$t.o"; sleep 0.05; done
	@for t in $(TESTS); do \
	  $(CC) $(CFLAGS) -I$(NCCL_HOME)/include -o build/$${t}_perf perf.c -L$(NCCL_HOME)/lib -lnccl || exit 1; \
	  printf 'Linking  %-35s > %s\n' "build/$$t.o" "build/$${t}_perf"; done
