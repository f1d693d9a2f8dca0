<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Tandem::Cli::Main</name>
    <message>
        <location filename="../app/cli/main.cpp" line="+24"/>
        <source>Commands:
  parse nccl-tests FILE   parse nccl-tests output (FILE - reads stdin)
  parse nccl-log FILE     summarise the transport from an NCCL_DEBUG=INFO log
</source>
        <translation>命令：
  parse nccl-tests FILE   解析 nccl-tests 的输出（FILE 为 - 时读取标准输入）
  parse nccl-log FILE     从 NCCL_DEBUG=INFO 日志中汇总所用的传输方式
</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cluster NVIDIA DGX Spark machines from the command line.</source>
        <translation>通过命令行将 NVIDIA DGX Spark 组成集群。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print one JSON document on stdout (JSON lines for streaming commands).</source>
        <translation>在标准输出上打印一个 JSON 文档（流式命令输出 JSON Lines）。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>tandem-cli: unknown command &apos;%1&apos;
%2</source>
        <translation>tandem-cli：未知命令“%1”
%2</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Parse</name>
    <message>
        <location filename="../app/cli/parsecommand.cpp" line="+36"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tandem-cli: %1: %2
</source>
        <translation>tandem-cli：%1：%2
</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>no NCCL log lines found (is NCCL_DEBUG=INFO set?)</source>
        <translation>未找到 NCCL 日志行（是否设置了 NCCL_DEBUG=INFO？）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>usage: tandem-cli parse nccl-tests|nccl-log FILE [--json]
</source>
        <translation>用法：tandem-cli parse nccl-tests|nccl-log FILE [--json]
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tandem-cli: unknown format &apos;%1&apos;; expected nccl-tests or nccl-log
</source>
        <translation>tandem-cli：未知格式“%1”；应为 nccl-tests 或 nccl-log
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Table</name>
    <message>
        <location filename="../app/cli/nccltable.cpp" line="+30"/>
        <source>in-place</source>
        <translation>原地 (in-place)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out-of-place</source>
        <translation>非原地 (out-of-place)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>count</source>
        <translation>元素数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>redop</source>
        <translation>归约</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time(us)</source>
        <translation>时间(us)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>algbw</source>
        <translation>algbw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>#wrong</source>
        <translation>#错误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(out-of-place | in-place)</source>
        <translation>（非原地 | 原地）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2 ranks on %3 hosts, %4 rows</source>
        <translation>%1：%3 台主机上 %2 个 rank，%4 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown test</source>
        <translation>未知测试</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, peak busbw %1 at %2 (%3)</source>
        <translation>，峰值 busbw %1（%2，%3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, average %1</source>
        <translation>，平均 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, network %1</source>
        <translation>，网络 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, complete</source>
        <translation>，已完成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, INCOMPLETE (no trailer)</source>
        <translation>，未完成（缺少结尾汇总）</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n error(s)</source>
        <translation>
            <numerusform>，%n 个错误</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>error: %1
</source>
        <translation>错误：%1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>NCCL version</source>
        <translation>NCCL 版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>IB devices</source>
        <translation>IB 设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Socket devices</source>
        <translation>Socket 设备</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out-of-band</source>
        <translation>带外 (OOB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bootstrap</source>
        <translation>引导 (Bootstrap)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranks</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2 nodes</source>
        <translation>%2 个节点上共 %1 个</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Channel paths</source>
        <translation>通道路径</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL warning: %1
</source>
        <translation>NCCL 警告：%1
</translation>
    </message>
</context>
<context>
    <name>Tandem::Error</name>
    <message>
        <location filename="../core/result.cpp" line="+12"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>Tandem::HostSpec</name>
    <message>
        <location filename="../core/hostspec.cpp" line="+34"/>
        <source>Enter a host name or address.</source>
        <translation>请输入主机名或地址。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not a valid user name.</source>
        <translation>“%1”不是有效的用户名。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The IPv6 address in &apos;%1&apos; is missing its closing &apos;]&apos;.</source>
        <translation>“%1”中的 IPv6 地址缺少右括号“]”。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unexpected text after the IPv6 address in &apos;%1&apos;.</source>
        <translation>“%1”中的 IPv6 地址后有多余的文字。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;%1&apos; is not a valid port (1 to 65535).</source>
        <translation>“%1”不是有效的端口号（1 到 65535）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is neither an IP address nor a valid host name.</source>
        <translation>“%1”既不是 IP 地址，也不是有效的主机名。</translation>
    </message>
