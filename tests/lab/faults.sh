# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash
# The lab's faults (sourced by tandem-lab: `tandem-lab fault ...`; tests/lab/README.md, "Faults").
# A fault leaves its mark under $FAULTS (the lab's shared dir, which the shims and stand-ins read
# inside the nodes) and changes what it changes in the nodes' namespaces; `fault clear` undoes
# each one. Uses tandem-lab's helpers (node_exec, node_dir, state_get, ...).

# Hidden by path-skew: Open MPI's launchers and daemon, under every name Debian and Ubuntu give.
readonly MPI_BINS=(mpirun mpiexec orterun orted mpirun.openmpi mpiexec.openmpi)

# Both ends of one twin link: prints "ns iface" lines (the node end first).
twin_ends() {
    local node=$1 ifa=$2
    jq -r --arg n "node$node" --arg i "$ifa" --arg p "$PREFIX" '.cables[] |
        if .a==$n and .a_iface==$i then "\($p)\(.a) \(.a_iface)\n\(.b_ns // ($p+.b)) \(.b_iface)"
        elif .b==$n and .b_iface==$i then "\($p)\(.b) \(.b_iface)\n\(.b_ns // ($p+.a)) \(.a_iface)"
        else empty end' "$STATE"
}

set_twin() { # set_twin NODE IFACE up|down
    local ends
    ends=$(twin_ends "$1" "$2")
    [[ -n $ends ]] || { warn "no cable on node$1 $2 (port not cabled)"; return 0; }
    while read -r ns ifa; do ip -n "$ns" link set "$ifa" "$3"; done <<<"$ends"
}

peer_node_of() { # node index and iface at the far end of a twin (empty for the switch)
    jq -r --arg n "node$1" --arg i "$2" '.cables[] |
        if .a==$n and .a_iface==$i and .b!="switch" then "\(.b|ltrimstr("node")) \(.b_iface)"
        elif .b==$n and .b_iface==$i then "\(.a|ltrimstr("node")) \(.a_iface)" else empty end' "$STATE"
}

check_iface() {
    local ifa
    for ifa in "${ALL_CX7[@]}" "$MGMT_IF"; do [[ $1 == "$ifa" ]] && return 0; done
    die "unknown interface '$1' (one of ${ALL_CX7[*]})"
}

# The node's RoCE GID tables follow its addresses (shims/tandem-lab-gids): after every change.
node_gids() { node_exec "$1" "$SHIMS/tandem-lab-gids" || warn "node$1: could not write the GID tables"; }

