// SPDX-License-Identifier: GPL-3.0-or-later
// The Doctor's knowledge: symptom -> cause -> fix, one row per rule, each with its public source
// (docs/doctor.md, "Rules"). Data only; the code that matches symptoms is in diagnosis*.cpp. The
// texts a user reads (title, cause, fix) are marked for translation where lupdate sees them;
// the symptom is for docs/doctor.md and the tests.
#include "knowledge.h"

namespace Tandem {

namespace {

using G = FindingGroup;
using S = FindingSeverity;
using R = RepairKind;

const QList<KnowledgeRule> table = {
    {"link.stale-connectx",
     G::Hardware,
     S::Fail,
     R::None,
     "ib_write_bw gives 8-25 Gb/s on a twin that reads Up at 200 Gb/s",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "{interface} on {node} moves {value} Gb/s although it reads 200G: the "
                       "ConnectX-7 came up stale"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "The ConnectX-7 came up in a stale state after power-on or a firmware "
                       "update. The link trains at 200G, yet RDMA moves a fraction of that, and a "
                       "warm reboot often does not clear it."),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "Reboot both nodes and run the Doctor again. If it is still slow: shut both nodes down, "
         "unplug each node and its power brick from the wall for at least 60 s, power on without "
         "touching the QSFP cables, and run the Doctor again."),
     "NVIDIA dgx-spark-playbooks, nvidia/connect-two-sparks/assets/check-connectx-bandwidth"},
    {"link.slow",
     G::Hardware,
     S::Fail,
     R::None,
     "ib_write_bw on one twin gives less than 100 Gb/s, at 200G and not in the stale band",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "{interface} from {node} to {peer} moves {value} Gb/s ({expected})"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "A cable that is not rated for 200G or not fully seated, a dirty or damaged "
                       "connector, or a port that runs degraded."),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "Reseat the cable at both ends until it clicks. If it is still slow, swap in a known-good "
         "QSFP112 cable, or move it to the other port (the drawing shows which)."),
     "NVIDIA dgx-spark-playbooks, "
     "nvidia/connect-two-sparks/assets/performance_benchmarking_guide.md"},
    {"link.low",
     G::Hardware,
     S::Warn,
     R::None,
     "ib_write_bw on one twin gives 100-105 Gb/s: it works, below the public figures",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "{interface} from {node} to {peer} moves {value} Gb/s, a little below what "
                       "healthy links give ({expected})"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Other traffic on the nodes during the test, a switch port that is shared, "
                       "or a cable at the edge of its rating."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Run the Doctor again while the nodes are idle; if the number stays low, "
                       "reseat the cable."),
     "NVIDIA dgx-spark-playbooks, "
     "nvidia/connect-two-sparks/assets/performance_benchmarking_guide.md"},
    {"link.both-low",
     G::Hardware,
     S::Warn,
     R::None,
     "both twins at once give less than 184 Gb/s together",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Both twins from {node} to {peer} together move {value} Gb/s ({expected})"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Only one twin carries traffic, or the two twins share a narrowed PCIe link "
                       "(the ASUS GX10 trains its second twin at x2 before its April 2026 BIOS)."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Check that both twins have addresses and are Up, and update the BIOS where "
                       "the device checks report a narrowed PCIe link."),
     "NVIDIA Sync Cluster Assistant (docs.nvidia.com/sync/latest/cluster-assistant.html): 184 Gb/s "
     "per link"},
    {"link.asymmetric",
     G::Hardware,
     S::Warn,
     R::None,
     "one direction of a link is more than 15 % slower than the other",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "{interface} between {node} and {peer} is {value} % slower from {node}"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "One direction of a cable, a transceiver or a port's receive side is "
                       "degraded; a healthy link measures alike both ways."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Reseat the cable, then turn it end for end and run the Doctor again: if "
                       "the slow direction follows the cable, replace the cable."),
     "NVIDIA dgx-spark-playbooks, "
     "nvidia/connect-two-sparks/assets/performance_benchmarking_guide.md"},
    {"link.speed",
     G::Hardware,
     S::Fail,
     R::None,
     "a ConnectX twin negotiated less than 200 Gb/s",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "{interface} on {node} negotiated {value} instead of 200 Gb/s"),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "The cable is not a 200G QSFP112 cable, or the switch port is set to a lower speed."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Use a QSFP112 cable rated for 200G or more (NVIDIA lists approved ones); "
                       "on a switch, set the port to 200G. Then run the Doctor again."),
     "DGX Spark User Guide, Spark Clustering "
     "(docs.nvidia.com/dgx/dgx-spark/spark-clustering.html)"},
    {"link.unplugged",
     G::Hardware,
     S::Fail,
     R::None,
     "both twins of a port that the plan uses have no link",
     QT_TRANSLATE_NOOP("Tandem::Knowledge", "The {port} port of {node} has no link on either twin"),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "No cable, a cable that is not seated, or the node at the other end is off."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Plug the QSFP cable firmly into the {port} port of {node} (see the "
                       "drawing) and into its peer; both twins come up within seconds."),
     "DGX Spark User Guide, Spark Clustering "
     "(docs.nvidia.com/dgx/dgx-spark/spark-clustering.html)"},
    {"link.twin-down",
     G::Hardware,
     S::Fail,
     R::None,
     "one twin of a port is down while the other twin is up",
     QT_TRANSLATE_NOOP("Tandem::Knowledge", "{interface} on {node} is down while its twin is up"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "One cable carries both twins, so one twin down with the other up is a port "
                       "or driver state, or the interface was taken down by hand."),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "Reseat the cable. If the twin stays down, bring it up with `sudo ip link set {interface} "
         "up`; if it still does not come up, power-cycle the node with a 60 s drain."),
     "DGX Spark User Guide, Spark Clustering "
     "(docs.nvidia.com/dgx/dgx-spark/spark-clustering.html)"},
    {"link.unmeasured",
     G::Fixable,
     S::Warn,
     R::ReapplyPlan,
     "every RDMA test of a twin ended in error across an MTU that differs at its two ends",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "{interface} between {node} and {peer} could not be measured: its RDMA "
                       "tests ended in error"),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "ib_write_bw cannot move data across a twin whose two ends differ in MTU, so all {value} "
         "tests of this twin ended in error and its bandwidth is not known. A stale ConnectX or a "
         "slow cable on it stays hidden until it is measured."),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "Repair sets the same MTU at both ends and then runs the Doctor again, which measures "
         "this twin. If you fix the MTU by hand instead, run the Doctor again to measure it."),
     "NVIDIA/nccl issue #426 (the same MTU at both ends); perftest (linux-rdma/perftest), README"},
    {"rdma.failed",
     G::Decision,
     S::Fail,
     R::None,
     "ib_write_bw failed for a reason no other rule explains",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "The RDMA test on {interface} from {node} to {peer} failed"),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "The test's own words are in the evidence: a firewall on the test's TCP port, a peer that "
         "is not reachable over this twin, or an RDMA driver that is not loaded."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Read the evidence; check that the peer answers a ping over this twin and "
                       "that `ibv_devices` lists the ConnectX devices on both nodes."),
     "perftest (linux-rdma/perftest), README"},
    {"rdma.missing",
     G::Decision,
     S::Warn,
     R::None,
     "ib_write_bw is not installed on a node",
     QT_TRANSLATE_NOOP("Tandem::Knowledge", "ib_write_bw (perftest) is not installed on {node}"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "The perftest package is not part of every GB10 image."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Install it: `sudo apt install perftest` (the Prerequisites step does it "
                       "for you), then run the Doctor again."),
     "perftest (linux-rdma/perftest), README"},
    {"nccl.collapse",
     G::Hardware,
     S::Fail,
     R::None,
     "RDMA between two nodes is healthy while NCCL between them moves under a third of what it "
     "should",
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "NCCL from {node} to {peer} moves {value} GB/s while RDMA on the same link is healthy"),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "NCCL is not using GPUDirect RDMA, or the path between GPU and ConnectX is throttled: a "
         "ConnectX or GPU left in a bad state, another GPU job, or a development build of NCCL."),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "Check `nvidia-smi` on both nodes for other processes; power-cycle both nodes with a 60 s "
         "drain; build NCCL from a release tag. Then run the Doctor again."),
     "NVIDIA dgx-spark-playbooks issue #102 / PR #103 (a development build at 3.04 GB/s)"},
    {"nccl.failed",
     G::Decision,
     S::Warn,
     R::None,
     "the NCCL test between two nodes did not give a number",
     QT_TRANSLATE_NOOP("Tandem::Knowledge", "NCCL between {node} and {peer} could not be measured"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "The test's own words are in the evidence: nccl-tests missing, passwordless "
                       "SSH between the nodes not set up, or a failure other findings name."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Fix the other findings first; set up SSH between the nodes (step 6) and "
                       "nccl-tests (Prerequisites), then run the Doctor again."),
     "NVIDIA dgx-spark-playbooks, nvidia/nccl/README.md"},
    {"mtu.mismatch",
     G::Fixable,
     S::Fail,
     R::ReapplyPlan,
     "the two ends of a twin link have different MTUs",
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "The MTU differs across {interface}: {node} has {value}, {peer} has {expected}"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "RoCE needs the same MTU at both ends. A mismatch passes pings of small "
                       "packets and then fails real traffic with \"transport retry counter "
                       "exceeded\" (IBV_WC_RETRY_EXC_ERR, 12)."),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "Repair applies the plan again, which writes the same MTU at both ends of every link (the "
         "files are backed up and put back unless the nodes answer afterwards)."),
     "NVIDIA/nccl issue #426; NVIDIA dgx-spark-playbooks PR #38"},
    {"mtu.reset",
     G::Fixable,
     S::Fail,
     R::ReapplyPlan,
     "a twin runs another MTU than its netplan file sets",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "{interface} on {node} runs MTU {value}, but its netplan sets {expected}"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "A firmware update or a driver reload put the port back to 1500 without "
                       "netplan noticing; its peer kept the larger MTU."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Repair applies the netplan again (backed up, reverted unless the nodes "
                       "answer afterwards)."),
     "NVIDIA dgx-spark-playbooks PR #38"},
    {"netplan.stale",
     G::Fixable,
     S::Warn,
     R::ReapplyPlan,
     "another netplan file configures the ConnectX ports besides Tandem's",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "{node} has another netplan file for the ConnectX ports: {value}"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "A file left by an earlier setup (NVIDIA Sync, a playbook, a script) "
                       "configures the same ports; netplan merges every file, so its addresses "
                       "come back at the next reboot or netplan apply."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Repair applies the plan again, which moves that file aside (kept with "
                       "Tandem's backups, put back by Restore)."),
     "netplan.io, netplan-generate(8): every YAML file in /etc/netplan is merged"},
    {"netplan.drift",
     G::Fixable,
     S::Fail,
     R::ReapplyPlan,
     "a node's ConnectX addresses are not the ones the plan set",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "{interface} on {node} has {value}, the plan says {expected}"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "The node's network changed since the plan was applied: another tool, a "
                       "file edited by hand, or a reboot that applied another file."),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "Repair applies the plan again (backed up, reverted unless the nodes answer afterwards)."),
     "netplan.io, netplan-apply(8)"},
    {"gid.pinned",
     G::Fixable,
     S::Fail,
     R::UnpinGidIndex,
     "NCCL_IB_GID_INDEX pins an index that is not the RoCE v2 IPv4 GID of every twin",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "NCCL_IB_GID_INDEX={value} is pinned in {where} on {node}, but its RoCE v2 "
                       "index is now {expected}"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "The RoCE v2 GID index moves when addresses change (3 became 4 within 30 "
                       "minutes on a Spark). A pinned index then names the wrong GID, and NCCL "
                       "fails with a retry error or falls back to fe80 GIDs."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Repair takes the line out of {where} (the file is copied beside itself "
                       "first). NCCL picks the right index itself since 2.21.5; leave it unset."),
     "NVIDIA dgx-spark-playbooks PR #38; NCCL docs, environment variables (NCCL_IB_GID_INDEX)"},
    {"gid.pinned-risk",
     G::Fixable,
     S::Warn,
     R::UnpinGidIndex,
     "NCCL_IB_GID_INDEX is pinned and still right, so it breaks at the next GID change",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "NCCL_IB_GID_INDEX={value} is pinned in {where} on {node}"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "The index is right today, but it moves when addresses change, and the pin "
                       "then breaks NCCL on this node."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Repair takes the line out of {where} (the file is copied beside itself "
                       "first); NCCL picks the index itself since 2.21.5."),
     "NVIDIA dgx-spark-playbooks PR #38; NCCL docs, environment variables (NCCL_IB_GID_INDEX)"},
    {"gid.differs",
     G::Decision,
     S::Info,
     R::None,
     "the RoCE v2 GID index differs across the nodes and nothing pins it",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "The RoCE v2 GID index differs across the nodes ({value})"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Each node numbers its GIDs in the order its addresses came; NCCL and "
                       "Tandem find the index on each node, so this alone is harmless."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge", "Nothing to do. Do not pin NCCL_IB_GID_INDEX."),
     "NCCL docs, environment variables (NCCL_IB_GID_INDEX)"},
    {"mpi.path",
     G::Fixable,
     S::Fail,
     R::MpirunPath,
     "mpirun is not on the PATH of a non-interactive SSH session, but a login shell finds it",
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "mpirun is not on {node}'s non-interactive PATH (a login shell finds it at {value})"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "mpirun and orted start over non-interactive SSH, which reads no ~/.profile "
                       "and stops at the top of Ubuntu's ~/.bashrc; an export further down only "
                       "reaches interactive shells, so runs that involve this node fail or hang."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Repair puts {expected} on the PATH at the top of {node}'s ~/.bashrc, in a "
                       "block marked as Tandem's (the file is copied beside itself first)."),
     "Open MPI docs, launching-apps/ssh.rst (PATH and LD_LIBRARY_PATH on remote nodes)"},
    {"mpi.missing",
     G::Decision,
     S::Fail,
     R::None,
     "no mpirun on a node at all",
     QT_TRANSLATE_NOOP("Tandem::Knowledge", "Open MPI is not installed on {node}"),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "mpirun must exist at the same place on every node for a run to start there."),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "Install it from the Prerequisites step (or `sudo apt install openmpi-bin`)."),
     "Open MPI docs, launching-apps/ssh.rst"},
    {"versions.nccl",
     G::Decision,
     S::Fail,
     R::None,
     "NCCL or nccl-tests differs across the nodes",
     QT_TRANSLATE_NOOP("Tandem::Knowledge", "{item} differs across the nodes: {value}"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Every rank must load the same NCCL; mismatched builds fail at init or hang "
                       "until mpirun gives up, sometimes after half an hour."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Choose the version to keep, then rebuild it on the other nodes from the "
                       "Prerequisites step (or point every node at the same NCCL_HOME)."),
     "NVIDIA dgx-spark-playbooks, nvidia/nccl/README.md (the same build on every node)"},
    {"versions.other",
     G::Decision,
     S::Warn,
     R::None,
     "the OS, kernel, driver, CUDA, Open MPI, ConnectX firmware or Python differs across the nodes",
     QT_TRANSLATE_NOOP("Tandem::Knowledge", "{item} differs across the nodes: {value}"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Mixed versions work until they do not: different drivers or firmware "
                       "change how links and GPUs behave, and runs are hard to compare."),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "Bring the odd node to what the others run (DGX OS updates, apt), or update them all."),
     "NVIDIA dgx-spark-playbooks, nvidia/connect-two-sparks/README.md (same software on both "
     "nodes)"},
    {"health.link-flap",
     G::Hardware,
     S::Warn,
     R::None,
     "a twin's carrier went down during a bandwidth run (sysfs carrier_down_count grew)",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "{interface} on {node} went down {value} time(s) during the run"),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "The link dropped for a moment and came back: a QSFP cable that is not fully seated, a "
         "dirty connector, a cable at the edge of its rating, or a port that retrains. NCCL stalls "
         "or retries while the link is away, and a soak's bandwidth dips with it."),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "Reseat the cable at both ends until it clicks and run the soak again. If it flaps again, "
         "swap in a known-good QSFP112 cable or move it to the other port; the node's kernel log "
         "(sudo dmesg | grep -i link) has the time of each drop."),
     "Linux kernel, Documentation/ABI/testing/sysfs-class-net (carrier_down_count)"},
    {"health.speed-change",
     G::Hardware,
     S::Warn,
     R::None,
     "a twin's link speed changed during a bandwidth run",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "{interface} on {node} changed speed during the run: {value}"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "The link trained again at another speed, mostly after a drop: a cable not "
                       "rated for 200G, or a switch port left on auto-negotiation."),
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "Check the speed on both ends (ethtool IFACE), use a QSFP112 cable rated "
                       "for 200G, and on a switch set the port to 200G; then run the soak again."),
     "NVIDIA dgx-spark-playbooks, nvidia/multi-sparks-through-switch/README.md"},
    {"health.gpu-throttle",
     G::Hardware,
     S::Warn,
     R::None,
     "nvidia-smi's clocks_event_reasons showed a power or thermal slowdown during a run",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "{interface} on {node} slowed its clocks during the run ({value})"),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "The GPU lowered its clocks for heat or power: vents that are blocked, a warm room, or a "
         "power brake. A slowed GPU slows every collective it takes part in."),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "Give the node room to breathe (nothing against its vents, the room below 30 °C), "
         "watch nvidia-smi -q -d PERFORMANCE under load, and run the soak again."),
     "NVIDIA, nvidia-smi documentation (clocks_event_reasons)"},
    {"health.roce-errors",
     G::Hardware,
     S::Warn,
     R::None,
     "RoCE error counters in hw_counters grew during a run",
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "RoCE on {interface} of {node} lost or retried packets during the run: {value}"),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "Packets were lost or came out of order on this link, and RoCE had to retransmit. A bad "
         "or loose cable, an MTU that differs between the two ends, or a receiver that fell behind "
         "all do this; a healthy link keeps these counters still."),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "Run the Doctor (it compares MTUs and measures each twin alone), reseat the cable, and "
         "run the soak again; if the counters still grow, replace the cable."),
     "Linux kernel, Documentation/ABI/stable/sysfs-class-infiniband (hw_counters)"},
    {"health.port-errors",
     G::Hardware,
     S::Warn,
     R::None,
     "ethtool -S drop or symbol-error counters grew during a run",
     QT_TRANSLATE_NOOP("Tandem::Knowledge",
                       "{interface} on {node} dropped or damaged frames during the run: {value}"),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "CRC and symbol errors come from the cable or its connectors; discards mean the port ran "
         "out of buffer because a receiver fell behind or other traffic shared the link."),
     QT_TRANSLATE_NOOP(
         "Tandem::Knowledge",
         "For CRC or symbol errors, reseat or replace the cable. For discards alone, make sure "
         "nothing else uses the link during the run, and run the soak again."),
     "Linux kernel, Documentation/networking/device_drivers/ethernet/mellanox/mlx5/counters.rst"},
    {"check.failed",
     G::Decision,
     S::Fail,
     R::None,
     "an earlier check failed and no other rule explains it",
     QT_TRANSLATE_NOOP("Tandem::Knowledge", "{value}"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge", "{expected}"),
     QT_TRANSLATE_NOOP("Tandem::Knowledge", "{fix}"),
     "Tandem's checks (docs/flow.md)"},
};

} // namespace

const QList<KnowledgeRule> &Knowledge::rules()
{
    return table;
}

} // namespace Tandem
