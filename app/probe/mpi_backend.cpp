// SPDX-License-Identifier: GPL-3.0-or-later
// Host buffers and MPI collectives: what the lab runs (no GPU), and a host-path comparison.
#include "backend.h"
#include "json_line.h"

#include <climits>
#include <cstdlib>
#include <stdexcept>
#include <vector>

namespace probe {

std::string envJson(const char *const *names)
{
    JsonLine obj;
    for (; *names; ++names) {
        if (const char *v = std::getenv(*names))
            obj.str(*names, v);
    }
    return obj.text();
}

namespace {

void check(int rc, const char *what)
{
    if (rc != MPI_SUCCESS) {
        char msg[MPI_MAX_ERROR_STRING];
        int len = 0;
        MPI_Error_string(rc, msg, &len);
        throw std::runtime_error(std::string(what) + ": "
                                 + std::string(msg, static_cast<std::size_t>(len)));
    }
}

int asInt(std::size_t n)
{
    // MPI counts are int; larger messages would need derived datatypes.
    if (n > static_cast<std::size_t>(INT_MAX))
        throw std::runtime_error("message too large for the MPI backend (over INT_MAX elements)");
    return static_cast<int>(n);
}

class MpiBackend final : public Backend
{
public:
    explicit MpiBackend(MPI_Comm comm)
        : m_comm(comm)
    {
        MPI_Comm_rank(comm, &m_rank);
        MPI_Comm_size(comm, &m_size);
    }
    const char *name() const override { return "mpi"; }

    void allocate(Op, const Layout &largest) override
    {
        m_send.assign(largest.sendCount, 0.0f);
        m_recv.assign(largest.recvCount, 0.0f);
    }

    void prepare(Op, const Layout &l) override
    {
        for (std::size_t i = 0; i < l.sendCount; ++i)
            m_send[i] = fillValue(m_rank, i);
        for (std::size_t i = 0; i < l.recvCount; ++i)
            m_recv[i] = -1.0f; // never a fill value or a sum of them
    }

    double run(Op op, const Layout &l, int count) override
    {
        const int chunk = asInt(l.chunk);
        const int next = (m_rank + 1) % m_size;
        const int prev = (m_rank - 1 + m_size) % m_size;
        float *s = m_send.data();
        float *r = m_recv.data();
        check(MPI_Barrier(m_comm), "MPI_Barrier");
        const double t0 = MPI_Wtime();
        for (int i = 0; i < count; ++i) {
            switch (op) {
            case Op::AllReduce:
                check(MPI_Allreduce(s, r, asInt(l.sendCount), MPI_FLOAT, MPI_SUM, m_comm),
                      "MPI_Allreduce");
                break;
            case Op::AllGather:
                check(MPI_Allgather(s, chunk, MPI_FLOAT, r, chunk, MPI_FLOAT, m_comm),
                      "MPI_Allgather");
                break;
            case Op::ReduceScatter:
                check(MPI_Reduce_scatter_block(s, r, chunk, MPI_FLOAT, MPI_SUM, m_comm),
                      "MPI_Reduce_scatter_block");
                break;
            case Op::SendRecv:
                check(MPI_Sendrecv(s,
                                   chunk,
                                   MPI_FLOAT,
                                   next,
                                   0,
                                   r,
                                   chunk,
                                   MPI_FLOAT,
                                   prev,
                                   0,
                                   m_comm,
                                   MPI_STATUS_IGNORE),
                      "MPI_Sendrecv");
                break;
            case Op::AllToAll:
                check(MPI_Alltoall(s, chunk, MPI_FLOAT, r, chunk, MPI_FLOAT, m_comm),
                      "MPI_Alltoall");
                break;
            }
        }
        return count > 0 ? (MPI_Wtime() - t0) / count : 0.0;
    }

    std::uint64_t countWrong(Op op, const Layout &l) override
    {
        std::uint64_t wrong = 0;
        for (std::size_t j = 0; j < l.recvCount; ++j) {
            if (m_recv[j] != expectedValue(op, m_rank, m_size, l.chunk, j))
                ++wrong;
        }
        return wrong;
    }

    std::string device() const override { return "cpu"; }
    const char *allocator() const override { return "host"; }

    std::string transportJson() const override
    {
        static const char *const names[] = {"OMPI_MCA_btl",
                                            "OMPI_MCA_pml",
                                            "OMPI_MCA_btl_tcp_if_include",
                                            "OMPI_MCA_oob_tcp_if_include",
                                            "UCX_NET_DEVICES",
                                            nullptr};
        return JsonLine().str("kind", "mpi").raw("env", envJson(names)).text();
    }

private:
    MPI_Comm m_comm;
    int m_rank = 0;
    int m_size = 1;
    std::vector<float> m_send;
    std::vector<float> m_recv;
};

} // namespace

std::unique_ptr<Backend> makeMpiBackend(MPI_Comm comm)
{
    return std::make_unique<MpiBackend>(comm);
}

} // namespace probe
