// SPDX-License-Identifier: GPL-3.0-or-later
//
// nccl-tests stand-in for the Tandem lab.
//
// Installed by `tandem-lab up` as ~/nccl-tests/build/<collective>_perf on every node; the
// collective is taken from argv[0]. Under mpirun it really exchanges small messages between
// the ranks every iteration (so a broken MPI path fails as the real thing would), and rank 0
// prints the exact nccl-tests 2.19.6 text format with timings derived from the lab's link
// state: both RoCE twins live -> ~23.7 GB/s busbw, one twin -> about half, no usable RoCE
// device (NCCL_IB_HCA, NCCL_IB_DISABLE=1) -> NCCL's Socket transport (~1.1 GB/s).
// "Live" means the netdev has carrier and an IPv4 address, read from /sys and getifaddrs.
// NCCL_DEBUG=INFO prints NCCL-style transport lines (to NCCL_DEBUG_FILE if set).
// Lab faults are read from $TANDEM_LAB_DIR/shared/faults (path found in /etc/tandem-lab.conf).
// Like NCCL it reads ~/.nccl.conf (or NCCL_CONF_FILE) and /etc/nccl.conf for variables the
// environment lacks, and honours NCCL_IB_GID_INDEX against the node's sysfs GID table. Without
// mpirun (no launcher variables) it runs as one rank without MPI, as the Doctor reads versions.

#define _GNU_SOURCE
#include <arpa/inet.h>
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <ifaddrs.h>
#include <libgen.h>
#include <math.h>
#include <mpi.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#define HOSTLEN 64
#define NDEV 4
/* GB/s, both twins of one 200G port (docs/nccl.md, "Reference numbers") */
#define FULL_BUSBW 23.7
#define SOCKET_BUSBW 1.1  /* GB/s, NCCL Socket transport over the management NIC */
#define ALIGN 4           /* nccl-tests' element alignment for the *GetCollByteCount helpers */
#define PROBE_ELEMS 256   /* elements actually exchanged per MPI call */

static const char *kRoce[NDEV] = {"rocep1s0f0", "roceP2p1s0f0", "rocep1s0f1", "roceP2p1s0f1"};
static const char *kNetdev[NDEV] = {"enp1s0f0np0", "enP2p1s0f0np0", "enp1s0f1np1", "enP2p1s0f1np1"};

enum coll { C_ALL_GATHER, C_ALL_REDUCE, C_REDUCE_SCATTER, C_BROADCAST, C_REDUCE, C_ALLTOALL, C_SENDRECV };

struct typeinfo { const char *name; int size; };
static const struct typeinfo kTypes[] = {
    {"int8", 1}, {"uint8", 1}, {"int32", 4}, {"uint32", 4}, {"int64", 8}, {"uint64", 8},
    {"half", 2}, {"float", 4}, {"double", 8}, {"bfloat16", 2}, {"f8e4m3", 1}, {"f8e5m2", 1}};

struct devstate {
    int live;          /* carrier + IPv4 */
    int selected;      /* live and allowed by NCCL_IB_HCA */
    int mtu;
    double speedMbps;  /* 200000 unless a lab fault says otherwise */
    char addr[INET_ADDRSTRLEN];
};

struct rankinfo {
    char host[HOSTLEN];
    int pid;
    int nSelected;
    int selectedMask;
    int mtu[NDEV];
    double minSpeed;
    double minFactor;   /* slowest selected device: speed/200000, or a stale ConnectX's share */
    int ncclVersion;    /* the library's NCCL_VERSION_CODE */
    int gidPin;         /* NCCL_IB_GID_INDEX, -1 unset */
    int gidBad;         /* 0 usable, 1 unpopulated entry, 2 not RoCE v2 with an IPv4 address */
    char gidDev[16];    /* the first selected device and its GID at the pinned index */
    char gid[INET6_ADDRSTRLEN];
    char addr[INET_ADDRSTRLEN];
};

static char gLabDir[1024];
static char gNode[600];
static int gMpi = 1;      /* 0: started without mpirun, one rank and no MPI at all */
static FILE *gDebug;      /* NULL unless NCCL_DEBUG=INFO */
static char gHost[HOSTLEN];
static int gPid;

static void readLabConf(void)
{
    const char *env = getenv("TANDEM_LAB_DIR");
    if (env) snprintf(gLabDir, sizeof gLabDir, "%s", env);
    FILE *f = fopen("/etc/tandem-lab.conf", "r");
    if (!f) return;
    char line[600];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        if (!strncmp(line, "TANDEM_LAB_DIR=", 15) && !env) snprintf(gLabDir, sizeof gLabDir, "%s", line + 15);
        if (!strncmp(line, "TANDEM_LAB_NODE=", 16)) snprintf(gNode, sizeof gNode, "%s", line + 16);
    }
    fclose(f);
}

static int faultExists(const char *name)
{
    if (!gLabDir[0]) return 0;
    char p[2048];
    snprintf(p, sizeof p, "%s/shared/faults/%s", gLabDir, name);
    struct stat st;
    return stat(p, &st) == 0;
}

static double faultSpeed(const char *iface)
{
    if (!gLabDir[0] || !gNode[0]) return 200000;
    char p[2048];
    snprintf(p, sizeof p, "%s/shared/faults/%s/speed.%s", gLabDir, gNode, iface);
    FILE *f = fopen(p, "r");
    if (!f) return 200000;
    double v = 200000;
    if (fscanf(f, "%lf", &v) != 1) v = 200000;
    fclose(f);
    return v > 0 ? v : 200000;
}

