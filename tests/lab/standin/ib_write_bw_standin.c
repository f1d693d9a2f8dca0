// SPDX-License-Identifier: GPL-3.0-or-later
//
// perftest `ib_write_bw` stand-in for the Tandem lab (target tandem-lab-ib-write-bw, installed
// as `ib_write_bw` with the shims; tests/lab/README.md). The lab has no RDMA: the two ends meet
// over TCP as perftest's "Ethernet" exchange does, swap device, netdev, GID (from the node's
// sysfs GID table), MTU, faults and node, and print perftest 24.07's text (the layout the Spark
// playbook shows) with numbers from the lab's state, or fail with perftest's own messages.
// Runs as the user; runs on both twins of one port at once see each other's marker files.

#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <ifaddrs.h>
#include <inttypes.h>
#include <netdb.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define RESULT_LINE "---------------------------------------------------------------------------------------\n"
#define GID_TABLE 16 /* the lab writes gids/0..15 per port */

struct side { /* what one end tells the other */
    char node[64], host[64], dev[32], netdev[32], gid[48], type[16];
    int idx, mtu, qps;
    double speed, stale;
    unsigned qpn, psn, rkey;
    unsigned long long vaddr;
};

static struct {
    const char *dev, *server;
    int port, gidx, mtu, qps, all, bidir, gbits, rdmacm, runInf, duration, forceIB;
    long iters, size;
} o = {NULL, NULL, 18515, -1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 5000, 65536};

static char gLab[512], gNode[64], gMarker[256];
static unsigned gSeed;

static double uni(double a, double b) { return a + (b - a) * (double)rand_r(&gSeed) / RAND_MAX; }

static void sleepFor(double s)
{
    struct timespec ts = {(time_t)s, (long)((s - (double)(time_t)s) * 1e9)};
    while (nanosleep(&ts, &ts) == -1 && errno == EINTR) {}
}

static int readPath(char *out, size_t n, const char *fmt, ...) /* the first line of a file */
{
    char p[1100];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p, sizeof p, fmt, ap);
    va_end(ap);
    FILE *f = fopen(p, "r");
    int ok = f && fgets(out, (int)n, f) != NULL;
    if (f) fclose(f);
    if (ok) out[strcspn(out, "\r\n")] = 0;
    return ok;
}

/* A fault's value ($TANDEM_LAB_DIR/shared/faults/NODE/NAME.NETDEV), as tandem-lab writes it. */
static double faultValue(const char *name, const char *netdev, double dflt)
{
    char v[64];
    if (!gLab[0] || !readPath(v, sizeof v, "%s/shared/faults/%s/%s.%s", gLab, gNode, name, netdev)) return dflt;
    return atof(v) > 0 ? atof(v) : dflt;
}

static void readConf(void) /* the lab dir and this node's name, from the node's /etc */
{
    FILE *f = fopen("/etc/tandem-lab.conf", "r");
    char line[600];
    if (getenv("TANDEM_LAB_DIR")) snprintf(gLab, sizeof gLab, "%.511s", getenv("TANDEM_LAB_DIR"));
    while (f && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        if (!strncmp(line, "TANDEM_LAB_DIR=", 15) && !gLab[0]) snprintf(gLab, sizeof gLab, "%.511s", line + 15);
        if (!strncmp(line, "TANDEM_LAB_NODE=", 16)) snprintf(gNode, sizeof gNode, "%.63s", line + 16);
    }
    if (f) fclose(f);
}

/* The GID at `idx` of the device's port 1 as the mlx5 driver shows it in sysfs: an unpopulated
   entry reads all zeros and has no type. */
static void readGid(const char *dev, int idx, char *gid, char *type)
{
    strcpy(gid, "0000:0000:0000:0000:0000:0000:0000:0000");
    type[0] = 0;
    if (idx < 0 || idx >= GID_TABLE) return;
    readPath(gid, 48, "/sys/class/infiniband/%s/ports/1/gids/%d", dev, idx);
    if (readPath(type, 16, "/sys/class/infiniband/%s/ports/1/gid_attrs/types/%d", dev, idx))
        strcpy(type, strstr(type, "v2") ? "v2" : "v1");
}

