// SPDX-License-Identifier: GPL-3.0-or-later
// Every file in tests/data/real (outputs that Spark and GB10 owners posted; its README lists
// where each comes from and the facts read off by hand) goes through the parser of its kind,
// as `tandem-cli parse KIND FILE --json` would, and the JSON must hold those facts, with no
// warning for the noise real pastes carry (prompts, X11 lines, trailing blanks, no final
// newline). One row per file; a file without a row fails `everyFileHasARow`.

#include "jsonpath.h"
#include "outputs/outputkinds.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace Tandem;

namespace {

QString realDir()
{
    return QFINDTESTDATA("../../data/real/README.md").section(QLatin1Char('/'), 0, -2);
}

QByteArray readReal(const QString &name)
{
    QFile file(realDir() + QLatin1Char('/') + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The files the rows below cover, filled as the rows are added.
QSet<QString> &covered()
{
    static QSet<QString> files;
    return files;
}

void row(const char *file,
         const char *kind,
         const QStringList &facts,
         int warnings = 0,
         const QStringList &absent = {})
{
    covered().insert(QLatin1String(file));
    QTest::newRow(file) << QString::fromLatin1(file) << QString::fromLatin1(kind) << facts
                        << warnings << absent;
}

void addHardwareRows();

} // namespace

class TestRealOutputs final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void facts_data();
    void facts();
    void everyFileHasARow();
};

void TestRealOutputs::facts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("facts");  // "json.path=value"
    QTest::addColumn<int>("warnings");       // how many warnings the parser must give
    QTest::addColumn<QStringList>("absent"); // text that must not be in the JSON (serials)

    // 1: what the machine is
    row("dgx-release-spark-dgxspark03.txt",
        "dgx-release",
        {"name=DGX Spark",
         "pretty_name=NVIDIA DGX Spark",
         "is_dgx_spark=true",
         "sw_build_version=7.2.3",
         "sw_build_date=2025-09-10",
         "platform=DGX Server for KVM",
         "ota_version=7.5.0",
         "version=7.5.0",
         "ota_date=Thu Jun 18 17:40:28 EDT 2026",
         "keys.DGX_SERIAL_NUMBER=<missing>"},
        0,
        {"1234567890123"});
    row("dgx-release-spark-sionna-rk-rst.txt",
        "dgx-release",
        {"name=DGX Spark",
         "ota_version=7.3.1",
         "version=7.3.1",
         "ota_date=Wed Nov 19 05:05:30 PM CET 2025",
         "sw_build_version=7.2.3",
         "keys.DGX_COMMIT_ID=833b4a7"},
        0,
        {"XXXXXXXXXXXX"});
    row("dgx-release-asus-gx10-secondhand.txt",
        "dgx-release",
        {"name=DGX Spark",
         "platform=GX10",
         "is_dgx_spark=true",
         "ota_version=7.6.0",
         "version=7.6.0",
         "ota_date=mer. 16 sept. 2026 17:08:05 CEST"});
    row("os-release-gigabyte-aitopatom-ds4probe.txt",
        "os-release",
        {"id=ubuntu",
         "version_id=24.04",
         "pretty_name=Ubuntu 24.04.4 LTS",
         "version_codename=noble",
         "keys.ID_LIKE=debian",
         "keys.LOGO=ubuntu-logo"});
    row("lsb-release-spark-sionna-rk-rst.txt",
        "os-release",
        {"pretty_name=Ubuntu 24.04.3 LTS", "version_id=24.04", "id=ubuntu"});

