// SPDX-License-Identifier: GPL-3.0-or-later
// Fill and check on the GPU: copying gigabytes to the host per size would delay samples.
#pragma once

#include "collective.h"

#include <cstddef>
#include <cuda_runtime_api.h>

namespace probe::gpu {

cudaError_t fill(float *data, std::size_t n, int rank, cudaStream_t stream);
// Adds the number of wrong elements to *counter (device memory).
cudaError_t countWrong(const float *data,
                       std::size_t n,
                       Op op,
                       int rank,
                       int nranks,
                       std::size_t chunk,
                       unsigned long long *counter,
                       cudaStream_t stream);

} // namespace probe::gpu