static int gidBytes(const char *gid, unsigned char *b)
{
    unsigned g[8];
    if (sscanf(gid, "%x:%x:%x:%x:%x:%x:%x:%x", &g[0], &g[1], &g[2], &g[3], &g[4], &g[5], &g[6], &g[7]) != 8) {
        memset(b, 0, 16);
        return 0;
    }
    for (int i = 0; i < 8; ++i) { b[2 * i] = (unsigned char)(g[i] >> 8); b[2 * i + 1] = (unsigned char)g[i]; }
    return 1;
}

static int v4mapped(const char *gid) /* ::ffff:a.b.c.d, the GID of an IPv4 address */
{
    unsigned char b[16], z[10] = {0};
    return gidBytes(gid, b) && !memcmp(b, z, 10) && b[10] == 0xff && b[11] == 0xff;
}

/* perftest's automatic choice (get_best_gid_index): an IPv4-mapped GID first, then the higher
   RoCE version; unpopulated entries never win. */
static int bestGid(const char *dev)
{
    char g[48], t[16], bg[48], bt[16];
    int best = 0;
    for (int i = 1; i < GID_TABLE; ++i) {
        readGid(dev, best, bg, bt);
        readGid(dev, i, g, t);
        if (v4mapped(g) && !v4mapped(bg)) best = i;
        else if (v4mapped(g) == v4mapped(bg) && t[0] && bt[0] && strcmp(t, bt) > 0) best = i;
    }
    return best;
}

/* The remote IPv4 must sit in a subnet of the local netdev, or the HCA cannot resolve it. */
static int reachable(const char *netdev, const char *gid)
{
    unsigned char b[16];
    struct ifaddrs *ifa = NULL;
    int ok = 0;
    if (!v4mapped(gid)) return 1;
    gidBytes(gid, b);
    uint32_t dst = (uint32_t)b[12] << 24 | (uint32_t)b[13] << 16 | (uint32_t)b[14] << 8 | b[15];
    if (getifaddrs(&ifa)) return 0;
    for (struct ifaddrs *i = ifa; i; i = i->ifa_next) {
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || strcmp(i->ifa_name, netdev)) continue;
        uint32_t a = ntohl(((struct sockaddr_in *)i->ifa_addr)->sin_addr.s_addr);
        uint32_t m = ntohl(((struct sockaddr_in *)i->ifa_netmask)->sin_addr.s_addr);
        if ((a & m) == (dst & m)) ok = 1;
    }
    freeifaddrs(ifa);
    return ok;
}

/* Whether the two netdevs share a cable (or the same switch bridge), from the lab's cable list. */
static int cabled(const struct side *a, const struct side *b)
{
    char p[600], l[256], n1[64], i1[32], n2[64], i2[32], swA[32] = "", swB[32] = "";
    snprintf(p, sizeof p, "%.580s/shared/cables", gLab);
    FILE *f = fopen(p, "r");
    int ok = 0;
    if (!f) return 1;
    while (fgets(l, sizeof l, f)) {
        if (sscanf(l, "%63s %31s %63s %31s", n1, i1, n2, i2) != 4) continue;
#define IS(n, i, s) (!strcmp(n, (s)->node) && !strcmp(i, (s)->netdev))
        if (!strcmp(n2, "switch")) {
            if (IS(n1, i1, a)) snprintf(swA, sizeof swA, "%s", i2);
            if (IS(n1, i1, b)) snprintf(swB, sizeof swB, "%s", i2);
        } else ok |= (IS(n1, i1, a) && IS(n2, i2, b)) || (IS(n1, i1, b) && IS(n2, i2, a));
    }
    fclose(f);
    return ok || (swA[0] && !strcmp(swA, swB));
}

/* Markers: /run/lock/tandem-lab-ibwb.<dev>.<pid> while a run lives (a server waiting for its
   client too); a marker whose process is gone is stale and ignored. Two runs share the port as
   soon as they overlap at all: started together, as the Doctor does, each sees the other. */
