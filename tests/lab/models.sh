# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash
# The GB10 family in the lab (sourced by tandem-lab): `up --model NAME[,NAME...]` makes node i
# the i-th model (the last one repeats), each with the DMI, PCI functions and image of that
# machine, as Tandem's identity script reads them (core/inventory/scripts/node-identity.sh):
#   $dir/sys-dmi  bound over /sys/class/dmi/id    (sys_vendor, product_*, bios_*)
#   $dir/sys-pci  bound over /sys/bus/pci/devices  (the GB10 GPU and the four CX-7 functions)
#   $dir/sys-ib   bound over /sys/class/infiniband (the four RDMA devices, each tied to its PCI
#                 function and, through the function's net/, to its netdev; each with the GID
#                 table of port 1, which shims/tandem-lab-gids fills from the addresses)
#   $dir/shims    bound over the shims for NAME+ubuntu: the same, without ibdev2netdev
#   etc-upper/dgx-release, etc-upper/os-release    (none for NAME+ubuntu: stock Ubuntu 24.04)
# First-hand DMI strings of the OEM boxes are not public (tests/data/real/README.md): the
# vendor strings follow each maker's usual sys_vendor; products and BIOS versions are
# illustrative. Quirks: asus-gx10 trains the second twin of each port at PCIe x2 (its BIOS is
# from before April 2026); msi-edgexpert has /etc/netplan/01-network-manager-all.yaml
# (renderer: NetworkManager, state .nodes[].renderer). The lab runs no NetworkManager, so
# what netplan hands to it is not applied.

LAB_MODELS=(dgx-spark asus-gx10 dell-pro-max-gb10 hp-zgx-nano lenovo-pgx msi-edgexpert gigabyte-atom acer-gn100)

model_valid() { # NAME or NAME+ubuntu
    local base=${1%+ubuntu} m
    for m in "${LAB_MODELS[@]}"; do [[ $m == "$base" ]] && return 0; done
    return 1
}

# vendor|product_name|product_version|product_family|bios_vendor|bios_version|bios_date|platform
model_dmi() {
    case $1 in
    dgx-spark) echo "NVIDIA|DGX Spark|A.1|DGX Spark|NVIDIA|1.0.4|03/19/2026|DGX Server for KVM" ;;
    asus-gx10) echo "ASUSTeK COMPUTER INC.|Ascent GX10|1.0|Ascent|American Megatrends International, LLC.|0302|02/10/2026|GX10" ;;
    dell-pro-max-gb10) echo "Dell Inc.|Dell Pro Max with GB10 FCM1253|1.0|Dell Pro Max|Dell Inc.|1.3.0|04/02/2026|Dell Pro Max with GB10" ;;
    hp-zgx-nano) echo "HP|HP ZGX Nano G1n AI Station|1.0|103C_ZGX|HP|01.02.00|04/08/2026|HP ZGX Nano G1n AI Station" ;;
    lenovo-pgx) echo "LENOVO|30KL0001US|ThinkStation PGX|ThinkStation PGX|LENOVO|S0AKT1A|04/01/2026|Lenovo ThinkStation PGX" ;;
    msi-edgexpert) echo "Micro-Star International Co., Ltd.|EdgeXpert MS-C931|1.0|EdgeXpert|American Megatrends International, LLC.|1.05|04/03/2026|MSI EdgeXpert" ;;
    gigabyte-atom) echo "GIGABYTE|AI TOP ATOM|1.0|AI TOP|American Megatrends International, LLC.|F3|04/10/2026|GIGABYTE AI TOP ATOM" ;;
    acer-gn100) echo "Acer|Veriton GN100|V1.00|Veriton|Acer|R01-A2|04/06/2026|Acer Veriton GN100" ;;
    esac
}

write_pci_function() { # dir address vendor device class speed width
    [[ -d $1/$2 ]] || mkdir -p "$1/$2"
    printf '%s\n' "$3" >"$1/$2/vendor"
    printf '%s\n' "$4" >"$1/$2/device"
    printf '%s\n' "$5" >"$1/$2/class"
    if [[ -n $6 ]]; then
        printf '%s GT/s PCIe\n' "$6" >"$1/$2/current_link_speed"
        printf '%s\n' "$7" >"$1/$2/current_link_width"
        printf '32.0 GT/s PCIe\n' >"$1/$2/max_link_speed"
        printf '4\n' >"$1/$2/max_link_width"
    fi
}

