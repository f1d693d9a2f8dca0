#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the saved workflow states the report tests read (sweep-state.json, soak-state.json).

They are made-up sessions of two nodes in the shape Workflow::state() saves: one node's name
and one interface name (in the netplan YAML) are hostile text, so the exports' escaping is tested
on real paths.
Run it again after changing the state's format; the tests only read the JSON files.
"""
import json
import math
import random

HOSTILE = '<script>alert("x")</script>&\''
IFACE = 'enP2p1s0f1np1<>&"'
A, B = HOSTILE, 'spark-3c4d'


def t(minute, second=0):
    return f"2026-11-30T09:{minute:02d}:{second:02d}.000Z"


def ev(node, command, output, status=0, when=t(1)):
    return {"node": node, "command": command, "exit_status": status, "output": output, "time": when}


def check(cid, node, status, title, detail, evidence=(), fix=""):
    c = {"id": cid, "node": node, "status": status, "title": title, "detail": detail, "evidence": list(evidence)}
    if fix:
        c["fix"] = fix
    return c


DGX = 'DGX_NAME="DGX Spark"\nDGX_PRETTY_NAME="NVIDIA DGX Spark"\nDGX_SWBUILD_DATE="2026-05-12"\nDGX_SWBUILD_VERSION="7.3.1"\n'


def device_checks(node):
    return [
        check("device.dgx", node, "pass", "DGX Spark", "NVIDIA DGX Spark", [ev(node, "cat /etc/dgx-release", DGX)]),
        check("device.os", node, "pass", "DGX OS release", "DGX OS 7.3.1, built 2026-05-12.",
              [ev(node, "cat /etc/dgx-release", DGX)]),
        check("device.gpu", node, "pass", "GB10 GPU", "NVIDIA GB10 (driver 580.95.05)",
              [ev(node, "nvidia-smi --query-gpu=name,driver_version --format=csv,noheader", "NVIDIA GB10, 580.95.05\n")]),
    ]


def plan():
    # The plan's own values are read back as strictly as user input (core/session/savedvalues.h):
    # the hostile interface name lives in the YAML text only, which the report shows as text.
    return {
        "addresses": {
            "nodes": [
                {"node": A, "interfaces": [{"netdev": "enp1s0f1np1", "address": "192.168.100.10", "prefix": 24, "mtu": 0},
                                           {"netdev": "enP2p1s0f1np1", "address": "192.168.101.10", "prefix": 24, "mtu": 0}]},
                {"node": B, "interfaces": [{"netdev": "enp1s0f1np1", "address": "192.168.100.11", "prefix": 24, "mtu": 0},
                                           {"netdev": "enP2p1s0f1np1", "address": "192.168.101.11", "prefix": 24, "mtu": 0}]},
            ],
            "subnets": [
                {"cidr": "192.168.100.0/24", "members": [{"node": A, "netdev": "enp1s0f1np1"}, {"node": B, "netdev": "enp1s0f1np1"}]},
                {"cidr": "192.168.101.0/24", "members": [{"node": A, "netdev": "enP2p1s0f1np1"}, {"node": B, "netdev": "enP2p1s0f1np1"}]},
            ],
            "mtu": 0,
        },
        "yaml": {
            A: f"network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      addresses:\n        - 192.168.100.10/24\n    \"{IFACE}\":\n      addresses:\n        - 192.168.101.10/24\n",
            B: "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      addresses:\n        - 192.168.100.11/24\n    enP2p1s0f1np1:\n      addresses:\n        - 192.168.101.11/24\n",
        },
        "diffs": {A: "--- /etc/netplan/40-cx7.yaml\n+++ /etc/netplan/40-cx7.yaml (planned)\n@@ -0,0 +1,8 @@\n+network:\n", B: ""},
        "move_aside": [],
    }


def pair(a, b):
    return f"{a} -> {b}"


def common(bandwidth_checks, bandwidth_run, with_restore, with_facts):
    steps = {
        "devices": [check("device.ssh", n, "pass", "SSH over the management network", "Connected.") for n in (A, B)],
        "device_checks": device_checks(A) + device_checks(B) + [
            check("user.same", "", "pass", "Same user, UID and GID on every node",
                  f"{A}: nvidia (uid 1000, gid 1000); {B}: nvidia (uid 1000, gid 1000)",
                  [ev(A, "sh -c 'id -un; id -u; id -g; id -gn'", "nvidia\n1000\n1000\nnvidia\n"),
                   ev(B, "sh -c 'id -un; id -u; id -g; id -gn'", "nvidia\n1000\n1000\nnvidia\n")])],
        "cabling": [check("cabling.twins", n, "pass", "Both twins up", "enp1s0f1np1 and enP2p1s0f1np1 are up.") for n in (A, B)],
        "network_plan": [check("plan.addresses", "", "pass", "Address plan", "Two subnets, one per twin.")],
        "apply": [check(cid, n, "pass", title, detail, [ev(n, "sudo sh -c backup", "backed-up /etc/netplan/40-cx7.yaml\n", when=t(6))])
                  for n in (A, B)
                  for cid, title, detail in (("apply.backup", "Backup", "1 file backed up here and on the node."),
                                             ("apply.write", "Write", "Written with mode 0600, owner root."),
                                             ("apply.validate", "netplan generate", "netplan generate accepts the configuration."),
                                             ("apply.confirm", "Confirmed", "The new addresses are up and confirmed."))],
        "ssh_fabric": [check("fabric.key", n, "pass", "Node key", "ed25519 key made on the node.") for n in (A, B)],
        "verify": [check("verify.ping", pair(x, y), "pass", "Ping at full MTU over every twin",
                         f"{x} reaches {y} on 2 twin(s) without fragmenting.",
                         [ev(x, f"ping -M do -c 1 -s 1472 -I enp1s0f1np1 192.168.100.1{1 if x == A else 0}",
                             "1 packets transmitted, 1 received", when=t(8))])
                   for x, y in ((A, B), (B, A))]
        + [check("verify.ssh", pair(x, y), "pass", "SSH without a password over CX7", f"{x} logs in to {y}.",
                 [ev(x, "ssh -o BatchMode=yes 192.168.100.11 true", "", when=t(8))]) for x, y in ((A, B), (B, A))]
        + [check("verify.mpirun", "", "pass", "mpirun over CX7", f"Every node answered: spark-386d, {B}.")],
        "bandwidth": bandwidth_checks,
    }
    times = {k: {"started_at": t(m, 0), "finished_at": t(m, 30)} for k, m in
             (("devices", 1), ("device_checks", 2), ("cabling", 3), ("network_plan", 4), ("apply", 6),
              ("ssh_fabric", 7), ("verify", 8), ("bandwidth", 9))}
    state = {
        "version": 1,
        "tandem_version": "0.1.0",
        "saved_at": t(10),
        "nodes": [
            {"name": A, "host": "198.18.0.11", "port": 22, "user": "nvidia", "host_key_sha256": "SHA256:aaaa", "source": "lab"},
            {"name": B, "host": "198.18.0.12", "port": 22, "user": "nvidia", "host_key_sha256": "SHA256:bbbb", "source": "lab"},
        ],
        "steps": steps,
        "topology": {"kind": "direct", "summary": "2 nodes, one direct cable (both twins)"},
        "plan": plan(),
        "facts": [],
        "step_times": times,
        "bandwidth_run": bandwidth_run,
    }
    if with_facts:
        state["facts"] = [
            {"node": A, "hostname": "spark-386d", "kernel": "6.11.0-1016-nvidia", "machine": "aarch64",
             "os": "Ubuntu 24.04.3 LTS", "model": "NVIDIA DGX Spark", "dgx_os_version": "7.3.1",
             "dgx_os_build_date": "2026-05-12", "gpu": "NVIDIA GB10", "driver": "580.95.05",
             "user": "nvidia", "uid": 1000, "gid": 1000, "group": "nvidia"},
            {"node": B, "hostname": B, "kernel": "6.11.0-1016-nvidia", "machine": "aarch64",
             "os": "Ubuntu 24.04.3 LTS", "model": "NVIDIA DGX Spark", "dgx_os_version": "7.3.1",
             "dgx_os_build_date": "2026-05-12", "gpu": "NVIDIA GB10", "driver": "580.95.05",
             "user": "nvidia", "uid": 1000, "gid": 1000, "group": "nvidia"},
        ]
    if with_restore:
        state["last_restore"] = {
            "checks": [check(cid, n, "pass", title, detail, [ev(n, "sudo sh -c restore", "restored /etc/netplan/40-cx7.yaml sha256 ok\n", when=t(5))])
                       for n in (A, B)
                       for cid, title, detail in (("restore.files", "Files put back", "1 file restored, sha256 checked."),
                                                  ("restore.apply", "netplan apply", "netplan apply ran."))],
            "started_at": t(5, 0),
            "finished_at": t(5, 20),
        }
    return state


TRANSPORT = {"network": "IB", "devices": [{"index": 0, "name": "rocep1s0f1", "port": 1, "link_layer": "RoCE"},
                                          {"index": 1, "name": "roceP2p1s0f1", "port": 1, "link_layer": "RoCE"}],
             "socket_devices": [], "oob_interface": "enp1s0f1np1", "oob_address": "192.168.100.10<0>",
             "bootstrap_interface": "enp1s0f1np1", "relaxed_ordering": True, "ib_no_device": False,
             "nccl_version": "2.28.9+cuda13.0", "nranks": 2, "nnodes": 2, "paths": [], "warnings": [], "lines_seen": 40}
COMMAND = ("env NCCL_SOCKET_IFNAME=enp1s0f1np1 NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1 sh -c 'cd && exec \"$@\"' "
           "tandem-bandwidth timeout -k 10 600 mpirun -np 2 -H 192.168.100.10:1,192.168.100.11:1 "
           "nccl-tests/build/all_gather_perf -b 8 -e 1073741824 -f 2")


def bw_checks(threshold_detail):
    return [
        check("bandwidth.run", "", "pass", "Bandwidth test ran", "28 row(s) from all_gather_perf.",
              [ev(A, COMMAND, "# nccl-tests ...", when=t(9, 20))]),
        check("bandwidth.transport", "", "pass", "NCCL uses RoCE on both twins",
              "NCCL used IB on rocep1s0f1, roceP2p1s0f1 (RoCE), the plan's devices."),
        check("bandwidth.threshold", "", "pass", "Bus bandwidth at the largest size", threshold_detail),
    ]


def sweep():
    rows = []
    size = 8
    while size <= 1 << 30:
        peak = 23.71
        busbw = round(peak * size / (size + 2.0e6), 2)
        time_us = round(size / max(busbw * 2, 1e-3) / 1e3 + 30, 1)
        rows.append({"test": 0, "bytes": size, "count": size // 4, "type": "float", "redop": "none", "root": -1,
                     "out_of_place": {"time_us": time_us, "algbw": round(busbw * 2, 2), "busbw": busbw, "wrong": 0},
                     "in_place": {"time_us": time_us, "algbw": round(busbw * 2, 2), "busbw": round(busbw * 0.99, 2), "wrong": 0},
                     "timestamp": None})
        size *= 2
    judged = max(rows[-1]["out_of_place"]["busbw"], rows[-1]["in_place"]["busbw"])
    spec = {"tool": "nccl-tests", "op": "all_gather", "min_bytes": 8, "max_bytes": 1 << 30, "factor": 2, "iters": 20,
            "warmup_iters": 5, "soak_seconds": 0, "interval_ms": 200, "probe_backend": "nccl", "binary": "",
            "threshold_gbps": 21.875, "hang_timeout_seconds": 600}
    run = {"spec": spec, "command": COMMAND, "first_node": A, "hosts": ["192.168.100.10", "192.168.100.11"],
           "roce_devices": ["rocep1s0f1", "roceP2p1s0f1"], "threshold_gbps": 21.875, "judged_busbw": judged,
           "judged_bytes": 1 << 30, "rows": rows, "started_at": t(9, 0), "finished_at": t(9, 30), "cancelled": False,
           "transport": TRANSPORT}
    return common(bw_checks(f"{judged:.2f} GB/s at 1 GiB, above the 21.88 GB/s threshold."), run, True, True)


def soak():
    rnd = random.Random(7)
    n = 600
    ts = [round(0.2 * (i + 1), 3) for i in range(n)]
    busbw = [round(23.0 + 0.5 * math.sin(i / 15.0) + rnd.uniform(-0.3, 0.3), 3) for i in range(n)]
    busbw[300] = 11.2  # one dip the chart must keep
    algbw = [round(2 * b, 3) for b in busbw]
    time_us = [round((1 << 30) / (a * 1e3), 1) for a in algbw]
    mean = sum(busbw) / n
    spec = {"tool": "probe", "op": "all_gather", "min_bytes": 8, "max_bytes": 1 << 30, "factor": 2, "iters": 20,
            "warmup_iters": 5, "soak_seconds": 120, "interval_ms": 200, "probe_backend": "nccl", "binary": "",
            "threshold_gbps": 21.875, "hang_timeout_seconds": 600}
    run = {"spec": spec, "command": COMMAND.replace("nccl-tests/build/all_gather_perf -b 8 -e 1073741824 -f 2",
                                                    "tandem-probe/build/tandem-probe --backend nccl --op all_gather --mode soak"),
           "first_node": A, "hosts": ["192.168.100.10", "192.168.100.11"], "roce_devices": ["rocep1s0f1", "roceP2p1s0f1"],
           "threshold_gbps": 21.875, "judged_busbw": mean, "judged_bytes": 1 << 30, "rows": [],
           "samples": {"count": n, "t": ts, "busbw": busbw, "algbw": algbw, "time_us": time_us, "bytes": 1 << 30, "wrong": 0},
           "started_at": t(9, 0), "finished_at": t(11, 0), "cancelled": False, "transport": TRANSPORT}
    return common(bw_checks(f"{mean:.2f} GB/s, the mean of {n} samples at 1 GiB, above the 21.88 GB/s threshold."),
                  run, False, False)


for name, state in (("sweep-state.json", sweep()), ("soak-state.json", soak())):
    with open(name, "w", encoding="utf-8") as f:
        json.dump(state, f, indent=1, ensure_ascii=False)
        f.write("\n")