static void dropMarker(void) { if (gMarker[0]) unlink(gMarker); }
static void onSignal(int sig) { dropMarker(); signal(sig, SIG_DFL); raise(sig); }
static int twinBusy(const char *dev)
{
    char prefix[64];
    if (!strncmp(dev, "rocep1s0", 8)) snprintf(prefix, sizeof prefix, "tandem-lab-ibwb.roceP2p1s0%s.", dev + 8);
    else if (!strncmp(dev, "roceP2p1s0", 10)) snprintf(prefix, sizeof prefix, "tandem-lab-ibwb.rocep1s0%s.", dev + 10);
    else return 0;
    DIR *d = opendir("/run/lock");
    struct dirent *e;
    int busy = 0;
    while (d && (e = readdir(d)))
        busy |= !strncmp(e->d_name, prefix, strlen(prefix)) && kill(atoi(e->d_name + strlen(prefix)), 0) == 0;
    if (d) closedir(d);
    return busy;
}

static int sendSide(int fd, const struct side *s)
{
    char m[512];
    int n = snprintf(m, sizeof m, "TLAB-IBWB %s %s %s %s %s %s %d %d %d %.0f %.3f %x %x %x %llx\n", s->node, s->host,
                     s->dev, s->netdev, s->gid, s->type[0] ? s->type : "-", s->idx, s->mtu, s->qps, s->speed,
                     s->stale, s->qpn, s->psn, s->rkey, s->vaddr);
    return write(fd, m, (size_t)n) == n;
}

static int recvLine(int fd, char *buf, size_t n) /* one line; 0 when the other end closed */
{
    size_t i = 0;
    ssize_t r = 0;
    while (i + 1 < n && (r = read(fd, buf + i, 1)) == 1 && buf[i] != '\n') ++i;
    buf[i] = 0;
    return r == 1;
}

static int recvSide(int fd, struct side *s)
{
    char m[512];
    if (!recvLine(fd, m, sizeof m)) return 0;
    int n = sscanf(m, "TLAB-IBWB %63s %63s %31s %31s %47s %15s %d %d %d %lf %lf %x %x %x %llx", s->node, s->host, s->dev,
                   s->netdev, s->gid, s->type, &s->idx, &s->mtu, &s->qps, &s->speed, &s->stale, &s->qpn,
                   &s->psn, &s->rkey, &s->vaddr);
    if (!strcmp(s->type, "-")) s->type[0] = 0;
    return n == 15;
}

static int rdmaMtu(int netdevMtu) /* iboe_get_mtu: the netdev MTU less 96 bytes of RoCE headers */
{
    int m = netdevMtu - 96, v = 256;
    while (v < 4096 && v * 2 <= m) v *= 2;
    return v;
}

static void peerLost(void) /* what perftest says when the other end went away mid-handshake */
{
    fprintf(stderr, "ethernet_read_keys: Couldn't read remote address\n Unable to read from socket/rdma_cm\n"
                    " Failed to exchange data between server and clients\n");
    exit(1);
}

static void printInfo(int server, int mtu, int gidIdx)
{
    printf(RESULT_LINE);
    printf("                    RDMA_Write %sBW Test\n", o.bidir ? "Bidirectional " : "");
    printf(" Dual-port       : OFF\t\tDevice         : %s\n", o.dev ? o.dev : "rocep1s0f0");
    printf(" Number of qps   : %d\t\tTransport type : IB\n Connection type : RC\t\tUsing SRQ      : OFF\n", o.qps);
    printf(" PCIe relax order: ON\n ibv_wr* API     : ON\n");
    if (!server || o.bidir) printf(" TX depth        : %ld\n", o.iters < 128 && !o.duration ? o.iters : 128L);
    printf(" CQ Moderation   : %d\n", o.size > 8192 && !o.all ? 1 : 100); /* off for large messages */
    printf(" Mtu             : %d[B]\n Link type       : %s\n", mtu, o.forceIB ? "IB" : "Ethernet");
    if (!o.forceIB) printf(" GID index       : %d\n", gidIdx);
    printf(" Max inline data : 0[B]\n rdma_cm QPs\t : %s\n", o.rdmacm ? "ON" : "OFF");
    printf(" Data ex. method : %s", o.rdmacm ? "rdma_cm" : "Ethernet");
    if (o.rdmacm && server)
        printf("\n" RESULT_LINE " Waiting for client rdma_cm QP to connect\n Please run the same command with the IB/RoCE interface IP");
    printf("\n" RESULT_LINE);
}

