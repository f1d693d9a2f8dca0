<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Tandem::Cli::Main</name>
    <message>
        <location filename="../app/cli/main.cpp" line="+24"/>
        <source>Commands:
  parse nccl-tests FILE   parse nccl-tests output (FILE - reads stdin)
  parse nccl-log FILE     summarise the transport from an NCCL_DEBUG=INFO log
</source>
        <translation>コマンド:
  parse nccl-tests FILE   nccl-tests の出力を解析します (FILE に - を指定すると標準入力を読みます)
  parse nccl-log FILE     NCCL_DEBUG=INFO のログから通信トランスポートを要約します
</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cluster NVIDIA DGX Spark machines from the command line.</source>
        <translation>コマンドラインから NVIDIA DGX Spark をクラスタ化します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print one JSON document on stdout (JSON lines for streaming commands).</source>
        <translation>標準出力に JSON ドキュメントを 1 つ出力します (ストリーミングするコマンドでは JSON Lines)。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>tandem-cli: unknown command &apos;%1&apos;
%2</source>
        <translation>tandem-cli: 不明なコマンド &apos;%1&apos;
%2</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Parse</name>
    <message>
        <location filename="../app/cli/parsecommand.cpp" line="+36"/>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tandem-cli: %1: %2
</source>
        <translation>tandem-cli: %1: %2
</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>no NCCL log lines found (is NCCL_DEBUG=INFO set?)</source>
        <translation>NCCL のログ行が見つかりません (NCCL_DEBUG=INFO は設定されていますか?)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>usage: tandem-cli parse nccl-tests|nccl-log FILE [--json]
</source>
        <translation>使い方: tandem-cli parse nccl-tests|nccl-log FILE [--json]
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tandem-cli: unknown format &apos;%1&apos;; expected nccl-tests or nccl-log
</source>
        <translation>tandem-cli: 不明な形式 &apos;%1&apos; です。nccl-tests または nccl-log を指定してください
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Table</name>
    <message>
        <location filename="../app/cli/nccltable.cpp" line="+30"/>
        <source>in-place</source>
        <translation>in-place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out-of-place</source>
        <translation>out-of-place</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>count</source>
        <translation>要素数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type</source>
        <translation>型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>redop</source>
        <translation>演算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time(us)</source>
        <translation>時間(us)</translation>
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
        <translation>#誤り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(out-of-place | in-place)</source>
        <translation>(out-of-place | in-place)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2 ranks on %3 hosts, %4 rows</source>
        <translation>%1: %3 台のホストで %2 ランク、%4 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown test</source>
        <translation>不明なテスト</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, peak busbw %1 at %2 (%3)</source>
        <translation>、ピーク busbw %1 (%2、%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, average %1</source>
        <translation>、平均 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, network %1</source>
        <translation>、ネットワーク %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, complete</source>
        <translation>、完了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, INCOMPLETE (no trailer)</source>
        <translation>、未完了 (末尾の集計行がありません)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n error(s)</source>
        <translation>
            <numerusform>、エラー %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>error: %1
</source>
        <translation>エラー: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning: %1
</source>
        <translation>警告: %1
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>NCCL version</source>
        <translation>NCCL バージョン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>IB devices</source>
        <translation>IB デバイス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Socket devices</source>
        <translation>Socket デバイス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out-of-band</source>
        <translation>帯域外 (OOB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bootstrap</source>
        <translation>ブートストラップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranks</source>
        <translation>ランク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2 nodes</source>
        <translation>%2 ノードで %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Channel paths</source>
        <translation>チャネル経路</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NCCL warning: %1
</source>
        <translation>NCCL の警告: %1
</translation>
    </message>
</context>
<context>
    <name>Tandem::Error</name>
    <message>
        <location filename="../core/result.cpp" line="+12"/>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
</context>
<context>
    <name>Tandem::HostSpec</name>
    <message>
        <location filename="../core/hostspec.cpp" line="+34"/>
        <source>Enter a host name or address.</source>
        <translation>ホスト名またはアドレスを入力してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not a valid user name.</source>
        <translation>&apos;%1&apos; は有効なユーザー名ではありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The IPv6 address in &apos;%1&apos; is missing its closing &apos;]&apos;.</source>
        <translation>&apos;%1&apos; の IPv6 アドレスに閉じ括弧 &apos;]&apos; がありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unexpected text after the IPv6 address in &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; の IPv6 アドレスの後に不要な文字があります。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;%1&apos; is not a valid port (1 to 65535).</source>
        <translation>&apos;%1&apos; は有効なポート番号 (1〜65535) ではありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is neither an IP address nor a valid host name.</source>
        <translation>&apos;%1&apos; は IP アドレスでも有効なホスト名でもありません。</translation>
    </message>