    // 2: which port has the cable
    row("ibdev2netdev-playbook-leftport.txt",
        "ibdev2netdev",
        {"links.length=4",
         "links[0].device=rocep1s0f0",
         "links[0].up=true",
         "links[0].side=left",
         "links[1].up=false",
         "links[2].device=roceP2p1s0f0",
         "links[2].up=true",
         "links[2].twin=secondary",
         "links[3].up=false"});
    row("ibdev2netdev-eugr-spark-rightport.txt",
        "ibdev2netdev",
        {"links.length=4",
         "links[0].device=rocep1s0f0",
         "links[0].up=false",
         "links[1].device=rocep1s0f1",
         "links[1].up=true",
         "links[1].side=right",
         "links[3].device=roceP2p1s0f1",
         "links[3].up=true"});
    row("ibdev2netdev-gb10-sean-blog-leftport.txt",
        "ibdev2netdev",
        {"links.length=4",
         "links[0].netdev=enp1s0f0np0",
         "links[0].up=true",
         "links[1].up=false",
         "links[2].up=true",
         "links[3].up=false"});

    row("rdma-link-gb10-sean-blog.txt",
        "rdma-link",
        {"links.length=4",
         "links[0].device=rocep1s0f0",
         "links[0].port=1",
         "links[0].state=ACTIVE",
         "links[0].physical_state=LINK_UP",
         "links[0].netdev=enp1s0f0np0",
         "links[1].state=DOWN",
         "links[1].physical_state=DISABLED",
         "links[2].state=ACTIVE",
         "links[3].state=DOWN"});

    // 3: addresses
    row("ip-addr-mprg-enp1s0f1np1.txt",
        "ip",
        {"form=classic",
         "interfaces.length=1",
         "interfaces[0].name=enp1s0f1np1",
         "interfaces[0].ifindex=4",
         "interfaces[0].mtu=1500",
         "interfaces[0].operstate=UP",
         "interfaces[0].addresses[0].local=10.0.3.1",
         "interfaces[0].addresses[0].prefixlen=24",
         "interfaces[0].addresses[0].noprefixroute=true",
         "interfaces[0].addresses[1].family=inet6",
         "interfaces[0].addresses[1].scope=link"});
    row("ip-br-link-gigabyte-aitopatom-ds4probe-nocable.txt",
        "ip",
        {"form=brief",
         "interfaces.length=8",
         "interfaces[1].name=enP7s7",
         "interfaces[1].operstate=UP",
         "interfaces[2].name=enp1s0f0np0",
         "interfaces[2].operstate=DOWN",
         "interfaces[2].lower_up=false",
         "interfaces[2].flags[0]=NO-CARRIER",
         "interfaces[5].name=enP2p1s0f1np1",
         "interfaces[5].lower_up=false",
         "interfaces[6].name=wlP9s9",
         "interfaces[6].operstate=UP",
         "interfaces[2].mac=null"});

    // 4: link speed and FEC
    row("ethtool-speed-playbook-switch-100g.txt",
        "ethtool",
        {"interfaces.length=2",
         "interfaces[0].interface=enp1s0f1np1",
         "interfaces[0].speed_mbps=100000",
         "interfaces[1].interface=enP2p1s0f1np1",
         "interfaces[1].speed_mbps=100000"});
    row("ethtool-speed-playbook-switch-200g.txt",
        "ethtool",
        {"interfaces.length=2",
         "interfaces[0].speed_mbps=200000",
         "interfaces[1].speed_mbps=200000"});
    row("ethtool-fec-mprg-switch-rs.txt",
        "ethtool",
        {"interfaces.length=1",
         "interfaces[0].interface=enp1s0f1np1",
         "interfaces[0].fec_configured[0]=Auto",
         "interfaces[0].fec_active=RS"});
    row("ethtool-fec-mprg-direct-none.txt",
        "ethtool",
        {"interfaces.length=1", "interfaces[0].fec_active=None"});
    row("ethtool-i-mgmt-gigabyte-aitopatom-ds4probe.txt",
        "ethtool-i",
        {"interfaces.length=2",
         "interfaces[0].interface=enP7s7",
         "interfaces[0].driver=r8127",
         "interfaces[0].firmware_version=null",
         "interfaces[0].bus_info=0007:01:00.0",
         "interfaces[1].driver=mt7925e",
         "interfaces[1].firmware_version=____000000-20251210093025",
         "interfaces[1].bus_info=0009:01:00.0"});
    row("ethtool-i-cx7-dspark-partial.txt",
        "ethtool-i",
        {"interfaces.length=1",
         "interfaces[0].driver=mlx5_core",
         "interfaces[0].version=6.17.0-1029-nvidia",
         "interfaces[0].firmware_version=28.45.4028",
         "interfaces[0].psid=NVD0000000087"});