static void printAddr(const char *side, const struct side *s, int q)
{
    unsigned char b[16];
    printf(" %s address: LID %#04x QPN %#06x PSN %#06x", side, 0, s->qpn + (unsigned)q, (s->psn + 0x2f1d3u * (unsigned)q) & 0xffffff);
    if (!o.rdmacm) printf(" RKey %#08x VAddr %#016llx", s->rkey, s->vaddr + 0x1000000ull * (unsigned long long)q);
    printf("\n");
    if (o.forceIB) return;
    gidBytes(s->gid, b);
    printf(" GID: %02d:%02d:%02d:%02d:%02d:%02d:%02d:%02d:%02d:%02d:%02d:%02d:%02d:%02d:%02d:%02d\n", b[0], b[1], b[2],
           b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
}

static void printRow(long size, uint64_t iters, double peak, double avg, double rate)
{
    if (avg < 0.1 && o.gbits)
        printf(" %-7lu    %" PRIu64 "           %-7.6lf            %-7.6lf            %-7.6lf\n", (unsigned long)size, iters, peak, avg, rate);
    else
        printf(" %-7lu    %-10" PRIu64 "       %-7.2lf            %-7.2lf\t\t     %-7.6lf\n", (unsigned long)size, iters, peak, avg, rate);
}

#define BAD_OPTION(msg) (fprintf(stderr, "%s Parser function exited with Error\n", msg), 1)

int main(int argc, char **argv)
{
    static struct option lo[] = {{"ib-dev", 1, 0, 'd'}, {"ib-port", 1, 0, 'i'}, {"gid-index", 1, 0, 'x'},
        {"size", 1, 0, 's'}, {"iters", 1, 0, 'n'}, {"duration", 1, 0, 'D'}, {"all", 0, 0, 'a'}, {"qp", 1, 0, 'q'},
        {"port", 1, 0, 'p'}, {"CPU-freq", 0, 0, 'F'}, {"rdma_cm", 0, 0, 'R'}, {"bidirectional", 0, 0, 'b'},
        {"mtu", 1, 0, 'm'}, {"report_gbits", 0, 0, 'G'}, {"run_infinitely", 0, 0, 'I'}, {"force-link", 1, 0, 'L'},
        {0, 0, 0, 0}};
    int c, noPeak = 0;
    char *end;
    setvbuf(stdout, NULL, _IOLBF, 0);
    opterr = 0;
    while ((c = getopt_long(argc, argv, "d:i:x:s:n:D:aq:p:FRbm:", lo, NULL)) != -1) {
        switch (c) {
        case 'd': o.dev = optarg; break;
        case 'i': break; /* a ConnectX-7 function has one port */
        case 'x':
            if ((o.gidx = atoi(optarg)) < 0 || o.gidx > 64) return BAD_OPTION(" Gid index should be between 0 and 64\n");
            break;
        case 's':
            o.size = strtol(optarg, &end, 10) * (*end == 'K' ? 1024 : *end == 'M' ? 1048576 : *end == 'G' ? 1073741824 : 1);
            break;
        case 'n': o.iters = atol(optarg); break;
        case 'D': o.duration = atoi(optarg); if (o.duration <= 0) return BAD_OPTION(" Duration period must be positive\n"); break;
        case 'a': o.all = 1; break;
        case 'q': o.qps = atoi(optarg); if (o.qps < 1) o.qps = 1; break;
        case 'p': o.port = atoi(optarg); break;
        case 'F': break; /* no CPU frequency to check */
        case 'R': o.rdmacm = 1; break;
        case 'b': o.bidir = 1; break;
        case 'm': o.mtu = atoi(optarg); break;
        case 'G': o.gbits = 1; break;
        case 'I': o.runInf = 1; break;
        case 'L': o.forceIB = !strcmp(optarg, "IB"); break;
        default:
            return BAD_OPTION(" Invalid Command or flag.\n Please check command line and run again.\n\n");
        }
    }
    if (optind < argc) o.server = argv[argc - 1];
    if (o.runInf && !o.duration) o.duration = 5;
    if (o.duration || o.runInf || (!o.all && o.iters > 20000)) {
        printf(" WARNING: BW peak won't be measured in this run.\n");
        noPeak = 1;
    }
    if (o.all) o.size = 8388608;
    readConf();
    gSeed = (unsigned)time(NULL) ^ (unsigned)getpid() << 8;

    struct side me = {0}, peer = {0};
    char v[64], p[1100];
    DIR *nd;
    struct dirent *e;
    if (!o.dev) o.dev = "rocep1s0f0"; /* the first device the driver registers */
    snprintf(me.dev, sizeof me.dev, "%.31s", o.dev);
    snprintf(p, sizeof p, "/sys/class/infiniband/%s", me.dev);
    if (strchr(o.dev, '/') || strlen(o.dev) >= sizeof me.dev || access(p, F_OK)) {
        fprintf(stderr, "IB device %s not found\n Unable to find the Infiniband/RoCE device\n", o.dev);
        return 1;
    }
    snprintf(p, sizeof p, "/sys/class/infiniband/%s/device/net", me.dev);
    if ((nd = opendir(p))) {
        while ((e = readdir(nd)))
            if (e->d_name[0] != '.') snprintf(me.netdev, sizeof me.netdev, "%.31s", e->d_name);
        closedir(nd);
    }
    if (!readPath(v, sizeof v, "/sys/class/net/%s/operstate", me.netdev) || strcmp(v, "up")) {
        fprintf(stderr, " Port number 1 state is Down\n Couldn't set the link layer\n Couldn't get context for the device\n");
        return 1;
    }
    me.mtu = readPath(v, sizeof v, "/sys/class/net/%s/mtu", me.netdev) ? atoi(v) : 1500;
    snprintf(me.node, sizeof me.node, "%s", gNode[0] ? gNode : "-");
    gethostname(me.host, sizeof me.host - 1);
    me.speed = faultValue("speed", me.netdev, 200000);
    me.stale = faultValue("stale-connectx", me.netdev, 0);
    me.qps = o.qps;
    me.qpn = 0x100 + (unsigned)(rand_r(&gSeed) % 0x700);
    me.psn = (unsigned)rand_r(&gSeed) & 0xffffff;
    me.rkey = ((unsigned)rand_r(&gSeed) & 0x1fff) << 8;
    me.vaddr = (0xe000ull + (unsigned long long)(rand_r(&gSeed) % 0x1fff)) << 32 | ((unsigned long long)rand_r(&gSeed) & 0xfffff) << 12;
    me.idx = o.gidx >= 0 ? o.gidx : bestGid(me.dev);
    readGid(me.dev, me.idx, me.gid, me.type);

    signal(SIGPIPE, SIG_IGN);
    snprintf(gMarker, sizeof gMarker, "/run/lock/tandem-lab-ibwb.%s.%d", me.dev, (int)getpid());
    FILE *mk = fopen(gMarker, "w");
    if (!mk) gMarker[0] = 0;
    else fclose(mk);
    atexit(dropMarker);
    signal(SIGINT, onSignal), signal(SIGTERM, onSignal);

    /* The TCP exchange, as perftest's ethernet_client_connect / ethernet_server_connect. */
    int fd = -1, busy = 0;
    char service[16];
    struct addrinfo hints = {.ai_family = AF_INET, .ai_socktype = SOCK_STREAM}, *res = NULL;
    snprintf(service, sizeof service, "%d", o.port);
    if (!o.server) {
        printf("\n************************************\n* Waiting for client to connect... *\n************************************\n");
        hints.ai_flags = AI_PASSIVE;
        int one = 1, l = -1;
        if (!getaddrinfo(NULL, service, &hints, &res) && (l = socket(AF_INET, SOCK_STREAM, 0)) >= 0) {
            setsockopt(l, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
            if (bind(l, res->ai_addr, res->ai_addrlen) || listen(l, 1)) { close(l); l = -1; }
        }
        if (l < 0) fprintf(stderr, "Couldn't listen to port %d\n", o.port);
        else fd = accept(l, NULL, NULL);
        if (l >= 0) close(l);
    } else if (getaddrinfo(o.server, service, &hints, &res)) {
        fprintf(stderr, "Problem in resolving basic address and port\n");
    } else {
        for (struct addrinfo *t = res; t && fd < 0; t = t->ai_next) {
            fd = socket(t->ai_family, t->ai_socktype, t->ai_protocol);
            if (fd >= 0 && connect(fd, t->ai_addr, t->ai_addrlen)) { close(fd); fd = -1; }
        }
        if (fd < 0) fprintf(stderr, "Couldn't connect to %s:%d\n", o.server, o.port);
    }
    if (res) freeaddrinfo(res);
    if (fd < 0) {
        fprintf(stderr, "Unable to open file descriptor for socket connection\n Unable to init the socket connection\n");
        return 1;
    }
    for (int t = 0; t < 50; ++t) busy |= twinBusy(me.dev), sleepFor(0.02); /* perftest sleeps a second */
    if (!sendSide(fd, &me) || !recvSide(fd, &peer)) peerLost();

    /* MTU: each end takes its port's active MTU (or -m, if not above it); both use the smaller. */
    int active = rdmaMtu(me.mtu), mine = active, ibvEnum = __builtin_ctz((unsigned)active) - 7; /* IBV_MTU_1024 = 3 */
    if (o.mtu && (o.mtu < 256 || o.mtu > 4096 || (o.mtu & (o.mtu - 1))))
        fprintf(stderr, " Invalid MTU - %d \n Please choose mtu from {256,512,1024,2048,4096}\n Will run with the port active mtu - %d\n", o.mtu, ibvEnum);
    else if (o.mtu > active)
        printf("Requested mtu is higher than active mtu \nChanging to active mtu - %d\n", ibvEnum);
    else if (o.mtu) mine = o.mtu;
    int theirs = rdmaMtu(peer.mtu);
    printInfo(!o.server, mine < theirs ? mine : theirs, me.idx);

    /* ctx_check_gid_compatibility, then ctx_connect (an unusable source GID or a remote
       address off the local subnets fails the move to RTR). */
    if (!o.rdmacm && !o.forceIB && v4mapped(me.gid) != v4mapped(peer.gid)) {
        fprintf(stderr, "\n Found Incompatibility issue with GID types.\n Please Try to use a different IP version.\n\n");
        return 1;
    }
    if (!o.rdmacm && !o.forceIB && (!strcmp(me.gid, "0000:0000:0000:0000:0000:0000:0000:0000") || !reachable(me.netdev, peer.gid))) {
        fprintf(stderr, "Failed to modify QP %u to RTR\n Unable to Connect the HCA's through the link\n", me.qpn);
        return 1;
    }
    for (int q = 0; q < o.qps; ++q) printAddr("local", &me, q);
    if (!sendSide(fd, &me) || !recvSide(fd, &peer)) peerLost();
    for (int q = 0; q < o.qps; ++q) printAddr("remote", &peer, q);
    printf(RESULT_LINE);
    printf(" #bytes     #iterations    BW peak[%s]    BW average[%s]   MsgRate[Mpps]\n", o.gbits ? "Gb/sec" : "MiB/sec",
           o.gbits ? "Gb/sec" : "MiB/sec");

    /* RDMA traffic fails with a transport retry timeout when the frames cannot arrive: MTUs that
       differ, a GID that is not RoCE v2 with an IPv4 address, no cable between the two ports. */
    int broken = me.mtu != peer.mtu || !cabled(&me, &peer);
    if (!o.forceIB && !o.rdmacm)
        broken = broken || strcmp(me.type, "v2") || strcmp(peer.type, "v2") || !v4mapped(me.gid) || !v4mapped(peer.gid);
    char m[128];
    if (broken) {
        if (!o.server && !o.bidir) { /* the server waits until the client gives up */
            while (recvLine(fd, m, sizeof m)) {}
            peerLost();
        }
        sleepFor(0.55); /* 7 retries of a 67 ms QP timeout */
        fprintf(stderr, " Completion with error at client\n Failed status 12: wr_id 0 syndrom 0x81\nscnt=%ld, ccnt=0\n", o.iters < 128 ? o.iters : 128L);
        fprintf(stderr, " Failed to complete run_iter_bw function successfully\n");
        return 1;
    }
    if (!o.server) { /* the server samples its node until the client is done, then prints its report */
        struct pollfd pf = {fd, POLLIN, 0};
        while (poll(&pf, 1, 20) == 0) busy |= twinBusy(me.dev);
        if (o.runInf || !recvLine(fd, m, sizeof m) || strcmp(m, "DONE")) {
            while (recvLine(fd, m, sizeof m)) {}
            peerLost();
        }
        int n = snprintf(m, sizeof m, "SHARED %d\n", busy);
        long sz;
        uint64_t it;
        double pk, av, mr;
        if (write(fd, m, (size_t)n) != n || !recvLine(fd, m, sizeof m)
            || sscanf(m, "REPORT %ld %" SCNu64 " %lf %lf %lf", &sz, &it, &pk, &av, &mr) != 5)
            peerLost();
        printRow(sz, it, pk, av, mr);
        printf(RESULT_LINE);
        return 0;
    }

    /* The numbers (docs/doctor.md, "Bands"): one twin ~111 Gb/s direct, ~109 through
       the switch, ~95 each while the port's other twin runs too; a fault's speed scales it, a
       stale ConnectX gives its 8-25 Gb/s. */
    char topo[32] = "";
    readPath(topo, sizeof topo, "%s/shared/topology", gLab);
    double base = !strcmp(topo, "switch") ? uni(108.6, 109.4) : uni(110.6, 111.9), shared = uni(93.0, 97.5);
    double speed = (me.speed < peer.speed ? me.speed : peer.speed) / 200000.0;
    double stale = me.stale > 0 && peer.stale > 0 ? (me.stale < peer.stale ? me.stale : peer.stale) : me.stale + peer.stale;
    do {
        int samples = 0, rbusy = 0;
        double t = 0, period = o.duration;
        if (!o.duration) /* the iterations' own time at ~111 Gb/s */
            for (long s = o.all ? 2 : o.size; s <= o.size; s *= 2) period += (double)o.iters * o.qps * (double)s * 8 / 111e9;
        for (t = 0; t < period || !samples; t += 0.02, ++samples) busy |= twinBusy(me.dev), sleepFor(0.02);
        if (!o.runInf && (write(fd, "DONE\n", 5) != 5 || !recvLine(fd, m, sizeof m) || sscanf(m, "SHARED %d", &rbusy) != 1))
            peerLost();
        double f = busy || rbusy ? 1 : 0;
        double bw = (base * (1 - f) + shared * f) * speed;
        if (stale > 0) bw = stale * uni(0.97, 1.03);
        if (o.bidir) bw *= 2;
        for (long s = o.all ? 2 : o.size; s <= o.size; s *= 2) {
            double cap = (double)s * 8 * 7.0e6 * (o.qps < 4 ? o.qps : 4) / 1e9; /* ~7 Mpps per QP */
            double avg = bw < cap ? bw : cap * uni(0.97, 1.0);
            double mpps = avg * 1e9 / 8 / (double)s / 1e6;
            uint64_t it = o.duration ? (uint64_t)(avg * 1e9 * o.duration / 8 / (double)s) : (uint64_t)o.iters * (uint64_t)o.qps;
            double peak = noPeak ? 0 : avg * uni(1.001, 1.004);
            if (!o.gbits) avg *= 1e9 / 8 / 1048576, peak *= 1e9 / 8 / 1048576; /* MiB/sec */
            printRow(s, it, peak, avg, mpps);
            int n = snprintf(m, sizeof m, "REPORT %ld %" PRIu64 " %.6f %.6f %.6f\n", s, it, peak, avg, mpps);
            if (s == o.size && !o.runInf && write(fd, m, (size_t)n) != n) peerLost();
        }
    } while (o.runInf);
    if (!o.runInf) printf(RESULT_LINE);
    close(fd);
    return 0;
}