/* A value a lab fault wrote for this node (0 when absent). */
static double faultValue(const char *name)
{
    if (!gLabDir[0] || !gNode[0]) return 0;
    char p[2048];
    snprintf(p, sizeof p, "%s/shared/faults/%s/%s", gLabDir, gNode, name);
    FILE *f = fopen(p, "r");
    double v = 0;
    if (!f) return 0;
    if (fscanf(f, "%lf", &v) != 1) v = 1;
    fclose(f);
    return v;
}

/* NCCL's initEnv: NAME=VALUE lines of ~/.nccl.conf (or NCCL_CONF_FILE), then /etc/nccl.conf,
   each setting only what the environment does not have yet. */
static void loadNcclConf(const char *path)
{
    FILE *f = path ? fopen(path, "r") : NULL;
    char line[4096];
    while (f && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        char *eq = strchr(line, '=');
        if (line[0] == '#' || !eq) continue;
        *eq = 0;
        setenv(line, eq + 1, 0);
    }
    if (f) fclose(f);
}

static void initNcclEnv(void)
{
    char p[1024];
    const char *conf = getenv("NCCL_CONF_FILE"), *home = getenv("HOME");
    if (conf && *conf) loadNcclConf(conf);
    else if (home) {
        snprintf(p, sizeof p, "%s/.nccl.conf", home);
        loadNcclConf(p);
    }
    loadNcclConf("/etc/nccl.conf");
}

/* The GID at `idx` of `dev` (sysfs text form, "" when unpopulated) and whether it is RoCE v2. */
static int readGid(const char *dev, int idx, char *text, size_t n)
{
    char p[256], type[32] = "";
    snprintf(p, sizeof p, "/sys/class/infiniband/%s/ports/1/gid_attrs/types/%d", dev, idx);
    FILE *f = fopen(p, "r");
    text[0] = 0;
    if (!f) return 0;
    if (!fgets(type, sizeof type, f)) type[0] = 0;
    fclose(f);
    snprintf(p, sizeof p, "/sys/class/infiniband/%s/ports/1/gids/%d", dev, idx);
    if ((f = fopen(p, "r"))) {
        if (fgets(text, (int)n, f)) text[strcspn(text, "\r\n")] = 0;
        fclose(f);
    }
    return strstr(type, "RoCE v2") != NULL;
}

/* "fd7a:0000:...:0001" -> "fd7a::1", "0000:...:ffff:c0a8:640a" -> "::ffff:192.168.100.10". */
static void gidString(const char *text, char *out)
{
    struct in6_addr a;
    unsigned g[8];
    strcpy(out, "::");
    if (sscanf(text, "%x:%x:%x:%x:%x:%x:%x:%x", &g[0], &g[1], &g[2], &g[3], &g[4], &g[5], &g[6], &g[7]) != 8) return;
    for (int i = 0; i < 8; ++i) { a.s6_addr[2 * i] = (uint8_t)(g[i] >> 8); a.s6_addr[2 * i + 1] = (uint8_t)g[i]; }
    inet_ntop(AF_INET6, &a, out, INET6_ADDRSTRLEN);
}

static int readSysInt(const char *iface, const char *attr, int dflt)
{
    char p[256];
    snprintf(p, sizeof p, "/sys/class/net/%s/%s", iface, attr);
    FILE *f = fopen(p, "r");
    if (!f) return dflt;
    int v = dflt;
    if (fscanf(f, "%d", &v) != 1) v = dflt;  /* carrier of an admin-down link reads EINVAL */
    fclose(f);
    return v;
}

static int ipv4Of(const char *iface, char *out)
{
    struct ifaddrs *ifa = NULL;
    int found = 0;
    if (getifaddrs(&ifa) != 0) return 0;
    for (struct ifaddrs *i = ifa; i; i = i->ifa_next) {
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || strcmp(i->ifa_name, iface)) continue;
        inet_ntop(AF_INET, &((struct sockaddr_in *)i->ifa_addr)->sin_addr, out, INET_ADDRSTRLEN);
        found = 1;
        break;
    }
    freeifaddrs(ifa);
    return found;
}

/* NCCL_IB_HCA: comma list of prefixes; leading '=' exact match, leading '^' excludes.
   Entries may carry ":port". */
static int hcaAllowed(const char *dev)
{
    const char *spec = getenv("NCCL_IB_HCA");
    if (!spec || !*spec) return 1;
    int exclude = 0, exact = 0;
    if (*spec == '^') { exclude = 1; spec++; }
    if (*spec == '=') { exact = 1; spec++; }
    char buf[512];
    snprintf(buf, sizeof buf, "%s", spec);
    int match = 0;
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        char *colon = strchr(tok, ':');
        if (colon) *colon = 0;
        if (exact ? !strcmp(tok, dev) : !strncmp(dev, tok, strlen(tok))) match = 1;
    }
    return exclude ? !match : match;
}

static void probeDevices(struct devstate *d)
{
    for (int i = 0; i < NDEV; ++i) {
        memset(&d[i], 0, sizeof d[i]);
        int carrier = readSysInt(kNetdev[i], "carrier", 0);
        int has4 = ipv4Of(kNetdev[i], d[i].addr);
        d[i].mtu = readSysInt(kNetdev[i], "mtu", 0);
        d[i].speedMbps = faultSpeed(kNetdev[i]);
        d[i].live = carrier == 1 && has4;
        d[i].selected = d[i].live && hcaAllowed(kRoce[i]);
    }
    const char *dis = getenv("NCCL_IB_DISABLE");
    if (dis && atoi(dis) == 1)
        for (int i = 0; i < NDEV; ++i) d[i].selected = 0;
}

