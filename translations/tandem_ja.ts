<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Tandem</name>
    <message>
        <source>/etc/dgx-release (DGX OS)</source>
        <translation>/etc/dgx-release (DGX OS)</translation>
    </message>
    <message>
        <source>/etc/os-release or /etc/lsb-release</source>
        <translation>/etc/os-release または /etc/lsb-release</translation>
    </message>
    <message>
        <source>/etc/fastos-release (read as os-release)</source>
        <translation>/etc/fastos-release (os-release として読み込み)</translation>
    </message>
    <message>
        <source>/sys/class/dmi/id: a directory, or KEY: VALUE lines</source>
        <translation>/sys/class/dmi/id: ディレクトリ、または KEY: VALUE 形式の行</translation>
    </message>
    <message>
        <source>ibdev2netdev</source>
        <translation>ibdev2netdev</translation>
    </message>
    <message>
        <source>rdma link (iproute2)</source>
        <translation>rdma link (iproute2)</translation>
    </message>
    <message>
        <source>ip addr or ip link: -j, -br or plain</source>
        <translation>ip addr または ip link: -j、-br、または通常形式</translation>
    </message>
    <message>
        <source>ethtool IFACE, its Speed lines, ethtool --show-fec</source>
        <translation>ethtool IFACE、その Speed 行、ethtool --show-fec</translation>
    </message>
    <message>
        <source>ethtool -i IFACE</source>
        <translation>ethtool -i IFACE</translation>
    </message>
    <message>
        <source>nvidia-smi: the table, or --query-gpu CSV</source>
        <translation>nvidia-smi: 表、または --query-gpu の CSV</translation>
    </message>
    <message>
        <source>show_gids</source>
        <translation>show_gids</translation>
    </message>
    <message>
        <source>ib_write_bw (perftest)</source>
        <translation>ib_write_bw (perftest)</translation>
    </message>
    <message>
        <source>lspci, with -nn, -vvv link lines or -tv</source>
        <translation>lspci (-nn、-vvv のリンク行、または -tv)</translation>
    </message>
    <message>
        <source>a netplan YAML file</source>
        <translation>netplan の YAML ファイル</translation>
    </message>
    <message>
        <source>nccl-tests output, or its -J report</source>
        <translation>nccl-tests の出力、または -J レポート</translation>
    </message>
    <message>
        <source>NCCL_DEBUG=INFO log lines</source>
        <translation>NCCL_DEBUG=INFO のログ行</translation>
    </message>
    <message>
        <source>tandem-probe JSON lines</source>
        <translation>tandem-probe の JSON 行</translation>
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
        <translation>dmesg の mlx5_core の行</translation>
    </message>
    <message>
        <source>Tandem&apos;s RoCE port reading: sysfs, then ibdev2netdev</source>
        <translation>Tandem による RoCE ポートの読み取り: sysfs、次に ibdev2netdev</translation>
    </message>
</context>
<context>
    <name>Tandem::AcceptedBandwidth</name>
    <message>
        <source>%1 soak</source>
        <translation>%1 ソーク</translation>
    </message>
    <message>
        <source>%1 sweep</source>
        <translation>%1 スイープ</translation>
    </message>
    <message>
        <source>%1 at %2: cancelled, so it measured nothing to the end.</source>
        <translation>%2 の %1: キャンセルされたため、最後まで何も測定していません。</translation>
    </message>
    <message>
        <source>%1 at %2: it did not use NCCL, so it says nothing about RoCE.</source>
        <translation>%2 の %1: NCCL を使っていないため、RoCE については何も示しません。</translation>
    </message>
    <message>
        <source>%1 at %2: it did not pass (%3).</source>
        <translation>%2 の %1: 合格しませんでした (%3)。</translation>
    </message>
    <message>
        <source>a check has no result</source>
        <translation>結果のないチェックがあります</translation>
    </message>
</context>
<context>
    <name>Tandem::AddressPlanner</name>
    <message>
        <source>The prefix /%1 is not supported: use a prefix from /%2 to /%3 (/24 is the usual choice).</source>
        <translation>プレフィックス /%1 はサポートされていません。/%2 から /%3 までのプレフィックスを使用してください (通常は /24 を選びます)。</translation>
    </message>
    <message>
        <source>The base &quot;%1&quot; is not an IPv4 network such as 192.168.100.0/24.</source>
        <translation>ベース &quot;%1&quot; は IPv4 ネットワーク (192.168.100.0/24 など) ではありません。</translation>
    </message>
    <message>
        <source>The base %1 has prefix /%2 but the plan uses /%3 subnets: give the same prefix for both.</source>
        <translation>ベース %1 のプレフィックスは /%2 ですが、計画では /%3 のサブネットを使用します。両方に同じプレフィックスを指定してください。</translation>
    </message>
    <message>
        <source>The base %1 is not a network address: its host part is not zero. Did you mean %2?</source>
        <translation>ベース %1 はネットワークアドレスではありません (ホスト部が 0 ではありません)。%2 のことですか?</translation>
    </message>
    <message>
        <source>The MTU %1 is not supported: use %2 to %3 (9000 is the usual choice), or leave it unset.</source>
        <translation>MTU %1 はサポートされていません。%2〜%3 の値を使用するか (通常は 9000 を選びます)、未設定のままにしてください。</translation>
    </message>
    <message>
        <source>The cabling is not a supported topology, so there is nothing to plan.</source>
        <translation>配線がサポートされているトポロジーではないため、計画するものがありません。</translation>
    </message>
    <message>
        <source>The cabling is not a supported topology: %1</source>
        <translation>配線がサポートされているトポロジーではありません: %1</translation>
    </message>
    <message>
        <source>The topology is not known yet: run the cabling step first.</source>
        <translation>トポロジーがまだ判定されていません。先に「配線」ステップを実行してください。</translation>
    </message>
    <message>
        <source>A node without a name cannot be planned.</source>
        <translation>名前のないノードは計画できません。</translation>
    </message>
    <message>
        <source>The node %1 is listed twice.</source>
        <translation>ノード %1 が 2 回指定されています。</translation>
    </message>
    <message>
        <source>The cable to %1 leads to a node that is not part of the cluster.</source>
        <translation>%1 につながるケーブルの先は、クラスタに含まれていないノードです。</translation>
    </message>
    <message>
        <source>It is not known which port of %1 the cable uses.</source>
        <translation>ケーブルが %1 のどのポートに接続されているか不明です。</translation>
    </message>
    <message>
        <source>A cable joins %1 to itself.</source>
        <translation>%1 のポート同士がケーブルで接続されています (自分自身への接続)。</translation>
    </message>
    <message>
        <source>A /%1 subnet is too small for %2 nodes numbered from .%3: use a shorter prefix such as /24.</source>
        <translation>/%1 のサブネットは、.%3 から番号を振る %2 台のノードには小さすぎます。/24 など、より短いプレフィックスを使用してください。</translation>
    </message>
    <message>
        <source>%1 subnets starting at %2 do not fit: the last one would run past %3. Choose a lower base with --base.</source>
        <translation>%2 から始まる %1 個のサブネットは収まりません。最後のサブネットが %3 を超えてしまいます。--base でより小さいベースを選択してください。</translation>
    </message>
    <message>
        <source>%1 has no cabled twin that is up at both ends, so it cannot get an address. Check its cables (cabling step).</source>
        <translation>%1 には両端でアップしている接続済みのツインがないため、アドレスを割り当てられません。ケーブルを確認してください (「配線」ステップ)。</translation>
    </message>
    <message>
        <source>%1 %2 has %3</source>
        <translation>%1 の %2 は %3</translation>
    </message>
    <message>
        <source>%1: MTU %2 on every end, because the ends differ now (%3).</source>
        <translation>%1: 現在は両端の MTU が異なるため (%3)、すべての端を MTU %2 にします。</translation>
    </message>
    <message>
        <source>%1 %2 has %3, its netplan sets %4</source>
        <translation>%1 の %2 は %3 (netplan の設定は %4)</translation>
    </message>
    <message>
        <source>%1: MTU %2 on every end, as the nodes&apos; netplan files set it (now: %3).</source>
        <translation>%1: ノードの netplan ファイルの設定どおり、すべての端を MTU %2 にします (現在: %3)。</translation>
    </message>
</context>
<context>
    <name>Tandem::ApplyBackup</name>
    <message>
        <source>The backup failed, so nothing was changed: %1</source>
        <translation>バックアップに失敗したため、何も変更していません: %1</translation>
    </message>
    <message>
        <source>The local copy of the backup could not be kept, so nothing was changed: %1</source>
        <translation>バックアップのローカルコピーを保存できなかったため、何も変更していません: %1</translation>
    </message>
    <message>
        <source>The node&apos;s manifest (%1) cannot be read, so nothing was changed: %2</source>
        <translation>ノードのマニフェスト (%1) を読み込めないため、何も変更していません: %2</translation>
    </message>
    <message>
        <source>Look at the file on the node; Tandem does not overwrite a manifest it cannot read.</source>
        <translation>ノード上のファイルを確認してください。Tandem は読み込めないマニフェストを上書きしません。</translation>
    </message>
    <message>
        <source>The manifest could not be written, so nothing was changed.</source>
        <translation>マニフェストを書き込めなかったため、何も変更していません。</translation>
    </message>
    <message>
        <source>%1 changed after Tandem read it, so nothing was changed.</source>
        <translation>%1 は Tandem が読んだ後に変更されたため、何も変更しませんでした。</translation>
    </message>
    <message>
        <source>Apply again: Tandem reads the file anew.</source>
        <translation>もう一度適用してください。Tandem がファイルを読み直します。</translation>
    </message>
</context>
<context>
    <name>Tandem::ApplyJob</name>
    <message>
        <source>The connection to %1 is gone.</source>
        <translation>%1 との接続が失われました。</translation>
    </message>
    <message>
        <source>No answer from %1.</source>
        <translation>%1 から応答がありません。</translation>
    </message>
    <message>
        <source>Not run: an earlier part failed.</source>
        <translation>未実行: 前の処理が失敗しました。</translation>
    </message>
    <message>
        <source>There is no network plan for %1; nothing was changed.</source>
        <translation>%1 のネットワーク計画がありません。何も変更していません。</translation>
    </message>
    <message>
        <source>Running netplan generate…</source>
        <translation>netplan generate を実行しています…</translation>
    </message>
    <message>
        <source>netplan generate refused the new configuration: %1</source>
        <translation>netplan generate が新しい設定を拒否しました: %1</translation>
    </message>
    <message>
        <source>netplan generate accepts the configuration.</source>
        <translation>netplan generate は設定を受け入れました。</translation>
    </message>
    <message>
        <source>Backup of the netplan files</source>
        <translation>netplan ファイルのバックアップ</translation>
    </message>
    <message>
        <source>Write /etc/netplan/40-cx7.yaml</source>
        <translation>/etc/netplan/40-cx7.yaml の書き込み</translation>
    </message>
    <message>
        <source>netplan generate</source>
        <translation>netplan generate</translation>
    </message>
    <message>
        <source>Apply and confirm over the management network</source>
        <translation>適用と管理ネットワーク経由での確認</translation>
    </message>
    <message>
        <source>Netplan files on the node now</source>
        <translation>現在ノードにある netplan ファイル</translation>
    </message>
    <message>
        <source>Checking sudo…</source>
        <translation>sudo を確認しています…</translation>
    </message>
    <message>
        <source>%1; nothing was changed.</source>
        <translation>%1。何も変更していません。</translation>
    </message>
    <message>
        <source>sudo refused the password; nothing was changed on this node.</source>
        <translation>sudo がパスワードを拒否しました。このノードでは何も変更していません。</translation>
    </message>
    <message>
        <source>Enter the password of the user on %1 again (on DGX OS it is the login password).</source>
        <translation>%1 でのユーザーのパスワードを再入力してください (DGX OS ではログインパスワードです)。</translation>
    </message>
    <message>
        <source>Waiting for the node&apos;s lock…</source>
        <translation>ノードのロックを待っています…</translation>
    </message>
    <message>
        <source>Locked; backing up…</source>
        <translation>ロックしました。バックアップしています…</translation>
    </message>
    <message>
        <source>The revert watchdog could not be started, so nothing was changed: %1</source>
        <translation>ロールバック用ウォッチドッグを開始できなかったため、何も変更していません: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) backed up to %1 on the node and to %2; the revert watchdog is armed.</source>
        <translation>
            <numerusform>%n 個のファイルをノード上の %1 と %2 にバックアップしました。ロールバック用ウォッチドッグが作動中です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Written to /run/netplan for the trial (0600, root, sha256 checked on the node); /etc/netplan changes only when Tandem confirms.</source>
        <translation>試行用に /run/netplan に書き込みました (0600、root、ノード上で sha256 確認済み)。/etc/netplan は Tandem が確認したときにだけ変更されます。</translation>
    </message>
    <message>
        <source>Writing /run/netplan/%1 for the trial…</source>
        <translation>試行用に /run/netplan/%1 を書き込んでいます…</translation>
    </message>
    <message>
        <source>Writing /run/netplan/%1 failed: %2</source>
        <translation>/run/netplan/%1 の書き込みに失敗しました: %2</translation>
    </message>
    <message>
        <source>Taking the trial back…</source>
        <translation>試行を取り消しています…</translation>
    </message>
    <message>
        <source>The trial files were removed; /etc/netplan was not changed, so the node is as it was.</source>
        <translation>試行用のファイルを削除しました。/etc/netplan は変更されていないため、ノードは元の状態です。</translation>
    </message>
    <message>
        <source>Taking the trial back failed too; the revert watchdog removes it, or restart the node (/run/netplan does not survive a restart).</source>
        <translation>試行の取り消しにも失敗しました。ロールバック用ウォッチドッグが削除しますが、ノードを再起動しても構いません (/run/netplan は再起動で消去されます)。</translation>
    </message>
    <message>
        <source>Tandem only moves aside or rewrites netplan files in /etc/netplan, each once, not %1; nothing was changed.</source>
        <translation>Tandem が退避または書き換えるのは /etc/netplan 内の netplan ファイルだけで、それぞれ一度だけです（%1 は対象外）。何も変更しませんでした。</translation>
    </message>
    <message>
        <source>hiding %1</source>
        <translation>%1 を隠しています</translation>
    </message>
    <message>
        <source>%1 without the ConnectX-7 entries</source>
        <translation>ConnectX-7 の項目を除いた %1</translation>
    </message>
    <message>
        <source>Written to /run/netplan for the trial (0600, root, sha256 checked on the node): %1; /etc/netplan changes only when Tandem confirms.</source>
        <translation>試行用に /run/netplan へ書き込みました（0600、root、ノード上で sha256 を確認済み）：%1。/etc/netplan は Tandem が確定したときにだけ変更されます。</translation>
    </message>
</context>
<context>
    <name>Tandem::ApplyLock</name>
    <message>
        <source>A stale lock (%1) was taken over: %2.</source>
        <translation>古いロック (%1) を引き継ぎました: %2。</translation>
    </message>
    <message>
        <source>Another Tandem is changing %1 now: %2. One change at a time per node, so nothing was changed.</source>
        <translation>別の Tandem が現在 %1 を変更しています: %2。変更は 1 ノードにつき一度に 1 つだけのため、何も変更していません。</translation>
    </message>
    <message numerus="yes">
        <source>Wait for that run to finish, then try again. If it is gone, its lock is taken over by itself after a restart of the node or %n minute(s) without its watchdog.</source>
        <translation>
            <numerusform>その実行が終わるまで待ってから、もう一度お試しください。その実行がすでに存在しない場合、ノードの再起動後、またはウォッチドッグのない状態が %n 分続くと、ロックは自動的に引き継がれます。</numerusform>
        </translation>
    </message>
    <message>
        <source>The node&apos;s lock (%1) could not be taken, so nothing was changed: %2</source>
        <translation>ノードのロック (%1) を取得できなかったため、何も変更していません: %2</translation>
    </message>
</context>
<context>
    <name>Tandem::ApplyStep</name>
    <message numerus="yes">
        <source>%n netplan file(s); none configures a ConnectX-7 interface beside the plan&apos;s.</source>
        <translation>
            <numerusform>netplan ファイル %n 個。計画以外に ConnectX-7 インターフェースを設定するものはありません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was changed on any node.</source>
        <translation>どのノードも変更していません。</translation>
    </message>
    <message>
        <source>Not changed: %1 could not be prepared (see its apply.backup), so nothing was changed on any node.</source>
        <translation>変更していません: %1 を準備できなかったため (その apply.backup を参照)、どのノードも変更していません。</translation>
    </message>
    <message>
        <source>Not changed: %1 could not be locked (see its apply.backup), so nothing was changed on any node; the locks taken were released.</source>
        <translation>変更していません: %1 をロックできなかったため (その apply.backup を参照)、どのノードも変更していません。取得したロックは解放しました。</translation>
    </message>
    <message>
        <source>moving aside %1: it configures ConnectX-7 interfaces the plan sets and nothing else</source>
        <translation>%1 を退避します：計画が設定する ConnectX-7 インターフェースだけを設定しているためです</translation>
    </message>
    <message>
        <source>taking %1 out of %2 and keeping the rest of it</source>
        <translation>%2 から %1 を取り除き、残りはそのまま保持します</translation>
    </message>
    <message>
        <source>Take the ConnectX-7 interfaces out of that file by hand (keep a copy), then apply again.</source>
        <translation>そのファイルから ConnectX-7 インターフェースを手作業で取り除き（コピーを残してください）、もう一度適用してください。</translation>
    </message>
    <message>
        <source>Restore puts back what apply changes here: %1.</source>
        <translation>ここで適用が変更するものは復元で元に戻せます：%1。</translation>
    </message>
    <message>
        <source>Not applied: another node&apos;s netplan file stops the apply, so nothing was changed on any node.</source>
        <translation>適用していません：別のノードの netplan ファイルが適用を止めたため、どのノードも変更していません。</translation>
    </message>
</context>
<context>
    <name>Tandem::ApplyWatch</name>
    <message numerus="yes">
        <source>netplan apply; the node reverts by itself in %n second(s) unless Tandem sees the new addresses.</source>
        <translation>
            <numerusform>netplan apply: Tandem が新しいアドレスを確認できなければ、ノードは %n 秒後に自動的に元の設定に戻ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %1 (%n second(s) left).</source>
        <translation>
            <numerusform>%1 を待っています (残り %n 秒)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Run Restore to put the files back as they were.</source>
        <translation>「復元」を実行して、ファイルを元の状態に戻してください。</translation>
    </message>
    <message>
        <source>The new addresses are up and confirmed; the revert watchdog was stopped and %1 installed (sha256 checked).</source>
        <translation>新しいアドレスが有効になり、確認できました。ロールバック用ウォッチドッグを停止し、%1 をインストールしました (sha256 で確認済み)。</translation>
    </message>
    <message>
        <source>The new addresses came up, but they could not be made permanent: %1. The trial was taken back: /etc/netplan was not changed and the old configuration is applied again.</source>
        <translation>新しいアドレスは有効になりましたが、永続化できませんでした: %1。試行を取り消しました。/etc/netplan は変更されておらず、以前の設定が再び適用されています。</translation>
    </message>
    <message>
        <source>Free space under /etc/netplan, then apply again.</source>
        <translation>/etc/netplan の空き容量を確保してから、もう一度適用してください。</translation>
    </message>
    <message numerus="yes">
        <source>The new addresses did not come up in %n second(s); the node is reverting by itself.</source>
        <translation>
            <numerusform>新しいアドレスが %n 秒以内に有効になりませんでした。ノードは自動的に元の設定に戻しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>The node restarted before the new configuration was confirmed. It lived only in /run/netplan, which a restart empties, so the node came back with its old configuration; /etc/netplan was not changed.</source>
        <translation>新しい設定が確認される前にノードが再起動しました。新しい設定は再起動で空になる /run/netplan にしかなかったため、ノードは以前の設定で起動しました。/etc/netplan は変更されていません。</translation>
    </message>
    <message>
        <source>Apply again when the node is up.</source>
        <translation>ノードが起動したら、もう一度適用してください。</translation>
    </message>
    <message>
        <source>The new addresses were not confirmed in time, so the node reverted by itself: the trial files are gone and the old configuration is applied.</source>
        <translation>新しいアドレスを時間内に確認できなかったため、ノードは自動的に元の設定に戻りました。試行用のファイルは削除され、以前の設定が適用されています。</translation>
    </message>
    <message>
        <source>Look at the plan and the cabling checks, then apply again.</source>
        <translation>計画と配線のチェック結果を確認してから、もう一度適用してください。</translation>
    </message>
    <message>
        <source>The new addresses are up and confirmed.</source>
        <translation>新しいアドレスが有効になり、確認できました。</translation>
    </message>
    <message>
        <source>The new addresses were not confirmed in time. The node reverts by itself, but Tandem could not see that happen (%1).</source>
        <translation>新しいアドレスを時間内に確認できませんでした。ノードは自動的に元の設定に戻りますが、Tandem はそれを確認できませんでした (%1)。</translation>
    </message>
    <message>
        <source>When the node is reachable again, run Restore (or check %1/watchdog.log on the node).</source>
        <translation>ノードに再び到達できるようになったら、「復元」を実行してください (またはノード上の %1/watchdog.log を確認してください)。</translation>
    </message>
    <message>
        <source>Confirmed, but what was installed does not read back as what Tandem wrote: %1</source>
        <translation>確定しましたが、インストールされた内容を読み戻すと Tandem が書いたものと一致しません：%1</translation>
    </message>
    <message>
        <source>Someone changed that file during the trial; look at it, then apply again (Tandem reads it anew).</source>
        <translation>試行中に誰かがそのファイルを変更しました。内容を確認してから、もう一度適用してください（Tandem が読み直します）。</translation>
    </message>
</context>
<context>
    <name>Tandem::BandwidthJudge</name>
    <message>
        <source>Cancelled; mpirun and every rank were ended on every node.</source>
        <translation>キャンセルしました。すべてのノードで mpirun とすべてのランクを終了しました。</translation>
    </message>
    <message>
        <source>No result within %1 s: the run hung and was ended on every node.</source>
        <translation>%1 秒以内に結果が出ませんでした。実行がハングしたため、すべてのノードで終了しました。</translation>
    </message>
    <message>
        <source>A hang right after the header is usually RoCE that cannot pass traffic: check equal MTUs on each twin and its peer, and that NCCL_IB_GID_INDEX is not set.</source>
        <translation>ヘッダーの直後でハングする場合、通常は RoCE が通信を通せていません。各ツインとそのピアの MTU が等しいこと、NCCL_IB_GID_INDEX が設定されていないことを確認してください。</translation>
    </message>
    <message>
        <source>mpirun exited with status %1.</source>
        <translation>mpirun がステータス %1 で終了しました。</translation>
    </message>
    <message>
        <source>Read the output in the evidence; check that the test binary exists on every node and that SSH over the CX7 addresses works (verify step).</source>
        <translation>証跡の出力を確認してください。すべてのノードにテストのバイナリが存在すること、CX7 アドレス経由の SSH が機能すること (「検証」ステップ) を確認してください。</translation>
    </message>
    <message>
        <source>The run printed no result.</source>
        <translation>実行結果が出力されませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) from tandem-probe.</source>
        <translation>
            <numerusform>tandem-probe のサンプル %n 件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) from %1.</source>
        <translation>
            <numerusform>%1 の行 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not applicable: the probe&apos;s MPI backend moves host buffers over MPI&apos;s TCP transport, not NCCL, so there is no NCCL log to show RoCE.</source>
        <translation>該当なし: プローブの MPI バックエンドは NCCL ではなく MPI の TCP トランスポートでホストバッファを転送するため、RoCE の使用を示す NCCL のログはありません。</translation>
    </message>
    <message>
        <source>Run nccl-tests or the probe&apos;s NCCL backend to check the transport.</source>
        <translation>トランスポートを確認するには、nccl-tests またはプローブの NCCL バックエンドを実行してください。</translation>
    </message>
    <message>
        <source>Not judged: the run ended before NCCL chose a transport, so its log names none. The run&apos;s own check says why it ended.</source>
        <translation>判定していません: NCCL がトランスポートを選ぶ前に実行が終了したため、ログにトランスポートがありません。終了した理由は実行自体のチェックにあります。</translation>
    </message>
    <message>
        <source>The run uses both twins of every cabled port: %1.</source>
        <translation>この実行では、接続済みのすべてのポートでツインを両方とも使用しています: %1。</translation>
    </message>
    <message>
        <source>One twin only: %1. The other twin was down or had no address when the plan was made, so that port carries about half its bandwidth.</source>
        <translation>ツインが片方のみ: %1。計画の作成時にもう一方のツインがダウンしていたかアドレスがなかったため、そのポートの帯域幅は約半分になります。</translation>
    </message>
    <message>
        <source>Bring the other twin up (cabling step), plan and apply again, then run the test again.</source>
        <translation>もう一方のツインをアップにし (「配線」ステップ)、計画の作成と適用をやり直してから、もう一度テストを実行してください。</translation>
    </message>
    <message>
        <source>SSH between the nodes refused a host key (&quot;Host key verification failed&quot;): a node presents another host key than the one the SSH fabric stored on the others, as after a reinstall. This is not a RoCE fault; the test did not start.</source>
        <translation>ノード間の SSH がホスト鍵を拒否しました (&quot;Host key verification failed&quot;)。再インストール後のように、あるノードが SSH ファブリックが他のノードに保存したものとは別のホスト鍵を提示しています。RoCE の障害ではありません。テストは開始されていません。</translation>
    </message>
    <message>
        <source>If the node was reinstalled, set up the SSH fabric again (step 6), which stores every node&apos;s current host key on the others, then verify (step 7) and run the test again.</source>
        <translation>ノードを再インストールした場合は、SSH ファブリックを設定し直してください (ステップ 6)。各ノードの現在のホスト鍵が他のノードに保存されます。その後、検証し (ステップ 7)、テストを再実行してください。</translation>
    </message>
    <message>
        <source>SSH between the nodes refused the login (&quot;Permission denied (publickey)&quot;): the fabric&apos;s key is not accepted on a node. The test did not start.</source>
        <translation>ノード間の SSH がログインを拒否しました (&quot;Permission denied (publickey)&quot;)。ファブリックの鍵があるノードで受け入れられていません。テストは開始されていません。</translation>
    </message>
    <message>
        <source>Set up the SSH fabric again (step 6), then verify (step 7) and run the test again.</source>
        <translation>SSH ファブリックを設定し直し (ステップ 6)、検証して (ステップ 7)、テストを再実行してください。</translation>
    </message>
    <message>
        <source>mpirun could not reach a node over SSH on its CX7 address (&quot;ssh: connect to host&quot;). The test did not start.</source>
        <translation>mpirun が CX7 アドレス経由の SSH でノードに到達できませんでした (&quot;ssh: connect to host&quot;)。テストは開始されていません。</translation>
    </message>
    <message>
        <source>Verify the fabric (step 7): it tries ping and SSH between every pair of nodes and names the one that does not answer.</source>
        <translation>ファブリックを検証してください (ステップ 7)。すべてのノードの組で ping と SSH を試し、応答しないものを示します。</translation>
    </message>
    <message>
        <source>Not judged: %1 GB/s through tandem-probe&apos;s MPI backend, which moves host buffers over TCP; NCCL&apos;s floor does not apply to it.</source>
        <translation>判定していません: tandem-probe の MPI バックエンドで %1 GB/s。ホストのバッファを TCP で転送するため、NCCL の下限は当てはまりません。</translation>
    </message>
    <message>
        <source>Not judged: tandem-probe&apos;s MPI backend has no floor.</source>
        <translation>判定していません: tandem-probe の MPI バックエンドには下限がありません。</translation>
    </message>
    <message>
        <source>Run nccl-tests or the probe&apos;s NCCL backend to judge the bandwidth, or give this run a floor of its own.</source>
        <translation>帯域幅を判定するには nccl-tests か probe の NCCL バックエンドを実行するか、この実行に独自の下限を指定してください。</translation>
    </message>
    <message>
        <source>Not judged: the test did not start.</source>
        <translation>判定していません: テストは開始されていません。</translation>
    </message>
</context>
<context>
    <name>Tandem::BandwidthRecord</name>
    <message>
        <source>tandem-probe (MPI backend)</source>
        <translation>tandem-probe (MPI バックエンド)</translation>
    </message>
</context>
<context>
    <name>Tandem::BandwidthStep</name>
    <message>
        <source>Bandwidth test ran</source>
        <translation>帯域幅テストを実行しました</translation>
    </message>
    <message>
        <source>NCCL uses RoCE on both twins</source>
        <translation>NCCL がツイン両方で RoCE を使用</translation>
    </message>
    <message>
        <source>Bus bandwidth at the largest size</source>
        <translation>最大サイズでのバス帯域幅</translation>
    </message>
    <message>
        <source>%1, which runs mpirun, is not connected.</source>
        <translation>mpirun を実行する %1 が接続されていません。</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>%1 を実行しています…</translation>
    </message>
    <message>
        <source>every node</source>
        <translation>すべてのノード</translation>
    </message>
    <message>
        <source>The test uses both twins of every cabled port</source>
        <translation>テストで接続済みの全ポートのツイン両方を使用</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定結果</translation>
    </message>
    <message>
        <source>Bandwidth test stalled</source>
        <translation>帯域幅テストが停滞しています</translation>
    </message>
    <message>
        <source>No result for %1 s since the run started, longer than a healthy run of these sizes (up to %2) needs: it looks hung. Tandem ends it %3 s after its start unless it finishes first.</source>
        <translation>実行開始から %1 秒間、結果がありません。このサイズ (最大 %2) の正常な実行に必要な時間を超えており、ハングしているようです。先に終了しない限り、Tandem は開始から %3 秒後に実行を終了します。</translation>
    </message>
    <message>
        <source>A run that hangs before its first result is usually RoCE that cannot pass traffic. Cancel it, then check that each twin and its peer have the same MTU (verify step), and that NCCL_IB_GID_INDEX is not set; run the test again. If results come after all, the run goes on.</source>
        <translation>最初の結果が出る前にハングする場合、通常は RoCE が通信を通せていません。実行をキャンセルし、各ツインとそのピアの MTU が同じであること (「検証」ステップ)、NCCL_IB_GID_INDEX が設定されていないことを確認してから、テストを再実行してください。その後に結果が出てきた場合、実行はそのまま続きます。</translation>
    </message>
    <message>
        <source>No new result for %1 s, longer than a healthy run of these sizes (up to %2) needs between two: it looks hung. Tandem ends it %3 s after its start unless it finishes first.</source>
        <translation>%1 秒間、新しい結果がありません。このサイズ (最大 %2) の正常な実行で結果と結果の間に必要な時間を超えており、ハングしているようです。先に終了しない限り、Tandem は開始から %3 秒後に実行を終了します。</translation>
    </message>
    <message>
        <source>Cancel it, then check that no other job is using the GPUs or the network and that every twin is up (cabling step); run the test again, with smaller sizes (-e) to see where it stops. If results come after all, the run goes on.</source>
        <translation>実行をキャンセルし、ほかのジョブが GPU やネットワークを使用していないこと、すべてのツインがアップしていること (「配線」ステップ) を確認してください。その後、どこで止まるかを確かめるため、より小さいサイズ (-e) でテストを再実行してください。その後に結果が出てきた場合、実行はそのまま続きます。</translation>
    </message>
    <message>
        <source>Reconnect to it on the Devices page (if it rebooted, once it answers again), then run the test again; with tandem-cli, run the same command again.</source>
        <translation>「デバイス」ページでノードに再接続してから (再起動した場合は、再び応答するようになってから)、テストを再実行してください。tandem-cli の場合は、同じコマンドを再実行してください。</translation>
    </message>
    <message>
        <source>Fabric and GPUs stayed healthy during the run</source>
        <translation>実行中、ファブリックと GPU は正常な状態を保ちました</translation>
    </message>
    <message>
        <source>No rank was pinned to a single CPU</source>
        <translation>単一の CPU に固定されたランクはない</translation>
    </message>
</context>
<context>
    <name>Tandem::BuildPlan</name>
    <message>
        <source>Not built: %1</source>
        <translation>ビルドしません: %1</translation>
    </message>
    <message>
        <source>%1 missing on the node (sudo apt-get install %2).</source>
        <translation>ノードに %1 がありません (sudo apt-get install %2)。</translation>
    </message>
    <message>
        <source>Open MPI</source>
        <translation>Open MPI</translation>
    </message>
    <message>
        <source>Tandem could not check this node; run the check again.</source>
        <translation>Tandem はこのノードをチェックできませんでした。もう一度チェックを実行してください。</translation>
    </message>
    <message>
        <source>nccl-tests builds against NCCL, and there is none in %1; build NCCL too.</source>
        <translation>nccl-tests のビルドには NCCL が必要ですが、%1 にはありません。NCCL もビルドしてください。</translation>
    </message>
    <message>
        <source>install Open MPI with sudo: apt-get install openmpi-bin libopenmpi-dev</source>
        <translation>sudo で Open MPI をインストール: apt-get install openmpi-bin libopenmpi-dev</translation>
    </message>
    <message>
        <source>build NCCL %1 from %2 for the GB10 (sm_121) into %3 (NCCL_HOME %4)</source>
        <translation>NCCL %1 を %2 から GB10 (sm_121) 向けに %3 へビルド (NCCL_HOME %4)</translation>
    </message>
    <message>
        <source>build nccl-tests (%1) from %2 with MPI=1 into %3</source>
        <translation>nccl-tests (%1) を %2 から MPI=1 で %3 へビルド</translation>
    </message>
    <message>
        <source>default branch</source>
        <translation>既定のブランチ</translation>
    </message>
    <message>
        <source>build tandem-probe %1 (NCCL and MPI backends) from the source Tandem carries into %2</source>
        <translation>Tandem に同梱のソースから tandem-probe %1 (NCCL と MPI のバックエンド) を %2 へビルド</translation>
    </message>
    <message>
        <source>build tandem-probe %1 (MPI backend only) from the source Tandem carries into %2</source>
        <translation>Tandem に同梱のソースから tandem-probe %1 (MPI バックエンドのみ) を %2 へビルド</translation>
    </message>
    <message>
        <source>%1 on this node was not made by Tandem (it has no .tandem-build), so Tandem leaves it as it is. Move it, or choose another location.</source>
        <translation>このノードの %1 は Tandem が作成したものではない（.tandem-build がない）ため、Tandem はそのままにします。移動するか、別の場所を選んでください。</translation>
    </message>
    <message>
        <source>%1 on %2 is not Tandem&apos;s (it has no .tandem-build), so Tandem leaves it as it is and builds %3 into %4 on every node instead; the bandwidth test uses that build from then on.</source>
        <translation>%2 の %1 は Tandem のものではない（.tandem-build がない）ため、Tandem はそのままにし、代わりにすべてのノードで %3 を %4 にビルドします。以後、帯域幅テストはそのビルドを使います。</translation>
    </message>
    <message>
        <source>install perftest (ib_write_bw, for the Doctor) with sudo: apt-get install perftest</source>
        <translation>sudo で perftest をインストール (ib_write_bw、診断用): apt-get install perftest</translation>
    </message>
</context>
<context>
    <name>Tandem::BuildSources</name>
    <message>
        <source>The %1 source &quot;%2&quot; is not a URL git can clone.</source>
        <translation>%1 のソース &quot;%2&quot; は、git でクローンできる URL ではありません。</translation>
    </message>
    <message>
        <source>The %1 tag &quot;%2&quot; is not a git tag or branch name.</source>
        <translation>%1 のタグ &quot;%2&quot; は git のタグ名またはブランチ名ではありません。</translation>
    </message>
    <message>
        <source>NCCL 2.28.3 breaks the nccl-tests build (NVIDIA&apos;s playbook, issue 7); use v2.28.9-1.</source>
        <translation>NCCL 2.28.3 では nccl-tests のビルドが失敗します (NVIDIA のプレイブック、issue 7)。v2.28.9-1 を使用してください。</translation>
    </message>
    <message>
        <source>NCCL 2.30.7 can hang every rank on the Spark&apos;s Arm CPUs without the send-path fence fix (NVIDIA/nccl#2393); use v2.28.9-1 or a later release.</source>
        <translation>NCCL 2.30.7 は、送信パスのフェンス修正 (NVIDIA/nccl#2393) がないと、Spark の Arm CPU 上ですべてのランクがハングすることがあります。v2.28.9-1 またはそれ以降のリリースを使用してください。</translation>
    </message>
    <message>
        <source>Tandem does not build NCCL %1: %2</source>
        <translation>Tandem は NCCL %1 をビルドしません: %2</translation>
    </message>
    <message>
        <source>CUDA_HOME must be an absolute path.</source>
        <translation>CUDA_HOME は絶対パスである必要があります。</translation>
    </message>
    <message>
        <source>NVCC_GENCODE must look like %1.</source>
        <translation>NVCC_GENCODE は %1 のような形式である必要があります。</translation>
    </message>
</context>
<context>
    <name>Tandem::CablingAnalysis</name>
    <message>
        <source>left port</source>
        <translation>左ポート</translation>
    </message>
    <message>
        <source>right port</source>
        <translation>右ポート</translation>
    </message>
    <message>
        <source>QSFP cable</source>
        <translation>QSFP ケーブル</translation>
    </message>
    <message>
        <source>Both twins of each cabled port</source>
        <translation>接続済みポートのツイン両方</translation>
    </message>
    <message>
        <source>Link speed 200 Gb/s</source>
        <translation>リンク速度 200 Gb/s</translation>
    </message>
    <message>
        <source>Same MTU on both twins</source>
        <translation>ツイン両方で同じ MTU</translation>
    </message>
    <message>
        <source>%1: %2 is up but its twin %3 is down</source>
        <translation>%1: %2 はアップしていますが、ツインの %3 がダウンしています</translation>
    </message>
    <message>
        <source>%1: MTU %2 and %3</source>
        <translation>%1: MTU が %2 と %3</translation>
    </message>
    <message>
        <source>%1 reports no speed</source>
        <translation>%1 は速度を報告していません</translation>
    </message>
    <message>
        <source>%1 at %2 Gb/s</source>
        <translation>%1 は %2 Gb/s</translation>
    </message>
    <message>
        <source>No ConnectX-7 interface is up: no cable, or the cable is not seated.</source>
        <translation>アップしている ConnectX-7 インターフェイスがありません。ケーブルが接続されていないか、奥まで差し込まれていません。</translation>
    </message>
    <message>
        <source>Connect a QSFP112 cable rated for 200 Gb/s, pull tab up, until it clicks. Use the same port on every Spark; seen from the back, the left port is the one next to the 10 GbE port. If the link stays down, reboot both Sparks with the cable in.</source>
        <translation>200 Gb/s 対応の QSFP112 ケーブルを、プルタブを上にしてカチッと音がするまで差し込んでください。すべての Spark で同じポートを使用してください。背面から見て、10 GbE ポートの隣にあるのが左ポートです。リンクがダウンしたままの場合は、ケーブルを接続したまま両方の Spark を再起動してください。</translation>
    </message>
    <message>
        <source>No cabled port.</source>
        <translation>接続済みのポートがありません。</translation>
    </message>
    <message>
        <source>Cabled: %1.</source>
        <translation>接続済み: %1。</translation>
    </message>
    <message>
        <source>Both twins of every cabled port are up.</source>
        <translation>接続済みのすべてのポートで、ツインが両方ともアップしています。</translation>
    </message>
    <message>
        <source>%1. The port runs at half its bandwidth.</source>
        <translation>%1。このポートは帯域幅の半分で動作しています。</translation>
    </message>
    <message>
        <source>Reseat the cable at both ends (pull tab up), then reboot both Sparks with the cable in. If one twin stays down, try another approved cable.</source>
        <translation>ケーブルの両端を差し直し (プルタブを上に)、ケーブルを接続したまま両方の Spark を再起動してください。ツインの片方がダウンしたままの場合は、別の認定ケーブルを試してください。</translation>
    </message>
    <message>
        <source>Every twin that is up negotiated 200 Gb/s.</source>
        <translation>アップしているすべてのツインが 200 Gb/s でネゴシエートしました。</translation>
    </message>
    <message>
        <source>Below 200 Gb/s: %1.</source>
        <translation>200 Gb/s 未満: %1。</translation>
    </message>
    <message>
        <source>Use a QSFP112 cable rated for at least 200 Gb/s; on a switch, set the port to 200G instead of auto-negotiation. Then reboot both ends with the cable in.</source>
        <translation>200 Gb/s 以上に対応した QSFP112 ケーブルを使用してください。スイッチに接続している場合は、ポートをオートネゴシエーションではなく 200G 固定に設定してください。その後、ケーブルを接続したまま両端の機器を再起動してください。</translation>
    </message>
    <message>
        <source>The twins of each cabled port have the same MTU.</source>
        <translation>接続済みの各ポートで、ツインの MTU は同じです。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>トポロジー</translation>
    </message>
    <message>
        <source>Supported: 2 Sparks with one direct cable, 3 Sparks in a ring (each cabled to the other two), or 2 or more Sparks through a switch. Shut the Sparks down before changing cables.</source>
        <translation>サポートされている構成: 2 台の Spark をケーブル 1 本で直結、3 台の Spark をリング接続 (各 Spark をほかの 2 台とケーブルで接続)、または 2 台以上の Spark をスイッチ経由で接続。ケーブルを付け替える前に Spark をシャットダウンしてください。</translation>
    </message>
    <message>
        <source>Same MTU at both ends of each cable</source>
        <translation>各ケーブルの両端で同じ MTU</translation>
    </message>
    <message>
        <source>%1 %2 has MTU %3, %4 %5 has %6</source>
        <translation>%1 の %2 は MTU %3、%4 の %5 は %6</translation>
    </message>
    <message>
        <source>Both ends of every cable use the same MTU.</source>
        <translation>すべてのケーブルで、両端の MTU は同じです。</translation>
    </message>
    <message>
        <source>. RoCE traffic fails between ends that disagree on MTU.</source>
        <translation>。MTU が一致しない両端の間では RoCE 通信が失敗します。</translation>
    </message>
    <message>
        <source>The network plan leaves the twins&apos; MTUs as they are unless you choose one: choose one MTU for every interface (tandem-cli plan --mtu N, or the MTU box on the Network plan page), then apply. Without one, the plan only makes the two ends of each link agree.</source>
        <translation>ネットワーク計画では、MTU を選択しない限りツインの MTU は変更されません。すべてのインターフェイスに共通の MTU を 1 つ選択してから (tandem-cli plan --mtu N、または「ネットワーク計画」ページの MTU 欄)、適用してください。選択しない場合、計画は各リンクの両端をそろえるだけです。</translation>
    </message>
    <message>
        <source>MTU %1 on %2 %3 and %4 %5</source>
        <translation>%2 の %3 と %4 の %5 で MTU %1</translation>
    </message>
    <message>
        <source>The network plan writes one MTU on both ends of each such link even when you choose none: %1 (the lower of the two, never below Linux&apos;s default %2, or the MTU the nodes&apos; netplan files set for both ends where they agree). Choosing one MTU for every interface (tandem-cli plan --mtu N, or the MTU box on the Network plan page) writes that one instead. Apply then makes the ends agree.</source>
        <translation>MTU を選ばなくても、ネットワーク計画はそのようなリンクの両端に同じ MTU を書き込みます: %1 (2 つのうち小さい方で、Linux の既定値 %2 を下回ることはありません。ノードの netplan ファイルが両端に同じ MTU を設定している場合はその値)。すべてのインターフェースに 1 つの MTU を選ぶと (tandem-cli plan --mtu N、または「ネットワーク計画」ページの MTU 欄)、代わりにその値を書き込みます。その後の適用で両端がそろいます。</translation>
    </message>
    <message>
        <source>No cable between two nodes was found, so there are no two ends to compare.</source>
        <translation>2 台のノードをつなぐケーブルが見つからないため、比べる両端がありません。</translation>
    </message>
</context>
<context>
    <name>Tandem::CablingChecks</name>
    <message>
        <source>ip: %1</source>
        <translation>ip: %1</translation>
    </message>
    <message>
        <source>sysfs: %1</source>
        <translation>sysfs: %1</translation>
    </message>
</context>
<context>
    <name>Tandem::ChartGeometry</name>
    <message>
        <source>busbw (GB/s)</source>
        <translation>busbw (GB/s)</translation>
    </message>
    <message>
        <source>threshold %1</source>
        <translation>しきい値 %1</translation>
    </message>
    <message>
        <source>line rate %1</source>
        <translation>回線速度 %1</translation>
    </message>
    <message>
        <source>message size</source>
        <translation>メッセージサイズ</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>経過時間 (秒)</translation>
    </message>
    <message>
        <source>h</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>time (h)</source>
        <translation>経過時間 (時間)</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分</translation>
    </message>
    <message>
        <source>time (min)</source>
        <translation>経過時間 (分)</translation>
    </message>
</context>
<context>
    <name>Tandem::CheckedNumbers</name>
    <message>
        <source>%1 is larger than %2 MiB, the most Tandem reads</source>
        <translation>%1 が %2 MiB (Tandem が読み込む上限) を超えています</translation>
    </message>
</context>
<context>
    <name>Tandem::Cidr</name>
    <message>
        <source>No network given; type one such as 192.168.1.0/24.</source>
        <translation>ネットワークが指定されていません。192.168.1.0/24 のように入力してください。</translation>
    </message>
    <message>
        <source>%1 looks like an IPv6 network; sweeps cover IPv4 networks only for now. Type one such as 192.168.1.0/24, or use mDNS.</source>
        <translation>%1 は IPv6 ネットワークのようです。スイープは現在 IPv4 ネットワークのみに対応しています。192.168.1.0/24 のように入力するか、mDNS を使ってください。</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 network; type an address and a prefix length such as 192.168.1.0/24.</source>
        <translation>%1 は IPv4 ネットワークではありません。192.168.1.0/24 のようにアドレスとプレフィックス長を入力してください。</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 network: &quot;%2&quot; is not a number from 0 to 255 without leading zeros.</source>
        <translation>%1 は IPv4 ネットワークではありません: &quot;%2&quot; は先頭に 0 のない 0〜255 の数値ではありません。</translation>
    </message>
    <message>
        <source>%1: the prefix length must be 0 to 32.</source>
        <translation>%1: プレフィックス長は 0〜32 でなければなりません。</translation>
    </message>
    <message>
        <source>%1 is link-local (169.254.0.0/16). Those addresses are picked at random on each interface and only reach the local link of one interface, so a sweep would be slow and miss nodes. Use mDNS, or type the network of the management interfaces.</source>
        <translation>%1 はリンクローカル (169.254.0.0/16) です。これらのアドレスはインターフェイスごとにランダムに選ばれ、1 つのインターフェイスのローカルリンクにしか届かないため、スイープは遅く、ノードを見落とします。mDNS を使うか、管理インターフェイスのネットワークを入力してください。</translation>
    </message>
    <message>
        <source>%1 is loopback (127.0.0.0/8): it is this computer, so no Spark can be found there.</source>
        <translation>%1 はループバック (127.0.0.0/8) です。このコンピューター自身なので、Spark は見つかりません。</translation>
    </message>
    <message>
        <source>%1 is a multicast range (224.0.0.0/4), not a network of hosts.</source>
        <translation>%1 はマルチキャストの範囲 (224.0.0.0/4) であり、ホストのネットワークではありません。</translation>
    </message>
    <message>
        <source>%1 is reserved (240.0.0.0/4) and not used by hosts.</source>
        <translation>%1 は予約済み (240.0.0.0/4) で、ホストには使われません。</translation>
    </message>
    <message>
        <source>%1 is in 0.0.0.0/8 (&quot;this network&quot;), which hosts cannot use.</source>
        <translation>%1 は 0.0.0.0/8 (&quot;this network&quot;) に含まれ、ホストは使用できません。</translation>
    </message>
    <message>
        <source>%1 has %2 addresses; a sweep covers at most 1024 (a /%3 or narrower). Type the management network of the Sparks, such as 192.168.1.0/24.</source>
        <translation>%1 には %2 個のアドレスがあります。スイープできるのは最大 1024 個 (/%3 以下の範囲) です。192.168.1.0/24 のように Spark の管理ネットワークを入力してください。</translation>
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
        <translation>クラスタ</translation>
    </message>
    <message>
        <source>        fix: %1
</source>
        <translation>        対処: %1
</translation>
    </message>
    <message>
        <source>%1 presents an unknown host key %2. Verify it on the node (ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub), then run again with --accept-new-host-keys, or pass a --known-hosts file that holds it.</source>
        <translation>%1 が不明なホスト鍵 %2 を提示しました。ノード上で鍵を確認してから (ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub)、--accept-new-host-keys を付けて再実行するか、この鍵を含むファイルを --known-hosts で指定してください。</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>Device checks</source>
        <translation>デバイスチェック</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>配線</translation>
    </message>
    <message>
        <source>Passphrase for %1: </source>
        <translation>%1 のパスフレーズ: </translation>
    </message>
    <message>
        <source>Write /etc/netplan/40-cx7.yaml on %1 nodes and apply it (it reverts by itself unless Tandem sees the nodes again within %2 s)?</source>
        <translation>%1 台のノードに /etc/netplan/40-cx7.yaml を書き込んで適用しますか (%2 秒以内に Tandem がノードを再確認できなければ、自動的に元に戻ります)?</translation>
    </message>
    <message>
        <source>Set up passwordless SSH between the %1 nodes over the ConnectX-7 addresses (a key per node; authorized_keys, known_hosts and ~/.ssh/config edited in marked blocks)?</source>
        <translation>ConnectX-7 のアドレス経由で %1 台のノード間にパスワードなし SSH を設定しますか (ノードごとに鍵を 1 つ作成し、authorized_keys、known_hosts、~/.ssh/config はマーク付きのブロック内で編集します)?</translation>
    </message>
    <message>
        <source>Remove the cluster from %1 nodes: the SSH fabric Tandem added, and the netplan files put back as they were?</source>
        <translation>%1 台のノードからクラスタ設定を削除しますか (Tandem が追加した SSH ファブリックを削除し、netplan ファイルを元の状態に戻します)?</translation>
    </message>
    <message>
        <source> [y/N] </source>
        <translation> [y/N] </translation>
    </message>
    <message>
        <source>tandem-cli: nothing was changed.
</source>
        <translation>tandem-cli: 何も変更していません。
</translation>
    </message>
    <message>
        <source>tandem-cli: this changes the nodes; there is no terminal to ask, so run again with --yes to go ahead.
</source>
        <translation>tandem-cli: この操作はノードを変更しますが、確認を求める端末がありません。続行するには --yes を付けて再実行してください。
</translation>
    </message>
    <message>
        <source>Network plan</source>
        <translation>ネットワーク計画</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/40-cx7.yaml
</source>
        <translation>%1: /etc/netplan/40-cx7.yaml
</translation>
    </message>
    <message>
        <source>  (unchanged)
</source>
        <translation>  (変更なし)
</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 will be moved aside (Restore puts it back)
</source>
        <translation>%1: /etc/netplan/%2 は退避されます (「復元」で元に戻せます)
</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>SSH fabric removed</source>
        <translation>SSH ファブリックの削除</translation>
    </message>
    <message>
        <source>SSH fabric</source>
        <translation>SSH ファブリック</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>検証</translation>
    </message>
    <message>
        <source>Running on %1:
  %2
</source>
        <translation>%1 で実行しています:
  %2
</translation>
    </message>
    <message>
        <source>t (s)</source>
        <translation>t (秒)</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <source>busbw GB/s</source>
        <translation>busbw GB/s</translation>
    </message>
    <message>
        <source>in-place</source>
        <translation>in-place</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>帯域幅</translation>
    </message>
    <message>
        <source>tandem-cli: %1 Move the file away or give another --state file.
</source>
        <translation>tandem-cli: %1 ファイルを移動するか、別の --state ファイルを指定してください。
</translation>
    </message>
    <message>
        <source>tandem-cli: stopped before the clean-up finished; processes of the run may be left on the nodes.
</source>
        <translation>tandem-cli: クリーンアップの完了前に停止しました。実行中のプロセスがノード上に残っている可能性があります。
</translation>
    </message>
    <message>
        <source>Cancelling: ending the run on every node (again to stop at once)…
</source>
        <translation>キャンセルしています: すべてのノードで実行を終了しています (もう一度押すと直ちに停止します)…
</translation>
    </message>
    <message>
        <source>Verdict: %1
</source>
        <translation>判定結果: %1
</translation>
    </message>
    <message>
        <source>Report written to %1 (%2).
</source>
        <translation>レポートを %1 に書き出しました (%2)。
</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>not accepted: see its checklist</source>
        <translation>不合格: チェックリストを確認してください</translation>
    </message>
    <message>
        <source>cannot read the key %1: %2</source>
        <translation>鍵 %1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>%1 is encrypted and there is no terminal to ask for its passphrase. Load it into ssh-agent (ssh-add) and run again without --identity.</source>
        <translation>%1 は暗号化されていますが、パスフレーズを尋ねる端末がありません。ssh-agent に読み込んで (ssh-add)、--identity なしで再実行してください。</translation>
    </message>
    <message>
        <source>usage: tandem-cli COMMAND HOST... [--user U] [--password-stdin] [--accept-new-host-keys] [--known-hosts FILE] [--json]</source>
        <translation>使い方: tandem-cli COMMAND HOST... [--user U] [--password-stdin] [--accept-new-host-keys] [--known-hosts FILE] [--json]</translation>
    </message>
    <message>
        <source>%1 held a session of other nodes; it is kept as %2.
</source>
        <translation>%1 には別のノードのセッションが保存されていました。%2 として残しました。
</translation>
    </message>
    <message>
        <source>tandem-cli: %1: %2
</source>
        <translation>tandem-cli: %1: %2
</translation>
    </message>
    <message>
        <source>%1: not run: %2
</source>
        <translation>%1: 実行しませんでした: %2
</translation>
    </message>
    <message>
        <source>Connecting to the nodes…</source>
        <translation>ノードに接続しています…</translation>
    </message>
    <message>
        <source>Installing Tandem&apos;s key…</source>
        <translation>Tandem の鍵をインストールしています…</translation>
    </message>
    <message>
        <source>Tandem&apos;s key</source>
        <translation>Tandem の鍵</translation>
    </message>
    <message>
        <source>Checking the devices and users…</source>
        <translation>デバイスとユーザーを確認しています…</translation>
    </message>
    <message>
        <source>Checking the cabling and the topology…</source>
        <translation>ケーブル接続とトポロジーを確認しています…</translation>
    </message>
    <message>
        <source>Planning the ConnectX-7 addresses…</source>
        <translation>ConnectX-7 のアドレスを計画しています…</translation>
    </message>
    <message>
        <source>Applying the plan…</source>
        <translation>計画を適用しています…</translation>
    </message>
    <message>
        <source>Restoring the netplan backups…</source>
        <translation>netplan のバックアップを復元しています…</translation>
    </message>
    <message>
        <source>Setting up the SSH fabric…</source>
        <translation>SSH ファブリックを設定しています…</translation>
    </message>
    <message>
        <source>Removing the SSH fabric…</source>
        <translation>SSH ファブリックを削除しています…</translation>
    </message>
    <message>
        <source>Verifying the fabric…</source>
        <translation>ファブリックを検証しています…</translation>
    </message>
    <message>
        <source>Running the bandwidth test…</source>
        <translation>帯域幅テストを実行しています…</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 will lose its entries for %3 and keep the rest (Restore puts it back)
</source>
        <translation>%1: /etc/netplan/%2 から %3 の項目が削除され、残りは保持されます（復元で元に戻せます）
</translation>
    </message>
    <message>
        <source>tandem-cli: %1: %2 %3 (Ctrl-C cancels.)
</source>
        <translation>tandem-cli: %1: %2 %3 (Ctrl-C でキャンセルします。)
</translation>
    </message>
    <message>
        <source>Scanning the nodes and measuring every link…</source>
        <translation>ノードをスキャンし、すべてのリンクを測定しています…</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>診断</translation>
    </message>
    <message>
        <source>Repairing files in the users&apos; homes…</source>
        <translation>ユーザーのホームディレクトリ内のファイルを修復しています…</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修復</translation>
    </message>
    <message>
        <source>Repair on the nodes: take NCCL_IB_GID_INDEX out of NCCL config files and put mpirun&apos;s folder at the top of ~/.bashrc, where the Doctor found them needed (each file copied beside itself first)?</source>
        <translation>ノード上で修復しますか (診断で必要と判断された箇所について、NCCL の設定ファイルから NCCL_IB_GID_INDEX を取り除き、mpirun のフォルダを ~/.bashrc の先頭に追加します。各ファイルは事前に同じ場所にコピーされます)?</translation>
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
        <translation>実行履歴に実行 %1 として保存しました (tandem-cli history)。
</translation>
    </message>
    <message>
        <source>tandem-cli: the run was not kept in the history: %1
</source>
        <translation>tandem-cli: 実行は履歴に保存されませんでした: %1
</translation>
    </message>
    <message>
        <source>Ending the test runs left behind…</source>
        <translation>残されたテスト実行を終了しています…</translation>
    </message>
    <message>
        <source>Runs left behind</source>
        <translation>残されたテスト実行</translation>
    </message>
    <message>
        <source>Failed: %1%2: %3
</source>
        <translation>失敗: %1%2: %3
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::CommandOptions</name>
    <message>
        <source>The command, as above.</source>
        <translation>コマンド(上記のとおり)。</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Discover</name>
    <message>
        <source>tandem-cli: %1: %2
</source>
        <translation>tandem-cli: %1: %2
</translation>
    </message>
    <message numerus="yes">
        <source>Found %n node(s).
</source>
        <translation>
            <numerusform>%n 台のノードが見つかりました。
</numerusform>
        </translation>
    </message>
    <message>
        <source>No Spark found. Check that the Sparks are on and on this computer&apos;s network, or add them by name or address.
</source>
        <translation>Spark が見つかりません。Spark の電源が入っていてこのコンピューターと同じネットワークにあるか確認するか、名前またはアドレスで追加してください。
</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>PORT</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>SOURCE</source>
        <translation>検出方法</translation>
    </message>
    <message>
        <source>BANNER</source>
        <translation>バナー</translation>
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
        <translation>tandem-cli: --interface は mDNS のブラウズを制限するオプションです。--mdns を追加してください (スイープはそのネットワークへの経路を使います)。
</translation>
    </message>
    <message>
        <source>sweeping %1: %2/%3</source>
        <translation>%1 をスイープ中: %2/%3</translation>
    </message>
    <message>
        <source>sweep %1: %2 addresses in %3 s: %4 SSH, %5 refused, %6 no answer, %7 not SSH, %8 unreachable
</source>
        <translation>スイープ %1: %2 個のアドレスを %3 秒で確認: SSH %4、拒否 %5、応答なし %6、SSH 以外 %7、到達不能 %8
</translation>
    </message>
    <message>
        <source>found %1 (%2)
</source>
        <translation>%1 を発見 (%2)
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
        <translation>Tandem で今すぐ修復可能 (tandem-cli doctor --fix):</translation>
    </message>
    <message>
        <source>Needs your decision:</source>
        <translation>判断が必要:</translation>
    </message>
    <message>
        <source>Needs hands on the hardware:</source>
        <translation>ハードウェアでの作業が必要:</translation>
    </message>
    <message>
        <source>Findings: none; nothing wrong found.
</source>
        <translation>検出事項: なし。問題は見つかりませんでした。
</translation>
    </message>
    <message>
        <source>Findings (%1): %2 Tandem can fix, %3 need your decision, %4 need hands on the hardware
</source>
        <translation>検出事項 (%1): Tandem で修復可能 %2 件、判断が必要 %3 件、ハードウェアでの作業が必要 %4 件
</translation>
    </message>
    <message>
        <source>        Nodes: %1
</source>
        <translation>        ノード: %1
</translation>
    </message>
    <message>
        <source>        Evidence:
</source>
        <translation>        証跡:
</translation>
    </message>
    <message>
        <source>        Cause: %1
</source>
        <translation>        原因: %1
</translation>
    </message>
    <message>
        <source>        Fix: %1
</source>
        <translation>        対処: %1
</translation>
    </message>
    <message>
        <source>        Port: the %1 QSFP cage, seen from the back
</source>
        <translation>        ポート: 背面から見て %1 の QSFP ケージ
</translation>
    </message>
    <message>
        <source>        Source: %1
</source>
        <translation>        出典: %1
</translation>
    </message>
    <message>
        <source>
RDMA, ib_write_bw (Gb/s, slowest twin; rows write, columns read). %1
</source>
        <translation>
RDMA、ib_write_bw (Gb/s、最も遅いツイン。行が書き込み側、列が読み取り側)。%1
</translation>
    </message>
    <message>
        <source>  Every run:
</source>
        <translation>  すべての実行:
</translation>
    </message>
    <message>
        <source>  Asymmetric: %1 -&gt; %2 on %3 is slower than the other way
</source>
        <translation>  非対称: %3 での %1 -&gt; %2 は逆方向より遅い
</translation>
    </message>
    <message>
        <source>
NCCL all_reduce at 1 GiB between pairs (busbw GB/s). %1
</source>
        <translation>
ノードのペア間の NCCL all_reduce、1 GiB (busbw GB/s)。%1
</translation>
    </message>
    <message>
        <source>
Parity: %1 of %2 items differ across the nodes%3
</source>
        <translation>
整合性: %2 項目中 %1 項目がノード間で異なります%3
</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <source>  (* the odd node; every item is in --json)
</source>
        <translation>  (* はほかと異なるノード。全項目は --json で出力されます)
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::History</name>
    <message>
        <source>No runs kept yet in %1.
</source>
        <translation>%1 にはまだ実行が保存されていません。
</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>finished (UTC)</source>
        <translation>終了 (UTC)</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>op</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>cluster</source>
        <translation>クラスタ</translation>
    </message>
    <message>
        <source>* the cluster&apos;s accepted baseline (tandem-cli history baseline ID)
</source>
        <translation>* クラスタの承認済みベースライン (tandem-cli history baseline ID)
</translation>
    </message>
    <message>
        <source>Run %1 (%2) against run %3 (%4)
</source>
        <translation>実行 %1 (%2) と実行 %3 (%4) の比較
</translation>
    </message>
    <message>
        <source>Note: the two runs are of different clusters (%1; %2).
</source>
        <translation>注意: 2 つの実行は異なるクラスタのものです (%1; %2)。
</translation>
    </message>
    <message>
        <source>size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>実行 %1</translation>
    </message>
    <message>
        <source>change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>  regression</source>
        <translation>  性能低下</translation>
    </message>
    <message>
        <source>check %1%2: %3 -&gt; %4 (%5)
</source>
        <translation>チェック %1%2: %3 -&gt; %4 (%5)
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
            <numerusform>性能低下: %n 個のサイズで、実行 %1 が実行 %3 より %2 % を超えて低くなっています。
</numerusform>
        </translation>
    </message>
    <message>
        <source>No regression: run %1 is within %2 % of run %3 at every size both measured.
</source>
        <translation>性能低下なし: 両方で測定したすべてのサイズで、実行 %1 と実行 %3 の差は %2 % 以内です。
</translation>
    </message>
    <message>
        <source>bandwidth, history: the run history file (default: Tandem&apos;s own).</source>
        <translation>bandwidth, history: 実行履歴ファイル (既定: Tandem 自身のもの)。</translation>
    </message>
    <message>
        <source>usage: tandem-cli history compare A B [--json] (A and B: run ids from tandem-cli history)</source>
        <translation>使い方: tandem-cli history compare A B [--json] (A と B: tandem-cli history に表示される実行 ID)</translation>
    </message>
    <message>
        <source>usage: tandem-cli history baseline ID</source>
        <translation>使い方: tandem-cli history baseline ID</translation>
    </message>
    <message>
        <source>Run %1 is now its cluster&apos;s accepted baseline.
</source>
        <translation>実行 %1 をクラスタの承認済みベースラインにしました。
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Main</name>
    <message>
        <source>Cluster NVIDIA DGX Spark machines from the command line.</source>
        <translation>コマンドラインから NVIDIA DGX Spark をクラスタ化します。</translation>
    </message>
    <message>
        <source>Print one JSON document on stdout (JSON lines for streaming commands).</source>
        <translation>標準出力に JSON ドキュメントを 1 つ出力します (ストリーミングするコマンドでは JSON Lines)。</translation>
    </message>
    <message>
        <source>tandem-cli: unknown command &apos;%1&apos;
%2</source>
        <translation>tandem-cli: 不明なコマンド &apos;%1&apos;
%2</translation>
    </message>
    <message>
        <source>  discover [--mdns] [--sweep CIDR] [--interface IF] [NAME...]
                          find Sparks: mDNS _ssh._tcp (the default), a sweep
                          of port 22 over CIDR (at most a /22), typed names
</source>
        <translation>  discover [--mdns] [--sweep CIDR] [--interface IF] [NAME...]
                          Spark を探します: mDNS の _ssh._tcp (既定)、CIDR 全体の
                          ポート 22 のスイープ (最大 /22)、入力した名前
</translation>
    </message>
    <message>
        <source>discover: browse mDNS for _ssh._tcp.</source>
        <translation>discover: mDNS で _ssh._tcp をブラウズします。</translation>
    </message>
    <message>
        <source>discover: connect to port 22 across CIDR.</source>
        <translation>discover: CIDR 全体のポート 22 に接続します。</translation>
    </message>
    <message>
        <source>discover: browse mDNS on this interface only.</source>
        <translation>discover: このインターフェイスでのみ mDNS をブラウズします。</translation>
    </message>
    <message>
        <source>User to log in as, for hosts given without user@.</source>
        <translation>user@ を付けずに指定したホストにログインするユーザー。</translation>
    </message>
    <message>
        <source>Private key to log in with.</source>
        <translation>ログインに使用する秘密鍵。</translation>
    </message>
    <message>
        <source>known_hosts file to check host keys against (default: Tandem&apos;s own).</source>
        <translation>ホスト鍵の照合に使う known_hosts ファイル (既定: Tandem 専用のファイル)。</translation>
    </message>
    <message>
        <source>Trust the host key of a node Tandem has not seen before (a changed key is still refused).</source>
        <translation>Tandem が初めて接続するノードのホスト鍵を信頼します (変更された鍵は引き続き拒否されます)。</translation>
    </message>
    <message>
        <source>Read one password from stdin, for SSH login and sudo. Never echoed, logged or stored.</source>
        <translation>SSH ログインと sudo に使うパスワードを標準入力から 1 つ読み込みます。表示、ログ記録、保存は一切行いません。</translation>
    </message>
    <message>
        <source>Save the session (nodes, checks, evidence; never a password) to this JSON file after every step.</source>
        <translation>各ステップの後に、セッション (ノード、チェック結果、証跡。パスワードは含みません) をこの JSON ファイルに保存します。</translation>
    </message>
    <message>
        <source>Change the nodes without asking.</source>
        <translation>確認せずにノードを変更します。</translation>
    </message>
    <message>
        <source>First subnet of the plan (default 192.168.100.0/24).</source>
        <translation>計画の最初のサブネット (既定: 192.168.100.0/24)。</translation>
    </message>
    <message>
        <source>MTU for every ConnectX-7 interface (e.g. 9000).</source>
        <translation>すべての ConnectX-7 インターフェイスの MTU (例: 9000)。</translation>
    </message>
    <message>
        <source>Seconds a node waits to be seen again after apply before it reverts (default 120).</source>
        <translation>適用後、ノードが元の設定に戻る前に再確認を待つ秒数 (既定: 120)。</translation>
    </message>
    <message>
        <source>tandem-cli: --mtu takes a number of bytes and --confirm-timeout a number of seconds (10 to 3600).
</source>
        <translation>tandem-cli: --mtu にはバイト数を、--confirm-timeout には秒数 (10〜3600) を指定してください。
</translation>
    </message>
    <message>
        <source>bandwidth: nccl-tests (default) or probe.</source>
        <translation>bandwidth: nccl-tests (既定) または probe。</translation>
    </message>
    <message>
        <source>bandwidth: the collective (default all_gather).</source>
        <translation>bandwidth: 集合通信の種類 (既定: all_gather)。</translation>
    </message>
    <message>
        <source>bandwidth: smallest size (8, 1M, 1G).</source>
        <translation>bandwidth: 最小サイズ (8、1M、1G)。</translation>
    </message>
    <message>
        <source>bandwidth: largest size.</source>
        <translation>bandwidth: 最大サイズ。</translation>
    </message>
    <message>
        <source>bandwidth: size factor between rows.</source>
        <translation>bandwidth: 行ごとのサイズの倍率。</translation>
    </message>
    <message>
        <source>bandwidth: probe soak at the largest size for this long.</source>
        <translation>bandwidth: 最大サイズでプローブのソークをこの時間だけ行います。</translation>
    </message>
    <message>
        <source>bandwidth: busbw floor in GB/s (default 21.875 direct, 10 ring).</source>
        <translation>bandwidth: busbw の下限 (GB/s。既定は直結で 21.875、リングで 10)。</translation>
    </message>
    <message>
        <source>bandwidth: iterations per size.</source>
        <translation>bandwidth: サイズごとの反復回数。</translation>
    </message>
    <message>
        <source>bandwidth: end a run that takes longer (default 600).</source>
        <translation>bandwidth: これより長くかかる実行を終了します (既定: 600)。</translation>
    </message>
    <message>
        <source>bandwidth: tandem-probe&apos;s backend, nccl or mpi.</source>
        <translation>bandwidth: tandem-probe のバックエンド (nccl または mpi)。</translation>
    </message>
    <message>
        <source>tandem-cli: --tool is nccl-tests or probe.
</source>
        <translation>tandem-cli: --tool には nccl-tests または probe を指定します。
</translation>
    </message>
    <message>
        <source>tandem-cli: --soak needs --tool probe (nccl-tests only sweeps).
</source>
        <translation>tandem-cli: --soak には --tool probe が必要です (nccl-tests はサイズのスイープのみ行います)。
</translation>
    </message>
    <message>
        <source>  report --state FILE --out FILE.pdf|.html|.json... [--snippets DIR]
                          the acceptance report from a saved session, and the
                          serving snippets (hostfile, NCCL env, vLLM/Ray launch)
</source>
        <translation>  report --state FILE --out FILE.pdf|.html|.json... [--snippets DIR]
                          保存したセッションから受け入れレポートと、推論サービング用の
                          スニペット (hostfile、NCCL の環境変数、vLLM/Ray の起動) を出力します
</translation>
    </message>
    <message>
        <source>bandwidth: set a variable for the run on every node (NCCL_IB_HCA=...); replaces the plan&apos;s value of the same name. May be repeated.</source>
        <translation>bandwidth: すべてのノードでの実行に使う変数を設定します (NCCL_IB_HCA=...)。計画にある同名の値を置き換えます。複数回指定できます。</translation>
    </message>
    <message>
        <source>report: write the report to FILE.pdf, FILE.html or FILE.json (repeatable).</source>
        <translation>report: レポートを FILE.pdf、FILE.html、FILE.json のいずれかに書き出します (複数指定可)。</translation>
    </message>
    <message>
        <source>report: write the hostfile, NCCL env file and vLLM/Ray launch into DIR.</source>
        <translation>report: hostfile、NCCL の環境変数ファイル、vLLM/Ray の起動スクリプトを DIR に書き出します。</translation>
    </message>
    <message>
        <source>tandem-cli: report takes no hosts; it reads --state.
</source>
        <translation>tandem-cli: report にはホストを指定しません。--state を読み込みます。
</translation>
    </message>
    <message>
        <source>tandem-cli: --env: %1
</source>
        <translation>tandem-cli: --env: %1
</translation>
    </message>
    <message>
        <source>setup (and the other flow commands): write the acceptance report to FILE.pdf, FILE.html or FILE.json when the flow ends (repeatable).</source>
        <translation>setup (およびその他のフローコマンド): フローの終了時に受け入れレポートを FILE.pdf、FILE.html または FILE.json に書き出します (複数指定可)。</translation>
    </message>
    <message>
        <source>tandem-cli: --report %1: the file name must end in .pdf, .html or .json.
</source>
        <translation>tandem-cli: --report %1: ファイル名は .pdf、.html または .json で終わる必要があります。
</translation>
    </message>
    <message>
        <source>restore: also put back files edited on the node since Tandem wrote them (the edited files are kept in the run&apos;s backup folder on the node).</source>
        <translation>restore: Tandem が書き込んだ後にノード上で編集されたファイルも元に戻します (編集されたファイルはノード上の実行のバックアップフォルダに保存されます)。</translation>
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
        <translation>コマンド:
  check HOST...           デバイス・ユーザー・配線のチェックとトポロジーの判定を行います
  plan HOST...            ConnectX-7 のアドレス計画と、各ノードの YAML および差分を表示します
  apply HOST...           計画を書き込んで適用します (確認できなければロールバックします)
  keys HOST...            ConnectX-7 経由でノード間のパスワードなし SSH を設定します
  verify HOST...          ping と SSH のマトリクス、RoCE デバイス、mpirun を検証します
  setup HOST...           check、plan、apply、keys、verify を順に実行します。
                          --report FILE を指定すると最後に受け入れレポートを書き出します
  restore HOST...         Tandem が変更した内容を元に戻します。その後に編集されたファイルは
                          --force-restore を指定しない限りそのまま残します (差分を表示します)
  parse KIND FILE         ノードの出力から Tandem が読み取る内容を表示します (FILE に - を
                          指定すると標準入力を読みます)。KIND: dgx-release、os-release、
                          fastos-release、dmi (ディレクトリも可)、ibdev2netdev、rdma-link、
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
                          すべてのノードをスキャンし、すべてのツイン (ib_write_bw) と
                          ペア (NCCL) を測定してバージョンを比較します。各症状は原因と
                          対処付きの検出事項になります。--fix は Tandem が修復できる
                          ものを修復してから再確認します
</translation>
    </message>
    <message>
        <source>doctor: repair what Tandem can fix (asks first unless --yes), then look again.</source>
        <translation>doctor: Tandem が修復できるものを修復し (--yes がない場合は先に確認します)、再確認します。</translation>
    </message>
    <message>
        <source>doctor: also compare this Python interpreter across the nodes (a venv&apos;s bin/python).</source>
        <translation>doctor: この Python インタープリターもノード間で比較します (venv の bin/python など)。</translation>
    </message>
    <message>
        <source>doctor: skip the ib_write_bw matrix.</source>
        <translation>doctor: ib_write_bw のマトリクスを省略します。</translation>
    </message>
    <message>
        <source>doctor: skip NCCL between pairs.</source>
        <translation>doctor: ペア間の NCCL を省略します。</translation>
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
                          mpirun 経由で CX7 ファブリック上の nccl-tests (または
                          tandem-probe) を実行し、busbw と全ノードのカウンタを逐次
                          表示して、トランスポート、しきい値、健全性を判定する。実行は
                          履歴に保存する (--history FILE)
</translation>
    </message>
    <message>
        <source>  history [HOST...] | history compare A B | history baseline ID
                          the runs kept (of one cluster), two side by side
                          (exit 1: B more than 5 % below A), the baseline
</source>
        <translation>  history [HOST...] | history compare A B | history baseline ID
                          保存された実行 (1 つのクラスタ分) の一覧、2 つの実行の並列比較
                          (終了コード 1: B が A より 5 % 超低い)、ベースラインの設定
</translation>
    </message>
    <message>
        <source>bandwidth: sample every node&apos;s counters and GPUs this often (default 2; 0: not at all).</source>
        <translation>bandwidth: 全ノードのカウンタと GPU をこの間隔 (秒) でサンプリングする (既定 2、0: サンプリングしない)。</translation>
    </message>
    <message>
        <source>tandem-cli: -b and -e take sizes (8, 64K, 1M, 16G); -f, --iters, --soak, --hang-timeout and --health-interval (0 to 3600) whole numbers; --threshold GB/s.
</source>
        <translation>tandem-cli: -b と -e にはサイズ (8, 64K, 1M, 16G) を、-f、--iters、--soak、--hang-timeout、--health-interval (0〜3600) には整数を、--threshold には GB/s を指定してください。
</translation>
    </message>
    <message>
        <source>setup (and the other flow commands): print on stderr how long each step took, in all and on each node.</source>
        <translation>setup（およびほかのフローコマンド）: 各ステップにかかった時間を、全体とノードごとに標準エラーへ表示します。</translation>
    </message>
    <message>
        <source>Log each connection and remote command on stderr; twice: also their exit statuses and uploads.</source>
        <translation>接続とリモートコマンドを一つずつ標準エラーに記録します。2 回指定すると終了ステータスとアップロードも記録します。</translation>
    </message>
    <message>
        <source>One of the commands above; tandem-cli COMMAND --help lists its options.</source>
        <translation>上記のコマンドのいずれか。tandem-cli COMMAND --help でそのオプションを一覧します。</translation>
    </message>
    <message>
        <source>tandem-cli: %1 does not take %2 (tandem-cli %1 --help lists what it takes).
</source>
        <translation>tandem-cli: %1 は %2 を受け付けません(受け付けるものは tandem-cli %1 --help で一覧できます)。
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Parse</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>tandem-cli: %1: %2
</source>
        <translation>tandem-cli: %1: %2
</translation>
    </message>
    <message>
        <source>no NCCL log lines found (is NCCL_DEBUG=INFO set?)</source>
        <translation>NCCL のログ行が見つかりません (NCCL_DEBUG=INFO は設定されていますか?)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n sample(s)</source>
        <translation>
            <numerusform>%1: サンプル %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>, complete
</source>
        <translation>、完了
</translation>
    </message>
    <message>
        <source>, no end line
</source>
        <translation>、終了行なし
</translation>
    </message>
    <message>
        <source>error: %1
</source>
        <translation>エラー: %1
</translation>
    </message>
    <message>
        <source>the input</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>警告: %1
</translation>
    </message>
    <message>
        <source>the directory %1 holds no readable file</source>
        <translation>ディレクトリ %1 に読み込めるファイルがありません</translation>
    </message>
    <message>
        <source>usage: tandem-cli parse KIND FILE [--json]
KIND: %1
</source>
        <translation>使い方: tandem-cli parse KIND FILE [--json]
KIND: %1
</translation>
    </message>
    <message>
        <source>tandem-cli: unknown kind &apos;%1&apos;; expected one of %2
</source>
        <translation>tandem-cli: 不明な種類 &apos;%1&apos;。次のいずれかを指定してください: %2
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Prereqs</name>
    <message>
        <source>prereqs: build what --build names on every node, even where it is there (another tag).</source>
        <translation>prereqs: --build で指定したものを、既にあるノードも含めすべてのノードでビルドします (別のタグにする場合など)。</translation>
    </message>
    <message>
        <source>prereqs, bandwidth: NCCL_HOME on the nodes (default ~/nccl/build).</source>
        <translation>prereqs、bandwidth: ノード上の NCCL_HOME (既定: ~/nccl/build)。</translation>
    </message>
    <message>
        <source>prereqs, bandwidth: the folder of nccl-tests&apos; programs (default ~/nccl-tests/build).</source>
        <translation>prereqs、bandwidth: nccl-tests のプログラムがあるフォルダ (既定: ~/nccl-tests/build)。</translation>
    </message>
    <message>
        <source>prereqs, bandwidth: tandem-probe on the nodes (default ~/tandem-probe/build/tandem-probe).</source>
        <translation>prereqs、bandwidth: ノード上の tandem-probe (既定: ~/tandem-probe/build/tandem-probe)。</translation>
    </message>
    <message>
        <source>prereqs: the git URL NCCL is built from.</source>
        <translation>prereqs: NCCL のビルド元の git URL。</translation>
    </message>
    <message>
        <source>prereqs: the NCCL tag to build (default v2.28.9-1).</source>
        <translation>prereqs: ビルドする NCCL のタグ (既定: v2.28.9-1)。</translation>
    </message>
    <message>
        <source>prereqs: the git URL nccl-tests is built from.</source>
        <translation>prereqs: nccl-tests のビルド元の git URL。</translation>
    </message>
    <message>
        <source>prereqs: the nccl-tests tag (default: its default branch).</source>
        <translation>prereqs: nccl-tests のタグ (既定: 既定のブランチ)。</translation>
    </message>
    <message>
        <source>--rebuild goes with --build, which names what to build.</source>
        <translation>--rebuild は、ビルド対象を指定する --build と一緒に使用してください。</translation>
    </message>
    <message>
        <source>Connecting to %1 nodes…
</source>
        <translation>%1 台のノードに接続しています…
</translation>
    </message>
    <message>
        <source>tandem-cli: interrupted; ending the build on the nodes…
</source>
        <translation>tandem-cli: 中断されました。ノード上のビルドを終了しています…
</translation>
    </message>
    <message>
        <source>tandem-cli: interrupted.
</source>
        <translation>tandem-cli: 中断されました。
</translation>
    </message>
    <message>
        <source>%1: %2
</source>
        <translation>%1: %2
</translation>
    </message>
    <message>
        <source>On %1:
</source>
        <translation>%1 で:
</translation>
    </message>
    <message>
        <source>On %1, %2: %3
</source>
        <translation>%1 の %2: %3
</translation>
    </message>
    <message>
        <source>Nothing to build: what --build names is there on every node.
</source>
        <translation>ビルドするものはありません: --build で指定したものは、すべてのノードに既にあります。
</translation>
    </message>
    <message>
        <source>Build this on the nodes? [y/N] </source>
        <translation>これをノード上でビルドしますか? [y/N] </translation>
    </message>
    <message>
        <source>tandem-cli: nothing was built.
</source>
        <translation>tandem-cli: 何もビルドしていません。
</translation>
    </message>
    <message>
        <source>tandem-cli: this changes the nodes; there is no terminal to ask, so run again with --yes to go ahead.
</source>
        <translation>tandem-cli: この操作はノードを変更しますが、確認を求める端末がありません。続行するには --yes を付けて再実行してください。
</translation>
    </message>
    <message numerus="yes">
        <source>Building on %n node(s)…
</source>
        <translation>
            <numerusform>%n 台のノードでビルドしています…
</numerusform>
        </translation>
    </message>
    <message>
        <source>prereqs: build these where missing: nccl, nccl-tests, probe, mpi, perftest (comma-separated).</source>
        <translation>prereqs: 不足しているノードでこれらをビルドします: nccl、nccl-tests、probe、mpi、perftest (カンマ区切り)。</translation>
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
                          ノード上の NCCL、nccl-tests、Open MPI、tandem-probe、
                          perftest を確認し、不足しているものをそこでビルドします
</translation>
    </message>
    <message>
        <source>--build takes nccl, nccl-tests, probe, mpi and perftest, not &quot;%1&quot;.</source>
        <translation>--build に指定できるのは nccl、nccl-tests、probe、mpi、perftest です (&quot;%1&quot; は指定できません)。</translation>
    </message>
    <message>
        <source>--build needs at least one of nccl, nccl-tests, probe, mpi, perftest.</source>
        <translation>--build には nccl、nccl-tests、probe、mpi、perftest のうち少なくとも 1 つを指定してください。</translation>
    </message>
    <message>
        <source>usage: tandem-cli prereqs HOST... [--build nccl,nccl-tests,probe,perftest] [--password-stdin] [--json]</source>
        <translation>使い方: tandem-cli prereqs HOST... [--build nccl,nccl-tests,probe,perftest] [--password-stdin] [--json]</translation>
    </message>
    <message>
        <source>Checking NCCL, nccl-tests, Open MPI, tandem-probe and perftest…
</source>
        <translation>NCCL、nccl-tests、Open MPI、tandem-probe、perftest を確認しています…
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Report</name>
    <message>
        <source>usage: tandem-cli report --state FILE --out FILE.pdf|FILE.html|FILE.json... [--snippets DIR] [--json]
</source>
        <translation>使い方: tandem-cli report --state FILE --out FILE.pdf|FILE.html|FILE.json... [--snippets DIR] [--json]
</translation>
    </message>
    <message>
        <source>tandem-cli: %1: the report is written as .pdf, .html or .json.
</source>
        <translation>tandem-cli: %1: レポートは .pdf、.html、.json のいずれかの形式で書き出します。
</translation>
    </message>
    <message>
        <source>tandem-cli: %1
</source>
        <translation>tandem-cli: %1
</translation>
    </message>
    <message>
        <source>Wrote %1
</source>
        <translation>%1 を書き出しました
</translation>
    </message>
    <message>
        <source>tandem-cli: no serving snippets: %1
</source>
        <translation>tandem-cli: 推論サービング用のスニペットはありません: %1
</translation>
    </message>
    <message>
        <source>Accepted: every checklist item passed.
</source>
        <translation>合格: チェックリストのすべての項目に合格しました。
</translation>
    </message>
    <message>
        <source>Not accepted: some checklist items failed or have not run.
</source>
        <translation>不合格: チェックリストの一部の項目が失敗したか、まだ実行されていません。
</translation>
    </message>
    <message>
        <source>tandem-cli: no comparison with the baseline: %1
</source>
        <translation>tandem-cli: ベースラインと比較できません: %1
</translation>
    </message>
</context>
<context>
    <name>Tandem::Cli::Table</name>
    <message>
        <source>in-place</source>
        <translation>in-place</translation>
    </message>
    <message>
        <source>out-of-place</source>
        <translation>out-of-place</translation>
    </message>
    <message>
        <source>size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>count</source>
        <translation>要素数</translation>
    </message>
    <message>
        <source>type</source>
        <translation>型</translation>
    </message>
    <message>
        <source>redop</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>time(us)</source>
        <translation>時間(us)</translation>
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
        <translation>#誤り</translation>
    </message>
    <message>
        <source>(out-of-place | in-place)</source>
        <translation>(out-of-place | in-place)</translation>
    </message>
    <message>
        <source>%1: %2 ranks on %3 hosts, %4 rows</source>
        <translation>%1: %3 台のホストで %2 ランク、%4 行</translation>
    </message>
    <message>
        <source>unknown test</source>
        <translation>不明なテスト</translation>
    </message>
    <message>
        <source>, peak busbw %1 at %2 (%3)</source>
        <translation>、ピーク busbw %1 (%2、%3)</translation>
    </message>
    <message>
        <source>, average %1</source>
        <translation>、平均 %1</translation>
    </message>
    <message>
        <source>, network %1</source>
        <translation>、ネットワーク %1</translation>
    </message>
    <message>
        <source>, complete</source>
        <translation>、完了</translation>
    </message>
    <message>
        <source>, INCOMPLETE (no trailer)</source>
        <translation>、未完了 (末尾の集計行がありません)</translation>
    </message>
    <message>
        <source>error: %1
</source>
        <translation>エラー: %1
</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>警告: %1
</translation>
    </message>
    <message>
        <source>NCCL version</source>
        <translation>NCCL バージョン</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <source>IB devices</source>
        <translation>IB デバイス</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <source>Socket devices</source>
        <translation>Socket デバイス</translation>
    </message>
    <message>
        <source>Out-of-band</source>
        <translation>帯域外 (OOB)</translation>
    </message>
    <message>
        <source>Bootstrap</source>
        <translation>ブートストラップ</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>ランク</translation>
    </message>
    <message>
        <source>%1 on %2 nodes</source>
        <translation>%2 ノードで %1</translation>
    </message>
    <message>
        <source>Channel paths</source>
        <translation>チャネル経路</translation>
    </message>
    <message>
        <source>NCCL warning: %1
</source>
        <translation>NCCL の警告: %1
</translation>
    </message>
    <message>
        <source>, errors: %1</source>
        <translation>、エラー %1 件</translation>
    </message>
</context>
<context>
    <name>Tandem::CommandResult</name>
    <message>
        <source>exit status %1</source>
        <translation>終了ステータス %1</translation>
    </message>
</context>
<context>
    <name>Tandem::ConnectStep</name>
    <message>
        <source>SSH over the management network</source>
        <translation>管理ネットワーク経由の SSH</translation>
    </message>
    <message>
        <source>Connected to %1.</source>
        <translation>%1 に接続しました。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
</context>
<context>
    <name>Tandem::DataDirectory</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>フォルダ %1 を作成できません。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1: %2</source>
        <translation>フォルダ %1 を作成できません: %2</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 はフォルダではありません。</translation>
    </message>
    <message>
        <source>The folder %1 belongs to another user (uid %2); Tandem keeps host keys and a private key there and uses only a folder of its own user.</source>
        <translation>フォルダ %1 は別のユーザー (uid %2) のものです。Tandem はそこにホスト鍵と秘密鍵を保存するため、自身のユーザーのフォルダしか使用しません。</translation>
    </message>
    <message>
        <source>The folder %1 can be read by other users (mode %2) and cannot be made private: %3</source>
        <translation>フォルダ %1 はほかのユーザーが読み取れる状態 (モード %2) で、非公開にすることもできません: %3</translation>
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
        <translation>ツール</translation>
    </message>
    <message>
        <source>nvidia-smi is not installed on this node.</source>
        <translation>このノードには nvidia-smi がインストールされていません。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver (DGX OS ships it) and reboot.</source>
        <translation>NVIDIA ドライバ (DGX OS に同梱) をインストールして再起動してください。</translation>
    </message>
    <message>
        <source>This node has no GB10 GPU, so it is not a DGX Spark. Remove it from the list.</source>
        <translation>このノードには GB10 GPU がないため、DGX Spark ではありません。一覧から削除してください。</translation>
    </message>
    <message>
        <source>sudo accepts the password.</source>
        <translation>sudo はパスワードを受け付けました。</translation>
    </message>
    <message>
        <source>sudo works without a password.</source>
        <translation>sudo はパスワードなしで使用できます。</translation>
    </message>
    <message>
        <source>The user may not use sudo on this node.</source>
        <translation>このユーザーはこのノードで sudo を使用できません。</translation>
    </message>
    <message>
        <source>Log in as an administrator on the node and run: sudo usermod -aG sudo USER (then log in again).</source>
        <translation>ノードに管理者としてログインし、次を実行してください: sudo usermod -aG sudo USER (その後、ログインし直してください)。</translation>
    </message>
    <message>
        <source>sudo needs a password, and none was given.</source>
        <translation>sudo にはパスワードが必要ですが、入力されていません。</translation>
    </message>
    <message>
        <source>Enter the password of the user on this node (it is used only for the changes, passed to sudo on stdin and never stored).</source>
        <translation>このノードでのユーザーのパスワードを入力してください (変更を行うときだけ使用され、標準入力経由で sudo に渡されます。保存されることはありません)。</translation>
    </message>
    <message>
        <source>sudo refused the password.</source>
        <translation>sudo がパスワードを拒否しました。</translation>
    </message>
    <message>
        <source>Enter the password again; on DGX OS it is the login password of the user.</source>
        <translation>パスワードを再入力してください。DGX OS では、ユーザーのログインパスワードです。</translation>
    </message>
    <message>
        <source>The tool check did not run (exit status %1).</source>
        <translation>ツールのチェックを実行できませんでした (終了ステータス %1)。</translation>
    </message>
    <message>
        <source>Missing: %1.</source>
        <translation>見つかりません: %1。</translation>
    </message>
    <message>
        <source>These tools come with DGX OS; update the node (sudo apt update &amp;&amp; sudo apt full-upgrade) or reinstall its ConnectX and netplan packages.</source>
        <translation>これらのツールは DGX OS に含まれています。ノードを更新する (sudo apt update &amp;&amp; sudo apt full-upgrade) か、ConnectX と netplan のパッケージを再インストールしてください。</translation>
    </message>
    <message>
        <source>Missing: %1. The bandwidth step needs them and can install them.</source>
        <translation>見つかりません: %1。「帯域幅」ステップで必要になりますが、そのステップでインストールできます。</translation>
    </message>
    <message>
        <source>sudo apt install openmpi-bin (mpirun); CUDA&apos;s nvcc is in /usr/local/cuda/bin on DGX OS.</source>
        <translation>sudo apt install openmpi-bin (mpirun)。DGX OS では、CUDA の nvcc は /usr/local/cuda/bin にあります。</translation>
    </message>
    <message>
        <source>GB10 machine</source>
        <translation>GB10 マシン</translation>
    </message>
    <message>
        <source>System image</source>
        <translation>システムイメージ</translation>
    </message>
    <message>
        <source>ConnectX-7 on PCIe</source>
        <translation>PCIe 上の ConnectX-7</translation>
    </message>
    <message>
        <source>Models and BIOS</source>
        <translation>モデルと BIOS</translation>
    </message>
    <message>
        <source>Reading what the node is failed: %1</source>
        <translation>ノードの識別情報を読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>ethtool, ip, netplan, mpirun and nvcc are installed.</source>
        <translation>ethtool、ip、netplan、mpirun、nvcc がインストールされています。</translation>
    </message>
</context>
<context>
    <name>Tandem::DeviceIdentityParser</name>
    <message>
        <source>&quot;%1&quot; is not a KEY=VALUE line.</source>
        <translation>&quot;%1&quot; は KEY=VALUE 形式の行ではありません。</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>line %1: &quot;%2&quot; is not a KEY=VALUE line.</source>
        <translation>%1 行目: &quot;%2&quot; は KEY=VALUE 形式の行ではありません。</translation>
    </message>
    <message>
        <source>line %1: the value of %2 has no closing quote.</source>
        <translation>%1 行目: %2 の値に閉じ引用符がありません。</translation>
    </message>
    <message>
        <source>line %1: the value of %2 has text after its closing quote.</source>
        <translation>%1 行目: %2 の値の閉じ引用符の後に文字列があります。</translation>
    </message>
    <message>
        <source>The file holds no KEY=VALUE line.</source>
        <translation>ファイルに KEY=VALUE 形式の行がありません。</translation>
    </message>
    <message>
        <source>This is not /etc/dgx-release: it has none of DGX_NAME, DGX_PRETTY_NAME, DGX_PLATFORM or DGX_SWBUILD_VERSION.</source>
        <translation>これは /etc/dgx-release ではありません: DGX_NAME、DGX_PRETTY_NAME、DGX_PLATFORM、DGX_SWBUILD_VERSION のいずれもありません。</translation>
    </message>
    <message>
        <source>line %1: DGX_SWBUILD_DATE &quot;%2&quot; is not a date (YYYY-MM-DD).</source>
        <translation>%1 行目: DGX_SWBUILD_DATE &quot;%2&quot; は日付 (YYYY-MM-DD) ではありません。</translation>
    </message>
    <message>
        <source>nvidia-smi printed a GPU without a name.</source>
        <translation>nvidia-smi が名前のない GPU を出力しました。</translation>
    </message>
</context>
<context>
    <name>Tandem::Diagnosis</name>
    <message>
        <source>no speed</source>
        <translation>速度情報なし</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 on %3: %4 (%5)</source>
        <translation>%3 での %1 -&gt; %2: %4 (%5)</translation>
    </message>
    <message>
        <source>%1: operstate %2, carrier %3; its twin %4: %5</source>
        <translation>%1: operstate %2、carrier %3。ツインの %4: %5</translation>
    </message>
    <message>
        <source>%1 on %2 reads %3 Mb/s in sysfs%4</source>
        <translation>%2 の %1 は sysfs で %3 Mb/s%4</translation>
    </message>
    <message>
        <source>; %1 on %2: %3</source>
        <translation>、%2 の %1: %3</translation>
    </message>
    <message>
        <source> or </source>
        <translation> または </translation>
    </message>
    <message>
        <source>busbw %1 GB/s (%2)</source>
        <translation>busbw %1 GB/s (%2)</translation>
    </message>
    <message>
        <source>Tandem&apos;s plan</source>
        <translation>Tandem の計画</translation>
    </message>
    <message>
        <source>%1 on %2: MTU %3 in sysfs, %4 in %5</source>
        <translation>%2 の %1: sysfs では MTU %3、%5 では %4</translation>
    </message>
    <message>
        <source>%1 on %2: MTU %3; %4 on %5: MTU %6 (subnet %7)</source>
        <translation>%2 の %1: MTU %3、%5 の %4: MTU %6 (サブネット %7)</translation>
    </message>
    <message>
        <source>/etc/netplan/%1 configures %2</source>
        <translation>/etc/netplan/%1 が %2 を設定しています</translation>
    </message>
    <message>
        <source>no address</source>
        <translation>アドレスなし</translation>
    </message>
    <message>
        <source>ip -4 addr on %1: %2; planned %3</source>
        <translation>%1 の ip -4 addr: %2。計画: %3</translation>
    </message>
    <message>
        <source>the environment of SSH sessions</source>
        <translation>SSH セッションの環境</translation>
    </message>
    <message>
        <source>NCCL_IB_GID_INDEX=%1 (%2); RoCE v2 IPv4 GID index per twin: %3</source>
        <translation>NCCL_IB_GID_INDEX=%1 (%2)。ツインごとの RoCE v2 IPv4 GID インデックス: %3</translation>
    </message>
    <message>
        <source>Remove the export of NCCL_IB_GID_INDEX from %1&apos;s shell start-up files (~/.bashrc, /etc/environment); NCCL picks the index itself.</source>
        <translation>%1 のシェル起動ファイル (~/.bashrc、/etc/environment) から NCCL_IB_GID_INDEX の export を削除してください。インデックスは NCCL が自分で選択します。</translation>
    </message>
    <message>
        <source>command -v mpirun in a non-interactive SSH session: nothing (PATH=%1); in a login shell: %2</source>
        <translation>非対話型 SSH セッションでの command -v mpirun: 結果なし (PATH=%1)。ログインシェルでは: %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <source>(no nccl-tests run)</source>
        <translation>(nccl-tests は未実行)</translation>
    </message>
    <message>
        <source>NCCL / nccl-tests</source>
        <translation>NCCL / nccl-tests</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 on %2 (%3 port)</source>
        <translation>%2 の %1 (%3 ポート)</translation>
    </message>
    <message>
        <source>One twin of a cable is down at both ends, %1 and %2, while the cable&apos;s other twin is up</source>
        <translation>ケーブルのツインの一方が両端 (%1 と %2) でダウンしています。同じケーブルのもう一方のツインはアップしています</translation>
    </message>
    <message>
        <source>Reseat the cable at both ends. If the twin stays down, bring it up with `sudo ip link set %1 up` on %2 and `sudo ip link set %3 up` on %4; if it still does not come up, power-cycle both nodes with a 60 s drain.</source>
        <translation>ケーブルを両端で差し直してください。ツインがダウンしたままなら、%2 で `sudo ip link set %1 up`、%4 で `sudo ip link set %3 up` を実行してアップにしてください。それでもアップしない場合は、60 秒放電してから両ノードの電源を入れ直してください。</translation>
    </message>
    <message>
        <source>MTU: %1 on %2 %3, %4 on %5 %6</source>
        <translation>MTU: %2 %3 は %1、%5 %6 は %4</translation>
    </message>
</context>
<context>
    <name>Tandem::DmesgParser</name>
    <message>
        <source>The output of dmesg</source>
        <translation>dmesg の出力</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a kernel message.</source>
        <translation>&quot;%1&quot; はカーネルメッセージではありません。</translation>
    </message>
    <message>
        <source>The firmware version &quot;%1&quot; is not MAJOR.MINOR.BUILD.</source>
        <translation>ファームウェアのバージョン &quot;%1&quot; は MAJOR.MINOR.BUILD 形式ではありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not have the form &quot;N Gb/s available PCIe bandwidth (S GT/s PCIe xW link)&quot;.</source>
        <translation>&quot;%1&quot; は &quot;N Gb/s available PCIe bandwidth (S GT/s PCIe xW link)&quot; の形式ではありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a bandwidth, speed or width no PCIe link has.</source>
        <translation>&quot;%1&quot; の帯域幅、速度、またはリンク幅は、PCIe リンクではありえない値です。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not say how many watts the slot gives.</source>
        <translation>&quot;%1&quot; には、スロットが供給する電力 (W) が示されていません。</translation>
    </message>
    <message>
        <source>%1 W is not a power a PCIe slot gives.</source>
        <translation>%1 W は PCIe スロットが供給する電力としてありえない値です。</translation>
    </message>
    <message>
        <source>There is no kernel message in the text: it is empty or holds only other commands.</source>
        <translation>テキストにカーネルメッセージがありません。空であるか、ほかのコマンドしか含まれていません。</translation>
    </message>
    <message>
        <source>This is not the output of dmesg: no line is a kernel message (&quot;[   1.204938] mlx5_core 0000:01:00.0: ...&quot;).</source>
        <translation>これは dmesg の出力ではありません: カーネルメッセージ (&quot;[   1.204938] mlx5_core 0000:01:00.0: ...&quot;) の行が 1 つもありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n more lines were not understood.</source>
        <translation>
            <numerusform>ほかに %n 行を解釈できませんでした。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::DmiParser</name>
    <message>
        <source>The DMI data</source>
        <translation>DMI データ</translation>
    </message>
    <message>
        <source>line %1: not a DMI field: %2</source>
        <translation>%1 行目: DMI フィールドではありません: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a DMI field (expected sys_vendor: ..., product_name: ...).</source>
        <translation>&quot;%1&quot; は DMI フィールドではありません (想定: sys_vendor: ..., product_name: ...)。</translation>
    </message>
    <message>
        <source>No DMI field (sys_vendor, product_name, bios_version...) was found.</source>
        <translation>DMI フィールド (sys_vendor、product_name、bios_version など) が見つかりませんでした。</translation>
    </message>
    <message>
        <source>bios_date &quot;%1&quot; is not a MM/DD/YYYY date.</source>
        <translation>bios_date &quot;%1&quot; は MM/DD/YYYY 形式の日付ではありません。</translation>
    </message>
</context>
<context>
    <name>Tandem::DoctorStep</name>
    <message>
        <source>Versions, PATH and ConnectX ports read</source>
        <translation>バージョン、PATH、ConnectX ポートの読み取り</translation>
    </message>
    <message>
        <source>RDMA on every twin (ib_write_bw)</source>
        <translation>すべてのツインでの RDMA (ib_write_bw)</translation>
    </message>
    <message>
        <source>NCCL between every pair</source>
        <translation>すべてのペア間の NCCL</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>検出事項</translation>
    </message>
    <message numerus="yes">
        <source>%1, kernel %2, %n ConnectX port(s)</source>
        <translation>
            <numerusform>%1、カーネル %2、ConnectX ポート %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>OS unknown</source>
        <translation>OS 不明</translation>
    </message>
    <message>
        <source>Check the connection to %1 and run the Doctor again.</source>
        <translation>%1 への接続を確認し、診断を再実行してください。</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 %3: %4</source>
        <translation>%1 -&gt; %2 %3: %4</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>No twin link to measure: no two nodes share a ConnectX subnet.</source>
        <translation>測定するツインのリンクがありません。ConnectX のサブネットを共有するノードがありません。</translation>
    </message>
    <message>
        <source>%1 &lt;-&gt; %2: %3</source>
        <translation>%1 &lt;-&gt; %2: %3</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Nothing wrong found.</source>
        <translation>問題は見つかりませんでした。</translation>
    </message>
    <message>
        <source>%1 Tandem can fix, %2 need your decision, %3 need hands on the hardware.</source>
        <translation>Tandem で修復可能 %1 件、判断が必要 %2 件、ハードウェアでの作業が必要 %3 件。</translation>
    </message>
    <message>
        <source>Cancelled before every test ran.</source>
        <translation>すべてのテストが実行される前にキャンセルされました。</translation>
    </message>
</context>
<context>
    <name>Tandem::EndLeftoversStep</name>
    <message>
        <source>Not connected: the runs left on %1 were not ended.</source>
        <translation>未接続: %1 に残された実行は終了していません。</translation>
    </message>
    <message>
        <source>Ending %1…</source>
        <translation>%1 を終了しています…</translation>
    </message>
    <message>
        <source>Ending the runs failed: %1</source>
        <translation>実行を終了できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>Tandem::Error</name>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
</context>
<context>
    <name>Tandem::EthtoolDriverParser</name>
    <message>
        <source>The output of ethtool -i</source>
        <translation>ethtool -i の出力</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an ethtool -i line.</source>
        <translation>&quot;%1&quot; は ethtool -i の行ではありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field of ethtool -i.</source>
        <translation>&quot;%1&quot; は ethtool -i のフィールドではありません。</translation>
    </message>
    <message>
        <source>%1 should be yes or no, not &quot;%2&quot;.</source>
        <translation>%1 は yes または no のはずですが、&quot;%2&quot; でした。</translation>
    </message>
    <message>
        <source>There is no ethtool -i output in the text: it is empty or holds only other commands.</source>
        <translation>テキストに ethtool -i の出力がありません。空であるか、ほかのコマンドしか含まれていません。</translation>
    </message>
    <message>
        <source>This is not the output of ethtool -i: no line is a field such as &quot;driver: mlx5_core&quot;.</source>
        <translation>これは ethtool -i の出力ではありません: &quot;driver: mlx5_core&quot; のようなフィールドの行が 1 つもありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n more lines were not understood.</source>
        <translation>
            <numerusform>ほかに %n 行を解釈できませんでした。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::EthtoolParser</name>
    <message>
        <source>&quot;%1&quot; is not ethtool output; it should start with &quot;Settings for INTERFACE:&quot;.</source>
        <translation>&quot;%1&quot; は ethtool の出力ではありません。&quot;Settings for INTERFACE:&quot; で始まる必要があります。</translation>
    </message>
    <message>
        <source>ethtool has no data for %1. Check that the interface exists.</source>
        <translation>ethtool に %1 のデータがありません。インターフェイスが存在するか確認してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not belong to any ethtool setting.</source>
        <translation>&quot;%1&quot; はどの ethtool の設定項目にも属していません。</translation>
    </message>
    <message>
        <source>The speed &quot;%1&quot; is not a number of Mb/s.</source>
        <translation>速度 &quot;%1&quot; は Mb/s の数値ではありません。</translation>
    </message>
    <message>
        <source>The duplex mode &quot;%1&quot; is not known.</source>
        <translation>デュプレックスモード &quot;%1&quot; は不明です。</translation>
    </message>
    <message>
        <source>Auto-negotiation should be on or off, not &quot;%1&quot;.</source>
        <translation>オートネゴシエーションは on または off のはずですが、&quot;%1&quot; でした。</translation>
    </message>
    <message>
        <source>&quot;Link detected&quot; should be yes or no, not &quot;%1&quot;.</source>
        <translation>&quot;Link detected&quot; は yes または no のはずですが、&quot;%1&quot; でした。</translation>
    </message>
    <message>
        <source>ethtool printed nothing. Check the interface name.</source>
        <translation>ethtool は何も出力しませんでした。インターフェイス名を確認してください。</translation>
    </message>
    <message>
        <source>The output of ethtool</source>
        <translation>ethtool の出力</translation>
    </message>
</context>
<context>
    <name>Tandem::EthtoolReportParser</name>
    <message>
        <source>The output of ethtool</source>
        <translation>ethtool の出力</translation>
    </message>
    <message>
        <source>ethtool has no data for this interface.</source>
        <translation>ethtool にこのインターフェイスのデータがありません。</translation>
    </message>
    <message>
        <source>The speed %1Mb/s is more than any Ethernet port runs at.</source>
        <translation>速度 %1Mb/s は、どの Ethernet ポートの速度よりも高い値です。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not say which interface it is about.</source>
        <translation>&quot;%1&quot; には、どのインターフェイスについてのものかが示されていません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an ethtool line.</source>
        <translation>&quot;%1&quot; は ethtool の行ではありません。</translation>
    </message>
    <message>
        <source>There is no ethtool output in the text: it is empty or holds only other commands.</source>
        <translation>テキストに ethtool の出力がありません。空であるか、ほかのコマンドしか含まれていません。</translation>
    </message>
    <message>
        <source>This is not the output of ethtool: no line is a setting (&quot;Speed: 200000Mb/s&quot;) or a FEC encoding.</source>
        <translation>これは ethtool の出力ではありません: 設定 (&quot;Speed: 200000Mb/s&quot;) または FEC エンコーディングの行が 1 つもありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n more lines were not understood.</source>
        <translation>
            <numerusform>ほかに %n 行を解釈できませんでした。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::FabricBlock</name>
    <message>
        <source>Tandem changes nothing in it: remove or fix that line (or move the file aside), then run this step again.</source>
        <translation>Tandem はこのファイルを一切変更しません。その行を削除または修正してから (またはファイルを退避してから)、このステップを再実行してください。</translation>
    </message>
    <message>
        <source>%1 has a &quot;%2&quot; line with no &quot;%3&quot; line before it. %4</source>
        <translation>%1 に &quot;%2&quot; 行がありますが、その前に &quot;%3&quot; 行がありません。%4</translation>
    </message>
    <message>
        <source>%1 has a &quot;%2&quot; line but no &quot;%3&quot; line after it. %4</source>
        <translation>%1 に &quot;%2&quot; 行がありますが、その後に &quot;%3&quot; 行がありません。%4</translation>
    </message>
    <message>
        <source>%1 has a second &quot;%2&quot; line before the first block ends. %3</source>
        <translation>%1 で、最初のブロックが終わる前に 2 つ目の &quot;%2&quot; 行があります。%3</translation>
    </message>
    <message>
        <source>%1 has more than one Tandem block. %2</source>
        <translation>%1 に Tandem のブロックが複数あります。%2</translation>
    </message>
    <message>
        <source>Tandem&apos;s lines for %1 are not a valid block.</source>
        <translation>%1 にある Tandem の行は有効なブロックではありません。</translation>
    </message>
</context>
<context>
    <name>Tandem::FabricEdit</name>
    <message>
        <source>%1 is not a manifest Tandem can read, so Tandem changes nothing; move it aside and run this step again.</source>
        <translation>%1 は Tandem が読み込めるマニフェストではないため、Tandem は何も変更しません。このファイルを退避してから、このステップを再実行してください。</translation>
    </message>
</context>
<context>
    <name>Tandem::FabricScripts</name>
    <message>
        <source>Reading the ssh files ended with exit status %1: %2</source>
        <translation>ssh ファイルの読み込みが終了ステータス %1 で終了しました: %2</translation>
    </message>
    <message>
        <source>Reading the ssh files printed something unexpected.</source>
        <translation>ssh ファイルの読み込みで想定外の内容が出力されました。</translation>
    </message>
    <message>
        <source>%1 belongs to another user; Tandem does not edit it.</source>
        <translation>%1 は別のユーザーのものです。Tandem はこのファイルを編集しません。</translation>
    </message>
    <message>
        <source>%1 is not a regular file (or a link to one); Tandem does not edit it.</source>
        <translation>%1 は通常のファイル (またはそれへのリンク) ではありません。Tandem はこのファイルを編集しません。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes; Tandem does not edit it.</source>
        <translation>%1 は %2 バイトを超えています。Tandem はこのファイルを編集しません。</translation>
    </message>
    <message>
        <source>%1 did not arrive whole.</source>
        <translation>%1 が完全には届きませんでした。</translation>
    </message>
</context>
<context>
    <name>Tandem::FabricUndo</name>
    <message>
        <source>SSH fabric removed</source>
        <translation>SSH ファブリックの削除</translation>
    </message>
    <message>
        <source>The undo script ended with exit status %1: %2</source>
        <translation>元に戻すスクリプトが終了ステータス %1 で終了しました: %2</translation>
    </message>
    <message>
        <source>%1 is as it was before Tandem.</source>
        <translation>%1 は Tandem が変更する前の状態です。</translation>
    </message>
    <message>
        <source>%1 was made by Tandem and is removed.</source>
        <translation>%1 は Tandem が作成したものなので削除しました。</translation>
    </message>
    <message>
        <source>Tandem&apos;s lines are removed from %1.</source>
        <translation>%1 から Tandem が追加した行を削除しました。</translation>
    </message>
    <message>
        <source>The key pair ~/.ssh/tandem_fabric_ed25519 is deleted.</source>
        <translation>鍵ペア ~/.ssh/tandem_fabric_ed25519 を削除しました。</translation>
    </message>
    <message>
        <source>~/.ssh/tandem_fabric_ed25519 is not Tandem&apos;s, so it was kept.</source>
        <translation>~/.ssh/tandem_fabric_ed25519 は Tandem が作成したものではないため、残しました。</translation>
    </message>
    <message>
        <source>Tandem&apos;s lines are removed from %1, but the rest was changed after Tandem wrote it; those changes were kept.</source>
        <translation>%1 から Tandem が追加した行を削除しました。ただし、Tandem が書き込んだ後にほかの部分が変更されていたため、その変更は残しました。</translation>
    </message>
    <message>
        <source>%1 holds Tandem&apos;s marker lines that do not pair up, but Tandem has no fabric on this node, so the file was left as it is.</source>
        <translation>%1 に対になっていない Tandem のマーカー行がありますが、このノードには Tandem のファブリックがないため、ファイルはそのままにしました。</translation>
    </message>
    <message>
        <source>The node went away.</source>
        <translation>ノードとの接続が失われました。</translation>
    </message>
    <message>
        <source>Nothing was changed on this node: %1</source>
        <translation>このノードでは何も変更していません: %1</translation>
    </message>
</context>
<context>
    <name>Tandem::FileLock</name>
    <message>
        <source>Cannot open the lock file %1: %2</source>
        <translation>ロックファイル %1 を開けません: %2</translation>
    </message>
    <message>
        <source>Cannot lock %1: %2</source>
        <translation>%1 をロックできません: %2</translation>
    </message>
    <message>
        <source>Another Tandem has held %1 for more than %2 seconds; try again when it is done.</source>
        <translation>別の Tandem が %1 を %2 秒以上保持しています。その処理が終わってから、もう一度お試しください。</translation>
    </message>
</context>
<context>
    <name>Tandem::ForeignNetplan</name>
    <message>
        <source>Tandem will not edit /etc/netplan/%1: %2</source>
        <translation>Tandem は /etc/netplan/%1 を編集しません: %2</translation>
    </message>
    <message>
        <source>it is not valid YAML (%1).</source>
        <translation>正しい YAML ではありません (%1)。</translation>
    </message>
    <message>
        <source>its &quot;ethernets&quot; section is written in flow style ({...}); move the ConnectX-7 entries (%1) to a file of their own, or remove them.</source>
        <translation>&quot;ethernets&quot; セクションがフロースタイル ({...}) で書かれています。ConnectX-7 のエントリ (%1) を別のファイルに移すか、削除してください。</translation>
    </message>
    <message>
        <source>the entry for %1 does not start a line of its own.</source>
        <translation>%1 のエントリが行の先頭から始まっていません。</translation>
    </message>
    <message>
        <source>its &quot;ethernets:&quot; line could not be found.</source>
        <translation>&quot;ethernets:&quot; の行が見つかりませんでした。</translation>
    </message>
    <message>
        <source>line %1 also uses %2 (in a bond, bridge, VLAN or route); Tandem does not take that apart.</source>
        <translation>%1 行目でも %2 が使われています (ボンド、ブリッジ、VLAN またはルート内)。Tandem はそれを分解しません。</translation>
    </message>
    <message>
        <source>taking the entries out would change more than them.</source>
        <translation>エントリを取り除くと、エントリ以外の部分も変わってしまいます。</translation>
    </message>
    <message>
        <source>without the entries it would not be valid YAML (%1).</source>
        <translation>エントリを取り除くと正しい YAML ではなくなります (%1)。</translation>
    </message>
</context>
<context>
    <name>Tandem::Gb10Models</name>
    <message>
        <source>GB10 (maker unknown)</source>
        <translation>GB10 (メーカー不明)</translation>
    </message>
    <message>
        <source>GB10 (%1)</source>
        <translation>GB10 (%1)</translation>
    </message>
</context>
<context>
    <name>Tandem::HealthCheck</name>
    <message>
        <source>Not watched: the run was started without health samples.</source>
        <translation>監視なし: ヘルスサンプルを取得せずに実行が開始されました。</translation>
    </message>
    <message>
        <source>No health sample came back, so the fabric was not watched. %1</source>
        <translation>ヘルスサンプルが 1 つも返ってこなかったため、ファブリックは監視されませんでした。%1</translation>
    </message>
    <message>
        <source>Check that the nodes answer over SSH while a run goes on; the run&apos;s own result is unaffected.</source>
        <translation>実行中にノードが SSH で応答することを確認してください。実行自体の結果には影響ありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) from %1 node(s) every %2 s: no link went down, no speed changed, no error counter grew and no GPU was throttled.</source>
        <translation>
            <numerusform>%1 ノードから %2 秒ごとに %n 個のサンプル: リンクのダウン、速度の変化、エラーカウンタの増加、GPU のスロットリングはいずれもありませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>health samples (sysfs, ethtool -S, nvidia-smi) every %1 s</source>
        <translation>%1 秒ごとのヘルスサンプル (sysfs、ethtool -S、nvidia-smi)</translation>
    </message>
    <message>
        <source>%1 %2 at %3 Gb/s</source>
        <translation>%1 の %2 は %3 Gb/s</translation>
    </message>
    <message>
        <source>%1 ran below 200 Gb/s the whole run (as the cabling step read it).</source>
        <translation>%1 は実行中ずっと 200 Gb/s 未満でした (配線ステップで読み取った値)。</translation>
    </message>
    <message>
        <source>Reseat or replace the cable of the slow twin (QSFP112, 200 Gb/s), then run the cabling step and the test again.</source>
        <translation>遅いツインのケーブルを挿し直すか交換し (QSFP112、200 Gb/s)、配線ステップとテストを再実行してください。</translation>
    </message>
    <message>
        <source>No link went down and no counter or GPU changed during the run, but %1</source>
        <translation>実行中にリンクのダウンも、カウンタや GPU の変化もありませんでしたが、%1</translation>
    </message>
</context>
<context>
    <name>Tandem::HealthCounters</name>
    <message>
        <source>pause frames of one priority (PFC)</source>
        <translation>特定の優先度のポーズフレーム (PFC)</translation>
    </message>
</context>
<context>
    <name>Tandem::HealthDelta</name>
    <message>
        <source>down and up again since the last sample</source>
        <translation>前回のサンプル以降にダウンして再びアップ</translation>
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
        <translation>サンプリングスクリプトがステータス %1 で終了しました</translation>
    </message>
    <message>
        <source>Health samples from %1 failed (%2); the run goes on without them.</source>
        <translation>%1 からのヘルスサンプルの取得に失敗しました (%2)。実行はヘルスサンプルなしで続行します。</translation>
    </message>
</context>
<context>
    <name>Tandem::HealthReader</name>
    <message>
        <source>The node&apos;s health sample</source>
        <translation>ノードのヘルスサンプル</translation>
    </message>
    <message>
        <source>line %1 not read: %2</source>
        <translation>%1 行目を読み込めません: %2</translation>
    </message>
    <message>
        <source>The health sample lists more than %1 GPUs.</source>
        <translation>ヘルスサンプルに %1 個を超える GPU が含まれています。</translation>
    </message>
    <message>
        <source>The health sample&apos;s time is not a time: %1</source>
        <translation>ヘルスサンプルの時刻が時刻として解釈できません: %1</translation>
    </message>
    <message>
        <source>The health sample lists more than %1 ConnectX netdevs.</source>
        <translation>ヘルスサンプルに %1 個を超える ConnectX の netdev が含まれています。</translation>
    </message>
    <message>
        <source>The health sample lists more than %1 counters for %2.</source>
        <translation>ヘルスサンプルに %2 のカウンタが %1 個を超えて含まれています。</translation>
    </message>
    <message>
        <source>The health sample has no time: the node did not run the sampling script to its end.</source>
        <translation>ヘルスサンプルに時刻がありません。ノードがサンプリングスクリプトを最後まで実行しませんでした。</translation>
    </message>
    <message>
        <source>The health sample was cut short (no end marker).</source>
        <translation>ヘルスサンプルが途中で切れています (終了マーカーがありません)。</translation>
    </message>
</context>
<context>
    <name>Tandem::HistoryStore</name>
    <message>
        <source>The run history (%1): %2: %3</source>
        <translation>実行履歴 (%1): %2: %3</translation>
    </message>
    <message>
        <source>The run history needs Qt&apos;s SQLite driver (Debian package libqt6sql6-sqlite), which is not installed.</source>
        <translation>実行履歴には Qt の SQLite ドライバ (Debian パッケージ libqt6sql6-sqlite) が必要ですが、インストールされていません。</translation>
    </message>
    <message>
        <source>cannot open it</source>
        <translation>開けません</translation>
    </message>
    <message>
        <source>The run history %1 is damaged (%2) and could not be moved aside to %3; nothing was changed. Move it away by hand to start a new history.</source>
        <translation>実行履歴 %1 は破損しており (%2)、%3 に退避できませんでした。何も変更していません。新しい履歴を始めるには、手動で別の場所に移動してください。</translation>
    </message>
    <message>
        <source>The run history %1 was damaged (%2). It was moved aside to %3, untouched, and a new, empty history was started; the runs in the old file are still there for a rescue (sqlite3 %3 .recover).</source>
        <translation>実行履歴 %1 は破損していました (%2)。変更を加えずに %3 に退避し、新しい空の履歴を開始しました。古いファイル内の実行は復旧用にそのまま残っています (sqlite3 %3 .recover)。</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>SQLite データベースではありません</translation>
    </message>
    <message>
        <source>cannot read its version</source>
        <translation>バージョンを読み取れません</translation>
    </message>
    <message>
        <source>The run history %1 was written by a newer Tandem (schema %2; this one knows up to %3). It was left as it is: use the newer Tandem, or point this one at another file.</source>
        <translation>実行履歴 %1 は新しい Tandem で書き込まれています (スキーマ %2、この Tandem は %3 まで対応)。そのままにしてあります。新しい Tandem を使用するか、この Tandem には別のファイルを指定してください。</translation>
    </message>
    <message>
        <source>cannot set its journal</source>
        <translation>ジャーナルを設定できません</translation>
    </message>
    <message>
        <source>quick_check gave no answer</source>
        <translation>quick_check から応答がありません</translation>
    </message>
    <message>
        <source>quick_check: %1</source>
        <translation>quick_check: %1</translation>
    </message>
    <message>
        <source>cannot start the schema update</source>
        <translation>スキーマの更新を開始できません</translation>
    </message>
    <message>
        <source>the schema update from version %1 failed</source>
        <translation>バージョン %1 からのスキーマの更新に失敗しました</translation>
    </message>
    <message>
        <source>The run history is not open.</source>
        <translation>実行履歴が開かれていません。</translation>
    </message>
    <message>
        <source>There is no bandwidth run to keep.</source>
        <translation>保存する帯域幅の実行がありません。</translation>
    </message>
    <message>
        <source>The session is too large to keep (%1 MiB).</source>
        <translation>セッションが大きすぎて保存できません (%1 MiB)。</translation>
    </message>
    <message>
        <source>cannot start writing</source>
        <translation>書き込みを開始できません</translation>
    </message>
    <message>
        <source>cannot keep the run</source>
        <translation>実行を保存できません</translation>
    </message>
    <message>
        <source>cannot list the runs</source>
        <translation>実行の一覧を取得できません</translation>
    </message>
    <message>
        <source>cannot read run %1</source>
        <translation>実行 %1 を読み取れません</translation>
    </message>
    <message>
        <source>There is no run %1 in the history (tandem-cli history lists them).</source>
        <translation>履歴に実行 %1 はありません (tandem-cli history で一覧を表示できます)。</translation>
    </message>
    <message>
        <source>Run %1&apos;s session in the history is damaged.</source>
        <translation>履歴内の実行 %1 のセッションが破損しています。</translation>
    </message>
    <message>
        <source>Run %1&apos;s session in the history is larger than Tandem reads.</source>
        <translation>履歴内の実行 %1 のセッションは、Tandem が読み込める上限を超えています。</translation>
    </message>
    <message>
        <source>cannot mark run %1 as the baseline</source>
        <translation>実行 %1 をベースラインに設定できません</translation>
    </message>
</context>
<context>
    <name>Tandem::HostResolver</name>
    <message>
        <source>Cannot resolve %1 (%2). Names ending in .local need avahi-daemon and nss-mdns (libnss-mdns) on this computer, and the Spark on the same network segment. Type its address instead, or sweep its network.</source>
        <translation>%1 を名前解決できません (%2)。.local で終わる名前には、このコンピューターの avahi-daemon と nss-mdns (libnss-mdns)、および同じネットワークセグメント上の Spark が必要です。代わりにアドレスを入力するか、ネットワークをスイープしてください。</translation>
    </message>
    <message>
        <source>Cannot resolve %1 (%2). Check the spelling, or type the address instead.</source>
        <translation>%1 を名前解決できません (%2)。綴りを確認するか、代わりにアドレスを入力してください。</translation>
    </message>
    <message>
        <source>no address</source>
        <translation>アドレスなし</translation>
    </message>
</context>
<context>
    <name>Tandem::HostSpec</name>
    <message>
        <source>Enter a host name or address.</source>
        <translation>ホスト名またはアドレスを入力してください。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid user name.</source>
        <translation>&apos;%1&apos; は有効なユーザー名ではありません。</translation>
    </message>
    <message>
        <source>The IPv6 address in &apos;%1&apos; is missing its closing &apos;]&apos;.</source>
        <translation>&apos;%1&apos; の IPv6 アドレスに閉じ括弧 &apos;]&apos; がありません。</translation>
    </message>
    <message>
        <source>Unexpected text after the IPv6 address in &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; の IPv6 アドレスの後に不要な文字があります。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid port (1 to 65535).</source>
        <translation>&apos;%1&apos; は有効なポート番号 (1〜65535) ではありません。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither an IP address nor a valid host name.</source>
        <translation>&apos;%1&apos; は IP アドレスでも有効なホスト名でもありません。</translation>
    </message>
</context>
<context>
    <name>Tandem::IbWriteBwParser</name>
    <message>
        <source>The output of ib_write_bw</source>
        <translation>ib_write_bw の出力</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of ib_write_bw; ignored.</source>
        <translation>&quot;%1&quot; は ib_write_bw の行ではないため、無視しました。</translation>
    </message>
    <message>
        <source>A second run starts here; only the first one is read.</source>
        <translation>ここから 2 回目の実行が始まっています。読み込むのは 1 回目だけです。</translation>
    </message>
    <message>
        <source>The GID %1 has a byte above 255.</source>
        <translation>GID %1 に 255 を超えるバイトがあります。</translation>
    </message>
    <message>
        <source>The message size %1 is out of range.</source>
        <translation>メッセージサイズ %1 は範囲外です。</translation>
    </message>
    <message>
        <source>The iteration count %1 is out of range.</source>
        <translation>反復回数 %1 は範囲外です。</translation>
    </message>
    <message>
        <source>A bandwidth above %1 %2 is out of range.</source>
        <translation>%1 %2 を超える帯域幅は範囲外です。</translation>
    </message>
    <message>
        <source>The message rate %1 Mpps is out of range.</source>
        <translation>メッセージレート %1 Mpps は範囲外です。</translation>
    </message>
    <message>
        <source>Mtu %1 is not an RDMA MTU (256, 512, 1024, 2048 or 4096).</source>
        <translation>Mtu %1 は RDMA の MTU (256、512、1024、2048、4096) ではありません。</translation>
    </message>
    <message>
        <source>GID index %1 is not valid (0 to %2).</source>
        <translation>GID インデックス %1 は正しくありません (0〜%2)。</translation>
    </message>
    <message>
        <source>The output of ib_write_bw is empty: it has neither the test&apos;s parameters nor its results.</source>
        <translation>ib_write_bw の出力が空です: テストのパラメーターも結果もありません。</translation>
    </message>
    <message>
        <source>This is not the output of ib_write_bw: &quot;%1&quot; is not part of its parameters or results.</source>
        <translation>これは ib_write_bw の出力ではありません: &quot;%1&quot; はパラメーターにも結果にも含まれない行です。</translation>
    </message>
    <message>
        <source>%1 more warnings were left out.</source>
        <translation>ほかに %1 件の警告を省略しました。</translation>
    </message>
    <message>
        <source>The bandwidth unit %1 is not one Tandem reads (Gb/sec, MB/sec or MiB/sec).</source>
        <translation>帯域幅の単位 %1 は Tandem が読み取れる単位ではありません (Gb/sec、MB/sec、MiB/sec)。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ibdev2NetdevParser</name>
    <message>
        <source>&quot;%1&quot; is not an ibdev2netdev line; expected &quot;DEVICE port N ==&gt; NETDEV (Up)&quot; or &quot;(Down)&quot;.</source>
        <translation>&quot;%1&quot; は ibdev2netdev の行ではありません。&quot;DEVICE port N ==&gt; NETDEV (Up)&quot; または &quot;(Down)&quot; の形式が必要です。</translation>
    </message>
    <message>
        <source>The port number %1 of %2 is not valid.</source>
        <translation>%2 のポート番号 %1 は正しくありません。</translation>
    </message>
    <message>
        <source>The interface %1 is listed twice, so it is not clear which RoCE device it belongs to.</source>
        <translation>インターフェイス %1 が 2 回出てくるため、どの RoCE デバイスに属するか判断できません。</translation>
    </message>
    <message>
        <source>Port %1 of %2 is listed twice.</source>
        <translation>%2 のポート %1 が 2 回出てきます。</translation>
    </message>
    <message>
        <source>ibdev2netdev listed no RoCE devices. Check that the ConnectX driver (mlx5_ib) is loaded.</source>
        <translation>ibdev2netdev の一覧に RoCE デバイスがありません。ConnectX ドライバ (mlx5_ib) が読み込まれているか確認してください。</translation>
    </message>
    <message>
        <source>The output of ibdev2netdev</source>
        <translation>ibdev2netdev の出力</translation>
    </message>
</context>
<context>
    <name>Tandem::IbstatParser</name>
    <message>
        <source>The output of ibstat</source>
        <translation>ibstat の出力</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of ibstat; ignored.</source>
        <translation>&quot;%1&quot; は ibstat の行ではないため、無視しました。</translation>
    </message>
    <message>
        <source>%1 is printed twice in one block; the last value is kept.</source>
        <translation>%1 が 1 つのブロック内で 2 回出力されています。最後の値を使用します。</translation>
    </message>
    <message>
        <source>CA %1 is listed again; the first one is kept.</source>
        <translation>CA %1 が再び出てきます。最初のものを使用します。</translation>
    </message>
    <message>
        <source>Port number %1 is not valid (1 to %2).</source>
        <translation>ポート番号 %1 は正しくありません (1〜%2)。</translation>
    </message>
    <message>
        <source>Port %1 comes before any CA line; ignored.</source>
        <translation>ポート %1 がどの CA の行よりも前にあるため、無視しました。</translation>
    </message>
    <message>
        <source>Port %1 of %2 is listed again; the first one is kept.</source>
        <translation>%2 のポート %1 が再び出てきます。最初のものを使用します。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; comes before the %2 line it belongs to; ignored.</source>
        <translation>&quot;%1&quot; が所属する %2 の行より前にあるため、無視しました。</translation>
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
        <translation>%2 のポート %3 の Rate %1 は Gb/s 単位のレート (0〜%4) ではありません。</translation>
    </message>
    <message>
        <source>The output ends in the middle of &quot;%1&quot;; that line is left out.</source>
        <translation>出力が &quot;%1&quot; の途中で終わっているため、その行は除外しました。</translation>
    </message>
    <message>
        <source>The output of ibstat is empty: no CA was listed.</source>
        <translation>ibstat の出力が空です: CA が 1 つも表示されていません。</translation>
    </message>
    <message>
        <source>This is not the output of ibstat: no &quot;CA &apos;NAME&apos;&quot; line.</source>
        <translation>これは ibstat の出力ではありません: &quot;CA &apos;NAME&apos;&quot; の行がありません。</translation>
    </message>
    <message>
        <source>This is not the output of ibstat: &quot;%1&quot; is not one of its lines, and no &quot;CA &apos;NAME&apos;&quot; line was found.</source>
        <translation>これは ibstat の出力ではありません: &quot;%1&quot; は ibstat の行ではなく、&quot;CA &apos;NAME&apos;&quot; の行も見つかりませんでした。</translation>
    </message>
    <message>
        <source>%1 more warnings were left out.</source>
        <translation>ほかに %1 件の警告を省略しました。</translation>
    </message>
</context>
<context>
    <name>Tandem::IbvDevinfoParser</name>
    <message>
        <source>The output of ibv_devinfo</source>
        <translation>ibv_devinfo の出力</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of ibv_devinfo; ignored.</source>
        <translation>&quot;%1&quot; は ibv_devinfo の行ではないため、無視しました。</translation>
    </message>
    <message>
        <source>Device %1 is listed again; the first one is kept.</source>
        <translation>デバイス %1 が再び出てきます。最初のものを使用します。</translation>
    </message>
    <message>
        <source>hca_id %1 differs from the header %2 before it; %1 is used.</source>
        <translation>hca_id %1 がその前のヘッダー %2 と異なります。%1 を使用します。</translation>
    </message>
    <message>
        <source>Port number %1 is not valid (1 to %2).</source>
        <translation>ポート番号 %1 は正しくありません (1〜%2)。</translation>
    </message>
    <message>
        <source>Port %1 of %2 is listed again; the first one is kept.</source>
        <translation>%2 のポート %1 が再び出てきます。最初のものを使用します。</translation>
    </message>
    <message>
        <source>%1 (%2) is not an MTU of the verbs API (1 to 5).</source>
        <translation>%1 (%2) は verbs API の MTU (1〜5) ではありません。</translation>
    </message>
    <message>
        <source>%1 %2 is not an RDMA MTU (256, 512, 1024, 2048 or 4096).</source>
        <translation>%1 %2 は RDMA の MTU (256、512、1024、2048、4096) ではありません。</translation>
    </message>
    <message>
        <source>%1 shows %2 but its enum (%3) means %4; %4 is used (the paste may have been edited).</source>
        <translation>%1 は %2 と表示されていますが、その列挙値 (%3) は %4 を表します。%4 を使用します (貼り付けた内容が編集された可能性があります)。</translation>
    </message>
    <message>
        <source>%1 is printed twice for one port; the last value is kept.</source>
        <translation>%1 が 1 つのポートについて 2 回出力されています。最後の値を使用します。</translation>
    </message>
    <message>
        <source>The output of ibv_devinfo is empty: no device was listed.</source>
        <translation>ibv_devinfo の出力が空です: デバイスが 1 つも表示されていません。</translation>
    </message>
    <message>
        <source>This is not the output of ibv_devinfo: &quot;%1&quot; is not one of its lines.</source>
        <translation>これは ibv_devinfo の出力ではありません: &quot;%1&quot; は ibv_devinfo の行ではありません。</translation>
    </message>
    <message>
        <source>%1 more warnings were left out.</source>
        <translation>ほかに %1 件の警告を省略しました。</translation>
    </message>
</context>
<context>
    <name>Tandem::IdentityChecks</name>
    <message>
        <source>GB10 machine</source>
        <translation>GB10 マシン</translation>
    </message>
    <message>
        <source>This is a %1 machine; GB10 machines are aarch64.</source>
        <translation>これは %1 のマシンです。GB10 マシンは aarch64 です。</translation>
    </message>
    <message>
        <source>Tandem sets up GB10 machines (DGX Spark and its OEM siblings) only. Remove this node from the list.</source>
        <translation>Tandem がセットアップできるのは GB10 マシン (DGX Spark とその OEM 製品) だけです。このノードを一覧から削除してください。</translation>
    </message>
    <message>
        <source>This machine has an N1X GPU, not the GB10 superchip.</source>
        <translation>このマシンに搭載されているのは GB10 スーパーチップではなく N1X GPU です。</translation>
    </message>
    <message>
        <source>No GB10 GPU (PCI id 10de:2e12) is on this machine&apos;s PCIe bus.</source>
        <translation>このマシンの PCIe バス上に GB10 GPU (PCI ID 10de:2e12) がありません。</translation>
    </message>
    <message>
        <source>Remove this node from the list. If it is a GB10 machine, check that its GPU shows in lspci (a GB10 lists as NVIDIA Device 2e12).</source>
        <translation>このノードを一覧から削除してください。GB10 マシンである場合は、その GPU が lspci に表示されることを確認してください (GB10 は NVIDIA Device 2e12 と表示されます)。</translation>
    </message>
    <message>
        <source>%1, BIOS %2</source>
        <translation>%1、BIOS %2</translation>
    </message>
    <message>
        <source>System image</source>
        <translation>システムイメージ</translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation>不明なバージョン</translation>
    </message>
    <message>
        <source>DGX OS %1: /etc/dgx-release has no date Tandem can read, so it cannot tell whether it is the April 2026 release or later.</source>
        <translation>DGX OS %1: /etc/dgx-release に Tandem が読み取れる日付がないため、2026 年 4 月のリリース以降かどうかを判断できません。</translation>
    </message>
    <message>
        <source>DGX OS %1, of %2, is older than the April 2026 release that clustering needs.</source>
        <translation>DGX OS %1 (%2) は、クラスタ化に必要な 2026 年 4 月のリリースより古いバージョンです。</translation>
    </message>
    <message>
        <source>Update the node with DGX Dashboard (or sudo apt update &amp;&amp; sudo apt full-upgrade), reboot, and run the checks again.</source>
        <translation>DGX Dashboard (または sudo apt update &amp;&amp; sudo apt full-upgrade) でノードを更新して再起動し、チェックを再実行してください。</translation>
    </message>
    <message>
        <source>DGX OS %1, of %2.</source>
        <translation>DGX OS %1 (%2)。</translation>
    </message>
    <message>
        <source>GB10 without DGX OS: neither /etc/dgx-release nor /etc/fastos-release is there (a stock Ubuntu image). What DGX OS brings may be missing: the ConnectX tools (ibdev2netdev; Tandem reads sysfs instead), the NVIDIA kernel and its RoCE settings, CUDA in /usr/local/cuda, and the OTA updates.</source>
        <translation>DGX OS が入っていない GB10 です: /etc/dgx-release も /etc/fastos-release もありません (標準の Ubuntu イメージ)。DGX OS に含まれる次のものが欠けている可能性があります: ConnectX ツール (ibdev2netdev。Tandem は代わりに sysfs を読み取ります)、NVIDIA カーネルとその RoCE 設定、/usr/local/cuda の CUDA、OTA アップデート。</translation>
    </message>
    <message>
        <source>Install NVIDIA&apos;s DGX OS packages for this model from its vendor, or go on and let the later checks name what is missing.</source>
        <translation>このモデルのベンダーから NVIDIA の DGX OS パッケージを入手してインストールするか、このまま続行して、不足しているものを後続のチェックで特定してください。</translation>
    </message>
    <message>
        <source>ConnectX-7 on PCIe</source>
        <translation>PCIe 上の ConnectX-7</translation>
    </message>
    <message>
        <source>No ConnectX-7 function is on PCIe. Every GB10 machine has one (four functions); a known hardware fault loses them after the link trains down.</source>
        <translation>PCIe 上に ConnectX-7 のファンクションがありません。GB10 マシンには必ず 1 基 (4 ファンクション) 搭載されています。既知のハードウェア障害により、リンクが低速にトレーニングされた後にファンクションが消えることがあります。</translation>
    </message>
    <message>
        <source>Power the node off and on (not a reboot), then run the checks again; if it stays missing, contact the vendor.</source>
        <translation>ノードの電源をいったん切ってから入れ直し (再起動ではありません)、チェックを再実行してください。それでも見つからない場合は、ベンダーに問い合わせてください。</translation>
    </message>
    <message>
        <source>%1 trained below PCIe Gen5 (%2). A ConnectX-7 link at 2.5 GT/s is a known hardware fault: the fabric runs at a fraction of its speed or the port vanishes.</source>
        <translation>%1 は PCIe Gen5 未満でリンクしています (%2)。ConnectX-7 のリンクが 2.5 GT/s になるのは既知のハードウェア障害です。ファブリックが本来の速度のごく一部でしか動作しないか、ポートが消えます。</translation>
    </message>
    <message>
        <source>Power the node off and on; if the link stays slow, update the BIOS and contact the vendor.</source>
        <translation>ノードの電源をいったん切ってから入れ直してください。リンクが低速のままの場合は、BIOS を更新してベンダーに問い合わせてください。</translation>
    </message>
    <message>
        <source>%1 run at PCIe x2 (%2): on the ASUS Ascent GX10 before the April 2026 BIOS the second half of each port trains at x2, so that twin carries about half.</source>
        <translation>%1 は PCIe x2 で動作しています (%2)。2026 年 4 月より前の BIOS の ASUS Ascent GX10 では、各ポートの後半が x2 でリンクするため、そのツインは約半分しか流せません。</translation>
    </message>
    <message>
        <source>%1 run on fewer than 4 PCIe lanes (%2): that twin carries less.</source>
        <translation>%1 は 4 レーン未満の PCIe で動作しています (%2)。そのツインが流せる量は少なくなります。</translation>
    </message>
    <message>
        <source>Update the GX10&apos;s BIOS (ASUS support, April 2026 or later) and run the checks again.</source>
        <translation>GX10 の BIOS を更新して (ASUS サポートから 2026 年 4 月以降のもの)、チェックを再実行してください。</translation>
    </message>
    <message>
        <source>Update the BIOS and run the checks again.</source>
        <translation>BIOS を更新して、チェックを再実行してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n ConnectX-7 function(s) instead of 4 (%1).</source>
        <translation>
            <numerusform>ConnectX-7 のファンクションが 4 個ではなく %n 個です (%1)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Models and BIOS</source>
        <translation>モデルと BIOS</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, BIOS %3</source>
        <translation>%1: %2、BIOS %3</translation>
    </message>
    <message>
        <source>Nodes of the same model run different BIOS versions (%1). %2</source>
        <translation>同じモデルのノードで BIOS のバージョンが異なります (%1)。%2</translation>
    </message>
    <message>
        <source>Update every node of a model to the same BIOS, so that a difference in bandwidth is not the firmware&apos;s.</source>
        <translation>帯域幅の差がファームウェアによるものにならないよう、同じモデルのノードはすべて同じ BIOS に更新してください。</translation>
    </message>
    <message>
        <source>This cluster mixes vendors (the same GB10 board and ports, so it works; their firmware and images differ). %1</source>
        <translation>このクラスタには複数のベンダーの製品が混在しています (GB10 ボードとポートは同じなので動作しますが、ファームウェアとイメージは異なります)。%1</translation>
    </message>
    <message>
        <source>DGX OS %1, updated on &quot;%2&quot;: Tandem cannot read that date, so it cannot tell whether this is the April 2026 release or later.</source>
        <translation>DGX OS %1 (更新日 &quot;%2&quot;): Tandem はこの日付を読み取れないため、2026 年 4 月以降のリリースかどうかを判断できません。</translation>
    </message>
    <message>
        <source>Check on the node that DGX OS is from April 2026 or later (DGX Dashboard shows it), or update it.</source>
        <translation>ノード上で DGX OS が 2026 年 4 月以降のものか確認するか (DGX Dashboard に表示されます)、更新してください。</translation>
    </message>
</context>
<context>
    <name>Tandem::InstallKeyStep</name>
    <message>
        <source>Tandem&apos;s SSH key</source>
        <translation>Tandem の SSH 鍵</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>接続されていません。</translation>
    </message>
    <message>
        <source>Installing…</source>
        <translation>インストールしています…</translation>
    </message>
    <message>
        <source>Tandem&apos;s key %1 is in ~/.ssh/authorized_keys; the next connection needs no password.</source>
        <translation>Tandem の鍵 %1 が ~/.ssh/authorized_keys に登録されました。次回からパスワードなしで接続できます。</translation>
    </message>
</context>
<context>
    <name>Tandem::InstallLocations</name>
    <message>
        <source>The %1 location is empty.</source>
        <translation>%1 のインストール先が空です。</translation>
    </message>
    <message>
        <source>The %1 location holds a control character.</source>
        <translation>%1 のインストール先に制御文字が含まれています。</translation>
    </message>
    <message>
        <source>The %1 location must not start with &apos;-&apos;.</source>
        <translation>%1 のインストール先を &apos;-&apos; で始めることはできません。</translation>
    </message>
    <message>
        <source>The %1 location must not contain &quot;..&quot;.</source>
        <translation>%1 のインストール先に &quot;..&quot; を含めることはできません。</translation>
    </message>
    <message>
        <source>Tandem builds into FOLDER/%1 and replaces FOLDER as a whole, so it cannot build into %2; choose a location like ~/name/%1, or install it yourself and point Tandem at it.</source>
        <translation>Tandem は FOLDER/%1 にビルドして FOLDER 全体を置き換えるため、%2 にはビルドできません。~/name/%1 のような場所を選ぶか、ご自身でインストールしてその場所を Tandem に指定してください。</translation>
    </message>
</context>
<context>
    <name>Tandem::IpJsonParser</name>
    <message>
        <source>ip printed nothing. Check that the command ran and that its JSON output (-j) is supported.</source>
        <translation>ip は何も出力しませんでした。コマンドが実行されたこと、JSON 出力 (-j) に対応していることを確認してください。</translation>
    </message>
    <message>
        <source>The output of ip is not valid JSON (%1 at character %2).</source>
        <translation>ip の出力が正しい JSON ではありません (%2 文字目: %1)。</translation>
    </message>
    <message>
        <source>The output of ip is JSON but not a list of interfaces.</source>
        <translation>ip の出力は JSON ですが、インターフェイスの一覧ではありません。</translation>
    </message>
    <message>
        <source>Entry %1 of the ip output is not an interface object.</source>
        <translation>ip の出力の %1 番目の項目はインターフェイスのオブジェクトではありません。</translation>
    </message>
    <message>
        <source>Entry %1 of the ip output has no interface name (ifname).</source>
        <translation>ip の出力の %1 番目の項目にインターフェイス名 (ifname) がありません。</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of interface %2 has an unexpected type.</source>
        <translation>インターフェイス %2 のフィールド &quot;%1&quot; の型が想定と異なります。</translation>
    </message>
    <message>
        <source>An address of interface %1 has no family or no address.</source>
        <translation>インターフェイス %1 のアドレスにファミリーまたはアドレスがありません。</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of an address of interface %2 has an unexpected type.</source>
        <translation>インターフェイス %2 のアドレスのフィールド &quot;%1&quot; の型が想定と異なります。</translation>
    </message>
    <message>
        <source>The output of ip</source>
        <translation>ip の出力</translation>
    </message>
</context>
<context>
    <name>Tandem::IpRouteParser</name>
    <message>
        <source>The routes printed by ip are not JSON: %1.</source>
        <translation>ip が出力したルートが JSON ではありません: %1。</translation>
    </message>
    <message>
        <source>The routes printed by ip are not a JSON list.</source>
        <translation>ip が出力したルートが JSON の配列ではありません。</translation>
    </message>
    <message>
        <source>Route %1 printed by ip is not an object.</source>
        <translation>ip が出力したルート %1 はオブジェクトではありません。</translation>
    </message>
    <message>
        <source>Route %1 printed by ip has no destination.</source>
        <translation>ip が出力したルート %1 に宛先がありません。</translation>
    </message>
    <message>
        <source>Route %1 printed by ip has a %2 that is not text.</source>
        <translation>ip が出力したルート %1 の %2 がテキストではありません。</translation>
    </message>
    <message>
        <source>The routes printed by ip</source>
        <translation>ip が出力したルート</translation>
    </message>
    <message>
        <source>Route %1 printed by ip has a %2 that is out of range.</source>
        <translation>ip が出力したルート %1 の %2 が範囲外です。</translation>
    </message>
</context>
<context>
    <name>Tandem::IpTextParser</name>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>not ip output, ignored: %1</source>
        <translation>ip の出力ではないため、無視しました: %1</translation>
    </message>
    <message>
        <source>%1 more lines were not understood either.</source>
        <translation>ほかに %1 行も解釈できませんでした。</translation>
    </message>
    <message>
        <source>The %1 &quot;%2&quot; is not a number from %3 to %4.</source>
        <translation>%1 &quot;%2&quot; は %3〜%4 の数値ではありません。</translation>
    </message>
    <message>
        <source>The address %1 has no prefix length.</source>
        <translation>アドレス %1 にプレフィックス長がありません。</translation>
    </message>
    <message>
        <source>prefix length of %1</source>
        <translation>%1 のプレフィックス長</translation>
    </message>
    <message>
        <source>%1 is not an address of family %2, line ignored</source>
        <translation>%1 はファミリー %2 のアドレスではないため、行を無視しました</translation>
    </message>
    <message>
        <source>interface index</source>
        <translation>インターフェイスインデックス</translation>
    </message>
    <message>
        <source>a row of `ip -br` among classic ip output, ignored</source>
        <translation>従来形式の ip の出力の中にある `ip -br` の行のため、無視しました</translation>
    </message>
    <message>
        <source>%1 is not an address, ignored</source>
        <translation>%1 はアドレスではないため、無視しました</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not understood, ignored</source>
        <translation>&quot;%1&quot; を解釈できなかったため、無視しました</translation>
    </message>
    <message>
        <source>a line of classic ip output among `ip -br`, ignored</source>
        <translation>`ip -br` の中にある従来形式の ip の出力の行のため、無視しました</translation>
    </message>
    <message>
        <source>The output of ip</source>
        <translation>ip の出力</translation>
    </message>
    <message>
        <source>ip printed no interface: %1</source>
        <translation>ip はインターフェイスを 1 つも出力しませんでした: %1</translation>
    </message>
    <message>
        <source>No line of this is output of ip (ip addr, ip link, ip -br or ip -j); nothing was read.</source>
        <translation>ip の出力 (ip addr、ip link、ip -br、ip -j) の行が 1 つもないため、何も読み込みませんでした。</translation>
    </message>
</context>
<context>
    <name>Tandem::JsonReader</name>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>「%1」が二重に記載されています</translation>
    </message>
    <message>
        <source>expected a name</source>
        <translation>名前が必要です</translation>
    </message>
    <message>
        <source>expected one row for each of the %1 nodes</source>
        <translation>%1 台のノードそれぞれに 1 行が必要です</translation>
    </message>
    <message>
        <source>expected one cell for each of the %1 nodes</source>
        <translation>%1 台のノードそれぞれに 1 つのセルが必要です</translation>
    </message>
    <message>
        <source>The value %1 in the saved state is damaged: %2.</source>
        <translation>保存された状態の値 %1 が壊れています: %2。</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>オブジェクトが必要です</translation>
    </message>
    <message>
        <source>expected a list of at most %1 entries</source>
        <translation>最大 %1 件のリストが必要です</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>テキストが必要です</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>%1 から %2 までの整数が必要です</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true または false が必要です</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>%1 のいずれかが必要です</translation>
    </message>
    <message>
        <source>too many entries</source>
        <translation>項目が多すぎます</translation>
    </message>
</context>
<context>
    <name>Tandem::KeyPair</name>
    <message>
        <source>Tandem&apos;s key pair in %1 is incomplete: %2 is missing. Move the remaining file away to let Tandem make a new pair.</source>
        <translation>%1 にある Tandem の鍵ペアが不完全です: %2 がありません。残っているファイルを別の場所に移動すると、Tandem が新しい鍵ペアを作成します。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for Tandem&apos;s SSH key.</source>
        <translation>Tandem の SSH 鍵用のフォルダ %1 を作成できません。</translation>
    </message>
    <message>
        <source>Could not generate an ed25519 key (libssh failed).</source>
        <translation>ed25519 鍵を生成できませんでした (libssh のエラー)。</translation>
    </message>
    <message>
        <source>Cannot create the key file %1: %2</source>
        <translation>鍵ファイル %1 を作成できません: %2</translation>
    </message>
    <message>
        <source>Could not write the private key to %1.</source>
        <translation>秘密鍵を %1 に書き込めませんでした。</translation>
    </message>
    <message>
        <source>Could not export the public key.</source>
        <translation>公開鍵をエクスポートできませんでした。</translation>
    </message>
    <message>
        <source>Could not write the public key to %1.pub.</source>
        <translation>公開鍵を %1.pub に書き込めませんでした。</translation>
    </message>
    <message>
        <source>Cannot read Tandem&apos;s public key %1.pub.</source>
        <translation>Tandem の公開鍵 %1.pub を読み込めません。</translation>
    </message>
    <message>
        <source>%1.pub is not an ed25519 public key.</source>
        <translation>%1.pub は ed25519 の公開鍵ではありません。</translation>
    </message>
    <message>
        <source>Cannot load Tandem&apos;s private key %1.</source>
        <translation>Tandem の秘密鍵 %1 を読み込めません。</translation>
    </message>
    <message>
        <source>Cannot derive the public key from %1.</source>
        <translation>%1 から公開鍵を導出できません。</translation>
    </message>
    <message>
        <source>%1 and %1.pub do not belong together. Move both away to let Tandem make a new pair.</source>
        <translation>%1 と %1.pub は対になる鍵ではありません。両方を別の場所に移動すると、Tandem が新しい鍵ペアを作成します。</translation>
    </message>
</context>
<context>
    <name>Tandem::Knowledge</name>
    <message>
        <source>{interface} on {node} moves {value} Gb/s although it reads 200G: the ConnectX-7 came up stale</source>
        <translation>{node} の {interface} は 200G と表示されているのに {value} Gb/s しか流れません: ConnectX-7 が固着状態で起動しました</translation>
    </message>
    <message>
        <source>The ConnectX-7 came up in a stale state after power-on or a firmware update. The link trains at 200G, yet RDMA moves a fraction of that, and a warm reboot often does not clear it.</source>
        <translation>電源投入後またはファームウェア更新後に、ConnectX-7 が固着状態で起動しました。リンクは 200G でトレーニングされますが、RDMA ではその数分の一しか流れず、通常の再起動 (ウォームリブート) では解消しないことがよくあります。</translation>
    </message>
    <message>
        <source>Reboot both nodes and run the Doctor again. If it is still slow: shut both nodes down, unplug each node and its power brick from the wall for at least 60 s, power on without touching the QSFP cables, and run the Doctor again.</source>
        <translation>両方のノードを再起動し、Doctor を再実行してください。それでも遅い場合は、両方のノードをシャットダウンし、各ノードとその電源アダプターをコンセントから 60 秒以上抜いてから、QSFP ケーブルには触れずに電源を入れ、Doctor を再実行してください。</translation>
    </message>
    <message>
        <source>{interface} from {node} to {peer} moves {value} Gb/s ({expected})</source>
        <translation>{node} から {peer} への {interface} は {value} Gb/s です ({expected})</translation>
    </message>
    <message>
        <source>A cable that is not rated for 200G or not fully seated, a dirty or damaged connector, or a port that runs degraded.</source>
        <translation>200G 対応ではないか奥まで差し込まれていないケーブル、汚れたり破損したりしているコネクタ、または性能が低下した状態で動作しているポートが原因です。</translation>
    </message>
    <message>
        <source>Reseat the cable at both ends until it clicks. If it is still slow, swap in a known-good QSFP112 cable, or move it to the other port (the drawing shows which).</source>
        <translation>ケーブルの両端を、カチッと音がするまで差し直してください。それでも遅い場合は、正常に動作することがわかっている QSFP112 ケーブルに交換するか、もう一方のポートに差し替えてください (どちらのポートかは図に示されています)。</translation>
    </message>
    <message>
        <source>{interface} from {node} to {peer} moves {value} Gb/s, a little below what healthy links give ({expected})</source>
        <translation>{node} から {peer} への {interface} は {value} Gb/s で、正常なリンクの値をやや下回っています ({expected})</translation>
    </message>
    <message>
        <source>Other traffic on the nodes during the test, a switch port that is shared, or a cable at the edge of its rating.</source>
        <translation>テスト中のノード上のほかの通信、共有されているスイッチポート、または定格の限界で使われているケーブルが原因です。</translation>
    </message>
    <message>
        <source>Run the Doctor again while the nodes are idle; if the number stays low, reseat the cable.</source>
        <translation>ノードがアイドル状態のときに Doctor を再実行してください。値が低いままの場合は、ケーブルを差し直してください。</translation>
    </message>
    <message>
        <source>Both twins from {node} to {peer} together move {value} Gb/s ({expected})</source>
        <translation>{node} から {peer} へのツイン両方の合計は {value} Gb/s です ({expected})</translation>
    </message>
    <message>
        <source>Only one twin carries traffic, or the two twins share a narrowed PCIe link (the ASUS GX10 trains its second twin at x2 before its April 2026 BIOS).</source>
        <translation>通信しているのがツインの片方だけか、2 つのツインが幅の狭まった PCIe リンクを共有しています (2026 年 4 月より前の BIOS の ASUS GX10 では、2 つ目のツインが x2 でリンクします)。</translation>
    </message>
    <message>
        <source>Check that both twins have addresses and are Up, and update the BIOS where the device checks report a narrowed PCIe link.</source>
        <translation>ツインが両方ともアドレスを持ち Up になっていることを確認し、デバイスのチェックで PCIe リンク幅の縮小が報告されている場合は BIOS を更新してください。</translation>
    </message>
    <message>
        <source>{interface} between {node} and {peer} is {value} % slower from {node}</source>
        <translation>{node} と {peer} の間の {interface} は、{node} から送る方向が {value} % 遅くなっています</translation>
    </message>
    <message>
        <source>One direction of a cable, a transceiver or a port&apos;s receive side is degraded; a healthy link measures alike both ways.</source>
        <translation>ケーブルの片方向、トランシーバー、またはポートの受信側の性能が低下しています。正常なリンクでは両方向で同じ値が測定されます。</translation>
    </message>
    <message>
        <source>Reseat the cable, then turn it end for end and run the Doctor again: if the slow direction follows the cable, replace the cable.</source>
        <translation>ケーブルを差し直してから、ケーブルの両端を入れ替えて Doctor を再実行してください。遅い方向がケーブルに付いて移る場合は、ケーブルを交換してください。</translation>
    </message>
    <message>
        <source>{interface} on {node} negotiated {value} instead of 200 Gb/s</source>
        <translation>{node} の {interface} は 200 Gb/s ではなく {value} でネゴシエートしました</translation>
    </message>
    <message>
        <source>The cable is not a 200G QSFP112 cable, or the switch port is set to a lower speed.</source>
        <translation>ケーブルが 200G の QSFP112 ケーブルではないか、スイッチポートがより低い速度に設定されています。</translation>
    </message>
    <message>
        <source>Use a QSFP112 cable rated for 200G or more (NVIDIA lists approved ones); on a switch, set the port to 200G. Then run the Doctor again.</source>
        <translation>200G 以上に対応した QSFP112 ケーブルを使用してください (認定ケーブルは NVIDIA が公開しています)。スイッチに接続している場合は、ポートを 200G に設定してください。その後、Doctor を再実行してください。</translation>
    </message>
    <message>
        <source>The {port} port of {node} has no link on either twin</source>
        <translation>{node} の {port} ポートは、どちらのツインにもリンクがありません</translation>
    </message>
    <message>
        <source>No cable, a cable that is not seated, or the node at the other end is off.</source>
        <translation>ケーブルが接続されていない、ケーブルが奥まで差し込まれていない、または反対側のノードの電源が切れています。</translation>
    </message>
    <message>
        <source>Plug the QSFP cable firmly into the {port} port of {node} (see the drawing) and into its peer; both twins come up within seconds.</source>
        <translation>QSFP ケーブルを {node} の {port} ポート (図を参照) と相手側のポートにしっかり差し込んでください。数秒以内にツインが両方ともアップします。</translation>
    </message>
    <message>
        <source>{interface} on {node} is down while its twin is up</source>
        <translation>{node} の {interface} はダウンしていますが、もう一方のツインはアップしています</translation>
    </message>
    <message>
        <source>One cable carries both twins, so one twin down with the other up is a port or driver state, or the interface was taken down by hand.</source>
        <translation>1 本のケーブルがツインを両方とも通すため、片方だけがダウンしてもう一方がアップしている場合は、ポートかドライバの状態によるものか、インターフェイスが手動でダウンにされています。</translation>
    </message>
    <message>
        <source>Reseat the cable. If the twin stays down, bring it up with `sudo ip link set {interface} up`; if it still does not come up, power-cycle the node with a 60 s drain.</source>
        <translation>ケーブルを差し直してください。ツインがダウンしたままなら、`sudo ip link set {interface} up` を実行してアップにしてください。それでもアップしない場合は、60 秒放電してからノードの電源を入れ直してください。</translation>
    </message>
    <message>
        <source>{interface} between {node} and {peer} could not be measured: its RDMA tests ended in error</source>
        <translation>{node} と {peer} の間の {interface} を測定できませんでした: RDMA テストがエラーで終了しました</translation>
    </message>
    <message>
        <source>ib_write_bw cannot move data across a twin whose two ends differ in MTU, so all {value} tests of this twin ended in error and its bandwidth is not known. A stale ConnectX or a slow cable on it stays hidden until it is measured.</source>
        <translation>両端で MTU が異なるツインでは ib_write_bw がデータを転送できないため、このツインの {value} 回のテストはすべてエラーで終了し、帯域幅はわかっていません。このツインの ConnectX の固着や遅いケーブルは、測定されるまで見えないままです。</translation>
    </message>
    <message>
        <source>Repair sets the same MTU at both ends and then runs the Doctor again, which measures this twin. If you fix the MTU by hand instead, run the Doctor again to measure it.</source>
        <translation>修復では両端に同じ MTU を設定してから Doctor を再実行し、このツインを測定します。代わりに MTU を手動で修正する場合は、Doctor を再実行して測定してください。</translation>
    </message>
    <message>
        <source>The RDMA test on {interface} from {node} to {peer} failed</source>
        <translation>{node} から {peer} への {interface} での RDMA テストに失敗しました</translation>
    </message>
    <message>
        <source>The test&apos;s own words are in the evidence: a firewall on the test&apos;s TCP port, a peer that is not reachable over this twin, or an RDMA driver that is not loaded.</source>
        <translation>テスト自体の出力は証跡にあります。テストの TCP ポートを遮るファイアウォール、このツイン経由で到達できないピア、または読み込まれていない RDMA ドライバが考えられます。</translation>
    </message>
    <message>
        <source>Read the evidence; check that the peer answers a ping over this twin and that `ibv_devices` lists the ConnectX devices on both nodes.</source>
        <translation>証跡を確認してください。ピアがこのツイン経由の ping に応答すること、両方のノードで `ibv_devices` が ConnectX デバイスを表示することを確認してください。</translation>
    </message>
    <message>
        <source>ib_write_bw (perftest) is not installed on {node}</source>
        <translation>{node} に ib_write_bw (perftest) がインストールされていません</translation>
    </message>
    <message>
        <source>The perftest package is not part of every GB10 image.</source>
        <translation>perftest パッケージは、すべての GB10 イメージに含まれているわけではありません。</translation>
    </message>
    <message>
        <source>Install it: `sudo apt install perftest` (the Prerequisites step does it for you), then run the Doctor again.</source>
        <translation>`sudo apt install perftest` でインストールしてから (「前提条件」ステップで自動的に行えます)、Doctor を再実行してください。</translation>
    </message>
    <message>
        <source>NCCL from {node} to {peer} moves {value} GB/s while RDMA on the same link is healthy</source>
        <translation>同じリンクの RDMA は正常なのに、{node} から {peer} への NCCL は {value} GB/s しか出ていません</translation>
    </message>
    <message>
        <source>NCCL is not using GPUDirect RDMA, or the path between GPU and ConnectX is throttled: a ConnectX or GPU left in a bad state, another GPU job, or a development build of NCCL.</source>
        <translation>NCCL が GPUDirect RDMA を使用していないか、GPU と ConnectX の間の経路が制限されています。異常な状態のままの ConnectX や GPU、ほかの GPU ジョブ、または NCCL の開発版ビルドが考えられます。</translation>
    </message>
    <message>
        <source>Check `nvidia-smi` on both nodes for other processes; power-cycle both nodes with a 60 s drain; build NCCL from a release tag. Then run the Doctor again.</source>
        <translation>両方のノードで `nvidia-smi` を実行してほかのプロセスがないか確認し、60 秒放電してから両方のノードの電源を入れ直し、NCCL をリリースタグからビルドしてください。その後、Doctor を再実行してください。</translation>
    </message>
    <message>
        <source>NCCL between {node} and {peer} could not be measured</source>
        <translation>{node} と {peer} の間の NCCL を測定できませんでした</translation>
    </message>
    <message>
        <source>The test&apos;s own words are in the evidence: nccl-tests missing, passwordless SSH between the nodes not set up, or a failure other findings name.</source>
        <translation>テスト自体の出力は証跡にあります。nccl-tests がない、ノード間のパスワードなし SSH が設定されていない、またはほかの検出事項が示す障害が考えられます。</translation>
    </message>
    <message>
        <source>Fix the other findings first; set up SSH between the nodes (step 6) and nccl-tests (Prerequisites), then run the Doctor again.</source>
        <translation>先にほかの検出事項に対処し、ノード間の SSH (ステップ 6) と nccl-tests (「前提条件」) を設定してから、Doctor を再実行してください。</translation>
    </message>
    <message>
        <source>The MTU differs across {interface}: {node} has {value}, {peer} has {expected}</source>
        <translation>{interface} の両端で MTU が異なります: {node} は {value}、{peer} は {expected}</translation>
    </message>
    <message>
        <source>RoCE needs the same MTU at both ends. A mismatch passes pings of small packets and then fails real traffic with &quot;transport retry counter exceeded&quot; (IBV_WC_RETRY_EXC_ERR, 12).</source>
        <translation>RoCE では両端の MTU が同じである必要があります。MTU が一致していないと、小さなパケットの ping は通りますが、実際の通信は &quot;transport retry counter exceeded&quot; (IBV_WC_RETRY_EXC_ERR、12) で失敗します。</translation>
    </message>
    <message>
        <source>Repair applies the plan again, which writes the same MTU at both ends of every link (the files are backed up and put back unless the nodes answer afterwards).</source>
        <translation>修復では計画を再適用し、すべてのリンクの両端に同じ MTU を書き込みます (ファイルはバックアップされ、その後ノードが応答しなければ元に戻されます)。</translation>
    </message>
    <message>
        <source>{interface} on {node} runs MTU {value}, but its netplan sets {expected}</source>
        <translation>{node} の {interface} は MTU {value} で動作していますが、netplan の設定は {expected} です</translation>
    </message>
    <message>
        <source>A firmware update or a driver reload put the port back to 1500 without netplan noticing; its peer kept the larger MTU.</source>
        <translation>ファームウェアの更新やドライバの再読み込みにより、netplan が気付かないうちにポートが 1500 に戻りました。ピアは大きい方の MTU のままです。</translation>
    </message>
    <message>
        <source>Repair applies the netplan again (backed up, reverted unless the nodes answer afterwards).</source>
        <translation>修復では netplan を再適用します (バックアップを取り、その後ノードが応答しなければ元に戻します)。</translation>
    </message>
    <message>
        <source>{node} has another netplan file for the ConnectX ports: {value}</source>
        <translation>{node} に ConnectX ポート用の別の netplan ファイルがあります: {value}</translation>
    </message>
    <message>
        <source>A file left by an earlier setup (NVIDIA Sync, a playbook, a script) configures the same ports; netplan merges every file, so its addresses come back at the next reboot or netplan apply.</source>
        <translation>以前のセットアップ (NVIDIA Sync、プレイブック、スクリプト) が残したファイルが同じポートを設定しています。netplan はすべてのファイルをマージするため、次回の再起動時または netplan apply 時に、そのファイルのアドレスが復活します。</translation>
    </message>
    <message>
        <source>Repair applies the plan again, which moves that file aside (kept with Tandem&apos;s backups, put back by Restore).</source>
        <translation>修復では計画を再適用し、そのファイルを退避します (Tandem のバックアップとともに保存され、「復元」で元に戻せます)。</translation>
    </message>
    <message>
        <source>{interface} on {node} has {value}, the plan says {expected}</source>
        <translation>{node} の {interface} は {value} ですが、計画では {expected} です</translation>
    </message>
    <message>
        <source>The node&apos;s network changed since the plan was applied: another tool, a file edited by hand, or a reboot that applied another file.</source>
        <translation>計画の適用後にノードのネットワークが変更されました。ほかのツール、手動で編集されたファイル、または別のファイルを適用した再起動が原因です。</translation>
    </message>
    <message>
        <source>Repair applies the plan again (backed up, reverted unless the nodes answer afterwards).</source>
        <translation>修復では計画を再適用します (バックアップを取り、その後ノードが応答しなければ元に戻します)。</translation>
    </message>
    <message>
        <source>NCCL_IB_GID_INDEX={value} is pinned in {where} on {node}, but its RoCE v2 index is now {expected}</source>
        <translation>{node} の {where} で NCCL_IB_GID_INDEX={value} が固定されていますが、現在の RoCE v2 のインデックスは {expected} です</translation>
    </message>
    <message>
        <source>The RoCE v2 GID index moves when addresses change (3 became 4 within 30 minutes on a Spark). A pinned index then names the wrong GID, and NCCL fails with a retry error or falls back to fe80 GIDs.</source>
        <translation>RoCE v2 の GID インデックスはアドレスが変わると移動します (ある Spark では 30 分以内に 3 が 4 になりました)。すると固定したインデックスが誤った GID を指し、NCCL はリトライエラーで失敗するか、fe80 の GID にフォールバックします。</translation>
    </message>
    <message>
        <source>Repair takes the line out of {where} (the file is copied beside itself first). NCCL picks the right index itself since 2.21.5; leave it unset.</source>
        <translation>修復では {where} からその行を取り除きます (ファイルは事前に同じ場所にコピーされます)。NCCL は 2.21.5 以降、正しいインデックスを自分で選択するので、設定しないでおいてください。</translation>
    </message>
    <message>
        <source>NCCL_IB_GID_INDEX={value} is pinned in {where} on {node}</source>
        <translation>{node} の {where} で NCCL_IB_GID_INDEX={value} が固定されています</translation>
    </message>
    <message>
        <source>The index is right today, but it moves when addresses change, and the pin then breaks NCCL on this node.</source>
        <translation>インデックスは現時点では正しいものの、アドレスが変わると移動し、そのとき固定した値がこのノードの NCCL を動作不能にします。</translation>
    </message>
    <message>
        <source>Repair takes the line out of {where} (the file is copied beside itself first); NCCL picks the index itself since 2.21.5.</source>
        <translation>修復では {where} からその行を取り除きます (ファイルは事前に同じ場所にコピーされます)。NCCL は 2.21.5 以降、インデックスを自分で選択します。</translation>
    </message>
    <message>
        <source>The RoCE v2 GID index differs across the nodes ({value})</source>
        <translation>RoCE v2 の GID インデックスがノードによって異なります ({value})</translation>
    </message>
    <message>
        <source>Each node numbers its GIDs in the order its addresses came; NCCL and Tandem find the index on each node, so this alone is harmless.</source>
        <translation>各ノードは、アドレスが付与された順に GID に番号を付けます。NCCL と Tandem は各ノードでインデックスを見つけるため、これだけなら問題はありません。</translation>
    </message>
    <message>
        <source>Nothing to do. Do not pin NCCL_IB_GID_INDEX.</source>
        <translation>対処は不要です。NCCL_IB_GID_INDEX を固定しないでください。</translation>
    </message>
    <message>
        <source>mpirun is not on {node}&apos;s non-interactive PATH (a login shell finds it at {value})</source>
        <translation>{node} の非対話型の PATH 上に mpirun がありません (ログインシェルでは {value} にあります)</translation>
    </message>
    <message>
        <source>mpirun and orted start over non-interactive SSH, which reads no ~/.profile and stops at the top of Ubuntu&apos;s ~/.bashrc; an export further down only reaches interactive shells, so runs that involve this node fail or hang.</source>
        <translation>mpirun と orted は非対話型 SSH 経由で起動します。非対話型 SSH は ~/.profile を読み込まず、Ubuntu の ~/.bashrc も先頭で読み込みを終えます。それより下にある export は対話型シェルにしか反映されないため、このノードを含む実行は失敗するかハングします。</translation>
    </message>
    <message>
        <source>Repair puts {expected} on the PATH at the top of {node}&apos;s ~/.bashrc, in a block marked as Tandem&apos;s (the file is copied beside itself first).</source>
        <translation>修復では、{node} の ~/.bashrc の先頭に Tandem のものとマークしたブロックを追加し、{expected} を PATH に加えます (ファイルは事前に同じ場所にコピーされます)。</translation>
    </message>
    <message>
        <source>Open MPI is not installed on {node}</source>
        <translation>{node} に Open MPI がインストールされていません</translation>
    </message>
    <message>
        <source>mpirun must exist at the same place on every node for a run to start there.</source>
        <translation>実行を開始するには、すべてのノードで mpirun が同じ場所にある必要があります。</translation>
    </message>
    <message>
        <source>Install it from the Prerequisites step (or `sudo apt install openmpi-bin`).</source>
        <translation>「前提条件」ステップでインストールしてください (または `sudo apt install openmpi-bin`)。</translation>
    </message>
    <message>
        <source>{item} differs across the nodes: {value}</source>
        <translation>{item} がノードによって異なります: {value}</translation>
    </message>
    <message>
        <source>Every rank must load the same NCCL; mismatched builds fail at init or hang until mpirun gives up, sometimes after half an hour.</source>
        <translation>すべてのランクが同じ NCCL を読み込む必要があります。ビルドが一致していないと、初期化時に失敗するか、mpirun があきらめるまで (ときには 30 分も) ハングします。</translation>
    </message>
    <message>
        <source>Choose the version to keep, then rebuild it on the other nodes from the Prerequisites step (or point every node at the same NCCL_HOME).</source>
        <translation>残すバージョンを選び、「前提条件」ステップでほかのノードに再ビルドしてください (またはすべてのノードで同じ NCCL_HOME を指定してください)。</translation>
    </message>
    <message>
        <source>Mixed versions work until they do not: different drivers or firmware change how links and GPUs behave, and runs are hard to compare.</source>
        <translation>バージョンが混在していても動作はしますが、いつまでも動作するとは限りません。ドライバやファームウェアが異なるとリンクや GPU の挙動が変わり、実行結果の比較も難しくなります。</translation>
    </message>
    <message>
        <source>Bring the odd node to what the others run (DGX OS updates, apt), or update them all.</source>
        <translation>ほかと異なるノードをほかのノードと同じ状態にそろえるか (DGX OS の更新、apt)、すべてのノードを更新してください。</translation>
    </message>
    <message>
        <source>{interface} on {node} went down {value} time(s) during the run</source>
        <translation>実行中に {node} の {interface} が {value} 回ダウンしました</translation>
    </message>
    <message>
        <source>The link dropped for a moment and came back: a QSFP cable that is not fully seated, a dirty connector, a cable at the edge of its rating, or a port that retrains. NCCL stalls or retries while the link is away, and a soak&apos;s bandwidth dips with it.</source>
        <translation>リンクが一瞬切れて復帰しました。奥まで差し込まれていない QSFP ケーブル、汚れたコネクタ、定格の限界で使われているケーブル、または再トレーニングするポートが原因です。リンクが切れている間、NCCL は停止するか再試行し、それに合わせてソークの帯域幅も落ち込みます。</translation>
    </message>
    <message>
        <source>Reseat the cable at both ends until it clicks and run the soak again. If it flaps again, swap in a known-good QSFP112 cable or move it to the other port; the node&apos;s kernel log (sudo dmesg | grep -i link) has the time of each drop.</source>
        <translation>ケーブルの両端をカチッと音がするまで差し直し、ソークを再実行してください。再びリンクが不安定になる場合は、正常に動作することがわかっている QSFP112 ケーブルに交換するか、もう一方のポートに差し替えてください。各切断の時刻はノードのカーネルログ (sudo dmesg | grep -i link) で確認できます。</translation>
    </message>
    <message>
        <source>{interface} on {node} changed speed during the run: {value}</source>
        <translation>実行中に {node} の {interface} の速度が変わりました: {value}</translation>
    </message>
    <message>
        <source>The link trained again at another speed, mostly after a drop: a cable not rated for 200G, or a switch port left on auto-negotiation.</source>
        <translation>主にリンクの切断後に、リンクが別の速度で再トレーニングされました。200G 対応ではないケーブル、またはオートネゴシエーションのままのスイッチポートが原因です。</translation>
    </message>
    <message>
        <source>Check the speed on both ends (ethtool IFACE), use a QSFP112 cable rated for 200G, and on a switch set the port to 200G; then run the soak again.</source>
        <translation>両端の速度を確認し (ethtool IFACE)、200G 対応の QSFP112 ケーブルを使用し、スイッチに接続している場合はポートを 200G に設定してください。その後、ソークを再実行してください。</translation>
    </message>
    <message>
        <source>{interface} on {node} slowed its clocks during the run ({value})</source>
        <translation>実行中に {node} の {interface} がクロックを下げました ({value})</translation>
    </message>
    <message>
        <source>The GPU lowered its clocks for heat or power: vents that are blocked, a warm room, or a power brake. A slowed GPU slows every collective it takes part in.</source>
        <translation>GPU が熱または電力のためにクロックを下げました。ふさがれた通気口、高い室温、または電力ブレーキが原因です。クロックの下がった GPU は、参加するすべての集合通信を遅くします。</translation>
    </message>
    <message>
        <source>RoCE on {interface} of {node} lost or retried packets during the run: {value}</source>
        <translation>実行中に {node} の {interface} の RoCE でパケットの損失または再送が発生しました: {value}</translation>
    </message>
    <message>
        <source>Packets were lost or came out of order on this link, and RoCE had to retransmit. A bad or loose cable, an MTU that differs between the two ends, or a receiver that fell behind all do this; a healthy link keeps these counters still.</source>
        <translation>このリンクでパケットが失われたか順序が乱れたため、RoCE が再送する必要がありました。不良のケーブルや緩んだケーブル、両端で異なる MTU、処理が追いつかなくなった受信側のいずれもこの原因になります。正常なリンクではこれらのカウンタは増えません。</translation>
    </message>
    <message>
        <source>Run the Doctor (it compares MTUs and measures each twin alone), reseat the cable, and run the soak again; if the counters still grow, replace the cable.</source>
        <translation>Doctor を実行し (MTU を比較し、各ツインを個別に測定します)、ケーブルを差し直してから、ソークを再実行してください。それでもカウンタが増える場合は、ケーブルを交換してください。</translation>
    </message>
    <message>
        <source>{interface} on {node} dropped or damaged frames during the run: {value}</source>
        <translation>実行中に {node} の {interface} でフレームの破棄または破損が発生しました: {value}</translation>
    </message>
    <message>
        <source>CRC and symbol errors come from the cable or its connectors; discards mean the port ran out of buffer because a receiver fell behind or other traffic shared the link.</source>
        <translation>CRC エラーとシンボルエラーはケーブルやそのコネクタに起因します。破棄は、受信側の処理が追いつかなかったか、ほかの通信がリンクを共有していたために、ポートのバッファが足りなくなったことを意味します。</translation>
    </message>
    <message>
        <source>For CRC or symbol errors, reseat or replace the cable. For discards alone, make sure nothing else uses the link during the run, and run the soak again.</source>
        <translation>CRC エラーやシンボルエラーの場合は、ケーブルを差し直すか交換してください。破棄だけの場合は、実行中にほかに何もリンクを使用していないことを確認し、ソークを再実行してください。</translation>
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
        <translation>ノードの周囲に十分な空間を確保し (通気口の前に物を置かず、室温は 30 °C 未満に)、負荷をかけた状態で nvidia-smi -q -d PERFORMANCE を確認して、ソークを再実行してください。</translation>
    </message>
</context>
<context>
    <name>Tandem::KnownHosts</name>
    <message>
        <source>Cannot read the known hosts file %1: %2</source>
        <translation>known_hosts ファイル %1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the known hosts file.</source>
        <translation>known_hosts ファイル用のフォルダ %1 を作成できません。</translation>
    </message>
    <message>
        <source>Cannot write the known hosts file %1: %2</source>
        <translation>known_hosts ファイル %1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>The node at %1 did not present a host key.</source>
        <translation>%1 のノードがホスト鍵を提示しませんでした。</translation>
    </message>
    <message>
        <source>Cannot check the host key of %1 against %2: %3</source>
        <translation>%1 のホスト鍵を %2 と照合できません: %3</translation>
    </message>
    <message>
        <source>Cannot read the node&apos;s host key to store it.</source>
        <translation>ノードのホスト鍵を読み取れないため、保存できません。</translation>
    </message>
    <message>
        <source>The host key of %1 has changed: it now presents %2, which is not the key Tandem stored when you first connected. Either the node was reinstalled (or its SSH host keys regenerated), or someone is intercepting the connection (a man-in-the-middle). Tandem will not connect.
To check, run on the node&apos;s own console: ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub and compare its SHA256 fingerprint with the one above. Only if they match, remove the old entry with: ssh-keygen -R %3 -f %4 (or remove the node&apos;s line from that file), then connect again and confirm the new key.</source>
        <translation>%1 のホスト鍵が変更されています: 現在提示されている %2 は、最初に接続したときに Tandem が保存した鍵ではありません。ノードが再インストールされた (または SSH ホスト鍵が再生成された) か、何者かが接続を傍受しています (中間者攻撃)。Tandem は接続しません。
確認するには、ノード本体のコンソールで ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub を実行し、表示される SHA256 フィンガープリントを上記のものと比較してください。一致した場合に限り、ssh-keygen -R %3 -f %4 で古いエントリを削除し (またはそのファイルからこのノードの行を削除し)、再度接続して新しい鍵を承認してください。</translation>
    </message>
    <message>
        <source>%1 presents host key %2, but %3 was expected. Tandem will not connect: check that the address is right and nobody intercepts the connection.</source>
        <translation>%1 はホスト鍵 %2 を提示しましたが、想定されていたのは %3 です。Tandem は接続しません。アドレスが正しいこと、接続が傍受されていないことを確認してください。</translation>
    </message>
    <message>
        <source>The known hosts file %1 is larger than %2 MiB; Tandem does not change a file that large. Check what it holds.</source>
        <translation>known_hosts ファイル %1 が %2 MiB を超えています。Tandem はこれほど大きなファイルを変更しません。内容を確認してください。</translation>
    </message>
</context>
<context>
    <name>Tandem::LabState</name>
    <message>
        <source>The lab state is not valid JSON: %1.</source>
        <translation>ラボの状態ファイルが正しい JSON ではありません: %1。</translation>
    </message>
    <message>
        <source>The lab state has an unknown version; update Tandem or the lab.</source>
        <translation>ラボの状態ファイルのバージョンが不明です。Tandem またはラボを更新してください。</translation>
    </message>
    <message>
        <source>The lab state lists no nodes.</source>
        <translation>ラボの状態ファイルにノードがありません。</translation>
    </message>
    <message>
        <source>Node %1 of the lab state has no hostname or management address.</source>
        <translation>ラボの状態ファイルのノード %1 にホスト名または管理アドレスがありません。</translation>
    </message>
    <message>
        <source>Cannot read the lab state %1: %2. Is the lab up (tests/lab/tandem-lab up)?</source>
        <translation>ラボの状態ファイル %1 を読み込めません: %2。ラボは起動していますか (tests/lab/tandem-lab up)?</translation>
    </message>
</context>
<context>
    <name>Tandem::LeftoverRuns</name>
    <message>
        <source>this Tandem&apos;s run</source>
        <translation>この Tandem の実行</translation>
    </message>
    <message>
        <source>started by another Tandem on this computer (pid %1), which is still running</source>
        <translation>このコンピューターの別の Tandem (pid %1) が開始し、その Tandem はまだ動作中</translation>
    </message>
    <message>
        <source>left behind by a Tandem on this computer that is no longer running</source>
        <translation>このコンピューターの、すでに終了した Tandem が残したもの</translation>
    </message>
    <message>
        <source>started from another computer, which may still be using it</source>
        <translation>別のコンピューターから開始され、まだ使われている可能性あり</translation>
    </message>
    <message>
        <source>started by a Tandem that did not record where it ran</source>
        <translation>実行元を記録しない Tandem が開始したもの</translation>
    </message>
    <message>
        <source>The list of processes is longer than %1 bytes.</source>
        <translation>プロセス一覧が %1 バイトを超えています。</translation>
    </message>
    <message>
        <source>The list of processes has more than %1 lines.</source>
        <translation>プロセス一覧が %1 行を超えています。</translation>
    </message>
    <message>
        <source>Line %1 is not a process of a run: %2</source>
        <translation>%1 行目はテスト実行のプロセスではありません: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n 分</numerusform>
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
        <translation>実行 %1 (%2、%3)</translation>
    </message>
    <message>
        <source>Tests left running</source>
        <translation>実行中のまま残されたテスト</translation>
    </message>
    <message>
        <source>Could not look for tests left running: %1</source>
        <translation>残されたテストを確認できませんでした: %1</translation>
    </message>
    <message>
        <source>Could not read the node&apos;s list of processes: %1</source>
        <translation>ノードのプロセス一覧を読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>No test Tandem started is running here.</source>
        <translation>Tandem が開始したテストはここでは動作していません。</translation>
    </message>
    <message numerus="yes">
        <source>%n test run(s) Tandem started still run here. They hold the GPUs and the fabric, and a new test beside them measures less.</source>
        <translation>
            <numerusform>Tandem が開始したテスト実行が %n 件、まだここで動作しています。GPU とファブリックを占有しているため、並行して新しいテストを行うと低い値になります。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2。</translation>
    </message>
    <message>
        <source>Connect from the Devices page ends the runs left behind when you agree; or end a run on the node yourself: %1</source>
        <translation>デバイスページから接続すると、同意のうえで残された実行を終了します。ノード上で自分で終了することもできます: %1</translation>
    </message>
    <message>
        <source>Wait until it has finished, or, if nobody uses it, end it on the node: %1</source>
        <translation>終了するまで待つか、誰も使っていなければノード上で終了してください: %1</translation>
    </message>
</context>
<context>
    <name>Tandem::LinkBands</name>
    <message>
        <source>one twin through a switch: about 109 Gb/s; below 100 Gb/s fails</source>
        <translation>スイッチ経由のツイン 1 つ: 約 109 Gb/s。100 Gb/s 未満は失敗</translation>
    </message>
    <message>
        <source>one twin, direct cable: 110-112 Gb/s; below 100 Gb/s fails</source>
        <translation>直結ケーブルのツイン 1 つ: 110〜112 Gb/s。100 Gb/s 未満は失敗</translation>
    </message>
    <message>
        <source>both twins at once: 185-196 Gb/s; 184 Gb/s is the pass line</source>
        <translation>ツイン両方を同時に使用: 185〜196 Gb/s。合格ラインは 184 Gb/s</translation>
    </message>
    <message>
        <source>NCCL all_reduce between two nodes, both twins: 22-24 GB/s; about 11-12 GB/s means one twin</source>
        <translation>2 ノード間の NCCL all_reduce (ツイン両方): 22〜24 GB/s。約 11〜12 GB/s ならツインは 1 つしか使われていません</translation>
    </message>
</context>
<context>
    <name>Tandem::LinkTestRun</name>
    <message>
        <source>cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <source>%1 is not connected</source>
        <translation>%1 は接続されていません</translation>
    </message>
    <message>
        <source>%1 has no RoCE v2 GID with an IPv4 address on %2</source>
        <translation>%1 の %2 には IPv4 アドレスを持つ RoCE v2 GID がありません</translation>
    </message>
    <message>
        <source>server on %1: %2</source>
        <translation>%1 のサーバー: %2</translation>
    </message>
    <message>
        <source>%1 on %2 is %3</source>
        <translation>%2 の %1 は %3 です</translation>
    </message>
</context>
<context>
    <name>Tandem::LspciParser</name>
    <message>
        <source>The output of lspci</source>
        <translation>lspci の出力</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not say which device it is about; run lspci -vvv -s DOMAIN:BUS:DEV.FN for one device.</source>
        <translation>&quot;%1&quot; には、どのデバイスについてのものかが示されていません。デバイスを 1 つに絞って lspci -vvv -s DOMAIN:BUS:DEV.FN を実行してください。</translation>
    </message>
    <message>
        <source>The link speed %1GT/s is not a PCIe speed.</source>
        <translation>リンク速度 %1GT/s は PCIe の速度ではありません。</translation>
    </message>
    <message>
        <source>The link width x%1 is not a PCIe width.</source>
        <translation>リンク幅 x%1 は PCIe のリンク幅ではありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has neither a speed nor a width.</source>
        <translation>&quot;%1&quot; には速度もリンク幅もありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an lspci line.</source>
        <translation>&quot;%1&quot; は lspci の行ではありません。</translation>
    </message>
    <message>
        <source>There is no lspci output in the text: it is empty or holds only other commands.</source>
        <translation>テキストに lspci の出力がありません。空であるか、ほかのコマンドしか含まれていません。</translation>
    </message>
    <message>
        <source>This is not the output of lspci: no line lists a PCI device (&quot;0000:01:00.0 Ethernet controller: ...&quot;), a link or a tree.</source>
        <translation>これは lspci の出力ではありません: PCI デバイス (&quot;0000:01:00.0 Ethernet controller: ...&quot;)、リンク、ツリーのいずれかを示す行が 1 つもありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n more lines were not understood.</source>
        <translation>
            <numerusform>ほかに %n 行を解釈できませんでした。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::MdnsBrowser</name>
    <message>
        <source>There is no network interface named %1 on this computer.</source>
        <translation>このコンピューターには %1 という名前のネットワークインターフェイスがありません。</translation>
    </message>
    <message>
        <source>Could not start mDNS browsing: out of memory.</source>
        <translation>mDNS のブラウズを開始できませんでした: メモリ不足です。</translation>
    </message>
    <message>
        <source>Could not browse mDNS for SSH services: %1.</source>
        <translation>mDNS で SSH サービスをブラウズできませんでした: %1。</translation>
    </message>
    <message>
        <source>Could not start the mDNS browsing thread.</source>
        <translation>mDNS ブラウズ用のスレッドを開始できませんでした。</translation>
    </message>
    <message>
        <source>mDNS browsing needs the avahi-daemon service on this computer, and it is not running (%1). Start it (sudo systemctl start avahi-daemon), or add the Sparks by name or address, or sweep their network.</source>
        <translation>mDNS のブラウズにはこのコンピューターの avahi-daemon サービスが必要ですが、実行されていません (%1)。起動する (sudo systemctl start avahi-daemon) か、Spark を名前またはアドレスで追加するか、そのネットワークをスイープしてください。</translation>
    </message>
    <message>
        <source>avahi-daemon stopped while Tandem was browsing mDNS (%1). Start it again, or add the Sparks by name or address, or sweep their network.</source>
        <translation>Tandem が mDNS をブラウズ中に avahi-daemon が停止しました (%1)。再起動するか、Spark を名前またはアドレスで追加するか、そのネットワークをスイープしてください。</translation>
    </message>
    <message>
        <source>mDNS browsing through avahi-daemon failed (%1). Add the Sparks by name or address, or sweep their network.</source>
        <translation>avahi-daemon による mDNS のブラウズに失敗しました (%1)。Spark を名前またはアドレスで追加するか、そのネットワークをスイープしてください。</translation>
    </message>
</context>
<context>
    <name>Tandem::MpirunCommand</name>
    <message>
        <source>A largest size of %1 GiB needs about %2 GiB of memory on every node (send, receive and check buffers), more than 60% of a Spark&apos;s 128 GB of unified memory: the node could freeze. Use -e %3G or less.</source>
        <translation>最大サイズ %1 GiB には、各ノードで約 %2 GiB のメモリ (送信・受信・検証用バッファー) が必要です。これは Spark のユニファイドメモリ 128 GB の 60% を超えるため、ノードがフリーズするおそれがあります。-e %3G 以下を指定してください。</translation>
    </message>
    <message>
        <source>A bandwidth test needs a network plan with at least two nodes.</source>
        <translation>帯域幅テストには、2 台以上のノードを含むネットワーク計画が必要です。</translation>
    </message>
    <message>
        <source>Unknown collective &apos;%1&apos;; use one of %2.</source>
        <translation>不明な集合通信 &apos;%1&apos; です。%2 のいずれかを使用してください。</translation>
    </message>
    <message>
        <source>The sizes must satisfy 0 &lt; -b &lt;= -e and the factor must be 2 or more.</source>
        <translation>サイズは 0 &lt; -b &lt;= -e を満たし、倍率は 2 以上である必要があります。</translation>
    </message>
    <message>
        <source>The plan gives %1 no CX7 address.</source>
        <translation>計画で %1 に CX7 アドレスが割り当てられていません。</translation>
    </message>
    <message>
        <source>%1 shares no CX7 subnet with %2, so mpirun cannot reach it from there.</source>
        <translation>%1 は %2 と共通の CX7 サブネットを持たないため、mpirun はそこから到達できません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not NAME=VALUE.</source>
        <translation>&quot;%1&quot; は NAME=VALUE 形式ではありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid environment variable name.</source>
        <translation>&quot;%1&quot; は有効な環境変数名ではありません。</translation>
    </message>
    <message>
        <source>%1 is set by Tandem for every run and cannot be changed.</source>
        <translation>%1 はすべての実行で Tandem が設定するため、変更できません。</translation>
    </message>
    <message>
        <source>The value of %1 holds a line break.</source>
        <translation>%1 の値に改行が含まれています。</translation>
    </message>
    <message>
        <source>tandem-probe does not run &apos;%1&apos;; use one of %2.</source>
        <translation>tandem-probe は &apos;%1&apos; を実行できません。%2 のいずれかを使用してください。</translation>
    </message>
    <message>
        <source>tandem-probe&apos;s backend is nccl or mpi, not &apos;%1&apos;.</source>
        <translation>tandem-probe のバックエンドは nccl または mpi です (&apos;%1&apos; は指定できません)。</translation>
    </message>
    <message>
        <source>%1: %2 (not %3)</source>
        <translation>%1: %2 (%3 ではありません)</translation>
    </message>
</context>
<context>
    <name>Tandem::NcclPairRun</name>
    <message>
        <source>cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <source>nccl-tests did not run on %1 (not installed at %2?)</source>
        <translation>%1 で nccl-tests が実行されませんでした (%2 にインストールされていない可能性があります)</translation>
    </message>
    <message>
        <source>%1 is not connected</source>
        <translation>%1 は接続されていません</translation>
    </message>
</context>
<context>
    <name>Tandem::NcclRow</name>
    <message>
        <source>%1 %2 is out of range</source>
        <translation>%1 の値 %2 が範囲外です</translation>
    </message>
</context>
<context>
    <name>Tandem::NcclTestsJsonParser</name>
    <message>
        <source>the nccl-tests JSON report cannot be read: %1</source>
        <translation>nccl-tests の JSON レポートを読み込めません: %1</translation>
    </message>
    <message>
        <source>this is not an nccl-tests JSON report: it has no &quot;results&quot; list</source>
        <translation>nccl-tests の JSON レポートではありません: &quot;results&quot; の一覧がありません</translation>
    </message>
    <message>
        <source>JSON report version %1 is not the known version 3; read as far as its keys match</source>
        <translation>JSON レポートのバージョン %1 は既知のバージョン 3 ではありません。キーが一致する範囲で読み込みました</translation>
    </message>
    <message>
        <source>the value %1 of %2 is out of range and was ignored</source>
        <translation>%2 の値 %1 は範囲外のため無視しました</translation>
    </message>
    <message>
        <source>the nccl-tests JSON report</source>
        <translation>nccl-tests の JSON レポート</translation>
    </message>
    <message>
        <source>size, count or root is not a whole number in range (size %1, count %2, root %3)</source>
        <translation>size、count、root のいずれかが範囲内の整数ではありません (size %1、count %2、root %3)</translation>
    </message>
    <message>
        <source>result %1 was dropped because its %2</source>
        <translation>結果 %1 を破棄しました (%2)</translation>
    </message>
    <message>
        <source>the average bus bandwidth %1 is out of range and was ignored</source>
        <translation>平均バス帯域幅 %1 は範囲外のため無視しました</translation>
    </message>
</context>
<context>
    <name>Tandem::NcclTestsParser</name>
    <message>
        <source>line %1: a result row was cut by NCCL log output and was dropped: %2</source>
        <translation>%1 行目: 結果の行が NCCL のログ出力で分断されたため破棄しました: %2</translation>
    </message>
    <message>
        <source>line %1: the rest of a result row cut by NCCL log output was dropped: %2</source>
        <translation>%1 行目: NCCL のログ出力で分断された結果の行の残りを破棄しました: %2</translation>
    </message>
    <message>
        <source>this line looks like a result row but cannot be read: %1</source>
        <translation>この行は結果の行に見えますが読み取れません: %1</translation>
    </message>
    <message>
        <source>line %1: text in front of an NCCL log line was dropped: %2</source>
        <translation>%1 行目: NCCL のログ行の前にあった文字列を破棄しました: %2</translation>
    </message>
    <message>
        <source>line %1: unrecognised output: %2</source>
        <translation>%1 行目: 認識できない出力: %2</translation>
    </message>
    <message>
        <source>line %1: nccl-tests reduced the largest size because of GPU memory: %2</source>
        <translation>%1 行目: GPU メモリ不足のため nccl-tests が最大サイズを縮小しました: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>this is not nccl-tests output: it has no nccl-tests header and no result rows</source>
        <translation>nccl-tests の出力ではありません: nccl-tests のヘッダも結果の行もありません</translation>
    </message>
    <message numerus="yes">
        <source>%n more unrecognised line(s) not listed</source>
        <translation>
            <numerusform>ほかに認識できない行が %n 行あります (一覧には含めていません)</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: the output was cut short inside this line, which was dropped (%2)</source>
        <translation>%1 行目: 出力がこの行の途中で途切れたため、この行を破棄しました (%2)</translation>
    </message>
    <message>
        <source>the output has more than %1 lines; Tandem reads no further</source>
        <translation>出力が %1 行を超えています。Tandem はそれ以降を読み込みません</translation>
    </message>
    <message>
        <source>line %1: a result row was dropped because its %2</source>
        <translation>%1 行目: 結果の行を破棄しました (%2)</translation>
    </message>
    <message>
        <source>line %1: the parameter %2 is out of range and was ignored</source>
        <translation>%1 行目: パラメーター %2 は範囲外のため無視しました</translation>
    </message>
    <message>
        <source>line %1: a device line with a number out of range was ignored</source>
        <translation>%1 行目: 範囲外の数値を含むデバイス行を無視しました</translation>
    </message>
    <message>
        <source>line %1: the count of out-of-bounds values is out of range and was ignored</source>
        <translation>%1 行目: 範囲外の値 (out-of-bounds) の件数が範囲外のため無視しました</translation>
    </message>
    <message>
        <source>line %1: the average bus bandwidth %2 is out of range and was ignored</source>
        <translation>%1 行目: 平均バス帯域幅 %2 は範囲外のため無視しました</translation>
    </message>
    <message>
        <source>the nccl-tests output</source>
        <translation>nccl-tests の出力</translation>
    </message>
</context>
<context>
    <name>Tandem::NetplanDocument</name>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 は true または false である必要があります</translation>
    </message>
    <message>
        <source>%1 must be a list</source>
        <translation>%1 はリストである必要があります</translation>
    </message>
    <message>
        <source>every entry of %1 must be a plain value</source>
        <translation>%1 の各項目は単純な値である必要があります</translation>
    </message>
    <message>
        <source>%1 is not a netplan file Tandem can read: %2.</source>
        <translation>%1 は Tandem が読み込める netplan ファイルではありません: %2。</translation>
    </message>
    <message>
        <source>The plan for %1 has an interface without a name or address.</source>
        <translation>%1 の計画に、名前またはアドレスのないインターフェイスがあります。</translation>
    </message>
    <message>
        <source>Could not write the netplan file: %1</source>
        <translation>netplan ファイルを書き込めませんでした: %1</translation>
    </message>
    <message>
        <source>the top level must be a mapping with a &quot;network&quot; key</source>
        <translation>最上位は &quot;network&quot; キーを持つマッピングである必要があります</translation>
    </message>
    <message>
        <source>there is no &quot;network&quot; key</source>
        <translation>&quot;network&quot; キーがありません</translation>
    </message>
    <message>
        <source>&quot;network&quot; must be a mapping</source>
        <translation>&quot;network&quot; はマッピングである必要があります</translation>
    </message>
    <message>
        <source>renderer must be a name</source>
        <translation>renderer は名前である必要があります</translation>
    </message>
    <message>
        <source>&quot;ethernets&quot; must be a mapping of interface names</source>
        <translation>&quot;ethernets&quot; はインターフェイス名をキーとするマッピングである必要があります</translation>
    </message>
    <message>
        <source>an interface name must be a plain name</source>
        <translation>インターフェイス名は単純な名前である必要があります</translation>
    </message>
    <message>
        <source>the settings of %1 must be a mapping</source>
        <translation>%1 の設定はマッピングである必要があります</translation>
    </message>
    <message>
        <source>mtu must be a positive number</source>
        <translation>mtu は正の数である必要があります</translation>
    </message>
    <message>
        <source>%1 is not valid YAML: %2.</source>
        <translation>%1 は正しい YAML ではありません: %2。</translation>
    </message>
</context>
<context>
    <name>Tandem::NetplanListing</name>
    <message numerus="yes">
        <source>%1 (%n byte(s), sha256 %2):</source>
        <translation>
            <numerusform>%1 (%n バイト、sha256 %2):</numerusform>
        </translation>
    </message>
    <message>
        <source>No netplan files.</source>
        <translation>netplan ファイルはありません。</translation>
    </message>
</context>
<context>
    <name>Tandem::NetworkPlanStep</name>
    <message>
        <source>Current netplan files</source>
        <translation>現在の netplan ファイル</translation>
    </message>
    <message>
        <source>Reading /etc/netplan failed (exit status %1): %2</source>
        <translation>/etc/netplan の読み込みに失敗しました (終了ステータス %1): %2</translation>
    </message>
    <message>
        <source>Address plan</source>
        <translation>アドレス計画</translation>
    </message>
    <message>
        <source>Subnets %1. %2</source>
        <translation>サブネット: %1。%2</translation>
    </message>
    <message>
        <source>netplan file</source>
        <translation>netplan ファイル</translation>
    </message>
</context>
<context>
    <name>Tandem::NmcliParser</name>
    <message>
        <source>nmcli printed %1 bytes, more than the %2 Tandem reads; it lists NetworkManager profiles in far less.</source>
        <translation>nmcli が %1 バイトを出力しました。Tandem が読み込む上限の %2 バイトを超えています。NetworkManager のプロファイル一覧はこれよりはるかに小さいはずです。</translation>
    </message>
    <message>
        <source>nmcli printed a line with %1 fields where NAME:DEVICE:TYPE was expected.</source>
        <translation>nmcli が NAME:DEVICE:TYPE を想定した箇所で、フィールド数が %1 の行を出力しました。</translation>
    </message>
    <message>
        <source>nmcli printed a profile without a name: &quot;%1&quot;.</source>
        <translation>nmcli が名前のないプロファイルを出力しました: &quot;%1&quot;。</translation>
    </message>
</context>
<context>
    <name>Tandem::NodeBackup</name>
    <message>
        <source>The manifest has an entry Tandem cannot use: %1.</source>
        <translation>マニフェストに Tandem が使用できない項目があります: %1。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>The manifest has a run Tandem cannot use (run id &quot;%1&quot;).</source>
        <translation>マニフェストに Tandem が使用できない実行記録があります (実行 ID &quot;%1&quot;)。</translation>
    </message>
    <message>
        <source>The manifest is not valid JSON: %1.</source>
        <translation>マニフェストが正しい JSON ではありません: %1。</translation>
    </message>
    <message>
        <source>The manifest has version %1; this Tandem reads version %2.</source>
        <translation>マニフェストのバージョンは %1 ですが、この Tandem が読み込めるのはバージョン %2 です。</translation>
    </message>
    <message>
        <source>Unexpected backup output.</source>
        <translation>バックアップの出力が想定外です。</translation>
    </message>
    <message>
        <source>The backup of %1 did not arrive intact.</source>
        <translation>%1 のバックアップが完全な状態で届きませんでした。</translation>
    </message>
    <message>
        <source>The backup stopped after %1 of %2 files.</source>
        <translation>バックアップは %2 個のファイルのうち %1 個を処理したところで停止しました。</translation>
    </message>
    <message>
        <source>Cannot keep a local backup for node &quot;%1&quot;.</source>
        <translation>ノード &quot;%1&quot; のローカルバックアップを保存できません。</translation>
    </message>
    <message>
        <source>Cannot create %1.</source>
        <translation>%1 を作成できません。</translation>
    </message>
    <message>
        <source>No local backup of run %1 for %2.</source>
        <translation>%2 の実行 %1 のローカルバックアップがありません。</translation>
    </message>
    <message>
        <source>The local backup of %1 is missing.</source>
        <translation>%1 のローカルバックアップが見つかりません。</translation>
    </message>
    <message>
        <source>The local backup of %1 does not match its checksum.</source>
        <translation>%1 のローカルバックアップがチェックサムと一致しません。</translation>
    </message>
    <message>
        <source>Tandem keeps no copy of %1 on this computer: it holds secrets (Wi-Fi or VPN keys), so only the backup on the node can put it back.</source>
        <translation>%1 には秘密情報 (Wi-Fi や VPN の鍵) が含まれるため、Tandem はこのコンピューターにコピーを保存しません。元に戻せるのはノード上のバックアップだけです。</translation>
    </message>
</context>
<context>
    <name>Tandem::NodeIdentityReader</name>
    <message>
        <source>The identity of the node</source>
        <translation>ノードの識別情報</translation>
    </message>
    <message>
        <source>/etc/dgx-release: %1</source>
        <translation>/etc/dgx-release: %1</translation>
    </message>
    <message>
        <source>/etc/fastos-release: %1</source>
        <translation>/etc/fastos-release: %1</translation>
    </message>
    <message>
        <source>line %1: not a PCI function: %2</source>
        <translation>%1 行目: PCI ファンクションではありません: %2</translation>
    </message>
    <message>
        <source>line %1: unknown file section %2</source>
        <translation>%1 行目: 不明なファイルセクション %2</translation>
    </message>
    <message>
        <source>line %1: not understood: %2</source>
        <translation>%1 行目: 解釈できません: %2</translation>
    </message>
    <message>
        <source>/etc/%1 was cut short.</source>
        <translation>/etc/%1 が途中で途切れています。</translation>
    </message>
    <message>
        <source>The node did not say what machine it is (no uname -m).</source>
        <translation>ノードがマシンの種類を返しませんでした (uname -m の出力がありません)。</translation>
    </message>
</context>
<context>
    <name>Tandem::NodeLock</name>
    <message>
        <source>run %1 by %2 on %3 (pid %4), started %5</source>
        <translation>%3 上の %2 による実行 %1 (pid %4、開始 %5)</translation>
    </message>
</context>
<context>
    <name>Tandem::NodePool</name>
    <message>
        <source>%1 is not one of this session&apos;s nodes.</source>
        <translation>%1 はこのセッションのノードではありません。</translation>
    </message>
</context>
<context>
    <name>Tandem::NodeScanner</name>
    <message>
        <source>the scan of %1</source>
        <translation>%1 のスキャン結果</translation>
    </message>
    <message>
        <source>%1 did not run Tandem&apos;s scan (its first line is missing)</source>
        <translation>%1 は Tandem のスキャンを実行しませんでした (最初の行がありません)</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>a line too long or with control characters</source>
        <translation>長すぎるか、制御文字を含む行</translation>
    </message>
    <message>
        <source>more than %1 ConnectX netdevs</source>
        <translation>ConnectX の netdev が %1 個を超えています</translation>
    </message>
    <message>
        <source>more than %1 GIDs</source>
        <translation>GID が %1 個を超えています</translation>
    </message>
    <message>
        <source>a GID index that is not a number</source>
        <translation>数値ではない GID インデックス</translation>
    </message>
    <message>
        <source>not understood: %1</source>
        <translation>解釈できません: %1</translation>
    </message>
    <message>
        <source>the scan was cut short (no @end line)</source>
        <translation>スキャンが途中で切れています (@end 行がありません)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>…ほか %n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::NvidiaSmiParser</name>
    <message>
        <source>The output of nvidia-smi</source>
        <translation>nvidia-smi の出力</translation>
    </message>
    <message>
        <source>nvidia-smi cannot talk to the NVIDIA driver. Check that the driver is installed and loaded; after a driver update, reboot.</source>
        <translation>nvidia-smi が NVIDIA ドライバと通信できません。ドライバがインストールされ読み込まれているか確認してください。ドライバを更新した後は再起動してください。</translation>
    </message>
    <message>
        <source>nvidia-smi could not start NVML (%1). If the driver was just updated, reboot.</source>
        <translation>nvidia-smi が NVML を開始できませんでした (%1)。ドライバを更新した直後であれば再起動してください。</translation>
    </message>
    <message>
        <source>nvidia-smi found no GPU.</source>
        <translation>nvidia-smi は GPU を検出しませんでした。</translation>
    </message>
    <message>
        <source>line %1: not a GPU line of the table: %2</source>
        <translation>%1 行目: 表の GPU 行ではありません: %2</translation>
    </message>
    <message>
        <source>line %1: not a process line of the table: %2</source>
        <translation>%1 行目: 表のプロセス行ではありません: %2</translation>
    </message>
    <message>
        <source>line %1: not understood: %2</source>
        <translation>%1 行目: 解釈できません: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not nvidia-smi output (its table or a --query-gpu CSV).</source>
        <translation>&quot;%1&quot; は nvidia-smi の出力 (表または --query-gpu の CSV) ではありません。</translation>
    </message>
    <message>
        <source>The row has %1 values but the header names %2 columns.</source>
        <translation>行の値は %1 個ですが、ヘッダーには %2 列あります。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; lacks a GPU name or a driver version.</source>
        <translation>&quot;%1&quot; には GPU 名またはドライバのバージョンがありません。</translation>
    </message>
    <message>
        <source>nvidia-smi listed no GPU.</source>
        <translation>nvidia-smi の一覧に GPU がありません。</translation>
    </message>
</context>
<context>
    <name>Tandem::OutputKinds</name>
    <message>
        <source>The input is empty.</source>
        <translation>入力が空です。</translation>
    </message>
    <message>
        <source>The NCCL log</source>
        <translation>NCCL のログ</translation>
    </message>
    <message>
        <source>No NCCL log lines were found (is NCCL_DEBUG=INFO set?).</source>
        <translation>NCCL のログ行が見つかりませんでした (NCCL_DEBUG=INFO は設定されていますか?)。</translation>
    </message>
    <message>
        <source>Tandem does not know the output kind &quot;%1&quot;; it reads %2.</source>
        <translation>Tandem は出力の種類 &quot;%1&quot; を認識できません。読み取れるのは %2 です。</translation>
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
        <translation>カーネル</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA ドライバ</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>NCCL (library nccl-tests loads)</source>
        <translation>NCCL (nccl-tests が読み込むライブラリ)</translation>
    </message>
    <message>
        <source>NCCL (headers nccl-tests was built with)</source>
        <translation>NCCL (nccl-tests のビルドに使われたヘッダー)</translation>
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
        <translation>非対話型の PATH 上の mpirun</translation>
    </message>
    <message>
        <source>PATH of a non-interactive SSH session</source>
        <translation>非対話型 SSH セッションの PATH</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>ConnectX firmware %1</source>
        <translation>ConnectX ファームウェア %1</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>Speed %1 (Mb/s)</source>
        <translation>速度 %1 (Mb/s)</translation>
    </message>
    <message>
        <source>RoCE v2 GID index %1</source>
        <translation>RoCE v2 GID インデックス %1</translation>
    </message>
</context>
<context>
    <name>Tandem::PlanConflicts</name>
    <message>
        <source>Planned subnets are free on this node</source>
        <translation>計画したサブネットがこのノードで未使用</translation>
    </message>
    <message>
        <source>%1 (planned for %2) overlaps %3 on %4</source>
        <translation>%1 (%2 用に計画) が %4 の %3 と重複しています</translation>
    </message>
    <message>
        <source>The routes could not be read: %1</source>
        <translation>ルートを読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>%1 (planned for %2) overlaps the route %3 via %4 (table %5)</source>
        <translation>%1 (%2 用に計画) が %4 経由のルート %3 (テーブル %5) と重複しています</translation>
    </message>
    <message>
        <source>%1. Traffic for these addresses would go the wrong way, and the node could become unreachable over its management network.</source>
        <translation>%1。これらのアドレス宛ての通信が誤った経路に流れ、ノードに管理ネットワーク経由で到達できなくなるおそれがあります。</translation>
    </message>
    <message>
        <source>Choose another base for the plan with --base (or on the plan page), for example 10.55.0.0/24.</source>
        <translation>--base で (または計画ページで) 計画に別のベースを選択してください (例: 10.55.0.0/24)。</translation>
    </message>
    <message>
        <source>Run `ip -j route show table all` on the node and check that it prints JSON.</source>
        <translation>ノード上で `ip -j route show table all` を実行し、JSON が出力されることを確認してください。</translation>
    </message>
    <message>
        <source>Neither the node&apos;s addresses nor its routes were read.</source>
        <translation>ノードのアドレスもルートも読み取っていません。</translation>
    </message>
    <message>
        <source>No management address or route overlaps the planned subnets.</source>
        <translation>計画したサブネットと重複する管理アドレスやルートはありません。</translation>
    </message>
    <message>
        <source>No other netplan file configures the ConnectX-7</source>
        <translation>ほかの netplan ファイルによる ConnectX-7 の設定なし</translation>
    </message>
    <message>
        <source>/etc/netplan was not read on this node.</source>
        <translation>このノードでは /etc/netplan を読み取っていません。</translation>
    </message>
    <message>
        <source>Fix or remove /etc/netplan/%1: netplan refuses it as well.</source>
        <translation>/etc/netplan/%1 を修正または削除してください。netplan もこのファイルを拒否します。</translation>
    </message>
    <message>
        <source>/etc/netplan/%1 configures %2</source>
        <translation>/etc/netplan/%1 が %2 を設定しています</translation>
    </message>
    <message>
        <source> with %1</source>
        <translation> (アドレス: %1)</translation>
    </message>
    <message>
        <source> and turns on IPv4 link-local (169.254) addressing</source>
        <translation> (IPv4 リンクローカル (169.254) アドレス指定も有効化)</translation>
    </message>
    <message>
        <source>Tandem moves /etc/netplan/%1 aside when it applies the plan (a backup is kept and Restore puts it back); to do it by hand: sudo mv /etc/netplan/%1 /root/%1.bak</source>
        <translation>Tandem は計画の適用時に /etc/netplan/%1 を退避します (バックアップが保存され、「復元」で元に戻せます)。手動で行う場合: sudo mv /etc/netplan/%1 /root/%1.bak</translation>
    </message>
    <message>
        <source>Only 40-cx7.yaml configures the ConnectX-7; the plan replaces it and keeps a backup.</source>
        <translation>ConnectX-7 を設定しているのは 40-cx7.yaml だけです。計画はこのファイルを置き換え、バックアップを保存します。</translation>
    </message>
    <message>
        <source>No netplan file configures the ConnectX-7 interfaces.</source>
        <translation>ConnectX-7 インターフェイスを設定している netplan ファイルはありません。</translation>
    </message>
    <message>
        <source>%1. netplan reads every file in /etc/netplan and concatenates address lists, so each interface would get these addresses as well as the planned ones.</source>
        <translation>%1。netplan は /etc/netplan 内のすべてのファイルを読み込んでアドレスの一覧を連結するため、各インターフェイスには計画したアドレスに加えてこれらのアドレスも割り当てられてしまいます。</translation>
    </message>
    <message>
        <source>No NetworkManager profile on the ConnectX-7</source>
        <translation>ConnectX-7 に NetworkManager プロファイルなし</translation>
    </message>
    <message>
        <source>NetworkManager was not asked on this node.</source>
        <translation>このノードでは NetworkManager に問い合わせていません。</translation>
    </message>
    <message>
        <source>NetworkManager is not installed (no nmcli), so no profile can interfere.</source>
        <translation>NetworkManager がインストールされていない (nmcli がない) ため、干渉するプロファイルはありません。</translation>
    </message>
    <message>
        <source>The NetworkManager profiles could not be read: %1</source>
        <translation>NetworkManager のプロファイルを読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>Run `nmcli -t -f NAME,DEVICE,TYPE connection show` on the node and look for profiles on ConnectX-7 interfaces.</source>
        <translation>ノード上で `nmcli -t -f NAME,DEVICE,TYPE connection show` を実行し、ConnectX-7 インターフェイス上のプロファイルを探してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; on %2</source>
        <translation>%2 上の &quot;%1&quot;</translation>
    </message>
    <message>
        <source>No NetworkManager profile is bound to a ConnectX-7 interface.</source>
        <translation>ConnectX-7 インターフェイスに関連付けられた NetworkManager プロファイルはありません。</translation>
    </message>
    <message>
        <source>NetworkManager profiles are active on ConnectX-7 interfaces: %1. NetworkManager may keep their addresses or restore them after the netplan file is applied.</source>
        <translation>ConnectX-7 インターフェイスで NetworkManager プロファイルが有効になっています: %1。netplan ファイルの適用後も、NetworkManager がそれらのアドレスを保持したり復元したりする可能性があります。</translation>
    </message>
    <message>
        <source>Every planned interface is up</source>
        <translation>計画したすべてのインターフェイスがアップ</translation>
    </message>
    <message>
        <source>The cabling of this node was not read.</source>
        <translation>このノードの配線情報を読み取っていません。</translation>
    </message>
    <message>
        <source>%1 is down while its twin %2 is up</source>
        <translation>%1 はダウンしていますが、ツインの %2 はアップしています</translation>
    </message>
    <message>
        <source>All planned interfaces have a link.</source>
        <translation>計画したすべてのインターフェイスでリンクが確立しています。</translation>
    </message>
    <message>
        <source>%1 and its twin have no link at all (is the cable in the other port?)</source>
        <translation>%1 とそのツインはどちらもリンクがありません (ケーブルがもう一方のポートに接続されていませんか?)</translation>
    </message>
    <message>
        <source>The plan gives addresses to interfaces without a link: %1.</source>
        <translation>計画では、リンクのないインターフェイスにアドレスを割り当てています: %1。</translation>
    </message>
    <message>
        <source>Reseat the cable (pull tab up) and run the cabling step again, then plan again; the plan only addresses twins that are up.</source>
        <translation>ケーブルを差し直して (プルタブを上に)「配線」ステップを再実行し、もう一度計画してください。計画でアドレスが割り当てられるのは、アップしているツインだけです。</translation>
    </message>
    <message>
        <source>No 169.254 link-local addresses on the ConnectX-7</source>
        <translation>ConnectX-7 に 169.254 のリンクローカルアドレスなし</translation>
    </message>
    <message>
        <source>Neither the addresses nor /etc/netplan were read on this node.</source>
        <translation>このノードでは、アドレスも /etc/netplan も読み取っていません。</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation>%1 に %2 が割り当てられています</translation>
    </message>
    <message>
        <source>/etc/netplan/%1 sets link-local: [ ipv4 ] on %2</source>
        <translation>/etc/netplan/%1 が %2 に link-local: [ ipv4 ] を設定しています</translation>
    </message>
    <message>
        <source>No ConnectX-7 interface uses IPv4 link-local addressing.</source>
        <translation>IPv4 リンクローカルアドレスを使用している ConnectX-7 インターフェイスはありません。</translation>
    </message>
    <message>
        <source>%1. 169.254 addresses change at random and only cover one cable; the old playbook setup used them.</source>
        <translation>%1。169.254 のアドレスはランダムに変わり、1 本のケーブルの範囲でしか使えません。旧来のプレイブックによるセットアップで使われていたものです。</translation>
    </message>
    <message>
        <source>Apply the plan: it replaces 40-cx7.yaml and moves other files aside, so the 169.254 addresses go away. Then use the planned addresses in host lists (mpirun -H, NCCL) instead.</source>
        <translation>計画を適用してください。40-cx7.yaml が置き換えられ、ほかのファイルが退避されるので、169.254 のアドレスはなくなります。その後は、ホストの一覧 (mpirun -H、NCCL) で代わりに計画したアドレスを使用してください。</translation>
    </message>
    <message>
        <source>%1 (%2) and %3 (%4)</source>
        <translation>%1 (%2) と %3 (%4)</translation>
    </message>
    <message>
        <source>Each twin in its own subnet</source>
        <translation>ツインごとに別のサブネット</translation>
    </message>
    <message>
        <source>With two interfaces in one subnet the kernel has two routes for it and sends replies for both through one of them (routing ambiguity): one twin carries everything, or NCCL fails to connect.</source>
        <translation>1 つのサブネットに 2 つのインターフェイスがあると、カーネルはそのサブネットへのルートを 2 つ持ち、両方への応答をどちらか一方から送信します (ルーティングの曖昧さ)。その結果、片方のツインがすべての通信を担うか、NCCL が接続に失敗します。</translation>
    </message>
    <message>
        <source>The plan puts twins in one subnet: %1. %2</source>
        <translation>計画ではツインが同じサブネットに配置されています: %1。%2</translation>
    </message>
    <message>
        <source>Plan again without editing: Tandem gives every twin its own subnet.</source>
        <translation>編集せずにもう一度計画してください。Tandem はツインごとに別のサブネットを割り当てます。</translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation>現在: %1</translation>
    </message>
    <message>
        <source>in /etc/netplan: %1</source>
        <translation>/etc/netplan 内: %1</translation>
    </message>
    <message>
        <source>No two twins share a subnet, now or in the plan.</source>
        <translation>現在の設定でも計画でも、同じサブネットを共有するツインはありません。</translation>
    </message>
    <message>
        <source>The current configuration puts twins in one subnet: %1. %2</source>
        <translation>現在の設定ではツインが同じサブネットに配置されています: %1。%2</translation>
    </message>
    <message>
        <source>Apply the plan: it gives each twin its own subnet and moves the other netplan files aside.</source>
        <translation>計画を適用してください。ツインごとに別のサブネットが割り当てられ、ほかの netplan ファイルは退避されます。</translation>
    </message>
    <message>
        <source>Every planned address is unique</source>
        <translation>計画したアドレスがすべて一意</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n planned address(es), no duplicates.</source>
        <translation>
            <numerusform>計画したアドレスは %n 個で、重複はありません。</numerusform>
        </translation>
    </message>
    <message>
        <source>The same address is planned more than once: %1.</source>
        <translation>同じアドレスが複数回計画されています: %1。</translation>
    </message>
    <message>
        <source>Plan again without editing addresses: Tandem numbers node i as host 10 + i.</source>
        <translation>アドレスを編集せずにもう一度計画してください。Tandem はノード i にホスト番号 10 + i を割り当てます。</translation>
    </message>
    <message>
        <source>Take the ConnectX-7 interfaces out of /etc/netplan/%1 by hand (keep a copy), then make the plan again.</source>
        <translation>/etc/netplan/%1 から ConnectX-7 インターフェースを手作業で取り除き（コピーを残してください）、計画を作り直してください。</translation>
    </message>
    <message>
        <source>/etc/netplan/%1 also configures other interfaces, which Tandem leaves alone: when it applies the plan it takes only the entries for %2 out of the file and keeps every other byte (a backup is kept and Restore puts the whole file back).</source>
        <translation>/etc/netplan/%1 はほかのインターフェースも設定しており、Tandem はそれらに触れません。計画を適用するときは %2 の項目だけをファイルから取り除き、ほかのバイトはすべて保持します（バックアップを取り、復元でファイル全体を元に戻せます）。</translation>
    </message>
    <message>
        <source>Tandem will not edit /etc/netplan/%1: it names %2 outside its &quot;ethernets&quot; section.</source>
        <translation>Tandem は /etc/netplan/%1 を編集しません：&quot;ethernets&quot; セクションの外で %2 を参照しているためです。</translation>
    </message>
    <message>
        <source>This node&apos;s netplan hands every interface to NetworkManager (%1); Tandem&apos;s file names networkd for the ConnectX-7 ports, and netplan tells NetworkManager to leave them alone (a udev rule that netplan apply triggers). Should NetworkManager still hold one, restart it: sudo systemctl restart NetworkManager.</source>
        <translation>このノードの netplan はすべてのインターフェイスを NetworkManager に任せています (%1)。Tandem のファイルは ConnectX-7 ポートに networkd を指定し、netplan は NetworkManager にそれらを管理しないよう指示します (netplan apply が適用する udev ルール)。それでも NetworkManager がポートを保持している場合は再起動してください: sudo systemctl restart NetworkManager</translation>
    </message>
</context>
<context>
    <name>Tandem::PrerequisiteChecks</name>
    <message>
        <source>Build %1 on the nodes (Build missing; tandem-cli prereqs --build), or point Tandem at an existing install (%2).</source>
        <translation>ノード上で %1 をビルドする (「不足分をビルド」、tandem-cli prereqs --build) か、既存のインストール先を Tandem に指定してください (%2)。</translation>
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
        <translation>すべてのノードで同じバージョン</translation>
    </message>
    <message>
        <source>Build of NCCL</source>
        <translation>NCCL のビルド</translation>
    </message>
    <message>
        <source>Build of nccl-tests</source>
        <translation>nccl-tests のビルド</translation>
    </message>
    <message>
        <source>Install of Open MPI</source>
        <translation>Open MPI のインストール</translation>
    </message>
    <message>
        <source>Build of tandem-probe</source>
        <translation>tandem-probe のビルド</translation>
    </message>
    <message>
        <source>The check exited with status %1: %2</source>
        <translation>チェックが終了ステータス %1 で終了しました: %2</translation>
    </message>
    <message>
        <source>NCCL_HOME: the folder with include/nccl.h and lib/libnccl.so</source>
        <translation>NCCL_HOME: include/nccl.h と lib/libnccl.so があるフォルダ</translation>
    </message>
    <message>
        <source>No NCCL in %1 (no include/nccl.h, no lib/libnccl.so).</source>
        <translation>%1 に NCCL がありません (include/nccl.h も lib/libnccl.so もありません)。</translation>
    </message>
    <message>
        <source>%1 has NCCL&apos;s headers (%2) but no libnccl.so in lib or lib64.</source>
        <translation>%1 には NCCL のヘッダー (%2) がありますが、lib にも lib64 にも libnccl.so がありません。</translation>
    </message>
    <message>
        <source>NCCL library %1 (%2), but no include/nccl.h in %3: building nccl-tests or tandem-probe against it needs the headers.</source>
        <translation>NCCL ライブラリ (%1、%2) はありますが、%3 に include/nccl.h がありません。これを使って nccl-tests や tandem-probe をビルドするにはヘッダーが必要です。</translation>
    </message>
    <message>
        <source>of unknown version</source>
        <translation>バージョン不明</translation>
    </message>
    <message>
        <source>NCCL in %1, but Tandem cannot tell its version (library %2, nccl.h %3).</source>
        <translation>%1 に NCCL がありますが、Tandem はそのバージョンを判別できません (ライブラリ %2、nccl.h %3)。</translation>
    </message>
    <message>
        <source>NCCL&apos;s headers are %1 (code %2) but its library is %3: what is built against these headers runs another NCCL.</source>
        <translation>NCCL のヘッダーは %1 (コード %2) ですが、ライブラリは %3 です。このヘッダーを使ってビルドしたものは、別の NCCL で動作することになります。</translation>
    </message>
    <message>
        <source>Build NCCL again so that headers and library match, or set NCCL_HOME to one install.</source>
        <translation>ヘッダーとライブラリが一致するように NCCL をビルドし直すか、NCCL_HOME を 1 つのインストール先に設定してください。</translation>
    </message>
    <message>
        <source>NCCL %1 in %2. %3</source>
        <translation>%2 に NCCL %1 があります。%3</translation>
    </message>
    <message>
        <source>Build NCCL %1 on the nodes.</source>
        <translation>ノードで NCCL %1 をビルドしてください。</translation>
    </message>
    <message>
        <source>NCCL %1 in %2 (headers %3, code %4).</source>
        <translation>%2 に NCCL %1 があります (ヘッダー %3、コード %4)。</translation>
    </message>
    <message>
        <source>the nccl-tests folder: where all_gather_perf is</source>
        <translation>nccl-tests のフォルダ: all_gather_perf がある場所</translation>
    </message>
    <message>
        <source>No nccl-tests in %1 (no *_perf programs).</source>
        <translation>%1 に nccl-tests がありません (*_perf プログラムがありません)。</translation>
    </message>
    <message>
        <source>%1 has %2 but not all_gather_perf, the acceptance test.</source>
        <translation>%1 には %2 がありますが、受け入れテストである all_gather_perf がありません。</translation>
    </message>
    <message>
        <source>all_gather_perf in %1 was built without MPI (it does not link libmpi): under mpirun every rank would run a test of its own.</source>
        <translation>%1 の all_gather_perf は MPI なしでビルドされています (libmpi をリンクしていません)。mpirun で実行すると、各ランクがそれぞれ単独のテストを実行してしまいます。</translation>
    </message>
    <message>
        <source>Build nccl-tests again with MPI=1 (Tandem&apos;s build does).</source>
        <translation>MPI=1 を指定して nccl-tests をビルドし直してください (Tandem のビルドではそうしています)。</translation>
    </message>
    <message>
        <source>all_gather_perf needs libnccl.so.2, which is not found with NCCL_HOME (%1) on the library path.</source>
        <translation>all_gather_perf には libnccl.so.2 が必要ですが、NCCL_HOME (%1) をライブラリパスに加えても見つかりません。</translation>
    </message>
    <message>
        <source>Set NCCL_HOME to the NCCL that nccl-tests was built against, or build NCCL there.</source>
        <translation>NCCL_HOME を nccl-tests のビルドに使用した NCCL に設定するか、そこに NCCL をビルドしてください。</translation>
    </message>
    <message numerus="yes">
        <source>%n test program(s)</source>
        <translation>
            <numerusform>テストプログラム %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2, built with MPI; they load NCCL from %3, not from NCCL_HOME (%4).</source>
        <translation>%2 に %1 があり、MPI 付きでビルドされていますが、NCCL を NCCL_HOME (%4) ではなく %3 から読み込みます。</translation>
    </message>
    <message>
        <source>Set NCCL_HOME to the NCCL the tests should use.</source>
        <translation>NCCL_HOME をテストで使用する NCCL に設定してください。</translation>
    </message>
    <message>
        <source>%1 in %2, built with MPI.</source>
        <translation>%2 に %1 があり、MPI 付きでビルドされています。</translation>
    </message>
    <message>
        <source>%1 in %2, built with MPI, NCCL from %3.</source>
        <translation>%2 に %1 があり、MPI 付きでビルドされています。NCCL は %3 から読み込みます。</translation>
    </message>
    <message>
        <source>Build missing installs it with sudo (apt-get install openmpi-bin libopenmpi-dev).</source>
        <translation>「不足分をビルド」を使うと、sudo でインストールされます (apt-get install openmpi-bin libopenmpi-dev)。</translation>
    </message>
    <message>
        <source>Open MPI is not installed (no mpirun).</source>
        <translation>Open MPI がインストールされていません (mpirun がありません)。</translation>
    </message>
    <message>
        <source>%1 is not Open MPI (%2); Tandem&apos;s runs use Open MPI&apos;s options.</source>
        <translation>%1 は Open MPI ではありません (%2)。Tandem の実行では Open MPI のオプションを使用します。</translation>
    </message>
    <message>
        <source>no version</source>
        <translation>バージョン情報なし</translation>
    </message>
    <message>
        <source>Open MPI %1 (%2) runs, but its development files are missing: building nccl-tests or tandem-probe needs them.</source>
        <translation>Open MPI %1 (%2) は動作しますが、開発用ファイルがありません。nccl-tests や tandem-probe のビルドにはこれが必要です。</translation>
    </message>
    <message>
        <source>Open MPI %1 (%2), with its development files.</source>
        <translation>Open MPI %1 (%2)、開発用ファイルあり。</translation>
    </message>
    <message>
        <source>Build tandem-probe on the nodes again (from the source Tandem carries).</source>
        <translation>ノードで tandem-probe をビルドし直してください (Tandem に同梱のソースから)。</translation>
    </message>
    <message>
        <source>No tandem-probe at %1.</source>
        <translation>%1 に tandem-probe がありません。</translation>
    </message>
    <message>
        <source>the tandem-probe path</source>
        <translation>tandem-probe のパス</translation>
    </message>
    <message>
        <source>tandem-probe at %1 does not answer --version (exit status %2): %3</source>
        <translation>%1 の tandem-probe が --version に応答しません (終了ステータス %2): %3</translation>
    </message>
    <message>
        <source>tandem-probe %1 (source %2) is not the one this Tandem carries (%3, source %4).</source>
        <translation>tandem-probe %1 (ソース %2) は、この Tandem に同梱のもの (%3、ソース %4) ではありません。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>tandem-probe %1 has only its MPI backend, though this node has a GPU and NCCL: it cannot measure GPU bandwidth.</source>
        <translation>このノードには GPU と NCCL がありますが、tandem-probe %1 には MPI バックエンドしかないため、GPU の帯域幅を測定できません。</translation>
    </message>
    <message>
        <source>tandem-probe %1 at %2 (backends: %3).</source>
        <translation>%2 に tandem-probe %1 があります (バックエンド: %3)。</translation>
    </message>
    <message>
        <source>NCCL differs between the nodes (%1); NCCL refuses peers of another version.</source>
        <translation>ノード間で NCCL が異なります (%1)。NCCL はバージョンの異なるピアを拒否します。</translation>
    </message>
    <message>
        <source>Open MPI differs between the nodes (%1); mpirun needs the same version everywhere.</source>
        <translation>ノード間で Open MPI が異なります (%1)。mpirun はすべてのノードで同じバージョンを必要とします。</translation>
    </message>
    <message>
        <source>Build the same NCCL on every node, and install the same Open MPI (apt-get) on every node.</source>
        <translation>すべてのノードで同じ NCCL をビルドし、同じ Open MPI を (apt-get で) インストールしてください。</translation>
    </message>
    <message>
        <source>tandem-probe differs between the nodes (%1).</source>
        <translation>ノード間で tandem-probe が異なります (%1)。</translation>
    </message>
    <message>
        <source>Build tandem-probe again on every node.</source>
        <translation>すべてのノードで tandem-probe をビルドし直してください。</translation>
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
        <translation>まだ比較するものがありません。NCCL、Open MPI、tandem-probe のいずれかがあるノードがありません。</translation>
    </message>
    <message>
        <source>Every node that has them runs %1.</source>
        <translation>これらがあるすべてのノードで %1 を使用しています。</translation>
    </message>
    <message>
        <source>perftest (ib_write_bw)</source>
        <translation>perftest (ib_write_bw)</translation>
    </message>
    <message>
        <source>Install of perftest</source>
        <translation>perftest のインストール</translation>
    </message>
    <message>
        <source>perftest is not installed (no ib_write_bw on the PATH): the Doctor&apos;s RDMA test needs it; the NCCL bandwidth test does not.</source>
        <translation>perftest がインストールされていません (PATH 上に ib_write_bw がありません)。診断の RDMA テストには必要ですが、NCCL 帯域幅テストには不要です。</translation>
    </message>
    <message>
        <source>sudo apt install perftest, or let Build missing install it with sudo (tandem-cli prereqs --build perftest).</source>
        <translation>sudo apt install perftest を実行するか、「不足分をビルド」で sudo によりインストールしてください (tandem-cli prereqs --build perftest)。</translation>
    </message>
    <message>
        <source>ib_write_bw at %1 (it does not tell its version).</source>
        <translation>%1 に ib_write_bw があります (バージョンは表示されません)。</translation>
    </message>
    <message>
        <source>perftest %1 (ib_write_bw at %2).</source>
        <translation>perftest %1 (ib_write_bw: %2)。</translation>
    </message>
</context>
<context>
    <name>Tandem::PrerequisitesBuild</name>
    <message>
        <source>Waiting for its turn.</source>
        <translation>順番を待っています。</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>開始前にキャンセルされました。</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>ビルドしています…</translation>
    </message>
    <message numerus="yes">
        <source>tandem: uploading the tandem-probe sources (%n byte(s))</source>
        <translation>
            <numerusform>tandem: tandem-probe のソースをアップロードしています (%n バイト)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open MPI is installed.</source>
        <translation>Open MPI をインストールしました。</translation>
    </message>
    <message>
        <source>Built and put in place.</source>
        <translation>ビルドして所定の場所に配置しました。</translation>
    </message>
    <message>
        <source>Cancelled; the build was ended on the node and the previous install was left as it was.</source>
        <translation>キャンセルしました。ノード上のビルドを終了し、以前のインストールはそのまま残しています。</translation>
    </message>
    <message>
        <source>it exited with status %1</source>
        <translation>終了ステータス %1 で終了しました</translation>
    </message>
    <message>
        <source>The build failed (%1); the previous install was left as it was.</source>
        <translation>ビルドに失敗しました (%1)。以前のインストールはそのまま残しています。</translation>
    </message>
    <message>
        <source>The build failed (%1); the previous install was left as it was. The end of its log:
%2</source>
        <translation>ビルドに失敗しました (%1)。以前のインストールはそのまま残しています。ログの末尾:
%2</translation>
    </message>
    <message>
        <source>Check that the node reaches its package mirrors and that sudo accepts the password.</source>
        <translation>ノードがパッケージミラーに到達できること、および sudo がパスワードを受け付けることを確認してください。</translation>
    </message>
    <message>
        <source>Read the log (the evidence), fix what it names on the node, and build again.</source>
        <translation>ログ (証跡) を読み、ノード上で指摘された問題を修正してから、もう一度ビルドしてください。</translation>
    </message>
    <message>
        <source>Not built, because the step before it failed.</source>
        <translation>前のステップが失敗したため、ビルドしていません。</translation>
    </message>
    <message>
        <source>perftest is installed.</source>
        <translation>perftest をインストールしました。</translation>
    </message>
</context>
<context>
    <name>Tandem::PrerequisitesParser</name>
    <message>
        <source>&quot;%1&quot; is not one of nccl.h&apos;s version macros.</source>
        <translation>&quot;%1&quot; は nccl.h のバージョンマクロではありません。</translation>
    </message>
    <message>
        <source>nccl.h does not define NCCL_MAJOR, NCCL_MINOR and NCCL_PATCH as numbers.</source>
        <translation>nccl.h で NCCL_MAJOR、NCCL_MINOR、NCCL_PATCH が数値として定義されていません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not NCCL&apos;s version string.</source>
        <translation>&quot;%1&quot; は NCCL のバージョン文字列ではありません。</translation>
    </message>
    <message>
        <source>The file name %1 does not carry NCCL&apos;s full version.</source>
        <translation>ファイル名 %1 に NCCL の完全なバージョンが含まれていません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not what Open MPI&apos;s mpirun --version prints.</source>
        <translation>&quot;%1&quot; は Open MPI の mpirun --version の出力ではありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not what tandem-probe --version prints.</source>
        <translation>&quot;%1&quot; は tandem-probe --version の出力ではありません。</translation>
    </message>
    <message>
        <source>This is not the output of Tandem&apos;s prerequisites check.</source>
        <translation>これは Tandem の前提条件チェックの出力ではありません。</translation>
    </message>
    <message>
        <source>The prerequisites check stopped before its end.</source>
        <translation>前提条件チェックが途中で停止しました。</translation>
    </message>
    <message>
        <source>A tool line names no tool.</source>
        <translation>ツールの行にツール名がありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an exit status.</source>
        <translation>&quot;%1&quot; は終了ステータスではありません。</translation>
    </message>
    <message>
        <source>nccl.h defines a version out of range: %1.%2.%3.</source>
        <translation>nccl.h で定義されているバージョンが範囲外です: %1.%2.%3。</translation>
    </message>
    <message>
        <source>The output of the prerequisites check</source>
        <translation>前提条件チェックの出力</translation>
    </message>
    <message>
        <source>A folder line Tandem cannot read: %1</source>
        <translation>Tandem が読めない folder 行：%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not what perftest&apos;s ib_write_bw --version prints.</source>
        <translation>&quot;%1&quot; は perftest の ib_write_bw --version の出力ではありません。</translation>
    </message>
</context>
<context>
    <name>Tandem::ProbeParser</name>
    <message>
        <source>Not a tandem-probe JSON line: %1</source>
        <translation>tandem-probe の JSON 行ではありません: %1</translation>
    </message>
    <message>
        <source>tandem-probe: %1</source>
        <translation>tandem-probe: %1</translation>
    </message>
    <message>
        <source>A sample without numeric bytes and busbw.</source>
        <translation>数値の bytes と busbw がないサンプルです。</translation>
    </message>
    <message>
        <source>Unknown tandem-probe line type &apos;%1&apos;.</source>
        <translation>不明な tandem-probe の行の種類 &apos;%1&apos; です。</translation>
    </message>
    <message>
        <source>The input holds no tandem-probe output.</source>
        <translation>入力に tandem-probe の出力が含まれていません。</translation>
    </message>
    <message>
        <source>The output has more than %1 lines; Tandem reads no further.</source>
        <translation>出力が %1 行を超えています。Tandem はそれ以降を読み込みません。</translation>
    </message>
    <message>
        <source>A sample whose %1 is out of range was refused.</source>
        <translation>%1 が範囲外のサンプルを拒否しました。</translation>
    </message>
    <message>
        <source>The tandem-probe output</source>
        <translation>tandem-probe の出力</translation>
    </message>
    <message>
        <source>Line %1: the output was cut short inside this line, which was dropped.</source>
        <translation>%1 行目: 出力がこの行の途中で途切れたため、この行を破棄しました。</translation>
    </message>
    <message>
        <source>The start line&apos;s CPU sets (cpus, cpu_counts) are malformed; they were left out.</source>
        <translation>start 行の CPU セット (cpus、cpu_counts) の形式が不正なため、無視しました。</translation>
    </message>
</context>
<context>
    <name>Tandem::ProcessHardening</name>
    <message>
        <source>Cannot turn off core dumps: %1</source>
        <translation>コアダンプを無効にできません: %1</translation>
    </message>
    <message>
        <source>Cannot mark the process not dumpable: %1</source>
        <translation>プロセスをダンプ不可に設定できません: %1</translation>
    </message>
</context>
<context>
    <name>Tandem::RdmaLinkParser</name>
    <message>
        <source>The output of rdma link</source>
        <translation>rdma link の出力</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of rdma link; ignored.</source>
        <translation>&quot;%1&quot; は rdma link の行ではないため、無視しました。</translation>
    </message>
    <message>
        <source>The port number %1 of %2 is not valid (1 to %3).</source>
        <translation>%2 のポート番号 %1 は正しくありません (1〜%3)。</translation>
    </message>
    <message>
        <source>Port %1 of %2 is listed again; the first line is kept.</source>
        <translation>%2 のポート %1 が再び出てきます。最初の行を使用します。</translation>
    </message>
    <message>
        <source>The output of rdma link is empty: no RDMA device was listed.</source>
        <translation>rdma link の出力が空です: RDMA デバイスが 1 つも表示されていません。</translation>
    </message>
    <message>
        <source>This is not the output of rdma link: &quot;%1&quot; does not start with &quot;link DEVICE/PORT&quot;.</source>
        <translation>これは rdma link の出力ではありません: &quot;%1&quot; が &quot;link DEVICE/PORT&quot; で始まっていません。</translation>
    </message>
    <message>
        <source>%1 more warnings were left out.</source>
        <translation>ほかに %1 件の警告を省略しました。</translation>
    </message>
</context>
<context>
    <name>Tandem::RdmaTest</name>
    <message>
        <source>ib_write_bw is not installed on %1</source>
        <translation>%1 に ib_write_bw がインストールされていません</translation>
    </message>
    <message>
        <source>ib_write_bw did not finish within 60 s</source>
        <translation>ib_write_bw が 60 秒以内に終了しませんでした</translation>
    </message>
    <message>
        <source>ib_write_bw exited with status %1</source>
        <translation>ib_write_bw がステータス %1 で終了しました</translation>
    </message>
    <message>
        <source>ib_write_bw exited with status %1: %2</source>
        <translation>ib_write_bw がステータス %1 で終了しました: %2</translation>
    </message>
</context>
<context>
    <name>Tandem::RemoteCommand</name>
    <message>
        <source>&quot;%1&quot; is not a valid environment variable name.</source>
        <translation>&quot;%1&quot; は有効な環境変数名ではありません。</translation>
    </message>
    <message numerus="yes">
        <source> (with %n byte(s) on stdin)</source>
        <translation>
            <numerusform> (標準入力に %n バイト)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::RepairScripts</name>
    <message>
        <source>Tandem takes NCCL_IB_GID_INDEX only out of ~/.nccl.conf or /etc/nccl.conf, not out of %1.</source>
        <translation>Tandem が NCCL_IB_GID_INDEX を取り除くのは ~/.nccl.conf または /etc/nccl.conf からのみで、%1 からは取り除きません。</translation>
    </message>
    <message>
        <source>%1 is not a path Tandem changes.</source>
        <translation>%1 は Tandem が変更するパスではありません。</translation>
    </message>
    <message>
        <source>%1 is not a folder Tandem puts on the PATH (an absolute path of letters, digits and ._/+- only).</source>
        <translation>%1 は Tandem が PATH に追加するフォルダではありません (英字、数字、._/+- のみからなる絶対パスである必要があります)。</translation>
    </message>
</context>
<context>
    <name>Tandem::RepairStep</name>
    <message>
        <source>%1 is not connected.</source>
        <translation>%1 は接続されていません。</translation>
    </message>
    <message>
        <source>Repair failed: %1</source>
        <translation>修復に失敗しました: %1</translation>
    </message>
    <message>
        <source>Nothing was changed unless the evidence names a backup; fix it by hand as the finding says.</source>
        <translation>証跡にバックアップが示されていない限り、何も変更していません。検出事項の説明に従って手動で対処してください。</translation>
    </message>
    <message>
        <source>NCCL_IB_GID_INDEX taken out of %1</source>
        <translation>%1 から NCCL_IB_GID_INDEX を取り除きました</translation>
    </message>
    <message>
        <source>It was no longer there.</source>
        <translation>すでにありませんでした。</translation>
    </message>
    <message>
        <source>The previous file is kept as %1.</source>
        <translation>以前のファイルは %1 として保存されています。</translation>
    </message>
    <message>
        <source>%1 put on the non-interactive PATH</source>
        <translation>%1 を非対話型の PATH に追加しました</translation>
    </message>
    <message>
        <source>Tandem&apos;s block was already in ~/.bashrc.</source>
        <translation>Tandem のブロックはすでに ~/.bashrc にありました。</translation>
    </message>
    <message>
        <source>~/.bashrc was made with Tandem&apos;s block.</source>
        <translation>Tandem のブロックを含む ~/.bashrc を作成しました。</translation>
    </message>
    <message>
        <source>The previous ~/.bashrc is kept as %1.</source>
        <translation>以前の ~/.bashrc は %1 として保存されています。</translation>
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
        <translation>busbw out-of-place</translation>
    </message>
    <message>
        <source>busbw in-place</source>
        <translation>busbw in-place</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%2 上の %1 (%3)</translation>
    </message>
    <message>
        <source>MPI over TCP on the CX7 subnets (tandem-probe&apos;s MPI backend; NCCL not used)</source>
        <translation>CX7 サブネット上の MPI over TCP (tandem-probe の MPI バックエンド。NCCL は不使用)</translation>
    </message>
    <message>
        <source>not seen in NCCL&apos;s log</source>
        <translation>NCCL のログに記録なし</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>NOT RUN</source>
        <translation>未実施</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>There is no network plan yet.</source>
        <translation>ネットワーク計画はまだありません。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a bandwidth (&quot;23.67 GB/s&quot;), %2 judgedBasis (&quot;at 1 GiB&quot;)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>(the mean of %n sample(s) at %1)</source>
        <translation>
            <numerusform>（%1 での %n 個のサンプルの平均）</numerusform>
        </translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>%1 にて</translation>
    </message>
    <message>
        <source>Simulated: these nodes are Tandem&apos;s lab, network namespaces on one computer that stand in for GB10 machines. The figures describe no real cluster.</source>
        <translation>シミュレーション: これらのノードは Tandem のラボです。1 台のコンピューター上のネットワーク名前空間が GB10 マシンの代わりをしています。数値は実在のクラスターを表すものではありません。</translation>
    </message>
    <message numerus="yes">
        <source>Not in the table: %n row(s) of 0 B, which moved no data. nccl-tests rounds each size down to whole elements on every rank, and the smallest sizes of this sweep came to nothing.</source>
        <translation>
            <numerusform>表に含めていない行: データを送らなかった 0 B の行が %n 行。nccl-tests は各ランクでサイズを要素単位に切り捨てるため、このスイープの最小サイズは 0 になりました。</numerusform>
        </translation>
    </message>
    <message>
        <source>See &quot;Later runs not used&quot;.</source>
        <translation>「使わなかった後の実行」を参照してください。</translation>
    </message>
    <message>
        <source>The bandwidth section shows the run from %1 to %2, the one the report rests on. These later runs were not used, newest last:</source>
        <translation>帯域幅の節は、レポートの根拠となる %1 から %2 までの実行を示します。次の後の実行は使っていません (新しいものが最後):</translation>
    </message>
</context>
<context>
    <name>Tandem::ReportAppendix</name>
    <message>
        <source>The bandwidth run&apos;s command</source>
        <translation>帯域幅テストのコマンド</translation>
    </message>
    <message>
        <source>Doctor: %1</source>
        <translation>Doctor: %1</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/40-cx7.yaml</source>
        <translation>%1: /etc/netplan/40-cx7.yaml</translation>
    </message>
    <message>
        <source>%1: every check</source>
        <translation>%1: すべてのチェック</translation>
    </message>
    <message>
        <source>A.%1</source>
        <extracomment>The number of a block of the report&apos;s appendix of evidence: A.1, A.2, ...</extracomment>
        <translation>A.%1</translation>
    </message>
    <message>
        <source>Appendix: evidence</source>
        <translation>付録: 証跡</translation>
    </message>
    <message>
        <source>The raw evidence the summaries above rest on, each block cited from the item it supports. Command outputs are cut to their first %1 lines or %2 characters; the saved session keeps all of them.</source>
        <translation>上の要約の根拠となる生の証跡です。各ブロックは、それが裏付ける項目から参照されています。コマンド出力は先頭の %1 行または %2 文字までに切り詰めています。保存されたセッションにはすべて残っています。</translation>
    </message>
    <message>
        <source>See Appendix %1.</source>
        <translation>付録 %1 を参照してください。</translation>
    </message>
    <message>
        <source>Appendix %1</source>
        <translation>付録 %1</translation>
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
        <translation>%1 はチェックされていません。</translation>
    </message>
    <message>
        <source>%1 did not pass: %2</source>
        <translation>%1 は合格しませんでした: %2</translation>
    </message>
    <message numerus="yes">
        <source>[%n more line(s) in the saved state]</source>
        <translation>
            <numerusform>[ほか %n 行は保存された状態ファイルにあります]</numerusform>
        </translation>
    </message>
    <message>
        <source>Ping over the CX7 addresses between every pair of nodes</source>
        <translation>すべてのノードの組み合わせ間での CX7 アドレス経由の ping</translation>
    </message>
    <message>
        <source>The verify step has not pinged over the CX7 addresses yet.</source>
        <translation>「検証」ステップでは、まだ CX7 アドレス経由の ping を実行していません。</translation>
    </message>
    <message>
        <source>The nodes were restored after this verify step; apply the plan and verify again.</source>
        <translation>この検証の後にノードが復元されました。計画を適用して、もう一度検証してください。</translation>
    </message>
    <message numerus="yes">
        <source>Every node reaches every other over each shared twin at the full MTU without fragmenting (%n ordered pair(s)).</source>
        <translation>
            <numerusform>すべてのノードが、共有する各ツインで最大 MTU のままフラグメント化なしにほかのすべてのノードに到達できます (順序付きペア %n 組)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Passwordless SSH both ways as the shared user</source>
        <translation>共通ユーザーでの双方向のパスワードなし SSH</translation>
    </message>
    <message>
        <source>The verify step has not tried SSH over the CX7 addresses yet.</source>
        <translation>「検証」ステップでは、まだ CX7 アドレス経由の SSH を試していません。</translation>
    </message>
    <message>
        <source>The nodes were logged in to as different users (%1).</source>
        <translation>ノードに異なるユーザーでログインしていました (%1)。</translation>
    </message>
    <message>
        <source>The user differs between the nodes: %1</source>
        <translation>ノード間でユーザーが異なります: %1</translation>
    </message>
    <message>
        <source>The nodes were restored after this verify step; set up the SSH fabric and verify again.</source>
        <translation>この検証の後にノードが復元されました。SSH ファブリックを設定して、もう一度検証してください。</translation>
    </message>
    <message>
        <source>%1 logs in from every node to every other over CX7 with BatchMode (no password, host keys checked).</source>
        <translation>%1 は、すべてのノードからほかのすべてのノードへ CX7 経由で BatchMode によりログインできます (パスワードなし、ホスト鍵は確認済み)。</translation>
    </message>
    <message>
        <source>NCCL test passed over RoCE</source>
        <translation>RoCE 経由の NCCL テストに合格</translation>
    </message>
    <message>
        <source>No bandwidth test has run yet.</source>
        <translation>帯域幅テストはまだ実行されていません。</translation>
    </message>
    <message>
        <source>The last bandwidth run did not use NCCL (tandem-probe&apos;s MPI backend); run nccl-tests or the probe&apos;s NCCL backend.</source>
        <translation>前回の帯域幅テストでは NCCL を使用していません (tandem-probe の MPI バックエンド)。nccl-tests を実行するか、プローブの NCCL バックエンドを使用してください。</translation>
    </message>
    <message>
        <source>The nodes were restored after this bandwidth run; run it again.</source>
        <translation>この帯域幅テストの後にノードが復元されました。もう一度実行してください。</translation>
    </message>
    <message>
        <source>Serving recipe node list uses CX7 addresses, not management or Wi-Fi ones</source>
        <translation>推論サービング用レシピのノード一覧が、管理用や Wi-Fi ではなく CX7 アドレスを使用</translation>
    </message>
    <message>
        <source>There is no network plan yet, so there are no serving snippets.</source>
        <translation>ネットワーク計画がまだないため、推論サービング用のスニペットはありません。</translation>
    </message>
    <message>
        <source>Addresses in the snippets: %1.</source>
        <translation>スニペット内のアドレス: %1。</translation>
    </message>
    <message>
        <source>The hostfile, the env file and the vLLM/Ray launch name only CX7 addresses: %1.</source>
        <translation>hostfile、env ファイル、vLLM/Ray の起動コマンドには CX7 アドレスのみが記載されています: %1。</translation>
    </message>
    <message>
        <source>Backup and restore tested</source>
        <translation>バックアップと復元をテスト済み</translation>
    </message>
    <message>
        <source>The restore did not pass on %1: %2</source>
        <translation>%1 で復元に失敗しました: %2</translation>
    </message>
    <message>
        <source>the cluster</source>
        <translation>クラスタ</translation>
    </message>
    <message>
        <source>The nodes were restored after the last apply; apply the plan again to finish the test.</source>
        <translation>前回の適用の後にノードが復元されました。テストを完了するには、計画をもう一度適用してください。</translation>
    </message>
    <message>
        <source>The apply after the restore did not pass on %1: %2</source>
        <translation>%1 で、復元後の適用に失敗しました: %2</translation>
    </message>
    <message>
        <source>Restore put every file Tandem changed back on %1 (sha256 checked) at %2; the plan was then applied again, backing up every file first, at %3.</source>
        <translation>%2 に、Tandem が %1 で変更したすべてのファイルを復元により元に戻しました (sha256 で確認済み)。その後 %3 に、すべてのファイルを先にバックアップしたうえで計画を再度適用しました。</translation>
    </message>
    <message>
        <source>The last restore found nothing to put back on any node; apply the plan, restore, and apply it again to test it.</source>
        <translation>前回の復元では、どのノードにも戻すものがありませんでした。テストするには、計画を適用し、復元し、もう一度適用してください。</translation>
    </message>
    <message>
        <source>Out of date: a node&apos;s host key was replaced after the SSH fabric was set up; set it up again and verify again.</source>
        <translation>古くなっています: SSH ファブリックの設定後にノードのホスト鍵が置き換えられました。設定し直して、もう一度検証してください。</translation>
    </message>
    <message>
        <source>Out of date: %1 changed after the verify step; verify again.</source>
        <translation>古くなっています: 検証ステップの後に %1 が変わりました。もう一度検証してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier run(s) besides.</source>
        <translation>
            <numerusform>ほかに以前の実行が %n 件あります。</numerusform>
        </translation>
    </message>
    <message>
        <source>No bandwidth test has run to the end yet: the run at %1 was cancelled.</source>
        <translation>最後まで実行された帯域幅テストはまだありません: %1 の実行はキャンセルされました。</translation>
    </message>
    <message>
        <source>Later runs not used: %1</source>
        <translation>使われなかった後の実行: %1</translation>
    </message>
    <message>
        <source>%1: no result.</source>
        <translation>%1: 結果がありません。</translation>
    </message>
    <message>
        <source>Out of date: %1 changed after this run; run the bandwidth test again.</source>
        <translation>古くなっています: この実行の後に %1 が変わりました。帯域幅テストを再実行してください。</translation>
    </message>
    <message>
        <source>The run at %1:</source>
        <translation>%1 の実行:</translation>
    </message>
    <message>
        <source>Restore has not been tried. Test it: restore the nodes, then apply the plan again (on the Apply page: Restore, then Apply; on the command line: tandem-cli restore, then tandem-cli setup).</source>
        <translation>復元はまだ試されていません。試すには、ノードを復元してから計画をもう一度適用してください (適用ページで「復元」、次に「適用」。コマンドラインでは tandem-cli restore、次に tandem-cli setup)。</translation>
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
        <translation>数値なし</translation>
    </message>
    <message>
        <source>Compared with: %1</source>
        <translation>比較基準: %1</translation>
    </message>
    <message>
        <source>no failing findings</source>
        <translation>失敗の検出事項なし</translation>
    </message>
    <message numerus="yes">
        <source>%n failing finding(s)</source>
        <translation>
            <numerusform>失敗の検出事項 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>警告 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Doctor: %1. The Doctor&apos;s findings do not change the checklist.</source>
        <translation>診断: %1。診断の検出事項はチェックリストを変更しません。</translation>
    </message>
    <message>
        <source>Doctor: %1 (run %2). The Doctor&apos;s findings do not change the checklist.</source>
        <translation>診断: %1 (実行日時 %2)。診断の検出事項はチェックリストを変更しません。</translation>
    </message>
    <message>
        <source>an unrecorded time</source>
        <translation>記録されていない時刻</translation>
    </message>
    <message>
        <source>through a switch</source>
        <translation>スイッチ経由</translation>
    </message>
    <message>
        <source>cabled directly</source>
        <translation>ケーブルで直結</translation>
    </message>
    <message>
        <source>From %1 to %2 on %3, %4.</source>
        <translation>%1 から %2 まで、%3 で実行 (%4)。</translation>
    </message>
    <message>
        <source>no named node</source>
        <translation>名前の付いたノードなし</translation>
    </message>
    <message numerus="yes">
        <source>%n more item(s) match on every node. [odd]: the node differs from the majority.</source>
        <translation>
            <numerusform>ほか %n 項目はすべてのノードで一致しています。[相違]: そのノードは多数派と異なります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Tandem can fix this now</source>
        <translation>Tandem で今すぐ修復可能</translation>
    </message>
    <message>
        <source>Needs your decision</source>
        <translation>判断が必要</translation>
    </message>
    <message>
        <source>Needs hands on the hardware</source>
        <translation>ハードウェアでの作業が必要</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>不合格</translation>
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
        <translation>想定どおり</translation>
    </message>
    <message>
        <source>low</source>
        <translation>低い</translation>
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
        <translation>ノード: クラスタ全体。</translation>
    </message>
    <message>
        <source>Nodes: %1.</source>
        <translation>ノード: %1。</translation>
    </message>
    <message>
        <source>Interface: %1 (left port).</source>
        <translation>インターフェイス: %1 (左ポート)。</translation>
    </message>
    <message>
        <source>Interface: %1 (right port).</source>
        <translation>インターフェイス: %1 (右ポート)。</translation>
    </message>
    <message>
        <source>Interface: %1.</source>
        <translation>インターフェイス: %1。</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>実行なし</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) failed</source>
        <translation>
            <numerusform>%n 回の実行が失敗</numerusform>
        </translation>
    </message>
    <message>
        <source>both twins</source>
        <translation>ツイン両方</translation>
    </message>
    <message>
        <source>%1 writes to %2</source>
        <translation>%1 から %2 へ書き込み</translation>
    </message>
    <message>
        <source>ASYMMETRIC: %1 on %2, %3; the other direction is more than %4 % faster.</source>
        <translation>非対称: %2 で %1、%3。逆方向のほうが %4 % 以上速くなっています。</translation>
    </message>
    <message>
        <source>(not found)</source>
        <translation>(見つかりません)</translation>
    </message>
    <message>
        <source>%1 [odd]</source>
        <translation>%1 [相違]</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Doctor: out of date. Its last run (%1) found %2, but %3 ran after it, so the nodes may have changed since; run the Doctor again for a current view. The Doctor&apos;s findings do not change the checklist.</source>
        <translation>診断: 古くなっています。前回の実行 (%1) は %2 を見つけましたが、その後に %3 が実行されたため、ノードは変わっている可能性があります。現在の状態を見るには診断を再実行してください。診断の結果はチェックリストを変えません。</translation>
    </message>
    <message>
        <source>time unknown</source>
        <translation>時刻不明</translation>
    </message>
</context>
<context>
    <name>Tandem::ReportDocument</name>
    <message>
        <source>Tandem acceptance report, generated %1</source>
        <translation>Tandem 受け入れレポート (作成日時: %1)</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>Not accepted</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>Tandem %1</source>
        <translation>Tandem %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <source>Writing a PDF needs the application&apos;s fonts (a QGuiApplication).</source>
        <translation>PDF の書き出しにはアプリケーションのフォント (QGuiApplication) が必要です。</translation>
    </message>
    <message>
        <source>Tandem acceptance report</source>
        <translation>Tandem 受け入れレポート</translation>
    </message>
    <message>
        <source>The PDF could not be started.</source>
        <translation>PDF の作成を開始できませんでした。</translation>
    </message>
    <message>
        <source>The PDF could not take another page.</source>
        <translation>PDF にページを追加できませんでした。</translation>
    </message>
    <message>
        <source>The PDF could not be finished.</source>
        <translation>PDF を完成できませんでした。</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>対処: %1</translation>
    </message>
    <message>
        <source>exit status %1 at %2</source>
        <translation>終了ステータス %1 (%2)</translation>
    </message>
    <message>
        <source>Acceptance checklist</source>
        <translation>受け入れチェックリスト</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定結果</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Nodes and versions</source>
        <translation>ノードとバージョン</translation>
    </message>
    <message>
        <source> (uid %1, gid %2)</source>
        <translation> (uid %1、gid %2)</translation>
    </message>
    <message>
        <source>%1, driver %2</source>
        <translation>%1、ドライバ %2</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Management address</source>
        <translation>管理アドレス</translation>
    </message>
    <message>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>CX7 addresses</source>
        <translation>CX7 アドレス</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>ホスト名</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>OS</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <source>GPU and driver</source>
        <translation>GPU とドライバ</translation>
    </message>
    <message>
        <source>Topology: %1</source>
        <translation>トポロジー: %1</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>帯域幅</translation>
    </message>
    <message>
        <source>No bandwidth test has run yet.</source>
        <translation>帯域幅テストはまだ実行されていません。</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>soak</source>
        <translation>ソーク</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>スイープ</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>%1 to %2 on %3</source>
        <translation>%1〜%2 (%3)</translation>
    </message>
    <message>
        <source>Judged bus bandwidth</source>
        <translation>判定対象のバス帯域幅</translation>
    </message>
    <message>
        <source>none measured</source>
        <translation>測定値なし</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>トランスポート</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>サンプル数</translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation>継続時間 (秒)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Min busbw</source>
        <translation>busbw 最小値</translation>
    </message>
    <message>
        <source>Median busbw</source>
        <translation>busbw 中央値</translation>
    </message>
    <message>
        <source>Mean busbw</source>
        <translation>busbw 平均値</translation>
    </message>
    <message>
        <source>Max busbw</source>
        <translation>busbw 最大値</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>誤り</translation>
    </message>
    <message>
        <source>Time (us)</source>
        <translation>時間 (us)</translation>
    </message>
    <message>
        <source>algbw (GB/s)</source>
        <translation>algbw (GB/s)</translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation>busbw (GB/s)</translation>
    </message>
    <message>
        <source>in-place busbw</source>
        <translation>in-place busbw</translation>
    </message>
    <message>
        <source>Network plan</source>
        <translation>ネットワーク計画</translation>
    </message>
    <message>
        <source>There is no network plan yet.</source>
        <translation>ネットワーク計画はまだありません。</translation>
    </message>
    <message>
        <source>Subnet</source>
        <translation>サブネット</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>メンバー</translation>
    </message>
    <message>
        <source>MTU %1 on every ConnectX-7 interface.</source>
        <translation>すべての ConnectX-7 インターフェイスの MTU は %1 です。</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/40-cx7.yaml</source>
        <translation>%1: /etc/netplan/40-cx7.yaml</translation>
    </message>
    <message>
        <source>No change against the node&apos;s file.</source>
        <translation>ノード上のファイルから変更はありません。</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 moved aside.</source>
        <translation>%1: /etc/netplan/%2 を退避しました。</translation>
    </message>
    <message>
        <source>Serving snippets</source>
        <translation>推論サービング用スニペット</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Generated %1 by Tandem %2 from the session saved %3 (Tandem %4).</source>
        <translation>%3 に保存されたセッション (Tandem %4) をもとに、%1 に Tandem %2 で作成しました。</translation>
    </message>
    <message>
        <source>Accepted: every checklist item passed.</source>
        <translation>合格: チェックリストのすべての項目に合格しました。</translation>
    </message>
    <message>
        <source>Not accepted: some checklist items failed or have not run.</source>
        <translation>不合格: チェックリストの一部の項目が失敗したか、まだ実行されていません。</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 rewritten without its entries for %3.</source>
        <translation>%1: /etc/netplan/%2 を %3 の項目を除いて書き換えました。</translation>
    </message>
    <message>
        <source>%1
BIOS %2</source>
        <translation>%1
BIOS %2</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>イメージ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>なし。</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>対処</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Link matrix</source>
        <translation>リンクマトリクス</translation>
    </message>
    <message>
        <source>No RDMA test ran.</source>
        <translation>RDMA テストは実行されていません。</translation>
    </message>
    <message>
        <source>Rows write, columns read; each cell is the slowest one-twin ib_write_bw run with its band.</source>
        <translation>行が書き込み側、列が読み取り側です。各セルは、ツイン 1 つでの ib_write_bw の実行のうち最も遅いものと、その評価です。</translation>
    </message>
    <message>
        <source>Writer \ reader</source>
        <translation>書き込み側 \ 読み取り側</translation>
    </message>
    <message>
        <source>Every run</source>
        <translation>すべての実行</translation>
    </message>
    <message>
        <source>asymmetric</source>
        <translation>非対称</translation>
    </message>
    <message>
        <source>Twin</source>
        <translation>ツイン</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Gb/s or error</source>
        <translation>Gb/s またはエラー</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <source>NCCL between pairs</source>
        <translation>ペア間の NCCL</translation>
    </message>
    <message>
        <source>No NCCL pair test ran.</source>
        <translation>NCCL のペアテストは実行されていません。</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 と %2</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>ペア</translation>
    </message>
    <message>
        <source>busbw or error</source>
        <translation>busbw またはエラー</translation>
    </message>
    <message>
        <source>Parity</source>
        <translation>整合性</translation>
    </message>
    <message>
        <source>No node was scanned.</source>
        <translation>スキャンされたノードはありません。</translation>
    </message>
    <message numerus="yes">
        <source>All %n item(s) match on every node.</source>
        <translation>
            <numerusform>%n 項目すべてがすべてのノードで一致しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>Differs</source>
        <translation>相違のある項目</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>診断</translation>
    </message>
    <message>
        <source>Health and history</source>
        <translation>健全性と履歴</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>インターフェース</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>回数</translation>
    </message>
    <message>
        <source>First (s)</source>
        <translation>初回 (秒)</translation>
    </message>
    <message>
        <source>Last (s)</source>
        <translation>最終 (秒)</translation>
    </message>
    <message>
        <source>Error counter</source>
        <translation>エラーカウンタ</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>増加</translation>
    </message>
    <message>
        <source>Baseline (GB/s)</source>
        <translation>ベースライン (GB/s)</translation>
    </message>
    <message>
        <source>This run (GB/s)</source>
        <translation>今回の実行 (GB/s)</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Later runs not used</source>
        <translation>使われなかった後の実行</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>チェック</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>証跡</translation>
    </message>
</context>
<context>
    <name>Tandem::ReportExport</name>
    <message>
        <source>%1: the report can be written as .pdf, .html or .json; the file name says neither.</source>
        <translation>%1: レポートは .pdf、.html、.json のいずれかの形式で書き出せますが、ファイル名がどれにも該当しません。</translation>
    </message>
    <message>
        <source>Cannot write the report to %1: the folder %2 does not exist.</source>
        <translation>レポートを %1 に書き込めません: フォルダ %2 が存在しません。</translation>
    </message>
    <message>
        <source>Cannot write the report to %1: %2</source>
        <translation>レポートを %1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>Tandem::ReportHealth</name>
    <message numerus="yes">
        <source>Health: no link went down, no error counter grew and no GPU was throttled (%n sample(s) from %1 node(s) every %2 s).</source>
        <translation>
            <numerusform>健全性: リンクのダウン、エラーカウンタの増加、GPU のスロットリングはいずれもありませんでした (%1 ノードから %2 秒ごとに %n 個のサンプル)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Health: %1.</source>
        <translation>健全性: %1。</translation>
    </message>
    <message>
        <source>run %1 of %2</source>
        <translation>%2 の実行 %1</translation>
    </message>
    <message>
        <source>No regression against the accepted baseline (%1): within %2 % at every size both measured.</source>
        <translation>承認済みベースライン (%1) に対する性能低下なし: 両方で測定したすべてのサイズで差は %2 % 以内です。</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Regression against the accepted baseline (%1): more than %2 % slower at %3.</source>
        <translation>承認済みベースライン (%1) に対する性能低下: %3 で %2 % を超えて遅くなっています。</translation>
    </message>
    <message>
        <source>The last run failed; the accepted baseline (%1) passed and stays in the run history. The checklist judges the last run. </source>
        <translation>最後の実行は失敗しました。承認済みのベースライン (%1) は合格しており、実行履歴に残っています。チェックリストは最後の実行で判定します。</translation>
    </message>
</context>
<context>
    <name>Tandem::ReportHtml</name>
    <message>
        <source>Fix: %1</source>
        <translation>対処: %1</translation>
    </message>
    <message>
        <source>exit status %1 at %2</source>
        <translation>終了ステータス %1 (%2)</translation>
    </message>
    <message>
        <source>Acceptance checklist</source>
        <translation>受け入れチェックリスト</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定結果</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>証跡</translation>
    </message>
    <message>
        <source>Nodes and versions</source>
        <translation>ノードとバージョン</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Management address</source>
        <translation>管理アドレス</translation>
    </message>
    <message>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>ホスト名</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>OS</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <source>GPU and driver</source>
        <translation>GPU とドライバ</translation>
    </message>
    <message>
        <source>CX7 addresses</source>
        <translation>CX7 アドレス</translation>
    </message>
    <message>
        <source> (uid %1, gid %2)</source>
        <translation> (uid %1、gid %2)</translation>
    </message>
    <message>
        <source>%1, driver %2</source>
        <translation>%1、ドライバ %2</translation>
    </message>
    <message>
        <source>Topology: %1</source>
        <translation>トポロジー: %1</translation>
    </message>
    <message>
        <source>Network plan</source>
        <translation>ネットワーク計画</translation>
    </message>
    <message>
        <source>There is no network plan yet.</source>
        <translation>ネットワーク計画はまだありません。</translation>
    </message>
    <message>
        <source>Subnet</source>
        <translation>サブネット</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>メンバー</translation>
    </message>
    <message>
        <source>MTU %1 on every ConnectX-7 interface.</source>
        <translation>すべての ConnectX-7 インターフェイスの MTU は %1 です。</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/40-cx7.yaml</source>
        <translation>%1: /etc/netplan/40-cx7.yaml</translation>
    </message>
    <message>
        <source>No change against the node&apos;s file.</source>
        <translation>ノード上のファイルから変更はありません。</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 moved aside.</source>
        <translation>%1: /etc/netplan/%2 を退避しました。</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>帯域幅</translation>
    </message>
    <message>
        <source>No bandwidth test has run yet.</source>
        <translation>帯域幅テストはまだ実行されていません。</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>soak</source>
        <translation>ソーク</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>スイープ</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>%1 to %2 on %3</source>
        <translation>%1〜%2 (%3)</translation>
    </message>
    <message>
        <source>Judged bus bandwidth</source>
        <translation>判定対象のバス帯域幅</translation>
    </message>
    <message>
        <source>none measured</source>
        <translation>測定値なし</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>トランスポート</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Bus bandwidth chart</source>
        <translation>バス帯域幅のグラフ</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>サンプル数</translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation>継続時間 (秒)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Min busbw</source>
        <translation>busbw 最小値</translation>
    </message>
    <message>
        <source>Median busbw</source>
        <translation>busbw 中央値</translation>
    </message>
    <message>
        <source>Mean busbw</source>
        <translation>busbw 平均値</translation>
    </message>
    <message>
        <source>Max busbw</source>
        <translation>busbw 最大値</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>誤り</translation>
    </message>
    <message>
        <source>Time (us)</source>
        <translation>時間 (us)</translation>
    </message>
    <message>
        <source>algbw (GB/s)</source>
        <translation>algbw (GB/s)</translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation>busbw (GB/s)</translation>
    </message>
    <message>
        <source>in-place busbw (GB/s)</source>
        <translation>in-place busbw (GB/s)</translation>
    </message>
    <message>
        <source>Serving snippets</source>
        <translation>推論サービング用スニペット</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Tandem acceptance report</source>
        <translation>Tandem 受け入れレポート</translation>
    </message>
    <message>
        <source>Generated %1 by Tandem %2 from the session saved %3 (Tandem %4).</source>
        <translation>%3 に保存されたセッション (Tandem %4) をもとに、%1 に Tandem %2 で作成しました。</translation>
    </message>
    <message>
        <source>Accepted: every checklist item passed.</source>
        <translation>合格: チェックリストのすべての項目に合格しました。</translation>
    </message>
    <message>
        <source>Not accepted: some checklist items failed or have not run.</source>
        <translation>不合格: チェックリストの一部の項目が失敗したか、まだ実行されていません。</translation>
    </message>
    <message>
        <source>Tandem %1</source>
        <translation>Tandem %1</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 rewritten without its entries for %3.</source>
        <translation>%1: /etc/netplan/%2 を %3 の項目を除いて書き換えました。</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>イメージ</translation>
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
        <translation>対処</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>なし。</translation>
    </message>
    <message>
        <source>Link matrix</source>
        <translation>リンクマトリクス</translation>
    </message>
    <message>
        <source>No RDMA test ran.</source>
        <translation>RDMA テストは実行されていません。</translation>
    </message>
    <message>
        <source>Rows write, columns read; each cell is the slowest one-twin ib_write_bw run with its band.</source>
        <translation>行が書き込み側、列が読み取り側です。各セルは、ツイン 1 つでの ib_write_bw の実行のうち最も遅いものと、その評価です。</translation>
    </message>
    <message>
        <source>Writer \ reader</source>
        <translation>書き込み側 \ 読み取り側</translation>
    </message>
    <message>
        <source>Every run</source>
        <translation>すべての実行</translation>
    </message>
    <message>
        <source>Twin</source>
        <translation>ツイン</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Gb/s or error</source>
        <translation>Gb/s またはエラー</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <source>asymmetric</source>
        <translation>非対称</translation>
    </message>
    <message>
        <source>NCCL between pairs</source>
        <translation>ペア間の NCCL</translation>
    </message>
    <message>
        <source>No NCCL pair test ran.</source>
        <translation>NCCL のペアテストは実行されていません。</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>ペア</translation>
    </message>
    <message>
        <source>busbw or error</source>
        <translation>busbw またはエラー</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 と %2</translation>
    </message>
    <message>
        <source>Parity</source>
        <translation>整合性</translation>
    </message>
    <message>
        <source>No node was scanned.</source>
        <translation>スキャンされたノードはありません。</translation>
    </message>
    <message numerus="yes">
        <source>All %n item(s) match on every node.</source>
        <translation>
            <numerusform>%n 項目すべてがすべてのノードで一致しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>Differs</source>
        <translation>相違のある項目</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>診断</translation>
    </message>
    <message>
        <source>Health and history</source>
        <translation>健全性と履歴</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>インターフェース</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>回数</translation>
    </message>
    <message>
        <source>First (s)</source>
        <translation>初回 (秒)</translation>
    </message>
    <message>
        <source>Last (s)</source>
        <translation>最終 (秒)</translation>
    </message>
    <message>
        <source>Error counter</source>
        <translation>エラーカウンタ</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>増加</translation>
    </message>
    <message>
        <source>Baseline (GB/s)</source>
        <translation>ベースライン (GB/s)</translation>
    </message>
    <message>
        <source>This run (GB/s)</source>
        <translation>今回の実行 (GB/s)</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Later runs not used</source>
        <translation>使われなかった後の実行</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>チェック</translation>
    </message>
</context>
<context>
    <name>Tandem::RestoreEdits</name>
    <message>
        <source> (as Tandem wrote it)</source>
        <translation> (Tandem が書き込んだ内容)</translation>
    </message>
    <message>
        <source> (on the node now)</source>
        <translation> (現在のノード上の内容)</translation>
    </message>
    <message>
        <source> (as Tandem wrote it: not kept on this computer, it holds secrets)</source>
        <translation>（Tandem が書いた内容：秘密情報を含むため、このコンピューターには保存していません）</translation>
    </message>
</context>
<context>
    <name>Tandem::RestoreStep</name>
    <message>
        <source>Netplan files put back</source>
        <translation>netplan ファイルの復元</translation>
    </message>
    <message>
        <source>netplan apply with the restored files</source>
        <translation>復元したファイルでの netplan apply</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>%1 is %2 after the restore, expected %3.</source>
        <translation>復元後の %1 は %2 ですが、想定は %3 です。</translation>
    </message>
    <message>
        <source>The connection to %1 is gone.</source>
        <translation>%1 との接続が失われました。</translation>
    </message>
    <message>
        <source>Reading the manifest…</source>
        <translation>マニフェストを読み込んでいます…</translation>
    </message>
    <message>
        <source>sudo refused the password; nothing was changed on this node.</source>
        <translation>sudo がパスワードを拒否しました。このノードでは何も変更していません。</translation>
    </message>
    <message>
        <source>The manifest could not be read: %1</source>
        <translation>マニフェストを読み込めませんでした: %1</translation>
    </message>
    <message>
        <source>Not run: an earlier part failed.</source>
        <translation>未実行: 前の処理が失敗しました。</translation>
    </message>
    <message>
        <source>Nothing to restore: Tandem has no change on this node that is not undone.</source>
        <translation>復元するものはありません。このノードには、元に戻されていない Tandem の変更はありません。</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>何も変更していません。</translation>
    </message>
    <message>
        <source>Put back exactly as before run(s) %1 (sha256 checked).</source>
        <translation>実行 %1 の前の状態に正確に戻しました (sha256 で確認済み)。</translation>
    </message>
    <message>
        <source>The backup of run %1 is missing on the node and no intact local copy exists: %2. Nothing was changed.</source>
        <translation>実行 %1 のバックアップがノード上になく、破損していないローカルコピーもありません: %2。何も変更していません。</translation>
    </message>
    <message>
        <source>The local backup could not be copied back to the node. Nothing was changed.</source>
        <translation>ローカルバックアップをノードにコピーし戻せませんでした。何も変更していません。</translation>
    </message>
    <message>
        <source>Restoring run %1…</source>
        <translation>実行 %1 を復元しています…</translation>
    </message>
    <message>
        <source>Run %1 could not be put back exactly: %2</source>
        <translation>実行 %1 を正確に元に戻せませんでした: %2</translation>
    </message>
    <message>
        <source>The backups are in %1 on the node and in %2.</source>
        <translation>バックアップはノード上の %1 と %2 にあります。</translation>
    </message>
    <message>
        <source>Running netplan apply…</source>
        <translation>netplan apply を実行しています…</translation>
    </message>
    <message>
        <source>The files are back, but netplan apply failed: %1</source>
        <translation>ファイルは元に戻りましたが、netplan apply に失敗しました: %1</translation>
    </message>
    <message>
        <source>Run sudo netplan apply on the node from its console.</source>
        <translation>ノードのコンソールから sudo netplan apply を実行してください。</translation>
    </message>
    <message>
        <source>Applied; the manifest could not be updated: %1</source>
        <translation>適用しましたが、マニフェストを更新できませんでした: %1</translation>
    </message>
    <message>
        <source>The restored configuration is applied; the manifest marks the runs restored.</source>
        <translation>復元した設定を適用しました。マニフェストでは、該当する実行が復元済みとして記録されています。</translation>
    </message>
    <message>
        <source>diff: what Tandem wrote, the node now</source>
        <translation>差分: Tandem が書き込んだ内容と現在のノード上の内容</translation>
    </message>
    <message>
        <source>%1 was edited on the node since Tandem wrote it (run %2); restoring would throw that edit away, so nothing was changed. The diff is in the evidence.</source>
        <translation>%1 は Tandem が書き込んだ後 (実行 %2) にノード上で編集されています。復元するとその編集が失われるため、何も変更していません。差分は証跡にあります。</translation>
    </message>
    <message>
        <source>Tandem could not compare its files with the node&apos;s, so nothing was changed: %1</source>
        <translation>Tandem は自身のファイルをノード上のファイルと比較できなかったため、何も変更していません: %1</translation>
    </message>
    <message>
        <source>Keep the edit: leave the node as it is. Throw it away: restore again and confirm (tandem-cli restore --force-restore); the edited file is then kept in %1 on the node.</source>
        <translation>編集を残す場合: ノードはそのままにしてください。編集を破棄する場合: もう一度復元を実行して確定してください (tandem-cli restore --force-restore)。その場合、編集されたファイルはノード上の %1 に保存されます。</translation>
    </message>
</context>
<context>
    <name>Tandem::RocePortsReader</name>
    <message>
        <source>The node&apos;s network ports</source>
        <translation>ノードのネットワークポート</translation>
    </message>
    <message>
        <source>More than %1 network interfaces; the rest were not read.</source>
        <translation>ネットワークインターフェイスが %1 個を超えています。残りは読み込んでいません。</translation>
    </message>
    <message>
        <source>line %1: not understood: %2</source>
        <translation>%1 行目: 解釈できません: %2</translation>
    </message>
    <message>
        <source>The ibdev2netdev output was cut short.</source>
        <translation>ibdev2netdev の出力が途中で切れています。</translation>
    </message>
    <message>
        <source>ibdev2netdev: %1</source>
        <translation>ibdev2netdev: %1</translation>
    </message>
    <message>
        <source>The node listed no network interface (no /sys/class/net).</source>
        <translation>ノードはネットワークインターフェイスを 1 つも示しませんでした (/sys/class/net がありません)。</translation>
    </message>
    <message>
        <source>ibdev2netdev ties %1 to %2, sysfs to %3; Tandem follows sysfs.</source>
        <translation>ibdev2netdev は %1 を %2 に、sysfs は %3 に結び付けています。Tandem は sysfs に従います。</translation>
    </message>
    <message>
        <source>sysfs ties %1 to two RDMA devices (%2 and %3).</source>
        <translation>sysfs では %1 が 2 つの RDMA デバイス (%2 と %3) に結び付いています。</translation>
    </message>
    <message>
        <source>sysfs ties %1 to two PCI functions (%2 and %3).</source>
        <translation>sysfs では %1 が 2 つの PCI ファンクション (%2 と %3) に結び付いています。</translation>
    </message>
    <message>
        <source>line %1: not a port state: %2</source>
        <translation>%1 行目: ポートの状態ではありません: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… ほか %n 件。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::RunLinks</name>
    <message>
        <source>%1 %2 at %3 Gb/s</source>
        <translation>%1 の %2 は %3 Gb/s</translation>
    </message>
    <message>
        <source>%1 %2 has MTU %3</source>
        <translation>%1 の %2 は MTU %3</translation>
    </message>
</context>
<context>
    <name>Tandem::SavedSession</name>
    <message>
        <source>The saved session is about other nodes (%1) than the ones listed.</source>
        <translation>保存されたセッションは、一覧のノードとは別のノード (%1) のものです。</translation>
    </message>
    <message>
        <source>There is no saved session at %1.</source>
        <translation>%1 に保存されたセッションはありません。</translation>
    </message>
    <message>
        <source>Cannot keep the saved session as %1: %2</source>
        <translation>セッションを %1 として保存できません: %2</translation>
    </message>
</context>
<context>
    <name>Tandem::SavedValues</name>
    <message>
        <source>expected a subnet such as 192.168.100.0/24</source>
        <translation>192.168.100.0/24 のようなサブネットが必要です</translation>
    </message>
    <message>
        <source>expected a node name</source>
        <translation>ノード名が必要です</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a node name</source>
        <translation>&quot;%1&quot; はノード名ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither an IP address nor a valid host name</source>
        <translation>&quot;%1&quot; は IP アドレスでも有効なホスト名でもありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid user name</source>
        <translation>&quot;%1&quot; は有効なユーザー名ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an interface name</source>
        <translation>&quot;%1&quot; はインターフェイス名ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IPv4 address</source>
        <translation>&quot;%1&quot; は IPv4 アドレスではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a file name in /etc/netplan</source>
        <translation>&quot;%1&quot; は /etc/netplan 内のファイル名ではありません</translation>
    </message>
    <message>
        <source>expected &quot;rewrite&quot; or &quot;move-aside&quot;</source>
        <translation>&quot;rewrite&quot; または &quot;move-aside&quot; が必要です</translation>
    </message>
</context>
<context>
    <name>Tandem::ServingSnippets</name>
    <message>
        <source>The serving snippets need a network plan with at least two nodes.</source>
        <translation>推論サービング用のスニペットには、2 台以上のノードを含むネットワーク計画が必要です。</translation>
    </message>
    <message>
        <source>%1 shares no CX7 subnet with %2, the head node.</source>
        <translation>%1 には、ヘッドノード %2 と共通の CX7 サブネットがありません。</translation>
    </message>
    <message>
        <source># Open MPI hostfile from Tandem: one slot per node, on the ConnectX-7 addresses.
# Use: mpirun --hostfile hostfile -np %1 ...
</source>
        <translation># Tandem が生成した Open MPI の hostfile: ノードごとに 1 スロット、ConnectX-7 アドレスを使用。
# 使い方: mpirun --hostfile hostfile -np %1 ...
</translation>
    </message>
    <message>
        <source># NCCL and MPI settings for the cluster&apos;s ConnectX-7 fabric, from Tandem.
# Load in a shell with: set -a; . ./%1; set +a
# or pass it to a container with: docker run --env-file %1 ...
</source>
        <translation># Tandem が生成した、クラスタの ConnectX-7 ファブリック用の NCCL と MPI の設定。
# シェルで読み込むには: set -a; . ./%1; set +a
# コンテナに渡すには: docker run --env-file %1 ...
</translation>
    </message>
    <message>
        <source>#!/bin/sh
# Multi-node vLLM on Ray over the ConnectX-7 fabric, from Tandem. Run each part on
# its node after loading %1 there; every address below is a CX7 address.
</source>
        <translation>#!/bin/sh
# Tandem が生成した、ConnectX-7 ファブリック上の Ray によるマルチノード vLLM。各部分は
# 該当するノードで %1 を読み込んでから、そのノードで実行してください。以下のアドレスはすべて CX7 アドレスです。
</translation>
    </message>
    <message>
        <source># Nodes:
</source>
        <translation># ノード:
</translation>
    </message>
    <message>
        <source># On %1, the head:
</source>
        <translation># %1 (ヘッド) で:
</translation>
    </message>
    <message>
        <source># On %1, a worker:
</source>
        <translation># %1 (ワーカー) で:
</translation>
    </message>
    <message>
        <source># Then, on %1: start the model across all %2 nodes, for example
</source>
        <translation># 次に %1 で、%2 台すべてのノードにまたがってモデルを起動します。例:
</translation>
    </message>
    <message>
        <source>%1 is the management address of %2.</source>
        <translation>%1 は %2 の管理アドレスです。</translation>
    </message>
    <message>
        <source>%1 is not a ConnectX-7 address of the plan.</source>
        <translation>%1 は計画の ConnectX-7 アドレスではありません。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>フォルダ %1 を作成できません。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>The plan gives %1 an address that is not one: %2.</source>
        <translation>計画で %1 に割り当てられたアドレスが正しいアドレスではありません: %2。</translation>
    </message>
    <message>
        <source>The plan gives %1 an interface that is not one: %2.</source>
        <translation>計画で %1 に割り当てられたインターフェイスが正しいインターフェイスではありません: %2。</translation>
    </message>
    <message>
        <source>The plan holds an interface that is not one: %1.</source>
        <translation>計画に正しくないインターフェイスが含まれています: %1。</translation>
    </message>
    <message>
        <source>The plan holds a subnet that is not one: &quot;%1&quot;.</source>
        <translation>計画に正しくないサブネットが含まれています: &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>Cannot make %1 executable: %2</source>
        <translation>%1 を実行可能にできません: %2</translation>
    </message>
</context>
<context>
    <name>Tandem::ShowGidsParser</name>
    <message>
        <source>The output of show_gids</source>
        <translation>show_gids の出力</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a row of show_gids; ignored.</source>
        <translation>&quot;%1&quot; は show_gids の行ではないため、無視しました。</translation>
    </message>
    <message>
        <source>n_gids_found=%1 is not a valid count (0 to %2).</source>
        <translation>n_gids_found=%1 は正しい件数ではありません (0〜%2)。</translation>
    </message>
    <message>
        <source>n_gids_found is printed again; the last one is kept.</source>
        <translation>n_gids_found が再び出力されています。最後のものを使用します。</translation>
    </message>
    <message>
        <source>The port number %1 of %2 is not valid (1 to %3).</source>
        <translation>%2 のポート番号 %1 は正しくありません (1〜%3)。</translation>
    </message>
    <message>
        <source>The GID index %1 of %2 is not valid (0 to %3).</source>
        <translation>%2 の GID インデックス %1 は正しくありません (0〜%3)。</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 address.</source>
        <translation>%1 は IPv4 アドレスではありません。</translation>
    </message>
    <message>
        <source>GID index %1 of %2 port %3 is listed again; the first row is kept.</source>
        <translation>%2 のポート %3 の GID インデックス %1 が再び出てきます。最初の行を使用します。</translation>
    </message>
    <message>
        <source>The output of show_gids is empty: no GID was listed.</source>
        <translation>show_gids の出力が空です: GID が 1 つも表示されていません。</translation>
    </message>
    <message>
        <source>This is not the output of show_gids: &quot;%1&quot; is not a row &quot;DEV PORT INDEX GID [IPv4] VER DEV&quot;.</source>
        <translation>これは show_gids の出力ではありません: &quot;%1&quot; は &quot;DEV PORT INDEX GID [IPv4] VER DEV&quot; 形式の行ではありません。</translation>
    </message>
    <message>
        <source>show_gids listed no GID. Check that the RDMA devices are up (rdma link) and the ConnectX driver (mlx5_ib) is loaded.</source>
        <translation>show_gids の一覧に GID がありません。RDMA デバイスがアップしていること (rdma link) と、ConnectX ドライバ (mlx5_ib) が読み込まれていることを確認してください。</translation>
    </message>
    <message>
        <source>n_gids_found=%1, but %2 rows were read; the paste may be incomplete.</source>
        <translation>n_gids_found=%1 ですが、読み込んだ行は %2 行です。貼り付けた内容が不完全な可能性があります。</translation>
    </message>
    <message>
        <source>%1 more warnings were left out.</source>
        <translation>ほかに %1 件の警告を省略しました。</translation>
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
        <translation>不明</translation>
    </message>
    <message>
        <source>primary (PCIe domain 0)</source>
        <translation>プライマリ (PCIe ドメイン 0)</translation>
    </message>
    <message>
        <source>secondary (PCIe domain 2)</source>
        <translation>セカンダリ (PCIe ドメイン 2)</translation>
    </message>
</context>
<context>
    <name>Tandem::SshErrors</name>
    <message>
        <source>open a channel</source>
        <translation>チャネルのオープン</translation>
    </message>
    <message>
        <source>start the command</source>
        <translation>コマンドの開始</translation>
    </message>
    <message>
        <source>send input to the command</source>
        <translation>コマンドへの入力の送信</translation>
    </message>
    <message>
        <source>%1 refused the connection on port %2. Is sshd running on port %2, and is that port open in the node&apos;s firewall?</source>
        <translation>%1 がポート %2 への接続を拒否しました。ポート %2 で sshd が動作しているか、ノードのファイアウォールでそのポートが開放されているかを確認してください。</translation>
    </message>
    <message>
        <source>%1 cannot be reached (no route to host). Check that the node is powered on and on the same management network as this computer.</source>
        <translation>%1 に到達できません (ホストへのルートがありません)。ノードの電源が入っていること、このコンピューターと同じ管理ネットワークに接続されていることを確認してください。</translation>
    </message>
    <message>
        <source>%1 did not answer on port %2 within %3 seconds. Check the address, the network and any firewall between this computer and the node.</source>
        <translation>%1 がポート %2 で %3 秒以内に応答しませんでした。アドレス、ネットワーク、およびこのコンピューターとノードの間にあるファイアウォールを確認してください。</translation>
    </message>
    <message>
        <source>The name %1 could not be resolved. Check the spelling, or use the node&apos;s address.</source>
        <translation>名前 %1 を解決できませんでした。綴りを確認するか、ノードのアドレスを使用してください。</translation>
    </message>
    <message>
        <source>Could not connect to %1 on port %2: %3</source>
        <translation>%1 のポート %2 に接続できませんでした: %3</translation>
    </message>
    <message>
        <source>%1 refused to log in user &quot;%2&quot;. Tried: %3. The node offers: %4. Check the user name, install Tandem&apos;s key on the node, or enter the password.</source>
        <translation>%1 がユーザー &quot;%2&quot; のログインを拒否しました。試行した方法: %3。ノードが対応している方法: %4。ユーザー名を確認するか、Tandem の鍵をノードにインストールするか、パスワードを入力してください。</translation>
    </message>
    <message>
        <source>nothing (no agent, key or password given)</source>
        <translation>なし (エージェント、鍵、パスワードのいずれも指定されていません)</translation>
    </message>
    <message>
        <source>no method</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>You did not accept the host key of %1, so Tandem did not log in.</source>
        <translation>%1 のホスト鍵が承認されなかったため、Tandem はログインしませんでした。</translation>
    </message>
    <message>
        <source>The command did not finish within %1 seconds and was stopped: %2</source>
        <translation>コマンドが %1 秒以内に終了しなかったため、停止しました: %2</translation>
    </message>
    <message>
        <source>Cancelled; the remote command was stopped.</source>
        <translation>キャンセルしました。リモートコマンドは停止されました。</translation>
    </message>
    <message>
        <source>Internal error: an empty command was given.</source>
        <translation>内部エラー: 空のコマンドが指定されました。</translation>
    </message>
    <message>
        <source>Could not %1 on the node: %2</source>
        <translation>ノード上で%1に失敗しました: %2</translation>
    </message>
    <message>
        <source>The remote command was killed by signal SIG%1.</source>
        <translation>リモートコマンドはシグナル SIG%1 によって強制終了されました。</translation>
    </message>
    <message>
        <source>The remote command ended without reporting an exit status.</source>
        <translation>リモートコマンドは終了ステータスを返さずに終了しました。</translation>
    </message>
    <message>
        <source>The user on %1 may not use sudo. Add the user to the sudo group on the node (as an administrator: usermod -aG sudo USER).</source>
        <translation>%1 のユーザーは sudo を使用できません。ノード上でそのユーザーを sudo グループに追加してください (管理者として: usermod -aG sudo USER)。</translation>
    </message>
    <message>
        <source>sudo on %1 refused the password. Enter the login password of the user on that node.</source>
        <translation>%1 の sudo がパスワードを拒否しました。そのノードでのユーザーのログインパスワードを入力してください。</translation>
    </message>
    <message>
        <source>sudo on %1 needs a password. Enter the user&apos;s password.</source>
        <translation>%1 の sudo にはパスワードが必要です。ユーザーのパスワードを入力してください。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not installed on %2 (or not on the PATH of a non-interactive login). Install it, then run the check again.</source>
        <translation>&apos;%1&apos; が %2 にインストールされていません (または非対話型ログインの PATH 上にありません)。インストールしてから、チェックを再実行してください。</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>フォルダが存在しません</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>アクセスが拒否されました</translation>
    </message>
    <message>
        <source>the server refused (disk full, or the name exists?)</source>
        <translation>サーバーが拒否しました (ディスクがいっぱいか、同名のファイルがすでに存在する可能性があります)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a file name.</source>
        <translation>&quot;%1&quot; はファイル名ではありません。</translation>
    </message>
    <message>
        <source>start SFTP</source>
        <translation>SFTP の開始</translation>
    </message>
    <message>
        <source>Could not write %1 on %2: %3</source>
        <translation>%2 の %1 に書き込めませんでした: %3</translation>
    </message>
    <message>
        <source>Could not move the new %1 into place on %2: %3</source>
        <translation>%2 で新しい %1 を所定の場所に移動できませんでした: %3</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>接続が切断されました</translation>
    </message>
    <message>
        <source>%1 printed a line longer than %2 MiB, the most Tandem accepts from one command; it was stopped and its output dropped: %3</source>
        <translation>%1 が %2 MiB (Tandem が 1 つのコマンドから受け付ける上限) を超える行を出力したため、停止して出力を破棄しました: %3</translation>
    </message>
    <message>
        <source>%1 printed more than %2 MiB, the most Tandem accepts from one command; it was stopped and its output dropped: %3</source>
        <translation>%1 が %2 MiB (Tandem が 1 つのコマンドから受け付ける上限) を超えて出力したため、停止して出力を破棄しました: %3</translation>
    </message>
    <message>
        <source>Not connected to the node (the connection was lost or never made). Connect to it on the Devices page, then run the step again; with tandem-cli, run the command again.</source>
        <translation>ノードに接続されていません (接続が失われたか、一度も確立されていません)。「デバイス」ページでノードに接続してから、ステップを再実行してください。tandem-cli の場合は、コマンドを再実行してください。</translation>
    </message>
    <message>
        <source>The connection to %1 was lost. The node may have rebooted, lost its network, or sshd was restarted; commands that were running may or may not have finished. If it rebooted, wait until it answers again (a few minutes). Then reconnect to it on the Devices page and run this step again; with tandem-cli, run the same command again.</source>
        <translation>%1 との接続が失われました。ノードが再起動したか、ネットワークが切断されたか、sshd が再起動された可能性があります。実行中だったコマンドは、完了している場合もしていない場合もあります。再起動した場合は、再び応答するまで (数分) 待ってください。その後、「デバイス」ページでノードに再接続し、このステップを再実行してください。tandem-cli の場合は、同じコマンドを再実行してください。</translation>
    </message>
    <message>
        <source>%1 rejected the password of user &quot;%2&quot;. Check the user name and type the password again (on DGX OS it is the password you log in with); a node may also refuse every login for a while after several wrong ones. Tried: %3.</source>
        <translation>%1 はユーザー「%2」のパスワードを拒否しました。ユーザー名を確認し、パスワードをもう一度入力してください(DGX OS ではログインに使うパスワードです)。何度か間違えると、ノードがしばらくすべてのログインを拒否することもあります。試した方法: %3。</translation>
    </message>
</context>
<context>
    <name>Tandem::SshFabricStep</name>
    <message>
        <source>The command ended with exit status %1.</source>
        <translation>コマンドは終了ステータス %1 で終了しました。</translation>
    </message>
    <message>
        <source>Fabric key on the node</source>
        <translation>ノード上のファブリック鍵</translation>
    </message>
    <message>
        <source>Peers&apos; keys in authorized_keys</source>
        <translation>authorized_keys 内のピアの鍵</translation>
    </message>
    <message>
        <source>Peers&apos; host keys in known_hosts</source>
        <translation>known_hosts 内のピアのホスト鍵</translation>
    </message>
    <message>
        <source>CX7 aliases in ~/.ssh/config</source>
        <translation>~/.ssh/config 内の CX7 エイリアス</translation>
    </message>
    <message>
        <source>The key script printed something unexpected.</source>
        <translation>鍵のスクリプトが想定外の内容を出力しました。</translation>
    </message>
    <message>
        <source>The user name &quot;%1&quot; cannot be used in ~/.ssh/config.</source>
        <translation>ユーザー名 &quot;%1&quot; は ~/.ssh/config で使用できません。</translation>
    </message>
    <message>
        <source>The host name &quot;%1&quot; cannot be used for an SSH alias.</source>
        <translation>ホスト名 &quot;%1&quot; は SSH のエイリアスに使用できません。</translation>
    </message>
    <message>
        <source>~/.ssh/tandem_fabric_ed25519.pub is not an ed25519 public key.</source>
        <translation>~/.ssh/tandem_fabric_ed25519.pub は ed25519 の公開鍵ではありません。</translation>
    </message>
    <message>
        <source>No SSH host key was found in /etc/ssh on this node.</source>
        <translation>このノードの /etc/ssh に SSH ホスト鍵が見つかりませんでした。</translation>
    </message>
    <message>
        <source>The plan gives %1 no CX7 address.</source>
        <translation>計画で %1 に CX7 アドレスが割り当てられていません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IPv4 address.</source>
        <translation>&quot;%1&quot; は IPv4 アドレスではありません。</translation>
    </message>
    <message>
        <source>What was read from %1 cannot be used safely.</source>
        <translation>%1 から読み取った内容は安全に使用できません。</translation>
    </message>
    <message>
        <source>A host key read from %1 is not a public key line.</source>
        <translation>%1 から読み取ったホスト鍵が公開鍵の行ではありません。</translation>
    </message>
    <message>
        <source>There is no other node to connect to.</source>
        <translation>接続先となるほかのノードがありません。</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>待機しています…</translation>
    </message>
    <message>
        <source>Made %1 on the node; only its public half was read.</source>
        <translation>ノード上で %1 を作成しました。読み取ったのは公開鍵だけです。</translation>
    </message>
    <message>
        <source>%1 was already on the node; only its public half was read.</source>
        <translation>%1 はすでにノード上にありました。読み取ったのは公開鍵だけです。</translation>
    </message>
    <message>
        <source>Not changed: another node could not be read.</source>
        <translation>変更していません: ほかのノードの情報を読み取れませんでした。</translation>
    </message>
    <message>
        <source>%1 host key line(s) of the peers in ~/.ssh/known_hosts, read over the management network.</source>
        <translation>~/.ssh/known_hosts にピアのホスト鍵の行が %1 行あります (管理ネットワーク経由で読み取り)。</translation>
    </message>
    <message>
        <source>Aliases &lt;host&gt;-cx7 and the peers&apos; CX7 addresses use the fabric key (top of ~/.ssh/config).</source>
        <translation>エイリアス &lt;host&gt;-cx7 とピアの CX7 アドレスにはファブリック鍵が使用されます (~/.ssh/config の先頭)。</translation>
    </message>
    <message>
        <source>Check that the home directory of the user on %1 is writable, then run this step again.</source>
        <translation>%1 のユーザーのホームディレクトリに書き込めることを確認してから、このステップを再実行してください。</translation>
    </message>
    <message>
        <source>Not changed: the files of another node cannot be edited safely.</source>
        <translation>変更していません: ほかのノードのファイルを安全に編集できません。</translation>
    </message>
    <message>
        <source>%1 peer key(s) in ~/.ssh/authorized_keys, each accepted only from that peer&apos;s CX7 addresses, without forwarding or a terminal.</source>
        <translation>~/.ssh/authorized_keys にピアの鍵が %1 個あり、それぞれそのピアの CX7 アドレスからの接続のみを、転送と端末なしで受け付けます。</translation>
    </message>
    <message>
        <source>Someone changed the file on %1 while Tandem worked; run this step again.</source>
        <translation>Tandem の処理中に誰かが %1 上のファイルを変更しました。このステップを再実行してください。</translation>
    </message>
</context>
<context>
    <name>Tandem::SshNodeRunner</name>
    <message>
        <source>Cancelled before it started.</source>
        <translation>開始前にキャンセルされました。</translation>
    </message>
    <message numerus="yes">
        <source>SFTP upload of %n byte(s) to %1 (mode %2)</source>
        <translation>
            <numerusform>%1 への %n バイトの SFTP アップロード (モード %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::SshOptions</name>
    <message>
        <source>Tandem could not set the SSH option %1 to %2: libssh refused it without saying why.</source>
        <translation>Tandem は SSH オプション %1 を %2 に設定できませんでした。libssh が理由を示さずに拒否しました。</translation>
    </message>
    <message>
        <source>Tandem could not set the SSH option %1 to %2: libssh refused it (%3).</source>
        <translation>Tandem は SSH オプション %1 を %2 に設定できませんでした。libssh が拒否しました (%3)。</translation>
    </message>
    <message>
        <source>%1 is not an SSH port: use a port from 1 to 65535 for %2.</source>
        <translation>%1 は SSH のポート番号ではありません。%2 には 1 から 65535 までのポートを使用してください。</translation>
    </message>
    <message>
        <source>Use the node&apos;s name (letters, digits, dots and dashes) or its IP address.</source>
        <translation>ノードの名前 (英字、数字、ドット、ダッシュ) または IP アドレスを使用してください。</translation>
    </message>
</context>
<context>
    <name>Tandem::SshSession</name>
    <message>
        <source>This is not an OpenSSH public key line (it should look like &quot;ssh-ed25519 AAAA... comment&quot;).</source>
        <translation>OpenSSH の公開鍵の行ではありません (&quot;ssh-ed25519 AAAA... comment&quot; のような形式である必要があります)。</translation>
    </message>
</context>
<context>
    <name>Tandem::SshWorker</name>
    <message>
        <source>Could not start an SSH session (out of memory?).</source>
        <translation>SSH セッションを開始できませんでした (メモリ不足の可能性があります)。</translation>
    </message>
    <message>
        <source>ssh-agent</source>
        <translation>ssh-agent</translation>
    </message>
    <message>
        <source>key %1 (cannot be read)</source>
        <translation>鍵 %1 (読み込めません)</translation>
    </message>
    <message>
        <source>key %1 (wrong passphrase)</source>
        <translation>鍵 %1 (パスフレーズが違います)</translation>
    </message>
    <message>
        <source>key %1 (not a private key libssh can read)</source>
        <translation>鍵 %1 (libssh が読み込める秘密鍵ではありません)</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>鍵 %1</translation>
    </message>
    <message>
        <source>password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>keyboard-interactive</source>
        <translation>keyboard-interactive</translation>
    </message>
    <message>
        <source>Connecting to %1 was cancelled.</source>
        <translation>%1 への接続はキャンセルされました。</translation>
    </message>
</context>
<context>
    <name>Tandem::StepGate</name>
    <message>
        <source>This step is running.</source>
        <translation>このステップは実行中です。</translation>
    </message>
    <message>
        <source>Another step is running; wait until it has finished.</source>
        <translation>別のステップが実行中です。完了するまでお待ちください。</translation>
    </message>
    <message>
        <source>Nothing to report yet: run at least one step first.</source>
        <translation>レポートする内容がまだありません。先に少なくとも 1 つのステップを実行してください。</translation>
    </message>
    <message>
        <source>Connect to every node on the Devices page first.</source>
        <translation>先に「デバイス」ページですべてのノードに接続してください。</translation>
    </message>
    <message>
        <source>Run the cabling checks first (step 3); the plan is made from what they find.</source>
        <translation>先に配線チェックを実行してください (ステップ 3)。計画はその結果に基づいて作成されます。</translation>
    </message>
    <message>
        <source>The cabling checks failed: fix the cabling and run them again (step 3).</source>
        <translation>配線チェックが失敗しました。配線を修正して、もう一度実行してください (ステップ 3)。</translation>
    </message>
    <message>
        <source>Run the cabling checks again in this session (step 3); the plan is made from what they find.</source>
        <translation>このセッションで配線チェックをもう一度実行してください (ステップ 3)。計画はその結果に基づいて作成されます。</translation>
    </message>
    <message>
        <source>Make the network plan first (step 4).</source>
        <translation>先にネットワーク計画を作成してください (ステップ 4)。</translation>
    </message>
    <message>
        <source>The network plan has failed checks: fix them and make the plan again (step 4).</source>
        <translation>ネットワーク計画に失敗したチェックがあります。問題を修正して、もう一度計画を作成してください (ステップ 4)。</translation>
    </message>
    <message>
        <source>Make the network plan first (step 4); the fabric uses its addresses.</source>
        <translation>先にネットワーク計画を作成してください (ステップ 4)。ファブリックはそのアドレスを使用します。</translation>
    </message>
    <message>
        <source>Apply the network plan first (step 5).</source>
        <translation>先にネットワーク計画を適用してください (ステップ 5)。</translation>
    </message>
    <message>
        <source>Applying the network plan failed: fix what it found and apply again (step 5).</source>
        <translation>ネットワーク計画の適用に失敗しました。検出された問題を修正して、もう一度適用してください (ステップ 5)。</translation>
    </message>
    <message>
        <source>The network plan was restored: apply it again first (step 5).</source>
        <translation>ネットワーク計画は「復元」で元に戻されました。先にもう一度適用してください (ステップ 5)。</translation>
    </message>
    <message>
        <source>Make the network plan first (step 4); verify checks its addresses.</source>
        <translation>先にネットワーク計画を作成してください (ステップ 4)。検証ではそのアドレスを確認します。</translation>
    </message>
    <message>
        <source>Set up the SSH fabric first (step 6).</source>
        <translation>先に SSH ファブリックを設定してください (ステップ 6)。</translation>
    </message>
    <message>
        <source>Setting up the SSH fabric failed: fix what it found and set it up again (step 6).</source>
        <translation>SSH ファブリックの設定に失敗しました。検出された問題を修正して、もう一度設定してください (ステップ 6)。</translation>
    </message>
    <message>
        <source>The SSH fabric was removed: set it up again first (step 6).</source>
        <translation>SSH ファブリックは削除されています。先にもう一度設定してください (ステップ 6)。</translation>
    </message>
    <message>
        <source>Make the network plan first (step 4); the test runs over its addresses.</source>
        <translation>先にネットワーク計画を作成してください (ステップ 4)。テストはそのアドレスを使用して実行されます。</translation>
    </message>
    <message>
        <source>Verify the fabric first (step 7).</source>
        <translation>先にファブリックを検証してください (ステップ 7)。</translation>
    </message>
    <message>
        <source>Verifying the fabric failed: fix what it found and verify again (step 7).</source>
        <translation>ファブリックの検証に失敗しました。検出された問題を修正して、もう一度検証してください (ステップ 7)。</translation>
    </message>
    <message>
        <source>%1 is out of date: %2 changed after it ran. Run it again first.</source>
        <translation>%1 は古くなっています: 実行後に %2 が変わりました。先にもう一度実行してください。</translation>
    </message>
    <message>
        <source>The network plan is out of date: its options (first subnet, MTU) were changed after it was made. Make the plan again first (step 4).</source>
        <translation>ネットワーク計画が古くなっています: 作成後にオプション (最初のサブネット、MTU) が変更されました。先に計画を作り直してください (ステップ 4)。</translation>
    </message>
    <message>
        <source>%1 It cannot run yet: %2</source>
        <translation>%1 ただし、まだ実行できません: %2</translation>
    </message>
</context>
<context>
    <name>Tandem::StepNames</name>
    <message>
        <source>Devices</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Device checks</source>
        <translation>デバイスチェック</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>配線</translation>
    </message>
    <message>
        <source>Network plan</source>
        <translation>ネットワーク計画</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>SSH fabric</source>
        <translation>SSH ファブリック</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>検証</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>帯域幅</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <source>%1 (step %2)</source>
        <translation>%1（ステップ %2）</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>診断</translation>
    </message>
</context>
<context>
    <name>Tandem::StepTable</name>
    <message>
        <source>Make the network plan first (step 4).</source>
        <translation>先にネットワーク計画を作成してください (ステップ 4)。</translation>
    </message>
    <message>
        <source>No test run left behind was found; connect again to look once more.</source>
        <translation>残されたテスト実行は見つかりませんでした。もう一度確認するには再接続してください。</translation>
    </message>
</context>
<context>
    <name>Tandem::StepTimings</name>
    <message>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>wall s</source>
        <translation>経過 秒</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合計</translation>
    </message>
</context>
<context>
    <name>Tandem::SubnetSweeper</name>
    <message>
        <source>No address could be reached (%1). Is this computer connected to that network?</source>
        <translation>どのアドレスにも到達できませんでした (%1)。このコンピューターはそのネットワークに接続されていますか?</translation>
    </message>
</context>
<context>
    <name>Tandem::SyncDirectory</name>
    <message>
        <source>Cannot flush the folder %1 to disk: %2</source>
        <translation>フォルダ %1 をディスクにフラッシュできません: %2</translation>
    </message>
</context>
<context>
    <name>Tandem::TextLines</name>
    <message>
        <source>the output contains binary data</source>
        <translation>出力にバイナリデータが含まれています</translation>
    </message>
    <message>
        <source>the output is not valid UTF-8 text</source>
        <translation>出力が正しい UTF-8 テキストではありません</translation>
    </message>
</context>
<context>
    <name>Tandem::TopologyClassifier</name>
    <message>
        <source>switch</source>
        <translation>スイッチ</translation>
    </message>
    <message>
        <source>direct cable</source>
        <translation>直結ケーブル</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>リング</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>非対応</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Some nodes are cabled to each other and others through a switch. Direct and switched links must not be mixed: cable every node to the switch only.</source>
        <translation>一部のノードは互いに直接ケーブルで接続され、ほかのノードはスイッチ経由で接続されています。直結とスイッチ経由のリンクを混在させることはできません。すべてのノードをスイッチにのみ接続してください。</translation>
    </message>
    <message>
        <source>%1 nodes through a switch</source>
        <translation>スイッチ経由の %1 ノード</translation>
    </message>
    <message>
        <source>Not every node answered through the switch: %1.</source>
        <translation>スイッチ経由で応答しなかったノードがあります: %1。</translation>
    </message>
    <message>
        <source>The cable %1 uses different ports at its two ends. It works, but the playbooks expect the same port on every node; consider moving one end.</source>
        <translation>ケーブル %1 は両端で異なるポートを使用しています。動作はしますが、プレイブックはすべてのノードで同じポートを前提としているため、片方の端を差し替えることを検討してください。</translation>
    </message>
    <message>
        <source>%1 and %2 are joined by %3 cables. A second cable between the same two Sparks adds no bandwidth; use it for a third node or a switch.</source>
        <translation>%1 と %2 は %3 本のケーブルで接続されています。同じ 2 台の Spark 間に 2 本目のケーブルを追加しても帯域幅は増えません。3 台目のノードまたはスイッチとの接続に使用してください。</translation>
    </message>
    <message>
        <source>No node was found across any cable. Check that a QSFP cable joins the nodes and that both twins of its ports are up.</source>
        <translation>どのケーブルの先にもノードが見つかりませんでした。QSFP ケーブルでノード同士が接続されていること、そのポートのツインが両方ともアップしていることを確認してください。</translation>
    </message>
    <message>
        <source>No cable reaches %1.</source>
        <translation>%1 につながっているケーブルがありません。</translation>
    </message>
    <message>
        <source>2 nodes, direct cable: %1</source>
        <translation>2 ノード、直結ケーブル: %1</translation>
    </message>
    <message>
        <source>3 nodes in a ring: %1</source>
        <translation>3 ノードのリング: %1</translation>
    </message>
    <message>
        <source>Three nodes in a chain are not supported (the middle node would forward traffic). Cable the two end nodes to each other to make a ring, or use a switch.</source>
        <translation>3 台のノードを数珠つなぎにする構成はサポートされていません (中央のノードがトラフィックを転送することになるため)。両端のノード同士をケーブルで接続してリングにするか、スイッチを使用してください。</translation>
    </message>
    <message>
        <source>%1 Sparks cabled directly are not supported: four or more Sparks need a switch.</source>
        <translation>%1 台の Spark の直結はサポートされていません。4 台以上の Spark にはスイッチが必要です。</translation>
    </message>
    <message>
        <source>No IPv6 link-local address on %1: the topology probe sends from it, so nobody answered there. Enable IPv6 on the port (sysctl net.ipv6.conf.&lt;port&gt;.disable_ipv6=0, or link-local: [ipv6] in its netplan) and run the check again.</source>
        <translation>%1 に IPv6 リンクローカルアドレスがありません。トポロジーの探索はこのアドレスから送るため、そこでは誰も応答しませんでした。ポートで IPv6 を有効にして (sysctl net.ipv6.conf.&lt;port&gt;.disable_ipv6=0、または netplan で link-local: [ipv6])、チェックを再実行してください。</translation>
    </message>
    <message>
        <source>Only one twin of the cable %1 answered: the link runs at half bandwidth. If a port came up moments ago, run the check again.</source>
        <translation>ケーブル %1 のツインのうち 1 つしか応答しませんでした。リンクは半分の帯域幅で動作します。ポートが今しがたアップしたばかりなら、チェックを再実行してください。</translation>
    </message>
    <message>
        <source>Only one twin of the cable %1 answered. %2</source>
        <translation>ケーブル %1 のツインのうち 1 つしか応答しませんでした。%2</translation>
    </message>
    <message>
        <source>No node was found across any cable. %1</source>
        <translation>どのケーブルの先にもノードが見つかりませんでした。%1</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::AboutDialog</name>
    <message>
        <source>Guided clustering of NVIDIA DGX Spark machines: cabling, network, SSH fabric, NCCL bandwidth and an acceptance report.</source>
        <translation>NVIDIA DGX Spark のクラスタ構築をガイドします: 配線、ネットワーク、SSH ファブリック、NCCL 帯域幅、受け入れレポート。</translation>
    </message>
    <message>
        <source>Tandem is free software, licensed under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Tandem はフリーソフトウェアです。GNU 一般公衆利用許諾書 (GPL) バージョン 3 以降の下で提供され、無保証です。</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <source>About Tandem</source>
        <translation>Tandem について</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::ApplyPage</name>
    <message>
        <source>%1: write /etc/netplan/40-cx7.yaml</source>
        <translation>%1: /etc/netplan/40-cx7.yaml を書き込む</translation>
    </message>
    <message>
        <source>%1: move /etc/netplan/%2 aside</source>
        <translation>%1: /etc/netplan/%2 を退避する</translation>
    </message>
    <message>
        <source>Apply the network plan</source>
        <translation>ネットワーク計画の適用</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>適用(&amp;A)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Put back on every node the netplan files as they were before Tandem changed them, and apply them?</source>
        <translation>すべてのノードで netplan ファイルを Tandem が変更する前の状態に戻し、適用しますか?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>復元(&amp;R)</translation>
    </message>
    <message>
        <source>%1 reverts by itself in %2 s unless Tandem confirms it.</source>
        <translation>Tandem が確認しない限り、%1 は %2 秒後に自動的に元の設定に戻ります。</translation>
    </message>
    <message>
        <source>&amp;Apply the plan…</source>
        <translation>計画を適用(&amp;A)…</translation>
    </message>
    <message>
        <source>Revert unless confirmed within:</source>
        <translation>確認されない場合に元に戻すまでの時間:</translation>
    </message>
    <message>
        <source>&amp;Restore…</source>
        <translation>復元(&amp;R)…</translation>
    </message>
    <message>
        <source>Stops the apply at its next command. A node that Tandem has not confirmed yet puts its old files back by itself; Restore puts back the rest.</source>
        <translation>次のコマンドの時点で適用を停止します。Tandem がまだ確認していないノードは、自動的に元のファイルに戻します。それ以外は「復元」で元に戻します。</translation>
    </message>
    <message>
        <source>These files were edited on the node since Tandem wrote them, so Restore left those nodes as they are. Restore anyway? The edited files are then kept in the run&apos;s backup folder on the node.</source>
        <translation>これらのファイルは Tandem が書き込んだ後にノード上で編集されていたため、「復元」はそれらのノードをそのままにしました。それでも復元しますか? その場合、編集されたファイルはノード上の実行のバックアップフォルダに保存されます。</translation>
    </message>
    <message>
        <source>&amp;Restore anyway</source>
        <translation>それでも復元(&amp;R)</translation>
    </message>
    <message>
        <source>On every node Tandem first takes the node&apos;s lock (one change at a time), backs up each file it will change (on the node and on this computer, with its sha256, owner and mode) and arms a watchdog. It then tries the plan from /run/netplan, checked with netplan generate: unless Tandem sees the node again over the management network with its new addresses within the time above, the node takes the trial back by itself, and a restart takes it back too. Only then is 40-cx7.yaml installed in /etc/netplan. Restore puts back exactly what was there before, at any time.</source>
        <translation>Tandem はまず各ノードでノードのロックを取得し (変更は一度に一つ)、変更するファイルをすべてバックアップし (ノード上とこのコンピューター上に、sha256・所有者・モードとともに保存)、ウォッチドッグを作動させます。その後、netplan generate で確認したうえで、/run/netplan から計画を試行します。上で指定した時間内に、Tandem が管理ネットワーク経由で新しいアドレスが設定されたノードを再び確認できない場合、ノードは自動的に試行を取り消します。再起動しても試行は取り消されます。その後にはじめて 40-cx7.yaml が /etc/netplan にインストールされます。「復元」を使えば、いつでも以前の状態に正確に戻せます。</translation>
    </message>
    <message>
        <source>%1: take %3 out of /etc/netplan/%2, keeping the rest</source>
        <translation>%1: /etc/netplan/%2 から %3 を取り除き、残りは保持</translation>
    </message>
    <message>
        <source>%1: %2 goes (Tandem wrote it).</source>
        <translation>%1: %2 を削除します (Tandem が書き込んだファイル)。</translation>
    </message>
    <message>
        <source>%1: %2 goes (Tandem wrote it); %3 comes back as it was.</source>
        <translation>%1: %2 を削除し (Tandem が書き込んだファイル)、%3 を元の状態に戻します。</translation>
    </message>
    <message>
        <source>Each node&apos;s record of what Tandem changed decides: a file edited since Tandem wrote it is left alone, and its changes are shown.</source>
        <translation>各ノードに記録された Tandem の変更内容に従います。Tandem が書き込んだ後に編集されたファイルはそのまま残し、その変更内容を表示します。</translation>
    </message>
    <message>
        <source>Restore put files back after this plan was made: any of them that sets the ConnectX-7 interfaces is moved aside again (Restore puts it back).</source>
        <translation>この計画の作成後に復元がファイルを戻しました: そのうち ConnectX-7 インターフェイスを設定するものは再び退避されます (復元で元に戻ります)。</translation>
    </message>
    <message>
        <source>MTU %1 on every ConnectX-7 interface</source>
        <translation>すべての ConnectX-7 インターフェイスで MTU %1 を使用</translation>
    </message>
    <message>
        <source>MTUs as they are, both ends of each link agreeing</source>
        <translation>MTU は現状のまま、各リンクの両端をそろえます</translation>
    </message>
    <message>
        <source>The plan: subnets %1; %2.

Tandem will back up the current files and then, on every node:
%3

A node that Tandem does not see again with its new addresses within %4 seconds puts its old files back by itself. The diffs are on the Network plan page.</source>
        <translation>計画: サブネット %1、%2。

Tandem は現在のファイルをバックアップしてから、各ノードで次を行います:
%3

%4 秒以内に新しいアドレスで Tandem から見えなかったノードは、自分で古いファイルに戻します。差分はネットワーク計画ページにあります。</translation>
    </message>
    <message>
        <source>Afterwards the ConnectX-7 addresses are gone: the SSH fabric, Verify and the bandwidth test are out of date until the plan is applied again.</source>
        <translation>その後は ConnectX-7 のアドレスがなくなります: 計画がもう一度適用されるまで、SSH ファブリック、検証、帯域幅テストは古い結果になります。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::BandwidthPage</name>
    <message>
        <source>On %1:
%2</source>
        <translation>%1 で:
%2</translation>
    </message>
    <message>
        <source>&amp;Run the bandwidth test</source>
        <translation>帯域幅テストを実行(&amp;R)</translation>
    </message>
    <message>
        <source>Tool:</source>
        <translation>ツール:</translation>
    </message>
    <message>
        <source>Collective:</source>
        <translation>集合通信:</translation>
    </message>
    <message>
        <source>Sizes (-b, -e, factor):</source>
        <translation>サイズ (-b、-e、倍率):</translation>
    </message>
    <message>
        <source>Soak (s, probe):</source>
        <translation>ソーク (秒、probe):</translation>
    </message>
    <message>
        <source>The command that will run:</source>
        <translation>実行されるコマンド:</translation>
    </message>
    <message>
        <source>Transport: read from NCCL&apos;s log when the run ends.</source>
        <translation>トランスポート: 実行終了時に NCCL のログから読み取ります。</translation>
    </message>
    <message>
        <source>Cancelling: ending the run on every node…</source>
        <translation>キャンセルしています: すべてのノードで実行を終了しています…</translation>
    </message>
    <message>
        <source>Transport: not judged, the run was cancelled.</source>
        <translation>トランスポート: 実行がキャンセルされたため、判定していません。</translation>
    </message>
    <message>
        <source>Cancelled: mpirun and every rank were ended on every node.</source>
        <translation>キャンセルしました: すべてのノードで mpirun とすべてのランクを終了しました。</translation>
    </message>
    <message>
        <source>Transport: not judged, the run did not get that far.</source>
        <translation>トランスポート: 実行がその段階まで進まなかったため、判定していません。</translation>
    </message>
    <message>
        <source>Verdict: not run yet.</source>
        <translation>判定: 未実行です。</translation>
    </message>
    <message>
        <source>Probe backend:</source>
        <translation>probe のバックエンド:</translation>
    </message>
    <message>
        <source>busbw floor:</source>
        <translation>busbw の下限:</translation>
    </message>
    <message>
        <source>default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>Environment (NAME=VALUE …):</source>
        <translation>環境変数 (NAME=VALUE …):</translation>
    </message>
    <message>
        <source>for example NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1 NCCL_ALGO=Ring</source>
        <translation>例: NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1 NCCL_ALGO=Ring</translation>
    </message>
    <message>
        <source>Transport: not run yet.</source>
        <translation>トランスポート: 未実行です。</translation>
    </message>
    <message>
        <source>Out of date: %1 changed after this run. Its verdict was: %2</source>
        <translation>古い結果です: この実行の後で %1 が変わりました。当時の判定: %2</translation>
    </message>
    <message>
        <source>Stalled: %1 %2</source>
        <translation>停滞: %1 %2</translation>
    </message>
    <message>
        <source>Copy the command to the clipboard</source>
        <translation>コマンドをクリップボードにコピー</translation>
    </message>
    <message>
        <source>Smallest message size (-b)</source>
        <translation>最小メッセージサイズ (-b)</translation>
    </message>
    <message>
        <source>Largest message size (-e)</source>
        <translation>最大メッセージサイズ (-e)</translation>
    </message>
    <message>
        <source>Size factor (-f)</source>
        <translation>サイズの倍率 (-f)</translation>
    </message>
    <message>
        <source>Results by message size</source>
        <translation>メッセージサイズごとの結果</translation>
    </message>
    <message>
        <source>Soak: %1 s of %2 s, %3 s left. The verdict comes when it ends.</source>
        <translation>ソーク: %2 秒中 %1 秒経過、残り %3 秒。判定は終了時に出ます。</translation>
    </message>
    <message numerus="yes">
        <source>%n s so far</source>
        <translation>
            <numerusform>経過 %n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s so far</source>
        <translation>経過 %1 分 %2 秒</translation>
    </message>
    <message>
        <source>Verdict: the test is running (%1).</source>
        <translation>判定: テストを実行中です (%1)。</translation>
    </message>
    <message>
        <source>Cancelled: the last run was ended before it finished; the rows are what it measured until then.</source>
        <translation>キャンセル済み: 前回の実行は完了前に終了しました。表の行はそれまでに測定した値です。</translation>
    </message>
    <message>
        <source>Out of date: %1</source>
        <translation>古い結果: %1</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::BandwidthPlot</name>
    <message>
        <source>Message size (bytes)</source>
        <translation>メッセージサイズ (バイト)</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>時間 (秒)</translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation>busbw (GB/s)</translation>
    </message>
    <message>
        <source>out-of-place</source>
        <translation>out-of-place</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>in-place</source>
        <translation>in-place</translation>
    </message>
    <message>
        <source>Bus bandwidth by message size</source>
        <translation>メッセージサイズごとのバス帯域幅</translation>
    </message>
    <message>
        <source>Bus bandwidth over time</source>
        <translation>バス帯域幅の時間推移</translation>
    </message>
    <message>
        <source>No measurement yet.</source>
        <translation>まだ測定値はありません。</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s); the last: %1 GB/s at %2.</source>
        <translation>
            <numerusform>%n 点。最新: %2 で %1 GB/s。</numerusform>
        </translation>
    </message>
    <message>
        <source>Threshold: %1 GB/s.</source>
        <translation>しきい値: %1 GB/s。</translation>
    </message>
    <message>
        <source>threshold %1 GB/s</source>
        <translation>しきい値 %1 GB/s</translation>
    </message>
    <message>
        <source>%1, above this scale ↑</source>
        <translation>%1 (この目盛りより上 ↑)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::BandwidthTableModel</name>
    <message>
        <source>time (s)</source>
        <translation>経過時間 (秒)</translation>
    </message>
    <message>
        <source>size (B)</source>
        <translation>サイズ (B)</translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation>busbw (GB/s)</translation>
    </message>
    <message>
        <source>algbw (GB/s)</source>
        <translation>algbw (GB/s)</translation>
    </message>
    <message>
        <source>time per op (µs)</source>
        <translation>1 回あたりの時間 (µs)</translation>
    </message>
    <message>
        <source>#wrong</source>
        <translation>#誤り</translation>
    </message>
    <message>
        <source>count</source>
        <translation>要素数</translation>
    </message>
    <message>
        <source>type</source>
        <translation>型</translation>
    </message>
    <message>
        <source>redop</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>time (µs)</source>
        <translation>時間 (µs)</translation>
    </message>
    <message>
        <source>in-place time (µs)</source>
        <translation>in-place 時間 (µs)</translation>
    </message>
    <message>
        <source>in-place algbw (GB/s)</source>
        <translation>in-place algbw (GB/s)</translation>
    </message>
    <message>
        <source>in-place busbw (GB/s)</source>
        <translation>in-place busbw (GB/s)</translation>
    </message>
    <message>
        <source>in-place #wrong</source>
        <translation>in-place #誤り</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::BusyIndicator</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::CablingPage</name>
    <message>
        <source>%1 down</source>
        <translation>%1 がダウン</translation>
    </message>
    <message>
        <source>Seen from the back of the Spark: the left QSFP port is the one next to the 10 GbE port. Insert the plug with its pull tab up until it clicks; use the same port on every Spark.</source>
        <translation>Spark の背面から見て、10 GbE ポートの隣にあるのが左の QSFP ポートです。プルタブを上にして、カチッと音がするまでプラグを差し込んでください。すべての Spark で同じポートを使用してください。</translation>
    </message>
    <message>
        <source>The topology is found when the checks run.</source>
        <translation>トポロジーはチェックの実行時に判定されます。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Where the ports sit on the %1 is not known to Tandem; by their interfaces:</source>
        <translation>%1 のポートの位置は Tandem には不明です。インターフェイス名で示します:</translation>
    </message>
    <message>
        <source>has carrier (cabled)</source>
        <translation>キャリアあり (ケーブル接続済み)</translation>
    </message>
    <message>
        <source>one twin has carrier</source>
        <translation>片方のツインだけキャリアあり</translation>
    </message>
    <message>
        <source>no carrier</source>
        <translation>キャリアなし</translation>
    </message>
    <message>
        <source>• %1: %2</source>
        <translation>• %1: %2</translation>
    </message>
    <message>
        <source>Insert the plug until it clicks, and use the same port (the same interfaces) on every node.</source>
        <translation>プラグをカチッと音がするまで差し込み、すべてのノードで同じポート (同じインターフェイス) を使用してください。</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>%1 at %2 Gb/s</source>
        <translation>%1 は %2 Gb/s</translation>
    </message>
    <message>
        <source>Read before the restore at %1: the ports&apos; MTUs and addresses may have changed since. Run the checks again to see them as they are now.</source>
        <translation>%1 の復元より前に読み取った結果です。その後ポートの MTU とアドレスが変わっている可能性があります。現在の状態を見るにはチェックを再実行してください。</translation>
    </message>
    <message>
        <source>Read before the plan was applied at %1: the ports&apos; MTUs and addresses may have changed since. Run the checks again to see them as they are now.</source>
        <translation>%1 にプランを適用する前に読み取った結果です。その後ポートの MTU とアドレスが変わっている可能性があります。現在の状態を見るにはチェックを再実行してください。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::CheckBanner</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>対処: %1</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::CheckListModel</name>
    <message>
        <source>Passed</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>未実行</translation>
    </message>
    <message>
        <source>Out of date</source>
        <translation>古くなっています</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::CheckListPanel</name>
    <message>
        <source>Checks</source>
        <translation>チェック</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::ChecksPage</name>
    <message>
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>未実行です。</translation>
    </message>
    <message>
        <source>%1 passed, %2 warnings, %3 failed.</source>
        <translation>成功 %1 件、警告 %2 件、失敗 %3 件。</translation>
    </message>
    <message>
        <source>&amp;Run checks</source>
        <translation>チェックを実行(&amp;R)</translation>
    </message>
    <message>
        <source>Running… %1 of %2 checks done.</source>
        <translation>実行中… %2 件中 %1 件のチェックが完了しました。</translation>
    </message>
    <message>
        <source>Out of date: %1 changed after these checks ran.</source>
        <translation>古い結果です: これらのチェックの後に %1 が変わりました。</translation>
    </message>
    <message>
        <source>Undone: what this step set up was taken back on the nodes.</source>
        <translation>取り消し済み: このステップが設定したものはノードから元に戻されました。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::CopyButton</name>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::DevicesPage</name>
    <message>
        <source>%1 is already in the list.</source>
        <translation>%1 はすでに一覧にあります。</translation>
    </message>
    <message>
        <source>Host name or address, e.g. nvidia@spark-1a2b.local</source>
        <translation>ホスト名またはアドレス (例: nvidia@spark-1a2b.local)</translation>
    </message>
    <message>
        <source>&amp;Add device</source>
        <translation>デバイスを追加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Connect to all</source>
        <translation>すべてに接続(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Install Tandem&apos;s key</source>
        <translation>Tandem の鍵をインストール(&amp;I)</translation>
    </message>
    <message>
        <source>Adds Tandem&apos;s own public key to authorized_keys on every node, so later connections need no password. The private key stays on this computer.</source>
        <translation>Tandem 自身の公開鍵を各ノードの authorized_keys に追加し、以後の接続でパスワードを不要にします。秘密鍵はこのコンピューターから出ません。</translation>
    </message>
    <message>
        <source>Add at least one node first.</source>
        <translation>先にノードを 1 台以上追加してください。</translation>
    </message>
    <message>
        <source>Start a new session</source>
        <translation>新しいセッションを開始</translation>
    </message>
    <message>
        <source>These are not the nodes of the current session (%1). Connecting to them starts a new session: the checks, plan and bandwidth run found so far no longer show here.</source>
        <translation>これらは現在のセッションのノード (%1) ではありません。接続すると新しいセッションが始まり、これまでのチェック、計画、帯域幅テストの結果はここに表示されなくなります。</translation>
    </message>
    <message>
        <source>Node to add</source>
        <translation>追加するノード</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>The host key of %1 changed</source>
        <translation>%1 のホスト鍵が変わりました</translation>
    </message>
    <message>
        <source>%1 presents host key %2, not the one Tandem stored when you first connected. Tandem did not log in.</source>
        <translation>%1 はホスト鍵 %2 を提示しました。最初の接続時に Tandem が保存した鍵とは異なります。Tandem はログインしていません。</translation>
    </message>
    <message>
        <source>If the node was reinstalled, check the new key on the node itself (its console, or a terminal on it): ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub must print %1. Only then replace the stored key; Tandem then shows the key again and asks before it trusts it. If the node was not reinstalled, do not connect: someone may be between you and the node.</source>
        <translation>ノードを再インストールした場合は、ノード自体 (コンソールまたはノード上の端末) で新しい鍵を確認してください: ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub が %1 と表示する必要があります。確認できた場合にのみ保存済みの鍵を置き換えてください。Tandem は鍵をもう一度表示し、信頼する前に確認を求めます。ノードを再インストールしていない場合は接続しないでください: あなたとノードの間に誰かがいる可能性があります。</translation>
    </message>
    <message>
        <source>&amp;Replace the stored key</source>
        <translation>保存済みの鍵を置き換える(&amp;R)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>End the tests left running?</source>
        <translation>残されたテストを終了しますか?</translation>
    </message>
    <message>
        <source>A Tandem on this computer that is no longer running left these test runs on the nodes:
%1</source>
        <translation>このコンピューターの、すでに終了した Tandem が次のテスト実行をノードに残しています:
%1</translation>
    </message>
    <message>
        <source>They hold the GPUs and the fabric until their time limit, and a test beside them measures less. Ending them stops their processes on each node (mpirun, orted and the test itself); nothing else is touched.</source>
        <translation>これらは制限時間まで GPU とファブリックを占有し、並行するテストは低い値になります。終了すると各ノードのそのプロセス (mpirun、orted、テスト本体) だけを止め、ほかには何も触れません。</translation>
    </message>
    <message>
        <source>&amp;End them</source>
        <translation>終了する(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Leave them</source>
        <translation>そのままにする(&amp;L)</translation>
    </message>
    <message>
        <source>Connecting to these nodes starts a new session instead of resuming the saved one (%1).</source>
        <translation>これらのノードに接続すると、保存されたセッション (%1) を再開せずに新しいセッションを始めます。</translation>
    </message>
    <message>
        <source>&amp;Start a new session</source>
        <translation>新しいセッションを開始(&amp;S)</translation>
    </message>
    <message>
        <source>The saved session is kept as state.json.old beside the new one, and &quot;Bring it back&quot; at the top of this page returns to it.</source>
        <translation>保存されたセッションは新しいものの隣に state.json.old として残り、このページ上部の「元に戻す」でそのセッションに戻れます。</translation>
    </message>
    <message>
        <source>Install Tandem&apos;s key</source>
        <translation>Tandem の鍵をインストール</translation>
    </message>
    <message>
        <source>Tandem adds one line, its own public key, to ~/.ssh/authorized_keys of the user it logs in as on %1, so that later sessions need no password.</source>
        <translation>Tandem は %1 でログインするユーザーの ~/.ssh/authorized_keys に、自分の公開鍵を 1 行追加します。以後のセッションではパスワードが不要になります。</translation>
    </message>
    <message>
        <source>Nothing else in the file changes, and the private key never leaves this computer. To take it back, delete the line that ends in &quot;tandem@%1&quot; from that file.</source>
        <translation>ファイルのほかの部分は変わらず、秘密鍵がこのコンピューターから出ることはありません。取り消すには、そのファイルから &quot;tandem@%1&quot; で終わる行を削除してください。</translation>
    </message>
    <message>
        <source>&amp;Install the key</source>
        <translation>鍵をインストール(&amp;I)</translation>
    </message>
    <message>
        <source>Removed %1 from the list. The session changes when you connect.</source>
        <translation>%1 を一覧から削除しました。セッションは接続したときに変わります。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::DiscoveryPanel</name>
    <message>
        <source>mDNS: %1 new devices found.</source>
        <translation>mDNS: 新しいデバイスが %1 台見つかりました。</translation>
    </message>
    <message>
        <source>Sweep: %1 SSH servers answered, %2 new devices added.</source>
        <translation>スキャン: %1 台の SSH サーバーが応答し、新しいデバイスを %2 台追加しました。</translation>
    </message>
    <message>
        <source>Browsing mDNS for SSH servers…</source>
        <translation>mDNS で SSH サーバーを検索しています…</translation>
    </message>
    <message>
        <source>Connecting to port 22 across %1…</source>
        <translation>%1 の各アドレスのポート 22 に接続しています…</translation>
    </message>
    <message>
        <source>&amp;Browse mDNS</source>
        <translation>mDNS を検索(&amp;B)</translation>
    </message>
    <message>
        <source>Management network to sweep, e.g. 192.168.1.0/24 (at most /22)</source>
        <translation>スキャンする管理ネットワーク (例: 192.168.1.0/24、最大 /22)</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>スキャン(&amp;W)</translation>
    </message>
    <message>
        <source>Management network to sweep</source>
        <translation>スキャンする管理ネットワーク</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::DoctorPage</name>
    <message>
        <source>Running… %1 of %2 scans and measurements done.</source>
        <translation>実行中… スキャンと測定 %2 件中 %1 件が完了しました。</translation>
    </message>
    <message>
        <source>These findings are of other nodes: run the Doctor again first.</source>
        <translation>これらの検出事項は別のノードのものです。先に診断を再実行してください。</translation>
    </message>
    <message>
        <source>Repair what Tandem can fix, then run the Doctor again</source>
        <translation>Tandem が修復できるものを修復してから、診断を再実行します</translation>
    </message>
    <message>
        <source>%1: take NCCL_IB_GID_INDEX out of %2</source>
        <translation>%1: %2 から NCCL_IB_GID_INDEX を取り除く</translation>
    </message>
    <message>
        <source>%1: put %2 on the PATH of SSH sessions (a block at the top of ~/.bashrc)</source>
        <translation>%1: %2 を SSH セッションの PATH に追加する (~/.bashrc の先頭にブロックを追加)</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修復</translation>
    </message>
    <message>
        <source>Tandem will, copying every file it changes first:
%1

Then the Doctor runs again.</source>
        <translation>Tandem は、変更するファイルをすべて先にコピーしてから、次の操作を行います:
%1

その後、診断を再実行します。</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>修復(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Parity</source>
        <translation>整合性(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Parity (%1 differing)</source>
        <translation>整合性 (相違 %1 件)(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Run the Doctor</source>
        <translation>診断を実行(&amp;R)</translation>
    </message>
    <message>
        <source>Stop the Doctor; the nodes are left as they were.</source>
        <translation>診断を停止します。ノードは元の状態のままです。</translation>
    </message>
    <message>
        <source>Measure every twin (ib_write_bw)</source>
        <translation>すべてのツインを測定 (ib_write_bw)</translation>
    </message>
    <message>
        <source>NCCL per pair</source>
        <translation>ペアごとの NCCL</translation>
    </message>
    <message>
        <source>P&amp;ython to compare:</source>
        <translation>比較する Python(&amp;Y):</translation>
    </message>
    <message>
        <source>optional, e.g. ~/venv/bin/python</source>
        <translation>省略可。例: ~/venv/bin/python</translation>
    </message>
    <message>
        <source>Show only &amp;differences</source>
        <translation>相違のみ表示(&amp;D)</translation>
    </message>
    <message>
        <source>Nothing compared yet: the parity table fills when the Doctor has scanned the nodes.</source>
        <translation>まだ何も比較していません。整合性の表は、診断がノードをスキャンすると表示されます。</translation>
    </message>
    <message>
        <source>R&amp;epair</source>
        <translation>修復(&amp;E)</translation>
    </message>
    <message>
        <source>The Doctor has not run yet.</source>
        <translation>診断はまだ実行されていません。</translation>
    </message>
    <message>
        <source>Last run %1: %2 to fix now, %3 for your decision, %4 for the hardware.</source>
        <translation>前回の実行 %1: 今すぐ修復可能 %2 件、判断が必要 %3 件、ハードウェアでの作業が必要 %4 件。</translation>
    </message>
    <message>
        <source>Read the cabling again, make the network plan again and apply it on every node (steps 3 to 5: backups first, and a node Tandem does not see again reverts by itself)</source>
        <translation>配線を読み直し、ネットワーク計画を作り直して全ノードに適用します (ステップ 3〜5: 先にバックアップを取り、Tandem が再び確認できないノードは自動で元に戻ります)</translation>
    </message>
    <message>
        <source>Write the SSH fabric again for the new plan&apos;s addresses (step 6)</source>
        <translation>新しい計画のアドレスに合わせて SSH ファブリックを書き直します (ステップ 6)</translation>
    </message>
    <message>
        <source>F&amp;indings (%1)</source>
        <translation>検出事項 (%1)(&amp;I)</translation>
    </message>
    <message>
        <source>Lin&amp;ks</source>
        <translation>リンク(&amp;K)</translation>
    </message>
    <message numerus="yes">
        <source>Nothing wrong found: %n node(s) scanned, %1 link run(s) measured and every item compared across the nodes, with no link, port or setting that needs you.</source>
        <translation>
            <numerusform>問題は見つかりませんでした: %n 台のノードを調べ、%1 回のリンク測定を行い、すべての項目をノード間で比べました。対応が必要なリンク、ポート、設定はありません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::EvidenceDrawer</name>
    <message>
        <source>(exit status %1)</source>
        <translation>(終了ステータス %1)</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>対処: %1</translation>
    </message>
    <message>
        <source>No commands were run for this check.</source>
        <translation>このチェックではコマンドを実行していません。</translation>
    </message>
    <message>
        <source>Select a check to see what was run and what came back.</source>
        <translation>チェックを選択すると、実行したコマンドとその結果が表示されます。</translation>
    </message>
    <message>
        <source>Evidence: what the node printed</source>
        <translation>証拠: ノードが出力した内容</translation>
    </message>
    <message>
        <source>Copy the fix to the clipboard</source>
        <translation>対処をクリップボードにコピー</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::FabricPage</name>
    <message>
        <source>&amp;Set up the SSH fabric</source>
        <translation>SSH ファブリックを設定(&amp;S)</translation>
    </message>
    <message>
        <source>Each node gets its own key (the private half never leaves it). Its public half goes into the other nodes&apos; authorized_keys, accepted only from the fabric&apos;s subnets; known_hosts gets the peers&apos; real host keys for their fabric addresses; ~/.ssh/config gets an alias per node. Every change sits in a marked block that Remove takes out again.</source>
        <translation>各ノードに専用の鍵を作成します (秘密鍵はそのノードから出ません)。公開鍵はほかのノードの authorized_keys に追加され、ファブリックのサブネットからの接続のみ受け付けます。known_hosts にはピアのファブリックアドレスに対応する実際のホスト鍵が、~/.ssh/config にはノードごとのエイリアスが追加されます。すべての変更はマーク付きのブロック内に書き込まれ、「削除」で再び取り除くことができます。</translation>
    </message>
    <message>
        <source>Re&amp;move the SSH fabric</source>
        <translation>SSH ファブリックを削除(&amp;M)</translation>
    </message>
    <message>
        <source>Remove the SSH fabric</source>
        <translation>SSH ファブリックの削除</translation>
    </message>
    <message>
        <source>Take Tandem&apos;s blocks out of ~/.ssh/authorized_keys, ~/.ssh/known_hosts and ~/.ssh/config on %1, and delete the fabric key Tandem made on each node?</source>
        <translation>%1 の ~/.ssh/authorized_keys、~/.ssh/known_hosts、~/.ssh/config から Tandem のブロックを取り除き、Tandem が各ノードで作成したファブリック用の鍵を削除しますか?</translation>
    </message>
    <message>
        <source>Only the lines between Tandem&apos;s markers go; the rest of each file stays as it is. Until the fabric is set up again, mpirun and the bandwidth test cannot log in between the nodes.</source>
        <translation>削除するのは Tandem のマーカーに挟まれた行だけで、各ファイルのほかの部分はそのまま残ります。ファブリックを再び設定するまで、mpirun と帯域幅テストはノード間でログインできません。</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>削除(&amp;M)</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 (%2 から)</translation>
    </message>
    <message>
        <source>%1:
  ~/.ssh/authorized_keys: the fabric keys of %2, each accepted only from its CX7 addresses (no pty, no forwarding)
  ~/.ssh/known_hosts: the host keys those nodes have now, under their CX7 addresses
  ~/.ssh/config: %3 (User %4, IdentityFile ~/.ssh/tandem_fabric_ed25519)</source>
        <translation>%1:
  ~/.ssh/authorized_keys: %2 のファブリック鍵。それぞれその CX7 アドレスからのみ受け入れます (pty なし、転送なし)
  ~/.ssh/known_hosts: それらのノードの現在のホスト鍵を CX7 アドレスで登録
  ~/.ssh/config: %3 (User %4、IdentityFile ~/.ssh/tandem_fabric_ed25519)</translation>
    </message>
    <message>
        <source>Set up the SSH fabric</source>
        <translation>SSH ファブリックを設定</translation>
    </message>
    <message>
        <source>Tandem makes a key pair ~/.ssh/tandem_fabric_ed25519 on each node (the private half never leaves it) and adds a marked block at the top of three files:

%1</source>
        <translation>Tandem は各ノードに鍵ペア ~/.ssh/tandem_fabric_ed25519 を作り (秘密鍵はノードから出ません)、3 つのファイルの先頭に印付きのブロックを追加します:

%1</translation>
    </message>
    <message>
        <source>The rest of each file stays as it is, and a file edited meanwhile is never overwritten. &quot;Remove the SSH fabric&quot; takes out exactly these blocks.</source>
        <translation>各ファイルのほかの部分はそのままで、その間に編集されたファイルが上書きされることはありません。「SSH ファブリックを削除」でこれらのブロックだけを取り除きます。</translation>
    </message>
    <message>
        <source>&amp;Set up</source>
        <translation>設定(&amp;S)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::FindingCard</name>
    <message>
        <source>%1 down</source>
        <translation>%1 がダウン</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>interface %1</source>
        <translation>インターフェイス %1</translation>
    </message>
    <message>
        <source>%1 port</source>
        <translation>%1ポート</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>証跡</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>対処</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Copy the fix to the clipboard</source>
        <translation>対処をクリップボードにコピー</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Seen from the back of %1: the outlined cage is the %2 port%3.</source>
        <translation>%1 を背面から見た図: 枠で囲まれたケージが%2ポート%3です。</translation>
    </message>
    <message>
        <source>The %1 port of %2%3; where it sits on this model is not known to Tandem.</source>
        <translation>%2 の%1ポート%3。このモデルでの位置は Tandem では分かりません。</translation>
    </message>
    <message>
        <source>Hide the details of: %1</source>
        <translation>詳細を隠す: %1</translation>
    </message>
    <message>
        <source>Show the details of: %1</source>
        <translation>詳細を表示: %1</translation>
    </message>
    <message>
        <source>Hide the details</source>
        <translation>詳細を隠す</translation>
    </message>
    <message>
        <source>Show the evidence, cause and fix</source>
        <translation>証跡、原因、対処を表示</translation>
    </message>
    <message>
        <source>Show the first %1 lines only</source>
        <translation>先頭の %1 行だけを表示</translation>
    </message>
    <message>
        <source>Show all %1 lines</source>
        <translation>全 %1 行を表示</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::FindingSection</name>
    <message>
        <source>Tandem can fix this now</source>
        <translation>Tandem で今すぐ修復可能</translation>
    </message>
    <message>
        <source>Needs your decision</source>
        <translation>判断が必要</translation>
    </message>
    <message>
        <source>Needs hands on the hardware</source>
        <translation>ハードウェアでの作業が必要</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Repair changes these through the same path as every change: backups, the node&apos;s lock and the watchdog; then the Doctor runs again.</source>
        <translation>修復では、ほかのすべての変更と同じ手順 (バックアップ、ノードのロック、ウォッチドッグ) でこれらを変更し、その後に診断を再実行します。</translation>
    </message>
    <message>
        <source>Tandem will not choose for you: which version to keep, or whether to install what is missing.</source>
        <translation>どのバージョンを残すか、不足しているものをインストールするかは、Tandem では決めません。</translation>
    </message>
    <message>
        <source>Someone at the machines: reseat or swap a cable, or power-cycle with the cord out.</source>
        <translation>現地での作業: ケーブルの差し直しや交換、または電源コードを抜いての電源再投入。</translation>
    </message>
    <message>
        <source>Nothing here.</source>
        <translation>該当なし。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::FinishNotifier</name>
    <message>
        <source>It passed.</source>
        <translation>合格しました。</translation>
    </message>
    <message>
        <source>It passed with warnings.</source>
        <translation>警告付きで合格しました。</translation>
    </message>
    <message>
        <source>It failed: Tandem shows why.</source>
        <translation>失敗しました。理由は Tandem に表示されます。</translation>
    </message>
    <message>
        <source>It ended.</source>
        <translation>終了しました。</translation>
    </message>
    <message>
        <source>The bandwidth test has ended</source>
        <translation>帯域幅テストが終了しました</translation>
    </message>
    <message>
        <source>The Doctor has finished</source>
        <translation>Doctor が完了しました</translation>
    </message>
    <message>
        <source>The repair has finished</source>
        <translation>修復が完了しました</translation>
    </message>
    <message>
        <source>A step of the repair failed, and the rest did not run.</source>
        <translation>修復の途中のステップが失敗したため、残りは実行されませんでした。</translation>
    </message>
    <message>
        <source>The build of the prerequisites has ended</source>
        <translation>前提ソフトウェアのビルドが終了しました</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::HealthPanes</name>
    <message>
        <source>counters/s</source>
        <translation>カウンタ/秒</translation>
    </message>
    <message>
        <source>links</source>
        <translation>リンク</translation>
    </message>
    <message>
        <source>SM MHz</source>
        <translation>SM MHz</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>時間 (秒)</translation>
    </message>
    <message>
        <source>other counters</source>
        <translation>その他のカウンタ</translation>
    </message>
    <message>
        <source>GPU °C</source>
        <translation>GPU °C</translation>
    </message>
    <message>
        <source>error counters</source>
        <translation>エラーカウンタ</translation>
    </message>
    <message>
        <source>%1 s  %2  %3 %4</source>
        <translation>%1 秒  %2  %3 %4</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>ほか %n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::HistoryPage</name>
    <message>
        <source>Run %1 against run %2: no size more than %3 % slower.</source>
        <translation>実行 %1 と実行 %2 の比較: %3 % を超えて遅いサイズはありません。</translation>
    </message>
    <message numerus="yes">
        <source>Run %1 against run %2: a regression at %n size(s), more than %3 % slower.</source>
        <translation>
            <numerusform>実行 %1 と実行 %2 の比較: %n 個のサイズで性能低下 (%3 % を超えて遅い)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>実行 %1</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>What</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Checks that changed</source>
        <translation>変化したチェック</translation>
    </message>
    <message>
        <source>Versions that changed</source>
        <translation>変化したバージョン</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Run history</source>
        <translation>実行履歴</translation>
    </message>
    <message>
        <source>Every bandwidth run Tandem kept, with its session. Select two runs to compare them (the older is the reference), or one to compare it with its cluster&apos;s accepted baseline. A size more than %1 % slower than the reference is a regression.</source>
        <translation>Tandem が保存したすべての帯域幅の実行とそのセッションです。2 つの実行を選択すると比較します (古い方が基準)。1 つを選択すると、クラスタの承認済みベースラインと比較します。基準より %1 % を超えて遅いサイズは性能低下とみなします。</translation>
    </message>
    <message>
        <source>All clusters</source>
        <translation>すべてのクラスタ</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Compare with baseline</source>
        <translation>ベースラインと比較</translation>
    </message>
    <message>
        <source>Mark as baseline</source>
        <translation>ベースラインに設定</translation>
    </message>
    <message>
        <source>This run is its cluster&apos;s baseline: select another run to compare with it.</source>
        <translation>この実行はクラスタのベースラインです。比べるにはほかの実行を選んでください。</translation>
    </message>
    <message>
        <source>This cluster has no baseline yet: no run is marked as one and none has passed. Select the accepted run and click Mark as baseline.</source>
        <translation>このクラスタにはまだベースラインがありません: ベースラインとして指定された実行も、合格した実行もありません。受け入れた実行を選んで「ベースラインに指定」をクリックしてください。</translation>
    </message>
    <message>
        <source>Marked as this cluster&apos;s baseline.</source>
        <translation>このクラスタのベースラインに指定しました。</translation>
    </message>
    <message>
        <source>The runs used different tools (%1, then %2), so their numbers differ by what the tools measure, not only by the cluster.</source>
        <translation>これらの実行は異なるツールを使っています (%1、次に %2)。そのため数値の違いはクラスタだけでなく、ツールが測るものの違いにもよります。</translation>
    </message>
    <message>
        <source>Reference run</source>
        <translation>基準の実行</translation>
    </message>
    <message>
        <source>Compared run</source>
        <translation>比べる実行</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::HistoryTableModel</name>
    <message>
        <source>The cluster&apos;s accepted baseline: later runs are compared with it.</source>
        <translation>クラスタの承認済みベースライン: 以降の実行はこれと比較されます。</translation>
    </message>
    <message>
        <source>soak</source>
        <translation>ソーク</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>スイープ</translation>
    </message>
    <message>
        <source>%1 GB/s at %2</source>
        <translation>%2 で %1 GB/s</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>ベースライン</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>クラスタ</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::HostKeyDialog</name>
    <message>
        <source>New host key</source>
        <translation>新しいホスト鍵</translation>
    </message>
    <message>
        <source>Tandem has not connected to %1 before. Its host key has this fingerprint:</source>
        <translation>Tandem はこれまで %1 に接続したことがありません。このホストのホスト鍵のフィンガープリントは次のとおりです:</translation>
    </message>
    <message>
        <source>To be sure you are talking to that Spark, compare it with what this command prints on the Spark itself (on its screen or over a connection you trust): ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub</source>
        <translation>接続先が確かにその Spark であることを確認するには、Spark 本体で (その画面上、または信頼できる接続経由で) 次のコマンドを実行し、出力と比較してください: ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub</translation>
    </message>
    <message>
        <source>&amp;Trust this key</source>
        <translation>この鍵を信頼する(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Do not connect</source>
        <translation>接続しない(&amp;D)</translation>
    </message>
    <message>
        <source>Changed host key</source>
        <translation>変更されたホスト鍵</translation>
    </message>
    <message>
        <source>%1 presents a changed host key: you replaced the one Tandem stored. The key it presents now has this fingerprint:</source>
        <translation>%1 は変更されたホスト鍵を提示しています。Tandem が保存していた鍵はあなたが置き換えました。現在提示されている鍵のフィンガープリントは次のとおりです:</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::LinkBandStyle</name>
    <message>
        <source>Expected</source>
        <translation>想定どおり</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低い</translation>
    </message>
    <message>
        <source>Stale</source>
        <translation>固着</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>結果なし</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::LinkHeatmap</name>
    <message>
        <source>Pick a cell (click it, or Tab into the grid and use the arrow keys) to see every run between the two nodes and the figures it is compared with.</source>
        <translation>セルを選択すると (クリックするか、Tab でグリッドに移動して矢印キーを使用)、その 2 ノード間のすべての実行と、比較基準の数値が表示されます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;NCCL&lt;/b&gt; all_reduce bus bandwidth per pair of nodes</source>
        <translation>ノードのペアごとの &lt;b&gt;NCCL&lt;/b&gt; all_reduce バス帯域幅</translation>
    </message>
    <message>
        <source>No link has been measured yet: run the Doctor.</source>
        <translation>まだリンクは測定されていません。診断を実行してください。</translation>
    </message>
    <message>
        <source>RDMA heatmap, rows write, columns read</source>
        <translation>RDMA ヒートマップ (行が書き込み側、列が読み取り側)</translation>
    </message>
    <message>
        <source>NCCL bus bandwidth per pair</source>
        <translation>ペアごとの NCCL バス帯域幅</translation>
    </message>
    <message>
        <source>&lt;b&gt;RDMA&lt;/b&gt; (ib_write_bw, four queue pairs): rows write, columns read. Each cell is the slowest single twin that gave a number, with its band, a twin that gave none, and both twins at once.</source>
        <translation>&lt;b&gt;RDMA&lt;/b&gt; (ib_write_bw、4 キューペア): 行が書き込み側、列が読み取り側です。各セルには、数値が得られたツインのうち最も遅いものとその帯域区分、数値が得られなかったツイン、両ツイン同時の結果を示します。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::LinkHeatmapModel</name>
    <message>
        <source>not run</source>
        <translation>未実行</translation>
    </message>
    <message>
        <source>no link</source>
        <translation>リンクなし</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>数値なし</translation>
    </message>
    <message>
        <source>twin %1 Gb/s</source>
        <translation>ツイン %1 Gb/s</translation>
    </message>
    <message>
        <source>twin: no number</source>
        <translation>ツイン: 数値なし</translation>
    </message>
    <message>
        <source>both %1 Gb/s (%2)</source>
        <translation>両方 %1 Gb/s (%2)</translation>
    </message>
    <message>
        <source>both %1 Gb/s</source>
        <translation>両方 %1 Gb/s</translation>
    </message>
    <message>
        <source>⇄ asymmetric, slower</source>
        <translation>⇄ 非対称、遅い側</translation>
    </message>
    <message>
        <source>⇄ asymmetric</source>
        <translation>⇄ 非対称</translation>
    </message>
    <message>
        <source>%1, the same node</source>
        <translation>%1 (同じノード)</translation>
    </message>
    <message>
        <source>NCCL between %1 and %2: %3</source>
        <translation>%1 と %2 の間の NCCL: %3</translation>
    </message>
    <message>
        <source>RDMA from %1 to %2: %3</source>
        <translation>%1 から %2 への RDMA: %3</translation>
    </message>
    <message>
        <source>RDMA from %1 to %2 (rows write, columns read)</source>
        <translation>%1 から %2 への RDMA (行が書き込み側、列が読み取り側)</translation>
    </message>
    <message>
        <source>No ib_write_bw run between these two: they share no twin link.</source>
        <translation>この 2 ノード間では ib_write_bw を実行していません。共有するツインのリンクがありません。</translation>
    </message>
    <message>
        <source>Twin</source>
        <translation>ツイン</translation>
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
        <translation>評価</translation>
    </message>
    <message>
        <source>both twins</source>
        <translation>ツイン両方</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1, slower way</source>
        <translation>%1、遅い方向</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Compared with:</source>
        <translation>比較基準:</translation>
    </message>
    <message>
        <source>NCCL all_reduce between %1 and %2</source>
        <translation>%1 と %2 の間の NCCL all_reduce</translation>
    </message>
    <message>
        <source>Not run for this pair.</source>
        <translation>このペアでは実行されていません。</translation>
    </message>
    <message>
        <source>busbw %1 GB/s</source>
        <translation>busbw %1 GB/s</translation>
    </message>
    <message>
        <source>%1 writes (this row)</source>
        <translation>%1 が書き込み (この行)</translation>
    </message>
    <message>
        <source>%1 reads (this column)</source>
        <translation>%1 が読み取り (この列)</translation>
    </message>
    <message>
        <source>other twin: no result</source>
        <translation>もう一方のツイン: 結果なし</translation>
    </message>
    <message>
        <source>%1 other twins: no result</source>
        <translation>ほかの %1 ツイン: 結果なし</translation>
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
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tandem</source>
        <translation>Tandem について(&amp;A)</translation>
    </message>
    <message>
        <source>Out of date: %1 changed after this step ran.</source>
        <translation>古い結果です: このステップの後に %1 が変わりました。</translation>
    </message>
    <message>
        <source>Undone: what this step set up was taken back on the nodes.</source>
        <translation>取り消し済み: このステップが設定したものはノードから元に戻されました。</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Run &amp;history</source>
        <translation>実行履歴(&amp;H)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::NetworkPlanPage</name>
    <message>
        <source>(the file would not change)</source>
        <translation>(ファイルは変更されません)</translation>
    </message>
    <message>
        <source>&amp;Make the plan</source>
        <translation>計画を作成(&amp;M)</translation>
    </message>
    <message>
        <source>First subnet:</source>
        <translation>最初のサブネット:</translation>
    </message>
    <message>
        <source>Changes (diff)</source>
        <translation>変更内容 (差分)</translation>
    </message>
    <message>
        <source>New file</source>
        <translation>新しいファイル</translation>
    </message>
    <message>
        <source>MTU %1 on every ConnectX-7 interface</source>
        <translation>すべての ConnectX-7 インターフェイスで MTU %1 を使用</translation>
    </message>
    <message>
        <source>Out of date: this plan was made with other options. Make the plan again before applying it.</source>
        <translation>古い計画です: この計画は別のオプションで作成されました。適用する前に計画を作り直してください。</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 loses only its entries for %3</source>
        <translation>%1: /etc/netplan/%2 から %3 の項目だけを削除</translation>
    </message>
    <message>
        <source>%1: /etc/netplan/%2 is moved aside</source>
        <translation>%1: /etc/netplan/%2 を退避</translation>
    </message>
    <message>
        <source>Apply also changes other tools&apos; files (Restore puts them back): %1.</source>
        <translation>適用はほかのツールのファイルも変更します（復元で元に戻せます）：%1。</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>The node&apos;s netplan file</source>
        <translation>ノードの netplan ファイル</translation>
    </message>
    <message>
        <source>Copy the file or its changes, as shown, to the clipboard</source>
        <translation>表示中のファイルまたは変更内容をクリップボードにコピー</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::NodeListModel</name>
    <message>
        <source>not yet seen</source>
        <translation>未確認</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>ラボ</translation>
    </message>
    <message>
        <source>mDNS</source>
        <translation>mDNS</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>スキャン</translation>
    </message>
    <message>
        <source>Added by hand</source>
        <translation>手動で追加</translation>
    </message>
    <message>
        <source>The host key fingerprint this node is expected to present.</source>
        <translation>このノードが提示するはずのホスト鍵のフィンガープリントです。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Host key</source>
        <translation>ホスト鍵</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>検出方法</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未接続</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>接続済み</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>接続</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::ParityTableModel</name>
    <message>
        <source>(not found)</source>
        <translation>(見つかりません)</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <source>%1 on %2: %3, differs from the other nodes</source>
        <translation>%2 の %1: %3。ほかのノードと異なります</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%2 の %1: %3</translation>
    </message>
    <message>
        <source>%1 on %2: %3; this item differs across the nodes</source>
        <translation>%2 の %1: %3。この項目はノード間で異なります</translation>
    </message>
    <message>
        <source>Not found on %1.</source>
        <translation>%1 では見つかりません。</translation>
    </message>
    <message>
        <source>%1 differs from the other nodes here.</source>
        <translation>この項目では %1 がほかのノードと異なります。</translation>
    </message>
    <message>
        <source>The nodes differ here, and no value is held by most of them.</source>
        <translation>この項目はノード間で異なり、多数のノードに共通する値もありません。</translation>
    </message>
    <message>
        <source>The nodes differ here: %1 stands out.</source>
        <translation>この項目はノード間で異なります: %1 がほかと異なります。</translation>
    </message>
    <message>
        <source>≠ %1</source>
        <translation>≠ %1</translation>
    </message>
    <message>
        <source>The same on every node.</source>
        <translation>すべてのノードで同じです。</translation>
    </message>
    <message>
        <source>Differs across the nodes.</source>
        <translation>ノード間で異なります。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::PasswordDialog</name>
    <message>
        <source>Password for the nodes</source>
        <translation>ノードのパスワード</translation>
    </message>
    <message>
        <source>Tandem logs in to the nodes as %1 and uses sudo for the changes it makes. Enter the password of %1 on the nodes, or leave it empty to log in with an SSH key or agent only. The password is kept in memory for this session only and never stored.</source>
        <translation>Tandem は %1 としてノードにログインし、変更を行う際に sudo を使用します。ノードでの %1 のパスワードを入力してください。SSH 鍵またはエージェントだけでログインする場合は空欄のままにします。パスワードはこのセッションの間だけメモリ上に保持され、保存されることはありません。</translation>
    </message>
    <message>
        <source>your user</source>
        <translation>現在のユーザー</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>パスワード(&amp;P):</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::PrerequisitesPanel</name>
    <message>
        <source>Prerequisites on the nodes</source>
        <translation>ノードの前提条件</translation>
    </message>
    <message>
        <source>NCCL_HOME:</source>
        <translation>NCCL_HOME:</translation>
    </message>
    <message>
        <source>nccl-tests:</source>
        <translation>nccl-tests:</translation>
    </message>
    <message>
        <source>tandem-probe:</source>
        <translation>tandem-probe:</translation>
    </message>
    <message>
        <source>Relative paths start in the user&apos;s home directory on each node.</source>
        <translation>相対パスは各ノードのユーザーのホームディレクトリを起点とします。</translation>
    </message>
    <message>
        <source>&amp;Build missing on the nodes…</source>
        <translation>不足分をノード上でビルド(&amp;B)…</translation>
    </message>
    <message>
        <source>Cancel the build</source>
        <translation>ビルドをキャンセル</translation>
    </message>
    <message>
        <source>Connect to every node on the Devices page first.</source>
        <translation>先に「デバイス」ページですべてのノードに接続してください。</translation>
    </message>
    <message>
        <source>Building on the nodes…</source>
        <translation>ノード上でビルドしています…</translation>
    </message>
    <message>
        <source>Checking the nodes…</source>
        <translation>ノードを確認しています…</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>未確認です。</translation>
    </message>
    <message>
        <source>%1 passed, %2 warnings, %3 failed.</source>
        <translation>成功 %1 件、警告 %2 件、失敗 %3 件。</translation>
    </message>
    <message>
        <source>Nothing to build: every node has what the bandwidth test needs.</source>
        <translation>ビルドするものはありません。すべてのノードに帯域幅テストに必要なものがそろっています。</translation>
    </message>
    <message>
        <source>On %1:</source>
        <translation>%1 で:</translation>
    </message>
    <message>
        <source>On %1, %2: %3</source>
        <translation>%1 の %2: %3</translation>
    </message>
    <message>
        <source>Build on the nodes</source>
        <translation>ノード上でのビルド</translation>
    </message>
    <message>
        <source>Nothing can be built; the reasons are listed above.</source>
        <translation>ビルドできるものはありません。理由は上に示しています。</translation>
    </message>
    <message>
        <source>Each build goes into a new folder and replaces the old install only when it has succeeded. Open MPI is installed with sudo (your password goes to sudo on stdin).</source>
        <translation>各ビルドは新しいフォルダに作成され、成功した場合にのみ古いインストールを置き換えます。Open MPI は sudo でインストールされます (パスワードは stdin 経由で sudo に渡されます)。</translation>
    </message>
    <message>
        <source>Each build goes into a new folder and replaces the old install only when it has succeeded.</source>
        <translation>各ビルドは新しいフォルダに作成され、成功した場合にのみ古いインストールを置き換えます。</translation>
    </message>
    <message>
        <source>%1, %2:</source>
        <translation>%1、%2:</translation>
    </message>
    <message>
        <source>Each build goes into a new folder and replaces the old install only when it has succeeded. Open MPI and perftest are installed with sudo (your password goes to sudo on stdin).</source>
        <translation>各ビルドは新しいフォルダに作成され、成功した場合にのみ古いインストールを置き換えます。Open MPI と perftest は sudo でインストールされます (パスワードは stdin 経由で sudo に渡されます)。</translation>
    </message>
    <message>
        <source>Each build goes into a new folder and replaces the old install only when it has succeeded. perftest is installed with sudo (your password goes to sudo on stdin).</source>
        <translation>各ビルドは新しいフォルダに作成され、成功した場合にのみ古いインストールを置き換えます。perftest は sudo でインストールされます (パスワードは stdin 経由で sudo に渡されます)。</translation>
    </message>
    <message>
        <source>Chec&amp;k the nodes</source>
        <translation>ノードを確認(&amp;K)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::QuitGuard</name>
    <message>
        <source>A repair is under way.</source>
        <translation>修復を実行中です。</translation>
    </message>
    <message>
        <source>%1 is running.</source>
        <translation>%1 を実行中です。</translation>
    </message>
    <message>
        <source>Quit Tandem?</source>
        <translation>Tandem を終了しますか?</translation>
    </message>
    <message>
        <source>Tandem ends it on every node first (a bandwidth test&apos;s mpirun and ranks, a build) and waits for that, then quits. A network change that was not confirmed yet is put back by the nodes themselves.</source>
        <translation>Tandem はまずすべてのノードでそれを終了し(帯域幅テストの mpirun とランク、ビルド)、その完了を待ってから終了します。まだ確定していないネットワーク変更は、ノード自身が元に戻します。</translation>
    </message>
    <message>
        <source>End it and quit</source>
        <translation>終了させて閉じる</translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation>実行を続ける</translation>
    </message>
    <message>
        <source>Quitting Tandem</source>
        <translation>Tandem を終了しています</translation>
    </message>
    <message>
        <source>Ending the run on every node and waiting for the clean-up…</source>
        <translation>すべてのノードで実行を終了し、後片付けを待っています…</translation>
    </message>
    <message>
        <source>Quit now</source>
        <translation>今すぐ終了</translation>
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
        <translation>接続済み、ツイン両方アップ</translation>
    </message>
    <message>
        <source>one twin down</source>
        <translation>ツインの片方がダウン</translation>
    </message>
    <message>
        <source>no cable</source>
        <translation>ケーブルなし</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未確認</translation>
    </message>
    <message>
        <source>pull tab up</source>
        <translation>プルタブを上に</translation>
    </message>
    <message>
        <source>Rear panel of the node, seen from the back</source>
        <translation>ノードの背面パネル (背面から見た図)</translation>
    </message>
    <message>
        <source>cabled, below 200 Gb/s</source>
        <translation>接続済み、200 Gb/s 未満</translation>
    </message>
    <message>
        <source>Ring: the port to use for the cable (the left one here, as it is in use)</source>
        <translation>枠: ケーブルを挿すポート (ここでは使用中の左ポート)</translation>
    </message>
    <message>
        <source>Ring: the port to use for the cable (the right one, as the playbooks use for one cable, or the one in use)</source>
        <translation>枠: ケーブルを挿すポート (ケーブル 1 本ならプレイブックどおり右ポート、または使用中のポート)</translation>
    </message>
    <message>
        <source>failing</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>cabled, both twins up, but failing</source>
        <translation>ケーブル接続済み、両ツインともアップ、ただし失敗</translation>
    </message>
    <message>
        <source>with a warning</source>
        <translation>警告あり</translation>
    </message>
    <message>
        <source>cabled, both twins up, with a warning</source>
        <translation>ケーブル接続済み、両ツインともアップ、警告あり</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::RepairProgress</name>
    <message>
        <source>making the network plan again</source>
        <translation>ネットワーク計画の再作成</translation>
    </message>
    <message>
        <source>applying the plan on every node</source>
        <translation>全ノードへの計画の適用</translation>
    </message>
    <message>
        <source>running the Doctor again</source>
        <translation>Doctor の再実行</translation>
    </message>
    <message>
        <source>changing files, each copied beside itself first</source>
        <translation>ファイルの変更 (各ファイルは先に隣へコピー)</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>The repair stopped while %1: that step&apos;s checks say why. Nothing after it ran.</source>
        <translation>修復は「%1」の途中で止まりました。理由はそのステップのチェックに表示されています。それ以降は実行されていません。</translation>
    </message>
    <message>
        <source>Repair: %1…</source>
        <translation>修復: %1…</translation>
    </message>
    <message>
        <source>reading the cabling and the ports&apos; MTUs again</source>
        <translation>配線とポートの MTU の再読み込み</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::ReportPage</name>
    <message>
        <source>Add the nodes on the Devices page first: a report needs at least the nodes.</source>
        <translation>先に「デバイス」ページでノードを追加してください。レポートには少なくともノードの情報が必要です。</translation>
    </message>
    <message>
        <source>Report saved to %1.</source>
        <translation>レポートを %1 に保存しました。</translation>
    </message>
    <message>
        <source>There are no serving snippets yet: %1</source>
        <translation>サービング用スニペットはまだありません: %1</translation>
    </message>
    <message>
        <source>Serving snippets saved in %1.</source>
        <translation>サービング用スニペットを %1 に保存しました。</translation>
    </message>
    <message>
        <source>Acceptance item</source>
        <translation>受け入れ項目</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定結果</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Paste these into serving recipes: every address in them is a ConnectX-7 address.</source>
        <translation>これらをサービング用のレシピに貼り付けてください。含まれるアドレスはすべて ConnectX-7 のアドレスです。</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>レポートをエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Save &amp;snippets…</source>
        <translation>スニペットを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>更新(&amp;R)</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>前のページ</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>次のページ</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No report yet: it is built from the steps you have run.</source>
        <translation>レポートはまだありません。レポートは実行したステップの結果から作成されます。</translation>
    </message>
    <message numerus="yes">
        <source>Accepted: all %n acceptance items passed.</source>
        <translation>
            <numerusform>合格: %n 件の受け入れ項目すべてに合格しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not accepted yet: %1 of %2 acceptance items passed. The items below say what is missing.</source>
        <translation>まだ合格していません: %2 件の受け入れ項目のうち %1 件に合格しました。不足している内容は以下の各項目に示しています。</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <source>Export the acceptance report</source>
        <translation>受け入れレポートのエクスポート</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF ドキュメント (*.pdf)</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>HTML ページ (*.html)</translation>
    </message>
    <message>
        <source>JSON data (*.json)</source>
        <translation>JSON データ (*.json)</translation>
    </message>
    <message>
        <source>Save the serving snippets in a folder</source>
        <translation>サービング用スニペットをフォルダに保存</translation>
    </message>
    <message>
        <source>No comparison with the accepted baseline: %1</source>
        <translation>承認済みベースラインとの比較はありません: %1</translation>
    </message>
    <message>
        <source>Acceptance items</source>
        <translation>受け入れ項目</translation>
    </message>
    <message>
        <source>Copy the file shown to the clipboard</source>
        <translation>表示中のファイルをクリップボードにコピー</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::ResumeBanner</name>
    <message>
        <source>The saved session cannot be read: %1 Start over keeps the file beside it.</source>
        <translation>保存されたセッションを読み込めません: %1 「最初からやり直す」を選んでも、このファイルは同じ場所に別名で残されます。</translation>
    </message>
    <message>
        <source>%1 Start over keeps it in a file beside it.</source>
        <translation>%1 「最初からやり直す」を選んだ場合、その内容は同じ場所の別ファイルに保存されます。</translation>
    </message>
    <message>
        <source>Tandem saved a session on %1 with the nodes %2. Resume it, or start over?</source>
        <translation>Tandem は %1 にノード %2 のセッションを保存しました。再開しますか、それとも最初からやり直しますか?</translation>
    </message>
    <message>
        <source>Tandem saved a session on %1 with the nodes %2 and the results of: %3. Resume it, or start over?</source>
        <translation>Tandem は %1 に、ノード %2 と次の結果を含むセッションを保存しました: %3。再開しますか、それとも最初からやり直しますか?</translation>
    </message>
    <message>
        <source>Resumed the session saved on %1. Passwords are never saved: connect to the nodes to go on.</source>
        <translation>%1 に保存されたセッションを再開しました。パスワードは保存されないため、続行するにはノードに接続してください。</translation>
    </message>
    <message>
        <source>%1 This session will not be saved, so that the earlier one stays as it is.</source>
        <translation>%1 以前のセッションをそのまま残すため、このセッションは保存されません。</translation>
    </message>
    <message>
        <source>Started over. The earlier session is kept in %1.</source>
        <translation>最初からやり直しました。以前のセッションは %1 に保存されています。</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>再開(&amp;U)</translation>
    </message>
    <message>
        <source>Start &amp;over</source>
        <translation>最初からやり直す(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Dismiss</source>
        <translation>閉じる(&amp;D)</translation>
    </message>
    <message>
        <source>Started a new session. The earlier one is kept in %1.</source>
        <translation>新しいセッションを開始しました。以前のものは %1 に残っています。</translation>
    </message>
    <message>
        <source>The session in %1 cannot be read: %2</source>
        <translation>%1 のセッションを読み込めません: %2</translation>
    </message>
    <message>
        <source>Brought back the session saved on %1. Passwords are never saved: connect to the nodes to go on.</source>
        <translation>%1 に保存されたセッションに戻りました。パスワードは保存されません。続けるにはノードに接続してください。</translation>
    </message>
    <message>
        <source>Brought back the session saved on %1; the one you had started is kept in %2. Passwords are never saved: connect to the nodes to go on.</source>
        <translation>%1 に保存されたセッションに戻りました。開始していたセッションは %2 に残っています。パスワードは保存されません。続けるにはノードに接続してください。</translation>
    </message>
    <message>
        <source>Bring it bac&amp;k</source>
        <translation>元に戻す(&amp;K)</translation>
    </message>
    <message>
        <source>Return to the session that was set aside; the one now is set aside in its turn</source>
        <translation>脇に置かれたセッションに戻ります。現在のセッションは代わりに脇に置かれます</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::StepNavigator</name>
    <message>
        <source>Back: %1</source>
        <translation>戻る: %1</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>次へ: %1</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>前のステップ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>次のステップ(&amp;N)</translation>
    </message>
    <message>
        <source>Go to the previous step (%1)</source>
        <translation>前のステップへ移動 (%1)</translation>
    </message>
    <message>
        <source>Go to the next step (%1)</source>
        <translation>次のステップへ移動 (%1)</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::StepSidebar</name>
    <message>
        <source>Steps</source>
        <translation>ステップ</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::StepText</name>
    <message>
        <source>Find the DGX Spark machines on the management network, or add them by name or address, and connect to each one over SSH.</source>
        <translation>管理ネットワーク上の DGX Spark を検出するか、名前またはアドレスで追加し、それぞれに SSH で接続します。</translation>
    </message>
    <message>
        <source>Check that every node has a GB10 GPU, a recent DGX OS release, working sudo and the same user name, UID and GID.</source>
        <translation>すべてのノードに GB10 GPU と新しい DGX OS リリースがあり、sudo が使え、ユーザー名・UID・GID が同じであることを確認します。</translation>
    </message>
    <message>
        <source>Check the QSFP cables: which ports are connected, the link speed of both twin interfaces, and which node is across each cable.</source>
        <translation>QSFP ケーブルを確認します: どのポートが接続されているか、ツインインターフェイス両方のリンク速度、各ケーブルの先にあるノード。</translation>
    </message>
    <message>
        <source>Plan the addresses of the ConnectX-7 interfaces and review the netplan file for every node before anything is written.</source>
        <translation>ConnectX-7 インターフェイスのアドレスを計画し、書き込む前に各ノードの netplan ファイルを確認します。</translation>
    </message>
    <message>
        <source>Back up, write and apply the netplan files, with an automatic rollback if a node stops answering on the management network.</source>
        <translation>netplan ファイルをバックアップ・書き込み・適用します。ノードが管理ネットワークで応答しなくなった場合は自動的にロールバックします。</translation>
    </message>
    <message>
        <source>Set up passwordless SSH between the nodes over the ConnectX-7 addresses with a separate key on every node.</source>
        <translation>ノードごとに別々の鍵を使い、ConnectX-7 のアドレス経由でノード間のパスワードなし SSH を設定します。</translation>
    </message>
    <message>
        <source>Ping every twin interface at full MTU, test SSH in every direction and launch a first MPI job across the nodes.</source>
        <translation>すべてのツインインターフェイスに最大 MTU で ping を送り、全方向の SSH を確認し、ノードをまたぐ最初の MPI ジョブを起動します。</translation>
    </message>
    <message>
        <source>Run an NCCL bandwidth test across the nodes and watch the bus bandwidth live.</source>
        <translation>ノード間で NCCL 帯域幅テストを実行し、バス帯域幅をリアルタイムで確認します。</translation>
    </message>
    <message>
        <source>Export the acceptance report as PDF, HTML or JSON, and the snippets for serving recipes.</source>
        <translation>受け入れレポートを PDF・HTML・JSON で書き出し、推論サービング用のスニペットも出力します。</translation>
    </message>
    <message>
        <source>Measure every link and compare every node, and turn each symptom into a finding with its cause and fix.</source>
        <translation>すべてのリンクを測定してすべてのノードを比較し、各症状を原因と対処付きの検出事項にまとめます。</translation>
    </message>
</context>
<context>
    <name>Tandem::Ui::VerifyPage</name>
    <message>
        <source>Ping at full MTU over every twin (row: from, column: to)</source>
        <translation>すべてのツインで最大 MTU の ping (行: 送信元、列: 宛先)</translation>
    </message>
    <message>
        <source>SSH without a password over the ConnectX-7 addresses</source>
        <translation>ConnectX-7 アドレス経由のパスワードなし SSH</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 から %2 へ: %3</translation>
    </message>
    <message>
        <source>V&amp;erify the fabric</source>
        <translation>ファブリックを検証(&amp;E)</translation>
    </message>
</context>
<context>
    <name>Tandem::UserChecks</name>
    <message>
        <source>id failed on %1 (exit status %2).</source>
        <translation>%1 で id が失敗しました (終了ステータス %2)。</translation>
    </message>
    <message>
        <source>Unexpected output from id on %1.</source>
        <translation>%1 での id の出力が想定外です。</translation>
    </message>
    <message>
        <source>Same user, UID and GID on every node</source>
        <translation>すべてのノードで同じユーザー・UID・GID</translation>
    </message>
    <message>
        <source>No node answered.</source>
        <translation>応答したノードがありません。</translation>
    </message>
    <message>
        <source>%1: %2 (uid %3, gid %4)</source>
        <translation>%1: %2 (uid %3、gid %4)</translation>
    </message>
    <message>
        <source>On %1: sudo useradd -m -u %2 -U %3 &amp;&amp; sudo usermod -aG sudo %3 &amp;&amp; sudo passwd %3, then use %3 on every node.</source>
        <translation>%1 で sudo useradd -m -u %2 -U %3 &amp;&amp; sudo usermod -aG sudo %3 &amp;&amp; sudo passwd %3 を実行し、すべてのノードで %3 を使用してください。</translation>
    </message>
    <message>
        <source>On %1, logged in as another administrator: getent passwd %2; getent group %3; sudo groupmod -g %3 %4; sudo usermod -u %2 -g %3 %5</source>
        <translation>%1 で、別の管理者としてログインして次を実行してください: getent passwd %2; getent group %3; sudo groupmod -g %3 %4; sudo usermod -u %2 -g %3 %5</translation>
    </message>
    <message>
        <source>The user name differs on %1 (%2). mpirun and the serving recipes log in to every node as the same user.</source>
        <translation>%1 ではユーザー名が異なります (%2)。mpirun と推論サービング用のレシピは、すべてのノードに同じユーザーでログインします。</translation>
    </message>
    <message>
        <source>UID or GID differs on %1 (%2). Files on shared storage would belong to different owners.</source>
        <translation>%1 では UID または GID が異なります (%2)。共有ストレージ上のファイルの所有者がノードごとに異なってしまいます。</translation>
    </message>
    <message>
        <source>No answer.</source>
        <translation>応答がありません。</translation>
    </message>
</context>
<context>
    <name>Tandem::Verdict</name>
    <message>
        <source>No bandwidth was measured.</source>
        <translation>帯域幅は測定されませんでした。</translation>
    </message>
    <message>
        <source>Look at the run&apos;s output in the evidence.</source>
        <translation>証跡で実行の出力を確認してください。</translation>
    </message>
    <message>
        <source>busbw %1 GB/s at %2, at least the %3 GB/s expected.</source>
        <translation>%2 で busbw %1 GB/s。期待値 %3 GB/s 以上です。</translation>
    </message>
    <message>
        <source>busbw %1 GB/s at %2 is below the %3 GB/s expected.</source>
        <translation>%2 での busbw %1 GB/s は、期待値 %3 GB/s を下回っています。</translation>
    </message>
    <message>
        <source>About half the expected bandwidth: one twin of the port is down or not used. Check that both twins are Up with an address (cabling step) and that NCCL_IB_HCA names both RoCE devices.</source>
        <translation>期待される帯域幅の約半分です。ポートのツインの片方がダウンしているか、使用されていません。ツインが両方ともアドレス付きで Up になっていること (「配線」ステップ)、NCCL_IB_HCA に両方の RoCE デバイスが指定されていることを確認してください。</translation>
    </message>
    <message>
        <source>Check the transport verdict, the link speed (cabling step) and that no other job is using the GPUs or the network.</source>
        <translation>トランスポートの判定結果とリンク速度 (「配線」ステップ) を確認し、ほかのジョブが GPU やネットワークを使用していないことを確認してください。</translation>
    </message>
    <message>
        <source>Check that the RoCE devices are Up (ibdev2netdev), that NCCL_IB_HCA names them and that NCCL_IB_DISABLE is not set.</source>
        <translation>RoCE デバイスが Up であること (ibdev2netdev)、NCCL_IB_HCA にそれらが指定されていること、NCCL_IB_DISABLE が設定されていないことを確認してください。</translation>
    </message>
    <message>
        <source>NCCL wrote no log, so the transport is unknown.</source>
        <translation>NCCL がログを出力しなかったため、トランスポートは不明です。</translation>
    </message>
    <message>
        <source>NCCL fell back to TCP sockets (NET/Socket): data went over the network stack, not RoCE.</source>
        <translation>NCCL は TCP ソケット (NET/Socket) にフォールバックしました。データは RoCE ではなくネットワークスタックを経由しました。</translation>
    </message>
    <message>
        <source>NCCL found no RDMA device (NET/IB : No device found).</source>
        <translation>NCCL は RDMA デバイスを検出しませんでした (NET/IB : No device found)。</translation>
    </message>
    <message>
        <source>NCCL&apos;s log does not show which network devices it used.</source>
        <translation>NCCL のログには、使用したネットワークデバイスが示されていません。</translation>
    </message>
    <message>
        <source>NCCL used %1, which the plan does not use (expected %2).</source>
        <translation>NCCL は計画で使用しない %1 を使用しました (期待値: %2)。</translation>
    </message>
    <message>
        <source>Set NCCL_IB_HCA to the plan&apos;s RoCE devices only.</source>
        <translation>NCCL_IB_HCA には計画の RoCE デバイスだけを設定してください。</translation>
    </message>
    <message>
        <source>NCCL used RoCE on %1 but not on %2: about half the bandwidth.</source>
        <translation>NCCL は %1 では RoCE を使用しましたが、%2 では使用しませんでした。帯域幅は約半分になります。</translation>
    </message>
    <message>
        <source>Bring the other twin up with its planned address (cabling, apply).</source>
        <translation>もう片方のツインを計画どおりのアドレスでアップさせてください (「配線」、「適用」)。</translation>
    </message>
    <message>
        <source>NCCL used IB over RoCE on one twin only: %1. That is about half the bandwidth of the port.</source>
        <translation>NCCL は片方のツインでのみ IB over RoCE を使用しました: %1。ポートの帯域幅の約半分です。</translation>
    </message>
    <message>
        <source>Bring the other twin up with an address (cabling, plan, apply), then run again.</source>
        <translation>もう片方のツインをアドレス付きでアップさせてから (「配線」、「計画」、「適用」)、再実行してください。</translation>
    </message>
    <message>
        <source>NCCL used IB over RoCE on %1.</source>
        <translation>NCCL は %1 で IB over RoCE を使用しました。</translation>
    </message>
    <message>
        <source>NCCL_IB_HCA=%1 names none of the plan&apos;s RoCE devices (%2), so NCCL found no RDMA device and fell back to TCP sockets (NET/Socket).</source>
        <translation>NCCL_IB_HCA=%1 は計画の RoCE デバイス (%2) をどれも指定していないため、NCCL は RDMA デバイスを検出できず、TCP ソケット (NET/Socket) にフォールバックしました。</translation>
    </message>
    <message>
        <source>Set NCCL_IB_HCA to %1, or remove your own NCCL_IB_HCA so that the plan&apos;s value is used.</source>
        <translation>NCCL_IB_HCA を %1 に設定するか、独自に設定した NCCL_IB_HCA を削除して計画の値が使われるようにしてください。</translation>
    </message>
    <message>
        <source>The link speed explains it: %1, where each twin should run at %2 Gb/s (as the cabling step read it).</source>
        <translation>原因はリンク速度です: %1。各ツインは %2 Gb/s で動作しているはずです (「配線」ステップでの読み取り値)。</translation>
    </message>
    <message>
        <source>Use a QSFP112 cable rated for 200 Gb/s and seat it at both ends; on a switch, set the port to 200G instead of auto-negotiation. Reboot both ends with the cable in, then run the cabling step and this test again.</source>
        <translation>200 Gb/s 対応の QSFP112 ケーブルを使い、両端にしっかり差し込んでください。スイッチに接続している場合は、ポートをオートネゴシエーションではなく 200G 固定に設定してください。ケーブルを接続したまま両端の機器を再起動し、「配線」ステップとこのテストを再実行してください。</translation>
    </message>
    <message>
        <source>About half the expected bandwidth, though NCCL used both twins: check each twin&apos;s link speed (cabling step; 200 Gb/s expected), the MTU at both ends, and that no other job is using the GPUs or the network.</source>
        <translation>NCCL はツインを両方使用しましたが、帯域幅は期待値の約半分です。各ツインのリンク速度 (「配線」ステップ。期待値は 200 Gb/s) と両端の MTU を確認し、ほかのジョブが GPU やネットワークを使用していないことを確認してください。</translation>
    </message>
    <message>
        <source>NCCL&apos;s RDMA traffic got no acknowledgement: &quot;transport retry counter exceeded&quot; (IBV_WC_RETRY_EXC_ERR, status 12). That is what ends with different MTUs give.</source>
        <translation>NCCL の RDMA 通信に確認応答がありませんでした: &quot;transport retry counter exceeded&quot; (IBV_WC_RETRY_EXC_ERR、status 12)。これは両端の MTU が異なる場合に起きる症状です。</translation>
    </message>
    <message>
        <source>The MTUs differ: %1.</source>
        <translation>MTU が異なります: %1。</translation>
    </message>
    <message>
        <source>Make both ends of each link agree: run the cabling step and the network plan again, then apply (the plan writes one MTU on both ends of a link whose ends differ), or plan one MTU for every interface (tandem-cli plan --mtu N). Then run the test again.</source>
        <translation>各リンクの両端を一致させてください。「配線」ステップとネットワーク計画をやり直してから適用する (両端が異なるリンクでは、計画が両端に同じ MTU を書き込みます) か、すべてのインターフェイスに共通の MTU を計画してください (tandem-cli plan --mtu N)。その後、テストを再実行してください。</translation>
    </message>
    <message>
        <source>%1 %2 MTU %3</source>
        <translation>%1 の %2 は MTU %3</translation>
    </message>
    <message>
        <source>Tandem read the same MTU at both ends of every link (%1), so compare them again on the nodes: one may have changed since.</source>
        <translation>Tandem はすべてのリンクの両端で同じ MTU を読み取っています (%1)。ノード上で改めて比較してください。その後どちらかが変わった可能性があります。</translation>
    </message>
    <message>
        <source>Compare the MTU of each twin with its peer&apos;s on the other node (ip -br link on both; the cabling step&apos;s &quot;Same MTU at both ends of each cable&quot;): they must be equal. Run the cabling step and the network plan again, then apply, so that the plan evens them out; check too that NCCL_IB_GID_INDEX is not set.</source>
        <translation>各ツインの MTU を、もう一方のノードにあるピアの MTU と比較してください (両方で ip -br link。「配線」ステップの「各ケーブルの両端で同じ MTU」)。両者は等しい必要があります。「配線」ステップとネットワーク計画をやり直してから適用し、計画で MTU をそろえてください。NCCL_IB_GID_INDEX が設定されていないことも確認してください。</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>ランク %1</translation>
    </message>
    <message>
        <source>rank %1 (%2)</source>
        <translation>ランク %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 only CPU %2</source>
        <translation>%1 は CPU %2 のみ</translation>
    </message>
    <message>
        <source>Every rank could use more than one CPU (%1).</source>
        <translation>すべてのランクが複数の CPU を使用できました (%1)。</translation>
    </message>
    <message>
        <source>Pinned to a single CPU: %1. NCCL&apos;s proxy thread, which moves every byte over RoCE, shared that CPU with the test, so the busbw can be a fraction of what the link carries.</source>
        <translation>単一の CPU に固定: %1。RoCE 上のすべてのバイトを転送する NCCL のプロキシスレッドがその CPU をテストと共有したため、busbw はリンクが運べる帯域のごく一部にとどまることがあります。</translation>
    </message>
    <message>
        <source>Tandem starts mpirun with --bind-to none, so the binding came from the node: an Open MPI setting (OMPI_MCA_hwloc_base_binding_policy, or hwloc_base_binding_policy in openmpi-mca-params.conf) or a CPU limit on the login (taskset, a cgroup&apos;s cpuset). Remove it and run the test again.</source>
        <translation>Tandem は mpirun を --bind-to none で起動するため、この固定はノード側の設定によるものです: Open MPI の設定 (OMPI_MCA_hwloc_base_binding_policy、または openmpi-mca-params.conf の hwloc_base_binding_policy)、あるいはログインに対する CPU 制限 (taskset、cgroup の cpuset)。それを取り除いてから、もう一度テストを実行してください。</translation>
    </message>
    <message>
        <source>The test&apos;s ranks were pinned to a single CPU, which alone can cut the busbw to a fraction of the link&apos;s.</source>
        <translation>テストのランクが単一の CPU に固定されていました。それだけで busbw がリンクの帯域のごく一部に下がることがあります。</translation>
    </message>
</context>
<context>
    <name>Tandem::VerifyStep</name>
    <message>
        <source>Ping at full MTU over every twin</source>
        <translation>すべてのツインで最大 MTU の ping</translation>
    </message>
    <message>
        <source>SSH without a password over CX7</source>
        <translation>CX7 経由のパスワードなし SSH</translation>
    </message>
    <message>
        <source>RoCE devices up</source>
        <translation>RoCE デバイスがアップ</translation>
    </message>
    <message>
        <source>mpirun across every node</source>
        <translation>全ノードにまたがる mpirun</translation>
    </message>
    <message>
        <source>%1 has no RoCE device.</source>
        <translation>%1 には RoCE デバイスがありません。</translation>
    </message>
    <message>
        <source>%1 (%2) is Down.</source>
        <translation>%1 (%2) は Down です。</translation>
    </message>
    <message>
        <source>%1 port 1 is %2, not ACTIVE.</source>
        <translation>%1 のポート 1 は ACTIVE ではなく %2 です。</translation>
    </message>
    <message>
        <source>Check the cable of that port and the plan&apos;s interface names, then run the cabling step again.</source>
        <translation>そのポートのケーブルと計画のインターフェイス名を確認してから、「配線」ステップを再実行してください。</translation>
    </message>
    <message>
        <source>Up: %1.</source>
        <translation>アップ: %1。</translation>
    </message>
    <message>
        <source>Every node answered: %1.</source>
        <translation>すべてのノードが応答しました: %1。</translation>
    </message>
    <message>
        <source>mpirun failed (exit status %1).</source>
        <translation>mpirun が失敗しました (終了ステータス %1)。</translation>
    </message>
    <message>
        <source>No answer from: %1.</source>
        <translation>応答がなかったノード: %1。</translation>
    </message>
    <message>
        <source>Make verify.ssh pass in every direction first; mpirun logs in over SSH the same way.</source>
        <translation>先に verify.ssh がすべての方向で成功するようにしてください。mpirun も同じ方法で SSH ログインします。</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source>The plan does not connect the first node to every other node.</source>
        <translation>計画では、最初のノードがほかのすべてのノードと接続されていません。</translation>
    </message>
    <message>
        <source>%1 reaches %2 on %3 twin(s) without fragmenting.</source>
        <translation>%1 は %3 個のツインでフラグメント化なしに %2 に到達できます。</translation>
    </message>
    <message>
        <source>No answer without fragmenting on %1 of %2 twin(s).</source>
        <translation>%2 個のツインのうち %1 個で、フラグメント化なしの応答がありません。</translation>
    </message>
    <message>
        <source>Check the cable and that both ends have the same MTU.</source>
        <translation>ケーブルと、両端の MTU が同じであることを確認してください。</translation>
    </message>
    <message>
        <source>%1 logs in to %2 without a password or a prompt.</source>
        <translation>%1 から %2 へ、パスワードやプロンプトなしでログインできます。</translation>
    </message>
    <message>
        <source>%1 cannot log in to %2 non-interactively: %3</source>
        <translation>%1 から %2 へ非対話的にログインできません: %3</translation>
    </message>
    <message>
        <source>Run the SSH fabric step again.</source>
        <translation>「SSH ファブリック」ステップを再実行してください。</translation>
    </message>
    <message>
        <source>Reading the RoCE ports failed (exit status %1).</source>
        <translation>RoCE ポートの読み取りに失敗しました (終了ステータス %1)。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 から %2 へ: %3</translation>
    </message>
    <message>
        <source>%1 to %2 (%3 on %4): no answer to a %5-byte don&apos;t-fragment ping (ping -s %6).</source>
        <translation>%1 から %2 (%4 の %3) へ: %5 バイトのフラグメント禁止 ping に応答がありません (ping -s %6)。</translation>
    </message>
    <message>
        <source>MTU now: %1 on %2 %3, %4 on %5 %6.</source>
        <translation>現在の MTU: %2 の %3 は %1、%5 の %6 は %4。</translation>
    </message>
    <message>
        <source>A small ping passes, so the link works: the two ends disagree on MTU (an MTU mismatch), and RoCE fails between them.</source>
        <translation>小さな ping は通るため、リンク自体は機能しています。両端の MTU が一致しておらず (MTU の不一致)、その間では RoCE が失敗します。</translation>
    </message>
    <message>
        <source>The two ends disagree on MTU, and RoCE fails between them.</source>
        <translation>両端の MTU が一致しておらず、その間では RoCE が失敗します。</translation>
    </message>
    <message>
        <source>Make both ends agree: run the cabling step and the network plan again, then apply (the plan writes one MTU on both ends of a link whose ends differ), or plan one MTU for every interface (tandem-cli plan --mtu N).</source>
        <translation>両端を一致させてください。「配線」ステップとネットワーク計画をやり直してから適用する (両端が異なるリンクでは、計画が両端に同じ MTU を書き込みます) か、すべてのインターフェイスに共通の MTU を計画してください (tandem-cli plan --mtu N)。</translation>
    </message>
    <message>
        <source>A small ping passes, so the link works, but its MTU is below the %1 the plan expects.</source>
        <translation>小さな ping は通るためリンクは機能していますが、MTU が計画で想定している %1 を下回っています。</translation>
    </message>
    <message>
        <source>Apply the plan again so that its MTU is set at both ends, or plan a smaller MTU.</source>
        <translation>計画を再適用して両端にその MTU を設定するか、より小さい MTU を計画してください。</translation>
    </message>
    <message>
        <source>A small ping passes, so the link works, but something between the ends drops full-size frames (a switch port with a smaller MTU?).</source>
        <translation>小さな ping は通るためリンクは機能していますが、両端の間のどこかで最大サイズのフレームが破棄されています (MTU の小さいスイッチポートがありませんか?)。</translation>
    </message>
    <message>
        <source>Let every hop between the ends (a switch port) take the planned MTU, or plan a smaller one.</source>
        <translation>両端の間のすべての経由点 (スイッチポート) が計画した MTU を通せるようにするか、より小さい MTU を計画してください。</translation>
    </message>
    <message>
        <source>A small ping gets no answer either: this twin carries no traffic at all (cable, link or address).</source>
        <translation>小さな ping にも応答がありません。このツインはまったく通信できていません (ケーブル、リンク、またはアドレス)。</translation>
    </message>
    <message>
        <source>Check that twin&apos;s cable and link (cabling step) and that both ends have their planned addresses (ip -br addr), then apply again if they do not.</source>
        <translation>そのツインのケーブルとリンク (「配線」ステップ)、および両端に計画どおりのアドレスがあること (ip -br addr) を確認し、ない場合はもう一度適用してください。</translation>
    </message>
    <message>
        <source>The connection to %1 was closed. Reconnect to it on the Devices page and run this step again; with tandem-cli, run the same command again.</source>
        <translation>%1 との接続が閉じられました。「デバイス」ページでノードに再接続し、このステップを再実行してください。tandem-cli の場合は、同じコマンドを再実行してください。</translation>
    </message>
    <message>
        <source>%1 had no answer from %2 within %3 seconds: a link down, or a firewall dropping SSH on the CX7 addresses.</source>
        <translation>%1 は %3 秒以内に %2 から応答を得られませんでした: リンクがダウンしているか、ファイアウォールが CX7 アドレス上の SSH を破棄しています。</translation>
    </message>
    <message>
        <source>Check the cables and the link lights (step 3), then verify again.</source>
        <translation>ケーブルとリンクランプを確認し (ステップ 3)、もう一度検証してください。</translation>
    </message>
    <message>
        <source>mpirun did not finish within %1 seconds (a prompt or a blocked port).</source>
        <translation>mpirun が %1 秒以内に終了しませんでした (プロンプトが表示されているか、ポートがブロックされている可能性があります)。</translation>
    </message>
</context>
<context>
    <name>Tandem::Workflow</name>
    <message>
        <source>Make the network plan first (step 4).</source>
        <translation>先にネットワーク計画を作成してください (ステップ 4)。</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>準備ができていません</translation>
    </message>
    <message>
        <source>A step is running; wait until it has finished.</source>
        <translation>ステップが実行中です。終わるまで待ってください。</translation>
    </message>
</context>
<context>
    <name>Tandem::WorkflowState</name>
    <message>
        <source>The saved state has an unknown version; it was written by another version of Tandem.</source>
        <translation>保存された状態ファイルのバージョンが不明です。別のバージョンの Tandem で書き込まれたものです。</translation>
    </message>
    <message>
        <source>A node in the saved state has no name or address.</source>
        <translation>保存された状態ファイルに、名前またはアドレスのないノードがあります。</translation>
    </message>
    <message>
        <source>Cannot create the folder for %1.</source>
        <translation>%1 用のフォルダを作成できません。</translation>
    </message>
    <message>
        <source>Cannot save the state to %1: %2</source>
        <translation>状態を %1 に保存できません: %2</translation>
    </message>
    <message>
        <source>Cannot read the saved state %1: %2</source>
        <translation>保存された状態ファイル %1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>The saved state %1 is not valid JSON (%2).</source>
        <translation>保存された状態ファイル %1 が正しい JSON ではありません (%2)。</translation>
    </message>
    <message>
        <source>the port %1 is not from 1 to 65535</source>
        <translation>ポート %1 が 1〜65535 の範囲にありません</translation>
    </message>
    <message>
        <source>The saved state %1 is larger than %2 MiB, more than any session writes; it was not read. Move it away to start afresh.</source>
        <translation>保存された状態ファイル %1 が %2 MiB を超えており、どのセッションが書き込むサイズよりも大きいため、読み込みませんでした。最初からやり直すには、このファイルを移動してください。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Guided clustering of NVIDIA DGX Spark machines.</source>
        <translation>NVIDIA DGX Spark のクラスタ構築をガイドします。</translation>
    </message>
    <message>
        <source>List the lab&apos;s simulated Sparks (tests/lab/tandem-lab).</source>
        <translation>ラボの模擬 Spark を一覧に表示します (tests/lab/tandem-lab)。</translation>
    </message>
    <message>
        <source>The lab&apos;s state file (default: $TANDEM_LAB_DIR/state.json).</source>
        <translation>ラボの状態ファイル (既定: $TANDEM_LAB_DIR/state.json)。</translation>
    </message>
    <message>
        <source>Demo: the lab&apos;s simulated Sparks (%1). Their password is in the terminal the demo started from.</source>
        <translation>デモ: ラボの模擬 Spark (%1 台)。パスワードはデモを起動したターミナルに表示されています。</translation>
    </message>
</context>
</TS>