</context>
<context>
    <name>Tandem::TextLines</name>
    <message>
        <location filename="../core/util/textlines.cpp" line="+23"/>
        <source>the output contains binary data</source>
        <translation>出力にバイナリデータが含まれています</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the output is not valid UTF-8 text</source>
        <translation>出力が正しい UTF-8 テキストではありません</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::AboutDialog</name>
    <message>
        <location filename="../ui/aboutdialog.cpp" line="+26"/>
        <source>Guided clustering of NVIDIA DGX Spark machines: cabling, network, SSH fabric, NCCL bandwidth and an acceptance report.</source>
        <translation>NVIDIA DGX Spark のクラスタ構築をガイドします: 配線、ネットワーク、SSH ファブリック、NCCL 帯域幅、受け入れレポート。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tandem is free software, licensed under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Tandem はフリーソフトウェアです。GNU 一般公衆利用許諾書 (GPL) バージョン 3 以降の下で提供され、無保証です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Libraries</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About Tandem</source>
        <translation>Tandem について</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::DevicesPage</name>
    <message>
        <location filename="../ui/pages/devicespage.cpp" line="+88"/>
        <source>%1 is already in the list.</source>
        <translation>%1 はすでに一覧にあります。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Host name or address, e.g. nvidia@spark-1a2b.local</source>
        <translation>ホスト名またはアドレス (例: nvidia@spark-1a2b.local)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add device</source>
        <translation>デバイスを追加(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::LanguageMenu</name>
    <message>
        <location filename="../ui/languagemenu.cpp" line="+36"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
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
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Tandem</source>
        <translation>Tandem について(&amp;A)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::NodeListModel</name>
    <message>
        <location filename="../ui/models/nodelistmodel.cpp" line="+32"/>
        <source>not yet seen</source>
        <translation>未確認</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lab</source>
        <translation>ラボ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mDNS</source>
        <translation>mDNS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sweep</source>
        <translation>スキャン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added by hand</source>
        <translation>手動で追加</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host key fingerprint this node is expected to present.</source>
        <translation>このノードが提示するはずのホスト鍵のフィンガープリントです。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host key</source>
        <translation>ホスト鍵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found by</source>
        <translation>検出方法</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::PlaceholderPage</name>
    <message>
        <location filename="../ui/pages/placeholderpage.cpp" line="+48"/>
        <source>This step is not available in this version of Tandem yet.</source>
        <translation>このステップは、このバージョンの Tandem ではまだ利用できません。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::StepText</name>
    <message>
        <location filename="../ui/step.cpp" line="+15"/>
        <source>Devices</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device checks</source>
        <translation>デバイスチェック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cabling</source>
        <translation>配線</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network plan</source>
        <translation>ネットワーク計画</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SSH fabric</source>
        <translation>SSH ファブリック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verify</source>
        <translation>検証</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth</source>
        <translation>帯域幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find the DGX Spark machines on the management network, or add them by name or address, and connect to each one over SSH.</source>
        <translation>管理ネットワーク上の DGX Spark を検出するか、名前またはアドレスで追加し、それぞれに SSH で接続します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check that every node has a GB10 GPU, a recent DGX OS release, working sudo and the same user name, UID and GID.</source>
        <translation>すべてのノードに GB10 GPU と新しい DGX OS リリースがあり、sudo が使え、ユーザー名・UID・GID が同じであることを確認します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check the QSFP cables: which ports are connected, the link speed of both twin interfaces, and which node is across each cable.</source>
        <translation>QSFP ケーブルを確認します: どのポートが接続されているか、ツインインターフェイス両方のリンク速度、各ケーブルの先にあるノード。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plan the addresses of the ConnectX-7 interfaces and review the netplan file for every node before anything is written.</source>
        <translation>ConnectX-7 インターフェイスのアドレスを計画し、書き込む前に各ノードの netplan ファイルを確認します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back up, write and apply the netplan files, with an automatic rollback if a node stops answering on the management network.</source>
        <translation>netplan ファイルをバックアップ・書き込み・適用します。ノードが管理ネットワークで応答しなくなった場合は自動的にロールバックします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set up passwordless SSH between the nodes over the ConnectX-7 addresses with a separate key on every node.</source>
        <translation>ノードごとに別々の鍵を使い、ConnectX-7 のアドレス経由でノード間のパスワードなし SSH を設定します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ping every twin interface at full MTU, test SSH in every direction and launch a first MPI job across the nodes.</source>
        <translation>すべてのツインインターフェイスに最大 MTU で ping を送り、全方向の SSH を確認し、ノードをまたぐ最初の MPI ジョブを起動します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run an NCCL bandwidth test across the nodes and watch the bus bandwidth live.</source>
        <translation>ノード間で NCCL 帯域幅テストを実行し、バス帯域幅をリアルタイムで確認します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the acceptance report as PDF, HTML or JSON, and the snippets for serving recipes.</source>
        <translation>受け入れレポートを PDF・HTML・JSON で書き出し、推論サービング用のスニペットも出力します。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+29"/>
        <source>Guided clustering of NVIDIA DGX Spark machines.</source>
        <translation>NVIDIA DGX Spark のクラスタ構築をガイドします。</translation>
    </message>
</context>
</TS>
