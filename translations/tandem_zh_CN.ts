<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Tandem::Error</name>
    <message>
        <location filename="../core/result.cpp" line="+12"/>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tandem::TextLines</name>
    <message>
        <location filename="../core/util/textlines.cpp" line="+23"/>
        <source>the output contains binary data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the output is not valid UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::AboutDialog</name>
    <message>
        <location filename="../ui/aboutdialog.cpp" line="+26"/>
        <source>Guided clustering of NVIDIA DGX Spark machines: cabling, network, SSH fabric, NCCL bandwidth and an acceptance report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tandem is free software, licensed under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Libraries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About Tandem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::LanguageMenu</name>
    <message>
        <location filename="../ui/languagemenu.cpp" line="+36"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+92"/>
        <source>Tandem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Tandem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::PlaceholderPage</name>
    <message>
        <location filename="../ui/pages/placeholderpage.cpp" line="+48"/>
        <source>This step is not available in this version of Tandem yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::StepText</name>
    <message>
        <location filename="../ui/step.cpp" line="+15"/>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SSH fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find the DGX Spark machines on the management network, or add them by name or address, and connect to each one over SSH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check that every node has a GB10 GPU, a recent DGX OS release, working sudo and the same user name, UID and GID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check the QSFP cables: which ports are connected, the link speed of both twin interfaces, and which node is across each cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plan the addresses of the ConnectX-7 interfaces and review the netplan file for every node before anything is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back up, write and apply the netplan files, with an automatic rollback if a node stops answering on the management network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set up passwordless SSH between the nodes over the ConnectX-7 addresses with a separate key on every node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ping every twin interface at full MTU, test SSH in every direction and launch a first MPI job across the nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run an NCCL bandwidth test across the nodes and watch the bus bandwidth live.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the acceptance report as PDF, HTML or JSON, and the snippets for serving recipes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+29"/>
        <source>Guided clustering of NVIDIA DGX Spark machines.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