cmd_fault() {
    require_root
    [[ -f $STATE ]] || die "no lab is up"
    local what=${1:-} node="" t
    shift || true
    mkdir -p "$FAULTS"
    # Each fault's arguments: NODE first (resolved here), then an interface where it takes one.
    local -A argc=([unplug]=2 [plug]=2 [twin-down]=2 [twin-up]=2 [speed]=3 [mtu]=3 [stale-netplan]=1
        [hostkey]=1 [sshd-kill]=1 [reboot]=1 [disk-full]=2 [disk-free]=2 [mpirun-hang]=0 [clear]=0
        [stale-connectx]=2 [power-cycle]=1 [nccl-collapse]=0 [gid-drift]=1 [mtu-reset]=2 [version-skew]=1 [path-skew]=1
        [flap]=3 [errors]=2 [throttle]=1)
    [[ -n ${argc[$what]+x} ]] || die "unknown fault '$what' (see tandem-lab --help)"
    (($# == argc[$what])) || die "fault $what takes ${argc[$what]} argument(s) (see tandem-lab --help)"
    if ((argc[$what] > 0)); then
        node=$(resolve_node "$1")
        mkdir -p "$FAULTS/node$node"
    fi
    case "$what" in twin-* | speed | mtu | stale-connectx | mtu-reset | flap | errors) check_iface "$2" ;; esac
    case "$what" in
    unplug | plug)
        case "$2" in left) local -n ifs=LEFT_IFS ;; right) local -n ifs=RIGHT_IFS ;; *) die "PORT is left or right" ;; esac
        for t in 0 1; do set_twin "$node" "${ifs[$t]}" "$([[ $what == unplug ]] && echo down || echo up)"; done
        say "node$node $2 port: cable ${what}ged"
        ;;
    twin-down | twin-up)
        set_twin "$node" "$2" "${what#twin-}"
        say "node$node $2: link ${what#twin-}"
        ;;
    speed)
        [[ $3 =~ ^[0-9]+$ ]] || die "MBPS must be a number"
        echo "$3" >"$FAULTS/node$node/speed.$2"
        sysfs_speed "$node" "$2" "$3"
        local peer
        peer=$(peer_node_of "$node" "$2")
        if [[ -n $peer ]]; then
            mkdir -p "$FAULTS/node${peer% *}"
            echo "$3" >"$FAULTS/node${peer% *}/speed.${peer#* }"
            sysfs_speed "${peer% *}" "${peer#* }" "$3"
        fi
        say "node$node $2: negotiated speed ${3}Mb/s"
        ;;
    mtu)
        # The MTU it had is kept for clear: the lab's plan may have set 9000, not Linux's 1500.
        [[ -f $FAULTS/node$node/mtu.$2 ]] ||
            ip netns exec "$(node_ns "$node")" cat "/sys/class/net/$2/mtu" >"$FAULTS/node$node/mtu.$2"
        ip -n "$(node_ns "$node")" link set "$2" mtu "$3"
        say "node$node $2: mtu $3"
        ;;
    stale-netplan)
        local f
        f="$(node_dir "$node")/netplan/99-nvidia-sync-cluster.yaml"
        printf '%s\n' "# Written by NVIDIA Sync (stale: left behind by an earlier cluster setup)" "network:" "  version: 2" \
            "  ethernets:" "    enp1s0f1np1:" "      addresses:" "        - 10.100.16.$node/24" "      dhcp4: no" \
            "    enP2p1s0f1np1:" "      addresses:" "        - 10.100.17.$node/24" "      dhcp4: no" >"$f"
        chmod 0600 "$f"
        say "node$node: wrote /etc/netplan/99-nvidia-sync-cluster.yaml"
        ;;
    hostkey)
        node_exec "$node" rm -f /etc/ssh/ssh_host_ed25519_key /etc/ssh/ssh_host_ed25519_key.pub
        node_exec "$node" ssh-keygen -q -t ed25519 -N '' -C "root@$(state_get ".nodes[$((node - 1))].hostname")" \
            -f /etc/ssh/ssh_host_ed25519_key </dev/null >/dev/null
        local pid fpr key
        if pid=$(node_sshd_pid "$node"); then kill "$pid"; while kill -0 "$pid" 2>/dev/null; do sleep 0.02; done; fi
        start_sshd "$node"
        wait_sshd_one "$node"
        fpr=$(host_key_fpr "$node")
        key=$(host_key_pub "$node")
        jq --argjson k "$((node - 1))" --arg f "$fpr" --arg key "$key" \
            '.nodes[$k].host_key_fingerprint=$f | .nodes[$k].host_key=$key' "$STATE" >"$STATE.tmp"
        chmod 0600 "$STATE.tmp"
        mv "$STATE.tmp" "$STATE"
        say "node$node: new host key $fpr"
        ;;
    sshd-kill)
        local p pids=()
        for p in $(ip netns pids "$(node_ns "$node")"); do
            [[ $(cat "/proc/$p/comm" 2>/dev/null) == sshd ]] && pids+=("$p")
        done
        if ((${#pids[@]})); then kill -KILL "${pids[@]}" 2>/dev/null || true; fi
        say "node$node: sshd killed (${#pids[@]} processes)"
        ;;
    reboot)
        reboot_node "$node"
        say "node$node: rebooted (processes gone, /run emptied, CX7 addresses cleared, netplan applied from disk)"
        ;;
    disk-full)
        disk_full "$node" "$2"
        say "node$node: $2 is full (writes fail with ENOSPC; its files are still there)"
        ;;
    disk-free)
        disk_free "$node" "$2"
        say "node$node: $2 has space again"
        ;;
    mpirun-hang)
        touch "$FAULTS/mpirun-hang"
        say "nccl-tests stand-in will hang after its header"
        ;;
    stale-connectx)
        # One figure per fault (8-25 Gb/s, the playbook's stale band), so that runs agree; the
        # stand-ins add a few per cent of jitter. ethtool and sysfs still say 200000 Mb/s.
        printf '%s.%s\n' "$((12 + RANDOM % 8))" "$((RANDOM % 10))" >"$FAULTS/node$node/stale-connectx.$2"
        say "node$node $2: ConnectX in a stale state ($(cat "$FAULTS/node$node/stale-connectx.$2") Gb/s at 200000 Mb/s; a reboot keeps it, power-cycle clears it)"
        ;;
    power-cycle)
        # Power off with the cord out for a minute: what a reboot does, and the NIC starts afresh.
        rm -f "$FAULTS/node$node"/stale-connectx.*
        reboot_node "$node"
        say "node$node: power-cycled (rebooted; its ConnectX initialised afresh)"
        ;;
    nccl-collapse)
        touch "$FAULTS/nccl-collapse"
        say "nccl-tests stand-in: busbw a tenth of normal (ib_write_bw unaffected)"
        ;;
    gid-drift)
        gid_drift "$node"
        say "node$node: IPv6 GIDs before the IPv4 ones (first IPv4 RoCE v2 index 3 -> 5); ~/.nccl.conf pins NCCL_IB_GID_INDEX=3 on every node"
        ;;
    mtu-reset)
        # As after a firmware update: the live MTU is the default again, the netplan files are not
        # touched, so `netplan apply` brings back what they say (clear runs it too).
        touch "$FAULTS/node$node/mtu-reset.$2"
        ip -n "$(node_ns "$node")" link set "$2" mtu 1500
        say "node$node $2: live MTU back to 1500 (netplan files unchanged)"
        ;;
    version-skew)
        touch "$FAULTS/node$node/version-skew"
        say "node$node: nccl-tests 2.16.4 with NCCL 2.27.3 (the others: 2.19.6, NCCL 2.28.9)"
        ;;
    path-skew)
        path_skew "$node"
        say "node$node: mpirun only on a login shell's PATH (~/.local/openmpi/bin, exported after ~/.bashrc's interactive guard)"
        ;;
    flap)
        if [[ ! $3 =~ ^[0-9]+$ ]] || (($3 < 2 || $3 > 3600)); then die "SECONDS must be a whole number from 2 to 3600"; fi
        start_ticker "$node" "flap.$2" flap_loop "$node" "$2" "$3"
        say "node$node $2: the link goes down for 1 s every $3 s, at both ends (clear stops it)"
        ;;
    errors)
        start_ticker "$node" "errors.$2" errors_loop "$node" "$2"
        say "node$node $2: RoCE error counters (hw_counters) and rx_discards_phy grow every second (clear stops it)"
        ;;
    throttle)
        touch "$FAULTS/node$node/throttle"
        say "node$node: GPU throttled (nvidia-smi: HW thermal slowdown, 92 C, SM clock 1350 MHz)"
        ;;
    clear) fault_clear ;;
    esac
}

