#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes tests/fuzz/corpus/<harness>/ and tests/fuzz/dict/<harness>.dict: the seed corpora
and dictionaries of the libFuzzer harnesses.

Seeds are the recorded outputs under tests/data (copied), plus a few inputs written here for
the formats that have no recorded file (probe lines, ip route, known_hosts, the backup
script's output, the manifest, netplan listings, small node replies). Run it again after
adding recorded outputs; it overwrites the files it writes and leaves others (the outputs
users posted, copied in by hand) alone. docs/fuzzing.md explains.
"""
import base64
import hashlib
import json
import pathlib
import re
import shutil

here = pathlib.Path(__file__).resolve().parent
data = here.parent / "data"
corpus = here / "corpus"

copies = {
    "nccltests": ["nccl-tests/*.txt", "real/nccl-*.txt"],
    "nccltestsjson": ["nccl-tests/*.json"],
    "nccllog": ["nccl-tests/*_info.txt", "real/nccl-*.txt"],
    "ipjson": ["inventory/ip-*.json", "steps/lab-node1-ip-addr.json",
               "steps/lab-node1-neigh-*.json"],
    "ethtool": ["inventory/ethtool-*.txt", "steps/lab-node1-ethtool-enp1s0f1np1.txt",
                "real/ethtool-*.txt"],
    "ibdev2netdev": ["inventory/ibdev2netdev-*.txt", "steps/lab-node1-ibdev2netdev.txt",
                     "real/ibdev2netdev-*.txt"],
    "deviceidentity": ["inventory/dgx-release.txt", "inventory/os-release-*.txt",
                       "inventory/nvidia-smi-*.txt", "real/dgx-release-*.txt",
                       "real/os-release-*.txt", "real/lsb-release-*.txt", "real/nvidia-smi-*.txt"],
    "nmcli": ["inventory/nmcli-*.txt"],
    "netplan": ["plan/*.yaml", "real/netplan-*.txt"],
    "prerequisites": ["steps/prereqs-*.txt"],
    "statefile": ["report/*-state.json"],
    "doctor": ["real/perftest-ib_write_bw-*.txt"],
}


def sha(b):
    return hashlib.sha256(b).hexdigest()


netplan = (data / "plan" / "direct-node1-40-cx7.yaml").read_bytes()
cloud_init = b"network:\n  version: 2\n  ethernets:\n    enP7s7:\n      dhcp4: true\n"

health_sample = (b"@time 1733250000123\n@netdev enp1s0f1np1 rocep1s0f1\n@operstate up\n"
                 b"@speed 200000\n@carrier_up_count 3\n@carrier_down_count 2\n"
                 b"     rx_discards_phy: 12\n     rx_pause_ctrl_phy: 400\n"
                 b"/sys/class/infiniband/rocep1s0f1/ports/1/hw_counters/out_of_sequence:7\n"
                 b"@gpu\n0, 45, 30.12, 2405, 0x0000000000000040\n@end\n")
written = {
    "health": {
        "sample.txt": health_sample,
        "gb10-na.txt": health_sample.replace(b"0, 45, 30.12, 2405, 0x0000000000000040",
                                             b"0, [N/A], [N/A], [N/A], [N/A]"),
        "log.json": json.dumps({"interval_s": 2, "ticks": [
            {"t": 2.1, "seconds": 2.0, "node": "node1",
             "counters": {"enp1s0f1np1": {"out_of_sequence": 5, "rx_discards_phy": 1}},
             "gpus": [{"index": 0, "temperature_c": 60, "clock_events": 64}]}],
            "events": [{"t": 2.1, "node": "node1", "interface": "enp1s0f1np1",
                        "kind": "link-down", "detail": "x", "count": 2}],
            "warnings": []}).encode(),
    },
    "probe": {
        "run.jsonl": b'{"type":"start","backend":"mpi","op":"all_gather","ranks":2}\n'
        b'{"type":"sample","op":"all_gather","bytes":1048576,"time_us":90.5,"algbw":11.6,'
        b'"busbw":23.2,"wrong":0,"t":0.4}\n'
        b'{"type":"error","message":"wrong result at 1 MiB"}\n'
        b'{"type":"end","samples":2}\n',
        "noise.jsonl": b'{"type":"start","backend":"nccl","op":"all_reduce"}\nSegmentation fault\n'
        b'{"type":"sample","op":"all_reduce","bytes":8,"busbw":0.01,"t":1.5}\n{"type":"hello"}\n',
        "cpus.jsonl": b'{"type":"start","backend":"nccl","op":"all_reduce","ranks":2,'
        b'"hosts":["spark-a","spark-b"],"cpus":["0-19","3"],"cpu_counts":[20,1],"wait":"yield"}\n'
        b'{"type":"start","cpus":["0",1],"cpu_counts":[1e300,-1,2.5]}\n',
    },
    "iproute": {
        "default-route.json":
        b'[{"dst":"default","gateway":"10.0.0.1","dev":"enP7s7","protocol":"dhcp",'
        b'"prefsrc":"10.0.0.21","metric":100,"flags":[]},'
        b'{"dst":"10.0.0.0/24","dev":"enP7s7","protocol":"kernel","scope":"link",'
        b'"prefsrc":"10.0.0.21","flags":[]},'
        b'{"type":"local","dst":"10.0.0.21","table":"local","dev":"enP7s7",'
        b'"protocol":"kernel","scope":"host","prefsrc":"10.0.0.21","flags":[]}]\n',
    },
    "knownhosts": {
        "known_hosts": b"node1 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOZz0Hq5dJ0yN3q\n"
        b"[192.168.100.10]:2222,node2 ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTI=\n"
        b"# node1 a comment\n|1|c2FsdA==|aGFzaA== ssh-ed25519 AAAA\n\n",
    },
    "netplanlisting": {
        "listing.txt": b"/etc/netplan/40-cx7.yaml " + base64.b64encode(netplan) + b"\n"
        b"/etc/netplan/50-cloud-init.yaml " + base64.b64encode(cloud_init) + b"\n",
    },
    "backup": {
        "backup-output.txt": b"present 1 " + sha(netplan).encode() + b" root root 0 0 600\n"
        + base64.b64encode(netplan) + b"\nabsent 2\npresent 3 " + sha(cloud_init).encode()
        + b" root root 0 0 644\n" + base64.b64encode(cloud_init) + b"\n",
        "manifest.json": json.dumps({
            "version": 1, "tool": "tandem", "runs": [{
                "run_id": "20260721T101500Z-1a2b", "node": "node1",
                "time": "2026-07-21T10:15:00.000Z",
                "backup_dir": "/var/lib/tandem/backups/20260721T101500Z-1a2b",
                "state": "confirmed",
                "files": [
                    {"path": "/etc/netplan/40-cx7.yaml", "role": "written", "absent": True,
                     "index": 1, "sha256_after": sha(netplan)},
                    {"path": "/etc/netplan/50-cloud-init.yaml", "role": "moved-aside",
                     "absent": False, "sha256": sha(cloud_init), "owner": "root",
                     "group": "root", "uid": 0, "gid": 0, "mode": "600",
                     "backup": "/var/lib/tandem/backups/20260721T101500Z-1a2b/2", "index": 2}],
                "history": [{"time": "2026-07-21T10:15:00.000Z", "state": "backed-up"},
                            {"time": "2026-07-21T10:16:00.000Z", "state": "confirmed"}]}]},
            indent=4).encode(),
    },
    "nodereplies": {
        "fabric-key.txt": b"created\nnvidia\nspark-1a2b\n"
        b"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOZz0Hq5dJ0yN3q tandem-fabric@spark-1a2b\n",
        "host-keys.txt": b"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOZz0Hq5dJ0yN3q root@spark\n"
        b"ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTI= root@spark\n",
        "id.txt": b"nvidia\n1000\n1000\nnvidia\n",
        "hosts.txt": b"nvidia@192.168.1.20:2222\nspark-1a2b.local\n192.168.1.0/24\n[::1]:22\n",
        "lab-state.json": b'{"version":1,"nodes":[{"hostname":"node1","mgmt_address":"10.77.0.2",'
        b'"ssh_port":22,"user":"tandem","host_key_fingerprint":"SHA256:abc"}]}\n',
        "leftover-runs.txt": b"3011 725 3f2a9c1b7d4e 0123456789abcdef-4242 timeout\n"
        b"3012 725 3f2a9c1b7d4e 0123456789abcdef-4242 mpirun\n4120 12 77aa01 - orted\n",
    },
    # The Doctor's scan (core/doctor/nodescan.cpp) of a node with a pinned GID index and mpirun
    # only on the login PATH, and a saved Doctor record.
    "doctor": {
        "scan-pinned.txt": b"tandem-scan 1\nos Ubuntu 24.04.3 LTS\nkernel 6.11.0-1016-nvidia\n"
        b"driver 580.95.05\ncuda 13.0\npath /usr/bin:/bin\nmpirun.login /opt/openmpi/bin/mpirun\n"
        b"nccltests # nccl-tests version 2.17.6 nccl-headers=22809 nccl-library=22809\n"
        b"ncclpin /home/nvidia/.nccl.conf 3\n"
        b"net enp1s0f0np0 rocep1s0f0 up 1 200000 9000\naddr enp1s0f0np0 192.168.100.1/24\n"
        b"fw enp1s0f0np0 28.45.1200 (MT_0000001175)\n"
        b"net enP2p1s0f0np0 roceP2p1s0f0 up 1 200000 1500\naddr enP2p1s0f0np0 192.168.101.1/24\n"
        b"gid rocep1s0f0 5 0000:0000:0000:0000:0000:ffff:c0a8:6401 enp1s0f0np0 RoCE v2\n"
        b"gid roceP2p1s0f0 3 0000:0000:0000:0000:0000:ffff:c0a8:6501 enP2p1s0f0np0 RoCE v2\n@end\n",
        "record.json": json.dumps({
            "findings": [{"id": "link.stale-connectx", "group": "hardware", "severity": "fail",
                          "nodes": ["node1"], "interface": "enp1s0f0np0", "title": "t",
                          "evidence": "e", "cause": "c", "fix": "f", "source": "s",
                          "repair": None}],
            "links": [{"a": "node1", "b": "node2", "twin": "enp1s0f0np0", "direction": "a_to_b",
                       "kind": "one-twin", "rdma_gbps": 14.2, "band": "stale"}],
            "nccl": [{"a": "node1", "b": "node2", "busbw_gbytes": 22.1, "band": "expected"}],
            "parity": [{"item": "driver", "values": {"node1": "580.95.05", "node2": None},
                        "same": False}],
            "nodes": ["node1", "node2"]}).encode(),
    },
}


# The dictionaries: JSON's punctuation where the input is JSON, and every short string literal
# of the sources that read the input (keys, markers, keywords the parser looks for).
sources = {
    "nccltests": ["nccl/nccltestsparser.cpp", "nccl/nccltestsrow.cpp", "nccl/nccllogparser.cpp"],
    "nccltestsjson": ["nccl/nccltestsjsonparser.cpp"],
    "nccllog": ["nccl/nccllogparser.cpp"],
    "probe": ["nccl/probeparser.cpp"],
    "ipjson": ["inventory/ipjsonparser.cpp"],
    "ethtool": ["inventory/ethtoolparser.cpp"],
    "ibdev2netdev": ["inventory/ibdev2netdevparser.cpp"],
    "deviceidentity": ["inventory/deviceidentityparser.cpp"],
    "nmcli": ["inventory/nmcliparser.cpp"],
    "iproute": ["plan/iprouteparser.cpp"],
    "netplan": ["plan/netplandocument.cpp"],
    "prerequisites": ["prereqs/prerequisitesparser.cpp"],
    "statefile": ["session/workflowstate.cpp", "session/planjson.cpp", "session/cablingjson.cpp",
                  "session/bandwidthrecord.cpp", "session/steplineage.cpp",
                  "session/fabricmatrixjson.cpp", "checks/checkjson.cpp", "checks/nodefacts.cpp"],
    "knownhosts": ["ssh/knownhosts.cpp"],
    "netplanlisting": ["remote/netplancommands.cpp"],
    "backup": ["remote/nodebackup.cpp"],
    "nodereplies": ["steps/fabric/sshfabricstep.cpp", "steps/devices/userchecks.cpp",
                    "discovery/labstate.cpp", "hostspec.cpp", "discovery/cidr.cpp", "remote/leftoverruns.cpp"],
    "health": ["health/healthreader.cpp", "health/healthlog.cpp", "health/healthcounters.cpp"],
    "doctor": ["doctor/nodescan.cpp", "doctor/linkmatrix.cpp", "doctor/doctorrecord.cpp",
               "doctor/finding.cpp", "doctor/paritytable.cpp", "inventory/ibwritebwparser.cpp"],
    "outputs": ["outputs/outputkinds.cpp", "util/pastedtext.cpp", "inventory/dmiinfo.cpp",
                "inventory/nodeidentity.cpp", "inventory/lspciparser.cpp",
                "inventory/iptextparser.cpp", "inventory/ibwritebwparser.cpp",
                "inventory/nvidiasmiparser.cpp", "inventory/deviceidentityparser.cpp",
                "inventory/roceports.cpp"],
}
json_inputs = {"nccltestsjson", "probe", "ipjson", "iproute", "statefile", "backup",
               "nodereplies", "doctor", "health"}
json_tokens = ["{", "}", "[", "]", ":", ",", "true", "false", "null", "-1", "1e308",
               "1e-308", "9223372036854775808", "\\u0000"]


def dictionary(harness):
    core = here.parent.parent / "core"
    words = set()
    for source in sources[harness]:
        text = (core / source).read_text(encoding="utf-8")
        for literal in re.findall(r'"((?:[^"\\\n]|\\.)*)"', text):
            if 1 <= len(literal) <= 32 and literal.isascii() and "\\" not in literal \
                    and " %" not in literal and not literal.startswith("%"):
                words.add(literal)
    if harness in json_inputs:
        words.update(json_tokens)
    lines = ["# Written by tests/fuzz/make_seeds.py: string literals of the sources that read "
             "this input."]
    for word in sorted(words):
        lines.append('"' + word.replace("\\", "\\\\").replace('"', '\\"') + '"')
    return "\n".join(lines) + "\n"


def outputs_seeds():
    """corpus/outputs: each file of tests/data/real as "KIND\\n" + its text, the kind taken from
    its row in tests/unit/outputs/tst_realoutputs.cpp (the one place that names it)."""
    rows = (here.parent / "unit" / "outputs" / "tst_realoutputs.cpp").read_text(encoding="utf-8")
    target = corpus / "outputs"
    target.mkdir(parents=True, exist_ok=True)
    # The identity script's output (core/inventory/nodeidentity.cpp) on an ASUS GX10.
    (target / "identity-asus-gx10.txt").write_bytes(
        b"dmi\n@machine aarch64\n"
        b"@pci 0000:01:00.0 0x15b3 0x1021 0x020000 32.0 4 32.0 4\n"
        b"@pci 0002:01:00.0 0x15b3 0x1021 0x020000 32.0 2 32.0 4\n"
        b"@pci 000f:01:00.0 0x10de 0x2e12 0x030000 - - - -\n"
        b"@dmi sys_vendor: ASUSTeK COMPUTER INC.\n@dmi bios_date: 02/10/2026\n"
        b"@file dgx-release\nDGX_NAME=\"DGX Spark\"\nDGX_PLATFORM=\"GX10\"\n"
        b"DGX_OTA_DATE=\"mer. 15 avr. 2026 17:08:05 CEST\"\n@end\n")
    # The RoCE port script's output (core/inventory/roceports.cpp) on a lab node.
    (target / "roce-ports-lab.txt").write_bytes(
        b"roce-ports\n@net enP2p1s0f0np0 down 0 10000 1500\n@net enP2p1s0f1np1 up 1 10000 1500\n"
        b"@net lo unknown 1 - 65536\n@port enP2p1s0f0np0 0002:01:00.0 roceP2p1s0f0\n"
        b"@port enP2p1s0f1np1 0002:01:00.1 roceP2p1s0f1\n@state roceP2p1s0f1 4: ACTIVE\n"
        b"@ibdev2netdev\nroceP2p1s0f0 port 1 ==> enP2p1s0f0np0 (Down)\n"
        b"roceP2p1s0f1 port 1 ==> enP2p1s0f1np1 (Up)\n@end\n")
    for name, kind in re.findall(r'row\("([^"]+)",\s*"([^"]+)"', rows):
        source = data / "real" / name
        if source.exists():
            (target / name).write_bytes(kind.encode() + b"\n" + source.read_bytes())


def main():
    outputs_seeds()
    for harness, patterns in copies.items():
        target = corpus / harness
        target.mkdir(parents=True, exist_ok=True)
        for pattern in patterns:
            for source in sorted(data.glob(pattern)):
                shutil.copyfile(source, target / source.name)
    for harness, files in written.items():
        target = corpus / harness
        target.mkdir(parents=True, exist_ok=True)
        for name, content in files.items():
            (target / name).write_bytes(content)
    dicts = here / "dict"
    dicts.mkdir(exist_ok=True)
    for harness in sources:
        (dicts / f"{harness}.dict").write_text(dictionary(harness), encoding="utf-8")


if __name__ == "__main__":
    main()