    // 5: the GPU
    row("nvidia-smi-jethac-vllm.txt",
        "nvidia-smi",
        {"form=table",
         "driver_version=580.159.03",
         "cuda_version=13.0",
         "gpus.length=1",
         "gpus[0].name=NVIDIA GB10",
         "gpus[0].persistence=On",
         "gpus[0].bus_id=0000000F:01:00.0",
         "gpus[0].display_active=Off",
         "gpus[0].memory_used_mib=null",
         "gpus[0].power_w=10",
         "gpus[0].power_cap_w=null",
         "processes.length=3",
         "processes[2].memory_mib=89093"});
    row("nvidia-smi-obrienlabs-blog.txt",
        "nvidia-smi",
        {"driver_version=580.95.05",
         "gpus[0].display_active=On",
         "gpus[0].utilization_percent=10",
         "processes.length=3",
         "processes[2].name=.../7182/usr/lib/firefox/firefox",
         "processes[2].memory_mib=273"});
    row("nvidia-smi-spark-dgxspark03.txt",
        "nvidia-smi",
        {"driver_version=580.159.03",
         "gpus[0].performance_state=P8",
         "gpus[0].power_w=4",
         "gpus[0].power_cap_w=null",
         "gpus[0].memory_used_mib=null",
         "processes.length=2",
         "processes[0].memory_mib=126",
         "processes[1].memory_mib=18"});
    row("nvidia-smi-query-nounits-jethac.txt",
        "nvidia-smi",
        {"form=csv",
         "gpus.length=1",
         "gpus[0].name=NVIDIA GB10",
         "gpus[0].unnamed_fields[0]=null",
         "gpus[0].unnamed_fields[1]=null",
         "gpus[0].unnamed_fields[2]=0"});
    row("nvidia-smi-query-gigabyte-aitopatom-ds4probe.txt",
        "nvidia-smi",
        {"form=csv",
         "gpus[0].index=0",
         "gpus[0].name=NVIDIA GB10",
         "gpus[0].bus_id=0000000F:01:00.0",
         "gpus[0].driver_version=580.142",
         "gpus[0].compute_capability=12.1",
         "gpus[0].memory_total_mib=null"});

    // 6: NCCL
    row("nccl-allgather-mprg-direct-slow.txt",
        "nccl-tests",
        {"nccl_tests_version=2.18.3",
         "rows.length=3",
         "rows[0].out_of_place.busbw=2.8",
         "rows[0].in_place.busbw=2.82",
         "rows[0].out_of_place.time_us=191408",
         "rows[2].in_place.busbw=2.83",
         "avg_busbw=2.82151",
         "complete=true"});
    row("nccl-allgather-playbooks-issue25-mtu1500-partial.txt",
        "nccl-tests",
        {"nccl_tests_version=2.17.6",
         "rows.length=1",
         "rows[0].bytes=17179869184",
         "rows[0].out_of_place.busbw=18.94",
         "rows[0].in_place.busbw=20.95",
         "ranks[0].host=spark",
         "complete=false"},
        -1);
    row("nccl-allreduce-playbooks-pr103-run1-partial.txt",
        "nccl-tests",
        {"nccl_tests_version=2.20.0",
         "git_hash=b4d5bee",
         "rows.length=4",
         "rows[0].redop=sum",
         "rows[0].bytes=8192",
         "rows[0].out_of_place.busbw=0.23",
         "rows[3].bytes=65536",
         "complete=false"},
        -1);
    row("nccl-allgather-mprg-debug-slow-head.txt",
        "nccl-log",
        {"nccl_version=2.28.9+cuda13.0",
         "network=IB",
         "devices.length=2",
         "devices[0].name=rocep1s0f0",
         "devices[0].link_layer=RoCE",
         "devices[1].name=roceP2p1s0f0",
         "relaxed_ordering=true",
         "oob_interface=enp1s0f0np0",
         "oob_address=10.0.1.1<0>"});
    row("nccl-info-socket-fallback-samesubnet.txt",
        "nccl-log",
        {"nccl_version=2.29.7+cuda13.2",
         "socket_devices.length=1",
         "socket_devices[0].name=enP7s7",
         "socket_devices[0].address=192.168.0.111<0>",
         "devices.length=0",
         "nranks=2",
         "nnodes=2"});