# The RDMA devices as the mlx5 driver registers them: /sys/class/infiniband/<dev>/device is the
# PCI function, whose net/ names the netdev (Tandem reads both: core/inventory/scripts/roce-ports.sh).
# The IB port state files are left out: the lab's links come and go with the veths, and a
# fixed "4: ACTIVE" would contradict an unplugged port; Tandem reads Up from the netdev. Port 1
# has the driver's GID table: gids/0..15 (all zeros until tandem-lab-gids writes them at `up`),
# gid_attrs/types and gid_attrs/ndevs only for populated entries, and hw_counters.
write_node_rdma() { # dir
    local dir=$1 entry dev netdev addr g p dirs=() devs=()
    rm -rf "$dir/sys-ib"
    # Every folder first, with one mkdir: a process costs milliseconds here, and tests build
    # dozens of labs.
    for entry in rocep1s0f0:enp1s0f0np0:0000:01:00.0 rocep1s0f1:enp1s0f1np1:0000:01:00.1 \
        roceP2p1s0f0:enP2p1s0f0np0:0002:01:00.0 roceP2p1s0f1:enP2p1s0f1np1:0002:01:00.1; do
        dev=${entry%%:*}
        netdev=${entry#*:}
        netdev=${netdev%%:*}
        addr=${entry#*:*:}
        p=$dir/sys-ib/$dev/ports/1
        dirs+=("$dir/sys-pci/$addr/net/$netdev" "$dir/sys-pci/$addr/infiniband/$dev" "$p/gids"
            "$p/gid_attrs/types" "$p/gid_attrs/ndevs" "$p/hw_counters")
        devs+=("$dev:$addr")
    done
    mkdir -p "${dirs[@]}"
    for entry in "${devs[@]}"; do
        dev=${entry%%:*} addr=${entry#*:}
        p=$dir/sys-ib/$dev/ports/1
        ln -s "/sys/bus/pci/devices/$addr" "$dir/sys-ib/$dev/device"
        for ((g = 0; g < 16; g++)); do
            printf '0000:0000:0000:0000:0000:0000:0000:0000\n' >"$p/gids/$g"
        done
        # The RoCE counters mlx5 keeps per port (a real one has more); all 0 until the lab's
        # `fault errors` makes some grow.
        for c in duplicate_request implied_nak_seq_err local_ack_timeout_err np_cnp_sent \
            np_ecn_marked_roce_packets out_of_buffer out_of_sequence packet_seq_err \
            rnr_nak_retry_err rp_cnp_handled rp_cnp_ignored rx_atomic_requests \
            rx_read_requests rx_write_requests req_cqe_error resp_cqe_error; do
            printf '0\n' >"$p/hw_counters/$c"
        done
    done
}

write_node_model() { # i NAME: the node's DMI, PCI functions and image
    local i=$1 name=$2 base=${2%+ubuntu} dir up pci dmi fields f
    dir=$(node_dir "$i")
    up="$dir/etc-upper"
    pci="$dir/sys-pci"
    dmi="$dir/sys-dmi"
    mkdir -p "$dmi" "$pci"/{0000:01:00.0,0000:01:00.1,0002:01:00.0,0002:01:00.1,000f:01:00.0}
    IFS='|' read -r -a fields <<<"$(model_dmi "$base")"
    local keys=(sys_vendor product_name product_version product_family bios_vendor bios_version bios_date)
    for f in 0 1 2 3 4 5 6; do printf '%s\n' "${fields[$f]}" >"$dmi/${keys[$f]}"; done
    printf '%s\n' "${fields[0]}" >"$dmi/board_vendor"
    printf 'TLAB-SERIAL-%04d\n' "$i" >"$dmi/product_serial" # must never reach Tandem
    chmod 0400 "$dmi/product_serial"

    local twin2_width=4
    [[ $base == asus-gx10 ]] && twin2_width=2
    write_pci_function "$pci" 0000:01:00.0 0x15b3 0x1021 0x020000 32.0 4
    write_pci_function "$pci" 0000:01:00.1 0x15b3 0x1021 0x020000 32.0 4
    write_pci_function "$pci" 0002:01:00.0 0x15b3 0x1021 0x020000 32.0 "$twin2_width"
    write_pci_function "$pci" 0002:01:00.1 0x15b3 0x1021 0x020000 32.0 "$twin2_width"
    write_pci_function "$pci" 000f:01:00.0 0x10de 0x2e12 0x030000 "" ""
    write_node_rdma "$dir"

    # The MSI's desktop image: netplan hands every interface to NetworkManager.
    rm -f "$dir/netplan/01-network-manager-all.yaml"
    if [[ $base == msi-edgexpert ]]; then
        printf '%s\n' '# Let NetworkManager manage all devices on this system' 'network:' '  version: 2' \
            '  renderer: NetworkManager' >"$dir/netplan/01-network-manager-all.yaml"
        chmod 0600 "$dir/netplan/01-network-manager-all.yaml"
    fi

    # DGX OS is Ubuntu 24.04 underneath; the stock image is newer.
    if [[ $name == *+ubuntu ]]; then
        # Stock Ubuntu has the inbox RDMA driver (sysfs) but no ibdev2netdev (a DOCA/OFED tool).
        rm -rf "$dir/shims"
        cp -a "$SHIMS" "$dir/shims"
        rm -f "$dir/shims/ibdev2netdev"
        rm -f "$up/dgx-release"
        # On a host that has one, an overlay whiteout hides it from the node.
        if [[ -e /etc/dgx-release ]]; then mknod "$up/dgx-release" c 0 0; fi
        printf '%s\n' 'PRETTY_NAME="Ubuntu 24.04.4 LTS"' 'NAME="Ubuntu"' 'VERSION_ID="24.04"' \
            'VERSION="24.04.4 LTS (Noble Numbat)"' 'VERSION_CODENAME=noble' 'ID=ubuntu' \
            'ID_LIKE=debian' 'UBUNTU_CODENAME=noble' >"$up/os-release"
        return 0
    fi
    printf '%s\n' 'PRETTY_NAME="Ubuntu 24.04.3 LTS"' 'NAME="Ubuntu"' 'VERSION_ID="24.04"' \
        'VERSION="24.04.3 LTS (Noble Numbat)"' 'VERSION_CODENAME=noble' 'ID=ubuntu' \
        'ID_LIKE=debian' 'UBUNTU_CODENAME=noble' >"$up/os-release"
    case $base in
    dgx-spark) ;; # write_node_etc's file: NVIDIA's own
    asus-gx10) # as the second-hand ASUS file: OTA pairs appended, the last in French
        cat >"$up/dgx-release" <<EOT
DGX_NAME="DGX Spark"
DGX_PRETTY_NAME="NVIDIA DGX Spark"
DGX_SWBUILD_DATE="2025-09-10-13-50-03"
DGX_SWBUILD_VERSION="7.2.3"
DGX_COMMIT_ID="833b4a7"
DGX_PLATFORM="GX10"
DGX_SERIAL_NUMBER="TLAB$(printf '%04d' "$i")"

DGX_OTA_VERSION="7.4.0"
DGX_OTA_DATE="Mon Feb  2 19:34:58 CET 2026"

DGX_OTA_VERSION="7.5.0"
DGX_OTA_DATE="mer. 15 avr. 2026 17:08:05 CEST"
EOT
        ;;
    *) # the OEM images: NVIDIA's keys, the vendor's platform, unquoted where HP writes it so
        local platform=${fields[7]}
        [[ $base == hp-zgx-nano ]] || platform="\"$platform\""
        cat >"$up/dgx-release" <<EOT
DGX_NAME="DGX Spark"
DGX_PRETTY_NAME="NVIDIA DGX Spark"
DGX_SWBUILD_DATE="2026-04-14-11-05-02"
DGX_SWBUILD_VERSION="7.5.0"
DGX_COMMIT_ID="tandem-lab"
DGX_PLATFORM=$platform
DGX_SERIAL_NUMBER="TLAB$(printf '%04d' "$i")"
EOT
        ;;
    esac
}
