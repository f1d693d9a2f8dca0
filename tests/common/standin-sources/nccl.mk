# SPDX-License-Identifier: GPL-3.0-or-later
# NCCL stand-in (tests only): `make src.build` like NCCL's, with NCCL-like log lines.
NVCC_GENCODE ?=
CUDA_HOME ?= /usr/local/cuda
STANDIN_FILES ?= 24
STANDIN_DELAY ?= 0.1
STANDIN_FAIL_AT ?= 0

src.build:
	@mkdir -p build/include build/lib build/obj
	@echo "NVCC_GENCODE is $(NVCC_GENCODE)"
	@i=0; while [ $$i -lt $(STANDIN_FILES) ]; do i=$$((i + 1)); \
	  printf 'Compiling  %-35s > %s\n' "file$$i.cc" "$(CURDIR)/build/obj/file$$i.o"; \
	  if [ $$i -eq $(STANDIN_FAIL_AT) ]; then echo "file$$i.cc:1:1: error: stand-in failure" >&2; exit 2; fi; \
	  sleep $(STANDIN_DELAY); done
	@printf '#define NCCL_MAJOR 2\n#define NCCL_MINOR 28\n#define NCCL_PATCH 9\n#define NCCL_SUFFIX ""\n#define NCCL_VERSION_CODE 22809\n' > build/include/nccl.h
	@printf 'const char ncclStandinVersion[] = "NCCL version 2.28.9+cuda13.0";\nint ncclGetVersion(int *v) { *v = 22809; return 0; }\n' > build/obj/version.c
	@cc -shared -fPIC -Wl,-soname,libnccl.so.2 -o build/lib/libnccl.so.2.28.9 build/obj/version.c
	@ln -sf libnccl.so.2.28.9 build/lib/libnccl.so.2 && ln -sf libnccl.so.2 build/lib/libnccl.so
	@printf 'Linking    %-35s > %s\n' libnccl.so.2.28.9 "$(CURDIR)/build/lib/libnccl.so.2.28.9"