    // 7: RDMA
    row("perftest-ib_write_bw-playbook-link1.txt",
        "ib_write_bw",
        {"device=rocep1s0f0",
         "mtu_bytes=1024",
         "gid_index=3",
         "link_type=Ethernet",
         "rows.length=5",
         "rows[0].bytes=65536",
         "bw_average=92.57",
         "unit=Gb/sec",
         "complete=false",
         "notes[0]=WARNING: BW peak won't be measured in this run."});
    row("perftest-ib_write_bw-playbook-link2.txt",
        "ib_write_bw",
        {"device=roceP2p1s0f0",
         "rows.length=6",
         "bw_average=97.28",
         "complete=false",
         "notes[0]=WARNING: BW peak won't be measured in this run."});
    row("show_gids-gb10-sean-blog-masked.txt",
        "show_gids",
        {"gids.length=12",
         "gids[2].device=rocep1s0f0",
         "gids[2].ipv4=192.168.100.10",
         "gids[3].version=v2",
         "gids[8].device=roceP2p1s0f0",
         "gids[8].ipv4=192.168.100.14",
         "gids[0].ipv4=null",
         "gids[11].netdev=enP2p1s0f1np1"});

    // 8: netplan
    row("netplan-playbook-2sparks-linklocal.txt",
        "netplan",
        {"interfaces.length=2",
         "interfaces[0].interface=enp1s0f0np0",
         "interfaces[0].link_local[0]=ipv4",
         "interfaces[1].interface=enp1s0f1np1",
         "interfaces[0].mtu=null",
         "interfaces[0].renderer=null"});
    row("netplan-playbook-3sparks.txt",
        "netplan",
        {"interfaces.length=4",
         "interfaces[0].dhcp4=false",
         "interfaces[0].addresses[0]=192.168.0.1/24"});
    row("netplan-playbook-40-cx7-static.txt",
        "netplan",
        {"interfaces.length=2",
         "interfaces[0].interface=enp1s0f1np1",
         "interfaces[0].addresses[0]=192.168.100.10/24",
         "interfaces[0].dhcp4=false",
         "interfaces[1].addresses[0]=192.168.101.10/24",
         "interfaces[0].mtu=null"});
    addHardwareRows();
}