/* The OOB / Socket interface as NCCL would pick it: NCCL_SOCKET_IFNAME prefix list, else the
   first non-loopback IPv4 interface. */
static void socketIface(char *name, char *addr)
{
    const char *spec = getenv("NCCL_SOCKET_IFNAME");
    struct ifaddrs *ifa = NULL;
    strcpy(name, "lo");
    strcpy(addr, "127.0.0.1");
    if (getifaddrs(&ifa) != 0) return;
    for (struct ifaddrs *i = ifa; i; i = i->ifa_next) {
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || (i->ifa_flags & IFF_LOOPBACK)) continue;
        if (spec && *spec) {
            const char *s = spec;
            int exclude = 0, exact = 0, match = 0;
            if (*s == '^') { exclude = 1; s++; }
            if (*s == '=') { exact = 1; s++; }
            char buf[256];
            snprintf(buf, sizeof buf, "%s", s);
            for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save))
                if (exact ? !strcmp(t, i->ifa_name) : !strncmp(i->ifa_name, t, strlen(t))) match = 1;
            if (exclude ? match : !match) continue;
        }
        snprintf(name, IF_NAMESIZE, "%s", i->ifa_name);
        inet_ntop(AF_INET, &((struct sockaddr_in *)i->ifa_addr)->sin_addr, addr, INET_ADDRSTRLEN);
        break;
    }
    freeifaddrs(ifa);
}

static void dbg(const char *fmt, ...)
{
    if (!gDebug) return;
    va_list ap;
    va_start(ap, fmt);
    fprintf(gDebug, "%s:%d:%d [0] NCCL INFO ", gHost, gPid, gPid);
    vfprintf(gDebug, fmt, ap);
    fputc('\n', gDebug);
    fflush(gDebug);
    va_end(ap);
}

/* NCCL's WARN line (debug.cc): from NCCL_DEBUG=WARN up, with a leading blank line and the
   timestamp NCCL puts on WARNs by default. */
static void ncclWarn(const char *where, const char *msg)
{
    const char *lvl = getenv("NCCL_DEBUG");
    if (!lvl || (strcasecmp(lvl, "WARN") && strcasecmp(lvl, "INFO") && strcasecmp(lvl, "TRACE"))) return;
    char stamp[32];
    time_t now = time(NULL);
    strftime(stamp, sizeof stamp, "%F %T", localtime(&now));
    fprintf(gDebug ? gDebug : stdout, "\n[%s] %s:%d:%d [0] %s NCCL WARN %s\n", stamp, gHost, gPid, gPid, where, msg);
}

static void openDebug(void)
{
    const char *lvl = getenv("NCCL_DEBUG");
    if (!lvl || (strcasecmp(lvl, "INFO") && strcasecmp(lvl, "TRACE"))) return;
    const char *file = getenv("NCCL_DEBUG_FILE");
    if (!file || !*file) { gDebug = stdout; return; }
    char path[1024];
    size_t o = 0;
    for (const char *c = file; *c && o < sizeof path - 32; ++c) {
        if (c[0] == '%' && c[1] == 'h') { o += snprintf(path + o, sizeof path - o, "%s", gHost); ++c; }
        else if (c[0] == '%' && c[1] == 'p') { o += snprintf(path + o, sizeof path - o, "%d", gPid); ++c; }
        else path[o++] = *c;
    }
    path[o] = 0;
    gDebug = fopen(path, "w");
    if (!gDebug) gDebug = stdout;
}

static size_t parseSize(const char *s)
{
    char *end = NULL;
    double v = strtod(s, &end);
    if (end == s || v < 0) return (size_t)-1;
    switch (toupper((unsigned char)*end)) {
    case 'K': v *= 1024.0; break;
    case 'M': v *= 1024.0 * 1024.0; break;
    case 'G': v *= 1024.0 * 1024.0 * 1024.0; break;
    case 'T': v *= 1024.0 * 1024.0 * 1024.0 * 1024.0; break;
    default: break;
    }
    return (size_t)v;
}

/* nccl-tests' getFloatStr: %.2f, %.1f, %.0f, whichever fits the width first, else scientific. */
static void fmtFloat(double v, int width, char *out, size_t n)
{
    static const char *fmts[] = {"%*.2f", "%*.1f", "%*.0f"};
    if (isnan(v)) { snprintf(out, n, "%*s", width, "nan"); return; }
    for (int i = 0; i < 3; ++i) {
        snprintf(out, n, fmts[i], width, v);
        if ((int)strlen(out) <= width) return;
    }
    snprintf(out, n, width >= 7 ? "%*.1e" : "%*.0e", width, v);
}

static void sleepSeconds(double s)
{
    if (s <= 0) return;
    struct timespec ts = {(time_t)s, (long)((s - (double)(time_t)s) * 1e9)};
    while (nanosleep(&ts, &ts) == -1 && errno == EINTR) {}
}