# flap and errors run as a background loop on the host (the links' both ends and the counters'
# files are the host's to change), one per node and interface, its pid in the fault's dir;
# stop_tickers ends them (clear, down).
start_ticker() { # NODE NAME FUNCTION ARGS...
    local i=$1 name=$2 pidfile
    shift 2
    pidfile=$FAULTS/node$i/$name.pid
    [[ -f $pidfile ]] && kill -0 "$(cat "$pidfile")" 2>/dev/null && return 0
    # No errexit in the loop: one failed `ip link set` (a busy netns) must not end the fault
    # for the rest of the run. What fails is logged next to the pid until the fault is cleared.
    ( trap - ERR; set +e; "$@" ) </dev/null >>"${pidfile%.pid}.log" 2>&1 &
    echo $! >"$pidfile"
}

stop_tickers() {
    local f
    for f in "$FAULTS"/node*/*.pid; do
        [[ -f $f ]] || continue
        kill "$(cat "$f")" 2>/dev/null || true
        rm -f "$f" "${f%.pid}.log"
    done
}

flap_loop() { # NODE IFACE PERIOD
    while sleep "$(($3 - 1))"; do
        set_twin "$1" "$2" down
        sleep 1
        set_twin "$1" "$2" up
    done
}

# The RDMA device of a node's netdev, as the lab's sysfs ties them (models.sh).
rdma_dev_of() { # NODE IFACE
    local dir d addr
    dir=$(node_dir "$1")
    for d in "$dir"/sys-ib/*; do
        addr=$(readlink "$d/device")
        [[ -e $dir/sys-pci/${addr##*/}/net/$2 ]] && { echo "${d##*/}"; return 0; }
    done
    return 1
}