namespace {

// 9 and 10: hardware, firmware and faults; apart, to keep facts_data() short.
void addHardwareRows()
{
    row("lspci-spark07-cx7-healthy.txt",
        "lspci",
        {"devices[0].address=0000:00:00.0",
         "devices[0].link_status.speed_gts=32",
         "devices[0].link_status.width=4",
         "devices[2].address=0000:01:00.0",
         "devices[2].device=MT2910 Family [ConnectX-7]",
         "devices[5].address=0002:01:00.1"});
    row("lspci-gb10-sean-blog.txt",
        "lspci",
        {"devices.length=4",
         "devices[0].vendor=Mellanox Technologies",
         "devices[2].address=0002:01:00.0",
         "devices[3].class=Ethernet controller"});
    row("lspci-nvidia-gigabyte-aitopatom-ds4probe.txt", "lspci", {"devices[0].device=Device 22ce"});
    row("lspci-spark05-cx7-downtrain-fault.txt",
        "lspci",
        {"devices.length=2",
         "devices[0].link_capability.speed_gts=32",
         "devices[0].link_status.speed_gts=2.5",
         "devices[1].address=0002:00:00.0",
         "devices[1].link_status.speed_gts=2.5",
         "tree_roots[0].domain=0000",
         "tree_roots[0].has_endpoint=false",
         "tree_roots[1].has_endpoint=false",
         "tree_roots[5].domain=000f",
         "tree_roots[5].has_endpoint=true"});
    row("dmesg-mlx5-spark05-fault.txt",
        "dmesg",
        {"functions.length=1",
         "functions[0].address=0000:01:00.0",
         "functions[0].firmware=28.45.4028",
         "functions[0].pcie_gbps=126.028",
         "functions[0].pcie_speed_gts=32",
         "functions[0].pcie_width=4",
         "functions[0].insufficient_power_watts=27",
         "functions[0].eswitch_cleanup=true"});
    row("ibstat-geerling-dell-gb10-partial.txt",
        "ibstat",
        {"cas.length=4",
         "cas[0].name=roceP2p1s0f0",
         "cas[0].ca_type=MT4129",
         "cas[0].firmware=28.45.4028",
         "cas[0].ports[0].state=Active",
         "cas[0].ports[0].physical_state=LinkUp",
         "cas[0].ports[0].rate_gbps=200",
         "cas[1].ports[0].state=Down",
         "cas[1].ports[0].physical_state=Disabled",
         "cas[1].ports[0].rate_gbps=40",
         "cas[2].name=rocep1s0f0",
         "cas[2].ports[0].rate_gbps=200"});
    // The paste shows 1500 with the enum of 4096: hand-edited; the enum wins, with a warning.
    row("ibv_devinfo-active_mtu-juniper4node-mismatch.txt",
        "ibv_devinfo",
        {"devices.length=4",
         "devices[0].hca_id=rocep1s0f0",
         "devices[0].ports[0].active_mtu=4096",
         "devices[1].ports[0].active_mtu=4096",
         "devices[3].hca_id=roceP2p1s0f1"},
        2);
}

} // namespace

void TestRealOutputs::facts()
{
    QFETCH(QString, file);
    QFETCH(QString, kind);
    QFETCH(QStringList, facts);
    QFETCH(int, warnings);
    QFETCH(QStringList, absent);

    const QByteArray text = readReal(file);
    QVERIFY2(!text.isEmpty(), qPrintable(file));
    const auto parsed = OutputKinds::parse(kind, text);
    QVERIFY2(parsed.has_value(), qPrintable(parsed ? QString() : parsed.error().toString()));
    const QString json = QString::fromUtf8(QJsonDocument(*parsed).toJson(QJsonDocument::Indented));
    for (const QString &fact : facts) {
        const QString path = fact.section(QLatin1Char('='), 0, 0);
        const QString expected = fact.section(QLatin1Char('='), 1);
        const QString actual = jsonAt(*parsed, path);
        QVERIFY2(actual == expected,
                 qPrintable(QStringLiteral("%1: %2 is \"%3\", expected \"%4\"\n%5")
                                .arg(file, path, actual, expected, json)));
    }
    // -1: a file cut short, where the parser rightly warns about the cut.
    const QJsonArray given = parsed->value(QStringLiteral("warnings")).toArray();
    if (warnings >= 0)
        QVERIFY2(given.size() == warnings, qPrintable(json));
    for (const QString &secret : absent)
        QVERIFY2(!json.contains(secret), qPrintable(secret));
}

void TestRealOutputs::everyFileHasARow()
{
    // facts_data() names the files as it adds their rows; it runs first in a whole run.
    if (covered().isEmpty())
        QSKIP("run the whole test: the rows of facts() name the files");
    const QStringList files = QDir(realDir()).entryList({QStringLiteral("*.txt")}, QDir::Files);
    QVERIFY(files.size() >= 40);
    QStringList missing;
    for (const QString &file : files) {
        if (!covered().contains(file))
            missing << file;
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u' ')));
}

QTEST_GUILESS_MAIN(TestRealOutputs)
#include "tst_realoutputs.moc"
