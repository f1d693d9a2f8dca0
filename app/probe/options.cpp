// SPDX-License-Identifier: GPL-3.0-or-later
#include "options.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace probe {

const char *opName(Op op)
{
    switch (op) {
    case Op::AllReduce: return "all_reduce";
    case Op::AllGather: return "all_gather";
    case Op::ReduceScatter: return "reduce_scatter";
    case Op::SendRecv: return "sendrecv";
    case Op::AllToAll: return "alltoall";
    }
    return "?";
}

bool opFromName(const char *name, Op *op)
{
    for (Op o : {Op::AllReduce, Op::AllGather, Op::ReduceScatter, Op::SendRecv, Op::AllToAll}) {
        if (std::strcmp(name, opName(o)) == 0) {
            *op = o;
            return true;
        }
    }
    return false;
}

const char *waitName(Wait wait)
{
    switch (wait) {
    case Wait::Yield: return "yield";
    case Wait::Block: return "block";
    case Wait::Spin: return "spin";
    }
    return "?";
}

bool parseSize(const std::string &text, std::size_t *out)
{
    if (text.empty() || text[0] < '0' || text[0] > '9')
        return false;
    errno = 0;
    char *end = nullptr;
    const unsigned long long v = std::strtoull(text.c_str(), &end, 10);
    if (errno != 0)
        return false;
    unsigned long long mult = 1;
    switch (*end) {
    case '\0': break;
    case 'K':
    case 'k':
        mult = 1ull << 10;
        ++end;
        break;
    case 'M':
    case 'm':
        mult = 1ull << 20;
        ++end;
        break;
    case 'G':
    case 'g':
        mult = 1ull << 30;
        ++end;
        break;
    default: return false;
    }
    if (*end != '\0' || (v != 0 && mult > ~0ull / v))
        return false;
    *out = static_cast<std::size_t>(v * mult);
    return true;
}

namespace {

bool parseInt(const char *text, long lo, long hi, long *out)
{
    errno = 0;
    char *end = nullptr;
    const long v = std::strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

} // namespace

std::string parseOptions(int argc, char **argv, Options *o)
{
    bool sawMax = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "-h" || a == "--help") {
            o->help = true;
            continue;
        }
        if (a == "--version") {
            o->version = true;
            continue;
        }
        if (i + 1 >= argc)
            return "unknown argument or missing value: " + a;
        const char *v = argv[++i];
        long n = 0;
        if (a == "--backend") {
            if (std::strcmp(v, "nccl") == 0)
                o->backend = BackendKind::Nccl;
            else if (std::strcmp(v, "mpi") == 0)
                o->backend = BackendKind::Mpi;
            else
                return std::string("--backend must be nccl or mpi, not ") + v;
        } else if (a == "--alloc") {
            if (std::strcmp(v, "nccl") == 0)
                o->alloc = Alloc::Nccl;
            else if (std::strcmp(v, "cuda") == 0)
                o->alloc = Alloc::Cuda;
            else
                return std::string("--alloc must be nccl or cuda, not ") + v;
        } else if (a == "--wait") {
            bool known = false;
            for (Wait w : {Wait::Yield, Wait::Block, Wait::Spin}) {
                if (std::strcmp(v, waitName(w)) == 0) {
                    o->wait = w;
                    known = true;
                }
            }
            if (!known)
                return std::string("--wait must be yield, block or spin, not ") + v;
        } else if (a == "--mode") {
            if (std::strcmp(v, "sweep") == 0)
                o->mode = Mode::Sweep;
            else if (std::strcmp(v, "soak") == 0)
                o->mode = Mode::Soak;
            else
                return std::string("--mode must be sweep or soak, not ") + v;
        } else if (a == "--op") {
            if (!opFromName(v, &o->op))
                return std::string("unknown --op ") + v;
        } else if (a == "-b" || a == "--minbytes") {
            if (!parseSize(v, &o->minBytes) || o->minBytes == 0)
                return std::string("bad size for -b: ") + v;
        } else if (a == "-e" || a == "--maxbytes") {
            if (!parseSize(v, &o->maxBytes) || o->maxBytes == 0)
                return std::string("bad size for -e: ") + v;
            sawMax = true;
        } else if (a == "-f" || a == "--stepfactor") {
            if (!parseInt(v, 2, 1024, &n))
                return std::string("-f must be an integer from 2 to 1024, not ") + v;
            o->factor = static_cast<std::size_t>(n);
        } else if (a == "--iters" || a == "-n") {
            if (!parseInt(v, 1, 1000000, &n))
                return std::string("bad --iters: ") + v;
            o->iters = static_cast<int>(n);
        } else if (a == "--warmup" || a == "-w") {
            if (!parseInt(v, 0, 1000000, &n))
                return std::string("bad --warmup: ") + v;
            o->warmup = static_cast<int>(n);
        } else if (a == "--interval-ms") {
            if (!parseInt(v, 10, 3600000, &n))
                return std::string("bad --interval-ms: ") + v;
            o->intervalMs = static_cast<int>(n);
        } else if (a == "--seconds") {
            char *end = nullptr;
            o->seconds = std::strtod(v, &end);
            if (end == v || *end != '\0' || !(o->seconds > 0))
                return std::string("bad --seconds: ") + v;
        } else if (a == "--datatype" || a == "-d") {
            if (std::strcmp(v, "float") != 0)
                return std::string("only --datatype float is supported, not ") + v;
        } else {
            return "unknown argument: " + a;
        }
    }
    // A soak runs one size: -e when given, else -b.
    if (o->mode == Mode::Soak)
        o->minBytes = o->maxBytes = sawMax ? o->maxBytes : o->minBytes;
    if (o->minBytes > o->maxBytes)
        return "-b is larger than -e";
    return {};
}

const char *usageText()
{
    return "usage: tandem-probe [--version] [--backend nccl|mpi] [--mode sweep|soak] [--alloc "
           "nccl|cuda]\n"
           "  [--wait yield|block|spin]\n"
           "  [--op all_reduce|all_gather|reduce_scatter|sendrecv|alltoall]\n"
           "  [-b SIZE] [-e SIZE] [-f FACTOR] [--iters N] [--warmup N]\n"
           "  [--interval-ms MS] [--seconds S] [--datatype float]\n"
           "Prints JSON lines on stdout (rank 0); see docs/probe-json.md.\n";
}

} // namespace probe
