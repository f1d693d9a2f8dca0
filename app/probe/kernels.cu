// SPDX-License-Identifier: GPL-3.0-or-later
#include "kernels.h"

namespace probe::gpu {
namespace {

constexpr int kThreads = 256;
constexpr int kMaxBlocks = 4096; // grid-stride: enough blocks to fill an H200 or a GB10

int blocksFor(std::size_t n)
{
    const std::size_t b = (n + kThreads - 1) / kThreads;
    return static_cast<int>(b < kMaxBlocks ? (b ? b : 1) : kMaxBlocks);
}

__global__ void fillKernel(float *data, std::size_t n, int rank)
{
    const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
    for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
         i += stride)
        data[i] = fillValue(rank, i);
}

__global__ void checkKernel(const float *data,
                            std::size_t n,
                            Op op,
                            int rank,
                            int nranks,
                            std::size_t chunk,
                            unsigned long long *counter)
{
    unsigned long long wrong = 0;
    const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
    for (std::size_t j = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; j < n;
         j += stride) {
        if (data[j] != expectedValue(op, rank, nranks, chunk, j))
            ++wrong;
    }
    if (wrong)
        atomicAdd(counter, wrong);
}

} // namespace

cudaError_t fill(float *data, std::size_t n, int rank, cudaStream_t stream)
{
    fillKernel<<<blocksFor(n), kThreads, 0, stream>>>(data, n, rank);
    return cudaGetLastError();
}

cudaError_t countWrong(const float *data,
                       std::size_t n,
                       Op op,
                       int rank,
                       int nranks,
                       std::size_t chunk,
                       unsigned long long *counter,
                       cudaStream_t stream)
{
    checkKernel<<<blocksFor(n), kThreads, 0, stream>>>(data, n, op, rank, nranks, chunk, counter);
    return cudaGetLastError();
}

} // namespace probe::gpu
