<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Tandem</name>
    <message>
        <source>/etc/dgx-release (DGX OS)</source>
        <translation>/etc/dgx-release（DGX OS）</translation>
    </message>
    <message>
        <source>/etc/os-release or /etc/lsb-release</source>
        <translation>/etc/os-release 或 /etc/lsb-release</translation>
    </message>
    <message>
        <source>/etc/fastos-release (read as os-release)</source>
        <translation>/etc/fastos-release（按 os-release 格式读取）</translation>
    </message>
    <message>
        <source>/sys/class/dmi/id: a directory, or KEY: VALUE lines</source>
        <translation>/sys/class/dmi/id：目录，或 KEY: VALUE 格式的行</translation>
    </message>
    <message>
        <source>ibdev2netdev</source>
        <translation>ibdev2netdev</translation>
    </message>
    <message>
        <source>rdma link (iproute2)</source>
        <translation>rdma link（iproute2）</translation>
    </message>
    <message>
        <source>ip addr or ip link: -j, -br or plain</source>
        <translation>ip addr 或 ip link：-j、-br 或普通格式</translation>
    </message>
    <message>
        <source>ethtool IFACE, its Speed lines, ethtool --show-fec</source>
        <translation>ethtool IFACE、其中的 Speed 行、ethtool --show-fec</translation>
    </message>
    <message>
        <source>ethtool -i IFACE</source>
        <translation>ethtool -i IFACE</translation>
    </message>
    <message>
        <source>nvidia-smi: the table, or --query-gpu CSV</source>
        <translation>nvidia-smi：表格，或 --query-gpu CSV</translation>
    </message>
    <message>
        <source>show_gids</source>
        <translation>show_gids</translation>
    </message>
    <message>
        <source>ib_write_bw (perftest)</source>
        <translation>ib_write_bw（perftest）</translation>
    </message>
    <message>
        <source>lspci, with -nn, -vvv link lines or -tv</source>
        <translation>lspci（-nn、-vvv 的链路行或 -tv）</translation>
    </message>
    <message>
        <source>a netplan YAML file</source>
        <translation>netplan YAML 文件</translation>
    </message>
    <message>
        <source>nccl-tests output, or its -J report</source>
        <translation>nccl-tests 的输出或其 -J 报告</translation>
    </message>
    <message>
        <source>NCCL_DEBUG=INFO log lines</source>
        <translation>NCCL_DEBUG=INFO 日志行</translation>
    </message>
    <message>
        <source>tandem-probe JSON lines</source>
        <translation>tandem-probe 的 JSON 行</translation>
    </message>
    <message>
        <source>ibstat</source>
        <translation>ibstat</translation>
    </message>
    <message>
        <source>ibv_devinfo</source>
        <translation>ibv_devinfo</translation>
    </message>
    <message>
        <source>the mlx5_core lines of dmesg</source>
        <translation>dmesg 中的 mlx5_core 行</translation>
    </message>
    <message>
        <source>Tandem&apos;s RoCE port reading: sysfs, then ibdev2netdev</source>
        <translation>Tandem 读取 RoCE 端口：先读 sysfs，再读 ibdev2netdev</translation>
    </message>
</context>
<context>
    <name>Tandem::AcceptedBandwidth</name>
    <message>
        <source>%1 soak</source>
        <translation>%1 持续测试</translation>
    </message>
    <message>
        <source>%1 sweep</source>
        <translation>%1 扫描</translation>
    </message>
    <message>
        <source>%1 at %2: cancelled, so it measured nothing to the end.</source>
        <translation>%2 的 %1：已取消，因此没有完整测量任何内容。</translation>
    </message>
    <message>
        <source>%1 at %2: it did not use NCCL, so it says nothing about RoCE.</source>
        <translation>%2 的 %1：未使用 NCCL，因此无法说明 RoCE 的情况。</translation>
    </message>
    <message>
        <source>%1 at %2: it did not pass (%3).</source>
        <translation>%2 的 %1：未通过（%3）。</translation>
    </message>
    <message>
        <source>a check has no result</source>
        <translation>有检查没有结果</translation>
    </message>
</context>
<context>
    <name>Tandem::AddressPlanner</name>
    <message>
        <source>The prefix /%1 is not supported: use a prefix from /%2 to /%3 (/24 is the usual choice).</source>
        <translation>不支持前缀 /%1：请使用 /%2 到 /%3 之间的前缀（通常选择 /24）。</translation>
    </message>
    <message>
        <source>The base &quot;%1&quot; is not an IPv4 network such as 192.168.100.0/24.</source>
        <translation>基址“%1”不是 IPv4 网络（例如 192.168.100.0/24）。</translation>
    </message>
    <message>
        <source>The base %1 has prefix /%2 but the plan uses /%3 subnets: give the same prefix for both.</source>
        <translation>基址 %1 的前缀为 /%2，但规划使用的是 /%3 子网：请为两者指定相同的前缀。</translation>
    </message>
    <message>
        <source>The base %1 is not a network address: its host part is not zero. Did you mean %2?</source>
        <translation>基址 %1 不是网络地址：其主机部分不为零。您是否要输入 %2？</translation>
    </message>
    <message>
        <source>The MTU %1 is not supported: use %2 to %3 (9000 is the usual choice), or leave it unset.</source>
        <translation>不支持 MTU %1：请使用 %2 到 %3 之间的值（通常选择 9000），或不设置。</translation>
    </message>
    <message>
        <source>The cabling is not a supported topology, so there is nothing to plan.</source>
        <translation>布线不属于支持的拓扑，因此无可规划。</translation>
    </message>
    <message>
        <source>The cabling is not a supported topology: %1</source>
        <translation>布线不属于支持的拓扑：%1</translation>
    </message>
    <message>
        <source>The topology is not known yet: run the cabling step first.</source>
        <translation>拓扑尚未确定：请先运行“布线”步骤。</translation>
    </message>
    <message>
        <source>A node without a name cannot be planned.</source>
        <translation>无法为没有名称的节点进行规划。</translation>
    </message>
    <message>
        <source>The node %1 is listed twice.</source>
        <translation>节点 %1 被列出了两次。</translation>
    </message>
    <message>
        <source>The cable to %1 leads to a node that is not part of the cluster.</source>
        <translation>连接 %1 的线缆另一端是不属于该集群的节点。</translation>
    </message>
    <message>
        <source>It is not known which port of %1 the cable uses.</source>
        <translation>无法确定该线缆使用的是 %1 的哪个端口。</translation>
    </message>
    <message>
        <source>A cable joins %1 to itself.</source>
        <translation>有一根线缆将 %1 与其自身相连。</translation>
    </message>
    <message>
        <source>A /%1 subnet is too small for %2 nodes numbered from .%3: use a shorter prefix such as /24.</source>
        <translation>/%1 子网太小，容纳不下从 .%3 开始编号的 %2 个节点：请使用更短的前缀，例如 /24。</translation>
    </message>
    <message>
        <source>%1 subnets starting at %2 do not fit: the last one would run past %3. Choose a lower base with --base.</source>
        <translation>从 %2 开始的 %1 个子网放不下：最后一个将超出 %3。请用 --base 选择更低的基址。</translation>
    </message>
    <message>
        <source>%1 has no cabled twin that is up at both ends, so it cannot get an address. Check its cables (cabling step).</source>
        <translation>%1 没有两端均已启用的已连接孪生接口，因此无法分配地址。请检查其线缆（“布线”步骤）。</translation>
    </message>
    <message>
        <source>%1 %2 has %3</source>
        <translation>%1 的 %2 为 %3</translation>
    </message>
    <message>
        <source>%1: MTU %2 on every end, because the ends differ now (%3).</source>
        <translation>%1：由于目前两端的 MTU 不一致（%3），所有端均设为 MTU %2。</translation>
    </message>
    <message>
        <source>%1 %2 has %3, its netplan sets %4</source>
        <translation>%1 的 %2 为 %3（其 netplan 设置为 %4）</translation>
    </message>
    <message>
        <source>%1: MTU %2 on every end, as the nodes&apos; netplan files set it (now: %3).</source>
        <translation>%1：按节点 netplan 文件的设置，所有端使用 MTU %2（当前：%3）。</translation>
    </message>
</context>
<context>
    <name>Tandem::ApplyBackup</name>
    <message>
        <source>The backup failed, so nothing was changed: %1</source>
        <translation>备份失败，因此未做任何更改：%1</translation>
    </message>
    <message>
        <source>The local copy of the backup could not be kept, so nothing was changed: %1</source>
        <translation>无法保留备份的本地副本，因此未做任何更改：%1</translation>
    </message>
    <message>
        <source>The node&apos;s manifest (%1) cannot be read, so nothing was changed: %2</source>
        <translation>无法读取节点的清单（%1），因此未做任何更改：%2</translation>
    </message>
    <message>
        <source>Look at the file on the node; Tandem does not overwrite a manifest it cannot read.</source>
        <translation>请检查节点上的该文件；Tandem 不会覆盖无法读取的清单。</translation>
    </message>
    <message>
        <source>The manifest could not be written, so nothing was changed.</source>
        <translation>无法写入清单，因此未做任何更改。</translation>
    </message>
    <message>
        <source>%1 changed after Tandem read it, so nothing was changed.</source>
        <translation>%1 在 Tandem 读取后被修改，因此未做任何更改。</translation>
    </message>
    <message>
        <source>Apply again: Tandem reads the file anew.</source>
        <translation>请再次应用：Tandem 会重新读取该文件。</translation>
    </message>
</context>
<context>
    <name>Tandem::ApplyJob</name>
    <message>
        <source>The connection to %1 is gone.</source>
        <translation>与 %1 的连接已丢失。</translation>
    </message>
    <message>
        <source>No answer from %1.</source>
        <translation>%1 无响应。</translation>
    </message>
    <message>
        <source>Not run: an earlier part failed.</source>
        <translation>未运行：之前的环节已失败。</translation>
    </message>
    <message>
        <source>There is no network plan for %1; nothing was changed.</source>
        <translation>没有 %1 的网络规划；未做任何更改。</translation>
    </message>
    <message>
        <source>Running netplan generate…</source>
        <translation>正在运行 netplan generate…</translation>
    </message>
    <message>
        <source>netplan generate refused the new configuration: %1</source>
        <translation>netplan generate 拒绝了新配置：%1</translation>
    </message>
    <message>
        <source>netplan generate accepts the configuration.</source>
        <translation>netplan generate 接受了该配置。</translation>
    </message>
    <message>
        <source>Backup of the netplan files</source>
        <translation>备份 netplan 文件</translation>
    </message>
    <message>
        <source>Write /etc/netplan/40-cx7.yaml</source>
        <translation>写入 /etc/netplan/40-cx7.yaml</translation>
    </message>
    <message>
        <source>netplan generate</source>
        <translation>netplan generate</translation>
    </message>
    <message>
        <source>Apply and confirm over the management network</source>
        <translation>应用并通过管理网络确认</translation>
    </message>
    <message>
        <source>Netplan files on the node now</source>
        <translation>节点上当前的 netplan 文件</translation>
    </message>
    <message>
        <source>Checking sudo…</source>
        <translation>正在检查 sudo…</translation>
    </message>
    <message>
        <source>%1; nothing was changed.</source>
        <translation>%1；未做任何更改。</translation>
    </message>
    <message>
        <source>sudo refused the password; nothing was changed on this node.</source>
        <translation>sudo 拒绝了该密码；此节点上未做任何更改。</translation>
    </message>
    <message>
        <source>Enter the password of the user on %1 again (on DGX OS it is the login password).</source>
        <translation>请重新输入该用户在 %1 上的密码（在 DGX OS 上即登录密码）。</translation>
    </message>
    <message>
        <source>Waiting for the node&apos;s lock…</source>
        <translation>正在等待节点的锁…</translation>
    </message>
    <message>
        <source>Locked; backing up…</source>
        <translation>已加锁；正在备份…</translation>
    </message>
    <message>
        <source>The revert watchdog could not be started, so nothing was changed: %1</source>
        <translation>无法启动回滚看门狗，因此未做任何更改：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) backed up to %1 on the node and to %2; the revert watchdog is armed.</source>
        <translation>
            <numerusform>已将 %n 个文件备份到节点上的 %1 和 %2；回滚看门狗已就绪。</numerusform>
        </translation>
    </message>
    <message>
        <source>Written to /run/netplan for the trial (0600, root, sha256 checked on the node); /etc/netplan changes only when Tandem confirms.</source>
        <translation>已写入 /run/netplan 用于试运行（0600，root，已在节点上校验 sha256）；仅在 Tandem 确认后才会更改 /etc/netplan。</translation>
    </message>
    <message>
        <source>Writing /run/netplan/%1 for the trial…</source>
        <translation>正在写入用于试运行的 /run/netplan/%1…</translation>
    </message>
    <message>
        <source>Writing /run/netplan/%1 failed: %2</source>
        <translation>写入 /run/netplan/%1 失败：%2</translation>
    </message>
    <message>
        <source>Taking the trial back…</source>
        <translation>正在撤销试运行…</translation>
    </message>
    <message>
        <source>The trial files were removed; /etc/netplan was not changed, so the node is as it was.</source>
        <translation>试运行文件已删除；/etc/netplan 未被更改，因此节点保持原状。</translation>
    </message>
    <message>
        <source>Taking the trial back failed too; the revert watchdog removes it, or restart the node (/run/netplan does not survive a restart).</source>
        <translation>撤销试运行也失败了；回滚看门狗会将其删除，您也可以重启节点（/run/netplan 不会在重启后保留）。</translation>
    </message>
    <message>
        <source>Tandem only moves aside or rewrites netplan files in /etc/netplan, each once, not %1; nothing was changed.</source>
        <translation>Tandem 只移开或改写 /etc/netplan 中的 netplan 文件，且每个只处理一次，不处理 %1；未做任何更改。</translation>
    </message>
    <message>
        <source>hiding %1</source>
        <translation>隐藏 %1</translation>
    </message>
    <message>
        <source>%1 without the ConnectX-7 entries</source>
        <translation>去掉 ConnectX-7 条目后的 %1</translation>
    </message>
    <message>
        <source>Written to /run/netplan for the trial (0600, root, sha256 checked on the node): %1; /etc/netplan changes only when Tandem confirms.</source>
        <translation>已写入 /run/netplan 用于试运行（0600，root，已在节点上校验 sha256）：%1；/etc/netplan 只有在 Tandem 确认后才会更改。</translation>
    </message>
</context>
<context>
    <name>Tandem::ApplyLock</name>
    <message>
        <source>A stale lock (%1) was taken over: %2.</source>
        <translation>已接管过期的锁（%1）：%2。</translation>
    </message>
    <message>
        <source>Another Tandem is changing %1 now: %2. One change at a time per node, so nothing was changed.</source>
        <translation>另一个 Tandem 正在更改 %1：%2。每个节点同一时间只能进行一项更改，因此未做任何更改。</translation>
    </message>
    <message numerus="yes">
        <source>Wait for that run to finish, then try again. If it is gone, its lock is taken over by itself after a restart of the node or %n minute(s) without its watchdog.</source>
        <translation>
            <numerusform>请等待该运行结束后重试。如果该运行已不存在，则在节点重启后，或其看门狗停止 %n 分钟后，它的锁会被自动接管。</numerusform>
        </translation>
    </message>
    <message>
        <source>The node&apos;s lock (%1) could not be taken, so nothing was changed: %2</source>
        <translation>无法获取节点的锁（%1），因此未做任何更改：%2</translation>
    </message>
</context>
<context>
    <name>Tandem::ApplyStep</name>
    <message numerus="yes">
        <source>%n netplan file(s); none configures a ConnectX-7 interface beside the plan&apos;s.</source>
        <translation>
            <numerusform>%n 个 netplan 文件；除计划外没有文件配置 ConnectX-7 接口。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was changed on any node.</source>
        <translation>未更改任何节点。</translation>
    </message>
    <message>
        <source>Not changed: %1 could not be prepared (see its apply.backup), so nothing was changed on any node.</source>
        <translation>未更改：无法准备 %1（请查看其 apply.backup），因此未在任何节点上做任何更改。</translation>
    </message>
    <message>
        <source>Not changed: %1 could not be locked (see its apply.backup), so nothing was changed on any node; the locks taken were released.</source>
        <translation>未更改：无法锁定 %1（请查看其 apply.backup），因此未在任何节点上做任何更改；已获取的锁均已释放。</translation>
    </message>
    <message>
        <source>moving aside %1: it configures ConnectX-7 interfaces the plan sets and nothing else</source>
        <translation>移开 %1：它只配置计划所设置的 ConnectX-7 接口</translation>
    </message>
    <message>
        <source>taking %1 out of %2 and keeping the rest of it</source>
        <translation>从 %2 中去掉 %1，其余部分保持不变</translation>
    </message>
    <message>
        <source>Take the ConnectX-7 interfaces out of that file by hand (keep a copy), then apply again.</source>
        <translation>请手动从该文件中去掉 ConnectX-7 接口（保留一份副本），然后再次应用。</translation>
    </message>
    <message>
        <source>Restore puts back what apply changes here: %1.</source>
        <translation>恢复会还原应用在此处所做的更改：%1。</translation>
    </message>
    <message>
        <source>Not applied: another node&apos;s netplan file stops the apply, so nothing was changed on any node.</source>
        <translation>未应用：另一个节点的 netplan 文件阻止了应用，因此没有更改任何节点。</translation>
    </message>
</context>
<context>
    <name>Tandem::ApplyWatch</name>
    <message numerus="yes">
        <source>netplan apply; the node reverts by itself in %n second(s) unless Tandem sees the new addresses.</source>
        <translation>
            <numerusform>netplan apply：如果 Tandem 未检测到新地址，节点将在 %n 秒后自动回滚。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %1 (%n second(s) left).</source>
        <translation>
            <numerusform>正在等待 %1（剩余 %n 秒）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Run Restore to put the files back as they were.</source>
        <translation>请运行“恢复”，将文件还原为原来的状态。</translation>
    </message>
    <message>
        <source>The new addresses are up and confirmed; the revert watchdog was stopped and %1 installed (sha256 checked).</source>
        <translation>新地址已启用并已确认；回滚看门狗已停止，%1 已安装（已校验 sha256）。</translation>
    </message>
    <message>
        <source>The new addresses came up, but they could not be made permanent: %1. The trial was taken back: /etc/netplan was not changed and the old configuration is applied again.</source>
        <translation>新地址已启用，但无法使其永久生效：%1。试运行已撤销：/etc/netplan 未被更改，旧配置已重新应用。</translation>
    </message>
    <message>
        <source>Free space under /etc/netplan, then apply again.</source>
        <translation>请释放 /etc/netplan 所在位置的磁盘空间，然后重新应用。</translation>
    </message>
    <message numerus="yes">
        <source>The new addresses did not come up in %n second(s); the node is reverting by itself.</source>
        <translation>
            <numerusform>新地址未在 %n 秒内启用；节点正在自动回滚。</numerusform>
        </translation>
    </message>
    <message>
        <source>The node restarted before the new configuration was confirmed. It lived only in /run/netplan, which a restart empties, so the node came back with its old configuration; /etc/netplan was not changed.</source>
        <translation>新配置确认之前节点已重启。新配置仅存在于 /run/netplan 中，而重启会将其清空，因此节点以旧配置重新启动；/etc/netplan 未被更改。</translation>
    </message>
    <message>
        <source>Apply again when the node is up.</source>
        <translation>节点启动后，请重新应用。</translation>
    </message>
    <message>
        <source>The new addresses were not confirmed in time, so the node reverted by itself: the trial files are gone and the old configuration is applied.</source>
        <translation>未能及时确认新地址，因此节点已自动回滚：试运行文件已删除，旧配置已应用。</translation>
    </message>
    <message>
        <source>Look at the plan and the cabling checks, then apply again.</source>
        <translation>请查看规划和布线的检查结果，然后重新应用。</translation>
    </message>
    <message>
        <source>The new addresses are up and confirmed.</source>
        <translation>新地址已启用并已确认。</translation>
    </message>
    <message>
        <source>The new addresses were not confirmed in time. The node reverts by itself, but Tandem could not see that happen (%1).</source>
        <translation>未能及时确认新地址。节点会自动回滚，但 Tandem 无法确认回滚是否完成（%1）。</translation>
    </message>
    <message>
        <source>When the node is reachable again, run Restore (or check %1/watchdog.log on the node).</source>
        <translation>节点恢复可访问后，请运行“恢复”（或查看节点上的 %1/watchdog.log）。</translation>
    </message>
    <message>
        <source>Confirmed, but what was installed does not read back as what Tandem wrote: %1</source>
        <translation>已确认，但读回的已安装内容与 Tandem 写入的不一致：%1</translation>
    </message>
    <message>
        <source>Someone changed that file during the trial; look at it, then apply again (Tandem reads it anew).</source>
        <translation>试运行期间有人修改了该文件；请查看后再次应用（Tandem 会重新读取）。</translation>
    </message>
</context>
<context>
    <name>Tandem::BandwidthJudge</name>
    <message>
        <source>Cancelled; mpirun and every rank were ended on every node.</source>
        <translation>已取消；已在所有节点上结束 mpirun 及所有 rank。</translation>
    </message>
    <message>
        <source>No result within %1 s: the run hung and was ended on every node.</source>
        <translation>%1 秒内没有结果：运行已挂起，已在所有节点上结束。</translation>
    </message>
    <message>
        <source>A hang right after the header is usually RoCE that cannot pass traffic: check equal MTUs on each twin and its peer, and that NCCL_IB_GID_INDEX is not set.</source>
        <translation>在输出头部之后立即挂起，通常是 RoCE 无法传输流量：请检查每个孪生接口与其对端的 MTU 是否相同，以及是否未设置 NCCL_IB_GID_INDEX。</translation>
    </message>
    <message>
        <source>mpirun exited with status %1.</source>
        <translation>mpirun 以状态 %1 退出。</translation>
    </message>
    <message>
        <source>Read the output in the evidence; check that the test binary exists on every node and that SSH over the CX7 addresses works (verify step).</source>
        <translation>请查看证据中的输出；检查所有节点上是否都有测试程序，以及通过 CX7 地址的 SSH 是否正常（“验证”步骤）。</translation>
    </message>
    <message>
        <source>The run printed no result.</source>
        <translation>运行未输出任何结果。</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) from tandem-probe.</source>
        <translation>
            <numerusform>来自 tandem-probe 的 %n 个样本。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) from %1.</source>
        <translation>
            <numerusform>来自 %1 的 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not applicable: the probe&apos;s MPI backend moves host buffers over MPI&apos;s TCP transport, not NCCL, so there is no NCCL log to show RoCE.</source>
        <translation>不适用：探测程序的 MPI 后端通过 MPI 的 TCP 传输（而非 NCCL）传送主机缓冲区，因此没有可显示 RoCE 的 NCCL 日志。</translation>
    </message>
    <message>
        <source>Run nccl-tests or the probe&apos;s NCCL backend to check the transport.</source>
        <translation>要检查传输方式，请运行 nccl-tests 或探测程序的 NCCL 后端。</translation>
    </message>
    <message>
        <source>Not judged: the run ended before NCCL chose a transport, so its log names none. The run&apos;s own check says why it ended.</source>
        <translation>未评判：运行在 NCCL 选择传输方式之前就结束了，因此日志中没有传输方式。运行本身的检查说明了结束的原因。</translation>
    </message>
    <message>
        <source>The run uses both twins of every cabled port: %1.</source>
        <translation>本次运行使用了每个已连接端口的两个孪生接口：%1。</translation>
    </message>
    <message>
        <source>One twin only: %1. The other twin was down or had no address when the plan was made, so that port carries about half its bandwidth.</source>
        <translation>仅使用一个孪生接口：%1。制定规划时另一个孪生接口已断开或没有地址，因此该端口只能承载约一半的带宽。</translation>
    </message>
    <message>
        <source>Bring the other twin up (cabling step), plan and apply again, then run the test again.</source>
        <translation>请启用另一个孪生接口（“布线”步骤），重新制定并应用规划，然后再次运行测试。</translation>
    </message>
    <message>
        <source>SSH between the nodes refused a host key (&quot;Host key verification failed&quot;): a node presents another host key than the one the SSH fabric stored on the others, as after a reinstall. This is not a RoCE fault; the test did not start.</source>
        <translation>节点之间的 SSH 拒绝了主机密钥（&quot;Host key verification failed&quot;）：某个节点出示的主机密钥与 SSH 互联保存在其他节点上的不同，就像重装之后那样。这不是 RoCE 故障；测试没有开始。</translation>
    </message>
    <message>
        <source>If the node was reinstalled, set up the SSH fabric again (step 6), which stores every node&apos;s current host key on the others, then verify (step 7) and run the test again.</source>
        <translation>如果该节点已重装，请重新设置 SSH 互联（第 6 步），它会把每个节点当前的主机密钥保存到其他节点上；然后验证（第 7 步）并重新运行测试。</translation>
    </message>
    <message>
        <source>SSH between the nodes refused the login (&quot;Permission denied (publickey)&quot;): the fabric&apos;s key is not accepted on a node. The test did not start.</source>
        <translation>节点之间的 SSH 拒绝了登录（&quot;Permission denied (publickey)&quot;）：某个节点不接受互联的密钥。测试没有开始。</translation>
    </message>
    <message>
        <source>Set up the SSH fabric again (step 6), then verify (step 7) and run the test again.</source>
        <translation>请重新设置 SSH 互联（第 6 步），然后验证（第 7 步）并重新运行测试。</translation>
    </message>
    <message>
        <source>mpirun could not reach a node over SSH on its CX7 address (&quot;ssh: connect to host&quot;). The test did not start.</source>
        <translation>mpirun 无法通过 CX7 地址上的 SSH 连接到某个节点（&quot;ssh: connect to host&quot;）。测试没有开始。</translation>
    </message>
    <message>
        <source>Verify the fabric (step 7): it tries ping and SSH between every pair of nodes and names the one that does not answer.</source>
        <translation>请验证互联（第 7 步）：它会在每对节点之间尝试 ping 和 SSH，并指出没有响应的那个。</translation>
    </message>
    <message>
        <source>Not judged: %1 GB/s through tandem-probe&apos;s MPI backend, which moves host buffers over TCP; NCCL&apos;s floor does not apply to it.</source>
        <translation>未评判：通过 tandem-probe 的 MPI 后端测得 %1 GB/s，它通过 TCP 传输主机缓冲区；NCCL 的下限不适用。</translation>
    </message>
    <message>
        <source>Not judged: tandem-probe&apos;s MPI backend has no floor.</source>
        <translation>未评判：tandem-probe 的 MPI 后端没有下限。</translation>
    </message>
    <message>
        <source>Run nccl-tests or the probe&apos;s NCCL backend to judge the bandwidth, or give this run a floor of its own.</source>
        <translation>请运行 nccl-tests 或 probe 的 NCCL 后端来评判带宽，或为这次运行指定自己的下限。</translation>
    </message>
    <message>
        <source>Not judged: the test did not start.</source>
        <translation>未评判：测试没有开始。</translation>
    </message>
</context>
<context>
    <name>Tandem::BandwidthRecord</name>
    <message>
        <source>tandem-probe (MPI backend)</source>
        <translation>tandem-probe（MPI 后端）</translation>
    </message>
</context>
<context>
    <name>Tandem::BandwidthStep</name>
    <message>
        <source>Bandwidth test ran</source>
        <translation>带宽测试已运行</translation>
    </message>
    <message>
        <source>NCCL uses RoCE on both twins</source>
        <translation>NCCL 在两个孪生接口上均使用 RoCE</translation>
    </message>
    <message>
        <source>Bus bandwidth at the largest size</source>
        <translation>最大尺寸下的总线带宽</translation>
    </message>
    <message>
        <source>%1, which runs mpirun, is not connected.</source>
        <translation>运行 mpirun 的 %1 未连接。</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>正在运行 %1…</translation>
    </message>
    <message>
        <source>every node</source>
        <translation>所有节点</translation>
    </message>
    <message>
        <source>The test uses both twins of every cabled port</source>
        <translation>测试使用每个已连接端口的两个孪生接口</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定结果</translation>
    </message>
    <message>
        <source>Bandwidth test stalled</source>
        <translation>带宽测试停滞</translation>
    </message>
    <message>
        <source>No result for %1 s since the run started, longer than a healthy run of these sizes (up to %2) needs: it looks hung. Tandem ends it %3 s after its start unless it finishes first.</source>
        <translation>自运行开始已有 %1 秒没有结果，超过了这些尺寸（最大 %2）的正常运行所需的时间：看起来已挂起。除非它先行结束，否则 Tandem 将在开始后 %3 秒结束该运行。</translation>
    </message>
    <message>
        <source>A run that hangs before its first result is usually RoCE that cannot pass traffic. Cancel it, then check that each twin and its peer have the same MTU (verify step), and that NCCL_IB_GID_INDEX is not set; run the test again. If results come after all, the run goes on.</source>
        <translation>在出现第一个结果之前就挂起，通常是 RoCE 无法传输流量。请取消运行，然后检查每个孪生接口与其对端的 MTU 是否相同（“验证”步骤），以及是否未设置 NCCL_IB_GID_INDEX；然后重新运行测试。如果之后仍出现了结果，运行将继续。</translation>
    </message>
    <message>
        <source>No new result for %1 s, longer than a healthy run of these sizes (up to %2) needs between two: it looks hung. Tandem ends it %3 s after its start unless it finishes first.</source>
        <translation>已有 %1 秒没有新结果，超过了这些尺寸（最大 %2）的正常运行在两个结果之间所需的时间：看起来已挂起。除非它先行结束，否则 Tandem 将在开始后 %3 秒结束该运行。</translation>
    </message>
    <message>
        <source>Cancel it, then check that no other job is using the GPUs or the network and that every twin is up (cabling step); run the test again, with smaller sizes (-e) to see where it stops. If results come after all, the run goes on.</source>
        <translation>请取消运行，然后确认没有其他作业在使用 GPU 或网络，且所有孪生接口均已启用（“布线”步骤）；再用更小的尺寸（-e）重新运行测试，以查明它在何处停住。如果之后仍出现了结果，运行将继续。</translation>
    </message>
    <message>
        <source>Reconnect to it on the Devices page (if it rebooted, once it answers again), then run the test again; with tandem-cli, run the same command again.</source>
        <translation>请在“设备”页面重新连接该节点（如果它已重启，请等它重新响应后再连接），然后重新运行测试；如使用 tandem-cli，请重新运行同一命令。</translation>
    </message>
    <message>
        <source>Fabric and GPUs stayed healthy during the run</source>
        <translation>运行期间，互连网络和 GPU 始终保持健康</translation>
    </message>
    <message>
        <source>No rank was pinned to a single CPU</source>
        <translation>没有 rank 被绑定到单个 CPU</translation>
    </message>
</context>
<context>
    <name>Tandem::BuildPlan</name>
    <message>
        <source>Not built: %1</source>
        <translation>不构建：%1</translation>
    </message>
    <message>
        <source>%1 missing on the node (sudo apt-get install %2).</source>
        <translation>节点上缺少 %1（sudo apt-get install %2）。</translation>
    </message>
    <message>
        <source>Open MPI</source>
        <translation>Open MPI</translation>
    </message>
    <message>
        <source>Tandem could not check this node; run the check again.</source>
        <translation>Tandem 无法检查此节点；请重新运行检查。</translation>
    </message>
    <message>
        <source>nccl-tests builds against NCCL, and there is none in %1; build NCCL too.</source>
        <translation>nccl-tests 需基于 NCCL 构建，但 %1 中没有 NCCL；请同时构建 NCCL。</translation>
    </message>
    <message>
        <source>install Open MPI with sudo: apt-get install openmpi-bin libopenmpi-dev</source>
        <translation>使用 sudo 安装 Open MPI：apt-get install openmpi-bin libopenmpi-dev</translation>
    </message>
    <message>
        <source>build NCCL %1 from %2 for the GB10 (sm_121) into %3 (NCCL_HOME %4)</source>
        <translation>从 %2 为 GB10（sm_121）构建 NCCL %1，安装到 %3（NCCL_HOME %4）</translation>
    </message>
    <message>
        <source>build nccl-tests (%1) from %2 with MPI=1 into %3</source>
        <translation>从 %2 以 MPI=1 构建 nccl-tests（%1），安装到 %3</translation>
    </message>
    <message>
        <source>default branch</source>
        <translation>默认分支</translation>
    </message>
    <message>
        <source>build tandem-probe %1 (NCCL and MPI backends) from the source Tandem carries into %2</source>
        <translation>从 Tandem 自带的源码构建 tandem-probe %1（NCCL 和 MPI 后端），安装到 %2</translation>
    </message>
    <message>
        <source>build tandem-probe %1 (MPI backend only) from the source Tandem carries into %2</source>
        <translation>从 Tandem 自带的源码构建 tandem-probe %1（仅 MPI 后端），安装到 %2</translation>
    </message>
    <message>
        <source>%1 on this node was not made by Tandem (it has no .tandem-build), so Tandem leaves it as it is. Move it, or choose another location.</source>
        <translation>此节点上的 %1 不是 Tandem 创建的（没有 .tandem-build），因此 Tandem 不动它。请移走它，或选择其他位置。</translation>
    </message>
    <message>
        <source>%1 on %2 is not Tandem&apos;s (it has no .tandem-build), so Tandem leaves it as it is and builds %3 into %4 on every node instead; the bandwidth test uses that build from then on.</source>
        <translation>%2 上的 %1 不属于 Tandem（没有 .tandem-build），因此 Tandem 不动它，而是在每个节点上将 %3 构建到 %4；此后带宽测试使用该构建。</translation>
    </message>
    <message>
        <source>install perftest (ib_write_bw, for the Doctor) with sudo: apt-get install perftest</source>
        <translation>使用 sudo 安装 perftest（ib_write_bw，供诊断使用）：apt-get install perftest</translation>
    </message>
</context>
<context>
    <name>Tandem::BuildSources</name>
    <message>
        <source>The %1 source &quot;%2&quot; is not a URL git can clone.</source>
        <translation>%1 的源码地址“%2”不是 git 可以克隆的 URL。</translation>
    </message>
    <message>
        <source>The %1 tag &quot;%2&quot; is not a git tag or branch name.</source>
        <translation>%1 的标签“%2”不是 git 标签或分支名。</translation>
    </message>
    <message>
        <source>NCCL 2.28.3 breaks the nccl-tests build (NVIDIA&apos;s playbook, issue 7); use v2.28.9-1.</source>
        <translation>NCCL 2.28.3 会导致 nccl-tests 构建失败（NVIDIA playbook，issue 7）；请使用 v2.28.9-1。</translation>
    </message>
    <message>
        <source>NCCL 2.30.7 can hang every rank on the Spark&apos;s Arm CPUs without the send-path fence fix (NVIDIA/nccl#2393); use v2.28.9-1 or a later release.</source>
        <translation>如果没有发送路径的 fence 修复（NVIDIA/nccl#2393），NCCL 2.30.7 可能会导致 Spark 的 Arm CPU 上所有 rank 挂起；请使用 v2.28.9-1 或更高的版本。</translation>
    </message>
    <message>
        <source>Tandem does not build NCCL %1: %2</source>
        <translation>Tandem 不构建 NCCL %1：%2</translation>
    </message>
    <message>
        <source>CUDA_HOME must be an absolute path.</source>
        <translation>CUDA_HOME 必须是绝对路径。</translation>
    </message>
    <message>
        <source>NVCC_GENCODE must look like %1.</source>
        <translation>NVCC_GENCODE 的格式应类似 %1。</translation>
    </message>
</context>
<context>
    <name>Tandem::CablingAnalysis</name>
    <message>
        <source>left port</source>
        <translation>左端口</translation>
    </message>
    <message>
        <source>right port</source>
        <translation>右端口</translation>
    </message>
    <message>
        <source>QSFP cable</source>
        <translation>QSFP 线缆</translation>
    </message>
    <message>
        <source>Both twins of each cabled port</source>
        <translation>每个已连接端口的两个孪生接口</translation>
    </message>
    <message>
        <source>Link speed 200 Gb/s</source>
        <translation>链路速率 200 Gb/s</translation>
    </message>
    <message>
        <source>Same MTU on both twins</source>
        <translation>两个孪生接口 MTU 相同</translation>
    </message>
    <message>
        <source>%1: %2 is up but its twin %3 is down</source>
        <translation>%1：%2 已启用，但其孪生接口 %3 已断开</translation>
    </message>
    <message>
        <source>%1: MTU %2 and %3</source>
        <translation>%1：MTU 分别为 %2 和 %3</translation>
    </message>
    <message>
        <source>%1 reports no speed</source>
        <translation>%1 未报告速率</translation>
    </message>
    <message>
        <source>%1 at %2 Gb/s</source>
        <translation>%1 为 %2 Gb/s</translation>
    </message>
    <message>
        <source>No ConnectX-7 interface is up: no cable, or the cable is not seated.</source>
        <translation>没有已启用的 ConnectX-7 接口：未连接线缆，或线缆未插到位。</translation>
    </message>
    <message>
        <source>Connect a QSFP112 cable rated for 200 Gb/s, pull tab up, until it clicks. Use the same port on every Spark; seen from the back, the left port is the one next to the 10 GbE port. If the link stays down, reboot both Sparks with the cable in.</source>
        <translation>将支持 200 Gb/s 的 QSFP112 线缆拉环朝上插入，直到听到“咔嗒”一声。每台 Spark 都使用同一个端口；从背面看，紧挨 10 GbE 端口的是左端口。如果链路仍未连通，请在插着线缆的情况下重启两台 Spark。</translation>
    </message>
    <message>
        <source>No cabled port.</source>
        <translation>没有已连接的端口。</translation>
    </message>
    <message>
        <source>Cabled: %1.</source>
        <translation>已连接：%1。</translation>
    </message>
    <message>
        <source>Both twins of every cabled port are up.</source>
        <translation>所有已连接端口的两个孪生接口均已启用。</translation>
    </message>
    <message>
        <source>%1. The port runs at half its bandwidth.</source>
        <translation>%1。该端口仅以一半带宽运行。</translation>
    </message>
    <message>
        <source>Reseat the cable at both ends (pull tab up), then reboot both Sparks with the cable in. If one twin stays down, try another approved cable.</source>
        <translation>重新插好线缆两端（拉环朝上），然后在插着线缆的情况下重启两台 Spark。如果仍有一个孪生接口处于断开状态，请换一根经认证的线缆再试。</translation>
    </message>
    <message>
        <source>Every twin that is up negotiated 200 Gb/s.</source>
        <translation>所有已启用的孪生接口均协商到 200 Gb/s。</translation>
    </message>
    <message>
        <source>Below 200 Gb/s: %1.</source>
        <translation>低于 200 Gb/s：%1。</translation>
    </message>
    <message>
        <source>Use a QSFP112 cable rated for at least 200 Gb/s; on a switch, set the port to 200G instead of auto-negotiation. Then reboot both ends with the cable in.</source>
        <translation>请使用额定速率不低于 200 Gb/s 的 QSFP112 线缆；如连接的是交换机，请将端口设为 200G，而不是自动协商。然后在插着线缆的情况下重启两端设备。</translation>
    </message>
    <message>
        <source>The twins of each cabled port have the same MTU.</source>
        <translation>每个已连接端口的两个孪生接口 MTU 相同。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Supported: 2 Sparks with one direct cable, 3 Sparks in a ring (each cabled to the other two), or 2 or more Sparks through a switch. Shut the Sparks down before changing cables.</source>
        <translation>支持的拓扑：2 台 Spark 用一根线缆直连；3 台 Spark 组成环形（每台都与另外两台用线缆相连）；或 2 台及以上 Spark 通过交换机连接。更换线缆前请先关闭 Spark。</translation>
    </message>
    <message>
        <source>Same MTU at both ends of each cable</source>
        <translation>每根线缆两端 MTU 相同</translation>
    </message>
    <message>
        <source>%1 %2 has MTU %3, %4 %5 has %6</source>
        <translation>%1 的 %2 MTU 为 %3，%4 的 %5 为 %6</translation>
    </message>
    <message>
        <source>Both ends of every cable use the same MTU.</source>
        <translation>所有线缆两端的 MTU 均相同。</translation>
    </message>
    <message>
        <source>. RoCE traffic fails between ends that disagree on MTU.</source>
        <translation>。MTU 不一致的两端之间 RoCE 通信会失败。</translation>
    </message>
    <message>
        <source>The network plan leaves the twins&apos; MTUs as they are unless you choose one: choose one MTU for every interface (tandem-cli plan --mtu N, or the MTU box on the Network plan page), then apply. Without one, the plan only makes the two ends of each link agree.</source>
        <translation>除非您选择一个 MTU，否则网络规划会保持孪生接口的 MTU 不变：请为所有接口选择同一个 MTU（tandem-cli plan --mtu N，或“网络规划”页面上的 MTU 框），然后应用。不选择时，规划只会使每条链路的两端保持一致。</translation>
    </message>
    <message>
        <source>MTU %1 on %2 %3 and %4 %5</source>
        <translation>%2 的 %3 和 %4 的 %5 均为 MTU %1</translation>
    </message>
    <message>
        <source>The network plan writes one MTU on both ends of each such link even when you choose none: %1 (the lower of the two, never below Linux&apos;s default %2, or the MTU the nodes&apos; netplan files set for both ends where they agree). Choosing one MTU for every interface (tandem-cli plan --mtu N, or the MTU box on the Network plan page) writes that one instead. Apply then makes the ends agree.</source>
        <translation>即使您未选择 MTU，网络规划也会在每条此类链路的两端写入相同的 MTU：%1（取两者中较小的值，且不低于 Linux 默认值 %2；若节点的 netplan 文件为两端设置了一致的 MTU，则使用该值）。为所有接口选择一个 MTU（tandem-cli plan --mtu N，或“网络规划”页面上的 MTU 框）则改为写入该值。随后的应用会使两端一致。</translation>
    </message>
    <message>
        <source>No cable between two nodes was found, so there are no two ends to compare.</source>
        <translation>没有找到连接两个节点的线缆，因此没有可比较的两端。</translation>
    </message>
</context>
<context>
    <name>Tandem::CablingChecks</name>
    <message>
        <source>ip: %1</source>
        <translation>ip：%1</translation>
    </message>
    <message>
        <source>sysfs: %1</source>
        <translation>sysfs：%1</translation>
    </message>
</context>
<context>
    <name>Tandem::ChartGeometry</name>
    <message>
        <source>busbw (GB/s)</source>
        <translation>busbw（GB/s）</translation>
    </message>
    <message>
        <source>threshold %1</source>
        <translation>阈值 %1</translation>
    </message>
    <message>
        <source>line rate %1</source>
        <translation>线速 %1</translation>
    </message>
    <message>
        <source>message size</source>
        <translation>消息大小</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>时间（秒）</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>time (h)</source>
        <translation>时间（小时）</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>time (min)</source>
        <translation>时间（分钟）</translation>
    </message>
</context>
<context>
    <name>Tandem::CheckedNumbers</name>
    <message>
        <source>%1 is larger than %2 MiB, the most Tandem reads</source>
        <translation>%1 超过了 %2 MiB，即 Tandem 读取的上限</translation>
    </message>
</context>
<context>
    <name>Tandem::Cidr</name>
    <message>
        <source>No network given; type one such as 192.168.1.0/24.</source>
        <translation>未指定网络；请输入例如 192.168.1.0/24 的网络。</translation>
    </message>
    <message>
        <source>%1 looks like an IPv6 network; sweeps cover IPv4 networks only for now. Type one such as 192.168.1.0/24, or use mDNS.</source>
        <translation>%1 看起来是 IPv6 网络；扫描目前仅支持 IPv4 网络。请输入例如 192.168.1.0/24 的网络，或使用 mDNS。</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 network; type an address and a prefix length such as 192.168.1.0/24.</source>
        <translation>%1 不是 IPv4 网络；请输入地址和前缀长度，例如 192.168.1.0/24。</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 network: &quot;%2&quot; is not a number from 0 to 255 without leading zeros.</source>
        <translation>%1 不是 IPv4 网络：&quot;%2&quot; 不是不带前导零的 0 到 255 之间的数字。</translation>
    </message>
    <message>
        <source>%1: the prefix length must be 0 to 32.</source>
        <translation>%1：前缀长度必须为 0 到 32。</translation>
    </message>
    <message>
        <source>%1 is link-local (169.254.0.0/16). Those addresses are picked at random on each interface and only reach the local link of one interface, so a sweep would be slow and miss nodes. Use mDNS, or type the network of the management interfaces.</source>
        <translation>%1 是链路本地地址 (169.254.0.0/16)。这些地址在每个接口上随机选取，且只能到达单个接口的本地链路，因此扫描会很慢并会漏掉节点。请使用 mDNS，或输入管理接口所在的网络。</translation>
    </message>
    <message>
        <source>%1 is loopback (127.0.0.0/8): it is this computer, so no Spark can be found there.</source>
        <translation>%1 是环回地址 (127.0.0.0/8)：即本机，因此在那里找不到 Spark。</translation>
    </message>
    <message>
        <source>%1 is a multicast range (224.0.0.0/4), not a network of hosts.</source>
        <translation>%1 是组播地址范围 (224.0.0.0/4)，不是主机网络。</translation>
    </message>
    <message>
        <source>%1 is reserved (240.0.0.0/4) and not used by hosts.</source>
        <translation>%1 是保留地址 (240.0.0.0/4)，主机不使用。</translation>
    </message>
    <message>
        <source>%1 is in 0.0.0.0/8 (&quot;this network&quot;), which hosts cannot use.</source>
        <translation>%1 属于 0.0.0.0/8（&quot;this network&quot;），主机不能使用。</translation>
    </message>
    <message>
        <source>%1 has %2 addresses; a sweep covers at most 1024 (a /%3 or narrower). Type the management network of the Sparks, such as 192.168.1.0/24.</source>
        <translation>%1 包含 %2 个地址；扫描最多覆盖 1024 个（/%3 或更小的网络）。请输入 Spark 的管理网络，例如 192.168.1.0/24。</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Check</name>
    <message>
        <source>PASS</source>
        <translation>PASS</translation>
    </message>
    <message>
        <source>WARN</source>
        <translation>WARN</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>SKIP</source>
        <translation>SKIP</translation>
    </message>
    <message>
        <source>....</source>
        <translation>....</translation>
    </message>
    <message>
        <source>cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>        fix: %1
</source>
        <translation>        解决方法：%1
</translation>
    </message>
    <message>
        <source>%1 presents an unknown host key %2. Verify it on the node (ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub), then run again with --accept-new-host-keys, or pass a --known-hosts file that holds it.</source>
        <translation>%1 出示了未知的主机密钥 %2。请先在该节点上核实（ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub），然后加上 --accept-new-host-keys 重新运行，或用 --known-hosts 指定包含该密钥的文件。</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Device checks</source>
        <translation>设备检查</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>布线</translation>
    </message>
    <message>
        <source>Passphrase for %1: </source>
        <translation>%1 的口令：</translation>
    </message>
    <message>
        <source>Write /etc/netplan/40-cx7.yaml on %1 nodes and apply it (it reverts by itself unless Tandem sees the nodes again within %2 s)?</source>
        <translation>要在 %1 个节点上写入并应用 /etc/netplan/40-cx7.yaml 吗（如果 Tandem 未在 %2 秒内重新检测到这些节点，它们将自动回滚）？</translation>
    </message>
    <message>
        <source>Set up passwordless SSH between the %1 nodes over the ConnectX-7 addresses (a key per node; authorized_keys, known_hosts and ~/.ssh/config edited in marked blocks)?</source>
        <translation>要通过 ConnectX-7 地址在这 %1 个节点之间配置免密码 SSH 吗（每个节点一个密钥；authorized_keys、known_hosts 和 ~/.ssh/config 仅在带标记的区块内修改）？</translation>
    </message>
    <message>
        <source>Remove the cluster from %1 nodes: the SSH fabric Tandem added, and the netplan files put back as they were?</source>
        <translation>要从 %1 个节点上移除集群配置吗（移除 Tandem 添加的 SSH 互联，并将 netplan 文件还原为原样）？</translation>
    </message>
    <message>
        <source> [y/N] </source>
        <translation> [y/N] </translation>
    </message>
    <message>
        <source>tandem-cli: nothing was changed.
</source>
        <translation>tandem-cli：未做任何更改。
</translation>
    </message>
    <message>
        <source>tandem-cli: this changes the nodes; there is no terminal to ask, so run again with --yes to go ahead.
</source>
        <translation>tandem-cli：此操作会更改节点，但没有可用于确认的终端；如要继续，请加上 --yes 重新运行。
</translation>
    </message>
    <message>
        <source>Network plan</source>
        <translation>网络规划</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/40-cx7.yaml
</source>
        <translation>%1：/etc/netplan/40-cx7.yaml
</translation>
    </message>
    <message>
        <source>  (unchanged)
</source>
        <translation>  （无变化）
</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 will be moved aside (Restore puts it back)
</source>
        <translation>%1：/etc/netplan/%2 将被移走（“恢复”可将其放回）
</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>SSH fabric removed</source>
        <translation>移除 SSH 互联</translation>
    </message>
    <message>
        <source>SSH fabric</source>
        <translation>SSH 互联</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Running on %1:
  %2
</source>
        <translation>正在 %1 上运行：
  %2
</translation>
    </message>
    <message>
        <source>t (s)</source>
        <translation>t（秒）</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>busbw GB/s</source>
        <translation>busbw GB/s</translation>
    </message>
    <message>
        <source>in-place</source>
        <translation>原地 (in-place)</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>tandem-cli: %1 Move the file away or give another --state file.
</source>
        <translation>tandem-cli：%1 请移走该文件，或指定另一个 --state 文件。
</translation>
    </message>
    <message>
        <source>tandem-cli: stopped before the clean-up finished; processes of the run may be left on the nodes.
</source>
        <translation>tandem-cli：在清理完成前已停止；本次运行的进程可能仍残留在节点上。
</translation>
    </message>
    <message>
        <source>Cancelling: ending the run on every node (again to stop at once)…
</source>
        <translation>正在取消：正在结束所有节点上的运行（再按一次可立即停止）…
</translation>
    </message>
    <message>
        <source>Verdict: %1
</source>
        <translation>判定结果：%1
</translation>
    </message>
    <message>
        <source>Report written to %1 (%2).
</source>
        <translation>报告已写入 %1（%2）。
</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>验收通过</translation>
    </message>
    <message>
        <source>not accepted: see its checklist</source>
        <translation>验收未通过：请查看其检查清单</translation>
    </message>
    <message>
        <source>cannot read the key %1: %2</source>
        <translation>无法读取密钥 %1：%2</translation>
    </message>
    <message>
        <source>%1 is encrypted and there is no terminal to ask for its passphrase. Load it into ssh-agent (ssh-add) and run again without --identity.</source>
        <translation>%1 已加密，且没有终端可询问其密码短语。请将其加载到 ssh-agent (ssh-add)，然后不带 --identity 重新运行。</translation>
    </message>
    <message>
        <source>usage: tandem-cli COMMAND HOST... [--user U] [--password-stdin] [--accept-new-host-keys] [--known-hosts FILE] [--json]</source>
        <translation>用法：tandem-cli COMMAND HOST... [--user U] [--password-stdin] [--accept-new-host-keys] [--known-hosts FILE] [--json]</translation>
    </message>
    <message>
        <source>%1 held a session of other nodes; it is kept as %2.
</source>
        <translation>%1 保存的是其他节点的会话；已保留为 %2。
</translation>
    </message>
    <message>
        <source>tandem-cli: %1: %2
</source>
        <translation>tandem-cli：%1：%2
</translation>
    </message>
    <message>
        <source>%1: not run: %2
</source>
        <translation>%1：未运行：%2
</translation>
    </message>
    <message>
        <source>Connecting to the nodes…</source>
        <translation>正在连接节点…</translation>
    </message>
    <message>
        <source>Installing Tandem&apos;s key…</source>
        <translation>正在安装 Tandem 的密钥…</translation>
    </message>
    <message>
        <source>Tandem&apos;s key</source>
        <translation>Tandem 的密钥</translation>
    </message>
    <message>
        <source>Checking the devices and users…</source>
        <translation>正在检查设备和用户…</translation>
    </message>
    <message>
        <source>Checking the cabling and the topology…</source>
        <translation>正在检查布线和拓扑…</translation>
    </message>
    <message>
        <source>Planning the ConnectX-7 addresses…</source>
        <translation>正在规划 ConnectX-7 地址…</translation>
    </message>
    <message>
        <source>Applying the plan…</source>
        <translation>正在应用计划…</translation>
    </message>
    <message>
        <source>Restoring the netplan backups…</source>
        <translation>正在恢复 netplan 备份…</translation>
    </message>
    <message>
        <source>Setting up the SSH fabric…</source>
        <translation>正在设置 SSH 互联…</translation>
    </message>
    <message>
        <source>Removing the SSH fabric…</source>
        <translation>正在移除 SSH 互联…</translation>
    </message>
    <message>
        <source>Verifying the fabric…</source>
        <translation>正在验证互联…</translation>
    </message>
    <message>
        <source>Running the bandwidth test…</source>
        <translation>正在运行带宽测试…</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 will lose its entries for %3 and keep the rest (Restore puts it back)
</source>
        <translation>%1：/etc/netplan/%2 将去掉 %3 的条目，其余保留（恢复会将其还原）
</translation>
    </message>
    <message>
        <source>tandem-cli: %1: %2 %3 (Ctrl-C cancels.)
</source>
        <translation>tandem-cli：%1：%2 %3（按 Ctrl-C 取消。）
</translation>
    </message>
    <message>
        <source>Scanning the nodes and measuring every link…</source>
        <translation>正在扫描节点并测量每条链路…</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Repairing files in the users&apos; homes…</source>
        <translation>正在修复用户主目录中的文件…</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>Repair on the nodes: take NCCL_IB_GID_INDEX out of NCCL config files and put mpirun&apos;s folder at the top of ~/.bashrc, where the Doctor found them needed (each file copied beside itself first)?</source>
        <translation>要在节点上修复吗：在诊断认为需要的地方，从 NCCL 配置文件中移除 NCCL_IB_GID_INDEX，并将 mpirun 所在的文件夹加到 ~/.bashrc 顶部（每个文件都会先在原位置旁复制一份）？</translation>
    </message>
    <message>
        <source>tandem-cli: %1 s: %2 %3 %4 (x%5): %6
</source>
        <translation>tandem-cli: %1 秒: %2 %3 %4 (x%5): %6
</translation>
    </message>
    <message>
        <source>Kept in the run history as run %1 (tandem-cli history).
</source>
        <translation>已作为运行 %1 保存到运行历史中（tandem-cli history）。
</translation>
    </message>
    <message>
        <source>tandem-cli: the run was not kept in the history: %1
</source>
        <translation>tandem-cli: 本次运行未保存到历史中：%1
</translation>
    </message>
    <message>
        <source>Ending the test runs left behind…</source>
        <translation>正在结束遗留的测试运行…</translation>
    </message>
    <message>
        <source>Runs left behind</source>
        <translation>遗留的测试运行</translation>
    </message>
    <message>
        <source>Failed: %1%2: %3
</source>
        <translation>失败：%1%2：%3
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::CommandOptions</name>
    <message>
        <source>The command, as above.</source>
        <translation>命令(见上文)。</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Discover</name>
    <message>
        <source>tandem-cli: %1: %2
</source>
        <translation>tandem-cli：%1：%2
</translation>
    </message>
    <message numerus="yes">
        <source>Found %n node(s).
</source>
        <translation>
            <numerusform>找到 %n 个节点。
</numerusform>
        </translation>
    </message>
    <message>
        <source>No Spark found. Check that the Sparks are on and on this computer&apos;s network, or add them by name or address.
</source>
        <translation>未找到 Spark。请检查 Spark 是否已开机并与本机处于同一网络，或按名称或地址添加。
</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>PORT</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>BANNER</source>
        <translation>横幅</translation>
    </message>
    <message>
        <source>tandem-cli: --sweep: %1
</source>
        <translation>tandem-cli: --sweep: %1
</translation>
    </message>
    <message>
        <source>tandem-cli: --interface restricts mDNS browsing; add --mdns (a sweep uses the route to its network).
</source>
        <translation>tandem-cli: --interface 用于限制 mDNS 浏览；请添加 --mdns（扫描使用到其网络的路由）。
</translation>
    </message>
    <message>
        <source>sweeping %1: %2/%3</source>
        <translation>正在扫描 %1：%2/%3</translation>
    </message>
    <message>
        <source>sweep %1: %2 addresses in %3 s: %4 SSH, %5 refused, %6 no answer, %7 not SSH, %8 unreachable
</source>
        <translation>扫描 %1：%3 秒内检查 %2 个地址：SSH %4，拒绝 %5，无应答 %6，非 SSH %7，不可达 %8
</translation>
    </message>
    <message>
        <source>found %1 (%2)
</source>
        <translation>发现 %1（%2）
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Doctor</name>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>WARN</source>
        <translation>WARN</translation>
    </message>
    <message>
        <source>INFO</source>
        <translation>INFO</translation>
    </message>
    <message>
        <source>Tandem can fix this now (tandem-cli doctor --fix):</source>
        <translation>Tandem 现在即可修复（tandem-cli doctor --fix）：</translation>
    </message>
    <message>
        <source>Needs your decision:</source>
        <translation>需要您决定：</translation>
    </message>
    <message>
        <source>Needs hands on the hardware:</source>
        <translation>需要现场处理硬件：</translation>
    </message>
    <message>
        <source>Findings: none; nothing wrong found.
</source>
        <translation>发现项：无；未发现任何问题。
</translation>
    </message>
    <message>
        <source>Findings (%1): %2 Tandem can fix, %3 need your decision, %4 need hands on the hardware
</source>
        <translation>发现项（%1）：Tandem 可修复 %2 项，需要您决定 %3 项，需要现场处理硬件 %4 项
</translation>
    </message>
    <message>
        <source>        Nodes: %1
</source>
        <translation>        节点：%1
</translation>
    </message>
    <message>
        <source>        Evidence:
</source>
        <translation>        证据：
</translation>
    </message>
    <message>
        <source>        Cause: %1
</source>
        <translation>        原因：%1
</translation>
    </message>
    <message>
        <source>        Fix: %1
</source>
        <translation>        解决方法：%1
</translation>
    </message>
    <message>
        <source>        Port: the %1 QSFP cage, seen from the back
</source>
        <translation>        端口：从背面看的 %1 QSFP 端口笼
</translation>
    </message>
    <message>
        <source>        Source: %1
</source>
        <translation>        来源：%1
</translation>
    </message>
    <message>
        <source>
RDMA, ib_write_bw (Gb/s, slowest twin; rows write, columns read). %1
</source>
        <translation>
RDMA，ib_write_bw（Gb/s，最慢的孪生接口；行为写入方，列为读取方）。%1
</translation>
    </message>
    <message>
        <source>  Every run:
</source>
        <translation>  所有运行：
</translation>
    </message>
    <message>
        <source>  Asymmetric: %1 -&gt; %2 on %3 is slower than the other way
</source>
        <translation>  不对称：%3 上 %1 -&gt; %2 比反方向慢
</translation>
    </message>
    <message>
        <source>
NCCL all_reduce at 1 GiB between pairs (busbw GB/s). %1
</source>
        <translation>
节点对之间 1 GiB 的 NCCL all_reduce（busbw GB/s）。%1
</translation>
    </message>
    <message>
        <source>
Parity: %1 of %2 items differ across the nodes%3
</source>
        <translation>
一致性：%2 项中有 %1 项在各节点间不一致%3
</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>  (* the odd node; every item is in --json)
</source>
        <translation>  （* 表示与其他节点不同的节点；所有项目均见 --json 输出）
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::History</name>
    <message>
        <source>No runs kept yet in %1.
</source>
        <translation>%1 中尚未保存任何运行。
</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>finished (UTC)</source>
        <translation>完成时间 (UTC)</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>op</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>* the cluster&apos;s accepted baseline (tandem-cli history baseline ID)
</source>
        <translation>* 集群的已认可基线（tandem-cli history baseline ID）
</translation>
    </message>
    <message>
        <source>Run %1 (%2) against run %3 (%4)
</source>
        <translation>运行 %1（%2）与运行 %3（%4）的对比
</translation>
    </message>
    <message>
        <source>Note: the two runs are of different clusters (%1; %2).
</source>
        <translation>注意：这两次运行属于不同的集群（%1；%2）。
</translation>
    </message>
    <message>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>  regression</source>
        <translation>  性能回退</translation>
    </message>
    <message>
        <source>check %1%2: %3 -&gt; %4 (%5)
</source>
        <translation>检查 %1%2：%3 -&gt; %4（%5）
</translation>
    </message>
    <message>
        <source>%1%2: %3 -&gt; %4
</source>
        <translation>%1%2: %3 -&gt; %4
</translation>
    </message>
    <message numerus="yes">
        <source>Regression: run %1 is more than %2 % below run %3 at %n size(s).
</source>
        <translation>
            <numerusform>性能回退：在 %n 个大小上，运行 %1 比运行 %3 低 %2 % 以上。
</numerusform>
        </translation>
    </message>
    <message>
        <source>No regression: run %1 is within %2 % of run %3 at every size both measured.
</source>
        <translation>无性能回退：在两者都测量过的每个大小上，运行 %1 与运行 %3 的差距都在 %2 % 以内。
</translation>
    </message>
    <message>
        <source>bandwidth, history: the run history file (default: Tandem&apos;s own).</source>
        <translation>bandwidth, history: 运行历史文件（默认：Tandem 自己的文件）。</translation>
    </message>
    <message>
        <source>usage: tandem-cli history compare A B [--json] (A and B: run ids from tandem-cli history)</source>
        <translation>用法：tandem-cli history compare A B [--json]（A 和 B：tandem-cli history 列出的运行 ID）</translation>
    </message>
    <message>
        <source>usage: tandem-cli history baseline ID</source>
        <translation>用法：tandem-cli history baseline ID</translation>
    </message>
    <message>
        <source>Run %1 is now its cluster&apos;s accepted baseline.
</source>
        <translation>运行 %1 现已成为其集群的已认可基线。
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Main</name>
    <message>
        <source>Cluster NVIDIA DGX Spark machines from the command line.</source>
        <translation>通过命令行将 NVIDIA DGX Spark 组成集群。</translation>
    </message>
    <message>
        <source>Print one JSON document on stdout (JSON lines for streaming commands).</source>
        <translation>在标准输出上打印一个 JSON 文档（流式命令输出 JSON Lines）。</translation>
    </message>
    <message>
        <source>tandem-cli: unknown command &apos;%1&apos;
%2</source>
        <translation>tandem-cli：未知命令“%1”
%2</translation>
    </message>
    <message>
        <source>  discover [--mdns] [--sweep CIDR] [--interface IF] [NAME...]
                          find Sparks: mDNS _ssh._tcp (the default), a sweep
                          of port 22 over CIDR (at most a /22), typed names
</source>
        <translation>  discover [--mdns] [--sweep CIDR] [--interface IF] [NAME...]
                          查找 Spark：mDNS _ssh._tcp（默认）、扫描 CIDR 内的
                          22 端口（最多 /22）、输入的名称
</translation>
    </message>
    <message>
        <source>discover: browse mDNS for _ssh._tcp.</source>
        <translation>discover：通过 mDNS 浏览 _ssh._tcp。</translation>
    </message>
    <message>
        <source>discover: connect to port 22 across CIDR.</source>
        <translation>discover：连接 CIDR 内所有地址的 22 端口。</translation>
    </message>
    <message>
        <source>discover: browse mDNS on this interface only.</source>
        <translation>discover：仅在此接口上浏览 mDNS。</translation>
    </message>
    <message>
        <source>User to log in as, for hosts given without user@.</source>
        <translation>登录所用的用户（用于未写明 user@ 的主机）。</translation>
    </message>
    <message>
        <source>Private key to log in with.</source>
        <translation>用于登录的私钥。</translation>
    </message>
    <message>
        <source>known_hosts file to check host keys against (default: Tandem&apos;s own).</source>
        <translation>用于核对主机密钥的 known_hosts 文件（默认：Tandem 自己的文件）。</translation>
    </message>
    <message>
        <source>Trust the host key of a node Tandem has not seen before (a changed key is still refused).</source>
        <translation>信任 Tandem 此前未见过的节点的主机密钥（已变更的密钥仍会被拒绝）。</translation>
    </message>
    <message>
        <source>Read one password from stdin, for SSH login and sudo. Never echoed, logged or stored.</source>
        <translation>从标准输入读取一个密码，用于 SSH 登录和 sudo。密码不会回显、记录到日志或保存。</translation>
    </message>
    <message>
        <source>Save the session (nodes, checks, evidence; never a password) to this JSON file after every step.</source>
        <translation>每个步骤完成后，将会话（节点、检查结果、证据；绝不包含密码）保存到此 JSON 文件。</translation>
    </message>
    <message>
        <source>Change the nodes without asking.</source>
        <translation>不经询问直接更改节点。</translation>
    </message>
    <message>
        <source>First subnet of the plan (default 192.168.100.0/24).</source>
        <translation>规划的第一个子网（默认：192.168.100.0/24）。</translation>
    </message>
    <message>
        <source>MTU for every ConnectX-7 interface (e.g. 9000).</source>
        <translation>所有 ConnectX-7 接口的 MTU（例如 9000）。</translation>
    </message>
    <message>
        <source>Seconds a node waits to be seen again after apply before it reverts (default 120).</source>
        <translation>应用后，节点在回滚之前等待被重新检测到的秒数（默认：120）。</translation>
    </message>
    <message>
        <source>tandem-cli: --mtu takes a number of bytes and --confirm-timeout a number of seconds (10 to 3600).
</source>
        <translation>tandem-cli：--mtu 需要字节数，--confirm-timeout 需要秒数（10 到 3600）。
</translation>
    </message>
    <message>
        <source>bandwidth: nccl-tests (default) or probe.</source>
        <translation>bandwidth：nccl-tests（默认）或 probe。</translation>
    </message>
    <message>
        <source>bandwidth: the collective (default all_gather).</source>
        <translation>bandwidth：集合通信操作（默认 all_gather）。</translation>
    </message>
    <message>
        <source>bandwidth: smallest size (8, 1M, 1G).</source>
        <translation>bandwidth：最小尺寸（8、1M、1G）。</translation>
    </message>
    <message>
        <source>bandwidth: largest size.</source>
        <translation>bandwidth：最大尺寸。</translation>
    </message>
    <message>
        <source>bandwidth: size factor between rows.</source>
        <translation>bandwidth：相邻行之间的尺寸倍数。</translation>
    </message>
    <message>
        <source>bandwidth: probe soak at the largest size for this long.</source>
        <translation>bandwidth：以最大尺寸运行探测程序持续测试的时长。</translation>
    </message>
    <message>
        <source>bandwidth: busbw floor in GB/s (default 21.875 direct, 10 ring).</source>
        <translation>bandwidth：busbw 下限，单位 GB/s（默认直连 21.875，环形 10）。</translation>
    </message>
    <message>
        <source>bandwidth: iterations per size.</source>
        <translation>bandwidth：每个尺寸的迭代次数。</translation>
    </message>
    <message>
        <source>bandwidth: end a run that takes longer (default 600).</source>
        <translation>bandwidth：运行时间超过此值即结束（默认 600）。</translation>
    </message>
    <message>
        <source>bandwidth: tandem-probe&apos;s backend, nccl or mpi.</source>
        <translation>bandwidth：tandem-probe 的后端，nccl 或 mpi。</translation>
    </message>
    <message>
        <source>tandem-cli: --tool is nccl-tests or probe.
</source>
        <translation>tandem-cli：--tool 应为 nccl-tests 或 probe。
</translation>
    </message>
    <message>
        <source>tandem-cli: --soak needs --tool probe (nccl-tests only sweeps).
</source>
        <translation>tandem-cli：--soak 需要 --tool probe（nccl-tests 只做尺寸扫描）。
</translation>
    </message>
    <message>
        <source>  report --state FILE --out FILE.pdf|.html|.json... [--snippets DIR]
                          the acceptance report from a saved session, and the
                          serving snippets (hostfile, NCCL env, vLLM/Ray launch)
</source>
        <translation>  report --state FILE --out FILE.pdf|.html|.json... [--snippets DIR]
                          根据已保存的会话生成验收报告，以及推理服务配置
                          片段（hostfile、NCCL 环境变量、vLLM/Ray 启动命令）
</translation>
    </message>
    <message>
        <source>bandwidth: set a variable for the run on every node (NCCL_IB_HCA=...); replaces the plan&apos;s value of the same name. May be repeated.</source>
        <translation>bandwidth：为所有节点上的运行设置变量（NCCL_IB_HCA=...）；将替换规划中同名变量的值。可多次指定。</translation>
    </message>
    <message>
        <source>report: write the report to FILE.pdf, FILE.html or FILE.json (repeatable).</source>
        <translation>report：将报告写入 FILE.pdf、FILE.html 或 FILE.json（可多次指定）。</translation>
    </message>
    <message>
        <source>report: write the hostfile, NCCL env file and vLLM/Ray launch into DIR.</source>
        <translation>report：将 hostfile、NCCL 环境变量文件和 vLLM/Ray 启动脚本写入 DIR。</translation>
    </message>
    <message>
        <source>tandem-cli: report takes no hosts; it reads --state.
</source>
        <translation>tandem-cli：report 不接受主机参数；它读取 --state。
</translation>
    </message>
    <message>
        <source>tandem-cli: --env: %1
</source>
        <translation>tandem-cli：--env：%1
</translation>
    </message>
    <message>
        <source>setup (and the other flow commands): write the acceptance report to FILE.pdf, FILE.html or FILE.json when the flow ends (repeatable).</source>
        <translation>setup（及其他流程命令）：流程结束时将验收报告写入 FILE.pdf、FILE.html 或 FILE.json（可重复指定）。</translation>
    </message>
    <message>
        <source>tandem-cli: --report %1: the file name must end in .pdf, .html or .json.
</source>
        <translation>tandem-cli：--report %1：文件名必须以 .pdf、.html 或 .json 结尾。
</translation>
    </message>
    <message>
        <source>restore: also put back files edited on the node since Tandem wrote them (the edited files are kept in the run&apos;s backup folder on the node).</source>
        <translation>restore：同时还原 Tandem 写入后在节点上被编辑过的文件（被编辑的文件会保留在节点上本次运行的备份文件夹中）。</translation>
    </message>
    <message>
        <source>Commands:
  check HOST...           device, user and cabling checks and the topology
  plan HOST...            the ConnectX-7 address plan, each node&apos;s YAML and diff
  apply HOST...           write and apply the plan, reverting unless confirmed
  keys HOST...            passwordless SSH between the nodes over ConnectX-7
  verify HOST...          ping and SSH matrices, RoCE devices, mpirun
  setup HOST...           check, plan, apply, keys and verify in order;
                          --report FILE writes the acceptance report at the end
  restore HOST...         put back what Tandem changed; a file edited since
                          is left alone (with its diff) unless --force-restore
  parse KIND FILE         show what Tandem reads from a node&apos;s output (FILE - reads
                          stdin); KIND: dgx-release, os-release, fastos-release,
                          dmi (also a directory), ibdev2netdev, rdma-link, ip,
                          ethtool, ethtool-i, nvidia-smi, show_gids, ib_write_bw,
                          lspci, netplan, nccl-tests, nccl-log, probe, ibstat,
                          ibv_devinfo, dmesg, roce-ports
</source>
        <translation>命令：
  check HOST...           检查设备、用户和布线，并识别拓扑
  plan HOST...            ConnectX-7 地址规划，以及各节点的 YAML 和差异
  apply HOST...           写入并应用规划，未确认则回滚
  keys HOST...            通过 ConnectX-7 在节点之间配置免密码 SSH
  verify HOST...          ping 和 SSH 连通矩阵、RoCE 设备、mpirun
  setup HOST...           依次执行 check、plan、apply、keys 和 verify；
                          --report FILE 在结束时写出验收报告
  restore HOST...         还原 Tandem 所做的更改；此后被编辑过的文件
                          除非指定 --force-restore，否则保持不变（并显示其差异）
  parse KIND FILE         显示 Tandem 从节点输出中读取到的内容（FILE 为 - 时
                          读取标准输入）；KIND：dgx-release、os-release、
                          fastos-release、dmi（也可以是目录）、ibdev2netdev、rdma-link、
                          ip、ethtool、ethtool-i、nvidia-smi、show_gids、ib_write_bw、
                          lspci、netplan、nccl-tests、nccl-log、probe、ibstat、
                          ibv_devinfo、dmesg、roce-ports
</translation>
    </message>
    <message>
        <source>  doctor HOST... [--fix [--yes]] [--python PATH] [--no-rdma] [--no-nccl]
                          scan every node, measure every twin (ib_write_bw) and
                          pair (NCCL), compare versions; each symptom becomes a
                          finding with its cause and fix; --fix repairs what
                          Tandem can and looks again
</source>
        <translation>  doctor HOST... [--fix [--yes]] [--python PATH] [--no-rdma] [--no-nccl]
                          扫描每个节点，测量每个孪生接口（ib_write_bw）和
                          节点对（NCCL），比较版本；每个症状都会成为附带原因
                          和解决方法的发现项；--fix 修复 Tandem 能修复的问题，
                          然后重新检查
</translation>
    </message>
    <message>
        <source>doctor: repair what Tandem can fix (asks first unless --yes), then look again.</source>
        <translation>doctor：修复 Tandem 能修复的问题（除非指定 --yes，否则先询问），然后重新检查。</translation>
    </message>
    <message>
        <source>doctor: also compare this Python interpreter across the nodes (a venv&apos;s bin/python).</source>
        <translation>doctor：同时在各节点间比较此 Python 解释器（例如 venv 的 bin/python）。</translation>
    </message>
    <message>
        <source>doctor: skip the ib_write_bw matrix.</source>
        <translation>doctor：跳过 ib_write_bw 矩阵。</translation>
    </message>
    <message>
        <source>doctor: skip NCCL between pairs.</source>
        <translation>doctor：跳过节点对之间的 NCCL 测试。</translation>
    </message>
    <message>
        <source>  bandwidth HOST... [--tool nccl-tests|probe] [--test OP] [-b SIZE -e SIZE -f F]
          [--soak SECONDS] [--threshold GBPS] [--iters N] [--hang-timeout SECONDS]
          [--probe-backend nccl|mpi] [--env NAME=VALUE]... [--health-interval S]
                          run nccl-tests (or tandem-probe) over mpirun on the
                          CX7 fabric, stream busbw and every node&apos;s counters,
                          judge transport, threshold and health; keep the run
                          in the history (--history FILE)
</source>
        <translation>  bandwidth HOST... [--tool nccl-tests|probe] [--test OP] [-b SIZE -e SIZE -f F]
          [--soak SECONDS] [--threshold GBPS] [--iters N] [--hang-timeout SECONDS]
          [--probe-backend nccl|mpi] [--env NAME=VALUE]... [--health-interval S]
                          通过 mpirun 在 CX7 互连网络上运行 nccl-tests（或
                          tandem-probe），实时输出 busbw 和每个节点的计数器，
                          判定传输方式、阈值和健康状况；将本次运行保存到
                          历史中（--history FILE）
</translation>
    </message>
    <message>
        <source>  history [HOST...] | history compare A B | history baseline ID
                          the runs kept (of one cluster), two side by side
                          (exit 1: B more than 5 % below A), the baseline
</source>
        <translation>  history [HOST...] | history compare A B | history baseline ID
                          列出保存的运行（某一集群的）、并排对比两次运行
                          （退出码 1：B 比 A 低 5 % 以上）、设置基线
</translation>
    </message>
    <message>
        <source>bandwidth: sample every node&apos;s counters and GPUs this often (default 2; 0: not at all).</source>
        <translation>bandwidth: 按此间隔（秒）采样每个节点的计数器和 GPU（默认 2；0：不采样）。</translation>
    </message>
    <message>
        <source>tandem-cli: -b and -e take sizes (8, 64K, 1M, 16G); -f, --iters, --soak, --hang-timeout and --health-interval (0 to 3600) whole numbers; --threshold GB/s.
</source>
        <translation>tandem-cli: -b 和 -e 接受大小（8, 64K, 1M, 16G）；-f、--iters、--soak、--hang-timeout 和 --health-interval（0 到 3600）接受整数；--threshold 接受 GB/s 值。
</translation>
    </message>
    <message>
        <source>setup (and the other flow commands): print on stderr how long each step took, in all and on each node.</source>
        <translation>setup（及其他流程命令）：在标准错误上打印每个步骤的总耗时和各节点耗时。</translation>
    </message>
    <message>
        <source>Log each connection and remote command on stderr; twice: also their exit statuses and uploads.</source>
        <translation>在标准错误上记录每个连接和远程命令;指定两次时还记录它们的退出状态和上传。</translation>
    </message>
    <message>
        <source>One of the commands above; tandem-cli COMMAND --help lists its options.</source>
        <translation>上面的命令之一;tandem-cli COMMAND --help 列出它的选项。</translation>
    </message>
    <message>
        <source>tandem-cli: %1 does not take %2 (tandem-cli %1 --help lists what it takes).
</source>
        <translation>tandem-cli: %1 不接受 %2(tandem-cli %1 --help 列出它接受的选项)。
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Parse</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>tandem-cli: %1: %2
</source>
        <translation>tandem-cli：%1：%2
</translation>
    </message>
    <message>
        <source>no NCCL log lines found (is NCCL_DEBUG=INFO set?)</source>
        <translation>未找到 NCCL 日志行（是否设置了 NCCL_DEBUG=INFO？）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n sample(s)</source>
        <translation>
            <numerusform>%1：%n 个样本</numerusform>
        </translation>
    </message>
    <message>
        <source>, complete
</source>
        <translation>，已完成
</translation>
    </message>
    <message>
        <source>, no end line
</source>
        <translation>，无结束行
</translation>
    </message>
    <message>
        <source>error: %1
</source>
        <translation>错误：%1
</translation>
    </message>
    <message>
        <source>the input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
    <message>
        <source>the directory %1 holds no readable file</source>
        <translation>目录 %1 中没有可读取的文件</translation>
    </message>
    <message>
        <source>usage: tandem-cli parse KIND FILE [--json]
KIND: %1
</source>
        <translation>用法：tandem-cli parse KIND FILE [--json]
KIND：%1
</translation>
    </message>
    <message>
        <source>tandem-cli: unknown kind &apos;%1&apos;; expected one of %2
</source>
        <translation>tandem-cli：未知类型“%1”；应为以下之一：%2
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Prereqs</name>
    <message>
        <source>prereqs: build what --build names on every node, even where it is there (another tag).</source>
        <translation>prereqs：在所有节点上构建 --build 指定的项，即使节点上已存在（例如换用其他标签）。</translation>
    </message>
    <message>
        <source>prereqs, bandwidth: NCCL_HOME on the nodes (default ~/nccl/build).</source>
        <translation>prereqs、bandwidth：节点上的 NCCL_HOME（默认 ~/nccl/build）。</translation>
    </message>
    <message>
        <source>prereqs, bandwidth: the folder of nccl-tests&apos; programs (default ~/nccl-tests/build).</source>
        <translation>prereqs、bandwidth：nccl-tests 程序所在的文件夹（默认 ~/nccl-tests/build）。</translation>
    </message>
    <message>
        <source>prereqs, bandwidth: tandem-probe on the nodes (default ~/tandem-probe/build/tandem-probe).</source>
        <translation>prereqs、bandwidth：节点上的 tandem-probe（默认 ~/tandem-probe/build/tandem-probe）。</translation>
    </message>
    <message>
        <source>prereqs: the git URL NCCL is built from.</source>
        <translation>prereqs：构建 NCCL 所用的 git URL。</translation>
    </message>
    <message>
        <source>prereqs: the NCCL tag to build (default v2.28.9-1).</source>
        <translation>prereqs：要构建的 NCCL 标签（默认 v2.28.9-1）。</translation>
    </message>
    <message>
        <source>prereqs: the git URL nccl-tests is built from.</source>
        <translation>prereqs：构建 nccl-tests 所用的 git URL。</translation>
    </message>
    <message>
        <source>prereqs: the nccl-tests tag (default: its default branch).</source>
        <translation>prereqs：nccl-tests 的标签（默认：其默认分支）。</translation>
    </message>
    <message>
        <source>--rebuild goes with --build, which names what to build.</source>
        <translation>--rebuild 需与 --build 一起使用，由 --build 指定要构建的项。</translation>
    </message>
    <message>
        <source>Connecting to %1 nodes…
</source>
        <translation>正在连接 %1 个节点…
</translation>
    </message>
    <message>
        <source>tandem-cli: interrupted; ending the build on the nodes…
</source>
        <translation>tandem-cli：已中断；正在结束节点上的构建…
</translation>
    </message>
    <message>
        <source>tandem-cli: interrupted.
</source>
        <translation>tandem-cli：已中断。
</translation>
    </message>
    <message>
        <source>%1: %2
</source>
        <translation>%1：%2
</translation>
    </message>
    <message>
        <source>On %1:
</source>
        <translation>在 %1 上：
</translation>
    </message>
    <message>
        <source>On %1, %2: %3
</source>
        <translation>%1 上的 %2：%3
</translation>
    </message>
    <message>
        <source>Nothing to build: what --build names is there on every node.
</source>
        <translation>无需构建：--build 指定的项在所有节点上均已存在。
</translation>
    </message>
    <message>
        <source>Build this on the nodes? [y/N] </source>
        <translation>要在节点上构建这些项吗？[y/N] </translation>
    </message>
    <message>
        <source>tandem-cli: nothing was built.
</source>
        <translation>tandem-cli：未构建任何内容。
</translation>
    </message>
    <message>
        <source>tandem-cli: this changes the nodes; there is no terminal to ask, so run again with --yes to go ahead.
</source>
        <translation>tandem-cli：此操作会更改节点，但没有可用于确认的终端；如要继续，请加上 --yes 重新运行。
</translation>
    </message>
    <message numerus="yes">
        <source>Building on %n node(s)…
</source>
        <translation>
            <numerusform>正在 %n 个节点上构建…
</numerusform>
        </translation>
    </message>
    <message>
        <source>prereqs: build these where missing: nccl, nccl-tests, probe, mpi, perftest (comma-separated).</source>
        <translation>prereqs：在缺少的节点上构建这些项：nccl、nccl-tests、probe、mpi、perftest（以逗号分隔）。</translation>
    </message>
    <message>
        <source>  prereqs HOST... [--build nccl,nccl-tests,probe,perftest [--rebuild]]
          [--nccl-home DIR] [--nccl-tests-dir DIR] [--probe PATH] [--nccl-source URL]
          [--nccl-tag TAG]
                          check NCCL, nccl-tests, Open MPI, tandem-probe and
                          perftest on the nodes; build what is missing there
</source>
        <translation>  prereqs HOST... [--build nccl,nccl-tests,probe,perftest [--rebuild]]
          [--nccl-home DIR] [--nccl-tests-dir DIR] [--probe PATH] [--nccl-source URL]
          [--nccl-tag TAG]
                          检查节点上的 NCCL、nccl-tests、Open MPI、tandem-probe 和
                          perftest；在节点上构建缺失的项
</translation>
    </message>
    <message>
        <source>--build takes nccl, nccl-tests, probe, mpi and perftest, not &quot;%1&quot;.</source>
        <translation>--build 只接受 nccl、nccl-tests、probe、mpi 和 perftest，不接受“%1”。</translation>
    </message>
    <message>
        <source>--build needs at least one of nccl, nccl-tests, probe, mpi, perftest.</source>
        <translation>--build 至少需要 nccl、nccl-tests、probe、mpi、perftest 中的一项。</translation>
    </message>
    <message>
        <source>usage: tandem-cli prereqs HOST... [--build nccl,nccl-tests,probe,perftest] [--password-stdin] [--json]</source>
        <translation>用法：tandem-cli prereqs HOST... [--build nccl,nccl-tests,probe,perftest] [--password-stdin] [--json]</translation>
    </message>
    <message>
        <source>Checking NCCL, nccl-tests, Open MPI, tandem-probe and perftest…
</source>
        <translation>正在检查 NCCL、nccl-tests、Open MPI、tandem-probe 和 perftest…
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Report</name>
    <message>
        <source>usage: tandem-cli report --state FILE --out FILE.pdf|FILE.html|FILE.json... [--snippets DIR] [--json]
</source>
        <translation>用法：tandem-cli report --state FILE --out FILE.pdf|FILE.html|FILE.json... [--snippets DIR] [--json]
</translation>
    </message>
    <message>
        <source>tandem-cli: %1: the report is written as .pdf, .html or .json.
</source>
        <translation>tandem-cli：%1：报告只能写为 .pdf、.html 或 .json 格式。
</translation>
    </message>
    <message>
        <source>tandem-cli: %1
</source>
        <translation>tandem-cli：%1
</translation>
    </message>
    <message>
        <source>Wrote %1
</source>
        <translation>已写入 %1
</translation>
    </message>
    <message>
        <source>tandem-cli: no serving snippets: %1
</source>
        <translation>tandem-cli：没有推理服务配置片段：%1
</translation>
    </message>
    <message>
        <source>Accepted: every checklist item passed.
</source>
        <translation>验收通过：检查清单中的所有项目均已通过。
</translation>
    </message>
    <message>
        <source>Not accepted: some checklist items failed or have not run.
</source>
        <translation>验收未通过：检查清单中有项目失败或尚未运行。
</translation>
    </message>
    <message>
        <source>tandem-cli: no comparison with the baseline: %1
</source>
        <translation>tandem-cli: 未与基线比较：%1
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Table</name>
    <message>
        <source>in-place</source>
        <translation>原地 (in-place)</translation>
    </message>
    <message>
        <source>out-of-place</source>
        <translation>非原地 (out-of-place)</translation>
    </message>
    <message>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>count</source>
        <translation>元素数</translation>
    </message>
    <message>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>redop</source>
        <translation>归约</translation>
    </message>
    <message>
        <source>time(us)</source>
        <translation>时间(us)</translation>
    </message>
    <message>
        <source>algbw</source>
        <translation>algbw</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>#wrong</source>
        <translation>#错误</translation>
    </message>
    <message>
        <source>(out-of-place | in-place)</source>
        <translation>（非原地 | 原地）</translation>
    </message>
    <message>
        <source>%1: %2 ranks on %3 hosts, %4 rows</source>
        <translation>%1：%3 台主机上 %2 个 rank，%4 行</translation>
    </message>
    <message>
        <source>unknown test</source>
        <translation>未知测试</translation>
    </message>
    <message>
        <source>, peak busbw %1 at %2 (%3)</source>
        <translation>，峰值 busbw %1（%2，%3）</translation>
    </message>
    <message>
        <source>, average %1</source>
        <translation>，平均 %1</translation>
    </message>
    <message>
        <source>, network %1</source>
        <translation>，网络 %1</translation>
    </message>
    <message>
        <source>, complete</source>
        <translation>，已完成</translation>
    </message>
    <message>
        <source>, INCOMPLETE (no trailer)</source>
        <translation>，未完成（缺少结尾汇总）</translation>
    </message>
    <message>
        <source>error: %1
</source>
        <translation>错误：%1
</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
    <message>
        <source>NCCL version</source>
        <translation>NCCL 版本</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>IB devices</source>
        <translation>IB 设备</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Socket devices</source>
        <translation>Socket 设备</translation>
    </message>
    <message>
        <source>Out-of-band</source>
        <translation>带外 (OOB)</translation>
    </message>
    <message>
        <source>Bootstrap</source>
        <translation>引导 (Bootstrap)</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>%1 on %2 nodes</source>
        <translation>%2 个节点上共 %1 个</translation>
    </message>
    <message>
        <source>Channel paths</source>
        <translation>通道路径</translation>
    </message>
    <message>
        <source>NCCL warning: %1
</source>
        <translation>NCCL 警告：%1
</translation>
    </message>
    <message>
        <source>, errors: %1</source>
        <translation>，错误 %1 个</translation>
    </message>
</context>
<context>
    <name>Tandem::CommandResult</name>
    <message>
        <source>exit status %1</source>
        <translation>退出状态 %1</translation>
    </message>
</context>
<context>
    <name>Tandem::ConnectStep</name>
    <message>
        <source>SSH over the management network</source>
        <translation>通过管理网络的 SSH</translation>
    </message>
    <message>
        <source>Connected to %1.</source>
        <translation>已连接到 %1。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接到 %1…</translation>
    </message>
</context>
<context>
    <name>Tandem::DataDirectory</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1: %2</source>
        <translation>无法创建文件夹 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 不是文件夹。</translation>
    </message>
    <message>
        <source>The folder %1 belongs to another user (uid %2); Tandem keeps host keys and a private key there and uses only a folder of its own user.</source>
        <translation>文件夹 %1 属于其他用户（uid %2）；Tandem 会在其中保存主机密钥和私钥，因此只使用属于自身用户的文件夹。</translation>
    </message>
    <message>
        <source>The folder %1 can be read by other users (mode %2) and cannot be made private: %3</source>
        <translation>文件夹 %1 可被其他用户读取（权限模式 %2），且无法设为私有：%3</translation>
    </message>
</context>
<context>
    <name>Tandem::DeviceChecks</name>
    <message>
        <source>GB10 GPU</source>
        <translation>GB10 GPU</translation>
    </message>
    <message>
        <source>sudo</source>
        <translation>sudo</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>nvidia-smi is not installed on this node.</source>
        <translation>此节点未安装 nvidia-smi。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver (DGX OS ships it) and reboot.</source>
        <translation>请安装 NVIDIA 驱动（DGX OS 自带）并重启。</translation>
    </message>
    <message>
        <source>This node has no GB10 GPU, so it is not a DGX Spark. Remove it from the list.</source>
        <translation>此节点没有 GB10 GPU，因此不是 DGX Spark。请将其从列表中移除。</translation>
    </message>
    <message>
        <source>sudo accepts the password.</source>
        <translation>sudo 接受了该密码。</translation>
    </message>
    <message>
        <source>sudo works without a password.</source>
        <translation>sudo 无需密码即可使用。</translation>
    </message>
    <message>
        <source>The user may not use sudo on this node.</source>
        <translation>该用户无权在此节点上使用 sudo。</translation>
    </message>
    <message>
        <source>Log in as an administrator on the node and run: sudo usermod -aG sudo USER (then log in again).</source>
        <translation>请以管理员身份登录该节点并运行：sudo usermod -aG sudo USER（然后重新登录）。</translation>
    </message>
    <message>
        <source>sudo needs a password, and none was given.</source>
        <translation>sudo 需要密码，但未提供密码。</translation>
    </message>
    <message>
        <source>Enter the password of the user on this node (it is used only for the changes, passed to sudo on stdin and never stored).</source>
        <translation>请输入该用户在此节点上的密码（仅用于执行更改，通过标准输入传给 sudo，绝不会保存）。</translation>
    </message>
    <message>
        <source>sudo refused the password.</source>
        <translation>sudo 拒绝了该密码。</translation>
    </message>
    <message>
        <source>Enter the password again; on DGX OS it is the login password of the user.</source>
        <translation>请重新输入密码；在 DGX OS 上，它就是该用户的登录密码。</translation>
    </message>
    <message>
        <source>The tool check did not run (exit status %1).</source>
        <translation>工具检查未能运行（退出状态 %1）。</translation>
    </message>
    <message>
        <source>Missing: %1.</source>
        <translation>缺少：%1。</translation>
    </message>
    <message>
        <source>These tools come with DGX OS; update the node (sudo apt update &amp;&amp; sudo apt full-upgrade) or reinstall its ConnectX and netplan packages.</source>
        <translation>这些工具随 DGX OS 提供；请更新该节点（sudo apt update &amp;&amp; sudo apt full-upgrade），或重新安装其 ConnectX 和 netplan 软件包。</translation>
    </message>
    <message>
        <source>Missing: %1. The bandwidth step needs them and can install them.</source>
        <translation>缺少：%1。“带宽”步骤需要这些工具，并可自动安装。</translation>
    </message>
    <message>
        <source>sudo apt install openmpi-bin (mpirun); CUDA&apos;s nvcc is in /usr/local/cuda/bin on DGX OS.</source>
        <translation>sudo apt install openmpi-bin（mpirun）；在 DGX OS 上，CUDA 的 nvcc 位于 /usr/local/cuda/bin。</translation>
    </message>
    <message>
        <source>GB10 machine</source>
        <translation>GB10 机器</translation>
    </message>
    <message>
        <source>System image</source>
        <translation>系统镜像</translation>
    </message>
    <message>
        <source>ConnectX-7 on PCIe</source>
        <translation>PCIe 上的 ConnectX-7</translation>
    </message>
    <message>
        <source>Models and BIOS</source>
        <translation>型号与 BIOS</translation>
    </message>
    <message>
        <source>Reading what the node is failed: %1</source>
        <translation>读取节点的身份信息失败：%1</translation>
    </message>
    <message>
        <source>ethtool, ip, netplan, mpirun and nvcc are installed.</source>
        <translation>已安装 ethtool、ip、netplan、mpirun 和 nvcc。</translation>
    </message>
</context>
<context>
    <name>Tandem::DeviceIdentityParser</name>
    <message>
        <source>&quot;%1&quot; is not a KEY=VALUE line.</source>
        <translation>“%1”不是 KEY=VALUE 格式的行。</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>该文件</translation>
    </message>
    <message>
        <source>line %1: &quot;%2&quot; is not a KEY=VALUE line.</source>
        <translation>第 %1 行：“%2”不是 KEY=VALUE 格式的行。</translation>
    </message>
    <message>
        <source>line %1: the value of %2 has no closing quote.</source>
        <translation>第 %1 行：%2 的值缺少右引号。</translation>
    </message>
    <message>
        <source>line %1: the value of %2 has text after its closing quote.</source>
        <translation>第 %1 行：%2 的值在右引号之后还有文字。</translation>
    </message>
    <message>
        <source>The file holds no KEY=VALUE line.</source>
        <translation>该文件中没有 KEY=VALUE 格式的行。</translation>
    </message>
    <message>
        <source>This is not /etc/dgx-release: it has none of DGX_NAME, DGX_PRETTY_NAME, DGX_PLATFORM or DGX_SWBUILD_VERSION.</source>
        <translation>这不是 /etc/dgx-release：其中没有 DGX_NAME、DGX_PRETTY_NAME、DGX_PLATFORM 或 DGX_SWBUILD_VERSION 中的任何一项。</translation>
    </message>
    <message>
        <source>line %1: DGX_SWBUILD_DATE &quot;%2&quot; is not a date (YYYY-MM-DD).</source>
        <translation>第 %1 行：DGX_SWBUILD_DATE“%2”不是日期（YYYY-MM-DD）。</translation>
    </message>
    <message>
        <source>nvidia-smi printed a GPU without a name.</source>
        <translation>nvidia-smi 输出了一个没有名称的 GPU。</translation>
    </message>
</context>
<context>
    <name>Tandem::Diagnosis</name>
    <message>
        <source>no speed</source>
        <translation>无速率信息</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 on %3: %4 (%5)</source>
        <translation>%3 上 %1 -&gt; %2：%4（%5）</translation>
    </message>
    <message>
        <source>%1: operstate %2, carrier %3; its twin %4: %5</source>
        <translation>%1：operstate %2，carrier %3；其孪生接口 %4：%5</translation>
    </message>
    <message>
        <source>%1 on %2 reads %3 Mb/s in sysfs%4</source>
        <translation>%2 上的 %1 在 sysfs 中为 %3 Mb/s%4</translation>
    </message>
    <message>
        <source>; %1 on %2: %3</source>
        <translation>；%2 上的 %1：%3</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>busbw %1 GB/s (%2)</source>
        <translation>busbw %1 GB/s（%2）</translation>
    </message>
    <message>
        <source>Tandem&apos;s plan</source>
        <translation>Tandem 的规划</translation>
    </message>
    <message>
        <source>%1 on %2: MTU %3 in sysfs, %4 in %5</source>
        <translation>%2 上的 %1：sysfs 中 MTU 为 %3，%5 中为 %4</translation>
    </message>
    <message>
        <source>%1 on %2: MTU %3; %4 on %5: MTU %6 (subnet %7)</source>
        <translation>%2 上的 %1：MTU %3；%5 上的 %4：MTU %6（子网 %7）</translation>
    </message>
    <message>
        <source>/etc/netplan/%1 configures %2</source>
        <translation>/etc/netplan/%1 配置了 %2</translation>
    </message>
    <message>
        <source>no address</source>
        <translation>无地址</translation>
    </message>
    <message>
        <source>ip -4 addr on %1: %2; planned %3</source>
        <translation>%1 的 ip -4 addr：%2；规划为 %3</translation>
    </message>
    <message>
        <source>the environment of SSH sessions</source>
        <translation>SSH 会话的环境</translation>
    </message>
    <message>
        <source>NCCL_IB_GID_INDEX=%1 (%2); RoCE v2 IPv4 GID index per twin: %3</source>
        <translation>NCCL_IB_GID_INDEX=%1（%2）；各孪生接口的 RoCE v2 IPv4 GID 索引：%3</translation>
    </message>
    <message>
        <source>Remove the export of NCCL_IB_GID_INDEX from %1&apos;s shell start-up files (~/.bashrc, /etc/environment); NCCL picks the index itself.</source>
        <translation>请从 %1 的 shell 启动文件（~/.bashrc、/etc/environment）中删除 NCCL_IB_GID_INDEX 的 export；NCCL 会自行选择索引。</translation>
    </message>
    <message>
        <source>command -v mpirun in a non-interactive SSH session: nothing (PATH=%1); in a login shell: %2</source>
        <translation>非交互式 SSH 会话中的 command -v mpirun：无结果（PATH=%1）；登录 shell 中：%2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>(no nccl-tests run)</source>
        <translation>（未运行 nccl-tests）</translation>
    </message>
    <message>
        <source>NCCL / nccl-tests</source>
        <translation>NCCL / nccl-tests</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 on %2 (%3 port)</source>
        <translation>%2 上的 %1(%3 端口)</translation>
    </message>
    <message>
        <source>One twin of a cable is down at both ends, %1 and %2, while the cable&apos;s other twin is up</source>
        <translation>线缆的一个孪生接口在两端(%1 和 %2)都已断开,而该线缆的另一个孪生接口是启用的</translation>
    </message>
    <message>
        <source>Reseat the cable at both ends. If the twin stays down, bring it up with `sudo ip link set %1 up` on %2 and `sudo ip link set %3 up` on %4; if it still does not come up, power-cycle both nodes with a 60 s drain.</source>
        <translation>在两端重新插拔线缆。如果该孪生接口仍然断开,在 %2 上运行 `sudo ip link set %1 up`,在 %4 上运行 `sudo ip link set %3 up`;如果仍无法启用,请将两个节点断电 60 秒后重新上电。</translation>
    </message>
    <message>
        <source>MTU: %1 on %2 %3, %4 on %5 %6</source>
        <translation>MTU: %2 %3 为 %1,%5 %6 为 %4</translation>
    </message>
</context>
<context>
    <name>Tandem::DmesgParser</name>
    <message>
        <source>The output of dmesg</source>
        <translation>dmesg 的输出</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a kernel message.</source>
        <translation>“%1”不是内核消息。</translation>
    </message>
    <message>
        <source>The firmware version &quot;%1&quot; is not MAJOR.MINOR.BUILD.</source>
        <translation>固件版本“%1”不是 MAJOR.MINOR.BUILD 格式。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not have the form &quot;N Gb/s available PCIe bandwidth (S GT/s PCIe xW link)&quot;.</source>
        <translation>“%1”不符合“N Gb/s available PCIe bandwidth (S GT/s PCIe xW link)”格式。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a bandwidth, speed or width no PCIe link has.</source>
        <translation>“%1”中的带宽、速率或链路宽度不是任何 PCIe 链路可能具有的值。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not say how many watts the slot gives.</source>
        <translation>“%1”未说明插槽提供的功率（瓦数）。</translation>
    </message>
    <message>
        <source>%1 W is not a power a PCIe slot gives.</source>
        <translation>%1 W 不是 PCIe 插槽能提供的功率。</translation>
    </message>
    <message>
        <source>There is no kernel message in the text: it is empty or holds only other commands.</source>
        <translation>文本中没有内核消息：文本为空，或只包含其他命令。</translation>
    </message>
    <message>
        <source>This is not the output of dmesg: no line is a kernel message (&quot;[   1.204938] mlx5_core 0000:01:00.0: ...&quot;).</source>
        <translation>这不是 dmesg 的输出：没有任何一行是内核消息（“[   1.204938] mlx5_core 0000:01:00.0: ...”）。</translation>
    </message>
    <message numerus="yes">
        <source>%n more lines were not understood.</source>
        <translation>
            <numerusform>另有 %n 行无法识别。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::DmiParser</name>
    <message>
        <source>The DMI data</source>
        <translation>DMI 数据</translation>
    </message>
    <message>
        <source>line %1: not a DMI field: %2</source>
        <translation>第 %1 行：不是 DMI 字段：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a DMI field (expected sys_vendor: ..., product_name: ...).</source>
        <translation>“%1”不是 DMI 字段（应为 sys_vendor: ..., product_name: ...）。</translation>
    </message>
    <message>
        <source>No DMI field (sys_vendor, product_name, bios_version...) was found.</source>
        <translation>未找到任何 DMI 字段（sys_vendor、product_name、bios_version 等）。</translation>
    </message>
    <message>
        <source>bios_date &quot;%1&quot; is not a MM/DD/YYYY date.</source>
        <translation>bios_date“%1”不是 MM/DD/YYYY 格式的日期。</translation>
    </message>
</context>
<context>
    <name>Tandem::DoctorStep</name>
    <message>
        <source>Versions, PATH and ConnectX ports read</source>
        <translation>读取版本、PATH 和 ConnectX 端口</translation>
    </message>
    <message>
        <source>RDMA on every twin (ib_write_bw)</source>
        <translation>每个孪生接口上的 RDMA（ib_write_bw）</translation>
    </message>
    <message>
        <source>NCCL between every pair</source>
        <translation>每对节点之间的 NCCL</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现项</translation>
    </message>
    <message numerus="yes">
        <source>%1, kernel %2, %n ConnectX port(s)</source>
        <translation>
            <numerusform>%1，内核 %2，%n 个 ConnectX 端口</numerusform>
        </translation>
    </message>
    <message>
        <source>OS unknown</source>
        <translation>OS 未知</translation>
    </message>
    <message>
        <source>Check the connection to %1 and run the Doctor again.</source>
        <translation>请检查与 %1 的连接，然后重新运行诊断。</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 %3: %4</source>
        <translation>%1 -&gt; %2 %3：%4</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>No twin link to measure: no two nodes share a ConnectX subnet.</source>
        <translation>没有可测量的孪生接口链路：没有任何两个节点共享 ConnectX 子网。</translation>
    </message>
    <message>
        <source>%1 &lt;-&gt; %2: %3</source>
        <translation>%1 &lt;-&gt; %2：%3</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Nothing wrong found.</source>
        <translation>未发现任何问题。</translation>
    </message>
    <message>
        <source>%1 Tandem can fix, %2 need your decision, %3 need hands on the hardware.</source>
        <translation>Tandem 可修复 %1 项，需要您决定 %2 项，需要现场处理硬件 %3 项。</translation>
    </message>
    <message>
        <source>Cancelled before every test ran.</source>
        <translation>在所有测试运行完之前已取消。</translation>
    </message>
</context>
<context>
    <name>Tandem::EndLeftoversStep</name>
    <message>
        <source>Not connected: the runs left on %1 were not ended.</source>
        <translation>未连接：%1 上遗留的运行未被结束。</translation>
    </message>
    <message>
        <source>Ending %1…</source>
        <translation>正在结束 %1…</translation>
    </message>
    <message>
        <source>Ending the runs failed: %1</source>
        <translation>结束运行失败：%1</translation>
    </message>
</context>
<context>
    <name>Tandem::Error</name>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>Tandem::EthtoolDriverParser</name>
    <message>
        <source>The output of ethtool -i</source>
        <translation>ethtool -i 的输出</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an ethtool -i line.</source>
        <translation>“%1”不是 ethtool -i 的输出行。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field of ethtool -i.</source>
        <translation>“%1”不是 ethtool -i 的字段。</translation>
    </message>
    <message>
        <source>%1 should be yes or no, not &quot;%2&quot;.</source>
        <translation>%1 应为 yes 或 no，而不是“%2”。</translation>
    </message>
    <message>
        <source>There is no ethtool -i output in the text: it is empty or holds only other commands.</source>
        <translation>文本中没有 ethtool -i 的输出：文本为空，或只包含其他命令。</translation>
    </message>
    <message>
        <source>This is not the output of ethtool -i: no line is a field such as &quot;driver: mlx5_core&quot;.</source>
        <translation>这不是 ethtool -i 的输出：没有任何一行是“driver: mlx5_core”这样的字段。</translation>
    </message>
    <message numerus="yes">
        <source>%n more lines were not understood.</source>
        <translation>
            <numerusform>另有 %n 行无法识别。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::EthtoolParser</name>
    <message>
        <source>&quot;%1&quot; is not ethtool output; it should start with &quot;Settings for INTERFACE:&quot;.</source>
        <translation>“%1”不是 ethtool 的输出；应以“Settings for INTERFACE:”开头。</translation>
    </message>
    <message>
        <source>ethtool has no data for %1. Check that the interface exists.</source>
        <translation>ethtool 没有 %1 的数据。请检查该接口是否存在。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not belong to any ethtool setting.</source>
        <translation>“%1”不属于任何 ethtool 设置项。</translation>
    </message>
    <message>
        <source>The speed &quot;%1&quot; is not a number of Mb/s.</source>
        <translation>速率“%1”不是以 Mb/s 表示的数值。</translation>
    </message>
    <message>
        <source>The duplex mode &quot;%1&quot; is not known.</source>
        <translation>未知的双工模式“%1”。</translation>
    </message>
    <message>
        <source>Auto-negotiation should be on or off, not &quot;%1&quot;.</source>
        <translation>自动协商应为 on 或 off，而不是“%1”。</translation>
    </message>
    <message>
        <source>&quot;Link detected&quot; should be yes or no, not &quot;%1&quot;.</source>
        <translation>“Link detected”应为 yes 或 no，而不是“%1”。</translation>
    </message>
    <message>
        <source>ethtool printed nothing. Check the interface name.</source>
        <translation>ethtool 没有输出任何内容。请检查接口名称。</translation>
    </message>
    <message>
        <source>The output of ethtool</source>
        <translation>ethtool 的输出</translation>
    </message>
</context>
<context>
    <name>Tandem::EthtoolReportParser</name>
    <message>
        <source>The output of ethtool</source>
        <translation>ethtool 的输出</translation>
    </message>
    <message>
        <source>ethtool has no data for this interface.</source>
        <translation>ethtool 没有此接口的数据。</translation>
    </message>
    <message>
        <source>The speed %1Mb/s is more than any Ethernet port runs at.</source>
        <translation>速率 %1Mb/s 超过了任何以太网端口的速率。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not say which interface it is about.</source>
        <translation>“%1”未说明针对的是哪个接口。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an ethtool line.</source>
        <translation>“%1”不是 ethtool 的输出行。</translation>
    </message>
    <message>
        <source>There is no ethtool output in the text: it is empty or holds only other commands.</source>
        <translation>文本中没有 ethtool 的输出：文本为空，或只包含其他命令。</translation>
    </message>
    <message>
        <source>This is not the output of ethtool: no line is a setting (&quot;Speed: 200000Mb/s&quot;) or a FEC encoding.</source>
        <translation>这不是 ethtool 的输出：没有任何一行是设置项（“Speed: 200000Mb/s”）或 FEC 编码。</translation>
    </message>
    <message numerus="yes">
        <source>%n more lines were not understood.</source>
        <translation>
            <numerusform>另有 %n 行无法识别。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::FabricBlock</name>
    <message>
        <source>Tandem changes nothing in it: remove or fix that line (or move the file aside), then run this step again.</source>
        <translation>Tandem 不会更改此文件中的任何内容：请删除或修正该行（或移走该文件），然后重新运行此步骤。</translation>
    </message>
    <message>
        <source>%1 has a &quot;%2&quot; line with no &quot;%3&quot; line before it. %4</source>
        <translation>%1 中有一行“%2”，但其前面没有“%3”行。%4</translation>
    </message>
    <message>
        <source>%1 has a &quot;%2&quot; line but no &quot;%3&quot; line after it. %4</source>
        <translation>%1 中有一行“%2”，但其后面没有“%3”行。%4</translation>
    </message>
    <message>
        <source>%1 has a second &quot;%2&quot; line before the first block ends. %3</source>
        <translation>%1 中在第一个区块结束前出现了第二个“%2”行。%3</translation>
    </message>
    <message>
        <source>%1 has more than one Tandem block. %2</source>
        <translation>%1 中有多个 Tandem 区块。%2</translation>
    </message>
    <message>
        <source>Tandem&apos;s lines for %1 are not a valid block.</source>
        <translation>%1 中 Tandem 添加的行不是有效的区块。</translation>
    </message>
</context>
<context>
    <name>Tandem::FabricEdit</name>
    <message>
        <source>%1 is not a manifest Tandem can read, so Tandem changes nothing; move it aside and run this step again.</source>
        <translation>%1 不是 Tandem 可读取的清单，因此 Tandem 不做任何更改；请移走该文件，然后重新运行此步骤。</translation>
    </message>
</context>
<context>
    <name>Tandem::FabricScripts</name>
    <message>
        <source>Reading the ssh files ended with exit status %1: %2</source>
        <translation>读取 ssh 文件以退出状态 %1 结束：%2</translation>
    </message>
    <message>
        <source>Reading the ssh files printed something unexpected.</source>
        <translation>读取 ssh 文件时输出了意外的内容。</translation>
    </message>
    <message>
        <source>%1 belongs to another user; Tandem does not edit it.</source>
        <translation>%1 属于其他用户；Tandem 不会编辑它。</translation>
    </message>
    <message>
        <source>%1 is not a regular file (or a link to one); Tandem does not edit it.</source>
        <translation>%1 不是普通文件（或指向普通文件的链接）；Tandem 不会编辑它。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes; Tandem does not edit it.</source>
        <translation>%1 超过 %2 字节；Tandem 不会编辑它。</translation>
    </message>
    <message>
        <source>%1 did not arrive whole.</source>
        <translation>%1 未能完整传输。</translation>
    </message>
</context>
<context>
    <name>Tandem::FabricUndo</name>
    <message>
        <source>SSH fabric removed</source>
        <translation>移除 SSH 互联</translation>
    </message>
    <message>
        <source>The undo script ended with exit status %1: %2</source>
        <translation>撤销脚本以退出状态 %1 结束：%2</translation>
    </message>
    <message>
        <source>%1 is as it was before Tandem.</source>
        <translation>%1 已恢复为 Tandem 修改之前的状态。</translation>
    </message>
    <message>
        <source>%1 was made by Tandem and is removed.</source>
        <translation>%1 由 Tandem 创建，已删除。</translation>
    </message>
    <message>
        <source>Tandem&apos;s lines are removed from %1.</source>
        <translation>已从 %1 中删除 Tandem 添加的行。</translation>
    </message>
    <message>
        <source>The key pair ~/.ssh/tandem_fabric_ed25519 is deleted.</source>
        <translation>已删除密钥对 ~/.ssh/tandem_fabric_ed25519。</translation>
    </message>
    <message>
        <source>~/.ssh/tandem_fabric_ed25519 is not Tandem&apos;s, so it was kept.</source>
        <translation>~/.ssh/tandem_fabric_ed25519 并非 Tandem 创建，因此予以保留。</translation>
    </message>
    <message>
        <source>Tandem&apos;s lines are removed from %1, but the rest was changed after Tandem wrote it; those changes were kept.</source>
        <translation>已从 %1 中删除 Tandem 添加的行；但该文件的其余部分在 Tandem 写入后被修改过，这些修改已保留。</translation>
    </message>
    <message>
        <source>%1 holds Tandem&apos;s marker lines that do not pair up, but Tandem has no fabric on this node, so the file was left as it is.</source>
        <translation>%1 中有不成对的 Tandem 标记行，但此节点上没有 Tandem 的互联，因此该文件保持原样。</translation>
    </message>
    <message>
        <source>The node went away.</source>
        <translation>节点已断开连接。</translation>
    </message>
    <message>
        <source>Nothing was changed on this node: %1</source>
        <translation>此节点上未做任何更改：%1</translation>
    </message>
</context>
<context>
    <name>Tandem::FileLock</name>
    <message>
        <source>Cannot open the lock file %1: %2</source>
        <translation>无法打开锁文件 %1：%2</translation>
    </message>
    <message>
        <source>Cannot lock %1: %2</source>
        <translation>无法锁定 %1：%2</translation>
    </message>
    <message>
        <source>Another Tandem has held %1 for more than %2 seconds; try again when it is done.</source>
        <translation>另一个 Tandem 占用 %1 已超过 %2 秒；请在其完成后重试。</translation>
    </message>
</context>
<context>
    <name>Tandem::ForeignNetplan</name>
    <message>
        <source>Tandem will not edit /etc/netplan/%1: %2</source>
        <translation>Tandem 不会编辑 /etc/netplan/%1：%2</translation>
    </message>
    <message>
        <source>it is not valid YAML (%1).</source>
        <translation>它不是有效的 YAML（%1）。</translation>
    </message>
    <message>
        <source>its &quot;ethernets&quot; section is written in flow style ({...}); move the ConnectX-7 entries (%1) to a file of their own, or remove them.</source>
        <translation>其“ethernets”部分以流式风格（{...}）编写；请将 ConnectX-7 的条目（%1）移到单独的文件中，或将其删除。</translation>
    </message>
    <message>
        <source>the entry for %1 does not start a line of its own.</source>
        <translation>%1 的条目没有单独另起一行。</translation>
    </message>
    <message>
        <source>its &quot;ethernets:&quot; line could not be found.</source>
        <translation>找不到其“ethernets:”行。</translation>
    </message>
    <message>
        <source>line %1 also uses %2 (in a bond, bridge, VLAN or route); Tandem does not take that apart.</source>
        <translation>第 %1 行也使用了 %2（在 bond、网桥、VLAN 或路由中）；Tandem 不会拆分它。</translation>
    </message>
    <message>
        <source>taking the entries out would change more than them.</source>
        <translation>取出这些条目会改动条目以外的内容。</translation>
    </message>
    <message>
        <source>without the entries it would not be valid YAML (%1).</source>
        <translation>去掉这些条目后将不再是有效的 YAML（%1）。</translation>
    </message>
</context>
<context>
    <name>Tandem::Gb10Models</name>
    <message>
        <source>GB10 (maker unknown)</source>
        <translation>GB10（制造商未知）</translation>
    </message>
    <message>
        <source>GB10 (%1)</source>
        <translation>GB10（%1）</translation>
    </message>
</context>
<context>
    <name>Tandem::HealthCheck</name>
    <message>
        <source>Not watched: the run was started without health samples.</source>
        <translation>未监视：本次运行启动时未启用健康采样。</translation>
    </message>
    <message>
        <source>No health sample came back, so the fabric was not watched. %1</source>
        <translation>未收到任何健康采样，因此未监视互连网络。%1</translation>
    </message>
    <message>
        <source>Check that the nodes answer over SSH while a run goes on; the run&apos;s own result is unaffected.</source>
        <translation>请检查运行期间节点是否能通过 SSH 响应；运行本身的结果不受影响。</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) from %1 node(s) every %2 s: no link went down, no speed changed, no error counter grew and no GPU was throttled.</source>
        <translation>
            <numerusform>每 %2 秒从 %1 个节点采样，共 %n 个样本：没有链路断开，没有速率变化，没有错误计数器增长，也没有 GPU 降频。</numerusform>
        </translation>
    </message>
    <message>
        <source>health samples (sysfs, ethtool -S, nvidia-smi) every %1 s</source>
        <translation>每 %1 秒进行健康采样（sysfs、ethtool -S、nvidia-smi）</translation>
    </message>
    <message>
        <source>%1 %2 at %3 Gb/s</source>
        <translation>%1 的 %2 为 %3 Gb/s</translation>
    </message>
    <message>
        <source>%1 ran below 200 Gb/s the whole run (as the cabling step read it).</source>
        <translation>%1 在整个运行期间都低于 200 Gb/s（按布线步骤读取的值）。</translation>
    </message>
    <message>
        <source>Reseat or replace the cable of the slow twin (QSFP112, 200 Gb/s), then run the cabling step and the test again.</source>
        <translation>请重新插拔或更换慢速孪生接口的线缆（QSFP112，200 Gb/s），然后重新运行布线步骤和测试。</translation>
    </message>
    <message>
        <source>No link went down and no counter or GPU changed during the run, but %1</source>
        <translation>运行期间没有链路断开，计数器和 GPU 也没有变化，但 %1</translation>
    </message>
</context>
<context>
    <name>Tandem::HealthCounters</name>
    <message>
        <source>pause frames of one priority (PFC)</source>
        <translation>单一优先级的暂停帧（PFC）</translation>
    </message>
</context>
<context>
    <name>Tandem::HealthDelta</name>
    <message>
        <source>down and up again since the last sample</source>
        <translation>自上次采样以来曾断开后又恢复</translation>
    </message>
    <message>
        <source>operstate %1</source>
        <translation>operstate %1</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 Mb/s</source>
        <translation>%1 -&gt; %2 Mb/s</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
</context>
<context>
    <name>Tandem::HealthMonitor</name>
    <message>
        <source>the sampling script exited with status %1</source>
        <translation>采样脚本以状态 %1 退出</translation>
    </message>
    <message>
        <source>Health samples from %1 failed (%2); the run goes on without them.</source>
        <translation>从 %1 获取健康采样失败（%2）；运行将在没有健康采样的情况下继续。</translation>
    </message>
</context>
<context>
    <name>Tandem::HealthReader</name>
    <message>
        <source>The node&apos;s health sample</source>
        <translation>节点的健康采样</translation>
    </message>
    <message>
        <source>line %1 not read: %2</source>
        <translation>未能读取第 %1 行：%2</translation>
    </message>
    <message>
        <source>The health sample lists more than %1 GPUs.</source>
        <translation>健康采样中列出的 GPU 超过 %1 个。</translation>
    </message>
    <message>
        <source>The health sample&apos;s time is not a time: %1</source>
        <translation>健康采样中的时间不是有效的时间：%1</translation>
    </message>
    <message>
        <source>The health sample lists more than %1 ConnectX netdevs.</source>
        <translation>健康采样中列出的 ConnectX netdev 超过 %1 个。</translation>
    </message>
    <message>
        <source>The health sample lists more than %1 counters for %2.</source>
        <translation>健康采样中为 %2 列出的计数器超过 %1 个。</translation>
    </message>
    <message>
        <source>The health sample has no time: the node did not run the sampling script to its end.</source>
        <translation>健康采样中没有时间：节点未将采样脚本运行完毕。</translation>
    </message>
    <message>
        <source>The health sample was cut short (no end marker).</source>
        <translation>健康采样被截断（没有结束标记）。</translation>
    </message>
</context>
<context>
    <name>Tandem::HistoryStore</name>
    <message>
        <source>The run history (%1): %2: %3</source>
        <translation>运行历史（%1）：%2：%3</translation>
    </message>
    <message>
        <source>The run history needs Qt&apos;s SQLite driver (Debian package libqt6sql6-sqlite), which is not installed.</source>
        <translation>运行历史需要 Qt 的 SQLite 驱动（Debian 软件包 libqt6sql6-sqlite），但该驱动未安装。</translation>
    </message>
    <message>
        <source>cannot open it</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>The run history %1 is damaged (%2) and could not be moved aside to %3; nothing was changed. Move it away by hand to start a new history.</source>
        <translation>运行历史 %1 已损坏（%2），且无法移至 %3；未做任何更改。请手动将其移走，以开始新的历史。</translation>
    </message>
    <message>
        <source>The run history %1 was damaged (%2). It was moved aside to %3, untouched, and a new, empty history was started; the runs in the old file are still there for a rescue (sqlite3 %3 .recover).</source>
        <translation>运行历史 %1 已损坏（%2）。已将其原样移至 %3，并新建了一个空的历史；旧文件中的运行仍保留在其中，可用于恢复（sqlite3 %3 .recover）。</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>它不是 SQLite 数据库</translation>
    </message>
    <message>
        <source>cannot read its version</source>
        <translation>无法读取其版本</translation>
    </message>
    <message>
        <source>The run history %1 was written by a newer Tandem (schema %2; this one knows up to %3). It was left as it is: use the newer Tandem, or point this one at another file.</source>
        <translation>运行历史 %1 由更新版本的 Tandem 写入（架构 %2；此版本最高支持 %3）。已保持原样：请使用更新版本的 Tandem，或为此版本指定其他文件。</translation>
    </message>
    <message>
        <source>cannot set its journal</source>
        <translation>无法设置其日志模式</translation>
    </message>
    <message>
        <source>quick_check gave no answer</source>
        <translation>quick_check 未返回结果</translation>
    </message>
    <message>
        <source>quick_check: %1</source>
        <translation>quick_check: %1</translation>
    </message>
    <message>
        <source>cannot start the schema update</source>
        <translation>无法开始架构更新</translation>
    </message>
    <message>
        <source>the schema update from version %1 failed</source>
        <translation>从版本 %1 进行的架构更新失败</translation>
    </message>
    <message>
        <source>The run history is not open.</source>
        <translation>运行历史未打开。</translation>
    </message>
    <message>
        <source>There is no bandwidth run to keep.</source>
        <translation>没有可保存的带宽运行。</translation>
    </message>
    <message>
        <source>The session is too large to keep (%1 MiB).</source>
        <translation>会话过大，无法保存（%1 MiB）。</translation>
    </message>
    <message>
        <source>cannot start writing</source>
        <translation>无法开始写入</translation>
    </message>
    <message>
        <source>cannot keep the run</source>
        <translation>无法保存本次运行</translation>
    </message>
    <message>
        <source>cannot list the runs</source>
        <translation>无法列出运行</translation>
    </message>
    <message>
        <source>cannot read run %1</source>
        <translation>无法读取运行 %1</translation>
    </message>
    <message>
        <source>There is no run %1 in the history (tandem-cli history lists them).</source>
        <translation>历史中没有运行 %1（可用 tandem-cli history 列出所有运行）。</translation>
    </message>
    <message>
        <source>Run %1&apos;s session in the history is damaged.</source>
        <translation>历史中运行 %1 的会话已损坏。</translation>
    </message>
    <message>
        <source>Run %1&apos;s session in the history is larger than Tandem reads.</source>
        <translation>历史中运行 %1 的会话超出了 Tandem 可读取的大小。</translation>
    </message>
    <message>
        <source>cannot mark run %1 as the baseline</source>
        <translation>无法将运行 %1 标记为基线</translation>
    </message>
</context>
<context>
    <name>Tandem::HostResolver</name>
    <message>
        <source>Cannot resolve %1 (%2). Names ending in .local need avahi-daemon and nss-mdns (libnss-mdns) on this computer, and the Spark on the same network segment. Type its address instead, or sweep its network.</source>
        <translation>无法解析 %1（%2）。以 .local 结尾的名称需要本机运行 avahi-daemon 并安装 nss-mdns (libnss-mdns)，且 Spark 位于同一网段。请改为输入其地址，或扫描其网络。</translation>
    </message>
    <message>
        <source>Cannot resolve %1 (%2). Check the spelling, or type the address instead.</source>
        <translation>无法解析 %1（%2）。请检查拼写，或改为输入地址。</translation>
    </message>
    <message>
        <source>no address</source>
        <translation>没有地址</translation>
    </message>
</context>
<context>
    <name>Tandem::HostSpec</name>
    <message>
        <source>Enter a host name or address.</source>
        <translation>请输入主机名或地址。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid user name.</source>
        <translation>“%1”不是有效的用户名。</translation>
    </message>
    <message>
        <source>The IPv6 address in &apos;%1&apos; is missing its closing &apos;]&apos;.</source>
        <translation>“%1”中的 IPv6 地址缺少右括号“]”。</translation>
    </message>
    <message>
        <source>Unexpected text after the IPv6 address in &apos;%1&apos;.</source>
        <translation>“%1”中的 IPv6 地址后有多余的文字。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid port (1 to 65535).</source>
        <translation>“%1”不是有效的端口号（1 到 65535）。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither an IP address nor a valid host name.</source>
        <translation>“%1”既不是 IP 地址，也不是有效的主机名。</translation>
    </message>
</context>
<context>
    <name>Tandem::IbWriteBwParser</name>
    <message>
        <source>The output of ib_write_bw</source>
        <translation>ib_write_bw 的输出</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of ib_write_bw; ignored.</source>
        <translation>“%1”不是 ib_write_bw 的输出行，已忽略。</translation>
    </message>
    <message>
        <source>A second run starts here; only the first one is read.</source>
        <translation>第二次运行从此处开始；只读取第一次运行。</translation>
    </message>
    <message>
        <source>The GID %1 has a byte above 255.</source>
        <translation>GID %1 中有大于 255 的字节。</translation>
    </message>
    <message>
        <source>The message size %1 is out of range.</source>
        <translation>消息大小 %1 超出范围。</translation>
    </message>
    <message>
        <source>The iteration count %1 is out of range.</source>
        <translation>迭代次数 %1 超出范围。</translation>
    </message>
    <message>
        <source>A bandwidth above %1 %2 is out of range.</source>
        <translation>超过 %1 %2 的带宽超出范围。</translation>
    </message>
    <message>
        <source>The message rate %1 Mpps is out of range.</source>
        <translation>消息速率 %1 Mpps 超出范围。</translation>
    </message>
    <message>
        <source>Mtu %1 is not an RDMA MTU (256, 512, 1024, 2048 or 4096).</source>
        <translation>Mtu %1 不是 RDMA MTU（256、512、1024、2048 或 4096）。</translation>
    </message>
    <message>
        <source>GID index %1 is not valid (0 to %2).</source>
        <translation>GID 索引 %1 无效（0 到 %2）。</translation>
    </message>
    <message>
        <source>The output of ib_write_bw is empty: it has neither the test&apos;s parameters nor its results.</source>
        <translation>ib_write_bw 的输出为空：既没有测试参数，也没有测试结果。</translation>
    </message>
    <message>
        <source>This is not the output of ib_write_bw: &quot;%1&quot; is not part of its parameters or results.</source>
        <translation>这不是 ib_write_bw 的输出：“%1”既不属于其参数，也不属于其结果。</translation>
    </message>
    <message>
        <source>%1 more warnings were left out.</source>
        <translation>另有 %1 条警告已省略。</translation>
    </message>
    <message>
        <source>The bandwidth unit %1 is not one Tandem reads (Gb/sec, MB/sec or MiB/sec).</source>
        <translation>带宽单位 %1 不是 Tandem 可读取的单位（Gb/sec、MB/sec 或 MiB/sec）。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ibdev2NetdevParser</name>
    <message>
        <source>&quot;%1&quot; is not an ibdev2netdev line; expected &quot;DEVICE port N ==&gt; NETDEV (Up)&quot; or &quot;(Down)&quot;.</source>
        <translation>“%1”不是 ibdev2netdev 的输出行；应为“DEVICE port N ==&gt; NETDEV (Up)”或“(Down)”。</translation>
    </message>
    <message>
        <source>The port number %1 of %2 is not valid.</source>
        <translation>%2 的端口号 %1 无效。</translation>
    </message>
    <message>
        <source>The interface %1 is listed twice, so it is not clear which RoCE device it belongs to.</source>
        <translation>接口 %1 出现了两次，无法确定它属于哪个 RoCE 设备。</translation>
    </message>
    <message>
        <source>Port %1 of %2 is listed twice.</source>
        <translation>%2 的端口 %1 出现了两次。</translation>
    </message>
    <message>
        <source>ibdev2netdev listed no RoCE devices. Check that the ConnectX driver (mlx5_ib) is loaded.</source>
        <translation>ibdev2netdev 没有列出任何 RoCE 设备。请检查 ConnectX 驱动（mlx5_ib）是否已加载。</translation>
    </message>
    <message>
        <source>The output of ibdev2netdev</source>
        <translation>ibdev2netdev 的输出</translation>
    </message>
</context>
<context>
    <name>Tandem::IbstatParser</name>
    <message>
        <source>The output of ibstat</source>
        <translation>ibstat 的输出</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of ibstat; ignored.</source>
        <translation>“%1”不是 ibstat 的输出行，已忽略。</translation>
    </message>
    <message>
        <source>%1 is printed twice in one block; the last value is kept.</source>
        <translation>%1 在同一块中输出了两次；保留最后一个值。</translation>
    </message>
    <message>
        <source>CA %1 is listed again; the first one is kept.</source>
        <translation>CA %1 再次出现；保留第一个。</translation>
    </message>
    <message>
        <source>Port number %1 is not valid (1 to %2).</source>
        <translation>端口号 %1 无效（1 到 %2）。</translation>
    </message>
    <message>
        <source>Port %1 comes before any CA line; ignored.</source>
        <translation>端口 %1 出现在任何 CA 行之前，已忽略。</translation>
    </message>
    <message>
        <source>Port %1 of %2 is listed again; the first one is kept.</source>
        <translation>%2 的端口 %1 再次出现；保留第一个。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; comes before the %2 line it belongs to; ignored.</source>
        <translation>“%1”出现在其所属的 %2 行之前，已忽略。</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>CA</source>
        <translation>CA</translation>
    </message>
    <message>
        <source>Rate %1 of %2 port %3 is not a rate in Gb/s (0 to %4).</source>
        <translation>%2 端口 %3 的 Rate %1 不是以 Gb/s 为单位的速率（0 到 %4）。</translation>
    </message>
    <message>
        <source>The output ends in the middle of &quot;%1&quot;; that line is left out.</source>
        <translation>输出在“%1”中途结束；该行已略去。</translation>
    </message>
    <message>
        <source>The output of ibstat is empty: no CA was listed.</source>
        <translation>ibstat 的输出为空：未列出任何 CA。</translation>
    </message>
    <message>
        <source>This is not the output of ibstat: no &quot;CA &apos;NAME&apos;&quot; line.</source>
        <translation>这不是 ibstat 的输出：没有“CA &apos;NAME&apos;”行。</translation>
    </message>
    <message>
        <source>This is not the output of ibstat: &quot;%1&quot; is not one of its lines, and no &quot;CA &apos;NAME&apos;&quot; line was found.</source>
        <translation>这不是 ibstat 的输出：“%1”不是其输出行，且未找到“CA &apos;NAME&apos;”行。</translation>
    </message>
    <message>
        <source>%1 more warnings were left out.</source>
        <translation>另有 %1 条警告已省略。</translation>
    </message>
</context>
<context>
    <name>Tandem::IbvDevinfoParser</name>
    <message>
        <source>The output of ibv_devinfo</source>
        <translation>ibv_devinfo 的输出</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of ibv_devinfo; ignored.</source>
        <translation>“%1”不是 ibv_devinfo 的输出行，已忽略。</translation>
    </message>
    <message>
        <source>Device %1 is listed again; the first one is kept.</source>
        <translation>设备 %1 再次出现；保留第一个。</translation>
    </message>
    <message>
        <source>hca_id %1 differs from the header %2 before it; %1 is used.</source>
        <translation>hca_id %1 与其前面的头部 %2 不一致；使用 %1。</translation>
    </message>
    <message>
        <source>Port number %1 is not valid (1 to %2).</source>
        <translation>端口号 %1 无效（1 到 %2）。</translation>
    </message>
    <message>
        <source>Port %1 of %2 is listed again; the first one is kept.</source>
        <translation>%2 的端口 %1 再次出现；保留第一个。</translation>
    </message>
    <message>
        <source>%1 (%2) is not an MTU of the verbs API (1 to 5).</source>
        <translation>%1（%2）不是 verbs API 的 MTU 值（1 到 5）。</translation>
    </message>
    <message>
        <source>%1 %2 is not an RDMA MTU (256, 512, 1024, 2048 or 4096).</source>
        <translation>%1 %2 不是 RDMA MTU（256、512、1024、2048 或 4096）。</translation>
    </message>
    <message>
        <source>%1 shows %2 but its enum (%3) means %4; %4 is used (the paste may have been edited).</source>
        <translation>%1 显示为 %2，但其枚举值（%3）表示 %4；将使用 %4（粘贴的内容可能被编辑过）。</translation>
    </message>
    <message>
        <source>%1 is printed twice for one port; the last value is kept.</source>
        <translation>%1 针对同一端口输出了两次；保留最后一个值。</translation>
    </message>
    <message>
        <source>The output of ibv_devinfo is empty: no device was listed.</source>
        <translation>ibv_devinfo 的输出为空：未列出任何设备。</translation>
    </message>
    <message>
        <source>This is not the output of ibv_devinfo: &quot;%1&quot; is not one of its lines.</source>
        <translation>这不是 ibv_devinfo 的输出：“%1”不是其输出行。</translation>
    </message>
    <message>
        <source>%1 more warnings were left out.</source>
        <translation>另有 %1 条警告已省略。</translation>
    </message>
</context>
<context>
    <name>Tandem::IdentityChecks</name>
    <message>
        <source>GB10 machine</source>
        <translation>GB10 机器</translation>
    </message>
    <message>
        <source>This is a %1 machine; GB10 machines are aarch64.</source>
        <translation>这是一台 %1 机器；GB10 机器是 aarch64 架构。</translation>
    </message>
    <message>
        <source>Tandem sets up GB10 machines (DGX Spark and its OEM siblings) only. Remove this node from the list.</source>
        <translation>Tandem 仅支持配置 GB10 机器（DGX Spark 及其 OEM 同类产品）。请将此节点从列表中移除。</translation>
    </message>
    <message>
        <source>This machine has an N1X GPU, not the GB10 superchip.</source>
        <translation>这台机器配备的是 N1X GPU，而不是 GB10 超级芯片。</translation>
    </message>
    <message>
        <source>No GB10 GPU (PCI id 10de:2e12) is on this machine&apos;s PCIe bus.</source>
        <translation>这台机器的 PCIe 总线上没有 GB10 GPU（PCI ID 10de:2e12）。</translation>
    </message>
    <message>
        <source>Remove this node from the list. If it is a GB10 machine, check that its GPU shows in lspci (a GB10 lists as NVIDIA Device 2e12).</source>
        <translation>请将此节点从列表中移除。如果它是 GB10 机器，请检查其 GPU 是否出现在 lspci 中（GB10 显示为 NVIDIA Device 2e12）。</translation>
    </message>
    <message>
        <source>%1, BIOS %2</source>
        <translation>%1，BIOS %2</translation>
    </message>
    <message>
        <source>System image</source>
        <translation>系统镜像</translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation>未知版本</translation>
    </message>
    <message>
        <source>DGX OS %1: /etc/dgx-release has no date Tandem can read, so it cannot tell whether it is the April 2026 release or later.</source>
        <translation>DGX OS %1：/etc/dgx-release 中没有 Tandem 能读取的日期，因此无法判断它是否为 2026 年 4 月或更新的版本。</translation>
    </message>
    <message>
        <source>DGX OS %1, of %2, is older than the April 2026 release that clustering needs.</source>
        <translation>DGX OS %1（%2）早于组建集群所需的 2026 年 4 月版本。</translation>
    </message>
    <message>
        <source>Update the node with DGX Dashboard (or sudo apt update &amp;&amp; sudo apt full-upgrade), reboot, and run the checks again.</source>
        <translation>请通过 DGX Dashboard（或 sudo apt update &amp;&amp; sudo apt full-upgrade）更新该节点，重启后重新运行检查。</translation>
    </message>
    <message>
        <source>DGX OS %1, of %2.</source>
        <translation>DGX OS %1（%2）。</translation>
    </message>
    <message>
        <source>GB10 without DGX OS: neither /etc/dgx-release nor /etc/fastos-release is there (a stock Ubuntu image). What DGX OS brings may be missing: the ConnectX tools (ibdev2netdev; Tandem reads sysfs instead), the NVIDIA kernel and its RoCE settings, CUDA in /usr/local/cuda, and the OTA updates.</source>
        <translation>未安装 DGX OS 的 GB10：既没有 /etc/dgx-release，也没有 /etc/fastos-release（原版 Ubuntu 镜像）。DGX OS 自带的以下内容可能缺失：ConnectX 工具（ibdev2netdev；Tandem 会改为读取 sysfs）、NVIDIA 内核及其 RoCE 设置、/usr/local/cuda 中的 CUDA，以及 OTA 更新。</translation>
    </message>
    <message>
        <source>Install NVIDIA&apos;s DGX OS packages for this model from its vendor, or go on and let the later checks name what is missing.</source>
        <translation>请从该型号的厂商处获取并安装 NVIDIA 的 DGX OS 软件包，或者继续进行，由后续检查指出缺少的内容。</translation>
    </message>
    <message>
        <source>ConnectX-7 on PCIe</source>
        <translation>PCIe 上的 ConnectX-7</translation>
    </message>
    <message>
        <source>No ConnectX-7 function is on PCIe. Every GB10 machine has one (four functions); a known hardware fault loses them after the link trains down.</source>
        <translation>PCIe 上没有任何 ConnectX-7 功能。每台 GB10 机器都有一块 ConnectX-7（四个功能）；已知有一种硬件故障会在链路降速训练后使这些功能消失。</translation>
    </message>
    <message>
        <source>Power the node off and on (not a reboot), then run the checks again; if it stays missing, contact the vendor.</source>
        <translation>请将节点断电后重新上电（不是重启），然后重新运行检查；如果仍然缺失，请联系厂商。</translation>
    </message>
    <message>
        <source>%1 trained below PCIe Gen5 (%2). A ConnectX-7 link at 2.5 GT/s is a known hardware fault: the fabric runs at a fraction of its speed or the port vanishes.</source>
        <translation>%1 的链路训练速率低于 PCIe Gen5（%2）。ConnectX-7 链路为 2.5 GT/s 属于已知的硬件故障：互联只能以其速率的一小部分运行，或者端口会消失。</translation>
    </message>
    <message>
        <source>Power the node off and on; if the link stays slow, update the BIOS and contact the vendor.</source>
        <translation>请将节点断电后重新上电；如果链路仍然很慢，请更新 BIOS 并联系厂商。</translation>
    </message>
    <message>
        <source>%1 run at PCIe x2 (%2): on the ASUS Ascent GX10 before the April 2026 BIOS the second half of each port trains at x2, so that twin carries about half.</source>
        <translation>%1 以 PCIe x2 运行（%2）：在 2026 年 4 月之前 BIOS 的 ASUS Ascent GX10 上，每个端口的后半部分以 x2 训练，因此该孪生接口只能承载约一半的流量。</translation>
    </message>
    <message>
        <source>%1 run on fewer than 4 PCIe lanes (%2): that twin carries less.</source>
        <translation>%1 以少于 4 条 PCIe 通道运行（%2）：该孪生接口承载的流量会减少。</translation>
    </message>
    <message>
        <source>Update the GX10&apos;s BIOS (ASUS support, April 2026 or later) and run the checks again.</source>
        <translation>请更新 GX10 的 BIOS（从 ASUS 支持网站获取 2026 年 4 月或更新的版本），然后重新运行检查。</translation>
    </message>
    <message>
        <source>Update the BIOS and run the checks again.</source>
        <translation>请更新 BIOS，然后重新运行检查。</translation>
    </message>
    <message numerus="yes">
        <source>%n ConnectX-7 function(s) instead of 4 (%1).</source>
        <translation>
            <numerusform>ConnectX-7 功能有 %n 个，而不是 4 个（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Models and BIOS</source>
        <translation>型号与 BIOS</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2, BIOS %3</source>
        <translation>%1：%2，BIOS %3</translation>
    </message>
    <message>
        <source>Nodes of the same model run different BIOS versions (%1). %2</source>
        <translation>同一型号的节点运行着不同版本的 BIOS（%1）。%2</translation>
    </message>
    <message>
        <source>Update every node of a model to the same BIOS, so that a difference in bandwidth is not the firmware&apos;s.</source>
        <translation>请将同一型号的所有节点更新到相同的 BIOS，以免带宽差异源自固件。</translation>
    </message>
    <message>
        <source>This cluster mixes vendors (the same GB10 board and ports, so it works; their firmware and images differ). %1</source>
        <translation>此集群混用了不同厂商的机器（GB10 主板和端口相同，因此可以工作；但固件和系统镜像不同）。%1</translation>
    </message>
    <message>
        <source>DGX OS %1, updated on &quot;%2&quot;: Tandem cannot read that date, so it cannot tell whether this is the April 2026 release or later.</source>
        <translation>DGX OS %1，更新于“%2”：Tandem 无法读取该日期，因此无法判断是否为 2026 年 4 月或更新的版本。</translation>
    </message>
    <message>
        <source>Check on the node that DGX OS is from April 2026 or later (DGX Dashboard shows it), or update it.</source>
        <translation>请在节点上确认 DGX OS 是 2026 年 4 月或更新的版本（DGX Dashboard 会显示），或将其更新。</translation>
    </message>
</context>
<context>
    <name>Tandem::InstallKeyStep</name>
    <message>
        <source>Tandem&apos;s SSH key</source>
        <translation>Tandem 的 SSH 密钥</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>Installing…</source>
        <translation>正在安装…</translation>
    </message>
    <message>
        <source>Tandem&apos;s key %1 is in ~/.ssh/authorized_keys; the next connection needs no password.</source>
        <translation>Tandem 的密钥 %1 已写入 ~/.ssh/authorized_keys；下次连接无需密码。</translation>
    </message>
</context>
<context>
    <name>Tandem::InstallLocations</name>
    <message>
        <source>The %1 location is empty.</source>
        <translation>%1 的安装位置为空。</translation>
    </message>
    <message>
        <source>The %1 location holds a control character.</source>
        <translation>%1 的安装位置包含控制字符。</translation>
    </message>
    <message>
        <source>The %1 location must not start with &apos;-&apos;.</source>
        <translation>%1 的安装位置不能以“-”开头。</translation>
    </message>
    <message>
        <source>The %1 location must not contain &quot;..&quot;.</source>
        <translation>%1 的安装位置不能包含“..”。</translation>
    </message>
    <message>
        <source>Tandem builds into FOLDER/%1 and replaces FOLDER as a whole, so it cannot build into %2; choose a location like ~/name/%1, or install it yourself and point Tandem at it.</source>
        <translation>Tandem 会构建到 FOLDER/%1 并整体替换 FOLDER，因此无法构建到 %2；请选择类似 ~/name/%1 的位置，或自行安装并让 Tandem 指向该位置。</translation>
    </message>
</context>
<context>
    <name>Tandem::IpJsonParser</name>
    <message>
        <source>ip printed nothing. Check that the command ran and that its JSON output (-j) is supported.</source>
        <translation>ip 没有输出任何内容。请检查命令是否已运行，以及是否支持 JSON 输出（-j）。</translation>
    </message>
    <message>
        <source>The output of ip is not valid JSON (%1 at character %2).</source>
        <translation>ip 的输出不是有效的 JSON（第 %2 个字符：%1）。</translation>
    </message>
    <message>
        <source>The output of ip is JSON but not a list of interfaces.</source>
        <translation>ip 的输出是 JSON，但不是接口列表。</translation>
    </message>
    <message>
        <source>Entry %1 of the ip output is not an interface object.</source>
        <translation>ip 输出的第 %1 项不是接口对象。</translation>
    </message>
    <message>
        <source>Entry %1 of the ip output has no interface name (ifname).</source>
        <translation>ip 输出的第 %1 项没有接口名（ifname）。</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of interface %2 has an unexpected type.</source>
        <translation>接口 %2 的字段“%1”类型不符合预期。</translation>
    </message>
    <message>
        <source>An address of interface %1 has no family or no address.</source>
        <translation>接口 %1 的某个地址缺少地址族或地址。</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of an address of interface %2 has an unexpected type.</source>
        <translation>接口 %2 某个地址的字段“%1”类型不符合预期。</translation>
    </message>
    <message>
        <source>The output of ip</source>
        <translation>ip 的输出</translation>
    </message>
</context>
<context>
    <name>Tandem::IpRouteParser</name>
    <message>
        <source>The routes printed by ip are not JSON: %1.</source>
        <translation>ip 输出的路由不是 JSON：%1。</translation>
    </message>
    <message>
        <source>The routes printed by ip are not a JSON list.</source>
        <translation>ip 输出的路由不是 JSON 列表。</translation>
    </message>
    <message>
        <source>Route %1 printed by ip is not an object.</source>
        <translation>ip 输出的路由 %1 不是对象。</translation>
    </message>
    <message>
        <source>Route %1 printed by ip has no destination.</source>
        <translation>ip 输出的路由 %1 没有目标地址。</translation>
    </message>
    <message>
        <source>Route %1 printed by ip has a %2 that is not text.</source>
        <translation>ip 输出的路由 %1 的 %2 不是文本。</translation>
    </message>
    <message>
        <source>The routes printed by ip</source>
        <translation>ip 输出的路由</translation>
    </message>
    <message>
        <source>Route %1 printed by ip has a %2 that is out of range.</source>
        <translation>ip 输出的路由 %1 的 %2 超出范围。</translation>
    </message>
</context>
<context>
    <name>Tandem::IpTextParser</name>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>not ip output, ignored: %1</source>
        <translation>不是 ip 的输出，已忽略：%1</translation>
    </message>
    <message>
        <source>%1 more lines were not understood either.</source>
        <translation>另有 %1 行也无法识别。</translation>
    </message>
    <message>
        <source>The %1 &quot;%2&quot; is not a number from %3 to %4.</source>
        <translation>%1“%2”不是 %3 到 %4 之间的数字。</translation>
    </message>
    <message>
        <source>The address %1 has no prefix length.</source>
        <translation>地址 %1 没有前缀长度。</translation>
    </message>
    <message>
        <source>prefix length of %1</source>
        <translation>%1 的前缀长度</translation>
    </message>
    <message>
        <source>%1 is not an address of family %2, line ignored</source>
        <translation>%1 不是 %2 地址族的地址，已忽略该行</translation>
    </message>
    <message>
        <source>interface index</source>
        <translation>接口索引</translation>
    </message>
    <message>
        <source>a row of `ip -br` among classic ip output, ignored</source>
        <translation>经典格式的 ip 输出中混有 `ip -br` 的行，已忽略</translation>
    </message>
    <message>
        <source>%1 is not an address, ignored</source>
        <translation>%1 不是地址，已忽略</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not understood, ignored</source>
        <translation>无法识别“%1”，已忽略</translation>
    </message>
    <message>
        <source>a line of classic ip output among `ip -br`, ignored</source>
        <translation>`ip -br` 输出中混有经典格式 ip 输出的行，已忽略</translation>
    </message>
    <message>
        <source>The output of ip</source>
        <translation>ip 的输出</translation>
    </message>
    <message>
        <source>ip printed no interface: %1</source>
        <translation>ip 未输出任何接口：%1</translation>
    </message>
    <message>
        <source>No line of this is output of ip (ip addr, ip link, ip -br or ip -j); nothing was read.</source>
        <translation>其中没有任何一行是 ip 的输出（ip addr、ip link、ip -br 或 ip -j）；未读取任何内容。</translation>
    </message>
</context>
<context>
    <name>Tandem::JsonReader</name>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>“%1”被列出了两次</translation>
    </message>
    <message>
        <source>expected a name</source>
        <translation>需要一个名称</translation>
    </message>
    <message>
        <source>expected one row for each of the %1 nodes</source>
        <translation>需要为 %1 个节点各提供一行</translation>
    </message>
    <message>
        <source>expected one cell for each of the %1 nodes</source>
        <translation>需要为 %1 个节点各提供一个单元格</translation>
    </message>
    <message>
        <source>The value %1 in the saved state is damaged: %2.</source>
        <translation>已保存状态中的值 %1 已损坏：%2。</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>需要一个对象</translation>
    </message>
    <message>
        <source>expected a list of at most %1 entries</source>
        <translation>需要一个最多 %1 项的列表</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>需要文本</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>需要 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>需要 true 或 false</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>需要以下之一：%1</translation>
    </message>
    <message>
        <source>too many entries</source>
        <translation>条目过多</translation>
    </message>
</context>
<context>
    <name>Tandem::KeyPair</name>
    <message>
        <source>Tandem&apos;s key pair in %1 is incomplete: %2 is missing. Move the remaining file away to let Tandem make a new pair.</source>
        <translation>%1 中的 Tandem 密钥对不完整：缺少 %2。请将剩下的文件移走，以便 Tandem 生成新的密钥对。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for Tandem&apos;s SSH key.</source>
        <translation>无法为 Tandem 的 SSH 密钥创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Could not generate an ed25519 key (libssh failed).</source>
        <translation>无法生成 ed25519 密钥（libssh 出错）。</translation>
    </message>
    <message>
        <source>Cannot create the key file %1: %2</source>
        <translation>无法创建密钥文件 %1：%2</translation>
    </message>
    <message>
        <source>Could not write the private key to %1.</source>
        <translation>无法将私钥写入 %1。</translation>
    </message>
    <message>
        <source>Could not export the public key.</source>
        <translation>无法导出公钥。</translation>
    </message>
    <message>
        <source>Could not write the public key to %1.pub.</source>
        <translation>无法将公钥写入 %1.pub。</translation>
    </message>
    <message>
        <source>Cannot read Tandem&apos;s public key %1.pub.</source>
        <translation>无法读取 Tandem 的公钥 %1.pub。</translation>
    </message>
    <message>
        <source>%1.pub is not an ed25519 public key.</source>
        <translation>%1.pub 不是 ed25519 公钥。</translation>
    </message>
    <message>
        <source>Cannot load Tandem&apos;s private key %1.</source>
        <translation>无法加载 Tandem 的私钥 %1。</translation>
    </message>
    <message>
        <source>Cannot derive the public key from %1.</source>
        <translation>无法从 %1 推导出公钥。</translation>
    </message>
    <message>
        <source>%1 and %1.pub do not belong together. Move both away to let Tandem make a new pair.</source>
        <translation>%1 与 %1.pub 不是一对。请将两者都移走，以便 Tandem 生成新的密钥对。</translation>
    </message>
</context>
<context>
    <name>Tandem::Knowledge</name>
    <message>
        <source>{interface} on {node} moves {value} Gb/s although it reads 200G: the ConnectX-7 came up stale</source>
        <translation>{node} 上的 {interface} 显示为 200G，实际只传输 {value} Gb/s：ConnectX-7 启动后处于异常状态</translation>
    </message>
    <message>
        <source>The ConnectX-7 came up in a stale state after power-on or a firmware update. The link trains at 200G, yet RDMA moves a fraction of that, and a warm reboot often does not clear it.</source>
        <translation>ConnectX-7 在上电或固件更新后进入了异常状态。链路以 200G 完成训练，但 RDMA 只能传输其中的一小部分，而且热重启往往无法将其清除。</translation>
    </message>
    <message>
        <source>Reboot both nodes and run the Doctor again. If it is still slow: shut both nodes down, unplug each node and its power brick from the wall for at least 60 s, power on without touching the QSFP cables, and run the Doctor again.</source>
        <translation>请重启两个节点，然后重新运行诊断。如果仍然很慢：关闭两个节点，将每个节点及其电源适配器从墙上插座拔下至少 60 秒，在不碰 QSFP 线缆的情况下重新上电，然后再次运行诊断。</translation>
    </message>
    <message>
        <source>{interface} from {node} to {peer} moves {value} Gb/s ({expected})</source>
        <translation>{interface} 从 {node} 到 {peer} 的传输速率为 {value} Gb/s（{expected}）</translation>
    </message>
    <message>
        <source>A cable that is not rated for 200G or not fully seated, a dirty or damaged connector, or a port that runs degraded.</source>
        <translation>线缆的额定速率不足 200G 或未完全插好、连接器脏污或损坏，或端口处于降级运行状态。</translation>
    </message>
    <message>
        <source>Reseat the cable at both ends until it clicks. If it is still slow, swap in a known-good QSFP112 cable, or move it to the other port (the drawing shows which).</source>
        <translation>请在两端重新插好线缆，直到听到“咔嗒”一声。如果仍然很慢，请换上一根确认完好的 QSFP112 线缆，或将其改插到另一个端口（示意图中标出了是哪一个）。</translation>
    </message>
    <message>
        <source>{interface} from {node} to {peer} moves {value} Gb/s, a little below what healthy links give ({expected})</source>
        <translation>{interface} 从 {node} 到 {peer} 的传输速率为 {value} Gb/s，略低于健康链路的水平（{expected}）</translation>
    </message>
    <message>
        <source>Other traffic on the nodes during the test, a switch port that is shared, or a cable at the edge of its rating.</source>
        <translation>测试期间节点上有其他流量、交换机端口被共用，或线缆已处于其额定能力的边缘。</translation>
    </message>
    <message>
        <source>Run the Doctor again while the nodes are idle; if the number stays low, reseat the cable.</source>
        <translation>请在节点空闲时重新运行诊断；如果数值仍然偏低，请重新插好线缆。</translation>
    </message>
    <message>
        <source>Both twins from {node} to {peer} together move {value} Gb/s ({expected})</source>
        <translation>从 {node} 到 {peer} 的两个孪生接口合计传输 {value} Gb/s（{expected}）</translation>
    </message>
    <message>
        <source>Only one twin carries traffic, or the two twins share a narrowed PCIe link (the ASUS GX10 trains its second twin at x2 before its April 2026 BIOS).</source>
        <translation>只有一个孪生接口承载流量，或两个孪生接口共用一条变窄的 PCIe 链路（在 2026 年 4 月之前的 BIOS 上，ASUS GX10 会以 x2 训练其第二个孪生接口）。</translation>
    </message>
    <message>
        <source>Check that both twins have addresses and are Up, and update the BIOS where the device checks report a narrowed PCIe link.</source>
        <translation>请检查两个孪生接口是否都有地址且处于 Up 状态；如果设备检查报告了变窄的 PCIe 链路，请更新相应节点的 BIOS。</translation>
    </message>
    <message>
        <source>{interface} between {node} and {peer} is {value} % slower from {node}</source>
        <translation>{node} 与 {peer} 之间的 {interface} 在从 {node} 发出的方向上慢 {value}%</translation>
    </message>
    <message>
        <source>One direction of a cable, a transceiver or a port&apos;s receive side is degraded; a healthy link measures alike both ways.</source>
        <translation>线缆的某一方向、某个收发器或某个端口的接收侧性能下降；健康的链路在两个方向上的测量结果相同。</translation>
    </message>
    <message>
        <source>Reseat the cable, then turn it end for end and run the Doctor again: if the slow direction follows the cable, replace the cable.</source>
        <translation>请重新插好线缆，然后将线缆两端对调，再次运行诊断：如果慢的方向随线缆而变，请更换线缆。</translation>
    </message>
    <message>
        <source>{interface} on {node} negotiated {value} instead of 200 Gb/s</source>
        <translation>{node} 上的 {interface} 协商速率为 {value}，而不是 200 Gb/s</translation>
    </message>
    <message>
        <source>The cable is not a 200G QSFP112 cable, or the switch port is set to a lower speed.</source>
        <translation>线缆不是 200G QSFP112 线缆，或交换机端口被设为了更低的速率。</translation>
    </message>
    <message>
        <source>Use a QSFP112 cable rated for 200G or more (NVIDIA lists approved ones); on a switch, set the port to 200G. Then run the Doctor again.</source>
        <translation>请使用额定速率不低于 200G 的 QSFP112 线缆（NVIDIA 列出了经认证的型号）；如连接的是交换机，请将端口设为 200G。然后重新运行诊断。</translation>
    </message>
    <message>
        <source>The {port} port of {node} has no link on either twin</source>
        <translation>{node} 的 {port} 端口在两个孪生接口上均无链路</translation>
    </message>
    <message>
        <source>No cable, a cable that is not seated, or the node at the other end is off.</source>
        <translation>未连接线缆、线缆未插好，或另一端的节点已关机。</translation>
    </message>
    <message>
        <source>Plug the QSFP cable firmly into the {port} port of {node} (see the drawing) and into its peer; both twins come up within seconds.</source>
        <translation>请将 QSFP 线缆牢固地插入 {node} 的 {port} 端口（见示意图）及其对端；两个孪生接口会在几秒内启用。</translation>
    </message>
    <message>
        <source>{interface} on {node} is down while its twin is up</source>
        <translation>{node} 上的 {interface} 已断开，而其孪生接口已启用</translation>
    </message>
    <message>
        <source>One cable carries both twins, so one twin down with the other up is a port or driver state, or the interface was taken down by hand.</source>
        <translation>一根线缆同时承载两个孪生接口，因此一个断开而另一个启用，说明是端口或驱动的状态问题，或者该接口被手动关闭了。</translation>
    </message>
    <message>
        <source>Reseat the cable. If the twin stays down, bring it up with `sudo ip link set {interface} up`; if it still does not come up, power-cycle the node with a 60 s drain.</source>
        <translation>请重新插好线缆。如果该孪生接口仍然断开，请用 `sudo ip link set {interface} up` 启用它；如果仍无法启用，请将节点断电 60 秒后重新上电。</translation>
    </message>
    <message>
        <source>{interface} between {node} and {peer} could not be measured: its RDMA tests ended in error</source>
        <translation>无法测量 {node} 与 {peer} 之间的 {interface}：其 RDMA 测试均以错误结束</translation>
    </message>
    <message>
        <source>ib_write_bw cannot move data across a twin whose two ends differ in MTU, so all {value} tests of this twin ended in error and its bandwidth is not known. A stale ConnectX or a slow cable on it stays hidden until it is measured.</source>
        <translation>孪生接口两端的 MTU 不同时，ib_write_bw 无法通过它传输数据，因此该孪生接口的全部 {value} 次测试均以错误结束，其带宽未知。在测量之前，它上面处于异常状态的 ConnectX 或慢速线缆都无法被发现。</translation>
    </message>
    <message>
        <source>Repair sets the same MTU at both ends and then runs the Doctor again, which measures this twin. If you fix the MTU by hand instead, run the Doctor again to measure it.</source>
        <translation>修复会在两端设置相同的 MTU，然后重新运行诊断，对该孪生接口进行测量。如果您改为手动修正 MTU，请重新运行诊断以测量它。</translation>
    </message>
    <message>
        <source>The RDMA test on {interface} from {node} to {peer} failed</source>
        <translation>{interface} 上从 {node} 到 {peer} 的 RDMA 测试失败</translation>
    </message>
    <message>
        <source>The test&apos;s own words are in the evidence: a firewall on the test&apos;s TCP port, a peer that is not reachable over this twin, or an RDMA driver that is not loaded.</source>
        <translation>测试自身的输出见证据：可能是防火墙拦截了测试的 TCP 端口、无法通过该孪生接口访问对端，或 RDMA 驱动未加载。</translation>
    </message>
    <message>
        <source>Read the evidence; check that the peer answers a ping over this twin and that `ibv_devices` lists the ConnectX devices on both nodes.</source>
        <translation>请查看证据；检查对端能否通过该孪生接口响应 ping，以及两个节点上的 `ibv_devices` 是否都列出了 ConnectX 设备。</translation>
    </message>
    <message>
        <source>ib_write_bw (perftest) is not installed on {node}</source>
        <translation>{node} 上未安装 ib_write_bw（perftest）</translation>
    </message>
    <message>
        <source>The perftest package is not part of every GB10 image.</source>
        <translation>并非所有 GB10 系统镜像都自带 perftest 软件包。</translation>
    </message>
    <message>
        <source>Install it: `sudo apt install perftest` (the Prerequisites step does it for you), then run the Doctor again.</source>
        <translation>请安装：`sudo apt install perftest`（“前提条件”步骤会替您完成），然后重新运行诊断。</translation>
    </message>
    <message>
        <source>NCCL from {node} to {peer} moves {value} GB/s while RDMA on the same link is healthy</source>
        <translation>从 {node} 到 {peer} 的 NCCL 只传输 {value} GB/s，而同一链路上的 RDMA 是健康的</translation>
    </message>
    <message>
        <source>NCCL is not using GPUDirect RDMA, or the path between GPU and ConnectX is throttled: a ConnectX or GPU left in a bad state, another GPU job, or a development build of NCCL.</source>
        <translation>NCCL 未使用 GPUDirect RDMA，或 GPU 与 ConnectX 之间的路径受到限制：ConnectX 或 GPU 处于异常状态、有其他 GPU 作业，或使用了 NCCL 的开发版构建。</translation>
    </message>
    <message>
        <source>Check `nvidia-smi` on both nodes for other processes; power-cycle both nodes with a 60 s drain; build NCCL from a release tag. Then run the Doctor again.</source>
        <translation>请在两个节点上用 `nvidia-smi` 检查是否有其他进程；将两个节点断电 60 秒后重新上电；从发布标签（release tag）构建 NCCL。然后重新运行诊断。</translation>
    </message>
    <message>
        <source>NCCL between {node} and {peer} could not be measured</source>
        <translation>无法测量 {node} 与 {peer} 之间的 NCCL</translation>
    </message>
    <message>
        <source>The test&apos;s own words are in the evidence: nccl-tests missing, passwordless SSH between the nodes not set up, or a failure other findings name.</source>
        <translation>测试自身的输出见证据：可能是缺少 nccl-tests、节点之间未配置免密码 SSH，或其他发现项指出的故障。</translation>
    </message>
    <message>
        <source>Fix the other findings first; set up SSH between the nodes (step 6) and nccl-tests (Prerequisites), then run the Doctor again.</source>
        <translation>请先解决其他发现项；配置节点之间的 SSH（步骤 6）和 nccl-tests（“前提条件”），然后重新运行诊断。</translation>
    </message>
    <message>
        <source>The MTU differs across {interface}: {node} has {value}, {peer} has {expected}</source>
        <translation>{interface} 两端的 MTU 不一致：{node} 为 {value}，{peer} 为 {expected}</translation>
    </message>
    <message>
        <source>RoCE needs the same MTU at both ends. A mismatch passes pings of small packets and then fails real traffic with &quot;transport retry counter exceeded&quot; (IBV_WC_RETRY_EXC_ERR, 12).</source>
        <translation>RoCE 要求两端的 MTU 相同。MTU 不匹配时，小包 ping 能通过，但实际流量会以“transport retry counter exceeded”（IBV_WC_RETRY_EXC_ERR，12）失败。</translation>
    </message>
    <message>
        <source>Repair applies the plan again, which writes the same MTU at both ends of every link (the files are backed up and put back unless the nodes answer afterwards).</source>
        <translation>修复会重新应用规划，在每条链路的两端写入相同的 MTU（文件会先备份；如果之后节点没有响应，则会还原）。</translation>
    </message>
    <message>
        <source>{interface} on {node} runs MTU {value}, but its netplan sets {expected}</source>
        <translation>{node} 上的 {interface} 运行于 MTU {value}，但其 netplan 设置为 {expected}</translation>
    </message>
    <message>
        <source>A firmware update or a driver reload put the port back to 1500 without netplan noticing; its peer kept the larger MTU.</source>
        <translation>固件更新或驱动重新加载使端口恢复为 1500，而 netplan 并未察觉；其对端仍保持较大的 MTU。</translation>
    </message>
    <message>
        <source>Repair applies the netplan again (backed up, reverted unless the nodes answer afterwards).</source>
        <translation>修复会重新应用 netplan（先备份；如果之后节点没有响应，则回滚）。</translation>
    </message>
    <message>
        <source>{node} has another netplan file for the ConnectX ports: {value}</source>
        <translation>{node} 上还有另一个配置 ConnectX 端口的 netplan 文件：{value}</translation>
    </message>
    <message>
        <source>A file left by an earlier setup (NVIDIA Sync, a playbook, a script) configures the same ports; netplan merges every file, so its addresses come back at the next reboot or netplan apply.</source>
        <translation>之前的配置（NVIDIA Sync、playbook、脚本）留下的文件配置了相同的端口；netplan 会合并所有文件，因此其中的地址会在下次重启或 netplan apply 时重新出现。</translation>
    </message>
    <message>
        <source>Repair applies the plan again, which moves that file aside (kept with Tandem&apos;s backups, put back by Restore).</source>
        <translation>修复会重新应用规划，并将该文件移开（与 Tandem 的备份一起保存，“恢复”可将其放回）。</translation>
    </message>
    <message>
        <source>{interface} on {node} has {value}, the plan says {expected}</source>
        <translation>{node} 上的 {interface} 为 {value}，而规划为 {expected}</translation>
    </message>
    <message>
        <source>The node&apos;s network changed since the plan was applied: another tool, a file edited by hand, or a reboot that applied another file.</source>
        <translation>应用规划之后，节点的网络发生了变化：可能是其他工具、手动编辑的文件，或重启时应用了另一个文件。</translation>
    </message>
    <message>
        <source>Repair applies the plan again (backed up, reverted unless the nodes answer afterwards).</source>
        <translation>修复会重新应用规划（先备份；如果之后节点没有响应，则回滚）。</translation>
    </message>
    <message>
        <source>NCCL_IB_GID_INDEX={value} is pinned in {where} on {node}, but its RoCE v2 index is now {expected}</source>
        <translation>{node} 上的 {where} 中固定了 NCCL_IB_GID_INDEX={value}，但其 RoCE v2 索引现在是 {expected}</translation>
    </message>
    <message>
        <source>The RoCE v2 GID index moves when addresses change (3 became 4 within 30 minutes on a Spark). A pinned index then names the wrong GID, and NCCL fails with a retry error or falls back to fe80 GIDs.</source>
        <translation>RoCE v2 GID 索引会随地址变化而改变（在一台 Spark 上，30 分钟内就从 3 变成了 4）。此时固定的索引会指向错误的 GID，NCCL 会因重试错误而失败，或回退到 fe80 GID。</translation>
    </message>
    <message>
        <source>Repair takes the line out of {where} (the file is copied beside itself first). NCCL picks the right index itself since 2.21.5; leave it unset.</source>
        <translation>修复会从 {where} 中删除该行（会先在文件旁复制一份）。从 2.21.5 起，NCCL 会自行选择正确的索引；请不要设置它。</translation>
    </message>
    <message>
        <source>NCCL_IB_GID_INDEX={value} is pinned in {where} on {node}</source>
        <translation>{node} 上的 {where} 中固定了 NCCL_IB_GID_INDEX={value}</translation>
    </message>
    <message>
        <source>The index is right today, but it moves when addresses change, and the pin then breaks NCCL on this node.</source>
        <translation>该索引目前是正确的，但它会随地址变化而改变，届时固定的值会导致此节点上的 NCCL 出错。</translation>
    </message>
    <message>
        <source>Repair takes the line out of {where} (the file is copied beside itself first); NCCL picks the index itself since 2.21.5.</source>
        <translation>修复会从 {where} 中删除该行（会先在文件旁复制一份）；从 2.21.5 起，NCCL 会自行选择索引。</translation>
    </message>
    <message>
        <source>The RoCE v2 GID index differs across the nodes ({value})</source>
        <translation>各节点的 RoCE v2 GID 索引不同（{value}）</translation>
    </message>
    <message>
        <source>Each node numbers its GIDs in the order its addresses came; NCCL and Tandem find the index on each node, so this alone is harmless.</source>
        <translation>每个节点按地址出现的顺序为其 GID 编号；NCCL 和 Tandem 会在每个节点上分别查找索引，因此仅此一点并无害处。</translation>
    </message>
    <message>
        <source>Nothing to do. Do not pin NCCL_IB_GID_INDEX.</source>
        <translation>无需任何操作。请勿固定 NCCL_IB_GID_INDEX。</translation>
    </message>
    <message>
        <source>mpirun is not on {node}&apos;s non-interactive PATH (a login shell finds it at {value})</source>
        <translation>mpirun 不在 {node} 的非交互式 PATH 中（登录 shell 可在 {value} 找到它）</translation>
    </message>
    <message>
        <source>mpirun and orted start over non-interactive SSH, which reads no ~/.profile and stops at the top of Ubuntu&apos;s ~/.bashrc; an export further down only reaches interactive shells, so runs that involve this node fail or hang.</source>
        <translation>mpirun 和 orted 通过非交互式 SSH 启动，它不读取 ~/.profile，并且在 Ubuntu 的 ~/.bashrc 开头处就会停止；写在更后面的 export 只对交互式 shell 生效，因此涉及此节点的运行会失败或挂起。</translation>
    </message>
    <message>
        <source>Repair puts {expected} on the PATH at the top of {node}&apos;s ~/.bashrc, in a block marked as Tandem&apos;s (the file is copied beside itself first).</source>
        <translation>修复会在 {node} 的 ~/.bashrc 顶部、一个标记为 Tandem 所有的区块中，将 {expected} 加入 PATH（会先在文件旁复制一份）。</translation>
    </message>
    <message>
        <source>Open MPI is not installed on {node}</source>
        <translation>{node} 上未安装 Open MPI</translation>
    </message>
    <message>
        <source>mpirun must exist at the same place on every node for a run to start there.</source>
        <translation>每个节点上的 mpirun 都必须位于相同的位置，运行才能在该节点上启动。</translation>
    </message>
    <message>
        <source>Install it from the Prerequisites step (or `sudo apt install openmpi-bin`).</source>
        <translation>请在“前提条件”步骤中安装（或运行 `sudo apt install openmpi-bin`）。</translation>
    </message>
    <message>
        <source>{item} differs across the nodes: {value}</source>
        <translation>各节点的 {item} 不一致：{value}</translation>
    </message>
    <message>
        <source>Every rank must load the same NCCL; mismatched builds fail at init or hang until mpirun gives up, sometimes after half an hour.</source>
        <translation>每个 rank 都必须加载相同的 NCCL；构建不一致时，会在初始化时失败，或一直挂起直到 mpirun 放弃，有时长达半小时。</translation>
    </message>
    <message>
        <source>Choose the version to keep, then rebuild it on the other nodes from the Prerequisites step (or point every node at the same NCCL_HOME).</source>
        <translation>请选择要保留的版本，然后在“前提条件”步骤中于其他节点上重新构建（或让所有节点指向同一个 NCCL_HOME）。</translation>
    </message>
    <message>
        <source>Mixed versions work until they do not: different drivers or firmware change how links and GPUs behave, and runs are hard to compare.</source>
        <translation>混用版本可以工作，但迟早会出问题：不同的驱动或固件会改变链路和 GPU 的行为，而且各次运行难以比较。</translation>
    </message>
    <message>
        <source>Bring the odd node to what the others run (DGX OS updates, apt), or update them all.</source>
        <translation>请将不一致的节点更新到与其他节点相同的版本（DGX OS 更新、apt），或将所有节点一起更新。</translation>
    </message>
    <message>
        <source>{interface} on {node} went down {value} time(s) during the run</source>
        <translation>运行期间，{node} 上的 {interface} 断开了 {value} 次</translation>
    </message>
    <message>
        <source>The link dropped for a moment and came back: a QSFP cable that is not fully seated, a dirty connector, a cable at the edge of its rating, or a port that retrains. NCCL stalls or retries while the link is away, and a soak&apos;s bandwidth dips with it.</source>
        <translation>链路短暂断开后又恢复：可能是 QSFP 线缆未完全插好、连接器脏污、线缆已处于其额定能力的边缘，或端口在重新训练。链路断开期间 NCCL 会停滞或重试，持续测试的带宽也会随之下降。</translation>
    </message>
    <message>
        <source>Reseat the cable at both ends until it clicks and run the soak again. If it flaps again, swap in a known-good QSFP112 cable or move it to the other port; the node&apos;s kernel log (sudo dmesg | grep -i link) has the time of each drop.</source>
        <translation>请在两端重新插好线缆，直到听到“咔嗒”一声，然后重新运行持续测试。如果链路再次抖动，请换上一根确认完好的 QSFP112 线缆，或将其改插到另一个端口；节点的内核日志（sudo dmesg | grep -i link）记录了每次断开的时间。</translation>
    </message>
    <message>
        <source>{interface} on {node} changed speed during the run: {value}</source>
        <translation>运行期间，{node} 上的 {interface} 速率发生了变化：{value}</translation>
    </message>
    <message>
        <source>The link trained again at another speed, mostly after a drop: a cable not rated for 200G, or a switch port left on auto-negotiation.</source>
        <translation>链路以另一种速率重新完成了训练，通常发生在断开之后：可能是线缆的额定速率不足 200G，或交换机端口仍处于自动协商。</translation>
    </message>
    <message>
        <source>Check the speed on both ends (ethtool IFACE), use a QSFP112 cable rated for 200G, and on a switch set the port to 200G; then run the soak again.</source>
        <translation>请检查两端的速率（ethtool IFACE），使用额定 200G 的 QSFP112 线缆，如连接的是交换机，请将端口设为 200G；然后重新运行持续测试。</translation>
    </message>
    <message>
        <source>{interface} on {node} slowed its clocks during the run ({value})</source>
        <translation>运行期间，{node} 上的 {interface} 降低了时钟频率（{value}）</translation>
    </message>
    <message>
        <source>The GPU lowered its clocks for heat or power: vents that are blocked, a warm room, or a power brake. A slowed GPU slows every collective it takes part in.</source>
        <translation>GPU 因发热或功率原因降低了时钟频率：可能是通风口被堵、室温过高，或触发了功率制动（power brake）。降频的 GPU 会拖慢它参与的每一个集合通信操作。</translation>
    </message>
    <message>
        <source>RoCE on {interface} of {node} lost or retried packets during the run: {value}</source>
        <translation>运行期间，{node} 的 {interface} 上的 RoCE 出现丢包或重传：{value}</translation>
    </message>
    <message>
        <source>Packets were lost or came out of order on this link, and RoCE had to retransmit. A bad or loose cable, an MTU that differs between the two ends, or a receiver that fell behind all do this; a healthy link keeps these counters still.</source>
        <translation>此链路上出现了丢包或乱序，RoCE 不得不重传。线缆损坏或松动、两端 MTU 不一致，或接收端处理不过来，都会导致这种情况；健康的链路上这些计数器保持不变。</translation>
    </message>
    <message>
        <source>Run the Doctor (it compares MTUs and measures each twin alone), reseat the cable, and run the soak again; if the counters still grow, replace the cable.</source>
        <translation>请运行诊断（它会比较 MTU 并单独测量每个孪生接口），重新插好线缆，然后重新运行持续测试；如果计数器仍在增长，请更换线缆。</translation>
    </message>
    <message>
        <source>{interface} on {node} dropped or damaged frames during the run: {value}</source>
        <translation>运行期间，{node} 上的 {interface} 出现丢帧或损坏帧：{value}</translation>
    </message>
    <message>
        <source>CRC and symbol errors come from the cable or its connectors; discards mean the port ran out of buffer because a receiver fell behind or other traffic shared the link.</source>
        <translation>CRC 错误和符号错误源自线缆或其连接器；丢弃（discard）表示端口缓冲区耗尽，原因是接收端处理不过来，或有其他流量共用该链路。</translation>
    </message>
    <message>
        <source>For CRC or symbol errors, reseat or replace the cable. For discards alone, make sure nothing else uses the link during the run, and run the soak again.</source>
        <translation>如果是 CRC 错误或符号错误，请重新插好或更换线缆。如果只有丢弃，请确保运行期间没有其他程序使用该链路，然后重新运行持续测试。</translation>
    </message>
    <message>
        <source>{value}</source>
        <translation>{value}</translation>
    </message>
    <message>
        <source>{expected}</source>
        <translation>{expected}</translation>
    </message>
    <message>
        <source>{fix}</source>
        <translation>{fix}</translation>
    </message>
    <message>
        <source>Give the node room to breathe (nothing against its vents, the room below 30 °C), watch nvidia-smi -q -d PERFORMANCE under load, and run the soak again.</source>
        <translation>请为节点留出通风空间（通风口前不要放置物品，室温低于 30 °C），在负载下观察 nvidia-smi -q -d PERFORMANCE，然后重新运行持续测试。</translation>
    </message>
</context>
<context>
    <name>Tandem::KnownHosts</name>
    <message>
        <source>Cannot read the known hosts file %1: %2</source>
        <translation>无法读取 known_hosts 文件 %1：%2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the known hosts file.</source>
        <translation>无法为 known_hosts 文件创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot write the known hosts file %1: %2</source>
        <translation>无法写入 known_hosts 文件 %1：%2</translation>
    </message>
    <message>
        <source>The node at %1 did not present a host key.</source>
        <translation>位于 %1 的节点未出示主机密钥。</translation>
    </message>
    <message>
        <source>Cannot check the host key of %1 against %2: %3</source>
        <translation>无法将 %1 的主机密钥与 %2 进行核对：%3</translation>
    </message>
    <message>
        <source>Cannot read the node&apos;s host key to store it.</source>
        <translation>无法读取节点的主机密钥，因此无法保存。</translation>
    </message>
    <message>
        <source>The host key of %1 has changed: it now presents %2, which is not the key Tandem stored when you first connected. Either the node was reinstalled (or its SSH host keys regenerated), or someone is intercepting the connection (a man-in-the-middle). Tandem will not connect.
To check, run on the node&apos;s own console: ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub and compare its SHA256 fingerprint with the one above. Only if they match, remove the old entry with: ssh-keygen -R %3 -f %4 (or remove the node&apos;s line from that file), then connect again and confirm the new key.</source>
        <translation>%1 的主机密钥已变更：它现在出示的是 %2，而不是您首次连接时 Tandem 保存的密钥。可能是该节点被重新安装过（或其 SSH 主机密钥被重新生成），也可能有人正在拦截连接（中间人攻击）。Tandem 不会连接。
如需核实，请在该节点本机的控制台上运行：ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub，并将其 SHA256 指纹与上面的指纹进行比较。仅当两者一致时，才可运行 ssh-keygen -R %3 -f %4 删除旧条目（或从该文件中删除此节点所在的行），然后重新连接并确认新密钥。</translation>
    </message>
    <message>
        <source>%1 presents host key %2, but %3 was expected. Tandem will not connect: check that the address is right and nobody intercepts the connection.</source>
        <translation>%1 出示的主机密钥为 %2，但预期为 %3。Tandem 不会连接：请检查地址是否正确，以及连接是否被拦截。</translation>
    </message>
    <message>
        <source>The known hosts file %1 is larger than %2 MiB; Tandem does not change a file that large. Check what it holds.</source>
        <translation>known_hosts 文件 %1 超过 %2 MiB；Tandem 不会更改这么大的文件。请检查其内容。</translation>
    </message>
</context>
<context>
    <name>Tandem::LabState</name>
    <message>
        <source>The lab state is not valid JSON: %1.</source>
        <translation>实验环境状态文件不是有效的 JSON：%1。</translation>
    </message>
    <message>
        <source>The lab state has an unknown version; update Tandem or the lab.</source>
        <translation>实验环境状态文件的版本未知；请更新 Tandem 或实验环境。</translation>
    </message>
    <message>
        <source>The lab state lists no nodes.</source>
        <translation>实验环境状态文件中没有节点。</translation>
    </message>
    <message>
        <source>Node %1 of the lab state has no hostname or management address.</source>
        <translation>实验环境状态文件中的节点 %1 缺少主机名或管理地址。</translation>
    </message>
    <message>
        <source>Cannot read the lab state %1: %2. Is the lab up (tests/lab/tandem-lab up)?</source>
        <translation>无法读取实验环境状态文件 %1：%2。实验环境是否已启动（tests/lab/tandem-lab up）？</translation>
    </message>
</context>
<context>
    <name>Tandem::LeftoverRuns</name>
    <message>
        <source>this Tandem&apos;s run</source>
        <translation>本 Tandem 的运行</translation>
    </message>
    <message>
        <source>started by another Tandem on this computer (pid %1), which is still running</source>
        <translation>由本机上另一个仍在运行的 Tandem（pid %1）启动</translation>
    </message>
    <message>
        <source>left behind by a Tandem on this computer that is no longer running</source>
        <translation>由本机上一个已不再运行的 Tandem 遗留</translation>
    </message>
    <message>
        <source>started from another computer, which may still be using it</source>
        <translation>由另一台计算机启动，它可能仍在使用</translation>
    </message>
    <message>
        <source>started by a Tandem that did not record where it ran</source>
        <translation>由未记录运行来源的 Tandem 启动</translation>
    </message>
    <message>
        <source>The list of processes is longer than %1 bytes.</source>
        <translation>进程列表超过 %1 字节。</translation>
    </message>
    <message>
        <source>The list of processes has more than %1 lines.</source>
        <translation>进程列表超过 %1 行。</translation>
    </message>
    <message>
        <source>Line %1 is not a process of a run: %2</source>
        <translation>第 %1 行不是测试运行的进程：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>run %1 (%2; %3)</source>
        <translation>运行 %1（%2；%3）</translation>
    </message>
    <message>
        <source>Tests left running</source>
        <translation>仍在运行的遗留测试</translation>
    </message>
    <message>
        <source>Could not look for tests left running: %1</source>
        <translation>无法查找遗留的测试：%1</translation>
    </message>
    <message>
        <source>Could not read the node&apos;s list of processes: %1</source>
        <translation>无法读取节点的进程列表：%1</translation>
    </message>
    <message>
        <source>No test Tandem started is running here.</source>
        <translation>此处没有 Tandem 启动的测试在运行。</translation>
    </message>
    <message numerus="yes">
        <source>%n test run(s) Tandem started still run here. They hold the GPUs and the fabric, and a new test beside them measures less.</source>
        <translation>
            <numerusform>Tandem 启动的 %n 个测试运行仍在此处运行。它们占用 GPU 和网络，同时进行的新测试测得的值会偏低。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>Connect from the Devices page ends the runs left behind when you agree; or end a run on the node yourself: %1</source>
        <translation>在“设备”页面连接时，经您同意后会结束遗留的运行；也可以在节点上自行结束：%1</translation>
    </message>
    <message>
        <source>Wait until it has finished, or, if nobody uses it, end it on the node: %1</source>
        <translation>等待其结束；若无人使用，可在节点上结束它：%1</translation>
    </message>
</context>
<context>
    <name>Tandem::LinkBands</name>
    <message>
        <source>one twin through a switch: about 109 Gb/s; below 100 Gb/s fails</source>
        <translation>经交换机的单个孪生接口：约 109 Gb/s；低于 100 Gb/s 为失败</translation>
    </message>
    <message>
        <source>one twin, direct cable: 110-112 Gb/s; below 100 Gb/s fails</source>
        <translation>直连线缆的单个孪生接口：110-112 Gb/s；低于 100 Gb/s 为失败</translation>
    </message>
    <message>
        <source>both twins at once: 185-196 Gb/s; 184 Gb/s is the pass line</source>
        <translation>两个孪生接口同时使用：185-196 Gb/s；合格线为 184 Gb/s</translation>
    </message>
    <message>
        <source>NCCL all_reduce between two nodes, both twins: 22-24 GB/s; about 11-12 GB/s means one twin</source>
        <translation>两个节点之间的 NCCL all_reduce（两个孪生接口）：22-24 GB/s；约 11-12 GB/s 表示只用了一个孪生接口</translation>
    </message>
</context>
<context>
    <name>Tandem::LinkTestRun</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>%1 is not connected</source>
        <translation>%1 未连接</translation>
    </message>
    <message>
        <source>%1 has no RoCE v2 GID with an IPv4 address on %2</source>
        <translation>%1 在 %2 上没有带 IPv4 地址的 RoCE v2 GID</translation>
    </message>
    <message>
        <source>server on %1: %2</source>
        <translation>%1 上的服务端：%2</translation>
    </message>
    <message>
        <source>%1 on %2 is %3</source>
        <translation>%2 上的 %1 为 %3</translation>
    </message>
</context>
<context>
    <name>Tandem::LspciParser</name>
    <message>
        <source>The output of lspci</source>
        <translation>lspci 的输出</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not say which device it is about; run lspci -vvv -s DOMAIN:BUS:DEV.FN for one device.</source>
        <translation>“%1”未说明针对的是哪个设备；请运行 lspci -vvv -s DOMAIN:BUS:DEV.FN 查看单个设备。</translation>
    </message>
    <message>
        <source>The link speed %1GT/s is not a PCIe speed.</source>
        <translation>链路速率 %1GT/s 不是 PCIe 速率。</translation>
    </message>
    <message>
        <source>The link width x%1 is not a PCIe width.</source>
        <translation>链路宽度 x%1 不是 PCIe 链路宽度。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has neither a speed nor a width.</source>
        <translation>“%1”中既没有速率，也没有链路宽度。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an lspci line.</source>
        <translation>“%1”不是 lspci 的输出行。</translation>
    </message>
    <message>
        <source>There is no lspci output in the text: it is empty or holds only other commands.</source>
        <translation>文本中没有 lspci 的输出：文本为空，或只包含其他命令。</translation>
    </message>
    <message>
        <source>This is not the output of lspci: no line lists a PCI device (&quot;0000:01:00.0 Ethernet controller: ...&quot;), a link or a tree.</source>
        <translation>这不是 lspci 的输出：没有任何一行列出 PCI 设备（“0000:01:00.0 Ethernet controller: ...”）、链路或设备树。</translation>
    </message>
    <message numerus="yes">
        <source>%n more lines were not understood.</source>
        <translation>
            <numerusform>另有 %n 行无法识别。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::MdnsBrowser</name>
    <message>
        <source>There is no network interface named %1 on this computer.</source>
        <translation>本机上没有名为 %1 的网络接口。</translation>
    </message>
    <message>
        <source>Could not start mDNS browsing: out of memory.</source>
        <translation>无法开始 mDNS 浏览：内存不足。</translation>
    </message>
    <message>
        <source>Could not browse mDNS for SSH services: %1.</source>
        <translation>无法通过 mDNS 浏览 SSH 服务：%1。</translation>
    </message>
    <message>
        <source>Could not start the mDNS browsing thread.</source>
        <translation>无法启动 mDNS 浏览线程。</translation>
    </message>
    <message>
        <source>mDNS browsing needs the avahi-daemon service on this computer, and it is not running (%1). Start it (sudo systemctl start avahi-daemon), or add the Sparks by name or address, or sweep their network.</source>
        <translation>mDNS 浏览需要本机的 avahi-daemon 服务，但它未在运行（%1）。请启动它（sudo systemctl start avahi-daemon），或按名称或地址添加 Spark，或扫描其网络。</translation>
    </message>
    <message>
        <source>avahi-daemon stopped while Tandem was browsing mDNS (%1). Start it again, or add the Sparks by name or address, or sweep their network.</source>
        <translation>Tandem 浏览 mDNS 时 avahi-daemon 已停止（%1）。请重新启动它，或按名称或地址添加 Spark，或扫描其网络。</translation>
    </message>
    <message>
        <source>mDNS browsing through avahi-daemon failed (%1). Add the Sparks by name or address, or sweep their network.</source>
        <translation>通过 avahi-daemon 进行的 mDNS 浏览失败（%1）。请按名称或地址添加 Spark，或扫描其网络。</translation>
    </message>
</context>
<context>
    <name>Tandem::MpirunCommand</name>
    <message>
        <source>A largest size of %1 GiB needs about %2 GiB of memory on every node (send, receive and check buffers), more than 60% of a Spark&apos;s 128 GB of unified memory: the node could freeze. Use -e %3G or less.</source>
        <translation>最大尺寸为 %1 GiB 时，每个节点需要约 %2 GiB 内存（发送、接收和校验缓冲区），超过 Spark 128 GB 统一内存的 60%：节点可能会卡死。请使用 -e %3G 或更小的值。</translation>
    </message>
    <message>
        <source>A bandwidth test needs a network plan with at least two nodes.</source>
        <translation>带宽测试需要包含至少两个节点的网络规划。</translation>
    </message>
    <message>
        <source>Unknown collective &apos;%1&apos;; use one of %2.</source>
        <translation>未知的集合通信操作“%1”；请使用 %2 之一。</translation>
    </message>
    <message>
        <source>The sizes must satisfy 0 &lt; -b &lt;= -e and the factor must be 2 or more.</source>
        <translation>尺寸必须满足 0 &lt; -b &lt;= -e，且倍数必须不小于 2。</translation>
    </message>
    <message>
        <source>The plan gives %1 no CX7 address.</source>
        <translation>规划未给 %1 分配 CX7 地址。</translation>
    </message>
    <message>
        <source>%1 shares no CX7 subnet with %2, so mpirun cannot reach it from there.</source>
        <translation>%1 与 %2 没有共同的 CX7 子网，因此 mpirun 无法从那里访问它。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not NAME=VALUE.</source>
        <translation>“%1”不是 NAME=VALUE 格式。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid environment variable name.</source>
        <translation>“%1”不是有效的环境变量名。</translation>
    </message>
    <message>
        <source>%1 is set by Tandem for every run and cannot be changed.</source>
        <translation>%1 由 Tandem 为每次运行设置，无法更改。</translation>
    </message>
    <message>
        <source>The value of %1 holds a line break.</source>
        <translation>%1 的值包含换行符。</translation>
    </message>
    <message>
        <source>tandem-probe does not run &apos;%1&apos;; use one of %2.</source>
        <translation>tandem-probe 不支持运行“%1”；请使用 %2 之一。</translation>
    </message>
    <message>
        <source>tandem-probe&apos;s backend is nccl or mpi, not &apos;%1&apos;.</source>
        <translation>tandem-probe 的后端应为 nccl 或 mpi，而不是“%1”。</translation>
    </message>
    <message>
        <source>%1: %2 (not %3)</source>
        <translation>%1：%2（而不是 %3）</translation>
    </message>
</context>
<context>
    <name>Tandem::NcclPairRun</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>nccl-tests did not run on %1 (not installed at %2?)</source>
        <translation>nccl-tests 未在 %1 上运行（是否未安装在 %2？）</translation>
    </message>
    <message>
        <source>%1 is not connected</source>
        <translation>%1 未连接</translation>
    </message>
</context>
<context>
    <name>Tandem::NcclRow</name>
    <message>
        <source>%1 %2 is out of range</source>
        <translation>%1 的值 %2 超出范围</translation>
    </message>
</context>
<context>
    <name>Tandem::NcclTestsJsonParser</name>
    <message>
        <source>the nccl-tests JSON report cannot be read: %1</source>
        <translation>无法读取 nccl-tests 的 JSON 报告：%1</translation>
    </message>
    <message>
        <source>this is not an nccl-tests JSON report: it has no &quot;results&quot; list</source>
        <translation>这不是 nccl-tests 的 JSON 报告：没有“results”列表</translation>
    </message>
    <message>
        <source>JSON report version %1 is not the known version 3; read as far as its keys match</source>
        <translation>JSON 报告版本 %1 不是已知的版本 3；已按键名匹配的部分读取</translation>
    </message>
    <message>
        <source>the value %1 of %2 is out of range and was ignored</source>
        <translation>%2 的值 %1 超出范围，已忽略</translation>
    </message>
    <message>
        <source>the nccl-tests JSON report</source>
        <translation>nccl-tests 的 JSON 报告</translation>
    </message>
    <message>
        <source>size, count or root is not a whole number in range (size %1, count %2, root %3)</source>
        <translation>size、count 或 root 不是范围内的整数（size %1，count %2，root %3）</translation>
    </message>
    <message>
        <source>result %1 was dropped because its %2</source>
        <translation>已丢弃结果 %1（%2）</translation>
    </message>
    <message>
        <source>the average bus bandwidth %1 is out of range and was ignored</source>
        <translation>平均总线带宽 %1 超出范围，已忽略</translation>
    </message>
</context>
<context>
    <name>Tandem::NcclTestsParser</name>
    <message>
        <source>line %1: a result row was cut by NCCL log output and was dropped: %2</source>
        <translation>第 %1 行：结果行被 NCCL 日志输出截断，已丢弃：%2</translation>
    </message>
    <message>
        <source>line %1: the rest of a result row cut by NCCL log output was dropped: %2</source>
        <translation>第 %1 行：被 NCCL 日志输出截断的结果行的剩余部分已丢弃：%2</translation>
    </message>
    <message>
        <source>this line looks like a result row but cannot be read: %1</source>
        <translation>此行看起来是结果行，但无法读取：%1</translation>
    </message>
    <message>
        <source>line %1: text in front of an NCCL log line was dropped: %2</source>
        <translation>第 %1 行：NCCL 日志行之前的文字已丢弃：%2</translation>
    </message>
    <message>
        <source>line %1: unrecognised output: %2</source>
        <translation>第 %1 行：无法识别的输出：%2</translation>
    </message>
    <message>
        <source>line %1: nccl-tests reduced the largest size because of GPU memory: %2</source>
        <translation>第 %1 行：由于 GPU 内存限制，nccl-tests 缩小了最大测试尺寸：%2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>this is not nccl-tests output: it has no nccl-tests header and no result rows</source>
        <translation>这不是 nccl-tests 的输出：既没有 nccl-tests 头部，也没有结果行</translation>
    </message>
    <message numerus="yes">
        <source>%n more unrecognised line(s) not listed</source>
        <translation>
            <numerusform>另有 %n 行无法识别的输出未列出</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: the output was cut short inside this line, which was dropped (%2)</source>
        <translation>第 %1 行：输出在此行中途被截断，此行已丢弃（%2）</translation>
    </message>
    <message>
        <source>the output has more than %1 lines; Tandem reads no further</source>
        <translation>输出超过 %1 行；Tandem 不再继续读取</translation>
    </message>
    <message>
        <source>line %1: a result row was dropped because its %2</source>
        <translation>第 %1 行：已丢弃一个结果行（%2）</translation>
    </message>
    <message>
        <source>line %1: the parameter %2 is out of range and was ignored</source>
        <translation>第 %1 行：参数 %2 超出范围，已忽略</translation>
    </message>
    <message>
        <source>line %1: a device line with a number out of range was ignored</source>
        <translation>第 %1 行：已忽略一个含有超出范围数值的设备行</translation>
    </message>
    <message>
        <source>line %1: the count of out-of-bounds values is out of range and was ignored</source>
        <translation>第 %1 行：越界值（out-of-bounds）的数量超出范围，已忽略</translation>
    </message>
    <message>
        <source>line %1: the average bus bandwidth %2 is out of range and was ignored</source>
        <translation>第 %1 行：平均总线带宽 %2 超出范围，已忽略</translation>
    </message>
    <message>
        <source>the nccl-tests output</source>
        <translation>nccl-tests 的输出</translation>
    </message>
</context>
<context>
    <name>Tandem::NetplanDocument</name>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 必须为 true 或 false</translation>
    </message>
    <message>
        <source>%1 must be a list</source>
        <translation>%1 必须是列表</translation>
    </message>
    <message>
        <source>every entry of %1 must be a plain value</source>
        <translation>%1 的每一项都必须是普通值</translation>
    </message>
    <message>
        <source>%1 is not a netplan file Tandem can read: %2.</source>
        <translation>%1 不是 Tandem 可以读取的 netplan 文件：%2。</translation>
    </message>
    <message>
        <source>The plan for %1 has an interface without a name or address.</source>
        <translation>%1 的规划中有缺少名称或地址的接口。</translation>
    </message>
    <message>
        <source>Could not write the netplan file: %1</source>
        <translation>无法写入 netplan 文件：%1</translation>
    </message>
    <message>
        <source>the top level must be a mapping with a &quot;network&quot; key</source>
        <translation>顶层必须是包含“network”键的映射</translation>
    </message>
    <message>
        <source>there is no &quot;network&quot; key</source>
        <translation>没有“network”键</translation>
    </message>
    <message>
        <source>&quot;network&quot; must be a mapping</source>
        <translation>“network”必须是映射</translation>
    </message>
    <message>
        <source>renderer must be a name</source>
        <translation>renderer 必须是名称</translation>
    </message>
    <message>
        <source>&quot;ethernets&quot; must be a mapping of interface names</source>
        <translation>“ethernets”必须是以接口名为键的映射</translation>
    </message>
    <message>
        <source>an interface name must be a plain name</source>
        <translation>接口名必须是普通名称</translation>
    </message>
    <message>
        <source>the settings of %1 must be a mapping</source>
        <translation>%1 的设置必须是映射</translation>
    </message>
    <message>
        <source>mtu must be a positive number</source>
        <translation>mtu 必须是正数</translation>
    </message>
    <message>
        <source>%1 is not valid YAML: %2.</source>
        <translation>%1 不是有效的 YAML：%2。</translation>
    </message>
</context>
<context>
    <name>Tandem::NetplanListing</name>
    <message numerus="yes">
        <source>%1 (%n byte(s), sha256 %2):</source>
        <translation>
            <numerusform>%1（%n 字节，sha256 %2）：</numerusform>
        </translation>
    </message>
    <message>
        <source>No netplan files.</source>
        <translation>没有 netplan 文件。</translation>
    </message>
</context>
<context>
    <name>Tandem::NetworkPlanStep</name>
    <message>
        <source>Current netplan files</source>
        <translation>当前的 netplan 文件</translation>
    </message>
    <message>
        <source>Reading /etc/netplan failed (exit status %1): %2</source>
        <translation>读取 /etc/netplan 失败（退出状态 %1）：%2</translation>
    </message>
    <message>
        <source>Address plan</source>
        <translation>地址规划</translation>
    </message>
    <message>
        <source>Subnets %1. %2</source>
        <translation>子网：%1。%2</translation>
    </message>
    <message>
        <source>netplan file</source>
        <translation>netplan 文件</translation>
    </message>
</context>
<context>
    <name>Tandem::NmcliParser</name>
    <message>
        <source>nmcli printed %1 bytes, more than the %2 Tandem reads; it lists NetworkManager profiles in far less.</source>
        <translation>nmcli 输出了 %1 字节，超过了 Tandem 读取的上限 %2 字节；NetworkManager 配置文件列表远比这小。</translation>
    </message>
    <message>
        <source>nmcli printed a line with %1 fields where NAME:DEVICE:TYPE was expected.</source>
        <translation>nmcli 输出了一行含 %1 个字段的内容，而预期格式为 NAME:DEVICE:TYPE。</translation>
    </message>
    <message>
        <source>nmcli printed a profile without a name: &quot;%1&quot;.</source>
        <translation>nmcli 输出了一个没有名称的配置文件：“%1”。</translation>
    </message>
</context>
<context>
    <name>Tandem::NodeBackup</name>
    <message>
        <source>The manifest has an entry Tandem cannot use: %1.</source>
        <translation>清单中有 Tandem 无法使用的条目：%1。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The manifest has a run Tandem cannot use (run id &quot;%1&quot;).</source>
        <translation>清单中有 Tandem 无法使用的运行批次（批次 ID“%1”）。</translation>
    </message>
    <message>
        <source>The manifest is not valid JSON: %1.</source>
        <translation>清单不是有效的 JSON：%1。</translation>
    </message>
    <message>
        <source>The manifest has version %1; this Tandem reads version %2.</source>
        <translation>清单版本为 %1，而此版本的 Tandem 读取的是版本 %2。</translation>
    </message>
    <message>
        <source>Unexpected backup output.</source>
        <translation>备份输出不符合预期。</translation>
    </message>
    <message>
        <source>The backup of %1 did not arrive intact.</source>
        <translation>%1 的备份未能完整传回。</translation>
    </message>
    <message>
        <source>The backup stopped after %1 of %2 files.</source>
        <translation>备份在完成 %2 个文件中的 %1 个后中止。</translation>
    </message>
    <message>
        <source>Cannot keep a local backup for node &quot;%1&quot;.</source>
        <translation>无法为节点“%1”保留本地备份。</translation>
    </message>
    <message>
        <source>Cannot create %1.</source>
        <translation>无法创建 %1。</translation>
    </message>
    <message>
        <source>No local backup of run %1 for %2.</source>
        <translation>没有 %2 的运行批次 %1 的本地备份。</translation>
    </message>
    <message>
        <source>The local backup of %1 is missing.</source>
        <translation>%1 的本地备份缺失。</translation>
    </message>
    <message>
        <source>The local backup of %1 does not match its checksum.</source>
        <translation>%1 的本地备份与其校验和不符。</translation>
    </message>
    <message>
        <source>Tandem keeps no copy of %1 on this computer: it holds secrets (Wi-Fi or VPN keys), so only the backup on the node can put it back.</source>
        <translation>%1 包含机密信息（Wi-Fi 或 VPN 密钥），因此 Tandem 不在本机保留其副本：只有节点上的备份才能将其还原。</translation>
    </message>
</context>
<context>
    <name>Tandem::NodeIdentityReader</name>
    <message>
        <source>The identity of the node</source>
        <translation>节点的身份信息</translation>
    </message>
    <message>
        <source>/etc/dgx-release: %1</source>
        <translation>/etc/dgx-release：%1</translation>
    </message>
    <message>
        <source>/etc/fastos-release: %1</source>
        <translation>/etc/fastos-release：%1</translation>
    </message>
    <message>
        <source>line %1: not a PCI function: %2</source>
        <translation>第 %1 行：不是 PCI 功能：%2</translation>
    </message>
    <message>
        <source>line %1: unknown file section %2</source>
        <translation>第 %1 行：未知的文件节 %2</translation>
    </message>
    <message>
        <source>line %1: not understood: %2</source>
        <translation>第 %1 行：无法识别：%2</translation>
    </message>
    <message>
        <source>/etc/%1 was cut short.</source>
        <translation>/etc/%1 被截断。</translation>
    </message>
    <message>
        <source>The node did not say what machine it is (no uname -m).</source>
        <translation>节点未报告其机器类型（没有 uname -m 的输出）。</translation>
    </message>
</context>
<context>
    <name>Tandem::NodeLock</name>
    <message>
        <source>run %1 by %2 on %3 (pid %4), started %5</source>
        <translation>%2 在 %3 上的运行批次 %1（pid %4，开始于 %5）</translation>
    </message>
</context>
<context>
    <name>Tandem::NodePool</name>
    <message>
        <source>%1 is not one of this session&apos;s nodes.</source>
        <translation>%1 不是本会话的节点。</translation>
    </message>
</context>
<context>
    <name>Tandem::NodeScanner</name>
    <message>
        <source>the scan of %1</source>
        <translation>%1 的扫描结果</translation>
    </message>
    <message>
        <source>%1 did not run Tandem&apos;s scan (its first line is missing)</source>
        <translation>%1 未运行 Tandem 的扫描（缺少其第一行）</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>a line too long or with control characters</source>
        <translation>过长或含有控制字符的行</translation>
    </message>
    <message>
        <source>more than %1 ConnectX netdevs</source>
        <translation>ConnectX netdev 超过 %1 个</translation>
    </message>
    <message>
        <source>more than %1 GIDs</source>
        <translation>GID 超过 %1 个</translation>
    </message>
    <message>
        <source>a GID index that is not a number</source>
        <translation>不是数字的 GID 索引</translation>
    </message>
    <message>
        <source>not understood: %1</source>
        <translation>无法识别：%1</translation>
    </message>
    <message>
        <source>the scan was cut short (no @end line)</source>
        <translation>扫描被中途截断（没有 @end 行）</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>…另有 %n 条</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::NvidiaSmiParser</name>
    <message>
        <source>The output of nvidia-smi</source>
        <translation>nvidia-smi 的输出</translation>
    </message>
    <message>
        <source>nvidia-smi cannot talk to the NVIDIA driver. Check that the driver is installed and loaded; after a driver update, reboot.</source>
        <translation>nvidia-smi 无法与 NVIDIA 驱动通信。请检查驱动是否已安装并加载；更新驱动后请重启。</translation>
    </message>
    <message>
        <source>nvidia-smi could not start NVML (%1). If the driver was just updated, reboot.</source>
        <translation>nvidia-smi 无法启动 NVML（%1）。如果刚更新过驱动，请重启。</translation>
    </message>
    <message>
        <source>nvidia-smi found no GPU.</source>
        <translation>nvidia-smi 未找到 GPU。</translation>
    </message>
    <message>
        <source>line %1: not a GPU line of the table: %2</source>
        <translation>第 %1 行：不是表格中的 GPU 行：%2</translation>
    </message>
    <message>
        <source>line %1: not a process line of the table: %2</source>
        <translation>第 %1 行：不是表格中的进程行：%2</translation>
    </message>
    <message>
        <source>line %1: not understood: %2</source>
        <translation>第 %1 行：无法识别：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not nvidia-smi output (its table or a --query-gpu CSV).</source>
        <translation>“%1”不是 nvidia-smi 的输出（表格或 --query-gpu CSV）。</translation>
    </message>
    <message>
        <source>The row has %1 values but the header names %2 columns.</source>
        <translation>该行有 %1 个值，但标题行列出了 %2 列。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; lacks a GPU name or a driver version.</source>
        <translation>“%1”缺少 GPU 名称或驱动版本。</translation>
    </message>
    <message>
        <source>nvidia-smi listed no GPU.</source>
        <translation>nvidia-smi 没有列出任何 GPU。</translation>
    </message>
</context>
<context>
    <name>Tandem::OutputKinds</name>
    <message>
        <source>The input is empty.</source>
        <translation>输入为空。</translation>
    </message>
    <message>
        <source>The NCCL log</source>
        <translation>NCCL 日志</translation>
    </message>
    <message>
        <source>No NCCL log lines were found (is NCCL_DEBUG=INFO set?).</source>
        <translation>未找到 NCCL 日志行（是否设置了 NCCL_DEBUG=INFO？）。</translation>
    </message>
    <message>
        <source>Tandem does not know the output kind &quot;%1&quot;; it reads %2.</source>
        <translation>Tandem 不认识输出类型“%1”；它可读取：%2。</translation>
    </message>
</context>
<context>
    <name>Tandem::ParityTable</name>
    <message>
        <source>OS</source>
        <translation>OS</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA 驱动</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>NCCL (library nccl-tests loads)</source>
        <translation>NCCL（nccl-tests 加载的库）</translation>
    </message>
    <message>
        <source>NCCL (headers nccl-tests was built with)</source>
        <translation>NCCL（构建 nccl-tests 时所用的头文件）</translation>
    </message>
    <message>
        <source>nccl-tests</source>
        <translation>nccl-tests</translation>
    </message>
    <message>
        <source>Open MPI</source>
        <translation>Open MPI</translation>
    </message>
    <message>
        <source>mpirun on the non-interactive PATH</source>
        <translation>非交互式 PATH 中的 mpirun</translation>
    </message>
    <message>
        <source>PATH of a non-interactive SSH session</source>
        <translation>非交互式 SSH 会话的 PATH</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>ConnectX firmware %1</source>
        <translation>ConnectX 固件 %1</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>Speed %1 (Mb/s)</source>
        <translation>速率 %1（Mb/s）</translation>
    </message>
    <message>
        <source>RoCE v2 GID index %1</source>
        <translation>RoCE v2 GID 索引 %1</translation>
    </message>
</context>
<context>
    <name>Tandem::PlanConflicts</name>
    <message>
        <source>Planned subnets are free on this node</source>
        <translation>规划的子网在此节点上未被占用</translation>
    </message>
    <message>
        <source>%1 (planned for %2) overlaps %3 on %4</source>
        <translation>%1（规划给 %2）与 %4 上的 %3 重叠</translation>
    </message>
    <message>
        <source>The routes could not be read: %1</source>
        <translation>无法读取路由：%1</translation>
    </message>
    <message>
        <source>%1 (planned for %2) overlaps the route %3 via %4 (table %5)</source>
        <translation>%1（规划给 %2）与经由 %4 的路由 %3（路由表 %5）重叠</translation>
    </message>
    <message>
        <source>%1. Traffic for these addresses would go the wrong way, and the node could become unreachable over its management network.</source>
        <translation>%1。发往这些地址的流量将走错路径，节点可能无法再通过管理网络访问。</translation>
    </message>
    <message>
        <source>Choose another base for the plan with --base (or on the plan page), for example 10.55.0.0/24.</source>
        <translation>请用 --base（或在规划页面上）为规划选择其他基址，例如 10.55.0.0/24。</translation>
    </message>
    <message>
        <source>Run `ip -j route show table all` on the node and check that it prints JSON.</source>
        <translation>请在节点上运行 `ip -j route show table all`，并检查其是否输出 JSON。</translation>
    </message>
    <message>
        <source>Neither the node&apos;s addresses nor its routes were read.</source>
        <translation>未读取到节点的地址和路由。</translation>
    </message>
    <message>
        <source>No management address or route overlaps the planned subnets.</source>
        <translation>没有管理地址或路由与规划的子网重叠。</translation>
    </message>
    <message>
        <source>No other netplan file configures the ConnectX-7</source>
        <translation>没有其他 netplan 文件配置 ConnectX-7</translation>
    </message>
    <message>
        <source>/etc/netplan was not read on this node.</source>
        <translation>未在此节点上读取 /etc/netplan。</translation>
    </message>
    <message>
        <source>Fix or remove /etc/netplan/%1: netplan refuses it as well.</source>
        <translation>请修复或删除 /etc/netplan/%1：netplan 同样会拒绝该文件。</translation>
    </message>
    <message>
        <source>/etc/netplan/%1 configures %2</source>
        <translation>/etc/netplan/%1 配置了 %2</translation>
    </message>
    <message>
        <source> with %1</source>
        <translation> （地址为 %1）</translation>
    </message>
    <message>
        <source> and turns on IPv4 link-local (169.254) addressing</source>
        <translation> （并启用了 IPv4 链路本地寻址，即 169.254 地址）</translation>
    </message>
    <message>
        <source>Tandem moves /etc/netplan/%1 aside when it applies the plan (a backup is kept and Restore puts it back); to do it by hand: sudo mv /etc/netplan/%1 /root/%1.bak</source>
        <translation>Tandem 在应用规划时会移走 /etc/netplan/%1（会保留备份，“恢复”可将其放回）；如需手动操作：sudo mv /etc/netplan/%1 /root/%1.bak</translation>
    </message>
    <message>
        <source>Only 40-cx7.yaml configures the ConnectX-7; the plan replaces it and keeps a backup.</source>
        <translation>只有 40-cx7.yaml 配置了 ConnectX-7；规划会替换该文件并保留备份。</translation>
    </message>
    <message>
        <source>No netplan file configures the ConnectX-7 interfaces.</source>
        <translation>没有 netplan 文件配置 ConnectX-7 接口。</translation>
    </message>
    <message>
        <source>%1. netplan reads every file in /etc/netplan and concatenates address lists, so each interface would get these addresses as well as the planned ones.</source>
        <translation>%1。netplan 会读取 /etc/netplan 中的所有文件并合并地址列表，因此每个接口除了规划的地址之外，还会获得这些地址。</translation>
    </message>
    <message>
        <source>No NetworkManager profile on the ConnectX-7</source>
        <translation>ConnectX-7 上没有 NetworkManager 配置文件</translation>
    </message>
    <message>
        <source>NetworkManager was not asked on this node.</source>
        <translation>未在此节点上查询 NetworkManager。</translation>
    </message>
    <message>
        <source>NetworkManager is not installed (no nmcli), so no profile can interfere.</source>
        <translation>未安装 NetworkManager（没有 nmcli），因此不会有配置文件造成干扰。</translation>
    </message>
    <message>
        <source>The NetworkManager profiles could not be read: %1</source>
        <translation>无法读取 NetworkManager 配置文件：%1</translation>
    </message>
    <message>
        <source>Run `nmcli -t -f NAME,DEVICE,TYPE connection show` on the node and look for profiles on ConnectX-7 interfaces.</source>
        <translation>请在节点上运行 `nmcli -t -f NAME,DEVICE,TYPE connection show`，查找 ConnectX-7 接口上的配置文件。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; on %2</source>
        <translation>%2 上的“%1”</translation>
    </message>
    <message>
        <source>No NetworkManager profile is bound to a ConnectX-7 interface.</source>
        <translation>没有绑定到 ConnectX-7 接口的 NetworkManager 配置文件。</translation>
    </message>
    <message>
        <source>NetworkManager profiles are active on ConnectX-7 interfaces: %1. NetworkManager may keep their addresses or restore them after the netplan file is applied.</source>
        <translation>ConnectX-7 接口上有处于活动状态的 NetworkManager 配置文件：%1。应用 netplan 文件后，NetworkManager 可能会保留这些配置文件的地址，或将其恢复。</translation>
    </message>
    <message>
        <source>Every planned interface is up</source>
        <translation>所有规划的接口均已启用</translation>
    </message>
    <message>
        <source>The cabling of this node was not read.</source>
        <translation>未读取此节点的布线信息。</translation>
    </message>
    <message>
        <source>%1 is down while its twin %2 is up</source>
        <translation>%1 已断开，而其孪生接口 %2 已启用</translation>
    </message>
    <message>
        <source>All planned interfaces have a link.</source>
        <translation>所有规划的接口均有链路。</translation>
    </message>
    <message>
        <source>%1 and its twin have no link at all (is the cable in the other port?)</source>
        <translation>%1 及其孪生接口均无链路（线缆是否插在了另一个端口上？）</translation>
    </message>
    <message>
        <source>The plan gives addresses to interfaces without a link: %1.</source>
        <translation>规划为没有链路的接口分配了地址：%1。</translation>
    </message>
    <message>
        <source>Reseat the cable (pull tab up) and run the cabling step again, then plan again; the plan only addresses twins that are up.</source>
        <translation>请重新插好线缆（拉环朝上）并重新运行“布线”步骤，然后重新规划；规划只会为已启用的孪生接口分配地址。</translation>
    </message>
    <message>
        <source>No 169.254 link-local addresses on the ConnectX-7</source>
        <translation>ConnectX-7 上没有 169.254 链路本地地址</translation>
    </message>
    <message>
        <source>Neither the addresses nor /etc/netplan were read on this node.</source>
        <translation>未在此节点上读取地址和 /etc/netplan。</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation>%1 上有地址 %2</translation>
    </message>
    <message>
        <source>/etc/netplan/%1 sets link-local: [ ipv4 ] on %2</source>
        <translation>/etc/netplan/%1 为 %2 设置了 link-local: [ ipv4 ]</translation>
    </message>
    <message>
        <source>No ConnectX-7 interface uses IPv4 link-local addressing.</source>
        <translation>没有 ConnectX-7 接口使用 IPv4 链路本地寻址。</translation>
    </message>
    <message>
        <source>%1. 169.254 addresses change at random and only cover one cable; the old playbook setup used them.</source>
        <translation>%1。169.254 地址会随机变化，且只覆盖一根线缆；旧的 playbook 配置使用的就是这类地址。</translation>
    </message>
    <message>
        <source>Apply the plan: it replaces 40-cx7.yaml and moves other files aside, so the 169.254 addresses go away. Then use the planned addresses in host lists (mpirun -H, NCCL) instead.</source>
        <translation>请应用规划：它会替换 40-cx7.yaml 并移走其他文件，169.254 地址随之消失。之后请在主机列表（mpirun -H、NCCL）中改用规划的地址。</translation>
    </message>
    <message>
        <source>%1 (%2) and %3 (%4)</source>
        <translation>%1（%2）和 %3（%4）</translation>
    </message>
    <message>
        <source>Each twin in its own subnet</source>
        <translation>每个孪生接口位于各自的子网</translation>
    </message>
    <message>
        <source>With two interfaces in one subnet the kernel has two routes for it and sends replies for both through one of them (routing ambiguity): one twin carries everything, or NCCL fails to connect.</source>
        <translation>如果两个接口位于同一子网，内核会为该子网建立两条路由，并通过其中一个接口发送两者的回复（路由歧义）：结果要么是一个孪生接口承载全部流量，要么是 NCCL 连接失败。</translation>
    </message>
    <message>
        <source>The plan puts twins in one subnet: %1. %2</source>
        <translation>规划将孪生接口置于同一子网：%1。%2</translation>
    </message>
    <message>
        <source>Plan again without editing: Tandem gives every twin its own subnet.</source>
        <translation>请不加修改地重新规划：Tandem 会为每个孪生接口分配各自的子网。</translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <source>in /etc/netplan: %1</source>
        <translation>/etc/netplan 中：%1</translation>
    </message>
    <message>
        <source>No two twins share a subnet, now or in the plan.</source>
        <translation>无论是当前配置还是规划中，都没有孪生接口共用同一子网。</translation>
    </message>
    <message>
        <source>The current configuration puts twins in one subnet: %1. %2</source>
        <translation>当前配置将孪生接口置于同一子网：%1。%2</translation>
    </message>
    <message>
        <source>Apply the plan: it gives each twin its own subnet and moves the other netplan files aside.</source>
        <translation>请应用规划：它会为每个孪生接口分配各自的子网，并移走其他 netplan 文件。</translation>
    </message>
    <message>
        <source>Every planned address is unique</source>
        <translation>所有规划的地址均唯一</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n planned address(es), no duplicates.</source>
        <translation>
            <numerusform>共规划 %n 个地址，无重复。</numerusform>
        </translation>
    </message>
    <message>
        <source>The same address is planned more than once: %1.</source>
        <translation>同一地址被规划了多次：%1。</translation>
    </message>
    <message>
        <source>Plan again without editing addresses: Tandem numbers node i as host 10 + i.</source>
        <translation>请勿修改地址，直接重新规划：Tandem 会将节点 i 编号为主机 10 + i。</translation>
    </message>
    <message>
        <source>Take the ConnectX-7 interfaces out of /etc/netplan/%1 by hand (keep a copy), then make the plan again.</source>
        <translation>请手动从 /etc/netplan/%1 中去掉 ConnectX-7 接口（保留一份副本），然后重新制定计划。</translation>
    </message>
    <message>
        <source>/etc/netplan/%1 also configures other interfaces, which Tandem leaves alone: when it applies the plan it takes only the entries for %2 out of the file and keeps every other byte (a backup is kept and Restore puts the whole file back).</source>
        <translation>/etc/netplan/%1 还配置了其他接口，Tandem 不会改动它们：应用计划时只从文件中去掉 %2 的条目，其余每个字节都保留（会保留备份，恢复会将整个文件还原）。</translation>
    </message>
    <message>
        <source>Tandem will not edit /etc/netplan/%1: it names %2 outside its &quot;ethernets&quot; section.</source>
        <translation>Tandem 不会编辑 /etc/netplan/%1：它在 &quot;ethernets&quot; 部分之外引用了 %2。</translation>
    </message>
    <message>
        <source>This node&apos;s netplan hands every interface to NetworkManager (%1); Tandem&apos;s file names networkd for the ConnectX-7 ports, and netplan tells NetworkManager to leave them alone (a udev rule that netplan apply triggers). Should NetworkManager still hold one, restart it: sudo systemctl restart NetworkManager.</source>
        <translation>此节点的 netplan 将所有接口交给 NetworkManager（%1）；Tandem 的文件为 ConnectX-7 端口指定 networkd，netplan 会告知 NetworkManager 不再管理这些端口（由 netplan apply 触发的 udev 规则）。如果 NetworkManager 仍占用某个端口，请重启它：sudo systemctl restart NetworkManager。</translation>
    </message>
</context>
<context>
    <name>Tandem::PrerequisiteChecks</name>
    <message>
        <source>Build %1 on the nodes (Build missing; tandem-cli prereqs --build), or point Tandem at an existing install (%2).</source>
        <translation>请在节点上构建 %1（“构建缺失项”；tandem-cli prereqs --build），或让 Tandem 指向现有的安装（%2）。</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>nccl-tests</source>
        <translation>nccl-tests</translation>
    </message>
    <message>
        <source>Open MPI</source>
        <translation>Open MPI</translation>
    </message>
    <message>
        <source>tandem-probe</source>
        <translation>tandem-probe</translation>
    </message>
    <message>
        <source>Same versions on every node</source>
        <translation>所有节点版本相同</translation>
    </message>
    <message>
        <source>Build of NCCL</source>
        <translation>NCCL 构建</translation>
    </message>
    <message>
        <source>Build of nccl-tests</source>
        <translation>构建 nccl-tests</translation>
    </message>
    <message>
        <source>Install of Open MPI</source>
        <translation>安装 Open MPI</translation>
    </message>
    <message>
        <source>Build of tandem-probe</source>
        <translation>构建 tandem-probe</translation>
    </message>
    <message>
        <source>The check exited with status %1: %2</source>
        <translation>检查以退出状态 %1 结束：%2</translation>
    </message>
    <message>
        <source>NCCL_HOME: the folder with include/nccl.h and lib/libnccl.so</source>
        <translation>NCCL_HOME：包含 include/nccl.h 和 lib/libnccl.so 的文件夹</translation>
    </message>
    <message>
        <source>No NCCL in %1 (no include/nccl.h, no lib/libnccl.so).</source>
        <translation>%1 中没有 NCCL（既没有 include/nccl.h，也没有 lib/libnccl.so）。</translation>
    </message>
    <message>
        <source>%1 has NCCL&apos;s headers (%2) but no libnccl.so in lib or lib64.</source>
        <translation>%1 中有 NCCL 的头文件（%2），但 lib 和 lib64 中都没有 libnccl.so。</translation>
    </message>
    <message>
        <source>NCCL library %1 (%2), but no include/nccl.h in %3: building nccl-tests or tandem-probe against it needs the headers.</source>
        <translation>存在 NCCL 库（%1，%2），但 %3 中没有 include/nccl.h：基于它构建 nccl-tests 或 tandem-probe 需要这些头文件。</translation>
    </message>
    <message>
        <source>of unknown version</source>
        <translation>版本未知</translation>
    </message>
    <message>
        <source>NCCL in %1, but Tandem cannot tell its version (library %2, nccl.h %3).</source>
        <translation>%1 中有 NCCL，但 Tandem 无法判断其版本（库 %2，nccl.h %3）。</translation>
    </message>
    <message>
        <source>NCCL&apos;s headers are %1 (code %2) but its library is %3: what is built against these headers runs another NCCL.</source>
        <translation>NCCL 的头文件为 %1（代码 %2），但其库为 %3：基于这些头文件构建的程序运行时会使用另一个 NCCL。</translation>
    </message>
    <message>
        <source>Build NCCL again so that headers and library match, or set NCCL_HOME to one install.</source>
        <translation>请重新构建 NCCL 使头文件与库一致，或将 NCCL_HOME 设为同一个安装目录。</translation>
    </message>
    <message>
        <source>NCCL %1 in %2. %3</source>
        <translation>%2 中有 NCCL %1。%3</translation>
    </message>
    <message>
        <source>Build NCCL %1 on the nodes.</source>
        <translation>请在节点上构建 NCCL %1。</translation>
    </message>
    <message>
        <source>NCCL %1 in %2 (headers %3, code %4).</source>
        <translation>%2 中有 NCCL %1（头文件 %3，代码 %4）。</translation>
    </message>
    <message>
        <source>the nccl-tests folder: where all_gather_perf is</source>
        <translation>nccl-tests 文件夹：all_gather_perf 所在的位置</translation>
    </message>
    <message>
        <source>No nccl-tests in %1 (no *_perf programs).</source>
        <translation>%1 中没有 nccl-tests（没有 *_perf 程序）。</translation>
    </message>
    <message>
        <source>%1 has %2 but not all_gather_perf, the acceptance test.</source>
        <translation>%1 中有 %2，但没有验收测试所用的 all_gather_perf。</translation>
    </message>
    <message>
        <source>all_gather_perf in %1 was built without MPI (it does not link libmpi): under mpirun every rank would run a test of its own.</source>
        <translation>%1 中的 all_gather_perf 构建时未启用 MPI（未链接 libmpi）：在 mpirun 下每个 rank 都会各自运行独立的测试。</translation>
    </message>
    <message>
        <source>Build nccl-tests again with MPI=1 (Tandem&apos;s build does).</source>
        <translation>请使用 MPI=1 重新构建 nccl-tests（Tandem 的构建正是如此）。</translation>
    </message>
    <message>
        <source>all_gather_perf needs libnccl.so.2, which is not found with NCCL_HOME (%1) on the library path.</source>
        <translation>all_gather_perf 需要 libnccl.so.2，但将 NCCL_HOME（%1）加入库路径后仍找不到它。</translation>
    </message>
    <message>
        <source>Set NCCL_HOME to the NCCL that nccl-tests was built against, or build NCCL there.</source>
        <translation>请将 NCCL_HOME 设为构建 nccl-tests 时所用的 NCCL，或在该位置构建 NCCL。</translation>
    </message>
    <message numerus="yes">
        <source>%n test program(s)</source>
        <translation>
            <numerusform>%n 个测试程序</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2, built with MPI; they load NCCL from %3, not from NCCL_HOME (%4).</source>
        <translation>%2 中有 %1，已启用 MPI 构建；但它们从 %3 而不是从 NCCL_HOME（%4）加载 NCCL。</translation>
    </message>
    <message>
        <source>Set NCCL_HOME to the NCCL the tests should use.</source>
        <translation>请将 NCCL_HOME 设为测试应使用的 NCCL。</translation>
    </message>
    <message>
        <source>%1 in %2, built with MPI.</source>
        <translation>%2 中有 %1，已启用 MPI 构建。</translation>
    </message>
    <message>
        <source>%1 in %2, built with MPI, NCCL from %3.</source>
        <translation>%2 中有 %1，已启用 MPI 构建，NCCL 来自 %3。</translation>
    </message>
    <message>
        <source>Build missing installs it with sudo (apt-get install openmpi-bin libopenmpi-dev).</source>
        <translation>“构建缺失项”会通过 sudo 安装它（apt-get install openmpi-bin libopenmpi-dev）。</translation>
    </message>
    <message>
        <source>Open MPI is not installed (no mpirun).</source>
        <translation>未安装 Open MPI（没有 mpirun）。</translation>
    </message>
    <message>
        <source>%1 is not Open MPI (%2); Tandem&apos;s runs use Open MPI&apos;s options.</source>
        <translation>%1 不是 Open MPI（%2）；Tandem 运行时使用的是 Open MPI 的选项。</translation>
    </message>
    <message>
        <source>no version</source>
        <translation>无版本信息</translation>
    </message>
    <message>
        <source>Open MPI %1 (%2) runs, but its development files are missing: building nccl-tests or tandem-probe needs them.</source>
        <translation>Open MPI %1（%2）可以运行，但缺少其开发文件：构建 nccl-tests 或 tandem-probe 需要这些文件。</translation>
    </message>
    <message>
        <source>Open MPI %1 (%2), with its development files.</source>
        <translation>Open MPI %1（%2），含开发文件。</translation>
    </message>
    <message>
        <source>Build tandem-probe on the nodes again (from the source Tandem carries).</source>
        <translation>请在节点上重新构建 tandem-probe（使用 Tandem 自带的源代码）。</translation>
    </message>
    <message>
        <source>No tandem-probe at %1.</source>
        <translation>%1 处没有 tandem-probe。</translation>
    </message>
    <message>
        <source>the tandem-probe path</source>
        <translation>tandem-probe 的路径</translation>
    </message>
    <message>
        <source>tandem-probe at %1 does not answer --version (exit status %2): %3</source>
        <translation>%1 处的 tandem-probe 未响应 --version（退出状态 %2）：%3</translation>
    </message>
    <message>
        <source>tandem-probe %1 (source %2) is not the one this Tandem carries (%3, source %4).</source>
        <translation>tandem-probe %1（源代码 %2）不是此 Tandem 自带的版本（%3，源代码 %4）。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>tandem-probe %1 has only its MPI backend, though this node has a GPU and NCCL: it cannot measure GPU bandwidth.</source>
        <translation>此节点有 GPU 和 NCCL，但 tandem-probe %1 只有 MPI 后端：无法测量 GPU 带宽。</translation>
    </message>
    <message>
        <source>tandem-probe %1 at %2 (backends: %3).</source>
        <translation>%2 处有 tandem-probe %1（后端：%3）。</translation>
    </message>
    <message>
        <source>NCCL differs between the nodes (%1); NCCL refuses peers of another version.</source>
        <translation>各节点的 NCCL 不一致（%1）；NCCL 会拒绝其他版本的对端。</translation>
    </message>
    <message>
        <source>Open MPI differs between the nodes (%1); mpirun needs the same version everywhere.</source>
        <translation>各节点的 Open MPI 不一致（%1）；mpirun 要求所有节点版本相同。</translation>
    </message>
    <message>
        <source>Build the same NCCL on every node, and install the same Open MPI (apt-get) on every node.</source>
        <translation>请在所有节点上构建相同的 NCCL，并（通过 apt-get）安装相同的 Open MPI。</translation>
    </message>
    <message>
        <source>tandem-probe differs between the nodes (%1).</source>
        <translation>各节点的 tandem-probe 不一致（%1）。</translation>
    </message>
    <message>
        <source>Build tandem-probe again on every node.</source>
        <translation>请在所有节点上重新构建 tandem-probe。</translation>
    </message>
    <message>
        <source>NCCL %1</source>
        <translation>NCCL %1</translation>
    </message>
    <message>
        <source>Open MPI %1</source>
        <translation>Open MPI %1</translation>
    </message>
    <message>
        <source>tandem-probe %1</source>
        <translation>tandem-probe %1</translation>
    </message>
    <message>
        <source>Nothing to compare yet: no node has NCCL, Open MPI or tandem-probe.</source>
        <translation>尚无可比较的内容：没有节点安装了 NCCL、Open MPI 或 tandem-probe。</translation>
    </message>
    <message>
        <source>Every node that has them runs %1.</source>
        <translation>已安装这些组件的所有节点均运行 %1。</translation>
    </message>
    <message>
        <source>perftest (ib_write_bw)</source>
        <translation>perftest（ib_write_bw）</translation>
    </message>
    <message>
        <source>Install of perftest</source>
        <translation>安装 perftest</translation>
    </message>
    <message>
        <source>perftest is not installed (no ib_write_bw on the PATH): the Doctor&apos;s RDMA test needs it; the NCCL bandwidth test does not.</source>
        <translation>未安装 perftest（PATH 中没有 ib_write_bw）：诊断的 RDMA 测试需要它；NCCL 带宽测试则不需要。</translation>
    </message>
    <message>
        <source>sudo apt install perftest, or let Build missing install it with sudo (tandem-cli prereqs --build perftest).</source>
        <translation>请运行 sudo apt install perftest，或让“构建缺失项”通过 sudo 安装它（tandem-cli prereqs --build perftest）。</translation>
    </message>
    <message>
        <source>ib_write_bw at %1 (it does not tell its version).</source>
        <translation>%1 处有 ib_write_bw（它不显示版本）。</translation>
    </message>
    <message>
        <source>perftest %1 (ib_write_bw at %2).</source>
        <translation>perftest %1（ib_write_bw 位于 %2）。</translation>
    </message>
</context>
<context>
    <name>Tandem::PrerequisitesBuild</name>
    <message>
        <source>Waiting for its turn.</source>
        <translation>正在排队等待。</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>在开始前已取消。</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>正在构建…</translation>
    </message>
    <message numerus="yes">
        <source>tandem: uploading the tandem-probe sources (%n byte(s))</source>
        <translation>
            <numerusform>tandem：正在上传 tandem-probe 源代码（%n 字节）</numerusform>
        </translation>
    </message>
    <message>
        <source>Open MPI is installed.</source>
        <translation>Open MPI 已安装。</translation>
    </message>
    <message>
        <source>Built and put in place.</source>
        <translation>已构建并部署到位。</translation>
    </message>
    <message>
        <source>Cancelled; the build was ended on the node and the previous install was left as it was.</source>
        <translation>已取消；已在节点上结束构建，之前的安装保持原样。</translation>
    </message>
    <message>
        <source>it exited with status %1</source>
        <translation>以状态 %1 退出</translation>
    </message>
    <message>
        <source>The build failed (%1); the previous install was left as it was.</source>
        <translation>构建失败（%1）；之前的安装保持原样。</translation>
    </message>
    <message>
        <source>The build failed (%1); the previous install was left as it was. The end of its log:
%2</source>
        <translation>构建失败（%1）；之前的安装保持原样。日志末尾：
%2</translation>
    </message>
    <message>
        <source>Check that the node reaches its package mirrors and that sudo accepts the password.</source>
        <translation>请检查节点能否访问其软件包镜像，以及 sudo 是否接受该密码。</translation>
    </message>
    <message>
        <source>Read the log (the evidence), fix what it names on the node, and build again.</source>
        <translation>请阅读日志（证据），在节点上修复其中指出的问题，然后重新构建。</translation>
    </message>
    <message>
        <source>Not built, because the step before it failed.</source>
        <translation>未构建，因为前一步骤已失败。</translation>
    </message>
    <message>
        <source>perftest is installed.</source>
        <translation>perftest 已安装。</translation>
    </message>
</context>
<context>
    <name>Tandem::PrerequisitesParser</name>
    <message>
        <source>&quot;%1&quot; is not one of nccl.h&apos;s version macros.</source>
        <translation>“%1”不是 nccl.h 的版本宏。</translation>
    </message>
    <message>
        <source>nccl.h does not define NCCL_MAJOR, NCCL_MINOR and NCCL_PATCH as numbers.</source>
        <translation>nccl.h 未将 NCCL_MAJOR、NCCL_MINOR 和 NCCL_PATCH 定义为数字。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not NCCL&apos;s version string.</source>
        <translation>“%1”不是 NCCL 的版本字符串。</translation>
    </message>
    <message>
        <source>The file name %1 does not carry NCCL&apos;s full version.</source>
        <translation>文件名 %1 未包含 NCCL 的完整版本号。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not what Open MPI&apos;s mpirun --version prints.</source>
        <translation>“%1”不是 Open MPI 的 mpirun --version 输出的内容。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not what tandem-probe --version prints.</source>
        <translation>“%1”不是 tandem-probe --version 输出的内容。</translation>
    </message>
    <message>
        <source>This is not the output of Tandem&apos;s prerequisites check.</source>
        <translation>这不是 Tandem 前提条件检查的输出。</translation>
    </message>
    <message>
        <source>The prerequisites check stopped before its end.</source>
        <translation>前提条件检查在完成前中止。</translation>
    </message>
    <message>
        <source>A tool line names no tool.</source>
        <translation>某个工具行未指明工具。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an exit status.</source>
        <translation>“%1”不是退出状态。</translation>
    </message>
    <message>
        <source>nccl.h defines a version out of range: %1.%2.%3.</source>
        <translation>nccl.h 定义的版本超出范围：%1.%2.%3。</translation>
    </message>
    <message>
        <source>The output of the prerequisites check</source>
        <translation>前提条件检查的输出</translation>
    </message>
    <message>
        <source>A folder line Tandem cannot read: %1</source>
        <translation>Tandem 无法读取的 folder 行：%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not what perftest&apos;s ib_write_bw --version prints.</source>
        <translation>“%1”不是 perftest 的 ib_write_bw --version 输出的内容。</translation>
    </message>
</context>
<context>
    <name>Tandem::ProbeParser</name>
    <message>
        <source>Not a tandem-probe JSON line: %1</source>
        <translation>不是 tandem-probe 的 JSON 行：%1</translation>
    </message>
    <message>
        <source>tandem-probe: %1</source>
        <translation>tandem-probe：%1</translation>
    </message>
    <message>
        <source>A sample without numeric bytes and busbw.</source>
        <translation>样本缺少数值形式的 bytes 和 busbw。</translation>
    </message>
    <message>
        <source>Unknown tandem-probe line type &apos;%1&apos;.</source>
        <translation>未知的 tandem-probe 行类型“%1”。</translation>
    </message>
    <message>
        <source>The input holds no tandem-probe output.</source>
        <translation>输入中没有 tandem-probe 的输出。</translation>
    </message>
    <message>
        <source>The output has more than %1 lines; Tandem reads no further.</source>
        <translation>输出超过 %1 行；Tandem 不再继续读取。</translation>
    </message>
    <message>
        <source>A sample whose %1 is out of range was refused.</source>
        <translation>已拒绝一个 %1 超出范围的样本。</translation>
    </message>
    <message>
        <source>The tandem-probe output</source>
        <translation>tandem-probe 的输出</translation>
    </message>
    <message>
        <source>Line %1: the output was cut short inside this line, which was dropped.</source>
        <translation>第 %1 行：输出在此行中途被截断，此行已丢弃。</translation>
    </message>
    <message>
        <source>The start line&apos;s CPU sets (cpus, cpu_counts) are malformed; they were left out.</source>
        <translation>start 行的 CPU 集合（cpus、cpu_counts）格式不正确，已忽略。</translation>
    </message>
</context>
<context>
    <name>Tandem::ProcessHardening</name>
    <message>
        <source>Cannot turn off core dumps: %1</source>
        <translation>无法关闭核心转储：%1</translation>
    </message>
    <message>
        <source>Cannot mark the process not dumpable: %1</source>
        <translation>无法将进程标记为不可转储：%1</translation>
    </message>
</context>
<context>
    <name>Tandem::RdmaLinkParser</name>
    <message>
        <source>The output of rdma link</source>
        <translation>rdma link 的输出</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of rdma link; ignored.</source>
        <translation>“%1”不是 rdma link 的输出行，已忽略。</translation>
    </message>
    <message>
        <source>The port number %1 of %2 is not valid (1 to %3).</source>
        <translation>%2 的端口号 %1 无效（1 到 %3）。</translation>
    </message>
    <message>
        <source>Port %1 of %2 is listed again; the first line is kept.</source>
        <translation>%2 的端口 %1 再次出现；保留第一行。</translation>
    </message>
    <message>
        <source>The output of rdma link is empty: no RDMA device was listed.</source>
        <translation>rdma link 的输出为空：未列出任何 RDMA 设备。</translation>
    </message>
    <message>
        <source>This is not the output of rdma link: &quot;%1&quot; does not start with &quot;link DEVICE/PORT&quot;.</source>
        <translation>这不是 rdma link 的输出：“%1”不是以“link DEVICE/PORT”开头。</translation>
    </message>
    <message>
        <source>%1 more warnings were left out.</source>
        <translation>另有 %1 条警告已省略。</translation>
    </message>
</context>
<context>
    <name>Tandem::RdmaTest</name>
    <message>
        <source>ib_write_bw is not installed on %1</source>
        <translation>%1 上未安装 ib_write_bw</translation>
    </message>
    <message>
        <source>ib_write_bw did not finish within 60 s</source>
        <translation>ib_write_bw 未在 60 秒内完成</translation>
    </message>
    <message>
        <source>ib_write_bw exited with status %1</source>
        <translation>ib_write_bw 以状态 %1 退出</translation>
    </message>
    <message>
        <source>ib_write_bw exited with status %1: %2</source>
        <translation>ib_write_bw 以状态 %1 退出：%2</translation>
    </message>
</context>
<context>
    <name>Tandem::RemoteCommand</name>
    <message>
        <source>&quot;%1&quot; is not a valid environment variable name.</source>
        <translation>“%1”不是有效的环境变量名。</translation>
    </message>
    <message numerus="yes">
        <source> (with %n byte(s) on stdin)</source>
        <translation>
            <numerusform> (经标准输入传入 %n 字节)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::RepairScripts</name>
    <message>
        <source>Tandem takes NCCL_IB_GID_INDEX only out of ~/.nccl.conf or /etc/nccl.conf, not out of %1.</source>
        <translation>Tandem 只会从 ~/.nccl.conf 或 /etc/nccl.conf 中移除 NCCL_IB_GID_INDEX，不会从 %1 中移除。</translation>
    </message>
    <message>
        <source>%1 is not a path Tandem changes.</source>
        <translation>%1 不是 Tandem 会更改的路径。</translation>
    </message>
    <message>
        <source>%1 is not a folder Tandem puts on the PATH (an absolute path of letters, digits and ._/+- only).</source>
        <translation>%1 不是 Tandem 会加入 PATH 的文件夹（必须是仅由字母、数字和 ._/+- 组成的绝对路径）。</translation>
    </message>
</context>
<context>
    <name>Tandem::RepairStep</name>
    <message>
        <source>%1 is not connected.</source>
        <translation>%1 未连接。</translation>
    </message>
    <message>
        <source>Repair failed: %1</source>
        <translation>修复失败：%1</translation>
    </message>
    <message>
        <source>Nothing was changed unless the evidence names a backup; fix it by hand as the finding says.</source>
        <translation>除非证据中列出了备份，否则未做任何更改；请按照发现项的说明手动修复。</translation>
    </message>
    <message>
        <source>NCCL_IB_GID_INDEX taken out of %1</source>
        <translation>已从 %1 中移除 NCCL_IB_GID_INDEX</translation>
    </message>
    <message>
        <source>It was no longer there.</source>
        <translation>它已不存在。</translation>
    </message>
    <message>
        <source>The previous file is kept as %1.</source>
        <translation>之前的文件已保留为 %1。</translation>
    </message>
    <message>
        <source>%1 put on the non-interactive PATH</source>
        <translation>已将 %1 加入非交互式 PATH</translation>
    </message>
    <message>
        <source>Tandem&apos;s block was already in ~/.bashrc.</source>
        <translation>~/.bashrc 中已有 Tandem 的区块。</translation>
    </message>
    <message>
        <source>~/.bashrc was made with Tandem&apos;s block.</source>
        <translation>已创建包含 Tandem 区块的 ~/.bashrc。</translation>
    </message>
    <message>
        <source>The previous ~/.bashrc is kept as %1.</source>
        <translation>之前的 ~/.bashrc 已保留为 %1。</translation>
    </message>
</context>
<context>
    <name>Tandem::Report</name>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>busbw out-of-place</source>
        <translation>busbw 非原地 (out-of-place)</translation>
    </message>
    <message>
        <source>busbw in-place</source>
        <translation>busbw 原地 (in-place)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%2 上的 %1（%3）</translation>
    </message>
    <message>
        <source>MPI over TCP on the CX7 subnets (tandem-probe&apos;s MPI backend; NCCL not used)</source>
        <translation>CX7 子网上的 MPI over TCP（tandem-probe 的 MPI 后端；未使用 NCCL）</translation>
    </message>
    <message>
        <source>not seen in NCCL&apos;s log</source>
        <translation>NCCL 日志中未见记录</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>NOT RUN</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>There is no network plan yet.</source>
        <translation>尚无网络规划。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a bandwidth (&quot;23.67 GB/s&quot;), %2 judgedBasis (&quot;at 1 GiB&quot;)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>(the mean of %n sample(s) at %1)</source>
        <translation>
            <numerusform>（在 %1 处 %n 个样本的平均值）</numerusform>
        </translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>在 %1</translation>
    </message>
    <message>
        <source>Simulated: these nodes are Tandem&apos;s lab, network namespaces on one computer that stand in for GB10 machines. The figures describe no real cluster.</source>
        <translation>模拟：这些节点是 Tandem 的实验环境，即一台计算机上代替 GB10 机器的网络命名空间。这些数据并不代表任何真实集群。</translation>
    </message>
    <message numerus="yes">
        <source>Not in the table: %n row(s) of 0 B, which moved no data. nccl-tests rounds each size down to whole elements on every rank, and the smallest sizes of this sweep came to nothing.</source>
        <translation>
            <numerusform>表中未列出: %n 行 0 B,未传输任何数据。nccl-tests 在每个 rank 上把大小向下取整为整数个元素,本次扫描最小的几个大小因此为零。</numerusform>
        </translation>
    </message>
    <message>
        <source>See &quot;Later runs not used&quot;.</source>
        <translation>见“未采用的后续运行”。</translation>
    </message>
    <message>
        <source>The bandwidth section shows the run from %1 to %2, the one the report rests on. These later runs were not used, newest last:</source>
        <translation>带宽一节展示 %1 至 %2 的运行,即报告所依据的运行。以下后续运行未被采用(最新的在最后):</translation>
    </message>
</context>
<context>
    <name>Tandem::ReportAppendix</name>
    <message>
        <source>The bandwidth run&apos;s command</source>
        <translation>带宽测试的命令</translation>
    </message>
    <message>
        <source>Doctor: %1</source>
        <translation>Doctor: %1</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/40-cx7.yaml</source>
        <translation>%1：/etc/netplan/40-cx7.yaml</translation>
    </message>
    <message>
        <source>%1: every check</source>
        <translation>%1: 全部检查</translation>
    </message>
    <message>
        <source>A.%1</source>
        <extracomment>The number of a block of the report&apos;s appendix of evidence: A.1, A.2, ...</extracomment>
        <translation>A.%1</translation>
    </message>
    <message>
        <source>Appendix: evidence</source>
        <translation>附录: 证据</translation>
    </message>
    <message>
        <source>The raw evidence the summaries above rest on, each block cited from the item it supports. Command outputs are cut to their first %1 lines or %2 characters; the saved session keeps all of them.</source>
        <translation>上述摘要所依据的原始证据,每一块都由其支持的条目引用。命令输出截取前 %1 行或 %2 个字符;保存的会话保留全部内容。</translation>
    </message>
    <message>
        <source>See Appendix %1.</source>
        <translation>见附录 %1。</translation>
    </message>
    <message>
        <source>Appendix %1</source>
        <translation>附录 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 the block&apos;s number (A.3), %2 its title</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>Tandem::ReportChecklist</name>
    <message>
        <source>%1 was not checked.</source>
        <translation>%1 未检查。</translation>
    </message>
    <message>
        <source>%1 did not pass: %2</source>
        <translation>%1 未通过：%2</translation>
    </message>
    <message numerus="yes">
        <source>[%n more line(s) in the saved state]</source>
        <translation>
            <numerusform>[另有 %n 行见已保存的状态文件]</numerusform>
        </translation>
    </message>
    <message>
        <source>Ping over the CX7 addresses between every pair of nodes</source>
        <translation>所有节点两两之间通过 CX7 地址进行 ping</translation>
    </message>
    <message>
        <source>The verify step has not pinged over the CX7 addresses yet.</source>
        <translation>“验证”步骤尚未通过 CX7 地址进行 ping。</translation>
    </message>
    <message>
        <source>The nodes were restored after this verify step; apply the plan and verify again.</source>
        <translation>此次验证之后节点已被恢复；请应用规划并重新验证。</translation>
    </message>
    <message numerus="yes">
        <source>Every node reaches every other over each shared twin at the full MTU without fragmenting (%n ordered pair(s)).</source>
        <translation>
            <numerusform>每个节点均可通过每个共享孪生接口以完整 MTU 在不分片的情况下到达其他所有节点（%n 个有序节点对）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Passwordless SSH both ways as the shared user</source>
        <translation>以共同用户双向免密码 SSH</translation>
    </message>
    <message>
        <source>The verify step has not tried SSH over the CX7 addresses yet.</source>
        <translation>“验证”步骤尚未尝试通过 CX7 地址进行 SSH 连接。</translation>
    </message>
    <message>
        <source>The nodes were logged in to as different users (%1).</source>
        <translation>各节点是以不同用户登录的（%1）。</translation>
    </message>
    <message>
        <source>The user differs between the nodes: %1</source>
        <translation>各节点之间的用户不同：%1</translation>
    </message>
    <message>
        <source>The nodes were restored after this verify step; set up the SSH fabric and verify again.</source>
        <translation>此次验证之后节点已被恢复；请配置 SSH 互联并重新验证。</translation>
    </message>
    <message>
        <source>%1 logs in from every node to every other over CX7 with BatchMode (no password, host keys checked).</source>
        <translation>%1 可通过 CX7 以 BatchMode 从每个节点登录到其他所有节点（无需密码，已校验主机密钥）。</translation>
    </message>
    <message>
        <source>NCCL test passed over RoCE</source>
        <translation>经由 RoCE 的 NCCL 测试已通过</translation>
    </message>
    <message>
        <source>No bandwidth test has run yet.</source>
        <translation>尚未运行带宽测试。</translation>
    </message>
    <message>
        <source>The last bandwidth run did not use NCCL (tandem-probe&apos;s MPI backend); run nccl-tests or the probe&apos;s NCCL backend.</source>
        <translation>上次带宽测试未使用 NCCL（使用的是 tandem-probe 的 MPI 后端）；请运行 nccl-tests 或使用探测程序的 NCCL 后端。</translation>
    </message>
    <message>
        <source>The nodes were restored after this bandwidth run; run it again.</source>
        <translation>此次带宽测试之后节点已被恢复；请重新运行。</translation>
    </message>
    <message>
        <source>Serving recipe node list uses CX7 addresses, not management or Wi-Fi ones</source>
        <translation>推理服务方案的节点列表使用 CX7 地址，而非管理地址或 Wi-Fi 地址</translation>
    </message>
    <message>
        <source>There is no network plan yet, so there are no serving snippets.</source>
        <translation>尚无网络规划，因此没有推理服务配置片段。</translation>
    </message>
    <message>
        <source>Addresses in the snippets: %1.</source>
        <translation>片段中的地址：%1。</translation>
    </message>
    <message>
        <source>The hostfile, the env file and the vLLM/Ray launch name only CX7 addresses: %1.</source>
        <translation>hostfile、env 文件以及 vLLM/Ray 启动命令中仅包含 CX7 地址：%1。</translation>
    </message>
    <message>
        <source>Backup and restore tested</source>
        <translation>备份和恢复已测试</translation>
    </message>
    <message>
        <source>The restore did not pass on %1: %2</source>
        <translation>%1 上的恢复未通过：%2</translation>
    </message>
    <message>
        <source>the cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>The nodes were restored after the last apply; apply the plan again to finish the test.</source>
        <translation>上次应用之后节点已被恢复；请重新应用规划以完成测试。</translation>
    </message>
    <message>
        <source>The apply after the restore did not pass on %1: %2</source>
        <translation>%1 上恢复后的应用未通过：%2</translation>
    </message>
    <message>
        <source>Restore put every file Tandem changed back on %1 (sha256 checked) at %2; the plan was then applied again, backing up every file first, at %3.</source>
        <translation>恢复操作已于 %2 将 Tandem 在 %1 上更改的所有文件还原（已校验 sha256）；随后于 %3 先备份所有文件，再重新应用了规划。</translation>
    </message>
    <message>
        <source>The last restore found nothing to put back on any node; apply the plan, restore, and apply it again to test it.</source>
        <translation>上次恢复在任何节点上都没有可还原的内容；要测试它，请应用计划、恢复，然后再次应用。</translation>
    </message>
    <message>
        <source>Out of date: a node&apos;s host key was replaced after the SSH fabric was set up; set it up again and verify again.</source>
        <translation>已过期：SSH 互联设置之后，某个节点的主机密钥被替换了；请重新设置并再次验证。</translation>
    </message>
    <message>
        <source>Out of date: %1 changed after the verify step; verify again.</source>
        <translation>已过期：验证步骤之后 %1 发生了变化；请再次验证。</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier run(s) besides.</source>
        <translation>
            <numerusform>此外还有 %n 次更早的运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>No bandwidth test has run to the end yet: the run at %1 was cancelled.</source>
        <translation>还没有完整运行的带宽测试：%1 的运行已取消。</translation>
    </message>
    <message>
        <source>Later runs not used: %1</source>
        <translation>未采用的后续运行：%1</translation>
    </message>
    <message>
        <source>%1: no result.</source>
        <translation>%1：没有结果。</translation>
    </message>
    <message>
        <source>Out of date: %1 changed after this run; run the bandwidth test again.</source>
        <translation>已过期：这次运行之后 %1 发生了变化；请重新运行带宽测试。</translation>
    </message>
    <message>
        <source>The run at %1:</source>
        <translation>%1 的运行：</translation>
    </message>
    <message>
        <source>Restore has not been tried. Test it: restore the nodes, then apply the plan again (on the Apply page: Restore, then Apply; on the command line: tandem-cli restore, then tandem-cli setup).</source>
        <translation>尚未尝试恢复。测试方法：先恢复节点，再重新应用规划（在“应用”页面：先“恢复”，再“应用”；命令行：先 tandem-cli restore，再 tandem-cli setup）。</translation>
    </message>
</context>
<context>
    <name>Tandem::ReportDoctor</name>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>无数值</translation>
    </message>
    <message>
        <source>Compared with: %1</source>
        <translation>对比基准：%1</translation>
    </message>
    <message>
        <source>no failing findings</source>
        <translation>无失败的发现项</translation>
    </message>
    <message numerus="yes">
        <source>%n failing finding(s)</source>
        <translation>
            <numerusform>%n 个失败的发现项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>Doctor: %1. The Doctor&apos;s findings do not change the checklist.</source>
        <translation>诊断：%1。诊断的发现项不会改变检查清单。</translation>
    </message>
    <message>
        <source>Doctor: %1 (run %2). The Doctor&apos;s findings do not change the checklist.</source>
        <translation>诊断：%1（运行于 %2）。诊断的发现项不会改变检查清单。</translation>
    </message>
    <message>
        <source>an unrecorded time</source>
        <translation>未记录的时间</translation>
    </message>
    <message>
        <source>through a switch</source>
        <translation>经由交换机</translation>
    </message>
    <message>
        <source>cabled directly</source>
        <translation>线缆直连</translation>
    </message>
    <message>
        <source>From %1 to %2 on %3, %4.</source>
        <translation>从 %1 到 %2，在 %3 上运行，%4。</translation>
    </message>
    <message>
        <source>no named node</source>
        <translation>无具名节点</translation>
    </message>
    <message numerus="yes">
        <source>%n more item(s) match on every node. [odd]: the node differs from the majority.</source>
        <translation>
            <numerusform>另有 %n 项在所有节点上一致。[不同]：该节点与多数节点不同。</numerusform>
        </translation>
    </message>
    <message>
        <source>Tandem can fix this now</source>
        <translation>Tandem 现在即可修复</translation>
    </message>
    <message>
        <source>Needs your decision</source>
        <translation>需要您决定</translation>
    </message>
    <message>
        <source>Needs hands on the hardware</source>
        <translation>需要现场处理硬件</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>WARN</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>INFO</source>
        <translation>INFO</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>符合预期</translation>
    </message>
    <message>
        <source>low</source>
        <translation>偏低</translation>
    </message>
    <message>
        <source>STALE</source>
        <translation>STALE</translation>
    </message>
    <message>
        <source>ERROR</source>
        <translation>ERROR</translation>
    </message>
    <message>
        <source>Nodes: the whole cluster.</source>
        <translation>节点：整个集群。</translation>
    </message>
    <message>
        <source>Nodes: %1.</source>
        <translation>节点：%1。</translation>
    </message>
    <message>
        <source>Interface: %1 (left port).</source>
        <translation>接口：%1（左端口）。</translation>
    </message>
    <message>
        <source>Interface: %1 (right port).</source>
        <translation>接口：%1（右端口）。</translation>
    </message>
    <message>
        <source>Interface: %1.</source>
        <translation>接口：%1。</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>未运行</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) failed</source>
        <translation>
            <numerusform>%n 次运行失败</numerusform>
        </translation>
    </message>
    <message>
        <source>both twins</source>
        <translation>两个孪生接口</translation>
    </message>
    <message>
        <source>%1 writes to %2</source>
        <translation>%1 写入 %2</translation>
    </message>
    <message>
        <source>ASYMMETRIC: %1 on %2, %3; the other direction is more than %4 % faster.</source>
        <translation>不对称：%2 上 %1，%3；反方向快 %4 % 以上。</translation>
    </message>
    <message>
        <source>(not found)</source>
        <translation>（未找到）</translation>
    </message>
    <message>
        <source>%1 [odd]</source>
        <translation>%1 [不同]</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Doctor: out of date. Its last run (%1) found %2, but %3 ran after it, so the nodes may have changed since; run the Doctor again for a current view. The Doctor&apos;s findings do not change the checklist.</source>
        <translation>诊断：已过期。上次运行（%1）发现了 %2，但之后运行了 %3，节点可能已经变化；请重新运行诊断以查看当前状态。诊断结果不会改变检查清单。</translation>
    </message>
    <message>
        <source>time unknown</source>
        <translation>时间未知</translation>
    </message>
</context>
<context>
    <name>Tandem::ReportDocument</name>
    <message>
        <source>Tandem acceptance report, generated %1</source>
        <translation>Tandem 验收报告，生成于 %1</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>验收通过</translation>
    </message>
    <message>
        <source>Not accepted</source>
        <translation>验收未通过</translation>
    </message>
    <message>
        <source>Tandem %1</source>
        <translation>Tandem %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Writing a PDF needs the application&apos;s fonts (a QGuiApplication).</source>
        <translation>写入 PDF 需要应用程序的字体（QGuiApplication）。</translation>
    </message>
    <message>
        <source>Tandem acceptance report</source>
        <translation>Tandem 验收报告</translation>
    </message>
    <message>
        <source>The PDF could not be started.</source>
        <translation>无法开始生成 PDF。</translation>
    </message>
    <message>
        <source>The PDF could not take another page.</source>
        <translation>无法向 PDF 添加新页面。</translation>
    </message>
    <message>
        <source>The PDF could not be finished.</source>
        <translation>无法完成 PDF。</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>解决方法：%1</translation>
    </message>
    <message>
        <source>exit status %1 at %2</source>
        <translation>退出状态 %1（%2）</translation>
    </message>
    <message>
        <source>Acceptance checklist</source>
        <translation>验收检查清单</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定结果</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Nodes and versions</source>
        <translation>节点与版本</translation>
    </message>
    <message>
        <source> (uid %1, gid %2)</source>
        <translation> （uid %1，gid %2）</translation>
    </message>
    <message>
        <source>%1, driver %2</source>
        <translation>%1，驱动 %2</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Management address</source>
        <translation>管理地址</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>CX7 addresses</source>
        <translation>CX7 地址</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>主机名</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>OS</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>GPU and driver</source>
        <translation>GPU 与驱动</translation>
    </message>
    <message>
        <source>Topology: %1</source>
        <translation>拓扑：%1</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>No bandwidth test has run yet.</source>
        <translation>尚未运行带宽测试。</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>soak</source>
        <translation>持续测试</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>尺寸扫描</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>%1 to %2 on %3</source>
        <translation>%1 至 %2（%3）</translation>
    </message>
    <message>
        <source>Judged bus bandwidth</source>
        <translation>用于判定的总线带宽</translation>
    </message>
    <message>
        <source>none measured</source>
        <translation>未测得</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输方式</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation>持续时间（秒）</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Min busbw</source>
        <translation>最小 busbw</translation>
    </message>
    <message>
        <source>Median busbw</source>
        <translation>busbw 中位数</translation>
    </message>
    <message>
        <source>Mean busbw</source>
        <translation>平均 busbw</translation>
    </message>
    <message>
        <source>Max busbw</source>
        <translation>最大 busbw</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Time (us)</source>
        <translation>时间（us）</translation>
    </message>
    <message>
        <source>algbw (GB/s)</source>
        <translation>algbw（GB/s）</translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation>busbw（GB/s）</translation>
    </message>
    <message>
        <source>in-place busbw</source>
        <translation>原地 (in-place) busbw</translation>
    </message>
    <message>
        <source>Network plan</source>
        <translation>网络规划</translation>
    </message>
    <message>
        <source>There is no network plan yet.</source>
        <translation>尚无网络规划。</translation>
    </message>
    <message>
        <source>Subnet</source>
        <translation>子网</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>MTU %1 on every ConnectX-7 interface.</source>
        <translation>所有 ConnectX-7 接口的 MTU 均为 %1。</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/40-cx7.yaml</source>
        <translation>%1：/etc/netplan/40-cx7.yaml</translation>
    </message>
    <message>
        <source>No change against the node&apos;s file.</source>
        <translation>与节点上的文件相比没有变化。</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 moved aside.</source>
        <translation>%1：已移走 /etc/netplan/%2。</translation>
    </message>
    <message>
        <source>Serving snippets</source>
        <translation>推理服务配置片段</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Generated %1 by Tandem %2 from the session saved %3 (Tandem %4).</source>
        <translation>由 Tandem %2 于 %1 根据 %3 保存的会话（Tandem %4）生成。</translation>
    </message>
    <message>
        <source>Accepted: every checklist item passed.</source>
        <translation>验收通过：所有检查清单项目均已通过。</translation>
    </message>
    <message>
        <source>Not accepted: some checklist items failed or have not run.</source>
        <translation>验收未通过：部分检查清单项目失败或尚未运行。</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 rewritten without its entries for %3.</source>
        <translation>%1：/etc/netplan/%2 已去掉 %3 的条目后改写。</translation>
    </message>
    <message>
        <source>%1
BIOS %2</source>
        <translation>%1
BIOS %2</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>系统镜像</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>解决方法</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Link matrix</source>
        <translation>链路矩阵</translation>
    </message>
    <message>
        <source>No RDMA test ran.</source>
        <translation>未运行 RDMA 测试。</translation>
    </message>
    <message>
        <source>Rows write, columns read; each cell is the slowest one-twin ib_write_bw run with its band.</source>
        <translation>行为写入方，列为读取方；每个单元格显示单个孪生接口的 ib_write_bw 运行中最慢的一次及其评级。</translation>
    </message>
    <message>
        <source>Writer \ reader</source>
        <translation>写入方 \ 读取方</translation>
    </message>
    <message>
        <source>Every run</source>
        <translation>所有运行</translation>
    </message>
    <message>
        <source>asymmetric</source>
        <translation>不对称</translation>
    </message>
    <message>
        <source>Twin</source>
        <translation>孪生接口</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Gb/s or error</source>
        <translation>Gb/s 或错误</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>评级</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>NCCL between pairs</source>
        <translation>节点对之间的 NCCL</translation>
    </message>
    <message>
        <source>No NCCL pair test ran.</source>
        <translation>未运行 NCCL 节点对测试。</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 与 %2</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>节点对</translation>
    </message>
    <message>
        <source>busbw or error</source>
        <translation>busbw 或错误</translation>
    </message>
    <message>
        <source>Parity</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>No node was scanned.</source>
        <translation>未扫描任何节点。</translation>
    </message>
    <message numerus="yes">
        <source>All %n item(s) match on every node.</source>
        <translation>
            <numerusform>全部 %n 项在所有节点上一致。</numerusform>
        </translation>
    </message>
    <message>
        <source>Differs</source>
        <translation>不一致的项目</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Health and history</source>
        <translation>健康状况与历史</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>接口</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>First (s)</source>
        <translation>首次（秒）</translation>
    </message>
    <message>
        <source>Last (s)</source>
        <translation>最后一次（秒）</translation>
    </message>
    <message>
        <source>Error counter</source>
        <translation>错误计数器</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>增量</translation>
    </message>
    <message>
        <source>Baseline (GB/s)</source>
        <translation>基线（GB/s）</translation>
    </message>
    <message>
        <source>This run (GB/s)</source>
        <translation>本次运行（GB/s）</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Later runs not used</source>
        <translation>未采用的后续运行</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
</context>
<context>
    <name>Tandem::ReportExport</name>
    <message>
        <source>%1: the report can be written as .pdf, .html or .json; the file name says neither.</source>
        <translation>%1：报告可写为 .pdf、.html 或 .json，但文件名不属于其中任何一种。</translation>
    </message>
    <message>
        <source>Cannot write the report to %1: the folder %2 does not exist.</source>
        <translation>无法将报告写入 %1：文件夹 %2 不存在。</translation>
    </message>
    <message>
        <source>Cannot write the report to %1: %2</source>
        <translation>无法将报告写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>Tandem::ReportHealth</name>
    <message numerus="yes">
        <source>Health: no link went down, no error counter grew and no GPU was throttled (%n sample(s) from %1 node(s) every %2 s).</source>
        <translation>
            <numerusform>健康状况：没有链路断开，没有错误计数器增长，也没有 GPU 降频（每 %2 秒从 %1 个节点采样，共 %n 个样本）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Health: %1.</source>
        <translation>健康状况：%1。</translation>
    </message>
    <message>
        <source>run %1 of %2</source>
        <translation>%2 的运行 %1</translation>
    </message>
    <message>
        <source>No regression against the accepted baseline (%1): within %2 % at every size both measured.</source>
        <translation>相对已认可基线（%1）无性能回退：在两者都测量过的每个大小上，差距都在 %2 % 以内。</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Regression against the accepted baseline (%1): more than %2 % slower at %3.</source>
        <translation>相对已认可基线（%1）存在性能回退：在 %3 上慢了 %2 % 以上。</translation>
    </message>
    <message>
        <source>The last run failed; the accepted baseline (%1) passed and stays in the run history. The checklist judges the last run. </source>
        <translation>最后一次运行失败；已接受的基线（%1）通过，并保留在运行历史中。检查清单按最后一次运行判定。</translation>
    </message>
</context>
<context>
    <name>Tandem::ReportHtml</name>
    <message>
        <source>Fix: %1</source>
        <translation>解决方法：%1</translation>
    </message>
    <message>
        <source>exit status %1 at %2</source>
        <translation>退出状态 %1（%2）</translation>
    </message>
    <message>
        <source>Acceptance checklist</source>
        <translation>验收检查清单</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定结果</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>Nodes and versions</source>
        <translation>节点与版本</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Management address</source>
        <translation>管理地址</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>主机名</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>OS</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>GPU and driver</source>
        <translation>GPU 与驱动</translation>
    </message>
    <message>
        <source>CX7 addresses</source>
        <translation>CX7 地址</translation>
    </message>
    <message>
        <source> (uid %1, gid %2)</source>
        <translation> （uid %1，gid %2）</translation>
    </message>
    <message>
        <source>%1, driver %2</source>
        <translation>%1，驱动 %2</translation>
    </message>
    <message>
        <source>Topology: %1</source>
        <translation>拓扑：%1</translation>
    </message>
    <message>
        <source>Network plan</source>
        <translation>网络规划</translation>
    </message>
    <message>
        <source>There is no network plan yet.</source>
        <translation>尚无网络规划。</translation>
    </message>
    <message>
        <source>Subnet</source>
        <translation>子网</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>MTU %1 on every ConnectX-7 interface.</source>
        <translation>所有 ConnectX-7 接口的 MTU 均为 %1。</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/40-cx7.yaml</source>
        <translation>%1：/etc/netplan/40-cx7.yaml</translation>
    </message>
    <message>
        <source>No change against the node&apos;s file.</source>
        <translation>与节点上的文件相比没有变化。</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 moved aside.</source>
        <translation>%1：已移走 /etc/netplan/%2。</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>No bandwidth test has run yet.</source>
        <translation>尚未运行带宽测试。</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>soak</source>
        <translation>持续测试</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>尺寸扫描</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>%1 to %2 on %3</source>
        <translation>%1 至 %2（%3）</translation>
    </message>
    <message>
        <source>Judged bus bandwidth</source>
        <translation>用于判定的总线带宽</translation>
    </message>
    <message>
        <source>none measured</source>
        <translation>未测得</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输方式</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Bus bandwidth chart</source>
        <translation>总线带宽图表</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation>持续时间（秒）</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Min busbw</source>
        <translation>最小 busbw</translation>
    </message>
    <message>
        <source>Median busbw</source>
        <translation>busbw 中位数</translation>
    </message>
    <message>
        <source>Mean busbw</source>
        <translation>平均 busbw</translation>
    </message>
    <message>
        <source>Max busbw</source>
        <translation>最大 busbw</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Time (us)</source>
        <translation>时间（us）</translation>
    </message>
    <message>
        <source>algbw (GB/s)</source>
        <translation>algbw（GB/s）</translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation>busbw（GB/s）</translation>
    </message>
    <message>
        <source>in-place busbw (GB/s)</source>
        <translation>原地 (in-place) busbw（GB/s）</translation>
    </message>
    <message>
        <source>Serving snippets</source>
        <translation>推理服务配置片段</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Tandem acceptance report</source>
        <translation>Tandem 验收报告</translation>
    </message>
    <message>
        <source>Generated %1 by Tandem %2 from the session saved %3 (Tandem %4).</source>
        <translation>由 Tandem %2 于 %1 根据 %3 保存的会话（Tandem %4）生成。</translation>
    </message>
    <message>
        <source>Accepted: every checklist item passed.</source>
        <translation>验收通过：所有检查清单项目均已通过。</translation>
    </message>
    <message>
        <source>Not accepted: some checklist items failed or have not run.</source>
        <translation>验收未通过：部分检查清单项目失败或尚未运行。</translation>
    </message>
    <message>
        <source>Tandem %1</source>
        <translation>Tandem %1</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 rewritten without its entries for %3.</source>
        <translation>%1：/etc/netplan/%2 已去掉 %3 的条目后改写。</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>系统镜像</translation>
    </message>
    <message>
        <source>BIOS %1</source>
        <translation>BIOS %1</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>解决方法</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <source>Link matrix</source>
        <translation>链路矩阵</translation>
    </message>
    <message>
        <source>No RDMA test ran.</source>
        <translation>未运行 RDMA 测试。</translation>
    </message>
    <message>
        <source>Rows write, columns read; each cell is the slowest one-twin ib_write_bw run with its band.</source>
        <translation>行为写入方，列为读取方；每个单元格显示单个孪生接口的 ib_write_bw 运行中最慢的一次及其评级。</translation>
    </message>
    <message>
        <source>Writer \ reader</source>
        <translation>写入方 \ 读取方</translation>
    </message>
    <message>
        <source>Every run</source>
        <translation>所有运行</translation>
    </message>
    <message>
        <source>Twin</source>
        <translation>孪生接口</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Gb/s or error</source>
        <translation>Gb/s 或错误</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>评级</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>asymmetric</source>
        <translation>不对称</translation>
    </message>
    <message>
        <source>NCCL between pairs</source>
        <translation>节点对之间的 NCCL</translation>
    </message>
    <message>
        <source>No NCCL pair test ran.</source>
        <translation>未运行 NCCL 节点对测试。</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>节点对</translation>
    </message>
    <message>
        <source>busbw or error</source>
        <translation>busbw 或错误</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 与 %2</translation>
    </message>
    <message>
        <source>Parity</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>No node was scanned.</source>
        <translation>未扫描任何节点。</translation>
    </message>
    <message numerus="yes">
        <source>All %n item(s) match on every node.</source>
        <translation>
            <numerusform>全部 %n 项在所有节点上一致。</numerusform>
        </translation>
    </message>
    <message>
        <source>Differs</source>
        <translation>不一致的项目</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Health and history</source>
        <translation>健康状况与历史</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>接口</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>First (s)</source>
        <translation>首次（秒）</translation>
    </message>
    <message>
        <source>Last (s)</source>
        <translation>最后一次（秒）</translation>
    </message>
    <message>
        <source>Error counter</source>
        <translation>错误计数器</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>增量</translation>
    </message>
    <message>
        <source>Baseline (GB/s)</source>
        <translation>基线（GB/s）</translation>
    </message>
    <message>
        <source>This run (GB/s)</source>
        <translation>本次运行（GB/s）</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Later runs not used</source>
        <translation>未采用的后续运行</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
</context>
<context>
    <name>Tandem::RestoreEdits</name>
    <message>
        <source> (as Tandem wrote it)</source>
        <translation> （Tandem 写入的内容）</translation>
    </message>
    <message>
        <source> (on the node now)</source>
        <translation> （节点上的当前内容）</translation>
    </message>
    <message>
        <source> (as Tandem wrote it: not kept on this computer, it holds secrets)</source>
        <translation>（Tandem 写入的内容：含有机密信息，未保存在本计算机上）</translation>
    </message>
</context>
<context>
    <name>Tandem::RestoreStep</name>
    <message>
        <source>Netplan files put back</source>
        <translation>还原 netplan 文件</translation>
    </message>
    <message>
        <source>netplan apply with the restored files</source>
        <translation>使用还原的文件执行 netplan apply</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 is %2 after the restore, expected %3.</source>
        <translation>恢复后 %1 为 %2，预期为 %3。</translation>
    </message>
    <message>
        <source>The connection to %1 is gone.</source>
        <translation>与 %1 的连接已丢失。</translation>
    </message>
    <message>
        <source>Reading the manifest…</source>
        <translation>正在读取清单…</translation>
    </message>
    <message>
        <source>sudo refused the password; nothing was changed on this node.</source>
        <translation>sudo 拒绝了该密码；此节点上未做任何更改。</translation>
    </message>
    <message>
        <source>The manifest could not be read: %1</source>
        <translation>无法读取清单：%1</translation>
    </message>
    <message>
        <source>Not run: an earlier part failed.</source>
        <translation>未运行：之前的环节已失败。</translation>
    </message>
    <message>
        <source>Nothing to restore: Tandem has no change on this node that is not undone.</source>
        <translation>无需恢复：此节点上没有 Tandem 尚未撤销的更改。</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>未做任何更改。</translation>
    </message>
    <message>
        <source>Put back exactly as before run(s) %1 (sha256 checked).</source>
        <translation>已精确还原为运行批次 %1 之前的状态（已校验 sha256）。</translation>
    </message>
    <message>
        <source>The backup of run %1 is missing on the node and no intact local copy exists: %2. Nothing was changed.</source>
        <translation>节点上缺少运行批次 %1 的备份，也没有完好的本地副本：%2。未做任何更改。</translation>
    </message>
    <message>
        <source>The local backup could not be copied back to the node. Nothing was changed.</source>
        <translation>无法将本地备份复制回节点。未做任何更改。</translation>
    </message>
    <message>
        <source>Restoring run %1…</source>
        <translation>正在恢复运行批次 %1…</translation>
    </message>
    <message>
        <source>Run %1 could not be put back exactly: %2</source>
        <translation>无法将运行批次 %1 精确还原：%2</translation>
    </message>
    <message>
        <source>The backups are in %1 on the node and in %2.</source>
        <translation>备份位于节点上的 %1 以及 %2 中。</translation>
    </message>
    <message>
        <source>Running netplan apply…</source>
        <translation>正在运行 netplan apply…</translation>
    </message>
    <message>
        <source>The files are back, but netplan apply failed: %1</source>
        <translation>文件已还原，但 netplan apply 失败：%1</translation>
    </message>
    <message>
        <source>Run sudo netplan apply on the node from its console.</source>
        <translation>请在节点的控制台上运行 sudo netplan apply。</translation>
    </message>
    <message>
        <source>Applied; the manifest could not be updated: %1</source>
        <translation>已应用，但无法更新清单：%1</translation>
    </message>
    <message>
        <source>The restored configuration is applied; the manifest marks the runs restored.</source>
        <translation>已应用恢复后的配置；清单已将相应的运行批次标记为已恢复。</translation>
    </message>
    <message>
        <source>diff: what Tandem wrote, the node now</source>
        <translation>差异：Tandem 写入的内容与节点上的当前内容</translation>
    </message>
    <message>
        <source>%1 was edited on the node since Tandem wrote it (run %2); restoring would throw that edit away, so nothing was changed. The diff is in the evidence.</source>
        <translation>%1 在 Tandem 写入后（运行批次 %2）已在节点上被编辑；恢复会丢弃该编辑，因此未做任何更改。差异见证据。</translation>
    </message>
    <message>
        <source>Tandem could not compare its files with the node&apos;s, so nothing was changed: %1</source>
        <translation>Tandem 无法将其文件与节点上的文件进行比较，因此未做任何更改：%1</translation>
    </message>
    <message>
        <source>Keep the edit: leave the node as it is. Throw it away: restore again and confirm (tandem-cli restore --force-restore); the edited file is then kept in %1 on the node.</source>
        <translation>保留该编辑：请保持节点原样。丢弃该编辑：请再次恢复并确认（tandem-cli restore --force-restore）；被编辑的文件随后会保留在节点上的 %1 中。</translation>
    </message>
</context>
<context>
    <name>Tandem::RocePortsReader</name>
    <message>
        <source>The node&apos;s network ports</source>
        <translation>节点的网络端口</translation>
    </message>
    <message>
        <source>More than %1 network interfaces; the rest were not read.</source>
        <translation>网络接口超过 %1 个；其余的未读取。</translation>
    </message>
    <message>
        <source>line %1: not understood: %2</source>
        <translation>第 %1 行：无法理解：%2</translation>
    </message>
    <message>
        <source>The ibdev2netdev output was cut short.</source>
        <translation>ibdev2netdev 的输出被截断。</translation>
    </message>
    <message>
        <source>ibdev2netdev: %1</source>
        <translation>ibdev2netdev：%1</translation>
    </message>
    <message>
        <source>The node listed no network interface (no /sys/class/net).</source>
        <translation>节点未列出任何网络接口（没有 /sys/class/net）。</translation>
    </message>
    <message>
        <source>ibdev2netdev ties %1 to %2, sysfs to %3; Tandem follows sysfs.</source>
        <translation>ibdev2netdev 将 %1 关联到 %2，sysfs 关联到 %3；Tandem 以 sysfs 为准。</translation>
    </message>
    <message>
        <source>sysfs ties %1 to two RDMA devices (%2 and %3).</source>
        <translation>sysfs 将 %1 关联到两个 RDMA 设备（%2 和 %3）。</translation>
    </message>
    <message>
        <source>sysfs ties %1 to two PCI functions (%2 and %3).</source>
        <translation>sysfs 将 %1 关联到两个 PCI 功能（%2 和 %3）。</translation>
    </message>
    <message>
        <source>line %1: not a port state: %2</source>
        <translation>第 %1 行：不是端口状态：%2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>……另有 %n 条。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::RunLinks</name>
    <message>
        <source>%1 %2 at %3 Gb/s</source>
        <translation>%1 的 %2 为 %3 Gb/s</translation>
    </message>
    <message>
        <source>%1 %2 has MTU %3</source>
        <translation>%1 的 %2 MTU 为 %3</translation>
    </message>
</context>
<context>
    <name>Tandem::SavedSession</name>
    <message>
        <source>The saved session is about other nodes (%1) than the ones listed.</source>
        <translation>已保存的会话针对的是其他节点（%1），而不是所列出的节点。</translation>
    </message>
    <message>
        <source>There is no saved session at %1.</source>
        <translation>%1 处没有已保存的会话。</translation>
    </message>
    <message>
        <source>Cannot keep the saved session as %1: %2</source>
        <translation>无法将会话保存为 %1：%2</translation>
    </message>
</context>
<context>
    <name>Tandem::SavedValues</name>
    <message>
        <source>expected a subnet such as 192.168.100.0/24</source>
        <translation>需要一个子网，例如 192.168.100.0/24</translation>
    </message>
    <message>
        <source>expected a node name</source>
        <translation>需要一个节点名</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a node name</source>
        <translation>“%1”不是节点名</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither an IP address nor a valid host name</source>
        <translation>“%1”既不是 IP 地址，也不是有效的主机名</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid user name</source>
        <translation>“%1”不是有效的用户名</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an interface name</source>
        <translation>“%1”不是接口名</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IPv4 address</source>
        <translation>“%1”不是 IPv4 地址</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a file name in /etc/netplan</source>
        <translation>“%1”不是 /etc/netplan 中的文件名</translation>
    </message>
    <message>
        <source>expected &quot;rewrite&quot; or &quot;move-aside&quot;</source>
        <translation>应为 &quot;rewrite&quot; 或 &quot;move-aside&quot;</translation>
    </message>
</context>
<context>
    <name>Tandem::ServingSnippets</name>
    <message>
        <source>The serving snippets need a network plan with at least two nodes.</source>
        <translation>推理服务配置片段需要包含至少两个节点的网络规划。</translation>
    </message>
    <message>
        <source>%1 shares no CX7 subnet with %2, the head node.</source>
        <translation>%1 与头节点 %2 没有共同的 CX7 子网。</translation>
    </message>
    <message>
        <source># Open MPI hostfile from Tandem: one slot per node, on the ConnectX-7 addresses.
# Use: mpirun --hostfile hostfile -np %1 ...
</source>
        <translation># 由 Tandem 生成的 Open MPI hostfile：每个节点一个 slot，使用 ConnectX-7 地址。
# 用法：mpirun --hostfile hostfile -np %1 ...
</translation>
    </message>
    <message>
        <source># NCCL and MPI settings for the cluster&apos;s ConnectX-7 fabric, from Tandem.
# Load in a shell with: set -a; . ./%1; set +a
# or pass it to a container with: docker run --env-file %1 ...
</source>
        <translation># 由 Tandem 生成的集群 ConnectX-7 互联的 NCCL 和 MPI 设置。
# 在 shell 中加载：set -a; . ./%1; set +a
# 或传给容器：docker run --env-file %1 ...
</translation>
    </message>
    <message>
        <source>#!/bin/sh
# Multi-node vLLM on Ray over the ConnectX-7 fabric, from Tandem. Run each part on
# its node after loading %1 there; every address below is a CX7 address.
</source>
        <translation>#!/bin/sh
# 由 Tandem 生成：通过 ConnectX-7 互联在 Ray 上运行多节点 vLLM。请在各部分对应的节点上
# 先加载 %1，再运行该部分；以下所有地址均为 CX7 地址。
</translation>
    </message>
    <message>
        <source># Nodes:
</source>
        <translation># 节点：
</translation>
    </message>
    <message>
        <source># On %1, the head:
</source>
        <translation># 在 %1（头节点）上：
</translation>
    </message>
    <message>
        <source># On %1, a worker:
</source>
        <translation># 在 %1（工作节点）上：
</translation>
    </message>
    <message>
        <source># Then, on %1: start the model across all %2 nodes, for example
</source>
        <translation># 然后在 %1 上：跨全部 %2 个节点启动模型，例如
</translation>
    </message>
    <message>
        <source>%1 is the management address of %2.</source>
        <translation>%1 是 %2 的管理地址。</translation>
    </message>
    <message>
        <source>%1 is not a ConnectX-7 address of the plan.</source>
        <translation>%1 不是规划中的 ConnectX-7 地址。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The plan gives %1 an address that is not one: %2.</source>
        <translation>规划为 %1 分配的地址不是有效地址：%2。</translation>
    </message>
    <message>
        <source>The plan gives %1 an interface that is not one: %2.</source>
        <translation>规划为 %1 分配的接口不是有效接口：%2。</translation>
    </message>
    <message>
        <source>The plan holds an interface that is not one: %1.</source>
        <translation>规划中包含无效的接口：%1。</translation>
    </message>
    <message>
        <source>The plan holds a subnet that is not one: &quot;%1&quot;.</source>
        <translation>规划中包含无效的子网：“%1”。</translation>
    </message>
    <message>
        <source>Cannot make %1 executable: %2</source>
        <translation>无法使 %1 可执行：%2</translation>
    </message>
</context>
<context>
    <name>Tandem::ShowGidsParser</name>
    <message>
        <source>The output of show_gids</source>
        <translation>show_gids 的输出</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a row of show_gids; ignored.</source>
        <translation>“%1”不是 show_gids 的输出行，已忽略。</translation>
    </message>
    <message>
        <source>n_gids_found=%1 is not a valid count (0 to %2).</source>
        <translation>n_gids_found=%1 不是有效的数量（0 到 %2）。</translation>
    </message>
    <message>
        <source>n_gids_found is printed again; the last one is kept.</source>
        <translation>n_gids_found 再次输出；保留最后一个。</translation>
    </message>
    <message>
        <source>The port number %1 of %2 is not valid (1 to %3).</source>
        <translation>%2 的端口号 %1 无效（1 到 %3）。</translation>
    </message>
    <message>
        <source>The GID index %1 of %2 is not valid (0 to %3).</source>
        <translation>%2 的 GID 索引 %1 无效（0 到 %3）。</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 address.</source>
        <translation>%1 不是 IPv4 地址。</translation>
    </message>
    <message>
        <source>GID index %1 of %2 port %3 is listed again; the first row is kept.</source>
        <translation>%2 端口 %3 的 GID 索引 %1 再次出现；保留第一行。</translation>
    </message>
    <message>
        <source>The output of show_gids is empty: no GID was listed.</source>
        <translation>show_gids 的输出为空：未列出任何 GID。</translation>
    </message>
    <message>
        <source>This is not the output of show_gids: &quot;%1&quot; is not a row &quot;DEV PORT INDEX GID [IPv4] VER DEV&quot;.</source>
        <translation>这不是 show_gids 的输出：“%1”不是“DEV PORT INDEX GID [IPv4] VER DEV”格式的行。</translation>
    </message>
    <message>
        <source>show_gids listed no GID. Check that the RDMA devices are up (rdma link) and the ConnectX driver (mlx5_ib) is loaded.</source>
        <translation>show_gids 未列出任何 GID。请检查 RDMA 设备是否已启用（rdma link），以及 ConnectX 驱动（mlx5_ib）是否已加载。</translation>
    </message>
    <message>
        <source>n_gids_found=%1, but %2 rows were read; the paste may be incomplete.</source>
        <translation>n_gids_found=%1，但读取了 %2 行；粘贴的内容可能不完整。</translation>
    </message>
    <message>
        <source>%1 more warnings were left out.</source>
        <translation>另有 %1 条警告已省略。</translation>
    </message>
</context>
<context>
    <name>Tandem::SparkNaming</name>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>primary (PCIe domain 0)</source>
        <translation>主接口（PCIe 域 0）</translation>
    </message>
    <message>
        <source>secondary (PCIe domain 2)</source>
        <translation>副接口（PCIe 域 2）</translation>
    </message>
</context>
<context>
    <name>Tandem::SshErrors</name>
    <message>
        <source>open a channel</source>
        <translation>打开通道</translation>
    </message>
    <message>
        <source>start the command</source>
        <translation>启动命令</translation>
    </message>
    <message>
        <source>send input to the command</source>
        <translation>向命令发送输入</translation>
    </message>
    <message>
        <source>%1 refused the connection on port %2. Is sshd running on port %2, and is that port open in the node&apos;s firewall?</source>
        <translation>%1 拒绝了端口 %2 上的连接。sshd 是否在端口 %2 上运行？节点的防火墙是否放行了该端口？</translation>
    </message>
    <message>
        <source>%1 cannot be reached (no route to host). Check that the node is powered on and on the same management network as this computer.</source>
        <translation>无法访问 %1（没有到主机的路由）。请检查该节点是否已开机，并与本机处于同一管理网络。</translation>
    </message>
    <message>
        <source>%1 did not answer on port %2 within %3 seconds. Check the address, the network and any firewall between this computer and the node.</source>
        <translation>%1 未在 %3 秒内于端口 %2 上响应。请检查地址、网络，以及本机与节点之间的防火墙。</translation>
    </message>
    <message>
        <source>The name %1 could not be resolved. Check the spelling, or use the node&apos;s address.</source>
        <translation>无法解析名称 %1。请检查拼写，或改用节点的地址。</translation>
    </message>
    <message>
        <source>Could not connect to %1 on port %2: %3</source>
        <translation>无法连接到 %1 的端口 %2：%3</translation>
    </message>
    <message>
        <source>%1 refused to log in user &quot;%2&quot;. Tried: %3. The node offers: %4. Check the user name, install Tandem&apos;s key on the node, or enter the password.</source>
        <translation>%1 拒绝了用户“%2”的登录。已尝试：%3。节点支持的方式：%4。请检查用户名、在节点上安装 Tandem 的密钥，或输入密码。</translation>
    </message>
    <message>
        <source>nothing (no agent, key or password given)</source>
        <translation>无（未提供代理、密钥或密码）</translation>
    </message>
    <message>
        <source>no method</source>
        <translation>无</translation>
    </message>
    <message>
        <source>You did not accept the host key of %1, so Tandem did not log in.</source>
        <translation>您未接受 %1 的主机密钥，因此 Tandem 没有登录。</translation>
    </message>
    <message>
        <source>The command did not finish within %1 seconds and was stopped: %2</source>
        <translation>命令未在 %1 秒内完成，已被终止：%2</translation>
    </message>
    <message>
        <source>Cancelled; the remote command was stopped.</source>
        <translation>已取消；远程命令已终止。</translation>
    </message>
    <message>
        <source>Internal error: an empty command was given.</source>
        <translation>内部错误：给出了空命令。</translation>
    </message>
    <message>
        <source>Could not %1 on the node: %2</source>
        <translation>无法在节点上%1：%2</translation>
    </message>
    <message>
        <source>The remote command was killed by signal SIG%1.</source>
        <translation>远程命令被信号 SIG%1 终止。</translation>
    </message>
    <message>
        <source>The remote command ended without reporting an exit status.</source>
        <translation>远程命令结束时未报告退出状态。</translation>
    </message>
    <message>
        <source>The user on %1 may not use sudo. Add the user to the sudo group on the node (as an administrator: usermod -aG sudo USER).</source>
        <translation>%1 上的用户无权使用 sudo。请在该节点上将该用户加入 sudo 组（以管理员身份运行：usermod -aG sudo USER）。</translation>
    </message>
    <message>
        <source>sudo on %1 refused the password. Enter the login password of the user on that node.</source>
        <translation>%1 上的 sudo 拒绝了该密码。请输入该用户在该节点上的登录密码。</translation>
    </message>
    <message>
        <source>sudo on %1 needs a password. Enter the user&apos;s password.</source>
        <translation>%1 上的 sudo 需要密码。请输入该用户的密码。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not installed on %2 (or not on the PATH of a non-interactive login). Install it, then run the check again.</source>
        <translation>%2 上未安装“%1”（或它不在非交互式登录的 PATH 中）。请安装后重新运行检查。</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>文件夹不存在</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>权限被拒绝</translation>
    </message>
    <message>
        <source>the server refused (disk full, or the name exists?)</source>
        <translation>服务器拒绝了请求（磁盘已满，或该名称已存在？）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a file name.</source>
        <translation>“%1”不是文件名。</translation>
    </message>
    <message>
        <source>start SFTP</source>
        <translation>启动 SFTP</translation>
    </message>
    <message>
        <source>Could not write %1 on %2: %3</source>
        <translation>无法在 %2 上写入 %1：%3</translation>
    </message>
    <message>
        <source>Could not move the new %1 into place on %2: %3</source>
        <translation>无法在 %2 上将新的 %1 移动到目标位置：%3</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>连接已断开</translation>
    </message>
    <message>
        <source>%1 printed a line longer than %2 MiB, the most Tandem accepts from one command; it was stopped and its output dropped: %3</source>
        <translation>%1 输出了超过 %2 MiB 的一行（Tandem 从单个命令接受的上限）；该命令已被终止，其输出已丢弃：%3</translation>
    </message>
    <message>
        <source>%1 printed more than %2 MiB, the most Tandem accepts from one command; it was stopped and its output dropped: %3</source>
        <translation>%1 的输出超过了 %2 MiB（Tandem 从单个命令接受的上限）；该命令已被终止，其输出已丢弃：%3</translation>
    </message>
    <message>
        <source>Not connected to the node (the connection was lost or never made). Connect to it on the Devices page, then run the step again; with tandem-cli, run the command again.</source>
        <translation>未连接到该节点（连接已丢失或从未建立）。请在“设备”页面连接该节点，然后重新运行该步骤；如使用 tandem-cli，请重新运行该命令。</translation>
    </message>
    <message>
        <source>The connection to %1 was lost. The node may have rebooted, lost its network, or sshd was restarted; commands that were running may or may not have finished. If it rebooted, wait until it answers again (a few minutes). Then reconnect to it on the Devices page and run this step again; with tandem-cli, run the same command again.</source>
        <translation>与 %1 的连接已丢失。该节点可能已重启、断开了网络，或 sshd 已重启；正在运行的命令可能已完成，也可能未完成。如果它已重启，请等待它重新响应（需要几分钟）。然后在“设备”页面重新连接该节点，并重新运行此步骤；如使用 tandem-cli，请重新运行同一命令。</translation>
    </message>
    <message>
        <source>%1 rejected the password of user &quot;%2&quot;. Check the user name and type the password again (on DGX OS it is the password you log in with); a node may also refuse every login for a while after several wrong ones. Tried: %3.</source>
        <translation>%1 拒绝了用户“%2”的密码。请检查用户名并重新输入密码(在 DGX OS 上即登录密码);多次输错后,节点也可能在一段时间内拒绝所有登录。已尝试: %3。</translation>
    </message>
</context>
<context>
    <name>Tandem::SshFabricStep</name>
    <message>
        <source>The command ended with exit status %1.</source>
        <translation>命令以退出状态 %1 结束。</translation>
    </message>
    <message>
        <source>Fabric key on the node</source>
        <translation>节点上的互联密钥</translation>
    </message>
    <message>
        <source>Peers&apos; keys in authorized_keys</source>
        <translation>authorized_keys 中的对端密钥</translation>
    </message>
    <message>
        <source>Peers&apos; host keys in known_hosts</source>
        <translation>known_hosts 中的对端主机密钥</translation>
    </message>
    <message>
        <source>CX7 aliases in ~/.ssh/config</source>
        <translation>~/.ssh/config 中的 CX7 别名</translation>
    </message>
    <message>
        <source>The key script printed something unexpected.</source>
        <translation>密钥脚本输出了意外的内容。</translation>
    </message>
    <message>
        <source>The user name &quot;%1&quot; cannot be used in ~/.ssh/config.</source>
        <translation>用户名“%1”不能用于 ~/.ssh/config。</translation>
    </message>
    <message>
        <source>The host name &quot;%1&quot; cannot be used for an SSH alias.</source>
        <translation>主机名“%1”不能用作 SSH 别名。</translation>
    </message>
    <message>
        <source>~/.ssh/tandem_fabric_ed25519.pub is not an ed25519 public key.</source>
        <translation>~/.ssh/tandem_fabric_ed25519.pub 不是 ed25519 公钥。</translation>
    </message>
    <message>
        <source>No SSH host key was found in /etc/ssh on this node.</source>
        <translation>在此节点的 /etc/ssh 中未找到 SSH 主机密钥。</translation>
    </message>
    <message>
        <source>The plan gives %1 no CX7 address.</source>
        <translation>规划未给 %1 分配 CX7 地址。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IPv4 address.</source>
        <translation>“%1”不是 IPv4 地址。</translation>
    </message>
    <message>
        <source>What was read from %1 cannot be used safely.</source>
        <translation>从 %1 读取的内容无法安全使用。</translation>
    </message>
    <message>
        <source>A host key read from %1 is not a public key line.</source>
        <translation>从 %1 读取的主机密钥不是公钥行。</translation>
    </message>
    <message>
        <source>There is no other node to connect to.</source>
        <translation>没有可连接的其他节点。</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>正在等待…</translation>
    </message>
    <message>
        <source>Made %1 on the node; only its public half was read.</source>
        <translation>已在节点上生成 %1；仅读取了其公钥部分。</translation>
    </message>
    <message>
        <source>%1 was already on the node; only its public half was read.</source>
        <translation>%1 已存在于节点上；仅读取了其公钥部分。</translation>
    </message>
    <message>
        <source>Not changed: another node could not be read.</source>
        <translation>未更改：无法读取另一个节点的信息。</translation>
    </message>
    <message>
        <source>%1 host key line(s) of the peers in ~/.ssh/known_hosts, read over the management network.</source>
        <translation>~/.ssh/known_hosts 中有 %1 行对端主机密钥（通过管理网络读取）。</translation>
    </message>
    <message>
        <source>Aliases &lt;host&gt;-cx7 and the peers&apos; CX7 addresses use the fabric key (top of ~/.ssh/config).</source>
        <translation>别名 &lt;host&gt;-cx7 和对端的 CX7 地址均使用互联密钥（位于 ~/.ssh/config 顶部）。</translation>
    </message>
    <message>
        <source>Check that the home directory of the user on %1 is writable, then run this step again.</source>
        <translation>请检查 %1 上该用户的主目录是否可写，然后重新运行此步骤。</translation>
    </message>
    <message>
        <source>Not changed: the files of another node cannot be edited safely.</source>
        <translation>未更改：无法安全地编辑另一个节点的文件。</translation>
    </message>
    <message>
        <source>%1 peer key(s) in ~/.ssh/authorized_keys, each accepted only from that peer&apos;s CX7 addresses, without forwarding or a terminal.</source>
        <translation>~/.ssh/authorized_keys 中有 %1 个对端密钥，每个仅接受来自该对端 CX7 地址的连接，且不允许转发或终端。</translation>
    </message>
    <message>
        <source>Someone changed the file on %1 while Tandem worked; run this step again.</source>
        <translation>Tandem 工作期间有人更改了 %1 上的文件；请重新运行此步骤。</translation>
    </message>
</context>
<context>
    <name>Tandem::SshNodeRunner</name>
    <message>
        <source>Cancelled before it started.</source>
        <translation>在开始前已取消。</translation>
    </message>
    <message numerus="yes">
        <source>SFTP upload of %n byte(s) to %1 (mode %2)</source>
        <translation>
            <numerusform>通过 SFTP 向 %1 上传 %n 字节（模式 %2）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::SshOptions</name>
    <message>
        <source>Tandem could not set the SSH option %1 to %2: libssh refused it without saying why.</source>
        <translation>Tandem 无法将 SSH 选项 %1 设置为 %2：libssh 拒绝了它，但未说明原因。</translation>
    </message>
    <message>
        <source>Tandem could not set the SSH option %1 to %2: libssh refused it (%3).</source>
        <translation>Tandem 无法将 SSH 选项 %1 设置为 %2：libssh 拒绝了它（%3）。</translation>
    </message>
    <message>
        <source>%1 is not an SSH port: use a port from 1 to 65535 for %2.</source>
        <translation>%1 不是有效的 SSH 端口：请为 %2 使用 1 到 65535 之间的端口。</translation>
    </message>
    <message>
        <source>Use the node&apos;s name (letters, digits, dots and dashes) or its IP address.</source>
        <translation>请使用节点的名称（字母、数字、点和连字符）或其 IP 地址。</translation>
    </message>
</context>
<context>
    <name>Tandem::SshSession</name>
    <message>
        <source>This is not an OpenSSH public key line (it should look like &quot;ssh-ed25519 AAAA... comment&quot;).</source>
        <translation>这不是 OpenSSH 公钥行（格式应类似“ssh-ed25519 AAAA... comment”）。</translation>
    </message>
</context>
<context>
    <name>Tandem::SshWorker</name>
    <message>
        <source>Could not start an SSH session (out of memory?).</source>
        <translation>无法启动 SSH 会话（内存不足？）。</translation>
    </message>
    <message>
        <source>ssh-agent</source>
        <translation>ssh-agent</translation>
    </message>
    <message>
        <source>key %1 (cannot be read)</source>
        <translation>密钥 %1（无法读取）</translation>
    </message>
    <message>
        <source>key %1 (wrong passphrase)</source>
        <translation>密钥 %1（密码短语错误）</translation>
    </message>
    <message>
        <source>key %1 (not a private key libssh can read)</source>
        <translation>密钥 %1（不是 libssh 可读取的私钥）</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>密钥 %1</translation>
    </message>
    <message>
        <source>password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>keyboard-interactive</source>
        <translation>keyboard-interactive</translation>
    </message>
    <message>
        <source>Connecting to %1 was cancelled.</source>
        <translation>已取消与 %1 的连接。</translation>
    </message>
</context>
<context>
    <name>Tandem::StepGate</name>
    <message>
        <source>This step is running.</source>
        <translation>此步骤正在运行。</translation>
    </message>
    <message>
        <source>Another step is running; wait until it has finished.</source>
        <translation>另一个步骤正在运行；请等待其完成。</translation>
    </message>
    <message>
        <source>Nothing to report yet: run at least one step first.</source>
        <translation>尚无可报告的内容：请先运行至少一个步骤。</translation>
    </message>
    <message>
        <source>Connect to every node on the Devices page first.</source>
        <translation>请先在“设备”页面连接到所有节点。</translation>
    </message>
    <message>
        <source>Run the cabling checks first (step 3); the plan is made from what they find.</source>
        <translation>请先运行布线检查（步骤 3）；规划将根据其检查结果制定。</translation>
    </message>
    <message>
        <source>The cabling checks failed: fix the cabling and run them again (step 3).</source>
        <translation>布线检查未通过：请修正布线后重新运行（步骤 3）。</translation>
    </message>
    <message>
        <source>Run the cabling checks again in this session (step 3); the plan is made from what they find.</source>
        <translation>请在本次会话中重新运行布线检查（步骤 3）；规划将根据其检查结果制定。</translation>
    </message>
    <message>
        <source>Make the network plan first (step 4).</source>
        <translation>请先制定网络规划（步骤 4）。</translation>
    </message>
    <message>
        <source>The network plan has failed checks: fix them and make the plan again (step 4).</source>
        <translation>网络规划有未通过的检查：请修正后重新制定规划（步骤 4）。</translation>
    </message>
    <message>
        <source>Make the network plan first (step 4); the fabric uses its addresses.</source>
        <translation>请先制定网络规划（步骤 4）；互联将使用其中的地址。</translation>
    </message>
    <message>
        <source>Apply the network plan first (step 5).</source>
        <translation>请先应用网络规划（步骤 5）。</translation>
    </message>
    <message>
        <source>Applying the network plan failed: fix what it found and apply again (step 5).</source>
        <translation>应用网络规划失败：请修正发现的问题后重新应用（步骤 5）。</translation>
    </message>
    <message>
        <source>The network plan was restored: apply it again first (step 5).</source>
        <translation>网络规划已通过“恢复”撤销：请先重新应用（步骤 5）。</translation>
    </message>
    <message>
        <source>Make the network plan first (step 4); verify checks its addresses.</source>
        <translation>请先制定网络规划（步骤 4）；验证将检查其中的地址。</translation>
    </message>
    <message>
        <source>Set up the SSH fabric first (step 6).</source>
        <translation>请先配置 SSH 互联（步骤 6）。</translation>
    </message>
    <message>
        <source>Setting up the SSH fabric failed: fix what it found and set it up again (step 6).</source>
        <translation>配置 SSH 互联失败：请修正发现的问题后重新配置（步骤 6）。</translation>
    </message>
    <message>
        <source>The SSH fabric was removed: set it up again first (step 6).</source>
        <translation>SSH 互联已被移除：请先重新配置（步骤 6）。</translation>
    </message>
    <message>
        <source>Make the network plan first (step 4); the test runs over its addresses.</source>
        <translation>请先制定网络规划（步骤 4）；测试将通过其中的地址运行。</translation>
    </message>
    <message>
        <source>Verify the fabric first (step 7).</source>
        <translation>请先验证互联（步骤 7）。</translation>
    </message>
    <message>
        <source>Verifying the fabric failed: fix what it found and verify again (step 7).</source>
        <translation>验证互联失败：请修正发现的问题后重新验证（步骤 7）。</translation>
    </message>
    <message>
        <source>%1 is out of date: %2 changed after it ran. Run it again first.</source>
        <translation>%1 已过时：它运行后 %2 发生了变化。请先重新运行它。</translation>
    </message>
    <message>
        <source>The network plan is out of date: its options (first subnet, MTU) were changed after it was made. Make the plan again first (step 4).</source>
        <translation>网络规划已过期：生成之后其选项（第一个子网、MTU）被更改了。请先重新生成规划（第 4 步）。</translation>
    </message>
    <message>
        <source>%1 It cannot run yet: %2</source>
        <translation>%1 但它目前还不能运行: %2</translation>
    </message>
</context>
<context>
    <name>Tandem::StepNames</name>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Device checks</source>
        <translation>设备检查</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>布线</translation>
    </message>
    <message>
        <source>Network plan</source>
        <translation>网络规划</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>SSH fabric</source>
        <translation>SSH 互联</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>%1 (step %2)</source>
        <translation>%1（第 %2 步）</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>诊断</translation>
    </message>
</context>
<context>
    <name>Tandem::StepTable</name>
    <message>
        <source>Make the network plan first (step 4).</source>
        <translation>请先制定网络规划（步骤 4）。</translation>
    </message>
    <message>
        <source>No test run left behind was found; connect again to look once more.</source>
        <translation>未发现遗留的测试运行；重新连接可再次查找。</translation>
    </message>
</context>
<context>
    <name>Tandem::StepTimings</name>
    <message>
        <source>step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>wall s</source>
        <translation>耗时 秒</translation>
    </message>
    <message>
        <source>total</source>
        <translation>总计</translation>
    </message>
</context>
<context>
    <name>Tandem::SubnetSweeper</name>
    <message>
        <source>No address could be reached (%1). Is this computer connected to that network?</source>
        <translation>无法到达任何地址（%1）。本机是否已连接到该网络？</translation>
    </message>
</context>
<context>
    <name>Tandem::SyncDirectory</name>
    <message>
        <source>Cannot flush the folder %1 to disk: %2</source>
        <translation>无法将文件夹 %1 刷新到磁盘：%2</translation>
    </message>
</context>
<context>
    <name>Tandem::TextLines</name>
    <message>
        <source>the output contains binary data</source>
        <translation>输出中包含二进制数据</translation>
    </message>
    <message>
        <source>the output is not valid UTF-8 text</source>
        <translation>输出不是有效的 UTF-8 文本</translation>
    </message>
</context>
<context>
    <name>Tandem::TopologyClassifier</name>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>direct cable</source>
        <translation>线缆直连</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>环形</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Some nodes are cabled to each other and others through a switch. Direct and switched links must not be mixed: cable every node to the switch only.</source>
        <translation>部分节点之间用线缆直连，另一些则通过交换机连接。直连链路与交换机链路不能混用：请将所有节点只连接到交换机。</translation>
    </message>
    <message>
        <source>%1 nodes through a switch</source>
        <translation>%1 个节点通过交换机连接</translation>
    </message>
    <message>
        <source>Not every node answered through the switch: %1.</source>
        <translation>部分节点未通过交换机响应：%1。</translation>
    </message>
    <message>
        <source>The cable %1 uses different ports at its two ends. It works, but the playbooks expect the same port on every node; consider moving one end.</source>
        <translation>线缆 %1 两端使用的端口不同。这样可以工作，但 playbook 要求所有节点使用相同的端口；建议调整其中一端。</translation>
    </message>
    <message>
        <source>%1 and %2 are joined by %3 cables. A second cable between the same two Sparks adds no bandwidth; use it for a third node or a switch.</source>
        <translation>%1 和 %2 之间连接了 %3 根线缆。在同样两台 Spark 之间增加第二根线缆不会提升带宽；请将其用于连接第三个节点或交换机。</translation>
    </message>
    <message>
        <source>No node was found across any cable. Check that a QSFP cable joins the nodes and that both twins of its ports are up.</source>
        <translation>所有线缆的另一端都未发现节点。请检查节点之间是否已用 QSFP 线缆连接，以及端口的两个孪生接口是否均已启用。</translation>
    </message>
    <message>
        <source>No cable reaches %1.</source>
        <translation>没有线缆连接到 %1。</translation>
    </message>
    <message>
        <source>2 nodes, direct cable: %1</source>
        <translation>2 个节点，线缆直连：%1</translation>
    </message>
    <message>
        <source>3 nodes in a ring: %1</source>
        <translation>3 个节点组成环形：%1</translation>
    </message>
    <message>
        <source>Three nodes in a chain are not supported (the middle node would forward traffic). Cable the two end nodes to each other to make a ring, or use a switch.</source>
        <translation>不支持 3 个节点串联成链（中间节点将不得不转发流量）。请用线缆将两端的节点相连组成环形，或使用交换机。</translation>
    </message>
    <message>
        <source>%1 Sparks cabled directly are not supported: four or more Sparks need a switch.</source>
        <translation>不支持 %1 台 Spark 直接用线缆互连：4 台及以上的 Spark 需要使用交换机。</translation>
    </message>
    <message>
        <source>No IPv6 link-local address on %1: the topology probe sends from it, so nobody answered there. Enable IPv6 on the port (sysctl net.ipv6.conf.&lt;port&gt;.disable_ipv6=0, or link-local: [ipv6] in its netplan) and run the check again.</source>
        <translation>%1 上没有 IPv6 链路本地地址: 拓扑探测从该地址发送,因此那里无人应答。请在该端口启用 IPv6(sysctl net.ipv6.conf.&lt;port&gt;.disable_ipv6=0,或在其 netplan 中设置 link-local: [ipv6]),然后重新运行检查。</translation>
    </message>
    <message>
        <source>Only one twin of the cable %1 answered: the link runs at half bandwidth. If a port came up moments ago, run the check again.</source>
        <translation>线缆 %1 只有一个孪生接口应答: 链路以一半带宽运行。如果端口刚刚启动,请重新运行检查。</translation>
    </message>
    <message>
        <source>Only one twin of the cable %1 answered. %2</source>
        <translation>线缆 %1 只有一个孪生接口应答。%2</translation>
    </message>
    <message>
        <source>No node was found across any cable. %1</source>
        <translation>任何线缆的另一端都没有找到节点。%1</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::AboutDialog</name>
    <message>
        <source>Guided clustering of NVIDIA DGX Spark machines: cabling, network, SSH fabric, NCCL bandwidth and an acceptance report.</source>
        <translation>引导您将 NVIDIA DGX Spark 组成集群：布线、网络、SSH 互联、NCCL 带宽和验收报告。</translation>
    </message>
    <message>
        <source>Tandem is free software, licensed under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Tandem 是自由软件，依据 GNU 通用公共许可证第 3 版或更高版本授权，不提供任何担保。</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>库</translation>
    </message>
    <message>
        <source>About Tandem</source>
        <translation>关于 Tandem</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::ApplyPage</name>
    <message>
        <source>%1: write /etc/netplan/40-cx7.yaml</source>
        <translation>%1：写入 /etc/netplan/40-cx7.yaml</translation>
    </message>
    <message>
        <source>%1: move /etc/netplan/%2 aside</source>
        <translation>%1：移走 /etc/netplan/%2</translation>
    </message>
    <message>
        <source>Apply the network plan</source>
        <translation>应用网络规划</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Put back on every node the netplan files as they were before Tandem changed them, and apply them?</source>
        <translation>要在所有节点上将 netplan 文件还原为 Tandem 修改之前的状态并应用吗？</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>%1 reverts by itself in %2 s unless Tandem confirms it.</source>
        <translation>除非 Tandem 确认，否则 %1 将在 %2 秒后自动回滚。</translation>
    </message>
    <message>
        <source>&amp;Apply the plan…</source>
        <translation>应用规划(&amp;A)…</translation>
    </message>
    <message>
        <source>Revert unless confirmed within:</source>
        <translation>未确认时自动回滚的时限：</translation>
    </message>
    <message>
        <source>&amp;Restore…</source>
        <translation>恢复(&amp;R)…</translation>
    </message>
    <message>
        <source>Stops the apply at its next command. A node that Tandem has not confirmed yet puts its old files back by itself; Restore puts back the rest.</source>
        <translation>在下一条命令处停止应用。Tandem 尚未确认的节点会自行还原旧文件；其余部分由“恢复”还原。</translation>
    </message>
    <message>
        <source>These files were edited on the node since Tandem wrote them, so Restore left those nodes as they are. Restore anyway? The edited files are then kept in the run&apos;s backup folder on the node.</source>
        <translation>这些文件在 Tandem 写入后已在节点上被编辑，因此“恢复”未更改这些节点。仍要恢复吗？被编辑的文件随后会保留在节点上本次运行的备份文件夹中。</translation>
    </message>
    <message>
        <source>&amp;Restore anyway</source>
        <translation>仍然恢复(&amp;R)</translation>
    </message>
    <message>
        <source>On every node Tandem first takes the node&apos;s lock (one change at a time), backs up each file it will change (on the node and on this computer, with its sha256, owner and mode) and arms a watchdog. It then tries the plan from /run/netplan, checked with netplan generate: unless Tandem sees the node again over the management network with its new addresses within the time above, the node takes the trial back by itself, and a restart takes it back too. Only then is 40-cx7.yaml installed in /etc/netplan. Restore puts back exactly what was there before, at any time.</source>
        <translation>Tandem 首先在每个节点上获取节点的锁（每次只进行一项更改），备份将要更改的每个文件（保存在节点上和这台计算机上，连同其 sha256、所有者和权限模式），并启动看门狗。然后通过 netplan generate 检查后，从 /run/netplan 试运行该计划：如果在上面设定的时间内，Tandem 无法通过管理网络再次看到带有新地址的节点，节点会自行撤销试运行；重启也会撤销试运行。只有在此之后，40-cx7.yaml 才会安装到 /etc/netplan 中。“恢复”可随时准确地恢复到之前的状态。</translation>
    </message>
    <message>
        <source>%1: take %3 out of /etc/netplan/%2, keeping the rest</source>
        <translation>%1：从 /etc/netplan/%2 中去掉 %3，其余保留</translation>
    </message>
    <message>
        <source>%1: %2 goes (Tandem wrote it).</source>
        <translation>%1：删除 %2（由 Tandem 写入）。</translation>
    </message>
    <message>
        <source>%1: %2 goes (Tandem wrote it); %3 comes back as it was.</source>
        <translation>%1：删除 %2（由 Tandem 写入）；%3 恢复原样。</translation>
    </message>
    <message>
        <source>Each node&apos;s record of what Tandem changed decides: a file edited since Tandem wrote it is left alone, and its changes are shown.</source>
        <translation>以每个节点上记录的 Tandem 更改为准：Tandem 写入后又被编辑过的文件保持不变，并显示其更改。</translation>
    </message>
    <message>
        <source>Restore put files back after this plan was made: any of them that sets the ConnectX-7 interfaces is moved aside again (Restore puts it back).</source>
        <translation>此规划生成之后，恢复操作放回了一些文件：其中设置 ConnectX-7 接口的文件会再次被移开（恢复会将其放回）。</translation>
    </message>
    <message>
        <source>MTU %1 on every ConnectX-7 interface</source>
        <translation>所有 ConnectX-7 接口使用 MTU %1</translation>
    </message>
    <message>
        <source>MTUs as they are, both ends of each link agreeing</source>
        <translation>MTU 保持不变，每条链路两端一致</translation>
    </message>
    <message>
        <source>The plan: subnets %1; %2.

Tandem will back up the current files and then, on every node:
%3

A node that Tandem does not see again with its new addresses within %4 seconds puts its old files back by itself. The diffs are on the Network plan page.</source>
        <translation>规划：子网 %1；%2。

Tandem 会先备份当前文件，然后在每个节点上：
%3

如果 %4 秒内 Tandem 无法通过新地址再次看到某个节点，该节点会自行恢复旧文件。差异显示在“网络规划”页面。</translation>
    </message>
    <message>
        <source>Afterwards the ConnectX-7 addresses are gone: the SSH fabric, Verify and the bandwidth test are out of date until the plan is applied again.</source>
        <translation>之后 ConnectX-7 地址将不复存在：在重新应用规划之前，SSH 互联、验证和带宽测试都会过期。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::BandwidthPage</name>
    <message>
        <source>On %1:
%2</source>
        <translation>在 %1 上：
%2</translation>
    </message>
    <message>
        <source>&amp;Run the bandwidth test</source>
        <translation>运行带宽测试(&amp;R)</translation>
    </message>
    <message>
        <source>Tool:</source>
        <translation>工具：</translation>
    </message>
    <message>
        <source>Collective:</source>
        <translation>集合通信：</translation>
    </message>
    <message>
        <source>Sizes (-b, -e, factor):</source>
        <translation>尺寸（-b、-e、倍数）：</translation>
    </message>
    <message>
        <source>Soak (s, probe):</source>
        <translation>持续测试（秒，probe）：</translation>
    </message>
    <message>
        <source>The command that will run:</source>
        <translation>将要运行的命令：</translation>
    </message>
    <message>
        <source>Transport: read from NCCL&apos;s log when the run ends.</source>
        <translation>传输方式：运行结束时从 NCCL 日志中读取。</translation>
    </message>
    <message>
        <source>Cancelling: ending the run on every node…</source>
        <translation>正在取消：正在结束所有节点上的运行…</translation>
    </message>
    <message>
        <source>Transport: not judged, the run was cancelled.</source>
        <translation>传输方式：未判定，运行已取消。</translation>
    </message>
    <message>
        <source>Cancelled: mpirun and every rank were ended on every node.</source>
        <translation>已取消：已在所有节点上结束 mpirun 及所有 rank。</translation>
    </message>
    <message>
        <source>Transport: not judged, the run did not get that far.</source>
        <translation>传输方式：未判定，运行未进行到该阶段。</translation>
    </message>
    <message>
        <source>Verdict: not run yet.</source>
        <translation>结论：尚未运行。</translation>
    </message>
    <message>
        <source>Probe backend:</source>
        <translation>probe 后端：</translation>
    </message>
    <message>
        <source>busbw floor:</source>
        <translation>busbw 下限：</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Environment (NAME=VALUE …):</source>
        <translation>环境变量（NAME=VALUE …）：</translation>
    </message>
    <message>
        <source>for example NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1 NCCL_ALGO=Ring</source>
        <translation>例如 NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1 NCCL_ALGO=Ring</translation>
    </message>
    <message>
        <source>Transport: not run yet.</source>
        <translation>传输方式：尚未运行。</translation>
    </message>
    <message>
        <source>Out of date: %1 changed after this run. Its verdict was: %2</source>
        <translation>已过时：此次运行之后 %1 发生了变化。当时的结论：%2</translation>
    </message>
    <message>
        <source>Stalled: %1 %2</source>
        <translation>停滞：%1 %2</translation>
    </message>
    <message>
        <source>Copy the command to the clipboard</source>
        <translation>将命令复制到剪贴板</translation>
    </message>
    <message>
        <source>Smallest message size (-b)</source>
        <translation>最小消息大小 (-b)</translation>
    </message>
    <message>
        <source>Largest message size (-e)</source>
        <translation>最大消息大小 (-e)</translation>
    </message>
    <message>
        <source>Size factor (-f)</source>
        <translation>大小倍数 (-f)</translation>
    </message>
    <message>
        <source>Results by message size</source>
        <translation>按消息大小列出的结果</translation>
    </message>
    <message>
        <source>Soak: %1 s of %2 s, %3 s left. The verdict comes when it ends.</source>
        <translation>持续测试：已进行 %1 秒，共 %2 秒，剩余 %3 秒。结束时给出判定。</translation>
    </message>
    <message numerus="yes">
        <source>%n s so far</source>
        <translation>
            <numerusform>已运行 %n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s so far</source>
        <translation>已运行 %1 分 %2 秒</translation>
    </message>
    <message>
        <source>Verdict: the test is running (%1).</source>
        <translation>结论：测试正在运行（%1）。</translation>
    </message>
    <message>
        <source>Cancelled: the last run was ended before it finished; the rows are what it measured until then.</source>
        <translation>已取消: 上次运行在完成前被结束;表中各行是此前测得的结果。</translation>
    </message>
    <message>
        <source>Out of date: %1</source>
        <translation>已过时: %1</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::BandwidthPlot</name>
    <message>
        <source>Message size (bytes)</source>
        <translation>消息大小（字节）</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间（秒）</translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation>busbw（GB/s）</translation>
    </message>
    <message>
        <source>out-of-place</source>
        <translation>非原地 (out-of-place)</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>in-place</source>
        <translation>原地 (in-place)</translation>
    </message>
    <message>
        <source>Bus bandwidth by message size</source>
        <translation>按消息大小的总线带宽</translation>
    </message>
    <message>
        <source>Bus bandwidth over time</source>
        <translation>总线带宽随时间变化</translation>
    </message>
    <message>
        <source>No measurement yet.</source>
        <translation>尚无测量值。</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s); the last: %1 GB/s at %2.</source>
        <translation>
            <numerusform>%n 个点；最新：%2 时 %1 GB/s。</numerusform>
        </translation>
    </message>
    <message>
        <source>Threshold: %1 GB/s.</source>
        <translation>阈值：%1 GB/s。</translation>
    </message>
    <message>
        <source>threshold %1 GB/s</source>
        <translation>阈值 %1 GB/s</translation>
    </message>
    <message>
        <source>%1, above this scale ↑</source>
        <translation>%1（高于此刻度 ↑）</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::BandwidthTableModel</name>
    <message>
        <source>time (s)</source>
        <translation>时间（秒）</translation>
    </message>
    <message>
        <source>size (B)</source>
        <translation>大小（B）</translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation>busbw（GB/s）</translation>
    </message>
    <message>
        <source>algbw (GB/s)</source>
        <translation>algbw（GB/s）</translation>
    </message>
    <message>
        <source>time per op (µs)</source>
        <translation>每次操作时间（µs）</translation>
    </message>
    <message>
        <source>#wrong</source>
        <translation>#错误</translation>
    </message>
    <message>
        <source>count</source>
        <translation>元素数</translation>
    </message>
    <message>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>redop</source>
        <translation>归约</translation>
    </message>
    <message>
        <source>time (µs)</source>
        <translation>时间（µs）</translation>
    </message>
    <message>
        <source>in-place time (µs)</source>
        <translation>原地时间（µs）</translation>
    </message>
    <message>
        <source>in-place algbw (GB/s)</source>
        <translation>原地 algbw（GB/s）</translation>
    </message>
    <message>
        <source>in-place busbw (GB/s)</source>
        <translation>原地 (in-place) busbw（GB/s）</translation>
    </message>
    <message>
        <source>in-place #wrong</source>
        <translation>原地 #错误</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::BusyIndicator</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::CablingPage</name>
    <message>
        <source>%1 down</source>
        <translation>%1 已断开</translation>
    </message>
    <message>
        <source>Seen from the back of the Spark: the left QSFP port is the one next to the 10 GbE port. Insert the plug with its pull tab up until it clicks; use the same port on every Spark.</source>
        <translation>从 Spark 背面看：紧挨 10 GbE 端口的是左侧 QSFP 端口。将插头拉环朝上插入，直到听到“咔嗒”一声；每台 Spark 都使用同一个端口。</translation>
    </message>
    <message>
        <source>The topology is found when the checks run.</source>
        <translation>运行检查时将识别拓扑。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Where the ports sit on the %1 is not known to Tandem; by their interfaces:</source>
        <translation>Tandem 不知道 %1 的端口位置；按接口名列出：</translation>
    </message>
    <message>
        <source>has carrier (cabled)</source>
        <translation>有载波（已接线）</translation>
    </message>
    <message>
        <source>one twin has carrier</source>
        <translation>仅一个孪生接口有载波</translation>
    </message>
    <message>
        <source>no carrier</source>
        <translation>无载波</translation>
    </message>
    <message>
        <source>• %1: %2</source>
        <translation>• %1：%2</translation>
    </message>
    <message>
        <source>Insert the plug until it clicks, and use the same port (the same interfaces) on every node.</source>
        <translation>插入插头直到听到咔嗒声，并在每个节点上使用同一个端口（同样的接口）。</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>%1 at %2 Gb/s</source>
        <translation>%1 为 %2 Gb/s</translation>
    </message>
    <message>
        <source>Read before the restore at %1: the ports&apos; MTUs and addresses may have changed since. Run the checks again to see them as they are now.</source>
        <translation>这是 %1 恢复之前读取的结果: 端口的 MTU 和地址此后可能已改变。请重新运行检查以查看当前状态。</translation>
    </message>
    <message>
        <source>Read before the plan was applied at %1: the ports&apos; MTUs and addresses may have changed since. Run the checks again to see them as they are now.</source>
        <translation>这是 %1 应用方案之前读取的结果: 端口的 MTU 和地址此后可能已改变。请重新运行检查以查看当前状态。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::CheckBanner</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>解决方法：%1</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::CheckListModel</name>
    <message>
        <source>Passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Out of date</source>
        <translation>已过期</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::CheckListPanel</name>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::ChecksPage</name>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>尚未运行。</translation>
    </message>
    <message>
        <source>%1 passed, %2 warnings, %3 failed.</source>
        <translation>通过 %1 项，警告 %2 项，失败 %3 项。</translation>
    </message>
    <message>
        <source>&amp;Run checks</source>
        <translation>运行检查(&amp;R)</translation>
    </message>
    <message>
        <source>Running… %1 of %2 checks done.</source>
        <translation>正在运行… 已完成 %1/%2 项检查。</translation>
    </message>
    <message>
        <source>Out of date: %1 changed after these checks ran.</source>
        <translation>已过时：这些检查运行后 %1 发生了变化。</translation>
    </message>
    <message>
        <source>Undone: what this step set up was taken back on the nodes.</source>
        <translation>已撤销：此步骤所做的设置已在节点上撤回。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::CopyButton</name>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::DevicesPage</name>
    <message>
        <source>%1 is already in the list.</source>
        <translation>%1 已在列表中。</translation>
    </message>
    <message>
        <source>Host name or address, e.g. nvidia@spark-1a2b.local</source>
        <translation>主机名或地址，例如 nvidia@spark-1a2b.local</translation>
    </message>
    <message>
        <source>&amp;Add device</source>
        <translation>添加设备(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Connect to all</source>
        <translation>全部连接(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Install Tandem&apos;s key</source>
        <translation>安装 Tandem 密钥(&amp;I)</translation>
    </message>
    <message>
        <source>Adds Tandem&apos;s own public key to authorized_keys on every node, so later connections need no password. The private key stays on this computer.</source>
        <translation>将 Tandem 自己的公钥添加到每个节点的 authorized_keys，之后连接无需密码。私钥始终留在本机。</translation>
    </message>
    <message>
        <source>Add at least one node first.</source>
        <translation>请先添加至少一个节点。</translation>
    </message>
    <message>
        <source>Start a new session</source>
        <translation>开始新会话</translation>
    </message>
    <message>
        <source>These are not the nodes of the current session (%1). Connecting to them starts a new session: the checks, plan and bandwidth run found so far no longer show here.</source>
        <translation>这些不是当前会话的节点（%1）。连接它们将开始新会话：目前的检查、计划和带宽测试结果将不再显示在这里。</translation>
    </message>
    <message>
        <source>Node to add</source>
        <translation>要添加的节点</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>The host key of %1 changed</source>
        <translation>%1 的主机密钥已更改</translation>
    </message>
    <message>
        <source>%1 presents host key %2, not the one Tandem stored when you first connected. Tandem did not log in.</source>
        <translation>%1 提供的主机密钥为 %2，与首次连接时 Tandem 保存的密钥不同。Tandem 没有登录。</translation>
    </message>
    <message>
        <source>If the node was reinstalled, check the new key on the node itself (its console, or a terminal on it): ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub must print %1. Only then replace the stored key; Tandem then shows the key again and asks before it trusts it. If the node was not reinstalled, do not connect: someone may be between you and the node.</source>
        <translation>如果节点已重新安装，请在节点本身（其控制台或节点上的终端）上检查新密钥：ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub 必须输出 %1。只有这样才替换已保存的密钥；随后 Tandem 会再次显示该密钥，并在信任之前询问。如果节点没有重新安装，请不要连接：可能有人位于您和节点之间。</translation>
    </message>
    <message>
        <source>&amp;Replace the stored key</source>
        <translation>替换已保存的密钥(&amp;R)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>End the tests left running?</source>
        <translation>结束遗留的测试？</translation>
    </message>
    <message>
        <source>A Tandem on this computer that is no longer running left these test runs on the nodes:
%1</source>
        <translation>本机上一个已不再运行的 Tandem 在节点上遗留了以下测试运行：
%1</translation>
    </message>
    <message>
        <source>They hold the GPUs and the fabric until their time limit, and a test beside them measures less. Ending them stops their processes on each node (mpirun, orted and the test itself); nothing else is touched.</source>
        <translation>它们会占用 GPU 和网络直到时限，同时进行的测试测得的值会偏低。结束它们只会停止各节点上的这些进程（mpirun、orted 和测试本身），不会触及其他任何内容。</translation>
    </message>
    <message>
        <source>&amp;End them</source>
        <translation>结束(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Leave them</source>
        <translation>保留(&amp;L)</translation>
    </message>
    <message>
        <source>Connecting to these nodes starts a new session instead of resuming the saved one (%1).</source>
        <translation>连接这些节点会开始一个新会话，而不是恢复已保存的会话（%1）。</translation>
    </message>
    <message>
        <source>&amp;Start a new session</source>
        <translation>开始新会话(&amp;S)</translation>
    </message>
    <message>
        <source>The saved session is kept as state.json.old beside the new one, and &quot;Bring it back&quot; at the top of this page returns to it.</source>
        <translation>已保存的会话会以 state.json.old 保留在新会话旁边，本页顶部的“找回”可以回到它。</translation>
    </message>
    <message>
        <source>Install Tandem&apos;s key</source>
        <translation>安装 Tandem 的密钥</translation>
    </message>
    <message>
        <source>Tandem adds one line, its own public key, to ~/.ssh/authorized_keys of the user it logs in as on %1, so that later sessions need no password.</source>
        <translation>Tandem 会在 %1 上其登录用户的 ~/.ssh/authorized_keys 中添加一行，即它自己的公钥，这样以后的会话就不需要密码。</translation>
    </message>
    <message>
        <source>Nothing else in the file changes, and the private key never leaves this computer. To take it back, delete the line that ends in &quot;tandem@%1&quot; from that file.</source>
        <translation>文件的其他内容不会改变，私钥也绝不会离开这台电脑。要撤销，请从该文件中删除以 &quot;tandem@%1&quot; 结尾的那一行。</translation>
    </message>
    <message>
        <source>&amp;Install the key</source>
        <translation>安装密钥(&amp;I)</translation>
    </message>
    <message>
        <source>Removed %1 from the list. The session changes when you connect.</source>
        <translation>已从列表中移除 %1。会话将在您连接时改变。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::DiscoveryPanel</name>
    <message>
        <source>mDNS: %1 new devices found.</source>
        <translation>mDNS：发现 %1 台新设备。</translation>
    </message>
    <message>
        <source>Sweep: %1 SSH servers answered, %2 new devices added.</source>
        <translation>扫描：%1 台 SSH 服务器作出响应，已添加 %2 台新设备。</translation>
    </message>
    <message>
        <source>Browsing mDNS for SSH servers…</source>
        <translation>正在通过 mDNS 查找 SSH 服务器…</translation>
    </message>
    <message>
        <source>Connecting to port 22 across %1…</source>
        <translation>正在连接 %1 中各地址的 22 端口…</translation>
    </message>
    <message>
        <source>&amp;Browse mDNS</source>
        <translation>mDNS 查找(&amp;B)</translation>
    </message>
    <message>
        <source>Management network to sweep, e.g. 192.168.1.0/24 (at most /22)</source>
        <translation>要扫描的管理网络，例如 192.168.1.0/24（最大 /22）</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>扫描(&amp;W)</translation>
    </message>
    <message>
        <source>Management network to sweep</source>
        <translation>要扫描的管理网络</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::DoctorPage</name>
    <message>
        <source>Running… %1 of %2 scans and measurements done.</source>
        <translation>正在运行… 已完成 %2 项扫描和测量中的 %1 项。</translation>
    </message>
    <message>
        <source>These findings are of other nodes: run the Doctor again first.</source>
        <translation>这些发现项属于其他节点：请先重新运行诊断。</translation>
    </message>
    <message>
        <source>Repair what Tandem can fix, then run the Doctor again</source>
        <translation>修复 Tandem 能修复的问题，然后重新运行诊断</translation>
    </message>
    <message>
        <source>%1: take NCCL_IB_GID_INDEX out of %2</source>
        <translation>%1：从 %2 中移除 NCCL_IB_GID_INDEX</translation>
    </message>
    <message>
        <source>%1: put %2 on the PATH of SSH sessions (a block at the top of ~/.bashrc)</source>
        <translation>%1：将 %2 加入 SSH 会话的 PATH（在 ~/.bashrc 顶部添加一个区块）</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>Tandem will, copying every file it changes first:
%1

Then the Doctor runs again.</source>
        <translation>Tandem 将先复制每个要更改的文件，然后执行：
%1

之后会重新运行诊断。</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>修复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Parity</source>
        <translation>一致性(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Parity (%1 differing)</source>
        <translation>一致性（%1 项不同）(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Run the Doctor</source>
        <translation>运行诊断(&amp;R)</translation>
    </message>
    <message>
        <source>Stop the Doctor; the nodes are left as they were.</source>
        <translation>停止诊断；节点保持原样。</translation>
    </message>
    <message>
        <source>Measure every twin (ib_write_bw)</source>
        <translation>测量每个孪生接口（ib_write_bw）</translation>
    </message>
    <message>
        <source>NCCL per pair</source>
        <translation>每对节点的 NCCL</translation>
    </message>
    <message>
        <source>P&amp;ython to compare:</source>
        <translation>要比较的 Python(&amp;Y)：</translation>
    </message>
    <message>
        <source>optional, e.g. ~/venv/bin/python</source>
        <translation>可选，例如 ~/venv/bin/python</translation>
    </message>
    <message>
        <source>Show only &amp;differences</source>
        <translation>仅显示差异(&amp;D)</translation>
    </message>
    <message>
        <source>Nothing compared yet: the parity table fills when the Doctor has scanned the nodes.</source>
        <translation>尚未比较任何内容：诊断扫描节点后，一致性表格才会填入内容。</translation>
    </message>
    <message>
        <source>R&amp;epair</source>
        <translation>修复(&amp;E)</translation>
    </message>
    <message>
        <source>The Doctor has not run yet.</source>
        <translation>诊断尚未运行。</translation>
    </message>
    <message>
        <source>Last run %1: %2 to fix now, %3 for your decision, %4 for the hardware.</source>
        <translation>上次运行 %1：可立即修复 %2 项，需要您决定 %3 项，需要处理硬件 %4 项。</translation>
    </message>
    <message>
        <source>Read the cabling again, make the network plan again and apply it on every node (steps 3 to 5: backups first, and a node Tandem does not see again reverts by itself)</source>
        <translation>重新读取布线，重新制定网络规划并应用到所有节点（步骤 3 至 5：先备份；Tandem 无法再次看到的节点会自动恢复）</translation>
    </message>
    <message>
        <source>Write the SSH fabric again for the new plan&apos;s addresses (step 6)</source>
        <translation>按新计划的地址重新写入 SSH 互联（步骤 6）</translation>
    </message>
    <message>
        <source>F&amp;indings (%1)</source>
        <translation>发现项（%1）(&amp;I)</translation>
    </message>
    <message>
        <source>Lin&amp;ks</source>
        <translation>链路(&amp;K)</translation>
    </message>
    <message numerus="yes">
        <source>Nothing wrong found: %n node(s) scanned, %1 link run(s) measured and every item compared across the nodes, with no link, port or setting that needs you.</source>
        <translation>
            <numerusform>未发现问题：扫描了 %n 个节点，测量了 %1 次链路，并在节点间比较了所有项目，没有需要您处理的链路、端口或设置。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::EvidenceDrawer</name>
    <message>
        <source>(exit status %1)</source>
        <translation>（退出状态 %1）</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>解决方法：%1</translation>
    </message>
    <message>
        <source>No commands were run for this check.</source>
        <translation>此检查没有运行任何命令。</translation>
    </message>
    <message>
        <source>Select a check to see what was run and what came back.</source>
        <translation>选择一项检查，即可查看运行了什么命令以及返回了什么结果。</translation>
    </message>
    <message>
        <source>Evidence: what the node printed</source>
        <translation>证据：节点输出的内容</translation>
    </message>
    <message>
        <source>Copy the fix to the clipboard</source>
        <translation>将解决方法复制到剪贴板</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::FabricPage</name>
    <message>
        <source>&amp;Set up the SSH fabric</source>
        <translation>配置 SSH 互联(&amp;S)</translation>
    </message>
    <message>
        <source>Each node gets its own key (the private half never leaves it). Its public half goes into the other nodes&apos; authorized_keys, accepted only from the fabric&apos;s subnets; known_hosts gets the peers&apos; real host keys for their fabric addresses; ~/.ssh/config gets an alias per node. Every change sits in a marked block that Remove takes out again.</source>
        <translation>每个节点都有自己的密钥（私钥永不离开该节点）。其公钥会写入其他节点的 authorized_keys，且仅接受来自互联子网的连接；known_hosts 会写入对端在互联地址上的真实主机密钥；~/.ssh/config 会为每个节点添加一个别名。所有更改都位于带标记的区块中，可通过“移除”再次删除。</translation>
    </message>
    <message>
        <source>Re&amp;move the SSH fabric</source>
        <translation>移除 SSH 互联(&amp;M)</translation>
    </message>
    <message>
        <source>Remove the SSH fabric</source>
        <translation>移除 SSH 互联</translation>
    </message>
    <message>
        <source>Take Tandem&apos;s blocks out of ~/.ssh/authorized_keys, ~/.ssh/known_hosts and ~/.ssh/config on %1, and delete the fabric key Tandem made on each node?</source>
        <translation>从 %1 上的 ~/.ssh/authorized_keys、~/.ssh/known_hosts 和 ~/.ssh/config 中移除 Tandem 的区块，并删除 Tandem 在每个节点上创建的互联密钥？</translation>
    </message>
    <message>
        <source>Only the lines between Tandem&apos;s markers go; the rest of each file stays as it is. Until the fabric is set up again, mpirun and the bandwidth test cannot log in between the nodes.</source>
        <translation>只移除 Tandem 标记之间的行，文件的其余部分保持不变。在重新设置互联之前，mpirun 和带宽测试无法在节点之间登录。</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1（来自 %2）</translation>
    </message>
    <message>
        <source>%1:
  ~/.ssh/authorized_keys: the fabric keys of %2, each accepted only from its CX7 addresses (no pty, no forwarding)
  ~/.ssh/known_hosts: the host keys those nodes have now, under their CX7 addresses
  ~/.ssh/config: %3 (User %4, IdentityFile ~/.ssh/tandem_fabric_ed25519)</source>
        <translation>%1：
  ~/.ssh/authorized_keys：%2 的互联密钥，各自仅接受来自其 CX7 地址的连接（无 pty，无转发）
  ~/.ssh/known_hosts：这些节点当前的主机密钥，登记在其 CX7 地址下
  ~/.ssh/config：%3（User %4，IdentityFile ~/.ssh/tandem_fabric_ed25519）</translation>
    </message>
    <message>
        <source>Set up the SSH fabric</source>
        <translation>设置 SSH 互联</translation>
    </message>
    <message>
        <source>Tandem makes a key pair ~/.ssh/tandem_fabric_ed25519 on each node (the private half never leaves it) and adds a marked block at the top of three files:

%1</source>
        <translation>Tandem 会在每个节点上生成密钥对 ~/.ssh/tandem_fabric_ed25519（私钥绝不离开该节点），并在三个文件顶部添加带标记的块：

%1</translation>
    </message>
    <message>
        <source>The rest of each file stays as it is, and a file edited meanwhile is never overwritten. &quot;Remove the SSH fabric&quot; takes out exactly these blocks.</source>
        <translation>每个文件的其余部分保持不变，期间被编辑过的文件绝不会被覆盖。“移除 SSH 互联”会准确地取出这些块。</translation>
    </message>
    <message>
        <source>&amp;Set up</source>
        <translation>设置(&amp;S)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::FindingCard</name>
    <message>
        <source>%1 down</source>
        <translation>%1 已断开</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>interface %1</source>
        <translation>接口 %1</translation>
    </message>
    <message>
        <source>%1 port</source>
        <translation>%1端口</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>解决方法</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Copy the fix to the clipboard</source>
        <translation>将解决方法复制到剪贴板</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> （%1）</translation>
    </message>
    <message>
        <source>Seen from the back of %1: the outlined cage is the %2 port%3.</source>
        <translation>%1 的背面视图：框出的端口笼即为%2端口%3。</translation>
    </message>
    <message>
        <source>The %1 port of %2%3; where it sits on this model is not known to Tandem.</source>
        <translation>%2 的%1端口%3；Tandem 不知道它在此型号上的位置。</translation>
    </message>
    <message>
        <source>Hide the details of: %1</source>
        <translation>隐藏详细信息：%1</translation>
    </message>
    <message>
        <source>Show the details of: %1</source>
        <translation>显示详细信息：%1</translation>
    </message>
    <message>
        <source>Hide the details</source>
        <translation>隐藏详细信息</translation>
    </message>
    <message>
        <source>Show the evidence, cause and fix</source>
        <translation>显示证据、原因和解决方法</translation>
    </message>
    <message>
        <source>Show the first %1 lines only</source>
        <translation>只显示前 %1 行</translation>
    </message>
    <message>
        <source>Show all %1 lines</source>
        <translation>显示全部 %1 行</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::FindingSection</name>
    <message>
        <source>Tandem can fix this now</source>
        <translation>Tandem 现在即可修复</translation>
    </message>
    <message>
        <source>Needs your decision</source>
        <translation>需要您决定</translation>
    </message>
    <message>
        <source>Needs hands on the hardware</source>
        <translation>需要现场处理硬件</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Repair changes these through the same path as every change: backups, the node&apos;s lock and the watchdog; then the Doctor runs again.</source>
        <translation>修复会通过与所有更改相同的途径进行这些更改：备份、节点锁和看门狗；之后会重新运行诊断。</translation>
    </message>
    <message>
        <source>Tandem will not choose for you: which version to keep, or whether to install what is missing.</source>
        <translation>Tandem 不会替您决定：保留哪个版本，或是否安装缺失的组件。</translation>
    </message>
    <message>
        <source>Someone at the machines: reseat or swap a cable, or power-cycle with the cord out.</source>
        <translation>需要有人在机器旁操作：重新插好或更换线缆，或拔掉电源线后重新上电。</translation>
    </message>
    <message>
        <source>Nothing here.</source>
        <translation>无。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::FinishNotifier</name>
    <message>
        <source>It passed.</source>
        <translation>已通过。</translation>
    </message>
    <message>
        <source>It passed with warnings.</source>
        <translation>已通过，但有警告。</translation>
    </message>
    <message>
        <source>It failed: Tandem shows why.</source>
        <translation>失败：Tandem 中显示了原因。</translation>
    </message>
    <message>
        <source>It ended.</source>
        <translation>已结束。</translation>
    </message>
    <message>
        <source>The bandwidth test has ended</source>
        <translation>带宽测试已结束</translation>
    </message>
    <message>
        <source>The Doctor has finished</source>
        <translation>Doctor 已完成</translation>
    </message>
    <message>
        <source>The repair has finished</source>
        <translation>修复已完成</translation>
    </message>
    <message>
        <source>A step of the repair failed, and the rest did not run.</source>
        <translation>修复中的一个步骤失败，其余步骤未运行。</translation>
    </message>
    <message>
        <source>The build of the prerequisites has ended</source>
        <translation>前置组件的构建已结束</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::HealthPanes</name>
    <message>
        <source>counters/s</source>
        <translation>计数器/秒</translation>
    </message>
    <message>
        <source>links</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>SM MHz</source>
        <translation>SM MHz</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间（秒）</translation>
    </message>
    <message>
        <source>other counters</source>
        <translation>其他计数器</translation>
    </message>
    <message>
        <source>GPU °C</source>
        <translation>GPU °C</translation>
    </message>
    <message>
        <source>error counters</source>
        <translation>错误计数器</translation>
    </message>
    <message>
        <source>%1 s  %2  %3 %4</source>
        <translation>%1 秒  %2  %3 %4</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另外 %n 条</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::HistoryPage</name>
    <message>
        <source>Run %1 against run %2: no size more than %3 % slower.</source>
        <translation>运行 %1 与运行 %2 对比：没有任何大小慢了 %3 % 以上。</translation>
    </message>
    <message numerus="yes">
        <source>Run %1 against run %2: a regression at %n size(s), more than %3 % slower.</source>
        <translation>
            <numerusform>运行 %1 与运行 %2 对比：在 %n 个大小上存在性能回退，慢了 %3 % 以上。</numerusform>
        </translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>What</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Checks that changed</source>
        <translation>有变化的检查</translation>
    </message>
    <message>
        <source>Versions that changed</source>
        <translation>有变化的版本</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Run history</source>
        <translation>运行历史</translation>
    </message>
    <message>
        <source>Every bandwidth run Tandem kept, with its session. Select two runs to compare them (the older is the reference), or one to compare it with its cluster&apos;s accepted baseline. A size more than %1 % slower than the reference is a regression.</source>
        <translation>Tandem 保存的所有带宽运行及其会话。选择两次运行可进行对比（较早的作为参照），选择一次运行可将其与所在集群的已认可基线对比。比参照慢 %1 % 以上的大小即视为性能回退。</translation>
    </message>
    <message>
        <source>All clusters</source>
        <translation>所有集群</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Compare with baseline</source>
        <translation>与基线对比</translation>
    </message>
    <message>
        <source>Mark as baseline</source>
        <translation>标记为基线</translation>
    </message>
    <message>
        <source>This run is its cluster&apos;s baseline: select another run to compare with it.</source>
        <translation>此运行就是该集群的基线：请选择另一个运行与之比较。</translation>
    </message>
    <message>
        <source>This cluster has no baseline yet: no run is marked as one and none has passed. Select the accepted run and click Mark as baseline.</source>
        <translation>该集群还没有基线：没有标记为基线的运行，也没有通过的运行。请选择已验收的运行并点击“标记为基线”。</translation>
    </message>
    <message>
        <source>Marked as this cluster&apos;s baseline.</source>
        <translation>已标记为该集群的基线。</translation>
    </message>
    <message>
        <source>The runs used different tools (%1, then %2), so their numbers differ by what the tools measure, not only by the cluster.</source>
        <translation>这些运行使用了不同的工具（先 %1，后 %2），因此数值差异不仅来自集群，也来自工具测量内容的不同。</translation>
    </message>
    <message>
        <source>Reference run</source>
        <translation>参考运行</translation>
    </message>
    <message>
        <source>Compared run</source>
        <translation>比较的运行</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::HistoryTableModel</name>
    <message>
        <source>The cluster&apos;s accepted baseline: later runs are compared with it.</source>
        <translation>集群的已认可基线：之后的运行将与其对比。</translation>
    </message>
    <message>
        <source>soak</source>
        <translation>浸泡测试</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <source>%1 GB/s at %2</source>
        <translation>%2 时为 %1 GB/s</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>完成时间</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::HostKeyDialog</name>
    <message>
        <source>New host key</source>
        <translation>新的主机密钥</translation>
    </message>
    <message>
        <source>Tandem has not connected to %1 before. Its host key has this fingerprint:</source>
        <translation>Tandem 此前从未连接过 %1。其主机密钥的指纹如下：</translation>
    </message>
    <message>
        <source>To be sure you are talking to that Spark, compare it with what this command prints on the Spark itself (on its screen or over a connection you trust): ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub</source>
        <translation>为确认您连接的确实是该 Spark，请在该 Spark 本机上（在其屏幕上或通过可信的连接）运行以下命令，并将输出与上面的指纹进行比较：ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub</translation>
    </message>
    <message>
        <source>&amp;Trust this key</source>
        <translation>信任此密钥(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Do not connect</source>
        <translation>不连接(&amp;D)</translation>
    </message>
    <message>
        <source>Changed host key</source>
        <translation>已更改的主机密钥</translation>
    </message>
    <message>
        <source>%1 presents a changed host key: you replaced the one Tandem stored. The key it presents now has this fingerprint:</source>
        <translation>%1 出示了已更改的主机密钥：您已替换了 Tandem 保存的密钥。它现在出示的密钥指纹如下：</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::LinkBandStyle</name>
    <message>
        <source>Expected</source>
        <translation>符合预期</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>偏低</translation>
    </message>
    <message>
        <source>Stale</source>
        <translation>卡滞</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>无结果</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::LinkHeatmap</name>
    <message>
        <source>Pick a cell (click it, or Tab into the grid and use the arrow keys) to see every run between the two nodes and the figures it is compared with.</source>
        <translation>选择一个单元格（单击它，或按 Tab 进入网格后使用方向键），即可查看这两个节点之间的所有运行及其对比基准数值。</translation>
    </message>
    <message>
        <source>&lt;b&gt;NCCL&lt;/b&gt; all_reduce bus bandwidth per pair of nodes</source>
        <translation>每对节点的 &lt;b&gt;NCCL&lt;/b&gt; all_reduce 总线带宽</translation>
    </message>
    <message>
        <source>No link has been measured yet: run the Doctor.</source>
        <translation>尚未测量任何链路：请运行诊断。</translation>
    </message>
    <message>
        <source>RDMA heatmap, rows write, columns read</source>
        <translation>RDMA 热力图，行为写入方，列为读取方</translation>
    </message>
    <message>
        <source>NCCL bus bandwidth per pair</source>
        <translation>每对节点的 NCCL 总线带宽</translation>
    </message>
    <message>
        <source>&lt;b&gt;RDMA&lt;/b&gt; (ib_write_bw, four queue pairs): rows write, columns read. Each cell is the slowest single twin that gave a number, with its band, a twin that gave none, and both twins at once.</source>
        <translation>&lt;b&gt;RDMA&lt;/b&gt;(ib_write_bw,四个队列对): 行为写入方,列为读取方。每个单元格显示测得数值的孪生接口中最慢的一个及其档位、未测得数值的孪生接口,以及两个孪生接口同时的结果。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::LinkHeatmapModel</name>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>no link</source>
        <translation>无链路</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>无数值</translation>
    </message>
    <message>
        <source>twin %1 Gb/s</source>
        <translation>单接口 %1 Gb/s</translation>
    </message>
    <message>
        <source>twin: no number</source>
        <translation>单接口：无数值</translation>
    </message>
    <message>
        <source>both %1 Gb/s (%2)</source>
        <translation>双接口 %1 Gb/s（%2）</translation>
    </message>
    <message>
        <source>both %1 Gb/s</source>
        <translation>双接口 %1 Gb/s</translation>
    </message>
    <message>
        <source>⇄ asymmetric, slower</source>
        <translation>⇄ 不对称，较慢方向</translation>
    </message>
    <message>
        <source>⇄ asymmetric</source>
        <translation>⇄ 不对称</translation>
    </message>
    <message>
        <source>%1, the same node</source>
        <translation>%1，同一节点</translation>
    </message>
    <message>
        <source>NCCL between %1 and %2: %3</source>
        <translation>%1 与 %2 之间的 NCCL：%3</translation>
    </message>
    <message>
        <source>RDMA from %1 to %2: %3</source>
        <translation>从 %1 到 %2 的 RDMA：%3</translation>
    </message>
    <message>
        <source>RDMA from %1 to %2 (rows write, columns read)</source>
        <translation>从 %1 到 %2 的 RDMA（行为写入方，列为读取方）</translation>
    </message>
    <message>
        <source>No ib_write_bw run between these two: they share no twin link.</source>
        <translation>这两个节点之间未运行 ib_write_bw：它们没有共享的孪生接口链路。</translation>
    </message>
    <message>
        <source>Twin</source>
        <translation>孪生接口</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>评级</translation>
    </message>
    <message>
        <source>both twins</source>
        <translation>两个孪生接口</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1, slower way</source>
        <translation>%1，较慢方向</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Compared with:</source>
        <translation>对比基准：</translation>
    </message>
    <message>
        <source>NCCL all_reduce between %1 and %2</source>
        <translation>%1 与 %2 之间的 NCCL all_reduce</translation>
    </message>
    <message>
        <source>Not run for this pair.</source>
        <translation>此节点对未运行。</translation>
    </message>
    <message>
        <source>busbw %1 GB/s</source>
        <translation>busbw %1 GB/s</translation>
    </message>
    <message>
        <source>%1 writes (this row)</source>
        <translation>%1 写入（此行）</translation>
    </message>
    <message>
        <source>%1 reads (this column)</source>
        <translation>%1 读取（此列）</translation>
    </message>
    <message>
        <source>other twin: no result</source>
        <translation>另一个孪生接口: 无结果</translation>
    </message>
    <message>
        <source>%1 other twins: no result</source>
        <translation>其他 %1 个孪生接口: 无结果</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::MainWindow</name>
    <message>
        <source>Tandem</source>
        <translation>Tandem</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tandem</source>
        <translation>关于 Tandem(&amp;A)</translation>
    </message>
    <message>
        <source>Out of date: %1 changed after this step ran.</source>
        <translation>已过时：此步骤运行后 %1 发生了变化。</translation>
    </message>
    <message>
        <source>Undone: what this step set up was taken back on the nodes.</source>
        <translation>已撤销：此步骤所做的设置已在节点上撤回。</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Run &amp;history</source>
        <translation>运行历史(&amp;H)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::NetworkPlanPage</name>
    <message>
        <source>(the file would not change)</source>
        <translation>（文件不会更改）</translation>
    </message>
    <message>
        <source>&amp;Make the plan</source>
        <translation>制定规划(&amp;M)</translation>
    </message>
    <message>
        <source>First subnet:</source>
        <translation>第一个子网：</translation>
    </message>
    <message>
        <source>Changes (diff)</source>
        <translation>更改（差异）</translation>
    </message>
    <message>
        <source>New file</source>
        <translation>新文件</translation>
    </message>
    <message>
        <source>MTU %1 on every ConnectX-7 interface</source>
        <translation>所有 ConnectX-7 接口使用 MTU %1</translation>
    </message>
    <message>
        <source>Out of date: this plan was made with other options. Make the plan again before applying it.</source>
        <translation>已过时：此计划是用其他选项制定的。应用之前请重新制定计划。</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 loses only its entries for %3</source>
        <translation>%1：/etc/netplan/%2 仅去掉 %3 的条目</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 is moved aside</source>
        <translation>%1：/etc/netplan/%2 被移开</translation>
    </message>
    <message>
        <source>Apply also changes other tools&apos; files (Restore puts them back): %1.</source>
        <translation>应用还会更改其他工具的文件（恢复会将其还原）：%1。</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>The node&apos;s netplan file</source>
        <translation>节点的 netplan 文件</translation>
    </message>
    <message>
        <source>Copy the file or its changes, as shown, to the clipboard</source>
        <translation>将显示的文件或其更改复制到剪贴板</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::NodeListModel</name>
    <message>
        <source>not yet seen</source>
        <translation>尚未获取</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>实验环境</translation>
    </message>
    <message>
        <source>mDNS</source>
        <translation>mDNS</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <source>Added by hand</source>
        <translation>手动添加</translation>
    </message>
    <message>
        <source>The host key fingerprint this node is expected to present.</source>
        <translation>该节点应当出示的主机密钥指纹。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Host key</source>
        <translation>主机密钥</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>发现方式</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::ParityTableModel</name>
    <message>
        <source>(not found)</source>
        <translation>（未找到）</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>%1 on %2: %3, differs from the other nodes</source>
        <translation>%2 上的 %1：%3，与其他节点不同</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%2 上的 %1：%3</translation>
    </message>
    <message>
        <source>%1 on %2: %3; this item differs across the nodes</source>
        <translation>%2 上的 %1：%3；此项在各节点间不一致</translation>
    </message>
    <message>
        <source>Not found on %1.</source>
        <translation>在 %1 上未找到。</translation>
    </message>
    <message>
        <source>%1 differs from the other nodes here.</source>
        <translation>此处 %1 与其他节点不同。</translation>
    </message>
    <message>
        <source>The nodes differ here, and no value is held by most of them.</source>
        <translation>此处各节点不一致，且没有多数节点共有的值。</translation>
    </message>
    <message>
        <source>The nodes differ here: %1 stands out.</source>
        <translation>此处各节点不一致：%1 与众不同。</translation>
    </message>
    <message>
        <source>≠ %1</source>
        <translation>≠ %1</translation>
    </message>
    <message>
        <source>The same on every node.</source>
        <translation>所有节点均相同。</translation>
    </message>
    <message>
        <source>Differs across the nodes.</source>
        <translation>各节点间不一致。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::PasswordDialog</name>
    <message>
        <source>Password for the nodes</source>
        <translation>节点密码</translation>
    </message>
    <message>
        <source>Tandem logs in to the nodes as %1 and uses sudo for the changes it makes. Enter the password of %1 on the nodes, or leave it empty to log in with an SSH key or agent only. The password is kept in memory for this session only and never stored.</source>
        <translation>Tandem 以 %1 的身份登录各节点，并使用 sudo 执行更改。请输入 %1 在各节点上的密码；如果仅使用 SSH 密钥或代理登录，请留空。密码仅在本次会话期间保存在内存中，绝不会被存储。</translation>
    </message>
    <message>
        <source>your user</source>
        <translation>您的用户</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::PrerequisitesPanel</name>
    <message>
        <source>Prerequisites on the nodes</source>
        <translation>节点上的前提条件</translation>
    </message>
    <message>
        <source>NCCL_HOME:</source>
        <translation>NCCL_HOME：</translation>
    </message>
    <message>
        <source>nccl-tests:</source>
        <translation>nccl-tests：</translation>
    </message>
    <message>
        <source>tandem-probe:</source>
        <translation>tandem-probe：</translation>
    </message>
    <message>
        <source>Relative paths start in the user&apos;s home directory on each node.</source>
        <translation>相对路径以各节点上用户的主目录为起点。</translation>
    </message>
    <message>
        <source>&amp;Build missing on the nodes…</source>
        <translation>在节点上构建缺失项(&amp;B)…</translation>
    </message>
    <message>
        <source>Cancel the build</source>
        <translation>取消构建</translation>
    </message>
    <message>
        <source>Connect to every node on the Devices page first.</source>
        <translation>请先在“设备”页面连接到所有节点。</translation>
    </message>
    <message>
        <source>Building on the nodes…</source>
        <translation>正在节点上构建…</translation>
    </message>
    <message>
        <source>Checking the nodes…</source>
        <translation>正在检查节点…</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>尚未检查。</translation>
    </message>
    <message>
        <source>%1 passed, %2 warnings, %3 failed.</source>
        <translation>通过 %1 项，警告 %2 项，失败 %3 项。</translation>
    </message>
    <message>
        <source>Nothing to build: every node has what the bandwidth test needs.</source>
        <translation>无需构建：所有节点都已具备带宽测试所需的组件。</translation>
    </message>
    <message>
        <source>On %1:</source>
        <translation>在 %1 上：</translation>
    </message>
    <message>
        <source>On %1, %2: %3</source>
        <translation>%1 上的 %2：%3</translation>
    </message>
    <message>
        <source>Build on the nodes</source>
        <translation>在节点上构建</translation>
    </message>
    <message>
        <source>Nothing can be built; the reasons are listed above.</source>
        <translation>无法构建任何内容；原因已在上方列出。</translation>
    </message>
    <message>
        <source>Each build goes into a new folder and replaces the old install only when it has succeeded. Open MPI is installed with sudo (your password goes to sudo on stdin).</source>
        <translation>每次构建都会放入新文件夹，仅在成功后才替换旧的安装。Open MPI 通过 sudo 安装（您的密码通过 stdin 传给 sudo）。</translation>
    </message>
    <message>
        <source>Each build goes into a new folder and replaces the old install only when it has succeeded.</source>
        <translation>每次构建都会放入新文件夹，仅在成功后才替换旧的安装。</translation>
    </message>
    <message>
        <source>%1, %2:</source>
        <translation>%1，%2：</translation>
    </message>
    <message>
        <source>Each build goes into a new folder and replaces the old install only when it has succeeded. Open MPI and perftest are installed with sudo (your password goes to sudo on stdin).</source>
        <translation>每次构建都会放入新文件夹，仅在成功后才替换旧的安装。Open MPI 和 perftest 通过 sudo 安装（您的密码通过 stdin 传给 sudo）。</translation>
    </message>
    <message>
        <source>Each build goes into a new folder and replaces the old install only when it has succeeded. perftest is installed with sudo (your password goes to sudo on stdin).</source>
        <translation>每次构建都会放入新文件夹，仅在成功后才替换旧的安装。perftest 通过 sudo 安装（您的密码通过 stdin 传给 sudo）。</translation>
    </message>
    <message>
        <source>Chec&amp;k the nodes</source>
        <translation>检查节点(&amp;K)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::QuitGuard</name>
    <message>
        <source>A repair is under way.</source>
        <translation>正在进行修复。</translation>
    </message>
    <message>
        <source>%1 is running.</source>
        <translation>%1 正在运行。</translation>
    </message>
    <message>
        <source>Quit Tandem?</source>
        <translation>退出 Tandem?</translation>
    </message>
    <message>
        <source>Tandem ends it on every node first (a bandwidth test&apos;s mpirun and ranks, a build) and waits for that, then quits. A network change that was not confirmed yet is put back by the nodes themselves.</source>
        <translation>Tandem 会先在每个节点上结束它(带宽测试的 mpirun 和各 rank、构建),等待完成后再退出。尚未确认的网络更改会由节点自行恢复。</translation>
    </message>
    <message>
        <source>End it and quit</source>
        <translation>结束并退出</translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation>继续运行</translation>
    </message>
    <message>
        <source>Quitting Tandem</source>
        <translation>正在退出 Tandem</translation>
    </message>
    <message>
        <source>Ending the run on every node and waiting for the clean-up…</source>
        <translation>正在结束每个节点上的运行并等待清理…</translation>
    </message>
    <message>
        <source>Quit now</source>
        <translation>立即退出</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::RearPanelWidget</name>
    <message>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>cabled, both twins up</source>
        <translation>已连接，两个孪生接口均已启用</translation>
    </message>
    <message>
        <source>one twin down</source>
        <translation>一个孪生接口已断开</translation>
    </message>
    <message>
        <source>no cable</source>
        <translation>未连接线缆</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>pull tab up</source>
        <translation>拉环朝上</translation>
    </message>
    <message>
        <source>Rear panel of the node, seen from the back</source>
        <translation>节点的后面板（从背面看）</translation>
    </message>
    <message>
        <source>cabled, below 200 Gb/s</source>
        <translation>已连接，低于 200 Gb/s</translation>
    </message>
    <message>
        <source>Ring: the port to use for the cable (the left one here, as it is in use)</source>
        <translation>圆框：应插线缆的端口（此处为正在使用的左端口）</translation>
    </message>
    <message>
        <source>Ring: the port to use for the cable (the right one, as the playbooks use for one cable, or the one in use)</source>
        <translation>圆框：应插线缆的端口（单根线缆时按操作手册用右端口，或正在使用的端口）</translation>
    </message>
    <message>
        <source>failing</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>cabled, both twins up, but failing</source>
        <translation>已接线,两个孪生接口均启用,但失败</translation>
    </message>
    <message>
        <source>with a warning</source>
        <translation>有警告</translation>
    </message>
    <message>
        <source>cabled, both twins up, with a warning</source>
        <translation>已接线,两个孪生接口均启用,有警告</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::RepairProgress</name>
    <message>
        <source>making the network plan again</source>
        <translation>重新制定网络规划</translation>
    </message>
    <message>
        <source>applying the plan on every node</source>
        <translation>在所有节点上应用规划</translation>
    </message>
    <message>
        <source>running the Doctor again</source>
        <translation>再次运行 Doctor</translation>
    </message>
    <message>
        <source>changing files, each copied beside itself first</source>
        <translation>修改文件（每个文件先在旁边复制一份）</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>The repair stopped while %1: that step&apos;s checks say why. Nothing after it ran.</source>
        <translation>修复在“%1”时停止：原因见该步骤的检查项。之后的步骤均未运行。</translation>
    </message>
    <message>
        <source>Repair: %1…</source>
        <translation>修复：%1…</translation>
    </message>
    <message>
        <source>reading the cabling and the ports&apos; MTUs again</source>
        <translation>重新读取布线和端口的 MTU</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::ReportPage</name>
    <message>
        <source>Add the nodes on the Devices page first: a report needs at least the nodes.</source>
        <translation>请先在“设备”页面添加节点：报告至少需要节点信息。</translation>
    </message>
    <message>
        <source>Report saved to %1.</source>
        <translation>报告已保存到 %1。</translation>
    </message>
    <message>
        <source>There are no serving snippets yet: %1</source>
        <translation>尚无推理服务配置片段：%1</translation>
    </message>
    <message>
        <source>Serving snippets saved in %1.</source>
        <translation>推理服务配置片段已保存到 %1。</translation>
    </message>
    <message>
        <source>Acceptance item</source>
        <translation>验收项</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定结果</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Paste these into serving recipes: every address in them is a ConnectX-7 address.</source>
        <translation>请将这些内容粘贴到推理服务部署方案中：其中的所有地址均为 ConnectX-7 地址。</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>导出报告(&amp;E)…</translation>
    </message>
    <message>
        <source>Save &amp;snippets…</source>
        <translation>保存配置片段(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>上一页</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>下一页</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>No report yet: it is built from the steps you have run.</source>
        <translation>尚无报告：报告将根据您已运行的步骤生成。</translation>
    </message>
    <message numerus="yes">
        <source>Accepted: all %n acceptance items passed.</source>
        <translation>
            <numerusform>验收通过：全部 %n 项验收项均已通过。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not accepted yet: %1 of %2 acceptance items passed. The items below say what is missing.</source>
        <translation>尚未验收通过：%2 项验收项中已通过 %1 项。下方各项说明了缺少的内容。</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Export the acceptance report</source>
        <translation>导出验收报告</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>HTML 页面 (*.html)</translation>
    </message>
    <message>
        <source>JSON data (*.json)</source>
        <translation>JSON 数据 (*.json)</translation>
    </message>
    <message>
        <source>Save the serving snippets in a folder</source>
        <translation>将推理服务配置片段保存到文件夹</translation>
    </message>
    <message>
        <source>No comparison with the accepted baseline: %1</source>
        <translation>无法与已接受的基线比较:%1</translation>
    </message>
    <message>
        <source>Acceptance items</source>
        <translation>验收项目</translation>
    </message>
    <message>
        <source>Copy the file shown to the clipboard</source>
        <translation>将显示的文件复制到剪贴板</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::ResumeBanner</name>
    <message>
        <source>The saved session cannot be read: %1 Start over keeps the file beside it.</source>
        <translation>无法读取已保存的会话：%1 选择“重新开始”时，该文件会以另一名称保留在同一位置。</translation>
    </message>
    <message>
        <source>%1 Start over keeps it in a file beside it.</source>
        <translation>%1 选择“重新开始”时，其内容会保存到旁边的另一个文件中。</translation>
    </message>
    <message>
        <source>Tandem saved a session on %1 with the nodes %2. Resume it, or start over?</source>
        <translation>Tandem 于 %1 保存了包含节点 %2 的会话。要继续该会话，还是重新开始？</translation>
    </message>
    <message>
        <source>Tandem saved a session on %1 with the nodes %2 and the results of: %3. Resume it, or start over?</source>
        <translation>Tandem 于 %1 保存了一个会话，包含节点 %2 以及以下结果：%3。要继续该会话，还是重新开始？</translation>
    </message>
    <message>
        <source>Resumed the session saved on %1. Passwords are never saved: connect to the nodes to go on.</source>
        <translation>已继续 %1 保存的会话。密码从不保存：请连接到节点以继续。</translation>
    </message>
    <message>
        <source>%1 This session will not be saved, so that the earlier one stays as it is.</source>
        <translation>%1 为保持之前的会话不变，本次会话将不会保存。</translation>
    </message>
    <message>
        <source>Started over. The earlier session is kept in %1.</source>
        <translation>已重新开始。之前的会话保存在 %1 中。</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>继续(&amp;U)</translation>
    </message>
    <message>
        <source>Start &amp;over</source>
        <translation>重新开始(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Dismiss</source>
        <translation>关闭(&amp;D)</translation>
    </message>
    <message>
        <source>Started a new session. The earlier one is kept in %1.</source>
        <translation>已开始新会话。之前的会话保存在 %1。</translation>
    </message>
    <message>
        <source>The session in %1 cannot be read: %2</source>
        <translation>无法读取 %1 中的会话：%2</translation>
    </message>
    <message>
        <source>Brought back the session saved on %1. Passwords are never saved: connect to the nodes to go on.</source>
        <translation>已找回 %1 保存的会话。密码从不保存：请连接节点以继续。</translation>
    </message>
    <message>
        <source>Brought back the session saved on %1; the one you had started is kept in %2. Passwords are never saved: connect to the nodes to go on.</source>
        <translation>已找回 %1 保存的会话；您刚开始的会话保存在 %2。密码从不保存：请连接节点以继续。</translation>
    </message>
    <message>
        <source>Bring it bac&amp;k</source>
        <translation>找回(&amp;K)</translation>
    </message>
    <message>
        <source>Return to the session that was set aside; the one now is set aside in its turn</source>
        <translation>回到被搁置的会话；当前会话会相应地被搁置</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::StepNavigator</name>
    <message>
        <source>Back: %1</source>
        <translation>返回：%1</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>下一步：%1</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>上一步(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>Go to the previous step (%1)</source>
        <translation>转到上一步 (%1)</translation>
    </message>
    <message>
        <source>Go to the next step (%1)</source>
        <translation>转到下一步 (%1)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::StepSidebar</name>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::StepText</name>
    <message>
        <source>Find the DGX Spark machines on the management network, or add them by name or address, and connect to each one over SSH.</source>
        <translation>在管理网络中查找 DGX Spark，或按名称、地址手动添加，并通过 SSH 连接到每一台。</translation>
    </message>
    <message>
        <source>Check that every node has a GB10 GPU, a recent DGX OS release, working sudo and the same user name, UID and GID.</source>
        <translation>检查每个节点都有 GB10 GPU、较新的 DGX OS 版本、可用的 sudo，以及相同的用户名、UID 和 GID。</translation>
    </message>
    <message>
        <source>Check the QSFP cables: which ports are connected, the link speed of both twin interfaces, and which node is across each cable.</source>
        <translation>检查 QSFP 线缆：哪些端口已连接、两个孪生接口的链路速率，以及每根线缆另一端是哪个节点。</translation>
    </message>
    <message>
        <source>Plan the addresses of the ConnectX-7 interfaces and review the netplan file for every node before anything is written.</source>
        <translation>规划 ConnectX-7 接口的地址，并在写入之前检查每个节点的 netplan 文件。</translation>
    </message>
    <message>
        <source>Back up, write and apply the netplan files, with an automatic rollback if a node stops answering on the management network.</source>
        <translation>备份、写入并应用 netplan 文件；如果节点在管理网络上失去响应，将自动回滚。</translation>
    </message>
    <message>
        <source>Set up passwordless SSH between the nodes over the ConnectX-7 addresses with a separate key on every node.</source>
        <translation>为每个节点使用独立密钥，通过 ConnectX-7 地址在节点之间配置免密码 SSH。</translation>
    </message>
    <message>
        <source>Ping every twin interface at full MTU, test SSH in every direction and launch a first MPI job across the nodes.</source>
        <translation>以完整 MTU ping 每个孪生接口，测试各个方向的 SSH，并跨节点启动第一个 MPI 作业。</translation>
    </message>
    <message>
        <source>Run an NCCL bandwidth test across the nodes and watch the bus bandwidth live.</source>
        <translation>跨节点运行 NCCL 带宽测试，并实时查看总线带宽。</translation>
    </message>
    <message>
        <source>Export the acceptance report as PDF, HTML or JSON, and the snippets for serving recipes.</source>
        <translation>将验收报告导出为 PDF、HTML 或 JSON，并导出推理服务配置所需的片段。</translation>
    </message>
    <message>
        <source>Measure every link and compare every node, and turn each symptom into a finding with its cause and fix.</source>
        <translation>测量每条链路、比较每个节点，并将每个症状转化为附带原因和解决方法的发现项。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::VerifyPage</name>
    <message>
        <source>Ping at full MTU over every twin (row: from, column: to)</source>
        <translation>通过每个孪生接口以完整 MTU 进行 ping（行：源，列：目标）</translation>
    </message>
    <message>
        <source>SSH without a password over the ConnectX-7 addresses</source>
        <translation>通过 ConnectX-7 地址的免密码 SSH</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 到 %2：%3</translation>
    </message>
    <message>
        <source>V&amp;erify the fabric</source>
        <translation>验证互联(&amp;E)</translation>
    </message>
</context>
<context>
    <name>Tandem::UserChecks</name>
    <message>
        <source>id failed on %1 (exit status %2).</source>
        <translation>id 在 %1 上执行失败（退出状态 %2）。</translation>
    </message>
    <message>
        <source>Unexpected output from id on %1.</source>
        <translation>%1 上 id 的输出不符合预期。</translation>
    </message>
    <message>
        <source>Same user, UID and GID on every node</source>
        <translation>所有节点的用户、UID 和 GID 相同</translation>
    </message>
    <message>
        <source>No node answered.</source>
        <translation>没有节点响应。</translation>
    </message>
    <message>
        <source>%1: %2 (uid %3, gid %4)</source>
        <translation>%1：%2（uid %3，gid %4）</translation>
    </message>
    <message>
        <source>On %1: sudo useradd -m -u %2 -U %3 &amp;&amp; sudo usermod -aG sudo %3 &amp;&amp; sudo passwd %3, then use %3 on every node.</source>
        <translation>在 %1 上运行：sudo useradd -m -u %2 -U %3 &amp;&amp; sudo usermod -aG sudo %3 &amp;&amp; sudo passwd %3，然后在所有节点上使用 %3。</translation>
    </message>
    <message>
        <source>On %1, logged in as another administrator: getent passwd %2; getent group %3; sudo groupmod -g %3 %4; sudo usermod -u %2 -g %3 %5</source>
        <translation>在 %1 上以另一名管理员身份登录后运行：getent passwd %2; getent group %3; sudo groupmod -g %3 %4; sudo usermod -u %2 -g %3 %5</translation>
    </message>
    <message>
        <source>The user name differs on %1 (%2). mpirun and the serving recipes log in to every node as the same user.</source>
        <translation>%1 上的用户名不同（%2）。mpirun 和推理服务方案会以同一用户登录所有节点。</translation>
    </message>
    <message>
        <source>UID or GID differs on %1 (%2). Files on shared storage would belong to different owners.</source>
        <translation>%1 上的 UID 或 GID 不同（%2）。共享存储上的文件将归属于不同的所有者。</translation>
    </message>
    <message>
        <source>No answer.</source>
        <translation>无响应。</translation>
    </message>
</context>
<context>
    <name>Tandem::Verdict</name>
    <message>
        <source>No bandwidth was measured.</source>
        <translation>未测得带宽。</translation>
    </message>
    <message>
        <source>Look at the run&apos;s output in the evidence.</source>
        <translation>请查看证据中的运行输出。</translation>
    </message>
    <message>
        <source>busbw %1 GB/s at %2, at least the %3 GB/s expected.</source>
        <translation>%2 时 busbw 为 %1 GB/s，不低于预期的 %3 GB/s。</translation>
    </message>
    <message>
        <source>busbw %1 GB/s at %2 is below the %3 GB/s expected.</source>
        <translation>%2 时 busbw 为 %1 GB/s，低于预期的 %3 GB/s。</translation>
    </message>
    <message>
        <source>About half the expected bandwidth: one twin of the port is down or not used. Check that both twins are Up with an address (cabling step) and that NCCL_IB_HCA names both RoCE devices.</source>
        <translation>约为预期带宽的一半：该端口的一个孪生接口已断开或未被使用。请检查两个孪生接口是否均为 Up 且有地址（“布线”步骤），以及 NCCL_IB_HCA 是否列出了两个 RoCE 设备。</translation>
    </message>
    <message>
        <source>Check the transport verdict, the link speed (cabling step) and that no other job is using the GPUs or the network.</source>
        <translation>请检查传输方式的判定结果、链路速率（“布线”步骤），并确认没有其他作业在使用 GPU 或网络。</translation>
    </message>
    <message>
        <source>Check that the RoCE devices are Up (ibdev2netdev), that NCCL_IB_HCA names them and that NCCL_IB_DISABLE is not set.</source>
        <translation>请检查 RoCE 设备是否为 Up（ibdev2netdev）、NCCL_IB_HCA 是否列出了这些设备，以及是否未设置 NCCL_IB_DISABLE。</translation>
    </message>
    <message>
        <source>NCCL wrote no log, so the transport is unknown.</source>
        <translation>NCCL 未输出日志，因此传输方式未知。</translation>
    </message>
    <message>
        <source>NCCL fell back to TCP sockets (NET/Socket): data went over the network stack, not RoCE.</source>
        <translation>NCCL 已回退到 TCP 套接字（NET/Socket）：数据经由网络协议栈传输，而非 RoCE。</translation>
    </message>
    <message>
        <source>NCCL found no RDMA device (NET/IB : No device found).</source>
        <translation>NCCL 未找到 RDMA 设备（NET/IB : No device found）。</translation>
    </message>
    <message>
        <source>NCCL&apos;s log does not show which network devices it used.</source>
        <translation>NCCL 的日志未显示其使用了哪些网络设备。</translation>
    </message>
    <message>
        <source>NCCL used %1, which the plan does not use (expected %2).</source>
        <translation>NCCL 使用了规划中未使用的 %1（预期为 %2）。</translation>
    </message>
    <message>
        <source>Set NCCL_IB_HCA to the plan&apos;s RoCE devices only.</source>
        <translation>请将 NCCL_IB_HCA 仅设为规划中的 RoCE 设备。</translation>
    </message>
    <message>
        <source>NCCL used RoCE on %1 but not on %2: about half the bandwidth.</source>
        <translation>NCCL 在 %1 上使用了 RoCE，但在 %2 上没有：带宽约为一半。</translation>
    </message>
    <message>
        <source>Bring the other twin up with its planned address (cabling, apply).</source>
        <translation>请用规划的地址启用另一个孪生接口（“布线”、“应用”）。</translation>
    </message>
    <message>
        <source>NCCL used IB over RoCE on one twin only: %1. That is about half the bandwidth of the port.</source>
        <translation>NCCL 仅在一个孪生接口上使用了 IB over RoCE：%1。这大约只有该端口带宽的一半。</translation>
    </message>
    <message>
        <source>Bring the other twin up with an address (cabling, plan, apply), then run again.</source>
        <translation>请为另一个孪生接口分配地址并启用（“布线”、“规划”、“应用”），然后重新运行。</translation>
    </message>
    <message>
        <source>NCCL used IB over RoCE on %1.</source>
        <translation>NCCL 在 %1 上使用了 IB over RoCE。</translation>
    </message>
    <message>
        <source>NCCL_IB_HCA=%1 names none of the plan&apos;s RoCE devices (%2), so NCCL found no RDMA device and fell back to TCP sockets (NET/Socket).</source>
        <translation>NCCL_IB_HCA=%1 未指定规划中的任何 RoCE 设备（%2），因此 NCCL 未找到 RDMA 设备，回退到了 TCP 套接字（NET/Socket）。</translation>
    </message>
    <message>
        <source>Set NCCL_IB_HCA to %1, or remove your own NCCL_IB_HCA so that the plan&apos;s value is used.</source>
        <translation>请将 NCCL_IB_HCA 设为 %1，或删除您自行设置的 NCCL_IB_HCA，以便使用规划中的值。</translation>
    </message>
    <message>
        <source>The link speed explains it: %1, where each twin should run at %2 Gb/s (as the cabling step read it).</source>
        <translation>链路速率可以解释这一点：%1，而每个孪生接口应以 %2 Gb/s 运行（依据“布线”步骤的读数）。</translation>
    </message>
    <message>
        <source>Use a QSFP112 cable rated for 200 Gb/s and seat it at both ends; on a switch, set the port to 200G instead of auto-negotiation. Reboot both ends with the cable in, then run the cabling step and this test again.</source>
        <translation>请使用额定 200 Gb/s 的 QSFP112 线缆，并将两端插好；如连接的是交换机，请将端口设为 200G，而不是自动协商。在插着线缆的情况下重启两端设备，然后重新运行“布线”步骤和此测试。</translation>
    </message>
    <message>
        <source>About half the expected bandwidth, though NCCL used both twins: check each twin&apos;s link speed (cabling step; 200 Gb/s expected), the MTU at both ends, and that no other job is using the GPUs or the network.</source>
        <translation>虽然 NCCL 使用了两个孪生接口，带宽却只有预期的一半左右：请检查每个孪生接口的链路速率（“布线”步骤；预期为 200 Gb/s）、两端的 MTU，并确认没有其他作业在使用 GPU 或网络。</translation>
    </message>
    <message>
        <source>NCCL&apos;s RDMA traffic got no acknowledgement: &quot;transport retry counter exceeded&quot; (IBV_WC_RETRY_EXC_ERR, status 12). That is what ends with different MTUs give.</source>
        <translation>NCCL 的 RDMA 流量未收到确认：“transport retry counter exceeded”（IBV_WC_RETRY_EXC_ERR，status 12）。这正是两端 MTU 不同时会出现的现象。</translation>
    </message>
    <message>
        <source>The MTUs differ: %1.</source>
        <translation>MTU 不一致：%1。</translation>
    </message>
    <message>
        <source>Make both ends of each link agree: run the cabling step and the network plan again, then apply (the plan writes one MTU on both ends of a link whose ends differ), or plan one MTU for every interface (tandem-cli plan --mtu N). Then run the test again.</source>
        <translation>请使每条链路的两端保持一致：重新运行“布线”步骤和网络规划，然后应用（对于两端不一致的链路，规划会在两端写入同一个 MTU），或为所有接口规划同一个 MTU（tandem-cli plan --mtu N）。然后重新运行测试。</translation>
    </message>
    <message>
        <source>%1 %2 MTU %3</source>
        <translation>%1 的 %2 MTU 为 %3</translation>
    </message>
    <message>
        <source>Tandem read the same MTU at both ends of every link (%1), so compare them again on the nodes: one may have changed since.</source>
        <translation>Tandem 读取到每条链路两端的 MTU 相同（%1），因此请在节点上再次比较：其中一端可能在此后发生了变化。</translation>
    </message>
    <message>
        <source>Compare the MTU of each twin with its peer&apos;s on the other node (ip -br link on both; the cabling step&apos;s &quot;Same MTU at both ends of each cable&quot;): they must be equal. Run the cabling step and the network plan again, then apply, so that the plan evens them out; check too that NCCL_IB_GID_INDEX is not set.</source>
        <translation>请将每个孪生接口的 MTU 与另一节点上其对端的 MTU 进行比较（在两端运行 ip -br link；参见“布线”步骤的“每根线缆两端 MTU 相同”）：二者必须相等。重新运行“布线”步骤和网络规划，然后应用，让规划将其统一；同时请确认未设置 NCCL_IB_GID_INDEX。</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>rank %1 (%2)</source>
        <translation>rank %1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 only CPU %2</source>
        <translation>%1 仅 CPU %2</translation>
    </message>
    <message>
        <source>Every rank could use more than one CPU (%1).</source>
        <translation>每个 rank 都可以使用多个 CPU（%1）。</translation>
    </message>
    <message>
        <source>Pinned to a single CPU: %1. NCCL&apos;s proxy thread, which moves every byte over RoCE, shared that CPU with the test, so the busbw can be a fraction of what the link carries.</source>
        <translation>被绑定到单个 CPU：%1。通过 RoCE 传输每个字节的 NCCL 代理线程与测试共用该 CPU，因此 busbw 可能只有链路实际能力的一小部分。</translation>
    </message>
    <message>
        <source>Tandem starts mpirun with --bind-to none, so the binding came from the node: an Open MPI setting (OMPI_MCA_hwloc_base_binding_policy, or hwloc_base_binding_policy in openmpi-mca-params.conf) or a CPU limit on the login (taskset, a cgroup&apos;s cpuset). Remove it and run the test again.</source>
        <translation>Tandem 以 --bind-to none 启动 mpirun，因此该绑定来自节点：Open MPI 设置（OMPI_MCA_hwloc_base_binding_policy，或 openmpi-mca-params.conf 中的 hwloc_base_binding_policy），或登录会话的 CPU 限制（taskset、cgroup 的 cpuset）。请移除它，然后重新运行测试。</translation>
    </message>
    <message>
        <source>The test&apos;s ranks were pinned to a single CPU, which alone can cut the busbw to a fraction of the link&apos;s.</source>
        <translation>测试的 rank 被绑定到单个 CPU，仅此一点就可能使 busbw 降到链路带宽的一小部分。</translation>
    </message>
</context>
<context>
    <name>Tandem::VerifyStep</name>
    <message>
        <source>Ping at full MTU over every twin</source>
        <translation>通过每个孪生接口以完整 MTU 进行 ping</translation>
    </message>
    <message>
        <source>SSH without a password over CX7</source>
        <translation>通过 CX7 的免密码 SSH</translation>
    </message>
    <message>
        <source>RoCE devices up</source>
        <translation>RoCE 设备已启用</translation>
    </message>
    <message>
        <source>mpirun across every node</source>
        <translation>跨所有节点运行 mpirun</translation>
    </message>
    <message>
        <source>%1 has no RoCE device.</source>
        <translation>%1 没有 RoCE 设备。</translation>
    </message>
    <message>
        <source>%1 (%2) is Down.</source>
        <translation>%1（%2）处于 Down 状态。</translation>
    </message>
    <message>
        <source>%1 port 1 is %2, not ACTIVE.</source>
        <translation>%1 的端口 1 为 %2，而不是 ACTIVE。</translation>
    </message>
    <message>
        <source>Check the cable of that port and the plan&apos;s interface names, then run the cabling step again.</source>
        <translation>请检查该端口的线缆和规划中的接口名称，然后重新运行“布线”步骤。</translation>
    </message>
    <message>
        <source>Up: %1.</source>
        <translation>已启用：%1。</translation>
    </message>
    <message>
        <source>Every node answered: %1.</source>
        <translation>所有节点均已响应：%1。</translation>
    </message>
    <message>
        <source>mpirun failed (exit status %1).</source>
        <translation>mpirun 执行失败（退出状态 %1）。</translation>
    </message>
    <message>
        <source>No answer from: %1.</source>
        <translation>无响应的节点：%1。</translation>
    </message>
    <message>
        <source>Make verify.ssh pass in every direction first; mpirun logs in over SSH the same way.</source>
        <translation>请先确保 verify.ssh 在所有方向上均通过；mpirun 也以相同方式通过 SSH 登录。</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>The plan does not connect the first node to every other node.</source>
        <translation>规划中第一个节点并未与其他所有节点相连。</translation>
    </message>
    <message>
        <source>%1 reaches %2 on %3 twin(s) without fragmenting.</source>
        <translation>%1 可通过 %3 个孪生接口在不分片的情况下到达 %2。</translation>
    </message>
    <message>
        <source>No answer without fragmenting on %1 of %2 twin(s).</source>
        <translation>%2 个孪生接口中有 %1 个在不分片时无响应。</translation>
    </message>
    <message>
        <source>Check the cable and that both ends have the same MTU.</source>
        <translation>请检查线缆，并确认两端的 MTU 相同。</translation>
    </message>
    <message>
        <source>%1 logs in to %2 without a password or a prompt.</source>
        <translation>%1 可免密码、无提示地登录 %2。</translation>
    </message>
    <message>
        <source>%1 cannot log in to %2 non-interactively: %3</source>
        <translation>%1 无法以非交互方式登录 %2：%3</translation>
    </message>
    <message>
        <source>Run the SSH fabric step again.</source>
        <translation>请重新运行“SSH 互联”步骤。</translation>
    </message>
    <message>
        <source>Reading the RoCE ports failed (exit status %1).</source>
        <translation>读取 RoCE 端口失败（退出状态 %1）。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 到 %2：%3</translation>
    </message>
    <message>
        <source>%1 to %2 (%3 on %4): no answer to a %5-byte don&apos;t-fragment ping (ping -s %6).</source>
        <translation>%1 到 %2（%4 上的 %3）：%5 字节的禁止分片 ping 无响应（ping -s %6）。</translation>
    </message>
    <message>
        <source>MTU now: %1 on %2 %3, %4 on %5 %6.</source>
        <translation>当前 MTU：%2 的 %3 为 %1，%5 的 %6 为 %4。</translation>
    </message>
    <message>
        <source>A small ping passes, so the link works: the two ends disagree on MTU (an MTU mismatch), and RoCE fails between them.</source>
        <translation>小 ping 可以通过，因此链路本身正常：两端的 MTU 不一致（MTU 不匹配），两端之间的 RoCE 会失败。</translation>
    </message>
    <message>
        <source>The two ends disagree on MTU, and RoCE fails between them.</source>
        <translation>两端的 MTU 不一致，两端之间的 RoCE 会失败。</translation>
    </message>
    <message>
        <source>Make both ends agree: run the cabling step and the network plan again, then apply (the plan writes one MTU on both ends of a link whose ends differ), or plan one MTU for every interface (tandem-cli plan --mtu N).</source>
        <translation>请使两端保持一致：重新运行“布线”步骤和网络规划，然后应用（对于两端不一致的链路，规划会在两端写入同一个 MTU），或为所有接口规划同一个 MTU（tandem-cli plan --mtu N）。</translation>
    </message>
    <message>
        <source>A small ping passes, so the link works, but its MTU is below the %1 the plan expects.</source>
        <translation>小 ping 可以通过，因此链路正常，但其 MTU 低于规划预期的 %1。</translation>
    </message>
    <message>
        <source>Apply the plan again so that its MTU is set at both ends, or plan a smaller MTU.</source>
        <translation>请重新应用规划，使两端都设置该 MTU，或规划一个更小的 MTU。</translation>
    </message>
    <message>
        <source>A small ping passes, so the link works, but something between the ends drops full-size frames (a switch port with a smaller MTU?).</source>
        <translation>小 ping 可以通过，因此链路正常，但两端之间有设备丢弃了完整大小的帧（是否有 MTU 较小的交换机端口？）。</translation>
    </message>
    <message>
        <source>Let every hop between the ends (a switch port) take the planned MTU, or plan a smaller one.</source>
        <translation>请让两端之间的每一跳（交换机端口）都支持规划的 MTU，或规划一个更小的 MTU。</translation>
    </message>
    <message>
        <source>A small ping gets no answer either: this twin carries no traffic at all (cable, link or address).</source>
        <translation>小 ping 也无响应：此孪生接口完全没有流量（线缆、链路或地址问题）。</translation>
    </message>
    <message>
        <source>Check that twin&apos;s cable and link (cabling step) and that both ends have their planned addresses (ip -br addr), then apply again if they do not.</source>
        <translation>请检查该孪生接口的线缆和链路（“布线”步骤），以及两端是否具有规划的地址（ip -br addr）；如果没有，请重新应用。</translation>
    </message>
    <message>
        <source>The connection to %1 was closed. Reconnect to it on the Devices page and run this step again; with tandem-cli, run the same command again.</source>
        <translation>与 %1 的连接已关闭。请在“设备”页面重新连接该节点，然后重新运行此步骤；如使用 tandem-cli，请重新运行同一命令。</translation>
    </message>
    <message>
        <source>%1 had no answer from %2 within %3 seconds: a link down, or a firewall dropping SSH on the CX7 addresses.</source>
        <translation>%1 在 %3 秒内未收到 %2 的应答：链路已断开，或防火墙丢弃了 CX7 地址上的 SSH。</translation>
    </message>
    <message>
        <source>Check the cables and the link lights (step 3), then verify again.</source>
        <translation>请检查线缆和链路指示灯（步骤 3），然后重新验证。</translation>
    </message>
    <message>
        <source>mpirun did not finish within %1 seconds (a prompt or a blocked port).</source>
        <translation>mpirun 未在 %1 秒内完成（可能在等待提示输入，或有端口被阻止）。</translation>
    </message>
</context>
<context>
    <name>Tandem::Workflow</name>
    <message>
        <source>Make the network plan first (step 4).</source>
        <translation>请先制定网络规划（步骤 4）。</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>尚未就绪</translation>
    </message>
    <message>
        <source>A step is running; wait until it has finished.</source>
        <translation>有步骤正在运行；请等待它完成。</translation>
    </message>
</context>
<context>
    <name>Tandem::WorkflowState</name>
    <message>
        <source>The saved state has an unknown version; it was written by another version of Tandem.</source>
        <translation>已保存状态的版本未知；它是由其他版本的 Tandem 写入的。</translation>
    </message>
    <message>
        <source>A node in the saved state has no name or address.</source>
        <translation>已保存的状态中有节点缺少名称或地址。</translation>
    </message>
    <message>
        <source>Cannot create the folder for %1.</source>
        <translation>无法为 %1 创建文件夹。</translation>
    </message>
    <message>
        <source>Cannot save the state to %1: %2</source>
        <translation>无法将状态保存到 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read the saved state %1: %2</source>
        <translation>无法读取已保存的状态文件 %1：%2</translation>
    </message>
    <message>
        <source>The saved state %1 is not valid JSON (%2).</source>
        <translation>已保存的状态文件 %1 不是有效的 JSON（%2）。</translation>
    </message>
    <message>
        <source>the port %1 is not from 1 to 65535</source>
        <translation>端口 %1 不在 1 到 65535 之间</translation>
    </message>
    <message>
        <source>The saved state %1 is larger than %2 MiB, more than any session writes; it was not read. Move it away to start afresh.</source>
        <translation>已保存的状态文件 %1 超过 %2 MiB，大于任何会话写入的大小，因此未读取。如要重新开始，请将其移走。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Guided clustering of NVIDIA DGX Spark machines.</source>
        <translation>引导您将 NVIDIA DGX Spark 组成集群。</translation>
    </message>
    <message>
        <source>List the lab&apos;s simulated Sparks (tests/lab/tandem-lab).</source>
        <translation>列出实验环境中的模拟 Spark（tests/lab/tandem-lab）。</translation>
    </message>
    <message>
        <source>The lab&apos;s state file (default: $TANDEM_LAB_DIR/state.json).</source>
        <translation>实验环境的状态文件（默认：$TANDEM_LAB_DIR/state.json）。</translation>
    </message>
    <message>
        <source>Demo: the lab&apos;s simulated Sparks (%1). Their password is in the terminal the demo started from.</source>
        <translation>演示：实验室的模拟 Spark（%1 台）。密码显示在启动演示的终端中。</translation>
    </message>
</context>
</TS>