</context>
<context>
    <name>Tandem::TextLines</name>
    <message>
        <location filename="../core/util/textlines.cpp" line="+23"/>
        <source>the output contains binary data</source>
        <translation>输出中包含二进制数据</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the output is not valid UTF-8 text</source>
        <translation>输出不是有效的 UTF-8 文本</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::AboutDialog</name>
    <message>
        <location filename="../ui/aboutdialog.cpp" line="+26"/>
        <source>Guided clustering of NVIDIA DGX Spark machines: cabling, network, SSH fabric, NCCL bandwidth and an acceptance report.</source>
        <translation>引导您将 NVIDIA DGX Spark 组成集群：布线、网络、SSH 互联、NCCL 带宽和验收报告。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tandem is free software, licensed under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Tandem 是自由软件，依据 GNU 通用公共许可证第 3 版或更高版本授权，不提供任何担保。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Libraries</source>
        <translation>库</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About Tandem</source>
        <translation>关于 Tandem</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::DevicesPage</name>
    <message>
        <location filename="../ui/pages/devicespage.cpp" line="+88"/>
        <source>%1 is already in the list.</source>
        <translation>%1 已在列表中。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Host name or address, e.g. nvidia@spark-1a2b.local</source>
        <translation>主机名或地址，例如 nvidia@spark-1a2b.local</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add device</source>
        <translation>添加设备(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::LanguageMenu</name>
    <message>
        <location filename="../ui/languagemenu.cpp" line="+36"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+99"/>
        <source>Tandem</source>
        <translation>Tandem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Tandem</source>
        <translation>关于 Tandem(&amp;A)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::NodeListModel</name>
    <message>
        <location filename="../ui/models/nodelistmodel.cpp" line="+32"/>
        <source>not yet seen</source>
        <translation>尚未获取</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lab</source>
        <translation>实验环境</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mDNS</source>
        <translation>mDNS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added by hand</source>
        <translation>手动添加</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host key fingerprint this node is expected to present.</source>
        <translation>该节点应当出示的主机密钥指纹。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host key</source>
        <translation>主机密钥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found by</source>
        <translation>发现方式</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::PlaceholderPage</name>
    <message>
        <location filename="../ui/pages/placeholderpage.cpp" line="+48"/>
        <source>This step is not available in this version of Tandem yet.</source>
        <translation>此版本的 Tandem 尚不支持此步骤。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::StepText</name>
    <message>
        <location filename="../ui/step.cpp" line="+15"/>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device checks</source>
        <translation>设备检查</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cabling</source>
        <translation>布线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network plan</source>
        <translation>网络规划</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SSH fabric</source>
        <translation>SSH 互联</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find the DGX Spark machines on the management network, or add them by name or address, and connect to each one over SSH.</source>
        <translation>在管理网络中查找 DGX Spark，或按名称、地址手动添加，并通过 SSH 连接到每一台。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check that every node has a GB10 GPU, a recent DGX OS release, working sudo and the same user name, UID and GID.</source>
        <translation>检查每个节点都有 GB10 GPU、较新的 DGX OS 版本、可用的 sudo，以及相同的用户名、UID 和 GID。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check the QSFP cables: which ports are connected, the link speed of both twin interfaces, and which node is across each cable.</source>
        <translation>检查 QSFP 线缆：哪些端口已连接、两个孪生接口的链路速率，以及每根线缆另一端是哪个节点。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plan the addresses of the ConnectX-7 interfaces and review the netplan file for every node before anything is written.</source>
        <translation>规划 ConnectX-7 接口的地址，并在写入之前检查每个节点的 netplan 文件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back up, write and apply the netplan files, with an automatic rollback if a node stops answering on the management network.</source>
        <translation>备份、写入并应用 netplan 文件；如果节点在管理网络上失去响应，将自动回滚。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set up passwordless SSH between the nodes over the ConnectX-7 addresses with a separate key on every node.</source>
        <translation>为每个节点使用独立密钥，通过 ConnectX-7 地址在节点之间配置免密码 SSH。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ping every twin interface at full MTU, test SSH in every direction and launch a first MPI job across the nodes.</source>
        <translation>以完整 MTU ping 每个孪生接口，测试各个方向的 SSH，并跨节点启动第一个 MPI 作业。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run an NCCL bandwidth test across the nodes and watch the bus bandwidth live.</source>
        <translation>跨节点运行 NCCL 带宽测试，并实时查看总线带宽。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the acceptance report as PDF, HTML or JSON, and the snippets for serving recipes.</source>
        <translation>将验收报告导出为 PDF、HTML 或 JSON，并导出推理服务配置所需的片段。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+29"/>
        <source>Guided clustering of NVIDIA DGX Spark machines.</source>
        <translation>引导您将 NVIDIA DGX Spark 组成集群。</translation>
    </message>
</context>
</TS>