int main(int argc, char **argv)
{
    setlinebuf(stdout);
    int rank = 0, nranks = 1;
    /* Under mpirun (Open MPI, or a PMI launcher) the ranks meet through MPI; started by hand it
       is one rank, as nccl-tests is when the Doctor reads its versions. */
    gMpi = getenv("OMPI_COMM_WORLD_SIZE") || getenv("PMIX_RANK") || getenv("PMI_RANK");
    if (gMpi) {
        MPI_Init(&argc, &argv);
        MPI_Comm_rank(MPI_COMM_WORLD, &rank);
        MPI_Comm_size(MPI_COMM_WORLD, &nranks);
    }

    char prog[256];
    snprintf(prog, sizeof prog, "%s", argv[0]);
    const char *base = basename(prog);
    enum coll coll = C_ALL_GATHER;
    if (strstr(base, "all_reduce")) coll = C_ALL_REDUCE;
    else if (strstr(base, "reduce_scatter")) coll = C_REDUCE_SCATTER;
    else if (strstr(base, "broadcast")) coll = C_BROADCAST;
    else if (strstr(base, "alltoall")) coll = C_ALLTOALL;
    else if (strstr(base, "sendrecv")) coll = C_SENDRECV;
    else if (strstr(base, "reduce")) coll = C_REDUCE;
    else if (strstr(base, "all_gather")) coll = C_ALL_GATHER;
    const char *collName = strstr(base, "_perf") ? base : "all_gather_perf";

    /* Flags (getopt string from nccl-tests 2.19.6). */
    size_t minBytes = 32 * 1024 * 1024, maxBytes = 32 * 1024 * 1024, stepBytes = 1024 * 1024;
    long stepFactor = 1;
    int useFactor = 0, iters = 20, warmup = 1, agg = 1, check = 1, ngpus = 1, nthreads = 1;
    int cycles = 1, timestamps = 0, graph = 0, root = 0, blocking = 1;
    const char *typeName = "float", *opName = "sum";
    int opt;
    static struct option longopts[] = {{0, 0, 0, 0}};
    opterr = 0;
    while ((opt = getopt_long(argc, argv, "t:g:b:e:i:f:n:m:w:N:p:I:K:c:o:d:r:z:y:T:hG:C:a:R:x:D:V:J:S:M:u:", longopts, NULL)) != -1) {
        switch (opt) {
        case 'b': minBytes = parseSize(optarg); break;
        case 'e': maxBytes = parseSize(optarg); break;
        case 'i': stepBytes = parseSize(optarg); useFactor = 0; break;
        case 'f': stepFactor = strtol(optarg, NULL, 0); useFactor = 1; break;
        case 'n': iters = atoi(optarg); break;
        case 'w': warmup = atoi(optarg); break;
        case 'm': agg = atoi(optarg); break;
        case 'c': check = atoi(optarg); break;
        case 'g': ngpus = atoi(optarg); break;
        case 't': nthreads = atoi(optarg); break;
        case 'N': cycles = atoi(optarg); break;
        case 'S': timestamps = atoi(optarg); break;
        case 'G': graph = atoi(optarg); break;
        case 'r': root = atoi(optarg); break;
        case 'z': blocking = atoi(optarg); break;
        case 'd': if (strcmp(optarg, "all")) typeName = optarg; break;
        case 'o': if (strcmp(optarg, "all")) opName = optarg; break;
        case 'h':
            if (rank == 0)
                printf("USAGE: %s [-t,--nthreads] [-g,--ngpus] [-b,--minbytes] [-e,--maxbytes] [-i,--stepbytes] "
                       "[-f,--stepfactor] [-n,--iters] [-m,--agg_iters] [-w,--warmup_iters] [-N,--run_cycles] "
                       "[-p,--parallel_init] [-c,--check] [-o,--op] [-d,--datatype] [-r,--root] [-z,--blocking] "
                       "[-y,--stream_null] [-T,--timeout] [-G,--cudagraph] [-C,--report_cputime] [-a,--average] "
                       "[-R,--local_register] [-S,--report_timestamps] [-J,--output_file] [-h,--help]\n", base);
            if (gMpi) MPI_Finalize();
            return 0;
        default: break; /* -a -p -I -K -y -T -C -R -x -D -V -J -M -u: accepted, no effect here */
        }
    }
    (void)blocking;
    if (minBytes == (size_t)-1 || maxBytes == (size_t)-1 || maxBytes < minBytes) {
        if (rank == 0) fprintf(stderr, "invalid sizes for 'minbytes' and 'maxbytes': %zu %zu\n", minBytes, maxBytes);
        if (gMpi) MPI_Finalize();
        return 255;
    }
    if (ngpus != 1 || nthreads != 1) {
        if (rank == 0) fprintf(stderr, "%s: Test failure common.cu:1000 (a Spark has one GPU per node: use -g 1 -t 1)\n", gHost);
        if (gMpi) MPI_Finalize();
        return 5;
    }
    int typeSize = 4;
    for (size_t i = 0; i < sizeof kTypes / sizeof kTypes[0]; ++i)
        if (!strcmp(kTypes[i].name, typeName)) typeSize = kTypes[i].size;
    if (iters < 1) iters = 1;
    if (warmup < 0) warmup = 0;
    if (stepFactor < 2 && useFactor) stepFactor = 2;
    if (stepBytes == 0) stepBytes = 1;

    gethostname(gHost, sizeof gHost);
    gHost[HOSTLEN - 1] = 0;
    char *dot = strchr(gHost, '.');
    if (dot) *dot = 0;
    gPid = (int)getpid();
    readLabConf();
    initNcclEnv();
    openDebug();
    /* Fault version-skew: this node's nccl-tests and NCCL are an older build. */
    const int skew = faultValue("version-skew") > 0;
    const int ncclCode = skew ? 22703 : 22809;

    /* Every rank looks at its own links; rank 0 combines them. */
    struct devstate dev[NDEV];
    probeDevices(dev);
    struct rankinfo me;
    memset(&me, 0, sizeof me);
    snprintf(me.host, sizeof me.host, "%s", gHost);
    me.pid = gPid;
    me.minSpeed = 200000;
    me.minFactor = 1;
    me.ncclVersion = ncclCode;
    const char *pin = getenv("NCCL_IB_GID_INDEX");
    me.gidPin = pin && *pin ? atoi(pin) : -1;
    for (int i = 0; i < NDEV; ++i) {
        me.mtu[i] = dev[i].mtu;
        if (dev[i].selected) {
            char name[64], text[64] = "";
            me.nSelected++;
            me.selectedMask |= 1 << i;
            if (dev[i].speedMbps < me.minSpeed) me.minSpeed = dev[i].speedMbps;
            /* A stale ConnectX (fault stale-connectx) moves 8-25 of a twin's ~111 Gb/s. */
            snprintf(name, sizeof name, "stale-connectx.%s", kNetdev[i]);
            double f = faultValue(name) > 0 ? faultValue(name) / 111.0 : dev[i].speedMbps / 200000.0;
            if (f < me.minFactor) me.minFactor = f;
            /* A pinned GID index must name a RoCE v2 GID holding an IPv4 address (NCCL's own
               choice, with the index unset, always does). */
            if (me.gidPin >= 0 && !me.gidDev[0]) {
                int v2 = readGid(kRoce[i], me.gidPin, text, sizeof text);
                int bad = !text[0] ? 1 : !v2 || strncmp(text, "0000:0000:0000:0000:0000:ffff:", 30) ? 2 : 0;
                snprintf(me.gidDev, sizeof me.gidDev, "%s", kRoce[i]);
                gidString(text, me.gid);
                snprintf(me.addr, sizeof me.addr, "%s", dev[i].addr);
                me.gidBad = bad;
            }
        }
    }
    struct rankinfo *all = calloc((size_t)nranks, sizeof *all);
    if (gMpi) MPI_Allgather(&me, (int)sizeof me, MPI_BYTE, all, (int)sizeof me, MPI_BYTE, MPI_COMM_WORLD);
    else memcpy(all, &me, sizeof me);

    char sockName[IF_NAMESIZE + 1], sockAddr[INET_ADDRSTRLEN];
    socketIface(sockName, sockAddr);

    /* Transport as rank 0 sees it: the RoCE devices live on rank 0 (and, for the fault
       "MTU mismatch", what the peers report). */
    int useIB = me.nSelected > 0;
    if (rank == 0) dbg(skew ? "NCCL version 2.27.3+cuda12.9" : "NCCL version 2.28.9+cuda13.0");
    dbg("Bootstrap: Using %s:%s<0>", sockName, sockAddr);
    dbg("NET/Plugin: Could not find: libnccl-net.so");
    /* As NCCL's IB plugin does (NET|ENV); a filter that matches none of the node's live RoCE
       devices leaves IB with no device, and NCCL falls back to Socket without an error. */
    const char *hca = getenv("NCCL_IB_HCA");
    if (hca && *hca) dbg("NCCL_IB_HCA set to %s", hca);
    if (useIB) {
        char list[512] = "";
        int n = 0;
        char oobName[IF_NAMESIZE + 1] = "", oobAddr[INET_ADDRSTRLEN] = "";
        snprintf(oobName, sizeof oobName, "%s", sockName);
        snprintf(oobAddr, sizeof oobAddr, "%s", sockAddr);
        for (int i = 0; i < NDEV; ++i) {
            if (!dev[i].selected) continue;
            size_t l = strlen(list);
            snprintf(list + l, sizeof list - l, " [%d]%s:1/RoCE", n++, kRoce[i]);
        }
        dbg("NET/IB : Using%s [RO]; OOB %s:%s<0>", list, oobName, oobAddr);
        dbg("Initialized NET plugin IB");
        dbg("Assigned NET plugin IB to comm");
        dbg("Using network IB");
    } else {
        dbg("NET/IB : No device found.");
        dbg("NET/IB : Using [RO]; OOB %s:%s<0>", sockName, sockAddr);
        dbg("Failed to initialize NET plugin IB");
        dbg("NET/Socket : Using [0]%s:%s<0>", sockName, sockAddr);
        dbg("Initialized NET plugin Socket");
        dbg("Assigned NET plugin Socket to comm");
        dbg("Using network Socket");
    }
    dbg("comm %p rank %d nRanks %d nNodes %d localRanks 1 localRank 0 MNNVL 0", (void *)all, rank, nranks, nranks);

    double busbwPeak = SOCKET_BUSBW;
    int mtuMismatch = 0;
    if (rank == 0) {
        if (useIB) {
            double slowest = 1; /* every rank's slowest twin: a stale ConnectX drags the ring */
            for (int r = 0; r < nranks; ++r)
                if (all[r].minFactor < slowest) slowest = all[r].minFactor;
            double perTwin = FULL_BUSBW / 2.0 * slowest;
            int twins = me.nSelected > 2 ? 2 : me.nSelected; /* one cable: twins share a port */
            busbwPeak = perTwin * twins;
            for (int r = 1; r < nranks; ++r)
                for (int i = 0; i < NDEV; ++i)
                    if ((me.selectedMask & (1 << i)) && all[r].mtu[i] && all[r].mtu[i] != me.mtu[i]) mtuMismatch = 1;
        }
        if (faultExists("nccl-collapse")) busbwPeak *= 0.1; /* fault: NCCL at a tenth of the link */
    }
    if (gMpi) MPI_Bcast(&busbwPeak, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);

    double factor = 1.0;
    const char *redop = "none";
    int printRoot = -1;
    switch (coll) {
    case C_ALL_REDUCE: factor = 2.0 * (nranks - 1) / nranks; redop = opName; break;
    case C_ALL_GATHER: factor = (double)(nranks - 1) / nranks; break;
    case C_REDUCE_SCATTER: factor = (double)(nranks - 1) / nranks; redop = opName; break;
    case C_ALLTOALL: factor = (double)(nranks - 1) / nranks; break;
    case C_BROADCAST: printRoot = root; break;
    case C_REDUCE: redop = opName; printRoot = root; break;
    case C_SENDRECV: break;
    }
    if (nranks == 1) factor = coll == C_BROADCAST || coll == C_REDUCE || coll == C_SENDRECV ? 1.0 : 0.0;

    if (rank == 0) {
        printf("# nccl-tests version %s nccl-headers=%d nccl-library=%d\n", skew ? "2.16.4" : "2.19.6", ncclCode, ncclCode);
        printf("# Collective test starting: %s\n", collName);
        if (useFactor)
            printf("# nThread %d nGpus %d minBytes %zu maxBytes %zu step: %ld(factor) warmup iters: %d iters: %d agg iters: %d validation: %d graph: %d unalign: 0\n",
                   nthreads, ngpus, minBytes, maxBytes, stepFactor, warmup, iters, agg, check, graph);
        else
            printf("# nThread %d nGpus %d minBytes %zu maxBytes %zu step: %zu(bytes) warmup iters: %d iters: %d agg iters: %d validation: %d graph: %d unalign: 0\n",
                   nthreads, ngpus, minBytes, maxBytes, stepBytes, warmup, iters, agg, check, graph);
        printf("#\n# Using devices\n");
        for (int r = 0; r < nranks; ++r)
            printf("#  Rank %2d Group %2d Pid %6d on %10s device %2d [%04x:%02x:%02x] %s\n", r, 0, all[r].pid, all[r].host, 0, 0xf, 1, 0, "NVIDIA GB10");
        printf("#\n");
        fflush(stdout);
    }
    /* Mismatched NCCL builds fail in ncclCommInitRank, after the device list, on every rank. */
    for (int r = 0; r < nranks; ++r) {
        if (all[r].ncclVersion == me.ncclVersion) continue;
        char msg[256];
        snprintf(msg, sizeof msg, "Mismatched NCCL version detected : rank %d version %d rank %d version %d", r, all[r].ncclVersion, rank, me.ncclVersion);
        if (gMpi) MPI_Barrier(MPI_COMM_WORLD);
        if (rank) sleepSeconds(0.05 * rank); /* after rank 0's header, one rank at a time */
        ncclWarn("init.cc:896", msg);
        printf("%s: Test NCCL failure common.cu:219 'invalid usage (run with NCCL_DEBUG=WARN for details) / %s'\n", gHost, msg);
        printf(" .. %s pid %d: Test failure common.cu:1620\n .. %s pid %d: Test failure common.cu:1454\n", gHost, gPid, gHost, gPid);
        fflush(stdout);
        if (gMpi) MPI_Finalize();
        return 3;
    }
    if (rank == 0) {
        /* Column headers exactly as nccl-tests 2.19.6 prints them (the recorded runs in
           tests/data/nccl-tests; docs/nccl.md, "The nccl-tests table"). */
        printf("#                                                              out-of-place                       in-place\n");
        printf("#       size         count      type   redop    root     time   algbw   busbw  #wrong     time   algbw   busbw  #wrong\n");
        printf("#        (B)    (elements)                               (us)  (GB/s)  (GB/s)             (us)  (GB/s)  (GB/s)\n");
    }
    /* Channel lines come lazily after the header (NCCL_RUNTIME_CONNECT=1 since 2.22.3). */
    {
        int next = (rank + 1) % nranks, prev = (rank + nranks - 1) % nranks;
        int nch = useIB ? (me.nSelected > 1 ? 2 : 1) : 1;
        if (rank == 0) dbg("Channel 00/%d : 0 %s", nch, nranks > 1 ? "1" : "");
        for (int c = 0; c < nch && nranks > 1; ++c) {
            dbg("Channel %02d/0 : %d[0] -> %d[0] [receive] via NET/%s/%d", c, prev, rank, useIB ? "IB" : "Socket", useIB ? c : 0);
            dbg("Channel %02d/0 : %d[0] -> %d[0] [send] via NET/%s/%d", c, rank, next, useIB ? "IB" : "Socket", useIB ? c : 0);
        }
        dbg("Connected all rings, use ring PXN 0 GDR 0");
    }

    /* Fault: hung mpirun (stand-in hangs after the header until killed). */
    int hang = rank == 0 && nranks > 1 && faultExists("mpirun-hang"); /* a hung mpirun, not a lone rank */
    if (gMpi) MPI_Bcast(&hang, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (hang) {
        for (;;) sleepSeconds(3600);
    }
    if (gMpi) MPI_Bcast(&mtuMismatch, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (mtuMismatch) {
        /* Wrong MTU on one end: the socket handshake works, the first RDMA traffic times out. */
        sleepSeconds(2.0);
        if (rank == 0) {
            fprintf(gDebug ? gDebug : stderr, "\n[%ld] %s:%d:%d [0] transport/net_ib/p2p.cc:1200 NCCL WARN NET/IB: Got completion from peer %s with status=transport retry counter exceeded(12) opcode=0 len=0 vendor err 129 (Send) localGid ::ffff:%s remoteGids ::ffff:0.0.0.0\n",
                    (long)time(NULL), gHost, gPid, gPid, nranks > 1 ? all[1].host : gHost, dev[2].addr);
            printf("%s: Test NCCL failure common.cu:1279 'remote process exited or there was a network error / NET/IB: Got completion from peer with status=transport retry counter exceeded(12)'\n", gHost);
            printf(" .. %s pid %d: Test failure common.cu:1105\n", gHost, gPid);
        }
        if (gMpi) MPI_Finalize();
        return 3;
    }
    /* A pinned NCCL_IB_GID_INDEX that names no usable GID on some rank (fault gid-drift): an
       unpopulated entry fails the QP's move to RTR; a wrong but valid GID connects and the first
       RDMA traffic times out (IBV_WC_RETRY_EXC_ERR). Messages of NCCL 2.28.9. */
    int bad = -1;
    for (int r = 0; r < nranks && nranks > 1 && useIB; ++r)
        if (all[r].gidBad && bad < 0) bad = r;
    if (bad >= 0) {
        int peer = bad == 0 ? 1 : bad;
        char msg[512];
        if (all[bad].gidBad == 1)
            snprintf(msg, sizeof msg, "Call to ibv_modify_qp failed with 22 Invalid argument, on dev %s:1, curr state INIT, next state RTR, local GID index %d, local GID %s, remote GID %s",
                     all[bad].gidDev, all[bad].gidPin, all[bad].gid, all[bad == 0 ? 1 : 0].gid);
        else {
            sleepSeconds(2.0); /* the transport retry timeout */
            snprintf(msg, sizeof msg, "NET/IB: Got completion from peer %s<%d> with status=IBV_WC_RETRY_EXC_ERR(12) opcode=IBV_WC_SEND(0) reqSize=%zu vendor_err=129 req_type=Send localGid %s remoteGids%s hca %s",
                     all[peer].addr, 40000 + gPid % 20000, minBytes, all[0].gid, all[peer].gid, all[0].gidDev);
        }
        if (rank == 0) {
            ncclWarn(all[bad].gidBad == 1 ? "misc/ibvwrap.cc:307" : "transport/net_ib.cc:2543", msg);
            printf("%s: Test NCCL failure common.cu:507 '%s / %s'\n", gHost,
                   all[bad].gidBad == 1 ? "unhandled system error (run with NCCL_DEBUG=INFO for details)" : "remote process exited or there was a network error", msg);
            printf(" .. %s pid %d: Test failure common.cu:632\n .. %s pid %d: Test failure common.cu:1454\n", gHost, gPid, gHost, gPid);
        }
        if (gMpi) MPI_Finalize();
        return 3;
    }

    float *sbuf = calloc((size_t)PROBE_ELEMS * (size_t)nranks, sizeof(float));
    float *rbuf = calloc((size_t)PROBE_ELEMS * (size_t)nranks, sizeof(float));
    unsigned seed = (unsigned)time(NULL) ^ (unsigned)gPid;
    double sumBw = 0;
    int nBw = 0;
    long long totalWrong = 0;

    for (int cycle = 0; cycles == 0 || cycle < cycles; ++cycle) {
        for (size_t size = minBytes; size <= maxBytes;) {
            size_t count = size / (size_t)typeSize, sendcount = count, recvcount = count, paramcount = count;
            switch (coll) {
            case C_ALL_GATHER: {
                size_t b = (count / (ALIGN * (size_t)nranks)) * ALIGN;
                sendcount = b; recvcount = b * (size_t)nranks; paramcount = b; break;
            }
            case C_REDUCE_SCATTER: {
                size_t b = (count / (ALIGN * (size_t)nranks)) * ALIGN;
                sendcount = b * (size_t)nranks; recvcount = b; paramcount = b; break;
            }
            case C_ALLTOALL: {
                size_t b = count / (size_t)nranks;
                sendcount = recvcount = b * (size_t)nranks; paramcount = b; break;
            }
            default: break;
            }
            size_t printedSize = (sendcount > recvcount ? sendcount : recvcount) * (size_t)typeSize;

            double tUs[2], algbw[2], busbw[2];
            long long wrong[2];
            for (int place = 0; place < 2; ++place) {
                /* Real bytes over MPI: small buffers, every iteration, with a data check. */
                wrong[place] = 0;
                int n = (int)(paramcount < PROBE_ELEMS ? paramcount : PROBE_ELEMS);
                if (n < 1) n = 1;
                for (int it = 0; it < warmup + iters; ++it) {
                    for (int i = 0; i < n; ++i) sbuf[i] = (float)(rank + 1) * 0.5f + (float)(i % 7);
                    if (!gMpi) memcpy(rbuf, sbuf, (size_t)n * sizeof(float)); /* one rank: its own data */
                    switch (coll) {
                    case C_ALL_GATHER:
                        if (gMpi) MPI_Allgather(sbuf, n, MPI_FLOAT, rbuf, n, MPI_FLOAT, MPI_COMM_WORLD);
                        for (int r = 0; r < nranks; ++r)
                            for (int i = 0; i < n; ++i) if (rbuf[r * n + i] != (float)(r + 1) * 0.5f + (float)(i % 7)) wrong[place]++;
                        break;
                    case C_ALL_REDUCE:
                    case C_REDUCE_SCATTER:
                    case C_REDUCE:
                        if (gMpi) MPI_Allreduce(sbuf, rbuf, n, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
                        for (int i = 0; i < n; ++i) {
                            float want = (float)(nranks * (nranks + 1)) * 0.25f + (float)nranks * (float)(i % 7);
                            if (fabsf(rbuf[i] - want) > 1e-3f) wrong[place]++;
                        }
                        break;
                    case C_BROADCAST:
                        if (rank == (root % nranks)) memcpy(rbuf, sbuf, (size_t)n * sizeof(float));
                        if (gMpi) MPI_Bcast(rbuf, n, MPI_FLOAT, root % nranks, MPI_COMM_WORLD);
                        break;
                    case C_ALLTOALL: {
                        int per = n / nranks > 0 ? n / nranks : 1;
                        if (gMpi) MPI_Alltoall(sbuf, per, MPI_FLOAT, rbuf, per, MPI_FLOAT, MPI_COMM_WORLD);
                        break;
                    }
                    case C_SENDRECV: {
                        int next = (rank + 1) % nranks, prev = (rank + nranks - 1) % nranks;
                        if (gMpi) MPI_Sendrecv(sbuf, n, MPI_FLOAT, next, 7, rbuf, n, MPI_FLOAT, prev, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                        break;
                    }
                    }
                }
                /* Simulated time: latency + size / algbw, bandwidth from the link model. */
                double lat = busbwPeak > 5 ? 25.0 : 80.0; /* us */
                double peakAlg = factor > 0 ? busbwPeak / factor : busbwPeak;
                double bytes = (double)printedSize;
                double jitter = 1.0 + ((double)(rand_r(&seed) % 2001) - 1000.0) / 1000.0 * 0.015;
                double t = (lat + bytes / (peakAlg * 1e3)) * jitter;
                if (printedSize == 0) t = lat * jitter * 0.2;
                tUs[place] = t;
                algbw[place] = bytes / 1e3 / t;
                busbw[place] = algbw[place] * factor;
                /* Sleep in proportion to the simulated time, capped so a full 8B..16G sweep
                   takes a few seconds. */
                double simulated = t * 1e-6 * (warmup + iters);
                sleepSeconds(simulated < 0.06 ? simulated : 0.06);
            }
            long long wrongAll[2];
            if (gMpi) MPI_Reduce(wrong, wrongAll, 2, MPI_LONG_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
            else memcpy(wrongAll, wrong, sizeof wrong);
            if (rank == 0) {
                char line[512];
                int o = snprintf(line, sizeof line, "%12zu  %12zu  %8s  %6s  %6i", printedSize, paramcount, typeName, redop, printRoot);
                for (int place = 0; place < 2; ++place) {
                    char ts[32], ab[32], bb[32];
                    fmtFloat(tUs[place], 7, ts, sizeof ts);
                    fmtFloat(algbw[place], 6, ab, sizeof ab);
                    fmtFloat(busbw[place], 6, bb, sizeof bb);
                    int na = check == 0 || (place == 1 && (coll == C_ALLTOALL || coll == C_SENDRECV));
                    if (na) o += snprintf(line + o, sizeof line - (size_t)o, "  %7s  %6s  %6s    N/A", ts, ab, bb);
                    else o += snprintf(line + o, sizeof line - (size_t)o, "  %7s  %6s  %6s  %6g", ts, ab, bb, (double)wrongAll[place]);
                    sumBw += busbw[place];
                    nBw++;
                    totalWrong += wrongAll[place];
                }
                if (timestamps) {
                    char tb[32];
                    time_t now = time(NULL);
                    strftime(tb, sizeof tb, "%Y-%m-%d %H:%M:%S", localtime(&now));
                    o += snprintf(line + o, sizeof line - (size_t)o, "  %19s", tb);
                }
                printf("%s\n", line);
            }
            size_t next = useFactor ? size * (size_t)stepFactor : size + stepBytes;
            if (next <= size) break;
            size = next;
        }
    }

    if (rank == 0) {
        printf("# Out of bounds values : %lld %s\n", totalWrong, totalWrong ? "FAILED" : "OK");
        double avg = nBw ? sumBw / nBw : 0.0;
        const char *minbw = getenv("NCCL_TESTS_MIN_BW");
        const char *verdict = "";
        int failed = 0;
        if (minbw && *minbw) {
            failed = avg < 0.9 * atof(minbw);
            verdict = failed ? "FAILED" : "OK";
        }
        printf("# Avg bus bandwidth    : %g %s\n", avg, verdict);
        printf("#\n");
        printf("# Collective test concluded: %s\n", collName);
        printf("#\n");
        printf("\n");
        if (failed || totalWrong) {
            if (gMpi) MPI_Finalize();
            return 7;
        }
    }
    dbg("comm %p rank %d nranks %d cudaDev 0 busId f01000 - Destroy COMPLETE", (void *)all, rank, nranks);
    if (gDebug && gDebug != stdout) fclose(gDebug);
    free(sbuf);
    free(rbuf);
    free(all);
    if (gMpi) MPI_Finalize();
    return 0;
}