errors_loop() { # NODE IFACE: RoCE retransmissions and port drops, as a lossy link gives
    local hw eth dev c v
    dev=$(rdma_dev_of "$1" "$2") || return 1
    hw="$(node_dir "$1")/sys-ib/$dev/ports/1/hw_counters"
    eth=$FAULTS/node$1/ethtool.$2
    mkdir -p "$eth"
    while sleep 1; do
        for c in out_of_sequence:40 packet_seq_err:3 local_ack_timeout_err:1; do
            v=$(cat "$hw/${c%%:*}" 2>/dev/null || echo 0)
            echo "$((v + ${c#*:} + RANDOM % (${c#*:} + 1)))" >"$hw/${c%%:*}"
        done
        v=$(cat "$eth/rx_discards_phy" 2>/dev/null || echo 0)
        echo "$((v + 10 + RANDOM % 20))" >"$eth/rx_discards_phy"
    done
}

fault_clear() {
    local n i f ifa node c reapply
    n=$(node_count)
    stop_tickers
    rm -f "$FAULTS/mpirun-hang" "$FAULTS/nccl-collapse"
    for ((i = 1; i <= n; i++)); do
        reapply=0
        for ifa in "${ALL_CX7[@]}"; do
            [[ -f $FAULTS/node$i/mtu.$ifa ]] && ip -n "$(node_ns "$i")" link set "$ifa" mtu "$(cat "$FAULTS/node$i/mtu.$ifa")"
            [[ -f $FAULTS/node$i/mtu-reset.$ifa ]] && reapply=1
            if [[ -f $FAULTS/node$i/speed.$ifa ]]; then sysfs_speed "$i" "$ifa" 200000; fi
        done
        if [[ -f $FAULTS/node$i/disk-full ]]; then
            while read -r f; do disk_free "$i" "$f"; done <"$FAULTS/node$i/disk-full"
        fi
        if [[ -e $FAULTS/node$i/path-skew ]]; then path_skew_undo "$i"; fi
        user_file_restore "$i" .nccl.conf
        for f in "$(node_dir "$i")"/sys-ib/*/ports/1/hw_counters/*; do [[ -f $f ]] && echo 0 >"$f"; done
        rm -rf "$FAULTS/node$i"
        rm -f "$(node_dir "$i")/netplan/99-nvidia-sync-cluster.yaml"
        # mtu-reset: the MTU the netplan files give (a fix may have changed them meanwhile).
        if ((reapply)); then
            node_exec "$i" env PATH="$SHIMS:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" netplan apply >/dev/null ||
                warn "node$i: netplan apply failed"
        fi
        node_sshd_pid "$i" >/dev/null || { start_sshd "$i"; wait_sshd_one "$i"; }
        node_gids "$i"
    done
    c=$(jq -r '.cables[] | "\(.a) \(.a_iface)"' "$STATE")
    while read -r node ifa; do set_twin "${node#node}" "$ifa" up; done <<<"$c"
    say "faults cleared"
}

# A user's file in node I's home, kept before a fault first changes it and put back by clear
# (NAME.saved: its copy; NAME.absent: there was none).
user_file_save() {
    local i=$1 name=$2 f
    f="$(node_dir "$i")/home/$(state_get .user)/$name"
    [[ -e $FAULTS/node$i/$name.saved || -e $FAULTS/node$i/$name.absent ]] && return 0
    if [[ -e $f ]]; then cp -p "$f" "$FAULTS/node$i/$name.saved"; else touch "$FAULTS/node$i/$name.absent"; fi
}
user_file_restore() {
    local i=$1 name=$2 f
    f="$(node_dir "$i")/home/$(state_get .user)/$name"
    if [[ -e $FAULTS/node$i/$name.saved ]]; then cp -p "$FAULTS/node$i/$name.saved" "$f"; fi
    if [[ -e $FAULTS/node$i/$name.absent ]]; then rm -f "$f"; fi
}
user_owns() { chown "$(state_get ".nodes[$(($1 - 1))].uid"):$(state_get ".nodes[$(($1 - 1))].gid")" "$2"; }

# gid-drift: node I's GID tables list an IPv6 global GID pair before the IPv4 ones (as when IPv6
# came up first at boot; tandem-lab-gids), and every node's ~/.nccl.conf has a user's
# NCCL_IB_GID_INDEX=3: the pin that was right before the drift.
gid_drift() {
    local i=$1 k n f
    touch "$FAULTS/node$i/gid-drift"
    node_gids "$i"
    n=$(node_count)
    for ((k = 1; k <= n; k++)); do
        mkdir -p "$FAULTS/node$k"
        user_file_save "$k" .nccl.conf
        f="$(node_dir "$k")/home/$(state_get .user)/.nccl.conf"
        grep -qx 'NCCL_IB_GID_INDEX=3' "$f" 2>/dev/null || printf 'NCCL_IB_GID_INDEX=3\n' >>"$f"
        user_owns "$k" "$f"
    done
}

# path-skew: on node I, Open MPI's launchers are not on the PATH of a non-interactive SSH
# session (what mpirun and a launch from another node, which runs `orted` here, get), while a
# login shell finds the user's own copy in ~/.local/openmpi/bin, which ~/.bashrc exports after
# Ubuntu's interactive guard. The system's files are hidden with overlay whiteouts over
# /usr/bin in the node's mount namespace (upper layer on a tmpfs there: an overlay cannot sit
# on the /etc overlay); the real binaries stay at /etc/tandem-lab/openmpi-bin, a node-private
# bind of the host's /usr/bin that the user's symlinks point to. The fix a user makes, a PATH
# export above the guard, works because the node's bash reads ~/.bashrc for SSH commands too.
path_skew() {
    local i=$1 home b
    [[ -e $FAULTS/node$i/path-skew ]] && return 0
    home="$(node_dir "$i")/home/$(state_get .user)"
    # shellcheck disable=SC2016 # expanded by the node's shell
    node_exec "$i" sh -ec 'd=/etc/tandem-lab/path-skew
        mkdir -p "$d" /etc/tandem-lab/openmpi-bin
        mount -t tmpfs -o mode=0755 tandem-lab-path-skew "$d"
        mkdir "$d/upper" "$d/work"
        shift
        for f in "$@"; do mknod "$d/upper/$f" c 0 0; done
        mount --bind /usr/bin /etc/tandem-lab/openmpi-bin
        mount -t overlay overlay -o "lowerdir=/usr/bin,upperdir=$d/upper,workdir=$d/work" /usr/bin' \
        path-skew - "${MPI_BINS[@]}" || die "node$i: could not hide Open MPI"
    touch "$FAULTS/node$i/path-skew"
    mkdir -p "$home/.local/openmpi/bin"
    for b in mpirun mpiexec orterun; do ln -sfn /etc/tandem-lab/openmpi-bin/orterun "$home/.local/openmpi/bin/$b"; done
    ln -sfn /etc/tandem-lab/openmpi-bin/orted "$home/.local/openmpi/bin/orted"
    user_file_save "$i" .bashrc
    if [[ ! -e $home/.bashrc ]]; then # Ubuntu's skeleton starts with the guard
        printf '%s\n' "# If not running interactively, don't do anything" 'case $- in' '    *i*) ;;' '      *) return;;' 'esac' >"$home/.bashrc"
    fi
    printf '%s\n' "" "# Open MPI built from source (installed under ~/.local/openmpi)" \
        "export PATH=\"\$HOME/.local/openmpi/bin:\$PATH\"" >>"$home/.bashrc"
    chown -R "$(state_get ".nodes[$((i - 1))].uid"):$(state_get ".nodes[$((i - 1))].gid")" "$home/.local"
    user_owns "$i" "$home/.bashrc"
}

path_skew_undo() {
    local i=$1
    node_exec "$i" sh -c 'umount -l /usr/bin; umount -l /etc/tandem-lab/openmpi-bin; umount -l /etc/tandem-lab/path-skew
        rmdir /etc/tandem-lab/openmpi-bin /etc/tandem-lab/path-skew' 2>/dev/null || true
    rm -rf "$(node_dir "$i")/home/$(state_get .user)/.local/openmpi"
    user_file_restore "$i" .bashrc
}

# What a reboot does to a node, as far as the lab can show it: every process of the node ends
# (sshd and its sessions, anything started with setsid or nohup), the CX7 interfaces come back
# without addresses and at the default MTU, /run (a tmpfs) comes back empty, then sshd starts
# again and the netplan configuration on disk is applied (`netplan apply`, as at boot). The lab's
# own shims, bound under the lab dir, stay. A stale ConnectX stays stale (it needs a power cycle);
# mounts of the node's mount namespace (path-skew, full disks) stay, as installed software would.
reboot_node() {
    local i=$1 p pids=() tries ifa keep=""
    for p in $(ip netns pids "$(node_ns "$i")"); do pids+=("$p"); done
    if ((${#pids[@]})); then
        kill -KILL "${pids[@]}" 2>/dev/null || true
        for ((tries = 0; tries < 100; tries++)); do
            local left=0
            for p in "${pids[@]}"; do [[ -e /proc/$p && $(awk '{print $3}' "/proc/$p/stat" 2>/dev/null) != Z ]] && left=1; done
            ((left)) || break
            sleep 0.05
        done
    fi
    for ifa in "${ALL_CX7[@]}"; do
        ip -n "$(node_ns "$i")" addr flush dev "$ifa" scope global 2>/dev/null || true
        ip -n "$(node_ns "$i")" addr flush dev "$ifa" scope link 2>/dev/null || true
        ip -n "$(node_ns "$i")" link set "$ifa" mtu 1500 2>/dev/null || true
    done
    rm -f "$FAULTS/node$i"/mtu-reset.* # netplan apply below sets what the files say
    [[ $SHARED == /run/* ]] && keep=${SHARED#/run/} && keep=/run/${keep%%/*}
    # shellcheck disable=SC2016 # expanded by the node's shell
    node_exec "$i" sh -c 'find /run -mindepth 1 -maxdepth 1 ! -path "$1" -exec rm -rf --one-file-system {} +
        mkdir -p /run/sshd /run/lock && chmod 1777 /run/lock' reboot "${keep:-/nonexistent}"
    start_sshd "$i"
    wait_sshd_one "$i"
    if [[ $(state_get '.mdns // false') == true ]]; then start_avahi "$i"; fi
    node_exec "$i" env PATH="$SHIMS:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" netplan apply >/dev/null 2>&1 ||
        warn "node$i: netplan apply after the reboot failed"
    node_gids "$i"
}

# A full disk under PATH in the node's mount namespace: a small tmpfs with a copy of PATH's
# files is mounted over it and filled, so reads and renames work but writing data fails with
# ENOSPC. disk_free unmounts it and keeps what changed meanwhile.
disk_full() {
    local i=$1 path=$2
    [[ $path == /* && $path != *..* ]] || die "PATH must be absolute, without '..'"
    grep -qxF -- "$path" "$FAULTS/node$i/disk-full" 2>/dev/null && return 0
    # shellcheck disable=SC2016 # expanded by the node's shell
    node_exec "$i" sh -ec '[ -d "$1" ] || { echo "no directory $1 in the node" >&2; exit 1; }
        kb=$(du -sk "$1" | cut -f1)
        d=$(mktemp -d /tmp/tlab-full.XXXXXX)
        mount -t tmpfs -o "size=$((kb + 256))k,mode=$(stat -c %a "$1")" tmpfs "$d"
        cp -a "$1/." "$d/"
        dd if=/dev/zero of="$d/.tandem-lab-filler" bs=4k 2>/dev/null || true
        mount --move "$d" "$1"
        rmdir "$d"' disk-full "$path" || die "could not fill $path on node$i"
    echo "$path" >>"$FAULTS/node$i/disk-full"
}

disk_free() {
    local i=$1 path=$2 f=$FAULTS/node$1/disk-full
    grep -qxF -- "$path" "$f" 2>/dev/null || return 0
    # What happened on the full disk stays, as on a real one (a file removed or renamed while
    # it was full is still gone): the tmpfs's files, less the filler, replace the folder's.
    # shellcheck disable=SC2016 # expanded by the node's shell
    node_exec "$i" sh -ec 'd=$(mktemp -d /tmp/tlab-free.XXXXXX)
        cp -a "$1/." "$d/"
        rm -f "$d/.tandem-lab-filler"
        umount "$1"
        find "$1" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
        cp -a "$d/." "$1/"
        rm -rf "$d"' disk-free "$path" || die "could not unmount the full tmpfs on $path (node$i)"
    grep -vxF -- "$path" "$f" >"$f.tmp" || true
    mv "$f.tmp" "$f"
}
