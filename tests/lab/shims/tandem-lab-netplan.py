#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""tandem-lab: `netplan apply` / `netplan try` for a simulated Spark node.

The real `netplan generate --root-dir` validates and merges the node's YAML (lexicographic
order over /lib, /etc and /run, sequences concatenated), then the systemd-networkd files it
wrote are read back and their addresses and MTU applied with `ip`. Addresses this shim applied
before are flushed first, so the live state follows the files like networkd would.
"""
import glob
import ipaddress
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

STATE = "/run/tandem-lab-netplan.json"
NETPLAN = "/usr/sbin/netplan"


def generate():
    """Run the real generator over a copy of the config; return {iface: {addrs, mtu, ll4}}."""
    root = tempfile.mkdtemp(prefix="netplan-apply.")
    try:
        for d in ("lib/netplan", "etc/netplan", "run/netplan"):
            os.makedirs(os.path.join(root, d), exist_ok=True)
            for f in glob.glob("/" + d + "/*.yaml"):
                shutil.copy2(f, os.path.join(root, d))
        r = subprocess.run([NETPLAN, "generate", "--root-dir", root], capture_output=True, text=True)
        sys.stderr.write(r.stderr.replace(root, ""))
        if r.returncode != 0:
            sys.exit(r.returncode)
        result = {}
        files = sorted(glob.glob(os.path.join(root, "run/systemd/network/*.network")))
        files += sorted(glob.glob(os.path.join(root, "run/systemd/network/*.link")))
        for path in files:
            section, name, cfg = None, None, {"addrs": [], "mtu": None, "ll4": False}
            with open(path) as fh:
                for line in fh:
                    line = line.strip()
                    if line.startswith("["):
                        section = line.strip("[]")
                        continue
                    if "=" not in line:
                        continue
                    k, v = line.split("=", 1)
                    if section == "Match" and k in ("Name", "OriginalName"):
                        name = v.split()[0]
                    elif section == "Network" and k == "Address":
                        cfg["addrs"].append(v)
                    elif section == "Network" and k == "LinkLocalAddressing" and v in ("ipv4", "yes"):
                        cfg["ll4"] = True
                    elif section == "Link" and k == "MTUBytes":
                        cfg["mtu"] = int(v)
            if not name or "*" in name:
                continue
            cur = result.setdefault(name, {"addrs": [], "mtu": None, "ll4": False})
            cur["addrs"] += [a for a in cfg["addrs"] if a not in cur["addrs"]]
            cur["mtu"] = cfg["mtu"] or cur["mtu"]
            cur["ll4"] = cur["ll4"] or cfg["ll4"]
        return result
    finally:
        shutil.rmtree(root, ignore_errors=True)


def ip(*args, check=False):
    return subprocess.run(["ip", *args], capture_output=True, text=True, check=check)


def link_local4(iface):
    try:
        mac = open(f"/sys/class/net/{iface}/address").read().strip().split(":")
        return f"169.254.{int(mac[4], 16) or 1}.{int(mac[5], 16) or 1}/16"
    except OSError:
        return None


def load_state():
    try:
        with open(STATE) as fh:
            return json.load(fh)
    except (OSError, ValueError):
        return {}


def resolve(config):
    """Generated config -> {iface: {addrs, mtu}} for the interfaces this node has."""
    new = {}
    for iface, cfg in sorted(config.items()):
        if not os.path.exists(f"/sys/class/net/{iface}"):
            continue  # networkd waits for a device that is not there
        addrs = list(cfg["addrs"])
        if cfg["ll4"]:
            ll = link_local4(iface)
            if ll:
                addrs.append(ll)
        new[iface] = {"addrs": addrs, "mtu": cfg["mtu"]}
    return new


def set_state(new):
    """Move the live interfaces from the state this shim applied last to `new`."""
    old = load_state()
    for iface, rec in old.items():
        keep = new.get(iface, {}).get("addrs", [])
        for a in rec.get("addrs", []):
            if a not in keep:
                ip("addr", "del", a, "dev", iface)
        if rec.get("mtu") and not new.get(iface, {}).get("mtu"):
            ip("link", "set", iface, "mtu", "1500")
    for iface, rec in new.items():
        if rec["mtu"]:
            r = ip("link", "set", iface, "mtu", str(rec["mtu"]))
            if r.returncode:
                sys.stderr.write(r.stderr)
        for a in rec["addrs"]:
            r = ip("addr", "replace", a, "dev", iface)
            if r.returncode:
                sys.stderr.write(r.stderr)
    with open(STATE + ".tmp", "w") as fh:
        json.dump(new, fh)
    os.replace(STATE + ".tmp", STATE)
    # The kernel refreshes the RoCE GID tables on every address change; in the lab this does.
    subprocess.run([os.path.join(os.path.dirname(os.path.abspath(__file__)), "tandem-lab-gids")], check=False)


def apply(config):
    set_state(resolve(config))


def snapshot():
    snap = {}
    for d in ("/etc/netplan", "/run/netplan", "/lib/netplan"):
        for f in glob.glob(d + "/*.yaml"):
            st = os.stat(f)
            snap[f] = (open(f).read(), st.st_mode & 0o7777)
    return snap


def restore(snap):
    for d in ("/etc/netplan", "/run/netplan", "/lib/netplan"):
        for f in glob.glob(d + "/*.yaml"):
            if f not in snap:
                os.unlink(f)
    for f, (text, mode) in snap.items():
        with open(f, "w") as fh:
            fh.write(text)
        os.chmod(f, mode)


def main(argv):
    cmd = argv[1]
    args = argv[2:]
    if os.geteuid() != 0:
        sys.stderr.write(f"netplan {cmd} needs to be run as root (sudo netplan {cmd})\n")
        return 1
    if cmd == "apply":
        apply(generate())
        return 0
    timeout = 120
    config_file = None
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--timeout" and i + 1 < len(args):
            timeout = int(args[i + 1])
            i += 1
        elif a.startswith("--timeout="):
            timeout = int(a.split("=", 1)[1])
        elif a == "--config-file" and i + 1 < len(args):
            config_file = args[i + 1]
            i += 1
        elif a.startswith("--config-file="):
            config_file = a.split("=", 1)[1]
        i += 1
    files_before = snapshot()
    state_before = load_state()  # what runs now: the revert target
    if config_file:
        dest = os.path.join("/etc/netplan", os.path.basename(config_file))
        shutil.copy(config_file, dest)
        os.chmod(dest, 0o600)
    try:
        config = generate()  # validate before touching anything
    except SystemExit:
        restore(files_before)
        raise
    apply(config)
    confirmed = []
    signal.signal(signal.SIGUSR1, lambda *_: confirmed.append(True))
    os.makedirs("/run/netplan", exist_ok=True)
    ready = "/run/netplan/netplan-try.ready"
    open(ready, "w").close()
    print("Do you want to keep these settings?\n\n")
    print("Press ENTER before the timeout to accept the new configuration\n\n")
    sys.stdout.flush()
    deadline = time.monotonic() + timeout
    stdin_open = True
    last = None
    try:
        while not confirmed:
            left = deadline - time.monotonic()
            if left <= 0:
                break
            if int(left) != last:
                last = int(left)
                print(f"Changes will revert in {last:>3} seconds", end="\r", flush=True)
            try:
                r, _, _ = select.select([sys.stdin] if stdin_open else [], [], [], min(left, 0.5))
            except InterruptedError:
                continue
            if r:
                line = sys.stdin.readline()
                if line == "":
                    stdin_open = False
                    if not confirmed:
                        time.sleep(min(max(deadline - time.monotonic(), 0), 0.5))
                elif line:
                    confirmed.append(True)
    finally:
        try:
            os.unlink(ready)
        except OSError:
            pass
    if confirmed:
        print("\nConfiguration accepted.")
        return 0
    print("\nReverting.")
    if config_file:
        restore(files_before)
    set_state(state_before)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
